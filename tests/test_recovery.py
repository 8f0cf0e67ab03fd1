from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

from diagnose.classify.verdict import choose_verdict
from diagnose.records import Event, FileScan, Finding, JobScan, LogLine
from diagnose.recover.history import History, HistoryPolicy, PastFailure
from diagnose.recover.recovery import NO_REQUEUE_EXIT, no_requeue, recommend
from tests.test_checkpoints import megatron, truncate
from tests.test_verdict import finding

SCAN = JobScan("job", "job", (), slurm_job_id="4242")


def _recommend(*findings):
    return recommend(choose_verdict(tuple(findings), tuple(f.event for f in findings)), SCAN)


def test_node_level_hardware_excludes_and_drains_the_culprit_node():
    r = _recommend(finding("gpu_hardware", node="gpu-node-07"))
    assert r.action == "restart_excluding_node" and r.retry is True
    assert r.exclude_nodes == ("gpu-node-07",)
    assert any("scontrol update nodename=gpu-node-07 state=drain" in c for c in r.commands)
    assert any("--exclude=gpu-node-07" in c for c in r.commands)


def test_rule_refinement_xid94_restarts_in_place():
    f = replace(finding("gpu_hardware", node="gpu-node-07"), action="restart_from_checkpoint", exclude_node=False)
    r = _recommend(f)
    assert r.action == "restart_from_checkpoint" and r.exclude_nodes == ()


def test_network_error_excludes_only_a_single_implicated_node():
    one = _recommend(finding("network_error", node="a", rank=1), finding("network_error", node="a", rank=2, minute=1))
    two = _recommend(finding("network_error", node="a", rank=1), finding("network_error", node="b", rank=9, minute=1))
    assert one.exclude_nodes == ("a",) and one.action == "restart_excluding_node"
    assert two.exclude_nodes == () and two.action == "restart_from_checkpoint"


def test_script_failures_are_not_retried():
    r = _recommend(finding("code_bug"))
    assert r.action == "fix_code" and r.retry is False and r.exclude_nodes == ()


def test_hostile_node_names_never_reach_a_command():
    r = _recommend(finding("gpu_hardware", node="n1;rm -rf /"))
    assert r.exclude_nodes == () and not any("rm -rf" in c for c in r.commands)


def test_requeue_names_the_slurm_job():
    assert _recommend(finding("preemption")).commands == ("scontrol requeue 4242",)


# --- Xid actions, history and checkpoints ---------------------------------------------------------------

NOW = datetime(2024, 5, 2, 12, 0, tzinfo=timezone.utc)


def said(type_, message, *, node="gpu-node-07", role="root_cause", lineno=50, file="train.log", **kw):
    line = LogLine(file, lineno, message, message, 0, node, None)
    return Finding(type_, role, Event("line", (line,), (0,)), line, rule=f"r-{type_}", **kw)


def rec(*findings, history=None, checkpoint_dir=None, scan=SCAN):
    v = choose_verdict(tuple(findings), tuple(f.event for f in findings))
    return recommend(v, scan, history=history, checkpoint_dir=checkpoint_dir, now=NOW)


def test_xid_79_drains_and_reboots_the_node():
    r = rec(said("gpu_hardware", "NVRM: Xid (PCI:0000:2b:00): 79, pid=1, GPU has fallen off the bus."))
    assert r.action == "restart_excluding_node" and r.retry and r.drain_nodes == ("gpu-node-07",)
    assert "RESTART_BM" in r.reason and "Xid 79" in r.reason
    assert "scontrol reboot ASAP nextstate=RESUME reason='diagnose: Xid 79' gpu-node-07" in r.commands


def test_xid_48_resets_the_named_gpu():
    r = rec(said("gpu_hardware", "NVRM: Xid (PCI:0000:07:00): 48, pid=1, An uncorrectable double bit error"))
    assert "RESET_GPU" in r.reason and r.exclude_nodes == ("gpu-node-07",)
    assert any(c.startswith("nvidia-smi -r -i 0000:07:00.0") for c in r.commands)
    assert any("state=drain" in c for c in r.commands)


def test_application_level_xids_never_drain():
    for message in ("NVRM: Xid (PCI:0000:2b:00): 13, pid=2, name=python3, Graphics Exception",
                    "NVRM: Xid (PCI:0000:2b:00): 31, pid=2, MMU Fault"):
        r = rec(said("cuda_error", message))
        assert (r.action, r.exclude_nodes, r.drain_nodes) == ("restart_from_checkpoint", (), ())
        assert "Application-level" in r.reason and not any("drain" in c or "nvidia-smi" in c for c in r.commands)
    r94 = rec(said("gpu_hardware", "NVRM: Xid (PCI:0000:01:00): 94, pid=7062, Contained: CE User Channel"))
    assert r94.action == "restart_from_checkpoint" and r94.drain_nodes == () and "RESTART_APP" in r94.reason


def past(id_, type_="network_error", *, run="slurm:9", sig="sig-a", node="gpu-node-07", hours=1.0,
         category="infrastructure"):
    return PastFailure(id_, run, f"job{id_}", type_, category, node, sig, NOW - timedelta(hours=hours))


def history(*failures, run="slurm:9", sig="sig-a", **policy):
    return History(run, sig, tuple(failures), HistoryPolicy(**policy))


NET = said("network_error", "NET/IB : Got completion from peer 10.0.0.2 with error 4", node=None)


def test_a_signature_that_recurs_in_the_same_run_stops_retries():
    r = rec(NET, history=history(past(7)))
    assert r.retry is False and no_requeue(r, "network_error")
    assert "#7 (job7," in r.reason and "restart loop" in r.reason
    assert r.commands[-1].startswith("# the same failure recurred")
    assert rec(NET, history=history(past(7, run="slurm:other"))).retry is True  # another job
    assert rec(NET, history=history(past(7, hours=30))).retry is True  # outside the window
    assert rec(NET, history=history(past(7), signature_retries=2)).retry is True  # budget of two


def test_scheduler_endings_recur_by_design():
    r = rec(said("time_limit", "*** JOB 9 ON n1 CANCELLED AT 2024-05-01T12:00:00 DUE TO TIME LIMIT ***"),
            history=history(past(3, "time_limit", category="scheduler")))
    assert r.retry is True


def test_a_node_with_repeated_infrastructure_failures_is_drained():
    storage = said("storage_error", "OSError: [Errno 5] Input/output error", node="gpu-node-07")
    two = history(past(1, "storage_error", sig="x", run="a"), past(2, "nccl_timeout", sig="y", run="b"))
    r = rec(storage, history=two)
    assert r.drain_nodes == ("gpu-node-07",) and r.exclude_nodes == ("gpu-node-07",)
    assert r.action == "restart_excluding_node" and "3 infrastructure failures within 24 h" in r.reason
    assert any(c.startswith("scontrol update nodename=gpu-node-07 state=drain") for c in r.commands)
    one = history(past(1, "storage_error", sig="x", run="a"), past(2, "code_bug", sig="y", run="b",
                                                                   category="script"))
    assert rec(storage, history=one).drain_nodes == ()
    four = history(*two.failures, node_failures=4)
    assert rec(storage, history=four).drain_nodes == ()


def test_cuda_error_recurring_on_a_node_excludes_it_without_draining():
    cuda = said("cuda_error", "RuntimeError: CUDA error: unspecified launch failure")
    r = rec(cuda, history=history(past(4, "cuda_error", sig="other", run="other")))
    assert r.exclude_nodes == ("gpu-node-07",) and r.drain_nodes == () and r.action == "restart_excluding_node"
    assert "recurred on gpu-node-07" in r.reason
    assert rec(cuda, history=history(past(4, "cuda_error", sig="o", run="o", node="gpu-node-99"))).exclude_nodes == ()


def test_restart_resumes_from_the_newest_intact_checkpoint(tmp_path: Path):
    megatron(tmp_path, 100, 200, 300)
    truncate(tmp_path / "iter_0000300" / "mp_rank_00" / "model_optim_rng.pt")
    r = rec(NET, checkpoint_dir=tmp_path)
    assert r.resume_from == str(tmp_path / "iter_0000200") and r.resume_step == 200
    assert "Skipped: iter_0000300" in r.reason
    assert f"export DIAGNOSE_RESUME_FROM={tmp_path / 'iter_0000200'}" in r.commands
    assert f"# Megatron-LM: --load {tmp_path} --ckpt-step 200" in r.commands


def test_divergence_rolls_back_to_before_the_step_it_began(tmp_path: Path):
    megatron(tmp_path, 100, 200, 300)
    early = said("loss_divergence", " iteration      250/   1000 | lm loss: nan |", node=None, lineno=30)
    early = Finding(early.type, early.role, Event("line", early.event.lines, (0,), survived=True), early.line,
                    rule=early.rule)
    final = said("loss_divergence", "RuntimeError: found NaN in local grad norm", node=None, lineno=60)
    r = rec(early, final, checkpoint_dir=tmp_path)
    assert r.retry is False and r.resume_from == str(tmp_path / "iter_0000200")
    assert "before the divergence at step 250 (train.log:30)" in r.reason


def test_divergence_step_from_the_last_progress_line(tmp_path: Path):
    megatron(tmp_path, 100, 200, 300)
    final = said("loss_divergence", "RuntimeError: found NaN in local grad norm", node=None, lineno=60)
    scan = JobScan("job", "job", (FileScan("train.log", (), 60, 1, last_progress=58,
                                           last_progress_text="iteration      301/   1000 | lm loss: nan"),))
    assert rec(final, checkpoint_dir=tmp_path, scan=scan).resume_step == 300
    unknown = rec(final, checkpoint_dir=tmp_path)
    assert unknown.resume_step == 300 and "not in the logs" in unknown.reason


def test_corrupt_checkpoint_named_in_the_log_falls_back_to_the_previous(tmp_path: Path):
    megatron(tmp_path, 100, 200, 300)
    f = said("checkpoint_corrupt", f"RuntimeError: PytorchStreamReader failed reading zip archive: "
                                   f"{tmp_path}/iter_0000300/mp_rank_00/model_optim_rng.pt", node=None)
    r = rec(f, checkpoint_dir=tmp_path)
    assert r.resume_from == str(tmp_path / "iter_0000200") and "older than iter_0000300" in r.reason


def test_no_intact_checkpoint_is_said(tmp_path: Path):
    r = rec(NET, checkpoint_dir=tmp_path)
    assert r.resume_from is None and f"No intact checkpoint under {tmp_path}" in r.reason


def test_no_requeue_exit_code():
    assert NO_REQUEUE_EXIT == 93
    assert no_requeue(rec(said("code_bug", "TypeError: x")), "code_bug")
    assert not no_requeue(rec(NET), "network_error")
    assert not no_requeue(recommend(choose_verdict((), ()), SCAN), "unknown")
