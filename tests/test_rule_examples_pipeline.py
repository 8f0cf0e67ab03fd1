"""Every rule's match examples through the whole pipeline, not only its regex (as semgrep's --test and the
PyTorch CI log classifier's marked fixtures do): a job holding one example comes out as the rule's type, alone
and embedded in a generated noisy multi-rank job."""

import zlib
from pathlib import Path

import pytest

from diagnose.classify.rules import load_rules
from diagnose.pipeline.diagnoser import Diagnoser
from eval.jobgen import LAYOUTS, NOISE_KINDS, embed_job

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
RULES = load_rules(RULES_DIR)
# Rules that state a cause. Their examples alone must decide a job; exit/symptom/context lines never do, and a
# rule with job conditions needs other lines of the job (those are covered in the generated jobs instead).
DECIDING = [(r, i, ex) for r in RULES if r.role in ("root_cause", "cascade") and not r.job_must
            for i, ex in enumerate(r.examples.match)]


# Every noise kind but the kernel's NVMe timeouts: in a dmesg stamped with seconds since boot they cannot be
# ordered against an unstamped example, and the rules count a timed-out NVMe command as a storage error
# (eval/bench_generated.py --noise-cross measures that kind too).
NOISE = tuple(k for k in NOISE_KINDS if k != "kernel_nvme_timeout")


_YEARLESS = ("the example's own stamp has no year (syslog's), so the generated job's clock is not set to it, and the "
             "job's later progress marks it survived")
# Known misses of the embedded check, each a limitation the report names; strict, so a fix must remove its entry.
KNOWN_MISSES = {
    **dict.fromkeys(("ena-device-reset-0", "ice-nic-fatal-1"), _YEARLESS),
    "nfs-server-not-responding-1": "a kernel line in a DeepSpeed pdsh job; not triaged",
    "sacct-timeout-row-0": "a sacct table row comes from the batch script, never from a rank; put on a rank by srun "
                           "--label, its job id no longer starts the row",
}


def _embedded_cases() -> list:
    return [pytest.param(r, i, ex, id=f"{r.id}-{i}",
                         marks=[pytest.mark.xfail(reason=KNOWN_MISSES[f"{r.id}-{i}"], strict=True)]
                         if f"{r.id}-{i}" in KNOWN_MISSES else [])
            for r, i, ex in DECIDING]


@pytest.fixture(scope="module")
def diagnoser() -> Diagnoser:
    return Diagnoser(RULES_DIR, ("rule",))


@pytest.mark.parametrize(("rule", "index", "example"), DECIDING, ids=[f"{r.id}-{i}" for r, i, _ in DECIDING])
def test_an_example_alone_is_diagnosed_as_its_rules_type(rule, index, example, diagnoser, tmp_path) -> None:
    (tmp_path / "train.log").write_text(example + "\n")
    verdict = diagnoser.diagnose(str(tmp_path)).verdict
    assert verdict.type == rule.type, f"{rule.origin}: match example {index} came out as {verdict.type}"


DECIDING_RULES = list({r.id: r for r, _, _ in DECIDING}.values())


@pytest.mark.parametrize("rule", DECIDING_RULES, ids=[r.id for r in DECIDING_RULES])
def test_a_rule_decides_at_least_one_of_its_own_examples(rule, diagnoser, tmp_path) -> None:
    """A rule that hands every one of its own examples to another rule says nothing that rule does not: it
    should be folded into it, or given an example of what only it knows."""
    winners = []
    for index, example in enumerate(rule.examples.match):
        (tmp_path / f"{index}.log").write_text(example + "\n")
        root = diagnoser.diagnose(str(tmp_path / f"{index}.log")).verdict.root
        if root is not None and root.rule == rule.id:
            return
        winners.append(root.rule if root else None)
    pytest.fail(f"{rule.origin}: every match example went to another rule: {winners}")


@pytest.mark.parametrize(("rule", "index", "example"), _embedded_cases())
def test_an_example_in_a_noisy_multi_rank_job_is_diagnosed_as_its_rules_type(rule, index, example, diagnoser,
                                                                              tmp_path) -> None:
    """The example on one rank of a small job with every kind of survived noise, cascades on the other ranks,
    retries during the hang and shutdown chatter; one fixed seed per example."""
    seed = zlib.crc32(f"{rule.id}:{index}".encode())
    embed_job(example, rule.type, tmp_path / "job", seed=seed, layout=LAYOUTS[seed % len(LAYOUTS)], noise=NOISE)
    verdict = diagnoser.diagnose(str(tmp_path / "job")).verdict
    root = verdict.root.line.where if verdict.root else None
    assert verdict.type == rule.type, (f"{rule.origin}: match example {index} in a generated job (seed {seed}) "
                                       f"came out as {verdict.type} from {root}")
