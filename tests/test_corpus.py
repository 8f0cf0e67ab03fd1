import bz2
import gzip
import json
from pathlib import Path

import pytest
import zstandard

from diagnose.corpus.cases import load_cases
from diagnose.corpus.culprit import culprit_lines, examples_of, read_line
from diagnose.errors import DiagnoseError
from diagnose.ingest.sources import LogFile

LINES = b"step 1 loss 2.0\nstep 2 loss 1.9\r\nRuntimeError: CUDA error: an illegal memory access was encountered\n"
COMPRESSORS = {".gz": gzip.compress, ".zst": lambda b: zstandard.ZstdCompressor().compress(b), ".bz2": bz2.compress,
               "": lambda b: b}


@pytest.mark.parametrize("suffix", list(COMPRESSORS))
def test_read_line_reads_any_compression(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"x.log{suffix}"
    path.write_bytes(COMPRESSORS[suffix](LINES))
    log = LogFile(path, path.name)
    assert read_line(log, 2) == "step 2 loss 1.9"
    assert read_line(log, 3).startswith("RuntimeError: CUDA error")
    with pytest.raises(DiagnoseError, match=rf"x\.log{suffix.replace('.', '[.]')}:9: the file has only 3 lines"):
        read_line(log, 9)


def add_case(root: Path, name: str, file: str, data: bytes, line: int, split: str = "dev") -> None:
    (root / name).mkdir(parents=True)
    (root / name / file).write_bytes(data)
    label = {"type": "cuda_error", "category": "infrastructure", "retry": True, "action": "restart_from_checkpoint",
             "culprit": {"rank": None, "node": None, "file": file, "line": line},
             "source": "https://example.org/issue/2", "split": split, "why": "test", "hard": False}
    (root / name / "label.json").write_text(json.dumps(label))


def test_read_line_counts_lines_as_editors_do_and_reads_what_a_terminal_shows_last(tmp_path: Path) -> None:
    # A progress bar redraws itself with carriage returns: its line is one line to sed, grep and the labels,
    # and the message written after its last redraw is what the line says.
    log = tmp_path / "train.log"
    log.write_bytes(b"start\n 10%|#  | 1/10\r 20%|## | 2/10\r 20%|## | 2/10 slurmstepd: error: *** JOB 7 CANCELLED ***\n"
                    b"next\n")
    assert read_line(LogFile(log, "train.log"), 2) == " 20%|## | 2/10 slurmstepd: error: *** JOB 7 CANCELLED ***"
    assert read_line(LogFile(log, "train.log"), 3) == "next"


def test_culprit_lines_and_examples_read_compressed_culprit_files(tmp_path: Path) -> None:
    add_case(tmp_path, "gz", "rank-0.log.gz", gzip.compress(LINES), 3)
    add_case(tmp_path, "zst", "rank-1.log.zst", zstandard.ZstdCompressor().compress(LINES), 3, split="test")
    cases = load_cases(tmp_path)
    lines = {c.case: c for c in culprit_lines(cases)}
    assert set(lines) == {"gz", "zst"}
    assert lines["zst"].split == "test" and lines["zst"].line.rank == 1  # attributed from the file name
    assert all(c.line.message.startswith("RuntimeError: CUDA error") for c in lines.values())
    assert {e.line for e in examples_of(cases)} == {LINES.splitlines()[2].decode()}
