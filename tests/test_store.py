import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from diagnose.errors import DiagnoseError
from diagnose.pipeline.contract import to_json
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store import database as store_mod
from diagnose.store.database import (
    MIGRATIONS,
    Migration,
    Store,
    StoreError,
    confirm_job,
    glob_literal,
    migrate,
)
from diagnose.store.settings import resolve_db_path

T0 = datetime(2024, 5, 1, 12, 0, 0, tzinfo=timezone.utc)


def report(job: str = "job1", *, node: str | None = "node-a", sig: str | None = "abc123",
           type_: str = "cuda_oom") -> dict:
    return {
        "schema": "diagnose/1", "job": job, "path": f"logs/{job}",
        "verdict": {"type": type_, "category": "framework", "confidence": 0.97, "tier": "rule",
                    "rule": "torch-cuda-oom", "summary": "s"},
        "root_cause": {"file": "rank-03.log", "line": 7, "rank": 3, "node": node, "time": None, "text": "x"},
        "signature": {"id": sig, "text": "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate <SIZE>"}
        if sig else None,
        "recovery": {"action": "adjust_resources", "retry": False, "exclude_nodes": [], "reason": "r", "commands": []},
    }


@pytest.fixture
def db(tmp_path: Path) -> Store:
    with Store(tmp_path / "sub" / "h.sqlite") as s:
        yield s


def test_migrations_apply_once_and_are_recorded(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    assert migrate(conn) == tuple(m.name for m in MIGRATIONS)
    assert migrate(conn) == ()
    names = [n for (n,) in conn.execute("SELECT name FROM _migrations ORDER BY name")]
    assert names == sorted(m.name for m in MIGRATIONS)


def test_reopening_keeps_rows_and_new_migration_runs_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "h.sqlite"
    with Store(path) as s:
        s.record_diagnosis(report(), at=T0)
    extra = Migration("m999_test_extra", "CREATE TABLE extra (x INTEGER)")
    monkeypatch.setattr(store_mod, "MIGRATIONS", MIGRATIONS + (extra,))
    with Store(path) as s:
        assert len(s.recent()) == 1
        assert migrate(s.conn) == ()
        assert s.conn.execute("SELECT COUNT(*) FROM extra").fetchone() == (0,)


def test_failed_migration_leaves_no_trace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = Migration("m999_bad", "CREATE TABLE half (x INTEGER); INSERT INTO nowhere VALUES (1)")
    monkeypatch.setattr(store_mod, "MIGRATIONS", MIGRATIONS + (bad,))
    with pytest.raises(StoreError, match="m999_bad"):
        Store(tmp_path / "h.sqlite")
    conn = sqlite3.connect(tmp_path / "h.sqlite")
    tables = {n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "half" not in tables and "diagnoses" in tables
    assert ("m999_bad",) not in conn.execute("SELECT name FROM _migrations").fetchall()


def test_diagnosis_row_round_trips(db: Store) -> None:
    row = db.record_diagnosis(report(), at=T0)
    (back,) = db.recent()
    assert back == row
    assert (back.job, back.type, back.node, back.rank, back.retry, back.signature_id) == (
        "job1", "cuda_oom", "node-a", 3, False, "abc123")
    assert back.recorded_at == T0
    assert back.report == report()


def test_recent_filters_and_orders_newest_first(db: Store) -> None:
    db.record_diagnosis(report("old", node="node-a"), at=T0)
    db.record_diagnosis(report("new", node="node-b", sig="other"), at=T0 + timedelta(hours=2))
    db.record_diagnosis(report("mid", node="node-a"), at=T0 + timedelta(hours=1))
    assert [r.job for r in db.recent()] == ["new", "mid", "old"]
    assert [r.job for r in db.recent(signature_id="abc123")] == ["mid", "old"]
    assert [r.job for r in db.recent(node="node-a", since=T0 + timedelta(minutes=30))] == ["mid"]
    assert [r.job for r in db.recent(job="old")] == ["old"]
    assert [r.job for r in db.recent(limit=1)] == ["new"]


def test_naive_since_is_utc(db: Store) -> None:
    db.record_diagnosis(report(), at=T0)
    assert db.recent(since=T0.replace(tzinfo=None) - timedelta(seconds=1))
    assert not db.recent(since=T0.replace(tzinfo=None) + timedelta(seconds=1))


def test_node_counts(db: Store) -> None:
    for i, node in enumerate(["node-a", "node-a", "node-b", None, "node-a"]):
        db.record_diagnosis(report(f"j{i}", node=node), at=T0 + timedelta(hours=i))
    counts = db.node_counts(min_failures=2)
    assert [(c.node, c.failures, c.last_at) for c in counts] == [("node-a", 3, T0 + timedelta(hours=4))]
    assert [(c.node, c.failures) for c in db.node_counts(since=T0 + timedelta(hours=2))] == [
        ("node-a", 1), ("node-b", 1)]


def test_malformed_report_is_refused(db: Store) -> None:
    with pytest.raises(StoreError, match="verdict"):
        db.record_diagnosis({"job": "j", "path": "p"})


def test_confirm_round_trips_and_checks_type(db: Store) -> None:
    before = datetime.now(timezone.utc)
    c = db.confirm("sig1", "OSError: [Errno 5] Input/output error", "storage_error", job="j1", note="lustre")
    assert db.confirmations() == (c,) and db.confirmations(signature_id="other") == ()
    assert before <= c.confirmed_at <= datetime.now(timezone.utc) and c.note == "lustre"
    with pytest.raises(DiagnoseError, match=r"unknown failure type 'storage'.*storage_error"):
        db.confirm("sig1", "x", "storage", job="j1")
    assert len(db.confirmations()) == 1


def test_confirm_redacts_the_signature_text(db: Store) -> None:
    c = db.confirm("s", "login failed token=hunter2secret", "config_error", job="j")
    assert "hunter2secret" not in c.signature_text


def test_confirm_job_from_json_and_from_diagnosis(db: Store, tmp_path: Path, mini_rules: Path) -> None:
    c = confirm_job(db, report(), "cuda_oom", note="seen before")
    assert (c.signature_id, c.job, c.type) == ("abc123", "job1", "cuda_oom")
    log = tmp_path / "jobx" / "train.log"
    log.parent.mkdir()
    log.write_text("step 1\nTraceback (most recent call last):\n  File \"t.py\", line 3, in <module>\n"
                   "FluxError: the capacitor overheated at 88 mph\n")
    d = Diagnoser(mini_rules).diagnose(str(log.parent))
    c2 = confirm_job(db, d, "code_bug")
    assert c2.signature_id == d.signature_id and c2.job == "jobx"
    assert confirm_job(db, to_json(d), "code_bug").signature_id == d.signature_id


def test_confirm_job_rejects_bad_type_and_missing_signature(db: Store) -> None:
    with pytest.raises(DiagnoseError, match="valid types:.*cuda_oom"):
        confirm_job(db, report(), "oom")
    with pytest.raises(DiagnoseError, match="no error signature"):
        confirm_job(db, report(sig=None), "cuda_oom")
    assert db.confirmations() == ()


def test_resolve_db_path_precedence(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DIAGNOSE_DB", str(tmp_path / "x.sqlite"))
    assert resolve_db_path() == tmp_path / "x.sqlite"
    assert resolve_db_path(configured="/cfg.sqlite") == tmp_path / "x.sqlite"  # the environment beats a config file
    assert resolve_db_path(tmp_path / "flag.sqlite", "/cfg.sqlite") == tmp_path / "flag.sqlite"  # --db beats both
    monkeypatch.delenv("DIAGNOSE_DB")
    assert resolve_db_path(configured="/cfg.sqlite") == Path("/cfg.sqlite")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert resolve_db_path() == tmp_path / "data" / "diagnose" / "diagnose.sqlite"
    assert not (tmp_path / "data").exists()  # a getter creates nothing


# The layout before the stage packages: the history by migrations m001-m003, the LLM cache by its own
# CREATE TABLE IF NOT EXISTS (no migration row).
_OLD_CACHE = """
CREATE TABLE IF NOT EXISTS llm_verdicts (signature TEXT NOT NULL, model TEXT NOT NULL, prompt_version TEXT NOT NULL,
    type TEXT NOT NULL, confidence REAL NOT NULL, summary TEXT NOT NULL, line_text TEXT NOT NULL,
    line_signature TEXT NOT NULL, note TEXT NOT NULL, created TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (signature, model, prompt_version));
CREATE TABLE IF NOT EXISTS llm_priors (model TEXT NOT NULL, prompt_key TEXT NOT NULL, scores TEXT NOT NULL,
    PRIMARY KEY (model, prompt_key));
INSERT INTO llm_priors VALUES ('m', 'k', '{"cuda_oom": -1.5}');
"""


def test_a_database_of_the_previous_layout_opens_and_upgrades(tmp_path: Path) -> None:
    from diagnose.llm.cache import VerdictCache

    path = tmp_path / "old.sqlite"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    for m in MIGRATIONS[:3]:
        conn.executescript(m.sql)
        conn.execute("INSERT INTO _migrations VALUES (?, '2026-11-30T00:00:00.000000Z')", (m.name,))
    conn.executescript(_OLD_CACHE)
    conn.execute("INSERT INTO diagnoses (job, path, recorded_at, type, category, tier, report_json) "
                 "VALUES ('j0', 'p', '2026-11-30T00:00:00.000000Z', 'cuda_oom', 'framework', 'rule', '{}')")
    conn.close()
    with Store(path) as db:
        assert [r.job for r in db.recent()] == ["j0"]
        names = [n for (n,) in db.conn.execute("SELECT name FROM _migrations ORDER BY name")]
    assert names == [m.name for m in MIGRATIONS]
    assert VerdictCache(path).get_prior("m", "k") == {"cuda_oom": -1.5}


def test_the_cache_tables_come_from_the_migrations(tmp_path: Path) -> None:
    from diagnose.llm.cache import VerdictCache

    path = tmp_path / "new.sqlite"
    VerdictCache(path).put_prior("m", "k", {"x": 0.0})
    with Store(path) as db:  # a database first written by the cache is a complete history database
        names = {n for (n,) in db.conn.execute("SELECT name FROM _migrations")}
        assert names == {m.name for m in MIGRATIONS}
        assert db.recent() == ()


def test_unopenable_path_is_a_store_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    with pytest.raises(StoreError, match="cannot open"):
        Store(tmp_path / "file" / "h.sqlite")
    (tmp_path / "notes.txt").write_text("these are not the tables you are looking for\n" * 100)
    with pytest.raises(StoreError, match="not a diagnose history database"):
        Store(tmp_path / "notes.txt")


def test_an_older_database_gains_runs_decisions_and_claims(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "h.sqlite"
    monkeypatch.setattr(store_mod, "MIGRATIONS", MIGRATIONS[:2])
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn)
    conn.execute("INSERT INTO diagnoses (job, path, recorded_at, type, category, tier, report_json) VALUES "
                 "('old', 'p', '2024-05-01T12:00:00.000000Z', 'cuda_oom', 'framework', 'rule', '{}')")
    conn.close()
    monkeypatch.setattr(store_mod, "MIGRATIONS", MIGRATIONS)
    with Store(path) as s:
        s.record_diagnosis({**report("new"), "run": "slurm:ci:7"}, at=T0 + timedelta(hours=1))
        assert [(r.job, r.run) for r in s.recent()] == [("new", "slurm:ci:7"), ("old", None)]
        assert [r.job for r in s.recent(run="slurm:ci:7")] == ["new"]


def test_decisions_and_claims(db: Store) -> None:
    row = db.record_diagnosis(report(), at=T0)
    d = db.record_decision("run:1", "supervisor", "restart", "attempt 1 exited 1", attempt=1, diagnosis_id=row.id)
    db.record_decision("run:2", "hook", "would drain", "scontrol update NodeName=n1 State=DRAIN")
    assert db.decisions(run="run:1") == (d,) and (d.attempt, d.diagnosis_id, d.source) == (1, row.id, "supervisor")
    assert [x.run for x in db.decisions()] == ["run:1", "run:2"]
    assert db.claim("hook:slurm:ci:7:0") is True
    assert db.claim("hook:slurm:ci:7:0") is False and db.claim("hook:slurm:ci:7:1") is True
    assert db.claimed_at("hook:other") is None
    # a claim made before `since` cannot be the caller's: taken over once, then it holds again
    db.conn.execute("UPDATE claims SET claimed_at = '2024-05-01T12:00:00.000000Z' WHERE key = 'hook:slurm:ci:7:0'")
    assert db.claimed_at("hook:slurm:ci:7:0") == T0
    assert db.claim("hook:slurm:ci:7:0", since=T0) is False
    assert db.claim("hook:slurm:ci:7:0", since=T0 + timedelta(seconds=1)) is True
    assert db.claimed_at("hook:slurm:ci:7:0") > T0 + timedelta(seconds=1)
    assert db.claim("hook:slurm:ci:7:0", since=T0 + timedelta(seconds=1)) is False


def test_recent_by_run_pattern_job_id_and_time(db: Store) -> None:
    for i, run in enumerate(("slurm:ci:7@2024-05-01T10:00:00Z", "slurm:ci:7@2024-05-01T11:00:00Z", "slurm:ci:70",
                             "slurm:ci:7")):
        db.record_diagnosis({**report(f"j{i}"), "run": run, "slurm_job_id": run.split(":")[2].split("@")[0]},
                            at=T0 + timedelta(hours=i))
    assert [r.job for r in db.recent(run_glob=glob_literal("slurm:ci:7") + "@*")] == ["j1", "j0"]
    assert [r.job for r in db.recent(run_glob=glob_literal("slurm:ci:7") + "@*", since=T0 + timedelta(hours=1))] \
        == ["j1"]
    assert [r.job for r in db.recent(slurm_job_id="7")] == ["j3", "j1", "j0"]
    assert db.recent(run_glob=glob_literal("slurm:ci:[7]") + "*") == ()  # the brackets are text, not a class
    assert glob_literal("a*b?c[d]") == "a[*]b[?]c[[]d]"


def test_a_step_another_process_applied_meanwhile_is_no_error(tmp_path: Path) -> None:
    # Epilogs of jobs that end together open a new history at once: each reads `_migrations` before
    # any has written it, and all but the first then find the step applied (its table already there).
    path = tmp_path / "h.sqlite"
    Store(path).close()

    class ReadTooEarly:
        def __init__(self, conn: sqlite3.Connection) -> None:
            self.conn, self.first = conn, True

        def execute(self, sql: str, *args):
            if self.first and sql.startswith("SELECT name FROM _migrations"):
                self.first = False
                return iter(())
            return self.conn.execute(sql, *args)

        def __getattr__(self, name: str):
            return getattr(self.conn, name)

    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(ReadTooEarly(conn)) == ()
    assert conn.execute("SELECT COUNT(*) FROM _migrations").fetchone() == (len(MIGRATIONS),)
    conn.execute("DELETE FROM _migrations WHERE name = ?", (MIGRATIONS[0].name,))
    with pytest.raises(StoreError, match="migration m001_diagnoses failed .*already exists"):
        migrate(conn)  # a step that fails for a reason of its own is still an error


def test_a_locked_database_is_busy_after_the_short_timeout_not_foreign(tmp_path: Path) -> None:
    Store(tmp_path / "h.sqlite").close()
    holder = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match=r"the history is busy \(locked by another process for over 0.2 s\)"):
            Store(tmp_path / "h.sqlite", busy_timeout_s=0.2)
    finally:
        holder.close()
    with Store(tmp_path / "h.sqlite", busy_timeout_s=0.2) as store:  # released: opens again
        holder = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            with pytest.raises(StoreError, match="the history is busy"):  # and so is any later statement
                store.recent()
        finally:
            holder.close()


def test_a_file_that_is_no_database_says_so(tmp_path: Path) -> None:
    (tmp_path / "junk.sqlite").write_bytes(b"not sqlite at all" * 100)
    with pytest.raises(StoreError, match="not a diagnose history database"):
        Store(tmp_path / "junk.sqlite")
