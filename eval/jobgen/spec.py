"""What to generate and what it proves: JobSpec, GroundTruth, the taxonomy table and the layout names."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple


class TypeInfo(NamedTuple):
    """One row of shared/taxonomy.md: who acts, the default action, retry unchanged."""

    category: str
    action: str
    retry: bool


TAXONOMY: Mapping[str, TypeInfo] = MappingProxyType({
    "gpu_hardware": TypeInfo("infrastructure", "restart_excluding_node", True),
    "nvlink_error": TypeInfo("infrastructure", "restart_excluding_node", True),
    # Every synthetic network_error implicates one node, so the node is left out.
    "network_error": TypeInfo("infrastructure", "restart_excluding_node", True),
    "node_failure": TypeInfo("infrastructure", "restart_excluding_node", True),
    "storage_error": TypeInfo("infrastructure", "restart_from_checkpoint", True),
    "connection_error": TypeInfo("infrastructure", "restart_from_checkpoint", True),
    "cuda_error": TypeInfo("infrastructure", "restart_from_checkpoint", True),
    "nccl_timeout": TypeInfo("infrastructure", "restart_from_checkpoint", True),
    "time_limit": TypeInfo("scheduler", "resume_with_more_time", True),
    "preemption": TypeInfo("scheduler", "requeue", True),
    "cancelled": TypeInfo("scheduler", "none", False),
    "cuda_oom": TypeInfo("framework", "adjust_resources", False),
    "host_oom": TypeInfo("framework", "adjust_resources", False),
    "disk_full": TypeInfo("framework", "free_space", False),
    "loss_divergence": TypeInfo("framework", "rollback_checkpoint", False),
    "checkpoint_corrupt": TypeInfo("framework", "rollback_checkpoint", False),
    "dataset_error": TypeInfo("framework", "fix_data", False),
    "dependency_error": TypeInfo("framework", "fix_environment", False),
    "code_bug": TypeInfo("script", "fix_code", False),
    "config_error": TypeInfo("script", "fix_config", False),
    "device_assert": TypeInfo("script", "fix_code", False),
    "unknown": TypeInfo("unknown", "investigate", False),
})

LAYOUTS = ("per_rank", "node_dirs", "torchrun_combined", "srun_label", "deepspeed_pdsh", "worker_err")
COMPRESSIONS = ("", "gz", "mixed")
TORCHRUN_LAYOUTS = frozenset({"per_rank", "node_dirs", "torchrun_combined", "worker_err"})


@dataclass(frozen=True)
class JobSpec:
    """What to generate; everything not given here is drawn from `seed`."""

    scenario: str  # a taxonomy type id
    ranks: int = 8
    ranks_per_node: int = 8
    layout: str = "per_rank"
    seed: int = 0
    target_bytes: int = 0  # 0 = small; else the uncompressed size of all logs together
    compress: str = ""  # "" | "gz" | "mixed" (some .gz, some .bz2/.xz, the rest plain)
    red_herrings: bool = True
    variant: str = ""  # "" = drawn from the seed; else one of SCENARIOS[scenario].variants
    # Survived-noise kinds (herrings.NOISE, late.SHUTDOWN_KINDS) to put in the job, each wherever it can happen;
    # () = a few drawn from the seed.
    noise: tuple[str, ...] = ()
    # The epoch second the root cause's line is written at (a given real line's own date); None = some day of 2024.
    fail_at: float | None = None


@dataclass(frozen=True)
class GroundTruth:
    """The root cause of a generated job and the single line that proves it."""

    type: str
    category: str
    retry: bool
    action: str
    rank: int | None
    node: str | None
    file: str  # relative to the job folder, with its compression suffix
    line: int  # 1-based, in the uncompressed text
    variant: str = ""
    why: str = ""
    hard: bool = False
    ambiguous: bool = False  # the logs cannot tell which rank's identical line came first
