"""The command line: python -m eval.jobgen (one job) and python -m eval.jobgen suite."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from eval.jobgen.generate import generate_job, write_label
from eval.jobgen.scenarios import SCENARIOS
from eval.jobgen.spec import COMPRESSIONS, LAYOUTS, JobSpec
from eval.jobgen.suite import generate_suite, suite_specs

SIZE_UNITS = (("KIB", 1 << 10), ("MIB", 1 << 20), ("GIB", 1 << 30), ("KB", 1 << 10), ("MB", 1 << 20),
              ("GB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30))


def parse_size(text: str) -> int:
    """'1GB', '500MB', '64k' or a byte count (units are binary: 1GB = 2**30 bytes)."""
    upper = text.strip().upper()
    for unit, factor in SIZE_UNITS:
        if upper.endswith(unit):
            return int(float(upper[: -len(unit)]) * factor)
    return int(upper)


def job_parser() -> argparse.ArgumentParser:
    """The command line of a single job."""
    ap = argparse.ArgumentParser(prog="python -m eval.jobgen", description="Generate one synthetic failed job "
                                 "(use 'python -m eval.jobgen suite --help' for a labeled suite).")
    ap.add_argument("--out", required=True, type=Path, help="job folder to create (must be empty)")
    ap.add_argument("--scenario", required=True, choices=tuple(SCENARIOS))
    ap.add_argument("--variant", default="", help="message variant (default: drawn from the seed)")
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--ranks-per-node", type=int, default=8)
    ap.add_argument("--layout", default="per_rank", choices=LAYOUTS)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--size", default="0", help="uncompressed size of all logs, e.g. 1GB (default: small)")
    ap.add_argument("--compress", default="", choices=COMPRESSIONS)
    ap.add_argument("--no-red-herrings", action="store_true")
    ap.add_argument("--label", action="store_true", help="also write label.json")
    return ap


def suite_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m eval.jobgen suite", description="Generate labeled jobs cycling "
                                 "over every type, layout and compression, one subfolder each.")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--min-ranks", type=int, default=4)
    ap.add_argument("--max-ranks", type=int, default=32)
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status."""
    args_in = list(sys.argv[1:] if argv is None else argv)
    if args_in[:1] == ["suite"]:
        args = suite_parser().parse_args(args_in[1:])
        specs = suite_specs(args.count, args.seed, min_ranks=args.min_ranks, max_ranks=args.max_ranks)
        for folder in generate_suite(args.out, specs):
            print(folder)
        return 0
    args = job_parser().parse_args(args_in)
    spec = JobSpec(scenario=args.scenario, ranks=args.ranks, ranks_per_node=args.ranks_per_node, layout=args.layout,
                   seed=args.seed, target_bytes=parse_size(args.size), compress=args.compress,
                   red_herrings=not args.no_red_herrings, variant=args.variant)
    started = time.perf_counter()
    truth = generate_job(spec, args.out)
    if args.label:
        write_label(truth, spec, args.out)
    report = {**truth.__dict__, "seconds": round(time.perf_counter() - started, 2)}
    print(json.dumps(report))
    return 0
