"""Coverage-guided fuzzing of the file reader (diagnose.ingest.sources.read_chunks).

Input: 4 header bytes, then the log text.
  [0] mode % 10: 0 plain; 1-4 the text gz/bz2/xz/zst-compressed; 5-8 the same, then cut short;
      9 the text stored as it is, whatever its first bytes (a corrupt compressed file, say)
  [1] chunk bytes - 1   [2] where a cut falls (x/255 of the file)   [3] read block bytes - 1 (% 64)
It checks that only SkipFile leaves the reader, the chunks put together are the text with a lone \r read as
a newline and without terminal control sequences or Markdown quote markers (a prefix, with a note, when the file
was cut; not checked for UTF-16 text, which is transcoded), and each chunk but the last ends at a newline unless it
is one cut long line.

    python fuzz/fuzz_reader.py [CORPUS_DIR ...] -max_total_time=60   (libFuzzer options)
"""

import bz2
import gzip
import lzma
import re
import sys
import tempfile
from pathlib import Path
from unittest import mock

import atheris
import zstandard

with atheris.instrument_imports():
    from diagnose.ingest import sources
    from diagnose.ingest.sources import LogFile, SkipFile, read_chunks

COMPRESS = (gzip.compress, bz2.compress, lzma.compress, lambda b: zstandard.ZstdCompressor().compress(b))
FOLDER = Path(tempfile.mkdtemp(prefix="fuzz-reader-"))
UNFINISHED_CONTROL = re.compile(rb"\x1b(?:\[[0-?]*[ -/]*)?$")


def shown(text: bytes) -> bytes:
    """The text without control sequences, removed until none is left, and without Markdown quote markers at line
    starts: the reader drops both chunk by chunk, so a sequence that a chunk boundary splits (a fuzzed chunk size
    cuts long lines anywhere) stays, dropping one can join the bytes around it into another, and a line cut across
    chunks keeps its markers."""
    while (out := sources._CSI.sub(b"", text)) != text:
        text = out
    return sources._QUOTE_MARKERS.sub(b"", text)


def stored_form(mode: int, text: bytes, keep: float) -> bytes:
    if mode == 0 or mode == 9:
        return text
    packed = COMPRESS[(mode - 1) % 4](text)
    return packed if mode <= 4 else packed[: max(10, int(len(packed) * keep))]


def test_one(data: bytes) -> None:
    if len(data) < 4:
        return
    mode, chunk, keep, block, text = data[0] % 10, data[1] + 1, data[2] / 255, data[3] % 64 + 1, data[4:]
    if mode == 0 and sources._MAGIC.match(text[:10]):
        mode = 9  # a plain file that begins like a compressed one is read as one
    path = FOLDER / "log"
    path.write_bytes(stored_form(mode, text, keep))
    notes: list[str] = []
    try:
        with mock.patch.object(sources, "_READ_BYTES", block):
            chunks = list(read_chunks(LogFile(path, "log"), chunk, notes))
    except SkipFile:
        return
    got = b"".join(chunks)
    assert all(c.endswith(b"\n") or b"\n" not in c for c in chunks[:-1]), chunks
    if mode == 9 or text[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return  # stored as it is, or UTF-16 with its byte-order mark (transcoded: tests/test_sources.py)
    text = re.sub(rb"\r(?!\n)", b"\n", text)
    if mode >= 5 and got.endswith(b"\n") and text.startswith(got[:-1] + b"\r\n"):
        got = got[:-1] + b"\r"  # cut between \r and \n: the reader cannot know a \n was to follow
    text, got = shown(text), shown(got)
    if mode >= 5:  # a cut inside a control sequence leaves its start, which the whole text does not show
        got = UNFINISHED_CONTROL.sub(b"", shown(UNFINISHED_CONTROL.sub(b"", got)))
    assert text.startswith(got), (got[:100], text[:100])
    assert got == text or (mode >= 5 and any("truncated" in n for n in notes)), notes
    assert mode >= 5 or notes == [], notes


def main() -> None:
    atheris.Setup(sys.argv, test_one)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
