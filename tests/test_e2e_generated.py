"""End to end on generated multi-rank jobs: every failure type under the launchers' layouts, with cascades
after the root cause and red herrings the job survived; the verdict must name the type, the culprit rank
and node, and the decisive line the generator recorded."""

import itertools

import pytest

from diagnose.pipeline.factory import Settings, build_diagnoser
from eval.jobgen import LAYOUTS, SCENARIOS, JobSpec, generate_job

CASES = [(scenario, layout, seed) for seed, (scenario, layout) in enumerate(
    itertools.islice(itertools.cycle(itertools.product(SCENARIOS, LAYOUTS)), 0, 44, 5), start=700)]


@pytest.fixture(scope="module")
def diagnoser():
    return build_diagnoser(Settings(("rule",)))


@pytest.mark.parametrize("scenario, layout, seed", CASES, ids=lambda x: str(x))
def test_generated_job_is_diagnosed_exactly(diagnoser, tmp_path, scenario, layout, seed):
    spec = JobSpec(scenario=scenario, layout=layout, ranks=12, ranks_per_node=4, seed=seed,
                   compress=("", "gz", "mixed")[seed % 3])
    truth = generate_job(spec, tmp_path / "job")
    v = diagnoser.diagnose(str(tmp_path / "job")).verdict
    assert v.type == truth.type
    if truth.ambiguous:
        return
    assert truth.rank is None or v.culprit_rank == truth.rank
    assert truth.node is None or v.culprit_node == truth.node
    assert (v.root.line.file, v.root.line.lineno) == (truth.file, truth.line)


def test_red_herrings_are_discounted_as_survived(diagnoser, tmp_path):
    truth = generate_job(JobSpec(scenario="code_bug", layout="per_rank", ranks=4, seed=3), tmp_path / "job")
    d = diagnoser.diagnose(str(tmp_path / "job"))
    survived = [e for e in d.scan.events if e.survived]
    assert survived, "the generator's handled exception and warnings come before more training"
    assert d.verdict.type == truth.type and not d.verdict.root.event.survived
    assert (d.verdict.root.line.file, d.verdict.root.line.lineno) == (truth.file, truth.line)
