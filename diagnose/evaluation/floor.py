"""The regression gate: eval/floor.json holds, per gated subset, how many cases a change must still get right.

A floor is the measured number of right types minus a margin of two cases, on the real held-out cases
(`test:real`) and on the sealed set. It is set from a measurement, never from a change that was tuned on
those cases; `--write-floor` merges this run's subsets into the file.
"""

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from diagnose.errors import DiagnoseError
from diagnose.evaluation.benchmark import DIAGNOSE, EvalReport

GATED_SUBSETS = ("test:real", "sealed")
MARGIN_CASES = 2


@dataclass(frozen=True, slots=True)
class Floor:
    """At least `min_correct` of the `cases` of `subset` must get the right type with `tiers`."""

    subset: str
    tiers: str  # comma-separated, as --tiers takes them
    cases: int
    min_correct: int


def load_floors(path: Path) -> tuple[Floor, ...]:
    """The floors in `path`; a missing or malformed file is one DiagnoseError line naming it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DiagnoseError(f"{path}: cannot read the floor ({e.strerror or e})") from None
    except json.JSONDecodeError as e:
        raise DiagnoseError(f"{path}:{e.lineno}: invalid JSON ({e.msg})") from None
    try:
        return tuple(Floor(str(f["subset"]), str(f["tiers"]), int(f["cases"]), int(f["min_correct"]))
                     for f in data["floors"])
    except (KeyError, TypeError, ValueError) as e:
        raise DiagnoseError(f"{path}: needs floors: [{{subset, tiers, cases, min_correct}}] ({e})") from None


def check_floors(report: EvalReport, floors: tuple[Floor, ...]) -> tuple[str, ...]:
    """One line per floor this run falls below; the floors of subsets the run did not evaluate are skipped,
    but a run that meets none of them is an error (it checked nothing)."""
    tiers = ",".join(report.config.tiers)
    checked, shortfalls = 0, []
    for floor in floors:
        measured = report.split_report(floor.subset, DIAGNOSE)
        if measured is None or floor.tiers != tiers:
            continue
        if measured.n != floor.cases:
            raise DiagnoseError(f"the floor for {floor.subset} counts {floor.cases} cases, this run has {measured.n}: "
                                "measure again and write the floor (--write-floor)")
        checked += 1
        right = correct(measured.type_accuracy, measured.n)
        if right < floor.min_correct:
            shortfalls.append(f"type right on {floor.subset} with --tiers {tiers}: {right}/{measured.n} "
                              f"< floor {floor.min_correct}")
    if not checked:
        raise DiagnoseError(f"no floor applies to this run (--tiers {tiers}; floors: "
                            f"{', '.join(f'{f.subset} --tiers {f.tiers}' for f in floors)})")
    return tuple(shortfalls)


def floors_from(report: EvalReport, earlier: tuple[Floor, ...] = ()) -> tuple[Floor, ...]:
    """`earlier` with the gated subsets this run measured replaced by their measurement minus the margin."""
    tiers = ",".join(report.config.tiers)
    new = {}
    for subset in GATED_SUBSETS:
        measured = report.split_report(subset, DIAGNOSE)
        if measured is not None:
            right = correct(measured.type_accuracy, measured.n)
            new[subset] = Floor(subset, tiers, measured.n, max(0, right - MARGIN_CASES))
    if not new:
        raise DiagnoseError(f"this run evaluated none of the gated subsets ({', '.join(GATED_SUBSETS)})")
    kept = tuple(f for f in earlier if not (f.subset in new and f.tiers == tiers))
    return kept + tuple(new.values())


def correct(accuracy: float, n: int) -> int:
    """The number of right cases behind an accuracy over `n` cases."""
    return round(accuracy * n)


def save_floors(path: Path, floors: tuple[Floor, ...]) -> None:
    """Write `floors` to `path` (eval/floor.json)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"floors": [asdict(f) for f in floors]}, indent=2) + "\n", encoding="utf-8")
