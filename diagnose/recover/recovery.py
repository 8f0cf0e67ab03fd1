"""Turn a verdict into a recovery recommendation: action, retry, nodes to leave out or drain, the checkpoint
to resume from, and commands.

The taxonomy's action is refined in four steps: the rule's own refinement and the nodes implicated;
NVIDIA's immediate action for an Xid on the decisive line; the history of this run and of the culprit
node (restart loops, repeat offenders); the checkpoints on disk. The commands are suggestions for a
person or a scheduler hook; diagnose never runs them.
"""

import re
import shlex
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path

from diagnose.ingest.steps import divergence_step
from diagnose.records import Finding, JobScan, Recommendation, Verdict
from diagnose.recover import xid
from diagnose.recover.checkpoints import Checkpoint, CheckpointScan, find_checkpoints
from diagnose.recover.history import History, HistoryPolicy, PastFailure, load_history
from diagnose.store.database import Store
from diagnose.taxonomy import TYPES

NO_REQUEUE_EXIT = 93  # "do not requeue": a retry cannot fix this (NVRx's --ft-no-restart-exit-code)

_SAFE_NODE = re.compile(r"^[A-Za-z0-9][\w.-]{0,62}$")  # only names Slurm could have reach a command
_SAFE_BUS = re.compile(r"^[0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]$")
_XID_TYPES = ("gpu_hardware", "nvlink_error", "cuda_error")
_RESTARTS = ("restart_from_checkpoint", "restart_excluding_node", "resume_with_more_time", "requeue")
_HINTS = {
    "cuda_oom": "# lower the micro-batch size, enable activation checkpointing, or raise tensor/pipeline parallelism;"
                " export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True against fragmentation",
    "host_oom": "# request more host memory (sbatch --mem=...) or use fewer DataLoader workers",
    "disk_full": "# free space or raise the quota on the checkpoint/output filesystem (df -h, lfs quota)",
    "loss_divergence": "# resume from an earlier checkpoint, skip the offending data, lower the learning rate",
    "checkpoint_corrupt": "# resume from the previous complete checkpoint",
    "dataset_error": "# fix or regenerate the data shard named in the evidence",
    "dependency_error": "# fix the environment: matching versions of torch, CUDA and the failing extension",
    "code_bug": "# fix the code at the frame named in the evidence; an unchanged retry fails again",
    "config_error": "# fix the arguments or configuration named in the evidence",
    "device_assert": "# rerun with CUDA_LAUNCH_BLOCKING=1 to locate the kernel; check indices and labels in the data",
    "cancelled": "# cancelled by a user or admin: nothing to do",
    "unknown": "# read the candidate events listed above",
}


@dataclass(frozen=True, slots=True)
class _Plan:
    """The recommendation while it is being refined."""

    action: str
    retry: bool
    exclude: tuple[str, ...]
    drain: tuple[str, ...]
    reasons: tuple[str, ...] = ()  # sentences added to the base reason
    commands: tuple[str, ...] = ()  # GPU or node commands that precede the restart's own
    looping: bool = False  # the same failure recurred after a restart
    resume: Checkpoint | None = None


@dataclass(frozen=True, slots=True)
class RecoveryContext:
    """What the recommendation may consult besides the verdict: the history (and which run this job is), the
    job's checkpoints, the clock. The default consults nothing."""

    store: Store | None = None
    run: str | None = None  # this job across restarts (slurm:<id>, a supervisor's run id)
    policy: HistoryPolicy = HistoryPolicy()
    checkpoint_dir: Path | None = None
    now: datetime | None = None


def recover(verdict: Verdict, scan: JobScan, signature_id: str | None,
            context: RecoveryContext = RecoveryContext()) -> Recommendation:
    """The recovery for a verdict in its context: the one place a diagnosis gets its recommendation."""
    history = None if context.store is None else load_history(
        context.store, verdict.culprit_node, signature_id, run=context.run, policy=context.policy, now=context.now)
    return recommend(verdict, scan, history=history, checkpoint_dir=context.checkpoint_dir, now=context.now)


def recommend(verdict: Verdict, scan: JobScan, *, history: History | None = None, checkpoint_dir: Path | None = None,
              now: datetime | None = None) -> Recommendation:
    """The recovery for a verdict, refined by its rule, its Xid, the history and the checkpoints on disk."""
    plan = _apply_xid(_base_plan(verdict), verdict)
    if history is not None:
        plan = _apply_history(plan, verdict, history, _utc(now or datetime.now(timezone.utc)))
    if checkpoint_dir is not None:
        plan = _apply_checkpoints(plan, verdict, scan, find_checkpoints(checkpoint_dir))
    reason = " ".join((_reason(verdict, plan.action, plan.exclude), *plan.reasons))
    resume = plan.resume
    return Recommendation(plan.action, plan.retry, plan.exclude, reason, _commands(plan, verdict, scan.slurm_job_id),
                          plan.drain, str(resume.path) if resume else None, resume.step if resume else None)


def no_requeue(recovery: Recommendation, type_id: str) -> bool:
    """A scheduler should not requeue: the cause is known and a retry cannot fix it (exit NO_REQUEUE_EXIT)."""
    return not recovery.retry and type_id != "unknown"


def _base_plan(verdict: Verdict) -> _Plan:
    """The taxonomy's action, the rule's refinement, and the nodes the evidence implicates."""
    t = TYPES[verdict.type]
    root = verdict.root
    action = (root.action if root and root.action else t.action)
    exclude = _nodes_to_exclude(verdict, action)
    if verdict.type == "network_error":
        action = "restart_excluding_node" if exclude else "restart_from_checkpoint"
    elif action == "restart_excluding_node" and not exclude:
        action = "restart_from_checkpoint"
    drain = exclude if action == "restart_excluding_node" else ()
    return _Plan(action, t.retry, exclude, drain)


def _nodes_to_exclude(verdict: Verdict, action: str) -> tuple[str, ...]:
    root = verdict.root
    if root is None or root.exclude_node is False:
        return ()
    if verdict.type == "network_error":
        nodes = {f.line.node for f in _live_of_type(verdict, "network_error")} | {verdict.culprit_node}
        nodes.discard(None)
        return tuple(nodes) if len(nodes) == 1 else ()
    wants = root.exclude_node or (TYPES[verdict.type].node_level and action == "restart_excluding_node")
    node = _safe_node(verdict.culprit_node)
    return (node,) if wants and node else ()


def _live_of_type(verdict: Verdict, type_id: str) -> list[Finding]:
    return [d.finding for d in verdict.cascade if d.finding.type == type_id and not d.finding.event.survived]


def _safe_node(node: str | None) -> str | None:
    return node if node and _SAFE_NODE.match(node) else None


def _apply_xid(plan: _Plan, verdict: Verdict) -> _Plan:
    """NVIDIA's immediate action for the Xid on the decisive line (else on the evidence)."""
    if verdict.type not in _XID_TYPES or verdict.root is None:
        return plan
    hit = next(filter(None, (xid.find_xid(ln.message) for ln in (verdict.root.line, *verdict.evidence))), None)
    if hit is None:
        return plan
    row = hit.row
    said = f"Xid {hit.code} ({row.mnemonic}): NVIDIA's immediate action is {row.action}" + \
        (f" ({row.note})." if row.note else ".")
    if row.action in (xid.IGNORE, xid.RESTART_APP):
        action = "restart_from_checkpoint" if plan.action == "restart_excluding_node" else plan.action
        return replace(plan, action=action, exclude=(), drain=(),
                       reasons=plan.reasons + (said + " Application-level: the node stays in service.",))
    node = _safe_node(verdict.culprit_node)
    gpu = hit.bus if hit.bus and _SAFE_BUS.match(hit.bus) else "<gpu>"
    where = node or "<node>"
    if row.action == xid.RESET_GPU:
        commands = (f"nvidia-smi -r -i {gpu}  # on {where}, once its jobs have drained",
                    f"scontrol update nodename={where} state=resume  # after the reset succeeded")
    else:
        why = shlex.quote(f"diagnose: Xid {hit.code}")
        commands = (f"scontrol reboot ASAP nextstate=RESUME reason={why} {where}",)
    nodes = (node,) if node else ()
    return replace(plan, action="restart_excluding_node" if node else plan.action, exclude=nodes, drain=nodes,
                   reasons=plan.reasons + (said,), commands=plan.commands + commands)


def _apply_history(plan: _Plan, verdict: Verdict, history: History, now: datetime) -> _Plan:
    """Earlier failures within the policy's window: restart loops, repeat-offender nodes, recurring CUDA errors."""
    recent = tuple(f for f in history.failures if _utc(f.at) >= now - history.policy.window)
    plan = _stop_loops(plan, verdict, history, recent)
    plan = _drain_repeat_offender(plan, verdict, history, recent)
    return _exclude_recurring_cuda_error(plan, verdict, recent)


def _stop_loops(plan: _Plan, verdict: Verdict, history: History, recent: tuple[PastFailure, ...]) -> _Plan:
    # Scheduler endings (time limit, preemption) recur by design in a chain of resumed jobs.
    if not plan.retry or verdict.category == "scheduler" or history.run is None or history.signature_id is None:
        return plan
    earlier = [f for f in recent if f.run == history.run and f.signature_id == history.signature_id]
    if len(earlier) < history.policy.signature_retries:
        return plan
    seen = ", ".join(f"#{f.id} ({f.job}, {_iso(f.at)})" for f in earlier[:5])
    said = (f"The same failure (signature {history.signature_id[:12]}) was already diagnosed {len(earlier)} "
            f"time(s) in this run: {seen}; automatic retries stop here to avoid a restart loop.")
    return replace(plan, retry=False, looping=True, reasons=plan.reasons + (said,))


def _drain_repeat_offender(plan: _Plan, verdict: Verdict, history: History, recent: tuple[PastFailure, ...]) -> _Plan:
    node = _safe_node(verdict.culprit_node)
    if node is None or verdict.category != "infrastructure":
        return plan
    earlier = [f for f in recent if f.node == node and f.category == "infrastructure"]
    if len(earlier) + 1 < history.policy.node_failures:
        return plan
    hours = history.policy.window.total_seconds() / 3600
    ids = ", ".join(f"#{f.id} {f.type}" for f in earlier[:5])
    said = (f"Node {node} had {len(earlier) + 1} infrastructure failures within {hours:g} h ({ids}, and this one): "
            "drain it.")
    return replace(plan, action="restart_excluding_node" if plan.retry else plan.action,
                   exclude=_add(plan.exclude, node), drain=_add(plan.drain, node), reasons=plan.reasons + (said,))


def _exclude_recurring_cuda_error(plan: _Plan, verdict: Verdict, recent: tuple[PastFailure, ...]) -> _Plan:
    node = _safe_node(verdict.culprit_node)
    if verdict.type != "cuda_error" or node is None:
        return plan
    earlier = [f for f in recent if f.type == "cuda_error" and f.node == node]
    if not earlier:
        return plan
    said = f"cuda_error recurred on {node} (earlier: {', '.join(f'#{f.id}' for f in earlier[:5])}): leave the node out."
    return replace(plan, action="restart_excluding_node" if plan.retry else plan.action,
                   exclude=_add(plan.exclude, node), reasons=plan.reasons + (said,))


def _add(nodes: tuple[str, ...], node: str) -> tuple[str, ...]:
    return nodes if node in nodes else nodes + (node,)


def _apply_checkpoints(plan: _Plan, verdict: Verdict, scan: JobScan, found: CheckpointScan) -> _Plan:
    """The checkpoint to resume from: before the divergence, before a corrupt one, else the newest intact."""
    if verdict.type == "loss_divergence":
        began = divergence_step(verdict, scan)
        choice = found.newest_good(before_step=began.step if began else None)
        limit = f"before the divergence at step {began.step} ({began.where})" if began else \
            "(the step the divergence began is not in the logs: check that this checkpoint predates it)"
    elif verdict.type == "checkpoint_corrupt":
        named = _named_in_evidence(verdict, found)
        steps = [c.step for c in named if c.step is not None]
        choice = found.newest_good(before_step=min(steps) if steps else None, skip=frozenset(c.path for c in named))
        limit = f"older than {', '.join(c.path.name for c in named)}, which the log names" if named else ""
    elif plan.action in _RESTARTS:
        choice, limit = found.newest_good(), ""
    else:
        return plan
    return replace(plan, resume=choice, reasons=plan.reasons + (_checkpoint_reason(choice, limit, found),))


def _named_in_evidence(verdict: Verdict, found: CheckpointScan) -> list[Checkpoint]:
    texts = [ln.raw for ln in verdict.evidence] + ([ln.raw for ln in verdict.root.event.lines] if verdict.root else [])
    return [c for c in found.checkpoints if any(re.search(rf"\b{re.escape(c.path.name)}\b", t) for t in texts)]


def _checkpoint_reason(choice: Checkpoint | None, limit: str, found: CheckpointScan) -> str:
    bad = [c for c in found.checkpoints if not c.ok]
    skipped = " Skipped: " + "; ".join(f"{c.path.name} ({c.problems[0]})" for c in bad[:3]) + "." if bad else ""
    if choice is None:
        return f"No intact checkpoint under {found.root} {limit}".rstrip() + "." + skipped
    step = f" (step {choice.step})" if choice.step is not None else ""
    return f"Resume from {choice.path}{step}, the newest intact checkpoint {limit}".rstrip() + "." + skipped


def _reason(verdict: Verdict, action: str, exclude: tuple[str, ...]) -> str:
    if verdict.root is None:
        return "No rule explains the failure; a person should read the candidate events."
    where = f"node {', '.join(exclude)}" if exclude else "no single node"
    retry = "an unchanged retry can succeed" if TYPES[verdict.type].retry else "an unchanged retry would fail again"
    return f"{verdict.type} ({verdict.category}) implicates {where}; {retry}; action {action}."


def _commands(plan: _Plan, verdict: Verdict, job_id: str | None) -> tuple[str, ...]:
    job = job_id if job_id and job_id.isdigit() else "<jobid>"
    why = shlex.quote(f"diagnose: {verdict.type} in job {job}")
    out = [f"scontrol update nodename={n} state=drain reason={why}" for n in plan.drain] + list(plan.commands)
    if plan.looping:
        return tuple(out + ["# the same failure recurred after a restart: investigate before resubmitting"])
    out += _resume_commands(plan.resume)
    if plan.action == "restart_excluding_node" and plan.exclude:
        return tuple(out + [f"sbatch --exclude={','.join(plan.exclude)} <job-script>"])
    if plan.action == "restart_from_checkpoint":
        return tuple(out + ["sbatch <job-script>  # resumes from the latest checkpoint"])
    if plan.action == "resume_with_more_time":
        return tuple(out + ["sbatch --time=<longer-limit> <job-script>  # resumes from the latest checkpoint"])
    if plan.action == "requeue":
        return tuple(out + [f"scontrol requeue {job}"])
    hint = _HINTS.get(verdict.type)
    return tuple(out + ([hint] if hint else []))


def _resume_commands(c: Checkpoint | None) -> list[str]:
    if c is None:
        return []
    path, parent = shlex.quote(str(c.path)), shlex.quote(str(c.path.parent))
    hints = {
        "megatron": f"# Megatron-LM: --load {parent} --ckpt-step {c.step}",
        "deepspeed": f"# DeepSpeed: engine.load_checkpoint({str(c.path.parent)!r}, tag={c.path.name!r})",
        "hf": f"# Hugging Face Trainer: --resume_from_checkpoint {path}",
        "dcp": f"# torch.distributed.checkpoint: dcp.load(state_dict, checkpoint_id={str(c.path)!r})",
    }
    return [f"export DIAGNOSE_RESUME_FROM={path}", hints[c.layout]]


def _utc(t: datetime) -> datetime:
    return t.replace(tzinfo=timezone.utc) if t.tzinfo is None else t.astimezone(timezone.utc)


def _iso(t: datetime) -> str:
    return _utc(t).strftime("%Y-%m-%dT%H:%M:%SZ")
