"""Run every fuzz target for a share of the time, each on the corpus it grew before, and print a table of
what each did: executions, coverage (libFuzzer's edges and features), corpus size and finds.

    python fuzz/run.py --minutes 30 --work /tmp/fuzz

A find (crash-*, timeout-*, oom-* input) stays in WORK/TARGET/finds/ and the target starts again on its
grown corpus until its time is up. A find is then minimised by hand and becomes a regression test.
"""

import argparse
import os
import re
import subprocess
import sys
import time
from pathlib import Path

FUZZ = Path(__file__).resolve().parent
SHARES = {"scanner": 0.4, "reader": 0.2, "lines": 0.4}  # the reader is small: its coverage stops growing first
_PROGRESS = re.compile(r"#(\d+)\s+\w+\s+cov: (\d+) ft: (\d+) corp: (\d+)")
_EXECUTED = re.compile(r"stat::number_of_executed_units:\s+(\d+)")


def fuzz_for(target: str, seconds: int, work: Path) -> dict[str, int]:
    """Run one target until `seconds` have passed; its totals over all restarts."""
    folder = work / target
    corpus, seeds, finds = folder / "corpus", folder / "seeds", folder / "finds"
    for d in (corpus, finds):
        d.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(FUZZ.parent), os.environ.get("PYTHONPATH", "")])}
    subprocess.run([sys.executable, FUZZ / "seeds.py", target, seeds], check=True, env=env)
    totals = {"seconds": seconds, "executions": 0, "edges": 0, "features": 0, "corpus": 0, "starts": 0}
    end = time.monotonic() + seconds
    while (left := int(end - time.monotonic())) > 0:
        log = subprocess.run(
            [sys.executable, FUZZ / f"fuzz_{target}.py", corpus, seeds, f"-max_total_time={left}", "-timeout=20",
             "-rss_limit_mb=2048", "-print_final_stats=1"],
            cwd=finds, env=env, capture_output=True, text=True).stderr
        (folder / f"run-{totals['starts']}.log").write_text(log)
        progress = _PROGRESS.findall(log)
        executed = _EXECUTED.search(log)
        totals["executions"] += int(executed.group(1)) if executed else int(progress[-1][0]) if progress else 0
        if progress:
            totals.update(edges=int(progress[-1][1]), features=int(progress[-1][2]), corpus=int(progress[-1][3]))
        totals["starts"] += 1
    totals["finds"] = sum(1 for _ in finds.iterdir())
    return totals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30)
    parser.add_argument("--work", type=Path, default=Path(".fuzz"))
    args = parser.parse_args()
    print("| target | seconds | executions | exec/s | edges | features | corpus | finds |")
    print("|---|---|---|---|---|---|---|---|")
    for target, share in SHARES.items():
        t = fuzz_for(target, int(args.minutes * 60 * share), args.work.resolve())
        print(f"| {target} | {t['seconds']} | {t['executions']} | {t['executions'] / t['seconds']:.0f} | {t['edges']} "
              f"| {t['features']} | {t['corpus']} | {t['finds']} |", flush=True)


if __name__ == "__main__":
    main()
