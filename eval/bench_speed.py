"""Speed and memory benchmark of the rule-tier pipeline against ripgrep, on generated jobs.

    python -m eval.bench_speed --size 1GB --ranks 64            # time: diagnose vs rg, same folder, same patterns
    python -m eval.bench_speed --memory 1GB,2.5GB,5GB --ranks 64  # peak RSS as the folder grows

Prints one line per measurement; nothing is cached between runs except the OS page cache,
which both tools get warm (each runs once untimed first).
"""

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

from diagnose.ingest.prefilter import EnginePattern
from diagnose.ingest.scan import TRIGGER_PATTERNS
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir
from eval.jobgen import JobSpec, generate_job

UNITS = {"KB": 1 << 10, "MB": 1 << 20, "GB": 1 << 30}


def parse_size(text: str) -> int:
    for unit, factor in UNITS.items():
        if text.upper().endswith(unit):
            return int(float(text[: -len(unit)]) * factor)
    return int(text)


def make_job(root: Path, size: int, ranks: int, seed: int) -> Path:
    out = root / f"job-{size >> 20}MB"
    if not out.exists():
        generate_job(JobSpec(scenario="cuda_oom", ranks=ranks, layout="per_rank", seed=seed, target_bytes=size), out)
    return out


def write_patterns(path: Path) -> int:
    """The same pattern set the prefilter compiles, in a form ripgrep reads with -f."""
    rules = Diagnoser(default_data_dir() / "rules").rule_tier.patterns()
    lines = [EnginePattern.from_python(p).scoped() for p in [*rules, *TRIGGER_PATTERNS]]
    path.write_text("\n".join(lines) + "\n")
    return len(lines)


def timed(cmd: list[str]) -> tuple[float, int]:
    """Wall seconds and peak RSS (MiB, summed over the process tree, sampled every 20 ms)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    ps, peak = psutil.Process(proc.pid), 0
    while proc.poll() is None:
        try:
            tree = [ps, *ps.children(recursive=True)]
            peak = max(peak, sum(p.memory_info().rss for p in tree))
        except psutil.NoSuchProcess:
            pass
        time.sleep(0.02)
    if proc.returncode not in (0, 1):  # rg exits 1 when nothing matched
        raise SystemExit(f"{cmd[0]} failed: {proc.stderr.read().decode()[-500:]}")
    return time.perf_counter() - start, peak >> 20


def diagnose_cmd(job: Path, workers: int) -> list[str]:
    return [sys.executable, "-m", "diagnose", str(job), "--json", "--workers", str(workers)]


def bench_time(job: Path, workers: int, tmp: Path) -> dict:
    patterns = tmp / "patterns.txt"
    n = write_patterns(patterns)
    rg = [shutil.which("rg") or "rg", "--engine", "auto", "-z", "-c", "--no-messages", "-f", str(patterns), str(job)]
    for cmd in (rg, diagnose_cmd(job, workers)):
        timed(cmd)  # warm the page cache for both
    rg_s, _ = timed(rg)
    diag_s, diag_mb = timed(diagnose_cmd(job, workers))
    size = sum(f.stat().st_size for f in job.rglob("*") if f.is_file())
    return {"bytes": size, "patterns": n, "rg_s": round(rg_s, 2), "diagnose_s": round(diag_s, 2),
            "ratio": round(diag_s / rg_s, 2), "diagnose_peak_mib": diag_mb,
            "diagnose_mb_per_s": round(size / diag_s / (1 << 20), 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="1GB")
    ap.add_argument("--memory", default="", help="comma-separated sizes for the memory-growth series")
    ap.add_argument("--ranks", type=int, default=64)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--workdir", default="", help="where generated jobs are kept (default: a temporary folder)")
    args = ap.parse_args()
    root = Path(args.workdir or tempfile.mkdtemp(prefix="diagnose-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    try:
        if args.memory:
            for size in args.memory.split(","):
                job = make_job(root, parse_size(size), args.ranks, seed=1)
                seconds, peak = timed(diagnose_cmd(job, args.workers))
                print(json.dumps({"size": size, "diagnose_s": round(seconds, 2), "peak_rss_mib": peak}), flush=True)
        else:
            job = make_job(root, parse_size(args.size), args.ranks, seed=1)
            print(json.dumps({"size": args.size, **bench_time(job, args.workers, root)}), flush=True)
    finally:
        if not args.workdir:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
