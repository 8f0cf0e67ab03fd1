import json
from datetime import datetime
from pathlib import Path

from diagnose.ingest.elastic import (
    events_from_error_file,
    is_error_file,
    read_error_file,
    scan_error_file,
)
from diagnose.ingest.sources import LogFile

STACK = ('Traceback (most recent call last):\n'
         '  File "/opt/train.py", line 42, in main\n'
         '    loss = model(batch)\n'
         'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity '
         'of 79.15 GiB of which 1.05 GiB is free.\n')
MESSAGE = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity " \
          "of 79.15 GiB of which 1.05 GiB is free."


def write(tmp_path: Path, rel: str, data: object, *, indent: int | None = None) -> Path:
    path = tmp_path / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data, indent=indent))
    return path


def test_record_shape_gives_a_traceback_event_with_rank_and_time(tmp_path: Path) -> None:
    rel = "torchelastic/run_1/attempt_0/3/error.json"
    path = write(tmp_path, rel, {"message": {"message": MESSAGE, "extraInfo": {
        "py_callstack": STACK, "timestamp": "1714565024"}}})
    (event,) = events_from_error_file(path, rel)
    assert event.kind == "traceback" and event.exception == "torch.OutOfMemoryError"
    assert event.head.message == MESSAGE and event.key_lines[0] is event.head
    assert event.lines[0].message == "Traceback (most recent call last):" and len(event.lines) == 4
    assert {(ln.file, ln.lineno, ln.local_rank) for ln in event.lines} == {(rel, 1, 3)}
    assert event.head.time == datetime(2024, 5, 1, 12, 3, 44)


def test_newer_plain_message_shape_and_indented_json(tmp_path: Path) -> None:
    path = write(tmp_path, "error_7.json", {"message": "ValueError: bad shard 12", "timestamp": 1714565024,
                                            "errorCode": 1, "rank": 7}, indent=2)
    (event,) = events_from_error_file(path, "error_7.json")
    assert [ln.message for ln in event.lines] == ["ValueError: bad shard 12"]
    assert event.exception == "ValueError" and event.head.rank == 7 and event.head.lineno == 2
    assert event.head.local_rank is None


def test_callstack_without_the_message_still_has_the_exception_line(tmp_path: Path) -> None:
    path = write(tmp_path, "error.json", {"message": {"message": "RuntimeError: boom", "extraInfo": {
        "py_callstack": "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n"}}})
    (event,) = events_from_error_file(path, "error.json")
    assert event.head.message == "RuntimeError: boom" and event.head.time is None


def test_bad_json_gives_no_events_and_a_note_naming_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, "attempt_0/0/error.json", '{"message": {"message": "ValueError: x",\n  oops')
    result = read_error_file(path, "attempt_0/0/error.json")
    assert result.events == () and result.notes[0].startswith("attempt_0/0/error.json:2: not valid JSON")
    assert events_from_error_file(path, "attempt_0/0/error.json") == []


def test_scan_error_file_routes_only_torchelastic_json(tmp_path: Path) -> None:
    good = write(tmp_path, "error.json", {"message": "KeyError: 'lr'", "timestamp": 1})
    other = write(tmp_path, "metrics-error.json", {"loss": 1.0})
    scan = scan_error_file(LogFile(good, "error.json"))
    assert scan.events[0].exception == "KeyError" and scan.lines == 1 and scan.size == good.stat().st_size
    assert scan_error_file(LogFile(other, "metrics-error.json")) is None
    assert [is_error_file(n) for n in ("a/attempt_0/1/error.json", "error_3.json", "rank3-error.json",
                                       "train.log", "label.json", "errors.txt")] == [True, True, True, False, False,
                                                                                    False]
