"""Build a Diagnoser from plain settings: which tiers, with which data, history and model."""

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError
from diagnose.pipeline import Diagnoser, default_data_dir
from diagnose.postmortem import record, with_history
from diagnose.store import Confirmation, Store, check_type, confirm_job, default_db_path
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


def installed_tiers() -> tuple[str, ...]:
    """The tiers that can run here: rules and memory always."""
    return ("rule", "memory")


def build_diagnoser(settings: Settings) -> Diagnoser:
    """The pipeline the settings describe; heavy tiers are built only when named."""
    data = default_data_dir()
    tiers = settings.tiers or installed_tiers()
    memory = None
    if "memory" in tiers:
        labeled = settings.labeled_dir or data / "labeled_logs"
        memory = MemoryTier(labeled if labeled.is_dir() else None, store=_existing_store(settings.db_path))
    return Diagnoser(settings.rules_dir or data / "rules", tiers, workers=settings.workers,
                     exclude=settings.exclude, memory=memory)


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
