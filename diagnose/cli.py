"""The command line: parse options, call the library, render. The only module that prints."""

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.progress import Progress

from diagnose.batch import BatchConfig, job_paths, run_batch
from diagnose.errors import DiagnoseError
from diagnose.pipeline import AVAILABLE_TIERS, Diagnoser, default_data_dir
from diagnose.render import render_report, to_json

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None, pretty_exceptions_enable=False,
                  help="Root-cause diagnosis of failed distributed training jobs from their logs.")
_COMMANDS = {"job", "batch", "eval"}

TiersOpt = Annotated[str, typer.Option("--tiers", help="Comma-separated tiers to use, in order: rule,memory,llm.")]
RulesOpt = Annotated[Optional[Path], typer.Option("--rules", help="Rules folder (default: the bundled rules).")]


def _tiers(value: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in value.split(",") if t.strip())


def _rules_dir(rules: Path | None) -> Path:
    return rules or default_data_dir() / "rules"


@app.command("job")
def job_command(
    path: Annotated[str, typer.Argument(help="A job's log folder, one log file, or - for stdin.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the contract's JSON object.")] = False,
    tiers: TiersOpt = ",".join(AVAILABLE_TIERS),
    workers: Annotated[int, typer.Option(help="Processes scanning files in parallel.")] = os.cpu_count() or 1,
    rules: RulesOpt = None,
) -> None:
    """Diagnose one job (also the default command: `diagnose PATH`)."""
    with one_line_errors():
        d = Diagnoser(_rules_dir(rules), _tiers(tiers), workers=workers).diagnose(path)
    if as_json:
        typer.echo(json.dumps(to_json(d), indent=2))
    else:
        render_report(d, Console())


@app.command("batch")
def batch_command(
    root: Annotated[str, typer.Argument(help="A folder whose immediate children are jobs.")],
    jsonl: Annotated[bool, typer.Option("--jsonl", help="One JSON object per job on stdout.")] = False,
    workers: Annotated[int, typer.Option(help="Jobs diagnosed in parallel.")] = os.cpu_count() or 1,
    tiers: TiersOpt = ",".join(AVAILABLE_TIERS),
    rules: RulesOpt = None,
) -> None:
    """Diagnose every job under ROOT."""
    config = BatchConfig(_rules_dir(rules), _tiers(tiers))
    with one_line_errors():
        Diagnoser(config.rules_dir, config.tiers)  # fail fast on bad tiers or rules, before any worker starts
        paths = job_paths(root)
    with one_line_errors(), Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("diagnosing", total=len(paths))
        for result in run_batch(config, paths, workers, lambda: progress.advance(task)):
            typer.echo(json.dumps(result) if jsonl else _batch_line(result))


def _batch_line(result: dict) -> str:
    if "error" in result:
        return f"{result['job']}\terror\t{result['error']}"
    v = result["verdict"]
    return f"{result['job']}\t{v['type']}\t{v['summary']}"


def main() -> None:
    """Entry point: `diagnose PATH` runs the job command."""
    argv = sys.argv[1:]
    if argv and argv[0] not in _COMMANDS and argv[0] not in ("--help", "-h"):
        argv = ["job", *argv]
    app(args=argv, prog_name="diagnose")


@contextmanager
def one_line_errors() -> Iterator[None]:
    """Turn every failure into one line on stderr, never a traceback (DIAGNOSE_DEBUG=1 shows it)."""
    try:
        yield
    except DiagnoseError as e:
        _fail(str(e), 2)
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except Exception as e:
        if os.environ.get("DIAGNOSE_DEBUG"):
            raise
        _fail(f"internal error: {type(e).__name__}: {e}", 1)


def _fail(message: str, code: int) -> None:
    print(f"diagnose: error: {message}", file=sys.stderr)
    raise typer.Exit(code)
