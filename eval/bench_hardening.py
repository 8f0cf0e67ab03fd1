"""Hostile logs: the seeded injection set's verdict changes and the seeded secret corpus's leaks per sink.

    python -m eval.bench_hardening [--seed 1234]

1. Injections (eval/hardening/injections.yaml): each is diagnosed next to its clean job with a stand-in
   model that obeys any injected line it is shown, for two tier orders and both LLM methods; a change is
   any difference in the contract JSON (line numbers mapped back). "echoed": injected text or command
   found in the JSON or the terminal report. "rogue": a model that obeys even what it was not shown; its
   answer must still not cite or echo the injection. "blinded": the same run with the instruction detector
   switched off, the control that shows the set bites.
2. Secrets (eval/hardening/secrets.yaml, values drawn from --seed): each entry in three placements, every
   sink read back; "reached" counts the runs whose sink shows a redaction placeholder, "leaks" the secret
   values found; "unredacted" is the control with the line redactor switched off.
3. Cost and false positives on the labeled logs: lines flagged as instructions or changed by redaction
   (none should be), and what redaction and the instruction check cost in a real diagnosis (rule tier,
   every labeled case, JSON and report and the LLM excerpt built).
"""

import argparse
import gzip
import io
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from rich.console import Console

import diagnose.injection
import diagnose.redact
from diagnose.classify.tiers.llm import LLMTier
from diagnose.cli.diagnosis_report import render_report
from diagnose.corpus.cases import LABEL_FILE, load_cases
from diagnose.ingest import events
from diagnose.injection import instruction_in
from diagnose.llm import compress
from diagnose.pipeline.contract import to_json
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.redact import redact
from eval.hardening.injection_set import PROMPTS, ObedientModel, load_injections, load_jobs, run_case
from eval.hardening.secret_corpus import PLACEMENTS, SINKS, QuotingModel, leaks, load_corpus, placed, sink_texts

REPO = Path(__file__).resolve().parent.parent
MODES = ((("rule", "llm"), "score"), (("rule", "llm"), "json"), (("llm",), "score"), (("llm",), "json"))


class _Blind:
    """An automaton that recognises nothing: the instruction detector switched off."""

    def search(self, text: str) -> None:
        return None


@contextmanager
def _patched(module: object, name: str, value: object) -> Iterator[None]:
    saved = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, saved)


def injection_table(diagnosers: dict, root: Path) -> None:
    jobs, cases = load_jobs(), load_injections()
    rows: dict[str, Counter] = {}
    for n, inj in enumerate(cases):
        row = rows.setdefault(inj.kind, Counter())
        row["cases"] += 1
        for tiers, method in MODES:
            out = run_case(diagnosers[tiers], jobs[inj.job], inj, root / f"i{n}-{'+'.join(tiers)}-{method}",
                           method=method)
            row[f"{'+'.join(tiers)} {method}"] += out.changed
            row["echoed"] += bool(out.echoed)
        rogue = run_case(diagnosers[("llm",)], jobs[inj.job], inj, root / f"i{n}-rogue", always=True)
        row["rogue cited"] += rogue.cited
        row["rogue echoed"] += bool(rogue.echoed)
        with _patched(diagnose.injection, "_naming_automaton", _Blind):
            row["blinded"] += run_case(diagnosers[("llm",)], jobs[inj.job], inj, root / f"i{n}-blind").changed
    columns = ["cases"] + [f"{'+'.join(t)} {m}" for t, m in MODES] + ["echoed", "rogue cited", "rogue echoed",
                                                                      "blinded"]
    print(f"Injection set: {len(cases)} injected jobs; verdict changes against the clean job (goal 0)\n")
    _table("kind", columns, rows)


def secret_table(diagnoser: Diagnoser, seed: int, root: Path) -> None:
    jobs, corpus = load_jobs(), load_corpus(seed)
    rows = {sink: Counter() for sink in SINKS}
    for n, secret in enumerate(corpus):
        for placement in PLACEMENTS:
            files = placed(jobs[PLACEMENTS[placement][0]], secret, placement)
            texts = sink_texts(diagnoser, files, secret, root / f"s{n}-{placement.replace(' ', '-')}")
            with _patched(diagnose.redact, "_redact_line", lambda text: text):
                bare = sink_texts(diagnoser, files, secret, root / f"s{n}-{placement.replace(' ', '-')}-bare")
            for sink in SINKS:
                rows[sink]["runs"] += 1
                rows[sink]["reached"] += "[REDACTED:" in texts[sink]
                rows[sink]["leaks"] += leaks(texts, secret)[sink]
                rows[sink]["unredacted leaks"] += leaks(bare, secret)[sink]
    print(f"\nSecret corpus: {len(corpus)} kinds x {len(PLACEMENTS)} placements (seed {seed}); leaks per sink "
          "(goal 0)\n")
    _table("sink", ["runs", "reached", "leaks", "unredacted leaks"], rows)


def cost_table() -> None:
    lines = [ln for case in load_cases(REPO / "labeled_logs") for f in sorted(case.path.rglob("*"))
             if f.is_file() and f.name != LABEL_FILE for ln in _text(f).splitlines()]
    flagged = sum(instruction_in(ln) is not None for ln in lines)
    start = time.perf_counter()
    changed = sum(redact(ln) != ln for ln in lines)
    per_line = (time.perf_counter() - start) / len(lines) * 1e6
    print(f"\nLabeled logs: {len(lines)} lines, {flagged} read as instructions, {changed} changed by redaction "
          f"(every line redacted: {per_line:.1f} us a line)")
    calls, spent = Counter(), Counter()
    diagnoser = Diagnoser(REPO / "rules", ("rule",), exclude=frozenset({LABEL_FILE}))
    cases = load_cases(REPO / "labeled_logs")
    with _timed(diagnose.redact, "_redact_line", "redact", calls, spent), \
            _timed(events, "instruction_in", "instructions", calls, spent), \
            _timed(compress, "instruction_in", "instructions", calls, spent):
        start = time.perf_counter()
        for case in cases:
            d = diagnoser.diagnose(str(case.path))
            to_json(d)
            render_report(d, Console(file=io.StringIO(), width=200))
            compress.compress(d.scan)
        total = time.perf_counter() - start
    print(f"In a diagnosis ({len(cases)} labeled jobs, rule tier, JSON + report + LLM excerpt built): "
          f"{total / len(cases) * 1000:.1f} ms a job")
    for what in ("redact", "instructions"):
        print(f"  {what}: {calls[what] / len(cases):.0f} lines a job, {spent[what] / len(cases) * 1000:.2f} ms a job "
              f"({spent[what] / total:.1%} of the time)")


@contextmanager
def _timed(module: object, name: str, label: str, calls: Counter, spent: Counter) -> Iterator[None]:
    inner: Callable = getattr(module, name)

    def timed(*args):
        start = time.perf_counter()
        try:
            return inner(*args)
        finally:
            calls[label] += 1
            spent[label] += time.perf_counter() - start

    with _patched(module, name, timed):
        yield


def _text(path: Path) -> str:
    data = path.read_bytes()
    return (gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data).decode("utf-8", "replace")


def _table(first: str, columns: list[str], rows: dict[str, Counter]) -> None:
    widths = [max(len(first), *(len(r) for r in rows))] + [max(len(c), 5) for c in columns]
    print(" | ".join(h.ljust(w) for h, w in zip([first, *columns], widths)))
    print("-|-".join("-" * w for w in widths))
    totals = Counter()
    for name, row in rows.items():
        totals.update(row)
        print(" | ".join([name.ljust(widths[0])] + [str(row[c]).rjust(w) for c, w in zip(columns, widths[1:])]))
    print(" | ".join(["total".ljust(widths[0])] + [str(totals[c]).rjust(w) for c, w in zip(columns, widths[1:])]))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1234, help="draws the secret values")
    args = ap.parse_args()
    stand_in = LLMTier(ObedientModel(None), PROMPTS)
    diagnosers = {tiers: Diagnoser(REPO / "rules", tiers=tiers, llm=stand_in) for tiers in (("rule", "llm"), ("llm",))}
    with tempfile.TemporaryDirectory() as tmp:
        injection_table(diagnosers, Path(tmp))
        secret_table(Diagnoser(REPO / "rules", tiers=("rule", "llm"), llm=LLMTier(QuotingModel(), PROMPTS)),
                     args.seed, Path(tmp))
    cost_table()


if __name__ == "__main__":
    main()
