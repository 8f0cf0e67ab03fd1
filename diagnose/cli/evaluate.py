"""`diagnose eval`: the accuracy benchmark over labeled cases, or the side-by-side with a peer tool."""

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Optional, TypeVar

import typer
from rich.console import Console
from rich.progress import Progress

from diagnose.cli.eval_tables import render_eval, render_peer
from diagnose.cli.failures import one_line_errors
from diagnose.cli.model_setup import prepare_model
from diagnose.cli.options import RulesOpt, SecondOpinionOpt, TiersOpt, rules_dir, tiers_or_default
from diagnose.errors import DiagnoseError
from diagnose.evaluation.benchmark import EvalConfig, run_eval
from diagnose.evaluation.floor import check_floors, floors_from, load_floors, save_floors
from diagnose.evaluation.peer import PEER, default_peer_dir, run_peer
from diagnose.evaluation.report import (
    default_name,
    eval_to_dict,
    eval_to_markdown,
    peer_to_dict,
    peer_to_markdown,
    write_report,
)

T = TypeVar("T")

CasesArg = Annotated[Path, typer.Argument(help="Folder of labeled cases (one folder with label.json each).")]
NameOpt = Annotated[Optional[str], typer.Option(help="Report name (default latest-<tiers>; peer-gpualert-<tiers>).")]
FloorOpt = Annotated[Optional[Path], typer.Option("--check-floor", help="Exit 1 when below this floor file.")]
NewFloorOpt = Annotated[Optional[Path], typer.Option("--write-floor", help="Save this run's right cases on test:real "
                                                                        "and sealed, minus 2, as their floors.")]
PeerOpt = Annotated[Optional[str], typer.Option(help="Instead: compare with a peer tool on its own corpus (gpualert).")]
PeerDirOpt = Annotated[Optional[Path], typer.Option(help="The peer corpus (default ../shared/peer-bench/gpualert-eval).")]


def eval_command(
    cases_dir: CasesArg = Path("labeled_logs"),
    tiers: TiersOpt = "",
    split: Annotated[str, typer.Option(help="dev, test, sealed, or all (dev and test).")] = "all",
    out: Annotated[Path, typer.Option(help="Folder for <name>.md and <name>.json.")] = Path("eval/results"),
    name: NameOpt = None,
    check_floor_file: FloorOpt = None,
    write_floor_file: NewFloorOpt = None,
    peer: PeerOpt = None,
    peer_dir: PeerDirOpt = None,
    rules: RulesOpt = None,
    history: Annotated[bool, typer.Option("--history/--no-history", help="Let the memory tier also remember the "
                                                                         "operator's confirmations in the history "
                                                                         "database (off: repeatable scores).")] = False,
    second_opinion: SecondOpinionOpt = False,
) -> None:
    """Score diagnose and two baselines on labeled cases, per split; write eval/results/<name>.md and .json."""
    if peer is not None:
        return _peer_eval(peer, peer_dir, tiers_or_default(tiers), rules_dir(rules), out, name)
    with one_line_errors():
        config = EvalConfig(cases_dir, rules_dir(rules), tiers_or_default(tiers), split, history, second_opinion)
        prepare_model(None, config.tiers)
        report = _with_progress(lambda tick: run_eval(config, tick))
        name = name or default_name(config.tiers)
        paths = write_report(out, name, eval_to_markdown(report, name), eval_to_dict(report, name))
        shortfalls = check_floors(report, load_floors(check_floor_file)) if check_floor_file else ()
        if write_floor_file:
            earlier = load_floors(write_floor_file) if write_floor_file.exists() else ()
            save_floors(write_floor_file, floors_from(report, earlier))
    render_eval(report, Console())
    typer.echo(f"wrote {paths[0]} and {paths[1]}")
    _report_floor(shortfalls, check_floor_file, write_floor_file)


def _peer_eval(peer: str, peer_dir: Path | None, tiers: tuple[str, ...], rules_dir: Path, out: Path,
               name: str | None) -> None:
    with one_line_errors():
        if peer != PEER:
            raise DiagnoseError(f"unknown peer {peer!r}; known: {PEER}")
        report = _with_progress(lambda tick: run_peer(peer_dir or default_peer_dir(), rules_dir, tiers, tick))
        name = name or f"peer-{peer}-{'-'.join(tiers)}"
        paths = write_report(out, name, peer_to_markdown(report), peer_to_dict(report))
    render_peer(report, Console())
    typer.echo(f"wrote {paths[0]} and {paths[1]}")


def _with_progress(run: Callable[[Callable[[int, int], None]], T]) -> T:
    """Run `run(tick)` under a progress bar on stderr; `tick(done, total)` advances it."""
    console = Console(stderr=True)
    # Off when stderr is not a terminal: a transient bar still leaves a blank line in captured output.
    with Progress(console=console, transient=True, disable=not console.is_terminal) as progress:
        task = progress.add_task("diagnosing", total=None)
        return run(lambda done, total: progress.update(task, completed=done, total=total))


def _report_floor(shortfalls: tuple[str, ...], floor_file: Path | None, new_floor_file: Path | None) -> None:
    if new_floor_file is not None:
        typer.echo(f"floor saved to {new_floor_file}")
    if floor_file is None:
        return
    for shortfall in shortfalls:
        print(f"diagnose: below the floor: {shortfall}", file=sys.stderr)
    if shortfalls:
        raise typer.Exit(1)
    typer.echo(f"floor ok ({floor_file})")
