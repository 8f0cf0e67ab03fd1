"""The terminal report of one diagnosis: verdict, culprit, evidence, cascade, recovery."""

from collections import Counter

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from diagnose.records import Diagnosis
from diagnose.redact import redact

_MAX_SHOWN = 240  # characters of a log line in the terminal table; the JSON keeps the whole line
_ROLE_WORDS = {"symptom": "launcher/peer reports", "exit": "process exits", "context": "context lines"}


def cascade_summary(d: Diagnosis) -> str:
    """One line: how many events were discounted, by type (or by role for reports and context)."""
    cascade = d.verdict.cascade
    if not cascade:
        return "no other error events"
    kinds = Counter(c.finding.type if c.finding.role in ("root_cause", "cascade") else _ROLE_WORDS[c.finding.role]
                    for c in cascade)
    ranks = {c.finding.line.rank for c in cascade if c.finding.line.rank is not None}
    parts = ", ".join(f"{n} {kind}" for kind, n in kinds.most_common())
    return f"{len(cascade)} events discounted on {len(ranks)} ranks ({parts})"


def render_report(d: Diagnosis, console: Console) -> None:
    """The terminal report: verdict, culprit, evidence, cascade, recovery."""
    v = d.verdict
    style = "green" if v.tier == "rule" else "yellow"
    decided = f"operator's confirmation on {v.confirmed_by}" if v.confirmed_by else f"tier {v.tier}"
    head = Text.assemble((v.type, f"bold {style}"), f"  ({v.category}, confidence {v.confidence:.2f}, {decided})")
    console.print(Panel(Text.assemble(head, "\n", redact(v.summary)), title=f"diagnose: {redact(d.scan.job)}"))
    console.print(_evidence_table(d))
    console.print(Text("cascade: ", style="bold") + Text(cascade_summary(d)))
    r = d.recovery
    console.print(Text("recovery: ", style="bold") + Text(f"{r.action}  retry={'yes' if r.retry else 'no'}"
                                                          + (f"  exclude={','.join(r.exclude_nodes)}" if r.exclude_nodes else "")))
    console.print(f"  {redact(r.reason)}", markup=False)
    for command in r.commands:  # never wrapped: a command must survive copy and paste from a pipe or a log
        console.print(f"  $ {command}", markup=False, style="cyan", soft_wrap=True, highlight=False)
    for note in d.scan.notes:
        console.print(f"note: {redact(note)}", markup=False, style="dim", soft_wrap=True, highlight=False)


def _evidence_table(d: Diagnosis) -> Table:
    table = Table(title="evidence" if d.verdict.root else "candidate events", show_lines=False, expand=True)
    for col in ("where", "rank", "node", "line"):
        table.add_column(col, overflow="fold")
    decisive = d.verdict.root.line.where if d.verdict.root else None
    for ln in d.verdict.evidence:
        style = "bold red" if ln.where == decisive else ""
        text = redact(ln.raw)
        text = text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."
        table.add_row(ln.where, "" if ln.rank is None else str(ln.rank), ln.node or "", Text(text, style=style))
    return table
