"""What the store remembers about earlier failures, as the recommender needs it.

The recommender stays pure: it gets a `History` snapshot (earlier failures of the same run and of the
culprit node, plus the policy thresholds) instead of a database handle.
"""

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from diagnose.store.database import DiagnosisRow, Store


@dataclass(frozen=True, slots=True)
class HistoryPolicy:
    """When history changes a recommendation."""

    node_failures: int = 3  # infrastructure failures on one node within `window` that get it drained
    window: timedelta = timedelta(hours=24)
    signature_retries: int = 1  # automatic retries one failure signature gets within one run


@dataclass(frozen=True, slots=True)
class PastFailure:
    """One earlier diagnosis, reduced to what the policy looks at."""

    id: int
    run: str | None
    job: str
    type: str
    category: str
    node: str | None
    signature_id: str | None
    at: datetime


@dataclass(frozen=True, slots=True)
class History:
    """Earlier failures of this run and of the culprit node, newest first, recorded before this diagnosis."""

    run: str | None  # this job across restarts; None: restarts cannot be recognised
    signature_id: str | None  # this diagnosis's signature
    failures: tuple[PastFailure, ...] = ()
    policy: HistoryPolicy = HistoryPolicy()


def load_history(store: Store, culprit_node: str | None, signature_id: str | None, *, run: str | None,
                 policy: HistoryPolicy = HistoryPolicy(), now: datetime | None = None) -> History:
    """The earlier failures that matter for a diagnosis: same run, or same culprit node, within the policy's
    window."""
    since = (now or datetime.now(timezone.utc)) - policy.window
    rows: dict[int, DiagnosisRow] = {}
    if run is not None:
        rows.update((r.id, r) for r in store.recent(run=run, since=since, limit=1000))
    if culprit_node:
        rows.update((r.id, r) for r in store.recent(node=culprit_node, since=since, limit=1000))
    failures = tuple(_past(r) for r in sorted(rows.values(), key=lambda r: (r.recorded_at, r.id), reverse=True))
    return History(run, signature_id, failures, policy)


def _past(r: DiagnosisRow) -> PastFailure:
    return PastFailure(r.id, r.run, r.job, r.type, r.category, r.node, r.signature_id, r.recorded_at)
