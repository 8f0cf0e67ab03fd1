"""The jobs of a batch results store, read with plain SQL and joined with their scheduler records.

The store is the SQLite file a batch run writes (table `results`: one row per job, keyed by the job's
path or URL, with the contract's JSON object in `report_json`). This module is the only reader of its
schema. The report's fields are read by SQLite's JSON functions, and every one that comes from a log
(signature, example line, node, error) is redacted here, so no report can show a secret the store holds;
`read_reports` gives the whole contract objects for the JSONL export, which redacts them itself.

A job is joined with its scheduler record by the Slurm job id its report names (`slurm_job_id`: the
Slurm hook's reports, or an id the logs gave away such as `slurm-123.out`), else by its folder or file
name: the name itself (`123`, `123_4` for an array task), or the digits of `slurm-123` / `job123`.
"""

import json
import re
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError
from diagnose.ops.accounting import JobRecord
from diagnose.redact import redact

# Each field a report needs, as SQL: the store's columns and, read by SQLite's JSON functions (no Python
# parse of the whole object), the contract fields beside them. A row whose report_json is not a JSON
# object gets NULLs here and `kind` names what it is.
_REPORT_FIELDS = {"name": "$.job", "slurm_job_id": "$.slurm_job_id", "rule": "$.verdict.rule",
                  "confidence": "$.verdict.confidence", "signature_text": "$.signature.text",
                  "root_text": "$.root_cause.text", "root_file": "$.root_cause.file", "root_line": "$.root_cause.line",
                  "error": "$.error"}
_FIELDS = {
    **{c: c for c in ("job_key", "status", "type", "category", "tier", "signature_id", "culprit_node", "culprit_rank",
                      "first_error_time", "seconds", "diagnosed_at")},
    "kind": "CASE WHEN report_json IS NULL THEN NULL WHEN json_valid(report_json) THEN json_type(report_json) "
            "ELSE 'not JSON' END",
    **{k: f"CASE WHEN json_valid(report_json) THEN json_extract(report_json, '{p}') END"
       for k, p in _REPORT_FIELDS.items()},
}
_SELECT = f"SELECT {', '.join(_FIELDS.values())} FROM results ORDER BY job_key"
_SELECT_REPORTS = "SELECT job_key, report_json FROM results ORDER BY job_key"
_NAME_ID = re.compile(r"^(?:slurm|job)[-_]?(\d+(?:_\d+)?)$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class StoredJob:
    """One row of the store, with the fields of its report the reports need (log text redacted)."""

    key: str  # the job's path or URL
    name: str  # the job's folder or file name
    status: str  # done | error
    type: str
    category: str
    tier: str | None
    rule: str | None
    confidence: float | None
    signature_id: str | None
    signature_text: str | None
    example: str | None  # the decisive line, or the error of a job that could not be read
    example_file: str | None  # where the decisive line is
    example_line: int | None
    culprit_node: str | None
    culprit_rank: int | None
    first_error: datetime | None
    slurm_job_id: str | None
    seconds: float | None
    diagnosed_at: str


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
    redact_repeated = _memo(redact)  # signatures, decisive lines and node names recur across jobs
    for n, row in enumerate(_rows(path, _SELECT), 1):
        f = dict(zip(_FIELDS, row))
        if f["kind"] not in ("object", None):
            what = "not JSON" if f["kind"] == "not JSON" else f"a JSON {f['kind']}, not an object"
            raise DiagnoseError(f"{path}: results row {n} ({f['job_key']}): report_json is {what}")
        yield StoredJob(
            f["job_key"], str(f["name"] or _name_of(f["job_key"])), f["status"], f["type"] or "unknown",
            f["category"] or "unknown", f["tier"], f["rule"], f["confidence"], f["signature_id"],
            _redacted(f["signature_text"], redact_repeated), _redacted(f["root_text"] or f["error"], redact_repeated),
            f["root_file"], f["root_line"], _redacted(f["culprit_node"], redact_repeated), f["culprit_rank"],
            _time(f["first_error_time"]), _slurm_id(f["slurm_job_id"]), f["seconds"], f["diagnosed_at"])


def read_reports(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each job's key and contract object as stored (not redacted again), ordered by key."""
    for n, (key, text) in enumerate(_rows(path, _SELECT_REPORTS), 1):
        try:
            report = json.loads(text or "{}")
        except json.JSONDecodeError as e:
            raise DiagnoseError(f"{path}: results row {n} ({key}): report_json is not JSON ({e.msg})") from None
        yield key, report


def join_jobs(stored: Iterator[StoredJob], records: dict[str, JobRecord]) -> tuple[Job, ...]:
    """Each job with its scheduler record (see the module's docstring for how they are matched)."""
    return tuple(_job(s, _record_of(s, records)) for s in stored)


def _rows(path: Path, sql: str) -> Iterator[tuple]:
    if not path.is_file():
        raise DiagnoseError(f"{path}: no such results store")
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            yield from db.execute(sql)
        finally:
            db.close()
    except sqlite3.Error as e:
        raise DiagnoseError(f"{path}: not a diagnose results store ({e})") from None


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


def _redacted(text: Any, redactor: Callable[[str], str]) -> str | None:
    return redactor(str(text)) if text is not None else None


def _memo(fn: Callable[[str], str]) -> Callable[[str], str]:
    known: dict[str, str] = {}

    def once(text: str) -> str:
        if text not in known:
            known[text] = fn(text)
        return known[text]
    return once
