"""`diagnose hook slurm` inside a real one-node Slurm (scripts/slurm-up.sh): jobs that fail in known ways,
diagnosed by the Epilog/EpilogSlurmctld hook. Needs root and apt-get (or Slurm already installed); CI has both.
The time-limit job dominates the run time: Slurm limits are whole minutes, checked every 30 s (60-90 s)."""

import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from diagnose.store.database import Store

pytestmark = pytest.mark.slurm
REPO = Path(__file__).resolve().parent.parent
OOM_SCRIPT = '''import sys
print("iteration 1/100 | lm loss: 3.1", flush=True)
print("""Traceback (most recent call last):
  File "/workspace/train.py", line 42, in <module>
    loss = model(batch).loss
  File "/usr/lib/python3/dist-packages/torch/nn/modules/module.py", line 1532, in _wrapped_call_impl
    return self._call_impl(*args, **kwargs)
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB \
of which 1.05 GiB is free. Including non-PyTorch memory, this process has 78.09 GiB memory in use. Of the allocated \
memory 75.20 GiB is allocated by PyTorch, and 1.38 GiB is reserved by PyTorch but unallocated. If reserved but \
unallocated memory is large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.""",
      file=sys.stderr)
sys.exit(1)
'''
JOBS = {  # name -> (extra sbatch options, batch script)
    "time_limit": (["--time=1"], "#!/bin/bash\necho 'training...'\nsleep 300\n"),
    "code_bug": ([], f"#!/bin/bash\necho step 1\n{sys.executable} -c 'steps = None; print(steps + 1)'\n"),
    "cuda_oom": ([], f"#!/bin/bash\n{sys.executable} oom.py\n"),
    "gpu_hardware": ([], "#!/bin/bash\necho '[  612.440123] NVRM: Xid (PCI:0000:2b:00): 79, pid=1234, name=python, "
                         "GPU has fallen off the bus.'\nexit 1\n"),
    "success": ([], "#!/bin/bash\necho 'training finished'\n"),
}


def _why_not() -> str | None:
    if os.geteuid() != 0:
        return "the Slurm hook test starts slurmctld/slurmd and needs root"
    if not shutil.which("apt-get") and not shutil.which("slurmctld"):
        return "the Slurm hook test needs apt-get to install slurm-wlm (or Slurm already installed)"
    return None


@dataclass(frozen=True)
class Job:
    id: str
    stdout: Path

    def final_state(self, timeout: float) -> str:
        """The job's state once both epilogs are done (it stays COMPLETING until then), waited for."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            out = subprocess.run(["scontrol", "show", "job", "-o", self.id], capture_output=True, text=True,
                                 timeout=10).stdout
            state = out.split("JobState=", 1)[-1].split(" ", 1)[0]
            if state not in ("PENDING", "CONFIGURING", "RUNNING", "COMPLETING", ""):
                return state
            time.sleep(0.5)
        pytest.fail(f"job {self.id} did not finish within {timeout:g} s")

    def verdict(self, timeout: float) -> dict:
        """The hook's JSON beside the job's output, waited for (bounded)."""
        path = self.stdout.with_name(self.stdout.name + ".diagnose.json")
        deadline = time.monotonic() + timeout
        while not path.exists():
            if time.monotonic() > deadline:
                state = subprocess.run(["scontrol", "show", "job", "-o", self.id], capture_output=True, text=True,
                                       timeout=10).stdout
                pytest.fail(f"no {path.name} after {timeout:g} s; job: {state.strip()}")
            time.sleep(0.5)
        return json.loads(path.read_text())


@pytest.fixture(scope="module")
def jobs() -> dict[str, Job]:
    reason = _why_not()
    if reason:
        pytest.skip(reason)
    # Not under pytest's basetemp: a concurrent pytest run prunes old basetemps while the jobs still write.
    with _one_cluster_user(), tempfile.TemporaryDirectory(prefix="diagnose-slurm-test-") as name:
        tmp = Path(name)
        _slurm_up(tmp)
        (tmp / "oom.py").write_text(OOM_SCRIPT)
        try:
            yield {name: _submit(tmp, name, *JOBS[name]) for name in JOBS}  # the slow time-limit job first
        finally:
            subprocess.run([str(REPO / "scripts" / "slurm-down.sh")], timeout=120, check=False)


def _slurm_up(tmp: Path, **settings: str) -> None:
    """The cluster (scripts/slurm-up.sh, `settings` as its DIAGNOSE_SLURM_* variables), its hook recording into
    tmp/hook.sqlite and logging to tmp/hook.log."""
    config = tmp / "hook.toml"
    config.write_text(f'[hook]\nactions = "shadow"\ndb = "{tmp / "hook.sqlite"}"\nlog = "{tmp / "hook.log"}"\n')
    env = {**os.environ, "DIAGNOSE_HOOK_CONFIG": str(config),
           "DIAGNOSE_BIN": os.environ.get("DIAGNOSE_BIN", str(REPO / ".venv" / "bin" / "diagnose")),
           **{f"DIAGNOSE_SLURM_{k.upper()}": v for k, v in settings.items()}}
    subprocess.run([str(REPO / "scripts" / "slurm-up.sh")], env=env, check=True, timeout=600)


@contextmanager
def _one_cluster_user(wait_s: float = 600) -> Iterator[None]:
    """There is one Slurm per machine: concurrent runs of this module take turns (bounded wait)."""
    with open("/run/diagnose-slurm-test.lock", "w") as lock:
        deadline = time.monotonic() + wait_s
        while True:
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    pytest.fail(f"another run held the Slurm test cluster for {wait_s:g} s")
                time.sleep(1)
        yield


def _submit(tmp: Path, name: str, options: list[str], script: str) -> Job:
    path = tmp / f"{name}.sh"
    path.write_text(script)
    out = subprocess.run(["sbatch", "--parsable", "-J", name, "-D", str(tmp), "-o", str(tmp / f"{name}-%j.out"),
                          *options, str(path)], capture_output=True, text=True, timeout=30, check=True)
    job_id = out.stdout.strip().split(";")[0]
    return Job(job_id, tmp / f"{name}-{job_id}.out")


def _submit_array(tmp: Path, name: str, tasks: int, script: str) -> list[Job]:
    """A job array that runs one task at a time; each task is a Job named <array id>_<task id>, as scontrol
    takes it."""
    path = tmp / f"{name}.sh"
    path.write_text(script)
    out = subprocess.run(["sbatch", "--parsable", "-J", name, "-D", str(tmp), "-o", str(tmp / f"{name}-%A_%a.out"),
                          f"--array=1-{tasks}%1", str(path)], capture_output=True, text=True, timeout=30, check=True)
    array = out.stdout.strip().split(";")[0]
    return [Job(f"{array}_{task}", tmp / f"{name}-{array}_{task}.out") for task in range(1, tasks + 1)]


def test_python_exception_is_a_code_bug(jobs: dict[str, Job]) -> None:
    report = jobs["code_bug"].verdict(60)
    assert report["verdict"]["type"] == "code_bug" and report["recovery"]["retry"] is False
    assert report["root_cause"]["text"].startswith("TypeError: unsupported operand type(s)")
    assert report["slurm_job_id"] == jobs["code_bug"].id and report["slurm"]["Reason"] == "NonZeroExitCode"
    assert report["slurm"]["context"] in ("epilog_slurmctld", "epilog_slurmd") and report["hook"]["actions"] == []


def test_simulated_cuda_oom(jobs: dict[str, Job]) -> None:
    report = jobs["cuda_oom"].verdict(60)
    assert report["verdict"]["type"] == "cuda_oom" and report["recovery"]["action"] == "adjust_resources"
    assert report["root_cause"]["file"] == jobs["cuda_oom"].stdout.name


def test_xid_in_shadow_mode_plans_drain_and_requeue_but_runs_nothing(jobs: dict[str, Job]) -> None:
    job = jobs["gpu_hardware"]
    report = job.verdict(60)
    assert report["verdict"]["type"] == "gpu_hardware" and report["root_cause"]["node"] == "localhost"
    assert [a["command"][1:] for a in report["hook"]["actions"]] == [
        ["update", "NodeName=localhost", "State=DRAIN", "Reason=diagnose:gpu_hardware:job" + job.id],
        ["requeue", job.id], ["update", f"JobId={job.id}", "ExcNodeList=localhost"]]
    assert not any(a["executed"] for a in report["hook"]["actions"])
    state = subprocess.run(["sinfo", "-h", "-o", "%T"], capture_output=True, text=True, timeout=10).stdout
    assert "drain" not in state


def test_time_limit_from_slurmstepds_banner(jobs: dict[str, Job]) -> None:
    report = jobs["time_limit"].verdict(180)
    assert report["verdict"]["type"] == "time_limit"
    texts = [e["text"] for e in report["evidence"]]
    # slurmstepd's banner; if EpilogSlurmctld ran before it reached the file, the scheduler's own record
    assert any("DUE TO TIME LIMIT" in t for t in texts) or any("JobState=TIMEOUT" in t for t in texts)
    assert report["slurm"]["Reason"] == "TimeLimit" and report["recovery"]["action"] == "resume_with_more_time"


def test_a_job_that_succeeded_gets_no_verdict(jobs: dict[str, Job]) -> None:
    job = jobs["success"]
    assert job.final_state(60) == "COMPLETED"
    assert not job.stdout.with_name(job.stdout.name + ".diagnose.json").exists()
    assert f"job {job.id}: skipped (the job succeeded)" in (job.stdout.parent / "hook.log").read_text()


def test_jobs_that_reuse_ids_are_each_diagnosed_once(jobs: dict[str, Job]) -> None:
    # One history, three clusters one after another: ci, ci again after its controller state was reset, and
    # ci2. Each starts its job ids at the same number, so every job of the later two has an id of the first's.
    for job in jobs.values():  # the jobs above are done before the controller restarts
        job.final_state(180)
    first_id = 1000 + int.from_bytes(os.urandom(2), "big")
    with tempfile.TemporaryDirectory(prefix="diagnose-slurm-reuse-") as name:
        tmp, seen = Path(name), []
        for n, cluster in enumerate(("ci", "ci", "ci2")):
            if seen:  # the last run's second epilog may still be going: stopping Slurm would cut its claim off
                runs = len(seen) + 1  # round 0 ran its first job twice
                _log_when(tmp / "hook.log", lambda log: log.count(_CLAIMED.split(":")[0]) >= runs, timeout=120)
            subprocess.run([str(REPO / "scripts" / "slurm-down.sh"), "--keep-munge"], timeout=120, check=True)
            _slurm_up(tmp, cluster=cluster, first_job_id=str(first_id))
            out = tmp / f"round-{n}"
            out.mkdir()
            # one job at a time: hooks that start together share two cores, and a busy machine's can run late
            plain = _submit(out, "code_bug", *JOBS["code_bug"])
            plain.final_state(120)
            if n == 0:  # a requeued job: the same id and job again, a new submit time, a run of its own
                _requeue(plain)
            round_ = [plain, *_submit_array(out, "array", 2, FAILING_TASK)]
            seen += [(cluster, job, job.verdict(120), job.final_state(120)) for job in round_]
        with Store(tmp / "hook.sqlite") as store:
            rows = store.recent()
        log = _log_with(tmp / "hook.log", [_CLAIMED.format(r.report["slurm"]["job"], r.report["slurm"]["restart_count"])
                                           for r in rows], timeout=120)
    ids = [report["slurm_job_id"] for _, _, report, _ in seen]
    assert sorted(ids[:3]) == sorted(ids[3:6]) == sorted(ids[6:]) == [str(first_id + i) for i in range(3)]
    keys = [r.report["slurm"]["job"] for r in rows]
    assert len(keys) == len(set(keys)) == 3 * 3 + 1  # every run of every job diagnosed once, the requeue too
    assert {k.split("@")[0] for k in keys} == {f"slurm:{c}:{i}" for c in ("ci", "ci2") for i in ids[:3]}
    for key, restarts in ((r.report["slurm"]["job"], r.report["slurm"]["restart_count"]) for r in rows):
        # ... and the other epilog of each run found it claimed
        assert log.count(_CLAIMED.format(key, restarts)) == 1
    assert " error: " not in log
    for cluster, job, report, state in seen:
        assert state == "FAILED" and report["verdict"]["type"] == "code_bug"
        assert report["slurm"]["job"].startswith(f"slurm:{cluster}:{report['slurm_job_id']}@")
        assert report["slurm"]["component"] == (job.id if "_" in job.id else None)
    # the requeued run has a key of its own and is recorded under the run of its job's first run
    (again,) = [r for r in rows if r.report["slurm"]["restart_count"] == 1]
    first = next(r for r in rows if r.report["slurm"]["job"] == again.run)
    assert first.slurm_job_id == again.slurm_job_id and first.run == again.run != again.report["slurm"]["job"]


FAILING_TASK = f"#!/bin/bash\n{sys.executable} -c 'steps = None; print(steps + 1)'\n"


_CLAIMED = "already diagnosed by an earlier hook run (the other epilog): hook:{}:{} "


def _log_with(path: Path, needles: list[str], timeout: float) -> str:
    """The hook's log once it holds every needle, or when the timeout has passed: a job's second epilog can
    finish after its verdict has been read, later still on a busy machine."""
    return _log_when(path, lambda log: all(n in log for n in needles), timeout)


def _log_when(path: Path, ready: Callable[[str], bool], timeout: float) -> str:
    """The hook's log once `ready` holds for it, or when the timeout has passed."""
    deadline = time.monotonic() + timeout
    while not ready(log := path.read_text()) and time.monotonic() < deadline:
        time.sleep(1)
    return log


def _requeue(job: Job) -> None:
    """Requeue a job that failed once its epilogs are done, and let it run again at once (not after the
    credential lifetime) to fail the same way."""
    assert job.final_state(120) == "FAILED"
    subprocess.run(["scontrol", "requeue", job.id], timeout=30, check=True)
    deadline = time.monotonic() + 60
    while "JobState=PENDING" not in _show(job.id):
        assert time.monotonic() < deadline, _show(job.id)
        time.sleep(0.5)
    # slurmd refuses a credential made within the second of the requeue's revocation (whole-second times):
    # a start in that second kills the job as "non-startable", and its run never gets the other epilog
    time.sleep(1.2 - time.time() % 1)
    subprocess.run(["scontrol", "update", f"jobid={job.id}", "StartTime=now"], timeout=30, check=True)
    while "Restarts=1" not in _show(job.id) or "JobState=FAILED" not in _show(job.id):
        assert time.monotonic() < deadline + 120, _show(job.id)
        time.sleep(0.5)


def _show(job_id: str) -> str:
    return subprocess.run(["scontrol", "show", "job", "-o", job_id], capture_output=True, text=True, timeout=10).stdout
