"""The jobs of a batch results store, read with plain SQL and joined with their scheduler records.

The store is the SQLite file a batch run writes (table `results`: one row per job, keyed by the job's
path or URL, with the contract's JSON object in `report_json`). This module is the only reader of its
schema. Every string that comes from a log (signature, example line, node, error) is redacted here, so
no report or export can show a secret the store holds.

A job is joined with its scheduler record by the Slurm job id its report names (`slurm_job_id`: the
Slurm hook's reports, or an id the logs gave away such as `slurm-123.out`), else by its folder or file
name: the name itself (`123`, `123_4` for an array task), or the digits of `slurm-123` / `job123`.
"""

import json
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError
from diagnose.ops.accounting import JobRecord
from diagnose.redact import redact

_COLUMNS = ("job_key", "status", "report_json", "type", "category", "signature_id", "culprit_node", "culprit_rank",
            "first_error_time", "seconds", "diagnosed_at")
_SELECT = f"SELECT {', '.join(_COLUMNS)} FROM results ORDER BY job_key"
_NAME_ID = re.compile(r"^(?:slurm|job)[-_]?(\d+(?:_\d+)?)$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class StoredJob:
    """One row of the store, with the fields of its report the reports need (log text redacted)."""

    key: str  # the job's path or URL
    name: str  # the job's folder or file name
    status: str  # done | error
    type: str
    category: str
    signature_id: str | None
    signature_text: str | None
    example: str | None  # the decisive line, or the error of a job that could not be read
    culprit_node: str | None
    culprit_rank: int | None
    first_error: datetime | None
    slurm_job_id: str | None
    seconds: float | None
    diagnosed_at: str
    report: dict[str, Any]  # the contract's JSON object as stored


@dataclass(frozen=True, slots=True)
class Job:
    """A stored job and what its scheduler record says about the GPU time it lost."""

    stored: StoredJob
    record: JobRecord | None
    failed_at: datetime | None  # the first error when it lies within the run, else the job's end
    lost_gpu_hours: float | None  # GPUs × (failure − last usable checkpoint or start); None without a record
    hours_to_failure: float | None  # failure − start


def read_store(path: Path) -> Iterator[StoredJob]:
    """The store's jobs ordered by key; DiagnoseError (one line, naming the file) when it is not a results store."""
    if not path.is_file():
        raise DiagnoseError(f"{path}: no such results store")
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            for n, row in enumerate(db.execute(_SELECT), 1):
                yield _stored_job(path, n, dict(zip(_COLUMNS, row)))
        finally:
            db.close()
    except sqlite3.Error as e:
        raise DiagnoseError(f"{path}: not a diagnose results store ({e})") from None


def join_jobs(stored: Iterator[StoredJob], records: dict[str, JobRecord]) -> tuple[Job, ...]:
    """Each job with its scheduler record (see the module's docstring for how they are matched)."""
    return tuple(_job(s, _record_of(s, records)) for s in stored)


def _stored_job(path: Path, n: int, row: dict[str, Any]) -> StoredJob:
    try:
        report = json.loads(row["report_json"] or "{}")
    except json.JSONDecodeError as e:
        raise DiagnoseError(f"{path}: results row {n} ({row['job_key']}): report_json is not JSON ({e.msg})") from None
    if not isinstance(report, dict):
        raise DiagnoseError(f"{path}: results row {n} ({row['job_key']}): report_json is not a JSON object")
    signature = report.get("signature") or {}
    root = report.get("root_cause") or {}
    example = root.get("text") or report.get("error")
    return StoredJob(
        row["job_key"], str(report.get("job") or _name_of(row["job_key"])), row["status"],
        row["type"] or "unknown", row["category"] or "unknown", row["signature_id"], _redacted(signature.get("text")),
        _redacted(example), _redacted(row["culprit_node"]), row["culprit_rank"], _time(row["first_error_time"]),
        _slurm_id(report.get("slurm_job_id")), row["seconds"], row["diagnosed_at"], report)


def _record_of(s: StoredJob, records: dict[str, JobRecord]) -> JobRecord | None:
    if s.slurm_job_id and s.slurm_job_id in records:
        return records[s.slurm_job_id]
    if s.name in records:
        return records[s.name]
    m = _NAME_ID.match(s.name)
    return records.get(m.group(1)) if m else None


def _job(s: StoredJob, record: JobRecord | None) -> Job:
    if record is None:
        return Job(s, None, s.first_error, None, None)
    if record.start is None:  # cancelled while pending: it held no GPU
        return Job(s, record, record.end or s.first_error, 0.0, None)
    failed_at = _failure_time(s.first_error, record)
    if failed_at is None:
        return Job(s, record, None, None, None)
    checkpoint = record.checkpoint
    since = checkpoint if checkpoint and record.start <= checkpoint <= failed_at else record.start
    lost = record.gpus * (failed_at - since).total_seconds() / 3600
    return Job(s, record, failed_at, lost, (failed_at - record.start).total_seconds() / 3600)


def _failure_time(first_error: datetime | None, record: JobRecord) -> datetime | None:
    """The first error when it lies within the run (a clock or zone mismatch puts it outside), else the end."""
    if first_error and record.start <= first_error and (record.end is None or first_error <= record.end):
        return first_error
    return record.end


def _name_of(key: str) -> str:
    return key.rstrip("/").rsplit("/", 1)[-1]


def _slurm_id(value: Any) -> str | None:
    return str(value) if isinstance(value, (str, int)) and str(value) else None


def _time(text: str | None) -> datetime | None:
    """An ISO time of the store; the zone is dropped to compare with the scheduler's local times."""
    if not text:
        return None
    try:
        return datetime.fromisoformat(text).replace(tzinfo=None)
    except ValueError:
        return None


def _redacted(text: Any) -> str | None:
    return redact(str(text)) if text is not None else None
