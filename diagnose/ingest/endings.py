"""How each process's output ends: the tail of a file, split by output stream (a rank's lines), gives every
process's last progress line and last lines, and shows which errors a rank went on from.

An error is survived when its rank wrote an ordinary record afterwards: a training-progress line or an
informational record of the application. Framework teardown (NCCL INFO, C++ log lines, PyTorch's own Python
records such as TorchDynamo's metrics at exit) does not count: it is printed while a process dies.
"""

import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import replace

from diagnose.ingest.attribution import PathHints, attribute_line, stream_of
from diagnose.records import Ending, Event, LogLine

TAIL_BYTES = 64 << 10
ENDING_LINES = 8
_INFO_RECORD = re.compile(r"(?:^|[\s\[\]|:])(?:INFO|DEBUG)(?=[\s\]:|])|(?:^|[\s\]:])I\d{4} \d\d:\d\d:\d\d")
_TEARDOWN = re.compile(r"NCCL INFO|\.(?:cpp|cc|cu|hpp|h):\d+|\btorch/[\w/]+\.py:\d+\]")


class Tail:
    """The complete lines of a file's last bytes, numbered so that the last one is `last_lineno`, grouped by
    output stream. A line is attributed (time, rank, node: the costly part) only when it is asked for: the
    questions below read a stream from its end and stop at their answer."""

    def __init__(self, tail: bytes, last_lineno: int, whole_file: bool, file: str, hints: PathHints,
                 max_chars: int) -> None:
        raw = tail.decode("utf-8", "replace").split("\n")
        if raw and raw[-1] == "":
            raw.pop()
        if not whole_file and raw:
            raw.pop(0)  # cut mid-line
        self.raw = [text[:max_chars].rstrip("\r") for text in raw]
        self.first, self.file, self.hints = last_lineno - len(raw) + 1, file, hints
        self.streams: dict[str, list[int]] = defaultdict(list)  # stream -> its lines' indexes, in order
        for i, text in enumerate(self.raw):
            self.streams[stream_of(text)].append(i)
        self._attributed: dict[int, LogLine] = {}

    def lineno(self, i: int) -> int:
        return self.first + i

    def line(self, i: int) -> LogLine:
        if i not in self._attributed:
            self._attributed[i] = attribute_line(self.raw[i], file=self.file, lineno=self.first + i, hints=self.hints)
        return self._attributed[i]


def is_ordinary(raw: str, is_progress: Callable[[str], bool]) -> bool:
    """Training progress, or an informational record of the application itself."""
    return is_progress(raw) or (bool(_INFO_RECORD.search(raw[:160])) and not _TEARDOWN.search(raw))


def endings(tail: Tail, events: Sequence[Event], is_progress: Callable[[str], bool], file: str) -> tuple[Ending, ...]:
    """Per output stream in the tail: its last progress line (of the tail) and its last lines."""
    in_events = {ln.lineno for e in events for ln in e.lines}
    out = []
    for indexes in tail.streams.values():
        progress = next((tail.line(i) for i in reversed(indexes)
                         if tail.lineno(i) not in in_events and is_progress(tail.raw[i])), None)
        last = tuple(tail.line(i) for i in indexes[-ENDING_LINES:])
        rank = next((r for i in reversed(indexes) if (r := tail.line(i).rank) is not None), None)
        node = next((n for i in reversed(indexes) if (n := tail.line(i).node) is not None), None)
        out.append(Ending(file, rank, node, progress, last))
    return tuple(out)


def _owned(line: LogLine) -> bool:
    """The line belongs to a rank's output (its file's name or a launcher prefix says which)."""
    return line.rank is not None or line.local_rank is not None


def outlived(events: Sequence[Event], tail: Tail, is_progress: Callable[[str], bool]) -> list[Event]:
    """`events` with those marked survived after which their rank's stream wrote an ordinary record (in the
    tail); streams without a rank (launchers, schedulers, the kernel) are judged by the job's clock instead."""
    in_events = {ln.lineno for e in events for ln in e.lines}
    last_ordinary: dict[str, int] = {}
    for stream, indexes in tail.streams.items():
        ordinary = (tail.line(i) for i in reversed(indexes)
                    if tail.lineno(i) not in in_events and is_ordinary(tail.raw[i], is_progress))
        last = next((line for line in ordinary if _owned(line)), None)
        if last is not None:
            last_ordinary[stream] = last.lineno
    return [replace(e, survived=True) if not e.survived and _owned(e.head)
            and last_ordinary.get(e.head.stream, 0) > e.lines[-1].lineno else e for e in events]
