"""One job of a batch, as every engine runs it: diagnose its listed files and always return a result —
the contract's JSON object, or its error record when the job cannot be listed, raises or runs too long."""

import functools
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from time import perf_counter
from typing import Any, Callable

from diagnose.errors import DiagnoseError
from diagnose.ingest.joblist import ListedJob
from diagnose.ops.results import JobResult
from diagnose.pipeline.contract import error_json, to_json
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings, build_diagnoser


@dataclass(frozen=True, slots=True)
class PipelineFactory:
    """Builds the pipeline inside a worker (picklable and hashable: a worker keeps one pipeline per factory)."""

    settings: Settings

    def __call__(self) -> Diagnoser:
        return build_diagnoser(self.settings)


def diagnose_job(diagnoser: Diagnoser, job: ListedJob) -> JobResult:
    """The job's result; a failure of any kind becomes the contract's error record."""
    start = perf_counter()
    if job.files is None:
        report = error_json(job.name, job.key, job.error or "cannot be listed")
    else:
        try:
            report = to_json(diagnoser.diagnose_files(job.files))
        except DiagnoseError as e:
            report = error_json(job.name, job.key, str(e))
        except Exception as e:  # one bad job never stops a batch: it is recorded with what went wrong
            report = error_json(job.name, job.key, f"internal error: {type(e).__name__}: {e}")
    return JobResult(job.key, job.fingerprint, report, perf_counter() - start)


def failed(job: ListedJob, message: str, seconds: float) -> JobResult:
    """The error record of a job that was not diagnosed (over its budget, its worker died)."""
    return JobResult(job.key, job.fingerprint, error_json(job.name, job.key, message), seconds)


def over_budget_message(budget_s: float, fate: str) -> str:
    return f"exceeded the per-job time budget of {budget_s:g} s ({fate})"


def diagnose_chunk(build: Callable[[], Diagnoser], jobs: Sequence[ListedJob], budget_s: float) -> list[JobResult]:
    """A Dask task: the results of `jobs` in order. A Dask worker thread cannot be killed, so a job past its
    budget is left running in its own daemon thread, recorded as an error, and the chunk goes on."""
    results = []
    for job in jobs:
        result = _with_deadline(functools.partial(diagnose_job, _pipeline(build), job), budget_s)
        if result is None:
            result = failed(job, over_budget_message(budget_s, "left running in an abandoned thread"), budget_s)
            _pipeline(build, fresh=True)  # that thread still uses the old pipeline's scanner
        results.append(result)
    return results


# One pipeline per worker thread and factory: building one (rules, prefilter) costs far more than a job, and
# a scanner's scratch space must not be shared between threads.
_per_thread = threading.local()


def _pipeline(build: Callable[[], Diagnoser], *, fresh: bool = False) -> Diagnoser:
    cache = _per_thread.__dict__.setdefault("pipelines", {})
    if fresh or build not in cache:
        cache[build] = build()
    return cache[build]


def _with_deadline(call: Callable[[], Any], seconds: float) -> Any:
    """call()'s value, or None when it has not returned within `seconds`."""
    box: list[Any] = []
    thread = threading.Thread(target=lambda: box.append(call()), daemon=True)
    thread.start()
    thread.join(seconds)
    return box[0] if box else None
