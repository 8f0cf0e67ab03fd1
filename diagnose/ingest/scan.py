"""Scan one log file: prefilter whole chunks in C, cut regions around the flagged lines, parse only
those regions into events, and note where training progress was last logged."""

import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from diagnose.ingest.attribution import (
    NODE_LINES,
    PROCESS_LINE,
    PROCESS_LINES,
    PathHints,
    Process,
    attribute_line,
    hints_from_path,
    node_from_content,
    process_of,
    stream_of,
)
from diagnose.ingest.endings import TAIL_BYTES, Tail, endings, outlived
from diagnose.ingest.events import BLOCK_START, MULTI_LINE_START, NONFINITE_LOSS, extract_events
from diagnose.ingest.prefilter import EnginePattern, Prefilter
from diagnose.ingest.renumber import line_numbers, renumbered
from diagnose.ingest.sources import LogFile, Redraws, SkipFile, editor_line_numbers, read_chunks
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
# Training-progress lines: an error followed by one of these was survived (taxonomy rule 4). Each reads one line
# (`[^\S\n]` is whitespace within the line), so the engine's match offset names the progress line.
PROGRESS_PATTERNS = (
    r"\biteration[^\S\n]+\d+[^\S\n]*/[^\S\n]*\d+",  # Megatron-LM
    r"\{'loss': '?[-\d.]",  # HF Trainer (newer versions log the values as strings)
    r"\bstep[=:][^\S\n]*\d+.{0,80}\b(?:loss|lr)\b",  # DeepSpeed, torchtitan
    r"(?i)\bEpoch \d+.{0,40}\d+it/s",  # tqdm / Lightning progress bars
    r"(?i)\b(?:global_step|train_step|step)[^\S\n]*[=:]?[^\S\n]*\d+\b.{0,80}\bloss\b[^\S\n]*[=:]?[^\S\n]*[\d.]",
    # custom loops: "Epoch 3: ... Loss = 0.41", "Epoch: 4051 ... Training loss: 2.36", DGL's examples'
    # "Epoch 00039 | Step 00020 | Loss 3.1024"
    r"(?i)\bepoch[^\S\n]*:?[^\S\n]*\[?\d+\b.{0,120}?\bloss\b[^\S\n]*[=:]?[^\S\n]*-?\d",
    # mmcv / mmengine loggers, and loops that copy them with the epoch out of its total ("Epoch [1/70][10/2860]")
    r"\b(?:Epoch|Iter)(?:\(train\))?[^\S\n]?(?:\[\d+(?:/\d+)?\])?\[[^\S\n]*\d+/\d+\][^\S\n]+lr",
    r"\[epoch:[^\S\n]*\d+, iter:[^\S\n]*[\d,]+, lr:\(",  # BasicSR's MessageLogger (basicsr/utils/logger.py)
    # any tqdm bar whose postfix carries a finite loss (tqdm/std.py format_meter: "[elapsed<remaining, rate, key=value]")
    r"(?:it/s|s/it), [^\]\n]*loss=-?\d",
    # a bracketed step counter and a loss, as DCGAN-TensorFlow and the GAN trainers copied from it print them
    # ("Epoch: [ 0] [  12/ 781] time: 4.7, d_loss: 1.39, g_loss: 0.69")
    r"\[[^\S\n]*\d+/[^\S\n]*\d+\].{0,120}?\b\w*loss[^\S\n]*[=:][^\S\n]*-?\d",
)
# A dying process's last error reaches its output file unbuffered (a traceback on stderr, Slurm's step daemon's kill
# notice), while its stdout arrives in blocks (8 KiB in Python when it is not a terminal) and the last block is flushed
# at exit: progress printed before the error can land after it. So where the file ends within one such block after an
# error that ends a process, the progress after it does not show that the job went on.
_KILL_NOTICE = re.compile(r"slurmstepd(?:-[\w.-]+)?: error: (?:\*\*\*|.*(?:being killed|oom[_-]kill|memory limit))")
_BUFFERED_LINES = 100
# tqdm's bar with its counter and times (tqdm/std.py format_meter: "|bar| n/total [elapsed<remaining").
_BAR_REDRAW = re.compile(r"\|\s*\d+/\d+ \[[\d:]+<")
# The closing line of an uncaught Python exception (its traceback may be cut off, or printed by another stream): the
# process died there, and progress lines after it are output still in flight.
_EXCEPTION_LINE = r"(?:[A-Za-z_]\w*\.)*(?P<cls>\w*(?:Error|Exception)): \S"
_UNCAUGHT = re.compile(_EXCEPTION_LINE)
# An exception a program caught and logged on one line, after a label of its own ("<task>: KeyError: ..."); one
# that ends a process follows its traceback at the start of a line instead.
_REPORTED_EXCEPTION = re.compile(r"^\S.*?: " + _EXCEPTION_LINE)
# A process's own report that a termination signal reached it: Abseil's failure-signal handler (Ray, TensorFlow, JAX),
# torchrun's agent (torch/distributed/elastic/agent/server/api.py).
_DEATH_SIGNAL = re.compile(r"\*\*\* SIG(?:TERM|INT|HUP) received at time="
                           r"|Received (?:Signals\.)?SIG(?:TERM|INT|HUP) death signal|Received (?:15|2|1) death signal")
_HEAD_BYTES = 1 << 20  # the start-up lines that tie a file to its node and processes come first
# What varies between repeats of one message (times, counters, addresses): masked in a repeat's fold key.
_VARYING = re.compile(rb"0x[0-9a-fA-F]+|\d+")
_FOLD_KEY_BYTES = 512
_MAX_FOLD_KEYS = 4096  # one-line error messages remembered per file (memory stays bounded)
# Repeats held back at once while it is not yet known whether training went on after them, and their bytes.
_MAX_PARKED, _MAX_PARKED_BYTES = 256, 8 << 20

_PROGRESS_RX = re.compile("|".join(EnginePattern.from_python(p).scoped() for p in PROGRESS_PATTERNS).encode())
# An evaluation's line (its first loss named after "val", "validation", "eval" or "evaluation") says nothing of the
# training loss: a run whose training loss stays NaN may go on printing finite validation losses.
_EVAL_ONLY = re.compile(rb"(?i)^(?:(?!loss)[^\n])*?\b(?:val|validation|eval|evaluation)\b[^\n]*?loss")


@dataclass(frozen=True, slots=True)
class _Region:
    start: int
    end: int
    flagged: list[int]  # offsets of the flagged lines' starts, ascending (appended to while regions merge)


@dataclass(frozen=True, slots=True)
class _Parked:
    """A region of repeated one-line errors after the last healthy progress line seen so far."""

    data: bytes
    first_line: int
    flagged: frozenset[int]
    extracted_upto: int


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
    # The chunk of the last healthy progress line (else the first chunk with progress), its first line number and
    # where that line starts (None: no healthy line).
    progress: tuple[bytes, int, int | None] | None = None
    notes: list[str] = field(default_factory=list)
    processes: tuple[Process, ...] = ()
    tail: bytes = b""  # the file's last TAIL_BYTES
    first_progress_end: int | None = None  # offset in the file where its first progress line ends, once seen
    last_healthy_at: int = -1  # offset in the file of the latest healthy progress line seen so far
    healthy_lines: tuple[int, ...] = ()  # line numbers of the last two healthy progress lines seen so far, ascending
    fold_keys: set[bytes] = field(default_factory=set)  # one-line errors seen: stream and masked message
    parked: dict[tuple[bytes, ...], _Parked] = field(default_factory=dict)  # first repeat of each since progress
    parked_bytes: int = 0
    folded: int = 0  # repeats not made into events


def prefilter_patterns(rule_patterns: Sequence[str]) -> list[str]:
    """What the scan's prefilter looks for: the rules' patterns first (so pattern i is rule i), then the triggers.
    The rule tier picks its candidate rules with the same list: one compiled database, built once, serves both."""
    return [*rule_patterns, *TRIGGER_PATTERNS]


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
    head_: Prefilter | None = field(init=False, default=None)  # NODE_LINES, then PROCESS_LINE

    def scan(self, log: LogFile) -> FileScan:
        """Events, line count and last progress line of one file."""
        self._build()
        state = _FileState(log, hints_from_path(log.rel), latest=deque(maxlen=self.max_events - self.max_events // 2))
        try:
            redraws = Redraws()
            for chunk in read_chunks(log, self.chunk_bytes, state.notes, redraws=redraws):
                self._scan_chunk(state, chunk, final=False)
            self._scan_chunk(state, b"", final=True)
        except SkipFile as e:
            return FileScan(log.rel, (), 0, 0, notes=(str(e),))
        scanned = self._finish(state)
        # The scan splits a redrawn progress bar into lines (its parts are progress, or an error written after it);
        # the numbers it reports are the ones editors, grep and labels give.
        return renumbered(scanned, editor_line_numbers(log, line_numbers(scanned))) if redraws.count else scanned

    def prefilter(self) -> Prefilter:
        """The compiled prefilter over `prefilter_patterns(patterns)`, built on first use."""
        self._build()
        return self.prefilter_

    def _build(self) -> None:
        if self.prefilter_ is None:
            self.prefilter_ = Prefilter(prefilter_patterns(self.patterns), self.engine)
            self.progress_ = Prefilter(PROGRESS_PATTERNS, self.engine)
            self.head_ = Prefilter([*NODE_LINES, PROCESS_LINE], self.engine)

    def _scan_chunk(self, state: _FileState, chunk: bytes, *, final: bool) -> None:
        if state.size == 0 and chunk:
            self._read_head(state, chunk[:_HEAD_BYTES])
        buf, base = state.carry + chunk, state.carry_line
        offset = len(state.carry)
        hits = state.pending + [offset + h for h in self.prefilter_.hits(chunk)]
        if chunk and self.progress_.first(chunk) is not None:
            self._note_progress(state, chunk, base + state.carry.count(b"\n"))
        state.size += len(chunk)
        if chunk:
            state.tail = (state.tail + chunk[-TAIL_BYTES:])[-TAIL_BYTES:]
        regions, resume = self._regions(buf, hits, final)
        self._extract(state, buf, base, regions, buf_start=state.size - len(buf))
        keep = resume if resume is not None else self._lookbehind(buf, len(buf))
        state.pending = [h - keep for h in hits if h >= keep] if resume is not None else []
        state.carry_line = base + buf.count(b"\n", 0, keep)
        state.carry = buf[keep:]
        if final:
            state.lines = base + buf.count(b"\n") - 1 + (0 if buf.endswith(b"\n") or not buf else 1)

    def _note_progress(self, state: _FileState, chunk: bytes, first_line: int) -> None:
        """Remember where the file's first progress line ends, and the chunk of its last healthy progress line (or,
        while it has none, its first chunk with progress), with where that line starts: the last progress line is read
        from it at the end. Every repeat parked so far came before that line: the job survived it."""
        if state.first_progress_end is None:
            state.first_progress_end = state.size + _line_end(chunk, self._first_progress(chunk))
        healthy = self._last_healthy_progress(chunk)
        if healthy is not None or state.progress is None:
            state.progress = (chunk, first_line, healthy)
        if healthy is not None:
            state.last_healthy_at = state.size + healthy
            lineno, before = first_line + chunk.count(b"\n", 0, healthy), self._last_healthy_progress(chunk, healthy)
            found = {lineno} if before is None else {lineno, lineno - chunk.count(b"\n", before, healthy)}
            state.healthy_lines = tuple(sorted({*state.healthy_lines, *found}))[-2:]
            state.folded += sum(len(p.flagged) for p in state.parked.values())
            state.parked.clear()
            state.parked_bytes = 0

    def _read_head(self, state: _FileState, head: bytes) -> None:
        """The node a file belongs to and the processes its start-up lines describe. The compiled set finds the
        lines; Python reads only those."""
        node_lines, process_lines = self._head_lines(head)
        node = state.hints.node or node_from_content("\n".join(node_lines))
        state.hints = PathHints(state.hints.rank, node)
        found: dict[Process, None] = {}
        for start, end in process_lines:
            m = PROCESS_LINES.match(head, start, end)
            if m is None:
                continue
            line = attribute_line(m.group(0).decode("utf-8", "replace"), file=state.log.rel, lineno=0,
                                  hints=state.hints)
            process = process_of(line)
            if process is not None:
                found.setdefault(process)
        state.processes = tuple(found)

    def _head_lines(self, head: bytes) -> tuple[list[str], list[tuple[int, int]]]:
        """The lines some NODE_LINES pattern matches (decoded), and the spans of those PROCESS_LINE matches."""
        node_lines: dict[int, str] = {}
        process_lines: dict[int, tuple[int, int]] = {}
        for offset, pattern in self.head_.matches(head):
            start = head.rfind(b"\n", 0, offset) + 1
            if start in (process_lines if pattern == len(NODE_LINES) else node_lines):
                continue
            end = head.find(b"\n", offset)
            end = len(head) if end < 0 else end
            if pattern == len(NODE_LINES):
                process_lines[start] = (start, end)
            else:
                node_lines[start] = head[start:end].decode("utf-8", "replace")
        return list(node_lines.values()), list(process_lines.values())

    def _regions(self, buf: bytes, hits: list[int], final: bool) -> tuple[list[_Region], int | None]:
        """Disjoint regions around the hits. The last one waits for more data if it runs past the buffer,
        or if a hit in the next chunk could still join it (its lookbehind would reach back into it)."""
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
        joinable = last and buf.count(b"\n", last.end) <= self.context_lines
        if joinable and not final and len(buf) - last.start < self.max_carry_bytes:
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

    def _extract(self, state: _FileState, buf: bytes, base: int, regions: list[_Region], *, buf_start: int) -> None:
        """Events of the regions of `buf`, which begins at line `base` and at offset `buf_start` of the file."""
        pos, line = 0, base
        for region in regions:
            line += buf.count(b"\n", pos, region.start)
            pos = region.start
            data = buf[region.start:region.end]
            last = line + _line_count(data) - 1
            if last <= state.extracted_upto:
                continue
            flagged = frozenset(_line_numbers(buf, region.start, line, region.flagged))
            keys = self._repeat_keys(state, buf, region, buf_start)
            if keys is not None:
                self._fold(state, _Parked(data, line, flagged, state.extracted_upto), keys,
                           survived=buf_start + region.flagged[-1] < state.last_healthy_at)
                state.extracted_upto = last
                continue
            found = self._region_events(state, data, line, flagged, state.extracted_upto)
            # An error flood keeps its first and its latest events: the crash that ends a log comes last.
            room = max(0, self.max_events // 2 - len(state.events))
            state.events.extend(found[:room])
            state.latest.extend(found[room:])
            state.seen += len(found)

    def _region_events(self, state: _FileState, data: bytes, first_line: int, flagged: frozenset[int],
                       extracted_upto: int) -> list[Event]:
        """The events of a region's lines after `extracted_upto` (a carried lookbehind repeats lines)."""
        texts = self._texts(state, data)
        last = first_line + len(texts) - 1
        lines = [ln for ln in self._event_lines(state, data, texts, first_line, flagged) if ln.lineno > extracted_upto]
        state.extracted_upto = max(state.extracted_upto, last)
        return extract_events(lines, flagged)

    def _repeat_keys(self, state: _FileState, buf: bytes, region: _Region, buf_start: int) \
            -> tuple[bytes, ...] | None:
        """The fold keys of the region's flagged lines when each repeats a one-line error its stream showed before
        (numbers aside) in a file that logs training progress, past its first progress line; None otherwise, after
        remembering the keys of a region of one-line errors. (Without progress of its own, a file cannot tell which
        repeats a job survived, so it keeps them all.)"""
        if MULTI_LINE_START.search(buf, region.start, region.end):
            return None
        keys = tuple(_fold_key(buf, start) for start in region.flagged)
        if all(k in state.fold_keys for k in keys):
            first = state.first_progress_end
            past_progress = first is not None and buf_start + region.flagged[0] > first
            return keys if past_progress else None
        if len(state.fold_keys) < _MAX_FOLD_KEYS:
            state.fold_keys.update(keys)
        return None

    def _fold(self, state: _FileState, region: _Parked, keys: tuple[bytes, ...], *, survived: bool) -> None:
        """Count a region of repeats instead of making events of it. A dense log repeats a few warnings and retried
        errors thousands of times, and each repeat would cost an attributed, classified event. A repeat the job
        survived can never be the verdict (taxonomy rule 4); of the repeats after the last healthy progress line,
        the first of each kind is parked and becomes events at the end of the file unless progress follows. What
        the scan keeps does not depend on where chunks end."""
        full = len(state.parked) >= _MAX_PARKED or state.parked_bytes + len(region.data) > _MAX_PARKED_BYTES
        if survived or keys in state.parked or full:
            state.folded += len(region.flagged)
        else:
            state.parked[keys] = region
            state.parked_bytes += len(region.data)

    def _texts(self, state: _FileState, data: bytes) -> list[str]:
        """The region's lines, decoded (invalid UTF-8 is replaced, and noted once)."""
        text = data.decode("utf-8", "replace")
        if "\ufffd" in text and not any("UTF-8" in n for n in state.notes):
            state.notes.append(f"{state.log.rel}: invalid UTF-8 bytes replaced")
        texts = text.split("\n")
        if texts and texts[-1] == "":
            texts.pop()
        return texts

    def _event_lines(self, state: _FileState, data: bytes, texts: list[str], first_line: int,
                     flagged: frozenset[int]) -> list[LogLine]:
        """The attributed lines that can make up the region's events. Where no traceback, torchrun report or C++
        terminate can start, only flagged lines become (one-line) events: attributing the lines around them is
        most of the cost of a dense log, so only the lines back to the nearest time stamp are attributed (an
        unstamped event takes the time of the last stamped line before it)."""
        def attributed(i: int) -> LogLine:
            return attribute_line(texts[i][: self.max_line_chars].rstrip("\r"), file=state.log.rel,
                                  lineno=first_line + i, hints=state.hints)

        if MULTI_LINE_START.search(data):
            return [attributed(i) for i in range(len(texts))]
        kept: dict[int, LogLine] = {}
        for lineno in sorted(flagged):
            i = lineno - first_line
            while i >= 0 and i not in kept:
                kept[i] = attributed(i)
                if kept[i].time is not None:
                    break
                i -= 1
        return [kept[i] for i in sorted(kept)]

    def _finish(self, state: _FileState) -> FileScan:
        last, last_line = self._last_progress(state)
        went_on_to = self._went_on_to(state, last, last_line)
        kept = self._with_parked(state)
        if state.folded:
            state.notes.append(f"{state.log.rel}: {state.folded} repeats of earlier one-line errors folded (numbers "
                               f"aside; the first repeat after the last progress line is kept)")
        events = _again_survived([replace(e, survived=True) if not e.survived and went_on_to is not None
                                  and _went_on(e, went_on_to, state.lines) else e for e in kept])
        events = _after_death_signal(events)
        tail = Tail(state.tail, state.lines, state.size <= TAIL_BYTES, state.log.rel, state.hints, self.max_line_chars)
        events = outlived(events, tail, self._is_progress)
        return FileScan(state.log.rel, tuple(events), state.lines, state.size, state.hints.node, state.hints.rank,
                        last, last_line.time if last_line else None, tuple(state.notes), state.processes,
                        last_line.message[: self.max_line_chars] if last_line else None,
                        endings(tail, events, self._is_progress, state.log.rel))

    def _with_parked(self, state: _FileState) -> list[Event]:
        """The kept events and those of the repeats still parked, in line order, within the event cap."""
        late = [e for p in sorted(state.parked.values(), key=lambda p: p.first_line)
                for e in self._region_events(state, p.data, p.first_line, p.flagged, p.extracted_upto)]
        kept = sorted((*state.events, *state.latest, *late), key=lambda e: (e.lines[0].lineno, e.head.lineno))
        state.seen += len(late)
        if state.seen > self.max_events:
            first = self.max_events // 2
            kept = kept[:first] + kept[max(first, len(kept) - (self.max_events - first)):]
            state.notes.append(f"{state.log.rel}: {state.seen} error events; kept the first {first} "
                               f"and the last {len(kept) - first}")
        return kept

    def _is_progress(self, text: str) -> bool:
        """A training-progress line that shows training going on (a finite loss, not an evaluation's line)."""
        raw = text.encode("utf-8", "replace")
        return bool(_PROGRESS_RX.search(raw)) and _healthy(raw)

    def _last_progress(self, state: _FileState) -> tuple[int | None, LogLine | None]:
        """The file's last progress line with a finite loss; when it logs only non-finite losses, its first progress
        line (the divergence began there). Either is found whatever the chunk size."""
        if state.progress is None:
            return None, None
        chunk, first_line, start = state.progress
        if start is None:
            start = chunk.rfind(b"\n", 0, self._first_progress(chunk)) + 1
        return self._progress_line(state, chunk, first_line, start, chunk[start:_line_end(chunk, start)])

    def _went_on_to(self, state: _FileState, last: int | None, last_line: LogLine | None) -> int | None:
        """The last progress line that shows how far the job went on. A progress bar as the file's final line is
        tqdm's closing redraw (close() draws the bar once more when its loop is left, by an exception too), so the
        progress line before it is the one that counts."""
        if last is None or last < state.lines or not _BAR_REDRAW.search(last_line.raw):
            return last
        earlier = [n for n in state.healthy_lines if n < last]
        return earlier[-1] if earlier else None

    def _first_progress(self, chunk: bytes) -> int:
        """Where the chunk's first progress line matches (its end if none does), searched in windows of whole lines
        that grow from 4 KiB from its start (each match costs a call into Python)."""
        start, window = 0, 1 << 12
        while start < len(chunk):
            end = chunk.find(b"\n", start + window) + 1 or len(chunk)
            hits = self.progress_.hits(chunk[start:end])
            if hits:
                return start + hits[0]
            start, window = end, min(window * 2, 1 << 16)
        return len(chunk)

    def _last_healthy_progress(self, chunk: bytes, end: int | None = None) -> int | None:
        """The start of the chunk's last progress line with a finite loss before `end` (its end by default), searched
        backwards in windows of whole lines that grow from 4 KiB (it is usually near; each match costs a call into
        Python)."""
        end, window = len(chunk) if end is None else end, 1 << 12
        while end > 0:
            start = chunk.rfind(b"\n", 0, end - window) + 1 if end > window else 0
            for hit in reversed(self.progress_.hits(chunk[start:end])):
                line_start = chunk.rfind(b"\n", 0, start + hit) + 1
                if _healthy(chunk[line_start:_line_end(chunk, line_start)]):
                    return line_start
            end, window = start, min(window * 2, 1 << 16)
        return None

    def _progress_line(self, state: _FileState, chunk: bytes, first_line: int, line_start: int,
                       raw: bytes) -> tuple[int, LogLine]:
        lineno = first_line + chunk.count(b"\n", 0, line_start)
        return lineno, attribute_line(raw.decode("utf-8", "replace"), file=state.log.rel, lineno=lineno,
                                      hints=state.hints)


def _healthy(line: bytes) -> bool:
    """A progress line that shows training going on: its loss is finite and it is not an evaluation's line."""
    return not NONFINITE_LOSS.search(line) and not _EVAL_ONLY.match(line)


def _line_end(buf: bytes, start: int) -> int:
    end = buf.find(b"\n", start)
    return len(buf) if end < 0 else end


def _line_count(data: bytes) -> int:
    return data.count(b"\n") + (0 if not data or data.endswith(b"\n") else 1)


def _fold_key(buf: bytes, start: int) -> bytes:
    return _line_fold_key(buf[start:_line_end(buf, start)])


def _line_fold_key(line: bytes) -> bytes:
    """What two repeats of one error line share: the stream that wrote it and its text with the numbers masked."""
    line = line[:_FOLD_KEY_BYTES]
    return stream_of(line.decode("utf-8", "replace")).encode() + b"\0" + _VARYING.sub(b"#", line)


def _went_on(event: Event, last_progress: int, file_lines: int) -> bool:
    """The file's last progress line shows that the job went on from `event`. An event that ends its process (an
    uncaught exception, a kill, a termination signal the process reports receiving, whose handler lets the workers
    finish a step or two in their grace period) is not gone on from by progress lines within a buffer's worth of
    the file's end: they are output still in flight."""
    ends_process = event.kind in ("traceback", "cpp_terminate") or bool(_KILL_NOTICE.search(event.head.raw)) \
        or bool(_UNCAUGHT.match(event.head.message)) or bool(_DEATH_SIGNAL.search(event.head.message))
    if ends_process and file_lines - event.head.lineno <= _BUFFERED_LINES:
        return False
    return last_progress > event.head.lineno


def _again_survived(events: list[Event]) -> list[Event]:
    """A one-line error that repeats one the job went on from earlier (a retried request, a warning of every step)
    is survived again: the same condition did not stop the job before. So is every report of an exception class its
    program logs under a label of its own more than a buffer's worth of lines apart: the program catches it. A
    progress line or a report of a non-finite loss is evidence of its own (a loss that was NaN now and then and is
    NaN at the end), not a repeat."""
    def key(e: Event) -> bytes | None:
        raw = e.head.raw.encode("utf-8", "replace")
        if e.kind != "line" or _PROGRESS_RX.search(raw) or NONFINITE_LOSS.search(raw):
            return None
        return _line_fold_key(raw)

    def caught(e: Event) -> tuple[str, str] | None:
        m = _REPORTED_EXCEPTION.match(e.head.message) if e.kind == "line" else None
        return (e.head.stream, m.group("cls")) if m else None

    keys, classes = [key(e) for e in events], [caught(e) for e in events]
    went_on = {k for e, k in zip(events, keys) if e.survived} - {None}
    first_caught: dict[tuple[str, str], int] = {}
    last_caught: dict[tuple[str, str], int] = {}
    for e, c in zip(events, classes):
        if c:
            first_caught.setdefault(c, e.head.lineno)
            last_caught[c] = e.head.lineno
    kept_catching = {c for c in first_caught if last_caught[c] - first_caught[c] > _BUFFERED_LINES}
    return [replace(e, survived=True) if not e.survived and (k in went_on or c in kept_catching) else e
            for e, k, c in zip(events, keys, classes)]


def _after_death_signal(events: list[Event]) -> list[Event]:
    """What a process raises after it reported receiving a termination signal is its shutdown, not its cause; the
    scheduler's own notices (why it sent the signal) stay evidence of the cause."""
    signalled: set[str] = set()
    out = []
    for e in events:
        if e.head.stream in signalled and not e.survived and not _KILL_NOTICE.search(e.head.raw):
            e = replace(e, survived=True)
        if _DEATH_SIGNAL.search(e.head.message) and not e.survived:  # one its process went on from ended nothing
            signalled.add(e.head.stream)
        out.append(e)
    return out


def _line_numbers(buf: bytes, start: int, first_line: int, offsets: list[int]) -> list[int]:
    """The line numbers of ascending offsets in `buf`, the line at `start` being `first_line`; each stretch of the
    buffer is counted once (counting from `start` for each would cost the square of a flood's hits)."""
    numbers, line, pos = [], first_line, start
    for offset in offsets:
        line += buf.count(b"\n", pos, offset)
        numbers.append(line)
        pos = offset
    return numbers
