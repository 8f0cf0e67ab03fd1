"""Pure scoring functions: per-type precision/recall/F1, macro/micro-F1, confusions, culprit,
unsafe retries, tier coverage and latency. No I/O; everything takes results and returns numbers."""

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

from diagnose.corpus.cases import Case, Culprit
from diagnose.taxonomy import TYPES

TIERS = ("rule", "llm", "none")


@dataclass(frozen=True, slots=True)
class Prediction:
    """What one system said about one case."""

    type: str
    category: str
    tier: str  # rule | llm | none for diagnose; baseline | none for the baselines
    retry: bool | None  # recovery.retry: would an unchanged automatic retry be started?
    culprit: Culprit
    confidence: float | None = None  # the verdict's; the LLM floor is calibrated from it (eval/calibrate_llm.py)


@dataclass(frozen=True, slots=True)
class CaseResult:
    """One system's prediction for one case and how long it took."""

    case: Case
    prediction: Prediction
    seconds: float

    @property
    def correct(self) -> bool:
        return self.prediction.type == self.case.label.type


@dataclass(frozen=True, slots=True)
class TypeScore:
    """Precision, recall and F1 of one label; `support` true cases, `predicted` predictions of it."""

    type: str
    precision: float
    recall: float
    f1: float
    support: int
    predicted: int


@dataclass(frozen=True, slots=True)
class ConfusionPair:
    """Cases of true type `true_type` predicted as `predicted_type`."""

    true_type: str
    predicted_type: str
    count: int
    case_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CulpritScore:
    """How often one culprit field was right, over the cases whose label has that field."""

    field: str  # rank | node | file | line (= file and line both right: the decisive line)
    correct: int
    total: int

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.total if self.total else None


@dataclass(frozen=True, slots=True)
class UnsafeRetries:
    """Verdicts that would retry unchanged although the true type's taxonomy says retry: no."""

    count: int
    eligible: int  # cases whose true type must not be retried unchanged
    case_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Latency:
    """Wall time per case, in seconds."""

    p50: float
    p95: float
    max: float


@dataclass(frozen=True, slots=True)
class SplitReport:
    """Every metric of one system on one subset of the cases."""

    subset: str
    system: str
    n: int
    type_accuracy: float
    macro_f1: float
    micro_f1: float
    category_accuracy: float
    per_type: tuple[TypeScore, ...]
    confusion: tuple[ConfusionPair, ...]
    tier_coverage: tuple[tuple[str, float], ...]
    culprit: tuple[CulpritScore, ...]
    unsafe_retries: UnsafeRetries
    latency: Latency


def per_label_scores(pairs: Sequence[tuple[str, str]], labels: Iterable[str] | None = None) -> tuple[TypeScore, ...]:
    """P/R/F1 for each label of (true, predicted) pairs; labels default to those in either column.

    An undefined ratio (no prediction of a label, or no true case of it) counts as 0, as in
    scikit-learn's zero_division=0, so a label only ever predicted wrongly pulls macro-F1 down.
    """
    names = sorted(set(labels) if labels is not None else {t for t, _ in pairs} | {p for _, p in pairs})
    tp = Counter(t for t, p in pairs if t == p)
    support = Counter(t for t, _ in pairs)
    predicted = Counter(p for _, p in pairs)
    scores = []
    for name in names:
        precision = tp[name] / predicted[name] if predicted[name] else 0.0
        recall = tp[name] / support[name] if support[name] else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        scores.append(TypeScore(name, precision, recall, f1, support[name], predicted[name]))
    return tuple(scores)


def macro_f1(scores: Sequence[TypeScore]) -> float:
    """The unweighted mean F1 over the labels scored."""
    return sum(s.f1 for s in scores) / len(scores) if scores else 0.0


def micro_f1(pairs: Sequence[tuple[str, str]], labels: Iterable[str] | None = None) -> float:
    """F1 of the pooled counts over `labels`; with every label counted it equals accuracy."""
    names = set(labels) if labels is not None else {t for t, _ in pairs} | {p for _, p in pairs}
    tp = sum(1 for t, p in pairs if t == p and t in names)
    predicted = sum(1 for _, p in pairs if p in names)
    support = sum(1 for t, _ in pairs if t in names)
    return 2 * tp / (predicted + support) if predicted + support else 0.0


def accuracy(pairs: Sequence[tuple[str, str]]) -> float:
    """Share of pairs whose prediction equals the truth."""
    return sum(1 for t, p in pairs if t == p) / len(pairs) if pairs else 0.0


def confusion_pairs(results: Sequence[CaseResult]) -> tuple[ConfusionPair, ...]:
    """The misclassifications grouped by (true, predicted), most frequent first."""
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for r in results:
        if not r.correct:
            groups[(r.case.label.type, r.prediction.type)].append(r.case.id)
    pairs = [ConfusionPair(t, p, len(ids), tuple(sorted(ids))) for (t, p), ids in groups.items()]
    return tuple(sorted(pairs, key=lambda c: (-c.count, c.true_type, c.predicted_type)))


def tier_coverage(results: Sequence[CaseResult]) -> tuple[tuple[str, float], ...]:
    """Share of verdicts per tier (rule, llm, none, then any other tier seen), in that order."""
    counts = Counter(r.prediction.tier for r in results)
    names = list(TIERS) + sorted(set(counts) - set(TIERS))
    return tuple((name, counts[name] / len(results) if results else 0.0) for name in names)


def culprit_scores(results: Sequence[CaseResult]) -> tuple[CulpritScore, ...]:
    """Rank, node, file and decisive-line (file and line) accuracy, each only over labels that give it."""
    def tally(field: str, labeled, right) -> CulpritScore:
        scored = [r for r in results if labeled(r.case.label.culprit)]
        return CulpritScore(field, sum(1 for r in scored if right(r.case.label.culprit, r.prediction.culprit)),
                            len(scored))

    return (
        tally("rank", lambda c: c.rank is not None, lambda c, p: p.rank == c.rank),
        tally("node", lambda c: c.node is not None, lambda c, p: _same_node(c.node, p.node)),
        tally("file", lambda c: c.file is not None, lambda c, p: _same_file(c.file, p.file)),
        tally("line", lambda c: c.file is not None and c.line is not None,
              lambda c, p: _same_file(c.file, p.file) and p.line == c.line),
    )


def _same_node(labeled: str, predicted: str | None) -> bool:
    # Host names are case-insensitive.
    return predicted is not None and predicted.casefold() == labeled.casefold()


def _same_file(labeled: str, predicted: str | None) -> bool:
    # "./rank-3.log" in a label and "rank-3.log" from diagnose are the same file.
    return predicted is not None and _posix(predicted) == _posix(labeled)


def _posix(path: str) -> str:
    return PurePosixPath(path.replace("\\", "/")).as_posix()


def unsafe_retries(results: Sequence[CaseResult]) -> UnsafeRetries:
    """Predictions with retry == true on cases whose true type's taxonomy retry is "no"."""
    eligible = [r for r in results if not TYPES[r.case.label.type].retry]
    unsafe = sorted(r.case.id for r in eligible if r.prediction.retry is True)
    return UnsafeRetries(len(unsafe), len(eligible), tuple(unsafe))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation between closest ranks (numpy's default)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def latency(results: Sequence[CaseResult]) -> Latency:
    """p50, p95 and max of the per-case wall times."""
    seconds = [r.seconds for r in results]
    return Latency(percentile(seconds, 50), percentile(seconds, 95), max(seconds, default=0.0))


def score_results(subset: str, system: str, results: Sequence[CaseResult]) -> SplitReport:
    """Every metric of `system` on the `results` of one subset."""
    pairs = [(r.case.label.type, r.prediction.type) for r in results]
    per_type = per_label_scores(pairs)
    categories = [(r.case.label.category, r.prediction.category) for r in results]
    return SplitReport(
        subset=subset, system=system, n=len(results), type_accuracy=accuracy(pairs),
        macro_f1=macro_f1(per_type), micro_f1=micro_f1(pairs), category_accuracy=accuracy(categories),
        per_type=per_type, confusion=confusion_pairs(results), tier_coverage=tier_coverage(results),
        culprit=culprit_scores(results), unsafe_retries=unsafe_retries(results), latency=latency(results),
    )
