"""The benchmark on the terminal (rich); the files written by report.py hold the full detail."""

from collections.abc import Sequence

from rich import box
from rich.console import Console
from rich.table import Table

from diagnose.evaluation.benchmark import DIAGNOSE, EvalReport
from diagnose.evaluation.metrics import CulpritScore, SplitReport
from diagnose.evaluation.peer import PeerReport
from diagnose.evaluation.report import (
    coverage_text,
    distinct_subsets,
    subset_notes,
    target_text,
)


def render_eval(report: EvalReport, console: Console) -> None:
    """Summary of every subset and system, then diagnose's per-type scores and confusions per subset."""
    c = report.config
    console.print(f"[bold]diagnose eval[/bold]: {len(report.systems[0].results)} cases from {c.cases_dir} "
                  f"(split {c.split}), tiers {','.join(c.tiers)}", highlight=False)
    shown, _ = distinct_subsets(report)
    splits = [s for s in report.splits if s.subset in shown]
    console.print(summary_table(splits))
    console.print(culprit_table(splits))
    for note in subset_notes(report):
        console.print(f"note: {note}", style="dim", markup=False)
    for subset in shown:
        ours = report.split_report(subset, DIAGNOSE)
        console.print(per_type_table(ours))
        for pair in ours.confusion:
            console.print(f"  {pair.true_type} → {pair.predicted_type}  ×{pair.count}: {', '.join(pair.case_ids)}",
                          markup=False, highlight=False, soft_wrap=True)
        if ours.unsafe_retries.count:
            console.print(f"  unsafe retries: {', '.join(ours.unsafe_retries.case_ids)}", style="red", markup=False)
    t = report.target
    style = "green" if t.met else "yellow"
    console.print(f"target: type accuracy ≥ {t.threshold:.2f} on {t.subset} (rules only): {target_text(report)}",
                  style=style, highlight=False)


def summary_table(splits: Sequence[SplitReport]) -> Table:
    """Accuracy: one row per subset and system (narrow enough for 80 columns)."""
    table = Table(title="accuracy by subset", expand=False, box=box.SIMPLE_HEAD, pad_edge=False)
    for col in ("subset", "system", "n", "type\nacc", "macro\nF1", "micro\nF1", "cat\nacc", "unsafe\nretry"):
        table.add_column(col, no_wrap=True)
    for i, s in enumerate(splits):
        if i and s.subset != splits[i - 1].subset:
            table.add_section()
        table.add_row(s.subset, s.system, str(s.n), f"{s.type_accuracy:.3f}", f"{s.macro_f1:.3f}", f"{s.micro_f1:.3f}",
                      f"{s.category_accuracy:.3f}", f"{s.unsafe_retries.count}/{s.unsafe_retries.eligible}",
                      style="bold" if s.system == DIAGNOSE else "dim")
    return table


def culprit_table(splits: Sequence[SplitReport]) -> Table:
    """diagnose's tiers, culprit (right/labeled) and latency per subset; the baselines name no culprit."""
    table = Table(title="diagnose: who decided, culprit right/labeled, latency", expand=False, box=box.SIMPLE_HEAD,
                  pad_edge=False)
    for col in ("subset", "rule/llm/none", "rank", "node", "decisive\nline", "p50\nms", "p95\nms"):
        table.add_column(col, no_wrap=True)
    for s in splits:
        if s.system == DIAGNOSE:
            table.add_row(s.subset, coverage_text(s), *(_right_of(c) for c in s.culprit if c.field != "file"),
                          f"{s.latency.p50 * 1000:.0f}", f"{s.latency.p95 * 1000:.0f}")
    return table


def _right_of(c: CulpritScore) -> str:
    return f"{c.correct}/{c.total}" if c.total else "-"


def per_type_table(s: SplitReport) -> Table:
    """Precision, recall and F1 of one system per type on one subset."""
    table = Table(title=f"{s.system} on {s.subset} ({s.n} cases): per type", expand=False)
    for col in ("type", "n", "predicted", "P", "R", "F1"):
        table.add_column(col)
    for t in s.per_type:
        table.add_row(t.type, str(t.support), str(t.predicted), f"{t.precision:.2f}", f"{t.recall:.2f}", f"{t.f1:.2f}")
    return table


def render_peer(report: PeerReport, console: Console) -> None:
    """Both tools' accuracy and macro-F1 over the 15 modes, per subset of the peer corpus."""
    console.print(f"[bold]peer benchmark[/bold]: diagnose (tiers {','.join(report.tiers)}) vs gpualert "
                  f"{report.peer_version or '(not installed)'} on {report.corpus_dir}", highlight=False)
    for note in report.notes:
        console.print(f"note: {note}", style="dim", markup=False)
    table = Table(title="macro-F1 over the 15 gpualert modes", expand=False)
    for col in ("subset", "n", "tool", "accuracy", "macro-F1"):
        table.add_column(col)
    for s in report.scores:
        table.add_row(s.subset, str(s.n), s.tool, f"{s.accuracy:.3f}", f"{s.macro_f1:.3f}")
    console.print(table)
