"""diagnose report / export: scheduler records, GPU time lost, the report's sections, its formats, redaction."""

import csv
import io
import json
import sqlite3
from datetime import datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from diagnose.cli.app import app
from diagnose.errors import DiagnoseError
from diagnose.ops.accounting import AccountingError, read_job_records
from diagnose.ops.export import EXPORT_COLUMNS, flat_rows, write_jsonl
from diagnose.ops.report import build_report
from diagnose.ops.report_render import render
from diagnose.ops.report_store import join_jobs, read_reports, read_store
from tests.report_helpers import EXPECTED_GPU_HOURS, SECRET, make_store

# Real lines from Debian's Slurm 22.05.8 (../shared/notes/archive-stack.md, section 6), without -X: steps included.
REAL_SACCT = """JobID|JobName|State|ExitCode|Start|End|Elapsed|NNodes|AllocTRES|NodeList
1|ok-train|COMPLETED|0:0|2026-12-01T12:44:48|2026-12-01T12:44:50|00:00:02|1|billing=1,cpu=1,gres/gpu=2,node=1|node01
1.batch|batch|COMPLETED|0:0|2026-12-01T12:44:48|2026-12-01T12:44:50|00:00:02|1|cpu=1,gres/gpu=2,mem=0,node=1|node01
3|nccl-train|FAILED|7:0|2026-12-01T12:44:48|2026-12-01T12:44:50|00:00:02|1|billing=2,cpu=2,gres/gpu=4,node=1|node01
3.0|bash|FAILED|7:0|2026-12-01T12:44:48|2026-12-01T12:44:50|00:00:02|1|cpu=2,gres/gpu=4,mem=0,node=1|node01
4|cancel-me|CANCELLED by 0|0:0|2026-12-01T12:44:48|2026-12-01T12:44:50|00:00:02|1|billing=1,cpu=1,gres/gpu=1,node=1|node01
5|timeout-train|TIMEOUT|0:0|2026-12-01T12:44:48|2026-12-01T12:46:15|00:01:27|1|billing=1,cpu=1,gres/gpu=1,node=1|node01
"""
REAL_JOBCOMP = (
    "JobId=2 UserId=root(0) GroupId=root(0) Name=oom-train JobState=FAILED Partition=gpu TimeLimit=UNLIMITED "
    "StartTime=2026-12-01T12:44:48 EndTime=2026-12-01T12:44:51 NodeList=node01 NodeCnt=1 ProcCnt=1 "
    "WorkDir=/scratch/jobs ReservationName= Tres=cpu=1,mem=4000M,node=1,billing=1,gres/gpu=8 Account=root QOS=normal "
    "WcKey= Cluster=ci SubmitTime=2026-12-01T12:44:45 EligibleTime=2026-12-01T12:44:45 DerivedExitCode=0:0 "
    "ExitCode=1:0 \n")


@pytest.fixture
def store(tmp_path: Path) -> tuple[Path, list[Path]]:
    return make_store(tmp_path)


def _report(store: tuple[Path, list[Path]], **kw):
    path, files = store
    return build_report(str(path), join_jobs(read_store(path), read_job_records(files)), **kw)


def test_real_sacct_lines_give_one_record_per_job_with_its_gpus(tmp_path: Path) -> None:
    (tmp_path / "sacct.txt").write_text(REAL_SACCT)
    records = read_job_records([tmp_path / "sacct.txt"])
    assert sorted(records) == ["1", "3", "4", "5"]  # step lines (1.batch, 3.0) skipped
    assert records["3"].gpus == 4 and records["3"].state == "FAILED" and records["3"].nodes == "node01"
    assert records["4"].state == "CANCELLED"  # "CANCELLED by 0"
    assert (records["5"].end - records["5"].start).total_seconds() == 87  # Elapsed 00:01:27


def test_real_jobcomp_lines_and_values_with_spaces(tmp_path: Path) -> None:
    spaced = REAL_JOBCOMP.replace("Name=oom-train", "Name=my oom run").replace("WorkDir=/scratch/jobs",
                                                                             "WorkDir=/scratch/a b")
    (tmp_path / "jobcomp.txt").write_text(REAL_JOBCOMP.replace("JobId=2", "JobId=7") + spaced)
    records = read_job_records([tmp_path / "jobcomp.txt"])
    assert records["2"].gpus == 8 and records["2"].state == "FAILED" and records["2"].nodes == "node01"
    assert records["2"].start == datetime(2026, 12, 1, 12, 44, 48) and records["7"].gpus == 8


def test_typed_gres_are_summed_when_no_plain_count(tmp_path: Path) -> None:
    (tmp_path / "s.txt").write_text("JobID|State|Start|End|AllocTRES\n9|FAILED|2026-01-01T00:00:00|"
                                    "2026-01-01T01:00:00|cpu=4,gres/gpu:a100=4,gres/gpu:h100=2\n")
    assert read_job_records([tmp_path / "s.txt"])["9"].gpus == 6


@pytest.mark.parametrize("text, message", [
    ("1|FAILED|2026-01-01T00:00:00|2026-01-01T01:00:00|gres/gpu=1\n", "s.txt:1: sacct output needs the header line"),
    ("JobID|State|Start|End|AllocTRES\n1|FAILED|yesterday|2026-01-01T01:00:00|gres/gpu=1\n",
     "s.txt:2: 'yesterday' is not an ISO 8601 time"),
    ("JobID|State|Start|End|AllocTRES\n1|FAILED|2026-01-01T01:00:00\n", "s.txt:2: 3 fields where the header has 5"),
    ("job,gpus\n1,2\n", "s.txt:1: not sacct --parsable2, jobcomp/filetxt or a CSV"),
    ("job_id,gpus,start,end\n1,eight,2026-01-01T00:00:00,2026-01-01T01:00:00\n", "s.txt:2: gpus 'eight'"),
])
def test_bad_scheduler_records_name_file_and_line(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "s.txt").write_text(text)
    with pytest.raises(AccountingError, match=message.replace("|", r"\|").replace("(", r"\(")):
        read_job_records([tmp_path / "s.txt"])


def test_jobs_join_by_report_id_folder_name_and_slurm_prefix(store) -> None:
    path, files = store
    jobs = {j.stored.name: j for j in join_jobs(read_store(path), read_job_records(files))}
    assert jobs["101"].record.job_id == "101"  # folder name
    assert jobs["slurm-102"].record.job_id == "102"  # slurm-<id>
    assert jobs["run-x"].record.job_id == "103"  # slurm_job_id in the report
    assert jobs["odd"].record is None and jobs["gone"].record is None


def test_gpu_hours_lost_from_checkpoint_or_start_to_the_failure(store) -> None:
    path, files = store
    jobs = {j.stored.name: j for j in join_jobs(read_store(path), read_job_records(files))}
    assert jobs["101"].lost_gpu_hours == pytest.approx(16.0) and jobs["101"].hours_to_failure == pytest.approx(2.0)
    assert jobs["106"].lost_gpu_hours == pytest.approx(0.5)  # from the 08:30 checkpoint, not the 08:00 start
    assert jobs["106"].hours_to_failure == pytest.approx(1.0)
    # the error's stamp lies after the job's end (another clock): the end is the failure
    assert jobs["105"].failed_at == datetime(2026, 11, 5, 13) and jobs["105"].lost_gpu_hours == pytest.approx(6.0)
    assert jobs["104"].lost_gpu_hours == 0.0 and jobs["104"].hours_to_failure is None  # never started
    assert jobs["odd"].lost_gpu_hours is None


def test_table_rows_by_category_and_type(store) -> None:
    report = _report(store)
    types = {r.type: r for r in report.rows if r.type}
    assert {t: pytest.approx(r.gpu_hours) for t, r in types.items()} == EXPECTED_GPU_HOURS
    assert types["gpu_hardware"].jobs == 2 and types["gpu_hardware"].share_jobs == pytest.approx(2 / 8)
    assert types["gpu_hardware"].share_gpu_hours == pytest.approx(36 / 58.5)
    assert types["gpu_hardware"].median_hours_to_failure == pytest.approx(1.5)
    infra = next(r for r in report.rows if r.category == "infrastructure" and r.type is None)
    assert infra.jobs == 3 and infra.gpu_hours == pytest.approx(42.0)
    assert [r.category for r in report.rows if r.type is None] == ["infrastructure", "scheduler", "framework", "script",
                                                                   "unknown", "not_read"]
    assert report.total.jobs == 8 and report.total.gpu_hours == pytest.approx(58.5) and report.matched == 6


def test_failures_over_time_per_day_and_category(store) -> None:
    report = _report(store)
    assert report.bucket == "day" and report.untimed == 2  # odd and gone: no record, no stamp
    by_day = {b.start: b.counts for b in report.timeline}
    assert list(by_day) == [f"2026-11-0{d}" for d in range(1, 7)]
    assert by_day["2026-11-02"]["infrastructure"] == 1 and by_day["2026-11-04"]["scheduler"] == 1
    assert sum(sum(c.values()) for c in by_day.values()) == 6


def test_repeat_offenders_count_infrastructure_failures_only(store) -> None:
    report = _report(store)
    assert [(n.node, n.failures, n.types) for n in report.nodes] == [("n2", 2, (("gpu_hardware", 2),))]
    assert {n.node for n in _report(store, min_node_failures=1).nodes} == {"n2", "n3"}  # n1 (oom), n4 (code) are not


def test_top_signatures_and_unknown_clusters(store) -> None:
    report = _report(store)
    top = report.signatures[0]
    assert (top.id, top.jobs, top.type) == ("s-xid", 2, "gpu_hardware") and "Xid" in top.example
    assert report.unknown_jobs == 1 and report.unknown_share == pytest.approx(1 / 8)
    assert [(c.jobs, c.signatures) for c in report.clusters] == [(1, ("frobnicator lost its quux after 3 tries",))]


def test_secrets_are_redacted_in_every_format_and_export(store) -> None:
    path, files = store
    jobs = join_jobs(read_store(path), read_job_records(files))
    report = build_report(str(path), jobs)
    outputs = [render(report, fmt) for fmt in ("html", "md", "csv", "json")]
    buf = io.StringIO()
    write_jsonl(path, jobs, buf)
    outputs.append(buf.getvalue())
    outputs.append(json.dumps(list(flat_rows(jobs))))
    assert all(SECRET not in text for text in outputs)
    assert "[REDACTED:HF_TOKEN]" in outputs[0] and "[REDACTED:HF_TOKEN]" in outputs[4]


def test_csv_format_is_the_table(store) -> None:
    rows = list(csv.DictReader(io.StringIO(render(_report(store), "csv"))))
    oom = next(r for r in rows if r["type"] == "cuda_oom")
    assert (oom["category"], oom["jobs"], oom["gpu_hours"], oom["median_hours_to_failure"]) == ("framework", "1",
                                                                                               "16.000", "2.000")
    assert rows[-1]["category"] == "all" and rows[-1]["gpu_hours"] == "58.500"


def test_report_command_writes_each_format(store, tmp_path: Path) -> None:
    path, files = store
    jobs_args = [a for f in files for a in ("--jobs", str(f))]
    runner = CliRunner()
    result = runner.invoke(app, ["report", str(path), "-o", str(tmp_path / "r.html"), *jobs_args])
    assert result.exit_code == 0, result.output
    html = (tmp_path / "r.html").read_text()
    assert html.startswith("<!DOCTYPE html>") and "<script" not in html and "http://" not in html.replace(
        'xmlns="http://www.w3.org/2000/svg"', "")
    result = runner.invoke(app, ["report", str(path), "--format", "json", *jobs_args])
    assert json.loads(result.stdout)["total"]["gpu_hours"] == pytest.approx(58.5)
    result = runner.invoke(app, ["report", str(path), "--format", "md"])
    assert result.exit_code == 0 and "| **infrastructure** | 3 |" in result.stdout


@pytest.mark.parametrize("args, message", [
    (["report", "{missing}"], "no such results store"),
    (["report", "{notdb}"], "not a diagnose results store"),
    (["report", "{store}", "--format", "pdf"], "format 'pdf' is not one of html, md, csv, json"),
    (["export", "{store}", "--format", "parquet"], "Parquet is written to a file"),
    (["report", "{store}", "--jobs", "{missing}"], "cannot be read"),
])
def test_bad_input_is_one_line(store, tmp_path: Path, args: list[str], message: str) -> None:
    (tmp_path / "notdb.sqlite").write_text("hello")
    names = {"missing": str(tmp_path / "nope"), "notdb": str(tmp_path / "notdb.sqlite"), "store": str(store[0])}
    result = CliRunner().invoke(app, [a.format(**names) for a in args])
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def test_export_jsonl_feeds_rules_suggest_and_carries_the_scheduler_record(store, tmp_path: Path) -> None:
    path, files = store
    out = tmp_path / "jobs.jsonl"
    result = CliRunner().invoke(app, ["export", str(path), "-o", str(out), "--jobs", str(files[0])])
    assert result.exit_code == 0, result.output
    lines = [json.loads(ln) for ln in out.read_text().splitlines()]
    assert len(lines) == 8
    oom = next(o for o in lines if o["job"] == "101")
    assert oom["verdict"]["type"] == "cuda_oom" and oom["scheduler"]["lost_gpu_hours"] == pytest.approx(16.0)
    from diagnose.ops.suggest import read_unknowns
    assert [u.job for u in read_unknowns(out)] == ["odd"]


def test_export_csv_and_parquet_hold_the_same_rows(store, tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    path, files = store
    runner = CliRunner()
    jobs_args = [a for f in files for a in ("--jobs", str(f))]
    assert runner.invoke(app, ["export", str(path), "-o", str(tmp_path / "j.csv"), *jobs_args]).exit_code == 0
    assert runner.invoke(app, ["export", str(path), "-o", str(tmp_path / "j.parquet"), *jobs_args]).exit_code == 0
    rows = list(csv.DictReader((tmp_path / "j.csv").open()))
    table = pq.read_table(tmp_path / "j.parquet").to_pylist()
    assert list(rows[0]) == list(EXPORT_COLUMNS) == list(table[0])
    assert [r["job_key"] for r in rows] == [r["job_key"] for r in table]
    by_job = {r["job"]: r for r in table}
    assert by_job["106"]["lost_gpu_hours"] == pytest.approx(0.5) and by_job["106"]["gpus"] == 1
    assert by_job["odd"]["gpus"] is None and by_job["gone"]["status"] == "error"
    db = sqlite3.connect(path)
    assert len(table) == db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
    db.close()


def test_a_store_row_with_bad_json_names_the_row(store) -> None:
    path, _ = store
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE results SET report_json = '{oops' WHERE job_key = 'archive/101'")
    db.close()
    with pytest.raises(DiagnoseError, match=r"results row 1 \(archive/101\): report_json is not JSON"):
        list(read_store(path))
    with pytest.raises(DiagnoseError, match=r"results row 1 \(archive/101\): report_json is not JSON"):
        list(read_reports(path))
