"""Options several command groups share, and their validation."""

import os
from pathlib import Path
from typing import Annotated, Optional

import typer

from diagnose.pipeline.diagnoser import KNOWN_TIERS
from diagnose.pipeline.factory import default_tiers, parse_tiers
from diagnose.store.settings import default_data_dir


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity, which containers and Slurm set)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def check_workers(value: int) -> int:
    """--workers: 1 up to the usable cores; more processes than cores only compete for them."""
    cores = usable_cores()
    if not 1 <= value <= cores:
        raise typer.BadParameter(f"{value} is not in 1..{cores} (the cores this process may use)")
    return value


def check_tiers(ctx: typer.Context, param: typer.CallbackParam, value: str) -> str:
    """--tiers, when given: comma-separated known tier names, each once (left out: the default tiers)."""
    source = ctx.get_parameter_source(param.name)
    if source is None or source.name == "DEFAULT":  # typer vendors its own click: compare by name
        return value
    names = [t.strip() for t in value.split(",")]
    choices = ", ".join(KNOWN_TIERS)
    if not all(names):
        raise typer.BadParameter(f"{value!r} names an empty tier; give tier names from {choices}, or leave "
                                 "--tiers out for the default tiers")
    for name in names:
        if name not in KNOWN_TIERS:
            raise typer.BadParameter(f"unknown tier {name!r}; choose from {choices}")
        if names.count(name) > 1:
            raise typer.BadParameter(f"tier {name!r} is named twice")
    return ",".join(names)


TiersOpt = Annotated[str, typer.Option("--tiers", callback=check_tiers,
                                       help="Tiers to use, in order, from rule,memory,learned,llm (default: "
                                            "rule,memory, llm where a model is there).")]
WorkersOpt = Annotated[int, typer.Option("--workers", callback=check_workers,
                                         help="Processes working in parallel, 1 to the usable cores (default: all).")]
SecondOpinionOpt = Annotated[bool, typer.Option(
    "--second-opinion", help="Let the learned tier (name it in --tiers) revise a "
                             "verdict a rule named by the exception's class alone (off by default: it took cases "
                             "away on test:real and the sealed set).")]
RulesOpt = Annotated[Optional[Path], typer.Option("--rules", help="Rules folder (default: the bundled rules).")]
DbOpt = Annotated[Optional[Path], typer.Option("--db", help="History database (default: $DIAGNOSE_DB, a config "
                                                            "file's setting, or "
                                                            "~/.local/share/diagnose/diagnose.sqlite).")]
ConfigOpt = Annotated[Optional[Path], typer.Option("--config", help="TOML settings file (default "
                                                                    "$DIAGNOSE_CONFIG).")]


def rules_dir(rules: Path | None) -> Path:
    return rules or default_data_dir() / "rules"


def tiers_or_default(value: str) -> tuple[str, ...]:
    return parse_tiers(value) or default_tiers()
