"""Find a job's log files and stream their text in newline-aligned chunks, whatever the compression."""

import bz2
import codecs
import errno
import gzip
import io
import itertools
import lzma
import os
import re
import stat
import sys
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Protocol

from diagnose.errors import InputError

# A log may begin with the text "BZh": bz2 is told by the block size digit and first block's (or end's) magic after it.
_MAGIC = re.compile(rb"(?P<gzip>\x1f\x8b)|(?P<bz2>BZh[1-9](?:1AY&SY|\x17rE8P\x90))|(?P<xz>\xfd7zXZ\x00)"
                    rb"|(?P<zstd>\x28\xb5\x2f\xfd)")
_MAGIC_BYTES = 10
_LONE_CR = re.compile(rb"\r(?!\n)")
_BREAK = re.compile(rb"\n|\r(?!\n)")  # what ends a line when a lone carriage return does
# A terminal's control sequences (ECMA-48 CSI: colours, cursor moves, line erases); a terminal shows none of them.
_CSI = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]")
# Markdown's quote markers at a line's start (`> `, `> > `): a log pasted into an issue, a chat or an e-mail reply.
_QUOTE_MARKERS = re.compile(rb"^(?:>[ \t]?)+", re.MULTILINE)
_READ_BYTES = 1 << 20
_ZSTD_INPUT = 1024  # compressed bytes per zstd call: one call's output stays bounded (a bomb: ~32 MiB)
_BINARY_PROBE = 8192
# Bytes text does not carry (all C0 controls but tab, newline, form feed, carriage return, backspace and escape),
# and the share of a probe above which they make it binary: 1 in 20.
_CONTROL_BYTES = bytes(b for b in range(32) if b not in (8, 9, 10, 12, 13, 27))
_BINARY_CONTROL_SHARE = 20
_UTF16_BOMS = {b"\xff\xfe": "utf-16-le", b"\xfe\xff": "utf-16-be"}
_READ_ERRORS = (EOFError, OSError, zlib.error, lzma.LZMAError, ValueError)
# Longer lines keep their first MAX_LINE_BYTES: a rule needs a line's start, and memory must not follow the
# longest line (a progress bar or a dumped tensor can be hundreds of MB without a newline).
MAX_LINE_BYTES = 1 << 20
_SKIPPED_KINDS = {stat.S_IFIFO: "a FIFO inside a job is not read: it could block; give it as PATH to read it",
                  stat.S_IFCHR: "a character device", stat.S_IFBLK: "a block device", stat.S_IFSOCK: "a socket"}


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
    """The log files under `path`: a directory walked recursively, a file, a FIFO or pipe (/dev/stdin, <(zcat …))
    read as a stream, or `-` for stdin."""
    if path == "-":
        return JobFiles("stdin", path, (LogFile(None, "-"),), ())
    root = Path(path)
    mode = _stat_root(root, path).st_mode
    if stat.S_ISDIR(mode):
        if not os.access(root, os.R_OK | os.X_OK):
            raise InputError(f"{path}: permission denied")
        files, notes = _walk(root, exclude)
        return JobFiles(root.resolve().name or str(root), path, tuple(files), tuple(notes))
    if not (stat.S_ISREG(mode) or stat.S_ISFIFO(mode) or stat.S_ISCHR(mode)):
        raise InputError(f"{path}: {_SKIPPED_KINDS.get(stat.S_IFMT(mode), 'not a file')}, not a log file or folder")
    if not os.access(root, os.R_OK):
        raise InputError(f"{path}: permission denied")
    return JobFiles(root.name or path, path, (LogFile(root, root.name or path),), ())


def _stat_root(root: Path, path: str) -> os.stat_result:
    try:
        return os.stat(root)
    except FileNotFoundError:
        raise InputError(f"{path}: " + ("dangling symlink" if os.path.islink(root) else "no such file or directory")) \
            from None
    except PermissionError:
        raise InputError(f"{path}: permission denied") from None
    except OSError as e:
        raise InputError(f"{path}: cannot read ({e.strerror or e})") from None


def _walk(root: Path, exclude: frozenset[str]) -> tuple[list[LogFile], list[str]]:
    """Depth-first in name order, a folder's files before its subfolders' (an explicit stack: no depth limit).
    Whatever cannot be read as a log file becomes a note."""
    files: list[LogFile] = []
    notes: list[str] = []
    seen = {_identity(os.stat(root))}
    stack = [(root, "")]
    while stack:
        folder, rel = stack.pop()
        try:
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError as e:
            notes.append(f"{rel or '.'}: skipped ({e.strerror or e})")
            continue
        subfolders = []
        for entry in entries:
            child = f"{rel}/{entry.name}" if rel else entry.name
            st, why = _entry_stat(entry)
            if st is None:
                notes.append(f"{child}: skipped ({why})")
            elif stat.S_ISDIR(st.st_mode):
                if _identity(st) in seen:
                    notes.append(f"{child}: skipped (symlink loop)")
                    continue
                seen.add(_identity(st))
                subfolders.append((Path(entry.path), child))
            elif entry.name in exclude:
                continue
            elif stat.S_ISREG(st.st_mode):
                files.append(LogFile(Path(entry.path), child))
            else:
                notes.append(f"{child}: skipped ({_SKIPPED_KINDS.get(stat.S_IFMT(st.st_mode), 'not a file')})")
        stack.extend(reversed(subfolders))
    return files, notes


def _entry_stat(entry: os.DirEntry) -> tuple[os.stat_result | None, str]:
    """The entry's stat, symlinks followed, or why there is none."""
    try:
        return entry.stat(), ""
    except FileNotFoundError:
        return None, "dangling symlink" if entry.is_symlink() else "vanished while reading the folder"
    except OSError as e:
        return None, "symlink loop" if e.errno == errno.ELOOP else f"{e.strerror or e}"


def _identity(st: os.stat_result) -> tuple[int, int]:
    return st.st_dev, st.st_ino


@dataclass
class Redraws:
    """How many lone carriage returns (a progress bar redrawing its line) `read_chunks` read as line ends."""

    count: int = 0


def read_chunks(log: LogFile, chunk_bytes: int, notes: list[str], *, lone_cr_ends_line: bool = True,
                redraws: Redraws | None = None) -> Iterator[bytes]:
    """Newline-aligned chunks of the decompressed text, as UTF-8 (a UTF-16 file, with its byte-order mark, is
    transcoded); a problem mid-file becomes a note.

    A lone carriage return ends a line unless `lone_cr_ends_line` is false (then lines are numbered as editors and
    grep number them; `redraws` counts those it ended), lines longer than MAX_LINE_BYTES are cut (with a note), and
    terminal control sequences (colours) are dropped.
    Raises SkipFile before the first chunk when the file is binary or cannot be opened.
    """
    text = _text(log, notes)
    try:
        blocks = _cut_long_lines(_line_breaks(text, redraws or Redraws()) if lone_cr_ends_line else text, log, notes)
        head = _first_bytes(blocks, _BINARY_PROBE)
        if _looks_binary(b"".join(head)[:_BINARY_PROBE]):
            raise SkipFile(f"{log.rel}: skipped (binary file)")
        yield from _as_shown(_align(itertools.chain(head, blocks), chunk_bytes))
    finally:
        text.close()


def _looks_binary(probe: bytes) -> bool:
    """A NUL byte and control bytes beyond what text carries: a checkpoint, an image, a core file. A log may hold a
    stray NUL (a program printed one, a crashed node left a few), so a NUL alone does not make it binary; random
    bytes are about a tenth control bytes."""
    if b"\x00" not in probe:
        return False
    control = len(probe) - len(probe.translate(None, _CONTROL_BYTES))
    return control > len(probe) // _BINARY_CONTROL_SHARE


def _as_shown(chunks: Iterator[bytes]) -> Iterator[bytes]:
    """The chunks as the program printed them. Python 3.13's tracebacks, rich and colorlog colour the very words
    rules read (`ESC[1;35mKeyboardInterrupt ESC[0m: ...`): a terminal shows no control sequence. A log quoted in
    Markdown (`> Killed`) hides a line's start from the rules that anchor there. Neither spans a newline, so a chunk
    is cleaned on its own and line numbers stay; a chunk that goes on a line cut in the previous one does not
    start a line."""
    at_line_start = True
    for chunk in chunks:
        if b"\x1b" in chunk:
            chunk = _CSI.sub(b"", chunk)
        yield _unquoted(chunk, at_line_start)
        at_line_start = chunk.endswith(b"\n")


def _unquoted(chunk: bytes, at_line_start: bool) -> bytes:
    if not (chunk.startswith(b">") or b"\n>" in chunk):
        return chunk
    if at_line_start:
        return _QUOTE_MARKERS.sub(b"", chunk)
    rest = chunk.find(b"\n") + 1
    return chunk[:rest] + _QUOTE_MARKERS.sub(b"", chunk[rest:]) if rest else chunk


def _text(log: LogFile, notes: list[str]) -> Iterator[bytes]:
    """The file's decompressed text in blocks, as UTF-8; the file is closed when the blocks end or are dropped
    (stdin stays open). SkipFile when it cannot be opened."""
    raw = _open(log)
    try:
        yield from _as_utf8(_decompressed(raw, log, notes))
    finally:
        if log.path is not None or log.source is not None:
            raw.close()


def _open(log: LogFile) -> io.BufferedReader:
    try:
        if log.source is not None:
            raw = log.source.open()
        else:
            raw = sys.stdin.buffer if log.path is None else open(log.path, "rb")
    except OSError as e:
        raise SkipFile(f"{log.rel}: skipped ({e.strerror or e})") from None
    return raw if isinstance(raw, io.BufferedReader) else io.BufferedReader(raw)


def _decompressed(raw: io.BufferedReader, log: LogFile, notes: list[str]) -> Iterator[bytes]:
    """Blocks of the file's text; a truncated or corrupt stream yields everything before the damage."""
    magic = _MAGIC.match(raw.peek(_MAGIC_BYTES)[:_MAGIC_BYTES])
    kind = magic.lastgroup if magic else None
    source = _zstd_blocks(raw) if kind == "zstd" else _read1_blocks(_decompressor(kind, raw) if kind else raw)
    read = 0
    try:
        for block in source:
            read += len(block)
            yield block
    except _READ_ERRORS as e:
        notes.append(f"{log.rel}: truncated or corrupt after {read} bytes ({e}); used what was readable")


def _decompressor(kind: str, raw: BinaryIO) -> BinaryIO:
    if kind == "gzip":
        return gzip.GzipFile(fileobj=raw)
    if kind == "bz2":
        return bz2.BZ2File(raw)
    return lzma.LZMAFile(raw)


def _read1_blocks(stream: BinaryIO) -> Iterator[bytes]:
    # read1, not read: read(n) would lose the text it decompressed before the damage when it raises
    while block := stream.read1(_READ_BYTES):
        yield block


def _zstd_blocks(raw: io.BufferedReader) -> Iterator[bytes]:
    """Frame by frame; zstandard's stream reader ends silently at a cut-off frame, a decompressobj tells. Its
    errors come out as ValueError, which the caller handles with the other codecs' errors."""
    import zstandard  # here: only .zst input needs it, and importing it costs every cold start 4 ms

    zstd = zstandard.ZstdDecompressor()
    frame, fed = zstd.decompressobj(), False
    while piece := raw.read1(_ZSTD_INPUT):
        while piece:
            fed = True
            try:
                block = frame.decompress(piece)
            except zstandard.ZstdError as e:
                raise ValueError(str(e)) from None
            if block:
                yield block
            if not frame.eof:
                break
            piece, frame, fed = frame.unused_data, zstd.decompressobj(), False
    if fed:
        raise EOFError("zstd frame cut off before its end")


def _as_utf8(blocks: Iterator[bytes]) -> Iterator[bytes]:
    """The blocks, transcoded to UTF-8 when the text starts with a UTF-16 byte-order mark (Windows PowerShell's `>`
    writes UTF-16LE); any other text as it is."""
    first = next(blocks, b"")
    codec = _UTF16_BOMS.get(first[:2])
    if codec is None:
        yield first
        yield from blocks
        return
    decoder = codecs.getincrementaldecoder(codec)("replace")
    yield decoder.decode(first[2:]).encode()
    for block in blocks:
        yield decoder.decode(block).encode()
    yield decoder.decode(b"", final=True).encode()


def _line_breaks(blocks: Iterator[bytes], redraws: Redraws) -> Iterator[bytes]:
    """A lone carriage return ends a line (progress bars redraw theirs with it): it becomes a newline, counted in
    `redraws`. CRLF is left as it is, so the text keeps the file's length and a line's bytes keep their offsets."""
    for block in _held_cr(blocks):
        if b"\r" in block:
            block, n = _LONE_CR.subn(b"\n", block)
            redraws.count += n
        yield block


def _held_cr(blocks: Iterator[bytes]) -> Iterator[bytes]:
    """The blocks, a carriage return at a block's end moved to the next one (its \n may start it)."""
    held = b""
    for block in blocks:
        block, held = held + block if held else block, b""
        if block.endswith(b"\r"):
            block, held = block[:-1], b"\r"
        if block:
            yield block
    if held:
        yield held


def editor_line_numbers(log: LogFile, lines: Iterable[int]) -> dict[int, int]:
    """For line numbers as `read_chunks` counts them (a lone carriage return ends a line), the numbers editors and
    grep give the same lines (only a newline ends one); a redrawn line's parts share its number. One more pass over
    the text, walking line breaks in Python only in the blocks that hold a wanted line."""
    wanted = sorted(set(lines), reverse=True)
    found: dict[int, int] = {}
    line = editor_line = 1
    text = _text(log, [])
    try:
        for block in _held_cr(text):
            newlines = block.count(b"\n")
            ends = newlines + block.count(b"\r") - block.count(b"\r\n")  # _held_cr: no block ends with \r
            if wanted and wanted[-1] <= line + ends:
                for m in _BREAK.finditer(block):
                    while wanted and wanted[-1] == line:
                        found[wanted.pop()] = editor_line
                    line, editor_line = line + 1, editor_line + (m.group() != b"\r")
            else:
                line, editor_line = line + ends, editor_line + newlines
            while wanted and wanted[-1] == line:
                found[wanted.pop()] = editor_line
            if not wanted:
                break
    finally:
        text.close()
    return found


def _cut_long_lines(blocks: Iterator[bytes], log: LogFile, notes: list[str]) -> Iterator[bytes]:
    """Keep the first MAX_LINE_BYTES of every line. Pieces are at most that long, so only the line that runs
    across pieces can outgrow it."""
    run, cut = 0, 0  # bytes of the unfinished line so far (including what was dropped); lines cut
    for block in blocks:
        for start in range(0, len(block), MAX_LINE_BYTES):
            piece = block if len(block) <= MAX_LINE_BYTES else block[start:start + MAX_LINE_BYTES]
            nl = piece.find(b"\n")
            head = len(piece) if nl < 0 else nl
            keep = max(0, MAX_LINE_BYTES - run)
            cut += run <= MAX_LINE_BYTES < run + head
            kept = piece if head <= keep else piece[:keep] + piece[head:]
            run = run + head if nl < 0 else len(piece) - piece.rfind(b"\n") - 1
            if kept:
                yield kept
    if cut:
        notes.append(f"{log.rel}: {cut} line{'s' if cut > 1 else ''} longer than {MAX_LINE_BYTES >> 20} MiB cut "
                     f"to {'their' if cut > 1 else 'its'} first {MAX_LINE_BYTES >> 20} MiB")


def _first_bytes(blocks: Iterator[bytes], n: int) -> list[bytes]:
    """The first blocks, taken until they hold `n` bytes or the text ends: the binary probe must not depend on how
    the file happens to be read."""
    head, size = [], 0
    while size < n:
        block = next(blocks, None)
        if block is None:
            break
        head.append(block)
        size += len(block)
    return head


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
