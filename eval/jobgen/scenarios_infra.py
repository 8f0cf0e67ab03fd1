"""Builders of infrastructure failures: GPU, NVLink, network, node, storage, connection, CUDA, NCCL."""

from __future__ import annotations

import random
from types import MappingProxyType

from eval.jobgen.blocks import (
    CUDA_NOTES,
    chained,
    checkpoint_save_frames,
    cuda_error_block,
    culprit_failure,
    dist_frames,
    kernel_lines,
    nccl_error_lines,
    others,
    pick_rank,
    repeat_on_ranks,
    single_error,
    traceback_lines,
    watchdog_lines,
    xid_line,
)
from eval.jobgen.context import JobContext
from eval.jobgen.streams import (
    SCHED,
    Failure,
    Line,
    RankEnd,
    Streams,
    agent,
    kernel,
    rank_err,
    rank_out,
)
from eval.jobgen.style import format_time


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


def build_nccl_timeout(ctx: JobContext, streams: Streams, rng: random.Random, variant: str) -> Failure:
    rank = pick_rank(ctx, rng)
    t = ctx.times.fail + ctx.times.nccl_timeout
    streams.add(rank_err(rank), watchdog_lines(ctx, rank, t, decisive=True))
    why = (f"a collective hung and every rank's NCCL watchdog fired after {ctx.times.nccl_timeout:.0f} s (rank {rank} "
           "first); no earlier error on any rank")
    return Failure(rank, ctx.topo.node_of(rank), why, MappingProxyType({rank: RankEnd(t + 0.002, -6)}),
                   cascade="watchdog", misleadable=False)
