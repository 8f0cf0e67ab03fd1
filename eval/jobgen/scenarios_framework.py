"""Builders of framework failures: CUDA/host OOM, full disk, divergence, bad checkpoints, data, deps."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from types import MappingProxyType

from eval.jobgen.blocks import (
    announced,
    chained,
    checkpoint_save_frames,
    culprit_failure,
    device_assert_lines,
    module_frames,
    others,
    pick_rank,
    repeat_on_ranks,
    single_error,
    traceback_lines,
)
from eval.jobgen.context import JobContext
from eval.jobgen.progress import progress_text
from eval.jobgen.streams import (
    SCHED,
    Failure,
    Frame,
    Line,
    RankEnd,
    Streams,
    kernel,
    rank_err,
)


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
    """The loss climbs to NaN, then training stops (Megatron, DeepSpeed or a plain check), or the NaN reaches an
    index and a kernel's assert kills the rank; then the first NaN progress line is the decisive one."""
    t0 = ctx.times.fail
    losses = [rng.uniform(2.2, 2.6) * 1.9 ** k for k in range(4)] + [math.nan]

    def block(rank: int, t: float, decisive: bool) -> list[Line]:
        lines = [Line(t + 6 * k, progress_text(ctx, rank, t + 6 * k, ctx.it_at(t + 6 * k), loss=loss,
                                               grad_norm=loss * 9.0)) for k, loss in enumerate(losses)]
        t_end = t + 6 * len(losses)
        if variant == "nan_then_assert":
            marked = nan_loss_marked(ctx, rank, lines, losses, decisive)
            return marked + divergence_end_lines(ctx, rank, t_end, variant, False)
        return lines + divergence_end_lines(ctx, rank, t_end, variant, decisive)

    rank, t = pick_rank(ctx, rng), t0
    lines = block(rank, t, True)
    streams.add(rank_err(rank), announced(ctx, rank, lines))
    message = next(line.text for line in lines if line.decisive)
    # A NaN that trips an assert is printed by the one rank that logs the loss; the others die of the cascade.
    more = {} if variant == "nan_then_assert" else repeat_on_ranks(ctx, streams, rng, others(ctx, rng, rank, 1.0),
                                                                   t, block, message)
    # The rank dies after its last line, half a minute of diverging steps after the failure began: the other ranks'
    # cascade starts there (a NaN that trips an assert is decisive well before it).
    failure = culprit_failure(ctx, rank, lines[-1].t, message, f"the loss diverged to NaN (rank {rank} stopped first)",
                              more_ends=more)
    return replace(failure, cascade_from=lines[-1].t + 0.4)


def nan_loss_marked(ctx: JobContext, rank: int, lines: list[Line], losses: list[float], decisive: bool) -> list[Line]:
    """The progress lines with the first NaN loss marked decisive; a progress format without the loss (DeepSpeed's
    step line) is followed by the script's own loss line, as training scripts print it."""
    first_nan = next(i for i, loss in enumerate(losses) if math.isnan(loss))
    if "nan" in lines[first_nan].text.lower():
        return [replace(line, decisive=decisive and i == first_nan) for i, line in enumerate(lines)]
    marked = []
    for i, (line, loss) in enumerate(zip(lines, losses)):
        said = ctx.log(rank, line.t, "INFO", f"step {ctx.it_at(line.t)} loss: {loss:.4f}")
        marked += [line, Line(line.t, said, decisive and i == first_nan)]
    return marked


def divergence_end_lines(ctx: JobContext, rank: int, t: float, variant: str, decisive: bool) -> list[Line]:
    """The message that stops a diverged run, in the variant's framework."""
    site = ctx.style.site
    if variant == "nan_then_assert":
        return device_assert_lines(ctx, t, "index_select", False)
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
