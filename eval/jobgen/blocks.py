"""Shared building blocks of evidence: tracebacks, CUDA/NCCL errors, kernel lines, culprit patterns."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType

from eval.jobgen.context import JobContext
from eval.jobgen.streams import Failure, Frame, Line, RankEnd, Streams, rank_err

SIGNAL_NAMES = MappingProxyType({-6: "SIGABRT", -9: "SIGKILL", -11: "SIGSEGV", -15: "SIGTERM"})
CUDA_NOTES = ("CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace "
              "below might be incorrect.",
              "For debugging consider passing CUDA_LAUNCH_BLOCKING=1",
              "Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.",
              "")
NCCL_FAILED = ("Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, "
               "subsequent GPU operations might run on corrupted/incomplete data.")
NCCL_TAKEDOWN = "To avoid data inconsistency, we are taking the entire process down."


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
    """The error behind a stamped ERROR record, as training loops log before re-raising: when several ranks
    raise the same exception, these stamps are what orders them. The record goes right before the
    traceback (or the decisive line, or the last line)."""
    at = next((i for i, line in enumerate(lines) if line.text.startswith("Traceback")),
              next((i for i, line in enumerate(lines) if line.decisive), len(lines) - 1))
    t = lines[at].t
    record = Line(t, ctx.log(rank, t, "ERROR", "training step failed; traceback follows", "train.py:250"))
    return [*lines[:at], record, *lines[at:]]


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


# The failed checks of PyTorch's CUDA kernels (aten/src/ATen/native/cuda), by generator variant.
KERNEL_ASSERTS = MappingProxyType({
    "index_select": ("Indexing.cu:1289: indexSelectLargeIndex", "srcIndex < srcSelectDimSize"),
    "nll_loss": ("Loss.cu:250: nll_loss_forward_reduce_cuda_kernel_2d", "t >= 0 && t < n_classes"),
    "scatter_gather": ("ScatterGatherKernel.cu:367: operator()",
                       'idx_dim >= 0 && idx_dim < index_size && "index out of bounds"'),
})


def device_assert_lines(ctx: JobContext, t: float, kernel: str, decisive: bool) -> list[Line]:
    """A kernel's index check fails on a few threads, then CUDA reports the assert in a traceback. The kernel's own
    assertion comes first and names the failed check: it is the decisive line."""
    where, check = KERNEL_ASSERTS[kernel]
    asserts = [Line(t, f"/pytorch/aten/src/ATen/native/cuda/{where}: block: [{b},0,0], thread: [{th},0,0] "
                    f"Assertion `{check}` failed.", decisive and i == 0)
               for i, (b, th) in enumerate(((3, 64), (3, 65), (11, 96)))]
    cls = "torch.AcceleratorError" if kernel == "scatter_gather" else "RuntimeError"
    return asserts + cuda_error_block(ctx, t + 0.01, f"{cls}: CUDA error: device-side assert triggered", False)


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
