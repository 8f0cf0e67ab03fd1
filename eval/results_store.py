"""Fill a batch results store (diagnose.ops.results) with given contract objects, for the report's tests and
benchmark: the same writer `diagnose batch --store` uses, without diagnosing anything."""

import hashlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from diagnose.ops.results import JobResult, ResultsStore


def write_results(path: Path, jobs: Iterable[tuple[str, dict[str, Any]]], *, seconds: float = 0.1) -> None:
    """One row per (job key, contract object); an object with an `error` field is a job that could not be read."""
    with ResultsStore(path) as store:
        store.put_many(JobResult(key, hashlib.sha256(key.encode()).hexdigest(), report, seconds)
                       for key, report in jobs)
