"""The accuracy benchmark: metrics against hand-computed answers, baselines, labels, floor, CLI."""

import functools
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from diagnose.classify.tiers import memory as memory_tier
from diagnose.cli.app import app
from diagnose.corpus.cases import (
    Case,
    Culprit,
    Label,
    LabelError,
    load_cases,
    load_label,
)
from diagnose.errors import DiagnoseError
from diagnose.evaluation.baselines import (
    Line,
    classify_by_exit_code,
    classify_by_keyword,
    exit_status,
    job_lines,
)
from diagnose.evaluation.benchmark import EvalConfig, run_eval, subset_names
from diagnose.evaluation.floor import Floor, check_floors, floors_from
from diagnose.evaluation.metrics import (
    CaseResult,
    Prediction,
    accuracy,
    confusion_pairs,
    culprit_scores,
    macro_f1,
    micro_f1,
    per_label_scores,
    percentile,
    unsafe_retries,
)
from diagnose.evaluation.peer import (
    check_our_modes,
    default_peer_dir,
    gpualert_mode,
    load_mode_map,
    our_mode,
    present_modes,
    score_peer,
)

from .conftest import write

GOOD_LABEL = {"type": "cuda_oom", "category": "framework", "retry": False, "action": "adjust_resources",
              "culprit": {"rank": 3, "node": None, "file": "rank-3.log", "line": 2},
              "source": "https://example.org/issue/1", "split": "test", "why": "allocator failure", "hard": False}


def result(true_type, predicted, *, retry=None, culprit=Culprit(), predicted_culprit=Culprit(), case_id=None):
    label = Label(true_type, "framework", None, None, culprit, "synthetic", "test", "", False)
    case = Case(case_id or f"{true_type}-{predicted}", Path("."), label)
    return CaseResult(case, Prediction(predicted, "framework", "rule", retry, predicted_culprit), 0.0)


# --- metrics ---------------------------------------------------------------------------------

def test_macro_f1_on_a_tiny_confusion_matches_the_hand_computed_value():
    pairs = [("a", "a"), ("a", "a"), ("a", "b"), ("b", "b"), ("c", "a")]
    scores = {s.type: s for s in per_label_scores(pairs)}
    # a: P = 2/3 (3 predicted), R = 2/3 (3 true); b: P = 1/2, R = 1/1; c: never predicted -> 0.
    assert scores["a"].precision == pytest.approx(2 / 3) and scores["a"].recall == pytest.approx(2 / 3)
    assert scores["b"].f1 == pytest.approx(2 / 3) and (scores["c"].precision, scores["c"].f1) == (0.0, 0.0)
    assert macro_f1(list(scores.values())) == pytest.approx(4 / 9)
    assert micro_f1(pairs) == pytest.approx(3 / 5) == accuracy(pairs)


def test_a_type_that_is_only_predicted_counts_in_macro_f1():
    pairs = [("a", "a"), ("a", "d")]
    # a: P = 1, R = 1/2, F1 = 2/3; d: predicted once, never true: F1 0 -> macro 1/3.
    assert [s.type for s in per_label_scores(pairs)] == ["a", "d"]
    assert macro_f1(per_label_scores(pairs)) == pytest.approx(1 / 3)
    # Restricted to a fixed label set (the peer's modes), "d" is just a miss.
    assert macro_f1(per_label_scores(pairs, ["a"])) == pytest.approx(2 / 3)
    assert micro_f1(pairs, ["a"]) == pytest.approx(2 * 1 / (1 + 2))


def test_unsafe_retries_count_only_retry_true_on_types_that_must_not_be_retried():
    results = [
        result("cuda_oom", "nccl_timeout", retry=True, case_id="oom-retried"),  # unsafe
        result("cuda_oom", "cuda_oom", retry=False, case_id="oom-stopped"),
        result("code_bug", "unknown", retry=None, case_id="bug-unknown"),  # no answer is not a retry
        result("nccl_timeout", "nccl_timeout", retry=True, case_id="hang-retried"),  # retry is fine here
    ]
    unsafe = unsafe_retries(results)
    assert (unsafe.count, unsafe.eligible, unsafe.case_ids) == (1, 3, ("oom-retried",))


def test_culprit_scores_skip_fields_the_label_leaves_null():
    results = [
        result("cuda_oom", "cuda_oom", culprit=Culprit(rank=3, file="a.log", line=10),
               predicted_culprit=Culprit(rank=3, node="x", file="./a.log", line=10)),
        result("cuda_oom", "cuda_oom", culprit=Culprit(node="Node-1", file="b.log"),
               predicted_culprit=Culprit(rank=0, node="node-1", file="c.log", line=5)),
        result("cuda_oom", "unknown", culprit=Culprit(), predicted_culprit=Culprit(rank=1)),
    ]
    scores = {c.field: (c.correct, c.total) for c in culprit_scores(results)}
    assert scores == {"rank": (1, 1), "node": (1, 1), "file": (1, 2), "line": (1, 1)}


def test_confusion_pairs_group_case_ids_most_frequent_first():
    results = [result("a", "b", case_id="x2"), result("a", "b", case_id="x1"), result("c", "d", case_id="y"),
               result("a", "a", case_id="ok")]
    pairs = confusion_pairs(results)
    assert [(p.true_type, p.predicted_type, p.count, p.case_ids) for p in pairs] == [
        ("a", "b", 2, ("x1", "x2")), ("c", "d", 1, ("y",))]


def test_percentile_interpolates_linearly_like_numpy():
    assert percentile([4.0, 1.0, 3.0, 2.0], 50) == pytest.approx(2.5)
    assert percentile([1.0, 2.0, 3.0, 4.0], 95) == pytest.approx(3.85)
    assert percentile([], 95) == 0.0


# --- baselines -------------------------------------------------------------------------------

@pytest.mark.parametrize("text, status", [
    ("    exitcode  : -9 (pid: 1234)", "SIGKILL"),
    ("srun: error: node-a: task 0: Exited with exit code 137", "SIGKILL"),
    ("Signal 15 (SIGTERM) received by PID 77", "SIGTERM"),
    ("subprocess returned exit status 134", "SIGABRT"),
    ("timeout: exit code 124", "exit 124"),
    ("process exited with exit code 0", None),
    ("terminated by signal SIGKILL", "SIGKILL"),
    ("no status here", None),
])
def test_exit_status_reads_codes_and_signals(text, status):
    assert exit_status(text) == status


def lines(*texts, file="log"):
    return [Line(file, i, t) for i, t in enumerate(texts, 1)]


def test_exit_code_baseline_maps_the_last_status():
    assert classify_by_exit_code(lines("exit code 1", "exitcode: -9")).type == "host_oom"
    assert classify_by_exit_code(lines("exitcode: -9", "exit code 143")).type == "cancelled"
    assert classify_by_exit_code(lines("exitcode: -6")).type == "nccl_timeout"
    assert classify_by_exit_code(lines("exit code 124")).type == "time_limit"
    assert classify_by_exit_code(lines("exit code 2")).type == "unknown"
    found = classify_by_exit_code(lines("ok", "Exited with exit code 137"))
    assert (found.retry, found.culprit.line, found.tier) == (False, 2, "baseline")
    assert classify_by_exit_code(lines("nothing")).tier == "none"


def test_keyword_baseline_takes_the_first_keyword_in_file_order():
    assert classify_by_keyword(lines("step 1 ok", "RuntimeError: CUDA out of memory", "NCCL error")).type == "code_bug"
    assert classify_by_keyword(lines("step 1 ok", "CUDA out of memory; NCCL error")).type == "cuda_oom"
    assert classify_by_keyword(lines("ModuleNotFoundError: No module named 'x'")).type == "dependency_error"
    assert classify_by_keyword(lines("all good")).type == "unknown"


def test_keyword_baseline_agrees_with_its_grep_one_liner(tmp_path):
    if shutil.which("grep") is None:
        pytest.skip("no grep")
    texts = ["step 1 ok", "warning: nan values in batch; killed worker", "NCCL error: unhandled", "Error again"]
    log = write(tmp_path / "case" / "a.log", "\n".join(texts) + "\n")
    write(tmp_path / "case" / "label.json", "{}")
    grep = subprocess.run(["grep", "-m1", "-ioE", "out of memory|nccl|xid|no space left|killed|nan|"
                           "modulenotfounderror|importerror|error", str(log)], capture_output=True, text=True)
    first = grep.stdout.splitlines()[0].lower()
    prediction = classify_by_keyword(job_lines(tmp_path / "case", frozenset({"label.json"})))
    assert first == "nan" and prediction.type == "loss_divergence" and prediction.culprit.line == 2


# --- labels ----------------------------------------------------------------------------------

def test_a_good_label_loads(tmp_path):
    path = write(tmp_path / "label.json", json.dumps(GOOD_LABEL))
    label = load_label(path)
    assert label.type == "cuda_oom" and label.culprit == Culprit(3, None, "rank-3.log", 2) and not label.synthetic


@pytest.mark.parametrize("change, message", [
    ({"type": "gpu_melted"}, "type must be a taxonomy type id"),
    ({"category": "script"}, "contradicts type 'cuda_oom'"),
    ({"split": "train"}, "split must be one of dev, test"),
    ({"culprit": {"rank": True}}, "culprit.rank must be a rank number"),
    ({"culprit": {"line": 0}}, "culprit.line must be a 1-based line number"),
    ({"source": "a forum"}, "source must be a URL or 'synthetic'"),
    ({"source": "synthetic"}, "missing field(s) generator, seed, scenario, layout"),
    ({"hard": "no"}, "hard must be true or false"),
])
def test_a_bad_label_is_one_error_naming_the_file(tmp_path, change, message):
    path = write(tmp_path / "case" / "label.json", json.dumps({**GOOD_LABEL, **change}))
    with pytest.raises(LabelError) as info:
        load_label(path)
    assert str(info.value).startswith(str(path)) and message in str(info.value) and "\n" not in str(info.value)


def test_invalid_json_and_missing_labels_name_the_file(tmp_path):
    write(tmp_path / "a" / "label.json", '{"type": "cuda_oom",\n oops}')
    with pytest.raises(LabelError, match=r"a/label.json:2: invalid JSON"):
        load_cases(tmp_path)
    (tmp_path / "a" / "label.json").unlink()
    with pytest.raises(LabelError, match=r"a/label.json: missing"):
        load_cases(tmp_path)


def test_cli_reports_a_bad_label_in_one_line_without_traceback(tmp_path, mini_rules):
    write(tmp_path / "cases" / "broken" / "label.json", json.dumps({**GOOD_LABEL, "split": "train"}))
    r = CliRunner().invoke(app, ["eval", str(tmp_path / "cases"), "--rules", str(mini_rules), "--out",
                                 str(tmp_path / "out")])
    assert r.exit_code == 2
    assert r.stderr.count("\n") == 1 and "broken/label.json" in r.stderr and "Traceback" not in r.stderr


# --- the whole run, the floor and the CLI ----------------------------------------------------

def make_cases(root: Path) -> Path:
    """Three cases: a real test OOM (right), a real test KeyError (right), a dev hang (seen as the watchdog)."""
    def case(name, log, type_, category, split, culprit):
        write(root / name / "rank-3.log", log)
        write(root / name / "label.json", json.dumps({**GOOD_LABEL, "type": type_, "category": category,
                                                      "split": split, "culprit": culprit}))

    case("oom", "step 1\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB\n", "cuda_oom",
         "framework", "test", {"rank": None, "node": None, "file": "rank-3.log", "line": 2})
    case("keyerror", "Traceback (most recent call last):\n  File \"t.py\", line 1, in <module>\nKeyError: 1\n",
         "code_bug", "script", "test", {"rank": None, "node": None, "file": "rank-3.log", "line": 3})
    case("hang", "[E] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1)\nexitcode: -6\n",
         "preemption", "scheduler", "dev",
         {"rank": None, "node": None, "file": None, "line": None})
    return root


def test_run_eval_scores_every_subset_and_the_baselines(tmp_path, mini_rules):
    report = run_eval(EvalConfig(make_cases(tmp_path / "cases"), mini_rules, ("rule",), "all"))
    test = report.split_report("test")
    assert (test.n, test.type_accuracy, report.split_report("dev").type_accuracy) == (2, 1.0, 0.0)
    assert {c.field: (c.correct, c.total) for c in test.culprit}["line"] == (2, 2)
    assert report.target.measured == 1.0 and report.target.met
    exit_code = next(s for s in report.systems if s.system == "exit-code")
    assert {r.case.id: r.prediction.type for r in exit_code.results}["hang"] == "nccl_timeout"  # -6: SIGABRT
    assert "test:synthetic" in report.empty_subsets
    assert subset_names("test") == ("test", "test:real", "test:synthetic")


def test_floors_are_the_measured_right_cases_minus_two_and_gate(tmp_path, mini_rules):
    report = run_eval(EvalConfig(make_cases(tmp_path / "cases"), mini_rules, ("rule",), "test"))
    (floor,) = floors_from(report)
    assert floor == Floor("test:real", "rule", 2, 0)
    assert check_floors(report, (floor,)) == ()
    shortfall = check_floors(report, (Floor("test:real", "rule", 2, 3),))
    assert shortfall == ("type right on test:real with --tiers rule: 2/2 < floor 3",)
    with pytest.raises(DiagnoseError, match="counts 5 cases, this run has 2"):
        check_floors(report, (Floor("test:real", "rule", 5, 1),))
    with pytest.raises(DiagnoseError, match="no floor applies"):
        check_floors(report, (Floor("sealed", "rule", 2, 1),))
    kept = Floor("sealed", "rule", 9, 7)
    assert floors_from(report, (kept, Floor("test:real", "rule", 9, 9))) == (kept, floor)


def test_cli_check_floor_exits_1_below_the_floor(tmp_path, mini_rules):
    cases = make_cases(tmp_path / "cases")
    floor = write(tmp_path / "floor.json", json.dumps({"floors": [
        {"subset": "test:real", "tiers": "rule", "cases": 2, "min_correct": 0}]}))
    args = ["eval", str(cases), "--tiers", "rule", "--split", "test", "--rules", str(mini_rules),
            "--out", str(tmp_path / "out"), "--check-floor", str(floor)]
    assert CliRunner().invoke(app, args + ["--write-floor", str(tmp_path / "new-floor.json")]).exit_code == 0
    assert json.loads((tmp_path / "new-floor.json").read_text()) == json.loads(floor.read_text())
    write(floor, json.dumps({"floors": [{"subset": "test:real", "tiers": "rule", "cases": 2, "min_correct": 3}]}))
    r = CliRunner().invoke(app, args)
    assert r.exit_code == 1 and "type right on test:real with --tiers rule: 2/2 < floor 3" in r.stderr


def test_cli_refuses_tiers_that_are_not_installed(tmp_path, mini_rules, monkeypatch):
    monkeypatch.setenv("DIAGNOSE_BACKEND", "openai")  # a server backend with no server configured: no LLM here
    monkeypatch.delenv("DIAGNOSE_BASE_URL", raising=False)
    r = CliRunner().invoke(app, ["eval", str(make_cases(tmp_path / "cases")), "--tiers", "llm",
                                 "--rules", str(mini_rules), "--out", str(tmp_path / "out")])
    assert r.exit_code == 2 and r.stderr.strip().startswith("diagnose: error: tier 'llm' is not available: install")


# --- peer ------------------------------------------------------------------------------------

MODE_README = """| mode | our types |
|---|---|
| cuda_oom | cuda_oom |
| ram_oom | host_oom |
| oom_killer | host_oom |
| segfault | code_bug, unknown |
"""


def test_our_type_maps_to_one_fixed_mode_whatever_the_label(tmp_path):
    modes = load_mode_map(write(tmp_path / "README.md", MODE_README))
    assert modes[0] == ("cuda_oom", ("cuda_oom",)) and len(modes) == 4
    assert our_mode("host_oom") == "oom_killer"  # never the true mode picked from the label
    assert our_mode("gpu_hardware") == "other" and our_mode("unknown") == "other"
    assert gpualert_mode("GPU out-of-memory (CUDA OOM)\nSuggestion: ...") == "cuda_oom"
    assert gpualert_mode("Process exited with code 1. Check stderr.log") == "other"


def test_every_fixed_mode_is_listed_for_its_type_in_the_real_corpus_table():
    readme = default_peer_dir() / "README.md"
    if not readme.exists():
        pytest.skip("the peer corpus is not beside this checkout")
    check_our_modes(load_mode_map(readme), readme)
    with pytest.raises(DiagnoseError, match="does not list"):
        check_our_modes((("cuda_oom", ("cuda_oom",)),), readme)


def test_peer_macro_f1_averages_over_the_modes_a_subset_has():
    from diagnose.evaluation.peer import PeerCase, PeerResult

    def peer_result(mode, ours, theirs, source="wild"):
        return PeerResult(PeerCase(mode, mode, source, Path(mode), 1), "x", ours, theirs, 0.0, 0.0)

    results = [peer_result("cuda_oom", "cuda_oom", "cuda_oom"), peer_result("ram_oom", "other", "ram_oom")]
    assert present_modes([("cuda_oom", "cuda_oom"), ("ram_oom", "other")], ["cuda_oom", "ram_oom", "nccl"]) == [
        "cuda_oom", "ram_oom"]
    scores = {(s.tool, s.subset): s for s in score_peer(results, ["cuda_oom", "ram_oom", "nccl"])}
    assert scores[("diagnose", "wild")].macro_f1 == pytest.approx(0.5)  # cuda_oom 1, ram_oom 0; nccl absent
    assert scores[("gpualert", "all")].macro_f1 == 1.0 and ("diagnose", "injected") not in scores


def test_memory_is_fitted_on_dev_and_never_remembers_the_case_it_scores(tmp_path, mini_rules, monkeypatch):
    root = tmp_path / "cases"
    flux = "Traceback (most recent call last):\n  File \"t.py\", line 1, in <module>\nFluxError: capacitor at {}\n"
    warp = "Traceback (most recent call last):\n  File \"w.py\", line 2, in <module>\nWarpError: coil misaligned\n"
    for name, split, text in (("twin-a", "dev", flux.format(88)), ("twin-b", "dev", flux.format(89)),
                              ("alone", "dev", warp), ("held", "test", flux.format(90)), ("held-warp", "test", warp)):
        write(root / name / "rank-0.log", text)
        line = text.count("\n")
        write(root / name / "label.json", json.dumps({**GOOD_LABEL, "type": "code_bug", "category": "script",
                                                      "split": split, "culprit": {"rank": None, "node": None,
                                                                                  "file": "rank-0.log", "line": line}}))
    monkeypatch.setenv("DIAGNOSE_DB", str(tmp_path / "never-created.sqlite"))
    # labeled cases decide here (by default they are only precedents), so the answers show what is remembered
    monkeypatch.setattr(memory_tier, "MemoryTier", functools.partial(memory_tier.MemoryTier, labeled_threshold=75.0))
    report = run_eval(EvalConfig(root, mini_rules, ("rule", "memory"), "all"))
    ours = {r.case.id: (r.prediction.type, r.prediction.tier) for r in report.systems[0].results}
    assert ours["twin-a"] == ours["twin-b"] == ("code_bug", "memory")  # each decided by the other twin
    assert ours["alone"][0] == "unknown"  # its only look-alike is itself, left out
    assert ours["held"] == ours["held-warp"] == ("code_bug", "memory")  # test cases see every dev case
    assert not (tmp_path / "never-created.sqlite").exists()  # the operator's history is not read
