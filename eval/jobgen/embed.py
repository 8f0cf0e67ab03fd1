"""A noisy multi-rank job around a given decisive line: startup and healthy training chatter, every kind of
survived noise, the line on a chosen rank (or its node's kernel log, or the scheduler's output, where such a
line is written), and the cascade, hang retries and shutdown chatter on the other ranks.

    embed_job(["RuntimeError: CUDA error: an illegal memory access was encountered"], "cuda_error", out, seed=3)

Rules' match examples run through it (tests/test_rule_examples_pipeline.py): a rule is only as good as the
verdict it yields in a whole job.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from pathlib import Path
from types import MappingProxyType

from eval.jobgen.context import JobContext
from eval.jobgen.generate import generate_job
from eval.jobgen.herrings import NOISE
from eval.jobgen.late import SHUTDOWN
from eval.jobgen.plan import Builder
from eval.jobgen.spec import GroundTruth, JobSpec
from eval.jobgen.streams import (
    SCHED,
    Channel,
    Failure,
    Line,
    RankEnd,
    Streams,
    kernel,
    rank_err,
)

_KERNEL = re.compile(r"^\s*\[\s*\d+\.\d+\]|NVRM:|^kernel:|\bkernel: |^\w{3} +\d+ [\d:]+ \S+ kernel:")
_SCHEDULER = re.compile(r"^\s*(?:slurmstepd|srun|sbatch|salloc): ")
_OWN_RANK = re.compile(r"^\s*(?:\[rank(\d+)\]:|(\d+): )")  # a launcher prefix the line already carries


def channel_for(text: str, ctx: JobContext, rank: int) -> Channel:
    """Where a process writes such a line: the kernel log of the rank's node, the scheduler's output, or the
    rank's own stderr."""
    if _KERNEL.search(text) and ctx.kernel_logs:
        return kernel(ctx.topo.node_of(rank))
    return SCHED if _SCHEDULER.match(text) else rank_err(rank)


def given_failure(lines: Sequence[str], rank: int | None) -> Builder:
    """A failure builder that writes `lines` (the last one decisive) on `rank` (drawn when None), ends it, and
    has the launcher stop the others."""
    def build(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
        culprit = rng.randrange(ctx.topo.ranks) if rank is None else rank
        t = ctx.times.fail + 1.0
        channel = channel_for(lines[-1], ctx, culprit)
        streams.add(channel, [Line(t + i * 0.001, text, i == len(lines) - 1) for i, text in enumerate(lines)])
        ends = MappingProxyType({culprit: RankEnd(t + 0.4, 1, lines[-1])})
        # The launcher stops the other ranks (SIGTERM) once the culprit exits: an untimed given line is then not
        # set against other ranks' timed watchdog reports of the same precedence, which no log could order.
        return Failure(culprit, ctx.topo.node_of(culprit), f"rank {culprit} wrote the given line", ends,
                       cascade="sigterm", cascade_from=t + 0.5, misleadable=False)
    return build


def embed_job(lines: str | Sequence[str], type_id: str, out_dir: Path, *, seed: int, rank: int | None = None,
              ranks: int = 4, ranks_per_node: int = 2, layout: str = "per_rank",
              noise: Sequence[str] = (*NOISE, *SHUTDOWN)) -> GroundTruth:
    """Writes a job whose root cause is `lines` (one line, or a block whose last line is decisive) of type
    `type_id`, with every noise kind in `noise`; returns its ground truth."""
    block = lines.splitlines() if isinstance(lines, str) else list(lines)
    own = _OWN_RANK.match(block[-1])
    if own:  # the line names its rank: it goes on that rank, and the job has that many ranks
        rank = int(own.group(1) or own.group(2))
        ranks = max(ranks, -(-(rank + 1) // ranks_per_node) * ranks_per_node)
    spec = JobSpec(scenario=type_id, ranks=ranks, ranks_per_node=ranks_per_node, layout=layout, seed=seed,
                   noise=tuple(noise))
    return generate_job(spec, out_dir, given_failure(block, rank))
