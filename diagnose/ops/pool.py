"""The local engine: worker processes that each build the pipeline once and diagnose the jobs sent to them.

Unlike concurrent.futures, the parent knows which job each worker is on, so a job that runs past its time
budget (a hang in C code, a blocked read) has its worker killed and replaced: the job becomes an error
record and the batch goes on. A worker that dies (a crash, the OOM killer) costs only the job it was on.
Workers die with their parent (PR_SET_PDEATHSIG on Linux; elsewhere when the parent's pipe closes), so a
batch killed with SIGKILL leaves no worker behind.
"""

import os
import signal
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing import Pipe
from multiprocessing.connection import Connection, wait
from pathlib import Path

import diagnose
from diagnose.errors import DiagnoseError
from diagnose.ingest.joblist import ListedJob
from diagnose.ops.jobrun import failed, over_budget_message
from diagnose.ops.results import JobResult
from diagnose.pipeline.diagnoser import Diagnoser

_STOP_GRACE_S = 2.0
_TICK_S = 0.5


class WorkerStartError(DiagnoseError):
    """A worker could not build the pipeline; the message is the worker's error."""


@dataclass
class _Worker:
    process: subprocess.Popen
    conn: Connection
    ready: bool = False
    jobs: deque = field(default_factory=deque)  # sent, not yet answered; the first one is running
    since: float = 0.0  # when the running job started


class WorkerPool:
    """`workers` processes running `build()`'s pipeline; `chunk` jobs are sent to a worker at a time.
    The workers start with the first run() and stay for the next one until close()."""

    def __init__(self, build: Callable[[], Diagnoser], workers: int, *, budget_s: float, chunk: int = 4) -> None:
        self.build, self.size, self.budget_s, self.chunk = build, max(1, workers), budget_s, max(1, chunk)
        self.workers: list[_Worker] = []

    def __enter__(self) -> "WorkerPool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        for w in self.workers:
            _stop(w)
        self.workers = []

    def run(self, jobs: Iterable[ListedJob]) -> Iterator[JobResult | None]:
        """Each job's result, in the order they finish, and None at least every half second while none does
        (the caller's chance to save what it holds). Closed early, it stops the workers still busy."""
        source, retry = iter(jobs), deque()
        self.workers += [self._start() for _ in range(self.size - len(self.workers))]
        workers = self.workers
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
            for w in [w for w in workers if w.jobs]:  # interrupted: its answers would belong to no one
                _kill(w)
                workers.remove(w)

    def _start(self) -> _Worker:
        parent, child = Pipe()
        # The worker imports this same diagnose, wherever it was imported from (an install or a checkout).
        path = os.pathsep.join(p for p in (str(Path(diagnose.__file__).parent.parent),
                                           os.environ.get("PYTHONPATH")) if p)
        process = subprocess.Popen([sys.executable, "-m", "diagnose.ops.worker", str(child.fileno()),
                                    str(os.getpid())], pass_fds=(child.fileno(),), stdin=subprocess.DEVNULL,
                                   env={**os.environ, "PYTHONPATH": path},
                                   start_new_session=True)  # a terminal's Ctrl-C is for the parent to handle
        child.close()
        parent.send(self.build)
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


def _stop(w: _Worker) -> None:
    w.conn.close()  # an idle worker's recv() ends
    try:
        w.process.wait(_STOP_GRACE_S if not w.jobs else 0)
    except subprocess.TimeoutExpired:
        pass
    _kill(w)


def _kill(w: _Worker) -> None:
    if w.process.poll() is None:
        w.process.kill()
    w.process.wait()
    w.conn.close()


def _exit_status(process: subprocess.Popen) -> str:
    try:
        code = process.wait(1)
    except subprocess.TimeoutExpired:
        return "no exit status"
    return f"signal {signal.Signals(-code).name}" if code < 0 else f"exit status {code}"
