"""Scheduler records of finished jobs: when each ran, on how many GPUs, and how it ended.

Three formats, told apart by their first line (see ../shared/notes/archive-stack.md, section 6):
- `sacct -X --parsable2 --format=JobID,State,Start,End,NodeList,AllocTRES` (slurmdbd), with its header line;
- Slurm `jobcomp/filetxt` lines (`JobId=… JobState=… StartTime=… EndTime=… NodeList=… Tres=…`), no database;
- CSV with a header: job_id, nodes, gpus, start, end, state, and optionally checkpoint_time (the last usable
  checkpoint, ISO 8601), for any other scheduler.

Times are read as written (Slurm prints local time without a zone); a zone, if given, is dropped so that
every time compares with the logs' own stamps.
"""

import csv
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from diagnose.errors import DiagnoseError

# jobcomp/filetxt prints Name= and WorkDir= raw (spaces allowed), so a value ends where the next known key begins.
_JOBCOMP_KEYS = ("JobId", "UserId", "GroupId", "Name", "JobState", "Partition", "TimeLimit", "StartTime", "EndTime",
                 "NodeList", "NodeCnt", "ProcCnt", "WorkDir", "ReservationName", "Tres", "Account", "QOS", "WcKey",
                 "Cluster", "SubmitTime", "EligibleTime", "ArrayJobId", "ArrayTaskId", "HetJobId", "HetJobOffset",
                 "DerivedExitCode", "ExitCode")
_JOBCOMP_PAIR = re.compile(r"(?:^|\s)(" + "|".join(_JOBCOMP_KEYS) + r")=(.*?)(?=\s(?:" + "|".join(_JOBCOMP_KEYS)
                           + r")=|\s*$)")
_GPUS = re.compile(r"(?:^|,)gres/gpu(?::[^=,]+)?=(\d+)")
_SACCT_NEEDS = ("JobID", "State", "Start", "End")
_CSV_NEEDS = ("job_id", "gpus", "start", "end")
_NO_TIME = {"", "unknown", "none", "n/a"}


@dataclass(frozen=True, slots=True)
class JobRecord:
    """One finished job as its scheduler saw it."""

    job_id: str
    gpus: int  # all GPUs of the allocation, over all its nodes
    start: datetime | None  # None: never started (cancelled while pending)
    end: datetime | None
    state: str  # COMPLETED, FAILED, TIMEOUT, CANCELLED, NODE_FAIL, … (first word only)
    nodes: str = ""  # the node list as the scheduler writes it (node[01-04])
    checkpoint: datetime | None = None  # the last usable checkpoint, when the source knows it


class AccountingError(DiagnoseError):
    """A scheduler record file cannot be read; the message names the file and line."""


def read_job_records(paths: list[Path]) -> dict[str, JobRecord]:
    """The records of all files by job id; a later line (or file) for the same job replaces an earlier one
    (jobcomp writes a line per requeue, the last is the job's end)."""
    records: dict[str, JobRecord] = {}
    for path in paths:
        for record in _records_of(path):
            records[record.job_id] = record
    return records


def _records_of(path: Path) -> Iterator[JobRecord]:
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError as e:
        raise AccountingError(f"{path}: cannot be read ({e.strerror or e})") from None
    first = next((ln for ln in lines if ln.strip()), "")
    if first.startswith("JobId="):
        return _jobcomp(path, lines)
    if "|" in first:
        return _sacct(path, lines)
    return _csv(path, lines)


def _sacct(path: Path, lines: list[str]) -> Iterator[JobRecord]:
    header = lines[0].split("|")
    missing = [k for k in _SACCT_NEEDS if k not in header]
    if missing or not any(k in header for k in ("AllocTRES", "ReqTRES")):
        need = ", ".join(missing + ([] if "AllocTRES" in header or "ReqTRES" in header else ["AllocTRES"]))
        raise AccountingError(f"{path}:1: sacct output needs the header line (no --noheader) and the fields "
                              f"{need}")
    tres = "AllocTRES" if "AllocTRES" in header else "ReqTRES"
    for n, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        values = line.split("|")
        if len(values) != len(header):
            raise AccountingError(f"{path}:{n}: {len(values)} fields where the header has {len(header)}")
        row = dict(zip(header, values))
        if "." in row["JobID"]:  # a step line (.batch, .extern, .0): sacct without -X
            continue
        yield JobRecord(row["JobID"], _gpus(row[tres]), _time(row["Start"], path, n), _time(row["End"], path, n),
                        _state(row["State"]), row.get("NodeList", ""))


def _jobcomp(path: Path, lines: list[str]) -> Iterator[JobRecord]:
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        row = dict(_JOBCOMP_PAIR.findall(line))
        if "JobId" not in row:
            raise AccountingError(f"{path}:{n}: not a jobcomp/filetxt line (no JobId=)")
        yield JobRecord(row["JobId"], _gpus(row.get("Tres", "")), _time(row.get("StartTime", ""), path, n),
                        _time(row.get("EndTime", ""), path, n), _state(row.get("JobState", "")),
                        row.get("NodeList", ""))


def _csv(path: Path, lines: list[str]) -> Iterator[JobRecord]:
    rows = csv.DictReader(lines)
    fields = {(name or "").strip().lower(): name for name in rows.fieldnames or []}
    missing = [k for k in _CSV_NEEDS if k not in fields]
    if missing:
        raise AccountingError(f"{path}:1: not sacct --parsable2, jobcomp/filetxt or a CSV with the columns "
                              f"{', '.join(_CSV_NEEDS)} (missing {', '.join(missing)})")
    for n, raw in enumerate(rows, 2):
        row = {key: (raw.get(name) or "").strip() for key, name in fields.items()}
        if not row["gpus"].isdigit():
            raise AccountingError(f"{path}:{n}: gpus {row['gpus']!r} is not a whole number")
        yield JobRecord(row["job_id"], int(row["gpus"]), _time(row["start"], path, n), _time(row["end"], path, n),
                        _state(row.get("state", "")), row.get("nodes", ""),
                        _time(row.get("checkpoint_time", ""), path, n))


def _gpus(tres: str) -> int:
    """The GPU count of a TRES list: `gres/gpu=N`, else the sum of the typed `gres/gpu:<type>=N`."""
    plain = re.search(r"(?:^|,)gres/gpu=(\d+)", tres)
    return int(plain.group(1)) if plain else sum(int(n) for n in _GPUS.findall(tres))


def _time(text: str, path: Path, n: int) -> datetime | None:
    if text.strip().lower() in _NO_TIME:
        return None
    try:
        return datetime.fromisoformat(text.strip()).replace(tzinfo=None)
    except ValueError:
        raise AccountingError(f"{path}:{n}: {text!r} is not an ISO 8601 time") from None


def _state(text: str) -> str:
    """`CANCELLED by 0` → CANCELLED; `CANCELLED+` (sacct's fixed width) → CANCELLED."""
    words = text.split()
    return words[0].rstrip("+") if words else ""
