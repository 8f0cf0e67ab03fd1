"""Side by side with the peer tool gpualert (PyPI) on its own labeled corpus (gpualert-eval).

Both tools read the same text and are scored on the same 15 modes. Each of our types stands for one
fixed mode (OUR_MODE, chosen from the corpus README's mode -> types table without looking at any
case's label): a type whose set spans several modes (host_oom: ram_oom or oom_killer; code_bug:
traceback, assertion, div_zero...) is scored as its most general mode and loses the others. gpualert is
optional; without it only our side is scored.
"""

import json
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from diagnose.errors import DiagnoseError
from diagnose.evaluation.baselines import job_lines
from diagnose.evaluation.metrics import TypeScore, accuracy, macro_f1, per_label_scores
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings, build_diagnoser
from diagnose.taxonomy import TYPES

PEER = "gpualert"
OUR_TOOL = "diagnose"
OTHER = "other"  # a prediction that names none of the 15 modes
# gpualert's summary line -> its mode, in the order of gpualert.parse_errors.ERROR_PATTERNS (0.1.6).
GPUALERT_LABELS = {
    "GPU out-of-memory (CUDA OOM)": "cuda_oom", "NCCL communication error": "nccl",
    "CUDA runtime error": "cuda_runtime", "System out-of-memory (RAM)": "ram_oom",
    "Segmentation fault": "segfault", "File not found": "file_not_found", "Permission denied": "permission",
    "Missing Python module": "missing_module", "Division by zero": "div_zero",
    "Tensor device mismatch": "device_mismatch", "NaN detected in loss": "nan_loss",
    "Process killed by OS (OOM)": "oom_killer", "Assertion failed": "assertion",
    "Python RuntimeError": "runtime_error", "Python exception (traceback)": "traceback",
}
# Our type -> the one mode it is scored as; each choice is a mode whose README row lists the type (checked
# by check_our_modes). Types no mode lists, and `unknown`, are "other": no mode named, a miss.
OUR_MODE = {
    "cuda_oom": "cuda_oom", "nccl_timeout": "nccl", "network_error": "nccl", "connection_error": "nccl",
    "cuda_error": "cuda_runtime", "host_oom": "oom_killer", "code_bug": "traceback",
    "dependency_error": "missing_module", "config_error": "file_not_found", "dataset_error": "file_not_found",
    "loss_divergence": "nan_loss",
}
# The fault-injection harness wrote "[inject] mode=<label>" atop each capture: the answer, for
# whichever tool happens to match it, so it is removed before either tool reads the log.
_INJECT_HEADER = re.compile(r"^\[inject\] mode=")
_MODE_ROW = re.compile(r"^\|\s*([a-z_]+)\s*\|\s*([a-z_]+(?:\s*,\s*[a-z_]+)*)\s*\|\s*$")
SUBSETS = ("all", "injected", "synthetic", "wild")

ModeMap = tuple[tuple[str, tuple[str, ...]], ...]
Classifier = Callable[[str, str, int], str]


@dataclass(frozen=True, slots=True)
class PeerCase:
    """One labeled log of the peer corpus."""

    id: str
    mode: str
    source: str  # injected | synthetic | wild
    path: Path
    exit_code: int


@dataclass(frozen=True, slots=True)
class PeerResult:
    """Both tools' answers on one peer log."""

    case: PeerCase
    our_type: str
    our_mode: str
    peer_mode: str | None  # None when gpualert is not installed
    our_seconds: float
    peer_seconds: float


@dataclass(frozen=True, slots=True)
class ToolScore:
    """One tool on one subset of the corpus, scored over the 15 modes."""

    tool: str
    subset: str
    n: int
    accuracy: float
    macro_f1: float
    per_mode: tuple[TypeScore, ...]


@dataclass(frozen=True, slots=True)
class PeerReport:
    """The side-by-side run."""

    corpus_dir: Path
    tiers: tuple[str, ...]
    mode_map: ModeMap
    results: tuple[PeerResult, ...]
    scores: tuple[ToolScore, ...]
    peer_version: str | None  # None: gpualert not installed
    notes: tuple[str, ...]


def default_peer_dir() -> Path:
    """../shared/peer-bench/gpualert-eval next to the checkout this package runs from."""
    return Path(__file__).resolve().parents[2].parent / "shared" / "peer-bench" / "gpualert-eval"


def load_mode_map(readme: Path) -> ModeMap:
    """The corpus README's table of mode -> our types, in table order."""
    try:
        text = readme.read_text(encoding="utf-8")
    except OSError as e:
        raise DiagnoseError(f"{readme}: cannot read the mode table ({e.strerror or e})") from None
    rows = []
    for line in text.splitlines():
        m = _MODE_ROW.match(line)
        if m and m.group(1) != "mode":
            types = tuple(t.strip() for t in m.group(2).split(","))
            unknown = [t for t in types if t not in TYPES]
            if unknown:
                raise DiagnoseError(f"{readme}: mode {m.group(1)!r} maps to unknown type(s) {', '.join(unknown)}")
            rows.append((m.group(1), types))
    if not rows:
        raise DiagnoseError(f"{readme}: no '| mode | our types |' table found")
    return tuple(rows)


def load_peer_cases(corpus_dir: Path) -> tuple[PeerCase, ...]:
    """The labeled logs: corpus/labels.jsonl, plus corpus/wild/wild_labels.tsv for the wild set."""
    labels = corpus_dir / "corpus" / "labels.jsonl"
    cases: dict[str, PeerCase] = {}
    try:
        for n, line in enumerate(labels.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                row = json.loads(line)
                cases[row["id"]] = PeerCase(row["id"], row["mode"], row["source"], corpus_dir / row["log_path"],
                                            int(row["true_exit_code"]))
    except OSError as e:
        raise DiagnoseError(f"{labels}: cannot read ({e.strerror or e}); pass --peer-dir") from None
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as e:
        raise DiagnoseError(f"{labels}:{n}: bad label row ({e})") from None
    for case in _wild_cases(corpus_dir / "corpus" / "wild"):
        cases.setdefault(case.id, case)
    return tuple(sorted(cases.values(), key=lambda c: c.id))


def _wild_cases(wild_dir: Path) -> list[PeerCase]:
    tsv = wild_dir / "wild_labels.tsv"
    if not tsv.exists():
        return []
    cases = []
    for n, line in enumerate(tsv.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 3 or not fields[2].lstrip("-").isdigit():
            raise DiagnoseError(f"{tsv}:{n}: expected id, mode, true_exit_code separated by tabs")
        cases.append(PeerCase(fields[0], fields[1], "wild", wild_dir / f"{fields[0]}.log", int(fields[2])))
    return cases


def our_mode(type_id: str) -> str:
    """The mode our type is scored as, whatever the case's label (OUR_MODE; "other" when it names none)."""
    return OUR_MODE.get(type_id, OTHER)


def check_our_modes(mode_map: ModeMap, readme: Path) -> None:
    """Each fixed choice must be a mode whose row in the corpus README lists that type."""
    rows = dict(mode_map)
    wrong = [f"{t} -> {m}" for t, m in OUR_MODE.items() if t not in rows.get(m, ())]
    if wrong:
        raise DiagnoseError(f"{readme}: the mode table does not list {', '.join(wrong)}")


def gpualert_mode(summary: str) -> str:
    """The mode of gpualert's error summary (its first line names the class)."""
    return GPUALERT_LABELS.get(summary.split("\n", 1)[0].strip(), OTHER)


def load_gpualert() -> tuple[Classifier | None, str | None]:
    """gpualert's log classifier and version, or (None, None) when it is not installed."""
    try:
        import gpualert
        from gpualert.parse_errors import parse_errors
    except ImportError:
        return None, None
    return parse_errors, gpualert.__version__


def run_peer(corpus_dir: Path, rules_dir: Path, tiers: Sequence[str],
             on_case: Callable[[int, int], None] = lambda done, total: None) -> PeerReport:
    """Run both tools on every labeled log of the corpus and score them side by side."""
    if not corpus_dir.is_dir():
        raise DiagnoseError(f"{corpus_dir}: peer corpus not found (pass --peer-dir)")
    mode_map = load_mode_map(corpus_dir / "README.md")
    check_our_modes(mode_map, corpus_dir / "README.md")
    cases = load_peer_cases(corpus_dir)
    diagnoser = build_diagnoser(Settings(tuple(tiers), rules_dir, history=False))
    classify, version = load_gpualert()
    results = []
    with tempfile.TemporaryDirectory(prefix="diagnose-peer-") as scratch:
        for case in cases:
            results.append(_run_case(case, diagnoser, classify, Path(scratch)))
            on_case(len(results), len(cases))
    notes = _notes(corpus_dir, cases, version)
    modes = [mode for mode, _ in mode_map]
    return PeerReport(corpus_dir, tuple(tiers), mode_map, tuple(results), score_peer(results, modes), version, notes)


def _run_case(case: PeerCase, diagnoser: Diagnoser, classify: Classifier | None, scratch: Path) -> PeerResult:
    if not case.path.is_file():
        raise DiagnoseError(f"{case.path}: labeled in the peer corpus but missing")
    text = "\n".join(ln.text for ln in job_lines(case.path, frozenset()) if not _INJECT_HEADER.match(ln.text))
    stripped = scratch / case.path.name
    stripped.write_text(text + "\n", encoding="utf-8")
    start = time.perf_counter()
    our_type = diagnoser.diagnose(str(stripped)).verdict.type
    middle = time.perf_counter()
    # gpualert classifies the captured output with the job's exit code, as its launcher does.
    peer_mode = gpualert_mode(classify("", text, case.exit_code)) if classify else None
    end = time.perf_counter()
    return PeerResult(case, our_type, our_mode(our_type), peer_mode, middle - start,
                      end - middle if classify else 0.0)


def present_modes(pairs: Sequence[tuple[str, str]], modes: Sequence[str]) -> list[str]:
    """The modes macro-F1 averages over: those in the labels or predictions of the subset.

    A mode absent from a subset (the synthetic logs hold 3 of the 15) would add an F1 of 0 and
    make a perfect run look poor; "other" (no mode) is never a label of its own.
    """
    seen = {t for t, _ in pairs} | {p for _, p in pairs}
    return [m for m in modes if m in seen]


def score_peer(results: Sequence[PeerResult], modes: Sequence[str]) -> tuple[ToolScore, ...]:
    """Accuracy and macro-F1 over the modes, per tool and subset ("other" predictions are misses)."""
    scores = []
    for subset in SUBSETS:
        chosen = [r for r in results if subset == "all" or r.case.source == subset]
        if not chosen:
            continue
        for tool in (OUR_TOOL, PEER):
            if tool == PEER and chosen[0].peer_mode is None:
                continue
            pairs = [(r.case.mode, r.our_mode if tool == OUR_TOOL else r.peer_mode) for r in chosen]
            per_mode = per_label_scores(pairs, present_modes(pairs, modes))
            scores.append(ToolScore(tool, subset, len(chosen), accuracy(pairs), macro_f1(per_mode), per_mode))
    return tuple(scores)


def _notes(corpus_dir: Path, cases: Sequence[PeerCase], version: str | None) -> tuple[str, ...]:
    labeled = {c.path.resolve() for c in cases}
    unlabeled = [p for p in (corpus_dir / "corpus").rglob("*.log") if p.resolve() not in labeled]
    notes = [f"{len(cases)} labeled logs scored; {len(unlabeled)} unlabeled .log files in the corpus skipped",
             "the '[inject] mode=...' header line of injected logs is removed before either tool reads them"]
    if version is None:
        notes.append("gpualert not installed: only our side is scored (pip install gpualert==0.1.6)")
    return tuple(notes)
