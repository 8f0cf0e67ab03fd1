"""Layouts: which file and prefix each channel gets, a codec per file, progress per rank."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from eval.jobgen.context import JobContext
from eval.jobgen.plan import JobPlan
from eval.jobgen.progress import (
    PadSpec,
    ProgressRenderer,
    estimate_pad_lines,
    metrics_pool,
    pad_specs,
    progress_format,
)
from eval.jobgen.streams import Channel, rank_out


@dataclass(frozen=True)
class Route:
    """The file a channel goes to (relative, before any compression suffix) and its line prefix."""

    path: str
    prefix: str = ""


def sched_path(ctx: JobContext) -> str:
    return "launcher.log" if ctx.spec.layout == "worker_err" else f"slurm-{ctx.topo.job_id}.out"


def route(ctx: JobContext, channel: Channel) -> Route:
    """The file and prefix a channel's lines get in this job's layout."""
    layout, host_of_node = ctx.spec.layout, ctx.topo.hosts
    if channel.kind == "sched":
        return Route(sched_path(ctx))
    if channel.kind == "launcher":
        return Route("train.log" if layout == "deepspeed_pdsh" else sched_path(ctx))
    if channel.kind == "kernel":
        host = host_of_node[channel.owner]
        return Route(f"{host}/dmesg.log" if layout == "node_dirs" else f"dmesg/{host}.log")
    if channel.kind == "agent":
        host = host_of_node[channel.owner]
        return {"node_dirs": Route(f"{host}/torchrun.log"), "torchrun_combined": Route(f"{host}.log"),
                "deepspeed_pdsh": Route("train.log", f"{host}: ")}.get(layout, Route(sched_path(ctx)))
    return rank_route(ctx, channel)


def rank_route(ctx: JobContext, channel: Channel) -> Route:
    """A rank's file and prefix: its own file, a node file with [rankN]:/[defaultN]:, or an srun label."""
    rank, layout = channel.owner, ctx.spec.layout
    host, name = ctx.topo.host_of(rank), ctx.style.rank_file.format(r=rank)
    tag = f"[rank{rank}]: " if ctx.style.torchrun_prefix == "rank" else f"[default{ctx.topo.local(rank)}]:"
    if layout == "node_dirs":
        return Route(f"{host}/{name}")
    if layout == "torchrun_combined":
        return Route(f"{host}.log", tag)
    if layout == "srun_label":
        return Route(sched_path(ctx), f"{rank:>{len(str(ctx.topo.ranks - 1))}}: ")
    if layout == "deepspeed_pdsh":
        return Route("train.log", f"{host}: {tag}")
    if layout == "worker_err":
        return Route(f"worker_{rank}.{'err' if channel.err else 'out'}")
    return Route(name)


def choose_codecs(paths: Iterable[str], compress: str, rng: random.Random) -> dict[str, str]:
    """Compression per file: none, all gzip, or a deterministic mix of plain, gz, bz2 and xz."""
    ordered = sorted(set(paths))
    if compress != "mixed":
        return {path: compress for path in ordered}
    shuffled = ordered[:]
    rng.shuffle(shuffled)
    return {path: ("gz", "", "bz2", "xz")[i % 4] for i, path in enumerate(shuffled)}


@dataclass(frozen=True)
class Layout:
    """The routed plan: a route per channel, a codec per file, progress per rank."""

    routes: Mapping[Channel, Route]
    codecs: Mapping[str, str]
    renderers: Mapping[int, ProgressRenderer]
    pads: Mapping[int, tuple[PadSpec, PadSpec]]


def lay_out(plan: JobPlan) -> Layout:
    """Routes, codecs, progress renderers and padding for a planned job."""
    ctx = plan.ctx
    channels = set(plan.lines) | {rank_out(r) for r in range(ctx.topo.ranks)}
    routes = {channel: route(ctx, channel) for channel in channels}
    codecs = choose_codecs((r.path for r in routes.values()), ctx.spec.compress,
                           random.Random(f"codecs:{ctx.spec.seed}"))
    # About one entry per progress line, so consecutive lines rarely repeat their metrics.
    size = min(1 << 17, max(64, estimate_pad_lines(ctx.spec, ctx.style)))
    pool = metrics_pool(ctx.style.progress, random.Random(f"metrics:{ctx.spec.seed}"), size)
    heads: dict[int, str] = {}  # one stamp style per job, so one cache of whole-second stamps
    renderers = {rank: ProgressRenderer(routes[rank_out(rank)].prefix, progress_format(ctx, rank), pool, ctx.times,
                                        heads) for rank in range(ctx.topo.ranks)}
    counts = pad_counts(plan, routes, renderers)
    pads = {rank: pad_specs(ctx, count) for rank, count in counts.items()}
    return Layout(MappingProxyType(routes), MappingProxyType(codecs), MappingProxyType(renderers),
                  MappingProxyType(pads))


def pad_counts(plan: JobPlan, routes: Mapping[Channel, Route],
               renderers: Mapping[int, ProgressRenderer]) -> dict[int, int]:
    """Progress lines per rank: a few dozen, or enough to bring the logs to target_bytes."""
    ctx = plan.ctx
    if not ctx.spec.target_bytes:
        count = random.Random(f"pad:{ctx.spec.seed}").randint(24, 60)
        return dict.fromkeys(range(ctx.topo.ranks), count)
    planned = sum((len(routes[ch].prefix) + len(line.text) + 1) for ch, lines in plan.lines.items() for line in lines)
    per_rank = max(0, ctx.spec.target_bytes - planned) / ctx.topo.ranks
    # The same count on every rank keeps them in step (same iterations, same seconds).
    line_bytes = sum(renderer.line_bytes(ctx.times) for renderer in renderers.values()) / len(renderers)
    return dict.fromkeys(range(ctx.topo.ranks), max(4, round(per_rank / line_bytes)))
