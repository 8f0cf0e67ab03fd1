"""The command line: `diagnose PATH` and the command groups. The cli package is the only one that prints.

`diagnose JOB` runs once per job from a post-mortem hook, so its start-up is kept short: the other command groups
(progress bars, the benchmark, the Slurm hook) are imported only when the command line names one of them, and the
terminal report only without --json.
"""

import json
import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from diagnose import __version__
from diagnose.cli.failures import one_line_errors
from diagnose.cli.options import ConfigOpt, DbOpt, RulesOpt, SecondOpinionOpt, TiersOpt, WorkersOpt, usable_cores
from diagnose.ops.postmortem import confirm_verdict, diagnose_and_record
from diagnose.pipeline.contract import to_json
from diagnose.pipeline.factory import Settings, parse_tiers
from diagnose.recover.recovery import NO_REQUEUE_EXIT, no_requeue
from diagnose.store.database import Store
from diagnose.store.settings import resolve_config, resolve_db_path

_COMMANDS = {"job", "batch", "eval", "confirm", "rules", "hook", "run", "report", "export"}
_APP_OPTIONS = {"-h", "--help", "--version"}


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"diagnose {__version__}")
        raise typer.Exit()


def _app_options(version: Annotated[bool, typer.Option("--version", callback=_show_version, is_eager=True,
                                                       help="Print the version and exit.")] = False) -> None:
    """Root-cause diagnosis of failed distributed training jobs from their logs."""


def job_command(
    path: Annotated[str, typer.Argument(help="A job's log folder, one log file, or - for stdin.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print the contract's JSON object.")] = False,
    tiers: TiersOpt = "",
    workers: WorkersOpt = usable_cores(),
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
    config: ConfigOpt = None,
    second_opinion: SecondOpinionOpt = False,
) -> None:
    """Diagnose one job (also the default command: `diagnose PATH`)."""
    with one_line_errors():
        llm = resolve_config({"backend": backend, "model_path": model, "base_url": base_url, "model_name": model_name},
                             config_file=config)
        settings = Settings(parse_tiers(tiers), rules, db_path=db, workers=workers, llm=llm,
                            second_opinion=second_opinion)
        if settings.tiers is None or "llm" in settings.tiers:
            from diagnose.cli.model_setup import prepare_model  # only here: its progress bar slows every cold start

            prepare_model(llm, settings.tiers)
        # --json keeps stdout for the JSON: trouble with the history is also said on stderr
        warn = (lambda note: print(f"diagnose: note: {note}", file=sys.stderr)) if as_json else (lambda _: None)
        d = diagnose_and_record(settings, path, keep=keep, checkpoint_dir=checkpoint_dir, warn=warn)
    if as_json:
        typer.echo(json.dumps(to_json(d), indent=2))
    else:
        from rich.console import Console

        from diagnose.cli.diagnosis_report import render_report

        render_report(d, Console())
    if exit_code and no_requeue(d.recovery, d.verdict.type):
        raise typer.Exit(NO_REQUEUE_EXIT)


def confirm_command(
    job: Annotated[str, typer.Argument(help="The job's log path, or its name in the history: its run "
                                            "(slurm:CLUSTER:ID@SUBMIT_TIME), or slurm:CLUSTER:ID, a Slurm job id "
                                            "or its folder name when only one job had it.")],
    type_id: Annotated[str, typer.Argument(metavar="TYPE", help="The failure type (a taxonomy id).")],
    note: Annotated[str, typer.Option(help="Why, for the next operator.")] = "",
    db: DbOpt = None,
    rules: RulesOpt = None,
) -> None:
    """Record an operator's verdict on a job's failure signature. With the memory tier (in the default tiers),
    a later job with the same signature gets this type even where a rule decided otherwise (the report says
    so), and jobs with a similar one that no rule explains are decided by it."""
    path = resolve_db_path(db)
    with one_line_errors(), Store(path) as store:
        c = confirm_verdict(job, type_id, store=store, note=note, rules_dir=rules)
    typer.echo(f"confirmed {c.type} for signature {c.signature_id} ({c.job}) in {path}")


def build_app(command: str | None = None) -> typer.Typer:
    """The typer app with every command, or, when `command` is `job` or `confirm`, with only those two."""
    app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None,
                      pretty_exceptions_enable=False, context_settings={"help_option_names": ["-h", "--help"]},
                      help="Root-cause diagnosis of failed distributed training jobs from their logs.")
    app.callback()(_app_options)
    app.command("job")(job_command)
    app.command("confirm")(confirm_command)
    if command in ("job", "confirm"):
        return app
    from diagnose.cli import batch, evaluate, recovery, report
    from diagnose.cli.rules import rules_app

    app.command("batch")(batch.batch_command)
    app.command("eval")(evaluate.eval_command)
    app.add_typer(rules_app, name="rules")
    recovery.register(app)
    report.register(app)
    return app


def __getattr__(name: str) -> typer.Typer:
    """`from diagnose.cli.app import app`: the app with every command."""
    if name == "app":
        return build_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    """Entry point: `diagnose PATH` runs the job command."""
    argv = sys.argv[1:]
    if argv and argv[0] not in _COMMANDS and argv[0] not in _APP_OPTIONS:
        argv = ["job", *argv]
    try:
        build_app(argv[0] if argv else None)(args=argv, prog_name="diagnose")
    except SystemExit as e:
        # `diagnose job` alone, with a folder named job here: the command ran and failed; say what was meant
        if len(argv) == 1 and argv[0] in _COMMANDS and os.path.exists(argv[0]) and e.code not in (0, None):
            print(f"diagnose: note: {argv[0]!r} is a command; to diagnose the file or folder of that name, write: "
                  f"diagnose ./{argv[0]}", file=sys.stderr)
        raise
