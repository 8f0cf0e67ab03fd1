"""Benchmark the LLM tier alone (rules off) on the labeled dev cases: each embedded model x each method.

    .venv/bin/python eval/bench_llm.py --models qwen2.5-coder-1.5b smollm2-135m --variants score json

Per (model, variant): type and category accuracy, abstentions, latency p50/p95 per case on
`--threads` threads (warm: the model loaded, the system prompt and calibration prior evaluated),
prompt tokens raw vs compressed. Few-shot examples and candidate types come from the other dev
cases only (leave-one-out). Writes eval/results/llm-models.json and a table to stdout.
"""

import argparse
import json
import statistics
import sys
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from diagnose.classify.tiers.llm import LLMTier  # noqa: E402
from diagnose.corpus.cases import Case, load_cases, select_split  # noqa: E402
from diagnose.corpus.culprit import examples_of  # noqa: E402
from diagnose.ingest.sources import find_job_files  # noqa: E402
from diagnose.llm.backends.llama_cpp import LlamaCppBackend  # noqa: E402
from diagnose.llm.compress import compress  # noqa: E402
from diagnose.llm.examples import nearest  # noqa: E402
from diagnose.llm.model_package import MODELS, model_file  # noqa: E402
from diagnose.pipeline.diagnoser import Diagnoser, _finish_job  # noqa: E402
from diagnose.records import (
    Example,  # noqa: E402
    JobScan,  # noqa: E402
)
from diagnose.store.settings import LLMConfig, default_models_dir  # noqa: E402
from diagnose.taxonomy import TYPES  # noqa: E402

# name -> (tier settings, candidate types from the nearest other dev cases?)
VARIANTS = {
    "json": ({"method": "json"}, False),
    "score-uncal": ({"method": "score", "calibrate": False}, False),
    "score": ({"method": "score"}, False),
    "score+3shot": ({"method": "score", "shots": 3}, False),
    "json+3shot": ({"method": "json", "shots": 3}, False),
    "score+cands": ({"method": "score"}, True),
}
_CANDIDATES = 4


@dataclass(frozen=True, slots=True)
class Row:
    """One case under one (model, variant)."""

    case: str
    gold: str
    predicted: str
    confidence: float  # the tier's probability for `predicted` (0 when it abstained)
    seconds: float
    raw_tokens: int
    compressed_tokens: int
    note: str
    line: str
    summary: str


def scan_job(diagnoser: Diagnoser, path: Path) -> JobScan:
    """The job's scan as the pipeline makes it, before any tier runs."""
    files = find_job_files(str(path), exclude=diagnoser.exclude)
    return _finish_job(files, diagnoser._scan_files(files.files))


def run_case(tier: LLMTier, case: Case, scan: JobScan, pool: tuple[Example, ...], use_cands: bool) -> Row:
    """Classify one case with the examples of the other cases only."""
    others = tuple(e for e in pool if e.case != case.id)
    tier = replace(tier, examples=others) if tier.shots else tier
    ctx = compress(scan, max_tokens=tier.max_prompt_tokens)
    candidates = _candidate_types(others, ctx.text) if use_cands else ()
    start = time.perf_counter()
    result = tier.classify(scan, candidates)
    seconds = time.perf_counter() - start
    finding = result.findings[0] if result.findings else None
    return Row(case.id, case.label.type, finding.type if finding else "unknown",
               finding.confidence if finding else 0.0, round(seconds, 2),
               ctx.raw_tokens, ctx.compressed_tokens, "; ".join(result.notes),
               finding.line.message[:200] if finding else "", result.summary)


def _candidate_types(pool: tuple[Example, ...], text: str) -> tuple[str, ...]:
    """The types of the nearest examples, as a memory tier would propose them."""
    seen: list[str] = []
    for example in reversed(nearest(pool, text, 12)):
        if example.type not in seen:
            seen.append(example.type)
    return tuple(seen[:_CANDIDATES])


def _per_type(cases: tuple[Case, ...], n: int) -> tuple[Case, ...]:
    """The first `n` cases of each gold type (all cases when n is 0), in their original order."""
    if n <= 0:
        return cases
    seen: dict[str, int] = {}
    picked = []
    for case in cases:
        seen[case.label.type] = seen.get(case.label.type, 0) + 1
        if seen[case.label.type] <= n:
            picked.append(case)
    return tuple(picked)


def summarize(rows: list[Row]) -> dict:
    """Accuracy, abstentions, latency and token percentiles of one run."""
    n = len(rows)
    secs = sorted(r.seconds for r in rows)
    return {
        "cases": n,
        "type_accuracy": round(sum(r.predicted == r.gold for r in rows) / n, 3),
        "category_accuracy": round(sum(TYPES[r.predicted].category == TYPES[r.gold].category for r in rows) / n, 3),
        "answered": sum(r.predicted != "unknown" for r in rows),
        "latency_p50_s": _pct(secs, 50), "latency_p95_s": _pct(secs, 95), "latency_max_s": secs[-1],
        "raw_tokens_p50": _pct(sorted(r.raw_tokens for r in rows), 50),
        "raw_tokens_p95": _pct(sorted(r.raw_tokens for r in rows), 95),
        "compressed_tokens_p50": _pct(sorted(r.compressed_tokens for r in rows), 50),
        "compressed_tokens_p95": _pct(sorted(r.compressed_tokens for r in rows), 95),
    }


def _cpu_pressure() -> float | None:
    """Linux PSI "some avg300": the share of time runnable tasks waited for a CPU (other work on the box)."""
    try:
        first = Path("/proc/pressure/cpu").read_text().splitlines()[0]
    except OSError:
        return None
    return float(dict(kv.split("=") for kv in first.split()[1:])["avg300"])


def _pct(values: list, q: int) -> float:
    if len(values) == 1:
        return values[0]
    return round(statistics.quantiles(values, n=100, method="inclusive")[q - 1], 2)


def bench_model(model_id: str, variants: list[str], cases: list[tuple[Case, JobScan]], args: argparse.Namespace,
                pool: tuple[Example, ...]) -> list[dict]:
    """Every variant on one model, loaded once; results are also printed as they come."""
    path = model_file(MODELS[model_id], args.models_dir)
    backend = LlamaCppBackend(path, n_threads=args.threads, n_ctx=4096)
    start = time.perf_counter()
    backend._load()
    load_s = round(time.perf_counter() - start, 2)
    out = []
    for name in variants:
        settings, use_cands = VARIANTS[name]
        tier = LLMTier(backend, args.prompts, max_prompt_tokens=args.max_prompt_tokens, **settings)
        # Untimed: the system prompt and the calibration prior, paid once per process (eval/bench_llm_cold.py
        # measures what a one-job process pays, with them loaded from disk).
        run_case(tier, *cases[0], pool, use_cands)
        rows = []
        for case, scan in cases:
            rows.append(run_case(tier, case, scan, pool, use_cands))
            print(f"  {model_id} {name} {len(rows)}/{len(cases)} {rows[-1].seconds}s {rows[-1].gold} -> "
                  f"{rows[-1].predicted}", file=sys.stderr, flush=True)
        summary = {"model": model_id, "variant": name, "subset": args.per_type or "all", "load_s": load_s,
                   "prompts": "+".join(tier.prompt_ids()), "max_prompt_tokens": args.max_prompt_tokens,
                   **summarize(rows),
                   "cpu_pressure_avg300": _cpu_pressure()}
        print(json.dumps(summary), flush=True)
        out.append({**summary, "rows": [asdict(r) for r in rows]})
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=list(MODELS), choices=list(MODELS))
    parser.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    parser.add_argument("--labeled", type=Path, default=REPO / "labeled_logs")
    parser.add_argument("--prompts", type=Path, default=REPO / "prompts")
    parser.add_argument("--split", default="dev")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--max-prompt-tokens", type=int, default=LLMConfig().max_prompt_tokens)
    parser.add_argument("--limit", type=int, default=0, help="only the first N cases (a smoke run)")
    parser.add_argument("--per-type", type=int, default=0, help="at most N cases of each gold type (a subset)")
    parser.add_argument("--models-dir", type=Path, default=default_models_dir())
    parser.add_argument("--out", type=Path, default=REPO / "eval" / "results" / "llm-models.json")
    args = parser.parse_args()
    diagnoser = Diagnoser(REPO / "rules", exclude=frozenset({"label.json"}))
    selected = _per_type(select_split(load_cases(args.labeled), args.split), args.per_type)[: args.limit or None]
    cases = [(case, scan_job(diagnoser, case.path)) for case in selected]
    pool = examples_of(select_split(load_cases(args.labeled), "dev"))
    results = [r for m in args.models for r in bench_model(m, args.variants, cases, args, pool)]
    save(args.out, results, split=args.split, threads=args.threads)
    print(markdown_table(json.loads(args.out.read_text())["results"]))


def save(out: Path, results: list[dict], *, split: str, threads: int) -> None:
    """Merge into `out`: a rerun of the same configuration replaces its earlier result."""
    old = json.loads(out.read_text())["results"] if out.is_file() else []
    fresh = {_config(r) for r in results}
    merged = [r for r in old if _config(r) not in fresh] + results
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"split": split, "threads": threads, "results": merged}, indent=1) + "\n")


def _config(result: dict) -> tuple:
    """What makes two runs comparable."""
    return result["model"], result["variant"], result["subset"], result["prompts"], result["max_prompt_tokens"]


def markdown_table(results: list[dict]) -> str:
    """The comparison table of eval/results/llm-models.md."""
    head = ("| model | variant | prompts | cap | cases | type acc | category acc | answered | p50 s | p95 s | max s "
            "| load s | raw tok p50/p95 | compressed tok p50/p95 | CPU pressure |\n" + "|---" * 15 + "|")
    rows = [f"| {r['model']} | {r['variant']} | {r['prompts']} | {r['max_prompt_tokens']} "
            f"| {r['cases']} | {r['type_accuracy']:.3f} | {r['category_accuracy']:.3f} "
            f"| {r['answered']}/{r['cases']} | {r['latency_p50_s']} | {r['latency_p95_s']} | {r['latency_max_s']} "
            f"| {r['load_s']} | {r['raw_tokens_p50']}/{r['raw_tokens_p95']} "
            f"| {r['compressed_tokens_p50']}/{r['compressed_tokens_p95']} | {r.get('cpu_pressure_avg300')} |"
            for r in results]
    return "\n".join([head, *rows])


if __name__ == "__main__":
    main()
