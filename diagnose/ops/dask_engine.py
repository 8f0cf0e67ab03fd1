"""The Dask engine (`--engine dask`, the optional `dask` extra): chunks of jobs as Dask tasks on a cluster
(`--scheduler tcp://host:8786`) or on a LocalCluster of `workers` processes, results streamed back as each
chunk finishes.

Tasks carry the jobs' file references (paths, URLs, archive byte ranges), not their content, except members
of a compressed tarball. Every worker needs the same diagnose version installed, the files (a shared
filesystem or object storage) and, for s3://, the AWS_* variables in its environment. A job is sent with
hundreds of others per task: Dask costs milliseconds per task, the rule tier well under that per job.
"""

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import islice

from diagnose.errors import DiagnoseError
from diagnose.ingest.joblist import ListedJob
from diagnose.ops.jobrun import failed
from diagnose.ops.pool import WorkerPool
from diagnose.ops.results import JobResult
from diagnose.pipeline.diagnoser import Diagnoser

_CHUNKS_PER_THREAD = 2  # in flight per worker thread: enough to hide a round trip, little to lose on a kill
_SEND = 16  # jobs per message from a Dask worker thread to its worker process


def run_dask(build: Callable[[], Diagnoser], jobs: Iterable[ListedJob], *, scheduler: str | None, workers: int,
             chunk: int, budget_s: float) -> Iterator[JobResult]:
    """Each job's result, a chunk at a time in the order the chunks finish."""
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise DiagnoseError("--engine dask needs Dask: pip install 'diagnose[dask]'") from None
    try:
        cluster = None if scheduler else LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                                      dashboard_address=None)
        client = Client(scheduler or cluster, timeout=30)
    except (OSError, TimeoutError) as e:
        raise DiagnoseError(f"cannot reach the Dask scheduler {scheduler or '(local)'}: {e}") from None
    try:
        yield from _stream(client, as_completed, build, _chunks(jobs, chunk), budget_s)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _stream(client, as_completed, build: Callable[[], Diagnoser], chunks: Iterator[list[ListedJob]],
            budget_s: float) -> Iterator[JobResult]:
    """Keep a few chunks per worker thread in flight; a chunk whose task fails becomes error records."""
    sent: dict = {}
    futures = as_completed()

    def submit(n: int) -> None:
        for c in islice(chunks, n):
            future = client.submit(diagnose_chunk, build, c, budget_s, pure=False)
            sent[future] = c
            futures.add(future)

    submit(_CHUNKS_PER_THREAD * max(1, sum(client.nthreads().values())))
    for future in futures:
        jobs = sent.pop(future)
        try:
            results = future.result()
        except Exception as e:  # a lost worker (KilledWorker), a task that could not be unpickled there
            results = [failed(job, f"its Dask task failed ({type(e).__name__}: {e})", 0.0) for job in jobs]
        yield from results
        submit(1)


def _chunks(jobs: Iterable[ListedJob], size: int) -> Iterator[list[ListedJob]]:
    it = iter(jobs)
    while chunk := list(islice(it, size)):
        yield chunk


def diagnose_chunk(build: Callable[[], Diagnoser], jobs: Sequence[ListedJob], budget_s: float) -> list[JobResult]:
    """The Dask task: the chunk's results from this thread's own worker process, which is killed and replaced
    when a job overruns its budget, as on the local engine (a Dask thread itself cannot be stopped)."""
    pools = _per_thread.__dict__.setdefault("pools", {})
    if (build, budget_s) not in pools:
        pools[(build, budget_s)] = WorkerPool(build, 1, budget_s=budget_s, chunk=_SEND)
    return [r for r in pools[(build, budget_s)].run(jobs) if r is not None]


# The worker process of each Dask worker thread stays between tasks: starting one (an interpreter, the rules,
# the prefilter) costs more than a chunk. It dies with the thread that started it (PR_SET_PDEATHSIG).
_per_thread = threading.local()
