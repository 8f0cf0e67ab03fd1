"""The report in its four formats: one self-contained HTML file, Markdown, the Table-3 CSV, and JSON.

The HTML page has its charts inline (SVG), no script and a Content-Security-Policy that allows no fetch,
so it opens offline and never calls out. Jinja2 escapes every value; the strings from logs were already
redacted when the store was read.
"""

import csv
import dataclasses
import io
import json

from diagnose.errors import DiagnoseError
from diagnose.ops import report_svg
from diagnose.ops.report import CATEGORY_ORDER, Report, TypeRow

FORMATS = ("html", "md", "csv", "json")
_CSV_COLUMNS = ("category", "type", "jobs", "share_jobs", "gpu_hours", "share_gpu_hours", "median_hours_to_failure",
                "matched")


def render(report: Report, fmt: str) -> str:
    """The report as text in one of FORMATS."""
    renderers = {"html": to_html, "md": to_markdown, "csv": to_csv, "json": to_json}
    if fmt not in renderers:
        raise DiagnoseError(f"unknown report format {fmt!r} (one of {', '.join(FORMATS)})")
    return renderers[fmt](report)


def to_html(report: Report) -> str:
    try:
        import jinja2  # the [report] extra
    except ImportError:
        raise DiagnoseError("the HTML report needs Jinja2: pip install 'diagnose[report]'") from None
    env = jinja2.Environment(loader=jinja2.PackageLoader("diagnose.ops", "templates"), autoescape=True,
                             undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    return env.get_template("report.html.j2").render(
        r=report, colours=report_svg.COLOURS, count=_count, pct=_pct, hours=_hours, duration=_duration,
        chart_gpu_hours=report_svg.gpu_hours_by_type(report.rows),
        chart_timeline=report_svg.failures_over_time(report.timeline))


def to_markdown(report: Report) -> str:
    r = report
    out = [f"# Failure report: {_md(r.store)}", "",
           f"{r.jobs} jobs, {r.matched} joined with a scheduler record; {_hours(r.total.gpu_hours)} GPU-hours lost.",
           "", "## Failures by category and type", "",
           "| category / type | jobs | share of jobs | GPU-hours lost | share of GPU-hours | median time to failure |",
           "|---|--:|--:|--:|--:|--:|"]
    out += [_md_row(row) for row in (*r.rows, r.total)]
    out += ["", f"## Failures over time (per {r.bucket})", "", "| " + " | ".join(("start", *CATEGORY_ORDER)) + " |",
            "|---" + "|--:" * len(CATEGORY_ORDER) + "|"]
    out += [f"| {b.start} | " + " | ".join(str(b.counts[c]) for c in CATEGORY_ORDER) + " |"
            for b in r.timeline if any(b.counts.values())]
    out += ["", f"## Repeat-offender nodes (≥ {r.min_node_failures} infrastructure failures)", "",
            "| node | failures | types | last failure |", "|---|--:|---|---|"]
    out += [f"| {_md(n.node)} | {n.failures} | {', '.join(f'{t} × {c}' for t, c in n.types)} "
            f"| {n.last_failure or ''} |" for n in r.nodes]
    out += ["", "## Top signatures", "", "| jobs | type | signature | example |", "|--:|---|---|---|"]
    out += [f"| {s.jobs} | {s.type} | `{_md(s.text)}` | `{_md(s.example)}` |" for s in r.signatures]
    out += ["", "## Left unknown", "", f"{_pct(r.unknown_share)} of the jobs ({r.unknown_jobs}) are unknown; "
            f"{r.unknown_without_signature} show no error line.", "", "| jobs | signatures | example |",
            "|--:|---|---|"]
    out += [f"| {c.jobs} | {'<br>'.join(f'`{_md(s)}`' for s in c.signatures[:3])} | `{_md(c.example)}` |"
            for c in r.clusters]
    return "\n".join(out) + "\n"


def to_csv(report: Report) -> str:
    """The Table-3 rows (subtotals have an empty type; the last row is the total)."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(_CSV_COLUMNS)
    for row in (*report.rows, report.total):
        writer.writerow([row.category, row.type or "", row.jobs, f"{row.share_jobs:.6f}", f"{row.gpu_hours:.3f}",
                         f"{row.share_gpu_hours:.6f}", "" if row.median_hours_to_failure is None
                         else f"{row.median_hours_to_failure:.3f}", row.matched])
    return buf.getvalue()


def to_json(report: Report) -> str:
    return json.dumps(dataclasses.asdict(report), indent=2) + "\n"


def _md_row(row: TypeRow) -> str:
    label = f"**{row.category}**" if row.type is None else f"&nbsp;&nbsp;{row.type}"
    return (f"| {label} | {row.jobs} | {_pct(row.share_jobs)} | {_hours(row.gpu_hours)} | {_pct(row.share_gpu_hours)} "
            f"| {_duration(row.median_hours_to_failure)} |")


def _md(text: str) -> str:
    """Text that cannot break a Markdown table cell or code span."""
    return " ".join(text.split()).replace("|", "\\|").replace("`", "'")


def _count(n: int) -> str:
    return f"{n:,}"


def _pct(share: float) -> str:
    return f"{100 * share:.1f}%"


def _hours(hours: float) -> str:
    return f"{hours:,.1f}"


def _duration(hours: float | None) -> str:
    if hours is None:
        return "–"
    return f"{hours * 60:.0f} min" if hours < 1 else f"{hours:,.1f} h"
