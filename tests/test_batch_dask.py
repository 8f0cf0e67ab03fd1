"""diagnose batch --engine dask on a real `dask scheduler` and two `dask worker` processes on 127.0.0.1."""

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from diagnose.ops.batch import BatchOptions, run_batch
from diagnose.ops.results import ResultsStore
from diagnose.pipeline.factory import Settings
from tests.batch_helpers import HANG_TEXT, REPO, make_jobs, stored, with_hang_rule
from tests.test_archives import pack_tar

distributed = pytest.importorskip("distributed")
DASK = str(Path(sys.executable).with_name("dask")) if Path(sys.executable).with_name("dask").exists() else \
    shutil.which("dask")


@pytest.fixture(scope="module")
def scheduler(tmp_path_factory):
    """The scheduler's address, once both workers have joined; everything stops at the end."""
    if DASK is None:
        pytest.skip("the dask command is not installed")
    folder = tmp_path_factory.mktemp("dask")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
    common = ["--no-dashboard"]
    procs = [subprocess.Popen([DASK, "scheduler", "--host", "127.0.0.1", "--port", "0", "--scheduler-file",
                               str(folder / "s.json"), *common], env=env, cwd=folder, stderr=subprocess.DEVNULL)]
    try:
        address = _address(folder / "s.json")
        procs += [subprocess.Popen([DASK, "worker", address, "--nworkers", "1", "--nthreads", "1", "--host",
                                    "127.0.0.1", *common], env=env, cwd=folder, stderr=subprocess.DEVNULL)
                  for _ in range(2)]
        with distributed.Client(address, timeout=60) as client:
            client.wait_for_workers(2, timeout=180)
        yield address
    finally:
        for p in reversed(procs):  # workers first, then the scheduler
            p.send_signal(signal.SIGTERM)
        for p in reversed(procs):
            try:
                p.wait(30)
            except subprocess.TimeoutExpired:
                p.kill()


def _address(scheduler_file: Path, timeout: float = 120) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if scheduler_file.exists():
            try:
                return json.loads(scheduler_file.read_text())["address"]
            except (ValueError, KeyError):
                pass
        time.sleep(0.2)
    raise AssertionError("the dask scheduler did not start")


def reports(root: str, rules: Path, store: Path, **options) -> dict[str, dict]:
    with ResultsStore(store) as results:
        run_batch(root, Settings(("rule",), rules), BatchOptions(**options), store=results)
        return {row.job_key: row.report() for row in results.rows()}


def test_dask_and_the_local_engine_give_identical_verdicts_on_one_archive(tmp_path, mini_rules, scheduler):
    expected = make_jobs(tmp_path / "jobs", 24)
    archive = str(pack_tar(tmp_path / "jobs", tmp_path / "jobs.tar.gz", "w:gz", wrap=True))
    on_dask = reports(archive, mini_rules, tmp_path / "dask.sqlite", engine="dask", scheduler=scheduler, chunk=5)
    local = reports(archive, mini_rules, tmp_path / "local.sqlite", engine="local", workers=2)
    assert on_dask == local and len(local) == 24
    assert {k.rsplit("/", 1)[1]: r["verdict"]["type"] for k, r in on_dask.items()} == expected
    # The same store resumes across engines: nothing left to do.
    with ResultsStore(tmp_path / "dask.sqlite") as results:
        tally = run_batch(archive, Settings(("rule",), mini_rules), BatchOptions(engine="local"), store=results)
    assert (tally.diagnosed, tally.skipped) == (0, 24)


def test_on_dask_a_job_past_its_budget_is_an_error_record(tmp_path, mini_rules, scheduler):
    expected = make_jobs(tmp_path / "jobs", 4)
    (tmp_path / "jobs" / "zz-hangs").mkdir()
    (tmp_path / "jobs" / "zz-hangs" / "rank-0.log").write_text(HANG_TEXT)
    rules = with_hang_rule(mini_rules)
    got = reports(str(tmp_path / "jobs"), rules, tmp_path / "r.sqlite", engine="dask", scheduler=scheduler,
                  budget_s=3, chunk=10)
    hang = got.pop(str(tmp_path / "jobs" / "zz-hangs"))
    assert "exceeded the per-job time budget of 3 s (its worker was killed)" in hang["error"]
    assert {Path(k).name: r["verdict"]["type"] for k, r in got.items()} == expected
    assert [s for _, s, _ in stored(tmp_path / "r.sqlite")].count("error") == 1
