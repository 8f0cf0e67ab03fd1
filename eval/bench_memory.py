"""Calibrate the memory tier: leave-one-out over the dev split of labeled_logs/ (never test).

    python -m eval.bench_memory [--target 0.9]

Each dev case is scanned as a job (its label.json left out) and matched against the culprit
signatures of every *other* dev case. For each scorer and threshold it prints precision (the
decided cases whose type is right) and coverage (decided / all dev cases), both over all dev
cases and over those the rule tier leaves `unknown` (the jobs the memory tier sees in the
pipeline). The chosen setting is the scorer and threshold with the most correct decisions at a
precision of at least --target (ties: the higher threshold, which adds only wrong decisions). The
default target 0.9 asks the tier to be as reliable as a rule of default confidence. The chosen threshold is the
tier's `labeled_threshold`; "none" means labeled cases do not decide (MemoryTier's default: they stay precedents
for the LLM tier). Operators' confirmations keep their own `threshold`.
"""

import argparse
from dataclasses import dataclass
from pathlib import Path

from diagnose.classify.tiers import memory as mt
from diagnose.classify.tiers.memory import Candidate, Match, Memory
from diagnose.corpus.cases import LABEL_FILE, load_cases, select_split
from diagnose.corpus.culprit import culprit_lines
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir

THRESHOLDS = tuple(range(50, 101, 5))


@dataclass(frozen=True, slots=True)
class Job:
    case: str
    type: str
    rule_unknown: bool  # the rule tier alone leaves this case unknown
    candidates: tuple[Candidate, ...]


@dataclass(frozen=True, slots=True)
class Point:
    scorer: str
    threshold: int
    correct: int
    decided: int
    total: int

    @property
    def precision(self) -> float:
        return self.correct / self.decided if self.decided else 1.0

    @property
    def coverage(self) -> float:
        return self.decided / self.total if self.total else 0.0

    def cells(self) -> str:
        return f"{self.correct:>3}/{self.decided:<3} P={self.precision:.2f} C={self.coverage:.2f}"


def dev_jobs(labeled_dir: Path, rules_dir: Path) -> tuple[Job, ...]:
    """Scan every dev case once with the rule tier; keep its candidate events."""
    diagnoser = Diagnoser(rules_dir, ("rule",), exclude=frozenset({LABEL_FILE}))
    jobs = []
    for line in culprit_lines(select_split(load_cases(labeled_dir), "dev")):
        d = diagnoser.diagnose(str(labeled_dir / line.case))
        jobs.append(Job(line.case, line.type, d.verdict.type == "unknown", mt.candidates(d.scan)))
    return tuple(jobs)


def best_matches(jobs: tuple[Job, ...], memories: tuple[Memory, ...], scorer: str) -> dict[str, tuple[Match, ...]]:
    """Each job's matches against the memories of all other dev cases (leave-one-out)."""
    out = {}
    for job in jobs:
        others = tuple(m for m in memories if m.source != f"{mt.LABELED}:{job.case}")
        out[job.case] = mt.nearest(job.candidates, others, scorer=scorer, top_k=1)
    return out


def sweep(jobs: tuple[Job, ...], matches: dict[str, tuple[Match, ...]], scorer: str) -> list[Point]:
    points = []
    for threshold in THRESHOLDS:
        types = [(j.type, mt.decide(matches[j.case], threshold, threshold)) for j in jobs]
        decided = [(truth, m.neighbour.type) for truth, m in types if m is not None]
        correct = sum(truth == guess for truth, guess in decided)
        points.append(Point(scorer, threshold, correct, len(decided), len(jobs)))
    return points


def choose(points: list[Point], target: float) -> Point | None:
    """The most correct decisions at precision >= target; among equals the higher threshold (fewer wrong)."""
    ok = [p for p in points if p.decided and p.precision >= target]
    return max(ok, key=lambda p: (p.correct, p.threshold), default=None)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--labeled", type=Path, default=Path(__file__).resolve().parent.parent / "labeled_logs")
    ap.add_argument("--rules", type=Path, default=default_data_dir() / "rules")
    ap.add_argument("--target", type=float, default=0.9, help="precision the chosen threshold must reach")
    args = ap.parse_args()
    jobs = dev_jobs(args.labeled, args.rules)
    memories = mt.labeled_memories(culprit_lines(select_split(load_cases(args.labeled), "dev")))
    hard = tuple(j for j in jobs if j.rule_unknown)
    print(f"dev cases: {len(jobs)} (rule tier leaves {len(hard)} unknown); leave-one-out; target precision {args.target}")
    print(f"{'scorer':<17} {'thr':>3}  {'all dev cases':<26}  rule-unknown cases")
    all_points = []
    for scorer in mt.SCORERS:
        matches = best_matches(jobs, memories, scorer)
        points, hard_points = sweep(jobs, matches, scorer), sweep(hard, matches, scorer)
        all_points.extend(points)
        for p, h in zip(points, hard_points):
            print(f"{scorer:<17} {p.threshold:>3}  {p.cells():<26}  {h.cells()}")
    chosen = choose(all_points, args.target)
    if chosen is None:
        print(f"chosen: none (no scorer reaches precision {args.target})")
    else:
        print(f"chosen: scorer={chosen.scorer} threshold={chosen.threshold} ({chosen.cells()})")


if __name__ == "__main__":
    main()
