"""Speed and memory benchmark of the rule tier against ripgrep, on generated jobs.

    python -m eval.bench_speed --size 1GB --ranks 64              # sparse job: diagnose vs rg, same folder, patterns
    python -m eval.bench_speed --size 400MB --dense 0.01,0.05     # and the job with 1 % and 5 % survived noise lines
    python -m eval.bench_speed --cold 10                          # cold `diagnose JOB --tiers rule --json`, p50 of 10
    python -m eval.bench_speed --archive 150                      # `diagnose batch` over small multi-rank jobs vs rg
    python -m eval.bench_speed --memory 1GB,2.5GB,5GB --ranks 64  # peak RSS as the folder grows

Prints one JSON line per measurement. Every diagnose run uses `--tiers rule` and a temporary history and cache
folder; the OS page cache is warm for both tools (each runs once untimed first). rg is given the same pattern set the
prefilter compiles (rules and event triggers), so both read every byte and test every line.
"""

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

import psutil

import diagnose
from diagnose.classify.rules import load_rules
from diagnose.ingest.prefilter import EnginePattern
from diagnose.ingest.scan import PROGRESS_PATTERNS, TRIGGER_PATTERNS
from diagnose.ingest.sources import find_job_files
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir
from eval.jobgen import JobSpec, generate_job, suite_specs

UNITS = {"KB": 1 << 10, "MB": 1 << 20, "GB": 1 << 30}
# Lines a real job repeats while it keeps training: retried errors, NCCL and loss-scale warnings. Every one is
# flagged by the pattern set (`noise_is_flagged` checks it); `{it}` is the iteration of the line before.
NOISE = (
    "{nccl} transport/net_ib.cc:137 NCCL WARN NET/IB : mlx5_3:1 Got async event : port error",
    "Gradient overflow.  Skipping step, loss scaler 0 reducing loss scale to 32768.0",
    "[ERROR] metrics upload failed (ConnectionResetError: [Errno 104] Connection reset by peer), retrying in 5 s",
    "[deepspeed] OVERFLOW! Rank 0 Skipping step. Attempted loss scale: 65536, reducing to 32768",
    ("[W socket.cpp:601] [c10d] The client socket has failed to connect to [node-b]:29500 (errno: 111 - Connection "
     "refused)."),
    ("checkpoint upload of iter_{it} failed: An error occurred (SlowDown) when calling the PutObject operation "
     "(reached max retries: 4): Please reduce your request rate. Retrying."),
)
_NCCL_PREFIX = re.compile(rb"^(\S+:\d+:\d+ \[\d+\]) NCCL INFO", re.MULTILINE)
_ITERATION = re.compile(rb"(?:iteration|step)\D{0,3}(\d+)")


def parse_size(text: str) -> int:
    for unit, factor in UNITS.items():
        if text.upper().endswith(unit):
            return int(float(text[: -len(unit)]) * factor)
    return int(text)


def make_job(root: Path, size: int, ranks: int, seed: int) -> tuple[Path, dict]:
    """A generated cuda_oom job of `size` bytes (kept in `root` between runs) and its ground truth."""
    out, truth_file = root / f"job-{size >> 20}MB", root / f"job-{size >> 20}MB.truth.json"
    if not truth_file.exists():
        shutil.rmtree(out, ignore_errors=True)
        truth = generate_job(JobSpec(scenario="cuda_oom", ranks=ranks, layout="per_rank", seed=seed,
                                     target_bytes=size), out)
        truth_file.write_text(json.dumps({"type": truth.type, "rank": truth.rank}))
    return out, json.loads(truth_file.read_text())


def densify(src: Path, dst: Path, fraction: float) -> Path:
    """A copy of the job at `src` with one noise line per 1/fraction lines before each file's last progress
    line, so the job survived every one of them."""
    if dst.exists():
        return dst
    progress = re.compile("|".join(EnginePattern.from_python(p).scoped() for p in PROGRESS_PATTERNS).encode())
    every = max(1, round(1 / fraction) - 1)
    tmp = dst.with_name(dst.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    for f in sorted(src.rglob("*")):
        if f.is_file():
            out = tmp / f.relative_to(src)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(_with_noise(f.read_bytes(), every, progress))
    tmp.rename(dst)
    return dst


def _with_noise(data: bytes, every: int, progress: re.Pattern) -> bytes:
    lines = data.split(b"\n")
    last = next((i for i in range(len(lines) - 1, -1, -1) if progress.search(lines[i])), None)
    if last is None:
        return data
    nccl = _NCCL_PREFIX.search(data)
    prefix = nccl.group(1).decode() if nccl else "node-a:4242:4299 [0]"
    out, it, k = [], 0, 0
    for i, line in enumerate(lines):
        out.append(line)
        if i < last and i % every == every - 1:
            m = _ITERATION.search(line)
            it = int(m.group(1)) if m else it
            out.append(NOISE[k % len(NOISE)].format(nccl=prefix, it=it).encode())
            k += 1
    return b"\n".join(out)


def make_archive(root: Path, jobs: int, job_bytes: int) -> tuple[Path, dict[str, str]]:
    """`jobs` small multi-rank jobs (4-32 ranks, every type and layout) and their true types. Uncompressed: rg -z
    starts a decompressor process per compressed file, which would make its time mostly process starts."""
    out, truth_file = root / f"archive-{jobs}", root / f"archive-{jobs}.truth.json"
    if not truth_file.exists():
        shutil.rmtree(out, ignore_errors=True)
        truths = {}
        for i, spec in enumerate(suite_specs(jobs, seed=7000)):
            name = f"job-{i:04d}-{spec.scenario}"
            truths[name] = generate_job(replace(spec, target_bytes=job_bytes, compress=""), out / name).type
        truth_file.write_text(json.dumps(truths))
    return out, json.loads(truth_file.read_text())


def write_patterns(path: Path) -> int:
    """The same pattern set the prefilter compiles, in a form ripgrep reads with -f."""
    rules = [r.pattern.pattern for r in load_rules(default_data_dir() / "rules")]
    lines = [EnginePattern.from_python(p).scoped() for p in [*rules, *TRIGGER_PATTERNS]]
    path.write_text("\n".join(lines) + "\n")
    return len(lines)


def noise_is_flagged(patterns: Path) -> bool:
    rx = [re.compile(p) for p in patterns.read_text().splitlines()]
    samples = [n.format(nccl="node-a:4242:4299 [0]", it=7) for n in NOISE]
    return all(any(r.search(s) for r in rx) for s in samples)


@dataclass(frozen=True)
class Run:
    """One command's wall seconds, CPU seconds (user + system, its whole process tree), peak RSS and stdout."""

    seconds: float
    cpu: float
    peak_mib: int
    stdout: bytes


def timed(cmd: list[str], env: dict[str, str]) -> Run:
    """Runs `cmd`; RSS is summed over its process tree, sampled every 20 ms. CPU time is what the machine's other
    work cannot inflate much, so it is reported next to the wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # stderr goes to a file too: a pipe nobody reads until exit blocks a command that writes more than its buffer
    # (rg prints every pattern when one fails to compile), and the benchmark would wait forever.
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env)
        ps, peak = psutil.Process(proc.pid), 0
        while proc.poll() is None:
            try:
                tree = [ps, *ps.children(recursive=True)]
                peak = max(peak, sum(p.memory_info().rss for p in tree))
            except psutil.NoSuchProcess:
                pass
            time.sleep(0.02)
        seconds = time.perf_counter() - start
        if proc.returncode not in (0, 1):  # rg exits 1 when nothing matched
            err.seek(0)
            raise SystemExit(f"{cmd[0]} failed: {err.read().decode(errors='replace')[-500:]}")
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        out.seek(0)
        return Run(seconds, cpu, peak >> 20, out.read())


def rg_cmd(path: Path, patterns: Path) -> list[str]:
    # ~3,000 patterns compile past ripgrep's default 100 MB regex size limit; both engines refuse them without this.
    return [shutil.which("rg") or "rg", "--engine", "auto", "--regex-size-limit", "2G", "-z", "-c", "--no-messages",
            "-f", str(patterns), str(path)]


def diagnose_cmd(job: Path, workers: int) -> list[str]:
    return [sys.executable, "-m", "diagnose", str(job), "--tiers", "rule", "--json", "--workers", str(workers)]


def batch_cmd(root: Path, workers: int) -> list[str]:
    return [sys.executable, "-m", "diagnose", "batch", str(root), "--tiers", "rule", "--jsonl",
            "--workers", str(workers)]


def folder_stats(path: Path, rg_counts: bytes) -> dict:
    """Bytes on disk, and the share of lines rg flagged (its -c counts over the uncompressed line count)."""
    files = [f for f in path.rglob("*") if f.is_file()]
    flagged = sum(int(line.rsplit(b":", 1)[1]) for line in rg_counts.splitlines() if line)
    lines = sum(_count_lines(f) for f in files if not f.name.endswith((".gz", ".bz2", ".xz", ".zst")))
    share = {"flagged_lines_pct": round(100 * flagged / lines, 3)} if lines else {}
    return {"bytes": sum(f.stat().st_size for f in files), "files": len(files), **share}


def _file_count(folder: Path) -> int:
    return sum(1 for f in folder.rglob("*") if f.is_file())


def _count_lines(path: Path) -> int:
    with path.open("rb") as f:
        return sum(block.count(b"\n") for block in iter(lambda: f.read(1 << 20), b""))


def bench_job(job: Path, truth: dict, workers: int, patterns: Path, env: dict[str, str]) -> dict:
    """diagnose vs rg on one job, the same run; the verdict is checked against the truth."""
    rg = rg_cmd(job, patterns)
    for cmd in (rg, diagnose_cmd(job, workers)):
        timed(cmd, env)  # warm the page cache (and diagnose's compiled-rules cache) for both
    grep, diag = timed(rg, env), timed(diagnose_cmd(job, workers), env)
    report = json.loads(diag.stdout)
    verdict, root = report["verdict"], report.get("root_cause") or {}
    stats = folder_stats(job, grep.stdout)
    return {**stats, **_versus(grep, diag, "diagnose"), "diagnose_peak_mib": diag.peak_mib,
            "diagnose_mb_per_s": round(stats["bytes"] / diag.seconds / (1 << 20), 1),
            "verdict": verdict["type"], "verdict_ok": verdict["type"] == truth["type"],
            "culprit_rank_ok": root.get("rank") == truth["rank"]}


def _versus(grep: Run, run: Run, name: str) -> dict:
    return {"rg_s": round(grep.seconds, 2), f"{name}_s": round(run.seconds, 2),
            "ratio": round(run.seconds / grep.seconds, 2), "rg_cpu_s": round(grep.cpu, 2),
            f"{name}_cpu_s": round(run.cpu, 2), "cpu_ratio": round(run.cpu / grep.cpu, 2)}


def bench_cold(job: Path, runs: int, env: dict[str, str]) -> dict:
    """`diagnose JOB --tiers rule --json` as a post-mortem hook runs it: a new process per job. The package's
    bytecode is compiled first, as an install does (a source edited since would be compiled again by every run
    where PYTHONDONTWRITEBYTECODE is set); the first run fills the compiled-rules cache; the p50 is over the
    `runs` after it."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(Path(diagnose.__file__).parent)], check=True)
    cmd = [sys.executable, "-m", "diagnose", str(job), "--tiers", "rule", "--json"]
    first = timed(cmd, env)
    later = [timed(cmd, env) for _ in range(runs)]
    return {"cold_first_s": round(first.seconds, 3), "first_cpu_s": round(first.cpu, 3),
            "cold_p50_s": round(statistics.median(r.seconds for r in later), 3),
            "cold_min_s": round(min(r.seconds for r in later), 3),
            "cpu_p50_s": round(statistics.median(r.cpu for r in later), 3), "runs": runs}


def bench_archive(root: Path, truths: dict[str, str], patterns: Path, env: dict[str, str]) -> list[dict]:
    """`diagnose batch` with 1 and 2 workers vs rg over the same folder, the same run."""
    rg = rg_cmd(root, patterns)
    timed(rg, env)
    grep = timed(rg, env)
    stats, rows = folder_stats(root, grep.stdout), []
    for workers in (1, 2):
        batch = timed(batch_cmd(root, workers), env)
        results = [json.loads(line) for line in batch.stdout.splitlines() if line.strip()]
        correct = sum(r.get("verdict", {}).get("type") == truths.get(r["job"]) for r in results)
        rows.append({"jobs": len(truths), **stats, "workers": workers, **_versus(grep, batch, "batch"),
                     "jobs_per_s": round(len(results) / batch.seconds, 1), "peak_mib": batch.peak_mib,
                     "verdict_ok": f"{correct}/{len(truths)}"})
    return rows


def bench_small_job(job: Path, repeat: int = 20) -> dict:
    """Where a warm batch worker spends one small multi-file job: CPU milliseconds for the whole diagnosis and
    for scanning one file (reading, prefilter, head and progress lines, events), averaged over `repeat` runs."""
    diagnoser = Diagnoser(default_data_dir() / "rules", workers=1)
    diagnoser.diagnose(str(job))  # loads the rules and compiled databases once, as a worker does
    files = find_job_files(str(job)).files
    start = time.process_time()
    for _ in range(repeat):
        diagnoser.diagnose(str(job))
    whole = (time.process_time() - start) / repeat
    start = time.process_time()
    for _ in range(repeat):
        for f in files:
            diagnoser.scanner.scan(f)
    scan = (time.process_time() - start) / repeat
    return {"files": len(files), "diagnose_cpu_ms": round(1000 * whole, 1),
            "scan_cpu_ms_per_file": round(1000 * scan / len(files), 2),
            "rest_cpu_ms": round(1000 * (whole - scan), 1)}


def isolated_env(tmp: Path) -> dict[str, str]:
    """A history and cache folder of the benchmark's own (for this process too), so nothing of the user's is read
    or written."""
    (tmp / "cache").mkdir(exist_ok=True)
    os.environ.update({"XDG_CACHE_HOME": str(tmp / "cache"), "DIAGNOSE_DB": str(tmp / "history.sqlite")})
    return dict(os.environ)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="1GB")
    ap.add_argument("--dense", default="", help="comma-separated shares of noise lines, e.g. 0.01,0.05")
    ap.add_argument("--cold", type=int, default=0, help="runs of the cold single-job measurement")
    ap.add_argument("--archive", type=int, default=0, help="number of small jobs in the archive")
    ap.add_argument("--archive-job-size", default="2.3MB")
    ap.add_argument("--memory", default="", help="comma-separated sizes for the memory-growth series")
    ap.add_argument("--ranks", type=int, default=64)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--workdir", default="", help="where generated jobs are kept (default: a temporary folder)")
    args = ap.parse_args()
    if not shutil.which("rg") and not args.memory and not args.cold:
        raise SystemExit("ripgrep (rg) is the baseline and is not installed: apt-get install ripgrep")
    root = Path(args.workdir or tempfile.mkdtemp(prefix="diagnose-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    run_dir = Path(tempfile.mkdtemp(prefix="diagnose-bench-run-"))
    env, patterns = isolated_env(run_dir), run_dir / "patterns.txt"
    n = write_patterns(patterns)
    try:
        if args.memory:
            for size in args.memory.split(","):
                job, _ = make_job(root, parse_size(size), args.ranks, seed=1)
                run = timed(diagnose_cmd(job, args.workers), env)
                print(json.dumps({"size": size, "diagnose_s": round(run.seconds, 2), "peak_rss_mib": run.peak_mib}),
                      flush=True)
        elif args.cold:
            job, _ = make_job(root, 0, 16, seed=1)
            print(json.dumps({"case": "cold", "job_bytes": folder_stats(job, b"")["bytes"],
                              **bench_cold(job, args.cold, env)}), flush=True)
        elif args.archive:
            archive, truths = make_archive(root, args.archive, parse_size(args.archive_job_size))
            for row in bench_archive(archive, truths, patterns, env):
                print(json.dumps({"case": "archive", "patterns": n, **row}), flush=True)
            job = max((p for p in archive.iterdir() if _file_count(p) <= 35), key=_file_count)
            print(json.dumps({"case": "small job, warm", "job": job.name, **bench_small_job(job)}), flush=True)
        else:
            job, truth = make_job(root, parse_size(args.size), args.ranks, seed=1)
            cases = [("sparse", job)] + [(f"dense {float(d):.0%}", densify(job, root / f"{job.name}-dense{d}",
                                                                           float(d)))
                                         for d in args.dense.split(",") if d]
            if args.dense and not noise_is_flagged(patterns):
                raise SystemExit("a noise line is not flagged by the pattern set")
            for name, path in cases:
                print(json.dumps({"case": name, "size": args.size, "patterns": n,
                                  **bench_job(path, truth, args.workers, patterns, env)}), flush=True)
    finally:
        shutil.rmtree(run_dir, ignore_errors=True)
        if not args.workdir:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
