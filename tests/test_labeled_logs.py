"""The labeled corpus keeps its promises: splits by repository, a sealed set harvested blind."""

import collections
import json
from pathlib import Path

from diagnose.corpus.cases import load_cases, select_split
from diagnose.corpus.culprit import culprit_lines

LABELED = Path(__file__).resolve().parent.parent / "labeled_logs"
CASES = load_cases(LABELED)


def test_no_repository_has_cases_in_two_splits() -> None:
    splits = collections.defaultdict(set)
    for case in CASES:
        if not case.label.synthetic:  # generated jobs come from our own generator, split by seed
            splits[case.label.repository].add(case.label.split)
    assert {repo: s for repo, s in splits.items() if len(s) > 1} == {}


def test_the_sealed_set_is_blind_and_spread_over_repositories() -> None:
    sealed = select_split(CASES, "sealed")
    assert len(sealed) >= 80
    per_repo = collections.Counter(c.label.repository for c in sealed)
    assert max(per_repo.values()) <= 2
    for case in sealed:
        label = json.loads((case.path / "label.json").read_text())
        assert label["labeled_against"] == "0f994fa" and label["labeled"] == "2026-12-01", case.id


def test_all_means_dev_and_test_never_the_sealed_set() -> None:
    assert {c.label.split for c in select_split(CASES, "all")} == {"dev", "test"}


def test_every_dev_and_test_decisive_line_can_be_read() -> None:
    # The memory and learned tiers fit on these lines; one the reader cannot open (a file it takes for binary, a
    # line past the end) would stop every evaluation that uses them.
    named = [c for c in select_split(CASES, "all") if c.label.culprit.file and c.label.culprit.line]
    assert len(culprit_lines(named)) == len(named)
