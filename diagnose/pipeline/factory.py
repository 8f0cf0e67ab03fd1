"""The one place a Diagnoser is built from plain settings: which tiers, with which data, history and model.

The memory and LLM tiers are imported only when named: `diagnose JOB --tiers rule` runs once per job from a
post-mortem hook, and their imports (fuzzy matching, model backends, prompts) would cost more than a small job.
"""

import importlib.util
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from diagnose.classify.tiers.base import Tier, TierResult
from diagnose.errors import DiagnoseError
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.records import Event, Example, Finding, JobScan
from diagnose.store.settings import (
    LLMConfig,
    default_data_dir,
    resolve_config,
    resolve_db_path,
)

if TYPE_CHECKING:  # imported when built, below
    from diagnose.classify.tiers.learned import LearnedTier
    from diagnose.classify.tiers.memory import MemoryTier
    from diagnose.store.database import Confirmation


@dataclass(frozen=True, slots=True)
class Settings:
    """What a command line (or a batch worker) asks for; picklable, so workers can rebuild the pipeline."""

    tiers: tuple[str, ...] | None = None  # None: default_tiers()
    rules_dir: Path | None = None
    labeled_dir: Path | None = None  # the memory tier's cases; None: the bundled labeled logs
    db_path: Path | None = None  # --db; None: resolve_db_path()
    workers: int = 1
    exclude: frozenset[str] = frozenset()
    llm: LLMConfig | None = None  # None: from $DIAGNOSE_CONFIG and the environment
    memory_split: str = "dev"  # the labeled split the memory tier remembers (test is kept for scoring)
    history: bool = True  # the memory tier also remembers the operator's confirmations in the database
    # The learned tier may revise a verdict a rule made by the exception's class alone (`--second-opinion`). Off: on
    # the fresh dev batches it made 15 right and 2 wrong, but on test:real and the sealed set it took cases away.
    second_opinion: bool = False


def default_tiers(llm: LLMConfig | None = None) -> tuple[str, ...]:
    """The tiers a job gets when none are named: rules and memory always, the LLM when a model or server is there.
    The learned tier runs when named: the issue keeps it on by default only while it adds on test:real and the
    sealed set and takes nothing away there, and on the last final measurement it added nothing on test:real
    (README, learned tier)."""
    return ("rule", "memory", *(("llm",) if llm_available(llm or resolve_config()) else ()))


def learned_available() -> bool:
    """scikit-learn, which the learned tier is built on, is installed."""
    return importlib.util.find_spec("sklearn") is not None


def llm_available(config: LLMConfig) -> bool:
    """A model can answer: a configured server, or llama-cpp-python with a model file (embedded or given)."""
    if config.backend == "openai":
        return bool(config.base_url and config.model_name)
    library = "transformers" if config.backend == "hf" else "llama_cpp"
    if importlib.util.find_spec(library) is None:
        return False
    from diagnose.llm.model_package import DEFAULT_MODEL, MODELS, is_installed

    return config.model_path is not None or (config.backend == "llama_cpp" and is_installed(MODELS[DEFAULT_MODEL]))


def build_diagnoser(settings: Settings) -> Diagnoser:
    """The pipeline the settings describe; heavy tiers are built only when named."""
    data = default_data_dir()
    llm_config = settings.llm or resolve_config()
    tiers = settings.tiers or default_tiers(llm_config)
    if settings.second_opinion and "learned" not in tiers:  # the learned tier gives it
        raise DiagnoseError("--second-opinion needs the learned tier: name it, e.g. --tiers rule,memory,learned,llm")
    rules_dir = settings.rules_dir or data / "rules"
    notes: list[str] = []
    memory = _memory_tier(settings, data, notes) if "memory" in tiers else None
    learned = _learned_tier(settings, data, rules_dir) if "learned" in tiers else None
    llm = _llm_tier(llm_config, data, settings.db_path) if "llm" in tiers else None
    return Diagnoser(rules_dir, tiers, workers=settings.workers, exclude=settings.exclude, memory=memory,
                     learned=learned, llm=llm, notes=tuple(notes))


def parse_tiers(value: str | None) -> tuple[str, ...] | None:
    """`rule,memory,learned,llm` -> a tuple; empty or None -> None (the default tiers)."""
    if not value:
        return None
    return tuple(t.strip() for t in value.split(",") if t.strip())


def _fit_cases(settings: Settings, data: Path) -> tuple:
    """The labeled cases the learning tiers are fitted on (the memory split; none without labeled logs)."""
    from diagnose.corpus.cases import load_cases, select_split

    labeled = settings.labeled_dir or data / "labeled_logs"
    return select_split(load_cases(labeled), settings.memory_split) if labeled.is_dir() else ()


def _catalog(data: Path) -> tuple:
    """The source catalogs' messages (none where the data has no catalogs)."""
    from diagnose.corpus.catalog import CATALOG_FOLDER, load_catalogs

    folder = data / CATALOG_FOLDER
    return load_catalogs(folder) if folder.is_dir() else ()


def _memory_tier(settings: Settings, data: Path, notes: list[str]) -> "MemoryTier":
    """The memory tier fitted on the labeled split and, unless `history` is off, the operator's confirmations."""
    from diagnose.classify.tiers.memory import MemoryTier

    confirmations = _confirmations(settings.db_path, notes) if settings.history else ()
    return MemoryTier(confirmations=confirmations).fit(_fit_cases(settings, data))


def _learned_tier(settings: Settings, data: Path, rules_dir: Path) -> Tier | None:
    """The text classifier fitted on the labeled split and the rules' examples when a job first reaches it (reading
    the cases' culprit lines costs a third of a second, and most jobs never get past the rules); None without
    scikit-learn."""
    if not learned_available():
        return None

    def fitted() -> "LearnedTier":
        from diagnose.classify.rules import load_rules
        from diagnose.classify.tiers.learned import OVERRULE_THRESHOLD, LearnedTier

        overrule = OVERRULE_THRESHOLD if settings.second_opinion else None
        return LearnedTier(overrule_threshold=overrule).fit(_fit_cases(settings, data), load_rules(rules_dir),
                                                            _catalog(data))

    return _FittedOnFirstUse("learned", fitted, rereads=settings.second_opinion)


@dataclass
class _FittedOnFirstUse:
    """A tier built by `build` when first asked (or left out of, for leave-one-out scoring)."""

    name: str
    build: Callable[[], "LearnedTier"]
    rereads: bool  # asked for second opinions (else it answers none, unbuilt)
    tier: "LearnedTier | None" = None

    def _built(self) -> "LearnedTier":
        if self.tier is None:
            self.tier = self.build()
        return self.tier

    def classify(self, scan: JobScan, *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        return self._built().classify(scan, events=events, precedents=precedents)

    def second_opinion(self, finding: Finding) -> Finding | None:
        return self._built().second_opinion(finding) if self.rereads else None

    def leave_out(self, case_id: str) -> "LearnedTier":
        return self._built().leave_out(case_id)


def _llm_tier(config: LLMConfig, data: Path, db_path: Path | None) -> Tier | None:
    """The LLM tier as configured; None (the pipeline then says how to install it) when no model is there."""
    if not llm_available(config):
        return None
    from diagnose.classify.tiers.llm import LLMTier
    from diagnose.llm.backends import build_backend
    from diagnose.llm.cache import VerdictCache

    cache = VerdictCache(resolve_db_path(db_path, config.db_path))
    return LLMTier(build_backend(config), data / "prompts", method=config.method, examples_from=config.examples_from,
                   max_prompt_tokens=config.max_prompt_tokens, min_confidence=config.min_confidence, cache=cache)


def _confirmations(db_path: Path | None, notes: list[str]) -> "tuple[Confirmation, ...]":
    """The operator's verdicts, if a history was ever written (diagnosing must not create files as a side
    effect); a history that cannot be read is a note, never the end of the diagnosis."""
    from diagnose.store.database import History

    path = resolve_db_path(db_path)
    if not path.is_file():
        return ()
    with History(path, lambda e: notes.append(f"operator confirmations not consulted: {e}")) as history:
        return history.use(lambda store: store.confirmations()) or ()
