"""The LLM tier: show a model the compressed, redacted job and accept its answer only when grounded.

Methods (measured in eval/results/llm-models.md):
- "score": calibrated label scoring. Each allowed type is scored as the whole answer, minus its
  score for a content-free log ("N/A"), which removes the model's prior for some labels; then a
  second, constrained call quotes the decisive line and writes the summary for that type.
- "json": one grammar-constrained JSON answer with line, type and summary.
Both reply schemas list what may be quoted as an enum: each shown log line (no traceback frames) by
its beginning, just long enough to tell it from the others, so a constrained backend can only cite
a real line and stops generating once the line is determined; the finding carries the whole line.
The answer is accepted only if the type is allowed and the quote is exactly one of those (or a whole
shown line: a server may ignore the schema); otherwise the tier abstains (no findings, a note) and
the verdict stays `unknown`.

Log text is data: lines that instruct their reader (diagnose.injection) are not part of any event and
are never shown, so only the salient line of an error event the scanner recognised can be cited, and
a summary that reads as an instruction or carries a shell command is dropped (the verdict keeps its
template summary, which quotes the cited line).
"""

import hashlib
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from diagnose.classify.tiers.base import TierResult
from diagnose.ingest.signatures import signature_of
from diagnose.llm.backends.base import LLMBackend
from diagnose.llm.cache import CachedVerdict, CacheKey, VerdictCache
from diagnose.llm.compress import CompressedContext, approx_tokens, compress, shown_text
from diagnose.llm.examples import nearest, render_examples
from diagnose.llm.prompts import (
    Prompt,
    PromptError,
    load_prompt,
    load_type_table,
    render,
)
from diagnose.injection import instruction_in
from diagnose.records import Event, Example, Finding, JobScan, LogLine
from diagnose.redact import redact
from diagnose.taxonomy import TYPES

METHODS = ("score", "json")
# Where examples for the prompt come from besides `shots` retrieved ones: nowhere, or the memory tier's
# nearest solved incidents. "none" is the default because the memory's examples made the 1.5B model
# worse (eval/results/llm-models.md): it copies a neighbour's label whose wording is close.
EXAMPLE_SOURCES = ("none", "memory")
_CONTENT_FREE = "N/A"
_SUMMARY_TOKENS = 48  # one sentence; a longer one is cut here and ends with "…"
_MAX_SUMMARY_CHARS = 300
# The note of a scored answer below the floor, left unexplained: the explanation (a third of a one-job run) would be
# thrown away with the abstention. A later run with a lower floor asks again.
_UNEXPLAINED = "llm: below the confidence floor, not explained"


@dataclass(frozen=True, slots=True)
class _Answer:
    type: str
    confidence: float
    summary: str
    line: LogLine | None
    note: str = ""


@dataclass
class LLMTier:
    """Classifies a job the rules left unknown with `backend`; abstains unless the answer is grounded."""

    backend: LLMBackend
    prompts_dir: Path
    prompt_name: str = "classify"  # the label prompt (method "score")
    max_prompt_tokens: int = 500
    method: str = "score"
    cache: VerdictCache | None = None
    json_prompt_name: str = "classify_json"
    explain_prompt_name: str = "explain"
    examples: tuple[Example, ...] = ()  # few-shot pool (labeled dev cases); empty: zero-shot
    shots: int = 0
    examples_from: str = "none"  # one of EXAMPLE_SOURCES
    min_confidence: float = 0.0  # below it the tier abstains
    calibrate: bool = True  # subtract the content-free prior from label scores (method "score")
    name: str = "llm"
    prompts_: dict[str, Prompt] = field(init=False, default_factory=dict, repr=False)
    priors_: dict[str, dict[str, float]] = field(init=False, default_factory=dict, repr=False)
    type_table_: str | None = field(init=False, default=None, repr=False)

    def __post_init__(self) -> None:
        if self.method not in METHODS:
            raise PromptError(f"unknown LLM method {self.method!r}; choose from {', '.join(METHODS)}")
        if self.examples_from not in EXAMPLE_SOURCES:
            raise PromptError(f"unknown example source {self.examples_from!r}; choose from {', '.join(EXAMPLE_SOURCES)}")

    def classify(self, scan: JobScan, candidates: Sequence[str] = (), *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        """At most one root-cause finding. `candidates` (type ids from earlier tiers) narrow the choice,
        `events` (those earlier tiers left unexplained) narrow what the model is shown, and `precedents`
        (the memory tier's nearest solved incidents) are shown as examples when `examples_from` is "memory"."""
        ctx = compress(_only(scan, events), max_tokens=self.max_prompt_tokens)
        if not ctx.citable:
            return TierResult((), ("llm: no error lines to show the model",))
        labels = _labels(candidates)
        shown = tuple(precedents) if self.examples_from == "memory" else ()
        shots = render_examples(shown or nearest(self.examples, ctx.text, self.shots))
        key = CacheKey(ctx.signature, self.backend.model, self._version(labels, shots))
        cached = self.cache.get(key) if self.cache else None
        answer = _from_cache(cached, ctx) if cached else None
        if answer is None or answer.note == _UNEXPLAINED and answer.confidence >= self.min_confidence:
            answer = self._ask(ctx, labels, shots)
            if self.cache:
                self.cache.put(key, _to_cache(answer))
        return _result(answer, scan, self.min_confidence)

    def prompt_ids(self) -> tuple[str, ...]:
        """The prompts this configuration renders, for provenance."""
        names = (self.prompt_name, self.explain_prompt_name) if self.method == "score" else (self.json_prompt_name,)
        return tuple(self._prompt(n).id for n in names)

    def _version(self, labels: tuple[str, ...], shots: str) -> str:
        restricted = "all" if len(labels) == len(TYPES) else ",".join(labels)
        method = self.method if self.calibrate or self.method != "score" else "score-uncalibrated"
        examples = hashlib.sha256(shots.encode()).hexdigest()[:12] if shots else "none"
        return f"{'+'.join(self.prompt_ids())}:{method}:examples={examples}:types={restricted}"

    def _ask(self, ctx: CompressedContext, labels: tuple[str, ...], shots: str) -> _Answer:
        variables = {"type_table": self._type_table(), "excerpt": ctx.text, "examples": shots}
        if self.method == "score":
            scored = self._score(variables, labels)
            if scored is not None and scored[0] != "unknown" and scored[1] < self.min_confidence:
                return _Answer(scored[0], scored[1], "", None, _UNEXPLAINED)
            if scored is not None:
                return self._explain(ctx, variables, *scored)
        return self._json(ctx, variables, labels)

    def _score(self, variables: dict[str, str], labels: tuple[str, ...]) -> tuple[str, float] | None:
        """The best label after calibration and its probability; None when the backend cannot score."""
        prompt = render(self._prompt(self.prompt_name), variables)
        scores = self.backend.score_labels(prompt.system, prompt.user, labels)
        if scores is None:
            return None
        prior = self._prior(variables, labels) if self.calibrate else dict.fromkeys(labels, 0.0)
        calibrated = {label: scores[label] - prior[label] for label in labels}
        probs = _softmax(calibrated)
        best = max(labels, key=lambda label: calibrated[label])
        return best, probs[best]

    def _prior(self, variables: dict[str, str], labels: tuple[str, ...]) -> dict[str, float]:
        """Label scores for a content-free log, once per label set and shots text (kept in the cache
        between runs: a one-job run would otherwise pay a second scoring pass)."""
        prompt = self._prompt(self.prompt_name)
        key = hashlib.sha256("|".join([prompt.id, *labels, variables["examples"]]).encode()).hexdigest()[:24]
        if key not in self.priors_:
            saved = self.cache.get_prior(self.backend.model, key) if self.cache else None
            if saved is None:  # the key holds the label set: a saved prior has exactly these labels
                empty = render(prompt, {**variables, "excerpt": _CONTENT_FREE})
                saved = self.backend.score_labels(empty.system, empty.user, labels) or {}
                if self.cache and saved:
                    self.cache.put_prior(self.backend.model, key, saved)
            self.priors_[key] = saved
        return self.priors_[key]

    def _explain(self, ctx: CompressedContext, variables: dict[str, str], type_: str, confidence: float) -> _Answer:
        if type_ == "unknown":
            return _Answer("unknown", confidence, "", None, "llm: the model chose 'unknown'")
        template = self._prompt(self.explain_prompt_name)
        prompt = render(template, {**variables, "type": type_})
        schema = _with_enum(template.reply_schema, "line", tuple(ctx.quotes))
        reply = self.backend.complete(prompt.system, prompt.user, max_tokens=_answer_budget(ctx), json_schema=schema)
        return _grounded(reply.text, ctx, type_, confidence)

    def _json(self, ctx: CompressedContext, variables: dict[str, str], labels: tuple[str, ...]) -> _Answer:
        template = self._prompt(self.json_prompt_name)
        prompt = render(template, variables)
        schema = _with_enum(_with_enum(template.reply_schema, "type", labels), "line", tuple(ctx.quotes))
        reply = self.backend.complete(prompt.system, prompt.user, max_tokens=_answer_budget(ctx), json_schema=schema)
        return _grounded(reply.text, ctx, None, 0.5, labels)

    def _prompt(self, name: str) -> Prompt:
        if name not in self.prompts_:
            self.prompts_[name] = load_prompt(self.prompts_dir, name)
        return self.prompts_[name]

    def _type_table(self) -> str:
        if self.type_table_ is None:
            self.type_table_ = load_type_table(self.prompts_dir)
        return self.type_table_


def _only(scan: JobScan, events: Sequence[Event] | None) -> JobScan:
    if not events:
        return scan
    keep = {id(e) for e in events}
    return replace(scan, files=tuple(replace(f, events=tuple(e for e in f.events if id(e) in keep))
                                     for f in scan.files))


def _labels(candidates: Sequence[str]) -> tuple[str, ...]:
    """The allowed answers: the valid candidates plus 'unknown', or the whole taxonomy."""
    valid = sorted({c for c in candidates if c in TYPES and c != "unknown"})
    return (*valid, "unknown") if valid else tuple(TYPES)


def _answer_budget(ctx: CompressedContext) -> int:
    """Tokens for the reply: the longest quote (about 2 tokens per 4 characters of log text: paths
    and numbers split finely) plus the summary."""
    return _SUMMARY_TOKENS + 2 * max((approx_tokens(q) for q in ctx.quotes), default=0)


def _with_enum(schema: Mapping[str, Any], name: str, values: Sequence[str]) -> dict[str, Any]:
    """`schema` with property `name` restricted to `values`: the model can only quote a shown line
    and name an allowed type (a grammar for llama.cpp, a JSON schema for servers)."""
    props = dict(schema["properties"])
    props[name] = {k: v for k, v in props[name].items() if k != "maxLength"} | {"enum": list(values)}
    return {**schema, "properties": props}


def _grounded(text: str, ctx: CompressedContext, type_: str | None, confidence: float,
              labels: tuple[str, ...] = ()) -> _Answer:
    """The reply as an answer, or an abstention saying what was wrong with it."""
    reply = _parse_reply(text)
    if reply is None:
        return _Answer("unknown", 0.0, "", None, f"llm: reply is not JSON: {_echo(text)}")
    if not isinstance(reply, dict):
        return _Answer("unknown", 0.0, "", None, "llm: reply is not a JSON object")
    type_ = type_ or str(reply.get("type", ""))
    cited = str(reply.get("line", ""))
    if type_ not in TYPES or (labels and type_ not in labels):
        return _Answer("unknown", 0.0, "", None, f"llm: type {_echo(type_)} is not an allowed failure type")
    if type_ == "unknown":
        return _Answer("unknown", confidence, "", None, "llm: the model chose 'unknown'")
    line = ctx.find(cited)
    if line is None:
        return _Answer("unknown", 0.0, "", None, f"llm: cited line not found in the logs: {_echo(cited)}")
    summary, note = _safe_summary(str(reply.get("summary", "")).strip()[:_MAX_SUMMARY_CHARS])
    return _Answer(type_, confidence, summary, line, note)


def _safe_summary(summary: str) -> tuple[str, str]:
    """The model's summary and no note, or no summary and a note saying why: a summary that instructs or
    carries a shell command would put a log's words into the first thing the operator reads."""
    what = instruction_in(summary)
    return (summary, "") if what is None else ("", f"llm: the model's summary was dropped: it {what}")


def _echo(text: str) -> str:
    """The start of what the model wrote, for a note: redacted, and withheld when it instructs."""
    what = instruction_in(text)
    return f"(withheld: it {what})" if what else repr(redact(text[:80]))


def _parse_reply(text: str) -> Any:
    """The reply as JSON; one cut at the token budget inside its summary (the last field) is closed
    there, so a long-winded summary does not throw away a grounded answer."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    try:
        reply = json.loads(text + '…"}')
    except json.JSONDecodeError:
        return None
    return reply if isinstance(reply, dict) and str(reply.get("summary", "")).endswith("…") else None


def _result(answer: _Answer, scan: JobScan, min_confidence: float) -> TierResult:
    # An abstention carries no summary: the text of an ungrounded answer would read like a diagnosis.
    if answer.type != "unknown" and answer.confidence < min_confidence:
        note = f"llm: {answer.type} at confidence {answer.confidence:.2f} is below {min_confidence:.2f}"
        return TierResult((), (note,))
    if answer.line is None or answer.type == "unknown":
        return TierResult((), (answer.note,))
    finding = Finding(answer.type, "root_cause", _event_of(answer.line, scan), answer.line, tier="llm",
                      rule=None, confidence=round(answer.confidence, 3))
    return TierResult((finding,), (answer.note,) if answer.note else (), answer.summary)


def _event_of(line: LogLine, scan: JobScan) -> Event:
    """The error event whose salient line was cited, or a one-line event for a cited line a rank's output ended
    with (compress offers no other line to cite)."""
    found = next((event for event in scan.events if line in event.key_lines), None)
    return found or Event("line", (line,), (0,))


def _to_cache(answer: _Answer) -> CachedVerdict:
    text = shown_text(answer.line) if answer.line else ""
    return CachedVerdict(answer.type, answer.confidence, answer.summary, text,
                         signature_of(text).id if text else "", answer.note)


def _from_cache(cached: CachedVerdict, ctx: CompressedContext) -> _Answer | None:
    """The cached answer with its line found again among this job's citable lines (same signature); None
    if it is not there. The summary is checked again: the row may predate the check."""
    if not cached.line_signature:
        return _Answer(cached.type, cached.confidence, "", None, cached.note)
    summary, note = _safe_summary(cached.summary)
    for line in ctx.citable.values():
        if signature_of(shown_text(line)).id == cached.line_signature:
            return _Answer(cached.type, cached.confidence, summary, line, note or cached.note)
    return None


def _softmax(scores: dict[str, float]) -> dict[str, float]:
    top = max(scores.values())
    exp = {k: math.exp(v - top) for k, v in scores.items()}
    total = sum(exp.values())
    return {k: v / total for k, v in exp.items()}
