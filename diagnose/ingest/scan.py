"""Scan one log file: prefilter whole chunks in C, cut regions around the flagged lines, parse only
those regions into events, and note where training progress was last logged."""

import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from diagnose.ingest.attribution import (
    PROCESS_LINES,
    PathHints,
    Process,
    attribute_line,
    hints_from_path,
    node_from_content,
    process_of,
)
from diagnose.ingest.events import BLOCK_START, extract_events
from diagnose.ingest.prefilter import EnginePattern, Prefilter
from diagnose.ingest.sources import LogFile, SkipFile, read_chunks
from diagnose.records import Event, FileScan, LogLine

# Lines that start an event even when no rule knows them yet.
TRIGGER_PATTERNS = (
    r"Traceback \(most recent call last\)",
    r"terminate called after throwing",
    r"Root Cause \(first observed failure\):",
    r"NCCL WARN",
    r"NVRM: Xid",
    r"(?i)machine check",
    r"srun: error",
    r"slurmstepd: error",
    r"Signal \d+ \(SIG[A-Z]+\)",
    r"exitcode\s*: -?\d+",
    r"\b(?:ERROR|FATAL|CRITICAL)\b",
    r"(?i)\b(?:kernel panic|segmentation fault|core dumped|killed process)\b",
)
# Training-progress lines: an error followed by one of these was survived (taxonomy rule 4).
PROGRESS_PATTERNS = (
    r"\biteration\s+\d+\s*/\s*\d+",  # Megatron-LM
    r"\{'loss': [-\d.]",  # HF Trainer
    r"\bstep[=:]\s*\d+.{0,80}\b(?:loss|lr)\b",  # DeepSpeed, torchtitan
    r"(?i)\bEpoch \d+.{0,40}\d+it/s",  # tqdm / Lightning progress bars
    r"(?i)\b(?:global_step|train_step|step)\s*[=:]?\s*\d+\b.{0,80}\bloss\b\s*[=:]?\s*[\d.]",
)


@dataclass(frozen=True, slots=True)
class _Region:
    start: int
    end: int
    flagged: list[int]  # offsets of the flagged lines' starts, ascending (appended to while regions merge)


@dataclass
class _FileState:
    log: LogFile
    hints: PathHints
    carry: bytes = b""
    carry_line: int = 1
    pending: list[int] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  # the first max_events // 2
    latest: deque[Event] = field(default_factory=deque)  # then the latest ones, up to the rest of max_events
    seen: int = 0  # events found in all
    lines: int = 0
    size: int = 0
    extracted_upto: int = 0  # lines up to here were parsed already (a carried lookbehind repeats them)
    progress: tuple[bytes, int] | None = None  # the last chunk with progress and its first line number
    notes: list[str] = field(default_factory=list)
    processes: tuple[Process, ...] = ()


@dataclass
class FileScanner:
    """Scans files for error events with one compiled prefilter over `patterns`."""

    patterns: Sequence[str]
    engine: str = "auto"
    chunk_bytes: int = 4 << 20
    context_lines: int = 3
    block_lines: int = 400
    max_block_bytes: int = 256 << 10
    max_carry_bytes: int = 16 << 20
    max_events: int = 2000
    max_line_chars: int = 4096
    prefilter_: Prefilter | None = field(init=False, default=None)
    progress_: Prefilter | None = field(init=False, default=None)

    def scan(self, log: LogFile) -> FileScan:
        """Events, line count and last progress line of one file."""
        self._build()
        state = _FileState(log, hints_from_path(log.rel), latest=deque(maxlen=self.max_events - self.max_events // 2))
        try:
            for chunk in read_chunks(log, self.chunk_bytes, state.notes):
                self._scan_chunk(state, chunk, final=False)
            self._scan_chunk(state, b"", final=True)
        except SkipFile as e:
            return FileScan(log.rel, (), 0, 0, notes=(str(e),))
        return self._finish(state)

    def _build(self) -> None:
        if self.prefilter_ is None:
            self.prefilter_ = Prefilter(list(self.patterns) + list(TRIGGER_PATTERNS), self.engine)
            self.progress_ = Prefilter(PROGRESS_PATTERNS, self.engine)

    def _scan_chunk(self, state: _FileState, chunk: bytes, *, final: bool) -> None:
        if state.size == 0 and chunk:
            self._read_head(state, chunk[: 1 << 20])
        buf, base = state.carry + chunk, state.carry_line
        offset = len(state.carry)
        hits = state.pending + [offset + h for h in self.prefilter_.hits(chunk)]
        if chunk and self.progress_.first(chunk) is not None:
            state.progress = (chunk, base + state.carry.count(b"\n"))
        state.size += len(chunk)
        regions, resume = self._regions(buf, hits, final)
        self._extract(state, buf, base, regions)
        keep = resume if resume is not None else self._lookbehind(buf, len(buf))
        state.pending = [h - keep for h in hits if h >= keep] if resume is not None else []
        state.carry_line = base + buf.count(b"\n", 0, keep)
        state.carry = buf[keep:]
        if final:
            state.lines = base + buf.count(b"\n") - 1 + (0 if buf.endswith(b"\n") or not buf else 1)

    def _read_head(self, state: _FileState, head: bytes) -> None:
        """The node a file belongs to and the processes its start-up lines describe."""
        node = state.hints.node or node_from_content(head.decode("utf-8", "replace"))
        state.hints = PathHints(state.hints.rank, node)
        found: dict[Process, None] = {}
        for m in PROCESS_LINES.finditer(head):
            line = attribute_line(m.group(0).decode("utf-8", "replace"), file=state.log.rel, lineno=0,
                                  hints=state.hints)
            process = process_of(line)
            if process is not None:
                found.setdefault(process)
        state.processes = tuple(found)

    def _regions(self, buf: bytes, hits: list[int], final: bool) -> tuple[list[_Region], int | None]:
        """Disjoint regions around the hits; the last one waits for more data if it runs past the buffer."""
        regions: list[_Region] = []
        for hit in hits:
            line_start = buf.rfind(b"\n", 0, hit) + 1
            if regions and line_start == regions[-1].flagged[-1]:  # hits ascend: a repeat is the last one
                continue
            line_end = buf.find(b"\n", hit)
            is_block = bool(BLOCK_START.search(buf, line_start, line_end if line_end >= 0 else len(buf)))
            end = self._extend(buf, line_start, self.block_lines if is_block else self.context_lines)
            start = self._lookbehind(buf, line_start)
            if regions and start <= regions[-1].end:
                last = regions.pop()
                start, end = last.start, max(end, last.end)
                flagged = last.flagged
                flagged.append(line_start)  # in place: copying would cost the square of a flood's hits
            else:
                flagged = [line_start]
            regions.append(_Region(start, end, flagged))
        last = regions[-1] if regions else None
        if last and last.end >= len(buf) and not final and len(buf) - last.start < self.max_carry_bytes:
            return regions[:-1], last.start
        return regions, None

    def _extend(self, buf: bytes, line_start: int, n_lines: int) -> int:
        """Offset after the flagged line and `n_lines` more (the buffer's end if it comes first)."""
        end, limit = line_start, line_start + self.max_block_bytes
        for _ in range(n_lines + 1):
            nl = buf.find(b"\n", end)
            if nl < 0:
                return len(buf)
            end = nl + 1
            if end >= limit:
                break
        return end

    def _lookbehind(self, buf: bytes, line_start: int) -> int:
        start = line_start
        for _ in range(self.context_lines):
            if start == 0:
                break
            start = buf.rfind(b"\n", 0, start - 1) + 1
        return start

    def _extract(self, state: _FileState, buf: bytes, base: int, regions: list[_Region]) -> None:
        pos, line = 0, base
        for region in regions:
            line += buf.count(b"\n", pos, region.start)
            pos = region.start
            lines = [ln for ln in self._decode(state, buf[region.start:region.end], line)
                     if ln.lineno > state.extracted_upto]
            if not lines:
                continue
            flagged = frozenset(_line_numbers(buf, region.start, line, region.flagged))
            found = extract_events(lines, flagged)
            # An error flood keeps its first and its latest events: the crash that ends a log comes last.
            room = max(0, self.max_events // 2 - len(state.events))
            state.events.extend(found[:room])
            state.latest.extend(found[room:])
            state.seen += len(found)
            state.extracted_upto = lines[-1].lineno

    def _decode(self, state: _FileState, data: bytes, first_line: int) -> list[LogLine]:
        text = data.decode("utf-8", "replace")
        if "\ufffd" in text and not any("UTF-8" in n for n in state.notes):
            state.notes.append(f"{state.log.rel}: invalid UTF-8 bytes replaced")
        raw_lines = text.split("\n")
        if raw_lines and raw_lines[-1] == "":
            raw_lines.pop()
        return [
            attribute_line(raw[: self.max_line_chars].rstrip("\r"), file=state.log.rel, lineno=first_line + i,
                           hints=state.hints)
            for i, raw in enumerate(raw_lines)
        ]

    def _finish(self, state: _FileState) -> FileScan:
        last, last_line = self._last_progress(state)
        if state.seen > self.max_events:
            state.notes.append(f"{state.log.rel}: {state.seen} error events; kept the first {len(state.events)} "
                               f"and the last {len(state.latest)}")
        events = tuple(replace(e, survived=last is not None and last > e.head.lineno)
                       for e in (*state.events, *state.latest))
        return FileScan(state.log.rel, events, state.lines, state.size, state.hints.node, state.hints.rank,
                        last, last_line.time if last_line else None, tuple(state.notes), state.processes,
                        last_line.message[: self.max_line_chars] if last_line else None)

    def _last_progress(self, state: _FileState) -> tuple[int | None, LogLine | None]:
        if state.progress is None:
            return None, None
        chunk, first_line = state.progress
        rx = re.compile("|".join(EnginePattern.from_python(p).scoped() for p in PROGRESS_PATTERNS).encode())
        window = 1 << 16
        for end in range(len(chunk), 0, -window):
            start = max(0, end - window)
            start = chunk.rfind(b"\n", 0, start) + 1 if start else 0
            found = [m.start() for m in rx.finditer(chunk, start, end)]
            if found:
                pos = found[-1]
                lineno = first_line + chunk.count(b"\n", 0, pos)
                raw = chunk[chunk.rfind(b"\n", 0, pos) + 1: chunk.find(b"\n", pos)].decode("utf-8", "replace")
                return lineno, attribute_line(raw, file=state.log.rel, lineno=lineno, hints=state.hints)
        return None, None


def _line_numbers(buf: bytes, start: int, first_line: int, offsets: list[int]) -> list[int]:
    """The line numbers of ascending offsets in `buf`, the line at `start` being `first_line`; each stretch of the
    buffer is counted once (counting from `start` for each would cost the square of a flood's hits)."""
    numbers, line, pos = [], first_line, start
    for offset in offsets:
        line += buf.count(b"\n", pos, offset)
        numbers.append(line)
        pos = offset
    return numbers
