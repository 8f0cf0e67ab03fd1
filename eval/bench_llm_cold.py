"""Time the LLM tier as an operator meets it: `diagnose JOB --json --tiers llm`, one fresh process per job.

    .venv/bin/python eval/bench_llm_cold.py --per-type 1

eval/bench_llm.py times the tier inside one warm process; this adds what a one-job run pays on
top: Python start-up, the scan, mapping the model, and either evaluating the system prompt and the
calibration prior (the very first run) or loading them from the session file and the SQLite cache
(every later run). The first run is reported apart. Each job has its own failure, so no run is
answered from the verdict cache.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from diagnose.corpus.cases import load_cases, select_split  # noqa: E402
from diagnose.store.settings import default_models_dir  # noqa: E402
from eval.bench_llm import _pct, _per_type  # noqa: E402


def run_job(path: Path, db: Path) -> tuple[float, str]:
    """Wall seconds of one `diagnose` process and the verdict type it printed."""
    env = {**os.environ, "DIAGNOSE_DB": str(db)}
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "diagnose", str(path), "--json", "--tiers", "llm"],
                         capture_output=True, text=True, env=env, check=False)
    seconds = time.perf_counter() - start
    if out.returncode != 0:
        raise SystemExit(f"{path}: diagnose exited {out.returncode}: {out.stderr[-500:]}")
    return seconds, json.loads(out.stdout)["verdict"]["type"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--labeled", type=Path, default=REPO / "labeled_logs")
    parser.add_argument("--split", default="dev")
    parser.add_argument("--per-type", type=int, default=1, help="at most N cases of each gold type")
    args = parser.parse_args()
    cases = _per_type(select_split(load_cases(args.labeled), args.split), args.per_type)
    for stale in (default_models_dir() / "sessions").glob("prefix-*.session"):
        stale.unlink()  # the first run below must build the session itself
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "diagnose.sqlite"
        for case in cases:
            seconds, predicted = run_job(case.path, db)
            rows.append({"case": case.id, "gold": case.label.type, "predicted": predicted, "seconds": round(seconds, 2)})
            print(f"  {len(rows)}/{len(cases)} {seconds:.2f}s {case.label.type} -> {predicted}", file=sys.stderr)
    first, later = rows[0], sorted(r["seconds"] for r in rows[1:])
    summary = {"split": args.split, "jobs": len(rows), "first_run_s": first["seconds"],
               "later_p50_s": _pct(later, 50), "later_p95_s": _pct(later, 95), "later_max_s": later[-1],
               "type_accuracy": round(sum(r["gold"] == r["predicted"] for r in rows) / len(rows), 3)}
    print(json.dumps(summary))
    out = REPO / "eval" / "results" / "llm-cold.json"
    out.write_text(json.dumps({**summary, "rows": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
