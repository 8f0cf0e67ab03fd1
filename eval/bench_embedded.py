"""Real failure lines in noisy multi-rank jobs: does a job stay right when its excerpt alone is right?

    python -m eval.bench_embedded --split test --seed 1190000
    python -m eval.bench_embedded --split dev --seed 1200000

Each real labeled case of the split that names its decisive line gives an excerpt: that line and the few lines
just before it in its file (back to a blank line), in the case's own words. The excerpt is diagnosed alone, and
then put on one rank of a generated job (`eval/jobgen/embed.py`: startup and healthy training chatter, every kind
of survived noise, the cascade on the other ranks, hang retries and shutdown chatter; layouts, sizes and seeds
cycle). The generated jobs are ours, but the failures are not: their wording is the real logs'. What it measures
is the job-level mechanism (what happened next, who died first) against noise, on real wording: the jobs whose
excerpt alone is right and whose embedded job is not lost their verdict to the noise. Only the rule tier runs.
"""

import argparse
import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from diagnose.corpus.cases import Case, load_cases, select_split
from diagnose.corpus.culprit import read_lines
from diagnose.ingest.sources import LogFile
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir
from diagnose.taxonomy import TYPES
from eval.bench_generated import judged
from eval.jobgen import LAYOUTS, embed_job

_BEFORE = 4  # lines before the decisive one: a traceback's last frames, a message's first lines


def excerpt(case: Case) -> list[str] | None:
    """The decisive line and up to `_BEFORE` lines before it (none across a blank line); None when the label
    names no line."""
    where = case.label.culprit
    if where.file is None or where.line is None:
        return None
    block = read_lines(LogFile(case.path / where.file, where.file), max(1, where.line - _BEFORE), where.line)
    blank = [i for i, line in enumerate(block) if not line.strip()]
    return block[blank[-1] + 1:] if blank else block


def score(diagnoser: Diagnoser, case: Case, block: list[str], i: int, seed: int, root: Path) -> dict:
    alone = root / f"{case.id}-alone"
    alone.mkdir()
    (alone / "train.log").write_text("\n".join(block) + "\n")
    alone_type = diagnoser.diagnose(str(alone)).verdict.type
    job = root / f"{case.id}-job"
    truth = embed_job(block, case.label.type, job, seed=seed + i, layout=LAYOUTS[i % len(LAYOUTS)],
                      ranks=4 + (i * 5) % 13, ranks_per_node=4 if i % 2 else 8)
    verdict = diagnoser.diagnose(str(job)).verdict
    return {"case": case.id, "true": case.label.type, "alone": alone_type, "job": verdict.type,
            **judged(verdict, truth)}


def summarize(results: list[dict], skipped: int) -> dict:
    n = len(results)
    knowable = [r for r in results if not r["ambiguous"]]
    lost = [r for r in results if r["alone"] == r["true"] != r["job"]]
    gained = [r for r in results if r["alone"] != r["true"] == r["job"]]
    right_alone = sum(r["alone"] == r["true"] for r in results)
    return {
        "cases": n, "skipped_without_a_decisive_line": skipped,
        "excerpt_alone_type_accuracy": round(right_alone / n, 4),
        "job_type_accuracy": round(sum(r["job"] == r["true"] for r in results) / n, 4),
        "job_category_accuracy": round(sum(TYPES[r["job"]].category == TYPES[r["true"]].category
                                           for r in results) / n, 4),
        "culprit_rank_and_node_accuracy": round(sum(r["rank_ok"] and r["node_ok"] for r in knowable) / len(knowable), 4),
        "decisive_line_accuracy": round(sum(r["line_ok"] for r in knowable) / len(knowable), 4),
        "right_alone_wrong_in_the_job": len(lost),
        "share_of_right_excerpts_lost": round(len(lost) / right_alone, 4) if right_alone else None,
        "wrong_alone_right_in_the_job": len(gained),
        "lost_as": dict(Counter(f"{r['true']}->{r['job']}" for r in lost).most_common()),
        "lost_cases": [r["case"] for r in lost],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--labeled", type=Path, default=Path("labeled_logs"))
    ap.add_argument("--split", choices=("dev", "test"), default="test",
                    help="real cases of this split (the sealed set is for final figures: diagnose eval)")
    ap.add_argument("--seed", type=int, default=5000)
    args = ap.parse_args()
    cases = [c for c in select_split(load_cases(args.labeled), args.split) if not c.label.synthetic]
    diagnoser = Diagnoser(default_data_dir() / "rules", ("rule",), exclude=frozenset({"label.json"}))
    root = Path(tempfile.mkdtemp(prefix="diagnose-embedded-"))
    results, skipped = [], 0
    try:
        for i, case in enumerate(cases):
            block = excerpt(case)
            if block is None:
                skipped += 1
                continue
            results.append(score(diagnoser, case, block, i, args.seed, root))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(json.dumps(summarize(results, skipped), indent=2))


if __name__ == "__main__":
    main()
