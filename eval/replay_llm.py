"""Replay the LLM tier, with no confidence floor, on the fresh batches' jobs the rules left unknown on arrival.

    .venv/bin/python -m eval.replay_llm            # then: .venv/bin/python eval/calibrate_llm.py --evals ...

Each fresh batch of real logs was measured on arrival with the rules of its day, and the jobs those rules
left `unknown` were then shown to the LLM (eval/results/fresh-llm/<name>.json). Those jobs are what the LLM
tier meets in use: failures nobody had written a rule for yet. This script runs the same jobs again through
the current pipeline with the rules of their day (eval/old_rules.py) and `min_confidence` 0, so every answer
and its confidence is recorded, and eval/calibrate_llm.py can choose the floor from them. All of it is dev data.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from eval.old_rules import rules_at

REPO = Path(__file__).resolve().parent.parent
FRESH = REPO / "eval" / "results" / "fresh-llm"

# fresh-llm run -> the commit whose rules measured that batch on arrival (named in the batch's commit)
RULES_OF_THE_DAY = {
    "llm-d4": "84d2786", "llm-d5": "61db41e", "llm-d6": "5182007", "llm-d7": "4d85024", "llm-d8": "f2f8bf4",
    "llm-d9": "2d923c8", "llm-d10": "f26dd7f", "llm-d71-83-rules-29f1b77": "29f1b77",
    "llm-d71-83-rules-67b924b": "67b924b", "llm-d71-83-rules-9e29b3b": "9e29b3b",
    "llm-d71-83-rules-f864e54": "f864e54", "llm-d84-88": "e1a7105", "llm-d90": "a5fdefa",
    "llm-d91-92": "916a560", "llm-s6-7fadd34": "7fadd34", "llm-s6-96115bc": "96115bc",
    "llm-s6-d4cb7ee": "d4cb7ee", "llm-s7-4c9a21b": "4c9a21b", "llm-s7-b0691ae": "b0691ae",
    "llm-s7-cd486c4": "cd486c4",
}


def cases_of(run: str, labeled: Path, into: Path) -> Path:
    """The run's cases, copied from the labeled corpus where they now live."""
    ids = [case["id"] for case in json.loads((FRESH / f"{run}.json").read_text())["cases"]]
    for case_id in ids:
        shutil.copytree(labeled / case_id, into / "cases" / case_id)
    return into / "cases"


def replay(run: str, commit: str, labeled: Path, out: Path) -> int:
    """One batch's replay; the eval's exit status."""
    with tempfile.TemporaryDirectory() as tmp:
        rules, cases = Path(tmp) / "rules", cases_of(run, labeled, Path(tmp))
        rules.mkdir()
        dropped = rules_at(REPO, commit, rules)
        if dropped:
            print(f"{run}: the rules of {commit} without {', '.join(dropped)} (a look-around the loader now refuses)")
        command = [sys.executable, "-m", "diagnose", "eval", str(cases), "--split", "dev", "--tiers", "rule,llm",
                   "--rules", str(rules), "--out", str(out), "--name", run]
        env = {**os.environ, "DIAGNOSE_LLM_MIN_CONFIDENCE": "0"}
        return subprocess.run(command, env=env, cwd=REPO).returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--labeled", type=Path, default=REPO / "labeled_logs")
    parser.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "llm-floor")
    args = parser.parse_args()
    failed = [run for run, commit in RULES_OF_THE_DAY.items() if replay(run, commit, args.labeled, args.out)]
    if failed:
        raise SystemExit(f"replays that failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
