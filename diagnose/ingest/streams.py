"""Byte streams for log files that are not plain local files: members of .tar and .zip archives (read in place
as byte ranges), members of compressed tarballs (handed over in memory), and objects behind an fsspec URL
(s3://, gs://, …; credentials and endpoint from the usual environment variables).

Each source is a small picklable record whose `open()` gives a buffered binary stream, so a worker process or
a Dask worker on another machine opens the file itself: nothing is copied to disk.
"""

import io
import struct
import zlib
from dataclasses import dataclass
from typing import BinaryIO

from diagnose.ingest.sources import ByteSource

_ZIP_LOCAL_HEADER = struct.Struct("<4s22xHH")  # signature, (version … sizes), name length, extra length
_ZIP_STORED, _ZIP_DEFLATED = 0, 8
_REMOTE_BLOCK = 8 << 20  # read-ahead per request when streaming an object


@dataclass(frozen=True, slots=True)
class Member:
    """One file of a job found in an archive or a bucket; `stamp` is what changes when its content does."""

    rel: str
    size: int
    stamp: str
    source: ByteSource


@dataclass(frozen=True, slots=True)
class TarMember:
    """A member of an uncompressed tar: `size` bytes at `offset` of the archive."""

    archive: str
    offset: int
    size: int

    def open(self) -> BinaryIO:
        f = open_binary(self.archive)
        f.seek(self.offset)
        return io.BufferedReader(_Window(f, self.size))


@dataclass(frozen=True, slots=True)
class ZipMember:
    """A stored or deflated member of a zip archive, found by its local header's offset."""

    archive: str
    header_offset: int
    compressed_size: int
    method: int

    def open(self) -> BinaryIO:
        if self.method not in (_ZIP_STORED, _ZIP_DEFLATED):
            raise OSError(f"zip compression method {self.method} is not supported (only stored and deflated)")
        f = open_binary(self.archive)
        f.seek(self.header_offset)
        signature, name_len, extra_len = _ZIP_LOCAL_HEADER.unpack(f.read(_ZIP_LOCAL_HEADER.size))
        if signature != b"PK\x03\x04":
            f.close()
            raise OSError(f"no zip member at offset {self.header_offset} of {self.archive}")
        f.seek(self.header_offset + _ZIP_LOCAL_HEADER.size + name_len + extra_len)
        window = _Window(f, self.compressed_size)
        return io.BufferedReader(_Inflate(window) if self.method == _ZIP_DEFLATED else window)


@dataclass(frozen=True, slots=True)
class MemoryFile:
    """A member of a compressed tarball: such a stream cannot be reopened in the middle, so the member's
    bytes travel with the job."""

    data: bytes

    def open(self) -> BinaryIO:
        return io.BufferedReader(io.BytesIO(self.data))


@dataclass(frozen=True, slots=True)
class RemoteFile:
    """An object behind an fsspec URL, streamed in blocks."""

    url: str

    def open(self) -> BinaryIO:
        return io.BufferedReader(open_binary(self.url))


def is_url(root: str) -> bool:
    return "://" in root


def open_binary(path_or_url: str) -> BinaryIO:
    """A local path with open(); a URL with fsspec (imported only then: it is the optional `s3` extra)."""
    if not is_url(path_or_url):
        return open(path_or_url, "rb")
    try:
        import fsspec
    except ImportError:
        raise OSError("reading URLs needs fsspec: pip install 'diagnose[s3]'") from None
    fs, path = fsspec.core.url_to_fs(path_or_url)
    return fs.open(path, "rb", block_size=_REMOTE_BLOCK)


class _Window(io.RawIOBase):
    """At most `size` bytes of `f` from its current position; closing it closes `f`."""

    def __init__(self, f: BinaryIO, size: int) -> None:
        self.f, self.left = f, size

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:
        data = self.f.read(min(len(buffer), self.left))
        self.left -= len(data)
        buffer[:len(data)] = data
        return len(data)

    def close(self) -> None:
        self.f.close()
        super().close()


class _Inflate(io.RawIOBase):
    """The raw deflate stream of a zip member, decompressed as it is read."""

    def __init__(self, raw: io.RawIOBase) -> None:
        self.raw, self.z = raw, zlib.decompressobj(-zlib.MAX_WBITS)
        self.pending, self.at = b"", 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:
        while self.at == len(self.pending):
            if self.z.eof:
                return 0
            compressed = self.z.unconsumed_tail or self.raw.read(1 << 16)
            if not compressed:
                raise EOFError("the zip member ends before its deflate stream does")
            # Bounded output per call: a highly compressed member stays a stream.
            self.pending, self.at = self.z.decompress(compressed, 1 << 20), 0
        n = min(len(buffer), len(self.pending) - self.at)
        buffer[:n] = self.pending[self.at:self.at + n]
        self.at += n
        return n

    def close(self) -> None:
        self.raw.close()
        super().close()
