"""One job end to end: plan, lay out and write it, then its ground truth and label.json."""

from __future__ import annotations

import json
from pathlib import Path
from types import MappingProxyType

from eval.jobgen.layouts import lay_out
from eval.jobgen.plan import Builder, JobPlan, plan_job
from eval.jobgen.spec import TAXONOMY, GroundTruth, JobSpec
from eval.jobgen.writer import write_job

CASCADE_WORDS = MappingProxyType({"watchdog": "the other ranks hit NCCL watchdog timeouts",
                                  "remote": "the other ranks fail with ncclRemoteError",
                                  "sigterm": "the other ranks are terminated with SIGTERM"})


def ground_truth(plan: JobPlan, file: str, line: int) -> GroundTruth:
    """The GroundTruth of a written plan whose decisive line landed at file:line."""
    spec, failure, topo = plan.ctx.spec, plan.failure, plan.ctx.topo
    info = TAXONOMY[spec.scenario]
    if failure.rank is not None:
        node: str | None = topo.host_of(failure.rank)
    else:
        node = topo.hosts[failure.node] if failure.node is not None else None
    cascade = "every rank receives SIGTERM" if failure.scheduler_end else CASCADE_WORDS[plan.cascade]
    why = f"{failure.why}; {cascade}"
    if plan.misleading:
        why += "; the culprit hangs after its error, so the launcher's first observed failure is a cascade rank"
    return GroundTruth(spec.scenario, info.category, info.retry, info.action, knowable_rank(plan, file), node, file,
                       line, plan.variant, why, failure.hard or plan.misleading, ambiguous=unordered(plan))


def unordered(plan: JobPlan) -> bool:
    """Old PyTorch's watchdog lines carry no timestamp: every rank reports the same timeout, and which one
    fired first cannot be read from the logs."""
    return plan.ctx.spec.scenario == "nccl_timeout" and plan.variant == "legacy"


def knowable_rank(plan: JobPlan, decisive_file: str) -> int | None:
    """The culprit rank, unless the proof is a kernel line and no NCCL start-up line ties GPUs and pids to
    ranks: then the logs cannot name the rank, and the truth does not pretend they can."""
    in_kernel_log = "dmesg" in decisive_file
    return None if in_kernel_log and not plan.ctx.style.nccl_debug else plan.failure.rank


def generate_job(spec: JobSpec, out_dir: Path, build: Builder | None = None) -> GroundTruth:
    """Writes one failed job's logs into `out_dir` (created; must be empty) and returns its ground truth;
    `build`, when given, plans the failure in place of the scenario's builder."""
    out_dir = Path(out_dir)
    if out_dir.exists() and any(out_dir.iterdir()):
        raise FileExistsError(f"{out_dir}: not empty; jobs are written into a fresh folder")
    plan = plan_job(spec, build)
    layout = lay_out(plan)
    out_dir.mkdir(parents=True, exist_ok=True)
    file, line = write_job(out_dir, plan, layout)
    return ground_truth(plan, file, line)


def write_label(truth: GroundTruth, spec: JobSpec, out_dir: Path) -> Path:
    """Writes out_dir/label.json in the hand-labeled corpus's schema; returns its path."""
    label = {
        "type": truth.type, "category": truth.category, "retry": truth.retry, "action": truth.action,
        "culprit": {"rank": truth.rank, "node": truth.node, "file": truth.file, "line": truth.line},
        "source": "synthetic", "generator": "eval/jobgen", "seed": spec.seed, "scenario": spec.scenario,
        "variant": truth.variant, "layout": spec.layout, "split": "dev" if spec.seed % 2 == 0 else "test",
        "why": truth.why, "hard": truth.hard,
    }
    path = Path(out_dir) / "label.json"
    path.write_text(json.dumps(label, indent=2) + "\n", encoding="utf-8")
    return path
