from pathlib import Path

import pytest

from diagnose.ingest.scan import FileScanner
from diagnose.ingest.sources import LogFile

LOG = """[2024-05-01 12:00:00,000] INFO start
 iteration      100/  1000 | lm loss: 7.1
[2024-05-01 12:00:01,000] WARNING transient
Traceback (most recent call last):
  File "train.py", line 3, in <module>
    main()
ConnectionResetError: [Errno 104] Connection reset by peer
 iteration      101/  1000 | lm loss: 7.0
[2024-05-01 12:05:00,000] INFO saving
Traceback (most recent call last):
  File "train.py", line 3, in <module>
    main()
  File "train.py", line 9, in main
    x = y[3]
KeyError: 'foo'
[2024-05-01 12:06:00,000] ERROR shutting down
"""


def _scan(tmp_path: Path, text: str, **kw):
    p = tmp_path / "rank-2.log"
    p.write_text(text)
    return FileScanner([r"KeyError"], **kw).scan(LogFile(p, "rank-2.log"))


def _summary(scan):
    return [(e.kind, e.exception, e.head.lineno, e.survived, e.head.rank) for e in scan.events]


def test_events_lines_and_survival(tmp_path):
    scan = _scan(tmp_path, LOG)
    assert scan.lines == 16 and scan.rank == 2
    assert scan.last_progress == 8
    assert _summary(scan) == [
        ("traceback", "ConnectionResetError", 7, True, 2),  # training went on: survived
        ("traceback", "KeyError", 15, False, 2),
        ("line", None, 16, False, 2),
    ]


@pytest.mark.parametrize("chunk_bytes", [16, 100, 333, 1 << 20])
def test_result_does_not_depend_on_chunk_boundaries(tmp_path, chunk_bytes):
    reference = _summary(_scan(tmp_path, LOG * 50))
    assert _summary(_scan(tmp_path, LOG * 50, chunk_bytes=chunk_bytes)) == reference
    assert len(reference) == 150


def test_event_cap_bounds_memory_and_keeps_the_first_and_the_latest_events(tmp_path):
    flood = "".join(f"ERROR worker {i} lost its heartbeat\n" for i in range(5000))
    scan = _scan(tmp_path, flood + "KeyError: the crash comes last\n", max_events=100,
                 context_lines=0)
    assert [e.head.lineno for e in scan.events] == [*range(1, 51), *range(4952, 5002)]
    assert scan.notes == ("rank-2.log: 5001 error events; kept the first 50 and the last 50",)


def test_an_error_flood_in_one_region_costs_linear_time(tmp_path):
    # 20,000 flagged lines merge into one region: counting each one's line from the region's start, or copying
    # the region's list of flagged lines for each, made this minutes (50,000 took over ten).
    flood = "".join(f"ERROR worker {i} lost its heartbeat\n" for i in range(20000))
    scan = _scan(tmp_path, flood, context_lines=3)
    assert scan.events[-1].head.lineno == 20000 and scan.lines == 20000


def test_binary_file_becomes_a_note(tmp_path):
    p = tmp_path / "core"
    p.write_bytes(b"\x7fELF\x00\x00" * 100)
    scan = FileScanner([r"x"]).scan(LogFile(p, "core"))
    assert scan.events == () and "binary" in scan.notes[0]
