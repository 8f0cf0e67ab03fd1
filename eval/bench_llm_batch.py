"""Time `diagnose batch --tiers rule,llm` with one worker and with two, over jobs the rules leave unknown.

    .venv/bin/python -m eval.bench_llm_batch --jobs 8
    .venv/bin/python -m eval.bench_llm_batch --jobs 30 --tiers llm   # every job goes to the model

Issue 11's figure: per-job time with 2 workers on 2 cores within 1.2x of one process. The batch runs the
rule tier in its worker processes and then the jobs left `unknown` in ONE process that loads the model
once with every core, so the worker count should not change what the model costs. The jobs are labeled
`dev` cases whose rules-only verdict is unknown (each its own failure, so no job is answered from another's
cached verdict), or with `--tiers llm` the first dev cases by id, every one of them sent to the model. Each
batch gets a history and verdict cache of its own, and a warm-up run first leaves the model's saved system
prompt in place for both.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from diagnose.corpus.cases import LABEL_FILE, Case, load_cases, select_split
from diagnose.pipeline.diagnoser import Diagnoser

REPO = Path(__file__).resolve().parent.parent


def unknown_cases(labeled: Path, split: str, n: int) -> list[Case]:
    """The first `n` cases of the split (by id) that the rules alone leave unknown."""
    rules = Diagnoser(REPO / "rules", ("rule",), exclude=frozenset({LABEL_FILE}))
    found = []
    for case in sorted(select_split(load_cases(labeled), split), key=lambda c: c.id):
        if rules.assess(str(case.path))[1].type == "unknown":
            found.append(case)
        if len(found) == n:
            break
    return found


def first_cases(labeled: Path, split: str, n: int) -> list[Case]:
    """The first `n` cases of the split (by id)."""
    return sorted(select_split(load_cases(labeled), split), key=lambda c: c.id)[:n]


def logs_only(case: Case, job: Path) -> None:
    """The case as a job folder of links to its logs, without its label."""
    for f in case.path.rglob("*"):
        if f.is_file() and f.name != LABEL_FILE:
            (job / f.relative_to(case.path)).parent.mkdir(parents=True, exist_ok=True)
            (job / f.relative_to(case.path)).symlink_to(f.resolve())


def batch_seconds(root: Path, workers: int, db: Path, tiers: str) -> tuple[float, list[dict]]:
    """Wall seconds of one `diagnose batch` and the contract objects it printed."""
    env = {**os.environ, "DIAGNOSE_DB": str(db)}
    cmd = [sys.executable, "-m", "diagnose", "batch", str(root), "--jsonl", "--tiers", tiers,
           "--workers", str(workers), "--db", str(db)]
    start = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
    seconds = time.perf_counter() - start
    if out.returncode != 0:
        raise SystemExit(f"diagnose batch exited {out.returncode}: {out.stderr[-800:]}")
    return seconds, [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--labeled", type=Path, default=REPO / "labeled_logs")
    parser.add_argument("--split", default="dev")
    parser.add_argument("--jobs", type=int, default=8)
    parser.add_argument("--tiers", default="rule,llm", choices=("rule,llm", "llm"))
    args = parser.parse_args()
    pick = unknown_cases if args.tiers == "rule,llm" else first_cases
    cases = pick(args.labeled, args.split, args.jobs + 1)
    warm, jobs = cases[0], cases[1:]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "jobs"
        for case in jobs:
            logs_only(case, root / case.id)
        logs_only(warm, Path(tmp) / "warm" / warm.id)
        batch_seconds(Path(tmp) / "warm", 1, Path(tmp) / "warm.sqlite", args.tiers)
        rows = {}
        for workers in (1, 2):
            seconds, reports = batch_seconds(root, workers, Path(tmp) / f"w{workers}.sqlite", args.tiers)
            by_tier = {}
            for r in reports:
                by_tier[r["verdict"]["tier"]] = by_tier.get(r["verdict"]["tier"], 0) + 1
            rows[workers] = {"workers": workers, "jobs": len(reports), "seconds": round(seconds, 1),
                             "per_job_s": round(seconds / len(reports), 1), "tiers": by_tier,
                             "types": sorted(r["verdict"]["type"] for r in reports)}
            print(json.dumps(rows[workers]), flush=True)
    print(json.dumps({"cores": os.cpu_count(), "per_job_ratio_2_vs_1": round(rows[2]["per_job_s"] / rows[1]["per_job_s"], 2),
                      "same_verdicts": rows[1]["types"] == rows[2]["types"]}))


if __name__ == "__main__":
    main()
