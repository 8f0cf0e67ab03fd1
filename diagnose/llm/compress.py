"""Compress a scanned job into a short, redacted excerpt for a model prompt.

Keeps the error blocks (tracebacks cut to their last frames), collapses blocks and lines that repeat
across ranks by signature, drops progress and INFO lines, adds a per-rank timeline and how each rank's
output ends (its last progress line and last lines, the same ending on many ranks shown once: a silent
death or a NaN in a progress line has no error event), and stops at a token budget. Everything is redacted
before it is counted or kept. Lines that instruct their reader (diagnose.injection) are never shown, and
only the salient lines of error events (the exception and error lines the scanner recognised) may be cited.
"""

import hashlib
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from diagnose.ingest.events import without_instructions
from diagnose.ingest.scan import PROGRESS_PATTERNS
from diagnose.ingest.signatures import signature_of
from diagnose.injection import instruction_in
from diagnose.records import Ending, Event, JobScan, LogLine
from diagnose.redact import KEY_LINE, redact, redact_lines

_NOISE = tuple(re.compile(p) for p in PROGRESS_PATTERNS) + (
    re.compile(r"^\s*(?:\[?[\d\-/:T ,.]+\]?\s*)?(?:INFO|DEBUG)\b"),  # INFO/DEBUG records
    re.compile(r"^\s*\[?[ID]\d{4} \d"),  # glog info/debug lines
)
_FRAME = re.compile(r'^\s*File "')
_KEEP_FRAMES = 2  # the innermost frames say where the user's code failed; outer ones are launcher plumbing
_TIMELINE_ROWS = 8
_ENDING_GROUPS = 6
_ENDING_SHARE = 3  # the endings take at most 1/_ENDING_SHARE of the budget: error blocks come first in value
_MAX_LINE_CHARS = 240
_MIN_QUOTE_CHARS = 40  # a quote long enough to say what it is about, not only to be unique


@dataclass(frozen=True, slots=True)
class CompressedContext:
    """The excerpt for the prompt, what it saved, and the lines the model may cite."""

    text: str
    raw_tokens: int  # the whole job's logs, as if sent unchanged (chars / 4)
    compressed_tokens: int
    lines: tuple[LogLine, ...]  # the lines shown, in order; `cited` matches against these
    signature: str  # stable id of what was shown: same failure elsewhere -> same id

    quotes: Mapping[str, str]  # what the model may write to cite a line -> the whole line (see _quotes)
    citable: Mapping[str, LogLine]  # each whole line the model may cite -> the salient event line it shows

    def find(self, cited: str) -> LogLine | None:
        """The citable line the model cited, by the whole line or by its quote (up to surrounding
        whitespace); None when the citation is neither."""
        return self.citable.get(self.quotes.get(cited) or cited.strip())


def approx_tokens(text: str) -> int:
    """About four characters per token for English log text."""
    return (len(text) + 3) // 4


def shown_text(line: LogLine) -> str:
    """A line as the prompt shows it: the message, redacted, cut after `_MAX_LINE_CHARS` (a tensor dump
    or a list of paths adds tokens to read and, when quoted, to generate, but no cause)."""
    text = redact(line.message)
    return text if len(text) <= _MAX_LINE_CHARS else text[:_MAX_LINE_CHARS] + "…"


def compress(scan: JobScan, *, max_tokens: int = 500,
             count_tokens: Callable[[str], int] = approx_tokens) -> CompressedContext:
    """The excerpt of `scan` within `max_tokens`: timeline first, then error blocks in time order."""
    events = [e for e in map(without_instructions, scan.events) if e is not None]
    blocks = _blocks(events)
    timeline = _timeline(events)
    parts, shown, seen = [timeline] if timeline else [], [], set()
    budget = max_tokens - count_tokens(timeline)
    endings, ending_lines = _endings_block(scan, max_tokens // _ENDING_SHARE, count_tokens)
    if endings:
        parts.append(endings)
        shown.extend(ending_lines)
        seen.update(signature_of(shown_text(ln)).id for ln in ending_lines)
        budget -= count_tokens(endings)
    for head, lines in blocks:
        body = [ln for ln in lines if signature_of(shown_text(ln)).id not in seen]
        if not body:
            continue
        text = "\n".join([head] + [shown_text(ln) for ln in body])
        cost = count_tokens(text)
        if cost > budget:
            if shown:  # later blocks are usually consequences; the first one is always kept, cut to fit
                break
            body, text = _cut(head, body, budget, count_tokens)
        parts.append(text)
        shown.extend(body)
        seen.update(signature_of(shown_text(ln)).id for ln in body)
        budget -= count_tokens(text)
    text = "\n\n".join(parts)
    citable = _citable(shown, events, ending_lines)
    return CompressedContext(text, approx_tokens_of_job(scan), count_tokens(text), tuple(shown), _signature(shown),
                             _quotes(tuple(citable)), citable)


def _endings_block(scan: JobScan, budget: int,
                   count_tokens: Callable[[str], int]) -> tuple[str, list[LogLine]]:
    """How each rank's output ends, as one text block within `budget`, and the lines it shows. Ranks that end
    the same way (the same lines up to volatile numbers) share one entry."""
    groups: dict[str, list[Ending]] = {}
    for ending in sorted((e for f in scan.files for e in f.endings),
                         key=lambda e: (e.rank is None, e.rank if e.rank is not None else 0, e.file)):
        lines = _ending_lines(ending)
        if lines:
            key = " ".join(signature_of(shown_text(ln)).id for ln in lines)
            groups.setdefault(key, []).append(ending)
    parts, shown = [], []
    for group in list(groups.values())[:_ENDING_GROUPS]:
        header, lines = _ending_header(group), _ending_lines(group[0])
        text = "\n".join([header] + [shown_text(ln) for ln in lines])
        if count_tokens("\n\n".join(parts + [text])) > budget:
            if not parts:  # the first ending is always shown: its last lines, as many as fit
                lines, text = _last_lines_within(header, lines, budget, count_tokens)
                parts, shown = [text] if lines else [], list(lines)
            break
        parts.append(text)
        shown.extend(lines)
    return "\n\n".join(parts), shown


def _last_lines_within(header: str, lines: tuple[LogLine, ...], budget: int,
                       count_tokens: Callable[[str], int]) -> tuple[tuple[LogLine, ...], str]:
    """The header and the longest run of `lines` that ends with the last one and fits `budget`."""
    for start in range(len(lines)):
        text = "\n".join([header] + [shown_text(ln) for ln in lines[start:]])
        if count_tokens(text) <= budget:
            return lines[start:], text
    return (), ""


def _ending_lines(ending: Ending) -> tuple[LogLine, ...]:
    """The last progress line (when the last lines do not include it) and the last non-blank lines."""
    lines = ending.last_lines
    keys = redact_lines(ln.message for ln in lines)  # a key's body lines are masked only in sequence
    last = tuple(ln for ln, key in zip(lines, keys)
                 if ln.message.strip() and not instruction_in(ln.message) and key != KEY_LINE)
    progress = ending.last_progress
    if progress is None or instruction_in(progress.message) or any(ln.lineno == progress.lineno for ln in last):
        return last
    return (progress, *last)


def _ending_header(group: list[Ending]) -> str:
    first = group[0]
    who = f"rank {first.rank}" if first.rank is not None else first.file
    ranks = sorted({e.rank for e in group if e.rank is not None})
    same = f", same on {len(group)} " + (f"ranks {_ranges(ranks)}" if ranks else "outputs") if len(group) > 1 else ""
    where = f"{first.file}, {first.node}" if first.node else first.file
    return f"### how the output of {who} ends ({where}{same})"


def _citable(shown: Sequence[LogLine], events: Sequence[Event], endings: Sequence[LogLine]) -> dict[str, LogLine]:
    """The distinct texts the model may quote as the decisive line, each with the first shown line of that
    text: the salient lines of events (exception and error lines, not traceback frames or context), and the
    lines a rank's output ends with (instructing lines never reach either; a silent death or a NaN loss in a
    progress line has no event to cite)."""
    # by place and text: a line shown in a rank's ending is the same line as in its event (an error file's lines
    # share one file:line, so the text is part of the key)
    salient = {(ln.file, ln.lineno, ln.message): ln for ln in endings}
    salient |= {(ln.file, ln.lineno, ln.message): ln for e in events for ln in e.key_lines}
    citable: dict[str, LogLine] = {}
    for line in shown:
        text = shown_text(line).strip()
        event_line = salient.get((line.file, line.lineno, line.message))
        if text and event_line is not None:
            citable.setdefault(text, event_line)
    return citable


def _quotes(texts: tuple[str, ...]) -> dict[str, str]:
    """What the model writes to cite each of `texts`: its beginning, just long enough to tell it from
    every other one (at least `_MIN_QUOTE_CHARS`), mapped to the whole line. Generating the rest of a
    line that is already determined would cost tokens and add nothing."""
    quotes = {}
    for text in texts:
        shared = max((len(os.path.commonprefix([text, other])) for other in texts if other != text), default=0)
        quotes[text[: max(_MIN_QUOTE_CHARS, shared + 1)]] = text
    return quotes


def approx_tokens_of_job(scan: JobScan) -> int:
    return sum(f.size for f in scan.files) // 4


def _blocks(events: Sequence[Event]) -> list[tuple[str, tuple[LogLine, ...]]]:
    """One block per distinct event signature, earliest first, with the ranks that repeat it."""
    groups: dict[str, list[Event]] = {}
    for event in _in_time_order(events):
        groups.setdefault(signature_of(shown_text(event.head)).id, []).append(event)
    ordered = sorted(groups.values(), key=lambda g: all(e.survived for e in g))  # stable: keeps time order
    blocks: list[tuple[str, tuple[LogLine, ...]]] = []
    for group in ordered:
        lines = _salient(group[0])
        if blocks and len(group) == 1 and lines and _follows(blocks[-1][1], lines[0]):
            blocks[-1] = (blocks[-1][0], blocks[-1][1] + lines)  # adjacent lines of one file: one header
        else:
            blocks.append((_header(group), lines))
    return blocks


def _follows(previous: tuple[LogLine, ...], line: LogLine) -> bool:
    return bool(previous) and previous[-1].file == line.file and previous[-1].lineno + 1 == line.lineno


def _salient(event: Event) -> tuple[LogLine, ...]:
    """The event's lines without noise, instructions or a private key's lines; a traceback keeps its first line,
    last frames and message."""
    keys = redact_lines(ln.message for ln in event.lines)  # a key's body lines are masked only in sequence
    lines = [ln for i, ln in enumerate(event.lines) if (i in event.key or not _is_noise(ln.message))
             and instruction_in(ln.message) is None and keys[i] != KEY_LINE]
    if event.kind in ("traceback", "child_failed"):
        frames = [i for i, ln in enumerate(lines) if _FRAME.match(ln.message)]
        if len(frames) > _KEEP_FRAMES:
            cut = set(range(frames[0], frames[-_KEEP_FRAMES]))
            lines = [ln for i, ln in enumerate(lines) if i not in cut]
    return tuple(ln for ln in lines if ln.message.strip())


def _in_time_order(events: Sequence[Event]) -> list[Event]:
    """Events by time; one without a timestamp takes the time of the stamped event before it in its file."""
    by_file: dict[str, list[Event]] = {}
    for event in events:
        by_file.setdefault(event.head.file, []).append(event)
    keyed = []
    for evs in by_file.values():
        evs.sort(key=lambda e: e.head.lineno)
        stamps = [e.head.time for e in evs if e.head.time]
        last = stamps[0] if stamps else None  # events before the first stamp take the first stamp
        for event in evs:
            last = event.head.time or last
            keyed.append(((last is None, last or datetime.max, event.head.file, event.head.lineno), event))
    return [event for _, event in sorted(keyed, key=lambda kv: kv[0])]


def _is_noise(message: str) -> bool:
    return any(rx.search(message) for rx in _NOISE)


def _header(group: list[Event]) -> str:
    """Where the block comes from, marked with ### so that it does not read like a log line to quote."""
    first = group[0].head
    where = [f"{first.file} line {first.lineno}"]
    if first.rank is not None:
        where.append(f"rank {first.rank}")
    if first.node:
        where.append(first.node)
    if first.time:
        where.append(first.time.strftime("%H:%M:%S"))
    ranks = sorted({e.head.rank for e in group if e.head.rank is not None})
    if len(group) > 1:
        where.append(f"same on {len(group)} " + (f"ranks {_ranges(ranks)}" if ranks else "places"))
    if all(e.survived for e in group):
        where.append("training continued after this")
    return redact(f"### {', '.join(where)}")  # file and node names reach the prompt too


def _timeline(events: Sequence[Event]) -> str:
    """First and last error of each rank with its time, earliest first: who failed first is often the
    root cause. Ranks whose first error reads the same share one row (with the earliest one's errors)."""
    by_rank: dict[int, list[Event]] = {}
    for event in events:
        if event.head.rank is not None and not event.survived:
            by_rank.setdefault(event.head.rank, []).append(event)
    if len(by_rank) < 2:
        return ""
    rows: dict[str, list[tuple[int, list[Event]]]] = {}
    for rank, evs in sorted(by_rank.items(), key=lambda kv: _when(min(kv[1], key=_when))):
        ends = sorted(evs, key=_when)
        ends = ends[:1] if len(ends) == 1 else [ends[0], ends[-1]]
        rows.setdefault(signature_of(shown_text(ends[0].head)).id, []).append((rank, ends))
    lines = []
    for group in list(rows.values())[:_TIMELINE_ROWS]:
        ranks = sorted(rank for rank, _ in group)
        who = f"rank {ranks[0]}" if len(ranks) == 1 else f"ranks {_ranges(ranks)}"
        lines.append(f"{who}: " + " ... ".join(_brief(e) for e in group[0][1]))
    more = len(rows) - _TIMELINE_ROWS
    return "Timeline (first/last error per rank):\n" + "\n".join(lines) + (f"\n({more} more rows)" if more > 0 else "")


def _brief(event: Event) -> str:
    t = event.head.time.strftime("%H:%M:%S") if event.head.time else "?"
    return f"{t} {shown_text(event.head).strip()[:100]}"


def _cut(head: str, body: list[LogLine], budget: int,
         count_tokens: Callable[[str], int]) -> tuple[list[LogLine], str]:
    """Keep the block's last lines (the exception message) that fit into `budget`."""
    kept: list[LogLine] = []
    for line in reversed(body):
        if count_tokens("\n".join([head] + [shown_text(ln) for ln in [line] + kept])) > budget and kept:
            break
        kept.insert(0, line)
    return kept, "\n".join([head] + [shown_text(ln) for ln in kept])


def _when(event: Event) -> tuple:
    t = event.head.time
    return (t is None, t or datetime.max, event.head.file, event.head.lineno)


def _ranges(ranks: list[int]) -> str:
    """[0, 1, 2, 5] -> '0-2,5'."""
    spans: list[list[int]] = []
    for r in ranks:
        if spans and r == spans[-1][1] + 1:
            spans[-1][1] = r
        else:
            spans.append([r, r])
    return ",".join(f"{a}-{b}" if a != b else str(a) for a, b in spans)


def _signature(lines: Sequence[LogLine]) -> str:
    ids = sorted({signature_of(shown_text(ln)).id for ln in lines})
    return hashlib.sha256(" ".join(ids).encode()).hexdigest()[:16]
