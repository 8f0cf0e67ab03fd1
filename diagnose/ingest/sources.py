"""Find a job's log files and stream their text in newline-aligned chunks, whatever the compression."""

import bz2
import gzip
import io
import lzma
import os
import re
import sys
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Protocol

import zstandard

from diagnose.errors import InputError

# A log may begin with the text "BZh": bz2 is told by the block size digit and first block's (or end's) magic after it.
_MAGIC = re.compile(rb"(?P<gzip>\x1f\x8b)|(?P<bz2>BZh[1-9](?:1AY&SY|\x17rE8P\x90))|(?P<xz>\xfd7zXZ\x00)"
                    rb"|(?P<zstd>\x28\xb5\x2f\xfd)")
_MAGIC_BYTES = 10
_READ_BYTES = 1 << 20
_ZSTD_STEP = 1024  # compressed bytes per call: a zstd block expands at most ~32768-fold, so a call's output is bounded
_BINARY_PROBE = 8192
_READ_ERRORS = (EOFError, OSError, zlib.error, lzma.LZMAError, ValueError, zstandard.ZstdError)


class ByteSource(Protocol):
    """Opens a log file that is not a local path (diagnose.ingest.streams: archive members, objects)."""

    def open(self) -> BinaryIO: ...


@dataclass(frozen=True, slots=True)
class LogFile:
    """One log file of a job; `path` is None for standard input, or when `source` opens it."""

    path: Path | None
    rel: str
    source: ByteSource | None = None


@dataclass(frozen=True, slots=True)
class JobFiles:
    """The files of one job and what was skipped while finding them."""

    job: str
    path: str
    files: tuple[LogFile, ...]
    notes: tuple[str, ...]


class SkipFile(Exception):
    """This file is not a text log (binary) or cannot be opened; the message says why."""


def find_job_files(path: str, *, exclude: frozenset[str] = frozenset()) -> JobFiles:
    """The log files under `path` (a directory walked recursively, a file, or `-` for stdin)."""
    if path == "-":
        return JobFiles("stdin", path, (LogFile(None, "-"),), ())
    root = Path(path)
    if not root.exists():
        raise InputError(f"{path}: no such file or directory")
    if not os.access(root, os.R_OK):
        raise InputError(f"{path}: permission denied")
    job = root.resolve().name or str(root)
    if root.is_file():
        return JobFiles(job, path, (LogFile(root, root.name),), ())
    files, notes = _walk(root, exclude)
    return JobFiles(job, path, tuple(files), tuple(notes))


def _walk(root: Path, exclude: frozenset[str]) -> tuple[list[LogFile], list[str]]:
    files, notes, seen = [], [], {os.path.realpath(root)}
    for dirpath, dirnames, filenames in os.walk(root, followlinks=True, onerror=lambda e: notes.append(
            f"{e.filename}: skipped ({e.strerror})")):
        keep = []
        for d in sorted(dirnames):
            real = os.path.realpath(os.path.join(dirpath, d))
            if real in seen:
                notes.append(f"{os.path.relpath(os.path.join(dirpath, d), root)}: skipped (symlink loop)")
                continue
            seen.add(real)
            keep.append(d)
        dirnames[:] = keep
        for name in sorted(filenames):
            full = Path(dirpath, name)
            rel = full.relative_to(root).as_posix()
            if name in exclude or not full.is_file():
                continue
            files.append(LogFile(full, rel))
    return files, notes


def read_chunks(log: LogFile, chunk_bytes: int, notes: list[str]) -> Iterator[bytes]:
    """Newline-aligned chunks of the decompressed text; a problem mid-file becomes a note.

    Raises SkipFile before the first chunk when the file is binary or cannot be opened.
    """
    stream = _open(log)
    try:
        blocks = _blocks(stream, log, notes)
        first = next(blocks, b"")
        if b"\x00" in first[:_BINARY_PROBE]:
            raise SkipFile(f"{log.rel}: skipped (binary file)")
        yield from _align(_prepend(first, blocks), chunk_bytes)
    finally:
        if log.path is not None or log.source is not None:
            stream.close()


def _open(log: LogFile) -> BinaryIO:
    try:
        if log.source is not None:
            raw = log.source.open()
        else:
            raw = sys.stdin.buffer if log.path is None else open(log.path, "rb")
    except OSError as e:
        raise SkipFile(f"{log.rel}: skipped ({e.strerror or e})") from None
    buffered = raw if isinstance(raw, io.BufferedReader) else io.BufferedReader(raw)
    magic = _MAGIC.match(buffered.peek(_MAGIC_BYTES)[:_MAGIC_BYTES])
    kind = magic.lastgroup if magic else None
    return _decompressor(kind, buffered) if kind else buffered


def _decompressor(kind: str, raw: BinaryIO) -> BinaryIO:
    if kind == "gzip":
        return gzip.GzipFile(fileobj=raw)
    if kind == "bz2":
        return bz2.BZ2File(raw)
    if kind == "xz":
        return lzma.LZMAFile(raw)
    return _ZstdFrames(raw)


class _ZstdFrames:
    """Reads concatenated zstd frames. zstandard's own stream_reader ends quietly when a file is cut
    inside a frame; this raises EOFError then, as gzip, bz2 and lzma do, so the cut becomes a note."""

    def __init__(self, raw: BinaryIO) -> None:
        self._raw, self._frame, self._inside = raw, zstandard.ZstdDecompressor().decompressobj(), False

    def read(self, size: int) -> bytes:
        out: list[bytes] = []
        got = 0
        while got < size:
            data = self._raw.read(_ZSTD_STEP)
            if not data:
                if self._inside and not got:  # what was decoded before the cut is returned first
                    raise EOFError("the file ends inside a zstd frame")
                break
            out.append(self._decompress(data))
            got += len(out[-1])
        return b"".join(out)

    def _decompress(self, data: bytes) -> bytes:
        parts = []
        while data:
            parts.append(self._frame.decompress(data))
            self._inside = not self._frame.eof
            if self._inside:
                break
            data = self._frame.unused_data
            self._frame = zstandard.ZstdDecompressor().decompressobj()
        return b"".join(parts)

    def close(self) -> None:
        self._raw.close()


def _blocks(stream: BinaryIO, log: LogFile, notes: list[str]) -> Iterator[bytes]:
    read = 0
    while True:
        try:
            block = stream.read(_READ_BYTES)
        except _READ_ERRORS as e:
            notes.append(f"{log.rel}: truncated or corrupt after {read} bytes ({e}); used what was readable")
            return
        if not block:
            return
        read += len(block)
        yield block


def _prepend(first: bytes, rest: Iterator[bytes]) -> Iterator[bytes]:
    if first:
        yield first
    yield from rest


def _align(blocks: Iterator[bytes], chunk_bytes: int) -> Iterator[bytes]:
    """Regroup blocks into chunks that end at a newline (a line longer than a chunk is cut)."""
    pending: list[bytes] = []
    size = 0
    for block in blocks:
        pending.append(block)
        size += len(block)
        if size < chunk_bytes:
            continue
        data = b"".join(pending)
        cut = data.rfind(b"\n") + 1 or len(data)
        yield data[:cut]
        pending, size = [data[cut:]], len(data) - cut
    tail = b"".join(pending)
    if tail:
        yield tail
