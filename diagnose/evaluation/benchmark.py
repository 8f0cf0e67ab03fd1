"""Run diagnose and the baselines on every labeled case and score each split and subset."""

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diagnose.corpus.cases import LABEL_FILE, Case, Culprit, load_cases, select_split
from diagnose.errors import DiagnoseError
from diagnose.evaluation.baselines import BASELINES, Baseline, job_lines
from diagnose.evaluation.metrics import (
    CaseResult,
    Prediction,
    SplitReport,
    score_results,
)
from diagnose.pipeline.contract import to_json
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings, build_diagnoser

DIAGNOSE = "diagnose"
FIT_SPLIT = "dev"  # what the tiers that learn are fitted on; its cases are scored leave-one-out
# The target: type accuracy on the real (non-synthetic) test cases, rules only.
TARGET_SUBSET, TARGET_ACCURACY, TARGET_TIERS = "test:real", 0.90, ("rule",)
_EXCLUDE = frozenset({LABEL_FILE})


@dataclass(frozen=True, slots=True)
class EvalConfig:
    """What to evaluate: the cases, the rules, the tiers and the split."""

    cases_dir: Path
    rules_dir: Path
    tiers: tuple[str, ...]
    split: str = "all"
    history: bool = False  # the memory tier also remembers the operator's confirmations (off: scores repeatable)
    second_opinion: bool = False  # the learned tier may revise verdicts by exception class (Settings.second_opinion)


@dataclass(frozen=True, slots=True)
class SystemResults:
    """One system's results on every selected case, in case order."""

    system: str
    results: tuple[CaseResult, ...]


@dataclass(frozen=True, slots=True)
class TargetCheck:
    """The issue's target and how far this run is from it."""

    subset: str
    threshold: float
    measured: float | None  # None when the run has no case in the subset
    applies: bool  # the target is defined for the rule tier alone

    @property
    def met(self) -> bool | None:
        return None if self.measured is None or not self.applies else self.measured >= self.threshold


@dataclass(frozen=True, slots=True)
class EvalReport:
    """Everything one `diagnose eval` run measured."""

    config: EvalConfig
    systems: tuple[SystemResults, ...]  # diagnose first, then the baselines
    splits: tuple[SplitReport, ...]  # per subset, per system
    empty_subsets: tuple[str, ...]
    target: TargetCheck

    def split_report(self, subset: str, system: str = DIAGNOSE) -> SplitReport | None:
        """The scores of `system` on `subset`, None when that subset had no case."""
        return next((s for s in self.splits if s.subset == subset and s.system == system), None)


def run_eval(config: EvalConfig, on_case: Callable[[int, int], None] = lambda done, total: None) -> EvalReport:
    """Diagnose every case of the split, run the baselines on the same logs, score every subset."""
    cases = select_split(load_cases(config.cases_dir), config.split)
    if not cases:
        raise DiagnoseError(f"{config.cases_dir}: no case in split {config.split!r}")
    # Building the pipeline first makes a bad tier or rule fail before any case runs.
    settings = Settings(config.tiers, config.rules_dir, labeled_dir=config.cases_dir, exclude=_EXCLUDE,
                        memory_split=FIT_SPLIT, history=config.history, second_opinion=config.second_opinion)
    diagnoser = build_diagnoser(settings)
    # One untimed run first: the first scan compiles the prefilter (~1 s), a cost per process, not per case.
    diagnoser.diagnose(str(cases[0].path))
    ours = []
    for case in cases:
        ours.append(diagnose_case(_unseen(diagnoser, case), case))
        on_case(len(ours), len(cases))
    systems = (SystemResults(DIAGNOSE, tuple(ours)),) + tuple(
        SystemResults(b.name, tuple(baseline_case(b, c) for c in cases)) for b in BASELINES)
    splits, empty = score_subsets(systems, subset_names(config.split))
    ours_on_target = next((s for s in splits if s.subset == TARGET_SUBSET and s.system == DIAGNOSE), None)
    target = TargetCheck(TARGET_SUBSET, TARGET_ACCURACY, ours_on_target.type_accuracy if ours_on_target else None,
                         config.tiers == TARGET_TIERS)
    return EvalReport(config, systems, splits, empty, target)


def _unseen(diagnoser: Diagnoser, case: Case) -> Diagnoser:
    """The pipeline with learning tiers that never learned from `case` itself: leave-one-out for the cases they
    were fitted on."""
    if case.label.split != FIT_SPLIT:
        return diagnoser
    for tier in (diagnoser.memory, diagnoser.learned):
        if tier is not None:
            diagnoser = diagnoser.with_tier(tier.leave_out(case.id))
    return diagnoser


def diagnose_case(diagnoser: Diagnoser, case: Case) -> CaseResult:
    """Our verdict on one case, read back through the JSON contract, timed."""
    start = time.perf_counter()
    diagnosis = diagnoser.diagnose(str(case.path))
    seconds = time.perf_counter() - start
    return CaseResult(case, prediction_from_json(to_json(diagnosis)), seconds)


def prediction_from_json(data: dict[str, Any]) -> Prediction:
    """The fields the benchmark scores, taken from the output contract's JSON object."""
    verdict, root = data["verdict"], data.get("root_cause") or {}
    culprit = Culprit(root.get("rank"), root.get("node"), root.get("file"), root.get("line"))
    return Prediction(verdict["type"], verdict["category"], verdict["tier"], data["recovery"]["retry"], culprit,
                      verdict.get("confidence"))


def baseline_case(baseline: Baseline, case: Case) -> CaseResult:
    """A baseline's prediction for one case, timed like ours (reading the logs included)."""
    start = time.perf_counter()
    prediction = baseline.classify(job_lines(case.path, _EXCLUDE))
    return CaseResult(case, prediction, time.perf_counter() - start)


def subset_names(split: str) -> tuple[str, ...]:
    """The subsets reported for a split: each split, then its real-only and synthetic-only parts."""
    splits = ("all", "dev", "test") if split == "all" else (split,)
    return tuple(f"{s}{part}" for s in splits for part in ("", ":real", ":synthetic"))


def in_subset(case: Case, subset: str) -> bool:
    """Whether `case` belongs to a subset name such as "test", "test:real" or "all:synthetic"."""
    split, _, origin = subset.partition(":")
    if split != "all" and case.label.split != split:
        return False
    return origin == "" or (origin == "synthetic") == case.label.synthetic


def score_subsets(systems: Sequence[SystemResults],
                  subsets: Sequence[str]) -> tuple[tuple[SplitReport, ...], tuple[str, ...]]:
    """Scores of every system on every non-empty subset, and the names of the empty subsets."""
    reports, empty = [], []
    for subset in subsets:
        for system in systems:
            chosen = [r for r in system.results if in_subset(r.case, subset)]
            if chosen:
                reports.append(score_results(subset, system.system, chosen))
            elif system is systems[0]:
                empty.append(subset)
    return tuple(reports), tuple(empty)
