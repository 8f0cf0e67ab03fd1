"""Typed records passed between the stages: ingest (lines, events, scans) -> classify (findings, verdict)
-> recover (recommendation) -> the diagnosis the outputs render."""

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of a log with what attribution inferred about it."""

    file: str  # relative to the job path
    lineno: int  # 1-based, in the uncompressed text
    raw: str  # the line as written (launcher prefixes included)
    message: str  # the line with launcher prefixes and timestamp removed
    rank: int | None = None
    node: str | None = None
    time: datetime | None = None
    stream: str = ""  # the launcher prefix (pdsh node, rank label): lines of one process share it
    local_rank: int | None = None  # torchrun's `[defaultN]:` prefix names the rank within its node
    time_inherited: bool = False  # `time` is the last stamp before this unstamped line: a lower bound

    @property
    def where(self) -> str:
        return f"{self.file}:{self.lineno}"


@dataclass(frozen=True, slots=True)
class Event:
    """An error event: a traceback, a C++ terminate, a ChildFailedError report or one error line."""

    kind: str  # traceback | cpp_terminate | report (a launcher's copy of another rank's error) | line
    lines: tuple[LogLine, ...]
    key: tuple[int, ...]  # indexes into lines of the salient lines (exception lines, the error line)
    head_at: int = 0  # index into lines of the line that stands for the event (the final exception line)
    exception: str | None = None  # final exception class of a traceback
    hint_rank: int | None = None  # the rank a ChildFailedError "Root Cause" names (often wrong)
    # The process went on normally afterwards (taxonomy rule 4): training progressed, its rank logged an ordinary
    # record, or Python reported the exception as ignored.
    survived: bool = False

    @property
    def head(self) -> LogLine:
        return self.lines[self.head_at]

    @property
    def key_lines(self) -> tuple[LogLine, ...]:
        return tuple(self.lines[i] for i in self.key)


@dataclass(frozen=True, slots=True)
class Ending:
    """How one process's output in a file ends (a rank's life as far as its log shows): its last progress line
    and its last lines."""

    file: str
    rank: int | None
    node: str | None
    last_progress: LogLine | None
    last_lines: tuple[LogLine, ...]


@dataclass(frozen=True, slots=True)
class FileScan:
    """What scanning one log file produced."""

    file: str
    events: tuple[Event, ...]
    lines: int
    size: int  # uncompressed bytes read
    node: str | None = None  # node inferred for the whole file (path or content)
    rank: int | None = None  # rank inferred for the whole file (file name)
    last_progress: int | None = None  # line number of the last training-progress line
    last_progress_time: datetime | None = None
    notes: tuple[str, ...] = ()
    processes: tuple = ()  # attribution.Process records found in the file's head
    last_progress_text: str | None = None  # that line's message (it names the step the job had reached)
    endings: tuple[Ending, ...] = ()  # per process (output stream) in the file's tail


@dataclass(frozen=True, slots=True)
class JobScan:
    """All files of one job, scanned."""

    job: str
    path: str
    files: tuple[FileScan, ...]
    notes: tuple[str, ...] = ()
    slurm_job_id: str | None = None

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(e for f in self.files for e in f.events)


@dataclass(frozen=True, slots=True)
class Finding:
    """A tier's observation: this event shows this failure type (with a role for the arbiter)."""

    type: str
    role: str  # root_cause | cascade | exit | symptom | context (diagnose.classify.rules.ROLES)
    event: Event
    line: LogLine  # the decisive line inside the event
    tier: str = "rule"
    rule: str | None = None
    confidence: float = 0.9
    priority: int = 50
    action: str | None = None  # a rule's refinement of the type's default action
    exclude_node: bool | None = None


@dataclass(frozen=True, slots=True)
class Example:
    """A solved incident: a decisive log line and its failure type (a memory, or a few-shot example)."""

    case: str  # where it comes from: a labeled case id, or "labeled:<id>" / "confirmed:<job>"
    type: str
    line: str  # redacted


@dataclass(frozen=True, slots=True)
class Discounted:
    """A finding the arbiter did not pick, and why."""

    finding: Finding
    reason: str


@dataclass(frozen=True, slots=True)
class Verdict:
    """The arbiter's decision for a job."""

    type: str
    category: str
    confidence: float
    tier: str  # rule | memory | llm | none
    root: Finding | None
    evidence: tuple[LogLine, ...]
    cascade: tuple[Discounted, ...]
    candidates: tuple[Event, ...] = ()  # best unmatched events when the type is unknown
    summary: str = ""
    culprit_rank: int | None = None
    culprit_node: str | None = None
    notes: tuple[str, ...] = ()  # why later tiers abstained, when the verdict stays unknown
    confirmed_by: str | None = None  # the job an operator's confirmation (diagnose confirm) decided it from


@dataclass(frozen=True, slots=True)
class Recommendation:
    """What to do next; printed, never executed."""

    action: str
    retry: bool
    exclude_nodes: tuple[str, ...]
    reason: str
    commands: tuple[str, ...] = field(default=())
    drain_nodes: tuple[str, ...] = ()  # nodes to take out of service (hardware, or repeated failures)
    resume_from: str | None = None  # the checkpoint to restart from, when a checkpoint folder was given
    resume_step: int | None = None  # that checkpoint's step


@dataclass(frozen=True, slots=True)
class Diagnosis:
    """Everything the outputs render."""

    scan: JobScan
    verdict: Verdict
    recovery: Recommendation
    signature_id: str | None
    signature_text: str | None
