"""Writes batch results stores for the report's tests and benchmark.

The schema is the one fixed for the resumable batch store (issue 14a): SQLite in WAL mode, one `results`
row per job keyed by its path or URL, the contract's JSON object in `report_json` and the columns a report
groups by beside it, plus a `runs` table. When that store lands, its own writer replaces this module.
"""

import hashlib
import json
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    job_key TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    status TEXT NOT NULL,
    report_json TEXT,
    type TEXT,
    category TEXT,
    tier TEXT,
    signature_id TEXT,
    culprit_node TEXT,
    culprit_rank INTEGER,
    first_error_time TEXT,
    seconds REAL,
    diagnosed_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS runs (id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, root TEXT);
"""


def write_results(path: Path, jobs: Iterable[tuple[str, dict[str, Any]]], *, seconds: float = 0.1,
                  diagnosed_at: str = "2026-12-01T00:00:00Z") -> None:
    """One row per (job key, contract object); an object with an `error` field is a job that could not be read."""
    db = sqlite3.connect(path)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.executescript(SCHEMA)
        with db:
            db.executemany("INSERT INTO results VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                           (_row(key, report, seconds, diagnosed_at) for key, report in jobs))
    finally:
        db.close()


def _row(key: str, report: dict[str, Any], seconds: float, diagnosed_at: str) -> tuple:
    verdict = report.get("verdict") or {}
    root = report.get("root_cause") or {}
    signature = report.get("signature") or {}
    return (key, hashlib.sha256(key.encode()).hexdigest(), "error" if "error" in report else "done",
            json.dumps(report), verdict.get("type"), verdict.get("category"), verdict.get("tier"), signature.get("id"),
            root.get("node"), root.get("rank"), root.get("time"), seconds, diagnosed_at)
