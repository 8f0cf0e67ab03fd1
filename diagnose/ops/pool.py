"""The local engine: worker processes that each build the pipeline once and diagnose the jobs sent to them.

Unlike concurrent.futures, the parent knows which job each worker is on, so a job that runs past its time
budget (a hang in C code, a blocked read) has its worker killed and replaced: the job becomes an error
record and the batch goes on. A worker that dies (a crash, the OOM killer) costs only the job it was on.
Workers die with their parent (PR_SET_PDEATHSIG on Linux; elsewhere when the parent's pipe closes), so a
batch killed with SIGKILL leaves no worker behind.
"""

import ctypes
import multiprocessing
import os
import signal
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess

from diagnose.ingest.joblist import ListedJob
from diagnose.errors import DiagnoseError
from diagnose.ops.jobrun import diagnose_job, failed, over_budget_message
from diagnose.ops.results import JobResult
from diagnose.pipeline.diagnoser import Diagnoser

_PR_SET_PDEATHSIG = 1
_STOP_GRACE_S = 2.0
_TICK_S = 0.5


class WorkerStartError(DiagnoseError):
    """A worker could not build the pipeline; the message is the worker's error."""


@dataclass
class _Worker:
    process: BaseProcess
    conn: Connection
    ready: bool = False
    jobs: deque = field(default_factory=deque)  # sent, not yet answered; the first one is running
    since: float = 0.0  # when the running job started


class WorkerPool:
    """`workers` processes running `build()`'s pipeline; `chunk` jobs are sent to a worker at a time."""

    def __init__(self, build: Callable[[], Diagnoser], workers: int, *, budget_s: float, chunk: int = 4) -> None:
        self.build, self.size, self.budget_s, self.chunk = build, max(1, workers), budget_s, max(1, chunk)
        self.context = multiprocessing.get_context("spawn")  # no inherited threads or locks from the parent

    def run(self, jobs: Iterable[ListedJob]) -> Iterator[JobResult | None]:
        """Each job's result, in the order they finish, and None at least every half second while none does
        (the caller's chance to save what it holds); the workers are stopped when the iterator is closed."""
        source, retry = iter(jobs), deque()
        workers = [self._start() for _ in range(self.size)]
        try:
            while True:
                exhausted = self._feed(workers, source, retry)
                if exhausted and not any(w.jobs for w in workers):
                    return
                quiet = True
                for result in self._collect(workers, retry):
                    quiet = False
                    yield result
                if quiet:
                    yield None
        finally:
            for w in workers:
                _stop(w)

    def _start(self) -> _Worker:
        parent, child = self.context.Pipe()
        process = self.context.Process(target=_worker_main, args=(child, self.build, os.getpid()), daemon=True,
                                       name="diagnose-batch-worker")
        process.start()
        child.close()
        return _Worker(process, parent)

    def _feed(self, workers: list[_Worker], source: Iterator[ListedJob], retry: deque) -> bool:
        """Send a chunk to every idle worker; True once there is nothing left to send."""
        exhausted = False
        for w in workers:
            if not w.ready or w.jobs:
                continue
            chunk = [retry.popleft() for _ in range(min(self.chunk, len(retry)))]
            chunk += [job for _, job in zip(range(self.chunk - len(chunk)), source)]
            if not chunk:
                exhausted = True
                continue
            w.conn.send(chunk)
            w.jobs.extend(chunk)
            w.since = time.monotonic()
        return exhausted and not retry

    def _collect(self, workers: list[_Worker], retry: deque) -> Iterator[JobResult]:
        """Wait for the next messages (at most until the next budget runs out) and act on them."""
        deadlines = [w.since + self.budget_s for w in workers if w.jobs]
        timeout = max(0.0, min(deadlines + [time.monotonic() + _TICK_S]) - time.monotonic())
        by_conn = {w.conn: w for w in workers}
        for conn in wait(list(by_conn), timeout):
            w = by_conn[conn]
            try:
                kind, value = conn.recv()
            except (EOFError, OSError):
                if not w.ready:
                    raise WorkerStartError(f"a batch worker exited before it was ready "
                                           f"({_exit_status(w.process)})") from None
                yield from self._replace(workers, w, retry, f"its worker died ({_exit_status(w.process)})", 0.0)
                continue
            if kind == "fatal":
                raise WorkerStartError(value)
            if kind == "ready":
                w.ready = True
            else:
                w.jobs.popleft()
                w.since = time.monotonic()
                yield value
        now = time.monotonic()
        for w in list(workers):
            if w.jobs and now - w.since > self.budget_s:
                yield from self._replace(workers, w, retry,
                                         over_budget_message(self.budget_s, "its worker was killed"), self.budget_s)

    def _replace(self, workers: list[_Worker], w: _Worker, retry: deque, why: str,
                 seconds: float) -> Iterator[JobResult]:
        """Blame the running job, give the rest of its chunk back, and start a fresh worker in its place."""
        _kill(w)
        running = w.jobs.popleft() if w.jobs else None
        retry.extendleft(reversed(w.jobs))
        workers[workers.index(w)] = self._start()
        if running is not None:
            yield failed(running, why, seconds)


def _worker_main(conn: Connection, build: Callable[[], Diagnoser], parent_pid: int) -> None:
    _die_with_parent(parent_pid)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group; the parent decides
    try:
        diagnoser = build()
    except Exception as e:  # the parent turns it into one line and stops the batch
        conn.send(("fatal", str(e) if isinstance(e, DiagnoseError) else f"{type(e).__name__}: {e}"))
        return
    conn.send(("ready", None))
    while True:
        try:
            jobs = conn.recv()
        except (EOFError, OSError):  # the parent is gone or done
            return
        for job in jobs:
            conn.send(("result", diagnose_job(diagnoser, job)))


def _die_with_parent(parent_pid: int) -> None:
    """Ask the kernel to SIGKILL this process when its parent dies; exit now if that already happened."""
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent_pid:
        os._exit(1)


def _stop(w: _Worker) -> None:
    w.conn.close()  # an idle worker's recv() ends
    w.process.join(_STOP_GRACE_S if not w.jobs else 0)
    _kill(w)


def _kill(w: _Worker) -> None:
    if w.process.is_alive():
        w.process.kill()
    w.process.join()
    w.conn.close()


def _exit_status(process: BaseProcess) -> str:
    process.join(1)
    code = process.exitcode
    if code is None:
        return "no exit status"
    return f"signal {signal.Signals(-code).name}" if code < 0 else f"exit status {code}"
