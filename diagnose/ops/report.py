"""The failure report of a results store: what failed, how much GPU time it cost, where and how often.

The sections follow the Acme study (Hu et al., NSDI '24, Table 3): per category and type the jobs, their
share of the failed jobs, the GPU-hours lost, their share, and the median time to failure; then failures
over time by category, nodes that keep being the culprit of infrastructure failures (drain candidates),
the most frequent signatures, and the jobs left `unknown` clustered as `diagnose rules suggest` would.
"""

import statistics
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from diagnose.errors import DiagnoseError
from diagnose.ops.report_store import Job
from diagnose.ops.suggest import Unknown, cluster_unknowns
from diagnose.taxonomy import CATEGORIES, UNKNOWN

NOT_READ = "not_read"  # the category and type of a job whose logs could not be read (status error)
CATEGORY_ORDER = (*CATEGORIES, NOT_READ)
INFRASTRUCTURE = "infrastructure"
# Clustering compares every pair of distinct signatures; the most frequent ones are the clusters that matter.
_MAX_CLUSTERED_SIGNATURES = 500


@dataclass(frozen=True, slots=True)
class TypeRow:
    """One row of the Table-3 view: a category's subtotal (type None) or one type."""

    category: str
    type: str | None
    jobs: int
    share_jobs: float  # of all jobs in the store
    gpu_hours: float  # lost, over the jobs with a scheduler record
    share_gpu_hours: float
    median_hours_to_failure: float | None
    matched: int  # jobs with a scheduler record


@dataclass(frozen=True, slots=True)
class TimeBucket:
    """Failures that happened in one hour, day or week, per category (every one of CATEGORY_ORDER)."""

    start: str
    counts: dict[str, int]


@dataclass(frozen=True, slots=True)
class NodeRow:
    """A node named the culprit of several infrastructure failures: a candidate for draining."""

    node: str
    failures: int
    types: tuple[tuple[str, int], ...]  # most frequent first
    last_failure: str | None


@dataclass(frozen=True, slots=True)
class SignatureRow:
    """A normalized error signature, how many jobs it decided, and one decisive line that shows it."""

    id: str
    type: str
    jobs: int
    text: str
    example: str


@dataclass(frozen=True, slots=True)
class UnknownCluster:
    """Unknown jobs whose signatures are alike (the clusters `diagnose rules suggest` drafts rules for)."""

    jobs: int
    signatures: tuple[str, ...]
    example: str


@dataclass(frozen=True, slots=True)
class Report:
    """Everything the report shows; every string that came from a log is already redacted."""

    store: str
    jobs: int
    matched: int  # jobs joined with a scheduler record
    rows: tuple[TypeRow, ...]
    total: TypeRow
    bucket: str  # hour | day | week
    timeline: tuple[TimeBucket, ...]
    untimed: int  # jobs without a failure time (no scheduler record and no timestamped error)
    nodes: tuple[NodeRow, ...]
    min_node_failures: int
    signatures: tuple[SignatureRow, ...]
    unknown_jobs: int
    unknown_share: float
    unknown_without_signature: int
    clusters: tuple[UnknownCluster, ...]


def build_report(store: str, jobs: tuple[Job, ...], *, top: int = 15, min_node_failures: int = 2) -> Report:
    """The report of the joined jobs of one store."""
    rows, total = table_rows(jobs)
    bucket, timeline, untimed = failures_over_time(jobs)
    unknown = [j for j in jobs if _group(j) == (UNKNOWN.category, UNKNOWN.id)]
    return Report(store, len(jobs), sum(j.record is not None for j in jobs), rows, total, bucket, timeline, untimed,
                  repeat_offenders(jobs, min_node_failures)[:top], min_node_failures, top_signatures(jobs)[:top],
                  len(unknown), len(unknown) / len(jobs) if jobs else 0.0,
                  sum(j.stored.signature_text is None for j in unknown), unknown_clusters(unknown)[:top])


def table_rows(jobs: tuple[Job, ...]) -> tuple[tuple[TypeRow, ...], TypeRow]:
    """Per category a subtotal row then its types by GPU-hours lost; and the total row."""
    all_hours = sum(j.lost_gpu_hours or 0.0 for j in jobs)
    row = _row_maker(len(jobs), all_hours)
    groups: dict[tuple[str, str], list[Job]] = defaultdict(list)
    for j in jobs:
        groups[_group(j)].append(j)
    rows: list[TypeRow] = []
    for category in CATEGORY_ORDER:
        types = sorted((row(category, t, g) for (c, t), g in groups.items() if c == category),
                       key=lambda r: (-r.gpu_hours, -r.jobs, r.type))
        if types:
            rows.append(row(category, None, [j for (c, _), g in groups.items() if c == category for j in g]))
            rows.extend(types)
    return tuple(rows), row("all", None, list(jobs))


def failures_over_time(jobs: tuple[Job, ...]) -> tuple[str, tuple[TimeBucket, ...], int]:
    """Failures per hour, day or week (whichever gives a readable number of bars) and category."""
    timed = [(j.failed_at, _group(j)[0]) for j in jobs if j.failed_at]
    if not timed:
        return "day", (), len(jobs)
    first, last = min(t for t, _ in timed), max(t for t, _ in timed)
    bucket, floor, step, label = _bucketing(last - first)
    counts: dict[datetime, dict[str, int]] = {}
    at = floor(first)
    while at <= last:
        counts[at] = dict.fromkeys(CATEGORY_ORDER, 0)
        at += step
    for t, category in timed:
        counts[floor(t)][category] += 1
    return bucket, tuple(TimeBucket(label(at), n) for at, n in counts.items()), len(jobs) - len(timed)


def repeat_offenders(jobs: Iterable[Job], min_failures: int) -> tuple[NodeRow, ...]:
    """Nodes named the culprit of at least `min_failures` infrastructure failures, most first."""
    by_node: dict[str, list[Job]] = defaultdict(list)
    for j in jobs:
        if j.stored.status == "done" and j.stored.category == INFRASTRUCTURE and j.stored.culprit_node:
            by_node[j.stored.culprit_node].append(j)
    rows = [NodeRow(node, len(js), tuple(Counter(j.stored.type for j in js).most_common()),
                    _iso(max((j.failed_at for j in js if j.failed_at), default=None)))
            for node, js in by_node.items() if len(js) >= min_failures]
    return tuple(sorted(rows, key=lambda r: (-r.failures, r.node)))


def top_signatures(jobs: Iterable[Job]) -> tuple[SignatureRow, ...]:
    """Signatures by the number of jobs they decided; the example is the first job's decisive line."""
    by_id: dict[str, list[Job]] = defaultdict(list)
    for j in jobs:
        if j.stored.status == "done" and j.stored.signature_id:
            by_id[j.stored.signature_id].append(j)
    rows = [SignatureRow(sid, Counter(j.stored.type for j in js).most_common(1)[0][0], len(js),
                         js[0].stored.signature_text or "", js[0].stored.example or "")
            for sid, js in by_id.items()]
    return tuple(sorted(rows, key=lambda r: (-r.jobs, r.id)))


def unknown_clusters(unknown: list[Job]) -> tuple[UnknownCluster, ...]:
    """The unknown jobs with a signature, clustered as `diagnose rules suggest` clusters them, largest first."""
    items = [Unknown(j.stored.key, j.stored.signature_text, j.stored.example or j.stored.signature_text)
             for j in unknown if j.stored.signature_text]
    frequent = {text for text, _ in Counter(u.signature for u in items).most_common(_MAX_CLUSTERED_SIGNATURES)}
    try:
        clusters = cluster_unknowns([u for u in items if u.signature in frequent])
    except ImportError:
        raise DiagnoseError("the unknown jobs' clusters need scikit-learn: pip install 'diagnose[report]'") from None
    return tuple(UnknownCluster(len(c.jobs), c.signatures, c.lines[0]) for c in clusters)


def _group(j: Job) -> tuple[str, str]:
    s = j.stored
    return (NOT_READ, NOT_READ) if s.status != "done" else (s.category, s.type)


def _row_maker(all_jobs: int, all_hours: float) -> Callable[[str, str | None, list[Job]], TypeRow]:
    def row(category: str, type_: str | None, group: list[Job]) -> TypeRow:
        hours = sum(j.lost_gpu_hours or 0.0 for j in group)
        to_failure = [j.hours_to_failure for j in group if j.hours_to_failure is not None]
        return TypeRow(category, type_, len(group), len(group) / all_jobs if all_jobs else 0.0, hours,
                       hours / all_hours if all_hours else 0.0,
                       statistics.median(to_failure) if to_failure else None,
                       sum(j.record is not None for j in group))
    return row


def _bucketing(span: timedelta) -> tuple[str, Callable[[datetime], datetime], timedelta, Callable[[datetime], str]]:
    """Hours up to two days, days up to four months, weeks (from Monday) beyond."""
    if span <= timedelta(days=2):
        return ("hour", lambda t: t.replace(minute=0, second=0, microsecond=0), timedelta(hours=1),
                lambda t: t.strftime("%Y-%m-%d %H:00"))
    day = lambda t: t.replace(hour=0, minute=0, second=0, microsecond=0)  # noqa: E731
    if span <= timedelta(days=120):
        return "day", day, timedelta(days=1), lambda t: t.strftime("%Y-%m-%d")
    return "week", lambda t: day(t) - timedelta(days=t.weekday()), timedelta(weeks=1), lambda t: t.strftime("%Y-%m-%d")


def _iso(t: datetime | None) -> str | None:
    return t.isoformat(sep=" ", timespec="minutes") if t else None
