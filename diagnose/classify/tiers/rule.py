"""The rule tier: match every event against the YAML rules."""

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from diagnose.classify.rules import Rule, load_rules
from diagnose.classify.tiers.base import TierResult
from diagnose.records import Event, Example, Finding, JobScan, LogLine

# Within one event a concrete error outranks the advice and wrapper lines around it.
ROLE_RANK = {"root_cause": 4, "cascade": 3, "exit": 2, "symptom": 1, "context": 0}


@dataclass
class RuleTier:
    """Classifies events with the rules in `rules_dir`."""

    rules_dir: Path
    name: str = "rule"
    rules_: tuple[Rule, ...] | None = field(init=False, default=None)

    @property
    def rules(self) -> tuple[Rule, ...]:
        if self.rules_ is None:
            self.rules_ = load_rules(self.rules_dir)
        return self.rules_

    def patterns(self) -> list[str]:
        """The rule patterns, for the scan's prefilter."""
        return [r.pattern.pattern for r in self.rules]

    def classify(self, scan: JobScan, *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        """Findings of the rules that match; `precedents` do not change what a rule says."""
        events = scan.events if events is None else tuple(events)
        job_texts = [ln.raw for e in events for ln in e.key_lines]
        eligible = [r for r in self.rules if r.matches_job(job_texts)]
        findings = [f for f in (self._best(e, eligible) for e in events) if f is not None]
        return TierResult(tuple(findings), () if findings else ("no rule matched any event",))

    def _best(self, event: Event, rules: list[Rule]) -> Finding | None:
        """The strongest rule that matches a salient line of the event and its conditions."""
        all_texts = [ln.raw for ln in event.lines]
        best: tuple[tuple, Rule, LogLine] | None = None
        for order, line in enumerate(event.key_lines):
            for rule in rules:
                if not rule.pattern.search(line.raw) or not rule.matches_event(all_texts):
                    continue
                rank = (ROLE_RANK[rule.role], rule.priority, -order)
                if best is None or rank > best[0]:
                    best = (rank, rule, line)
        if best is None:
            return None
        _, rule, line = best
        return Finding(rule.type, rule.role, event, line, "rule", rule.id, rule.confidence, rule.priority,
                       rule.action, rule.exclude_node)
