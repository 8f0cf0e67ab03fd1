"""Planning a job: draw its context from the seed, then every line except training progress."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from eval.jobgen.cascade import add_cascades, compute_ends
from eval.jobgen.context import JobContext
from eval.jobgen.herrings import NOISE, add_herrings
from eval.jobgen.late import SHUTDOWN, add_late_noise
from eval.jobgen.progress import estimate_pad_lines
from eval.jobgen.reports import add_launcher_reports
from eval.jobgen.scenarios import SCENARIOS
from eval.jobgen.spec import COMPRESSIONS, LAYOUTS, JobSpec
from eval.jobgen.startup import add_startup
from eval.jobgen.streams import Channel, Failure, Line, Streams
from eval.jobgen.style import make_style
from eval.jobgen.topology import Topology, make_hosts, make_timeline


@dataclass(frozen=True)
class JobPlan:
    """A job before it is written: every non-progress line, and what happened."""

    ctx: JobContext
    variant: str
    lines: Mapping[Channel, tuple[Line, ...]]
    failure: Failure
    cascade: str
    misleading: bool


def make_context(spec: JobSpec, variant: str, rng: random.Random) -> JobContext:
    nodes = -(-spec.ranks // spec.ranks_per_node)
    topo = Topology(spec.ranks, spec.ranks_per_node, make_hosts(rng, nodes), rng.randint(100000, 9999999),
                    rng.randint(20000, 3000000), rng.randint(1, 250))
    style = make_style(spec, variant, rng)
    times = make_timeline(spec, rng, estimate_pad_lines(spec, style))
    kernel_logs = (spec.layout == "node_dirs" or variant in SCENARIOS[spec.scenario].kernel_variants
                   or rng.random() < 0.4)
    return JobContext(spec, topo, times, style, kernel_logs)


def check_spec(spec: JobSpec) -> None:
    """Raises ValueError naming the first field of `spec` that cannot be generated."""
    if spec.scenario not in SCENARIOS:
        raise ValueError(f"unknown scenario {spec.scenario!r}; expected one of {', '.join(SCENARIOS)}")
    if spec.layout not in LAYOUTS:
        raise ValueError(f"unknown layout {spec.layout!r}; expected one of {', '.join(LAYOUTS)}")
    if spec.compress not in COMPRESSIONS:
        raise ValueError(f"unknown compression {spec.compress!r}; expected one of {COMPRESSIONS}")
    if spec.ranks < 1 or spec.ranks_per_node < 1 or spec.target_bytes < 0:
        raise ValueError("ranks and ranks_per_node must be >= 1 and target_bytes >= 0")
    unknown = [k for k in spec.noise if k not in NOISE and k not in SHUTDOWN]
    if unknown:
        raise ValueError(f"unknown noise kind {unknown[0]!r}; expected one of {', '.join([*NOISE, *SHUTDOWN])}")
    allowed = SCENARIOS[spec.scenario].variants_for(spec.layout)
    if spec.variant and spec.variant not in allowed:
        raise ValueError(f"variant {spec.variant!r} of {spec.scenario} does not fit layout {spec.layout}; "
                         f"expected one of {', '.join(allowed)}")


Builder = Callable[[JobContext, Streams, random.Random, str], Failure]


def plan_job(spec: JobSpec, build: Builder | None = None) -> JobPlan:
    """Plan every line of the job except training progress; `build` plans the failure in place of the
    scenario's own builder (a job around a given decisive line)."""
    check_spec(spec)
    rng = random.Random(f"jobgen:{spec.seed}:{spec.scenario}:{spec.layout}:{spec.ranks}")
    variant = spec.variant or ("given" if build else rng.choice(SCENARIOS[spec.scenario].variants_for(spec.layout)))
    ctx = make_context(spec, variant, rng)
    streams = Streams()
    add_startup(ctx, streams)
    herrings = add_herrings(ctx, streams, rng)
    failure = (build or SCENARIOS[spec.scenario].build)(ctx, streams, rng, variant)
    cascade = failure.cascade or rng.choice(("watchdog", "watchdog", "remote"))
    misleading = failure.misleadable and failure.rank is not None and rng.random() < 1 / 3
    ends = compute_ends(ctx, failure, cascade, misleading, rng)
    add_cascades(ctx, streams, failure, ends, rng)
    if spec.red_herrings:
        add_late_noise(ctx, streams, failure, ends, herrings, rng)
    add_launcher_reports(ctx, streams, failure, ends)
    return JobPlan(ctx, variant, streams.frozen(), failure, cascade, misleading)
