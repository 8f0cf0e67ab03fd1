"""Build a Diagnoser from plain settings: which tiers, with which data, history and model."""

import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diagnose.backends import build_backend
from diagnose.cache import VerdictCache
from diagnose.config import LLMConfig, resolve_config
from diagnose.errors import DiagnoseError
from diagnose.fewshot import load_examples
from diagnose.model_package import DEFAULT_MODEL, MODELS, is_installed
from diagnose.pipeline import Diagnoser, default_data_dir
from diagnose.postmortem import record, with_history
from diagnose.store import Confirmation, Store, check_type, confirm_job, default_db_path
from diagnose.tiers.llm_tier import LLMTier
from diagnose.tiers.memory_tier import MemoryTier
from diagnose.types import Diagnosis


@dataclass(frozen=True, slots=True)
class Settings:
    """What a command line (or a batch worker) asks for; picklable, so workers can rebuild the pipeline."""

    tiers: tuple[str, ...] | None = None  # None: every installed tier
    rules_dir: Path | None = None
    labeled_dir: Path | None = None
    db_path: Path | None = None  # None: $DIAGNOSE_DB or the default history file, if it exists
    workers: int = 1
    exclude: frozenset[str] = frozenset()
    llm: LLMConfig | None = None  # None: from $DIAGNOSE_CONFIG and the environment


def installed_tiers(llm: LLMConfig | None = None) -> tuple[str, ...]:
    """The tiers that can run here: rules and memory always, the LLM when a model or server is there."""
    return ("rule", "memory", "llm") if llm_available(llm or resolve_config()) else ("rule", "memory")


def llm_available(config: LLMConfig) -> bool:
    """A model can answer: a configured server, or llama-cpp-python with a model file (embedded or given)."""
    if config.backend == "openai":
        return bool(config.base_url and config.model_name)
    library = "transformers" if config.backend == "hf" else "llama_cpp"
    if importlib.util.find_spec(library) is None:
        return False
    return config.model_path is not None or (config.backend == "llama_cpp" and is_installed(MODELS[DEFAULT_MODEL]))


def build_diagnoser(settings: Settings) -> Diagnoser:
    """The pipeline the settings describe; heavy tiers are built only when named."""
    data = default_data_dir()
    llm_config = settings.llm or resolve_config()
    tiers = settings.tiers or installed_tiers(llm_config)
    labeled = settings.labeled_dir or data / "labeled_logs"
    labeled = labeled if labeled.is_dir() else None
    memory = MemoryTier(labeled, store=_existing_store(settings.db_path)) if "memory" in tiers else None
    llm = _llm_tier(llm_config, data, labeled, settings.db_path) if "llm" in tiers else None
    return Diagnoser(settings.rules_dir or data / "rules", tiers, workers=settings.workers,
                     exclude=settings.exclude, memory=memory, llm=llm)


def _llm_tier(config: LLMConfig, data: Path, labeled: Path | None, db_path: Path | None) -> LLMTier | None:
    """The LLM tier as configured; None (the pipeline then says how to install it) when no model is there."""
    if not llm_available(config):
        return None
    cache = VerdictCache(config.db_path or db_path or default_db_path())
    examples = load_examples(labeled) if labeled else ()
    return LLMTier(build_backend(config), data / "prompts", method=config.method, examples_from=config.examples_from,
                   max_prompt_tokens=config.max_prompt_tokens, min_confidence=config.min_confidence, cache=cache,
                   examples=examples)


def _existing_store(db_path: Path | None) -> Store | None:
    """The history, only if one was ever written: diagnosing must not create files as a side effect."""
    path = db_path or default_db_path()
    return Store(path) if path.is_file() else None


def parse_tiers(value: str | None) -> tuple[str, ...] | None:
    """`rule,memory,llm` -> a tuple; empty or None -> None (every installed tier)."""
    if not value:
        return None
    return tuple(t.strip() for t in value.split(",") if t.strip())


def confirm_verdict(job: str, type_id: str, *, store: Store, note: str = "",
                    rules_dir: Path | None = None) -> Confirmation:
    """Record an operator's verdict for a job: a log path (diagnosed again, rules only) or the name of a
    job already in the history."""
    check_type(type_id)
    if Path(job).exists():
        report: Diagnosis | Mapping[str, Any] = build_diagnoser(Settings(("rule",), rules_dir)).diagnose(job)
    else:
        rows = store.recent(job=job, limit=1)
        if not rows:
            raise DiagnoseError(f"{job}: neither a log path nor a job in the history at {store.path}")
        report = rows[0].report
    return confirm_job(store, report, type_id, note)


def diagnose_and_record(settings: Settings, path: str, *, keep: bool = True,
                        checkpoint_dir: Path | None = None) -> Diagnosis:
    """Diagnose one job; refine its recovery with the history and checkpoints, and record it (unless `keep`
    is false) so that recurring failures and repeat-offender nodes are seen next time."""
    d = build_diagnoser(settings).diagnose(path)
    if not keep:
        return with_history(d, None, run=None, checkpoint_dir=checkpoint_dir)
    with Store(settings.db_path or default_db_path()) as store:
        d = with_history(d, store, run=None, checkpoint_dir=checkpoint_dir)
        record(store, d, run=None)
    return d


def suggest_rules(batch: Path, out: Path, *, config: Path | None, rules_dir: Path,
                  max_clusters: int | None = None) -> Any:
    """Draft rules for the unknown failures of a batch with the configured model and write the review file
    (returns the suggest module's Suggestions)."""
    from diagnose.suggest import suggest_from_batch, write_review  # scikit-learn: the [suggest] extra

    data = default_data_dir()
    backend = build_backend(resolve_config(config_file=config))
    result = suggest_from_batch(batch, backend, data / "labeled_logs", prompts_dir=data / "prompts",
                                max_clusters=max_clusters)
    write_review(out, result, rules_dir=rules_dir)
    return result
