"""Archive-scale benchmark of `diagnose batch`: throughput per engine and source, and resume after SIGKILL.

    python -m eval.bench_archive --jobs 10000              # everything below, printed as one table
    python -m eval.bench_archive --jobs 2000 --skip s3,dask

The jobs are the real cases of labeled_logs/ (their log files, not label.json) copied round-robin into
`--jobs` folders. Every run is the real command line (`python -m diagnose batch … --tiers rule --store …`),
timed from start to exit, so start-up and the fail-fast rule load count. S3 is a moto server on 127.0.0.1
started here; Dask is a LocalCluster of 2 worker processes. The resume rows SIGKILL a run once the store
holds 30/60/90 % of the jobs, then time the rerun and check the store: rows, duplicate keys, lost jobs,
and verdicts different from an uninterrupted run.
"""

import argparse
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def make_corpus(out: Path, jobs: int, labeled: Path) -> int:
    """`jobs` folders of real cases' log files; returns the bytes written."""
    cases = sorted(p for p in labeled.iterdir() if p.is_dir() and p.name.startswith("real-"))
    total = 0
    for i in range(jobs):
        case = cases[i % len(cases)]
        for src in case.rglob("*"):
            if src.is_file() and src.name != "label.json":
                dst = out / f"job{i:06d}" / src.relative_to(case)
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(src, dst)
                total += dst.stat().st_size
    return total


def batch(root: str, store: Path, *args: str, env: dict | None = None) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "diagnose", "batch", root, "--tiers", "rule", "--store", str(store), *args]
    return subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env=env or os.environ.copy())


def timed(root: str, store: Path, *args: str, env: dict | None = None) -> float:
    start = time.perf_counter()
    proc = batch(root, store, *args, env=env)
    _, err = proc.communicate()
    if proc.returncode != 0:
        raise SystemExit(f"batch failed: {err.strip()}")
    return time.perf_counter() - start


def rows(store: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(store, timeout=30) as conn:
        return conn.execute("SELECT job_key, type FROM results").fetchall()


def count(store: Path) -> int:
    try:
        with sqlite3.connect(store, timeout=30) as conn:
            return conn.execute("SELECT COUNT(*) FROM results").fetchone()[0]
    except sqlite3.OperationalError:
        return 0


def throughput(name: str, root: str, jobs: int, work: Path, *args: str, env: dict | None = None) -> str:
    seconds = timed(root, work / f"{name}.sqlite", *args, env=env)
    n = len(rows(work / f"{name}.sqlite"))
    return f"| {name} | {n} | {seconds:.1f} | {n / seconds:.0f} |"


def resume(fraction: float, root: str, jobs: int, work: Path, reference: dict[str, str]) -> str:
    store = work / f"resume-{int(fraction * 100)}.sqlite"
    proc = batch(root, store, "--workers", "2")
    while count(store) < fraction * jobs and proc.poll() is None:
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    at_kill = count(store)
    seconds = timed(root, store, "--workers", "2")
    got = rows(store)
    keys = [k for k, _ in got]
    duplicates = len(keys) - len(set(keys))
    lost = len(set(reference) - set(keys))
    different = sum(reference.get(k) != t for k, t in got)
    return (f"| {int(fraction * 100)} % | {at_kill} | {len(got)} | {duplicates} | {lost} | {different} "
            f"| {seconds:.1f} |")


def moto_env() -> tuple[dict, object]:
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    env = {**os.environ, "AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench",
           "AWS_DEFAULT_REGION": "us-east-1", "AWS_ENDPOINT_URL": f"http://{host}:{port}"}
    return env, server


def upload(corpus: Path, env: dict) -> str:
    import s3fs

    os.environ.update({k: v for k, v in env.items() if k.startswith("AWS_")})
    fs = s3fs.S3FileSystem(skip_instance_cache=True)
    fs.mkdir("bench")
    fs.put(str(corpus) + "/", "bench/jobs/", recursive=True)
    return "s3://bench/jobs/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, default=10_000)
    parser.add_argument("--labeled", type=Path, default=REPO / "labeled_logs")
    parser.add_argument("--skip", default="", help="comma-separated: local1,local2,s3,dask,resume")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    with tempfile.TemporaryDirectory(prefix="bench-archive-") as tmp:
        work = Path(tmp)
        start = time.perf_counter()
        size = make_corpus(work / "jobs", args.jobs, args.labeled)
        print(f"corpus: {args.jobs} jobs, {size / 1e6:.1f} MB, built in {time.perf_counter() - start:.1f} s; "
              f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}", flush=True)
        root = str(work / "jobs")
        print("\n| run | rows | seconds | jobs/s |\n|---|---|---|---|", flush=True)
        for name, extra in (("local1", ("--workers", "1")), ("local2", ("--workers", "2")),
                            ("dask", ("--engine", "dask", "--workers", "2"))):
            if name not in skip:
                print(throughput(name, root, args.jobs, work, *extra), flush=True)
        if "s3" not in skip:
            env, server = moto_env()
            try:
                t = time.perf_counter()
                url = upload(work / "jobs", env)
                print(f"| (upload to moto: {time.perf_counter() - t:.1f} s) | | | |", flush=True)
                print(throughput("s3-local2", url, args.jobs, work, "--workers", "2", env=env), flush=True)
            finally:
                server.stop()
        if "resume" not in skip:
            reference_store = work / "local2.sqlite"
            if not reference_store.exists():
                timed(root, reference_store, "--workers", "2")
            reference = dict(rows(reference_store))
            print("\n| killed at | rows at kill | rows after resume | duplicates | lost | verdicts differing "
                  "| resume seconds |\n|---|---|---|---|---|---|---|", flush=True)
            for fraction in (0.3, 0.6, 0.9):
                print(resume(fraction, root, args.jobs, work, reference), flush=True)
        print(f"\nload average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
