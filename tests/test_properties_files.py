"""Properties of reading and scanning whole files over generated logs: every compression reads to the same
bytes, a truncated file never raises, and where the reader's blocks and chunks end does not change a scan."""

import bz2
import gzip
import lzma
import re
import tempfile
from dataclasses import replace
from pathlib import Path
from unittest import mock

import zstandard
from hypothesis import given
from hypothesis import strategies as st

from diagnose.ingest import sources
from diagnose.ingest.scan import FileScanner
from diagnose.ingest.sources import LogFile, read_chunks
from tests.log_strategies import log_lines

COMPRESSIONS = {
    "gz": gzip.compress,
    "bz2": bz2.compress,
    "xz": lzma.compress,
    "zst": lambda b: zstandard.ZstdCompressor().compress(b),
}

log_texts = st.lists(log_lines(), max_size=40).map(lambda ls: "".join(f"{ln}\n" for ln in ls))
# Text a log may start with: prefixes of the compressions' magic bytes that are themselves text.
texts = st.tuples(st.sampled_from(["", "BZh", "BZh9 ", "\x1f"]),
                  log_texts | st.text(st.characters(exclude_characters="\x00"), max_size=300)).map("".join)  # NUL: binary
endings = st.sampled_from(["", "\n", "\r\n", "no newline at the end"])


def _lone_cr_as_newline(data: bytes) -> bytes:
    """What the reader makes of a text: a carriage return not followed by a newline ends a line (tqdm)."""
    return re.sub(rb"\r(?!\n)", b"\n", data)


def _read(data: bytes, *, block: int, chunk: int) -> tuple[list[bytes], list[str]]:
    """The chunks and notes of reading `data` from a file, in blocks of `block` bytes."""
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as d, mock.patch.object(sources, "_READ_BYTES", block):
        path = Path(d, "log")
        path.write_bytes(data)
        chunks = list(read_chunks(LogFile(path, "log"), chunk, notes))
    return chunks, notes


@given(texts, endings, st.sampled_from(["plain", *COMPRESSIONS]), st.integers(1, 64), st.integers(1, 200))
def test_every_compression_reads_to_the_plain_bytes_in_newline_aligned_chunks(text, ending, kind, block, chunk):
    data = (text + ending).encode()
    stored = data if kind == "plain" else COMPRESSIONS[kind](data)
    chunks, notes = _read(stored, block=block, chunk=chunk)
    assert b"".join(chunks) == _lone_cr_as_newline(data) and notes == []
    assert all(chunks)
    for c in chunks[:-1]:
        assert c.endswith(b"\n") or b"\n" not in c  # only a line longer than a chunk is cut


@given(log_texts, st.sampled_from(sorted(COMPRESSIONS)), st.floats(0, 1, exclude_max=True), st.integers(1, 64))
def test_a_truncated_compressed_file_reads_to_a_prefix_and_says_so(text, kind, keep, block):
    data = text.encode()
    stored = COMPRESSIONS[kind](data)
    cut = stored[: max(10, int(len(stored) * keep))]  # an empty file, or a bare magic, is no compressed file
    chunks, notes = _read(cut, block=block, chunk=64)
    got = b"".join(chunks)
    assert _lone_cr_as_newline(data).startswith(got)
    assert got == data or any("truncated" in n for n in notes)


_SCANNER = FileScanner([r"KeyError", r"CUDA out of memory"])  # one for all examples: its prefilter compiles once


def _scan(data: bytes, *, block: int = 1 << 20, chunk: int = 4 << 20, name: str = "rank-1.log"):
    with tempfile.TemporaryDirectory() as d, mock.patch.object(sources, "_READ_BYTES", block), \
            mock.patch.object(_SCANNER, "chunk_bytes", chunk):
        path = Path(d, name)
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(data)
        return _SCANNER.scan(LogFile(path, name))


@given(log_texts, endings, st.integers(1, 64), st.integers(1, 300),
       st.sampled_from(["gpu-node-9/train.log", "gpu-node-9/rank-2.log"]))
def test_a_scan_does_not_depend_on_where_blocks_and_chunks_end(text, ending, block, extra, name):
    """Tiny blocks put chunk boundaries everywhere. The reader's real blocks are 1 MiB, so the first chunk
    always holds the head the scanner reads the node and processes from; with tiny blocks it does not,
    so the path names the node here and the processes found in a shorter head are only a subset."""
    data = (text + ending).encode()
    chunk = max(map(len, data.split(b"\n"))) + extra  # a line longer than a chunk is cut (bounded memory)
    small, whole = _scan(data, block=block, chunk=chunk, name=name), _scan(data, name=name)
    assert set(small.processes) <= set(whole.processes)
    assert replace(small, processes=()) == replace(whole, processes=())


@given(log_texts, endings)
def test_event_lines_are_the_file_lines_at_their_numbers(text, ending):
    data = (text + ending).encode()
    scan = _scan(data)
    file_lines = _lone_cr_as_newline(data).decode().split("\n")
    if file_lines[-1] == "":
        file_lines.pop()
    assert (scan.lines, scan.size) == (len(file_lines), len(data))
    for event in scan.events:
        for line in event.lines:
            assert line.raw == file_lines[line.lineno - 1].rstrip("\r")
    firsts = [e.lines[0].lineno for e in scan.events]
    assert firsts == sorted(firsts)
