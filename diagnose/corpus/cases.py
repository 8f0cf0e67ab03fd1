"""Load the labeled cases of labeled_logs/: one folder per case, its logs plus a label.json."""

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError
from diagnose.taxonomy import CATEGORIES, TYPES

LABEL_FILE = "label.json"
# dev: tune on it; test: held out, scored every run; sealed: harvested blind, for final figures only (never in "all").
SPLITS = ("dev", "test", "sealed")
SYNTHETIC = "synthetic"
_REQUIRED = ("type", "category", "retry", "action", "culprit", "source", "split", "why", "hard")
_SYNTHETIC_REQUIRED = ("generator", "seed", "scenario", "layout")
_REPOSITORY = re.compile(r"https?://(?:www\.)?(github\.com/[^/#?]+/[^/#?]+|[^/#?]+)")


class LabelError(DiagnoseError):
    """A label.json is missing or invalid; the message names the file."""


@dataclass(frozen=True, slots=True)
class Culprit:
    """Where the root cause is: any field may be unknown (None)."""

    rank: int | None = None
    node: str | None = None
    file: str | None = None
    line: int | None = None


@dataclass(frozen=True, slots=True)
class Label:
    """The ground truth of one case (fields as in label.json)."""

    type: str
    category: str
    retry: bool | None
    action: str | None
    culprit: Culprit
    source: str  # a URL for real logs, "synthetic" for generated ones
    split: str
    why: str
    hard: bool
    scenario: str | None = None  # synthetic cases: the generator's scenario name

    @property
    def synthetic(self) -> bool:
        return self.source == SYNTHETIC

    @property
    def repository(self) -> str:
        """Where the log comes from, as the unit of splitting: a GitHub owner/repo, else the site's host."""
        if self.synthetic:
            return SYNTHETIC
        m = _REPOSITORY.match(self.source)
        return m.group(1).lower() if m else self.source


@dataclass(frozen=True, slots=True)
class Case:
    """One labeled job: its folder (the logs) and its label."""

    id: str
    path: Path
    label: Label


def load_cases(root: Path) -> tuple[Case, ...]:
    """Every case folder under `root`, sorted by id; LabelError names the first bad label file."""
    if not root.is_dir():
        raise LabelError(f"{root}: not a directory of labeled cases")
    folders = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    cases = tuple(Case(p.name, p, load_label(p / LABEL_FILE)) for p in folders)
    if not cases:
        raise LabelError(f"{root}: no case folders found")
    return cases


def load_label(path: Path) -> Label:
    """The label in `path`; any problem is one LabelError line that names the file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LabelError(f"{path}: missing (every case folder needs a {LABEL_FILE})") from None
    except (OSError, UnicodeDecodeError) as e:
        raise LabelError(f"{path}: cannot be read ({e})") from None
    except json.JSONDecodeError as e:
        raise LabelError(f"{path}:{e.lineno}: invalid JSON ({e.msg})") from None
    try:
        return _label_from(data)
    except ValueError as e:
        raise LabelError(f"{path}: {e}") from None


def _label_from(data: Any) -> Label:
    if not isinstance(data, dict):
        raise ValueError("expected a JSON object")
    missing = [k for k in _REQUIRED if k not in data]
    if data.get("source") == SYNTHETIC:
        missing += [k for k in _SYNTHETIC_REQUIRED if k not in data]
    if missing:
        raise ValueError(f"missing field(s) {', '.join(missing)}")
    type_id = _check(data, "type", str, lambda v: v in TYPES, "a taxonomy type id")
    category = _check(data, "category", str, lambda v: v in CATEGORIES, f"one of {', '.join(CATEGORIES)}")
    if category != TYPES[type_id].category:
        raise ValueError(f"category {category!r} contradicts type {type_id!r} (whose category is "
                         f"{TYPES[type_id].category!r})")
    source = _check(data, "source", str, lambda v: v == SYNTHETIC or v.startswith(("http://", "https://")),
                    "a URL or 'synthetic'")
    return Label(
        type=type_id, category=category, source=source,
        retry=_check(data, "retry", bool, None, "true, false or null", nullable=True),
        action=_check(data, "action", str, None, "an action id or null", nullable=True),
        culprit=_culprit_from(data["culprit"]),
        split=_check(data, "split", str, lambda v: v in SPLITS, f"one of {', '.join(SPLITS)}"),
        why=_check(data, "why", str, None, "a string"),
        hard=_check(data, "hard", bool, None, "true or false"),
        scenario=str(data["scenario"]) if source == SYNTHETIC and data["scenario"] is not None else None,
    )


def _culprit_from(value: Any) -> Culprit:
    if value is None:
        return Culprit()
    if not isinstance(value, dict):
        raise ValueError("culprit must be an object with rank, node, file, line (or null)")
    fields = {k: value.get(k) for k in ("rank", "node", "file", "line")}
    _check(fields, "rank", int, lambda v: v >= 0, "a rank number or null", nullable=True, where="culprit.")
    _check(fields, "node", str, None, "a node name or null", nullable=True, where="culprit.")
    _check(fields, "file", str, None, "a path relative to the case folder or null", nullable=True, where="culprit.")
    _check(fields, "line", int, lambda v: v >= 1, "a 1-based line number or null", nullable=True, where="culprit.")
    return Culprit(**fields)


def _check(data: dict, key: str, kind: type, valid: Any, expected: str, *, nullable: bool = False,
           where: str = "") -> Any:
    """data[key] if it has the right JSON type and passes `valid`; ValueError says what was expected."""
    value = data.get(key)
    if value is None and nullable:
        return None
    # bool is an int in Python, but a JSON `true` is not a rank or line number.
    type_ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not type_ok or (valid is not None and not valid(value)):
        raise ValueError(f"{where}{key} must be {expected}, not {json.dumps(value)}")
    return value


def select_split(cases: tuple[Case, ...], split: str) -> tuple[Case, ...]:
    """The cases of one split, or "all": dev and test (the sealed split only when named)."""
    if split == "all":
        return tuple(c for c in cases if c.label.split != "sealed")
    if split not in SPLITS:
        raise DiagnoseError(f"unknown split {split!r}; choose from dev, test, sealed, all")
    return tuple(c for c in cases if c.label.split == split)
