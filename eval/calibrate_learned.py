"""Choose the learned tier's abstention threshold on the dev split (never on test or sealed).

Each dev case is classified by a tier fitted on the other folds' dev cases (folds grouped by repository,
so a case is never judged by its own repository's look-alikes) plus every rule's examples, with the rules
off, as the tier meets jobs the rules cannot settle. For each threshold the table counts answers right
and wrong; the chosen value gives the most right minus wrong.

    python -m eval.calibrate_learned [--labeled labeled_logs] [--folds 5]
"""

import argparse
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from diagnose.classify.rules import load_rules
from diagnose.classify.tiers.learned import LearnedTier
from diagnose.corpus.cases import LABEL_FILE, Case, load_cases, select_split
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir

THRESHOLDS = (0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)


@dataclass(frozen=True, slots=True)
class Guess:
    case: str
    truth: str
    type: str  # the tier's best type at threshold 0 ("unknown": it abstained even then)
    confidence: float


def folds(cases: tuple[Case, ...], k: int) -> list[tuple[Case, ...]]:
    """`k` folds of whole repositories, balanced by case count (largest repositories first)."""
    by_repo: dict[str, list[Case]] = defaultdict(list)
    for case in cases:
        by_repo[case.label.repository if not case.label.synthetic else case.id].append(case)
    out: list[list[Case]] = [[] for _ in range(k)]
    for group in sorted(by_repo.values(), key=len, reverse=True):
        min(out, key=len).extend(group)
    return [tuple(f) for f in out]


def guesses(cases: tuple[Case, ...], rules_dir: Path, k: int) -> list[Guess]:
    rules = load_rules(rules_dir)
    out = []
    for held in folds(cases, k):
        seen = tuple(c for c in cases if c not in held)
        tier = LearnedTier(threshold=0.0).fit(seen, rules)
        diagnoser = Diagnoser(rules_dir, ("learned",), exclude=frozenset({LABEL_FILE}), learned=tier)
        for case in held:
            v = diagnoser.diagnose(str(case.path)).verdict
            out.append(Guess(case.id, case.label.type, v.type, v.confidence))
    return out


def table(found: list[Guess]) -> list[tuple[float, int, int, int]]:
    """(threshold, answered, right, wrong) per threshold."""
    rows = []
    for t in THRESHOLDS:
        answered = [g for g in found if g.type != "unknown" and g.confidence >= t]
        right = sum(g.type == g.truth for g in answered)
        rows.append((t, len(answered), right, len(answered) - right))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--labeled", type=Path, default=Path("labeled_logs"))
    ap.add_argument("--rules", type=Path, default=default_data_dir() / "rules")
    ap.add_argument("--folds", type=int, default=5)
    args = ap.parse_args()
    dev = select_split(load_cases(args.labeled), "dev")
    rows = table(guesses(dev, args.rules, args.folds))
    print(f"dev cases: {len(dev)}, rules off, {args.folds} folds grouped by repository")
    print("threshold  answered  right  wrong  right-wrong")
    for t, answered, right, wrong in rows:
        print(f"{t:9.2f}  {answered:8d}  {right:5d}  {wrong:5d}  {right - wrong:11d}")
    best = max(rows, key=lambda r: (r[2] - r[3], r[0]))
    print(f"chosen threshold: {best[0]:.2f} (right {best[2]}, wrong {best[3]})")


if __name__ == "__main__":
    main()
