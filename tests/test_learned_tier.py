import json
from pathlib import Path

import pytest

from diagnose.classify.rules import load_rules
from diagnose.classify.tiers.learned import LearnedTier, case_samples, catalog_samples, ending_candidates, rule_samples
from diagnose.corpus.cases import load_cases
from diagnose.corpus.catalog import CatalogEntry
from diagnose.errors import DiagnoseError, RuleError
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.taxonomy import TYPES

pytest.importorskip("sklearn")

ERRORS = {
    "disk_full": ["OSError: [Errno 28] No space left on device: '/ckpt/step_{}/model.pt'",
                  "RuntimeError: [enforce fail at inline_container.cc:{}] . PytorchStreamWriter failed writing file "
                  "data/0: file write failed (No space left on device)"],
    "dataset_error": ["UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position {}: invalid start byte",
                      "pyarrow.lib.ArrowInvalid: JSON parse error: Missing a name for object member in row {}"],
    "code_bug": ["KeyError: 'attention_mask_{}'", "TypeError: forward() got an unexpected keyword argument 'x{}'"],
}


def traceback(last: str) -> str:
    return f'Traceback (most recent call last):\n  File "train.py", line 9, in <module>\n    main()\n{last}\n'


def corpus(root: Path, errors: dict[str, list[str]]) -> Path:
    """Four labeled dev cases per type, each a traceback ending in one of the type's errors (numbered)."""
    for type_, messages in errors.items():
        for n in range(4):
            text = "step 1 loss 2.0\n" + traceback(messages[n % len(messages)].format(n))
            case = root / f"{type_}-{n}"
            case.mkdir(parents=True)
            (case / "train.log").write_text(text)
            label = {"type": type_, "category": TYPES[type_].category, "retry": None, "action": None,
                     "culprit": {"rank": None, "node": None, "file": "train.log", "line": text.count("\n")},
                     "source": f"https://example.org/{type_}/{n}", "split": "dev", "why": "t", "hard": False}
            (case / "label.json").write_text(json.dumps(label))
    return root


@pytest.fixture
def labeled(tmp_path: Path) -> Path:
    return corpus(tmp_path / "labeled", ERRORS)


def job(tmp_path: Path, error: str) -> Path:
    path = tmp_path / "job"
    path.mkdir()
    (path / "rank-0.log").write_text("step 0 loss 3.0\n" + traceback(error))
    return path


def pipeline(tier: LearnedTier, mini_rules: Path) -> Diagnoser:
    return Diagnoser(mini_rules, ("rule", "learned"), learned=tier)


def test_decides_what_the_rules_leave_unknown(tmp_path, labeled, mini_rules):
    tier = LearnedTier(threshold=0.3).fit(load_cases(labeled))
    v = pipeline(tier, mini_rules).diagnose(str(job(tmp_path, "OSError: [Errno 28] No space left on device: '/x'")))
    assert (v.verdict.type, v.verdict.tier) == ("disk_full", "learned")
    assert v.verdict.root.line.message.startswith("OSError: [Errno 28]") and 0.3 <= v.verdict.confidence <= 1


def test_abstains_below_its_threshold(tmp_path, labeled, mini_rules):
    tier = LearnedTier(threshold=1.01).fit(load_cases(labeled))
    d = pipeline(tier, mini_rules).diagnose(str(job(tmp_path, "OSError: [Errno 28] No space left on device")))
    assert d.verdict.type == "unknown" and any("learned: abstained" in n for n in d.verdict.notes)


def test_leave_out_refits_without_the_case(labeled):
    tier = LearnedTier().fit(load_cases(labeled))
    without = tier.leave_out("disk_full-0")
    assert len(without.samples_) == len(tier.samples_) - 1
    assert {s.case for s in tier.samples_} - {s.case for s in without.samples_} == {"disk_full-0"}


def test_an_unfitted_tier_and_a_one_type_corpus_say_so(tmp_path, labeled, mini_rules):
    with pytest.raises(DiagnoseError, match="fit"):
        LearnedTier().classify(pipeline(LearnedTier(), mini_rules).diagnose(str(job(tmp_path, "KeyError: 'a'"))).scan)
    one_type = [c for c in load_cases(labeled) if c.label.type == "code_bug"]
    with pytest.raises(DiagnoseError, match="two types"):
        LearnedTier().fit(one_type)


def test_samples_come_from_culprit_lines_and_deciding_rule_examples(labeled):
    cases = case_samples(load_cases(labeled))
    assert len(cases) == 12 and {s.type for s in cases} == set(ERRORS)
    rules = load_rules(Path(__file__).resolve().parent.parent / "rules")
    taught = rule_samples(rules)
    assert taught and {s.type for s in taught} <= set(TYPES)
    assert all(s.case is None for s in taught)
    assert not {s.type for s in taught} & {"unknown"}


def test_a_wording_only_the_source_catalogs_know_is_learned_from_them(tmp_path, labeled, mini_rules):
    # No labeled case and no rule says host_oom; three messages read from a project's source do.
    catalog = [CatalogEntry("c", "apache/arrow", "cpp/src/arrow/memory_pool.cc:1",
                            f"pyarrow.lib.ArrowMemoryError: malloc of size {n} failed", "host_oom")
               for n in (4096, 8192, 65536)]
    error = "pyarrow.lib.ArrowMemoryError: malloc of size 1048576 failed"
    (tmp_path / "a").mkdir(), (tmp_path / "b").mkdir()
    without = pipeline(LearnedTier(threshold=0.0).fit(load_cases(labeled)), mini_rules)
    taught = pipeline(LearnedTier(threshold=0.0).fit(load_cases(labeled), catalog=catalog), mini_rules)
    assert without.diagnose(str(job(tmp_path / "a", error))).verdict.type != "host_oom"
    assert taught.diagnose(str(job(tmp_path / "b", error))).verdict.type == "host_oom"
    assert {s.type for s in catalog_samples(catalog)} == {"host_oom"}


def test_with_no_open_event_it_reads_how_the_ranks_output_ends(tmp_path, labeled, mini_rules):
    # A worker that printed its decode error without a traceback raises no event; its last line still says why.
    path = tmp_path / "job"
    path.mkdir()
    last = "UnicodeDecodeError: 'utf-8' codec can't decode byte 0x8b in position 77: invalid start byte"
    (path / "rank-0.log").write_text("step 0 loss 3.0\nstep 1 loss 2.9\n" + last + "\n")
    tier = LearnedTier(threshold=0.3).fit(load_cases(labeled))
    d = pipeline(tier, mini_rules).diagnose(str(path))
    assert not d.scan.events
    assert (d.verdict.type, d.verdict.tier) == ("dataset_error", "learned")
    root = d.verdict.root.line
    assert (root.file, root.lineno, root.message) == ("rank-0.log", 3, last)


def test_a_ranks_healthy_steps_are_never_a_candidate_cause(tmp_path, labeled, mini_rules):
    # The last progress line has a finite loss: it and the lines of its shape are steps that went well, so a silent
    # death after them offers only its own last words; a NaN step of the same shape is still read.
    logs = {"rank-0.log": "step 0 loss 3.0\nstep 1 loss 2.9\nstep 2 loss nan\nSegmentation fault\n",
            "rank-1.log": "step 0 loss 3.1\nstep 1 loss 2.8\n"}
    assert ending_texts(tmp_path, labeled, mini_rules, logs) == ["Segmentation fault", "step <NUM> loss nan"]


def test_a_shape_an_ending_repeats_with_moving_numbers_is_routine_output(tmp_path, labeled, mini_rules):
    # Status lines the scanner does not know as progress (no loss) are the job going on, not its cause; the same
    # error repeated word for word, and NaN reports, are still read.
    status = "".join(f"GAN training: time elapsed = {3400 + i}.5 [s] | epoch=1 | batch= [{i}/14015]\n"
                     for i in range(5))
    nan_steps = "".join(f"gen {i} d_loss: nan\n" for i in range(3))
    logs = {"rank-0.log": status, "rank-1.log": "weird fault in unit 7\n" * 3 + nan_steps}
    assert ending_texts(tmp_path, labeled, mini_rules, logs) == ["gen <NUM> d_loss: nan", "weird fault in unit <NUM>"]


def test_a_last_line_that_reports_no_trouble_is_never_a_candidate_cause(tmp_path, labeled, mini_rules):
    # Chatter that happened to come last (a saved config, a thank-you under a pasted log) says nothing of the end.
    logs = {"rank-0.log": "Saved model config and tokenizer class to ./out\nThank you\n",
            "rank-1.log": "step 0 loss 3.0\nbus error in worker 2\n"}
    assert ending_texts(tmp_path, labeled, mini_rules, logs) == ["bus error in worker <NUM>"]


def ending_texts(tmp_path, labeled, mini_rules, logs: dict[str, str]) -> list[str]:
    """The learned tier's ending candidates (their texts, sorted) for a job of these rank logs."""
    path = tmp_path / "job"
    path.mkdir()
    for name, text in logs.items():
        (path / name).write_text(text)
    scan = pipeline(LearnedTier().fit(load_cases(labeled)), mini_rules).diagnose(str(path)).scan
    return sorted(c.text for c in ending_candidates(scan))


def test_it_runs_when_named_and_is_fitted_only_when_a_job_reaches_it(tmp_path, labeled, mini_rules):
    from diagnose.pipeline.factory import Settings, build_diagnoser, default_tiers

    assert "learned" not in default_tiers()  # not a default tier (README, learned tier), though scikit-learn is here
    d = build_diagnoser(Settings(tiers=("rule", "learned"), rules_dir=mini_rules, labeled_dir=labeled, history=False))
    assert d.learned.tier is None
    d.diagnose(str(job(tmp_path, "OSError: [Errno 28] No space left on device: '/x'")))
    assert d.learned.tier is not None and d.learned.tier.samples_


BY_CLASS_RULES = """type: code_bug
rules:
  - id: value-error-by-class
    description: any ValueError
    role: root_cause
    source: https://docs.python.org/3/library/exceptions.html
    by_exception_class: {by_class}
    pattern: '^ValueError: '
    priority: 25
    examples:
      match: ['ValueError: x']
      no_match: ['except ValueError:']
"""
# Messages of one class (ValueError) that say three different things.
BY_MESSAGE = {
    "dependency_error": "ValueError: FSDP requires PyTorch >= 2.{} (installed 1.13)",
    "connection_error": "ValueError: host not found: Name or service not known (attempt {})",
    "code_bug": "ValueError: too many values to unpack (expected {})",
    "host_oom": "ValueError: worker process killed, host out of memory (oom-kill {})",
}


@pytest.fixture
def by_message(tmp_path: Path) -> Path:
    return corpus(tmp_path / "by-message", {type_: [error] for type_, error in BY_MESSAGE.items()})


def by_class_rules(tmp_path: Path, by_class: bool) -> Path:
    rules = tmp_path / f"rules-{by_class}"
    rules.mkdir()
    (rules / "code_bug.yaml").write_text(BY_CLASS_RULES.format(by_class=str(by_class).lower()))
    return rules


@pytest.mark.parametrize("error, by_class, tiers, expected", [
    ("ValueError: Accelerate requires PyTorch >= 2.4 (installed 1.13)", True, ("rule", "learned"),
     ("dependency_error", "learned")),
    # The rule read the message itself: it stands.
    ("ValueError: Accelerate requires PyTorch >= 2.4 (installed 1.13)", False, ("rule", "learned"),
     ("code_bug", "rule")),
    # Without the learned tier nobody reads the message again.
    ("ValueError: Accelerate requires PyTorch >= 2.4 (installed 1.13)", True, ("rule",), ("code_bug", "rule")),
    # A second opinion never turns "fix it" into an unchanged retry.
    ("ValueError: host not found: Name or service not known (attempt 9)", True, ("rule", "learned"),
     ("code_bug", "rule")),
    # A process that printed its own exception was not killed by the OOM killer.
    ("ValueError: worker process killed, host out of memory (oom-kill 7)", True, ("rule", "learned"),
     ("code_bug", "rule")),
])
def test_a_verdict_by_exception_class_takes_the_type_its_message_says(tmp_path, by_message, error, by_class, tiers,
                                                                    expected):
    tier = LearnedTier(overrule_threshold=0.2).fit(load_cases(by_message))
    d = Diagnoser(by_class_rules(tmp_path, by_class), tiers, learned=tier).diagnose(str(job(tmp_path, error)))
    assert (d.verdict.type, d.verdict.tier) == expected
    assert d.verdict.root.line.message == error
    if expected[1] == "learned":
        assert "value-error-by-class named code_bug by the exception's class" in d.verdict.summary
        assert d.verdict.confidence >= 0.2


def test_by_exception_class_must_be_a_boolean(tmp_path):
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "code_bug.yaml").write_text(BY_CLASS_RULES.format(by_class="'yes'"))
    with pytest.raises(RuleError, match=r"code_bug.yaml:3: by_exception_class must be true or false"):
        load_rules(rules)


@pytest.mark.parametrize("asked", [False, True])
def test_the_pipeline_asks_for_a_second_opinion_only_when_told(tmp_path, by_message, asked):
    from diagnose.pipeline.factory import Settings, build_diagnoser

    settings = Settings(("rule", "learned"), by_class_rules(tmp_path, True), labeled_dir=by_message, history=False,
                        second_opinion=asked)
    d = build_diagnoser(settings)
    verdict = d.diagnose(str(job(tmp_path, "ValueError: Accelerate requires PyTorch >= 2.4 (installed 1.13)"))).verdict
    assert verdict.type == ("dependency_error" if asked else "code_bug")
    assert (d.learned.tier is not None) is asked  # unasked, a job the rules settle never trains the classifier


def test_a_second_opinion_without_the_learned_tier_is_a_clear_error(tmp_path, mini_rules):
    from diagnose.errors import DiagnoseError
    from diagnose.pipeline.factory import Settings, build_diagnoser

    with pytest.raises(DiagnoseError, match="--second-opinion needs the learned tier"):
        build_diagnoser(Settings(tiers=("rule", "memory"), rules_dir=mini_rules, history=False,
                                 second_opinion=True))


def test_the_threshold_is_calibrated_on_every_fresh_batch_in_order(tmp_path):
    from eval.calibrate_learned import fresh_batches

    for name in ("real-d10-x-a", "real-d4-y-b", "real-d3-z-c", "real-d4-y-d", "synthetic-e", "real-t2-f"):
        (tmp_path / name).mkdir()
    assert fresh_batches(tmp_path) == ("d4", "d10")


def test_a_group_of_batches_is_replayed_from_before_the_earliest_of_them(tmp_path):
    import subprocess

    from eval.calibrate_learned import first_commit

    def commit(case: str) -> str:
        (tmp_path / "labeled_logs" / case).mkdir(parents=True)
        (tmp_path / "labeled_logs" / case / "job.log").write_text("x\n")
        subprocess.run(["git", "-C", str(tmp_path), "add", "-A"], check=True)
        subprocess.run(["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm",
                        case], check=True)
        return subprocess.run(["git", "-C", str(tmp_path), "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True).stdout.strip()

    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    commit("real-d1-a")
    d6 = commit("real-d6-b")  # a batch added before a lower-numbered one
    commit("real-d5-c")
    commit("real-d7-d")
    assert first_commit(tmp_path, ("d5", "d6", "d7")) == d6
