"""Red herrings: benign warnings, NaN skips and handled tracebacks that training survives."""

from __future__ import annotations

import math
import random

from eval.jobgen.blocks import pick_rank, traceback_lines
from eval.jobgen.context import JobContext
from eval.jobgen.progress import progress_text
from eval.jobgen.streams import Channel, Line, Streams, kernel, rank_err, rank_out

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
