"""Training progress lines, the bulk of the bytes: metrics, per-framework templates, fast rendering."""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from types import MappingProxyType

from eval.jobgen.context import JobContext
from eval.jobgen.spec import JobSpec
from eval.jobgen.style import _SECONDS, Style
from eval.jobgen.topology import HERRING_WINDOW, Timeline

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


def estimate_pad_lines(spec: JobSpec, style: Style) -> int:
    if not spec.target_bytes:
        return 60
    return int(spec.target_bytes / spec.ranks / (EST_LINE_BYTES[style.progress] + 12))
