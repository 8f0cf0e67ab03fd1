"""diagnose batch on the local engine: resume, error records, time budgets, kills and signals."""

import json
import os
import random
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import psutil
import pytest

from diagnose.ingest.joblist import list_jobs
from diagnose.ops.batch import BatchOptions, run_batch
from diagnose.ops.jobrun import diagnose_job
from diagnose.ops.results import ResultsStore
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings
from tests.batch_helpers import (
    HANG_TEXT,
    OOM,
    REPO,
    batch_cmd,
    by_name,
    make_jobs,
    run_batch_cli,
    stored,
    with_hang_rule,
)


def batch(root: Path, rules: Path, store: Path | None, **options) -> tuple:
    seen = []
    with ResultsStore(store) if store else _nothing() as results:
        tally = run_batch(str(root), Settings(("rule",), rules), BatchOptions(**options), store=results,
                          on_result=lambda r, reused: seen.append((r, reused)))
    return tally, seen


class _nothing:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


def test_a_rerun_skips_what_is_done_and_diagnoses_what_changed(tmp_path, mini_rules):
    expected = make_jobs(tmp_path / "root", 12)
    store = tmp_path / "results.sqlite"
    tally, seen = batch(tmp_path / "root", mini_rules, store, workers=2)
    assert (tally.diagnosed, tally.skipped, tally.errors) == (12, 0, 0)
    assert by_name(stored(store)) == expected
    assert all(r.report["path"] == r.job_key and not reused for r, reused in seen)

    (tmp_path / "root" / "job0002" / "node-a" / "rank-0.log").write_text(OOM)  # changed: now a CUDA OOM
    make_jobs(tmp_path / "new", 1)
    (tmp_path / "new" / "job0000").rename(tmp_path / "root" / "job9999")  # added
    tally, seen = batch(tmp_path / "root", mini_rules, store, workers=2)
    assert (tally.diagnosed, tally.skipped) == (2, 12 - 1)
    assert sorted(r.job_key for r, reused in seen if not reused) == [str(tmp_path / "root" / "job0002"),
                                                                    str(tmp_path / "root" / "job9999")]
    assert by_name(stored(store))["job0002"] == "cuda_oom" and len(stored(store)) == 13
    reused = [r for r, was in seen if was]
    assert len(reused) == 11 and all(r.report["verdict"]["type"] == expected[Path(r.job_key).name] for r in reused)


def test_other_rules_make_stored_results_stale(tmp_path, mini_rules):
    make_jobs(tmp_path / "root", 4)
    store = tmp_path / "results.sqlite"
    batch(tmp_path / "root", mini_rules, store, workers=1)
    (mini_rules / "extra.yaml").write_text("type: unknown\nrules: []\n")
    tally, _ = batch(tmp_path / "root", mini_rules, store, workers=1)
    assert (tally.diagnosed, tally.skipped) == (4, 0)


def test_bad_paths_inside_root_are_error_records_and_the_batch_goes_on(tmp_path, mini_rules):
    root = tmp_path / "root"
    make_jobs(root, 2)
    (root / "dangling").symlink_to(tmp_path / "nowhere")
    (root / "loop").mkdir()
    (root / "loop" / "self").symlink_to(root / "loop")
    store = tmp_path / "results.sqlite"
    tally, seen = batch(root, mini_rules, store, workers=2)
    reports = {Path(r.job_key).name: r.report for r, _ in seen}
    assert tally.diagnosed == 4 and tally.errors == 1
    assert reports["dangling"]["error"].endswith("dangling symlink")
    assert reports["dangling"]["verdict"] == {"type": "unknown", "category": "unknown", "confidence": 0.0,
                                              "tier": "none", "rule": None,
                                              "summary": reports["dangling"]["verdict"]["summary"]}
    assert reports["dangling"]["root_cause"] is None and "error" not in reports["loop"]
    assert any("symlink loop" in n for n in reports["loop"]["notes"])


def test_a_job_past_its_budget_becomes_an_error_record_and_its_worker_is_replaced(tmp_path, mini_rules):
    root = tmp_path / "root"
    expected = make_jobs(root, 6)
    (root / "zz-hangs").mkdir()
    (root / "zz-hangs" / "rank-0.log").write_text(HANG_TEXT)
    store = tmp_path / "results.sqlite"
    started = time.monotonic()
    tally, seen = batch(root, with_hang_rule(mini_rules), store, workers=1, budget_s=3, chunk=4)
    assert time.monotonic() - started < 120
    reports = {Path(r.job_key).name: r.report for r, _ in seen}
    assert "exceeded the per-job time budget of 3 s (its worker was killed)" in reports["zz-hangs"]["error"]
    assert tally.diagnosed == 7 and tally.errors == 1
    assert {k: v for k, v in by_name(stored(store)).items() if k != "zz-hangs"} == expected  # the chunk went on


def test_a_job_that_raises_is_an_error_record(tmp_path, mini_rules):
    class Broken(Diagnoser):
        def diagnose_files(self, files, context=None):
            raise RuntimeError("boom")

    make_jobs(tmp_path / "root", 1)
    (job,) = list(list_jobs(str(tmp_path / "root")).jobs)
    result = diagnose_job(Broken(mini_rules), job)
    assert result.status == "error" and result.report["error"] == "internal error: RuntimeError: boom"


def _children(pid: int, count: int, timeout: float = 120) -> list[psutil.Process]:
    """The batch's worker processes, once `count` of them are up."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        procs = [p for p in psutil.Process(pid).children() if "diagnose.ops.worker" in p.cmdline()]
        if len(procs) >= count:
            return procs
        time.sleep(0.2)
    raise AssertionError(f"{count} workers did not start")


def test_sigkill_of_the_batch_takes_its_workers_down(tmp_path, mini_rules):
    root = tmp_path / "root"
    for i in range(2):
        (root / f"hangs{i}").mkdir(parents=True)
        (root / f"hangs{i}" / "rank-0.log").write_text(HANG_TEXT)
    proc = subprocess.Popen(batch_cmd(root, "--workers", "2", "--job-timeout", "600", rules=with_hang_rule(mini_rules)),
                            cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        workers = _children(proc.pid, 2)
        time.sleep(1)
        proc.kill()
        proc.wait(30)
        gone, alive = psutil.wait_procs(workers, timeout=30)
        assert not alive, f"workers outlived their parent: {alive}"
    finally:
        proc.kill()


@pytest.mark.parametrize("stop", ["sigterm", "ctrl-c"])
def test_a_stopped_run_keeps_what_it_stored_and_the_next_run_resumes(tmp_path, mini_rules, stop):
    root = tmp_path / "root"
    expected = make_jobs(root, 8)
    (root / "zz-hangs").mkdir()
    (root / "zz-hangs" / "rank-0.log").write_text(HANG_TEXT)
    store = tmp_path / "results.sqlite"
    rules = with_hang_rule(mini_rules)
    proc = subprocess.Popen(batch_cmd(root, "--workers", "1", "--store", str(store), "--chunk-size", "1",
                                      "--job-timeout", "600", rules=rules),
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, preexec_fn=_interruptible)
    workers = _children(proc.pid, 1)
    _wait_for_rows(store, 4, proc)  # `zz-hangs` sorts after the jobs: the worker is stuck on it now
    if stop == "sigterm":
        proc.send_signal(signal.SIGTERM)  # Slurm's time limit, a supervisor
    else:
        os.killpg(proc.pid, signal.SIGINT)  # what a terminal sends to the whole foreground group
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "run the same command again to resume" in err and "Traceback" not in err, err
    assert not psutil.wait_procs(workers, timeout=30)[1]
    done_before = len(stored(store))
    assert done_before >= 4
    rerun = run_batch_cli(root, "--workers", "2", "--store", str(store), "--job-timeout", "3", rules=rules)
    assert rerun.returncode == 0, rerun.stderr
    assert f"{len(expected) + 1 - done_before} diagnosed, {done_before} skipped" in rerun.stderr
    rows = stored(store)
    assert {k: v for k, v in by_name(rows).items() if k != "zz-hangs"} == expected
    with sqlite3.connect(store) as conn:
        runs = conn.execute("SELECT interrupted, finished_at IS NOT NULL FROM runs ORDER BY id").fetchall()
    assert runs == [(1, 1), (0, 1)]


def _interruptible() -> None:
    """SIGINT as a terminal's process has it: a shell without job control starts background commands (the suite run
    with `&`) with SIGINT ignored, which their children inherit, and then a Ctrl-C could not reach the batch."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _wait_for_rows(store: Path, n: int, proc: subprocess.Popen, timeout: float = 180) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.communicate()
        try:
            with sqlite3.connect(store, timeout=5) as conn:
                count = conn.execute("SELECT COUNT(*) FROM results").fetchone()[0]
        except sqlite3.OperationalError:  # not created yet
            count = 0
        if count >= n:
            return count
        time.sleep(0.05)
    raise AssertionError(f"fewer than {n} rows after {timeout} s")


def test_a_run_sigkilled_at_random_points_resumes_without_losing_or_repeating_a_job(tmp_path, mini_rules):
    root = tmp_path / "root"
    expected = make_jobs(root, 160)
    store = tmp_path / "results.sqlite"
    seed = random.randrange(1 << 30)
    rng = random.Random(seed)
    for target in sorted(rng.sample(range(10, 150), 3)):
        proc = subprocess.Popen(batch_cmd(root, "--workers", "2", "--store", str(store), rules=mini_rules),
                                cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            _wait_for_rows(store, target, proc)
            time.sleep(rng.uniform(0, 0.3))  # anywhere: mid-transaction, between flushes
        except AssertionError:
            pass  # it finished before this point: nothing left to kill
        proc.kill()
        proc.wait(30)
    final = run_batch_cli(root, "--workers", "2", "--store", str(store), "--jsonl", rules=mini_rules)
    assert final.returncode == 0, final.stderr
    rows = stored(store)
    keys = [k for k, _, _ in rows]
    assert len(keys) == len(set(keys)) == len(expected), f"seed {seed}"
    assert by_name(rows) == expected, f"seed {seed}"
    printed = [json.loads(line) for line in final.stdout.splitlines()]
    assert sorted(r["path"] for r in printed) == sorted(keys), f"seed {seed}"  # --jsonl: every job, once
    with sqlite3.connect(store) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_status_lines_when_stderr_is_not_a_terminal(tmp_path, mini_rules):
    make_jobs(tmp_path / "root", 3)
    out = run_batch_cli(tmp_path / "root", "--workers", "1", "--status-every", "0", rules=mini_rules)
    lines = [ln for ln in out.stderr.splitlines() if ln.startswith("diagnose batch: ") and "jobs/s" in ln]
    assert out.returncode == 0 and len(lines) == 3, out.stderr
    assert lines[-1].startswith("diagnose batch: 3/3 jobs, 0 errors,") and "ETA 0 s, last " in lines[-1]
    assert len(out.stdout.splitlines()) == 3  # without --store: one line per job, as before


