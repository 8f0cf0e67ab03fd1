"""One job of a batch, as every engine runs it: diagnose its listed files and always return a result —
the contract's JSON object, or its error record when the job cannot be listed, raises or runs too long."""

from dataclasses import dataclass
from time import perf_counter

from diagnose.errors import DiagnoseError
from diagnose.ingest.joblist import ListedJob
from diagnose.ops.results import JobResult
from diagnose.pipeline.contract import error_json, to_json
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings, build_diagnoser


@dataclass(frozen=True, slots=True)
class PipelineFactory:
    """Builds the pipeline inside a worker process (picklable; hashable, as a Dask worker thread keeps one
    worker process per factory)."""

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
