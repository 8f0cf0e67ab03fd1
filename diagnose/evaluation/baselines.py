"""Two trivial classifiers to beat, scored like diagnose: the exit code alone, and a keyword grep.

Both read the same log files diagnose reads (label.json excluded) and use none of our rules.
"""

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from diagnose.corpus.cases import Culprit
from diagnose.evaluation.metrics import Prediction
from diagnose.ingest.sources import SkipFile, find_job_files, read_chunks
from diagnose.taxonomy import TYPES

_CHUNK_BYTES = 1 << 20

# The exit-code baseline's whole knowledge: 128+N and -N both mean "killed by signal N".
EXIT_SIGNALS = {137: "SIGKILL", -9: "SIGKILL", 143: "SIGTERM", -15: "SIGTERM", 134: "SIGABRT", -6: "SIGABRT"}
SIGNAL_NUMBERS = {9: "SIGKILL", 15: "SIGTERM", 6: "SIGABRT"}
EXIT_TYPES = {"SIGKILL": "host_oom", "SIGTERM": "cancelled", "SIGABRT": "nccl_timeout", "exit 124": "time_limit"}
_EXIT_STATUS = re.compile(
    r"(?i)(?:exit ?code|exit status|return ?code|returncode)\s*[:=]?\s*(?P<code>[-+]?\d+)"
    r"|\bsignal\s*:?\s*(?P<signum>\d+)"
    r"|\b(?-i:(?P<name>SIG[A-Z]{2,7}))\b"
)

# The keyword grep an operator would type; the leftmost match on the first matching line decides.
KEYWORDS: tuple[tuple[str, str], ...] = (
    ("out of memory", "cuda_oom"),
    ("nccl", "nccl_timeout"),
    ("xid", "gpu_hardware"),
    ("no space left", "disk_full"),
    ("killed", "host_oom"),
    ("nan", "loss_divergence"),
    ("modulenotfounderror", "dependency_error"),
    ("importerror", "dependency_error"),
    ("error", "code_bug"),
)
_KEYWORD_TYPES = dict(KEYWORDS)
_KEYWORD = re.compile("|".join(re.escape(k) for k, _ in KEYWORDS), re.IGNORECASE)
KEYWORD_ONE_LINER = ("find CASE -type f ! -name label.json -print0 | LC_ALL=C sort -z | xargs -0 cat | grep -m1 -ioE '"
                     + "|".join(k for k, _ in KEYWORDS) + "' | head -1")


@dataclass(frozen=True, slots=True)
class Baseline:
    """A named classifier from a job's lines to a prediction."""

    name: str
    classify: Callable[[Iterable["Line"]], Prediction]


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a job's logs as the baselines see it."""

    file: str
    lineno: int
    text: str


def job_lines(path: Path, exclude: frozenset[str]) -> Iterator[Line]:
    """The lines of every log file of the job at `path`, files in path order (as `sort` lists them)."""
    files = sorted(find_job_files(str(path), exclude=exclude).files, key=lambda f: f.rel)
    for log in files:
        lineno = 0
        try:
            for chunk in read_chunks(log, _CHUNK_BYTES, []):
                for text in chunk.decode("utf-8", errors="replace").splitlines():
                    lineno += 1
                    yield Line(log.rel, lineno, text)
        except SkipFile:
            continue


def exit_status(text: str) -> str | None:
    """The non-zero exit status a line reports ("SIGKILL", "exit 124", ...), None when there is none."""
    for m in _EXIT_STATUS.finditer(text):
        if m.group("code") is not None:
            code = int(m.group("code"))
            if code != 0:
                return EXIT_SIGNALS.get(code, f"exit {code}")
        elif m.group("signum") is not None:
            number = int(m.group("signum"))
            if number != 0:
                return SIGNAL_NUMBERS.get(number, f"signal {number}")
        else:
            return m.group("name").upper()
    return None


def classify_by_exit_code(lines: Iterable[Line]) -> Prediction:
    """The type the last non-zero exit status in the logs maps to (the job's final status)."""
    last: tuple[str, Line] | None = None
    for line in lines:
        status = exit_status(line.text)
        if status is not None:
            last = (status, line)
    if last is None:
        return _prediction("unknown", None)
    return _prediction(EXIT_TYPES.get(last[0], "unknown"), last[1])


def classify_by_keyword(lines: Iterable[Line]) -> Prediction:
    """The type of the first keyword in file order (the leftmost one on the first matching line)."""
    for line in lines:
        m = _KEYWORD.search(line.text)
        if m:
            return _prediction(_KEYWORD_TYPES[m.group(0).lower()], line)
    return _prediction("unknown", None)


def _prediction(type_id: str, line: Line | None) -> Prediction:
    # A baseline recommends the taxonomy's default retry for the type it names.
    t = TYPES[type_id]
    culprit = Culprit(file=line.file, line=line.lineno) if line is not None and type_id != "unknown" else Culprit()
    return Prediction(type_id, t.category, "baseline" if type_id != "unknown" else "none", t.retry, culprit)


BASELINES = (Baseline("exit-code", classify_by_exit_code), Baseline("keyword-grep", classify_by_keyword))
