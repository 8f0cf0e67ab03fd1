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
from diagnose.store.database import (
    Confirmation,
    DiagnosisRow,
    History,
    Store,
    check_type,
    confirm_job,
    glob_literal,
)
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
    notes: list[str] = []

    def recorded(store: Store) -> Diagnosis:
        d = conclude(scan, verdict, RecoveryContext(store=store, checkpoint_dir=checkpoint_dir))
        record(store, d, run=None)
        return d
    with History(resolve_db_path(settings.db_path), lambda e: notes.append(f"history not used: {e}")) as history:
        d = history.use(recorded) or conclude(scan, verdict, RecoveryContext(checkpoint_dir=checkpoint_dir))
    for note in notes:
        warn(note)
    return replace(d, scan=replace(d.scan, notes=d.scan.notes + tuple(notes))) if notes else d


def confirm_verdict(job: str, type_id: str, *, store: Store, note: str = "",
                    rules_dir: Path | None = None) -> Confirmation:
    """Record an operator's verdict for a job: a log path (diagnosed again, rules only) or a job in the
    history (see recorded_job)."""
    check_type(type_id)
    if Path(job).exists():
        report: Diagnosis | Mapping[str, Any] = build_diagnoser(Settings(("rule",), rules_dir)).diagnose(job)
    else:
        report = recorded_job(store, job).report
    return confirm_job(store, report, type_id, note)


def recorded_job(store: Store, name: str) -> DiagnosisRow:
    """The newest diagnosis of the one job `name` means: a run (slurm:ci:42@2024-05-01T12:00:00Z, or a run
    recorded under the id alone), else every run Slurm gave that id (slurm:ci:42), a Slurm job id (42) or a
    job's folder name. Job ids repeat, so a name that fits more than one run is refused with the runs."""
    exact = store.recent(run=name, limit=1)
    if exact:
        return exact[0]
    found = {r.id: r for r in (*store.recent(run_glob=glob_literal(name) + "@*"), *store.recent(slurm_job_id=name),
                               *store.recent(job=name))}
    rows = sorted(found.values(), key=lambda r: (r.recorded_at, r.id), reverse=True)
    if not rows:
        raise DiagnoseError(f"{name}: neither a log path nor a job in the history at {store.path}")
    runs = list(dict.fromkeys(r.run or r.job for r in rows))
    if len(runs) > 1:
        shown = ", ".join(runs[:5]) + (f" and {len(runs) - 5} more" if len(runs) > 5 else "")
        raise DiagnoseError(f"{name}: {len(runs)} jobs in the history at {store.path} have that name ({shown}); "
                            "give the one you mean")
    return rows[0]
