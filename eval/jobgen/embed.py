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
from datetime import datetime, timezone
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
# A date with its year, as ISO 8601, Python's logging, Slurm and most loggers write it (read here, not with the
# pipeline's own parser, so that the generator stays independent of what it tests).
_DATE_WITH_YEAR = re.compile(r"\b(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)\b")
_SCHEDULER = re.compile(r"^\s*(?:\d+: )?(?:slurmstepd(?:-\S+)?|srun|sbatch|salloc): ")  # srun --label; slurmstepd-NODE:
_OWN_RANK = re.compile(r"^\s*(?:\[rank(\d+)\]:|(\d+): )")  # a launcher prefix the line already carries
# A given line that reports its own process's death by a signal (bash's job-control words, strsignal's text, a
# launcher's exit code) makes the launcher report that signal: an exit code of 1 beside "Killed" is a job no
# machine writes. A SIGTERM a program says it received and handled (it saved and stopped) is no such death.
_DEATH_BY_SIGNAL = (
    (-9, re.compile(r"\bKilled\b|SIGKILL|\bsignal 9\b|exit ?code:? ?(?:-9|137)\b|已杀死")),
    (-15, re.compile(r"\bTerminated\b|Signal 15 \(SIGTERM\) received|\bsignal 15\b|with signal SIGTERM\b|"
                     r"exit ?code:? ?(?:-15|143)\b")),
    (-6, re.compile(r"\bAborted\b|SIGABRT|\bsignal 6\b")),
    (-11, re.compile(r"Segmentation fault|SIGSEGV|\bsignal 11\b")),
)
# The types whose scheduler line ends the whole job: Slurm signals every task, and no rank is the culprit.
_SCHEDULER_ENDS = frozenset({"time_limit", "preemption", "cancelled"})


def channel_for(text: str, ctx: JobContext, rank: int) -> Channel:
    """Where a process writes such a line: the kernel log of the rank's node, the scheduler's output, or the
    rank's own stderr."""
    if _KERNEL.search(text) and ctx.kernel_logs:
        return kernel(ctx.topo.node_of(rank))
    return SCHED if _SCHEDULER.match(text) else rank_err(rank)


def own_date(lines: Sequence[str]) -> float | None:
    """The epoch second of the latest of `lines`' dated stamps (a stamp with its year), if any. A real line keeps its
    own date: the job is set around it, or its date would fall before the generated job's later training steps, which
    would then read as the rank having gone on after it."""
    stamps = []
    for m in (m for line in lines if (m := _DATE_WITH_YEAR.search(line))):
        try:
            stamps.append(datetime(*map(int, m.groups()), tzinfo=timezone.utc).timestamp())
        except ValueError:  # not a date after all (month 13, hour 25)
            continue
    return max(stamps, default=None)


def exit_code_of(line: str) -> int:
    """The exit code a launcher reports for a process whose last words are `line`: minus the signal it says
    killed the process, else 1."""
    return next((code for code, said in _DEATH_BY_SIGNAL if said.search(line)), 1)


def given_failure(lines: Sequence[str], rank: int | None, type_id: str) -> Builder:
    """A failure builder that writes `lines` (the last one decisive) on `rank` (drawn when None), ends it, and
    has the launcher stop the others; a scheduler's line of a type that ends the whole job signals every rank."""
    def build(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
        culprit = rng.randrange(ctx.topo.ranks) if rank is None else rank
        t = ctx.times.fail + 1.0
        channel = channel_for(lines[-1], ctx, culprit)
        streams.add(channel, [Line(t + i * 0.001, text, i == len(lines) - 1) for i, text in enumerate(lines)])
        if channel == SCHED and type_id in _SCHEDULER_ENDS:
            return Failure(None, None, "the scheduler wrote the given line and signalled the job", MappingProxyType({}),
                           cascade="sigterm", cascade_from=t + 0.1, scheduler_end=True, misleadable=False)
        ends = MappingProxyType({culprit: RankEnd(t + 0.4, exit_code_of(lines[-1]), lines[-1])})
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
                   noise=tuple(noise), fail_at=own_date(block))
    return generate_job(spec, out_dir, given_failure(block, rank, type_id))
