"""After a job failed: diagnose it with its history and checkpoints, record it, and take the operator's word.
Shared by `diagnose PATH`, the Slurm hook and the supervisor."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError
from diagnose.pipeline.contract import to_json
from diagnose.pipeline.diagnoser import conclude
from diagnose.pipeline.factory import Settings, build_diagnoser
from diagnose.records import Diagnosis
from diagnose.recover.recovery import RecoveryContext
from diagnose.store.database import Confirmation, Store, StoreError, check_type, confirm_job
from diagnose.store.settings import resolve_db_path


@dataclass(frozen=True, slots=True)
class Postmortem:
    """A recorded diagnosis: the Diagnosis, its contract JSON (with the added fields) and its row id."""

    diagnosis: Diagnosis
    report: dict[str, Any]
    row_id: int | None


def record(store: Store | None, d: Diagnosis, *, run: str | None, extra: dict[str, Any] | None = None,
           now: datetime | None = None) -> Postmortem:
    """The contract JSON of `d` with `run` and `extra` added, recorded in `store` when there is one."""
    report = {**to_json(d), "run": run, **(extra or {})}
    row_id = store.record_diagnosis(report, at=now).id if store is not None else None
    return Postmortem(d, report, row_id)


def diagnose_and_record(settings: Settings, path: str, *, keep: bool = True, checkpoint_dir: Path | None = None,
                        warn: Callable[[str], None] = lambda _: None) -> Diagnosis:
    """Diagnose one job with its recovery refined by the history and checkpoints, and record it (unless `keep`
    is false) so that recurring failures and repeat-offender nodes are seen next time.

    Trouble with the history (busy, unreadable) never withholds the diagnosis: it becomes a note of the
    diagnosis, also given to `warn`."""
    diagnoser = build_diagnoser(settings)
    for note in diagnoser.notes:
        warn(note)
    scan, verdict = diagnoser.assess(path)
    if not keep:
        return conclude(scan, verdict, RecoveryContext(checkpoint_dir=checkpoint_dir))
    d = None
    try:
        with Store(resolve_db_path(settings.db_path)) as store:
            d = conclude(scan, verdict, RecoveryContext(store=store, checkpoint_dir=checkpoint_dir))
            record(store, d, run=None)
    except StoreError as e:
        note = f"history not {'recorded' if d else 'used'}: {e}"
        warn(note)
        d = d or conclude(scan, verdict, RecoveryContext(checkpoint_dir=checkpoint_dir))
        d = replace(d, scan=replace(d.scan, notes=d.scan.notes + (note,)))
    return d


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
