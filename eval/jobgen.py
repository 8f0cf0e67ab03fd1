"""Synthetic failed multi-rank training jobs: a folder of logs plus exact ground truth.

``generate_job`` first plans a job: every line except training progress, each with
its time and channel (a rank's stdout or stderr, a node's launcher agent or kernel
log, the scheduler's output). It then routes channels to files for the chosen
layout and writes five phases: startup, training, survived red herrings, more
training, and the failure with its cascade. Progress lines are the bulk of the
bytes; they come from one template per rank with a cached timestamp and a pool
of pre-formatted metrics, so large jobs stream at well over 100 MB/s.

    python -m eval.jobgen --out DIR --scenario cuda_oom --ranks 64 --size 1GB
    python -m eval.jobgen suite --out DIR --count 60 --seed 1000
"""

from __future__ import annotations

import argparse
import bz2
import gzip
import json
import lzma
import math
import random
import sys
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import BinaryIO, NamedTuple

# ----------------------------------------------------------------------------- taxonomy


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
HERRING_WINDOW = 60.0  # seconds after Timeline.herring that survived warnings may use
KILL_GRACE = 0.3  # a launcher signals the other workers this long after the first exit
GPU_BUSES = ("18", "2a", "3a", "5d", "9a", "ab", "ba", "db")  # PCI buses of an HGX H100 board
RANK_FILE_PATTERNS = ("rank-{r:02d}.log", "rank-{r}.log", "rank_{r:02d}.out", "log_rank{r}.txt")
SIGNAL_NAMES = MappingProxyType({-6: "SIGABRT", -9: "SIGKILL", -11: "SIGSEGV", -15: "SIGTERM"})
SRUN_EXIT_WORDS = MappingProxyType({-6: "Aborted (core dumped)", -9: "Killed",
                                    -11: "Segmentation fault (core dumped)", -15: "Terminated"})
CUDA_NOTES = ("CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace "
              "below might be incorrect.",
              "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
              "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
              "")
NCCL_FAILED = ("Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, "
               "subsequent GPU operations might run on corrupted/incomplete data.")
NCCL_TAKEDOWN = "To avoid data inconsistency, we are taking the entire process down."
CASCADE_WORDS = MappingProxyType({"watchdog": "the other ranks hit NCCL watchdog timeouts",
                                  "remote": "the other ranks fail with ncclRemoteError",
                                  "sigterm": "the other ranks are terminated with SIGTERM"})

# ----------------------------------------------------------------------------- public types


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


# ----------------------------------------------------------------------------- value types


class Channel(NamedTuple):
    """Where a line is written, before the layout maps it to a file and prefix."""

    kind: str  # rank | agent | kernel | sched | launcher
    owner: int = 0  # the rank for "rank", the node for "agent" and "kernel"
    err: bool = False  # a rank's stderr (only the worker_err layout keeps it apart)


SCHED = Channel("sched")
LAUNCHER = Channel("launcher")


def rank_out(rank: int) -> Channel:
    return Channel("rank", rank, False)


def rank_err(rank: int) -> Channel:
    return Channel("rank", rank, True)


def agent(node: int) -> Channel:
    return Channel("agent", node)


def kernel(node: int) -> Channel:
    return Channel("kernel", node)


@dataclass(frozen=True, slots=True)
class Line:
    """One planned log line: when it happens and its text (without the layout's prefix)."""

    t: float
    text: str
    decisive: bool = False


@dataclass(frozen=True, slots=True)
class RankEnd:
    """How a rank's process ended."""

    t: float
    code: int  # exit code; negative = killed by that signal
    message: str = ""  # final exception line, which torchrun copies into its error report


@dataclass(frozen=True)
class Topology:
    """Ranks, nodes and the ids that tie log lines to them."""

    ranks: int
    per_node: int
    hosts: tuple[str, ...]
    job_id: int
    base_pid: int
    subnet: int

    @property
    def nodes(self) -> int:
        return len(self.hosts)

    def node_of(self, rank: int) -> int:
        return rank // self.per_node

    def host_of(self, rank: int) -> str:
        return self.hosts[self.node_of(rank)]

    def local(self, rank: int) -> int:
        return rank % self.per_node

    def ranks_on(self, node: int) -> range:
        return range(node * self.per_node, min(self.ranks, (node + 1) * self.per_node))

    def pid(self, rank: int) -> int:
        return self.base_pid + 17 * rank

    def agent_pid(self, node: int) -> int:
        return self.base_pid - 211 + 3 * node

    def ip(self, node: int) -> str:
        return f"10.{self.subnet}.{node // 250}.{node % 250 + 2}"

    def bus(self, rank: int) -> str:
        local = self.local(rank)
        return GPU_BUSES[local] if local < len(GPU_BUSES) else f"{(0x21 + 0x13 * local) % 0xf0:02x}"


@dataclass(frozen=True)
class Timeline:
    """Epoch seconds of the job's phases; the root cause happens at `fail`."""

    start: float
    train: float
    herring: float
    fail: float
    boot: float  # kernel boot, for dmesg's seconds-since-boot stamps
    sec_per_iter: float
    first_iter: int
    nccl_timeout: float

    @property
    def resume(self) -> float:
        return self.herring + HERRING_WINDOW


@dataclass(frozen=True)
class Style:
    """The job's software stack, which decides how its messages look."""

    stamp: str  # iso | bracket | glog (application log lines)
    progress: str  # megatron | hf | deepspeed | plain
    rank_file: str
    dmesg: str  # uptime | human
    torchrun_prefix: str  # rank ([rank3]: global rank) | default ([default3]: local rank)
    python: str
    conda: bool
    new_torch: bool  # glog-style c10d/elastic messages (torch >= 2.4) rather than the older forms
    nccl_version: str
    nccl_debug: bool
    script: str
    hello: str  # how a rank announces its host: plain ("hostname: x") | log

    @property
    def site(self) -> str:
        if self.conda:
            return f"/opt/conda/lib/python{self.python}/site-packages"
        return f"/usr/local/lib/python{self.python}/dist-packages"

    @property
    def stdlib(self) -> str:
        return f"/opt/conda/lib/python{self.python}" if self.conda else f"/usr/lib/python{self.python}"


@dataclass(frozen=True)
class Failure:
    """What a scenario decided: the culprit, its evidence (already planned) and how the rest ends."""

    rank: int | None
    node: int | None
    why: str
    ends: Mapping[int, RankEnd]  # ranks whose end the scenario decided (culprit, ranks with the same error)
    dead_node: int | None = None  # the node vanished: its ranks and agent write nothing more
    cascade: str = ""  # forced cascade for the other ranks ("" = the job's choice)
    cascade_from: float | None = None  # when the cascade starts (default: Timeline.fail)
    scheduler_end: bool = False  # the scheduler signalled the whole job
    silent: frozenset[int] = frozenset()  # ranks that die without writing anything
    crashed_agents: frozenset[int] = frozenset()  # nodes whose torchrun agent itself died
    exit_decisive: bool = False  # unknown: the launcher's exit report is the only evidence
    misleadable: bool = True  # the culprit may hang so launchers name a cascade rank first
    hard: bool = False


Frame = tuple[str, int, str, str]  # file, line, function, source line


class Streams:
    """Timed lines per channel, collected while one job is planned."""

    def __init__(self) -> None:
        self._lines: dict[Channel, list[Line]] = {}

    def add(self, channel: Channel, lines: Iterable[Line]) -> None:
        """Adds a block of lines in the order given; times within the block are made non-decreasing
        so that sorting by time later cannot reorder it."""
        block, latest = [], -math.inf
        for line in lines:
            if line.t < latest:
                line = Line(latest, line.text, line.decisive)
            block.append(line)
            latest = line.t
        self._lines.setdefault(channel, []).extend(block)

    def frozen(self) -> Mapping[Channel, tuple[Line, ...]]:
        return MappingProxyType({ch: tuple(lines) for ch, lines in self._lines.items()})


# ----------------------------------------------------------------------------- timestamps

_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_SECONDS: Mapping[str, Callable[[time.struct_time], str]] = MappingProxyType({
    "iso": lambda g: "%04d-%02d-%02dT%02d:%02d:%02d" % g[:6],
    "bracket": lambda g: "[%04d-%02d-%02d %02d:%02d:%02d" % g[:6],
    "megatron": lambda g: "[%04d-%02d-%02d %02d:%02d:%02d]" % g[:6],
    "slurm": lambda g: "%04d-%02d-%02dT%02d:%02d:%02d" % g[:6],
    "elastic": lambda g: "%04d-%02d-%02d_%02d:%02d:%02d" % g[:6],
    "glog": lambda g: "%02d%02d %02d:%02d:%02d" % g[1:6],
    "c10d": lambda g: "%d%02d %02d:%02d:%02d" % g[1:6],  # PyTorch's C++ logger drops the month's zero
    "human": lambda g: "[%s %s %2d %02d:%02d:%02d %04d]" % (
        _WEEKDAYS[g.tm_wday], _MONTHS[g.tm_mon - 1], g.tm_mday, g.tm_hour, g.tm_min, g.tm_sec, g.tm_year),
    "none": lambda g: "",
})
_FRACTIONS: Mapping[str, Callable[[int], str]] = MappingProxyType({
    "iso": lambda us: ".%03dZ" % (us // 1000),
    "bracket": lambda us: ",%03d]" % (us // 1000),
    "glog": lambda us: ".%06d" % us,
    "c10d": lambda us: ".%06d" % us,
})


def format_time(t: float, style: str) -> str:
    """Epoch seconds in one of the log timestamp styles (a key of _SECONDS)."""
    second = int(t)
    fraction = _FRACTIONS.get(style)
    head = _SECONDS[style](time.gmtime(second))
    return head + fraction(int((t - second) * 1e6)) if fraction else head


# ----------------------------------------------------------------------------- job context


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


def training_frames(style: Style) -> list[Frame]:
    """Outer traceback frames of the framework's training loop, entry point first."""
    site, script = style.site, style.script
    if style.progress == "megatron":
        mt = "/workspace/Megatron-LM/megatron"
        return [(f"/workspace/Megatron-LM/{script}", 288, "<module>", "pretrain("),
                (f"{mt}/training/training.py", 386, "pretrain",
                 "iteration, num_floating_point_operations_so_far = train("),
                (f"{mt}/training/training.py", 1354, "train", "train_step(forward_step_func,"),
                (f"{mt}/training/training.py", 727, "train_step", "losses_reduced = forward_backward_func(")]
    if style.progress == "hf":
        return [(f"/workspace/{script}", 184, "<module>", "main()"),
                (f"/workspace/{script}", 176, "main", "trainer.train(resume_from_checkpoint=args.resume)"),
                (f"{site}/transformers/trainer.py", 2052, "train", "return inner_training_loop("),
                (f"{site}/transformers/trainer.py", 2388, "_inner_training_loop",
                 "tr_loss_step = self.training_step(model, inputs)")]
    if style.progress == "deepspeed":
        return [(f"/workspace/{script}", 231, "<module>", "main()"),
                (f"/workspace/{script}", 205, "main", "loss = engine(batch)"),
                (f"{site}/deepspeed/utils/nvtx.py", 18, "wrapped_fn", "ret_val = func(*args, **kwargs)"),
                (f"{site}/deepspeed/runtime/engine.py", 1899, "forward", "loss = self.module(*inputs, **kwargs)")]
    return [(f"/workspace/{script}", 231, "<module>", "main(cfg)"),
            (f"/workspace/{script}", 198, "main", "loss = train_step(model, batch, optimizer)")]


def module_frames(ctx: JobContext) -> list[Frame]:
    mod = f"{ctx.style.site}/torch/nn/modules/module.py"
    return [(mod, 1736, "_wrapped_call_impl", "return self._call_impl(*args, **kwargs)"),
            (mod, 1747, "_call_impl", "return forward_call(*args, **kwargs)")]


def traceback_lines(t: float, frames: Sequence[Frame], exc: Sequence[str], decisive: int | None = 0) -> list[Line]:
    """A Python traceback; exc[decisive] is marked as the line that proves the root cause."""
    texts = ["Traceback (most recent call last):"]
    for path, lineno, func, source in frames:
        texts += [f'  File "{path}", line {lineno}, in {func}', f"    {source}"]
    lines = [Line(t, text) for text in texts]
    return lines + [Line(t + 0.001, text, i == decisive) for i, text in enumerate(exc)]


def chained(first: list[Line], second: list[Line]) -> list[Line]:
    """Two tracebacks joined the way Python prints `raise ... from e`."""
    t = second[0].t
    glue = ["", "The above exception was the direct cause of the following exception:", ""]
    return first + [Line(t, text) for text in glue] + second


# ----------------------------------------------------------------------------- scenario helpers


def pick_rank(ctx: JobContext, rng: random.Random) -> int:
    return rng.randrange(ctx.topo.ranks)


def culprit_failure(ctx: JobContext, rank: int, t: float, message: str, why: str, *, code: int = 1,
                    more_ends: Mapping[int, RankEnd] | None = None, hard: bool = False) -> Failure:
    """The common case: one rank raised `message` at `t` and exited (plus any ranks with the same error)."""
    ends = {rank: RankEnd(t + 0.4, code, message), **(more_ends or {})}
    return Failure(rank, ctx.topo.node_of(rank), why, MappingProxyType(ends), hard=hard)


BlockFn = Callable[[int, float, bool], list[Line]]


def repeat_on_ranks(ctx: JobContext, streams: Streams, rng: random.Random, ranks: Iterable[int],
                    t: float, block: BlockFn, message: str) -> dict[int, RankEnd]:
    """Other ranks hit the same error slightly later (same code, same data); returns their ends."""
    ends = {}
    for rank in ranks:
        t_rank = t + rng.uniform(0.05, 1.5)
        streams.add(rank_err(rank), announced(ctx, rank, block(rank, t_rank, False)))
        ends[rank] = RankEnd(t_rank + 0.4, 1, message)
    return ends


def announced(ctx: JobContext, rank: int, lines: list[Line]) -> list[Line]:
    """The error block behind a stamped ERROR record, as training loops log before re-raising: when several
    ranks raise the same exception, these stamps are what orders them."""
    t = lines[0].t
    return [Line(t, ctx.log(rank, t, "ERROR", "training step failed; traceback follows", "train.py:250")), *lines]


def others(ctx: JobContext, rng: random.Random, culprit: int, share: float, same_node: bool = False) -> list[int]:
    """A random `share` of the ranks other than the culprit (only its node's ranks if same_node)."""
    pool = ctx.topo.ranks_on(ctx.topo.node_of(culprit)) if same_node else range(ctx.topo.ranks)
    candidates = [r for r in pool if r != culprit]
    return sorted(rng.sample(candidates, round(len(candidates) * share)))


def single_error(ctx: JobContext, streams: Streams, rng: random.Random, block: BlockFn, message: str,
                 why: str, *, share: float = 0.0, same_node: bool = False) -> Failure:
    """A traceback on one culprit rank, optionally repeated on a share of the others."""
    # Blocks may log context up to a second before their exception; all of it must follow the training.
    rank, t = pick_rank(ctx, rng), ctx.times.fail + 1.0
    echoed = others(ctx, rng, rank, share, same_node) if share else []
    lines = block(rank, t, True)
    streams.add(rank_err(rank), announced(ctx, rank, lines) if echoed else lines)
    message = message or next(line.text for line in lines if line.decisive)
    more = repeat_on_ranks(ctx, streams, rng, echoed, t, block, message)
    return culprit_failure(ctx, rank, t, message, why.format(rank=rank), more_ends=more)


def xid_line(ctx: JobContext, rank: int, code: int, text: str) -> str:
    return f"NVRM: Xid (PCI:0000:{ctx.topo.bus(rank)}:00): {code}, pid={ctx.topo.pid(rank)}, name=python3, {text}"


def kernel_lines(ctx: JobContext, t: float, texts: Sequence[str], *, decisive: int) -> list[Line]:
    """Consecutive kernel messages (a millisecond apart); texts[decisive] proves the root cause."""
    return [Line(t + i * 0.001, ctx.kmsg(t + i * 0.001, text), i == decisive) for i, text in enumerate(texts)]


def checkpoint_save_frames(ctx: JobContext) -> list[Frame]:
    return [("/workspace/utils/checkpoint.py", 77, "save_checkpoint", "torch.save(state, path)"),
            (f"{ctx.style.site}/torch/serialization.py", 652, "save",
             "with _open_zipfile_writer(f) as opened_zipfile:")]


def cuda_error_block(ctx: JobContext, t: float, message: str, decisive: bool) -> list[Line]:
    frames = ctx.frames() + module_frames(ctx) + [
        ("/workspace/model/transformer.py", 141, "forward", "hidden = self.mlp(self.norm2(hidden)) + hidden")]
    return traceback_lines(t, frames, [message, *CUDA_NOTES], 0 if decisive else None)


def dist_frames(ctx: JobContext, op: str = "all_reduce") -> list[Frame]:
    c10d = f"{ctx.style.site}/torch/distributed"
    return [(f"{c10d}/c10d_logger.py", 83, "wrapper", "return func(*args, **kwargs)"),
            (f"{c10d}/distributed_c10d.py", 2501, op, "work = group.allreduce([tensor], opts)")]


def nccl_error_lines(ctx: JobContext, kind: str, last_error: str) -> list[str]:
    ver = ctx.style.nccl_version
    head = (f"torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
            f"ProcessGroupNCCL.cpp:1970, {kind}, NCCL version {ver}")
    detail = {"remote process exited or there was a network error":
              "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.",
              "unhandled cuda error (run with NCCL_DEBUG=INFO for details)":
              "ncclUnhandledCudaError: Call to CUDA function failed."}[kind]
    return [head, detail, "Last error:", last_error]


# ----------------------------------------------------------------------------- scenarios: framework


def build_cuda_oom(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A rank's allocator fails: torch.OutOfMemoryError, torch.cuda.OutOfMemoryError or the old RuntimeError."""
    need, free = rng.choice((0.5, 1.0, 2.0, 3.91, 7.83)), rng.uniform(0.1, 0.9)

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        gpu, pid = ctx.topo.local(rank), ctx.topo.pid(rank)
        if variant == "runtime_error":
            msg = (f"RuntimeError: CUDA out of memory. Tried to allocate {need:.2f} GiB (GPU {gpu}; 79.15 GiB total "
                   f"capacity; {77.2 - free:.2f} GiB already allocated; {free * 1024:.2f} MiB free; {77.9 - free:.2f} "
                   "GiB reserved in total by PyTorch) If reserved memory is >> allocated memory try setting "
                   "max_split_size_mb to avoid fragmentation.  See documentation for Memory Management and "
                   "PYTORCH_CUDA_ALLOC_CONF")
        else:
            cls = "torch.OutOfMemoryError" if variant == "torch_oom" else "torch.cuda.OutOfMemoryError"
            msg = (f"{cls}: CUDA out of memory. Tried to allocate {need:.2f} GiB. GPU {gpu} has a total capacity of "
                   f"79.10 GiB of which {free * 1024:.2f} MiB is free. Process {pid} has {79.1 - free:.2f} GiB memory "
                   f"in use. Of the allocated memory {74.3 - free:.2f} GiB is allocated by PyTorch, and "
                   f"{3.4 + free:.2f} GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory "
                   "is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  "
                   "See documentation for Memory Management  "
                   "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)")
        frames = ctx.frames() + module_frames(ctx) + [
            ("/workspace/model/attention.py", 88, "forward",
             "scores = torch.matmul(q, k.transpose(-2, -1)) * self.scale")]
        return traceback_lines(t, frames, [msg], 0 if decisive else None)

    rank, t = pick_rank(ctx, rng), ctx.times.fail
    lines = block(rank, t, True)
    streams.add(rank_err(rank), lines)
    message = next(line.text for line in lines if line.decisive)
    return culprit_failure(ctx, rank, t, message, f"rank {rank} ran out of GPU memory")


def build_host_oom(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """Host memory runs out: the kernel OOM killer, a killed DataLoader worker, or Slurm's oom_kill event."""
    rank, t = pick_rank(ctx, rng), ctx.times.fail
    node, pid = ctx.topo.node_of(rank), ctx.topo.pid(rank)
    if variant == "dataloader_killed":
        worker = pid + rng.randint(90, 400)
        streams.add(rank_err(rank), dataloader_killed_lines(ctx, t, worker))
        return culprit_failure(ctx, rank, t, f"RuntimeError: DataLoader worker (pid(s) {worker}) exited unexpectedly",
                               f"a DataLoader worker of rank {rank} was killed by the kernel OOM killer")
    if variant == "kernel_oom_killer":
        streams.add(kernel(node), oom_killer_lines(ctx, rng, t, pid))
        why = f"the kernel OOM killer on {ctx.topo.hosts[node]} killed rank {rank} (exit -9)"
    else:
        # Printed as the step notices the kill, before the launcher reacts (its SIGTERMs follow 0.4 s on).
        streams.add(SCHED, [Line(t + rng.uniform(0.05, 0.3), f"slurmstepd: error: Detected 1 oom_kill event in "
                             f"StepId={ctx.topo.job_id}.0. Some of the step tasks have been OOM Killed.", True)])
        why = f"Slurm's cgroup killed rank {rank} for exceeding host memory (oom_kill event)"
    return Failure(rank, node, why, MappingProxyType({rank: RankEnd(t, -9)}), silent=frozenset({rank}),
                   misleadable=False)


def oom_killer_lines(ctx: JobContext, rng: random.Random, t: float, pid: int) -> list[Line]:
    """The kernel's OOM-killer report for `pid`; its 'Killed process' line is decisive."""
    rss = rng.randint(180_000_000, 480_000_000)
    cgroup = rng.random() < 0.5
    killed = "Memory cgroup out of memory" if cgroup else "Out of memory"
    texts = [
        "python3 invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0",
        f"oom-kill:constraint=CONSTRAINT_{'MEMCG' if cgroup else 'NONE'},nodemask=(null),cpuset=/,mems_allowed=0-1,"
        f"global_oom,task_memcg=/slurm/uid_1000/job_{ctx.topo.job_id},task=python3,pid={pid},uid=1000",
        f"{killed}: Killed process {pid} (python3) total-vm:{rss + 91_233_412}kB, anon-rss:{rss}kB, "
        f"file-rss:{rng.randint(100_000, 900_000)}kB, shmem-rss:{rng.randint(1_000_000, 9_000_000)}kB, UID:1000 "
        f"pgtables:{rss // 500}kB oom_score_adj:0",
        f"oom_reaper: reaped process {pid} (python3), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB"]
    return [Line(t + i * 0.001, ctx.kmsg(t + i * 0.001, text), i == 2) for i, text in enumerate(texts)]


def dataloader_killed_lines(ctx: JobContext, t: float, worker: int) -> list[Line]:
    """A DataLoader worker killed by SIGKILL, as the training process reports it."""
    site, lib = ctx.style.site, ctx.style.stdlib
    loader = f"{site}/torch/utils/data/dataloader.py"
    inner = traceback_lines(t, [
        (loader, 1251, "_try_get_data", "data = self._data_queue.get(timeout=timeout)"),
        (f"{lib}/multiprocessing/queues.py", 113, "get", "if not self._poll(timeout):"),
        (f"{lib}/multiprocessing/connection.py", 257, "poll", "return self._poll(timeout)"),
        (f"{lib}/multiprocessing/connection.py", 424, "_poll", "r = wait([self], timeout)"),
        (f"{site}/torch/utils/data/_utils/signal_handling.py", 73, "handler", "_error_if_any_worker_fails()")],
        [f"RuntimeError: DataLoader worker (pid {worker}) is killed by signal: Killed. "])
    outer = traceback_lines(t, ctx.frames()[:2] + [
        (loader, 701, "__next__", "data = self._next_data()"),
        (loader, 1448, "_next_data", "idx, data = self._get_data()"),
        (loader, 1264, "_try_get_data",
         "raise RuntimeError(f'DataLoader worker (pid(s) {pids_str}) exited unexpectedly') from e")],
        [f"RuntimeError: DataLoader worker (pid(s) {worker}) exited unexpectedly"], None)
    return chained(inner, outer)


def build_disk_full(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """Checkpoint writes fail with ENOSPC or EDQUOT on the culprit and some ranks of its node."""
    it = ctx.it_at(ctx.times.fail)
    user = rng.choice(("alice", "bwang", "mkumar", "jdoe"))
    root = f"/scratch/{user}/ckpt/run{rng.randint(2, 40)}/global_step{it}"

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        target = f"{root}/zero_pp_rank_{rank}_mp_rank_00_optim_states.pt"
        frames = ctx.frames()[:2] + checkpoint_save_frames(ctx)
        if variant == "quota":
            exc = f"OSError: [Errno 122] Disk quota exceeded: '{target}'"
        elif variant == "copy_enospc":
            frames = frames[:3] + [(f"{ctx.style.stdlib}/shutil.py", 200, "copyfileobj", "fdst_write(buf)")]
            exc = "OSError: [Errno 28] No space left on device"
        else:
            exc = f"OSError: [Errno 28] No space left on device: '{target}'"
        head = [Line(t - 0.5, ctx.log(rank, t - 0.5, "INFO", f"saving checkpoint at iteration {it} to {root}",
                                      "checkpoint.py:61"))]
        return head + traceback_lines(t, frames, [exc], 0 if decisive else None)

    rank, t = pick_rank(ctx, rng), ctx.times.fail + 0.5
    lines = block(rank, t, True)
    streams.add(rank_err(rank), announced(ctx, rank, lines))
    message = lines[-1].text
    more = repeat_on_ranks(ctx, streams, rng, others(ctx, rng, rank, 0.5, same_node=True), t, block, message)
    return culprit_failure(ctx, rank, t, message, f"rank {rank} could not write its checkpoint: the disk is full",
                           more_ends=more)


def build_loss_divergence(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """The loss climbs to NaN, then training stops (Megatron, DeepSpeed or a plain check)."""
    t0 = ctx.times.fail
    losses = [rng.uniform(2.2, 2.6) * 1.9 ** k for k in range(4)] + [math.nan]

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        lines = [Line(t + 6 * k, progress_text(ctx, rank, t + 6 * k, ctx.it_at(t + 6 * k), loss=loss,
                                               grad_norm=loss * 9.0)) for k, loss in enumerate(losses)]
        t_end = t + 6 * len(losses)
        return lines + divergence_end_lines(ctx, rank, t_end, variant, decisive)

    rank, t = pick_rank(ctx, rng), t0
    lines = block(rank, t, True)
    streams.add(rank_err(rank), announced(ctx, rank, lines))
    message = next(line.text for line in lines if line.decisive)
    more = repeat_on_ranks(ctx, streams, rng, others(ctx, rng, rank, 1.0), t, block, message)
    t_err = next(line.t for line in lines if line.decisive)
    return culprit_failure(ctx, rank, t_err, message, f"the loss diverged to NaN (rank {rank} stopped first)",
                           more_ends=more)


def divergence_end_lines(ctx: JobContext, rank: int, t: float, variant: str, decisive: bool) -> list[Line]:
    """The message that stops a diverged run, in the variant's framework."""
    site = ctx.style.site
    if variant == "loss_is_nan":
        return [Line(t, "Loss is nan, stopping training", decisive)]
    if variant == "min_loss_scale":
        overflow = [Line(t - 1 + 0.1 * k, ctx.log(rank, t - 1 + 0.1 * k, "INFO",
                         f"[deepspeed] OVERFLOW! Rank {rank} Skipping step. Attempted loss scale: {2 ** (3 - k)}, "
                         f"reducing to {2 ** (2 - k)}", "loss_scaler.py:183")) for k in range(3)]
        frames = ctx.frames()[:2] + [(f"{site}/deepspeed/runtime/engine.py", 2135, "step",
                                      "self._take_model_step(lr_kwargs)"),
                                     (f"{site}/deepspeed/runtime/fp16/loss_scaler.py", 171, "update_scale",
                                      'raise Exception("Current loss scale already at minimum - cannot decrease '
                                      'scale anymore. Exiting run.")')]
        return overflow + traceback_lines(t, frames, ["Exception: Current loss scale already at minimum - cannot "
                                                      "decrease scale anymore. Exiting run."], 0 if decisive else None)
    mc = "/workspace/Megatron-LM/megatron/core/distributed/param_and_grad_buffer.py"
    frames = ctx.frames() + [(mc, 396, "start_grad_sync", "self.check_for_nan_in_grad()"),
                             (mc, 352, "check_for_nan_in_grad", "assert not norm_is_nan, (")]
    exc = (f"AssertionError: Rank {rank}: found NaN in local grad norm in backward pass before data-parallel "
           f"communication collective. Device: {ctx.topo.local(rank)}, node: {ctx.topo.host_of(rank)}")
    return traceback_lines(t, frames, [exc], 0 if decisive else None)


def build_checkpoint_corrupt(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """Loading a truncated checkpoint fails on every rank (zip directory, safetensors header)."""
    step = ctx.it_at(ctx.times.fail) // 1000 * 1000
    path = f"/checkpoints/run{rng.randint(3, 60)}/iter_{step:07d}"
    site = ctx.style.site

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        if variant == "safetensors_header":
            file = f"{path}/model-00003-of-00008.safetensors"
            frames = [(f"{site}/safetensors/torch.py", 313, "load_file", "with safe_open(filename, framework=\"pt\", "
                       "device=device) as f:")]
            exc = "safetensors_rust.SafetensorError: Error while deserializing header: HeaderTooLarge"
        else:
            file = f"{path}/mp_rank_{ctx.topo.local(rank):02d}/model_optim_rng.pt"
            frames = [(f"{site}/torch/serialization.py", 1360, "load", "with _open_zipfile_reader(opened_file) as "
                       "opened_zipfile:"),
                      (f"{site}/torch/serialization.py", 628, "__init__",
                       "super().__init__(torch._C.PyTorchFileReader(name_or_buffer))")]
            exc = ("RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory"
                   if variant == "zip_central_dir" else
                   "RuntimeError: PytorchStreamReader failed reading file data/1187: invalid header or archive is "
                   "corrupted")
        head = Line(t - 0.3, ctx.log(rank, t - 0.3, "INFO", f"loading checkpoint {file} for evaluation", "eval.py:58"))
        user = [(f"/workspace/{ctx.style.script}", 176, "main", "evaluate(model, args)"),
                ("/workspace/eval.py", 61, "evaluate", "state = load_weights(args.eval_checkpoint)")]
        return [head] + traceback_lines(t, user + frames, [exc], 0 if decisive else None)

    return single_error(ctx, streams, rng, block, "", "the checkpoint loaded by rank {rank} is truncated or corrupt",
                        share=1.0)


def build_dataset_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A corrupt shard or record breaks the data pipeline of one rank."""
    shard = rng.randint(10, 900)

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        if variant == "hf_generation":
            return hf_generation_lines(ctx, t, shard, decisive)
        if variant == "parquet_magic":
            path = f"/data/corpus/train/shard_{shard:05d}.parquet"
            reader = ("/workspace/data/parquet_dataset.py", 57, "__getitem__", "table = pq.read_table(path)")
            last = ("pyarrow.lib.ArrowInvalid: Parquet magic bytes not found in footer. Either the file is "
                    "corrupted or this is not a parquet file.")
        else:
            path = f"/data/corpus/train/shard_{shard:05d}.jsonl"
            reader = ("/workspace/data/jsonl_dataset.py", 44, "_read_shard",
                      'for line in open(path, encoding="utf-8"):')
            last = "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position 1: invalid start byte"
        source = reader[0].split("/")[-1] + ":40"
        opened = Line(t - 0.2, ctx.log(rank, t - 0.2, "INFO", f"opening shard {path}", source))
        return [opened] + dataloader_reraise_lines(ctx, t, reader, last, decisive)

    return single_error(ctx, streams, rng, block, "",
                        f"rank {{rank}} hit a corrupt data shard ({variant.replace('_', ' ')})")


def dataloader_reraise_lines(ctx: JobContext, t: float, reader: Frame, last: str, decisive: bool) -> list[Line]:
    """An exception raised in a DataLoader worker, re-raised in the training process with the worker's traceback."""
    site, cls = ctx.style.site, last.split(":")[0]
    # torch re-raises the worker's exception type when it can be built from one message, else a RuntimeError.
    raised = "RuntimeError" if cls == "UnicodeDecodeError" else cls
    loader = f"{site}/torch/utils/data/dataloader.py"
    head = traceback_lines(t, ctx.frames()[:2] + [
        (loader, 701, "__next__", "data = self._next_data()"),
        (loader, 1465, "_next_data", "return self._process_data(data)"),
        (loader, 1491, "_process_data", "data.reraise()"),
        (f"{site}/torch/_utils.py", 715, "reraise", "raise exception")],
        [f"{raised}: Caught {cls.split('.')[-1]} in DataLoader worker process {ctx.spec.seed % 4}."], None)
    inner = ["Original Traceback (most recent call last):",
             f'  File "{site}/torch/utils/data/_utils/worker.py", line 351, in _worker_loop',
             "    data = fetcher.fetch(index)  # type: ignore[possibly-undefined]",
             f'  File "{reader[0]}", line {reader[1]}, in {reader[2]}', f"    {reader[3]}"]
    return head + [Line(t + 0.001, text) for text in inner] + [Line(t + 0.002, last, decisive)]


def hf_generation_lines(ctx: JobContext, t: float, shard: int, decisive: bool) -> list[Line]:
    """An Arrow parse error re-raised as datasets' DatasetGenerationError (the decisive line)."""
    site = f"{ctx.style.site}/datasets"
    inner = traceback_lines(t, [
        (f"{site}/builder.py", 1997, "_prepare_split_single", "for _, table in generator:"),
        (f"{site}/packaged_modules/json/json.py", 137, "_generate_tables",
         "pa_table = paj.read_json(io.BytesIO(batch), read_options=paj.ReadOptions(block_size=block_size))"),
        ("pyarrow/_json.pyx", 308, "pyarrow._json.read_json", "")],
        ["pyarrow.lib.ArrowInvalid: JSON parse error: Missing a closing quotation mark in string. in row "
         f"{shard % 97}"],
        None)
    outer = traceback_lines(t, ctx.frames()[:2] + [
        (f"{site}/iterable_dataset.py", 1368, "__iter__", "for key, example in ex_iterable:"),
        (f"{site}/builder.py", 2040, "_prepare_split_single",
         'raise DatasetGenerationError("An error occurred while generating the dataset") from e')],
        ["datasets.exceptions.DatasetGenerationError: An error occurred while generating the dataset"],
        0 if decisive else None)
    return chained(inner, outer)


def build_dependency_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A lazily imported native extension is missing or was built against other libraries."""
    py = ctx.style.python.replace(".", "")
    site = ctx.style.site

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        user = ctx.frames()[:2] + [("/workspace/model/attention.py", 12, "<module>",
                                    "from flash_attn import flash_attn_func")]
        native = [(f"{site}/flash_attn/flash_attn_interface.py", 10, "<module>",
                   "import flash_attn_2_cuda as flash_attn_cuda")]
        if variant == "module_not_found":
            exc = "ModuleNotFoundError: No module named 'flash_attn'"
        elif variant == "undefined_symbol":
            user += native
            exc = (f"ImportError: {site}/flash_attn_2_cuda.cpython-{py}-x86_64-linux-gnu.so: undefined symbol: "
                   "_ZN3c104cuda9SetDeviceEi")
        else:
            user += native
            exc = (f"ImportError: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found "
                   f"(required by {site}/flash_attn_2_cuda.cpython-{py}-x86_64-linux-gnu.so)")
        head = Line(t - 0.2, ctx.log(rank, t - 0.2, "INFO", "switching attention to flash_attn for long-context "
                                     "evaluation", "eval.py:33"))
        return [head] + traceback_lines(t, user, [exc], 0 if decisive else None)

    return single_error(ctx, streams, rng, block, "", "rank {rank} could not import a compiled dependency "
                        f"({variant.replace('_', ' ')})", share=1.0, same_node=variant != "module_not_found")


CODE_BUGS: Mapping[str, tuple[Frame, str]] = MappingProxyType({
    "type_error": (("/workspace/model/gpt.py", 214, "forward", "x = self.embed(input_ids, position_ids=pos)"),
                   "TypeError: Embedding.forward() got an unexpected keyword argument 'position_ids'"),
    "key_error": (("/workspace/data/collate.py", 31, "__call__", "masks = [ex[\"attention_mask\"] for ex in batch]"),
                  "KeyError: 'attention_mask'"),
    "attribute_error": (("/workspace/train_utils.py", 88, "log_metrics", "tokens += batch.labels.size(0)"),
                        "AttributeError: 'NoneType' object has no attribute 'size'"),
    "value_error": (("/workspace/model/gpt.py", 301, "loss", "return F.cross_entropy(logits.view(-1, v), labels)"),
                    "ValueError: Expected input batch_size (16384) to match target batch_size (8192)."),
    "zero_division": (("/workspace/train_utils.py", 57, "throughput", "return tokens / (now - self.last_log)"),
                      "ZeroDivisionError: float division by zero"),
    "index_error": (("/workspace/data/packing.py", 73, "pack", "doc = self.docs[self.cursor]"),
                    "IndexError: list index out of range"),
})


def build_code_bug(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    frame, exc = CODE_BUGS[variant]

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        return traceback_lines(t, ctx.frames()[:2] + [frame], [exc], 0 if decisive else None)

    why = f"a bug in the user's code on rank {{rank}} ({exc.split(':')[0]})"
    return single_error(ctx, streams, rng, block, exc, why, share=rng.choice((0.0, 0.5, 1.0)))


def build_config_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """Wrong arguments, paths, permissions or shapes in the user's configuration."""
    user = rng.choice(("alice", "bwang", "mkumar", "jdoe"))
    if variant == "argparse":
        return argparse_failure(ctx, streams, rng)

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        base = ctx.frames()[:2]
        if variant == "size_mismatch":
            frames = base + [(f"{ctx.style.site}/torch/nn/modules/module.py", 2584, "load_state_dict",
                              "raise RuntimeError(")]
            mismatch = ["RuntimeError: Error(s) in loading state_dict for GPTModel:",
                   "\tsize mismatch for embedding.word_embeddings.weight: copying a param with shape "
                   "torch.Size([50304, 4096]) from checkpoint, the shape in current model is "
                   "torch.Size([32000, 4096]).",
                   "\tsize mismatch for output_layer.weight: copying a param with shape torch.Size([50304, 4096]) "
                   "from checkpoint, the shape in current model is torch.Size([32000, 4096])."]
            return traceback_lines(t, frames, mismatch, 1 if decisive else None)
        if variant == "permission":
            frames = base + [("/workspace/utils/checkpoint.py", 70, "save_checkpoint",
                              "os.makedirs(path, exist_ok=True)")]
            where = f"/checkpoints/shared/{user}-run/iter_{ctx.it_at(t):07d}"
            exc = f"PermissionError: [Errno 13] Permission denied: '{where}'"
            return traceback_lines(t, frames, [exc], 0 if decisive else None)
        frames = base + [("/workspace/eval.py", 40, "load_eval_set", "with open(cfg.eval_path) as f:")]
        exc = f"FileNotFoundError: [Errno 2] No such file or directory: '/home/{user}/data/val_split.jsonl'"
        return traceback_lines(t, frames, [exc], 0 if decisive else None)

    why = f"wrong configuration on rank {{rank}} ({variant.replace('_', ' ')})"
    return single_error(ctx, streams, rng, block, "", why, share=0.0 if variant == "permission" else 1.0)


def argparse_failure(ctx: JobContext, streams: Streams, rng: random.Random) -> Failure:
    """Rank 0 launches an evaluation command whose argparse rejects an argument."""
    rank, t = 0, ctx.times.fail
    ckpt = f"/checkpoints/run{rng.randint(2, 40)}/iter_{ctx.it_at(t):07d}"
    cmd = ["python", "eval_harness.py", "--ckpt", ckpt, "--fewshot", "5", "--tasks", "hellaswag"]
    texts = [ctx.log(rank, t, "INFO", f"running evaluation: {' '.join(cmd)}", "eval.py:88"),
             "usage: eval_harness.py [-h] --ckpt CKPT [--tasks TASKS] [--num-fewshot NUM_FEWSHOT] "
             "[--batch-size BATCH_SIZE]",
             "eval_harness.py: error: unrecognized arguments: --fewshot 5"]
    lines = [Line(t + 0.2 * i, text, i == 2) for i, text in enumerate(texts)]
    message = f"subprocess.CalledProcessError: Command '{cmd!r}' returned non-zero exit status 2."
    frames = ctx.frames()[:2] + [("/workspace/eval.py", 90, "run_eval", "subprocess.run(cmd, check=True)"),
                                 (f"{ctx.style.stdlib}/subprocess.py", 571, "run",
                                  "raise CalledProcessError(retcode, process.args,")]
    streams.add(rank_err(rank), lines + traceback_lines(t + 0.6, frames, [message], None))
    return culprit_failure(ctx, rank, t + 0.6, message, "the evaluation command launched by rank 0 had an "
                           "unrecognized argument")


def build_device_assert(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A kernel's index check fails (device-side assert), then CUDA reports the assert."""
    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        if variant == "nll_loss":
            where, check = "Loss.cu:250: nll_loss_forward_reduce_cuda_kernel_2d", "t >= 0 && t < n_classes"
        elif variant == "scatter_gather":
            where = "ScatterGatherKernel.cu:367: operator()"
            check = 'idx_dim >= 0 && idx_dim < index_size && "index out of bounds"'
        else:
            where, check = "Indexing.cu:1289: indexSelectLargeIndex", "srcIndex < srcSelectDimSize"
        asserts = [Line(t, f"/pytorch/aten/src/ATen/native/cuda/{where}: block: [{b},0,0], thread: [{th},0,0] "
                        f"Assertion `{check}` failed.") for b, th in ((3, 64), (3, 65), (11, 96))]
        cls = "torch.AcceleratorError" if variant == "scatter_gather" else "RuntimeError"
        return asserts + cuda_error_block(ctx, t + 0.01, f"{cls}: CUDA error: device-side assert triggered", decisive)

    return single_error(ctx, streams, rng, block, "", "a device-side assert on rank {rank} "
                        f"({variant.replace('_', ' ')}: an index out of range in a kernel)")


# ----------------------------------------------------------------------------- scenarios: infrastructure


def build_gpu_hardware(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A GPU fails (Xid 79/48/95 in dmesg, or an uncorrectable ECC error in the rank's log)."""
    rank, t = pick_rank(ctx, rng), ctx.times.fail
    node = ctx.topo.node_of(rank)
    texts = {"xid79_off_bus": [xid_line(ctx, rank, 79, "GPU has fallen off the bus."),
                               f"NVRM: GPU 0000:{ctx.topo.bus(rank)}:00.0: GPU has fallen off the bus.",
                               "NVRM: A GPU crash dump has been created. If possible, please run",
                               "NVRM: nvidia-bug-report.sh as root to collect this data before",
                               "NVRM: the NVIDIA kernel module is unloaded."],
             "xid48_dbe": [xid_line(ctx, rank, 48, "An uncorrectable double bit error (DBE) has been detected on GPU "
                                    f"in the framebuffer at partition {rng.randint(0, 7)}, subpartition 0."),
                           xid_line(ctx, rank, 63, f"Row Remapper: New row (0x{rng.randrange(1 << 20):016x}) marked "
                                    "for remapping, reset gpu to activate.")],
             "xid95_uncontained": [xid_line(ctx, rank, 95, "Uncontained: FBHUB. RST: Yes, D-RST: No")]}.get(variant)
    if texts:
        streams.add(kernel(node), kernel_lines(ctx, t, texts, decisive=0))
    cuda = ("RuntimeError: CUDA error: unspecified launch failure" if variant == "xid79_off_bus"
            else "RuntimeError: CUDA error: uncorrectable ECC error encountered")
    t_cuda = t + rng.uniform(0.2, 3.0) if texts else t
    streams.add(rank_err(rank), cuda_error_block(ctx, t_cuda, cuda, not texts))
    evidence = texts[0].split(", pid=")[0].replace("NVRM: ", "") if texts else "uncorrectable ECC error"
    return culprit_failure(ctx, rank, t_cuda, cuda, f"GPU {ctx.topo.local(rank)} of {ctx.topo.hosts[node]} "
                           f"(rank {rank}) failed: {evidence}")


def build_nvlink_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """An NVLink (Xid 74) or NVSwitch (fatal SXid) error, then NCCL errors on the node."""
    rank, t = pick_rank(ctx, rng), ctx.times.fail
    node, link = ctx.topo.node_of(rank), rng.randint(0, 17)
    if variant == "xid74":
        texts = [xid_line(ctx, rank, 74, f"NVLink: fatal error detected on link {link}(0x0, 0x0, 0x10000, 0x0, 0x0, "
                                         "0x0, 0x0)").replace(f"pid={ctx.topo.pid(rank)}, name=python3",
                                                              "pid='<unknown>', name=<unknown>")]
    else:
        switch = rng.randint(0, 3)
        texts = [f"nvidia-nvswitch{switch}: SXid (PCI:0000:{5 + switch:02x}:00.0): 24007, Fatal, Link {link + 16} "
                 "sourcetrack TCEN0 crumbstore ECC DBE Error",
                 f"nvidia-nvswitch{switch}: SXid (PCI:0000:{5 + switch:02x}:00.0): 24007, Severity 1 Engine instance "
                 f"{link + 16} Sub-engine instance 00"]
    streams.add(kernel(node), [Line(t + i * 0.001, ctx.kmsg(t + i * 0.001, x), i == 0) for i, x in enumerate(texts)])
    exc = nccl_error_lines(ctx, "unhandled cuda error (run with NCCL_DEBUG=INFO for details)",
                           "Cuda failure 'an illegal memory access was encountered'")

    def block(r: int, t_rank: float, decisive: bool) -> list[Line]:
        return traceback_lines(t_rank, ctx.frames() + dist_frames(ctx), exc, None)

    t_err = t + rng.uniform(0.3, 2.0)
    streams.add(rank_err(rank), block(rank, t_err, False))
    more = repeat_on_ranks(ctx, streams, rng, others(ctx, rng, rank, 1.0, same_node=True) if variant == "sxid" else [],
                           t_err, block, exc[0])
    why = f"NVLink failure on {ctx.topo.hosts[node]} ({'Xid 74' if variant == 'xid74' else 'fatal NVSwitch SXid'})"
    failure = culprit_failure(ctx, rank, t_err, exc[0], why, more_ends=more)
    return failure if variant == "xid74" else Failure(None, node, why, failure.ends)


def build_network_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """An InfiniBand completion error (NCCL or UCX) on one rank, then its ncclRemoteError."""
    rank, t = pick_rank(ctx, rng), ctx.times.fail
    node = ctx.topo.node_of(rank)
    lone = f"10.{ctx.topo.subnet}.9.{rng.randint(2, 200)}"  # a single-node job's peer is a storage/service host
    peer = ctx.topo.ip((node + 1) % ctx.topo.nodes) if ctx.topo.nodes > 1 else lone
    port, hca = rng.randint(32768, 60999), f"mlx5_{ctx.topo.local(rank) % 8}"
    body = {"ib_status": f"NET/IB : Got completion from peer {peer}<{port}> with status=12 opcode=0 len=0 vendor err "
                         f"129 (Recv) localGid ::ffff:{ctx.topo.ip(node)} remoteGids ::ffff:{peer}",
            "ib_legacy": f"NET/IB : Got completion from peer {peer}<{port}> with error 12, opcode 0, len 0, "
                         "vendor err 129",
            "ib_named": f"NET/IB: Got completion from peer {peer}<{port}> with status=IBV_WC_RETRY_EXC_ERR(12) "
                        f"opcode=IBV_WC_RDMA_WRITE(1) vendor_err=129  localGid ::ffff:{ctx.topo.ip(node)} "
                        f"remoteGids ::ffff:{peer} hca {hca}"}.get(variant)
    if body:
        first = ctx.nccl(rank, body, warn_src="transport/net_ib.cc:1696", tid_offset=344)
        trail = [ctx.nccl(rank, "transport/net.cc:1302 -> 6", tid_offset=344),
                 ctx.nccl(rank, "proxy.cc:878 -> 6 [Progress Thread]", tid_offset=344)]
    else:
        body = f"Transport retry count exceeded on {hca}:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)"
        first = f"[{t:.6f}] [{ctx.topo.host_of(rank)}:{ctx.topo.pid(rank)}:0]   ib_mlx5_log.c:177  UCX  ERROR {body}"
        trail = []
    streams.add(rank_out(rank), [Line(t, first, True)] + [Line(t + 0.001, x) for x in trail])
    exc = nccl_error_lines(ctx, "remote process exited or there was a network error", body)
    streams.add(rank_err(rank), traceback_lines(t + 0.5, ctx.frames() + dist_frames(ctx), exc, None))
    why = (f"InfiniBand fabric error on {ctx.topo.hosts[node]} (rank {rank}, {hca}): transport retry counter "
           f"exceeded talking to {peer}")
    return culprit_failure(ctx, rank, t + 0.5, exc[0], why)


def build_node_failure(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A node vanishes: a kernel panic in its dmesg, or Slurm's NODE FAILURE banner."""
    node = rng.randrange(1, ctx.topo.nodes) if ctx.topo.nodes > 1 else 0
    host, t = ctx.topo.hosts[node], ctx.times.fail
    why = f"node {host} died ({'kernel panic' if variant == 'kernel_panic' else 'Slurm NODE_FAIL'})"
    if variant == "kernel_panic":
        cpu = rng.randint(0, 95)
        texts = [f"mce: [Hardware Error]: CPU {cpu}: Machine Check Exception: 5 Bank 7: be00000000800400",
                 f"mce: [Hardware Error]: TSC 0 ADDR {rng.randrange(1 << 40):x} MISC 86 ",
                 "mce: [Hardware Error]: Run the above through 'mcelog --ascii'",
                 "Kernel panic - not syncing: Fatal machine check"]
        streams.add(kernel(node), kernel_lines(ctx, t, texts, decisive=3))
        return Failure(None, node, why, MappingProxyType({}), dead_node=node, misleadable=False)
    banner_t = t + rng.uniform(60, 300)
    job, head = ctx.topo.job_id, ctx.topo.hosts[0]
    streams.add(SCHED, [
        Line(banner_t, f"slurmstepd: error: *** JOB {job} ON {head} CANCELLED AT {format_time(banner_t, 'slurm')} "
                       "DUE TO NODE FAILURE ***", True),
        Line(banner_t + 0.2, f"srun: error: Node failure on {host}"),
        Line(banner_t + 0.3, "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.")])
    return Failure(None, node, why, MappingProxyType({}), dead_node=node, cascade="sigterm",
                   cascade_from=banner_t + 0.5, scheduler_end=True, misleadable=False)


def build_storage_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """Shared storage fails under one rank: EIO on Lustre, a stale NFS handle, S3 throttling."""
    it, proj = ctx.it_at(ctx.times.fail), rng.choice(("llm-pretrain", "nlp", "foundation"))

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        site = ctx.style.site
        if variant == "stale_handle":
            path = f"/nfs/datasets/{proj}/tokens/shard_{rank * 7 + 3:05d}.bin"
            frames = ctx.frames()[:2] + [("/workspace/data/indexed_dataset.py", 118, "__getitem__",
                                          "buf = np.frombuffer(self._mmap, dtype=np.int32, count=n, offset=off)")]
            exc = f"OSError: [Errno 116] Stale file handle: '{path}'"
        elif variant == "s3_slowdown":
            frames = ctx.frames()[:2] + [("/workspace/utils/upload.py", 52, "upload_checkpoint",
                                          "client.upload_file(local, bucket, key)"),
                                         (f"{site}/botocore/client.py", 1023, "_make_api_call",
                                          "raise error_class(parsed_response, operation_name)")]
            exc = ("botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the PutObject operation "
                   "(reached max retries: 4): Please reduce your request rate.")
        else:
            frames = ctx.frames()[:2] + checkpoint_save_frames(ctx)
            exc = (f"OSError: [Errno 5] Input/output error: '/lustre/fsw/{proj}/checkpoints/iter_{it:07d}/"
                   f"mp_rank_{ctx.topo.local(rank):02d}/model_optim_rng.pt'")
        return traceback_lines(t, frames, [exc], 0 if decisive else None)

    why = f"shared storage failed under rank {{rank}} ({variant.replace('_', ' ')})"
    return single_error(ctx, streams, rng, block, "", why)


def build_connection_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """The control plane is lost: the rendezvous store, or a TCPStore refusing or resetting."""
    if variant == "rendezvous":
        return rendezvous_failure(ctx, streams, rng)
    head = ctx.topo.hosts[0]

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        store = [("/workspace/utils/sync.py", 41, "wait_for_peers",
                  'store.wait([f"ckpt_done/{step}/{r}" for r in ranks])')]
        if variant == "store_reset":
            exc = "torch.distributed.DistNetworkError: Connection reset by peer"
            warn = []
        else:
            exc = (f"torch.distributed.DistNetworkError: The client socket has failed to connect to [{head}]:29500 "
                   "(errno: 111 - Connection refused).")
            warn = [Line(t - 0.9 + 0.3 * k, ctx.c10d(rank, t - 0.9 + 0.3 * k, "W", "socket.cpp:752", f"[c10d] The "
                         f"client socket has failed to connect to [{head}]:29500 (errno: 111 - Connection refused)."))
                    for k in range(3)]
        return warn + traceback_lines(t, ctx.frames()[:2] + store, [exc], 0 if decisive else None)

    return single_error(ctx, streams, rng, block, "", "rank {rank} lost its connection to the TCPStore on "
                        f"{head} ({variant.replace('_', ' ')})")


def rendezvous_failure(ctx: JobContext, streams: Streams, rng: random.Random) -> Failure:
    """A torchrun agent loses the c10d rendezvous store and dies with RendezvousConnectionError."""
    node, t = rng.randrange(ctx.topo.nodes), ctx.times.fail
    host, site = ctx.topo.hosts[node], f"{ctx.style.site}/torch/distributed/elastic/rendezvous"
    warn = ctx.elastic(node, t, "WARNING", "elastic/rendezvous/dynamic_rendezvous.py:1149", f"The node '{host}_"
                       f"{ctx.topo.agent_pid(node)}_0' has failed to send a keep-alive heartbeat to the rendezvous "
                       f"'{ctx.topo.job_id}' due to an error of type RendezvousConnectionError.")
    inner = traceback_lines(t + 0.1, [(f"{site}/c10d_rendezvous_backend.py", 113, "_call_store",
                                       "return getattr(self._store, store_op)(*args, **kwargs)")],
                            ["torch.distributed.DistNetworkError: Broken pipe"], None)
    outer = traceback_lines(t + 0.1, [
        ("/usr/local/bin/torchrun", 8, "<module>", "sys.exit(main())"),
        (f"{ctx.style.site}/torch/distributed/elastic/agent/server/api.py", 908, "_invoke_run",
         "num_nodes_waiting = rdzv_handler.num_nodes_waiting()"),
        (f"{site}/dynamic_rendezvous.py", 1203, "num_nodes_waiting", "self._state_holder.sync()"),
        (f"{site}/c10d_rendezvous_backend.py", 75, "get_state",
         'base64_state: bytes = self._call_store("get", self._key)'),
        (f"{site}/c10d_rendezvous_backend.py", 115, "_call_store", "raise RendezvousConnectionError(")],
        ["torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has "
         "failed. See inner exception for details."])
    streams.add(agent(node), [Line(t, warn)] + chained(inner, outer))
    ends = {r: RankEnd(t + rng.uniform(0.3, 1.0), -15) for r in ctx.topo.ranks_on(node)}
    return Failure(None, node, f"the torchrun agent on {host} lost the rendezvous store (RendezvousConnectionError)",
                   MappingProxyType(ends), crashed_agents=frozenset({node}), misleadable=False)


def build_cuda_error(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    """A CUDA runtime error with no hardware evidence, raised in Python or in the NCCL watchdog."""
    rank, t = pick_rank(ctx, rng), ctx.times.fail
    message = {"illegal_address": "RuntimeError: CUDA error: an illegal memory access was encountered",
               "launch_failure": "RuntimeError: CUDA error: unspecified launch failure",
               "device_busy": "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable",
               }.get(variant)
    hard = False
    if variant == "illegal_address" and ctx.kernel_logs:
        # An application-level Xid (13/31) accompanies the program's own crash; it does not implicate the GPU.
        xid = xid_line(ctx, rank, 31, "Ch 0000003b, intr 10000000. MMU Fault: ENGINE GRAPHICS HUBCLIENT_SCC faulted @ "
                       "0x7f3c_04687000. Fault is of type FAULT_PDE ACCESS_TYPE_VIRT_READ")
        streams.add(kernel(ctx.topo.node_of(rank)), [Line(t, ctx.kmsg(t, xid))])
        hard = True
    if message:
        streams.add(rank_err(rank), cuda_error_block(ctx, t + 0.05, message, True))
        return culprit_failure(ctx, rank, t + 0.05, message, f"CUDA runtime error on rank {rank}: "
                               f"{message.split('CUDA error: ')[1]}", hard=hard)
    streams.add(rank_err(rank), watchdog_cuda_lines(ctx, rank, t))
    return culprit_failure(ctx, rank, t, "", f"CUDA runtime error on rank {rank}, raised in the NCCL watchdog thread: "
                           "an illegal memory access", code=-6)


def watchdog_cuda_lines(ctx: JobContext, rank: int, t: float) -> list[Line]:
    """A CUDA error caught by the NCCL watchdog thread, which aborts the process."""
    pg = f"[PG ID 0 PG GUID 0(default_pg) Rank {rank}]" if ctx.style.new_torch else f"[Rank {rank}]"
    what = (f"{pg} Process group watchdog thread terminated with exception: CUDA error: an illegal memory access "
            "was encountered")
    lib = f"{ctx.style.site}/torch/lib"
    first = ctx.c10d(rank, t, "E", "ProcessGroupNCCL.cpp:1595", what)
    texts = [*CUDA_NOTES, "Exception raised from c10_cuda_check_implementation at "
             "/pytorch/c10/cuda/CUDAException.cpp:43 (most recent call first):",
             "frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x7f3c2e1b9446 in "
             f"{lib}/libc10.so)",
             f"frame #1: c10::cuda::c10_cuda_check_implementation(int, char const*, char const*, int, bool) + 0x118 "
             f"(0x7f3c2e2a1a18 in {lib}/libc10_cuda.so)",
             "terminate called after throwing an instance of 'c10::DistBackendError'", f"  what():  {what}"]
    return [Line(t, first, True)] + [Line(t + 0.001, x) for x in texts]


def watchdog_lines(ctx: JobContext, rank: int, t: float, decisive: bool = False) -> list[Line]:
    """The NCCL watchdog's report for a collective that never finished."""
    timeout_ms = int(ctx.times.nccl_timeout * 1000)
    seq = ctx.it_at(ctx.times.fail) * 6 + 3
    ran = timeout_ms + int((t - ctx.times.fail - ctx.times.nccl_timeout) * 1000) % 997 + 68
    caught = (f"Watchdog caught collective operation timeout: WorkNCCL(SeqNum={seq}, OpType=ALLREDUCE, "
              f"NumelIn=262144, NumelOut=262144, Timeout(ms)={timeout_ms}) ran for {ran} milliseconds before "
              "timing out.")
    if ctx.style.new_torch:
        pg = f"[PG ID 0 PG GUID 0(default_pg) Rank {rank}]"
        msgs = [("ProcessGroupNCCL.cpp:632", f"[Rank {rank}] {caught}"),
                ("ProcessGroupNCCL.cpp:2168", f"{pg} failure detected by watchdog at work sequence id: {seq} "
                 f"PG status: last enqueued work: {seq + 1}, last completed work: {seq - 1}"),
                ("ProcessGroupNCCL.cpp:681", f"[Rank {rank}] {NCCL_FAILED}"),
                ("ProcessGroupNCCL.cpp:695", f"[Rank {rank}] {NCCL_TAKEDOWN}")]
        what = f"{pg} Process group watchdog thread terminated with exception: [Rank {rank}] {caught}"
    else:
        msgs = [("ProcessGroupNCCL.cpp:475", f"[Rank {rank}] {caught}"), ("ProcessGroupNCCL.cpp:489", NCCL_FAILED),
                ("ProcessGroupNCCL.cpp:495", NCCL_TAKEDOWN)]
        what = f"[Rank {rank}] NCCL watchdog thread terminated with exception: [Rank {rank}] {caught}"
    lines = [Line(t + i * 1e-4, ctx.c10d(rank, t + i * 1e-4, "E", src, msg), decisive and i == 0)
             for i, (src, msg) in enumerate(msgs)]
    thrown = "c10::DistBackendError" if ctx.style.new_torch else "std::runtime_error"
    return lines + [Line(t + 0.001, f"terminate called after throwing an instance of '{thrown}'"),
                    Line(t + 0.001, f"  what():  {what}")]


def build_nccl_timeout(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    rank = pick_rank(ctx, rng)
    t = ctx.times.fail + ctx.times.nccl_timeout
    streams.add(rank_err(rank), watchdog_lines(ctx, rank, t, decisive=True))
    why = (f"a collective hung and every rank's NCCL watchdog fired after {ctx.times.nccl_timeout:.0f} s (rank {rank} "
           "first); no earlier error on any rank")
    return Failure(rank, ctx.topo.node_of(rank), why, MappingProxyType({rank: RankEnd(t + 0.002, -6)}),
                   cascade="watchdog", misleadable=False)


# ----------------------------------------------------------------------------- scenarios: scheduler, unknown


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
    "loss_divergence": Scenario(build_loss_divergence, ("megatron_nan_grad", "loss_is_nan", "min_loss_scale")),
    "checkpoint_corrupt": Scenario(build_checkpoint_corrupt,
                                   ("zip_central_dir", "safetensors_header", "invalid_header")),
    "dataset_error": Scenario(build_dataset_error, ("hf_generation", "parquet_magic", "decode_error")),
    "dependency_error": Scenario(build_dependency_error, ("module_not_found", "undefined_symbol", "glibcxx")),
    "code_bug": Scenario(build_code_bug, tuple(CODE_BUGS)),
    "config_error": Scenario(build_config_error, ("argparse", "size_mismatch", "file_not_found", "permission")),
    "device_assert": Scenario(build_device_assert, ("index_select", "nll_loss", "scatter_gather")),
    "unknown": Scenario(build_unknown, ("sigkill", "sigsegv", "bare_exit")),
})


# ----------------------------------------------------------------------------- training progress

TRAIN_ITERS = 500_000
GLOBAL_BATCH = 1024
EST_LINE_BYTES = MappingProxyType({"megatron": 330, "hf": 150, "deepspeed": 125, "plain": 140})


def format_metrics(progress: str, *, loss: float, lr: float, grad_norm: float, ms: float, epoch: float,
                   skipped: int = 0, tokens: float = 8.4e8) -> str:
    """The metric fields of one progress line in the framework's own format."""
    if progress == "megatron":
        return (f"elapsed time per iteration (ms): {ms:.1f} | learning rate: {lr:.6E} | global batch size: "
                f"{GLOBAL_BATCH:5d} | lm loss: {loss:.6E} | loss scale: 1.0 | grad norm: {grad_norm:.3f} | "
                f"number of skipped iterations: {skipped:3d} | number of nan iterations: {0:3d} |")
    if progress == "hf":  # Trainer's log dict as TRL's SFTTrainer extends it
        accuracy = min(0.99, 1.25 - loss / 4) if loss == loss else math.nan
        return (f"'loss': {loss:.4f}, 'grad_norm': {grad_norm:.4f}, 'learning_rate': {lr:.4e}, 'num_tokens': "
                f"{tokens:.1f}, 'mean_token_accuracy': {accuracy:.4f}, 'epoch': {epoch:.2f}")
    if progress == "deepspeed":
        return f"{lr:.8e}"
    return f"loss {loss:.4f} | lr {lr:.3e} | grad_norm {grad_norm:.3f} | step_time {ms / 1000:.2f}s"


def metrics_pool(progress: str, rng: random.Random, size: int) -> tuple[str, ...]:
    """Pre-formatted metrics along a falling loss curve; entry k belongs to training fraction k/size."""
    loss0, drop, peak = rng.uniform(2.6, 3.4), rng.uniform(0.3, 0.8), rng.choice((1.5e-4, 3e-4, 6e-4))
    ms, epochs, tokens = rng.uniform(700, 9000), rng.uniform(0.5, 3.0), rng.uniform(1e9, 9e10)
    pool = []
    for k in range(size):
        frac = k / size
        pool.append(format_metrics(
            progress, loss=loss0 - drop * (1 - math.exp(-3 * frac)) + rng.gauss(0, 0.02),
            lr=peak * (0.1 + 0.45 * (1 + math.cos(math.pi * frac))), grad_norm=abs(rng.gauss(0.3, 0.06)),
            ms=ms * rng.uniform(0.97, 1.05), epoch=epochs * frac, tokens=tokens * frac))
    return tuple(pool)


@dataclass(frozen=True)
class ProgressFormat:
    """A rank's progress line as a %-template with slots (seconds, fraction, iteration, derived count, metrics)."""

    template: str
    head_style: str  # how the whole seconds are written (a key of _SECONDS)
    fraction_scale: int  # 1000 = milliseconds, 1000000 = microseconds, 0 = none
    per_iter: int  # the derived count (samples) per iteration


def progress_format(ctx: JobContext, rank: int) -> ProgressFormat:
    """The progress-line format of this job's framework for one rank."""
    progress = ctx.style.progress
    if progress == "megatron":
        return ProgressFormat(" %s%.0s iteration %8d/" + f"{TRAIN_ITERS:8d}" + " | consumed samples: %12d | %s",
                              "megatron", 0, GLOBAL_BATCH)
    if progress == "hf":
        # %.0s swallows the slots HF's metrics dict has no place for.
        return ProgressFormat("%.0s%.0s%.0s%.0s{%s}", "none", 0, 1)
    if progress == "deepspeed":
        return ProgressFormat("%s,%03d] [INFO] [logging.py:96:log_dist] [Rank " + str(rank)
                              + "] step=%d, skipped=%.0s0, lr=[%s], mom=[(0.9, 0.95)]", "bracket", 1000, 1)
    tail = " step %d | samples %d | %s"
    if ctx.style.stamp == "iso":
        return ProgressFormat("%s.%03dZ INFO [train.py:240]" + tail, "iso", 1000, GLOBAL_BATCH)
    if ctx.style.stamp == "bracket":
        return ProgressFormat("%s,%03d] [INFO] [train.py:240:train]" + tail, "bracket", 1000, GLOBAL_BATCH)
    return ProgressFormat("I%s.%06d " + f"{ctx.topo.pid(rank):5d}" + " train.py:240]" + tail, "glog", 1000000,
                          GLOBAL_BATCH)


def progress_text(ctx: JobContext, rank: int, t: float, it: int, *, loss: float, grad_norm: float,
                  skipped: int = 0) -> str:
    """One progress line with chosen loss and grad norm (diverging runs, skipped steps)."""
    fmt = progress_format(ctx, rank)
    metrics = format_metrics(ctx.style.progress, loss=loss, lr=2.4e-4, grad_norm=grad_norm, ms=1530.2,
                             epoch=0.5, skipped=skipped)
    second = int(t)
    head = _SECONDS[fmt.head_style](time.gmtime(second))
    return fmt.template % (head, int((t - second) * fmt.fraction_scale), it, it * fmt.per_iter, metrics)


@dataclass(frozen=True)
class PadSpec:
    """`count` progress lines spread evenly over (t0, t1), iterations first_iter, first_iter + step, ..."""

    count: int
    first_iter: int
    step: int
    t0: float
    t1: float


class ProgressRenderer:
    """Renders one rank's progress lines fast: a fixed template, a metrics pool, and whole-second
    stamps from a cache shared by all ranks of the job (they log the same seconds)."""

    def __init__(self, prefix: str, fmt: ProgressFormat, pool: tuple[str, ...], times: Timeline,
                 heads: dict[int, str]) -> None:
        self._template = prefix.replace("%", "%%") + fmt.template + "\n"
        self._head_of = _SECONDS[fmt.head_style]
        self._heads = heads
        self._fraction = fmt.fraction_scale
        self._per_iter = fmt.per_iter
        self._pool = pool
        self._train = times.train
        self._pool_scale = (len(pool) - 1) / max(times.fail - times.train, 1.0)

    def render(self, pad: PadSpec, first: int, count: int) -> str:
        template, heads, head_of, fraction = self._template, self._heads, self._head_of, self._fraction
        pool, per_iter, train, scale = self._pool, self._per_iter, self._train, self._pool_scale
        dt = (pad.t1 - pad.t0) / (pad.count + 1)
        t, step = pad.t0 + first * dt, pad.step
        it = pad.first_iter + (first - 1) * step
        parts: list[str] = []
        append = parts.append
        last_second, head = -1, ""
        for _ in range(count):  # the hot loop of big jobs: keep it to a few operations per line
            t += dt
            it += step
            second = int(t)
            if second != last_second:
                last_second = second
                if second not in heads:
                    heads[second] = head_of(time.gmtime(second))
                head = heads[second]
            append(template % (head, int((t - second) * fraction), it, it * per_iter, pool[int((t - train) * scale)]))
        return "".join(parts)

    def line_bytes(self, times: Timeline) -> float:
        sample = PadSpec(64, 123456, 1, times.train, times.fail)
        return len(self.render(sample, 16, 32)) / 32


def pad_between(ctx: JobContext, count: int, t0: float, t1: float) -> PadSpec:
    it0, it1 = ctx.it_at(t0), ctx.it_at(t1)
    step = max(1, (it1 - it0) // (count + 1))
    return PadSpec(count, it0 + step, step, t0, t1)


def pad_specs(ctx: JobContext, count: int) -> tuple[PadSpec, PadSpec]:
    """Training before the red herrings and after them, split in proportion to the time."""
    tm = ctx.times
    before = round(count * (tm.herring - tm.train) / (tm.fail - tm.train - HERRING_WINDOW))
    return pad_between(ctx, before, tm.train, tm.herring), pad_between(ctx, count - before, tm.resume, tm.fail)


# ----------------------------------------------------------------------------- startup


def add_startup(ctx: JobContext, streams: Streams) -> None:
    """Plans every startup line: ranks, rank 0's config, the launcher, the kernel's boot messages."""
    for rank in range(ctx.topo.ranks):
        streams.add(rank_out(rank), rank_startup_lines(ctx, rank))
    streams.add(rank_out(0), config_lines(ctx, ctx.times.start + 25))
    t = ctx.times.start
    streams.add(SCHED, [Line(t, text) for text in sched_header(ctx)])
    if ctx.spec.layout in TORCHRUN_LAYOUTS:
        for node in range(ctx.topo.nodes):
            # Agents start a moment apart, so their multi-line records do not interleave.
            streams.add(agent(node), torchrun_startup_lines(ctx, node, t + 2 + 0.02 * node))
    elif ctx.spec.layout == "deepspeed_pdsh":
        streams.add(LAUNCHER, [Line(t + 1, deepspeed_runner_line(ctx, t + 1))])
        for node in range(ctx.topo.nodes):
            streams.add(agent(node), deepspeed_startup_lines(ctx, node, t + 3 + 0.02 * node))
    if ctx.kernel_logs:
        for node in range(ctx.topo.nodes):
            streams.add(kernel(node), kernel_boot_lines(ctx))


def rank_startup_lines(ctx: JobContext, rank: int) -> list[Line]:
    """A rank announcing its host, initializing torch.distributed and NCCL, loading a checkpoint."""
    topo, t = ctx.topo, ctx.times.start + 20 + rank * 0.003
    host, local = topo.host_of(rank), topo.local(rank)
    hello = (f"hostname: {host}" if ctx.style.hello == "plain" else
             ctx.log(rank, t, "INFO", f"rank {rank}/{topo.ranks} (local_rank {local}) running on {host}",
                     "launch.py:31"))
    init = (f"initializing torch.distributed: backend=nccl world_size={topo.ranks} rank={rank} local_rank={local} "
            f"master_addr={topo.hosts[0]} master_port=29500")
    texts = [hello, ctx.log(rank, t, "INFO", init, "dist.py:58")]
    if ctx.style.nccl_debug:
        texts += nccl_init_lines(ctx, rank)
    lines = [Line(t + i * 1e-4, text) for i, text in enumerate(texts)]
    first = ctx.times.first_iter
    if first:
        t_load = t + 40
        loaded = f"loaded checkpoint /checkpoints/latest/iter_{first:07d} (iteration {first})"
        lines.append(Line(t_load, ctx.log(rank, t_load, "INFO", loaded, "checkpoint.py:140")))
    return lines


def nccl_init_lines(ctx: JobContext, rank: int) -> list[str]:
    """NCCL_DEBUG=INFO lines of communicator setup; they tie rank, host and GPU bus together."""
    topo = ctx.topo
    ip, local = topo.ip(topo.node_of(rank)), topo.local(rank)
    lines = [ctx.nccl(rank, f"NCCL version {ctx.style.nccl_version}+cuda12.4", tid_offset=0)] if rank == 0 else []
    lines.append(ctx.nccl(rank, f"Bootstrap : Using ib0:{ip}<0>", tid_offset=0))
    if ctx.spec.red_herrings:
        lines.append(ctx.nccl(rank, "NET/Plugin : dlerror=libnccl-net.so: cannot open shared object file: No such "
                              "file or directory No plugin found (libnccl-net.so), using internal implementation",
                              tid_offset=0))
    devices = " ".join(f"[{i}]mlx5_{i}:1/IB" for i in range(8))
    lines.append(ctx.nccl(rank, f"NET/IB : Using {devices} [RO]; OOB ib0:{ip}<0>", tid_offset=0))
    lines.append(ctx.nccl(rank, f"comm 0x{0x55d1c0a00000 + rank * 0x1e40:x} rank {rank} nranks {topo.ranks} cudaDev "
                          f"{local} nvmlDev {local} busId {topo.bus(rank)}000 commId 0x{topo.job_id * 7919:x} - "
                          "Init COMPLETE", tid_offset=23))
    return lines


def config_lines(ctx: JobContext, t: float) -> list[Line]:
    topo = ctx.topo
    args = {"tensor_model_parallel_size": min(8, topo.per_node), "pipeline_model_parallel_size": 1,
            "world_size": topo.ranks, "micro_batch_size": 2, "global_batch_size": GLOBAL_BATCH, "seq_length": 4096,
            "lr": 0.0003, "train_iters": TRAIN_ITERS, "save_interval": 1000, "bf16": True}
    if ctx.style.progress == "megatron":
        texts = (["------------------------ arguments ------------------------"]
                 + [f"  {key} {'.' * (48 - len(key))} {value}" for key, value in args.items()]
                 + ["-------------------- end of arguments ---------------------"])
    else:
        texts = [ctx.log(0, t, "INFO", f"config: {key}={value}", "config.py:77") for key, value in args.items()]
    return [Line(t + i * 1e-4, text) for i, text in enumerate(texts)]


def sched_header(ctx: JobContext) -> list[str]:
    topo, script = ctx.topo, ctx.style.script
    launch = {
        "srun_label": f"srun --label --kill-on-bad-exit=1 --ntasks={topo.ranks} --ntasks-per-node={topo.per_node} "
                      f"python -u {script} --config configs/run.yaml",
        "deepspeed_pdsh": f"deepspeed --hostfile /workspace/hostfile --launcher pdsh --master_addr {topo.hosts[0]} "
                          f"{script} --deepspeed_config ds_config.json",
    }.get(ctx.spec.layout, f"srun --nodes={topo.nodes} --ntasks-per-node=1 torchrun --nnodes={topo.nodes} "
                           f"--nproc-per-node={topo.per_node} --rdzv-backend=c10d "
                           f"--rdzv-endpoint={topo.hosts[0]}:29500 {script} --config configs/run.yaml")
    return [f"SLURM_JOB_ID={topo.job_id}", f"SLURM_JOB_NODELIST={','.join(topo.hosts)}",
            f"SLURM_NNODES={topo.nodes}", f"+ {launch}"]


def torchrun_startup_lines(ctx: JobContext, node: int, t: float) -> list[Line]:
    """A torchrun agent's OMP banner and rendezvous result (group_rank maps local to global ranks)."""
    topo = ctx.topo
    ranks = list(topo.ranks_on(node))
    omp = ("Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system "
           "being overloaded, please further tune the variable for optimal performance in your application as needed. ")
    stars = "*****************************************"
    texts = [ctx.elastic(node, t, "WARNING", "run.py:793", text) for text in ("", stars, omp, stars)]
    texts.append(ctx.elastic(node, t, "INFO", "elastic/agent/server/api.py:525",
                             "[default] Rendezvous complete for workers. Result:"))
    texts += ["  restart_count=0", f"  master_addr={topo.hosts[0]}", "  master_port=29500", f"  group_rank={node}",
              f"  group_world_size={topo.nodes}", f"  local_ranks={list(range(len(ranks)))}", f"  role_ranks={ranks}",
              f"  global_ranks={ranks}", f"  role_world_sizes={[topo.ranks] * len(ranks)}",
              f"  global_world_sizes={[topo.ranks] * len(ranks)}", ""]
    return [Line(t + i * 1e-4, text) for i, text in enumerate(texts)]


def ds_log(t: float, level: str, src: str, msg: str) -> str:
    return f"{format_time(t, 'bracket')} [{level}] [{src}] {msg}"


def deepspeed_runner_line(ctx: JobContext, t: float) -> str:
    topo = ctx.topo
    return ds_log(t, "INFO", "runner.py:568:main", f"cmd = pdsh -S -f 1024 -w {','.join(topo.hosts)} export "
                  f"PYTHONPATH=/workspace; cd /workspace; /usr/bin/python3 -u -m deepspeed.launcher.launch "
                  f"--world_info=<base64> --node_rank=%n --master_addr={topo.hosts[0]} --master_port=29500 "
                  f"{ctx.style.script} --deepspeed_config ds_config.json")


def deepspeed_startup_lines(ctx: JobContext, node: int, t: float) -> list[Line]:
    topo = ctx.topo
    world = {host: list(range(len(topo.ranks_on(n)))) for n, host in enumerate(topo.hosts)}
    mapping = {host: list(topo.ranks_on(n)) for n, host in enumerate(topo.hosts)}
    texts = [ds_log(t, "INFO", "launch.py:146:main", f"WORLD INFO DICT: {world}"),
             ds_log(t, "INFO", "launch.py:152:main",
                    f"nnodes={topo.nodes}, num_local_procs={len(topo.ranks_on(node))}, node_rank={node}"),
             ds_log(t, "INFO", "launch.py:163:main", f"global_rank_mapping=defaultdict(<class 'list'>, {mapping})"),
             ds_log(t, "INFO", "launch.py:164:main", f"dist_world_size={topo.ranks}")]
    return [Line(t + i * 1e-4, text) for i, text in enumerate(texts)]


def kernel_boot_lines(ctx: JobContext) -> list[Line]:
    texts = ((0.0, "Linux version 5.15.0-105-generic (buildd@lcy02-amd64-054) (gcc (Ubuntu 11.4.0-1ubuntu1~22.04) "
                   "11.4.0, GNU ld (GNU Binutils for Ubuntu) 2.38) #115-Ubuntu SMP Mon Apr 15 09:52:04 UTC 2024"),
             (12.41, "nvidia: loading out-of-tree module taints kernel."),
             (12.52, "NVRM: loading NVIDIA UNIX x86_64 Kernel Module  535.161.08  Tue Mar  5 22:42:15 UTC 2024"),
             (14.02, "mlx5_core 0000:0c:00.0: firmware version: 28.39.1002"),
             (19.87, "IPv6: ADDRCONF(NETDEV_CHANGE): ib0: link becomes ready"))
    boot = ctx.times.boot
    return [Line(boot + dt, ctx.kmsg(boot + dt, text)) for dt, text in texts]


# ----------------------------------------------------------------------------- red herrings (survived)

Placed = list[tuple[Channel, list[Line]]]


def herring_user_warning(ctx: JobContext, rng: random.Random, t: float) -> Placed:
    rank = pick_rank(ctx, rng)
    where = f"{ctx.style.site}/transformers/modeling_utils.py:4476"
    return [(rank_err(rank), [Line(t, f"{where}: UserWarning: ignoring 1 entries in error_msgs for non-persistent "
                                      "buffers (rotary_emb.inv_freq): they are recomputed at load time"),
                              Line(t, "  warnings.warn(")])]


def herring_nan_skip(ctx: JobContext, rng: random.Random, t: float) -> Placed:
    rank, it = pick_rank(ctx, rng), ctx.it_at(t)
    skipped = progress_text(ctx, rank, t, it, loss=2.41, grad_norm=math.nan, skipped=1)
    note = ctx.log(rank, t + 0.01, "WARNING", f"grad norm: nan at iteration {it}, skipping step (loss scale "
                   "65536.0 -> 32768.0)", "optimizer.py:301")
    return [(rank_out(rank), [Line(t, skipped)]), (rank_err(rank), [Line(t + 0.01, note)])]


def herring_nccl_flap(ctx: JobContext, rng: random.Random, t: float) -> Placed:
    rank = pick_rank(ctx, rng)
    hca = f"mlx5_{ctx.topo.local(rank) % 8}:1"
    def event(state: str) -> str:
        return ctx.nccl(rank, f"NET/IB : {hca} Got async event : {state}", warn_src="transport/net_ib.cc:137",
                        tid_offset=97)

    return [(rank_out(rank), [Line(t, event("port error")), Line(t + 4.2, event("port active"))])]


def herring_handled_traceback(ctx: JobContext, rng: random.Random, t: float) -> Placed:
    rank, lib = pick_rank(ctx, rng), ctx.style.stdlib
    warn = Line(t, ctx.log(rank, t, "WARNING", "metrics upload failed, will retry", "metrics.py:70"))
    trace = traceback_lines(t, [("/workspace/utils/metrics.py", 64, "_post", "resp = self.conn.getresponse()"),
                                (f"{lib}/http/client.py", 1428, "getresponse", "response.begin()"),
                                (f"{lib}/socket.py", 720, "readinto", "return self._sock.recv_into(b)")],
                            ["ConnectionResetError: [Errno 104] Connection reset by peer"], None)
    after = [Line(t + 0.1, ctx.log(rank, t + 0.1, "INFO", "retrying metrics upload in 5 s (attempt 2/5)",
                                   "metrics.py:74")),
             Line(t + 5.3, ctx.log(rank, t + 5.3, "INFO", "metrics upload succeeded after retry", "metrics.py:80"))]
    return [(rank_err(rank), [warn] + trace + after)]


def herring_slow_batch(ctx: JobContext, rng: random.Random, t: float) -> Placed:
    rank = pick_rank(ctx, rng)
    msg = (f"data loader stall: fetching the batch for iteration {ctx.it_at(t)} took {rng.uniform(60.5, 75):.1f} s "
           "(timeout warning threshold 60 s)")
    return [(rank_err(rank), [Line(t, ctx.log(rank, t, "WARNING", msg, "data.py:112"))])]


def herring_kernel(ctx: JobContext, rng: random.Random, t: float) -> Placed:
    rank = pick_rank(ctx, rng)
    # Xid 63 alone is informational (a row remap is pending); NVIDIA's action is none.
    xid = (f"NVRM: Xid (PCI:0000:{ctx.topo.bus(rank)}:00): 63, pid='<unknown>', name=<unknown>, Row Remapper: New row "
           f"(0x{rng.randrange(1 << 20):016x}) marked for remapping, reset gpu to activate.")
    return [(kernel(ctx.topo.node_of(rank)), [Line(t, ctx.kmsg(t, xid))])]


def add_herrings(ctx: JobContext, streams: Streams, rng: random.Random) -> None:
    """Benign lines with 'error', 'nan', 'timeout' and a handled traceback, all before more training."""
    if not ctx.spec.red_herrings:
        return
    pool = [herring_user_warning, herring_nan_skip, herring_nccl_flap, herring_handled_traceback, herring_slow_batch]
    if ctx.kernel_logs:
        pool.append(herring_kernel)
    chosen = rng.sample(pool, rng.randint(2, 4))
    for i, herring in enumerate(chosen):
        # Each takes under 10 s, so all fit in HERRING_WINDOW.
        for channel, lines in herring(ctx, rng, ctx.times.herring + 5 + 12 * i):
            streams.add(channel, lines)


# ----------------------------------------------------------------------------- cascade


def cascade_end(ctx: JobContext, kind: str, base: float, rng: random.Random) -> RankEnd:
    """When and how a healthy rank ends once the failure has happened at `base`."""
    if kind == "watchdog":
        return RankEnd(base + ctx.times.nccl_timeout + rng.uniform(0.05, 0.9), -6)
    if kind == "remote":
        return RankEnd(base + rng.uniform(1.0, 20.0), 1)
    return RankEnd(base + rng.uniform(0.3, 2.0), -15)


def kill_groups(ctx: JobContext) -> list[range]:
    """Ranks one launcher tears down together: a node's torchrun/deepspeed agent, or all of srun --kill-on-bad-exit."""
    if ctx.spec.layout == "srun_label":
        return [range(ctx.topo.ranks)]
    return [ctx.topo.ranks_on(node) for node in range(ctx.topo.nodes)]


def compute_ends(ctx: JobContext, failure: Failure, kind: str, misleading: bool,
                 rng: random.Random) -> dict[int, RankEnd]:
    """Every surviving rank's end: the cascade, cut short where its launcher kills it first."""
    fixed = dict(failure.ends)
    if misleading and failure.rank is not None:
        # The culprit hangs after printing its error (e.g. in destroy_process_group), so its launcher
        # first observes a cascade rank and only later kills the culprit.
        fixed.pop(failure.rank)
    dead = set(ctx.topo.ranks_on(failure.dead_node)) if failure.dead_node is not None else set()
    base = ctx.times.fail if failure.cascade_from is None else failure.cascade_from
    pending = {r: cascade_end(ctx, kind, base, rng) for r in range(ctx.topo.ranks) if r not in fixed and r not in dead}
    if misleading and failure.rank is not None:
        pending[failure.rank] = RankEnd(math.inf, -15)
    ends = dict(fixed)
    for group in kill_groups(ctx):
        times = [e.t for r in group for e in (fixed.get(r), pending.get(r)) if e is not None]
        first = min(times, default=math.inf)
        for r in group:
            if r in pending:
                end = pending[r]
                ends[r] = end if end.t <= first + KILL_GRACE else RankEnd(first + rng.uniform(0.4, 1.0), -15)
    finite = [e.t for e in ends.values() if e.t < math.inf]
    last = max(finite, default=ctx.times.fail)
    return {r: e if e.t < math.inf else RankEnd(last + rng.uniform(1.0, 3.0), -15) for r, e in ends.items()}


def remote_error_lines(ctx: JobContext, rank: int, t: float, rng: random.Random) -> list[Line]:
    peer = ctx.topo.ip(rng.randrange(ctx.topo.nodes))
    exc = nccl_error_lines(ctx, "remote process exited or there was a network error",
                           f"socketProgressOpt: Call to recv from {peer}<{rng.randint(32768, 60999)}> failed : "
                           "Connection reset by peer")
    return traceback_lines(t, ctx.frames() + dist_frames(ctx), exc, None)


def store_reset_lines(ctx: JobContext, rank: int, t: float) -> list[Line]:
    """TCPStore warnings once the store's host is gone (they precede the watchdog)."""
    topo = ctx.topo
    socket = f"SocketImpl(fd=78, addr=[{topo.host_of(rank)}]:{40000 + rank}, remote=[{topo.hosts[0]}]:29500)"
    texts = [ctx.c10d(rank, t, "W", "TCPStore.cpp:125",
                      f"[c10d] recvValue failed on {socket}: Connection reset by peer"),
             ctx.c10d(rank, t, "W", "ProcessGroupNCCL.cpp:1659", f"[PG ID 0 PG GUID 0(default_pg) Rank {rank}] Failed "
                      'to check the "should dump" flag on TCPStore, (maybe TCPStore server has shut down too early), '
                      "with error: Connection reset by peer")]
    return [Line(t + i * 1e-4, text) for i, text in enumerate(texts)]


def add_cascades(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd],
                 rng: random.Random) -> None:
    """What the other ranks print as they die of the failure."""
    for rank, end in sorted(ends.items()):
        if rank in failure.ends or rank in failure.silent:
            continue
        if end.code == -6:
            # Once a dead rank's host took the TCPStore down, survivors warn about it before their watchdog fires.
            if ctx.style.new_torch and not failure.cascade and rng.random() < 0.3:
                t_store = ctx.times.fail + rng.uniform(5, 60)
                streams.add(rank_err(rank), store_reset_lines(ctx, rank, min(t_store, end.t - 1)))
            streams.add(rank_err(rank), watchdog_lines(ctx, rank, end.t - 0.003))
        elif end.code == 1:
            streams.add(rank_err(rank), remote_error_lines(ctx, rank, end.t - 0.05, rng))
        elif rng.random() < 0.35:
            streams.add(rank_err(rank), [Line(end.t - 0.01, ctx.log(rank, end.t - 0.01, "WARNING",
                                                                   "received SIGTERM, exiting", "signals.py:22"))])


# ----------------------------------------------------------------------------- launcher reports


def exit_summary(code: int, pid: int) -> str:
    if code < 0:
        return f"Signal {-code} ({SIGNAL_NAMES.get(code, 'SIG?')}) received by PID {pid}"
    return "To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html"


def failure_entry(ctx: JobContext, rank: int, end: RankEnd, decisive: bool) -> list[tuple[str, bool]]:
    """One '[local_rank]:' entry of torchrun's ChildFailedError table; (text, decisive) pairs."""
    pid, local = ctx.topo.pid(rank), ctx.topo.local(rank)
    entry = [(f"[{local}]:", False), (f"  time      : {format_time(end.t, 'elastic')}", False),
             (f"  host      : {ctx.topo.host_of(rank)}", False), (f"  rank      : {rank} (local_rank: {local})", False),
             (f"  exitcode  : {end.code} (pid: {pid})", decisive)]
    if end.message and end.code > 0:
        errors = f"{ctx.style.site}/torch/distributed/elastic/multiprocessing/errors/__init__.py"
        error_file = f"/tmp/torchelastic_{ctx.topo.job_id:x}/none_{pid:x}/attempt_0/{local}/error.json"
        entry += [(f"  error_file: {error_file}", False), ("  traceback : Traceback (most recent call last):", False),
                  (f'    File "{errors}", line 355, in wrapper', False), ("      return f(*args, **kwargs)", False),
                  (f"  {end.message}", False)]
    else:
        entry += [("  error_file: <N/A>", False), (f"  traceback : {exit_summary(end.code, pid)}", False)]
    return entry


def child_failed_lines(ctx: JobContext, node: int, ends: Mapping[int, RankEnd], failure: Failure) -> list[Line]:
    """A torchrun agent noticing its first failed worker: SIGTERM to the rest, then the ChildFailedError report."""
    local = sorted((r for r in ctx.topo.ranks_on(node) if r in ends), key=lambda r: (ends[r].t, r))
    root, t = local[0], ends[local[0]].t + 0.05
    code = ends[root].code
    lines = [Line(t, ctx.elastic(node, t, "WARNING", "elastic/multiprocessing/api.py:897",
                                 f"Sending process {ctx.topo.pid(r)} closing signal SIGTERM"))
             for r in local[1:] if ends[r].code == -15]
    t_report = max(ends[r].t for r in local) + 0.2
    lines.append(Line(t_report, ctx.elastic(node, t_report, "ERROR", "elastic/multiprocessing/api.py:869",
                                            f"failed (exitcode: {code}) local_rank: {ctx.topo.local(root)} (pid: "
                                            f"{ctx.topo.pid(root)}) of binary: /usr/bin/python3")))
    texts = torchrun_traceback(ctx, "ChildFailedError: ") + [
        ("=" * 60, False), (f"{ctx.style.script} FAILED", False), ("-" * 60, False), ("Failures:", False)]
    listed = [r for r in local[1:] if ends[r].code != -15]
    for rank in listed:
        texts += failure_entry(ctx, rank, ends[rank], False)
    texts += [("  <NO_OTHER_FAILURES>", False)] if not listed else []
    texts += [("-" * 60, False), ("Root Cause (first observed failure):", False)]
    texts += failure_entry(ctx, root, ends[root], failure.exit_decisive and root == failure.rank)
    texts.append(("=" * 60, False))
    return lines + [Line(t_report + 0.01, text, decisive) for text, decisive in texts]


def torchrun_traceback(ctx: JobContext, exc: str) -> list[tuple[str, bool]]:
    """torchrun's own traceback, ending in ChildFailedError or SignalException; (text, False) pairs."""
    site = f"{ctx.style.site}/torch/distributed"
    frames = [("/usr/local/bin/torchrun", 8, "<module>", "sys.exit(main())"),
              (f"{site}/elastic/multiprocessing/errors/__init__.py", 355, "wrapper", "return f(*args, **kwargs)"),
              (f"{site}/run.py", 919, "main", "run(args)"),
              (f"{site}/run.py", 910, "run", "elastic_launch("),
              (f"{site}/launcher/api.py", 138, "__call__",
               "return launch_agent(self._config, self._entrypoint, list(args))"),
              (f"{site}/launcher/api.py", 269, "launch_agent", "raise ChildFailedError(")]
    if exc.startswith("SignalException"):
        frames[-1] = (f"{site}/elastic/multiprocessing/api.py", 79, "_terminate_process_handler",
                      'raise SignalException(f"Process {os.getpid()} got signal: {sigval}", sigval=sigval)')
    module = "errors" if exc.startswith("ChildFailedError") else "api"
    final = f"torch.distributed.elastic.multiprocessing.{module}.{exc}"
    lines = [line.text for line in traceback_lines(0.0, frames, [final], None)]
    return [(text, False) for text in lines]


def signal_exception_lines(ctx: JobContext, node: int, ends: Mapping[int, RankEnd]) -> list[Line]:
    local = [r for r in ctx.topo.ranks_on(node) if r in ends]
    t = min(ends[r].t for r in local) - 0.2
    lines = [Line(t, ctx.elastic(node, t, "WARNING", "elastic/agent/server/api.py:704",
                                 "Received Signals.SIGTERM death signal, shutting down workers"))]
    lines += [Line(t + 0.01, ctx.elastic(node, t + 0.01, "WARNING", "elastic/multiprocessing/api.py:897",
                                         f"Sending process {ctx.topo.pid(r)} closing signal SIGTERM")) for r in local]
    texts = torchrun_traceback(ctx, f"SignalException: Process {ctx.topo.agent_pid(node)} got signal: 15")
    t_end = max(ends[r].t for r in local) + 0.1
    return lines + [Line(t_end, text) for text, _ in texts]


def add_torchrun_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    """Plans each live node agent's report: SignalException if the scheduler ended the job, else ChildFailedError."""
    for node in range(ctx.topo.nodes):
        if node == failure.dead_node or node in failure.crashed_agents:
            continue
        if not any(r in ends for r in ctx.topo.ranks_on(node)):
            continue
        if failure.scheduler_end:
            streams.add(agent(node), signal_exception_lines(ctx, node, ends))
            continue
        lines = child_failed_lines(ctx, node, ends, failure)
        streams.add(agent(node), lines)
        t = lines[-1].t + 0.3
        streams.add(SCHED, [Line(t, f"srun: error: {ctx.topo.hosts[node]}: task {node}: Exited with exit code 1")])


def add_deepspeed_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    """DeepSpeed's launcher kills a node's workers and names the first one it finds dead; pdsh reports the node."""
    for node in range(ctx.topo.nodes):
        local = sorted((r for r in ctx.topo.ranks_on(node) if r in ends), key=lambda r: (ends[r].t, r))
        if node == failure.dead_node or not local:
            continue
        first, t = local[0], ends[local[0]].t + 0.05
        lines = [Line(t, ds_log(t, "INFO", "launch.py:319:sigkill_handler", f"Killing subprocess {ctx.topo.pid(r)}"))
                 for r in local]
        cmd = (f"['/usr/bin/python3', '-u', '{ctx.style.script}', '--local_rank={ctx.topo.local(first)}', "
               "'--deepspeed_config=ds_config.json']")
        text = ds_log(t + 0.01, "ERROR", "launch.py:325:sigkill_handler",
                      f"{cmd} exits with return code = {ends[first].code}")
        lines.append(Line(t + 0.01, text, failure.exit_decisive and first == failure.rank))
        streams.add(agent(node), lines)
        streams.add(LAUNCHER, [Line(t + 0.5, f"pdsh@{ctx.topo.hosts[0]}: {ctx.topo.hosts[node]}: ssh exited with "
                                             "exit code 1")])


def task_ranges(ranks: Sequence[int]) -> str:
    """Slurm's compact task list: 8-11,13."""
    runs: list[list[int]] = []
    for rank in ranks:
        if runs and rank == runs[-1][-1] + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    return ",".join(str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs)


def srun_exit_words(code: int) -> str:
    return SRUN_EXIT_WORDS.get(code, f"Exited with exit code {code}")


def add_srun_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    """srun's per-task exit lines: the first failures one by one, the rest grouped per node and status."""
    order = sorted(ends, key=lambda r: (ends[r].t, r))
    lines = []
    for rank in order[:2]:
        t = ends[rank].t + 0.1
        text = f"srun: error: {ctx.topo.host_of(rank)}: task {rank}: {srun_exit_words(ends[rank].code)}"
        lines.append(Line(t, text, failure.exit_decisive and rank == failure.rank))
    if not failure.scheduler_end:
        lines.append(Line(ends[order[0]].t + 0.15, f"srun: Terminating StepId={ctx.topo.job_id}.0"))
    groups: dict[tuple[int, int], list[int]] = {}
    for rank in order[2:]:
        groups.setdefault((ctx.topo.node_of(rank), ends[rank].code), []).append(rank)
    t_rest = max(ends[r].t for r in order) + 0.2
    for (node, code), ranks in sorted(groups.items()):
        label = f"task {ranks[0]}" if len(ranks) == 1 else f"tasks {task_ranges(sorted(ranks))}"
        lines.append(Line(t_rest, f"srun: error: {ctx.topo.hosts[node]}: {label}: {srun_exit_words(code)}"))
    streams.add(SCHED, lines)


def add_launcher_reports(ctx: JobContext, streams: Streams, failure: Failure, ends: Mapping[int, RankEnd]) -> None:
    if not ends:
        return
    if ctx.spec.layout == "srun_label":
        add_srun_reports(ctx, streams, failure, ends)
    elif ctx.spec.layout == "deepspeed_pdsh":
        add_deepspeed_reports(ctx, streams, failure, ends)
    else:
        add_torchrun_reports(ctx, streams, failure, ends)


# ----------------------------------------------------------------------------- planning


@dataclass(frozen=True)
class JobPlan:
    """A job before it is written: every non-progress line, and what happened."""

    ctx: JobContext
    variant: str
    lines: Mapping[Channel, tuple[Line, ...]]
    failure: Failure
    cascade: str
    misleading: bool


def make_hosts(rng: random.Random, nodes: int) -> tuple[str, ...]:
    first, scheme = rng.randint(1, 60), rng.randrange(4)
    if scheme == 0:
        return tuple(f"gpu-node-{first + i:02d}" for i in range(nodes))
    if scheme == 1:
        return tuple(f"dgx-h100-{first + i:03d}" for i in range(nodes))
    if scheme == 2:
        return tuple(f"node-{letters(i)}" for i in range(nodes))
    return tuple(f"ip-10-42-{first + i // 200}-{i % 200 + 10}" for i in range(nodes))


def letters(index: int) -> str:
    """a, b, ..., z, aa, ab, ... (spreadsheet-style names for nodes)."""
    text, index = "", index + 1
    while index:
        index, rem = divmod(index - 1, 26)
        text = chr(97 + rem) + text
    return text


def make_style(spec: JobSpec, variant: str, rng: random.Random) -> Style:
    """The job's software stack, drawn from the seed."""
    progress = rng.choice(("megatron", "hf", "deepspeed", "plain"))
    new_torch = rng.random() < 0.7
    if spec.scenario == "nccl_timeout":
        new_torch = variant == "c10d_glog"
    nccl_debug = rng.random() < 0.75 or spec.scenario == "network_error"  # NCCL prints its WARN lines only when asked
    return Style(stamp=rng.choice(("iso", "bracket", "glog")), progress=progress,
                 rank_file=rng.choice(RANK_FILE_PATTERNS), dmesg=rng.choice(("uptime", "human")),
                 torchrun_prefix=rng.choice(("rank", "default")), python=rng.choice(("3.10", "3.11", "3.12")),
                 conda=rng.random() < 0.4, new_torch=new_torch,
                 nccl_version=rng.choice(("2.18.6", "2.19.3", "2.20.5", "2.21.5")), nccl_debug=nccl_debug,
                 script="pretrain_gpt.py" if progress == "megatron" else rng.choice(("train.py", "finetune.py")),
                 hello=rng.choice(("plain", "log")))


def estimate_pad_lines(spec: JobSpec, style: Style) -> int:
    if not spec.target_bytes:
        return 60
    return int(spec.target_bytes / spec.ranks / (EST_LINE_BYTES[style.progress] + 12))


def make_timeline(spec: JobSpec, rng: random.Random, pad_lines: int) -> Timeline:
    """The job's phase times, long enough for the planned number of progress lines."""
    start = 1704067200.0 + rng.randrange(300) * 86400 + rng.uniform(0, 86400)  # some day of 2024
    sec_per_iter = rng.uniform(0.8, 4.0)
    # Long enough that each progress line is its own iteration.
    span = max(rng.uniform(1800, 6 * 3600), pad_lines * sec_per_iter * 1.3)
    train = start + rng.uniform(90, 300)  # after every startup line (the last come about 65 s in)
    fail = train + span
    if spec.scenario == "time_limit":  # wall-clock limits are whole hours
        fail = start + math.ceil((fail - start) / 3600) * 3600
    herring = train + (fail - train - HERRING_WINDOW) * rng.uniform(0.2, 0.45)
    first_iter = rng.choice((0, 1000 * rng.randint(1, 80)))
    return Timeline(start, train, herring, fail, start - rng.uniform(2e4, 3e6), sec_per_iter, first_iter,
                    rng.choice((600.0, 1800.0, 1800.0)))


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
    allowed = SCENARIOS[spec.scenario].variants_for(spec.layout)
    if spec.variant and spec.variant not in allowed:
        raise ValueError(f"variant {spec.variant!r} of {spec.scenario} does not fit layout {spec.layout}; "
                         f"expected one of {', '.join(allowed)}")


def plan_job(spec: JobSpec) -> JobPlan:
    """Plan every line of the job except training progress."""
    check_spec(spec)
    rng = random.Random(f"jobgen:{spec.seed}:{spec.scenario}:{spec.layout}:{spec.ranks}")
    variant = spec.variant or rng.choice(SCENARIOS[spec.scenario].variants_for(spec.layout))
    ctx = make_context(spec, variant, rng)
    streams = Streams()
    add_startup(ctx, streams)
    add_herrings(ctx, streams, rng)
    failure = SCENARIOS[spec.scenario].build(ctx, streams, rng, variant)
    cascade = failure.cascade or rng.choice(("watchdog", "watchdog", "remote"))
    misleading = failure.misleadable and failure.rank is not None and rng.random() < 1 / 3
    ends = compute_ends(ctx, failure, cascade, misleading, rng)
    add_cascades(ctx, streams, failure, ends, rng)
    add_launcher_reports(ctx, streams, failure, ends)
    return JobPlan(ctx, variant, streams.frozen(), failure, cascade, misleading)


# ----------------------------------------------------------------------------- routing and writing


@dataclass(frozen=True)
class Route:
    """The file a channel goes to (relative, before any compression suffix) and its line prefix."""

    path: str
    prefix: str = ""


SUFFIXES = MappingProxyType({"": "", "gz": ".gz", "bz2": ".bz2", "xz": ".xz"})


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


def open_codec(raw: BinaryIO, codec: str) -> BinaryIO:
    # mtime=0 and no file name in the gzip header keep the output byte-identical across runs.
    if codec == "gz":
        return gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=1,  # type: ignore[return-value]
                             mtime=0)
    if codec == "bz2":
        return bz2.BZ2File(raw, "wb", compresslevel=1)  # type: ignore[return-value]
    if codec == "xz":
        return lzma.LZMAFile(raw, "wb", preset=0)  # type: ignore[return-value]
    return raw


class LogSink:
    """One output file: counts lines, buffers text, compresses on the way out."""

    FLUSH_CHARS = 1 << 20

    def __init__(self, path: Path, codec: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._raw = open(path, "wb")
        self._out = open_codec(self._raw, codec)
        self._parts: list[str] = []
        self._pending = 0
        self.lines = 0

    def write_line(self, text: str) -> int:
        """Appends one line; returns its 1-based line number."""
        self._parts.append(text + "\n")
        self._pending += len(text) + 1
        self.lines += 1
        if self._pending >= self.FLUSH_CHARS:
            self.flush()
        return self.lines

    def write_block(self, text: str, count: int) -> None:
        self._parts.append(text)
        self._pending += len(text)
        self.lines += count
        if self._pending >= self.FLUSH_CHARS:
            self.flush()

    def flush(self) -> None:
        self._out.write("".join(self._parts).encode())
        self._parts, self._pending = [], 0

    def close(self) -> None:
        self.flush()
        if self._out is not self._raw:
            self._out.close()
        self._raw.close()


Timed = tuple[float, int, Route, Line]


def split_phases(plan: JobPlan, routes: Mapping[Channel, Route]) -> tuple[list[Timed], list[Timed], list[Timed]]:
    """Lines before training, during it (the survived herrings) and from the failure on, each in time order."""
    tm = plan.ctx.times
    phases: tuple[list[Timed], list[Timed], list[Timed]] = ([], [], [])
    seq = 0
    for channel, lines in plan.lines.items():
        for line in lines:
            index = 0 if line.t < tm.train else (1 if line.t < tm.fail else 2)
            phases[index].append((line.t, seq, routes[channel], line))
            seq += 1
    for phase in phases:
        phase.sort(key=lambda item: (item[0], item[1]))
    return phases


def write_timed(sinks: Mapping[str, LogSink], items: Sequence[Timed]) -> list[tuple[str, int]]:
    """Writes planned lines; returns where the decisive ones landed."""
    found = []
    for _, _, where, line in items:
        lineno = sinks[where.path].write_line(where.prefix + line.text)
        if line.decisive:
            found.append((where.path, lineno))
    return found


def write_padding(sinks: Mapping[str, LogSink], routes: Mapping[Channel, Route],
                  renderers: Mapping[int, ProgressRenderer], pads: Mapping[int, PadSpec]) -> None:
    """Progress lines for every rank; ranks sharing a file take turns in blocks, as real interleaved output does."""
    shared = len({routes[rank_out(r)].path for r in pads}) < len(pads)
    block = 48 if shared else 8192
    done = dict.fromkeys(pads, 0)
    while any(done[r] < pads[r].count for r in pads):
        for rank, pad in pads.items():
            count = min(block, pad.count - done[rank])
            if count > 0:
                sink = sinks[routes[rank_out(rank)].path]
                sink.write_block(renderers[rank].render(pad, done[rank], count), count)
                done[rank] += count


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


def write_job(out_dir: Path, plan: JobPlan, layout: Layout) -> tuple[str, int]:
    """Writes every file; returns the decisive line's file (with suffix) and line number."""
    sinks = {path: LogSink(out_dir / (path + SUFFIXES[codec]), codec) for path, codec in layout.codecs.items()}
    try:
        before, during, after = split_phases(plan, layout.routes)
        found = write_timed(sinks, before)
        write_padding(sinks, layout.routes, layout.renderers, {r: p[0] for r, p in layout.pads.items()})
        found += write_timed(sinks, during)
        write_padding(sinks, layout.routes, layout.renderers, {r: p[1] for r, p in layout.pads.items()})
        found += write_timed(sinks, after)
    finally:
        for sink in sinks.values():
            sink.close()
    if len(found) != 1:
        raise AssertionError(f"expected exactly one decisive line, planned {len(found)}")
    path, line = found[0]
    return path + SUFFIXES[layout.codecs[path]], line


# ----------------------------------------------------------------------------- public API


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
                       line, plan.variant, why, failure.hard or plan.misleading)


def knowable_rank(plan: JobPlan, decisive_file: str) -> int | None:
    """The culprit rank, unless the proof is a kernel line and no NCCL start-up line ties GPUs and pids to
    ranks: then the logs cannot name the rank, and the truth does not pretend they can."""
    in_kernel_log = "dmesg" in decisive_file
    return None if in_kernel_log and not plan.ctx.style.nccl_debug else plan.failure.rank


def generate_job(spec: JobSpec, out_dir: Path) -> GroundTruth:
    """Writes one failed job's logs into `out_dir` (created; must be empty) and returns its ground truth."""
    out_dir = Path(out_dir)
    if out_dir.exists() and any(out_dir.iterdir()):
        raise FileExistsError(f"{out_dir}: not empty; jobs are written into a fresh folder")
    plan = plan_job(spec)
    layout = lay_out(plan)
    out_dir.mkdir(parents=True, exist_ok=True)
    file, line = write_job(out_dir, plan, layout)
    return ground_truth(plan, file, line)


def write_label(truth: GroundTruth, spec: JobSpec, out_dir: Path) -> Path:
    """Writes out_dir/label.json in the hand-labeled corpus's schema; returns its path."""
    label = {
        "type": truth.type, "category": truth.category, "retry": truth.retry, "action": truth.action,
        "culprit": {"rank": truth.rank, "node": truth.node, "file": truth.file, "line": truth.line},
        "source": "synthetic", "generator": "eval/jobgen.py", "seed": spec.seed, "scenario": spec.scenario,
        "variant": truth.variant, "layout": spec.layout, "split": "dev" if spec.seed % 2 == 0 else "test",
        "why": truth.why, "hard": truth.hard,
    }
    path = Path(out_dir) / "label.json"
    path.write_text(json.dumps(label, indent=2) + "\n", encoding="utf-8")
    return path


SUITE_COMPRESSIONS = ("", "gz", "", "mixed")  # half the suite compressed, some of it mixed


def suite_specs(count: int, seed: int, *, min_ranks: int = 4, max_ranks: int = 32) -> list[JobSpec]:
    """`count` small jobs cycling over every type, layout and compression; job i gets seed + i."""
    types = tuple(TAXONOMY)
    specs = []
    for i in range(count):
        rng = random.Random(f"suite:{seed}:{i}")
        ranks = rng.randint(min_ranks, max_ranks)
        per_node = rng.choice([n for n in (2, 4, 8) if n < ranks] or [ranks])
        specs.append(JobSpec(scenario=types[i % len(types)], ranks=ranks, ranks_per_node=per_node,
                             layout=LAYOUTS[(i + i // len(types)) % len(LAYOUTS)], seed=seed + i,
                             compress=SUITE_COMPRESSIONS[(i // len(LAYOUTS)) % len(SUITE_COMPRESSIONS)]))
    return specs


def suite_folder(spec: JobSpec) -> str:
    return f"synthetic-{spec.scenario}-{spec.layout}-s{spec.seed}"


def generate_suite(out: Path, specs: Sequence[JobSpec]) -> list[Path]:
    """One labeled job folder per spec under `out`; returns the folders."""
    folders = []
    for spec in specs:
        folder = Path(out) / suite_folder(spec)
        write_label(generate_job(spec, folder), spec, folder)
        folders.append(folder)
    return folders


# ----------------------------------------------------------------------------- command line

SIZE_UNITS = (("KIB", 1 << 10), ("MIB", 1 << 20), ("GIB", 1 << 30), ("KB", 1 << 10), ("MB", 1 << 20),
              ("GB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30))


def parse_size(text: str) -> int:
    """'1GB', '500MB', '64k' or a byte count (units are binary: 1GB = 2**30 bytes)."""
    upper = text.strip().upper()
    for unit, factor in SIZE_UNITS:
        if upper.endswith(unit):
            return int(float(upper[: -len(unit)]) * factor)
    return int(upper)


def job_parser() -> argparse.ArgumentParser:
    """The command line of a single job."""
    ap = argparse.ArgumentParser(prog="python -m eval.jobgen", description="Generate one synthetic failed job "
                                 "(use 'python -m eval.jobgen suite --help' for a labeled suite).")
    ap.add_argument("--out", required=True, type=Path, help="job folder to create (must be empty)")
    ap.add_argument("--scenario", required=True, choices=tuple(SCENARIOS))
    ap.add_argument("--variant", default="", help="message variant (default: drawn from the seed)")
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--ranks-per-node", type=int, default=8)
    ap.add_argument("--layout", default="per_rank", choices=LAYOUTS)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--size", default="0", help="uncompressed size of all logs, e.g. 1GB (default: small)")
    ap.add_argument("--compress", default="", choices=COMPRESSIONS)
    ap.add_argument("--no-red-herrings", action="store_true")
    ap.add_argument("--label", action="store_true", help="also write label.json")
    return ap


def suite_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m eval.jobgen suite", description="Generate labeled jobs cycling "
                                 "over every type, layout and compression, one subfolder each.")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--min-ranks", type=int, default=4)
    ap.add_argument("--max-ranks", type=int, default=32)
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in[:1] == ["suite"]:
        args = suite_parser().parse_args(args_in[1:])
        specs = suite_specs(args.count, args.seed, min_ranks=args.min_ranks, max_ranks=args.max_ranks)
        for folder in generate_suite(args.out, specs):
            print(folder)
        return 0
    args = job_parser().parse_args(args_in)
    spec = JobSpec(scenario=args.scenario, ranks=args.ranks, ranks_per_node=args.ranks_per_node, layout=args.layout,
                   seed=args.seed, target_bytes=parse_size(args.size), compress=args.compress,
                   red_herrings=not args.no_red_herrings, variant=args.variant)
    started = time.perf_counter()
    truth = generate_job(spec, args.out)
    if args.label:
        write_label(truth, spec, args.out)
    report = {**truth.__dict__, "seconds": round(time.perf_counter() - started, 2)}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
