"""Coverage-guided fuzzing of the scanner (diagnose.ingest.scan.FileScanner.scan) over any bytes.

Input: 3 header bytes, then the file's bytes.
  [0] chunk bytes beyond the longest line   [1] read block bytes - 1 (% 64)   [2] which file name (% 3)
It checks that the scan never raises, counts the file's lines and bytes (those a terminal shows, without quote
markers), that each event line is (a redrawn part of) the file's line at its number, and that a scan in tiny blocks
and chunks finds what a scan in one chunk does.

    python fuzz/fuzz_scanner.py [CORPUS_DIR ...] -max_total_time=60   (libFuzzer options)
"""

import re
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from unittest import mock

import atheris

with atheris.instrument_imports():
    from diagnose.ingest import sources
    from diagnose.ingest.scan import FileScanner
    from diagnose.ingest.sources import LogFile

# Names with a node in the path: the head a tiny first chunk holds is shorter than the real 1 MiB one,
# so the node must not come from the head for the two scans to agree.
NAMES = ("gpu-node-9/rank-2.log", "gpu-node-9/train.log", "dgx-1/dmesg.log")
SCANNER = FileScanner([r"KeyError", r"CUDA out of memory", r"NCCL WARN", r"Xid"], max_line_chars=200)
FOLDER = Path(tempfile.mkdtemp(prefix="fuzz-scanner-"))
QUOTED = re.compile(rb"(?:^|(?<=\r))(?:>[ \t]?)+", re.MULTILINE)


def scan(name: str, chunk: int, block: int):
    with mock.patch.object(sources, "_READ_BYTES", block), mock.patch.object(SCANNER, "chunk_bytes", chunk):
        return SCANNER.scan(LogFile(FOLDER / name, name))


def test_one(data: bytes) -> None:
    if len(data) < 3:
        return
    extra, block, name, body = data[0] + 1, data[1] % 64 + 1, NAMES[data[2] % 3], data[3:]
    path = FOLDER / name
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(body)
    whole = scan(name, 4 << 20, 1 << 20)
    if whole.notes and "binary" in whole.notes[0]:
        return
    # Numbered as editors number lines (only \n ends one); a lone \r splits a line into parts the scan reads alone.
    # The scan reads the text as a terminal shows it, without its control sequences (colours, cursor moves), and
    # without the Markdown quote markers that start a line (a lone \r starts one too).
    shown = QUOTED.sub(b"", sources._CSI.sub(b"", body))
    lines = shown.decode("utf-8", "replace").split("\n")
    if lines[-1] == "":
        lines.pop()
    assert (whole.lines, whole.size) == (len(lines), len(shown)), (whole.lines, whole.size, len(lines))
    for event in whole.events:
        for line in event.lines:
            redrawn = re.split(r"\r(?!$)", lines[line.lineno - 1])
            parts = [part[:SCANNER.max_line_chars].rstrip("\r") for part in redrawn]
            assert line.raw in parts, line
    small = scan(name, max(map(len, body.split(b"\n"))) + extra, block)
    assert set(small.processes) <= set(whole.processes)
    assert replace(small, processes=()) == replace(whole, processes=()), (small, whole)


def main() -> None:
    atheris.Setup(sys.argv, test_one)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
