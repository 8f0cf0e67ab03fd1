"""Root-cause accuracy on generated multi-rank jobs: type, culprit rank and node, decisive line.

    python -m eval.bench_generated --jobs 220 --seed 5000

Jobs cycle over every scenario and launcher layout, with cascades and red herrings.
"""

import argparse
import itertools
import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir
from eval.jobgen import LAYOUTS, SCENARIOS, JobSpec, generate_job


def specs(n: int, seed: int) -> list[JobSpec]:
    combos = itertools.cycle(itertools.product(SCENARIOS, LAYOUTS))
    return [JobSpec(scenario=s, layout=lay, ranks=4 + (i * 7) % 29, ranks_per_node=4 if i % 2 else 8,
                    seed=seed + i, compress=("", "gz", "mixed")[i % 3])
            for i, (s, lay) in zip(range(n), combos)]


def score(diagnoser: Diagnoser, spec: JobSpec, root: Path) -> dict:
    out = root / f"{spec.scenario}-{spec.layout}-{spec.seed}"
    truth = generate_job(spec, out)
    d = diagnoser.diagnose(str(out))
    v = d.verdict
    line = v.root.line if v.root else None
    return {
        "job": out.name, "true": truth.type, "got": v.type,
        "rank_ok": truth.rank is None or (line is not None and v.culprit_rank == truth.rank),
        "node_ok": truth.node is None or (line is not None and v.culprit_node == truth.node),
        "line_ok": line is not None and (line.file, line.lineno) == (truth.file, truth.line),
        "ambiguous": truth.ambiguous,
    }


def summarize(results: list[dict]) -> dict:
    """Type accuracy over all jobs; culprit and line accuracy over the jobs whose logs can tell them."""
    n = len(results)
    knowable = [r for r in results if not r["ambiguous"]]
    culprit = sum(r["rank_ok"] and r["node_ok"] for r in knowable)
    errors = Counter((r["true"], r["got"]) for r in results if r["true"] != r["got"])
    return {
        "jobs": n,
        "jobs_with_unorderable_culprit": n - len(knowable),
        "type_accuracy": round(sum(r["true"] == r["got"] for r in results) / n, 4),
        "culprit_rank_and_node_accuracy": round(culprit / len(knowable), 4),
        "decisive_line_accuracy": round(sum(r["line_ok"] for r in knowable) / len(knowable), 4),
        "confusions": {f"{t}->{g}": c for (t, g), c in errors.most_common()},
        "wrong_line": [r["job"] for r in results if not r["line_ok"]][:20],
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=220)
    ap.add_argument("--seed", type=int, default=5000)
    args = ap.parse_args()
    diagnoser = Diagnoser(default_data_dir() / "rules")
    root = Path(tempfile.mkdtemp(prefix="diagnose-gen-"))
    try:
        results = [score(diagnoser, spec, root) for spec in specs(args.jobs, args.seed)]
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(json.dumps(summarize(results), indent=2))


if __name__ == "__main__":
    main()
