import bz2
import gzip
import lzma
import os
import random

import pytest
import zstandard

from diagnose.errors import InputError
from diagnose.ingest.sources import LogFile, SkipFile, find_job_files, read_chunks

TEXT = "".join(f"line {i}\n" for i in range(5000))


def _read(path, rel="f", chunk=1 << 20):
    notes: list[str] = []
    data = b"".join(read_chunks(LogFile(path, rel), chunk, notes))
    return data, notes


@pytest.mark.parametrize("compress", [gzip.compress, bz2.compress, lzma.compress,
                                      lambda b: zstandard.ZstdCompressor().compress(b), lambda b: b])
def test_every_compression_reads_to_the_same_text(tmp_path, compress):
    p = tmp_path / "log.weird-extension"
    p.write_bytes(compress(TEXT.encode()))
    data, notes = _read(p)
    assert data.decode() == TEXT and notes == []


def test_chunks_end_on_newlines(tmp_path):
    p = tmp_path / "log"
    p.write_text(TEXT * 100)  # about 4 MB: several 1 MB reads
    chunks = list(read_chunks(LogFile(p, "log"), 1 << 20, []))
    assert len(chunks) >= 3
    assert all(c.endswith(b"\n") for c in chunks)
    assert b"".join(chunks).decode() == TEXT * 100


def test_truncated_gzip_keeps_what_was_readable(tmp_path):
    p = tmp_path / "log.gz"
    p.write_bytes(gzip.compress(TEXT.encode())[:-200])
    data, notes = _read(p)
    assert len(notes) == 1 and "truncated" in notes[0]
    assert TEXT.startswith(data.decode(errors="replace")[:1000])


def test_binary_file_is_skipped_with_a_note(tmp_path):
    p = tmp_path / "model.bin"
    p.write_bytes(b"\x00\x01\x02" * 1000)
    with pytest.raises(SkipFile, match="binary"):
        _read(p)


def test_single_100mb_line_streams_in_bounded_chunks(tmp_path):
    p = tmp_path / "huge.log"
    with open(p, "wb") as f:
        f.write(b"x" * (100 << 20))
        f.write(b"\nafter\n")
    sizes = [len(c) for c in read_chunks(LogFile(p, "huge.log"), 4 << 20, [])]
    assert sum(sizes) == (100 << 20) + 7
    assert max(sizes) <= (5 << 20)


def test_walk_is_recursive_sorted_and_survives_symlink_loops(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "deep").mkdir(parents=True)
    (tmp_path / "b" / "rank-1.log").write_text("x\n")
    (tmp_path / "a" / "deep" / "rank-0.log").write_text("x\n")
    (tmp_path / "label.json").write_text("{}")
    os.symlink(tmp_path, tmp_path / "a" / "loop")
    job = find_job_files(str(tmp_path), exclude=frozenset({"label.json"}))
    assert [f.rel for f in job.files] == ["a/deep/rank-0.log", "b/rank-1.log"]
    assert any("symlink loop" in n for n in job.notes)


def test_missing_path_is_an_input_error():
    with pytest.raises(InputError, match="no such file"):
        find_job_files("/definitely/not/here")


def test_empty_folder_has_no_files(tmp_path):
    assert find_job_files(str(tmp_path)).files == ()


# Found by tests/test_properties_files.py.
def test_a_log_that_begins_with_bzh_is_text(tmp_path):
    p = tmp_path / "log"
    p.write_text("BZh9 is not a bzip2 header\n")
    assert _read(p) == (b"BZh9 is not a bzip2 header\n", [])  # it was read as bz2: no text, a "corrupt" note


def test_truncated_zstd_keeps_what_was_readable_and_says_so(tmp_path):
    rng = random.Random(0)
    text = "".join(f"{rng.randbytes(64).hex()}\n" for _ in range(8000)).encode()  # ~8 zstd blocks
    p = tmp_path / "log.zst"
    p.write_bytes(zstandard.ZstdCompressor().compress(text)[:-200])
    data, notes = _read(p)
    assert len(notes) == 1 and "truncated" in notes[0]  # it ended quietly, as if the log were complete
    assert text.startswith(data) and len(data) > len(text) // 2


def test_concatenated_zstd_frames_read_as_one_text(tmp_path):
    p = tmp_path / "log.zst"
    p.write_bytes(b"".join(zstandard.ZstdCompressor().compress(t.encode()) for t in (TEXT, "", TEXT)))
    assert _read(p) == ((TEXT * 2).encode(), [])
