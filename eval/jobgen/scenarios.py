"""The SCENARIOS registry: each failure type's builder and its message variants."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from eval.jobgen.context import JobContext
from eval.jobgen.scenarios_framework import (
    build_checkpoint_corrupt,
    build_cuda_oom,
    build_dataset_error,
    build_dependency_error,
    build_disk_full,
    build_host_oom,
    build_loss_divergence,
)
from eval.jobgen.scenarios_infra import (
    build_connection_error,
    build_cuda_error,
    build_gpu_hardware,
    build_nccl_timeout,
    build_network_error,
    build_node_failure,
    build_nvlink_error,
    build_storage_error,
)
from eval.jobgen.scenarios_scheduler import (
    build_cancelled,
    build_preemption,
    build_time_limit,
    build_unknown,
)
from eval.jobgen.scenarios_script import (
    CODE_BUGS,
    build_code_bug,
    build_config_error,
    build_device_assert,
)
from eval.jobgen.spec import TORCHRUN_LAYOUTS
from eval.jobgen.streams import Failure, Streams


@dataclass(frozen=True)
class Scenario:
    """A failure type's generator and its message variants."""

    build: Callable[[JobContext, Streams, random.Random, str], Failure]
    variants: tuple[str, ...]
    kernel_variants: frozenset[str] = frozenset()  # variants whose evidence is a kernel log line
    agent_variants: frozenset[str] = frozenset()  # variants that need a torchrun agent

    def variants_for(self, layout: str) -> tuple[str, ...]:
        return tuple(v for v in self.variants if layout in TORCHRUN_LAYOUTS or v not in self.agent_variants)


SCENARIOS: Mapping[str, Scenario] = MappingProxyType({
    "gpu_hardware": Scenario(build_gpu_hardware, ("xid79_off_bus", "xid48_dbe", "xid95_uncontained", "ecc_app"),
                             frozenset({"xid79_off_bus", "xid48_dbe", "xid95_uncontained"})),
    "nvlink_error": Scenario(build_nvlink_error, ("xid74", "sxid"), frozenset({"xid74", "sxid"})),
    "network_error": Scenario(build_network_error, ("ib_status", "ib_legacy", "ib_named", "ucx_retry")),
    "node_failure": Scenario(build_node_failure, ("slurm_node_fail", "kernel_panic"), frozenset({"kernel_panic"})),
    "storage_error": Scenario(build_storage_error, ("lustre_eio", "stale_handle", "s3_slowdown")),
    "connection_error": Scenario(build_connection_error, ("rendezvous", "store_refused", "store_reset"),
                                 agent_variants=frozenset({"rendezvous"})),
    "cuda_error": Scenario(build_cuda_error, ("illegal_address", "launch_failure", "device_busy", "watchdog_cuda")),
    "nccl_timeout": Scenario(build_nccl_timeout, ("c10d_glog", "legacy")),
    "time_limit": Scenario(build_time_limit, ("job_banner", "step_banner")),
    "preemption": Scenario(build_preemption, ("job_banner", "step_banner")),
    "cancelled": Scenario(build_cancelled, ("job_banner", "step_banner")),
    "cuda_oom": Scenario(build_cuda_oom, ("torch_oom", "cuda_oom_class", "runtime_error")),
    "host_oom": Scenario(build_host_oom, ("kernel_oom_killer", "dataloader_killed", "slurm_oom_event"),
                         frozenset({"kernel_oom_killer"})),
    "disk_full": Scenario(build_disk_full, ("ckpt_enospc", "copy_enospc", "quota")),
    "loss_divergence": Scenario(build_loss_divergence, ("megatron_nan_grad", "loss_is_nan", "min_loss_scale",
                                                                   "nan_then_assert")),
    "checkpoint_corrupt": Scenario(build_checkpoint_corrupt,
                                   ("zip_central_dir", "safetensors_header", "invalid_header")),
    "dataset_error": Scenario(build_dataset_error, ("hf_generation", "parquet_magic", "decode_error")),
    "dependency_error": Scenario(build_dependency_error, ("module_not_found", "undefined_symbol", "glibcxx")),
    "code_bug": Scenario(build_code_bug, tuple(CODE_BUGS)),
    "config_error": Scenario(build_config_error, ("argparse", "size_mismatch", "file_not_found", "permission")),
    "device_assert": Scenario(build_device_assert, ("index_select", "nll_loss", "scatter_gather")),
    "unknown": Scenario(build_unknown, ("sigkill", "sigsegv", "bare_exit")),
})
