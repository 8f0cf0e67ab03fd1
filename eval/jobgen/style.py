"""How the job's software stack writes: its Style, timestamp formats and training-loop frames."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from eval.jobgen.spec import JobSpec
from eval.jobgen.streams import Frame

RANK_FILE_PATTERNS = ("rank-{r:02d}.log", "rank-{r}.log", "rank_{r:02d}.out", "log_rank{r}.txt")


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
