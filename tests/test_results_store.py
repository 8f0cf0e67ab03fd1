import sqlite3

import pytest

from diagnose.ops.results import RESULTS_MIGRATIONS, JobResult, ResultsStore
from diagnose.pipeline.contract import error_json
from diagnose.store.database import StoreError


def report(job: str, type_: str = "cuda_oom", *, node: str | None = "node-a", rank: int | None = 3) -> dict:
    return {"schema": "diagnose/1", "job": job, "path": f"root/{job}",
            "verdict": {"type": type_, "category": "framework", "confidence": 0.97, "tier": "rule",
                        "rule": "torch-cuda-oom", "summary": "s"},
            "root_cause": {"file": "rank-3.log", "line": 7, "rank": rank, "node": node,
                           "time": "2024-05-01T12:03:44Z", "text": "x"},
            "signature": {"id": "sig1", "text": "t"}}


def test_a_done_row_has_the_contract_fields_as_columns(tmp_path):
    with ResultsStore(tmp_path / "r.sqlite") as store:
        store.put(JobResult("root/a", "fp1", report("a"), 0.5, pipeline="rule|x"))
        (row,) = store.rows()
    assert (row.job_key, row.fingerprint, row.status, row.type, row.category, row.tier, row.signature_id,
            row.culprit_node, row.culprit_rank, row.first_error_time, row.seconds, row.pipeline, row.job) == (
        "root/a", "fp1", "done", "cuda_oom", "framework", "rule", "sig1", "node-a", 3, "2024-05-01T12:03:44Z",
        0.5, "rule|x", "a")
    assert row.report() == report("a") and row.diagnosed_at.endswith("Z") and row.error is None


def test_an_error_row_keeps_the_contracts_error_record(tmp_path):
    record = error_json("b", "root/b", "exceeded the per-job budget of 5 s")
    with ResultsStore(tmp_path / "r.sqlite") as store:
        store.put(JobResult("root/b", "fp", record, 5.0))
        (row,) = store.rows()
    assert (row.status, row.type, row.tier, row.error) == ("error", "unknown", "none",
                                                           "exceeded the per-job budget of 5 s")
    assert row.report()["root_cause"] is None


def test_put_replaces_a_jobs_row_never_duplicates_it(tmp_path):
    path = tmp_path / "r.sqlite"
    with ResultsStore(path) as store:
        store.put_many([JobResult("root/a", "fp1", report("a"), 0.1), JobResult("root/b", "fp1", report("b"), 0.1)])
        store.put(JobResult("root/a", "fp2", report("a", "nccl_timeout"), 0.2))
    with ResultsStore(path) as store:  # reopening migrates nothing twice and keeps the rows
        assert store.done("root/a") == "fp2" and store.done("root/c") is None
        assert [(r.job_key, r.type) for r in store.rows()] == [("root/a", "nccl_timeout"), ("root/b", "cuda_oom")]
        assert {k: f.fingerprint for k, f in store.finished().items()} == {"root/a": "fp2", "root/b": "fp1"}
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert [n for (n,) in conn.execute("SELECT name FROM _migrations")] == [m.name for m in RESULTS_MIGRATIONS]


def test_runs_record_what_each_run_did(tmp_path):
    with ResultsStore(tmp_path / "r.sqlite") as store:
        run = store.start_run("root", "local", 2)
        store.finish_run(run, jobs=3, diagnosed=2, skipped=1, errors=0, interrupted=False)
        row = store.conn.execute("SELECT root, engine, workers, jobs, diagnosed, skipped, finished_at IS NOT NULL "
                                 "FROM runs").fetchone()
    assert row == ("root", "local", 2, 3, 2, 1, 1)


def test_a_file_that_is_not_sqlite_is_a_one_line_error(tmp_path):
    bad = tmp_path / "r.sqlite"
    bad.write_text("not a database\n" * 100)
    with pytest.raises(StoreError, match="r.sqlite: cannot open the results store"):
        ResultsStore(bad)
