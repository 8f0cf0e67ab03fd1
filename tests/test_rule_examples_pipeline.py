"""Every rule's match examples through the whole pipeline, not only its regex (as semgrep's --test and the
PyTorch CI log classifier's marked fixtures do): a job holding one example comes out as the rule's type."""

from pathlib import Path

import pytest

from diagnose.classify.rules import load_rules
from diagnose.pipeline.diagnoser import Diagnoser

RULES_DIR = Path(__file__).resolve().parent.parent / "rules"
RULES = load_rules(RULES_DIR)
# Rules that state a cause. Their examples alone must decide a job; exit/symptom/context lines never do, and a
# rule with job conditions needs other lines of the job (those are covered in the generated jobs instead).
DECIDING = [(r, i, ex) for r in RULES if r.role in ("root_cause", "cascade") and not r.job_must
            for i, ex in enumerate(r.examples.match)]


@pytest.fixture(scope="module")
def diagnoser() -> Diagnoser:
    return Diagnoser(RULES_DIR, ("rule",))


@pytest.mark.parametrize(("rule", "index", "example"), DECIDING, ids=[f"{r.id}-{i}" for r, i, _ in DECIDING])
def test_an_example_alone_is_diagnosed_as_its_rules_type(rule, index, example, diagnoser, tmp_path) -> None:
    (tmp_path / "train.log").write_text(example + "\n")
    verdict = diagnoser.diagnose(str(tmp_path)).verdict
    assert verdict.type == rule.type, f"{rule.origin}: match example {index} came out as {verdict.type}"
