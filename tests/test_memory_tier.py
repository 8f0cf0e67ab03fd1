import json
from pathlib import Path

import pytest

from diagnose.classify.tiers.memory import MemoryTier, candidates
from diagnose.corpus.cases import load_cases, select_split
from diagnose.errors import DiagnoseError
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.records import Event, FileScan, JobScan, LogLine
from diagnose.store.database import Store
from diagnose.taxonomy import TYPES

IO_ERROR = "OSError: [Errno 5] Input/output error: '/lustre/ckpt/step_1200/model.pt'"
DECODE = "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position 1: invalid start byte"


def traceback(last: str) -> str:
    return f'Traceback (most recent call last):\n  File "train.py", line 9, in <module>\n    main()\n{last}\n'


def add_case(root: Path, case: str, type_: str, error: str, *, split: str = "dev") -> None:
    """A labeled case whose culprit is the final line of a traceback in train.log."""
    text = "step 1 loss 2.0\n" + traceback(error)
    (root / case).mkdir(parents=True)
    (root / case / "train.log").write_text(text)
    label = {"type": type_, "category": TYPES[type_].category, "retry": None, "action": None,
             "culprit": {"rank": None, "node": None, "file": "train.log", "line": text.count("\n")},
             "source": "https://example.org/issue/1", "split": split, "why": "test", "hard": False}
    (root / case / "label.json").write_text(json.dumps(label))


@pytest.fixture
def labeled(tmp_path: Path) -> Path:
    root = tmp_path / "labeled"
    add_case(root, "io", "storage_error", IO_ERROR)
    add_case(root, "decode", "dataset_error", DECODE)
    add_case(root, "vague", "unknown", "RuntimeError: something went wrong in the worker loop")
    # test cases are for scoring: the tier must never remember them
    add_case(root, "held-out", "code_bug", "FluxCapacitorError: flux overflow in stage 3 of 4", split="test")
    return root


DECIDING = {"labeled_threshold": 75.0}  # labeled cases decide too (by default they are only precedents)


def fitted(labeled: Path, **settings: object) -> MemoryTier:
    """The tier as the pipeline builds it: fitted on the dev split."""
    return MemoryTier(**settings).fit(select_split(load_cases(labeled), "dev"))


def scan_of(tmp_path: Path, mini_rules: Path, error: str, name: str = "job") -> JobScan:
    job = tmp_path / name
    job.mkdir()
    (job / "rank-0.log").write_text("step 0 loss 3.0\n" + traceback(error))
    return Diagnoser(mini_rules).diagnose(str(job)).scan


def test_decides_above_threshold(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "OSError: [Errno 5] Input/output error: '/lustre/other/run7/opt.pt'")
    result = fitted(labeled, **DECIDING).classify(scan)
    (f,) = result.findings
    assert (f.type, f.role, f.tier, f.rule) == ("storage_error", "root_cause", "memory", None)
    assert f.line == f.event.head and "Input/output error" in f.line.raw
    assert f.confidence >= 0.75
    assert "labeled:io" in result.notes[0]


def test_by_default_a_labeled_case_is_a_precedent_not_a_verdict(tmp_path: Path, labeled: Path,
                                                                 mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "OSError: [Errno 5] Input/output error: '/lustre/other/run7/opt.pt'")
    result = fitted(labeled).classify(scan)
    assert result.findings == () and "labeled cases are precedents" in result.notes[0]
    assert result.precedents[-1].case == "labeled:io" and result.precedents[-1].type == "storage_error"


def test_abstains_below_threshold_but_lists_neighbours(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "ValueError: 'utf-8' codec mismatch in tokenizer config for vocab")
    tier = fitted(labeled)
    result = tier.classify(scan)
    assert result.findings == () and "abstained" in result.notes[0]
    neighbours = tier.neighbours(scan)
    assert neighbours and neighbours[0].type == "dataset_error" and neighbours[0].score < tier.threshold
    assert [n.score for n in neighbours] == sorted((n.score for n in neighbours), reverse=True)
    assert {n.source for n in neighbours} <= {"labeled:io", "labeled:decode", "labeled:vague"}


def test_an_abstention_hands_the_solved_neighbours_on_as_precedents(tmp_path: Path, labeled: Path,
                                                                    mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "ValueError: 'utf-8' codec mismatch in tokenizer config for vocab")
    tier = fitted(labeled)
    precedents = tier.classify(scan).precedents
    solved = [n for n in tier.neighbours(scan) if n.type != "unknown"]
    assert precedents and precedents[-1].case == solved[0].source  # the nearest comes last, next to the question
    assert [p.type for p in reversed(precedents)] == [n.type for n in solved][:3]
    assert all(p.type != "unknown" for p in precedents)


@pytest.mark.parametrize("examples_from, shown", [("memory", True), ("none", False)])
def test_the_llm_tier_is_shown_the_memory_tiers_neighbours_when_configured(
        tmp_path: Path, labeled: Path, mini_rules: Path, fake_backend, examples_from: str, shown: bool) -> None:
    from diagnose.classify.tiers.llm import LLMTier

    job = tmp_path / "job"
    job.mkdir()
    error = "ValueError: 'utf-8' codec mismatch in tokenizer config for vocab"
    (job / "rank-0.log").write_text("step 0 loss 3.0\n" + traceback(error))
    backend = fake_backend(replies=[json.dumps({"line": error, "summary": "Tokenizer config mismatch."})],
                           scores=[{"dataset_error": 0.0}, {}])
    llm = LLMTier(backend, Path(__file__).resolve().parent.parent / "prompts", examples_from=examples_from)
    d = Diagnoser(mini_rules, ("rule", "memory", "llm"), memory=fitted(labeled), llm=llm).diagnose(str(job))
    assert d.verdict.type == "dataset_error" and d.verdict.tier == "llm"
    prompt = backend.calls[0][2]
    assert ("Solved examples" in prompt) is shown
    assert not shown or "dataset_error" in prompt.split("Solved examples")[1]


def test_a_lower_threshold_decides_the_same_job(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "ValueError: 'utf-8' codec mismatch in tokenizer config for vocab")
    top = fitted(labeled).neighbours(scan)[0]
    (f,) = fitted(labeled, labeled_threshold=top.score).classify(scan).findings
    assert f.type == "dataset_error" and f.confidence == round(top.score / 100, 3)


def test_test_split_is_never_remembered(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "FluxCapacitorError: flux overflow in stage 3 of 4")
    tier = fitted(labeled)
    assert tier.classify(scan).findings == ()
    assert all(n.source != "labeled:held-out" for n in tier.neighbours(scan))


def test_unknown_neighbour_means_abstain(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "RuntimeError: something went wrong in the worker loop")
    tier = fitted(labeled)
    assert tier.neighbours(scan)[0].type == "unknown"
    result = tier.classify(scan)
    assert result.findings == () and "never explained" in result.notes[0]


def test_confirmed_incident_beats_labeled_when_more_similar(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    error = "OSError: [Errno 5] Input/output error while reading shard index of /data/web/part-7.arrow"
    scan = scan_of(tmp_path, mini_rules, error)
    with Store(tmp_path / "h.sqlite") as store:
        assert fitted(labeled, confirmations=store.confirmations(), **DECIDING).classify(scan).findings[0].type == "storage_error"
        # an operator decided that this exact failure is a data problem on this cluster
        sig = candidates(scan)[0].text
        store.confirm("sig-1", sig, "dataset_error", job="earlier-job")
        result = fitted(labeled, confirmations=store.confirmations(), **DECIDING).classify(scan)
        assert result.findings[0].type == "dataset_error" and result.findings[0].confidence == 1.0
        assert "confirmed:earlier-job" in result.notes[0]


def test_confirmed_wins_a_tie_with_labeled(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, IO_ERROR)
    with Store(tmp_path / "h.sqlite") as store:
        store.confirm("sig-io", candidates(scan)[0].text, "disk_full", job="ops")  # the same text as case "io"
        tier = fitted(labeled, confirmations=store.confirmations())
        assert [n.source for n in tier.neighbours(scan)[:2]] == ["confirmed:ops", "labeled:io"]
        assert tier.classify(scan).findings[0].type == "disk_full"


def test_labeled_beats_confirmed_when_more_similar(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, IO_ERROR)
    with Store(tmp_path / "h.sqlite") as store:
        store.confirm("sig-2", "OSError: [Errno 28] No space left on device: <PATH>", "disk_full", job="j")
        tier = fitted(labeled, confirmations=store.confirmations(), **DECIDING)
        assert tier.classify(scan).findings[0].type == "storage_error"
        assert "confirmed:j" in {n.source for n in tier.neighbours(scan)}


def test_confirmations_alone_without_labeled_logs(tmp_path: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, IO_ERROR)
    with Store(tmp_path / "h.sqlite") as store:
        assert MemoryTier(confirmations=store.confirmations()).fit(()).classify(scan).findings == ()
        store.confirm("s", candidates(scan)[0].text, "storage_error", job="j")
        tier = MemoryTier(confirmations=store.confirmations()).fit(())
        assert tier.classify(scan).findings[0].type == "storage_error"


def test_later_confirmation_of_a_signature_overrides(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "MysteryError: the quux subsystem gave up")
    sig = candidates(scan)[0].text
    with Store(tmp_path / "h.sqlite") as store:
        store.confirm("sig-3", sig, "code_bug", job="a")
        store.confirm("sig-3", sig, "config_error", job="b")
        assert fitted(labeled, confirmations=store.confirmations()).classify(scan).findings[0].type == "config_error"


def test_events_narrow_the_candidates(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    job = tmp_path / "two"
    job.mkdir()
    (job / "rank-0.log").write_text(traceback(IO_ERROR) + "step 5\n" + traceback("ZorkError: grue ate the lantern"))
    scan = Diagnoser(mini_rules).diagnose(str(job)).scan
    tier = fitted(labeled, **DECIDING)
    assert tier.classify(scan).findings[0].type == "storage_error"
    zork = [e for e in scan.events if "Zork" in e.head.raw]
    assert tier.classify(scan, events=zork).findings == ()
    assert tier.classify(scan, events=[]).notes == ("memory: abstained (no candidate events)",)


def line(n: int, message: str, file: str = "a.log") -> LogLine:
    return LogLine(file, n, message, message)


def test_candidates_skip_survived_and_symptom_events_and_repeat_texts() -> None:
    events = (
        Event("line", (line(1, "ERROR early warning 1"),), (0,), survived=True),
        Event("child_failed", (line(2, "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:"),), (0,)),
        Event("line", (line(3, "ERROR disk quota reached on rank 1"),), (0,)),
        Event("line", (line(4, "ERROR disk quota reached on rank 2"),), (0,)),
        Event("traceback", (line(5, "Traceback (most recent call last):"), line(6, "KeyError: 'x'")), (1,), head_at=1),
    )
    scan = JobScan("j", "p", (FileScan("a.log", events, 6, 100),))
    assert [(c.event.kind, c.text) for c in candidates(scan)] == [
        ("traceback", "KeyError: 'x'"), ("line", "ERROR disk quota reached on <RANK>")]


def test_an_unfitted_tier_says_so(tmp_path: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, IO_ERROR)
    with pytest.raises(DiagnoseError, match="fit"):
        MemoryTier().classify(scan)


def test_remembers_only_the_cases_it_is_fitted_on(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, "FluxCapacitorError: flux overflow in stage 3 of 4")
    assert fitted(labeled, **DECIDING).classify(scan).findings == ()  # the held-out test case is not remembered
    everything = MemoryTier(**DECIDING).fit(load_cases(labeled))
    assert everything.classify(scan).findings[0].type == "code_bug"


def test_leave_out_forgets_one_case_only(tmp_path: Path, labeled: Path, mini_rules: Path) -> None:
    scan = scan_of(tmp_path, mini_rules, IO_ERROR)
    tier = fitted(labeled, **DECIDING)
    assert tier.classify(scan).findings[0].type == "storage_error"
    without = tier.leave_out("io")
    assert without.classify(scan).findings == ()
    assert {m.source for m in tier.memories} - {m.source for m in without.memories} == {"labeled:io"}
    assert tier.classify(scan).findings[0].type == "storage_error"  # the fitted tier is unchanged
