"""The Slurm hook against a fake scontrol (test_slurm_hook.py runs it inside a real Slurm)."""

import json
import os
import shlex
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from diagnose.cli.recovery import register
from diagnose.errors import DiagnoseError
from diagnose.ops import hook
from diagnose.ops.hook import HookConfig, load_config, run_hook
from diagnose.ops.postmortem import confirm_verdict
from diagnose.ops.slurm import Scontrol, parse_job_record
from diagnose.store.database import MIGRATIONS, Store

FIXTURES = Path(__file__).parent / "fixtures"
XID_LOG = (" iteration       10/     100 | lm loss: 2.0 |\n"
           "[  612.4] NVRM: Xid (PCI:0000:2b:00): 79, pid=1234, name=python, GPU has fallen off the bus.\n"
           "RuntimeError: CUDA error: unspecified launch failure\n")


class Cluster:
    """A fake scontrol, one job's record and its output file.

    Everything the fake scontrol reads is written into its wrapper script, never into os.environ: each
    Cluster answers for its own job only, nothing outlives the test, and the shell the tests run in cannot
    change what it says."""

    def __init__(self, tmp: Path, *, job_id: str = "42", nodes: str = "gpu-7", reason: str = "NonZeroExitCode",
                 log: str = XID_LOG, sleep: float = 0, submitted: str = "2024-05-01T12:00:00") -> None:
        self.tmp, self.job_id = tmp, job_id
        self.stdout = tmp / "out" / f"train-{job_id}.out"
        self.stdout.parent.mkdir(parents=True, exist_ok=True)
        self.stdout.write_text(log)
        self.calls = tmp / "scontrol-calls.jsonl"
        self.record = tmp / "record.txt"
        self.submit(submitted, reason=reason, nodes=nodes)
        fake = {"FAKE_SCONTROL_RECORD": self.record, "FAKE_SCONTROL_LOG": self.calls,
                "FAKE_SCONTROL_HOSTNAMES": "gpu-1 gpu-2", "FAKE_SCONTROL_SLEEP": sleep,
                "FAKE_SCONTROL_CLUSTER": "ci"}
        exports = "".join(f"export {k}={shlex.quote(str(v))}\n" for k, v in fake.items())
        self.scontrol = tmp / "scontrol"
        self.scontrol.write_text(f"#!/bin/sh\n{exports}exec {shlex.quote(sys.executable)} "
                                 f"{shlex.quote(str(FIXTURES / 'fake_scontrol.py'))} \"$@\"\n")
        self.scontrol.chmod(0o755)
        self.env = {"SLURM_JOB_ID": job_id, "SLURM_SCRIPT_CONTEXT": "epilog_slurmctld",
                    "SLURM_JOB_UID": str(os.getuid()), "SLURM_JOB_EXIT_CODE2": "1:0", "SLURM_CLUSTER_NAME": "ci",
                    "SLURM_JOB_RESTART_COUNT": "0"}

    def submit(self, submitted: str, *, reason: str = "NonZeroExitCode", nodes: str = "gpu-7",
               restarts: int = 0) -> None:
        """The record of a job with this id submitted (or requeued) at `submitted` (UTC, as the hook asks for)."""
        self.run_name = f"slurm:ci:{self.job_id}@{submitted}Z"
        self.record.write_text(f"JobId={self.job_id} JobName=train UserId=u(0) JobState=COMPLETING Reason={reason} "
                               f"Dependency=(null) Restarts={restarts} ExitCode=1:0 SubmitTime={submitted} "
                               f"StartTime={submitted} EndTime=Unknown NodeList={nodes} BatchHost=gpu-7 "
                               f"Command=/home/u/run train.sh WorkDir=/home/u/my dir StdErr={self.stdout} "
                               f"StdIn=/dev/null StdOut={self.stdout}")

    def config(self, **kw) -> HookConfig:
        return HookConfig(scontrol=str(self.scontrol), **kw)

    def run(self, config: HookConfig | None = None, **env: str):
        lines: list[str] = []
        result = run_hook({**self.env, **env}, config or self.config(), self.tmp / "h.sqlite", lines.append)
        return result, lines

    def executed(self) -> list[list[str]]:
        return [json.loads(ln) for ln in self.calls.read_text().splitlines()] if self.calls.exists() else []


@pytest.fixture(autouse=True)
def no_ambient_slurm(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hook sees only the Slurm environment a test gives it, whatever shell (or Slurm job) the tests run in:
    no SLURM_*, SLURMD_* or DIAGNOSE_* variable leaks in (DIAGNOSE_DB stays: conftest's private_history)."""
    for name in list(os.environ):
        if name.startswith(("SLURM_", "SLURMD_", "FAKE_SCONTROL_")) or \
                (name.startswith("DIAGNOSE_") and name != "DIAGNOSE_DB"):
            monkeypatch.delenv(name)


@pytest.fixture
def cluster(tmp_path: Path) -> Cluster:
    return Cluster(tmp_path)


def test_shadow_mode_writes_the_verdict_and_records_what_it_would_do(cluster: Cluster) -> None:
    result, _ = cluster.run()
    assert result.type == "gpu_hardware" and result.json_path == cluster.stdout.with_name("train-42.out.diagnose.json")
    report = json.loads(result.json_path.read_text())
    assert report["root_cause"]["node"] == "gpu-7" and report["root_cause"]["file"] == "train-42.out"
    assert report["path"] == str(cluster.stdout) and report["run"] == "slurm:ci:42@2024-05-01T12:00:00Z"
    assert report["slurm"]["job"] == report["run"] and report["slurm"]["SubmitTime"] == "2024-05-01T12:00:00"
    planned = [a["command"][1:] for a in report["hook"]["actions"]]
    assert planned == [["update", "NodeName=gpu-7", "State=DRAIN", "Reason=diagnose:gpu_hardware:job42"],
                       ["requeue", "42"], ["update", "JobId=42", "ExcNodeList=gpu-7"]]
    assert not any(a["executed"] for a in report["hook"]["actions"]) and cluster.executed() == []
    with Store(cluster.tmp / "h.sqlite") as store:
        (row,) = store.recent(run=cluster.run_name)
        assert row.type == "gpu_hardware" and row.node == "gpu-7" and row.slurm_job_id == "42"
        assert [d.decision for d in store.decisions(run=cluster.run_name)] == ["would drain", "would requeue",
                                                                              "would exclude"]


def test_enforce_mode_runs_the_fixed_scontrol_commands(cluster: Cluster) -> None:
    result, _ = cluster.run(cluster.config(actions="enforce"))
    assert cluster.executed() == [["update", "NodeName=gpu-7", "State=DRAIN", "Reason=diagnose:gpu_hardware:job42"],
                                  ["requeue", "42"], ["update", "JobId=42", "ExcNodeList=gpu-7"]]
    assert all(r.executed and r.rc == 0 for r in result.actions)


def test_enforce_respects_drain_and_requeue_switches_and_exit_93(cluster: Cluster) -> None:
    cluster.run(cluster.config(actions="enforce", drain=False), SLURM_JOB_EXIT_CODE2="93:0")
    assert cluster.executed() == []


def test_the_second_epilog_skips_a_claimed_job(cluster: Cluster) -> None:
    cluster.run()
    again, _ = cluster.run(SLURM_SCRIPT_CONTEXT="epilog_slurmd", SLURMD_NODENAME="gpu-7")
    assert again.skipped.startswith("already diagnosed by an earlier hook run (the other epilog): "
                                    f"hook:{cluster.run_name}:0 claimed at 20")


def test_jobs_that_reuse_an_id_are_each_diagnosed_once(cluster: Cluster) -> None:
    # Job 42 again: a controller whose state was reset, and a second cluster sharing the history
    first, _ = cluster.run()
    cluster.submit("2024-05-02T08:30:00")
    second, _ = cluster.run()
    elsewhere, _ = cluster.run(SLURM_CLUSTER_NAME="ci2")
    assert [r.type for r in (first, second, elsewhere)] == ["gpu_hardware"] * 3
    assert [first.run, second.run, elsewhere.run] == [
        "slurm:ci:42@2024-05-01T12:00:00Z", "slurm:ci:42@2024-05-02T08:30:00Z", "slurm:ci2:42@2024-05-02T08:30:00Z"]
    for env in ({}, {"SLURM_CLUSTER_NAME": "ci2"}):
        again, _ = cluster.run(SLURM_SCRIPT_CONTEXT="epilog_slurmd", SLURMD_NODENAME="gpu-7", **env)
        assert again.skipped.startswith("already diagnosed")
    with Store(cluster.tmp / "h.sqlite") as store:
        assert sorted(r.run for r in store.recent()) == sorted([first.run, second.run, elsewhere.run])
        assert {r.slurm_job_id for r in store.recent()} == {"42"}


def test_a_claim_older_than_the_jobs_start_never_skips_it(cluster: Cluster) -> None:
    # scontrol forgot the job, so no submit time: the claim is keyed by the id alone, as an earlier job 42's was
    cluster.record.unlink()
    started = int(time.time()) - 600
    with Store(cluster.tmp / "h.sqlite") as store:
        assert store.claim("hook:slurm:ci:42:0")
        store.conn.execute("UPDATE claims SET claimed_at = '2024-05-01T12:00:00.000000Z'")
    result, _ = cluster.run(SLURM_JOB_START_TIME=str(started))
    assert not result.skipped and result.type is not None
    again, _ = cluster.run(SLURM_JOB_START_TIME=str(started), SLURM_SCRIPT_CONTEXT="epilog_slurmd")
    assert again.skipped.startswith("already diagnosed")  # this run's own claim still counts


def test_a_requeued_run_is_diagnosed_and_continues_the_jobs_history(cluster: Cluster) -> None:
    first, _ = cluster.run()
    # Slurm gives the requeued job a new submit time, in whole seconds: the second its first run's epilogs end
    with Store(cluster.tmp / "h.sqlite") as store:
        later = store.recent()[0].recorded_at
    cluster.submit(f"{later:%Y-%m-%dT%H:%M:%S}", restarts=1)
    second, _ = cluster.run(SLURM_JOB_RESTART_COUNT="1")
    assert second.type == "gpu_hardware" and second.run == first.run == "slurm:ci:42@2024-05-01T12:00:00Z"
    report = json.loads(second.json_path.read_text())
    assert report["slurm"]["job"] == f"slurm:ci:42@{later:%Y-%m-%dT%H:%M:%S}Z"
    # the same failure again in one job: the history of the run stops the restart loop
    assert report["recovery"]["retry"] is False and "time(s) in this run" in report["recovery"]["reason"]
    again, _ = cluster.run(SLURM_JOB_RESTART_COUNT="1", SLURM_SCRIPT_CONTEXT="epilog_slurmd")
    assert again.skipped.startswith("already diagnosed")


@pytest.mark.parametrize("member, component", [("ArrayJobId=100 ArrayTaskId=3", "100_3"),
                                               ("HetJobId=100 HetJobOffset=1", "100+1")])
def test_an_array_task_or_het_component_is_a_job_of_its_own(tmp_path: Path, member: str, component: str) -> None:
    # `scontrol show job` of an array's first task (or a het leader) lists its siblings too, in any order
    c = Cluster(tmp_path, job_id="103")
    own = c.record.read_text().replace("JobId=103 ", f"JobId=103 {member} ")
    sibling = own.replace("JobId=103 ", "JobId=100 ").replace(str(c.stdout), "/nonexistent/train-100.out")
    c.record.write_text(f"{sibling}\n{own}\n")
    result, _ = c.run()
    report = json.loads(result.json_path.read_text())
    assert result.json_path == c.stdout.with_name("train-103.out.diagnose.json")
    assert result.run == "slurm:ci:103@2024-05-01T12:00:00Z" and report["slurm"]["component"] == component
    assert parse_job_record(f"{sibling}\n", "103").fields == {}  # not the job's line: no record at all


def test_the_cluster_from_scontrol_show_config_when_the_environment_lacks_it(cluster: Cluster) -> None:
    result, _ = cluster.run(SLURM_CLUSTER_NAME="")
    assert result.run == cluster.run_name == "slurm:ci:42@2024-05-01T12:00:00Z"


def test_scontrol_prints_times_in_utc_and_one_format(tmp_path: Path) -> None:
    echo = tmp_path / "scontrol"
    echo.write_text('#!/bin/sh\necho "$TZ $SLURM_TIME_FORMAT"\n')
    echo.chmod(0o755)
    assert Scontrol(echo).run(("show", "job")).output.split() == ["UTC0", "standard"]


def test_confirm_names_one_job_among_those_that_shared_its_id(cluster: Cluster) -> None:
    first, _ = cluster.run()
    cluster.submit("2024-05-02T08:30:00")
    second, _ = cluster.run()
    with Store(cluster.tmp / "h.sqlite") as store:
        for name in ("slurm:ci:42", "42", "slurm-42"):
            with pytest.raises(DiagnoseError, match=f"^{name}: 2 jobs in the history .* have that name "
                                                    f"\\({second.run}, {first.run}\\); give the one you mean"):
                confirm_verdict(name, "gpu_hardware", store=store)
        c = confirm_verdict(first.run, "gpu_hardware", store=store, note="bad GPU")
        assert c.job == first.run and store.confirmations() == (c,)
    said = subprocess.run([sys.executable, "-m", "diagnose", "confirm", "42", "gpu_hardware", "--db",
                           str(cluster.tmp / "h.sqlite")], capture_output=True, text=True, timeout=120)
    assert said.returncode == 2 and said.stdout == ""
    assert said.stderr == (f"diagnose: error: 42: 2 jobs in the history at {cluster.tmp / 'h.sqlite'} have that "
                           f"name ({second.run}, {first.run}); give the one you mean\n")


def test_a_history_of_the_previous_version_keeps_working(cluster: Cluster) -> None:
    # What the previous version left: its migrations, and a diagnosis and a claim of a job 42 under the id alone
    path = cluster.tmp / "h.sqlite"
    assert [m.name for m in MIGRATIONS[:4]] == ["m001_diagnoses", "m002_confirmations",
                                                "m003_runs_decisions_claims", "m004_llm_cache"]
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    for m in MIGRATIONS[:4]:
        conn.executescript(m.sql)
        conn.execute("INSERT INTO _migrations VALUES (?, '2024-04-30T00:00:00.000000Z')", (m.name,))
    old = {"job": "slurm-42", "path": "/old/train-42.out", "run": "slurm:ci:42", "slurm_job_id": "42",
           "verdict": {"type": "cuda_oom", "category": "framework", "tier": "rule"},
           "signature": {"id": "sig-old", "text": "torch.OutOfMemoryError: CUDA out of memory"}}
    conn.execute("INSERT INTO diagnoses (job, path, recorded_at, type, category, tier, slurm_job_id, run, "
                 "report_json) VALUES ('slurm-42', '/old/train-42.out', '2024-04-30T10:00:00.000000Z', 'cuda_oom', "
                 "'framework', 'rule', '42', 'slurm:ci:42', ?)", (json.dumps(old),))
    conn.execute("INSERT INTO claims VALUES ('hook:slurm:ci:42:0', '2024-04-30T10:00:00.000000Z')")
    conn.close()
    result, _ = cluster.run()
    assert result.type == "gpu_hardware" and result.run == cluster.run_name  # the old claim was another job 42's
    with Store(path) as store:
        assert [r.run for r in store.recent()] == [cluster.run_name, "slurm:ci:42"]
        assert confirm_verdict("slurm:ci:42", "cuda_oom", store=store).job == "slurm:ci:42"  # the old run, by name
        assert confirm_verdict(cluster.run_name, "gpu_hardware", store=store).job == cluster.run_name


def test_slurmd_epilog_on_another_node_of_the_job_does_nothing(cluster: Cluster) -> None:
    result, _ = cluster.run(SLURM_SCRIPT_CONTEXT="epilog_slurmd", SLURMD_NODENAME="gpu-8")
    assert result.skipped == "not the batch host (gpu-7)"
    assert not cluster.stdout.with_name("train-42.out.diagnose.json").exists()


def test_a_job_that_succeeded_is_left_alone(cluster: Cluster) -> None:
    cluster.record.write_text(cluster.record.read_text().replace("Reason=NonZeroExitCode", "Reason=None")
                              .replace("ExitCode=1:0", "ExitCode=0:0"))
    result, _ = cluster.run(SLURM_JOB_EXIT_CODE2="0:0")
    assert result.skipped == "the job succeeded" and result.json_path is None
    assert not (cluster.tmp / "h.sqlite").exists()


def test_time_limit_from_the_scheduler_record_alone(tmp_path: Path, cluster: Cluster) -> None:
    cluster.stdout.write_text("training...\n")
    cluster.record.write_text(cluster.record.read_text().replace("Reason=NonZeroExitCode", "Reason=TimeLimit"))
    result, _ = cluster.run()
    report = json.loads(result.json_path.read_text())
    assert result.type == "time_limit" and report["root_cause"]["file"] == "scheduler.txt"
    assert "JobState=TIMEOUT" in report["root_cause"]["text"]


def test_only_the_jobs_own_nodes_are_named(tmp_path: Path) -> None:
    fell = "NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.\n"
    c = Cluster(tmp_path, nodes="gpu-[1-2]", log=f"gpu-2: {fell}bert-9: {fell}")
    result, _ = c.run()
    report = json.loads(result.json_path.read_text())
    assert report["root_cause"]["node"] == "gpu-2" and report["recovery"]["drain_nodes"] == ["gpu-2"]
    other = Cluster(tmp_path / "b", job_id="43", nodes="gpu-[1-2]", log=f"bert-9: {fell}")
    result, _ = other.run()
    assert [a.argv[1:] for a in result.actions] == [("requeue", "43")]  # bert-9 is no node of this job


def test_output_files_are_opened_safely(cluster: Cluster, tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.\n")
    cluster.stdout.unlink()
    cluster.stdout.symlink_to(secret)
    result, lines = cluster.run()
    assert result.type == "unknown" and any("skipped" in ln for ln in lines)
    cluster.stdout.unlink()
    cluster.stdout.write_text(XID_LOG)
    result, lines = cluster.run(SLURM_JOB_UID=str(os.getuid() + 1), SLURM_JOB_RESTART_COUNT="1")
    assert result.type == "unknown" and any(f"owned by uid {os.getuid() + 1}" in ln for ln in lines)


def test_config_file_is_strict_but_never_fatal(tmp_path: Path) -> None:
    path = tmp_path / "hook.toml"
    path.write_text('[hook]\nactions = "enforce"\ntimeout_s = 5\ndrain = "yes"\nbogus = 1\n')
    warnings: list[str] = []
    config = load_config(path, warnings.append)
    assert (config.actions, config.timeout_s, config.drain) == ("enforce", 5.0, True)
    assert len(warnings) == 2 and "drain = 'yes'" in warnings[0] and "bogus" in warnings[1]
    path.write_text('[hook]\nactions = "yolo"\n')
    assert load_config(path, warnings.append).actions == "shadow"
    path.write_text("not toml [")
    assert load_config(path, warnings.append) == HookConfig()


def test_parse_job_record_keeps_spaces_in_values() -> None:
    r = parse_job_record("JobId=7 JobName=a b UserId=u(1) Socks/Node=* ReqB:S:C:T=0:0:*:* TRES=cpu=1,mem=1G "
                         "WorkDir=/home/u/my dir StdOut=/home/u/my dir/out-7.txt Comment=(null)")
    assert r.get("JobName") == "a b" and r.get("WorkDir") == "/home/u/my dir"
    assert r.get("StdOut") == "/home/u/my dir/out-7.txt" and r.get("TRES") == "cpu=1,mem=1G"
    assert r.get("Socks/Node") == "*" and r.get("Comment") is None


def app() -> typer.Typer:
    a = typer.Typer()

    @a.callback()
    def main() -> None:
        """diagnose"""

    register(a)
    return a


def test_cli_always_exits_0_and_logs_one_line(tmp_path: Path, private_history: Path) -> None:
    result = CliRunner().invoke(app(), ["hook", "slurm", "--db", str(tmp_path / "h.sqlite")])
    assert result.exit_code == 0
    log = (tmp_path / "hook.log").read_text().splitlines()
    assert len(log) == 1 and "error: SlurmError: SLURM_JOB_ID='' is not a job id at slurm.py:" in log[0]
    assert not private_history.exists()  # --db wins over DIAGNOSE_DB


@pytest.mark.parametrize("scontrol", ["forgot the job", "hangs"])
def test_a_job_without_output_files_is_still_recorded(tmp_path: Path, scontrol: str) -> None:
    # No record (scontrol forgot the job, or hung past the hook's own per-call limit of timeout_s / 4) and no
    # SLURM_JOB_STDOUT: there is no output file, so the history row names the job itself.
    c = Cluster(tmp_path, sleep=30 if scontrol == "hangs" else 0)
    if scontrol == "forgot the job":
        c.record.unlink()
    start = time.monotonic()
    result, lines = c.run(c.config(timeout_s=0.4) if scontrol == "hangs" else None)
    assert time.monotonic() - start < 10  # the hung scontrol was cut off after 0.1 s, not waited for
    assert result.type is not None and not result.skipped and result.json_path is None
    assert [ln for ln in lines if "no output file" in ln] == [
        ("job 42: no output file known (scontrol show job gave nothing); diagnosing from the scheduler's "
         "account alone, recorded as slurm:ci:42, no verdict file")]
    assert not list(tmp_path.rglob("*.diagnose.json"))
    with Store(tmp_path / "h.sqlite") as store:
        (row,) = store.recent(run="slurm:ci:42")
        assert row.path == "slurm:ci:42" and row.slurm_job_id == "42" and row.report["path"] == "slurm:ci:42"


def test_a_run_that_fails_gives_its_claim_back(cluster: Cluster, monkeypatch: pytest.MonkeyPatch) -> None:
    recorded = hook.record

    def broken(*args, **kw):
        raise OSError("disk full")

    monkeypatch.setattr(hook, "record", broken)
    with pytest.raises(OSError, match="disk full"):
        cluster.run()
    monkeypatch.setattr(hook, "record", recorded)
    again, _ = cluster.run(SLURM_SCRIPT_CONTEXT="epilog_slurmd", SLURMD_NODENAME="gpu-7")
    assert not again.skipped and again.type == "gpu_hardware"


def test_watchdog_ends_a_stuck_hook_with_status_0(tmp_path: Path) -> None:
    # scontrol hangs; the hook's own limit per scontrol call (min(5 s, timeout_s / 4) of the config's 30 s) would end
    # that only after 5 s, and the history cannot block (its busy timeout is bounded too). Only the watchdog, given
    # 1 s by --timeout, can end this hook within the test's limit, however fast or loaded the machine.
    c = Cluster(tmp_path, sleep=30)
    config = tmp_path / "hook.toml"
    config.write_text(f'[hook]\nscontrol = "{c.scontrol}"\ntimeout_s = 30\n')
    db = tmp_path / "h.sqlite"
    code = ("import typer; from diagnose.cli.recovery import register; a = typer.Typer(); "
            "a.callback()(lambda: None); register(a); a()")
    # TMPDIR: the watchdog's os._exit skips cleanup, so a staging folder would stay behind
    env = {**os.environ, **c.env, "TMPDIR": str(tmp_path)}
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-c", code, "hook", "slurm", "--config", str(config), "--db", str(db),
                           "--timeout", "1"], env=env, capture_output=True, text=True, timeout=20, check=False)
    elapsed = time.monotonic() - start
    assert done.returncode == 0 and 1 <= elapsed < 5, (elapsed, done.stderr)
    assert "timed out after 1 s; exiting 0 without finishing" in done.stderr and "error:" not in done.stderr
    assert "timed out after 1 s" in (tmp_path / "hook.log").read_text()
    with Store(db) as store:
        assert store.recent() == ()  # nothing recorded, nothing claimed
        assert store.conn.execute("SELECT COUNT(*) FROM claims").fetchone() == (0,)


def test_a_locked_history_still_gives_the_verdict_file_and_only_plans(tmp_path: Path) -> None:
    c = Cluster(tmp_path)
    holder = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        result, lines = c.run(c.config(actions="enforce", timeout_s=10))
    finally:
        holder.close()
    assert result.type == "gpu_hardware" and result.json_path is not None and c.executed() == []
    report = json.loads(result.json_path.read_text())
    assert report["hook"]["mode"] == "shadow" and all(not a["executed"] for a in report["hook"]["actions"])
    assert any("history is busy (locked by another process for over 1 s)" in ln for ln in lines)
