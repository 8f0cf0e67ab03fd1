"""The benchmark on the terminal (rich); the files written by report.py hold the full detail."""

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

from diagnose.evaluation.benchmark import DIAGNOSE, EvalReport
from diagnose.evaluation.metrics import SplitReport
from diagnose.evaluation.peer import PeerReport
from diagnose.evaluation.report import (
    coverage_text,
    culprit_text,
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
    console.print(summary_table([s for s in report.splits if s.subset in shown]))
    for note in subset_notes(report):
        console.print(f"note: {note}", style="dim", markup=False)
    for subset in shown:
        ours = report.split_report(subset, DIAGNOSE)
        console.print(per_type_table(ours))
        for pair in ours.confusion:
            console.print(f"  {pair.true_type} → {pair.predicted_type}  ×{pair.count}: {', '.join(pair.case_ids)}",
                          markup=False, highlight=False)
        if ours.unsafe_retries.count:
            console.print(f"  unsafe retries: {', '.join(ours.unsafe_retries.case_ids)}", style="red", markup=False)
    t = report.target
    style = "green" if t.met else "yellow"
    console.print(f"target: type accuracy ≥ {t.threshold:.2f} on {t.subset} (rules only): {target_text(report)}",
                  style=style, highlight=False)


def summary_table(splits: Sequence[SplitReport]) -> Table:
    """One row per subset and system."""
    table = Table(title="accuracy by subset (culprit: right/labeled)", expand=False)
    for col in ("subset", "system", "n", "type acc", "macro-F1", "micro-F1", "cat acc", "unsafe retry",
                "rule/llm/none", "rank", "node", "decisive line", "p50 ms", "p95 ms"):
        table.add_column(col, overflow="fold")
    previous = None
    for s in splits:
        if previous is not None and s.subset != previous:
            table.add_section()
        previous = s.subset
        style = "bold" if s.system == DIAGNOSE else "dim"
        table.add_row(s.subset, s.system, str(s.n), f"{s.type_accuracy:.3f}", f"{s.macro_f1:.3f}", f"{s.micro_f1:.3f}",
                      f"{s.category_accuracy:.3f}", f"{s.unsafe_retries.count}/{s.unsafe_retries.eligible}",
                      coverage_text(s), *(culprit_text(c) for c in s.culprit if c.field != "file"),
                      f"{s.latency.p50 * 1000:.1f}", f"{s.latency.p95 * 1000:.1f}", style=style)
    return table


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
