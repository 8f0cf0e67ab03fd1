"""Turn a verdict into a recovery recommendation: action, retry, nodes to leave out, commands.

The commands are suggestions for a person or a scheduler hook; diagnose never runs them.
"""

import re
import shlex

from diagnose.taxonomy import TYPES
from diagnose.types import Finding, JobScan, Recommendation, Verdict

_SAFE_NODE = re.compile(r"^[A-Za-z0-9][\w.-]{0,62}$")  # only names Slurm could have reach a command
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


def recommend(verdict: Verdict, scan: JobScan) -> Recommendation:
    """The recovery for a verdict, refined by the rule that decided it and the nodes implicated."""
    t = TYPES[verdict.type]
    root = verdict.root
    action = (root.action if root and root.action else t.action)
    exclude = _nodes_to_exclude(verdict, action)
    if verdict.type == "network_error":
        action = "restart_excluding_node" if exclude else "restart_from_checkpoint"
    elif action == "restart_excluding_node" and not exclude:
        action = "restart_from_checkpoint"
    reason = _reason(verdict, action, exclude)
    return Recommendation(action, t.retry, exclude, reason, _commands(verdict, action, exclude, scan.slurm_job_id))


def _nodes_to_exclude(verdict: Verdict, action: str) -> tuple[str, ...]:
    root = verdict.root
    if root is None or root.exclude_node is False:
        return ()
    if verdict.type == "network_error":
        nodes = {f.line.node for f in _live_of_type(verdict, "network_error")} | {verdict.culprit_node}
        nodes.discard(None)
        return tuple(nodes) if len(nodes) == 1 else ()
    wants = root.exclude_node or (TYPES[verdict.type].node_level and action == "restart_excluding_node")
    node = verdict.culprit_node
    return (node,) if wants and node and _SAFE_NODE.match(node) else ()


def _live_of_type(verdict: Verdict, type_id: str) -> list[Finding]:
    return [d.finding for d in verdict.cascade if d.finding.type == type_id and not d.finding.event.survived]


def _reason(verdict: Verdict, action: str, exclude: tuple[str, ...]) -> str:
    if verdict.root is None:
        return "No rule explains the failure; a person should read the candidate events."
    where = f"node {exclude[0]}" if exclude else "no single node"
    retry = "an unchanged retry can succeed" if TYPES[verdict.type].retry else "an unchanged retry would fail again"
    return f"{verdict.type} ({verdict.category}) implicates {where}; {retry}; action {action}."


def _commands(verdict: Verdict, action: str, exclude: tuple[str, ...], job_id: str | None) -> tuple[str, ...]:
    job = job_id if job_id and job_id.isdigit() else "<jobid>"
    nodes = ",".join(exclude)
    why = shlex.quote(f"diagnose: {verdict.type} in job {job}")
    if action == "restart_excluding_node" and exclude:
        return tuple([f"scontrol update nodename={n} state=drain reason={why}" for n in exclude]
                     + [f"sbatch --exclude={nodes} <job-script>"])
    if action == "restart_from_checkpoint":
        return ("sbatch <job-script>  # resumes from the latest checkpoint",)
    if action == "resume_with_more_time":
        return ("sbatch --time=<longer-limit> <job-script>  # resumes from the latest checkpoint",)
    if action == "requeue":
        return (f"scontrol requeue {job}",)
    hint = _HINTS.get(verdict.type)
    return (hint,) if hint else ()
