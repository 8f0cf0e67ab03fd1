"""The regression gate: eval/floor.json holds the accuracy a change must not fall below."""

import json
from dataclasses import asdict, dataclass
from decimal import ROUND_FLOOR, Decimal
from pathlib import Path

from diagnose.errors import DiagnoseError
from diagnose.evaluation.benchmark import DIAGNOSE, EvalReport

METRICS = ("type_accuracy", "macro_f1")


@dataclass(frozen=True, slots=True)
class Floor:
    """The lowest acceptable scores of diagnose with `tiers` on `split`."""

    split: str
    tiers: str  # comma-separated, as --tiers takes them
    type_accuracy: float
    macro_f1: float


def load_floor(path: Path) -> Floor:
    """The floor in `path`; a missing or malformed file is one DiagnoseError line naming it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise DiagnoseError(f"{path}: cannot read the floor ({e.strerror or e})") from None
    except json.JSONDecodeError as e:
        raise DiagnoseError(f"{path}:{e.lineno}: invalid JSON ({e.msg})") from None
    if not isinstance(data, dict):
        raise DiagnoseError(f"{path}: expected a JSON object")
    try:
        floor = Floor(str(data["split"]), str(data["tiers"]), *(float(data[m]) for m in METRICS))
    except (KeyError, TypeError, ValueError) as e:
        raise DiagnoseError(f"{path}: needs split, tiers, type_accuracy and macro_f1 ({e})") from None
    return floor


def check_floor(report: EvalReport, floor: Floor) -> tuple[str, ...]:
    """One line per metric below the floor (empty when the run passes)."""
    tiers = ",".join(report.config.tiers)
    if tiers != floor.tiers:
        raise DiagnoseError(f"the floor is for --tiers {floor.tiers}, this run used --tiers {tiers}")
    measured = report.split_report(floor.split, DIAGNOSE)
    if measured is None:
        raise DiagnoseError(f"the floor is for split {floor.split!r}, which this run did not evaluate "
                            f"(use --split {floor.split} or --split all)")
    return tuple(f"{metric} on {floor.split} with --tiers {tiers}: {getattr(measured, metric):.4f} "
                 f"< floor {getattr(floor, metric):.2f}" for metric in METRICS
                 if getattr(measured, metric) < getattr(floor, metric))


def floor_from(report: EvalReport, split: str = "test") -> Floor:
    """The floor this run sets: its scores on `split`, rounded down to 2 decimals so it passes itself."""
    measured = report.split_report(split, DIAGNOSE)
    if measured is None:
        raise DiagnoseError(f"cannot set a floor for split {split!r}: this run did not evaluate it")
    tiers = ",".join(report.config.tiers)
    return Floor(split, tiers, round_down(measured.type_accuracy), round_down(measured.macro_f1))


def round_down(value: float) -> float:
    """`value` rounded toward zero to 2 decimals; via Decimal because 0.29 * 100 is 28.999... in binary."""
    return float(Decimal(repr(value)).quantize(Decimal("0.01"), rounding=ROUND_FLOOR))


def floor_json(floor: Floor) -> str:
    """The floor as the text of eval/floor.json."""
    return json.dumps(asdict(floor), indent=2) + "\n"


def save_floor(path: Path, floor: Floor) -> None:
    """Write `floor` to `path` (eval/floor.json)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(floor_json(floor), encoding="utf-8")
