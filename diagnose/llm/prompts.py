"""Prompt templates from prompts/<name>.yaml, loaded strictly and rendered with string.Template."""

import string
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from diagnose.errors import DiagnoseError
from diagnose.taxonomy import TYPES

_KEYS = {"name", "version", "system", "prompt", "reply_schema", "description"}
_REQUIRED = ("name", "version", "system", "prompt", "reply_schema")


class PromptError(DiagnoseError):
    """A prompt file is invalid, or rendering it lacks or ignores a variable."""


@dataclass(frozen=True, slots=True)
class Prompt:
    """One prompt file: a fixed-first system part, a user part, and the JSON schema of the reply."""

    name: str
    version: int
    system: str
    prompt: str
    reply_schema: Mapping[str, Any]

    @property
    def id(self) -> str:
        """Name and version, as recorded in caches and benchmark results."""
        return f"{self.name}@{self.version}"

    @property
    def variables(self) -> frozenset[str]:
        return _names(self.system) | _names(self.prompt)


@dataclass(frozen=True, slots=True)
class RenderedPrompt:
    """What a backend receives."""

    system: str
    user: str
    prompt_id: str


def load_prompt(prompts_dir: Path, name: str) -> Prompt:
    """The prompt `prompts_dir/<name>.yaml`; PromptError names the file and the problem."""
    path = prompts_dir / f"{name}.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as e:
        raise PromptError(f"{path}: cannot load prompt ({e})") from None
    if not isinstance(data, dict):
        raise PromptError(f"{path}: expected a mapping")
    unknown = sorted(set(data) - _KEYS)
    missing = [k for k in _REQUIRED if k not in data]
    if unknown or missing:
        raise PromptError(f"{path}: unknown keys {unknown}, missing keys {missing}")
    if data["name"] != name or not isinstance(data["version"], int) or not isinstance(data["reply_schema"], dict):
        raise PromptError(f"{path}: name must be {name!r}, version an integer, reply_schema a mapping")
    prompt = Prompt(name, data["version"], str(data["system"]), str(data["prompt"]), data["reply_schema"])
    for part in (prompt.system, prompt.prompt):
        _check_template(path, part)
    return prompt


def load_type_table(prompts_dir: Path) -> str:
    """The failure types with one line each, from `prompts_dir/types.yaml`; every taxonomy id, no other."""
    path = prompts_dir / "types.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as e:
        raise PromptError(f"{path}: cannot load the type descriptions ({e})") from None
    if not isinstance(data, dict) or set(data) != set(TYPES):
        raise PromptError(f"{path}: must describe exactly the taxonomy's types")
    return "\n".join(f"- {type_id}: {data[type_id]}" for type_id in TYPES)


def render(prompt: Prompt, variables: Mapping[str, str]) -> RenderedPrompt:
    """Fill every $variable; PromptError when one is missing or a given one is unused."""
    missing = sorted(prompt.variables - set(variables))
    unused = sorted(set(variables) - prompt.variables)
    if missing or unused:
        raise PromptError(f"prompt {prompt.id}: missing variables {missing}, unused variables {unused}")
    system = string.Template(prompt.system).substitute(variables)
    user = string.Template(prompt.prompt).substitute(variables)
    return RenderedPrompt(system, user, prompt.id)


def _names(template: str) -> frozenset[str]:
    return frozenset(string.Template(template).get_identifiers())


def _check_template(path: Path, text: str) -> None:
    """A stray `$` (not `$$`, not `$name`) would only fail at render time: refuse it at load time."""
    if not string.Template(text).is_valid():
        raise PromptError(f"{path}: invalid $ placeholder (write $$ for a literal dollar sign)")
