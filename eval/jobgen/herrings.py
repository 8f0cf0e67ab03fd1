"""Survived noise: warnings, retried and caught errors, NaN skips and kernel events that the job outlives.

Each kind writes its lines on one rank (or that rank's node) from time `t`, within `span` seconds. A job draws
a few kinds into its red-herring window, where training goes on afterwards; the kinds in HANG_KINDS can also
happen after the failure on a rank that is still alive (waiting in a collective that will never finish), where
nothing but the retry's own success follows them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from types import MappingProxyType

from eval.jobgen.blocks import module_frames, pick_rank, traceback_lines
from eval.jobgen.context import JobContext
from eval.jobgen.progress import progress_text
from eval.jobgen.streams import Channel, Line, Streams, kernel, rank_err, rank_out

Placed = list[tuple[Channel, list[Line]]]
NoiseFn = Callable[[JobContext, random.Random, int, float, float], Placed]


def user_warning(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    where = f"{ctx.style.site}/transformers/modeling_utils.py:4476"
    return [(rank_err(rank), [Line(t, f"{where}: UserWarning: ignoring 1 entries in error_msgs for non-persistent "
                                      "buffers (rotary_emb.inv_freq): they are recomputed at load time"),
                              Line(t, "  warnings.warn(")])]


def nan_skip(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    it = ctx.it_at(t)
    skipped = progress_text(ctx, rank, t, it, loss=2.41, grad_norm=math.nan, skipped=1)
    note = ctx.log(rank, t + 0.01, "WARNING", f"grad norm: nan at iteration {it}, skipping step (loss scale "
                   "65536.0 -> 32768.0)", "optimizer.py:301")
    return [(rank_out(rank), [Line(t, skipped)]), (rank_err(rank), [Line(t + 0.01, note)])]


def nccl_flap(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    hca = f"mlx5_{ctx.topo.local(rank) % 8}:1"

    def event(state: str) -> str:
        return ctx.nccl(rank, f"NET/IB : {hca} Got async event : {state}", warn_src="transport/net_ib.cc:137",
                        tid_offset=97)

    return [(rank_out(rank), [Line(t, event("port error")), Line(t + span * 0.8, event("port active"))])]


def handled_traceback(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    lib = ctx.style.stdlib
    warn = Line(t, ctx.log(rank, t, "WARNING", "metrics upload failed, will retry", "metrics.py:70"))
    trace = traceback_lines(t, [("/workspace/utils/metrics.py", 64, "_post", "resp = self.conn.getresponse()"),
                                (f"{lib}/http/client.py", 1428, "getresponse", "response.begin()"),
                                (f"{lib}/socket.py", 720, "readinto", "return self._sock.recv_into(b)")],
                            ["ConnectionResetError: [Errno 104] Connection reset by peer"], None)
    t1, t2 = t + span * 0.02, t + span * 0.9
    after = [Line(t1, ctx.log(rank, t1, "INFO", "retrying metrics upload in 5 s (attempt 2/5)", "metrics.py:74")),
             Line(t2, ctx.log(rank, t2, "INFO", "metrics upload succeeded after retry", "metrics.py:80"))]
    return [(rank_err(rank), [warn] + trace + after)]


def slow_batch(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    msg = (f"data loader stall: fetching the batch for iteration {ctx.it_at(t)} took {rng.uniform(60.5, 75):.1f} s "
           "(timeout warning threshold 60 s)")
    return [(rank_err(rank), [Line(t, ctx.log(rank, t, "WARNING", msg, "data.py:112"))])]


def kernel_xid63(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    # Xid 63 alone is informational (a row remap is pending); NVIDIA's action is none.
    xid = (f"NVRM: Xid (PCI:0000:{ctx.topo.bus(rank)}:00): 63, pid='<unknown>', name=<unknown>, Row Remapper: New row "
           f"(0x{rng.randrange(1 << 20):016x}) marked for remapping, reset gpu to activate.")
    return [(kernel(ctx.topo.node_of(rank)), [Line(t, ctx.kmsg(t, xid))])]


def object_store_get_retry(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """A streaming dataset's GetObject fails twice (timeout, throttling) and succeeds on the third attempt."""
    key = f"s3://train-corpus/shards/train-{rng.randrange(99999):05d}.tar"
    url = f"https://train-corpus.s3.us-east-1.amazonaws.com/shards/{key.rsplit('/', 1)[1]}"
    errors = [f'Read timeout on endpoint URL: "{url}"',
              "An error occurred (SlowDown) when calling the GetObject operation: Please reduce your request rate."]
    lines = []
    for attempt, error in enumerate(errors, start=1):
        ta = t + span * 0.3 * (attempt - 1)
        lines.append(Line(ta, ctx.log(rank, ta, "WARNING", f"GET {key} failed (attempt {attempt}/5): {error}; "
                                      f"retrying in {2.0 ** attempt:.1f} s", "s3_stream.py:88")))
    t_ok = t + span * 0.85
    lines.append(Line(t_ok, ctx.log(rank, t_ok, "INFO", f"GET {key} succeeded on attempt 3", "s3_stream.py:95")))
    return [(rank_err(rank), lines)]


def upload_retry(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """A background checkpoint upload raises, is logged with its traceback, and succeeds on retry."""
    step = f"iter_{ctx.it_at(t) // 1000 * 1000:07d}"
    site = ctx.style.site
    head = Line(t, ctx.log(rank, t, "ERROR", f"upload of checkpoint {step} to s3://ckpt-bucket/run7/ failed; will "
                           "retry", "uploader.py:120"))
    frames = [("/workspace/utils/uploader.py", 114, "_upload", "self.client.upload_file(local, bucket, key)"),
              (f"{site}/boto3/s3/inject.py", 145, "upload_file", "return transfer.upload_file("),
              (f"{site}/boto3/s3/transfer.py", 378, "upload_file", "raise S3UploadFailedError(")]
    exc = (f"boto3.exceptions.S3UploadFailedError: Failed to upload /local_ckpt/{step}/model.pt to ckpt-bucket/run7/"
           f"{step}/model.pt: An error occurred (RequestTimeout) when calling the UploadPart operation (reached max "
           "retries: 4): Your socket connection to the server was not read from or written to within the timeout "
           "period. Idle connections will be closed.")
    t_ok = t + span * 0.9
    ok = Line(t_ok, ctx.log(rank, t_ok, "INFO", f"upload of checkpoint {step} succeeded (attempt 2)",
                            "uploader.py:131"))
    return [(rank_err(rank), [head, *traceback_lines(t, frames, [exc], None), ok])]


def tracker_api_error(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """The experiment tracker's API fails; its client retries in the background and training never waits."""
    if rng.random() < 0.5:
        texts = [("wandb: ERROR Error while calling W&B API: An internal error occurred. Please contact support. "
                  "(<Response [500]>)"),
                 "wandb: Network error (ReadTimeout), entering retry loop."]
        return [(rank_out(rank), [Line(t + i * span * 0.3, text) for i, text in enumerate(texts)])]
    msg = ("failed to log metrics to MLflow, continuing: mlflow.exceptions.MlflowException: API request to endpoint "
           "/api/2.0/mlflow/runs/log-batch failed with error code 503 != 200. Response body: 'upstream connect error "
           "or disconnect/reset before headers. reset reason: connection termination'")
    return [(rank_err(rank), [Line(t, ctx.log(rank, t, "WARNING", msg, "tracking.py:57"))])]


def eval_oom_retry(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """An evaluation batch runs out of GPU memory; the loop catches it, halves the batch and carries on."""
    size = rng.choice((16, 32, 64))
    head = Line(t, ctx.log(rank, t, "ERROR", f"evaluation batch ran out of memory; retrying with batch size {size} "
                           f"-> {size // 2}", "evaluate.py:58"))
    frames = [("/workspace/evaluate.py", 52, "run_eval", "logits = model(**batch).logits"), *module_frames(ctx)]
    gpu = ctx.topo.local(rank)
    exc = (f"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate {rng.uniform(2, 9):.2f} GiB. GPU {gpu} has "
           f"a total capacity of 79.10 GiB of which {rng.uniform(0.3, 1.9):.2f} GiB is free. Of the allocated memory "
           f"{rng.uniform(60, 70):.2f} GiB is allocated by PyTorch, and 1.12 GiB is reserved by PyTorch but "
           "unallocated.")
    t_ok = t + span * 0.9
    ok = Line(t_ok, ctx.log(rank, t_ok, "INFO", f"eval at iteration {ctx.it_at(t)}: loss {rng.uniform(2, 3):.4f} "
                            f"(batch size {size // 2})", "evaluate.py:71"))
    return [(rank_err(rank), [head, *traceback_lines(t, frames, [exc], None), ok])]


def skipped_sample(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """An ERROR record about one bad sample on a rank that keeps training."""
    msg = (f"failed to decode sample {rng.randrange(10 ** 6)} of shard train-{rng.randrange(99999):05d}.jsonl: "
           f"UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position {rng.randrange(4096)}: invalid "
           "start byte; skipping it")
    return [(rank_err(rank), [Line(t, ctx.log(rank, t, "ERROR", msg, "data.py:131"))])]


def logging_error(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """A logging handler cannot flush its stream (the pty of a closed terminal): CPython's handleError prints the
    traceback, where the record was logged and the record, and the program goes on."""
    lib, it = ctx.style.stdlib, ctx.it_at(t)
    trace = traceback_lines(t, [(f"{lib}/logging/__init__.py", 1104, "emit", "self.flush()"),
                                (f"{lib}/logging/__init__.py", 1084, "flush", "self.stream.flush()")],
                            ["OSError: [Errno 5] Input/output error"], None)
    texts = ["Call stack:", '  File "/workspace/train.py", line 188, in train_loop',
             '    logger.info(f"step {step}: metrics written")', f"Message: 'step {it}: metrics written'",
             "Arguments: ()"]
    return [(rank_err(rank), [Line(t, "--- Logging error ---"), *trace, *(Line(t, text) for text in texts)])]


def kernel_nvme_timeout(ctx: JobContext, rng: random.Random, rank: int, t: float, span: float) -> Placed:
    """A local NVMe command times out and is aborted successfully; no GPU and no job process is involved."""
    dev, tag, qid = rng.randrange(4), rng.randrange(1024), rng.randrange(1, 64)
    texts = [f"nvme nvme{dev}: I/O {tag} (Read) QID {qid} timeout, aborting",
             f"nvme nvme{dev}: Abort status: 0x0"]
    return [(kernel(ctx.topo.node_of(rank)), [Line(t + i * span * 0.1, ctx.kmsg(t + i * span * 0.1, text))
                                              for i, text in enumerate(texts)])]


NOISE: Mapping[str, NoiseFn] = MappingProxyType({
    "user_warning": user_warning, "nan_skip": nan_skip, "nccl_flap": nccl_flap,
    "handled_traceback": handled_traceback, "slow_batch": slow_batch, "kernel_xid63": kernel_xid63,
    "object_store_get_retry": object_store_get_retry, "upload_retry": upload_retry,
    "tracker_api_error": tracker_api_error, "eval_oom_retry": eval_oom_retry, "skipped_sample": skipped_sample,
    "logging_error": logging_error, "kernel_nvme_timeout": kernel_nvme_timeout,
})
KERNEL_KINDS = frozenset({"kernel_xid63", "kernel_nvme_timeout"})  # need the job's kernel logs
# Kinds that also happen while a rank waits in a hung collective: background threads keep retrying.
HANG_KINDS = frozenset({"nccl_flap", "handled_traceback", "object_store_get_retry", "upload_retry",
                        "tracker_api_error"})
# Kinds only named explicitly (the noise cross product): a timed-out NVMe command is a storage error by the rules,
# and in a job whose progress lines carry no time nothing shows that the job outlived it.
UNSETTLED = frozenset({"kernel_nvme_timeout"})
HERRING_SLOT = 12.0  # seconds each kind may use in the red-herring window


def chosen_kinds(ctx: JobContext, rng: random.Random) -> list[str]:
    """The spec's noise kinds, or two to four drawn at random (not the unsettled ones); kernel kinds only where
    kernel logs are kept."""
    if ctx.spec.noise:
        return [k for k in ctx.spec.noise if k in NOISE and (ctx.kernel_logs or k not in KERNEL_KINDS)]
    pool = [k for k in NOISE if k not in UNSETTLED and (ctx.kernel_logs or k not in KERNEL_KINDS)]
    return rng.sample(pool, rng.randint(2, 4))


def add_herrings(ctx: JobContext, streams: Streams, rng: random.Random) -> list[str]:
    """Survived noise in the red-herring window, before more training; returns the kinds used."""
    if not ctx.spec.red_herrings:
        return []
    kinds = chosen_kinds(ctx, rng)
    for i, kind in enumerate(kinds):
        t = ctx.times.herring + 5 + HERRING_SLOT * i
        for channel, lines in NOISE[kind](ctx, rng, pick_rank(ctx, rng), t, HERRING_SLOT - 4):
            streams.add(channel, lines)
    return kinds
