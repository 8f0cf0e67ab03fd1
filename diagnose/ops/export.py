"""The jobs of a results store as JSONL, CSV or Parquet, joined with their scheduler records.

JSONL has one contract object per line, as `diagnose batch --jsonl` prints it (so `diagnose rules suggest`
reads it), with a `scheduler` object added where a record was joined. CSV and Parquet have one flat row
per job (EXPORT_COLUMNS). Strings from logs are redacted on the way out, whatever the store holds.
"""

import csv
import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import IO, Any

from diagnose.errors import DiagnoseError
from diagnose.ops.report_store import Job, read_reports
from diagnose.redact import redact

# name -> Parquet type (pyarrow's type factory name)
EXPORT_COLUMNS = {
    "job_key": "string", "job": "string", "status": "string", "type": "string", "category": "string",
    "tier": "string", "rule": "string", "confidence": "float64", "signature_id": "string", "signature_text": "string",
    "culprit_node": "string", "culprit_rank": "int64", "first_error_time": "string", "root_cause_file": "string",
    "root_cause_line": "int64", "example": "string", "seconds": "float64",
    "diagnosed_at": "string", "slurm_job_id": "string", "gpus": "int64", "start": "string", "end": "string",
    "state": "string", "nodes": "string", "lost_gpu_hours": "float64", "hours_to_failure": "float64",
}

_LOG_TEXT = (("verdict", "summary"), ("root_cause", "text"), ("signature", "text"), ("recovery", "reason"))
_LOG_TEXT_LISTS = ("evidence", "candidates")  # lists of {"file", "line", "text"}


def write_jsonl(store: Path, jobs: tuple[Job, ...], out: IO[str]) -> None:
    """The store's contract objects, one a line, each with its scheduler record where one was joined."""
    by_key = {j.stored.key: j for j in jobs}
    for key, report in read_reports(store):
        out.write(json.dumps(jsonl_object(report, by_key.get(key)), ensure_ascii=False) + "\n")


def write_csv(jobs: tuple[Job, ...], out: IO[str]) -> None:
    writer = csv.DictWriter(out, fieldnames=list(EXPORT_COLUMNS), lineterminator="\n")
    writer.writeheader()
    writer.writerows(flat_rows(jobs))


def write_parquet(jobs: tuple[Job, ...], out: Path) -> None:
    """A zstd-compressed Parquet file with the schema of EXPORT_COLUMNS."""
    try:
        import pyarrow as pa  # the [parquet] extra
        import pyarrow.parquet as pq
    except ImportError:
        raise DiagnoseError("Parquet needs pyarrow: pip install 'diagnose[parquet]'") from None
    schema = pa.schema([(name, getattr(pa, kind)()) for name, kind in EXPORT_COLUMNS.items()])
    table = pa.Table.from_pylist(list(flat_rows(jobs)), schema=schema)
    try:
        pq.write_table(table, out, compression="zstd")
    except OSError as e:
        raise DiagnoseError(f"{out}: cannot be written ({e})") from None


def jsonl_object(report: dict[str, Any], job: Job | None) -> dict[str, Any]:
    """The contract object, redacted again, with the job's scheduler record and GPU time lost."""
    obj = _redacted(report)
    if job is not None and job.record is not None:
        r = job.record
        obj["scheduler"] = {"job_id": r.job_id, "gpus": r.gpus, "start": _iso(r.start), "end": _iso(r.end),
                            "state": r.state, "nodes": redact(r.nodes), "checkpoint": _iso(r.checkpoint),
                            "lost_gpu_hours": job.lost_gpu_hours, "hours_to_failure": job.hours_to_failure}
    return obj


def flat_rows(jobs: tuple[Job, ...]) -> Iterator[dict[str, Any]]:
    """One flat row per job with the columns of EXPORT_COLUMNS."""
    for j in jobs:
        s, r = j.stored, j.record
        yield {
            "job_key": s.key, "job": s.name, "status": s.status, "type": s.type, "category": s.category,
            "tier": s.tier, "rule": s.rule, "confidence": s.confidence, "signature_id": s.signature_id,
            "signature_text": s.signature_text, "culprit_node": s.culprit_node, "culprit_rank": s.culprit_rank,
            "first_error_time": _iso(s.first_error), "root_cause_file": s.example_file,
            "root_cause_line": s.example_line, "example": s.example, "seconds": s.seconds,
            "diagnosed_at": s.diagnosed_at, "slurm_job_id": r.job_id if r else s.slurm_job_id,
            "gpus": r.gpus if r else None, "start": _iso(r.start) if r else None, "end": _iso(r.end) if r else None,
            "state": r.state if r else None, "nodes": redact(r.nodes) if r else None,
            "lost_gpu_hours": j.lost_gpu_hours, "hours_to_failure": j.hours_to_failure,
        }


def _redacted(report: dict[str, Any]) -> dict[str, Any]:
    """The contract object with its log-text fields redacted again: those to_json redacts, an unreadable job's
    error and the notes (every string, file names and rule ids included, was 60 redactions a job: most of the
    export's time)."""
    obj = {**report, **{k: redact(v) for k, v in report.items() if k == "error" and isinstance(v, str)}}
    for outer, inner in _LOG_TEXT:
        if isinstance(obj.get(outer), dict) and isinstance(obj[outer].get(inner), str):
            obj[outer] = {**obj[outer], inner: redact(obj[outer][inner])}
    for outer in _LOG_TEXT_LISTS:
        if isinstance(obj.get(outer), list):
            obj[outer] = [{**e, "text": redact(e["text"])} if isinstance(e, dict) and isinstance(e.get("text"), str)
                          else e for e in obj[outer]]
    if isinstance(obj.get("notes"), list):
        obj["notes"] = [redact(n) if isinstance(n, str) else n for n in obj["notes"]]
    return obj


def _iso(t: datetime | None) -> str | None:
    return t.isoformat() if t else None
