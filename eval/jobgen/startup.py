"""Startup lines: each rank's hello and NCCL init, rank 0's config, the launcher's banner, kernel boot."""

from __future__ import annotations

from eval.jobgen.context import JobContext
from eval.jobgen.progress import GLOBAL_BATCH, TRAIN_ITERS
from eval.jobgen.spec import TORCHRUN_LAYOUTS
from eval.jobgen.streams import LAUNCHER, SCHED, Line, Streams, agent, kernel, rank_out
from eval.jobgen.style import format_time


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
