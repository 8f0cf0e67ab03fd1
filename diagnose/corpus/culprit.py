"""The decisive line of a labeled case, read from its culprit file whatever the file's compression."""

from collections.abc import Iterable
from dataclasses import dataclass

from diagnose.corpus.cases import Case
from diagnose.errors import DiagnoseError
from diagnose.ingest.attribution import attribute_line, hints_from_path
from diagnose.ingest.sources import LogFile, SkipFile, read_chunks
from diagnose.records import Example, LogLine
from diagnose.redact import redact

_EXAMPLE_CHARS = 300


@dataclass(frozen=True, slots=True)
class CulpritLine:
    """The decisive line of a labeled case."""

    case: str
    type: str
    split: str
    line: LogLine


def culprit_lines(cases: Iterable[Case]) -> tuple[CulpritLine, ...]:
    """The decisive line of every case whose label names one (file and line)."""
    out = []
    for case in cases:
        where = case.label.culprit
        if where.file is None or where.line is None:
            continue
        raw = read_line(LogFile(case.path / where.file, where.file), where.line)
        line = attribute_line(raw, file=where.file, lineno=where.line, hints=hints_from_path(where.file))
        out.append(CulpritLine(case.id, case.label.type, case.label.split, line))
    return tuple(out)


def examples_of(cases: Iterable[Case]) -> tuple[Example, ...]:
    """One solved example (decisive line, redacted, and type) per case that names its culprit line."""
    return tuple(Example(c.case, c.type, redact(c.line.raw.strip())[:_EXAMPLE_CHARS]) for c in culprit_lines(cases))


def read_line(log: LogFile, lineno: int) -> str:
    """Line `lineno` (1-based, counted as editors and grep count: a lone carriage return does not end a line, as
    labels count) of a log file, whatever its compression; of a line that progress bars redrew with carriage
    returns, the text after the last one that leaves any (what a terminal shows last). DiagnoseError names file
    and line."""
    return read_lines(log, lineno, lineno)[0]


def read_lines(log: LogFile, first: int, last: int) -> list[str]:
    """Lines `first` to `last` (1-based, both included) of a log file, in one pass, each as `read_line` gives it;
    DiagnoseError names file and line."""
    seen, out = 0, []
    try:
        for chunk in read_chunks(log, 1 << 20, [], lone_cr_ends_line=False):
            lines = chunk.split(b"\n")
            if chunk.endswith(b"\n"):
                lines.pop()  # chunks end at a newline, so the last element is empty, not a line
            out += [_shown(line) for line in lines[max(0, first - seen - 1):max(0, last - seen)]]
            seen += len(lines)
            if seen >= last:
                return out
    except SkipFile as e:
        raise DiagnoseError(f"{log.path}:{last}: {e}") from None
    raise DiagnoseError(f"{log.path}:{last}: the file has only {seen} lines")


def _shown(line: bytes) -> str:
    """What a terminal shows last of a line progress bars redrew with carriage returns."""
    shown = [part for part in line.split(b"\r") if part.strip()]
    return shown[-1].decode("utf-8", "replace") if shown else ""
