"""TorchElastic error files (TORCHELASTIC_ERROR_FILE) as evidence: the failing rank's exception and traceback.

Two shapes are written by torch.distributed.elastic's ErrorHandler:
  {"message": {"message": "ExcType: text", "extraInfo": {"py_callstack": "...", "timestamp": "1714565024"}}}
  {"message": "ExcType: text", "timestamp": 1714565024}
optionally with `errorCode` (the exit code, after a signal death). The file is parsed with json only.
The agent keeps them at .../attempt_<N>/<local_rank>/error.json, so the path names the local rank.
"""

import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from diagnose.ingest.events import without_instructions
from diagnose.ingest.sources import LogFile
from diagnose.records import Event, FileScan, LogLine

_MAX_BYTES = 4 << 20  # an error file holds one traceback; anything bigger is not one
_LOCAL_RANK = re.compile(r"(?:^|/)attempt_\d+/(\d+)/[^/]+$")
_NAME = re.compile(r"(?:^|[/_.-])error[\w.-]*\.json$", re.IGNORECASE)
_EXCEPTION = re.compile(r"^(?P<cls>[A-Za-z_][\w.]*)(?::|$)")
_MESSAGE_KEY = re.compile(r'(?<!\\)"message"\s*:')  # a key, not the escaped word inside the callstack


@dataclass(frozen=True, slots=True)
class ErrorFile:
    """What one error file yielded: its events and, when it could not be used, why."""

    events: tuple[Event, ...]
    notes: tuple[str, ...] = ()
    lines: int = 0


def is_error_file(rel: str) -> bool:
    """Route a job file here rather than to the text scanner: error.json, error_3.json, rank3-error.json ..."""
    return bool(_NAME.search(rel))


def events_from_error_file(path: Path, rel: str) -> list[Event]:
    """The traceback event an error file records (empty when it is not a readable error file)."""
    return list(read_error_file(path, rel).events)


def scan_error_file(log: LogFile) -> FileScan | None:
    """The error file as a FileScan for the pipeline; None when the JSON is not TorchElastic's shape (scan it
    as text instead)."""
    if log.path is None:
        return None
    result = read_error_file(log.path, log.rel)
    if not result.events and not result.notes:
        return None
    size = log.path.stat().st_size if log.path.exists() else 0
    rank = result.events[0].head.rank if result.events else None
    return FileScan(log.rel, result.events, lines=result.lines, size=size, rank=rank, notes=result.notes)


def read_error_file(path: Path, rel: str) -> ErrorFile:
    """Parse one error file; bad JSON or an unreadable file gives no events and a note naming the file."""
    try:
        raw = path.read_bytes()[: _MAX_BYTES + 1]
    except OSError as e:
        return ErrorFile((), (f"{rel}: unreadable ({e.strerror or e})",))
    if len(raw) > _MAX_BYTES:
        return ErrorFile((), (f"{rel}: larger than {_MAX_BYTES} bytes; not a TorchElastic error file",))
    text = raw.decode("utf-8", "replace")
    try:
        data = json.loads(text)
    except ValueError as e:
        return ErrorFile((), (f"{rel}:{getattr(e, 'lineno', 1)}: not valid JSON ({e})",))
    record = _record(data)
    if record is None:
        return ErrorFile((), (), text.count("\n") + 1)
    event = without_instructions(_event(record, rel, _line_of_message(text), _local_rank(rel)))
    if event is None:
        return ErrorFile((), (f"{rel}: its error message instructs the reader; not used as evidence",))
    return ErrorFile((event,), (), text.count("\n") + 1)


@dataclass(frozen=True, slots=True)
class _Record:
    message: str
    callstack: str | None
    time: datetime | None
    rank: int | None


def _record(data: Any) -> _Record | None:
    """Both shapes, or None when the object is some other JSON."""
    if not isinstance(data, dict) or "message" not in data:
        return None
    outer = data["message"]
    if isinstance(outer, dict) and isinstance(outer.get("message"), str):
        extra = outer.get("extraInfo") if isinstance(outer.get("extraInfo"), dict) else {}
        stack = extra.get("py_callstack")
        return _Record(outer["message"], stack if isinstance(stack, str) else None,
                       _time(extra.get("timestamp")), _int(extra.get("rank", outer.get("rank"))))
    if isinstance(outer, str):
        return _Record(outer, None, _time(data.get("timestamp")), _int(data.get("rank")))
    return None


def _event(record: _Record, rel: str, lineno: int, local_rank: int | None) -> Event:
    """A traceback event; every line carries the JSON line where the message is, so evidence points there."""
    texts = [t for t in (record.callstack or "").split("\n") if t.strip()]
    first = record.message.strip().split("\n")[0].strip() or "(empty error message)"
    if not any(t.strip() == first for t in texts):
        # the callstack normally ends with the message; make sure the exception line is there
        texts += [t for t in record.message.split("\n") if t.strip()] or [first]
    head = max(i for i, t in enumerate(texts) if t.strip() == first)
    lines = tuple(LogLine(rel, lineno, t, t, record.rank, None, record.time, f"elastic:{rel}", local_rank)
                  for t in texts)
    m = _EXCEPTION.match(first)
    return Event("traceback", lines, tuple(range(head, len(lines))), head, m.group("cls") if m else None)


def _line_of_message(text: str) -> int:
    """1-based line of the JSON text where the (innermost) message value is; an error file is usually one line."""
    found = list(_MESSAGE_KEY.finditer(text))
    return text.count("\n", 0, found[-1].start()) + 1 if found else 1


def _local_rank(rel: str) -> int | None:
    m = _LOCAL_RANK.search(rel.replace("\\", "/"))
    return int(m.group(1)) if m else None


def _time(value: Any) -> datetime | None:
    """Unix seconds (a string in the older shape) as naive UTC, like every other log time here."""
    try:
        return datetime.fromtimestamp(float(value), timezone.utc).replace(tzinfo=None)
    except (TypeError, ValueError, OverflowError, OSError):
        return None


def _int(value: Any) -> int | None:
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None
