"""Every shipped rule is valid, runs its own examples, and is seen by the prefilter."""

from pathlib import Path

import pytest
import yaml

from diagnose.classify import rules as rules_module
from diagnose.classify.rules import load_rules
from diagnose.classify.tiers.rule import RuleTier
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.errors import RuleError
from diagnose.ingest import compiled_cache
from diagnose.ingest.prefilter import Prefilter
from diagnose.taxonomy import TYPES

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
RULES = load_rules(RULES_DIR)
SOURCE = "pytorch/pytorch c10/cuda/CUDACachingAllocator.cpp"
EXAMPLES = [(r, kind, i, text) for r in RULES for kind in ("match", "no_match")
            for i, text in enumerate(getattr(r.examples, kind))]


def test_every_taxonomy_type_has_root_cause_rules():
    covered = {r.type for r in RULES if r.role in ("root_cause", "cascade")}
    assert covered == set(TYPES) - {"unknown"}


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_rule_is_documented_and_has_both_kinds_of_examples(rule):
    assert rule.description and rule.examples.match and rule.examples.no_match
    assert 0 < rule.confidence <= 1
    examples = rule.examples.match + rule.examples.no_match
    assert len(set(examples)) == len(examples), f"{rule.id} repeats an example"


@pytest.mark.parametrize("rule, kind, i, text", EXAMPLES, ids=lambda x: x if isinstance(x, str) and len(x) < 30 else "")
def test_rule_examples(rule, kind, i, text):
    assert rule.matches_example(text) is (kind == "match"), f"{rule.id} {kind}[{i}] at {rule.origin}"


@pytest.mark.parametrize("engine", ["hyperscan", "re2", "re"])
def test_prefilter_flags_every_positive_example(engine):
    prefilter = Prefilter([r.pattern.pattern for r in RULES], engine)
    missed = [(r.id, t) for r in RULES for t in r.examples.match
              if not prefilter.hits((t + "\n").encode())]
    assert missed == []


def test_a_bad_rule_file_names_file_and_line(tmp_path):
    (tmp_path / "x.yaml").write_text("type: cuda_oom\nrules:\n  - id: a\n    description: d\n    role: root_cause\n"
                                     f"    source: {SOURCE}\n    pattern: 'ok'\n  - id: b\n    description: d\n"
                                     f"    role: maybe\n    source: {SOURCE}\n    pattern: 'x'\n")
    with pytest.raises(RuleError, match=r"x.yaml:8: role must be"):
        load_rules(tmp_path)


def test_a_key_given_twice_in_one_rule_is_refused(tmp_path):
    (tmp_path / "x.yaml").write_text("type: cuda_oom\nrules:\n  - id: a\n    description: d\n    role: root_cause\n"
                                     f"    source: {SOURCE}\n    pattern: 'ok'\n    description: e\n")
    with pytest.raises(RuleError, match=r"x.yaml:8: key 'description' given twice"):
        load_rules(tmp_path)


def test_a_pattern_that_does_not_compile_is_refused(tmp_path):
    (tmp_path / "x.yaml").write_text("type: cuda_oom\nrules:\n  - id: a\n    description: d\n"
                                     f"    role: root_cause\n    source: {SOURCE}\n    pattern: '(unclosed'\n")
    with pytest.raises(RuleError, match="x.yaml:3: pattern does not compile"):
        load_rules(tmp_path)


@pytest.mark.parametrize("group", ["(?!x)", "(?=x)", "(?<!x)", "(?<=x)"])
def test_a_pattern_with_a_look_around_is_refused(tmp_path, group):
    (tmp_path / "x.yaml").write_text("type: cuda_oom\nrules:\n  - id: a\n    description: d\n"
                                     f"    role: root_cause\n    source: {SOURCE}\n    pattern: 'a{group}b'\n")
    with pytest.raises(RuleError, match="x.yaml:3: pattern uses a look-around"):
        load_rules(tmp_path)


def test_an_escaped_quote_is_refused(tmp_path):
    # Python's re reads a backslash before a quote as the quote; ripgrep (the speed benchmark's baseline) refuses it.
    (tmp_path / "x.yaml").write_text("type: cuda_oom\nrules:\n  - id: a\n    description: d\n"
                                     f"    role: root_cause\n    source: {SOURCE}\n    pattern: 'a[\\'',]b'\n")
    with pytest.raises(RuleError, match="x.yaml:3: pattern escapes a quote"):
        load_rules(tmp_path)


def test_a_doubled_backslash_before_a_class_letter_is_refused(tmp_path):
    # In a single-quoted YAML string '\\bword' is a literal backslash, not a word boundary.
    (tmp_path / "x.yaml").write_text("type: cuda_oom\nrules:\n  - id: a\n    description: d\n"
                                     f"    role: root_cause\n    source: {SOURCE}\n    pattern: 'ok'\n"
                                     "    job_must_not: ['preempt|\\\\bevict']\n")
    with pytest.raises(RuleError, match="x.yaml:3: .*matches a literal backslash"):
        load_rules(tmp_path)


@pytest.mark.parametrize("source, ok", [
    (SOURCE, True), ("https://docs.nvidia.com/deploy/xid-errors/index.html", True),
    ("", False), ("seen in a log", False), ("pytorch/pytorch", False), (["pytorch/pytorch a.py"], False),
])
def test_every_rule_names_where_its_message_comes_from(tmp_path, source, ok):
    rule = {"id": "a", "description": "d", "role": "root_cause", "pattern": "ok", "source": source}
    (tmp_path / "x.yaml").write_text(yaml.safe_dump({"type": "cuda_oom", "rules": [rule]}))
    if ok:
        assert load_rules(tmp_path)[0].source == source
    else:
        with pytest.raises(RuleError, match=r"x.yaml:2: (?:source must be|rule needs 'source')"):
            load_rules(tmp_path)


def test_the_checked_in_coverage_table_is_current():
    from eval.coverage import OUT, render  # eval/ is imported as a module of the checkout (conftest)
    assert OUT.read_text(encoding="utf-8") == render(RULES), "run `python -m eval.coverage`"


def test_coverage_families_come_from_the_source():
    from eval.coverage import family
    assert family("pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp") == "PyTorch"
    assert family("https://docs.nvidia.com/deploy/xid-errors/index.html") == "NVIDIA driver / CUDA"
    assert family("kubernetes-sigs/kueue pkg/scheduler/preemption/preemption.go") == "Kubernetes"
    assert family("someone/else x.py") == "other"

def _rule_file(folder: Path, pattern: str = "CUDA out of memory") -> Path:
    folder.mkdir(exist_ok=True)
    (folder / "cuda_oom.yaml").write_text(
        "type: cuda_oom\nrules:\n  - id: a\n    description: d\n    role: root_cause\n"
        "    source: 'pytorch/pytorch torch/x.py'\n"
        f"    pattern: '{pattern}'\n    event_must: ['alloc']\n"
        "    examples: {match: ['CUDA out of memory alloc'], no_match: ['memory ok']}\n")
    return folder


def test_rules_come_from_the_cache_until_a_file_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    folder = _rule_file(tmp_path / "rules")
    parsed = load_rules(folder)

    def no_parse(_files):
        raise AssertionError("parsed although the cache holds the rules")

    with monkeypatch.context() as m:
        m.setattr(rules_module, "_parse", no_parse)
        cached = load_rules(folder)
    assert cached == parsed and cached[0].matches_example("CUDA out of memory alloc")
    _rule_file(folder, "CUDA error: out of memory")
    assert load_rules(folder)[0].pattern.pattern == "CUDA error: out of memory"


def test_a_damaged_rules_cache_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    folder = _rule_file(tmp_path / "rules")
    expected = load_rules(folder)
    (entry,) = (tmp_path / "cache" / "diagnose").glob("rules-*.bin")
    entry.write_bytes(entry.read_bytes()[:-20])
    assert load_rules(folder) == expected
    key = entry.name.removeprefix("rules-").removesuffix(".bin")
    monkeypatch.setattr(compiled_cache, "_path", lambda kind, _key: entry)
    compiled_cache.write_entry("rules", key, b'[{"id": "from an older version"}]')  # a valid checksum, a stale body
    assert load_rules(folder) == expected


@pytest.mark.parametrize("engine", ["hyperscan", "re2", "re"])
def test_the_rule_tier_tries_every_rule_whose_pattern_matches_a_line(engine):
    tier = RuleTier(RULES_DIR, engine)
    lines = {ln for r in RULES for kind in ("match", "no_match") for t in getattr(r.examples, kind)
             for ln in t.splitlines() or [t]}
    missed = [(r.id, ln) for ln in sorted(lines) for r in set(RULES) - set(tier.candidates(ln)) if r.pattern.search(ln)]
    assert missed == []


def test_what_is_raised_while_a_signal_is_handled_is_the_signals_consequence(tmp_path):
    # A launcher got SIGHUP; its handler's logging call failed with a KeyError, and the signal came again.
    (tmp_path / "nohup.out").write_text("""Traceback (most recent call last):
  File "torch/distributed/elastic/agent/server/api.py", line 877, in _invoke_run
    time.sleep(monitor_interval)
torch.distributed.elastic.multiprocessing.api.SignalException: Process 47068 got signal: 1

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "logging/__init__.py", line 1697, in isEnabledFor
    return self._cache[level]
KeyError: 30
""")
    verdict = Diagnoser(RULES_DIR, ("rule",)).diagnose(str(tmp_path)).verdict
    assert (verdict.type, verdict.root.line.lineno) == ("cancelled", 4)


def test_a_signal_that_arrives_while_an_error_is_handled_is_not_its_consequence(tmp_path):
    # Ctrl-C during a retry's sleep: the interrupt ended the job, whatever was being handled.
    (tmp_path / "train.log").write_text("""Traceback (most recent call last):
  File "train.py", line 3, in <module>
    x = batch["labels"]
KeyError: 'labels'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "train.py", line 5, in <module>
    time.sleep(1)
KeyboardInterrupt
""")
    verdict = Diagnoser(RULES_DIR, ("rule",)).diagnose(str(tmp_path)).verdict
    assert (verdict.type, verdict.root.line.lineno) == ("cancelled", 11)


_TORCHRUN_SIGKILL = (
    "W0328 17:22:14.630000 1170 torch/distributed/elastic/multiprocessing/api.py:908] Sending process 1238 closing "
    "signal SIGTERM\n"
    "E0328 17:22:15.747000 1170 torch/distributed/elastic/multiprocessing/api.py:882] failed (exitcode: -9) "
    "local_rank: 1 (pid: 1245) of binary: /usr/bin/python\n")


@pytest.mark.parametrize("before, host_oom", [
    ("", True),  # the agent closed the other workers after the SIGKILL: no word of who sent it
    ("I0328 17:22:14.600000 1170 torch/distributed/elastic/agent/server/api.py:711] Received Signals.SIGTERM death "
     "signal, shutting down workers\n", False),  # the agent was signalled: the SIGKILL may be its own
])
def test_torchruns_closing_sigterm_does_not_say_who_sent_a_workers_sigkill(tmp_path, before, host_oom):
    (tmp_path / "train.log").write_text(before + _TORCHRUN_SIGKILL)
    assert (Diagnoser(RULES_DIR, ("rule",)).diagnose(str(tmp_path)).verdict.type == "host_oom") == host_oom


_STEP_CANCELLED = "slurmstepd: error: *** STEP 4053043.0 ON node-3 CANCELLED AT 2026-01-19T10:26:55 ***\n"
_TASK_KILLED = "srun: error: node-3: task 7: Killed\n"


@pytest.mark.parametrize("log, verdict", [
    (_TASK_KILLED + "srun: Terminating StepId=4053043.0\n" + _STEP_CANCELLED, "host_oom"),  # srun's teardown
    (_STEP_CANCELLED + _TASK_KILLED, "cancelled"),  # scancel, then SIGKILL for a task that outlived KillWait
])
def test_a_step_cancelled_after_a_task_was_killed_is_sruns_teardown(tmp_path, log, verdict):
    (tmp_path / "slurm-4053043.out").write_text(log)
    assert Diagnoser(RULES_DIR, ("rule",)).diagnose(str(tmp_path)).verdict.type == verdict


def _ib_event(rank: int, state: str) -> str:
    return f"[default{rank}]:gpu-7:311:405 [{rank}] transport/net_ib.cc:199 NCCL WARN NET/IB : mlx5_{rank}:1 " \
           f"Got async error event: {state}\n"


@pytest.mark.parametrize("log, verdict", [
    (_ib_event(0, "port error") + _ib_event(0, "port active"), "unknown"),  # a flap its process rode out
    (_ib_event(0, "port error") + _ib_event(1, "port active"), "network_error"),  # another process's link came back
    (_ib_event(0, "port error") + _ib_event(0, "port active") + _ib_event(0, "port error"), "network_error"),
])
def test_an_infiniband_port_that_came_back_was_survived_by_its_process(tmp_path, log, verdict):
    (tmp_path / "train.log").write_text(log)
    assert Diagnoser(RULES_DIR, ("rule",)).diagnose(str(tmp_path)).verdict.type == verdict


_TRAINING_THEN_KEYERROR = ("2026-12-07 10:00:01,000 INFO step 100 loss 2.31\n2026-12-07 10:05:01,000 INFO step 200 loss 2.11\n"
                           "2026-12-07 10:06:13,000 ERROR Traceback (most recent call last):\n"
                           '  File "train.py", line 10, in <module>\n    main()\nKeyError: \'labels\'\n')


@pytest.mark.parametrize("stamp, verdict", [
    ("11/02/2026 | 05:12:33", "code_bug"),  # weeks before: the node trained on after it
    ("12/07/26 | 10:06:10 UTC", "node_failure"),  # after the last step, seconds before the crash it caused
])
def test_a_bmc_event_is_placed_in_time_by_its_own_stamp(tmp_path, stamp, verdict):
    (tmp_path / "train.log").write_text(_TRAINING_THEN_KEYERROR)
    (tmp_path / "sel.txt").write_text(f"  1a | {stamp} | Memory #0x02 | Uncorrectable ECC | Asserted\n")
    assert Diagnoser(RULES_DIR, ("rule",)).diagnose(str(tmp_path)).verdict.type == verdict


_LD_PROBE = "/usr/bin/ld: cannot find -laio: No such file or directory\ncollect2: error: ld returned 1 exit status\n"
_DS_AIO_WARNING = " [WARNING]  async_io requires the dev libaio .so object and headers but these were not found.\n"


@pytest.mark.parametrize("log, verdict", [
    (_LD_PROBE + _DS_AIO_WARNING, "unknown"),  # DeepSpeed's import-time probe, after which it goes on without the op
    (_LD_PROBE, "dependency_error"),  # a build that needed the library
])
def test_a_linker_error_from_deepspeeds_op_probe_is_not_the_failure(tmp_path, log, verdict):
    (tmp_path / "train.log").write_text(log)
    assert Diagnoser(RULES_DIR, ("rule",)).diagnose(str(tmp_path)).verdict.type == verdict
