"""The training step a log line names, and the step at which a loss divergence began."""

import re
from dataclasses import dataclass

from diagnose.records import JobScan, LogLine, Verdict

# Megatron "iteration   1200/  50000 |", DeepSpeed "step=1200", torchtitan "step: 1200", HF "global_step 1200".
_STEP = re.compile(r"(?i)\b(?:global[_ ]step|iteration|iter|steps?)\b\s*[=:#]?\s*(\d{1,12})\b")


@dataclass(frozen=True, slots=True)
class StepEvidence:
    """A step and the line that names it."""

    step: int
    where: str  # file:line, or "<file>: last progress line"


def step_in(text: str) -> int | None:
    """The first step or iteration number `text` names."""
    m = _STEP.search(text)
    return int(m.group(1)) if m else None


def divergence_step(verdict: Verdict, scan: JobScan) -> StepEvidence | None:
    """Where the divergence began: the earliest step any divergence line names (the decisive one, and the
    NaN losses the job logged and went on from), else the nearest line before the decisive one in its
    event, else the last training-progress line of its file (before it: the job did not survive it)."""
    root = verdict.root
    if root is None:
        return None
    same = [d.finding.line for d in verdict.cascade if d.finding.type == verdict.type]
    named = [e for e in map(_step_of, [root.line, *same, *verdict.evidence]) if e]
    if named:
        return min(named, key=lambda e: e.step)
    before = [ln for ln in reversed(root.event.lines) if ln.lineno < root.line.lineno and ln.file == root.line.file]
    found = next(filter(None, map(_step_of, before)), None)
    return found or _last_progress(root.line, scan)


def _last_progress(root: LogLine, scan: JobScan) -> StepEvidence | None:
    for f in scan.files:
        if f.file == root.file and f.last_progress_text and f.last_progress is not None \
                and f.last_progress <= root.lineno:
            step = step_in(f.last_progress_text)
            return StepEvidence(step, f"{f.file}:{f.last_progress}") if step is not None else None
    return None


def _step_of(line: LogLine) -> StepEvidence | None:
    step = step_in(line.message)
    return StepEvidence(step, line.where) if step is not None else None
