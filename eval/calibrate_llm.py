"""Choose the LLM tier's confidence floor from dev runs: replays of eval/replay_llm.py or eval/bench_llm.py.

    .venv/bin/python eval/calibrate_llm.py --evals eval/results/llm-floor/*.json      # the default floor
    .venv/bin/python eval/calibrate_llm.py --prompts classify@2+explain@5 --cap 500    # the LLM alone on dev

The LLM tier answers for jobs the rules left `unknown`; a wrong answer is worse than `unknown`
(it can trigger a retry that cannot help, or stop a job a retry would have fixed). So the tier
should answer only where its answers are right more often than wrong. For each floor this prints
how many dev answers clear it, how many of those are right, and right minus wrong; the floor with
the largest right-minus-wrong is the one to configure (`min_confidence`). The replays are the better
source: they are the jobs the rules of their day left unknown, as the tier meets them in use, while the
bench run shows the LLM every dev job. Dev only: the test split never chooses a setting.
"""

import argparse
import json
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FLOORS = tuple(round(0.05 * k, 2) for k in range(20))


def floor_table(rows: list[dict]) -> list[dict]:
    """Per floor: the answers at or above it, the right ones among them, right minus wrong."""
    answered = [r for r in rows if r["predicted"] != "unknown"]
    table = []
    for floor in FLOORS:
        kept = [r for r in answered if r["confidence"] >= floor]
        right = sum(r["predicted"] == r["gold"] for r in kept)
        table.append({"floor": floor, "answers": len(kept), "right": right, "net": right - (len(kept) - right)})
    return table


def best_floor(table: list[dict]) -> float:
    """The lowest floor with the largest right-minus-wrong."""
    return max(table, key=lambda row: (row["net"], -row["floor"]))["floor"]


def bench_rows(args: argparse.Namespace) -> list[dict]:
    """The rows of one whole-dev eval/bench_llm.py run (the LLM alone, on every dev case)."""
    runs = [r for r in json.loads(args.results.read_text())["results"]
            if (r["model"], r["variant"], r["subset"], r["prompts"], r["max_prompt_tokens"])
            == (args.model, args.variant, "all", args.prompts, args.cap)]
    if not runs or "confidence" not in runs[0]["rows"][0]:
        raise SystemExit("no whole-dev run of that configuration with confidences in the results file")
    return runs[0]["rows"]


def replay_rows(paths: list[Path]) -> list[dict]:
    """The LLM tier's answers in `diagnose eval` runs made with min_confidence 0 (eval/replay_llm.py): the jobs
    the rules left unknown, which is where the tier answers in use."""
    rows = []
    for path in paths:
        for case in json.loads(path.read_text())["cases"]:
            ours = case["predictions"]["diagnose"]
            if ours["tier"] == "llm":
                rows.append({"gold": case["type"], "predicted": ours["type"], "confidence": ours["confidence"]})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evals", type=Path, nargs="+", help="eval JSONs of eval/replay_llm.py, not a bench run")
    parser.add_argument("--results", type=Path, default=REPO / "eval" / "results" / "llm-models.json")
    parser.add_argument("--model", default="qwen2.5-coder-1.5b")
    parser.add_argument("--variant", default="score")
    parser.add_argument("--prompts", help="the bench run's prompt ids, e.g. classify@2+explain@5")
    parser.add_argument("--cap", type=int, help="the bench run's max_prompt_tokens")
    args = parser.parse_args()
    if not args.evals and not (args.prompts and args.cap):
        parser.error("give --evals, or --prompts and --cap of a bench run")
    table = floor_table(replay_rows(args.evals) if args.evals else bench_rows(args))
    print("| floor | answers | right | right - wrong |\n|---|---|---|---|")
    for row in table:
        print(f"| {row['floor']:.2f} | {row['answers']} | {row['right']} | {row['net']} |")
    print(f"best floor: {best_floor(table):.2f}")


if __name__ == "__main__":
    main()
