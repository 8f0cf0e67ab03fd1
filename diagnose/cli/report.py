"""`diagnose report STORE` (the failure report of a batch results store) and `diagnose export STORE` (its rows)."""

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Annotated, Optional

import typer

from diagnose.cli.failures import one_line_errors
from diagnose.errors import DiagnoseError
from diagnose.ops.accounting import read_job_records
from diagnose.ops.export import write_csv, write_jsonl, write_parquet
from diagnose.ops.report import build_report
from diagnose.ops.report_render import FORMATS, render
from diagnose.ops.report_store import Job, join_jobs, read_store

EXPORT_FORMATS = ("jsonl", "csv", "parquet")
_SUFFIX_FORMAT = {".html": "html", ".htm": "html", ".md": "md", ".csv": "csv", ".json": "json", ".jsonl": "jsonl",
                  ".parquet": "parquet"}

StoreArg = Annotated[Path, typer.Argument(help="The SQLite results store a batch run wrote.")]
OutOpt = Annotated[Path, typer.Option("-o", "--out", help="The file to write; - for standard output.")]
JobsOpt = Annotated[Optional[list[Path]], typer.Option(
    "--jobs", metavar="FILE", help="Scheduler records to join (repeatable): `sacct -X --parsable2` output with "
                                   "AllocTRES, Slurm jobcomp/filetxt lines, or a CSV with "
                                   "job_id,nodes,gpus,start,end,state[,checkpoint_time].")]


def register(app: typer.Typer) -> None:
    app.command("report")(report_command)
    app.command("export")(export_command)


def report_command(
    store: StoreArg,
    out: OutOpt = Path("-"),
    fmt: Annotated[Optional[str], typer.Option("--format", help="html, md, csv (the table) or json (default: from "
                                                                "the -o suffix, else html).")] = None,
    jobs: JobsOpt = None,
    top: Annotated[int, typer.Option(help="Rows in the node, signature and cluster tables.")] = 15,
    min_node_failures: Annotated[int, typer.Option(help="Infrastructure failures that make a node a drain "
                                                        "candidate.")] = 2,
) -> None:
    """The failure report of a results store: failures and GPU-hours lost by category and type, failures over
    time, repeat-offender nodes, top signatures and the unknown share."""
    with one_line_errors():
        chosen = _format(fmt, out, FORMATS, "html")
        report = build_report(str(store), _jobs(store, jobs), top=top, min_node_failures=min_node_failures)
        text = render(report, chosen)
        with _opened(out) as fh:
            fh.write(text)


def export_command(
    store: StoreArg,
    out: OutOpt = Path("-"),
    fmt: Annotated[Optional[str], typer.Option("--format", help="jsonl (contract objects, the input of `diagnose "
                                                                "rules suggest`), csv or parquet (one flat row per "
                                                                "job; needs pyarrow). Default: from the -o suffix, "
                                                                "else jsonl.")] = None,
    jobs: JobsOpt = None,
) -> None:
    """Every job of a results store, with its scheduler record and GPU-hours lost when --jobs is given."""
    with one_line_errors():
        chosen = _format(fmt, out, EXPORT_FORMATS, "jsonl")
        joined = _jobs(store, jobs)
        if chosen == "parquet":
            if str(out) == "-":
                raise DiagnoseError("Parquet is written to a file: give -o FILE")
            write_parquet(joined, out)
            return
        with _opened(out) as fh:
            if chosen == "jsonl":
                write_jsonl(store, joined, fh)
            else:
                write_csv(joined, fh)


def _jobs(store: Path, jobs: list[Path] | None) -> tuple[Job, ...]:
    return join_jobs(read_store(store), read_job_records(jobs or []))


def _format(fmt: str | None, out: Path, allowed: tuple[str, ...], default: str) -> str:
    chosen = fmt or _SUFFIX_FORMAT.get(out.suffix.lower(), default)
    if chosen not in allowed:
        raise DiagnoseError(f"format {chosen!r} is not one of {', '.join(allowed)}")
    return chosen


@contextmanager
def _opened(out: Path) -> Iterator[IO[str]]:
    if str(out) == "-":
        yield sys.stdout
        return
    try:
        with out.open("w", encoding="utf-8", newline="") as fh:
            yield fh
    except OSError as e:
        raise DiagnoseError(f"{out}: cannot be written ({e.strerror or e})") from None
