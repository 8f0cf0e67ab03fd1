"""What the other ranks do after the failure: when each ends and what it prints as it dies."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

from eval.jobgen.blocks import (
    dist_frames,
    nccl_error_lines,
    traceback_lines,
    watchdog_lines,
)
from eval.jobgen.context import JobContext
from eval.jobgen.streams import Failure, Line, RankEnd, Streams, rank_err

KILL_GRACE = 0.3  # a launcher signals the other workers this long after the first exit


def cascade_end(ctx: JobContext, kind: str, base: float, rng: random.Random) -> RankEnd:
    """When and how a healthy rank ends once the failure has happened at `base`."""
    if kind == "watchdog":
        return RankEnd(base + ctx.times.nccl_timeout + rng.uniform(0.05, 0.9), -6)
    if kind == "remote":
        return RankEnd(base + rng.uniform(1.0, 20.0), 1)
    return RankEnd(base + rng.uniform(0.3, 2.0), -15)


def kill_groups(ctx: JobContext) -> list[range]:
    """Ranks one launcher tears down together: a node's torchrun/deepspeed agent, or all of srun --kill-on-bad-exit."""
    if ctx.spec.layout == "srun_label":
        return [range(ctx.topo.ranks)]
    return [ctx.topo.ranks_on(node) for node in range(ctx.topo.nodes)]


def compute_ends(ctx: JobContext, failure: Failure, kind: str, misleading: bool,
                 rng: random.Random) -> dict[int, RankEnd]:
    """Every surviving rank's end: the cascade, cut short where its launcher kills it first."""
    fixed = dict(failure.ends)
    if misleading and failure.rank is not None:
        # The culprit hangs after printing its error (e.g. in destroy_process_group), so its launcher
        # first observes a cascade rank and only later kills the culprit.
        fixed.pop(failure.rank)
    dead = set(ctx.topo.ranks_on(failure.dead_node)) if failure.dead_node is not None else set()
    base = ctx.times.fail if failure.cascade_from is None else failure.cascade_from
    pending = {r: cascade_end(ctx, kind, base, rng) for r in range(ctx.topo.ranks) if r not in fixed and r not in dead}
    if misleading and failure.rank is not None:
        pending[failure.rank] = RankEnd(math.inf, -15)
    ends = dict(fixed)
    for group in kill_groups(ctx):
        times = [e.t for r in group for e in (fixed.get(r), pending.get(r)) if e is not None]
        first = min(times, default=math.inf)
        for r in group:
            if r in pending:
                end = pending[r]
                ends[r] = end if end.t <= first + KILL_GRACE else RankEnd(first + rng.uniform(0.4, 1.0), -15)
    finite = [e.t for e in ends.values() if e.t < math.inf]
    last = max(finite, default=ctx.times.fail)
    return {r: e if e.t < math.inf else RankEnd(last + rng.uniform(1.0, 3.0), -15) for r, e in ends.items()}


def remote_error_lines(ctx: JobContext, rank: int, t: float, rng: random.Random) -> list[Line]:
    peer = ctx.topo.ip(rng.randrange(ctx.topo.nodes))
    exc = nccl_error_lines(ctx, "remote process exited or there was a network error",
                           f"socketProgressOpt: Call to recv from {peer}<{rng.randint(32768, 60999)}> failed : "
                           "Connection reset by peer")
    return traceback_lines(t, ctx.frames() + dist_frames(ctx), exc, None)


def store_reset_lines(ctx: JobContext, rank: int, t: float) -> list[Line]:
    """TCPStore warnings once the store's host is gone (they precede the watchdog)."""
    topo = ctx.topo
    socket = f"SocketImpl(fd=78, addr=[{topo.host_of(rank)}]:{40000 + rank}, remote=[{topo.hosts[0]}]:29500)"
    texts = [ctx.c10d(rank, t, "W", "TCPStore.cpp:125",
                      f"[c10d] recvValue failed on {socket}: Connection reset by peer"),
             ctx.c10d(rank, t, "W", "ProcessGroupNCCL.cpp:1659", f"[PG ID 0 PG GUID 0(default_pg) Rank {rank}] Failed "
                      'to check the "should dump" flag on TCPStore, (maybe TCPStore server has shut down too early), '
                      "with error: Connection reset by peer")]
    return [Line(t + i * 1e-4, text) for i, text in enumerate(texts)]


def add_cascades(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd],
                 rng: random.Random) -> None:
    """What the other ranks print as they die of the failure."""
    for rank, end in sorted(ends.items()):
        if rank in failure.ends or rank in failure.silent:
            continue
        if end.code == -6:
            # Once a dead rank's host took the TCPStore down, survivors warn about it before their watchdog fires.
            if ctx.style.new_torch and not failure.cascade and rng.random() < 0.3:
                t_store = ctx.times.fail + rng.uniform(5, 60)
                streams.add(rank_err(rank), store_reset_lines(ctx, rank, min(t_store, end.t - 1)))
            streams.add(rank_err(rank), watchdog_lines(ctx, rank, end.t - 0.003))
        elif end.code == 1:
            streams.add(rank_err(rank), remote_error_lines(ctx, rank, end.t - 0.05, rng))
        elif rng.random() < 0.35:
            streams.add(rank_err(rank), [Line(end.t - 0.01, ctx.log(rank, end.t - 0.01, "WARNING",
                                                                   "received SIGTERM, exiting", "signals.py:22"))])
