"""The training step a log line names, and the step at which a loss divergence began."""

import re
from dataclasses import dataclass

from diagnose.types import JobScan, LogLine, Verdict

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
    """Where the divergence began: the decisive line's step, else the nearest line before it in its event,
    else the last training-progress line of its file (always before it: the job did not survive it)."""
    root = verdict.root
    if root is None:
        return None
    lines = [root.line] + [ln for ln in reversed(root.event.lines) if ln.lineno < root.line.lineno
                           and ln.file == root.line.file]
    for line in lines:
        found = _step_of(line)
        if found:
            return found
    for f in scan.files:
        if f.file == root.line.file and f.last_progress_text and f.last_progress is not None \
                and f.last_progress <= root.line.lineno:
            step = step_in(f.last_progress_text)
            if step is not None:
                return StepEvidence(step, f"{f.file}:{f.last_progress}")
    return None


def _step_of(line: LogLine) -> StepEvidence | None:
    step = step_in(line.message)
    return StepEvidence(step, line.where) if step is not None else None
