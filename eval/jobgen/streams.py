"""The plan's vocabulary: channels, timed lines, rank ends, a scenario's Failure, and Streams that collect them."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple


class Channel(NamedTuple):
    """Where a line is written, before the layout maps it to a file and prefix."""

    kind: str  # rank | agent | kernel | sched | launcher
    owner: int = 0  # the rank for "rank", the node for "agent" and "kernel"
    err: bool = False  # a rank's stderr (only the worker_err layout keeps it apart)


SCHED = Channel("sched")
LAUNCHER = Channel("launcher")


def rank_out(rank: int) -> Channel:
    return Channel("rank", rank, False)


def rank_err(rank: int) -> Channel:
    return Channel("rank", rank, True)


def agent(node: int) -> Channel:
    return Channel("agent", node)


def kernel(node: int) -> Channel:
    return Channel("kernel", node)


@dataclass(frozen=True, slots=True)
class Line:
    """One planned log line: when it happens and its text (without the layout's prefix)."""

    t: float
    text: str
    decisive: bool = False


@dataclass(frozen=True, slots=True)
class RankEnd:
    """How a rank's process ended."""

    t: float
    code: int  # exit code; negative = killed by that signal
    message: str = ""  # final exception line, which torchrun copies into its error report


@dataclass(frozen=True)
class Failure:
    """What a scenario decided: the culprit, its evidence (already planned) and how the rest ends."""

    rank: int | None
    node: int | None
    why: str
    ends: Mapping[int, RankEnd]  # ranks whose end the scenario decided (culprit, ranks with the same error)
    dead_node: int | None = None  # the node vanished: its ranks and agent write nothing more
    cascade: str = ""  # forced cascade for the other ranks ("" = the job's choice)
    cascade_from: float | None = None  # when the cascade starts (default: Timeline.fail)
    scheduler_end: bool = False  # the scheduler signalled the whole job
    silent: frozenset[int] = frozenset()  # ranks that die without writing anything
    crashed_agents: frozenset[int] = frozenset()  # nodes whose torchrun agent itself died
    exit_decisive: bool = False  # unknown: the launcher's exit report is the only evidence
    misleadable: bool = True  # the culprit may hang so launchers name a cascade rank first
    hard: bool = False


Frame = tuple[str, int, str, str]  # file, line, function, source line


class Streams:
    """Timed lines per channel, collected while one job is planned."""

    def __init__(self) -> None:
        self._lines: dict[Channel, list[Line]] = {}

    def add(self, channel: Channel, lines: Iterable[Line]) -> None:
        """Adds a block of lines in the order given; times within the block are made non-decreasing
        so that sorting by time later cannot reorder it."""
        block, latest = [], -math.inf
        for line in lines:
            if line.t < latest:
                line = Line(latest, line.text, line.decisive)
            block.append(line)
            latest = line.t
        self._lines.setdefault(channel, []).extend(block)

    def frozen(self) -> Mapping[Channel, tuple[Line, ...]]:
        return MappingProxyType({ch: tuple(lines) for ch, lines in self._lines.items()})
