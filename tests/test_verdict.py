from datetime import datetime, timedelta

import pytest

from diagnose.classify.verdict import choose_verdict
from diagnose.records import Event, Finding, LogLine

T0 = datetime(2024, 5, 1, 12, 0, 0)


def finding(type_, role="root_cause", *, minute=0, rank=0, node="n1", survived=False, priority=50, file=None,
            inherited=False):
    line = LogLine(file or f"rank-{rank}.log", 10 + minute, f"{type_} line", f"{type_} line", rank, node,
                   T0 + timedelta(minutes=minute), time_inherited=inherited)
    event = Event("line", (line,), (0,), survived=survived)
    return Finding(type_, role, event, line, rule=f"r-{type_}", priority=priority)


def verdict(*findings):
    return choose_verdict(tuple(findings), tuple(f.event for f in findings))


def test_concrete_error_beats_the_earlier_or_later_cascade():
    v = verdict(finding("nccl_timeout", "cascade", minute=30, rank=5),
                finding("cuda_oom", minute=1, rank=3),
                finding("connection_error", "cascade", minute=0, rank=0))
    assert v.type == "cuda_oom" and v.root.line.rank == 3
    assert {d.finding.type for d in v.cascade} == {"nccl_timeout", "connection_error"}


def test_hardware_beats_the_software_error_it_triggers_even_when_later():
    v = verdict(finding("cuda_error", "cascade", minute=0, rank=2),
                finding("code_bug", minute=1, rank=2),
                finding("gpu_hardware", minute=2, node="n7", rank=None, file="dmesg.log"))
    assert v.type == "gpu_hardware" and v.root.line.node == "n7"
    reasons = {d.finding.type: d.reason for d in v.cascade}
    assert "hardware" in reasons["cuda_error"]


def test_earliest_among_equals_wins():
    v = verdict(finding("code_bug", minute=5, rank=1), finding("cuda_oom", minute=2, rank=4))
    assert v.type == "cuda_oom"


def _at(type_, lineno, priority, role="cascade", stream=""):
    """A finding on line `lineno` of one file whose lines share the time of its last stamp."""
    line = LogLine("job.log", lineno, f"{type_} line", f"{type_} line", None, None, T0, stream=stream,
                   time_inherited=True)
    return Finding(type_, role, Event("line", (line,), (0,)), line, rule=f"r-{type_}", priority=priority)


def test_of_two_errors_with_one_time_in_one_file_the_first_came_first():
    # A worker's CUDA error, then the driver's gloo read error about the worker that died, both under one stamp.
    v = verdict(_at("network_error", 180, priority=60), _at("cuda_error", 100, priority=40))
    assert v.type == "cuda_error" and v.root.line.lineno == 100


def test_lines_of_two_streams_interleaved_in_one_file_are_not_ordered_by_position():
    # pdsh writes each node's output in blocks: a line above another of a different node did not come first.
    v = verdict(_at("connection_error", 706, priority=70, stream="dgx-044"),
                _at("network_error", 695, priority=60, stream="dgx-045"))
    assert v.type == "connection_error" and v.root.line.lineno == 706


def test_of_two_lines_of_one_type_with_one_time_the_more_specific_is_the_evidence():
    v = verdict(_at("host_oom", 17, priority=40, role="root_cause"), _at("host_oom", 53, priority=85, role="root_cause"))
    assert v.root.line.lineno == 53


def test_a_line_that_only_inherits_an_earlier_stamp_is_not_first_against_a_more_specific_stamped_line():
    # A peer's "remote process exited" traceback under its last step line's stamp, and the CUDA error, stamped
    # seven minutes later, of the rank that died: the traceback came at some time after its stamp.
    v = verdict(finding("network_error", "cascade", rank=0, minute=0, priority=40, inherited=True),
                finding("cuda_error", "cascade", rank=17, minute=7, priority=50, inherited=False))
    assert v.type == "cuda_error" and v.root.line.rank == 17


def test_a_stamped_line_before_an_inherited_stamp_came_first():
    v = verdict(finding("network_error", "cascade", rank=0, minute=7, priority=40, inherited=True),
                finding("cuda_error", "cascade", rank=17, minute=0, priority=30, inherited=False),
                finding("connection_error", "cascade", rank=3, minute=9, priority=20, inherited=False))
    assert v.type == "cuda_error"
    v = verdict(finding("network_error", "cascade", rank=0, minute=0, priority=40, inherited=True),
                finding("cuda_error", "cascade", rank=17, minute=7, priority=30, inherited=False))
    assert v.type == "network_error"


def test_survived_errors_and_context_are_not_the_cause():
    v = verdict(finding("cuda_oom", minute=0, survived=True),
                finding("gpu_hardware", "context", minute=1),
                finding("nccl_timeout", "cascade", minute=30))
    assert v.type == "nccl_timeout"
    reasons = {d.finding.type: d.reason for d in v.cascade}
    assert reasons["cuda_oom"].startswith("survived") and reasons["gpu_hardware"].startswith("context")


def test_only_symptoms_means_unknown_with_candidates():
    unmatched = Event("traceback", (LogLine("r.log", 3, "FooError: x", "FooError: x", 1, None, T0),), (0,),
                      exception="FooError")
    symptom = finding("unknown", "symptom", minute=9)
    v = choose_verdict((symptom,), (unmatched, symptom.event))
    assert v.type == "unknown" and v.tier == "none" and v.root is None
    assert v.candidates == (unmatched,) and v.evidence[0].lineno == 3


def test_evidence_starts_with_the_decisive_line_and_summary_names_it():
    v = verdict(finding("cuda_oom", minute=1, rank=3), finding("cuda_oom", minute=2, rank=4))
    assert v.evidence[0] is v.root.line and len(v.evidence) == 2
    assert "rank 3" in v.summary and "rank-3.log:11" in v.summary


def test_a_job_level_root_line_is_about_the_one_process_its_type_and_the_exits_name():
    oom_count = finding("host_oom", minute=0, rank=None, node=None, priority=90, file="slurm-7.out")
    killed = finding("host_oom", minute=1, rank=4, node="n2", priority=45, file="train.log")
    exit_ = finding("unknown", "exit", minute=1, rank=4, node="n2", file="train.log")
    v = verdict(oom_count, killed, exit_)
    assert v.root is oom_count and (v.culprit_rank, v.culprit_node) == (4, "n2")
    other = finding("host_oom", minute=2, rank=9, node="n5", priority=45, file="train.log")
    v = verdict(oom_count, killed, other)
    assert (v.culprit_rank, v.culprit_node) == (None, None)  # two processes: the line cannot say which


def _exit(text, lineno, rank, node, file, minute=None):
    line = LogLine(file, lineno, text, text, rank, node, None if minute is None else T0 + timedelta(minutes=minute))
    return Finding("unknown", "exit", Event("line", (line,), (0,)), line, rule="r-exit", priority=5)


def test_a_job_level_oom_kill_is_about_the_process_that_died_of_sigkill_not_the_exit_beside_it():
    oom_count = _exit("slurmstepd: error: Detected 1 oom_kill event in StepId=7.0.", 5, None, None, "slurm-7.out")
    oom_count = Finding("host_oom", "root_cause", oom_count.event, oom_count.line, rule="r-oom", priority=90)
    agent = _exit("srun: error: gpu-a: task 0: Exited with exit code 1", 6, 0, "gpu-a", "slurm-7.out")
    killed = _exit("  exitcode  : -9 (pid: 448048)", 320, 3, "gpu-a", "gpu-a.log", minute=3)
    timed_out = _exit("  exitcode  : -6 (pid: 448049)", 80, 16, "gpu-c", "gpu-c.log", minute=30)
    v = verdict(oom_count, agent, killed, timed_out)
    assert v.root is oom_count and (v.culprit_rank, v.culprit_node) == (3, "gpu-a")
    v = verdict(oom_count, agent, timed_out)  # nobody died of SIGKILL: the exit beside the line is all there is
    assert (v.culprit_rank, v.culprit_node) == (0, "gpu-a")


def test_an_exit_line_that_only_inherits_a_stamp_is_ordered_by_its_place_in_the_file():
    first = _exit("srun: error: gpu-b: task 6: Exited with exit code 1", 430, 6, "gpu-b", "slurm-9.out")
    later = LogLine("slurm-9.out", 452, "srun: error: gpu-a: tasks 0,2-3: Terminated",
                    "srun: error: gpu-a: tasks 0,2-3: Terminated", 0, "gpu-a", T0, time_inherited=True)
    later = Finding("unknown", "exit", Event("line", (later,), (0,)), later, rule="r-exit", priority=5)
    v = verdict(later, first)
    assert v.type == "unknown" and (v.culprit_rank, v.culprit_node) == (6, "gpu-b")


def _report(rank, node, lineno, file="train.log"):
    line = LogLine(file, lineno, "  exitcode  : 1 (pid: 7)", "  exitcode  : 1 (pid: 7)", rank, node, None)
    return Finding("unknown", "symptom", Event("report", (line,), (0,)), line, rule="r-report", priority=10)


def test_a_root_line_without_a_node_ran_on_the_one_host_its_files_torchrun_report_names():
    root = finding("host_oom", rank=None, node=None, file="train.log")
    v = verdict(root, _report(5, "gpu-a", 90), _report(3, "gpu-a", 96))
    assert v.root is root and v.culprit_node == "gpu-a"
    assert verdict(root, _report(5, "gpu-a", 90), _report(3, "gpu-b", 96)).culprit_node is None  # which one?
    assert verdict(root, _report(5, "gpu-a", 90, file="other.log")).culprit_node is None  # another file's agent


def _untimed(type_, lineno, priority, text=None):
    text = text or f"{type_} text"
    line = LogLine("train.log", lineno, text, text, None, None, None)
    return Finding(type_, "root_cause", Event("line", (line,), (0,)), line, rule=f"r-{type_}", priority=priority)


def test_a_message_that_goes_on_in_the_next_line_is_decided_by_its_most_specific_rule():
    # HDF5's "OSError: Unable to create file (file write failed: ..." goes on: "..., errno = 28, error message =
    # 'No space left on device'": the catch-all OSError rule yields to the line that says what failed.
    assert verdict(_untimed("code_bug", 15, 5), _untimed("disk_full", 16, 80)).type == "disk_full"


def test_a_later_error_two_lines_on_is_another_message():
    assert verdict(_untimed("code_bug", 15, 5), _untimed("disk_full", 17, 80)).type == "code_bug"


def test_a_wrapper_that_ends_with_a_colon_is_decided_by_the_error_it_quotes_below():
    # Ray: "RuntimeError: The actor with name WorkerDict failed to import on the worker. ... environment:" and,
    # 21 lines on, the worker's own traceback ends in "ImportError: ...so: undefined symbol: ...".
    wrapper = "RuntimeError: The actor failed to import on the worker. This may be because ... environment:"
    quoted = _untimed("dependency_error", 164, 72)
    assert verdict(_untimed("code_bug", 143, 5, wrapper), quoted).type == "dependency_error"
    assert verdict(_untimed("code_bug", 143, 5), _untimed("dependency_error", 164, 72)).type == "code_bug"
    assert verdict(_untimed("code_bug", 143, 5, wrapper), _untimed("dependency_error", 190, 72)).type == "code_bug"


@pytest.mark.parametrize("after", ["device_assert", "code_bug", "config_error", "cancelled"])
def test_a_crash_or_a_stop_after_the_loss_went_non_finite_on_its_process_is_the_divergence(after):
    # A best checkpoint no epoch improved on is missing (config_error); whoever watched the NaN loss stopped the job.
    nan = finding("loss_divergence", "cascade", minute=0, rank=1)
    v = verdict(nan, finding(after, minute=1, rank=1))
    assert v.type == "loss_divergence" and v.root is nan
    assert v.cascade[0].reason == "a consequence of the earlier loss_divergence"
    assert verdict(nan, finding(after, minute=1, rank=2)).type == after


def test_a_crash_after_the_loss_went_non_finite_on_its_process_is_the_divergence():
    nan = finding("loss_divergence", "cascade", minute=0, rank=1)
    v = verdict(nan, finding("device_assert", minute=1, rank=1))
    assert v.type == "loss_divergence" and v.root is nan
    assert v.cascade[0].reason == "a consequence of the earlier loss_divergence"
    # A crash on another process, or one before the loss went non-finite, is not its consequence.
    assert verdict(nan, finding("device_assert", minute=1, rank=2)).type == "device_assert"
    assert verdict(finding("loss_divergence", "cascade", minute=2, rank=1),
                   finding("code_bug", minute=1, rank=1)).type == "code_bug"
    # Nor is an error of a type a NaN does not cause.
    assert verdict(nan, finding("cuda_oom", minute=1, rank=1)).type == "cuda_oom"


def test_the_code_that_asks_for_a_gpu_after_cuda_failed_on_its_process_is_not_the_cause():
    failed_init = finding("cuda_error", "cascade", minute=0, rank=3)
    assert verdict(failed_init, finding("code_bug", minute=1, rank=3)).root is failed_init
    assert verdict(failed_init, finding("config_error", minute=1, rank=3)).type == "config_error"


def _watchdog(rank, lineno, seq, op):
    text = (f"[Rank {rank}] Watchdog caught collective operation timeout: WorkNCCL(SeqNum={seq}, OpType={op}, "
            f"Timeout(ms)=600000) ran for 600071 milliseconds before timing out.")
    line = LogLine(f"rank-{rank}.log", lineno, text, text, rank, "n1", T0 + timedelta(minutes=lineno))
    return Finding("nccl_timeout", "cascade", Event("line", (line,), (0,)), line, rule="pg-nccl-watchdog-timeout",
                   priority=30)


def test_ranks_that_time_out_in_different_collectives_of_one_sequence_number_are_misconfigured():
    v = verdict(_watchdog(1, 1, 480111, "BROADCAST"), _watchdog(0, 2, 480111, "ALLREDUCE"),
                _watchdog(2, 3, 480111, "BROADCAST"))
    assert (v.type, v.root.rule, v.culprit_rank) == ("config_error", "mismatched-collectives", 0)  # the odd one out


def test_ranks_that_time_out_at_different_points_of_one_program_are_a_collective_timeout():
    v = verdict(_watchdog(1, 1, 480111, "BROADCAST"), _watchdog(0, 2, 480112, "ALLREDUCE"))
    assert v.type == "nccl_timeout"
