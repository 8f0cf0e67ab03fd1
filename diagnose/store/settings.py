"""Settings and where things live: the LLM settings (explicit arguments > environment > a TOML file >
defaults), the data folder (rules, prompts, labeled logs) and the database path."""

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError

BACKENDS = ("llama_cpp", "hf", "openai")
# Each setting's environment variable; DIAGNOSE_CONFIG names the TOML file itself.
ENV_VARS = {
    "backend": "DIAGNOSE_BACKEND",
    "model_path": "DIAGNOSE_MODEL",
    "base_url": "DIAGNOSE_BASE_URL",
    "model_name": "DIAGNOSE_MODEL_NAME",
    "api_key_env": "DIAGNOSE_API_KEY_ENV",
    "n_threads": "DIAGNOSE_THREADS",
    "n_ctx": "DIAGNOSE_N_CTX",
    "timeout_s": "DIAGNOSE_LLM_TIMEOUT",
    "method": "DIAGNOSE_LLM_METHOD",
    "examples_from": "DIAGNOSE_LLM_EXAMPLES",
    "min_confidence": "DIAGNOSE_LLM_MIN_CONFIDENCE",
    "max_prompt_tokens": "DIAGNOSE_MAX_PROMPT_TOKENS",
    "models_dir": "DIAGNOSE_MODELS_DIR",
}
CONFIG_ENV = "DIAGNOSE_CONFIG"
DB_ENV = "DIAGNOSE_DB"


class ConfigError(DiagnoseError):
    """A setting is invalid; the message names where it came from."""


@dataclass(frozen=True, slots=True)
class LLMConfig:
    """Which model answers and how; `model_path=None` with llama_cpp means the embedded default model."""

    backend: str = "llama_cpp"
    model_path: Path | None = None  # a GGUF file (llama_cpp) or a model folder / GGUF (hf)
    base_url: str | None = None  # openai: e.g. http://127.0.0.1:8080/v1
    model_name: str | None = None  # openai: the server's model name
    api_key_env: str | None = None  # openai: the NAME of the variable holding the key, never the key
    n_threads: int = 2
    n_ctx: int = 4096
    timeout_s: float = 120.0
    method: str = "score"  # see diagnose.classify.tiers.llm.METHODS
    examples_from: str = "none"  # "memory": show the memory tier's nearest solved incidents as examples
    # Below it the LLM tier abstains. Chosen where it gives the most right minus wrong answers on the
    # jobs of fresh dev batches that the rules of their day left unknown (eval/replay_llm.py):
    # `python eval/calibrate_llm.py --evals eval/results/llm-floor/*.json` prints the table.
    min_confidence: float = 0.85
    max_prompt_tokens: int = 500
    db_path: Path | None = None  # the [llm] table's database for the verdict cache; see resolve_db_path()
    models_dir: Path | None = None  # where embedded models are assembled; None: default_models_dir()


def resolve_config(explicit: Mapping[str, Any] | None = None, *, env: Mapping[str, str] | None = None,
                   config_file: Path | None = None) -> LLMConfig:
    """The settings: `explicit` (None values ignored) > `env` > the TOML file ([llm] table) > defaults.

    The TOML file is `config_file`, else $DIAGNOSE_CONFIG; without either, none is read.
    """
    env = os.environ if env is None else env
    path = config_file or (Path(env[CONFIG_ENV]) if env.get(CONFIG_ENV) else None)
    layers = [
        (_read_toml(path) if path else {}, f"config file {path}"),
        ({k: env[v] for k, v in ENV_VARS.items() if env.get(v)}, "environment"),
        ({k: v for k, v in (explicit or {}).items() if v is not None}, "arguments"),
    ]
    config = LLMConfig()
    for values, origin in layers:
        config = replace(config, **_coerce(values, origin))
    if config.backend not in BACKENDS:
        raise ConfigError(f"unknown LLM backend {config.backend!r}; choose from {', '.join(BACKENDS)}")
    return config


def resolve_db_path(explicit: Path | None = None, configured: str | Path | None = None, *,
                    env: Mapping[str, str] | None = None) -> Path:
    """The database: `explicit` (--db) > $DIAGNOSE_DB > `configured` (a config file's setting) > the default,
    $XDG_DATA_HOME/diagnose/diagnose.sqlite or ~/.local/share/diagnose/diagnose.sqlite."""
    env = os.environ if env is None else env
    if explicit is not None:
        return explicit
    if env.get(DB_ENV):
        return Path(env[DB_ENV])
    return Path(configured).expanduser() if configured else default_data_home() / "diagnose.sqlite"


def default_data_dir() -> Path:
    """Where rules/, prompts/ and labeled_logs/ live: $DIAGNOSE_DATA_DIR, the installed package data, or the
    checkout."""
    env = os.environ.get("DIAGNOSE_DATA_DIR")
    if env:
        return Path(env)
    package = Path(__file__).parent.parent
    packaged = package / "_data"
    return packaged if packaged.is_dir() else package.parent


def default_data_home() -> Path:
    """$XDG_DATA_HOME/diagnose, else ~/.local/share/diagnose (nothing is created here)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "diagnose"


def default_models_dir() -> Path:
    return default_data_home() / "models"


def _read_toml(path: Path) -> dict[str, Any]:
    import tomllib  # here: most runs have no config file, and importing it costs every cold start 5 ms

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ConfigError(f"{path}: cannot read the config file ({e})") from None
    table = data.get("llm", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [llm] must be a table")
    return table


def _coerce(values: Mapping[str, Any], origin: str) -> dict[str, Any]:
    """Each value converted to its field's type; unknown keys are an error, not silently dropped."""
    types = {f.name: f.type for f in fields(LLMConfig)}
    out: dict[str, Any] = {}
    for key, value in values.items():
        if key not in types:
            raise ConfigError(f"{origin}: unknown LLM setting {key!r}; known: {', '.join(types)}")
        try:
            out[key] = _convert(types[key], value)
        except (TypeError, ValueError):
            raise ConfigError(f"{origin}: {key}={value!r} is not a valid {types[key]}") from None
    return out


def _convert(kind: Any, value: Any) -> Any:
    if kind in (int, float):
        return kind(value)
    if kind in (Path | None, Path):
        return Path(value).expanduser()
    if kind in (str | None, str):
        return str(value)
    raise TypeError(kind)
