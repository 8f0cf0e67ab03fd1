"""`diagnose batch ROOT`: every job under ROOT (a folder, an archive, an fsspec URL) diagnosed once, with a
progress bar on a terminal (a status line every few seconds otherwise); Ctrl-C stops and the next run
with the same --store resumes."""

import json
import os
import signal
import sys
import time
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from diagnose.cli.failures import fail, one_line_errors
from diagnose.cli.options import DbOpt, RulesOpt, TiersOpt, WorkersOpt, usable_cores
from diagnose.ops.batch import ENGINES, BatchOptions, BatchTally, run_batch
from diagnose.ops.results import JobResult, ResultsStore
from diagnose.pipeline.factory import Settings, build_diagnoser, parse_tiers
from diagnose.store.settings import ENV_VARS, resolve_config


def batch_command(
    root: Annotated[str, typer.Argument(help="A folder whose immediate children are jobs, a .tar/.tar.gz/.zip "
                                             "of jobs, or a URL prefix (s3://bucket/prefix/, gs://…, file://…).")],
    jsonl: Annotated[bool, typer.Option("--jsonl", help="One JSON object per job on stdout.")] = False,
    workers: WorkersOpt = usable_cores(),
    tiers: TiersOpt = "",
    rules: RulesOpt = None,
    db: DbOpt = None,
    store: Annotated[Optional[Path], typer.Option(help="Results store (SQLite): a rerun skips the jobs done "
                                                       "and unchanged, and resumes a killed run.")] = None,
    engine: Annotated[str, typer.Option(help=f"Where jobs run: {' or '.join(ENGINES)}.")] = "local",
    scheduler: Annotated[Optional[str], typer.Option(help="Dask scheduler address, e.g. tcp://host:8786.")] = None,
    chunk_size: Annotated[Optional[int], typer.Option(help="Jobs per task (default 4 local, 250 dask).")] = None,
    job_timeout: Annotated[float, typer.Option(help="Seconds one job may take; then it is an error record.")]
    = 300.0,
    retry_errors: Annotated[bool, typer.Option("--retry-errors", help="Diagnose again the jobs stored as "
                                                                      "errors.")] = False,
    status_every: Annotated[float, typer.Option(help="Seconds between status lines when stderr is not a "
                                                     "terminal.")] = 10.0,
) -> None:
    """Diagnose every job under ROOT."""
    options = BatchOptions(engine, workers, scheduler, chunk_size, job_timeout, retry_errors)
    with one_line_errors():
        # The LLM pass runs in one process: give its model every core unless told otherwise.
        llm = resolve_config({} if os.environ.get(ENV_VARS["n_threads"]) else {"n_threads": usable_cores()})
        settings = Settings(parse_tiers(tiers), rules, db_path=db, llm=llm)
        build_diagnoser(settings)  # fail fast on bad tiers or rules, before any worker starts (loads no model)
        results = ResultsStore(store) if store else None
    progress = _BarProgress() if sys.stderr.isatty() else _LineProgress(status_every)
    printer = _printer(jsonl, results is not None)
    signal.signal(signal.SIGTERM, _interrupt)  # a scheduler's SIGTERM stops like Ctrl-C: results kept
    tally, interrupted = None, False
    try:
        with one_line_errors():
            try:
                tally = run_batch(root, settings, options, store=results, on_listed=progress.start,
                                  on_result=lambda r, reused: (progress.advance(r, reused), printer(r)))
            except KeyboardInterrupt:
                interrupted = True
    finally:
        progress.stop()
        if results:
            results.close()
    if interrupted:
        saved = f"; the results so far are in {store}: run the same command again to resume" if store else ""
        fail(f"interrupted{saved}", 130)
    _summary(tally, store)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _printer(jsonl: bool, stored: bool):
    if jsonl:
        return lambda r: typer.echo(json.dumps(r.report))
    if stored:  # the store holds the results; the terminal gets the summary
        return lambda r: None
    return lambda r: typer.echo(_batch_line(r.report))


def _batch_line(report: dict) -> str:
    if "error" in report:
        return f"{report['job']}\terror\t{report['error']}"
    v = report["verdict"]
    return f"{report['job']}\t{v['type']}\t{v['summary']}"


def _summary(tally: BatchTally | None, store: Path | None) -> None:
    if tally is None:
        return
    where = f" (current in {store})" if store else ""
    print(f"diagnose batch: {tally.diagnosed + tally.skipped} jobs, {tally.diagnosed} diagnosed, "
          f"{tally.skipped} skipped{where}, {tally.errors} errors", file=sys.stderr)


class _Counts:
    """Counts, rate and ETA of this run (reused results count as done but not toward the rate)."""

    def __init__(self) -> None:
        self.total, self.done, self.new, self.errors, self.current = None, 0, 0, 0, ""
        self.started = time.monotonic()

    def add(self, result: JobResult, reused: bool) -> None:
        self.done += 1
        self.new += not reused
        self.errors += result.status == "error"
        self.current = result.job_key

    def text(self) -> str:
        of = f"/{self.total}" if self.total is not None else ""
        return f"{self.done}{of} jobs, {self.details()}"

    def details(self) -> str:
        rate = self.new / max(time.monotonic() - self.started, 1e-9)
        left = (self.total - self.done) if self.total is not None else None
        eta = f"ETA {left / rate:.0f} s" if left is not None and rate > 0 else "ETA ?"
        return f"{self.errors} errors, {rate:.1f} jobs/s, {eta}, last {self.current}"


class _BarProgress:
    """A rich progress bar on stderr: counts, rate, ETA and the last job finished."""

    def __init__(self) -> None:
        self.counts = _Counts()
        self.bar = Progress(TextColumn("batch"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[info]}"),
                            console=Console(stderr=True), transient=True)
        self.task = None

    def start(self, total: int | None) -> None:
        self.counts.total = total
        self.bar.start()
        self.task = self.bar.add_task("batch", total=total, info="")

    def advance(self, result: JobResult, reused: bool) -> None:
        self.counts.add(result, reused)
        self.bar.update(self.task, advance=1, info=self.counts.details())

    def stop(self) -> None:
        self.bar.stop()


class _LineProgress:
    """Not a terminal (a log file, CI): one status line every `every` seconds."""

    def __init__(self, every: float) -> None:
        self.counts, self.every, self.last = _Counts(), every, time.monotonic()

    def start(self, total: int | None) -> None:
        self.counts.total = total

    def advance(self, result: JobResult, reused: bool) -> None:
        self.counts.add(result, reused)
        if time.monotonic() - self.last >= self.every:
            self.last = time.monotonic()
            print(f"diagnose batch: {self.counts.text()}", file=sys.stderr, flush=True)

    def stop(self) -> None:
        pass
