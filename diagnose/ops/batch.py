"""`diagnose batch ROOT`: every job under ROOT diagnosed once, on the local worker pool or on Dask, into an
optional results store that makes a rerun skip what is done and resume what a killed run left.

Work goes in two passes when the LLM is among the tiers: the engine runs every other tier in parallel, then
the jobs they left unknown go to ONE worker process that loads the model once and gives it all the cores
(a model per worker would multiply its memory and split the cores for no gain). Each result is stored as it
comes back, many rows per transaction: a kill loses at most the results of the last half second, which the
next run diagnoses again.
"""

import hashlib
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import closing
from dataclasses import dataclass, replace
from itertools import chain
from pathlib import Path

from diagnose.errors import DiagnoseError
from diagnose.ingest.joblist import ListedJob, list_jobs
from diagnose.ops.dask_engine import run_dask
from diagnose.ops.jobrun import PipelineFactory
from diagnose.ops.pool import WorkerPool
from diagnose.ops.results import Finished, JobResult, ResultsStore
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings, default_tiers
from diagnose.store.settings import default_data_dir
from diagnose.taxonomy import UNKNOWN

ENGINES = ("local", "dask")
_DEFAULT_CHUNK = {"local": 4, "dask": 250}  # dask: hundreds per task (its per-task cost is milliseconds)
_FLUSH_ROWS, _FLUSH_S = 500, 0.5


@dataclass(frozen=True, slots=True)
class BatchOptions:
    engine: str = "local"
    workers: int = 1
    scheduler: str | None = None  # dask: tcp://host:8786; None starts a LocalCluster of `workers` processes
    chunk: int | None = None  # jobs per message (local) or per task (dask); None: the engine's default
    budget_s: float = 300.0  # per job; past it the job becomes an error record
    retry_errors: bool = False  # diagnose again the jobs whose stored result is an error


@dataclass
class BatchTally:
    """What a run did; `total` is None when ROOT is a compressed tarball (known only at its end)."""

    total: int | None
    diagnosed: int = 0
    skipped: int = 0
    errors: int = 0
    interrupted: bool = False


@dataclass(frozen=True, slots=True)
class _Pass:
    build: Callable[[], Diagnoser]
    pipeline: str  # stored with each result: a row is current only for the same tiers and rules


def run_batch(root: str, settings: Settings, options: BatchOptions, *, store: ResultsStore | None = None,
              on_listed: Callable[[int | None], None] = lambda total: None,
              on_result: Callable[[JobResult, bool], None] = lambda result, reused: None,
              llm_build: Callable[[], Diagnoser] | None = None) -> BatchTally:
    """Diagnose the jobs of `root`; `on_result(result, reused)` sees every job's result, reused ones from the
    store too. `llm_build` replaces the pipeline of the LLM pass (tests give it a scripted model)."""
    if options.engine not in ENGINES:
        raise DiagnoseError(f"unknown engine {options.engine!r}; choose from {', '.join(ENGINES)}")
    first, final = _passes(settings, llm_build)
    listing = list_jobs(root, exclude=settings.exclude)
    on_listed(listing.total)
    tally = BatchTally(listing.total)
    run_id = store.start_run(root, options.engine, options.workers) if store else None
    writer = _Writer(store, run_id)

    def emit(result: JobResult, pipeline: str) -> None:
        writer.put(replace(result, pipeline=pipeline))
        tally.diagnosed += 1
        tally.errors += result.status == "error"
        on_result(result, False)

    try:
        todo = _not_current(listing.jobs, store, final.pipeline, options.retry_errors, tally, on_result)
        unknown = _first_pass(todo, first, final, options, writer, emit) if first else list(todo)
        if unknown:
            with closing(_local(final.build, 1, 1, options.budget_s, unknown)) as results:
                for result in results:
                    if result is None:
                        writer.tick()
                    else:
                        emit(result, final.pipeline)
    except KeyboardInterrupt:
        tally.interrupted = True
        raise
    finally:
        writer.flush()
        if store and run_id is not None:
            store.finish_run(run_id, jobs=tally.diagnosed + tally.skipped, diagnosed=tally.diagnosed,
                             skipped=tally.skipped, errors=tally.errors, interrupted=tally.interrupted)
    return tally


def _first_pass(todo: Iterator[ListedJob], first: _Pass, final: _Pass, options: BatchOptions, writer: "_Writer",
                emit: Callable[[JobResult, str], None]) -> list[ListedJob]:
    """Run the first pass on the engine; the jobs it left unknown, when an LLM pass follows (else none)."""
    llm_follows = final.pipeline != first.pipeline
    waiting: dict[str, ListedJob] = {}
    unknown: list[ListedJob] = []

    def remembered(jobs: Iterator[ListedJob]) -> Iterator[ListedJob]:
        for job in jobs:
            if llm_follows:
                waiting[job.key] = job
            yield job

    first_job = next(todo, None)
    if first_job is None:  # everything is current: start no worker
        return unknown
    with closing(_engine(options, first.build, remembered(chain([first_job], todo)))) as results:
        for result in results:
            if result is None:
                writer.tick()
                continue
            job = waiting.pop(result.job_key, None) if llm_follows else None
            if job is not None and result.status == "done" and result.report["verdict"]["type"] == UNKNOWN.id:
                writer.put(replace(result, pipeline=first.pipeline))  # a resume redoes it, then the LLM pass
                unknown.append(job)
            else:
                emit(result, final.pipeline)
    return unknown


def _engine(options: BatchOptions, build: Callable[[], Diagnoser],
            jobs: Iterator[ListedJob]) -> Iterator[JobResult | None]:
    chunk = options.chunk or _DEFAULT_CHUNK[options.engine]
    if options.engine == "dask":
        return run_dask(build, jobs, scheduler=options.scheduler, workers=options.workers, chunk=chunk,
                        budget_s=options.budget_s)
    return _local(build, options.workers, chunk, options.budget_s, jobs)


def _local(build: Callable[[], Diagnoser], workers: int, chunk: int, budget_s: float,
           jobs: Iterable[ListedJob]) -> Iterator[JobResult | None]:
    with WorkerPool(build, workers, budget_s=budget_s, chunk=chunk) as pool:
        yield from pool.run(jobs)


def _passes(settings: Settings, llm_build: Callable[[], Diagnoser] | None) -> tuple[_Pass | None, _Pass]:
    """The parallel pass (every tier but the LLM; None when the LLM is the only tier) and the final one."""
    tiers = settings.tiers or default_tiers(settings.llm)
    rules = _rules_digest(settings.rules_dir or default_data_dir() / "rules")
    final = _Pass(llm_build or PipelineFactory(replace(settings, tiers=tiers)), f"{','.join(tiers)}|{rules}")
    parallel = tuple(t for t in tiers if t != "llm")
    if parallel == tiers:
        return final, final
    if not parallel:
        return None, final
    return _Pass(PipelineFactory(replace(settings, tiers=parallel)), f"{','.join(parallel)}|{rules}"), final


def _not_current(jobs: Iterable[ListedJob], store: ResultsStore | None, pipeline: str, retry_errors: bool,
                 tally: BatchTally, on_result: Callable[[JobResult, bool], None]) -> Iterator[ListedJob]:
    """The jobs without a current stored result; the others are reported from the store and counted."""
    finished = store.finished() if store else {}
    for job in jobs:
        stored = finished.get(job.key)
        if store and _current(job, stored, pipeline, retry_errors):
            tally.skipped += 1
            tally.errors += stored.status == "error"
            on_result(JobResult(job.key, job.fingerprint, store.report(job.key) or {}, 0.0, pipeline), True)
        else:
            yield job


def _current(job: ListedJob, stored: Finished | None, pipeline: str, retry_errors: bool) -> bool:
    return (stored is not None and stored.fingerprint == job.fingerprint and stored.pipeline == pipeline
            and not (retry_errors and stored.status == "error"))


def _rules_digest(rules_dir: Path) -> str:
    """Editing a rule makes every stored result stale: the rules are part of what produced it."""
    digest = hashlib.sha256()
    for path in sorted(rules_dir.glob("*.yaml")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


class _Writer:
    """Results go to the store in transactions of many rows: every half second or 500 rows, and at the end."""

    def __init__(self, store: ResultsStore | None, run_id: int | None) -> None:
        self.store, self.run_id, self.rows, self.last = store, run_id, [], time.monotonic()

    def put(self, result: JobResult) -> None:
        if self.store is None:
            return
        self.rows.append(result)
        if len(self.rows) >= _FLUSH_ROWS:
            self.flush()
        else:
            self.tick()

    def tick(self) -> None:
        """Save what waits longer than half a second, even while no new result comes (a slow job)."""
        if time.monotonic() - self.last >= _FLUSH_S:
            self.flush()

    def flush(self) -> None:
        if self.store is not None and self.rows:
            self.store.put_many(self.rows, self.run_id)
        self.rows, self.last = [], time.monotonic()
