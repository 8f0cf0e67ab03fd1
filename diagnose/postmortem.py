"""After an attempt failed: diagnose its logs (rule tier only), refine the recovery with history and
checkpoints, and record it. Shared by the Slurm hook and the supervisor."""

from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from diagnose.history import HistoryPolicy, load_history
from diagnose.pipeline import Diagnoser, default_data_dir
from diagnose.recovery import recommend
from diagnose.render import to_json
from diagnose.store import Store
from diagnose.types import Diagnosis


@dataclass(frozen=True, slots=True)
class Postmortem:
    """A recorded diagnosis: the Diagnosis, its contract JSON (with the added fields) and its row id."""

    diagnosis: Diagnosis
    report: dict[str, Any]
    row_id: int | None


def rule_diagnoser() -> Diagnoser:
    """The pipeline with the bundled rules and the rule tier only: never loads a model."""
    return Diagnoser(default_data_dir() / "rules", ("rule",), workers=1)


def with_history(d: Diagnosis, store: Store | None, *, run: str | None, checkpoint_dir: Path | None = None,
                 policy: HistoryPolicy = HistoryPolicy(), now: datetime | None = None) -> Diagnosis:
    """`d` with its recovery recomputed from the store's history and the checkpoints (both optional)."""
    history = load_history(store, d, run=run, policy=policy, now=now) if store is not None else None
    recovery = recommend(d.verdict, d.scan, history=history, checkpoint_dir=checkpoint_dir, now=now)
    return replace(d, recovery=recovery)


def record(store: Store | None, d: Diagnosis, *, run: str | None, extra: dict[str, Any] | None = None,
           now: datetime | None = None) -> Postmortem:
    """The contract JSON of `d` with `run` and `extra` added, recorded in `store` when there is one."""
    report = {**to_json(d), "run": run, **(extra or {})}
    row_id = store.record_diagnosis(report, at=now).id if store is not None else None
    return Postmortem(d, report, row_id)
