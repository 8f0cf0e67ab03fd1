"""The batch results store: one row per job of `diagnose batch ROOT --store FILE`, so a rerun skips what is done.

A SQLite file in WAL mode, separate from the history database (a batch over an archive is not an incident
history). `results.job_key` is the primary key and every write is an upsert inside one transaction, so a run
killed at any moment (SIGKILL included) leaves whole rows only: a resume neither loses nor repeats a job.
A row is current while its `fingerprint` (the job's file listing: names, sizes, mtimes or object hashes)
and `pipeline` (the tiers and rules that produced it) still match; anything else is diagnosed again.
"""

import json
import sqlite3
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from diagnose.store.database import Migration, StoreError, migrate

# Append only, as diagnose.store.database.MIGRATIONS: never edit an entry once released.
RESULTS_MIGRATIONS: tuple[Migration, ...] = (
    Migration("r001_results_runs", """
        CREATE TABLE runs (
            id INTEGER PRIMARY KEY,
            root TEXT NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT,                -- NULL: the run was killed or is still going
            engine TEXT NOT NULL,
            workers INTEGER NOT NULL,
            jobs INTEGER,                    -- jobs found under root (when the run finished)
            diagnosed INTEGER,
            skipped INTEGER,
            errors INTEGER,
            interrupted INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE results (
            job_key TEXT PRIMARY KEY,        -- the job's path or URL as found under root
            fingerprint TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('done', 'error')),
            report_json TEXT,                -- the contract's JSON object, or its error record
            type TEXT,
            category TEXT,
            tier TEXT,
            signature_id TEXT,
            culprit_node TEXT,
            culprit_rank INTEGER,
            first_error_time TEXT,           -- the root cause line's time (ISO 8601) when known
            seconds REAL,
            diagnosed_at TEXT NOT NULL,
            pipeline TEXT NOT NULL DEFAULT '',  -- tiers and rules digest that produced the row
            job TEXT,                        -- the job's name (the contract's "job")
            error TEXT,                      -- the error record's one line
            run_id INTEGER REFERENCES runs (id)
        );
        CREATE INDEX results_type ON results (type);
        CREATE INDEX results_category ON results (category);
    """),
)

_COLUMNS = ("job_key", "fingerprint", "status", "report_json", "type", "category", "tier", "signature_id",
            "culprit_node", "culprit_rank", "first_error_time", "seconds", "diagnosed_at", "pipeline", "job",
            "error", "run_id")
_UPSERT = (f"INSERT INTO results ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' for _ in _COLUMNS)}) "
           f"ON CONFLICT (job_key) DO UPDATE SET "
           + ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS if c != "job_key"))


@dataclass(frozen=True, slots=True)
class JobResult:
    """One job's outcome: the contract's JSON object, or its error record (which has an "error" field)."""

    job_key: str
    fingerprint: str
    report: Mapping[str, Any]
    seconds: float
    pipeline: str = ""

    @property
    def status(self) -> str:
        return "error" if "error" in self.report else "done"


@dataclass(frozen=True, slots=True)
class Finished:
    """What a resume needs to know of a stored row to decide whether the job is still current."""

    fingerprint: str
    pipeline: str
    status: str


@dataclass(frozen=True, slots=True)
class ResultRow:
    """A stored row, every column; `report()` parses the JSON."""

    job_key: str
    fingerprint: str
    status: str
    report_json: str | None
    type: str | None
    category: str | None
    tier: str | None
    signature_id: str | None
    culprit_node: str | None
    culprit_rank: int | None
    first_error_time: str | None
    seconds: float | None
    diagnosed_at: str
    pipeline: str
    job: str | None
    error: str | None
    run_id: int | None

    def report(self) -> dict[str, Any] | None:
        return json.loads(self.report_json) if self.report_json else None


class ResultsStore:
    """The results file at `path`, created (with its folder) and migrated on first open."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.conn = _open(path)

    def __enter__(self) -> "ResultsStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.conn.close()

    def done(self, job_key: str) -> str | None:
        """The fingerprint of the job's stored result, or None when it has none."""
        row = self.conn.execute("SELECT fingerprint FROM results WHERE job_key = ?", (job_key,)).fetchone()
        return row[0] if row else None

    def finished(self) -> dict[str, Finished]:
        """Every stored job, in one query (a resume over a million jobs must not ask one by one)."""
        return {key: Finished(fp, pipeline, status) for key, fp, pipeline, status in
                self.conn.execute("SELECT job_key, fingerprint, pipeline, status FROM results")}

    def put(self, result: JobResult, run_id: int | None = None) -> None:
        self.put_many([result], run_id)

    def put_many(self, results: Iterable[JobResult], run_id: int | None = None) -> None:
        """Store the results in one transaction: all of them or, if the process dies first, none."""
        at = _now()
        values = [_values(r, at, run_id) for r in results]
        try:
            with self.conn:
                self.conn.executemany(_UPSERT, values)
        except sqlite3.Error as e:
            raise StoreError(f"{self.path}: cannot write results ({e})") from None

    def report(self, job_key: str) -> dict[str, Any] | None:
        row = self.conn.execute("SELECT report_json FROM results WHERE job_key = ?", (job_key,)).fetchone()
        return json.loads(row[0]) if row and row[0] else None

    def rows(self) -> Iterator[ResultRow]:
        """Every row, by job key."""
        for r in self.conn.execute(f"SELECT {', '.join(_COLUMNS)} FROM results ORDER BY job_key"):
            yield ResultRow(*r)

    def start_run(self, root: str, engine: str, workers: int) -> int:
        with self.conn:
            cur = self.conn.execute("INSERT INTO runs (root, started_at, engine, workers) VALUES (?, ?, ?, ?)",
                                    (root, _now(), engine, workers))
        return int(cur.lastrowid)

    def finish_run(self, run_id: int, *, jobs: int, diagnosed: int, skipped: int, errors: int,
                   interrupted: bool) -> None:
        with self.conn:
            self.conn.execute("UPDATE runs SET finished_at = ?, jobs = ?, diagnosed = ?, skipped = ?, errors = ?, "
                              "interrupted = ? WHERE id = ?",
                              (_now(), jobs, diagnosed, skipped, errors, int(interrupted), run_id))


def _open(path: Path) -> sqlite3.Connection:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # The default isolation level: `with conn` makes each put_many one transaction.
        conn = sqlite3.connect(path, timeout=30)
        # WAL: readers (diagnose report) never block the writer; NORMAL is durable across a process kill.
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        migrate(conn, RESULTS_MIGRATIONS)
    except (OSError, sqlite3.Error) as e:
        raise StoreError(f"{path}: cannot open the results store ({e})") from None
    return conn


def _values(r: JobResult, at: str, run_id: int | None) -> tuple:
    report = r.report
    verdict = report.get("verdict") or {}
    root = report.get("root_cause") or {}
    signature = report.get("signature") or {}
    return (r.job_key, r.fingerprint, r.status, json.dumps(report), verdict.get("type"), verdict.get("category"),
            verdict.get("tier"), signature.get("id"), root.get("node"), root.get("rank"), root.get("time"),
            r.seconds, at, r.pipeline, report.get("job"), report.get("error"), run_id)


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
