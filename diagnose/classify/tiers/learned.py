"""The learned tier: a second opinion from text classifiers, between the memory and the LLM.

Two linear SVMs over TF-IDF word and character n-grams, with sigmoid-calibrated class probabilities that say how
sure they are. The job model reads a job as one document: the head lines of its open error events and the lines
its ranks' outputs end with, with their last progress lines (a silent death or a NaN in a progress line raises no
event), volatile tokens masked; it learns from labeled cases as the same kind of document (the culprit line and
the last lines of each log file). `classify` abstains unless the job model's best type reaches `threshold` (chosen
on fresh dev batches by `python -m eval.calibrate_learned`); its evidence is the job's line that the job model,
reading it alone, finds surest of that type. Reading the whole ending rather than its lines one by one is what
works on jobs nobody here has seen: on the fresh batches' jobs the rules left unknown, each line alone rarely says
enough, and the lines together often do.

The line model reads one line: it learns from the culprit lines of labeled cases and the rules' own match
examples. `second_opinion` reads again the line of a rule that decided by an exception's class alone (any
ValueError is a code bug) and names the type its message says, when that type does not retry and reaches
`overrule_threshold`: the tier may change what to fix, never whether to retry. scikit-learn is imported, and a
model trained, only when a job first needs it, so jobs the rules settle never pay for it.
"""

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from diagnose.classify.rules import Rule
from diagnose.classify.tiers.base import TierResult
from diagnose.classify.tiers.memory import Candidate, candidates
from diagnose.corpus.cases import Case
from diagnose.corpus.culprit import culprit_lines, tail_lines
from diagnose.errors import DiagnoseError
from diagnose.ingest.signatures import signature_of
from diagnose.records import Event, Example, Finding, JobScan
from diagnose.redact import redact
from diagnose.taxonomy import TYPES, UNKNOWN

_FOLDS = 3  # calibration folds
OVERRULE_THRESHOLD = 0.2  # the second opinion's, chosen by eval.calibrate_learned
JOB_THRESHOLD = 0.4  # the job model's, chosen by eval.calibrate_learned (eval/results/calibrate-learned-d4-d27.txt)
# Rules whose lines state a cause; the other roles (exit, symptom, context) describe consequences.
_TEACHING_ROLES = ("root_cause", "cascade")


@dataclass(frozen=True, slots=True)
class Sample:
    """One training text and its failure type; `case` names the labeled case it comes from, if any."""

    text: str
    type: str
    case: str | None = None


@dataclass
class LearnedTier:
    """Decides a job when the job model's best type for its document reaches `threshold`."""

    threshold: float = JOB_THRESHOLD
    overrule_threshold: float | None = None  # None: no second opinion (OVERRULE_THRESHOLD when asked for one)
    name: str = "learned"
    samples_: tuple[Sample, ...] = field(init=False, default=())  # lines, for the line model
    documents_: tuple[Sample, ...] = field(init=False, default=())  # jobs, for the job model
    model_: Any = field(init=False, default=None)
    job_model_: Any = field(init=False, default=None)

    def fit(self, cases: Sequence[Case], rules: Sequence[Rule] = ()) -> "LearnedTier":
        """Take the cases' culprit lines and the teaching rules' match examples as line samples, and the cases as
        job documents; returns the tier. The models are trained when first needed: it costs seconds, and most
        jobs never get past the rules."""
        self.samples_ = _trainable(case_samples(cases) + rule_samples(rules))
        self.documents_ = _trainable(case_documents(cases))
        self.model_ = self.job_model_ = None
        return self

    def leave_out(self, case_id: str) -> "LearnedTier":
        """A copy fitted without the labeled case `case_id` (leave-one-out scoring); this tier is unchanged."""
        copy = replace(self)
        copy.samples_ = _trainable(tuple(s for s in self.samples_ if s.case != case_id))
        copy.documents_ = _trainable(tuple(s for s in self.documents_ if s.case != case_id))
        copy.model_ = copy.job_model_ = None
        return copy

    def classify(self, scan: JobScan, *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        """One root-cause finding, on the job's line surest of the type the job model reads in the whole job, or
        an abstention."""
        cands = job_candidates(scan, events)
        if not cands:
            return TierResult((), ("learned: abstained (no candidate lines)",))
        model = self._job_model()
        probabilities = model.predict_proba([_document(c.text for c in cands)])[0]
        best = int(probabilities.argmax())
        label, score = str(model.classes_[best]), float(probabilities[best])
        if label == UNKNOWN.id or score < self.threshold:
            return TierResult((), (f"learned: abstained (best {label} at {score:.2f} < {self.threshold:.2f})",))
        cand = cands[int(model.predict_proba([c.text for c in cands])[:, best].argmax())]
        finding = Finding(label, "root_cause", cand.event, cand.event.head, tier=self.name, rule=None,
                          confidence=round(score, 3))
        return TierResult((finding,), (f"learned: {label} at {score:.2f} (the job's ending read whole)",))

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
        if label in (finding.type, UNKNOWN.id) or TYPES[label].retry or score < self.overrule_threshold:
            return None
        return replace(finding, type=label, tier=self.name, rule=None, confidence=round(score, 3))

    def _model(self) -> Any:
        if not self.samples_:
            raise DiagnoseError("the learned tier was not fitted: call fit(cases) first")
        if self.model_ is None:
            self.model_ = _train(self.samples_)
        return self.model_

    def _job_model(self) -> Any:
        if not self.documents_:
            raise DiagnoseError("the learned tier was not fitted: call fit(cases) first")
        if self.job_model_ is None:
            self.job_model_ = _train(self.documents_)
        return self.job_model_


def job_candidates(scan: JobScan, events: Sequence[Event] | None = None) -> tuple[Candidate, ...]:
    """The job's open error events and the lines its ranks' outputs end with, one per signature text."""
    seen: dict[str, Candidate] = {}
    for cand in (*candidates(scan, events), *ending_candidates(scan)):
        seen.setdefault(cand.text, cand)
    return tuple(seen.values())


def ending_candidates(scan: JobScan) -> tuple[Candidate, ...]:
    """The lines the ranks' outputs end with and their last progress lines, one per signature text, each as a
    one-line event (the lines the LLM tier is shown when no event is open)."""
    seen: dict[str, Candidate] = {}
    for ending in (e for f in scan.files for e in f.endings):
        progress = (ending.last_progress,) if ending.last_progress is not None else ()
        for line in (*progress, *ending.last_lines):
            if line.message.strip():
                text = _text(line.message)
                seen.setdefault(text, Candidate(Event("line", (line,), (0,)), text))
    return tuple(seen.values())


def case_documents(cases: Sequence[Case]) -> tuple[Sample, ...]:
    """A job document per case: its culprit line (when its label names one) and the last lines of its files."""
    culprits = {c.case: _text(c.line.message) for c in culprit_lines(cases)}
    return tuple(Sample(_document((*((culprits[c.id],) if c.id in culprits else ()),
                                   *(_text(line) for line in tail_lines(c)))), c.label.type, c.id) for c in cases)


def _document(texts: Iterable[str]) -> str:
    """Lines' signature texts as one document, each once."""
    return "\n".join(dict.fromkeys(t for t in texts if t.strip()))


def case_samples(cases: Sequence[Case]) -> tuple[Sample, ...]:
    """A sample per case that names its culprit line: the line's signature text and the case's type."""
    return tuple(Sample(_text(c.line.message), c.type, c.case) for c in culprit_lines(cases))


def rule_samples(rules: Sequence[Rule]) -> tuple[Sample, ...]:
    """A sample per match example of every rule that states a cause (each line of a multi-line example)."""
    return tuple(Sample(_text(line), r.type) for r in rules if r.role in _TEACHING_ROLES
                 for example in r.examples.match for line in example.splitlines() if line.strip())


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
