"""Writing a laid-out job: streaming, compressed sinks in time order, counting where the proof lands."""

from __future__ import annotations

import bz2
import gzip
import lzma
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import BinaryIO

from eval.jobgen.layouts import Layout, Route
from eval.jobgen.plan import JobPlan
from eval.jobgen.progress import PadSpec, ProgressRenderer
from eval.jobgen.streams import Channel, Line, rank_out

SUFFIXES = MappingProxyType({"": "", "gz": ".gz", "bz2": ".bz2", "xz": ".xz"})


def open_codec(raw: BinaryIO, codec: str) -> BinaryIO:
    # mtime=0 and no file name in the gzip header keep the output byte-identical across runs.
    if codec == "gz":
        return gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=1,  # type: ignore[return-value]
                             mtime=0)
    if codec == "bz2":
        return bz2.BZ2File(raw, "wb", compresslevel=1)  # type: ignore[return-value]
    if codec == "xz":
        return lzma.LZMAFile(raw, "wb", preset=0)  # type: ignore[return-value]
    return raw


class LogSink:
    """One output file: counts lines, buffers text, compresses on the way out."""

    FLUSH_CHARS = 1 << 20

    def __init__(self, path: Path, codec: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._raw = open(path, "wb")
        self._out = open_codec(self._raw, codec)
        self._parts: list[str] = []
        self._pending = 0
        self.lines = 0

    def write_line(self, text: str) -> int:
        """Appends one line; returns its 1-based line number."""
        self._parts.append(text + "\n")
        self._pending += len(text) + 1
        self.lines += 1
        if self._pending >= self.FLUSH_CHARS:
            self.flush()
        return self.lines

    def write_block(self, text: str, count: int) -> None:
        self._parts.append(text)
        self._pending += len(text)
        self.lines += count
        if self._pending >= self.FLUSH_CHARS:
            self.flush()

    def flush(self) -> None:
        self._out.write("".join(self._parts).encode())
        self._parts, self._pending = [], 0

    def close(self) -> None:
        self.flush()
        if self._out is not self._raw:
            self._out.close()
        self._raw.close()


Timed = tuple[float, int, Route, Line]


def split_phases(plan: JobPlan, routes: Mapping[Channel, Route]) -> tuple[list[Timed], list[Timed], list[Timed]]:
    """Lines before training, during it (the survived herrings) and from the failure on, each in time order."""
    tm = plan.ctx.times
    phases: tuple[list[Timed], list[Timed], list[Timed]] = ([], [], [])
    seq = 0
    for channel, lines in plan.lines.items():
        for line in lines:
            index = 0 if line.t < tm.train else (1 if line.t < tm.fail else 2)
            phases[index].append((line.t, seq, routes[channel], line))
            seq += 1
    for phase in phases:
        phase.sort(key=lambda item: (item[0], item[1]))
    return phases


def write_timed(sinks: Mapping[str, LogSink], items: Sequence[Timed]) -> list[tuple[str, int]]:
    """Writes planned lines; returns where the decisive ones landed."""
    found = []
    for _, _, where, line in items:
        lineno = sinks[where.path].write_line(where.prefix + line.text)
        if line.decisive:
            found.append((where.path, lineno))
    return found


def write_padding(sinks: Mapping[str, LogSink], routes: Mapping[Channel, Route],
                  renderers: Mapping[int, ProgressRenderer], pads: Mapping[int, PadSpec]) -> None:
    """Progress lines for every rank; ranks sharing a file take turns in blocks, as real interleaved output does."""
    shared = len({routes[rank_out(r)].path for r in pads}) < len(pads)
    block = 48 if shared else 8192
    done = dict.fromkeys(pads, 0)
    while any(done[r] < pads[r].count for r in pads):
        for rank, pad in pads.items():
            count = min(block, pad.count - done[rank])
            if count > 0:
                sink = sinks[routes[rank_out(rank)].path]
                sink.write_block(renderers[rank].render(pad, done[rank], count), count)
                done[rank] += count


def write_job(out_dir: Path, plan: JobPlan, layout: Layout) -> tuple[str, int]:
    """Writes every file; returns the decisive line's file (with suffix) and line number."""
    sinks = {path: LogSink(out_dir / (path + SUFFIXES[codec]), codec) for path, codec in layout.codecs.items()}
    try:
        before, during, after = split_phases(plan, layout.routes)
        found = write_timed(sinks, before)
        write_padding(sinks, layout.routes, layout.renderers, {r: p[0] for r, p in layout.pads.items()})
        found += write_timed(sinks, during)
        write_padding(sinks, layout.routes, layout.renderers, {r: p[1] for r, p in layout.pads.items()})
        found += write_timed(sinks, after)
    finally:
        for sink in sinks.values():
            sink.close()
    if len(found) != 1:
        raise AssertionError(f"expected exactly one decisive line, planned {len(found)}")
    path, line = found[0]
    return path + SUFFIXES[layout.codecs[path]], line
