"""How each process's output ends: the tail of a file, split by output stream (a rank's lines), gives every
process's last progress line and last lines, and shows which errors a rank went on from.

An error is survived when its rank wrote an ordinary record afterwards: a training-progress line or an
informational record of the application. Framework teardown (NCCL INFO, C++ log lines) does not count: it is
printed while a process dies.
"""

import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import replace

from diagnose.ingest.attribution import PathHints, attribute_line
from diagnose.records import Ending, Event, LogLine

TAIL_BYTES = 64 << 10
ENDING_LINES = 8
_INFO_RECORD = re.compile(r"(?:^|[\s\[\]|:])(?:INFO|DEBUG)(?=[\s\]:|])|(?:^|[\s\]:])I\d{4} \d\d:\d\d:\d\d")
_TEARDOWN = re.compile(r"NCCL INFO|\.(?:cpp|cc|cu|hpp|h):\d+")


def tail_lines(tail: bytes, last_lineno: int, whole_file: bool, file: str, hints: PathHints,
               max_chars: int) -> list[LogLine]:
    """The complete lines of a file's last bytes, numbered so that the last one is `last_lineno`."""
    raw = tail.decode("utf-8", "replace").split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    if not whole_file and raw:
        raw.pop(0)  # cut mid-line
    first = last_lineno - len(raw) + 1
    return [attribute_line(text[:max_chars].rstrip("\r"), file=file, lineno=first + i, hints=hints)
            for i, text in enumerate(raw)]


def _by_stream(lines: Sequence[LogLine]) -> dict[str, list[LogLine]]:
    streams: dict[str, list[LogLine]] = defaultdict(list)
    for line in lines:
        streams[line.stream].append(line)
    return streams


def is_ordinary(line: LogLine, is_progress: Callable[[str], bool]) -> bool:
    """Training progress, or an informational record of the application itself."""
    return is_progress(line.raw) or (bool(_INFO_RECORD.search(line.raw[:160])) and not _TEARDOWN.search(line.raw))


def endings(lines: Sequence[LogLine], events: Sequence[Event], is_progress: Callable[[str], bool],
            file: str) -> tuple[Ending, ...]:
    """Per output stream in the tail: its last progress line (of the tail) and its last lines."""
    in_events = {ln.lineno for e in events for ln in e.lines}
    out = []
    for stream_lines in _by_stream(lines).values():
        progress = [ln for ln in stream_lines if ln.lineno not in in_events and is_progress(ln.raw)]
        last = stream_lines[-ENDING_LINES:]
        rank = next((ln.rank for ln in reversed(stream_lines) if ln.rank is not None), None)
        node = next((ln.node for ln in reversed(stream_lines) if ln.node is not None), None)
        out.append(Ending(file, rank, node, progress[-1] if progress else None, tuple(last)))
    return tuple(out)


def _owned(line: LogLine) -> bool:
    """The line belongs to a rank's output (its file's name or a launcher prefix says which)."""
    return line.rank is not None or line.local_rank is not None


def outlived(events: Sequence[Event], lines: Sequence[LogLine], is_progress: Callable[[str], bool]) -> list[Event]:
    """`events` with those marked survived after which their rank's stream wrote an ordinary record (in the
    tail); streams without a rank (launchers, schedulers, the kernel) are judged by the job's clock instead."""
    in_events = {ln.lineno for e in events for ln in e.lines}
    last_ordinary: dict[str, int] = {}
    for line in lines:
        if _owned(line) and line.lineno not in in_events and is_ordinary(line, is_progress):
            last_ordinary[line.stream] = line.lineno
    return [replace(e, survived=True) if not e.survived and _owned(e.head)
            and last_ordinary.get(e.head.stream, 0) > e.lines[-1].lineno else e for e in events]
