"""JobContext: one job's spec, topology, times and style, with the log-line formatters scenarios use."""

from __future__ import annotations

from dataclasses import dataclass

from eval.jobgen.spec import JobSpec
from eval.jobgen.streams import Frame
from eval.jobgen.style import Style, format_time, training_frames
from eval.jobgen.topology import Timeline, Topology


@dataclass(frozen=True)
class JobContext:
    """Everything a scenario needs to write realistic lines for this job."""

    spec: JobSpec
    topo: Topology
    times: Timeline
    style: Style
    kernel_logs: bool

    def it_at(self, t: float) -> int:
        return self.times.first_iter + max(0, int((t - self.times.train) / self.times.sec_per_iter))

    def log(self, rank: int, t: float, level: str, msg: str, src: str = "train.py:212") -> str:
        """A Python logging line in the job's stamp style."""
        stamp = format_time(t, self.style.stamp)
        if self.style.stamp == "iso":
            return f"{stamp} {level} [{src}] {msg}"
        if self.style.stamp == "bracket":
            return f"{stamp} [{level}] [{src}:{src.split('.')[0]}] {msg}"
        return f"{level[0]}{stamp} {self.topo.pid(rank):5d} {src}] {msg}"

    @property
    def c10d_tags_rank(self) -> bool:
        # PyTorch prefixes its C++ log lines with [rankN]:; skip it where the launcher already does.
        combined = self.spec.layout in ("torchrun_combined", "deepspeed_pdsh")
        return not (combined and self.style.torchrun_prefix == "rank")

    def c10d(self, rank: int, t: float, level: str, src: str, msg: str) -> str:
        """A c10d (ProcessGroupNCCL, TCPStore) C++ log line."""
        if not self.style.new_torch:
            return f"[{level} {src}] {msg}"
        tag = f"[rank{rank}]:" if self.c10d_tags_rank else ""
        return f"{tag}[{level}{format_time(t, 'c10d')} {src}] {msg}"

    def nccl(self, rank: int, msg: str, *, warn_src: str = "", tid_offset: int = 61) -> str:
        """An NCCL debug line with its host:pid:tid [device] prefix."""
        pid = self.topo.pid(rank)
        head = f"{self.topo.host_of(rank)}:{pid}:{pid + tid_offset} [{self.topo.local(rank)}]"
        return f"{head} {warn_src} NCCL WARN {msg}" if warn_src else f"{head} NCCL INFO {msg}"

    def kmsg(self, t: float, msg: str) -> str:
        """A kernel ring-buffer line as dmesg (or dmesg -T) prints it."""
        if self.style.dmesg == "uptime":
            return f"[{t - self.times.boot:12.6f}] {msg}"
        return f"{format_time(t, 'human')} {msg}"

    def elastic(self, node: int, t: float, level: str, module: str, msg: str) -> str:
        """A torchrun agent log line; `module` is relative to torch/distributed, e.g. 'run.py:793'."""
        if self.style.new_torch:
            return f"{level[0]}{format_time(t, 'glog')} {self.topo.agent_pid(node)} torch/distributed/{module}] {msg}"
        dotted = module.split(".py")[0].replace("/", ".")
        return f"{level}:torch.distributed.{dotted}:{msg}"

    def frames(self) -> list[Frame]:
        """Outer traceback frames of the job's training loop, entry point first."""
        return training_frames(self.style)
