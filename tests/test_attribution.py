from datetime import datetime

import pytest

from diagnose.pipeline.diagnoser import Diagnoser

from diagnose.ingest.attribution import (
    YEARLESS,
    PathHints,
    ProcessMap,
    attribute_line,
    hints_from_path,
    node_from_content,
    parse_time,
    process_of,
)

NONE = PathHints(None, None)


@pytest.mark.parametrize("rel, rank, node", [
    ("rank-3.log", 3, None),
    ("logs/rank_03.out", 3, None),
    ("worker_12.err", 12, None),
    ("log/workerlog.2", 2, None),  # Paddle's launcher
    ("gpu-node-07/rank-3.log", 3, "gpu-node-07"),
    ("node-a/stdout.txt", None, "node-a"),
    ("node-b.log", None, "node-b"),
    ("slurm-1234.out", None, None),
    ("nvidia-smi.log", None, None),
    ("test_4_1.out", None, None),
    ("train.log", None, None),
    ("lowrank-23170376.out", None, None),  # a word ending in "rank", then a Slurm job id
    ("task-12345678.log", None, None),  # a job id is no rank
])
def test_rank_and_node_from_path(rel, rank, node):
    assert hints_from_path(rel) == PathHints(rank, node)


@pytest.mark.parametrize("raw, rank, node, message", [
    ("12: RuntimeError: boom", 12, None, "RuntimeError: boom"),
    ("[rank3]: torch.OutOfMemoryError: CUDA out of memory.", 3, None, "torch.OutOfMemoryError: CUDA out of memory."),
    ("[default5]:KeyError: 'x'", None, None, "KeyError: 'x'"),  # a local rank: the global one needs the node's map
    ("gpu-node-02: [default3]: Traceback (most recent call last):", None, "gpu-node-02",
     "Traceback (most recent call last):"),
    ("safetensors_rust.SafetensorError: Error while deserializing header", None, None,
     "safetensors_rust.SafetensorError: Error while deserializing header"),
    ("node-a: 7: ValueError: bad", 7, "node-a", "ValueError: bad"),
    ("gpu-node-07:12345:12400 [3] NCCL WARN NET/IB : Got completion", None, "gpu-node-07",
     "gpu-node-07:12345:12400 [3] NCCL WARN NET/IB : Got completion"),
    ("-:6015:6224 [1] NCCL INFO misc/socket.cc:546 -> 6", None, None, None),  # a redacted host names no node
    ("slurmstepd: error: *** JOB 77 ON gpu-node-09 CANCELLED AT 2024-05-01T12:03:44 DUE TO TIME LIMIT ***",
     None, "gpu-node-09", None),
    # for a node failure the banner's host is only the batch host; srun names the failed node
    ("slurmstepd: error: *** JOB 77 ON gpu-node-09 CANCELLED AT 2024-05-01T12:03:44 DUE TO NODE FAILURE ***",
     None, None, None),
    ("submitit WARNING (2021-04-01 02:26:27,643) - Caught signal SIGUSR1 on learnfair4096: this job is preempted.",
     None, "learnfair4096", None),
    ("srun: error: Node failure on gpu-node-11", None, "gpu-node-11", None),
    # a Slurm with several slurmd per host names slurmstepd after the node
    ("slurmstepd-gpu016: error: Detected 1 oom_kill event in StepId=7.0.", None, "gpu016",
     "error: Detected 1 oom_kill event in StepId=7.0."),
    ("srun: error: gpu-node-12: task 9: Exited with exit code 1", 9, "gpu-node-12", None),
    ("[Rank 118] Watchdog caught collective operation timeout", 118, None, None),
    # vLLM's worker processes: the TP rank is the rank only when no other parallelism is in the name
    ("(Worker_TP3 pid=8456) ERROR 04-17 02:01:23 [multiproc_executor.py:949] torch.AcceleratorError: CUDA error",
     3, None, None),
    ("(VllmWorker rank=1 pid=77) ERROR boom", 1, None, "ERROR boom"),
    ("(Worker_PP1_TP0 pid=3) ERROR boom", None, None, "ERROR boom"),  # a Ray-shaped prefix: no rank
    ("RuntimeError: nothing attributable", None, None, "RuntimeError: nothing attributable"),
    # DeepSpeed's pdsh runner names a host by its address; NCCL's own prefix names it, where the line has one
    ("192.168.205.202: [rank4]: FileNotFoundError: x", 4, "192.168.205.202", "FileNotFoundError: x"),
    ("10.1.2.7: gpu1-47:1877:1878 [2] misc/socket.cc:484 NCCL WARN socketStartConnect", None, "gpu1-47", None),
    # Ray's worker prefix, then torchrun's: the global rank is the prefix's, not the process group's [Rank 4]
    ("(ActorModelRayActor pid=748, ip=10.1.59.27) [rank12]:[E416 13:21:26.946 ProcessGroupNCCL.cpp:616] [Rank 4] "
     "Watchdog caught collective operation timeout", 12, "10.1.59.27", None),
    ("(TaskRunner pid=2301042) KeyError: 'x'", None, None, "KeyError: 'x'"),
    ("(pid=4242, ip=10.0.3.9) RuntimeError: boom", None, "10.0.3.9", "RuntimeError: boom"),  # older Ray: no name
    # Open MPI's --tag-output, after --timestamp-output's stamp
    ("2019-06-02T16:13:44.884Z: [1,12]<stdout>:c-e275-01:815:864 [0] transport/net_ib.cu:80 NCCL WARN NET/IB",
     12, "c-e275-01", "c-e275-01:815:864 [0] transport/net_ib.cu:80 NCCL WARN NET/IB"),
    ("[1,3]<stderr>:Traceback (most recent call last):", 3, None, "Traceback (most recent call last):"),
    ("Exception: process 1 terminated with signal SIGKILL", 1, None, None),  # torch.multiprocessing.spawn
    ("RuntimeError: [4] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value "
     "store by key '0', but store->get('0') got error: Socket Timeout", 4, None, None),
    ("E coordination_service.cc:954] /job:jax_worker/replica:0/task:37 has been set to ERROR", 37, None, None),
    ("Adding visible gpu devices: /job:localhost/replica:0/task:0/device:GPU:0", None, None, None),
    ("placed on /job:worker/replica:0/task:3/device:GPU:0", None, None, None),
    ("E srv  start: couldn't bind HTTP server socket, hostname: 127.0.0.1, port: 8080", None, None, None),
    ("rendezvous failed, host: gpu-node-07", None, "gpu-node-07", None),
])
def test_prefixes_and_content(raw, rank, node, message):
    line = attribute_line(raw, file="f", lineno=1, hints=NONE)
    assert (line.rank, line.node) == (rank, node)
    if message is not None:
        assert line.message == message


def test_line_prefix_beats_file_rank_and_file_node_fills_in():
    line = attribute_line("[rank5]: boom", file="f", lineno=1, hints=PathHints(3, "node-a"))
    assert (line.rank, line.node) == (5, "node-a")


@pytest.mark.parametrize("text, expected", [
    ("2024-05-01T12:03:44.123Z INFO x", datetime(2024, 5, 1, 12, 3, 44, 123000)),
    ("[2024-05-01 12:03:44,123] ERROR x", datetime(2024, 5, 1, 12, 3, 44, 123000)),
    ("2024-05-01T14:03:44+02:00 x", datetime(2024, 5, 1, 12, 3, 44)),
    ("I0501 12:03:44.123456  1234 file.cc:12] hi", datetime(YEARLESS, 5, 1, 12, 3, 44, 123456)),
    ("[E603 17:48:01.005271823 ProcessGroupNCCL.cpp:632] x", datetime(YEARLESS, 6, 3, 17, 48, 1, 5271)),
    ("[Wed May  1 12:03:44 2024] NVRM: Xid", datetime(2024, 5, 1, 12, 3, 44)),
    ("May 18 19:02:39 host12 kernel: NVRM", datetime(YEARLESS, 5, 18, 19, 2, 39)),
    ("  time      : 2025-05-21_15:43:03", datetime(2025, 5, 21, 15, 43, 3)),
    ("  1a | 12/07/2026 | 05:12:33 | Memory #0x02 | Uncorrectable ECC | Asserted", datetime(2026, 12, 7, 5, 12, 33)),
    ("   3 | 12/07/26 | 05:12:33 UTC | Processor #0x01 | IERR | Asserted", datetime(2026, 12, 7, 5, 12, 33)),
    ("  c4 | 03/01/2025 | 12:40:02 AM UTC | Watchdog2 #0x03 | Timer expired | Asserted", datetime(2025, 3, 1, 0, 40, 2)),
    ("  c5 | 03/01/2025 | 01:40:02 PM CET | Watchdog2 #0x03 | Timer expired | Asserted", datetime(2025, 3, 1, 13, 40, 2)),
    ("   7 | Pre-Init  |0000012345| System Event | Timestamp Clock Sync | Asserted", None),  # no wall clock yet
    ("[12345.678901] NVRM: Xid", None),  # seconds since boot cannot be ordered against wall clocks
    ("no time here", None),
])
def test_timestamp_shapes(text, expected):
    assert parse_time(text) == expected


# Found by tests/test_properties_lines.py: each raised out of parse_time (and so out of a scan).
@pytest.mark.parametrize("text", [
    "Aaa 0 00:00:00 0 ",  # syslog-shaped, not a month: KeyError
    "[Mon Foo  1 12:03:44 2024] NVRM: Xid",  # dmesg -T-shaped, not a month: KeyError
    "0001-01-01T00:00:00+01:00 x",  # the offset moves it before year 1: OverflowError
    "9999-12-31T23:59:59-01:00 x",  # and past year 9999
])
def test_a_stamp_that_is_no_time_is_none(text):
    assert parse_time(text) is None


def test_a_syslog_shaped_line_without_a_month_names_no_node():
    line = attribute_line("Foo  1 12:03:44 gpu-node-3 boom", file="f", lineno=1, hints=NONE)
    assert (line.node, line.message) == (None, "Foo  1 12:03:44 gpu-node-3 boom")


def test_node_named_in_file_content():
    assert node_from_content("x\ngpu-node-03:111:222 [0] NCCL INFO Bootstrap\n") == "gpu-node-03"
    assert node_from_content("hostname: dgx-a100-17\n") == "dgx-a100-17"
    # NCCL's WARN lines put the source file and line before "NCCL", as the per-line attribution reads them
    assert node_from_content("gpu-node-05:111:222 [2] misc/socket.cc:484 NCCL WARN socket closed\n") == "gpu-node-05"
    assert node_from_content("nothing\n") is None
    assert node_from_content("zeyer@cn-234 ~ % nvidia-smi\n") == "cn-234"
    assert node_from_content("Job was executed on host(s) <n-62-20-2>, in queue <gpuv100>\n") == "n-62-20-2"
    assert node_from_content("submitit INFO (2024-10-31 16:30:11,811) - Starting with JobEnvironment(job_id=2958094, "
                             "hostname=bme_gpu01, local_rank=0(1), node=0, global_rank=0(1))\n") == "bme_gpu01"
    assert node_from_content("Node: exa02\n") == "exa02"
    assert node_from_content("(llm-env) aiuser3@ai-smartlaw:~/ETU$ python3 run.py\n") == "ai-smartlaw"  # conda prompt
    assert node_from_content("Partition = medium, Nodelist = amp008\n") == "amp008"
    assert node_from_content("Partition = medium, Nodelist = amp[008-009]\n") is None  # a list of two nodes
    assert node_from_content("Nodelist = gpu[01-04]\nnode: 0\n") is None  # several nodes; a node index


def test_local_rank_prefix_is_kept_apart_from_the_global_rank():
    line = attribute_line("node-d: [default6]:RuntimeError: x", file="f", lineno=1, hints=NONE)
    assert (line.rank, line.local_rank, line.node) == (None, 6, "node-d")


def test_a_node_is_inferred_from_content_only_when_it_is_the_only_one():
    assert node_from_content("a-1:1:1 [0] NCCL INFO x\nb-2:2:2 [0] NCCL INFO y\n") is None


def _line(raw: str, hints: PathHints = NONE):
    return attribute_line(raw, file="f", lineno=1, hints=hints)


def test_process_map_fills_rank_from_pid_bus_and_local_rank_and_node_from_rank():
    heads = [
        "[default6]:node-d:4242:4300 [6] NCCL INFO comm 0x5 rank 30 nranks 32 cudaDev 6 nvmlDev 6 busId 1b000 "
        "commId 0x1 - Init COMPLETE",
        "7: gpu-9:777:780 [3] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB",
    ]
    processes = [process_of(_line(h)) for h in heads]
    assert processes[0].rank == 30 and processes[0].bus == "1b:00" and processes[0].local_rank == 6
    pmap = ProcessMap.build(processes)
    xid = _line("NVRM: Xid (PCI:0000:1b:00): 79, pid='<unknown>', GPU has fallen off the bus.", PathHints(None, "node-d"))
    assert pmap.complete(xid).rank == 30
    killed = _line("Out of memory: Killed process 4242 (python3)", PathHints(None, "node-d"))
    assert pmap.complete(killed).rank == 30
    assert pmap.complete(_line("[default6]:RuntimeError: x", PathHints(None, "node-d"))).rank == 30
    assert pmap.complete(_line("7: ModuleNotFoundError: x")).node == "gpu-9"
    # A launcher's line about the worker it lost names that worker's local rank in its text.
    lost = _line("node-d: [launch.py:325:sigkill_handler] ['python3', '-u', 'train.py', '--local_rank=6'] exits with "
                 "return code = -9")
    assert (lost.rank, pmap.complete(lost).rank) == (None, 30)
    assert pmap.complete(_line("node-d: failed (exitcode: -9) local_rank: 5 (pid: 99)")).rank is None  # not mapped


XID = "NVRM: Xid (PCI:0000:2b:00): 79, pid=1234, name=python, GPU has fallen off the bus.\n"


@pytest.mark.parametrize("files, node", [
    ({"llama3.log": XID}, None),  # a model's name
    ({"exp3/train.log": XID, "exp3/eval.log": "ok\n"}, None),  # two files of one folder cannot vouch for it
    ({"stage1.out": XID, "v2.log": "ok\n"}, None),
    ({"dgx12.log": XID}, None),  # host-like, but nothing in the job says so
    ({"dgx12.log": XID, "launcher.log": "dgx07:42:43 [0] NCCL INFO Bootstrap : Using eth0\n"}, "dgx12"),  # same naming
    ({"dgx12.log": XID, "launcher.log": "srun: error: dgx12: task 3: Exited with exit code 1\n"}, "dgx12"),  # named
    ({"node-b.log": XID}, "node-b"),  # the name says it is a machine
    ({"gpu-node-07/dmesg.log": XID}, "gpu-node-07"),
    ({"ip-10-42-8-10.log": XID}, "ip-10-42-8-10"),
])
def test_a_path_names_a_node_only_with_evidence(tmp_path, mini_rules, files, node):
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    d = Diagnoser(mini_rules).diagnose(str(tmp_path))
    assert d.verdict.type == "gpu_hardware" and d.verdict.culprit_node == node
    assert d.recovery.drain_nodes == ((node,) if node else ())
    scontrol = [c for c in d.recovery.commands if c.startswith("scontrol")]
    assert scontrol and all((node or "<node>") in c for c in scontrol), d.recovery.commands
    if node is None:
        assert any("not taken as a node" in n for n in d.scan.notes)


OOM = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n"


@pytest.mark.parametrize("summary_host, node", [
    ("gpu-a07.cluster.example.edu", "gpu-a07"),  # Slurm's srun line names it short: one node, one name
    ("10.1.2.3", "10.1.2.3"),  # an address is no qualified name
])
def test_a_qualified_host_name_the_job_also_names_short_is_reported_short(tmp_path, mini_rules, summary_host, node):
    log = (f"[rank3]: {OOM}"
           "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:\n"
           "Root Cause (first observed failure):\n[0]:\n"
           f"  time      : 2024-05-01_12:00:00\n  host      : {summary_host}\n  rank      : 3 (local_rank: 3)\n"
           "  exitcode  : 1 (pid: 77)\n"
           "srun: error: gpu-a07: task 0: Exited with exit code 1\n"
           "srun: error: 10.1.2.3: task 1: Exited with exit code 1\n")
    (tmp_path / "train.log").write_text(log)
    d = Diagnoser(mini_rules).diagnose(str(tmp_path))
    assert d.verdict.type == "cuda_oom"
    nodes = {ln.node for s in d.scan.files for e in s.events for ln in e.lines}
    assert node in nodes and (summary_host not in nodes or summary_host == node)


def test_a_coloured_worker_prefix_still_names_the_rank(tmp_path, mini_rules):
    # vLLM colours its worker prefix on a terminal, and Python 3.13 its exception class: the reader drops colours
    (tmp_path / "server.log").write_bytes(b"\x1b[1;36m(Worker_TP3 pid=77)\x1b[0;0m \x1b[1;35mtorch.OutOfMemoryError"
                                          b"\x1b[0m: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
    d = Diagnoser(mini_rules).diagnose(str(tmp_path))
    assert d.verdict.type == "cuda_oom" and d.verdict.culprit_rank == 3


def test_the_agents_failed_line_gets_the_rank_its_pid_has_in_torchruns_report(tmp_path, mini_rules):
    (tmp_path / "train.log").write_text(
        "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 501 closing signal SIGTERM\n"
        "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 4 (pid: 505) of "
        "binary: /usr/bin/python3\n"
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:\n"
        "Root Cause (first observed failure):\n[0]:\n  time      : 2023-08-01_01:06:47\n  host      : box7\n"
        "  rank      : 12 (local_rank: 4)\n  exitcode  : -9 (pid: 505)\n  error_file: <N/A>\n"
        "  traceback : Signal 9 (SIGKILL) received by PID 505\n=======================================\n")
    d = Diagnoser(mini_rules).diagnose(str(tmp_path))
    failed = [ln for s in d.scan.files for e in s.events for ln in e.lines if "local_rank: 4 (pid: 505)" in ln.message]
    assert failed and all((ln.rank, ln.node) == (12, "box7") for ln in failed)


TRACEBACK = ("Traceback (most recent call last):\n  File \"train.py\", line 9, in <module>\n    main()\n" + OOM)


@pytest.mark.parametrize("banner, rank", [
    ("box:11:12 [0] NCCL INFO comm 0x5 rank 0 nranks 1 cudaDev 0 busId 1b000 - Init COMPLETE\n", 0),  # one process
    ("box:11:12 [0] NCCL INFO comm 0x5 rank 0 nranks 2 cudaDev 0 busId 1b000 - Init COMPLETE\n"
     "box:13:14 [1] NCCL INFO comm 0x6 rank 1 nranks 2 cudaDev 1 busId 1c000 - Init COMPLETE\n", None),  # or two
    ("", None),  # nothing names a rank at all
])
def test_a_traceback_naming_no_rank_is_rank_0s_when_the_job_names_no_other(tmp_path, mini_rules, banner, rank):
    (tmp_path / "train.log").write_text(banner + TRACEBACK)
    d = Diagnoser(mini_rules).diagnose(str(tmp_path))
    assert d.verdict.type == "cuda_oom" and d.verdict.culprit_rank == rank


@pytest.mark.parametrize("banner, node", [
    ("Running on gpu07\n", "gpu07"),  # the job names one node: its processes ran there
    ("Running on gpu07\nsrun: error: gpu08: task 1: Exited with exit code 1\n", None),  # two nodes: either
])
def test_a_root_line_naming_no_node_ran_on_the_one_node_the_job_names(tmp_path, mini_rules, banner, node):
    (tmp_path / "job.out").write_text(banner)
    (tmp_path / "job.err").write_text(TRACEBACK)
    d = Diagnoser(mini_rules).diagnose(str(tmp_path))
    assert d.verdict.type == "cuda_oom" and d.verdict.culprit_node == node
