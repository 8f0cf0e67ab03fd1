"""The benchmark's files: eval/results/<name>.md for people and <name>.json for scripts."""

import json
import os
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from diagnose.evaluation.baselines import KEYWORD_ONE_LINER, KEYWORDS
from diagnose.evaluation.benchmark import DIAGNOSE, EvalReport, in_subset
from diagnose.evaluation.metrics import CaseResult, CulpritScore, SplitReport
from diagnose.evaluation.peer import OUR_MODE, PEER, PeerReport

SCHEMA = "diagnose-eval/1"
PEER_SCHEMA = "diagnose-peer/1"
EXIT_CODE_RULE = ("the last non-zero exit status reported in the logs (exitcode: N, Exited with exit code N, "
                  "exit status N, return code N, Signal N, SIGNAME) decides; 128+N and -N mean signal N")
EXIT_CODE_MAPPING = (("137, -9, signal 9, SIGKILL", "host_oom"), ("143, -15, signal 15, SIGTERM", "cancelled"),
                     ("134, -6, signal 6, SIGABRT", "nccl_timeout"), ("124", "time_limit"),
                     ("anything else, or no exit status", "unknown"))


def default_name(tiers: Sequence[str]) -> str:
    """The report name when --name is not given: latest-<tiers>."""
    return "latest-" + "-".join(tiers)


def write_report(out_dir: Path, name: str, markdown: str, data: dict[str, Any]) -> tuple[Path, Path]:
    """Write <name>.md and <name>.json under `out_dir` (each replaced atomically)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = (out_dir / f"{name}.md", out_dir / f"{name}.json")
    for path, text in zip(paths, (markdown, json.dumps(data, indent=2) + "\n")):
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    return paths


def eval_to_dict(report: EvalReport, name: str) -> dict[str, Any]:
    """The whole run as JSON: config, target, baselines, every subset's scores, every case."""
    c = report.config
    return {
        "schema": SCHEMA, "name": name,
        "config": {"cases_dir": str(c.cases_dir), "rules_dir": str(c.rules_dir), "tiers": list(c.tiers),
                   "split": c.split},
        "target": {"subset": report.target.subset, "type_accuracy": report.target.threshold,
                   "measured": report.target.measured, "applies": report.target.applies, "met": report.target.met},
        "baselines": {"exit-code": {"rule": EXIT_CODE_RULE, "mapping": dict(EXIT_CODE_MAPPING)},
                      "keyword-grep": {"keywords": [list(k) for k in KEYWORDS], "one_liner": KEYWORD_ONE_LINER}},
        "subsets": [split_to_dict(s) for s in report.splits],
        "empty_subsets": list(report.empty_subsets),
        "cases": _cases_to_dicts(report),
    }


def split_to_dict(s: SplitReport) -> dict[str, Any]:
    """One system's scores on one subset as JSON."""
    data = asdict(s)
    data["tier_coverage"] = dict(s.tier_coverage)
    data["culprit"] = {c.field: {"correct": c.correct, "total": c.total, "accuracy": c.accuracy} for c in s.culprit}
    data["latency_s"] = data.pop("latency")
    return data


def _cases_to_dicts(report: EvalReport) -> list[dict[str, Any]]:
    rows = []
    for i, ours in enumerate(report.systems[0].results):
        label = ours.case.label
        rows.append({"id": ours.case.id, "split": label.split, "source": label.source, "hard": label.hard,
                     "type": label.type, "culprit": asdict(label.culprit),
                     "predictions": {s.system: _prediction_dict(s.results[i]) for s in report.systems}})
    return rows


def _prediction_dict(r: CaseResult) -> dict[str, Any]:
    return {**asdict(r.prediction), "correct": r.correct, "seconds": round(r.seconds, 6)}


def eval_to_markdown(report: EvalReport, name: str) -> str:
    """The run as a Markdown report: target, summary table, baselines, then each subset in detail."""
    c, t = report.config, report.target
    n = len(report.systems[0].results)
    lines = [f"# Accuracy benchmark `{name}`", "",
             f"{n} cases from `{c.cases_dir}` (split `{c.split}`), tiers `{','.join(c.tiers)}`, "
             f"rules `{c.rules_dir}`.",
             "", f"**Target** (rules only): type accuracy ≥ {t.threshold:.2f} on `{t.subset}`: {target_text(report)}.",
             "", "## Summary", ""]
    shown, _ = distinct_subsets(report)
    lines += summary_markdown([s for s in report.splits if s.subset in shown])
    lines += ["", *(f"- {note}" for note in subset_notes(report)), "", *baselines_markdown()]
    for subset in shown:
        lines += ["", *subset_markdown(report, subset)]
    return "\n".join(lines) + "\n"


def target_text(report: EvalReport) -> str:
    """How the run stands against the target, in words."""
    t = report.target
    if not t.applies:
        return f"not measured (the target is for --tiers rule; this run used {','.join(report.config.tiers)})"
    if t.measured is None:
        return f"not measured (no case in {t.subset})"
    return f"measured {t.measured:.3f}, {'met' if t.met else 'not met'}"


def distinct_subsets(report: EvalReport) -> tuple[list[str], list[tuple[str, str]]]:
    """The subsets worth showing, and (subset, earlier subset) pairs of those with the same cases."""
    first_with: dict[frozenset[str], str] = {}
    keep, same = [], []
    for subset in dict.fromkeys(s.subset for s in report.splits):
        ids = frozenset(r.case.id for r in report.systems[0].results if in_subset(r.case, subset))
        if ids in first_with:
            same.append((subset, first_with[ids]))
        else:
            first_with[ids] = subset
            keep.append(subset)
    return keep, same


def subset_notes(report: EvalReport) -> list[str]:
    """Which subsets are empty and which repeat another's cases (their scores are in the JSON)."""
    _, same = distinct_subsets(report)
    notes = [f"{alias} has the same cases as {original}" for alias, original in same]
    if report.empty_subsets:
        notes.append(f"no cases in {', '.join(report.empty_subsets)}")
    return notes


def summary_markdown(splits: Sequence[SplitReport]) -> list[str]:
    """One row per subset and system with the headline metrics."""
    head = ("subset", "system", "n", "type acc", "macro-F1", "micro-F1", "category acc", "unsafe retries",
            "tier rule/llm/none", "rank", "node", "decisive line", "p50 ms", "p95 ms")
    rows = [(s.subset, s.system, str(s.n), f"{s.type_accuracy:.3f}", f"{s.macro_f1:.3f}", f"{s.micro_f1:.3f}",
             f"{s.category_accuracy:.3f}", f"{s.unsafe_retries.count}/{s.unsafe_retries.eligible}",
             coverage_text(s), *(culprit_text(c) for c in s.culprit if c.field != "file"),
             f"{s.latency.p50 * 1000:.1f}", f"{s.latency.p95 * 1000:.1f}") for s in splits]
    return _table(head, rows)


def coverage_text(s: SplitReport) -> str:
    """Shares of verdicts by the rule tier, the llm tier and none (baselines: by the baseline)."""
    shares = dict(s.tier_coverage)
    first = shares.get("rule", 0.0) if s.system == DIAGNOSE else shares.get("baseline", 0.0)
    return f"{first:.2f}/{shares.get('llm', 0.0):.2f}/{shares.get('none', 0.0):.2f}"


def culprit_text(c: CulpritScore) -> str:
    """"right/labeled (share)", or "-" when no label gives the field."""
    return f"{c.correct}/{c.total} ({c.accuracy:.2f})" if c.total else "-"


def baselines_markdown() -> list[str]:
    """How the two baselines decide, so a reader can reproduce them by hand."""
    lines = ["## Baselines", "", "Scored on the same cases with the same metrics; they use none of our rules.",
             "", f"**exit-code**: {EXIT_CODE_RULE}.", "", *_table(("exit status", "type"), EXIT_CODE_MAPPING),
             "", "**keyword-grep**: the first keyword in file order (the leftmost match on the first matching "
             "line of the case's files in sorted order) decides, as this one-liner does:", "", "```sh",
             KEYWORD_ONE_LINER, "```", ""]
    return lines + _table(("keyword (case-insensitive)", "type"), KEYWORDS)


def subset_markdown(report: EvalReport, subset: str) -> list[str]:
    """Per-type scores of every system, confusions and unsafe retries on one subset."""
    splits = [s for s in report.splits if s.subset == subset]
    lines = [f"## {subset} ({splits[0].n} cases)", "", "### Per type", "", *per_type_markdown(splits)]
    for s in splits:
        lines += ["", f"### Confusions of {s.system} (true → predicted)", ""]
        lines += _table(("true", "predicted", "count", "cases"),
                        [(c.true_type, c.predicted_type, str(c.count), ", ".join(c.case_ids)) for c in s.confusion]
                        ) if s.confusion else ["none"]
        if s.unsafe_retries.count:
            lines += ["", f"Unsafe retries of {s.system}: {', '.join(s.unsafe_retries.case_ids)}"]
    return lines


def per_type_markdown(splits: Sequence[SplitReport]) -> list[str]:
    """P/R/F1 of diagnose and F1 of the baselines for every type seen in any of them."""
    ours, others = splits[0], splits[1:]
    scores = {s.system: {t.type: t for t in s.per_type} for s in splits}
    types = sorted({t for per in scores.values() for t in per})
    head = ("type", "n", f"{ours.system} P", "R", "F1", *(f"{o.system} F1" for o in others))
    rows = []
    for name in types:
        mine = scores[ours.system].get(name)
        support = next((per[name].support for per in scores.values() if name in per), 0)
        cells = (f"{mine.precision:.2f}", f"{mine.recall:.2f}", f"{mine.f1:.2f}") if mine else ("-", "-", "-")
        rows.append((name, str(support), *cells,
                     *(f"{scores[o.system][name].f1:.2f}" if name in scores[o.system] else "-" for o in others)))
    return _table(head, rows)


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)] + ["| " + " | ".join(r) + " |" for r in rows]


def peer_to_dict(report: PeerReport) -> dict[str, Any]:
    """The side-by-side run as JSON: scores per tool and subset, and both answers per log."""
    return {
        "schema": PEER_SCHEMA, "corpus_dir": str(report.corpus_dir), "tiers": list(report.tiers),
        "peer": {"name": PEER, "version": report.peer_version},
        "mode_map": {mode: list(types) for mode, types in report.mode_map}, "our_mode": dict(OUR_MODE),
        "notes": list(report.notes),
        "scores": [asdict(s) for s in report.scores],
        "logs": [{"id": r.case.id, "source": r.case.source, "mode": r.case.mode, "our_type": r.our_type,
                  "our_mode": r.our_mode, "peer_mode": r.peer_mode} for r in report.results],
    }


def peer_to_markdown(report: PeerReport) -> str:
    """The side-by-side run as Markdown."""
    version = f"{PEER} {report.peer_version}" if report.peer_version else f"{PEER} not installed"
    lines = [f"# Peer benchmark: diagnose vs {PEER}", "",
             f"Corpus `{report.corpus_dir}`; ours with tiers `{','.join(report.tiers)}`; {version}.", "",
             *(f"- {note}" for note in report.notes), "",
             "Macro-F1 over the corpus's 15 modes (those present in a subset's labels or predictions); each of "
             "our types counts as the one mode fixed for it, whatever the case's label (the table below; "
             "`OUR_MODE` in diagnose/evaluation/peer.py); a type fixed to no mode, and gpualert's generic "
             "fallback, count as misses.", "",
             *_table(("subset", "n", "tool", "accuracy", "macro-F1"),
                     [(s.subset, str(s.n), s.tool, f"{s.accuracy:.3f}", f"{s.macro_f1:.3f}") for s in report.scores]),
             "", "## Per mode (all logs)", "", *peer_modes_markdown(report)]
    return "\n".join(lines) + "\n"


def peer_modes_markdown(report: PeerReport) -> list[str]:
    """F1 per mode for each tool on the whole corpus."""
    overall = [s for s in report.scores if s.subset == "all"]
    f1 = {s.tool: {m.type: m for m in s.per_mode} for s in overall}
    head = ("mode", "our types scored as it", "n", *(f"{s.tool} F1" for s in overall))
    rows = [(mode, ", ".join(t for t, m in OUR_MODE.items() if m == mode) or "-",
             str(sum(1 for r in report.results if r.case.mode == mode)),
             *(f"{f1[s.tool][mode].f1:.2f}" if mode in f1[s.tool] else "-" for s in overall))
            for mode, _ in report.mode_map]
    return _table(head, rows)

