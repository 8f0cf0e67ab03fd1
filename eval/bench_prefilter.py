"""Throughput of the prefilter engines (Hyperscan, RE2, Python `re`) on the same generated logs.

    python -m eval.bench_prefilter --size 256MB

Each engine scans the same 4 MiB chunks with the full pattern set (rules + event triggers);
all engines must flag the same number of lines.
"""

import argparse
import json
import shutil
import tempfile
import time
from pathlib import Path

from diagnose.classify.rules import load_rules
from diagnose.ingest.prefilter import ENGINES, Prefilter
from diagnose.ingest.scan import TRIGGER_PATTERNS
from diagnose.ingest.sources import LogFile, read_chunks
from diagnose.store.settings import default_data_dir
from eval.bench_speed import parse_size
from eval.jobgen import JobSpec, generate_job


def flagged_lines(chunk: bytes, offsets: list[int]) -> int:
    starts = {chunk.rfind(b"\n", 0, o) for o in offsets}
    return len(starts)


def bench_engine(engine: str, patterns: list[str], chunks: list[bytes]) -> dict:
    t0 = time.perf_counter()
    prefilter = Prefilter(patterns, engine)
    compile_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    lines = sum(flagged_lines(c, prefilter.hits(c)) for c in chunks)
    scan_s = time.perf_counter() - t0
    size = sum(len(c) for c in chunks)
    return {"engine": engine, "compile_s": round(compile_s, 3), "scan_s": round(scan_s, 3),
            "mb_per_s": round(size / scan_s / (1 << 20), 1), "flagged_lines": lines}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", default="256MB")
    args = ap.parse_args()
    patterns = [r.pattern.pattern for r in load_rules(default_data_dir() / "rules")] + list(TRIGGER_PATTERNS)
    root = Path(tempfile.mkdtemp(prefix="diagnose-pf-"))
    try:
        generate_job(JobSpec(scenario="cuda_oom", ranks=16, seed=3, target_bytes=parse_size(args.size)), root / "job")
        chunks = [c for f in sorted((root / "job").rglob("*")) if f.is_file()
                  for c in read_chunks(LogFile(f, f.name), 4 << 20, [])]
        for engine in ENGINES:
            print(json.dumps({"patterns": len(patterns), **bench_engine(engine, patterns, chunks)}), flush=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
