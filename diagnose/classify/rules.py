"""Load and validate the YAML rules in rules/*.yaml; a validated rule set is kept in the disk cache.

Parsing 22 YAML files and compiling every regex costs a cold process more than diagnosing a small job, so the
validated rules are cached as JSON, keyed by the files' content, the taxonomy and this module's source; a rule's
regexes are compiled on first use (the rule tier asks the prefilter which rules can match a line, so most never are).
"""

import json
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from functools import cached_property
from pathlib import Path

from diagnose.errors import RuleError
from diagnose.ingest.compiled_cache import content_key, read_entry, source_of, write_entry
from diagnose.ingest.events import raised_calling_from_installed, raised_importing
from diagnose.taxonomy import TYPES

# root_cause: a concrete error; cascade: weak or usually a consequence; exit: a process died (exit code or
# signal) without saying why; symptom: a report about other processes; context: never a cause.
ROLES = ("root_cause", "cascade", "exit", "symptom", "context")
_KEYS = {"id", "description", "role", "pattern", "priority", "confidence", "event_must", "event_must_not",
         "job_must", "job_must_not", "job_must_not_before", "job_must_not_after", "action", "exclude_node",
         "examples", "type", "source", "by_exception_class", "raised_importing",
         "raised_calling_from_installed"}
_CONDITIONS = ("event_must", "event_must_not", "job_must", "job_must_not", "job_must_not_before",
               "job_must_not_after")
# Where the rule's message is emitted: "owner/repo path/in/repo" (the project's source file) or the URL of the
# documentation page that states it. A rule is written from the software's real message, so it must say which.
_SOURCE = re.compile(r"(?:[\w.-]+/[\w.-]+ [\w./+-]+|https?://\S+)")
# A doubled backslash before a class letter matches a literal backslash: the pattern was written for a
# double-quoted YAML string but put in a single-quoted one, and silently never matches what it means.
DOUBLED_ESCAPE = re.compile(r"(?<!\\)(?:\\\\)+[bdswBDSW]")
# A look-around group: Hyperscan and RE2 can only approximate it or hand it to Python's `re` (Hyperscan then
# compiles the rules one by one, seconds at start-up), and ripgrep, the speed benchmark's baseline, refuses it.
LOOK_AROUND = re.compile(r"(?<!\\)\(\?<?[=!]")
# A backslash before a quote: Python's `re` reads it as the quote, but ripgrep's regex engine (the speed benchmark's
# baseline, which runs the same patterns) refuses an escape of a character that is not special.
ESCAPED_QUOTE = re.compile(r"(?<!\\)(?:\\\\)*\\['\"]")


@dataclass(frozen=True, slots=True)
class Examples:
    match: tuple[str, ...]
    no_match: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _Conditions:
    event_must: tuple[re.Pattern, ...]
    event_must_not: tuple[re.Pattern, ...]
    job_must: tuple[re.Pattern, ...]
    job_must_not: tuple[re.Pattern, ...]
    job_must_not_before: tuple[re.Pattern, ...]
    job_must_not_after: tuple[re.Pattern, ...]


@dataclass(frozen=True)
class Rule:
    """One rule: a pattern for one line plus conditions on its event and job (regexes as written)."""

    id: str
    type: str
    role: str
    description: str
    pattern_text: str  # the line pattern
    source: str  # where the message comes from (_SOURCE)
    priority: int = 50
    confidence: float = 0.9
    event_must: tuple[str, ...] = ()
    event_must_not: tuple[str, ...] = ()
    job_must: tuple[str, ...] = ()
    job_must_not: tuple[str, ...] = ()
    # What must not have happened earlier in the same file: a step cancelled after one of its tasks was killed
    # is the launcher's teardown, while a task killed after the cancel is the cancel's doing.
    job_must_not_before: tuple[str, ...] = ()
    # What must not happen later in the same process's output: a link that came back (an InfiniBand port active
    # again) after its error was survived.
    job_must_not_after: tuple[str, ...] = ()
    action: str | None = None
    exclude_node: bool | None = None
    # The rule decides by the exception's class alone (any TypeError is a code bug), not by its message: on
    # unseen jobs such a verdict is right about one time in three, so a tier that reads the message may revise it.
    by_exception_class: bool = False
    # The event must be a traceback raised while an installed package was being imported (events.raised_importing):
    # whatever its class, the package's installation, not the job's code, is what failed.
    raised_importing: bool = False
    # The event must be a traceback whose innermost frame is an installed package's call with arguments of its own
    # (events.raised_calling_from_installed): a signature that does not fit is a version mismatch between packages.
    raised_calling_from_installed: bool = False
    examples: Examples = field(default=Examples((), ()))
    origin: str = ""  # file:line of the rule in its YAML file

    @cached_property
    def pattern(self) -> re.Pattern:
        """The line pattern, compiled."""
        return re.compile(self.pattern_text)

    @cached_property
    def _conditions(self) -> _Conditions:
        return _Conditions(*(tuple(re.compile(p) for p in getattr(self, name)) for name in _CONDITIONS))

    def matches_event(self, texts: Sequence[str]) -> bool:
        """The event conditions hold for the texts of one event's lines."""
        if self.raised_importing and not raised_importing(texts):
            return False
        if self.raised_calling_from_installed and not raised_calling_from_installed(texts):
            return False
        c = self._conditions
        return all(any(rx.search(t) for t in texts) for rx in c.event_must) and not any(
            rx.search(t) for rx in c.event_must_not for t in texts)

    def matches_job(self, texts: Sequence[str]) -> bool:
        """The job conditions hold for the salient texts of all of a job's events."""
        c = self._conditions
        return all(any(rx.search(t) for t in texts) for rx in c.job_must) and not any(
            rx.search(t) for rx in c.job_must_not for t in texts)

    @property
    def ordered(self) -> bool:
        """The rule has job conditions on what came before or after its line."""
        return bool(self.job_must_not_before or self.job_must_not_after)

    def matches_order(self, before: Sequence[str], after: Sequence[str]) -> bool:
        """The ordered job conditions hold for the salient texts of the job's events before and after this one."""
        c = self._conditions
        return not any(rx.search(t) for rx in c.job_must_not_before for t in before) and not any(
            rx.search(t) for rx in c.job_must_not_after for t in after)

    def matches_example(self, example: str) -> bool:
        """An example (one line, or several lines forming one event) satisfies pattern and event conditions."""
        lines = example.splitlines() or [example]
        return any(self.pattern.search(ln) for ln in lines) and self.matches_event(lines)


def load_rules(rules_dir: Path) -> tuple[Rule, ...]:
    """All rules of `rules_dir`, sorted by id; RuleError names the file and line of a bad rule."""
    files = [(path, path.read_bytes()) for path in sorted(rules_dir.glob("*.yaml"))]
    key = content_key([source_of(__file__), *TYPES, *(part for path, data in files for part in (path.name, data))])
    cached = read_entry("rules", key)
    rules = _from_cache(cached) if cached is not None else None
    if rules is None:
        rules = _parse(files)
        write_entry("rules", key, json.dumps([asdict(r) for r in rules]).encode())
    return rules


def _parse(files: list[tuple[Path, bytes]]) -> tuple[Rule, ...]:
    rules: list[Rule] = []
    for path, data in files:
        rules.extend(_load_file(path, data.decode("utf-8")))
    seen: dict[str, str] = {}
    for rule in rules:
        if rule.id in seen:
            raise RuleError(f"{rule.origin}: duplicate rule id {rule.id!r} (first at {seen[rule.id]})")
        seen[rule.id] = rule.origin
    return tuple(sorted(rules, key=lambda r: r.id))


def _from_cache(payload: bytes) -> tuple[Rule, ...] | None:
    """The rules of a cache entry (validated when it was written), or None if it does not read back."""
    try:
        rows = json.loads(payload)
        return tuple(Rule(**{**row, "examples": Examples(tuple(row["examples"]["match"]),
                                                            tuple(row["examples"]["no_match"])),
                             **{name: tuple(row[name]) for name in _CONDITIONS}}) for row in rows)
    except (ValueError, TypeError, KeyError):
        return None


def _load_file(path: Path, text: str) -> list[Rule]:
    import yaml  # only when the cache misses: importing it is a good part of a cold start

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when PyYAML was built with it
    try:
        node = yaml.compose(text, Loader=loader)
        data = yaml.load(text, Loader=loader)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        raise RuleError(f"{path}:{mark.line + 1 if mark else 1}: invalid YAML ({e})") from None
    if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
        raise RuleError(f"{path}:1: expected a mapping with 'type' and a 'rules' list")
    rule_nodes = next(v for k, v in node.value if k.value == "rules").value
    _refuse_repeated_keys(path, rule_nodes)
    return [_build_rule(raw, data.get("type"), f"{path.name}:{rule_nodes[i].start_mark.line + 1}")
            for i, raw in enumerate(data["rules"])]


def _refuse_repeated_keys(path: Path, rule_nodes: list) -> None:
    """YAML keeps the last of two equal keys in a mapping: a rule pasted into another's middle would silently
    take its fields. Each rule's composed mapping (a yaml.Node) must name every key once."""
    for item in rule_nodes:
        pairs = item.value if isinstance(item.value, list) else []  # a scalar rule is refused by _build_rule
        seen: set[str] = set()
        for key, _ in pairs:
            if key.value in seen:
                raise RuleError(f"{path}:{key.start_mark.line + 1}: key {key.value!r} given twice in one rule")
            seen.add(key.value)


def _build_rule(raw: dict, file_type: str | None, origin: str) -> Rule:
    if not isinstance(raw, dict):
        raise RuleError(f"{origin}: a rule must be a mapping")
    unknown = set(raw) - _KEYS
    if unknown:
        raise RuleError(f"{origin}: unknown keys {sorted(unknown)}")
    for key in ("id", "description", "role", "pattern", "source"):
        if not raw.get(key):
            raise RuleError(f"{origin}: rule needs {key!r}")
    if not isinstance(raw["source"], str) or not _SOURCE.fullmatch(raw["source"]):
        raise RuleError(f"{origin}: source must be 'owner/repo path/to/file' or a documentation URL, "
                        f"not {raw['source']!r}")
    type_id = raw.get("type", file_type)
    if type_id not in TYPES:
        raise RuleError(f"{origin}: unknown taxonomy type {type_id!r}")
    if raw["role"] not in ROLES:
        raise RuleError(f"{origin}: role must be one of {ROLES}, not {raw['role']!r}")
    for flag in ("by_exception_class", "raised_importing", "raised_calling_from_installed"):
        if not isinstance(raw.get(flag, False), bool):
            raise RuleError(f"{origin}: {flag} must be true or false")
    examples = raw.get("examples") or {}
    return Rule(
        id=raw["id"], type=type_id, role=raw["role"], description=raw["description"].strip(),
        pattern_text=_prefilterable(_checked(raw["pattern"], origin), origin), source=raw["source"],
        priority=int(raw.get("priority", 50)), confidence=float(raw.get("confidence", 0.9)),
        **{name: tuple(_checked(p, origin) for p in raw.get(name) or ()) for name in _CONDITIONS},
        action=raw.get("action"), exclude_node=raw.get("exclude_node"),
        by_exception_class=raw.get("by_exception_class", False), raised_importing=raw.get("raised_importing", False),
        raised_calling_from_installed=raw.get("raised_calling_from_installed", False),
        examples=Examples(tuple(examples.get("match") or ()), tuple(examples.get("no_match") or ())),
        origin=origin,
    )


def _checked(pattern: str, origin: str) -> str:
    """`pattern`, once it is known to compile and to mean what it says."""
    try:
        re.compile(pattern)
    except re.error as e:
        raise RuleError(f"{origin}: pattern does not compile ({e})") from None
    doubled = DOUBLED_ESCAPE.search(pattern)
    if doubled:
        raise RuleError(f"{origin}: {doubled.group()!r} in {pattern!r} matches a literal backslash; "
                        "in a single-quoted YAML string write one backslash")
    return pattern


def _prefilterable(pattern: str, origin: str) -> str:
    """A rule's pattern, which the prefilter also runs (its conditions are read by Python alone)."""
    if LOOK_AROUND.search(pattern):
        raise RuleError(f"{origin}: pattern uses a look-around, which the prefilter's engines can only approximate "
                        "or leave to Python; say what must not be in the event with event_must_not")
    if ESCAPED_QUOTE.search(pattern):
        raise RuleError(f"{origin}: pattern escapes a quote, which ripgrep refuses; write the quote alone")
    return pattern
