"""Hand-built scans for the compression, LLM-tier and cache tests."""

from datetime import datetime, timedelta

from diagnose.records import Event, FileScan, JobScan, LogLine

T0 = datetime(2024, 5, 1, 12, 0, 0)


def line(text: str, lineno: int, *, file: str = "rank-0.log", rank: int | None = None,
         node: str | None = None, second: int | None = None) -> LogLine:
    time = T0 + timedelta(seconds=second) if second is not None else None
    return LogLine(file, lineno, text, text, rank, node, time)


def event(*lines: LogLine, kind: str = "line", key: tuple[int, ...] | None = None, head_at: int | None = None,
          survived: bool = False) -> Event:
    key = key if key is not None else (len(lines) - 1,)
    return Event(kind, tuple(lines), key, head_at if head_at is not None else key[-1], survived=survived)


def scan(*events: Event, size: int = 40_000) -> JobScan:
    """A job whose files hold `events` (grouped by file), each file `size` bytes."""
    files: dict[str, list[Event]] = {}
    for e in events:
        files.setdefault(e.head.file, []).append(e)
    scans = tuple(FileScan(name, tuple(evs), lines=1000, size=size) for name, evs in files.items())
    return JobScan("job1", "logs/job1", scans)


OOM = "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity of 79.1 GiB"
WATCHDOG = ("[Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=77, OpType=ALLREDUCE) "
            "ran for 600000 ms")


def oom_job(*, pid: int = 4242, rank: int = 3) -> JobScan:
    """Rank `rank` dies of CUDA OOM in a traceback; rank 5 reports the watchdog timeout afterwards."""
    tb = event(
        line("Traceback (most recent call last):", 10, file=f"rank-{rank}.log", rank=rank, second=1),
        line('  File "/opt/train/train.py", line 88, in <module>', 11, file=f"rank-{rank}.log", rank=rank),
        line("    main()", 12, file=f"rank-{rank}.log", rank=rank),
        line('  File "/opt/train/train.py", line 80, in run', 13, file=f"rank-{rank}.log", rank=rank),
        line("    step(batch)", 14, file=f"rank-{rank}.log", rank=rank),
        line('  File "/opt/train/train.py", line 70, in main', 15, file=f"rank-{rank}.log", rank=rank),
        line("    loss.backward()", 16, file=f"rank-{rank}.log", rank=rank),
        line(f"INFO pid {pid} step 12 loss 2.31", 17, file=f"rank-{rank}.log", rank=rank),
        line(OOM, 18, file=f"rank-{rank}.log", rank=rank, second=1),
        kind="traceback", key=(8,),
    )
    watchdog = event(line(WATCHDOG, 40, file="rank-5.log", rank=5, second=600))
    return scan(tb, watchdog)
