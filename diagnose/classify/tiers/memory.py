"""The memory tier: decide a job by its nearest remembered incident, between the rules and the LLM.

`fit(cases)` remembers the decisive culprit line of each labeled case it is given (the pipeline
gives it the `dev` split; `test` is kept for scoring) and every operator-confirmed signature it was
given; `classify` compares the signature texts of a job's unexplained error events with them by fuzzy
token similarity. `overrule` applies the operator's word: a confirmation of exactly a verdict's
signature outranks whatever tier decided it.
"""

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

from rapidfuzz import fuzz, process, utils

from diagnose.classify.tiers.base import TierResult
from diagnose.classify.verdict import decisive, failure_signature
from diagnose.corpus.cases import Case
from diagnose.corpus.culprit import CulpritLine, culprit_lines
from diagnose.errors import DiagnoseError
from diagnose.ingest.signatures import signature_of
from diagnose.records import Event, Example, Finding, JobScan, LogLine, Verdict
from diagnose.redact import redact
from diagnose.store.database import Confirmation
from diagnose.taxonomy import TYPES, UNKNOWN

LABELED = "labeled"
CONFIRMED = "confirmed"
# Kinds of events that state an error themselves; a ChildFailedError report only echoes another rank's.
_CANDIDATE_KINDS = {"traceback": 0, "cpp_terminate": 1, "line": 2}
_MAX_CANDIDATES = 20


def _set_sort_mean(a: str, b: str, **_: object) -> float:
    # token_set_ratio alone scores 100 whenever one text's tokens are a subset of the other's
    # ("CANCELLED AT <TIME>" vs "... CANCELLED AT <TIME> DUE TO TIME LIMIT"); token_sort_ratio
    # penalises the extra tokens, so the mean keeps word-order freedom without the subset blind spot.
    # process.extract has already applied the processor and filters by score_cutoff itself.
    return (fuzz.token_set_ratio(a, b) + fuzz.token_sort_ratio(a, b)) / 2


# Compared by eval/bench_memory.py; all run on lower-cased, punctuation-free text (utils.default_process).
SCORERS: dict[str, Callable[..., float]] = {
    "ratio": fuzz.ratio,
    "token_sort_ratio": fuzz.token_sort_ratio,
    "token_set_ratio": fuzz.token_set_ratio,
    "WRatio": fuzz.WRatio,
    "set_sort_mean": _set_sort_mean,
}


@dataclass(frozen=True, slots=True)
class Memory:
    """One remembered incident: its failure type, where it comes from, its signature text."""

    type: str
    source: str  # "labeled:<case id>" or "confirmed:<job>"
    text: str


@dataclass(frozen=True, slots=True)
class Neighbour:
    """A remembered incident similar to one of the job's events; score is 0..100."""

    type: str
    score: float
    source: str
    text: str


@dataclass(frozen=True, slots=True)
class Candidate:
    """An unexplained error event of the job and the signature text of its head line."""

    event: Event
    text: str


@dataclass(frozen=True, slots=True)
class Match:
    """A candidate event and one of its neighbours."""

    candidate: Candidate
    neighbour: Neighbour


@dataclass
class MemoryTier:
    """Decides a job when its nearest remembered incident scores at least its threshold (0..100): `threshold`
    for an operator's confirmation, `labeled_threshold` for a labeled case (None: labeled cases never decide;
    they are still the neighbours handed to the LLM tier as precedents).

    The constructor stores settings; `fit(cases)` reads the memories (the cases' culprit lines, and the
    operator's confirmations from the history): a confirmation recorded later counts from the next fit.
    """

    confirmations: Sequence[Confirmation] = ()  # the operator's verdicts (Store.confirmations), oldest first
    threshold: float = 75.0
    # Leave-one-out on the dev split, the most correct decisions at precision >= 0.9: `python -m eval.bench_memory`
    # prints the table. No scorer and threshold reaches that precision on the 277 dev cases (0.78 at 75), and on
    # the jobs the rules leave unknown, the only ones this tier sees, none decides a single one right.
    labeled_threshold: float | None = None
    top_k: int = 5
    scorer: str = "set_sort_mean"
    name: str = "memory"
    memories_: tuple[Memory, ...] | None = field(init=False, default=None)

    def fit(self, cases: Sequence[Case]) -> "MemoryTier":
        """Remember the culprit line of each case and every confirmed signature; returns the tier."""
        self.memories_ = labeled_memories(culprit_lines(cases)) + confirmed_memories(self.confirmations)
        return self

    def overrule(self, verdict: Verdict) -> Verdict:
        """The verdict, or the operator's when a confirmation names exactly its failure signature and another type
        (the latest confirmation of a signature counts)."""
        sig = failure_signature(verdict) if self.confirmations else None
        c = _latest(self.confirmations).get(sig.id) if sig else None
        if c is None or c.type == verdict.type:
            return verdict
        return _operator_verdict(verdict, *decisive(verdict), c)

    def leave_out(self, case_id: str) -> "MemoryTier":
        """A copy of the fitted tier that does not remember the labeled case `case_id` (leave-one-out scoring)."""
        copy = replace(self)
        copy.memories_ = tuple(m for m in self.memories if m.source != f"{LABELED}:{case_id}")
        return copy

    @property
    def memories(self) -> tuple[Memory, ...]:
        if self.memories_ is None:
            raise DiagnoseError("the memory tier was not fitted: call fit(cases) first")
        return self.memories_

    def neighbours(self, scan: JobScan, *, events: Sequence[Event] | None = None) -> tuple[Neighbour, ...]:
        """The `top_k` remembered incidents nearest to any of the job's candidate events, best first."""
        return neighbours_of(self._matches(scan, events), self.top_k)

    def classify(self, scan: JobScan, *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        """One root-cause finding from the nearest memory, or none (abstain) below the threshold; an
        abstention hands the nearest solved memories on as precedents for the LLM tier.

        `events` narrows the candidates, e.g. to the unknown verdict's `candidates` (the events no rule
        matched); by default every event of the job is a candidate.
        """
        matches = self._matches(scan, events)
        best = decide(matches, self.threshold, self.labeled_threshold)
        if best is None:
            note = f"memory: abstained ({_why_abstained(matches, self.threshold, self.labeled_threshold)})"
            return TierResult((), (note,), precedents=as_precedents(neighbours_of(matches, self.top_k)))
        n, event = best.neighbour, best.candidate.event
        finding = Finding(n.type, "root_cause", event, event.head, tier="memory", rule=None,
                          confidence=round(n.score / 100, 3))
        return TierResult((finding,), (f"memory: {n.source} ({n.type}) scores {n.score:.0f}",))

    def _matches(self, scan: JobScan, events: Sequence[Event] | None) -> tuple[Match, ...]:
        return nearest(candidates(scan, events), self.memories, scorer=self.scorer, top_k=self.top_k)


def decide(matches: tuple[Match, ...], threshold: float, labeled_threshold: float | None) -> Match | None:
    """The best match that clears its kind's threshold, if it names a type (an `unknown` neighbour means:
    abstain)."""
    cleared = [m for m in matches if m.neighbour.score >= _threshold_of(m.neighbour, threshold, labeled_threshold)]
    if not cleared or cleared[0].neighbour.type == UNKNOWN.id:
        return None
    return cleared[0]


def _threshold_of(n: Neighbour, threshold: float, labeled_threshold: float | None) -> float:
    if n.source.startswith(CONFIRMED):
        return threshold
    return float("inf") if labeled_threshold is None else labeled_threshold


def _why_abstained(matches: tuple[Match, ...], threshold: float, labeled_threshold: float | None) -> str:
    if not matches:
        return "no candidate events"
    top = matches[0].neighbour
    if top.type == UNKNOWN.id:
        return f"nearest {top.source} scores {top.score:.0f} but was never explained (unknown)"
    if not top.source.startswith(CONFIRMED) and labeled_threshold is None:
        return f"nearest {top.source} scores {top.score:.0f}; labeled cases are precedents, they do not decide"
    return f"nearest {top.source} scores {top.score:.0f} < {_threshold_of(top, threshold, labeled_threshold):.0f}"


def candidates(scan: JobScan, events: Sequence[Event] | None = None) -> tuple[Candidate, ...]:
    """The live error events of `events` (default: the job's), tracebacks first, one per signature text."""
    pool = scan.events if events is None else events
    ordered = sorted((e for e in pool if not e.survived and e.kind in _CANDIDATE_KINDS),
                     key=lambda e: (_CANDIDATE_KINDS[e.kind], e.head.time is None, e.head.time or datetime.max))
    seen: dict[str, Candidate] = {}
    for event in ordered:
        text = signature_of(redact(event.head.message)).text
        seen.setdefault(text, Candidate(event, text))
    return tuple(seen.values())[:_MAX_CANDIDATES]


def nearest(cands: Iterable[Candidate], memories: tuple[Memory, ...], *, scorer: str,
            top_k: int) -> tuple[Match, ...]:
    """For each candidate its `top_k` nearest memories; all matches best first.

    Ties go to operator confirmations (they describe this very cluster), then to the earlier candidate.
    """
    if scorer not in SCORERS:
        raise DiagnoseError(f"unknown scorer {scorer!r}; choose from {', '.join(SCORERS)}")
    texts = [m.text for m in memories]
    ranked = []
    for order, cand in enumerate(cands):
        hits = process.extract(cand.text, texts, scorer=SCORERS[scorer], processor=utils.default_process,
                               limit=top_k) if texts else []
        for _, score, i in hits:
            m = memories[i]
            key = (-score, not m.source.startswith(CONFIRMED), order, m.source)
            ranked.append((key, Match(cand, Neighbour(m.type, round(float(score), 2), m.source, m.text))))
    return tuple(match for _, match in sorted(ranked, key=lambda r: r[0]))


def neighbours_of(matches: tuple[Match, ...], top_k: int) -> tuple[Neighbour, ...]:
    """The distinct remembered incidents among `matches` (best score of each), at most `top_k`."""
    best: dict[str, Neighbour] = {}
    for match in matches:
        best.setdefault(match.neighbour.source, match.neighbour)
    return tuple(best.values())[:top_k]


def as_precedents(neighbours: Sequence[Neighbour], k: int = 3) -> tuple[Example, ...]:
    """The `k` nearest solved neighbours as few-shot examples, most similar last (nearest the question)."""
    solved = [n for n in neighbours if n.type != UNKNOWN.id][:k]
    return tuple(Example(n.source, n.type, n.text) for n in reversed(solved))


def labeled_memories(lines: Iterable[CulpritLine]) -> tuple[Memory, ...]:
    """A memory per labeled case, from its culprit line."""
    return tuple(Memory(c.type, f"{LABELED}:{c.case}", signature_of(redact(c.line.message)).text) for c in lines)


def confirmed_memories(confirmations: Sequence[Confirmation]) -> tuple[Memory, ...]:
    """A memory per confirmed signature; a later verdict on the same signature replaces an earlier one."""
    return tuple(Memory(c.type, f"{CONFIRMED}:{c.job}", c.signature_text) for c in _latest(confirmations).values())


def _what_said(verdict: Verdict) -> str:
    if verdict.tier == "rule" and verdict.root:
        return f"rule {verdict.root.rule} ({verdict.type})"
    return f"the {verdict.tier} tier ({verdict.type})" if verdict.tier != "none" else "the tiers (unknown)"


def _latest(confirmations: Sequence[Confirmation]) -> dict[str, Confirmation]:
    return {c.signature_id: c for c in confirmations}  # oldest first, so the last one stays


def _operator_verdict(verdict: Verdict, event: Event, line: LogLine, c: Confirmation) -> Verdict:
    """`c`'s type on the line that carries the signature; the culprit and the evidence stay the tiers'."""
    why = f": {c.note}" if c.note else ""
    summary = (f"{c.type}: the operator's verdict on this failure signature (diagnose confirm, job {c.job}, "
               f"{c.confirmed_at:%Y-%m-%d}{why}); it outranks {_what_said(verdict)}. Decisive line {line.where}: "
               f"{line.message.strip()[:160]}")
    known = verdict.root is not None and verdict.type != UNKNOWN.id
    evidence = verdict.evidence if known else tuple(dict.fromkeys((line, *event.key_lines)))
    return replace(verdict, type=c.type, category=TYPES[c.type].category, confidence=1.0, tier="memory",
                   root=Finding(c.type, "root_cause", event, line, tier="memory", rule=None, confidence=1.0),
                   evidence=evidence, candidates=(),
                   culprit_rank=verdict.culprit_rank if known else line.rank,
                   culprit_node=verdict.culprit_node if known else line.node, summary=summary,
                   confirmed_by=c.job)
