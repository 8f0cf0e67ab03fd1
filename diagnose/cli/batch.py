"""`diagnose batch ROOT`: every child of ROOT is one job; one line (or JSON object) per job."""

import json
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import Progress

from diagnose.cli.failures import one_line_errors
from diagnose.cli.options import DbOpt, RulesOpt, TiersOpt, WorkersOpt, usable_cores
from diagnose.ops.batch import job_paths, run_batch
from diagnose.pipeline.factory import Settings, build_diagnoser, parse_tiers


def batch_command(
    root: Annotated[str, typer.Argument(help="A folder whose immediate children are jobs.")],
    jsonl: Annotated[bool, typer.Option("--jsonl", help="One JSON object per job on stdout.")] = False,
    workers: WorkersOpt = usable_cores(),
    tiers: TiersOpt = "",
    rules: RulesOpt = None,
    db: DbOpt = None,
) -> None:
    """Diagnose every job under ROOT."""
    settings = Settings(parse_tiers(tiers), rules, db_path=db)
    with one_line_errors():
        build_diagnoser(settings)  # fail fast on bad tiers or rules, before any worker starts
        paths = job_paths(root)
    with one_line_errors(), Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("diagnosing", total=len(paths))
        for result in run_batch(settings, paths, workers, lambda: progress.advance(task)):
            typer.echo(json.dumps(result) if jsonl else _batch_line(result))


def _batch_line(result: dict) -> str:
    if "error" in result:
        return f"{result['job']}\terror\t{result['error']}"
    v = result["verdict"]
    return f"{result['job']}\t{v['type']}\t{v['summary']}"
