"""The pipeline: ingest (sources -> scan -> events) -> classify (tiers -> verdict) -> recover."""

import calendar
import copy
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from diagnose.classify.tiers.base import SecondOpinion, Tier
from diagnose.classify.tiers.rule import RuleTier
from diagnose.classify.verdict import choose_verdict, failure_signature
from diagnose.errors import DiagnoseError
from diagnose.ingest.attribution import (
    YEARLESS,
    Process,
    ProcessMap,
    backed_path_nodes,
    reported_processes,
    short_node_names,
    sole_node,
    sole_process_rank,
)
from diagnose.ingest.elastic import is_error_file, scan_error_file
from diagnose.ingest.scan import FileScanner
from diagnose.ingest.sources import JobFiles, LogFile, find_job_files
from diagnose.records import Diagnosis, Event, Example, FileScan, Finding, JobScan, LogLine, Verdict
from diagnose.recover.recovery import RecoveryContext, recover
from diagnose.redact import redact
from diagnose.taxonomy import UNKNOWN

if TYPE_CHECKING:  # imported lazily: the rules path needs no fuzzy matching
    from diagnose.classify.tiers.memory import MemoryTier

KNOWN_TIERS = ("rule", "memory", "learned", "llm")
_MISSING = {
    "rule": "the rules could not be loaded",
    "memory": "no labeled logs or history to remember",
    "learned": "install scikit-learn (pip install 'diagnose[learned]') and keep the labeled logs",
    "llm": "install diagnose[llm] for the embedded model, or configure a server (--backend openai)",
}
_SLURM_ID = re.compile(r"slurm-(\d+)|\bJOB (\d+)\b")
# Below this many bytes on disk a job is scanned in this process: starting worker processes would cost more.
_PARALLEL_BYTES = 32 << 20


@dataclass
class Diagnoser:
    """The configured pipeline; build once, diagnose many jobs.

    Tiers run in the order named; each later tier is asked only while the verdict is still `unknown`,
    and only about the events no earlier tier explained, so a model's guess never outranks a rule.
    """

    rules_dir: Path
    tiers: Sequence[str] = ("rule",)
    workers: int = 1
    engine: str = "auto"
    exclude: frozenset[str] = frozenset()
    memory: "MemoryTier | None" = None  # the memory tier, when "memory" is among the tiers
    learned: Tier | None = None  # the text classifier, when "learned" is among the tiers
    llm: Tier | None = None  # the LLM tier (its backend is configured by the caller)
    notes: tuple[str, ...] = ()  # what every diagnosis should say about how the pipeline was built

    def __post_init__(self) -> None:
        self.rule_tier = RuleTier(self.rules_dir, self.engine)
        self.tiers_ = tuple(self._tier(name) for name in self.tiers)
        self.scanner = FileScanner(self.rule_tier.patterns(), engine=self.engine)
        self.rule_tier.scan_prefilter = self.scanner.prefilter  # one compiled database, loaded once, serves both

    def _tier(self, name: str) -> Tier:
        if name not in KNOWN_TIERS:
            raise DiagnoseError(f"unknown tier {name!r}; choose from {', '.join(KNOWN_TIERS)}")
        tier = {"rule": self.rule_tier, "memory": self.memory, "learned": self.learned, "llm": self.llm}[name]
        if tier is None:
            raise DiagnoseError(f"tier {name!r} is not available: " + _MISSING[name])
        return tier

    def with_tier(self, tier: Tier) -> "Diagnoser":
        """A copy that asks `tier` in place of the tier of the same name; the rules and scanner are shared."""
        other = copy.copy(self)
        other.tiers_ = tuple(tier if t.name == tier.name else t for t in self.tiers_)
        return other

    def diagnose(self, path: str, context: RecoveryContext = RecoveryContext()) -> Diagnosis:
        """Diagnose the job at `path` (directory, file or '-'); `context` is what its recovery may consult."""
        return conclude(*self.assess(path), context)

    def assess(self, path: str) -> tuple[JobScan, Verdict]:
        """The job's scan and verdict, before recovery (a caller may first narrow the verdict, as the hook
        narrows the culprit to the job's nodes)."""
        return self.assess_files(find_job_files(path, exclude=self.exclude))

    def diagnose_files(self, files: JobFiles, context: RecoveryContext = RecoveryContext()) -> Diagnosis:
        """Diagnose a job whose files were already found (a batch lists archives and buckets itself)."""
        return conclude(*self.assess_files(files), context)

    def assess_files(self, files: JobFiles) -> tuple[JobScan, Verdict]:
        scan = _finish_job(files, self._scan_files(files.files))
        return replace(scan, notes=self.notes + scan.notes), self._decide(scan)

    def _decide(self, scan: JobScan) -> Verdict:
        findings: tuple[Finding, ...] = ()
        precedents: tuple[Example, ...] = ()
        job_node = sole_node(scan.files)
        verdict, notes = choose_verdict(findings, scan.events, job_node), []
        for tier in self.tiers_:
            if verdict.type != UNKNOWN.id:
                break
            result = tier.classify(scan, events=None if tier is self.rule_tier else verdict.candidates,
                                   precedents=precedents)
            findings += result.findings
            precedents += result.precedents
            notes += result.notes
            verdict = choose_verdict(findings, scan.events, job_node)
            if verdict.root is not None and verdict.tier == tier.name and result.summary:
                verdict = replace(verdict, summary=redact(result.summary))
        verdict = self._second_opinion(verdict, findings, scan, job_node)
        if self.memory is not None:
            verdict = self.memory.overrule(verdict)  # the operator's word outranks every tier
        return replace(verdict, notes=tuple(notes)) if verdict.type == UNKNOWN.id else verdict

    def _second_opinion(self, verdict: Verdict, findings: tuple[Finding, ...], scan: JobScan,
                        job_node: str | None) -> Verdict:
        """A rule that named the type by the exception's class alone leaves the message unread; a tier that reads
        it (the learned tier, when it is among the tiers) may name the type the message says."""
        root = verdict.root
        reader = next((t for t in self.tiers_ if isinstance(t, SecondOpinion)), None)
        if root is None or root.tier != self.rule_tier.name or reader is None \
                or not self.rule_tier.by_exception_class(root):
            return verdict
        revised = reader.second_opinion(root)
        if revised is None:
            return verdict
        chosen = choose_verdict(tuple(revised if f is root else f for f in findings), scan.events, job_node)
        why = (f" (the rule {root.rule} named {root.type} by the exception's class; the {revised.tier} tier reads "
               f"its message as {revised.type}, {revised.confidence:.2f})")
        return replace(chosen, summary=chosen.summary.removesuffix(".") + why + ".")

    def _scan_files(self, files: Sequence[LogFile]) -> list[FileScan]:
        if self.workers <= 1 or len(files) < 2 or _disk_bytes(files) < _PARALLEL_BYTES:
            return [_scan_one(self.scanner, f) for f in files]
        from concurrent.futures import ProcessPoolExecutor  # only here: importing it slows every cold start

        with ProcessPoolExecutor(min(self.workers, len(files)), initializer=_init_worker,
                                 initargs=(self.scanner.patterns, self.engine)) as pool:
            return list(pool.map(_scan_in_worker, files, chunksize=1))


def _disk_bytes(files: Sequence[LogFile]) -> int:
    total = 0
    for f in files:
        try:
            total += f.path.stat().st_size if f.path is not None else 0
        except OSError:
            pass  # scanning it will say why
    return total


def conclude(scan: JobScan, verdict: Verdict, context: RecoveryContext = RecoveryContext()) -> Diagnosis:
    """The diagnosis: the verdict with its failure signature and its recovery, computed once, in `context`."""
    sig = failure_signature(verdict)
    sig_id = sig.id if sig else None
    return Diagnosis(scan, verdict, recover(verdict, scan, sig_id, context), sig_id, sig.text if sig else None)


# Each worker process compiles the prefilter once, not once per file.
_worker_scanner: FileScanner | None = None


def _init_worker(patterns: Sequence[str], engine: str) -> None:
    global _worker_scanner
    _worker_scanner = FileScanner(patterns, engine=engine)


def _scan_in_worker(log: LogFile) -> FileScan:
    return _scan_one(_worker_scanner, log)


def _scan_one(scanner: FileScanner, log: LogFile) -> FileScan:
    """TorchElastic's error files are JSON records of a worker's exception; everything else is text."""
    if is_error_file(log.rel):
        scan = scan_error_file(log)
        if scan is not None:
            return scan
    return scanner.scan(log)


def _finish_job(files: JobFiles, scans: list[FileScan]) -> JobScan:
    """Keep only the path-named nodes the job backs, give each node one name, give year-less stamps the job's
    year, apply job-wide survival, find the Slurm job id."""
    scans = short_node_names(backed_path_nodes(scans))
    year = _job_year(scans)
    process_list = [p for s in scans for p in s.processes] + [Process(s.rank, s.node) for s in scans] \
        + reported_processes(scans)
    processes = ProcessMap.build(process_list)
    scans = [_complete_lines(s, year, processes) for s in scans]
    scans = sole_process_rank(scans, process_list)
    last_progress = max((s.last_progress_time for s in scans if s.last_progress_time), default=None)
    scans = [_survived_by_time(s, last_progress) for s in scans]
    notes = files.notes + tuple(n for s in scans for n in s.notes)
    if not scans:
        notes += ("no log files found",)
    return JobScan(files.job, files.path, tuple(scans), notes, _slurm_job_id(files, scans))


def _job_year(scans: list[FileScan]) -> int:
    years = Counter(ln.time.year for s in scans for e in s.events for ln in e.lines
                    if ln.time and ln.time.year != YEARLESS)
    return years.most_common(1)[0][0] if years else datetime.now().year


def _complete_lines(scan: FileScan, year: int, processes: ProcessMap) -> FileScan:
    """Year-less stamps get the job's year; lines missing a rank or node get them from the process map."""
    def fix(t: datetime | None) -> datetime | None:
        if not t or t.year != YEARLESS:
            return t
        return t.replace(year=year) if calendar.isleap(year) or (t.month, t.day) != (2, 29) else None

    def complete(line: LogLine) -> LogLine:
        done, time = processes.complete(line), fix(line.time)
        return done if time is line.time else replace(done, time=time)

    def complete_event(event: Event) -> Event:  # most events need no change: copying them is the cost here
        lines = tuple(complete(ln) for ln in event.lines)
        return event if all(a is b for a, b in zip(lines, event.lines)) else replace(event, lines=lines)

    events = tuple(complete_event(e) for e in scan.events)
    return replace(scan, events=events, last_progress_time=fix(scan.last_progress_time))


def _survived_by_time(scan: FileScan, last_progress: datetime | None) -> FileScan:
    """Files without progress lines of their own (dmesg, scheduler output) survive by the job's clock."""
    if scan.last_progress is not None or last_progress is None:
        return scan
    # An inherited stamp is only a lower bound on when the error happened: it cannot prove survival.
    events = tuple(replace(e, survived=e.survived or bool(e.head.time and not e.head.time_inherited
                                                          and e.head.time < last_progress))
                   for e in scan.events)
    return replace(scan, events=events)


def _slurm_job_id(files: JobFiles, scans: list[FileScan]) -> str | None:
    texts = [f.rel for f in files.files] + [e.head.message for s in scans for e in s.events]
    for text in texts:
        m = _SLURM_ID.search(text)
        if m:
            return m.group(1) or m.group(2)
    return None

