"""The one SQLite file diagnose keeps: every diagnosis recorded, operator verdicts, the hook's claims and
decisions, and the LLM tier's verdict cache.

Every table is created through the append-only MIGRATIONS list (as simonw/llm's migrations.py
does): each entry runs once per database and its name is recorded in `_migrations`, so an old
database is brought up to date by opening it.
"""

import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeVar

from diagnose.errors import DiagnoseError
from diagnose.records import Diagnosis
from diagnose.redact import redact, redact_tree
from diagnose.taxonomy import TYPES


class StoreError(DiagnoseError):
    """The history database cannot be opened, is busy or is not a diagnose database; the message names it."""


# A database another process holds locked longer than this is given up on: callers diagnose without their
# history rather than wait (sqlite's own busy handler waits this long per statement).
BUSY_TIMEOUT_S = 2.0
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step, identified by its name forever after."""

    name: str
    sql: str


# Append only: never edit or reorder an entry once released; add a new one instead.
MIGRATIONS: tuple[Migration, ...] = (
    Migration("m001_diagnoses", """
        CREATE TABLE diagnoses (
            id INTEGER PRIMARY KEY,
            job TEXT NOT NULL,
            path TEXT NOT NULL,
            recorded_at TEXT NOT NULL,
            signature_id TEXT,
            signature_text TEXT,
            type TEXT NOT NULL,
            category TEXT NOT NULL,
            tier TEXT NOT NULL,
            rule TEXT,
            node TEXT,
            rank INTEGER,
            slurm_job_id TEXT,
            action TEXT,
            retry INTEGER,
            report_json TEXT NOT NULL
        );
        CREATE INDEX diagnoses_signature ON diagnoses (signature_id, recorded_at);
        CREATE INDEX diagnoses_node ON diagnoses (node, recorded_at);
        CREATE INDEX diagnoses_job ON diagnoses (job, recorded_at);
    """),
    Migration("m002_confirmations", """
        CREATE TABLE confirmations (
            id INTEGER PRIMARY KEY,
            signature_id TEXT NOT NULL,
            signature_text TEXT NOT NULL,
            type TEXT NOT NULL,
            job TEXT NOT NULL,
            note TEXT NOT NULL DEFAULT '',
            confirmed_at TEXT NOT NULL
        );
        CREATE INDEX confirmations_signature ON confirmations (signature_id, confirmed_at);
    """),
    # `run` names one training job across its restarts (slurm:<jobid>, or a supervisor's run id), so a
    # failure that recurs after a restart can be recognised; decisions and claims serve the hook and
    # the supervisor.
    Migration("m003_runs_decisions_claims", """
        ALTER TABLE diagnoses ADD COLUMN run TEXT;
        CREATE INDEX diagnoses_run ON diagnoses (run, recorded_at);
        CREATE TABLE decisions (
            id INTEGER PRIMARY KEY,
            run TEXT NOT NULL,
            source TEXT NOT NULL,
            attempt INTEGER,
            decision TEXT NOT NULL,
            detail TEXT NOT NULL,
            diagnosis_id INTEGER REFERENCES diagnoses (id),
            decided_at TEXT NOT NULL
        );
        CREATE INDEX decisions_run ON decisions (run, decided_at);
        CREATE TABLE claims (
            key TEXT PRIMARY KEY,
            claimed_at TEXT NOT NULL
        );
    """),
    # The LLM tier's cache (diagnose.llm.cache). IF NOT EXISTS: before this migration the cache created
    # these tables itself, so a database of that layout already has them.
    Migration("m004_llm_cache", """
        CREATE TABLE IF NOT EXISTS llm_verdicts (
            signature TEXT NOT NULL,
            model TEXT NOT NULL,
            prompt_version TEXT NOT NULL,
            type TEXT NOT NULL,              -- 'unknown' records an abstention
            confidence REAL NOT NULL,
            summary TEXT NOT NULL,
            line_text TEXT NOT NULL,         -- redacted
            line_signature TEXT NOT NULL,    -- finds the same line again in another job
            note TEXT NOT NULL,
            created TEXT NOT NULL DEFAULT (datetime('now')),
            PRIMARY KEY (signature, model, prompt_version)
        );
        CREATE TABLE IF NOT EXISTS llm_priors (
            model TEXT NOT NULL,
            prompt_key TEXT NOT NULL,        -- prompt id, label set and few-shot text (hashed)
            scores TEXT NOT NULL,            -- JSON {label: log-probability} for the content-free prompt
            PRIMARY KEY (model, prompt_key)
        );
    """),
)

_DIAGNOSIS_COLUMNS = ("id", "job", "path", "recorded_at", "signature_id", "signature_text", "type", "category",
                      "tier", "rule", "node", "rank", "slurm_job_id", "action", "retry", "report_json", "run")
_CONFIRMATION_COLUMNS = ("id", "signature_id", "signature_text", "type", "job", "note", "confirmed_at")
_DECISION_COLUMNS = ("id", "run", "source", "attempt", "decision", "detail", "diagnosis_id", "decided_at")


@dataclass(frozen=True, slots=True)
class DiagnosisRow:
    """One recorded diagnosis; `report_json` is the full contract JSON object."""

    id: int
    job: str
    path: str
    recorded_at: datetime
    signature_id: str | None
    signature_text: str | None
    type: str
    category: str
    tier: str
    rule: str | None
    node: str | None  # the culprit's node
    rank: int | None  # the culprit's rank
    slurm_job_id: str | None
    action: str | None
    retry: bool | None
    report_json: str
    run: str | None = None  # one training job across its restarts

    @property
    def report(self) -> dict[str, Any]:
        return json.loads(self.report_json)


@dataclass(frozen=True, slots=True)
class Confirmation:
    """An operator's verdict on a failure signature."""

    id: int
    signature_id: str
    signature_text: str
    type: str
    job: str
    note: str
    confirmed_at: datetime


@dataclass(frozen=True, slots=True)
class Decision:
    """What the supervisor or the Slurm hook decided (or, in shadow mode, would have done)."""

    id: int
    run: str
    source: str  # supervisor | hook
    attempt: int | None
    decision: str  # restart | stop | done | drain | requeue | ...
    detail: str  # one line
    diagnosis_id: int | None
    decided_at: datetime


@dataclass(frozen=True, slots=True)
class NodeCount:
    """How many recorded failures named a node as the culprit, and when the last one was."""

    node: str
    failures: int
    last_at: datetime


def migrate(conn: sqlite3.Connection, migrations: Sequence[Migration] | None = None) -> tuple[str, ...]:
    """Apply the migrations (default: this module's MIGRATIONS) this database lacks, each all-or-nothing; the
    names applied. Another SQLite file of diagnose (the batch results store) passes its own list."""
    conn.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    done = {name for (name,) in conn.execute("SELECT name FROM _migrations")}
    applied = []
    for migration in MIGRATIONS if migrations is None else migrations:
        if migration.name in done:
            continue
        try:
            # executescript commits whatever is pending first; BEGIN/COMMIT make the step atomic.
            conn.executescript(f"BEGIN;\n{migration.sql};\nINSERT INTO _migrations VALUES "
                               f"('{migration.name}', '{_iso(_now())}');\nCOMMIT;")
        except sqlite3.Error as e:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if _busy(e):
                raise  # open_database says so
            # Epilogs of jobs that end together open a new database at once: another process may have
            # applied this step after `done` was read (its table or column then exists already here).
            if conn.execute("SELECT 1 FROM _migrations WHERE name = ?", (migration.name,)).fetchone():
                continue
            raise StoreError(f"migration {migration.name} failed ({e})") from None
        applied.append(migration.name)
    return tuple(applied)


def open_database(path: Path, busy_timeout_s: float = BUSY_TIMEOUT_S) -> sqlite3.Connection:
    """A connection (autocommit) to the database at `path`, created with its folder and migrated on first open."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, timeout=busy_timeout_s, isolation_level=None)
    except (OSError, sqlite3.Error) as e:
        raise StoreError(f"{path}: cannot open the diagnose history ({e})") from None
    try:
        migrate(conn)
    except sqlite3.Error as e:
        conn.close()
        raise _store_error(path, e, busy_timeout_s, "not a diagnose history database") from None
    except StoreError:
        conn.close()
        raise
    return conn


def _store_error(path: Path, e: sqlite3.Error, busy_timeout_s: float, what: str) -> StoreError:
    """One line about a failed statement: busy (another process holds the lock) or what else went wrong."""
    if _busy(e):
        return StoreError(f"{path}: the history is busy (locked by another process for over {busy_timeout_s:g} s)")
    return StoreError(f"{path}: {what} ({e})")


def _busy(e: sqlite3.Error) -> bool:
    return isinstance(e, sqlite3.OperationalError) and ("locked" in str(e) or "busy" in str(e))


class Store:
    """The history database at `path` (created, with its folder, on first open)."""

    def __init__(self, path: Path, busy_timeout_s: float = BUSY_TIMEOUT_S) -> None:
        self.path = path
        self.busy_timeout_s = busy_timeout_s
        self.conn = open_database(path, busy_timeout_s)

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.conn.close()

    def _execute(self, sql: str, args: tuple = ()) -> sqlite3.Cursor:
        """Every statement goes through here: a busy or broken database is a StoreError (one line)."""
        try:
            return self.conn.execute(sql, args)
        except sqlite3.Error as e:
            raise _store_error(self.path, e, self.busy_timeout_s, "history statement failed") from None

    def _rows(self, sql: str, args: tuple = ()) -> list[tuple]:
        try:
            return self._execute(sql, args).fetchall()
        except sqlite3.Error as e:
            raise _store_error(self.path, e, self.busy_timeout_s, "history query failed") from None

    def record_diagnosis(self, report: Mapping[str, Any], *, at: datetime | None = None) -> DiagnosisRow:
        """Record one diagnosis given as the output contract's JSON object (pipeline.contract.to_json); its text
        is redacted again here, whoever built it."""
        values = _diagnosis_values(redact_tree(report), _iso(at or _now()))
        cursor = self._execute(
            f"INSERT INTO diagnoses ({', '.join(_DIAGNOSIS_COLUMNS[1:])}) "
            f"VALUES ({', '.join('?' * (len(_DIAGNOSIS_COLUMNS) - 1))})", values)
        return _diagnosis_row((cursor.lastrowid, *values))

    def confirm(self, signature_id: str, signature_text: str, type_id: str, *, job: str,
                note: str = "") -> Confirmation:
        """Record an operator's verdict on a signature now; DiagnoseError names the valid ids for a bad type."""
        check_type(type_id)
        values = (signature_id, redact(signature_text), type_id, job, redact(note), _iso(_now()))
        cursor = self._execute(
            f"INSERT INTO confirmations ({', '.join(_CONFIRMATION_COLUMNS[1:])}) VALUES (?, ?, ?, ?, ?, ?)", values)
        return _confirmation_row((cursor.lastrowid, *values))

    def confirmations(self, *, signature_id: str | None = None) -> tuple[Confirmation, ...]:
        """Operator verdicts, oldest first (a later verdict on a signature overrides an earlier one)."""
        where, args = _where({"signature_id = ?": signature_id})
        rows = self._rows(f"SELECT {', '.join(_CONFIRMATION_COLUMNS)} FROM confirmations {where} "
                                 "ORDER BY confirmed_at, id", args)
        return tuple(_confirmation_row(r) for r in rows)

    def recent(self, *, signature_id: str | None = None, node: str | None = None, job: str | None = None,
               since: datetime | None = None, limit: int | None = None, run: str | None = None,
               run_glob: str | None = None, slurm_job_id: str | None = None) -> tuple[DiagnosisRow, ...]:
        """Recorded diagnoses matching every given filter, newest first (`run_glob`: a GLOB pattern, see
        glob_literal)."""
        where, args = _where({"signature_id = ?": signature_id, "node = ?": node, "job = ?": job, "run = ?": run,
                              "run GLOB ?": run_glob, "slurm_job_id = ?": slurm_job_id,
                              "recorded_at >= ?": _iso(since) if since else None})
        sql = f"SELECT {', '.join(_DIAGNOSIS_COLUMNS)} FROM diagnoses {where} ORDER BY recorded_at DESC, id DESC"
        if limit is not None:
            sql, args = sql + " LIMIT ?", args + (limit,)
        return tuple(_diagnosis_row(r) for r in self._rows(sql, args))

    def node_counts(self, *, since: datetime | None = None, min_failures: int = 1) -> tuple[NodeCount, ...]:
        """Culprit nodes of recorded failures since `since` with at least `min_failures`, most first."""
        where, args = _where({"recorded_at >= ?": _iso(since) if since else None}, fixed=("node IS NOT NULL",))
        rows = self._rows(
            f"SELECT node, COUNT(*), MAX(recorded_at) FROM diagnoses {where} GROUP BY node "
            "HAVING COUNT(*) >= ? ORDER BY COUNT(*) DESC, node", args + (min_failures,))
        return tuple(NodeCount(node, n, _parse_iso(last)) for node, n, last in rows)

    def record_decision(self, run: str, source: str, decision: str, detail: str, *, attempt: int | None = None,
                        diagnosis_id: int | None = None) -> Decision:
        """Record one decision of the supervisor or the hook, now."""
        values = (run, source, attempt, decision, redact(detail), diagnosis_id, _iso(_now()))
        cursor = self._execute(
            f"INSERT INTO decisions ({', '.join(_DECISION_COLUMNS[1:])}) VALUES (?, ?, ?, ?, ?, ?, ?)", values)
        return _decision_row((cursor.lastrowid, *values))

    def decisions(self, *, run: str | None = None) -> tuple[Decision, ...]:
        """Recorded decisions, oldest first."""
        where, args = _where({"run = ?": run})
        rows = self._rows(f"SELECT {', '.join(_DECISION_COLUMNS)} FROM decisions {where} "
                                 "ORDER BY decided_at, id", args)
        return tuple(_decision_row(r) for r in rows)

    def claim(self, key: str, *, since: datetime | None = None) -> bool:
        """True for the first caller to claim `key` in this database, False for every later one. A claim
        made before `since` does not count (the caller knows it cannot be of its own job): it is taken over."""
        cursor = self._execute(
            "INSERT INTO claims (key, claimed_at) VALUES (?, ?) ON CONFLICT (key) DO UPDATE "
            "SET claimed_at = excluded.claimed_at WHERE claims.claimed_at < ?",
            (key, _iso(_now()), _iso(since) if since else ""))  # every time sorts after ""
        return cursor.rowcount == 1

    def claimed_at(self, key: str) -> datetime | None:
        """When `key` was claimed, if it is."""
        rows = self._rows("SELECT claimed_at FROM claims WHERE key = ?", (key,))
        return _parse_iso(rows[0][0]) if rows else None

    def release(self, key: str) -> None:
        """Give `key` up (its holder failed before finishing), so that a later caller may claim it."""
        self._execute("DELETE FROM claims WHERE key = ?", (key,))


class History:
    """The history while it works. A store that cannot be opened, or whose use fails (locked past the busy timeout,
    broken), is given up on: `lost` is told why, once, and the caller goes on without it (a diagnosis is never
    withheld for want of its history)."""

    def __init__(self, path: Path, lost: Callable[[StoreError], None], busy_timeout_s: float = BUSY_TIMEOUT_S) -> None:
        self.lost = lost
        self.store: Store | None = None
        try:
            self.store = Store(path, busy_timeout_s)
        except StoreError as e:
            lost(e)

    def __enter__(self) -> "History":
        return self

    def __exit__(self, *exc: object) -> None:
        if self.store is not None:
            self.store.close()

    def use(self, action: Callable[[Store], T]) -> T | None:
        """`action(store)`, or None without a working store."""
        if self.store is None:
            return None
        try:
            return action(self.store)
        except StoreError as e:
            self.store.close()
            self.store = None
            self.lost(e)
            return None


def glob_literal(text: str) -> str:
    """`text` as a GLOB pattern that matches only itself (GLOB is case-sensitive and can use an index)."""
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def check_type(type_id: str) -> str:
    """`type_id` if it is a taxonomy id; otherwise a DiagnoseError listing the valid ones."""
    if type_id not in TYPES:
        raise DiagnoseError(f"unknown failure type {type_id!r}; valid types: {', '.join(sorted(TYPES))}")
    return type_id


def confirm_job(store: Store, diagnosis: Diagnosis | Mapping[str, Any], type_id: str,
                note: str = "") -> Confirmation:
    """Record that the failure of this job (a Diagnosis or its contract JSON) is of type `type_id`.

    Later jobs whose error signature is the same or similar are then decided by the memory tier.
    """
    check_type(type_id)
    if isinstance(diagnosis, Diagnosis):
        job, sig_id, sig_text = diagnosis.scan.job, diagnosis.signature_id, diagnosis.signature_text
    else:  # a recorded one: its run names it better than its folder (slurm-42 is every job with id 42)
        signature = diagnosis.get("signature") or {}
        job = diagnosis.get("run") or diagnosis.get("job", "?")
        sig_id, sig_text = signature.get("id"), signature.get("text")
    if not sig_id or not sig_text:
        raise DiagnoseError(f"{job}: no error signature to confirm (no error event was found in its logs)")
    return store.confirm(sig_id, sig_text, type_id, job=job, note=note)


def _diagnosis_values(report: Mapping[str, Any], recorded_at: str) -> tuple:
    """The column values (all but id) of a contract JSON object; StoreError if it is not one."""
    try:
        verdict, root = report["verdict"], report.get("root_cause") or {}
        signature, recovery = report.get("signature") or {}, report.get("recovery") or {}
        retry = recovery.get("retry")
        text = signature.get("text")
        return (report["job"], report["path"], recorded_at, signature.get("id"), text,
                verdict["type"], verdict["category"], verdict["tier"], verdict.get("rule"), root.get("node"),
                root.get("rank"), report.get("slurm_job_id"), recovery.get("action"),
                None if retry is None else int(retry), json.dumps(report, sort_keys=True), report.get("run"))
    except (KeyError, TypeError, AttributeError) as e:
        raise StoreError(f"not a diagnosis JSON object (missing or malformed {e})") from None


def _diagnosis_row(r: tuple) -> DiagnosisRow:
    values = dict(zip(_DIAGNOSIS_COLUMNS, r))
    values["recorded_at"] = _parse_iso(values["recorded_at"])
    values["retry"] = None if values["retry"] is None else bool(values["retry"])
    return DiagnosisRow(**values)


def _decision_row(r: tuple) -> Decision:
    values = dict(zip(_DECISION_COLUMNS, r))
    values["decided_at"] = _parse_iso(values["decided_at"])
    return Decision(**values)


def _confirmation_row(r: tuple) -> Confirmation:
    values = dict(zip(_CONFIRMATION_COLUMNS, r))
    values["confirmed_at"] = _parse_iso(values["confirmed_at"])
    return Confirmation(**values)


def _where(conditions: dict[str, Any], *, fixed: tuple[str, ...] = ()) -> tuple[str, tuple]:
    """A WHERE clause of the `fixed` conditions and those whose argument is not None, and the arguments."""
    used = {sql: value for sql, value in conditions.items() if value is not None}
    clauses = [*fixed, *used]
    return ("WHERE " + " AND ".join(clauses) if clauses else ""), tuple(used.values())


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _iso(t: datetime) -> str:
    # One fixed UTC format, so text comparison in SQL orders times correctly; naive times are taken as UTC.
    t = t.replace(tzinfo=timezone.utc) if t.tzinfo is None else t.astimezone(timezone.utc)
    return t.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _parse_iso(text: str) -> datetime:
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=timezone.utc)
