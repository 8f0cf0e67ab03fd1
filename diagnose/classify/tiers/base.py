"""The interface every tier implements."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from diagnose.records import Event, Example, Finding, JobScan


@dataclass(frozen=True, slots=True)
class TierResult:
    """A tier's findings; an empty tuple means the tier abstains, `notes` say why."""

    findings: tuple[Finding, ...]
    notes: tuple[str, ...] = ()
    summary: str = ""  # a tier's own wording of the root cause (the LLM tier's 1-2 sentences)
    precedents: tuple[Example, ...] = ()  # solved incidents like this job, for later tiers (most similar last)


class Tier(Protocol):
    name: str

    def classify(self, scan: JobScan, *, events: Sequence[Event] | None = None,
                 precedents: Sequence[Example] = ()) -> TierResult:
        """Findings about the job; `events` narrows the question to the events earlier tiers left open,
        `precedents` are the solved incidents earlier tiers found similar (a tier with a model shows them)."""
        ...


@runtime_checkable
class SecondOpinion(Protocol):
    """A tier that can read again the line a rule decided by its exception's class alone."""

    def second_opinion(self, finding: Finding) -> Finding | None:
        """`finding` with the type the tier reads in its message, or None to leave it as the rule said."""
        ...
