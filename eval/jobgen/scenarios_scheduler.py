"""Builders of scheduler-ended jobs (time limit, preemption, cancel) and of unknown deaths."""

from __future__ import annotations

import random
from types import MappingProxyType

from eval.jobgen.blocks import SIGNAL_NAMES, pick_rank
from eval.jobgen.context import JobContext
from eval.jobgen.streams import SCHED, Failure, Line, RankEnd, Streams
from eval.jobgen.style import format_time


def scheduler_end(ctx: JobContext, streams: Streams, variant: str, reason: str, why: str) -> Failure:
    """The scheduler ended the job: slurmstepd banners, then every rank gets SIGTERM."""
    t, job, head = ctx.times.fail, ctx.topo.job_id, ctx.topo.hosts[0]
    suffix = f" DUE TO {reason}" if reason else ""
    when = format_time(t, "slurm")
    job_line = f"slurmstepd: error: *** JOB {job} ON {head} CANCELLED AT {when}{suffix} ***"
    step_line = f"slurmstepd: error: *** STEP {job}.0 ON {head} CANCELLED AT {when}{suffix} ***"
    banners = [job_line, step_line] if variant == "job_banner" else [step_line]
    lines = [Line(t + i * 0.01, text, i == 0) for i, text in enumerate(banners)]
    lines.append(Line(t + 0.05, "srun: Job step aborted: Waiting up to 32 seconds for job step to finish."))
    streams.add(SCHED, lines)
    return Failure(None, None, why, MappingProxyType({}), cascade="sigterm", cascade_from=t + 0.1,
                   scheduler_end=True, misleadable=False)


def build_time_limit(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    hours = (ctx.times.fail - ctx.times.start) / 3600
    return scheduler_end(ctx, streams, variant, "TIME LIMIT", f"the job reached its {hours:.0f} h wall-clock limit")


def build_preemption(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    return scheduler_end(ctx, streams, variant, "PREEMPTION", "Slurm preempted the job for a higher-priority job")


def build_cancelled(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    return scheduler_end(ctx, streams, variant, "", "the job was cancelled (scancel) while training normally")


def build_unknown(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    rank, t = pick_rank(ctx, rng), ctx.times.fail
    code = {"sigkill": -9, "sigsegv": -11, "bare_exit": 1}[variant]
    how = f"signal {SIGNAL_NAMES[code]}" if code < 0 else f"exit code {code}"
    return Failure(rank, ctx.topo.node_of(rank), f"rank {rank} died with {how} and no error text anywhere",
                   MappingProxyType({rank: RankEnd(t, code)}), cascade="sigterm", silent=frozenset({rank}),
                   exit_decisive=True, misleadable=False)
