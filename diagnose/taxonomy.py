"""The failure taxonomy of ../shared/taxonomy.md: type ids, categories, actions, retry."""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class FailureType:
    """One row of the taxonomy table."""

    id: str
    category: str
    action: str
    retry: bool
    hardware: bool = False  # precedence rule 2: hardware evidence beats the software error it triggers
    node_level: bool = False  # the culprit node is left out of the restart


def _row(id_: str, category: str, action: str, retry: bool, **kw: bool) -> FailureType:
    return FailureType(id_, category, action, retry, **kw)


TYPES: dict[str, FailureType] = {
    t.id: t
    for t in (
        _row("gpu_hardware", "infrastructure", "restart_excluding_node", True, hardware=True, node_level=True),
        _row("nvlink_error", "infrastructure", "restart_excluding_node", True, hardware=True, node_level=True),
        _row("network_error", "infrastructure", "restart_excluding_node", True),
        _row("node_failure", "infrastructure", "restart_excluding_node", True, hardware=True, node_level=True),
        _row("storage_error", "infrastructure", "restart_from_checkpoint", True),
        _row("connection_error", "infrastructure", "restart_from_checkpoint", True),
        _row("cuda_error", "infrastructure", "restart_from_checkpoint", True),
        _row("nccl_timeout", "infrastructure", "restart_from_checkpoint", True),
        _row("time_limit", "scheduler", "resume_with_more_time", True),
        _row("preemption", "scheduler", "requeue", True),
        _row("cancelled", "scheduler", "none", False),
        _row("cuda_oom", "framework", "adjust_resources", False),
        _row("host_oom", "framework", "adjust_resources", False),
        _row("disk_full", "framework", "free_space", False),
        _row("loss_divergence", "framework", "rollback_checkpoint", False),
        _row("checkpoint_corrupt", "framework", "rollback_checkpoint", False),
        _row("dataset_error", "framework", "fix_data", False),
        _row("dependency_error", "framework", "fix_environment", False),
        _row("code_bug", "script", "fix_code", False),
        _row("config_error", "script", "fix_config", False),
        _row("device_assert", "script", "fix_code", False),
        _row("unknown", "unknown", "investigate", False),
    )
}

UNKNOWN = TYPES["unknown"]
CATEGORIES = ("infrastructure", "scheduler", "framework", "script", "unknown")
