"""The learned tier: a second opinion from a text classifier, between the memory and the LLM.

TF-IDF over word and character n-grams of an error event's head line (its signature text: volatile
tokens masked), and a linear SVM with sigmoid-calibrated class probabilities that say how sure it is.
`fit(cases, rules, catalog)` learns from the culprit lines of labeled cases, the rules' own match
examples and the messages of the source catalogs; `classify` abstains unless its best class, over the job's open
events (or, when no event is open, the lines each rank's output ends with: a silent death or a NaN in a progress
line raises no event), reaches
`threshold` (chosen on dev by `python -m eval.calibrate_learned`). `second_opinion` reads again the line of a
rule that decided by an exception's class alone (any ValueError is a code bug) and names the type its message
says, when that type does not retry and reaches `overrule_threshold`: the tier may change what to fix, never
whether to retry. scikit-learn is imported, and the classifier
trained, only when a job first reaches the tier, so jobs the rules settle never pay for it.
"""

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from diagnose.classify.rules import Rule
from diagnose.classify.tiers.base import TierResult
from diagnose.classify.tiers.memory import Candidate, candidates
from diagnose.corpus.cases import Case
from diagnose.corpus.catalog import CatalogEntry
from diagnose.corpus.culprit import culprit_lines
from diagnose.errors import DiagnoseError
from diagnose.ingest.events import NONFINITE_LOSS
from diagnose.ingest.signatures import signature_of
from diagnose.records import Event, Example, Finding, JobScan, LogLine
from diagnose.redact import redact
from diagnose.taxonomy import TYPES, UNKNOWN

_FOLDS = 3  # calibration folds
# Both chosen by eval.calibrate_learned on dev (eval/results/calibrate-learned-*-group5.txt).
THRESHOLD = 0.5
OVERRULE_THRESHOLD = 0.5  # the second opinion's
# A process the kernel's OOM killer ends gets SIGKILL and prints nothing: an exception it raised and printed does not
# say it was killed, whatever words its message shares with kill reports (fresh dev batches: 0 of 2 revisions right).
_NOT_AN_EXCEPTIONS_CAUSE = ("host_oom",)
# Rules whose lines state a cause; the other roles (exit, symptom, context) describe consequences.
_TEACHING_ROLES = ("root_cause", "cascade")
_ROUTINE_REPEATS = 3
# Words a program reports trouble or a stop with. A rank's last line without any (a saved config, a greeting, a
# banner) is chatter that happened to come last: read as a cause, it was wrong more often than right on fresh logs.
_REPORTS_TROUBLE = re.compile(
    r"(?i)error|exception|fail|fault|fatal|abort|kill|terminat|signal|\bnan\b|\binf\b|denied|refused|time ?out|"
    r"cannot|can't|unable|invalid|not found|no such|\boom\b|out of memory|traceback|panic|segmentation|core dumped|"
    r"died|exit|shutting down|interrupt|cancel|preempt|evict|warn|assert|mismatch|not support|unsupported|expected|"
    r"missing|corrupt")


@dataclass(frozen=True, slots=True)
class Sample:
    """One training text and its failure type; `case` names the labeled case it comes from, if any."""

    text: str
    type: str
    case: str | None = None


@dataclass
class LearnedTier:
    """Decides a job when the classifier's best type for one of its open events (or, with none open, for one of the
    lines its ranks' outputs end with) reaches `threshold`."""

    threshold: float = THRESHOLD
    overrule_threshold: float | None = None  # None: no second opinion (OVERRULE_THRESHOLD when asked for one)
    name: str = "learned"
    samples_: tuple[Sample, ...] = field(init=False, default=())
    model_: Any = field(init=False, default=None)

    def fit(self, cases: Sequence[Case], rules: Sequence[Rule] = (),
            catalog: Sequence[CatalogEntry] = ()) -> "LearnedTier":
        """Take the cases' culprit lines, the teaching rules' match examples and the source catalogs' messages as
        samples; returns the tier. The classifier is trained when first asked: it costs seconds, and most jobs
        never get past the rules."""
        self.samples_ = _trainable(case_samples(cases) + rule_samples(rules) + catalog_samples(catalog))
        self.model_ = None
        return self

    def leave_out(self, case_id: str) -> "LearnedTier":
        """A copy fitted without the labeled case `case_id` (leave-one-out scoring); this tier is unchanged."""
        copy = replace(self)
        copy.samples_ = _trainable(tuple(s for s in self.samples_ if s.case != case_id))
        copy.model_ = None
        return copy

    def classify(self, scan: JobScan, *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        """One root-cause finding for the open event the classifier is surest about, or an abstention."""
        model = self._model()
        cands = candidates(scan, events) or ending_candidates(scan)
        if not cands:
            return TierResult((), ("learned: abstained (no candidate lines)",))
        probabilities = model.predict_proba([c.text for c in cands])
        best = max(((p[i], i, c) for c, p in zip(cands, probabilities) for i in range(len(p))),
                   key=lambda b: b[0])
        score, label, cand = float(best[0]), model.classes_[best[1]], best[2]
        if label == UNKNOWN.id or score < self.threshold:
            return TierResult((), (f"learned: abstained (best {label} at {score:.2f} < {self.threshold:.2f})",))
        finding = Finding(label, "root_cause", cand.event, cand.event.head, tier=self.name, rule=None,
                          confidence=round(score, 3))
        return TierResult((finding,), (f"learned: {label} at {score:.2f}",))

    def second_opinion(self, finding: Finding) -> Finding | None:
        """`finding` as the type the classifier reads in its line, if that is another type that does not retry
        (an unchanged retry stays the rules' call) at `overrule_threshold` or more; else None (always, when it is
        None)."""
        if self.overrule_threshold is None:
            return None
        model = self._model()
        probabilities = model.predict_proba([_text(finding.line.message)])[0]
        best = int(probabilities.argmax())
        label, score = str(model.classes_[best]), float(probabilities[best])
        if label in (finding.type, UNKNOWN.id, *_NOT_AN_EXCEPTIONS_CAUSE) or TYPES[label].retry \
                or score < self.overrule_threshold:
            return None
        return replace(finding, type=label, tier=self.name, rule=None, confidence=round(score, 3))

    def _model(self) -> Any:
        if not self.samples_:
            raise DiagnoseError("the learned tier was not fitted: call fit(cases) first")
        if self.model_ is None:
            self.model_ = _train(self.samples_)
        return self.model_


def ending_candidates(scan: JobScan) -> tuple[Candidate, ...]:
    """The lines the ranks' outputs end with, one per signature text, each as a one-line event (drawn from the lines
    the LLM tier is shown when no event is open). A rank's last progress line has a finite loss, so it and the lines of its
    shape (numbers aside) are healthy steps, never a cause: a silent death after them is not a divergence. So are
    the lines of a shape a rank's ending repeats with its numbers moving and no non-finite loss (progress or status
    in a format the scanner does not know), and so is a line that reports no trouble at all."""
    seen: dict[str, Candidate] = {}
    for ending in (e for f in scan.files for e in f.endings):
        lines = [ln for ln in ending.last_lines if ln.message.strip()]
        routine = _routine_shapes(lines)
        if ending.last_progress is not None and not _nonfinite(ending.last_progress.message):
            routine.add(_text(ending.last_progress.message))
        for line in lines:
            text = _text(line.message)
            if text not in routine and _REPORTS_TROUBLE.search(line.message):
                seen.setdefault(text, Candidate(Event("line", (line,), (0,)), text))
    return tuple(seen.values())


def _routine_shapes(lines: Sequence[LogLine]) -> set[str]:
    """The signature texts of at least `_ROUTINE_REPEATS` of `lines`, all different and none reporting a non-finite
    loss: a counter that moves from line to line is a job going on; an error repeated stays the same words."""
    by_text: dict[str, list[str]] = {}
    for line in lines:
        by_text.setdefault(_text(line.message), []).append(line.message)
    return {text for text, messages in by_text.items() if len(messages) >= _ROUTINE_REPEATS
            and len(set(messages)) == len(messages)
            and not any(map(_nonfinite, messages))}


def _nonfinite(message: str) -> bool:
    return bool(NONFINITE_LOSS.search(message.encode("utf-8", "replace")))


def case_samples(cases: Sequence[Case]) -> tuple[Sample, ...]:
    """A sample per case that names its culprit line: the line's signature text and the case's type."""
    return tuple(Sample(_text(c.line.message), c.type, c.case) for c in culprit_lines(cases))


def rule_samples(rules: Sequence[Rule]) -> tuple[Sample, ...]:
    """A sample per match example of every rule that states a cause (each line of a multi-line example)."""
    return tuple(Sample(_text(line), r.type) for r in rules if r.role in _TEACHING_ROLES
                 for example in r.examples.match for line in example.splitlines() if line.strip())


def catalog_samples(catalog: Sequence[CatalogEntry]) -> tuple[Sample, ...]:
    """A sample per message of the source catalogs: what the software emits, including the wordings no rule
    knows yet, which are the lines that reach this tier."""
    return tuple(Sample(_text(e.rendered), e.type) for e in catalog)


def _text(line: str) -> str:
    return signature_of(redact(line)).text


def _trainable(samples: Sequence[Sample]) -> tuple[Sample, ...]:
    """The samples of types with at least `_FOLDS` of them (fewer cannot be calibrated); at least two types."""
    counts = Counter(s.type for s in samples)
    kept = tuple(s for s in samples if counts[s.type] >= _FOLDS)
    if len({s.type for s in kept}) < 2:
        raise DiagnoseError(f"the learned tier needs at least {_FOLDS} labeled samples of each of two types")
    return kept


def _train(samples: Sequence[Sample]) -> Any:
    """TF-IDF word (1-2) and character (2-5, within word bounds) n-grams, a linear SVM, and sigmoid calibration
    (3-fold) so that its scores are probabilities."""
    from sklearn.calibration import CalibratedClassifierCV
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.pipeline import make_pipeline, make_union
    from sklearn.svm import LinearSVC

    features = make_union(TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
                          TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True, min_df=2))
    model = make_pipeline(features, CalibratedClassifierCV(LinearSVC(C=1.0), method="sigmoid", cv=_FOLDS))
    return model.fit([s.text for s in samples], [s.type for s in samples])
