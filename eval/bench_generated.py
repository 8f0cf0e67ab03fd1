"""Root-cause accuracy on generated multi-rank jobs: type, culprit rank and node, decisive line.

    python -m eval.bench_generated --jobs 220 --seed 5000
    python -m eval.bench_generated --noise-cross --seeds 3 --seed 9100

Jobs cycle over every scenario and launcher layout, with cascades and red herrings. With --noise-cross, every
survived-noise kind is put into jobs of every root-cause type (the full cross product, each pair in --seeds jobs
whose layouts cycle), wherever that kind can happen: the red-herring window, the hang after the failure,
the shutdown of dying ranks.
"""

import argparse
import itertools
import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.records import Verdict
from diagnose.store.settings import default_data_dir
from eval.jobgen import LAYOUTS, NOISE_KINDS, SCENARIOS, GroundTruth, JobSpec, generate_job


def specs(n: int, seed: int) -> list[JobSpec]:
    combos = itertools.cycle(itertools.product(SCENARIOS, LAYOUTS))
    return [JobSpec(scenario=s, layout=lay, ranks=4 + (i * 7) % 29, ranks_per_node=4 if i % 2 else 8,
                    seed=seed + i, compress=("", "gz", "mixed")[i % 3])
            for i, (s, lay) in zip(range(n), combos)]


def noise_cross_specs(seeds: int, seed: int) -> list[JobSpec]:
    """Every (type, noise kind) pair in `seeds` small jobs; layouts, sizes and compression cycle."""
    pairs = [(s, k, n) for n in range(seeds) for s in SCENARIOS for k in NOISE_KINDS]
    return [JobSpec(scenario=s, layout=LAYOUTS[i % len(LAYOUTS)], ranks=4 + (i * 5) % 13,
                    ranks_per_node=4 if i % 2 else 8, seed=seed + i, compress=("", "gz")[i % 2], noise=(k,))
            for i, (s, k, _) in enumerate(pairs)]


def score(diagnoser: Diagnoser, spec: JobSpec, root: Path) -> dict:
    out = root / f"{spec.scenario}-{spec.layout}-{spec.seed}{'-' + spec.noise[0] if spec.noise else ''}"
    truth = generate_job(spec, out)
    v = diagnoser.diagnose(str(out)).verdict
    return {"job": out.name, "true": truth.type, "got": v.type, **judged(v, truth), "noise": ",".join(spec.noise)}


def judged(v: Verdict, truth: GroundTruth) -> dict:
    """Whether the verdict names the generated job's culprit rank, node and decisive line; a rank or node the truth
    leaves None (the scheduler ended the job, the node died) is not asked for."""
    line = v.root.line if v.root else None
    return {
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
        "wrong_culprit": [r["job"] for r in knowable if not (r["rank_ok"] and r["node_ok"])][:20],
        "wrong_by_noise": dict(Counter(r["noise"] for r in results
                                       if r["noise"] and (r["true"] != r["got"] or not r["line_ok"])).most_common()),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=220)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--noise-cross", action="store_true", help="every noise kind in every type (ignores --jobs)")
    ap.add_argument("--seeds", type=int, default=3, help="jobs per (type, noise kind) pair with --noise-cross")
    args = ap.parse_args()
    diagnoser = Diagnoser(default_data_dir() / "rules")
    root = Path(tempfile.mkdtemp(prefix="diagnose-gen-"))
    try:
        todo = noise_cross_specs(args.seeds, args.seed) if args.noise_cross else specs(args.jobs, args.seed)
        results = [score(diagnoser, spec, root) for spec in todo]
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(json.dumps(summarize(results), indent=2))


if __name__ == "__main__":
    main()
