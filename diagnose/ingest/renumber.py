"""Give a file's scan other line numbers: those editors and grep count, where the scan counted a progress bar's
redraws (lone carriage returns) as line ends."""

from collections.abc import Mapping
from dataclasses import replace

from diagnose.records import Ending, Event, FileScan, LogLine


def line_numbers(scan: FileScan) -> set[int]:
    """Every line number the scan reports."""
    numbers = {ln.lineno for e in scan.events for ln in e.lines}
    numbers |= {ln.lineno for end in scan.endings for ln in (*end.last_lines, *_present(end.last_progress))}
    return numbers | {n for n in (scan.lines, scan.last_progress) if n is not None}


def renumbered(scan: FileScan, numbers: Mapping[int, int]) -> FileScan:
    """`scan` with each line number replaced by its image in `numbers` (one not there stays as it is)."""
    def line(ln: LogLine) -> LogLine:
        return replace(ln, lineno=numbers.get(ln.lineno, ln.lineno))

    def event(e: Event) -> Event:
        return replace(e, lines=tuple(line(ln) for ln in e.lines))

    def ending(end: Ending) -> Ending:
        progress = line(end.last_progress) if end.last_progress is not None else None
        return replace(end, last_progress=progress, last_lines=tuple(line(ln) for ln in end.last_lines))

    last = numbers.get(scan.last_progress, scan.last_progress) if scan.last_progress is not None else None
    return replace(scan, events=tuple(event(e) for e in scan.events), lines=numbers.get(scan.lines, scan.lines),
                   last_progress=last, endings=tuple(ending(end) for end in scan.endings))


def _present(line: LogLine | None) -> tuple[LogLine, ...]:
    return () if line is None else (line,)
