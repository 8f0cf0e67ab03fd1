"""Load, validate and compile the YAML rules in rules/*.yaml."""

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from diagnose.errors import RuleError
from diagnose.taxonomy import TYPES

# root_cause: a concrete error; cascade: weak or usually a consequence; exit: a process died (exit code or
# signal) without saying why; symptom: a report about other processes; context: never a cause.
ROLES = ("root_cause", "cascade", "exit", "symptom", "context")
_KEYS = {"id", "description", "role", "pattern", "priority", "confidence", "event_must", "event_must_not",
         "job_must", "job_must_not", "action", "exclude_node", "examples", "type", "source"}
# Where the rule's message is emitted: "owner/repo path/in/repo" (the project's source file) or the URL of the
# documentation page that states it. A rule is written from the software's real message, so it must say which.
_SOURCE = re.compile(r"(?:[\w.-]+/[\w.-]+ [\w./+-]+|https?://\S+)")


@dataclass(frozen=True, slots=True)
class Examples:
    match: tuple[str, ...]
    no_match: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Rule:
    """One compiled rule: a pattern for one line plus conditions on its event and job."""

    id: str
    type: str
    role: str
    description: str
    pattern: re.Pattern
    source: str
    priority: int = 50
    confidence: float = 0.9
    event_must: tuple[re.Pattern, ...] = ()
    event_must_not: tuple[re.Pattern, ...] = ()
    job_must: tuple[re.Pattern, ...] = ()
    job_must_not: tuple[re.Pattern, ...] = ()
    action: str | None = None
    exclude_node: bool | None = None
    examples: Examples = field(default=Examples((), ()))
    origin: str = ""  # file:line of the rule in its YAML file

    def matches_event(self, texts: Sequence[str]) -> bool:
        """The event conditions hold for the texts of one event's lines."""
        return all(any(rx.search(t) for t in texts) for rx in self.event_must) and not any(
            rx.search(t) for rx in self.event_must_not for t in texts)

    def matches_job(self, texts: Sequence[str]) -> bool:
        """The job conditions hold for the salient texts of all of a job's events."""
        return all(any(rx.search(t) for t in texts) for rx in self.job_must) and not any(
            rx.search(t) for rx in self.job_must_not for t in texts)

    def matches_example(self, example: str) -> bool:
        """An example (one line, or several lines forming one event) satisfies pattern and event conditions."""
        lines = example.splitlines() or [example]
        return any(self.pattern.search(ln) for ln in lines) and self.matches_event(lines)


def load_rules(rules_dir: Path) -> tuple[Rule, ...]:
    """All rules of `rules_dir`, sorted by id; RuleError names the file and line of a bad rule."""
    rules: list[Rule] = []
    for path in sorted(rules_dir.glob("*.yaml")):
        rules.extend(_load_file(path))
    seen: dict[str, str] = {}
    for rule in rules:
        if rule.id in seen:
            raise RuleError(f"{rule.origin}: duplicate rule id {rule.id!r} (first at {seen[rule.id]})")
        seen[rule.id] = rule.origin
    return tuple(sorted(rules, key=lambda r: r.id))


def _load_file(path: Path) -> list[Rule]:
    try:
        node = yaml.compose(path.read_text(encoding="utf-8"))
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise RuleError(f"{path}:{mark.line + 1 if mark else 1}: invalid YAML ({e})") from None
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{path}:1: expected a mapping with 'type' and a 'rules' list")
    lines = _rule_lines(node)
    return [_build_rule(raw, data.get("type"), f"{path.name}:{lines[i]}") for i, raw in enumerate(data["rules"])]


def _rule_lines(node: yaml.Node) -> list[int]:
    rules_node = next(v for k, v in node.value if k.value == "rules")
    return [item.start_mark.line + 1 for item in rules_node.value]


def _build_rule(raw: dict, file_type: str | None, origin: str) -> Rule:
    if not isinstance(raw, dict):
        raise RuleError(f"{origin}: a rule must be a mapping")
    unknown = set(raw) - _KEYS
    if unknown:
        raise RuleError(f"{origin}: unknown keys {sorted(unknown)}")
    for key in ("id", "description", "role", "pattern", "source"):
        if not raw.get(key):
            raise RuleError(f"{origin}: rule needs {key!r}")
    type_id = raw.get("type", file_type)
    if type_id not in TYPES:
        raise RuleError(f"{origin}: unknown taxonomy type {type_id!r}")
    if not isinstance(raw["source"], str) or not _SOURCE.fullmatch(raw["source"]):
        raise RuleError(f"{origin}: source must be 'owner/repo path/to/file' or a documentation URL, "
                        f"not {raw['source']!r}")
    if raw["role"] not in ROLES:
        raise RuleError(f"{origin}: role must be one of {ROLES}, not {raw['role']!r}")
    examples = raw.get("examples") or {}
    return Rule(
        id=raw["id"], type=type_id, role=raw["role"], description=raw["description"].strip(),
        pattern=_compile(raw["pattern"], origin), source=raw["source"], priority=int(raw.get("priority", 50)),
        confidence=float(raw.get("confidence", 0.9)),
        event_must=_compile_all(raw.get("event_must"), origin), event_must_not=_compile_all(raw.get("event_must_not"), origin),
        job_must=_compile_all(raw.get("job_must"), origin), job_must_not=_compile_all(raw.get("job_must_not"), origin),
        action=raw.get("action"), exclude_node=raw.get("exclude_node"),
        examples=Examples(tuple(examples.get("match") or ()), tuple(examples.get("no_match") or ())),
        origin=origin,
    )


def _compile(pattern: str, origin: str) -> re.Pattern:
    try:
        return re.compile(pattern)
    except re.error as e:
        raise RuleError(f"{origin}: pattern does not compile ({e})") from None


def _compile_all(patterns: list[str] | None, origin: str) -> tuple[re.Pattern, ...]:
    return tuple(_compile(p, origin) for p in patterns or ())
