"""Noise after the failure: background retries on ranks still waiting in a hung collective, and the shutdown
chatter a dying process prints after its real error (ignored exceptions in destructors, leaked-resource warnings).

None of it is the root cause: the retries succeed and the rank ends later of the cascade; the chatter comes
after the rank's fatal error or its SIGTERM.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from types import MappingProxyType

from eval.jobgen.context import JobContext
from eval.jobgen.herrings import HANG_KINDS, NOISE, NoiseFn, Placed
from eval.jobgen.streams import Failure, Line, RankEnd, Streams, rank_err


def dataloader_shutdown(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """The DataLoader iterator's destructor runs in a dying process and trips multiprocessing's parent check."""
    site, lib = ctx.style.site, ctx.style.stdlib
    loader = f"{site}/torch/utils/data/dataloader.py"
    address = f"0x7f{rng.randrange(16 ** 10):010x}"
    texts = [f"Exception ignored in: <function _MultiProcessingDataLoaderIter.__del__ at {address}>",
             "Traceback (most recent call last):",
             f'  File "{loader}", line 1479, in __del__', "    self._shutdown_workers()",
             f'  File "{loader}", line 1443, in _shutdown_workers', "    if w.is_alive():",
             f'  File "{lib}/multiprocessing/process.py", line 160, in is_alive',
             "    assert self._parent_pid == os.getpid(), 'can only test a child process'",
             "AssertionError: can only test a child process"]
    return [(rank_err(rank), [Line(t, text) for text in texts])]


def leaked_resources(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """CUDA IPC and multiprocessing's resource tracker complain about what the dead process left behind."""
    lib = ctx.style.stdlib
    texts = [("[W CudaIPCTypes.cpp:16] Producer process has been terminated before all shared CUDA tensors released. "
              "See Note [Sharing CUDA tensors]"),
             (f"{lib}/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be "
              f"{rng.randint(1, 9)} leaked semaphore objects to clean up at shutdown"),
             "  warnings.warn('resource_tracker: There appear to be %d '"]
    return [(rank_err(rank), [Line(t, text) for text in texts])]


SHUTDOWN: Mapping[str, NoiseFn] = MappingProxyType({"dataloader_shutdown": dataloader_shutdown,
                                                   "leaked_resources": leaked_resources})


def chosen_late(ctx: JobContext, rng: random.Random, herrings: list[str]) -> tuple[list[str], list[str]]:
    """Hang and shutdown kinds: the spec's, or each with some chance."""
    if ctx.spec.noise:
        return [k for k in herrings if k in HANG_KINDS], [k for k in ctx.spec.noise if k in SHUTDOWN]
    hang = [k for k in herrings if k in HANG_KINDS and rng.random() < 0.3]
    return hang, [k for k in SHUTDOWN if rng.random() < 0.25]


def waiting_ranks(failure: Failure, ends: Mapping[int, RankEnd], start: float) -> list[int]:
    """Ranks other than the culprit that write lines and live on after the failure began."""
    return [r for r, end in sorted(ends.items())
            if r != failure.rank and r not in failure.silent and end.t > start + 0.05]


def add_hang_noise(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd],
                   kinds: list[str], rng: random.Random) -> None:
    """Retries that succeed on ranks still alive after the root cause showed (before their own cascade end)."""
    decisive = [line.t for lines in streams.frozen().values() for line in lines if line.decisive]
    start = max([ctx.times.fail, *decisive])
    waiting = waiting_ranks(failure, ends, start)
    for kind in kinds if waiting else []:
        rank = rng.choice(waiting)
        gap = ends[rank].t - start
        t = start + gap * rng.uniform(0.05, 0.3)
        for channel, lines in NOISE[kind](ctx, rng, rank, t, min(10.0, gap * 0.5)):
            streams.add(channel, lines)


def dying_ranks(failure: Failure, ends: Mapping[int, RankEnd], rng: random.Random) -> list[int]:
    """The culprit when it raised, and up to two more ranks that exited with an error or SIGTERM."""
    talkers = [r for r, end in sorted(ends.items()) if end.code in (1, -15) and r not in failure.silent]
    culprit = [failure.rank] if failure.rank in talkers else []
    rest = [r for r in talkers if r != failure.rank]
    return culprit + rng.sample(rest, min(2, len(rest)))


def add_shutdown_chatter(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd],
                         kinds: list[str], rng: random.Random) -> None:
    """What dying processes print after their fatal error, just before they exit."""
    for rank in dying_ranks(failure, ends, rng) if kinds else []:
        for i, kind in enumerate(kinds):
            t = ends[rank].t - 0.004 + i * 0.001
            for channel, lines in SHUTDOWN[kind](ctx, rng, rank, t, 0.001):
                streams.add(channel, lines)


def add_late_noise(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd],
                   herrings: list[str], rng: random.Random) -> None:
    hang, shutdown = chosen_late(ctx, rng, herrings)
    add_hang_noise(ctx, streams, failure, ends, hang, rng)
    add_shutdown_chatter(ctx, streams, failure, ends, shutdown, rng)
