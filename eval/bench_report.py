"""Time and size of `diagnose report` and `diagnose export` on a large synthetic results store.

    python -m eval.bench_report --jobs 10000

The store is made from real reports: the rule tier diagnoses every labeled case once, then the rows are
replicated with new job keys (folder = job id, slurm-<id>, or a name with the id in the report), culprit
nodes (a few bad nodes attract infrastructure failures), times over 60 days, and scheduler records in all
three formats (sacct -X --parsable2, jobcomp/filetxt, CSV with checkpoints). Prints the numbers, writes
them to eval/results/bench-report.json, keeps the HTML and, when Debian's chromium and playwright are
installed, a laptop-width screenshot (eval/results/report-screenshot.png).
"""

import argparse
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from diagnose.corpus.cases import LABEL_FILE
from diagnose.errors import DiagnoseError
from diagnose.ops.accounting import read_job_records
from diagnose.ops.batch import run_batch
from diagnose.ops.export import write_csv, write_jsonl, write_parquet
from diagnose.ops.report import build_report
from diagnose.ops.report_render import render
from diagnose.ops.report_store import join_jobs, read_store
from diagnose.pipeline.factory import Settings
from diagnose.store.settings import default_data_dir
from eval.report_browser import browser_available, screenshot
from eval.results_store import write_results

RESULTS = Path(__file__).parent / "results"
START = datetime(2026, 9, 1)
NODES = [f"gpu-{n:03d}" for n in range(512)]
BAD_NODES = NODES[:6]
GPUS = [8] * 4 + [16] * 3 + [32] * 2 + [64, 128, 256, 512, 1024]
STATE = {"time_limit": "TIMEOUT", "cancelled": "CANCELLED", "preemption": "PREEMPTED", "node_failure": "NODE_FAIL"}
SACCT_HEADER = "JobID|JobName|State|ExitCode|Start|End|Elapsed|NNodes|AllocTRES|NodeList"


def labeled_reports(workers: int) -> list[dict[str, Any]]:
    """The contract objects of every labeled case, rule tier only."""
    cases = sorted(p for p in (default_data_dir() / "labeled_logs").iterdir() if (p / LABEL_FILE).is_file())
    settings = Settings(("rule",), None, exclude=frozenset({LABEL_FILE}))
    return [r for r in run_batch(settings, [str(p) for p in cases], workers) if "error" not in r]


def synthesize(reports: list[dict[str, Any]], n: int, rng: random.Random) -> tuple[list, dict[str, list[str]]]:
    """n (job key, contract object) rows and the scheduler files' lines for them."""
    rows, files = [], {"sacct.txt": [SACCT_HEADER], "jobcomp.txt": [], "jobs.csv":
                       ["job_id,nodes,gpus,start,end,state,checkpoint_time"]}
    for i in range(n):
        job_id = str(700000 + i)
        report = json.loads(json.dumps(rng.choice(reports)))
        key, report = _identity(i, job_id, report)
        start = START + timedelta(seconds=rng.uniform(0, 60 * 86400))
        end = start + timedelta(hours=min(rng.lognormvariate(1.0, 1.0), 72.0))
        failed = end - timedelta(seconds=rng.uniform(0, min(600.0, (end - start).total_seconds())))
        if i % 100 == 99:
            report = {"schema": report["schema"], "job": report["job"], "path": key,
                      "error": f"{key}: permission denied"}
        elif report.get("root_cause"):
            infra = report["verdict"]["category"] == "infrastructure"
            report["root_cause"]["node"] = rng.choice(BAD_NODES) if infra and rng.random() < 0.35 else rng.choice(NODES)
            report["root_cause"]["time"] = failed.isoformat(timespec="seconds") + "Z"
            # real decisive lines carry pids, ranks and sizes: no two jobs' lines are the same here
            report["root_cause"]["text"] += f" [pid {rng.randrange(1000, 4_000_000)}]"
        rows.append((key, report))
        if i % 33 != 32:  # about 3% of the jobs have no scheduler record
            _add_record(files, i, job_id, report, start, end, rng)
    return rows, files


def _identity(i: int, job_id: str, report: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """Three ways a job names its scheduler id: its folder, slurm-<id>, or slurm_job_id in its report."""
    name = (job_id, f"slurm-{job_id}", f"run-{i:05d}")[i % 3]
    key = f"s3://archive/2026/{name}" if i % 2 else f"/archive/2026/{name}"
    report.update(job=name, path=key, slurm_job_id=job_id if i % 3 == 2 else None)
    return key, report


def _add_record(files: dict[str, list[str]], i: int, job_id: str, report: dict[str, Any], start: datetime,
                end: datetime, rng: random.Random) -> None:
    gpus = rng.choice(GPUS)
    node = ((report.get("root_cause") or {}).get("node")) or rng.choice(NODES)
    state = STATE.get((report.get("verdict") or {}).get("type", ""), "FAILED")
    s, e = start.isoformat(timespec="seconds"), end.isoformat(timespec="seconds")
    if i % 10 < 7:
        elapsed = str(timedelta(seconds=int((end - start).total_seconds())))
        files["sacct.txt"].append(f"{job_id}|train|{state}|1:0|{s}|{e}|{elapsed}|1|"
                                  f"billing={gpus},cpu={gpus},gres/gpu={gpus},node=1|{node}")
    elif i % 10 < 9:
        files["jobcomp.txt"].append(
            f"JobId={job_id} UserId=u(1000) GroupId=g(1000) Name=train JobState={state} Partition=gpu "
            f"TimeLimit=4320 StartTime={s} EndTime={e} NodeList={node} NodeCnt=1 ProcCnt={gpus} WorkDir=/scratch/u "
            f"ReservationName= Tres=cpu={gpus},mem=400G,node=1,billing={gpus},gres/gpu={gpus} Account=a QOS=normal "
            f"WcKey= Cluster=acme SubmitTime={s} EligibleTime={s} DerivedExitCode=0:0 ExitCode=1:0 ")
    else:
        checkpoint = start + (end - start) * rng.random() * 0.9
        files["jobs.csv"].append(f"{job_id},{node},{gpus},{s},{e},{state},{checkpoint.isoformat(timespec='seconds')}")


def timed(numbers: dict[str, Any], name: str, fn, *args):
    """fn's result; its wall and CPU seconds go to numbers[name_s] and numbers[name_cpu_s] (the machine is
    shared: CPU seconds depend less on what else runs)."""
    t0, c0 = time.perf_counter(), time.process_time()
    result = fn(*args)
    numbers[f"{name}_s"] = round(time.perf_counter() - t0, 2)
    numbers[f"{name}_cpu_s"] = round(time.process_time() - c0, 2)
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jobs", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=14)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args()
    seeding: dict[str, Any] = {}
    reports = timed(seeding, "seed", labeled_reports, args.workers)
    print(f"rule tier over labeled_logs: {len(reports)} reports in {seeding['seed_s']:.1f} s")
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        results = run(Path(tmp), reports, args)
    results.update(seed_reports=len(reports), **seeding)
    (args.out / "bench-report.json").write_text(json.dumps(results, indent=2) + "\n")
    print(f"wrote {args.out / 'bench-report.json'}")


def run(tmp: Path, reports: list[dict[str, Any]], args: argparse.Namespace) -> dict[str, Any]:
    rows, files = synthesize(reports, args.jobs, random.Random(args.seed))
    store = tmp / "results.sqlite"
    out: dict[str, Any] = {"load_average": round(os.getloadavg()[0], 1), "jobs": args.jobs}
    timed(out, "store_write", write_results, store, rows)
    out["store_mb"] = round(store.stat().st_size / 2**20, 1)
    record_files = []
    for name, lines in files.items():
        (tmp / name).write_text("\n".join(lines) + "\n")
        record_files.append(tmp / name)
    records = timed(out, "records_read", read_job_records, record_files)
    jobs = timed(out, "store_read_join", lambda: join_jobs(read_store(store), records))
    report = timed(out, "report_build", build_report, str(store), jobs)
    html = timed(out, "html_render", render, report, "html")
    steps = ("records_read", "store_read_join", "report_build", "html_render")
    out["report_total_s"] = round(sum(out[f"{s}_s"] for s in steps), 2)
    out["report_total_cpu_s"] = round(sum(out[f"{s}_cpu_s"] for s in steps), 2)
    out["html_kib"] = round(len(html.encode()) / 1024, 1)
    for fmt in ("md", "csv", "json"):
        out[f"{fmt}_kib"] = round(len(render(report, fmt).encode()) / 1024, 1)
    out["cli_report_html_s"] = _cli(["report", str(store), "-o", str(tmp / "r.html"),
                                     *[a for f in record_files for a in ("--jobs", str(f))]])
    out.update(_exports(tmp, store, jobs))
    out.update(matched=report.matched, gpu_hours=round(report.total.gpu_hours, 1), unknown_share=round(
        report.unknown_share, 4), unknown_clusters=len(report.clusters), drain_candidates=len(report.nodes))
    (args.out / "report-10k.html").write_text(html)
    if browser_available():
        log = timed(out, "screenshot", screenshot, args.out / "report-10k.html", args.out / "report-screenshot.png")
        out.update(console_errors=len(log.console_errors + log.page_errors), network_requests=len(log.requests))
    _print(out)
    return out


def _exports(tmp: Path, store: Path, jobs) -> dict[str, float]:
    out = {}
    for fmt, write in (("jsonl", lambda buf: write_jsonl(store, jobs, buf)), ("csv", lambda buf: write_csv(jobs, buf))):
        buf = io.StringIO()
        timed(out, f"export_{fmt}", write, buf)
        out[f"export_{fmt}_mib"] = round(len(buf.getvalue().encode()) / 2**20, 2)
    try:
        timed(out, "export_parquet", write_parquet, jobs, tmp / "jobs.parquet")
        out["export_parquet_mib"] = round((tmp / "jobs.parquet").stat().st_size / 2**20, 2)
    except DiagnoseError as e:  # pyarrow is an optional extra
        print(f"parquet export skipped: {e}")
    return out


def _cli(argv: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "diagnose", *argv], check=True)
    return round(time.perf_counter() - t0, 2)


def _print(out: dict[str, Any]) -> None:
    width = max(len(k) for k in out)
    for k, v in out.items():
        print(f"{k:<{width}}  {v}")


if __name__ == "__main__":
    main()
