"""The rule tier: match every event against the YAML rules.

The prefilter's engine names the rules whose pattern matches a line, so only those rules' regexes and conditions
run in Python (not every rule on every salient line).
"""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from diagnose.classify.rules import Rule, load_rules
from diagnose.classify.tiers.base import TierResult
from diagnose.ingest.events import raised_while_signalled
from diagnose.ingest.prefilter import Prefilter
from diagnose.ingest.scan import prefilter_patterns
from diagnose.records import Event, Example, Finding, JobScan, LogLine

# Within one event a concrete error outranks the advice and wrapper lines around it.
ROLE_RANK = {"root_cause": 4, "cascade": 3, "exit": 2, "symptom": 1, "context": 0}
# Where Python's `re` and the C engines read a character differently (Unicode classes and case folding; \v and
# \x1c-\x1f count as \s in Python only), a line is tried against every rule, as without a prefilter.
_NOT_PLAIN = re.compile(r"[^\x00-\x0a\x0c-\x1b\x20-\x7f]")  # (a negated class: a class up to U+10FFFF compiles slowly)


@dataclass
class RuleTier:
    """Classifies events with the rules in `rules_dir`; `engine` is the prefilter engine that picks the rules
    worth trying on a line."""

    rules_dir: Path
    engine: str = "auto"
    name: str = "rule"
    rules_: tuple[Rule, ...] | None = field(init=False, default=None)
    # The scan's compiled prefilter, when a pipeline has one: the same patterns, so the rule tier need not load it.
    scan_prefilter: Callable[[], Prefilter] | None = field(default=None, repr=False)
    matcher_: Prefilter | None = field(init=False, default=None, repr=False)

    @property
    def rules(self) -> tuple[Rule, ...]:
        if self.rules_ is None:
            self.rules_ = load_rules(self.rules_dir)
        return self.rules_

    def patterns(self) -> list[str]:
        """The rule patterns, for the scan's prefilter."""
        return [r.pattern_text for r in self.rules]

    def by_exception_class(self, finding: Finding) -> bool:
        """The rule of `finding` decided by the exception's class alone, not by its message."""
        return any(r.by_exception_class for r in self.rules if r.id == finding.rule)

    def classify(self, scan: JobScan, *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        """Findings of the rules that match; `precedents` do not change what a rule says."""
        events = scan.events if events is None else tuple(events)
        eligible = _JobConditions([ln for e in events for ln in e.key_lines])
        findings = [f for f in (self._best(e, eligible) for e in events) if f is not None]
        return TierResult(tuple(findings), () if findings else ("no rule matched any event",))

    def _best(self, event: Event, eligible: "_JobConditions") -> Finding | None:
        """The strongest rule that matches a salient line of the event and its conditions."""
        all_texts: list[str] | None = None
        best: tuple[tuple, Rule, LogLine] | None = None
        after_signal = raised_while_signalled(event)
        for order, line in enumerate(event.key_lines):
            for rule in self.candidates(line.raw):
                if not rule.pattern.search(line.raw) or not eligible(rule, line):
                    continue
                all_texts = all_texts if all_texts is not None else [ln.raw for ln in event.lines]
                if not rule.matches_event(all_texts):
                    continue
                rank = (not after_signal[order], ROLE_RANK[rule.role], rule.priority, -order)
                if best is None or rank > best[0]:
                    best = (rank, rule, line)
        if best is None:
            return None
        _, rule, line = best
        return Finding(rule.type, rule.role, event, line, "rule", rule.id, rule.confidence, rule.priority,
                       rule.action, rule.exclude_node)

    def candidates(self, text: str) -> Sequence[Rule]:
        """The rules whose pattern may match `text`, in rule order (ties between equal rules go to the first)."""
        if _NOT_PLAIN.search(text):
            return self.rules
        if self.matcher_ is None:
            self.matcher_ = self.scan_prefilter() if self.scan_prefilter is not None \
                else Prefilter(prefilter_patterns(self.patterns()), self.engine)
        return [self.rules[i] for i in sorted(self.matcher_.matching(text.encode())) if i < len(self.rules)]


class _JobConditions:
    """Whether a rule's job conditions hold for a job's salient lines, worked out for the rules that are asked."""

    def __init__(self, lines: list[LogLine]) -> None:
        self._lines = lines
        self._texts = [ln.raw for ln in lines]
        self._known: dict[str, bool] = {}

    def __call__(self, rule: Rule, line: LogLine) -> bool:
        """The rule's job conditions hold, and its ordered ones for `line`, the line it matched."""
        if rule.id not in self._known:
            self._known[rule.id] = rule.matches_job(self._texts)
        if not self._known[rule.id] or not rule.ordered:
            return self._known[rule.id]
        # Before: anything in the file (a launcher's teardown names the tasks it ends); after: the same process.
        same_file = [ln for ln in self._lines if ln.file == line.file]
        return rule.matches_order([ln.raw for ln in same_file if ln.lineno < line.lineno],
                                  [ln.raw for ln in same_file if ln.lineno > line.lineno and ln.stream == line.stream])
