from dataclasses import replace

from diagnose.recovery import recommend
from diagnose.types import JobScan
from diagnose.verdict import choose_verdict
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
