"""The command line: parse options, call the library, render. The only module that prints."""

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Optional, TypeVar

import typer
from rich.console import Console
from rich.progress import Progress

from diagnose.assemble import (Settings, build_diagnoser, confirm_verdict, diagnose_and_record, installed_tiers,
                               parse_tiers, suggest_rules)
from diagnose.cli_recovery import register
from diagnose.batch import job_paths, run_batch
from diagnose.config import resolve_config
from diagnose.errors import DiagnoseError
from diagnose.evaluation.benchmark import EvalConfig, run_eval
from diagnose.evaluation.floor import check_floor, floor_from, load_floor, save_floor
from diagnose.evaluation.peer import PEER, default_peer_dir, run_peer
from diagnose.evaluation.render import render_eval, render_peer
from diagnose.evaluation.report import (default_name, eval_to_dict, eval_to_markdown, peer_to_dict, peer_to_markdown,
                                        write_report)
from diagnose.pipeline import default_data_dir
from diagnose.recovery import NO_REQUEUE_EXIT, no_requeue
from diagnose.render import render_report, to_json
from diagnose.store import Store, default_db_path

T = TypeVar("T")

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None, pretty_exceptions_enable=False,
                  help="Root-cause diagnosis of failed distributed training jobs from their logs.")
_COMMANDS = {"job", "batch", "eval", "confirm", "rules", "hook", "run"}

TiersOpt = Annotated[str, typer.Option("--tiers", help="Tiers to use, in order, from rule,memory,llm "
                                                        "(default: every installed tier).")]
RulesOpt = Annotated[Optional[Path], typer.Option("--rules", help="Rules folder (default: the bundled rules).")]
DbOpt = Annotated[Optional[Path], typer.Option("--db", help="History database (default: $DIAGNOSE_DB or "
                                                            "~/.local/share/diagnose/diagnose.sqlite).")]


def _rules_dir(rules: Path | None) -> Path:
    return rules or default_data_dir() / "rules"


def _tiers(value: str) -> tuple[str, ...]:
    return parse_tiers(value) or installed_tiers()


@app.command("job")
def job_command(
    path: Annotated[str, typer.Argument(help="A job's log folder, one log file, or - for stdin.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the contract's JSON object.")] = False,
    tiers: TiersOpt = "",
    workers: Annotated[int, typer.Option(help="Processes scanning files in parallel.")] = os.cpu_count() or 1,
    rules: RulesOpt = None,
    db: DbOpt = None,
    keep: Annotated[bool, typer.Option("--record/--no-record", help="Record the diagnosis in the history.")] = True,
    checkpoint_dir: Annotated[Optional[Path], typer.Option(help="Where the job's checkpoints are, to pick the "
                                                                  "one to resume from.")] = None,
    exit_code: Annotated[bool, typer.Option("--exit-code", help=f"Exit {NO_REQUEUE_EXIT} when a retry cannot fix "
                                                                "the failure (Slurm RequeueExit, k8s podFailurePolicy).")] = False,
    backend: Annotated[Optional[str], typer.Option(help="LLM backend: llama_cpp (default), hf or openai.")] = None,
    model: Annotated[Optional[Path], typer.Option(help="A GGUF file (or HF model) instead of the embedded one.")] = None,
    base_url: Annotated[Optional[str], typer.Option(help="OpenAI-compatible server, e.g. http://host:8080/v1.")] = None,
    model_name: Annotated[Optional[str], typer.Option(help="The server's model name.")] = None,
    config: Annotated[Optional[Path], typer.Option(help="TOML settings file (default $DIAGNOSE_CONFIG).")] = None,
) -> None:
    """Diagnose one job (also the default command: `diagnose PATH`)."""
    with one_line_errors():
        llm = resolve_config({"backend": backend, "model_path": model, "base_url": base_url, "model_name": model_name},
                             config_file=config)
        settings = Settings(parse_tiers(tiers), rules, db_path=db, workers=workers, llm=llm)
        d = diagnose_and_record(settings, path, keep=keep, checkpoint_dir=checkpoint_dir)
    if as_json:
        typer.echo(json.dumps(to_json(d), indent=2))
    else:
        render_report(d, Console())
    if exit_code and no_requeue(d.recovery, d.verdict.type):
        raise typer.Exit(NO_REQUEUE_EXIT)


@app.command("batch")
def batch_command(
    root: Annotated[str, typer.Argument(help="A folder whose immediate children are jobs.")],
    jsonl: Annotated[bool, typer.Option("--jsonl", help="One JSON object per job on stdout.")] = False,
    workers: Annotated[int, typer.Option(help="Jobs diagnosed in parallel.")] = os.cpu_count() or 1,
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


@app.command("confirm")
def confirm_command(
    job: Annotated[str, typer.Argument(help="The job's log path, or its name in the history.")],
    type_id: Annotated[str, typer.Argument(metavar="TYPE", help="The failure type (a taxonomy id).")],
    note: Annotated[str, typer.Option(help="Why, for the next operator.")] = "",
    db: DbOpt = None,
    rules: RulesOpt = None,
) -> None:
    """Record an operator's verdict; later jobs with a similar error signature are decided by it."""
    with one_line_errors(), Store(db or default_db_path()) as store:
        c = confirm_verdict(job, type_id, store=store, note=note, rules_dir=rules)
    typer.echo(f"confirmed {c.type} for signature {c.signature_id} ({c.job}) in {db or default_db_path()}")


def _batch_line(result: dict) -> str:
    if "error" in result:
        return f"{result['job']}\terror\t{result['error']}"
    v = result["verdict"]
    return f"{result['job']}\t{v['type']}\t{v['summary']}"


CasesArg = Annotated[Path, typer.Argument(help="Folder of labeled cases (one folder with label.json each).")]
NameOpt = Annotated[Optional[str], typer.Option(help="Report name (default latest-<tiers>; peer-gpualert-<tiers>).")]
FloorOpt = Annotated[Optional[Path], typer.Option("--check-floor", help="Exit 1 when below this floor file.")]
NewFloorOpt = Annotated[Optional[Path], typer.Option("--write-floor",
                                                     help="Save this run's test scores, rounded down, as the floor.")]
PeerOpt = Annotated[Optional[str], typer.Option(help="Instead: compare with a peer tool on its own corpus (gpualert).")]
PeerDirOpt = Annotated[Optional[Path], typer.Option(help="The peer corpus (default ../shared/peer-bench/gpualert-eval).")]


@app.command("eval")
def eval_command(
    cases_dir: CasesArg = Path("labeled_logs"),
    tiers: TiersOpt = "",
    split: Annotated[str, typer.Option(help="dev, test or all.")] = "all",
    out: Annotated[Path, typer.Option(help="Folder for <name>.md and <name>.json.")] = Path("eval/results"),
    name: NameOpt = None,
    check_floor_file: FloorOpt = None,
    write_floor_file: NewFloorOpt = None,
    peer: PeerOpt = None,
    peer_dir: PeerDirOpt = None,
    rules: RulesOpt = None,
) -> None:
    """Score diagnose and two baselines on labeled cases, per split; write eval/results/<name>.md and .json."""
    if peer is not None:
        return _peer_eval(peer, peer_dir, _tiers(tiers), _rules_dir(rules), out, name)
    with one_line_errors():
        config = EvalConfig(cases_dir, _rules_dir(rules), _tiers(tiers), split)
        report = _with_progress(lambda tick: run_eval(config, tick))
        name = name or default_name(config.tiers)
        paths = write_report(out, name, eval_to_markdown(report, name), eval_to_dict(report, name))
        shortfalls = check_floor(report, load_floor(check_floor_file)) if check_floor_file else ()
        if write_floor_file:
            save_floor(write_floor_file, floor_from(report))
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


def peer_main() -> None:
    """`python -m diagnose.evaluation.peer [options]`: the same as `diagnose eval --peer gpualert`."""
    app(args=["eval", "--peer", PEER, *sys.argv[1:]], prog_name="python -m diagnose.evaluation.peer")


rules_app = typer.Typer(no_args_is_help=True, help="Rules: draft new ones from unknown failures.")
app.add_typer(rules_app, name="rules")


@rules_app.command("suggest")
def rules_suggest_command(
    batch: Annotated[Path, typer.Argument(help="The output of `diagnose batch --jsonl`.")],
    out: Annotated[Path, typer.Option(help="The review file to write (never inside the rules folder).")],
    max_clusters: Annotated[Optional[int], typer.Option(help="Draft rules for at most this many clusters.")] = None,
    config: Annotated[Optional[Path], typer.Option(help="TOML settings file (default $DIAGNOSE_CONFIG).")] = None,
    rules: RulesOpt = None,
) -> None:
    """Cluster the unknown failures of a batch, let the model draft a rule per cluster, keep the drafts that
    match their cluster and no labeled case of another type, and write them for review."""
    with one_line_errors():
        result = suggest_rules(batch, out, config=config, rules_dir=_rules_dir(rules), max_clusters=max_clusters)
    typer.echo(f"{len(result.accepted)} draft rules written to {out} for review; {len(result.rejected)} rejected")


register(app)


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
