"""`diagnose run`: the supervisor against a small CPU training script (tests/fixtures/train_cpu.py)."""

import io
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from typer.testing import CliRunner

from diagnose.ops.supervisor import (
    SupervisorConfig,
    _with_exclusions,
    backoff,
    run_key,
    supervise,
)
from diagnose.ops.slurm import Scontrol
from diagnose.recover.history import HistoryPolicy
from diagnose.recover.recovery import NO_REQUEUE_EXIT
from diagnose.store.database import Store
from tests.test_hook import Cluster, app

TRAIN = Path(__file__).parent / "fixtures" / "train_cpu.py"


class Run:
    def __init__(self, tmp: Path, fail: str, **kw) -> None:
        self.tmp, self.said, self.slept, self.out = tmp, [], [], io.BytesIO()
        self.ckpt = tmp / "ckpt"
        command = (sys.executable, str(TRAIN), "--ckpt-dir", str(self.ckpt), "--fail", fail)
        self.config = SupervisorConfig(command, tmp / "logs", self.ckpt, tmp / "h.sqlite", backoff_s=0.01, **kw)

    def __call__(self, env: dict[str, str] | None = None) -> int:
        return supervise(self.config, env=env or {"PATH": "/usr/bin:/bin"}, out=self.out, say=self.said.append,
                         sleep=self.slept.append)

    def decisions(self) -> list[str]:
        with Store(self.tmp / "h.sqlite") as store:
            return [d.decision for d in store.decisions()]

    def types(self) -> list[str]:
        with Store(self.tmp / "h.sqlite") as store:
            return [r.type for r in reversed(store.recent())]


def test_transient_network_error_restarts_from_the_checkpoint_and_succeeds(tmp_path: Path) -> None:
    run = Run(tmp_path, "network")
    assert run() == 0
    assert run.decisions() == ["restart", "done"] and run.types() == ["network_error"]
    assert "network_error (attempt_1.log:" in run.said[0] and f"from {run.ckpt / 'iter_0000004'}" in run.said[0]
    assert run.said[1] == "diagnose run: attempt 2 succeeded" and run.slept == [0.01]
    assert sorted(p.name for p in (tmp_path / "logs").iterdir()) == ["attempt_1.log", "attempt_2.log"]
    second = (tmp_path / "logs" / "attempt_2.log").read_text()
    assert f"starting at iteration 4 (resumed from {run.ckpt / 'iter_0000004'})" in second
    assert b"training finished" in run.out.getvalue()


def test_nan_stops_with_loss_divergence_and_names_the_rollback(tmp_path: Path) -> None:
    run = Run(tmp_path, "nan")
    assert run() == NO_REQUEUE_EXIT
    assert run.decisions() == ["stop"] and run.types() == ["loss_divergence"]
    assert f"roll back to {run.ckpt / 'iter_0000004'}" in run.said[0] and "(exit 93)" in run.said[0]


def test_code_bug_stops_at_once(tmp_path: Path) -> None:
    run = Run(tmp_path, "code")
    assert run() == NO_REQUEUE_EXIT
    assert run.types() == ["code_bug"] and run.slept == [] and len(list((tmp_path / "logs").iterdir())) == 1
    assert "code_bug" in run.said[0] and "a retry cannot fix this" in run.said[0]


def test_a_recurring_signature_stops_the_restart_loop(tmp_path: Path) -> None:
    run = Run(tmp_path, "network-always")
    assert run() == NO_REQUEUE_EXIT
    assert run.decisions() == ["restart", "stop"] and run.types() == ["network_error", "network_error"]
    assert "already diagnosed 1 time(s) in this run: #1 (attempt_1.log," in run.said[1]


def test_budget_and_exponential_capped_backoff(tmp_path: Path) -> None:
    run = Run(tmp_path, "network-always", max_restarts=3, backoff_max_s=0.03,
              policy=HistoryPolicy(signature_retries=10))
    assert run() == 1  # the budget is spent: the command's own status, not a verdict
    assert run.slept == [0.01, 0.02, 0.03] and run.decisions() == ["restart"] * 3 + ["stop"]
    assert "restart budget of 3 spent" in run.said[-1]
    assert [backoff(n, run.config) for n in range(4)] == [0.01, 0.02, 0.03, 0.03]


def test_a_requeued_supervisor_continues_the_attempt_numbers(tmp_path: Path) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "attempt_4.log").write_text("earlier\n")
    run = Run(tmp_path, "none")
    assert run() == 0 and (tmp_path / "logs" / "attempt_5.log").exists()


def test_killed_by_a_signal_is_unknown_and_not_restarted(tmp_path: Path) -> None:
    config = SupervisorConfig((sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGKILL)"),
                              tmp_path / "logs", db=tmp_path / "h.sqlite", backoff_s=0.01)
    said: list[str] = []
    assert supervise(config, env={}, out=io.BytesIO(), say=said.append) == 137
    assert "unknown" in said[0] and "not restarting" in said[0]


def test_under_slurm_srun_leaves_the_nodes_out(tmp_path: Path) -> None:
    said: list[str] = []
    slurm = {"SLURM_JOB_ID": "77", "SLURM_CLUSTER_NAME": "ci"}
    assert _with_exclusions(("srun", "-n8", "python", "t.py"), ("n1", "bad;name"), slurm, said.append) == (
        "srun", "--exclude=n1", "-n8", "python", "t.py")
    assert _with_exclusions(("python", "t.py"), ("n1",), slurm, said.append) == ("python", "t.py")
    assert said == ["diagnose run: would exclude n1, but the command is not srun; recorded only"]
    assert _with_exclusions(("srun", "x"), ("n1",), {}, said.append) == ("srun", "x")


def test_under_slurm_the_run_is_the_jobs_identity(tmp_path: Path) -> None:
    slurm = {"SLURM_JOB_ID": "77", "SLURM_CLUSTER_NAME": "ci"}
    scontrol = Scontrol(Cluster(tmp_path, job_id="77").scontrol)
    with Store(tmp_path / "h.sqlite") as store:
        assert run_key(slurm, store, scontrol) == "run:slurm:ci:77@2024-05-01T12:00:00Z"
        assert run_key(slurm, store, Scontrol(tmp_path / "no-scontrol")) == "run:slurm:ci:77"  # id and cluster only
        assert run_key({}, store).startswith("run:") and run_key({}, store) != run_key({}, store)


def test_cli_run_exits_93_on_a_code_bug(tmp_path: Path) -> None:
    result = CliRunner().invoke(app(), [
        "run", "--db", str(tmp_path / "h.sqlite"), "--log-dir", str(tmp_path / "logs"), "--backoff", "0.01", "--",
        sys.executable, str(TRAIN), "--ckpt-dir", str(tmp_path / "ckpt"), "--fail", "code"])
    assert result.exit_code == NO_REQUEUE_EXIT, result.output
    assert "code_bug" in result.output and "TypeError" in result.output


def test_a_command_that_cannot_start(tmp_path: Path) -> None:
    config = SupervisorConfig(("/nonexistent/train",), tmp_path / "logs", db=tmp_path / "h.sqlite")
    said: list[str] = []
    out = io.BytesIO()
    assert supervise(config, env={}, out=out, say=said.append) == 127
    assert b"cannot start /nonexistent/train" in out.getvalue()


def test_sigterm_to_the_supervisor_reaches_the_command_and_ends_the_run(tmp_path: Path) -> None:
    config = SupervisorConfig((sys.executable, "-c", "import time; print('up', flush=True); time.sleep(30)"),
                              tmp_path / "logs", db=tmp_path / "h.sqlite", backoff_s=0.01)
    said: list[str] = []
    before = signal.getsignal(signal.SIGTERM)
    timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGTERM))
    timer.start()
    start = time.monotonic()
    assert supervise(config, env={}, out=io.BytesIO(), say=said.append) == 128 + signal.SIGTERM
    assert time.monotonic() - start < 10 and "stopped by signal 15" in said[0]
    assert signal.getsignal(signal.SIGTERM) == before  # our handler is gone again


def _alive(pid: int) -> bool:
    """Running, not a zombie left for a PID 1 that does not reap."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] != "Z"
    except (FileNotFoundError, IndexError):
        return False


def test_the_command_dies_when_the_supervisor_is_killed(tmp_path: Path) -> None:
    child_pid = tmp_path / "child.pid"
    script = f"import os, time; open({str(child_pid)!r}, 'w').write(str(os.getpid())); time.sleep(60)"
    supervisor = subprocess.Popen(
        [sys.executable, "-m", "diagnose", "run", "--db", str(tmp_path / "h.sqlite"), "--log-dir",
         str(tmp_path / "logs"), "--", sys.executable, "-c", script], cwd=Path(__file__).parent.parent,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not child_pid.exists() or not child_pid.read_text():
        assert time.monotonic() < deadline and supervisor.poll() is None
        time.sleep(0.1)
    pid = int(child_pid.read_text())
    supervisor.kill()  # SIGKILL: no handler of ours runs
    supervisor.wait()
    deadline = time.monotonic() + 10
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    alive = _alive(pid)
    if alive:
        os.kill(pid, signal.SIGKILL)
    assert not alive


def test_a_log_dir_that_cannot_be_a_folder_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    result = subprocess.run([sys.executable, "-m", "diagnose", "run", "--db", str(tmp_path / "h.sqlite"),
                             "--log-dir", str(tmp_path / "file"), "--", "true"], cwd=Path(__file__).parent.parent,
                            capture_output=True, text=True)
    assert result.returncode == 2
    assert result.stderr == f"diagnose: error: {tmp_path / 'file'}: cannot keep the attempt logs there (File exists)\n"


def test_a_locked_history_is_said_once_and_the_run_goes_on(tmp_path: Path) -> None:
    run = Run(tmp_path, "network")
    Store(tmp_path / "h.sqlite").close()
    holder = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        assert run() == 0
    finally:
        holder.close()
    assert run.said[0].startswith("diagnose run: history not used from here on:") and "busy" in run.said[0]
    assert "network_error" in run.said[1] and run.said[2] == "diagnose run: attempt 2 succeeded"
    assert run.decisions() == []  # nothing could be recorded
