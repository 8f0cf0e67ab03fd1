"""Outputs: the JSON of the output contract and the rich terminal report."""

from collections import Counter
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from diagnose.redact import redact
from diagnose.types import Diagnosis, LogLine

SCHEMA = "diagnose/1"
_MAX_CASCADE = 500
_MAX_SHOWN = 240  # characters of a log line in the terminal table; the JSON keeps the whole line
_ROLE_WORDS = {"symptom": "launcher/peer reports", "exit": "process exits", "context": "context lines"}


def to_json(d: Diagnosis) -> dict[str, Any]:
    """The diagnosis as the contract's JSON object (secrets redacted)."""
    v, root = d.verdict, d.verdict.root
    return {
        "schema": SCHEMA,
        "job": d.scan.job,
        "path": d.scan.path,
        "verdict": {"type": v.type, "category": v.category, "confidence": v.confidence, "tier": v.tier,
                    "rule": root.rule if root and v.tier == "rule" else None, "summary": redact(v.summary)},
        "root_cause": _root_json(root.line, v.culprit_rank, v.culprit_node) if root else None,
        "signature": {"id": d.signature_id, "text": redact(d.signature_text)} if d.signature_id else None,
        "evidence": [{"file": ln.file, "line": ln.lineno, "text": redact(ln.raw)} for ln in v.evidence],
        "cascade": [{"file": c.finding.line.file, "line": c.finding.line.lineno, "type": c.finding.type,
                     "rule": c.finding.rule, "rank": c.finding.line.rank, "node": c.finding.line.node,
                     "reason": c.reason} for c in v.cascade[:_MAX_CASCADE]],
        "candidates": [{"file": e.head.file, "line": e.head.lineno, "kind": e.kind, "text": redact(e.head.raw)}
                       for e in v.candidates],
        "recovery": {"action": d.recovery.action, "retry": d.recovery.retry,
                     "exclude_nodes": list(d.recovery.exclude_nodes), "reason": redact(d.recovery.reason),
                     "commands": list(d.recovery.commands), "drain_nodes": list(d.recovery.drain_nodes),
                     "resume_from": d.recovery.resume_from, "resume_step": d.recovery.resume_step},
        "hints": _hints(d),
        "stats": {"files": len(d.scan.files), "lines": sum(f.lines for f in d.scan.files),
                  "bytes": sum(f.size for f in d.scan.files), "events": len(d.scan.events)},
        "notes": list(d.scan.notes),
    }


def _root_json(line: LogLine, rank: int | None, node: str | None) -> dict[str, Any]:
    return {"file": line.file, "line": line.lineno, "rank": rank, "node": node,
            "time": line.time.isoformat() + "Z" if line.time else None, "text": redact(line.raw)}


def _hints(d: Diagnosis) -> dict[str, Any]:
    """torchrun's own "Root Cause" rank, reported beside ours because it is often a cascade."""
    ranks = sorted({e.hint_rank for e in d.scan.events if e.hint_rank is not None})
    return {"torchrun_root_cause_ranks": ranks}


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
    head = Text.assemble((v.type, f"bold {style}"), f"  ({v.category}, confidence {v.confidence:.2f}, tier {v.tier})")
    console.print(Panel(Text.assemble(head, "\n", redact(v.summary)), title=f"diagnose: {d.scan.job}"))
    console.print(_evidence_table(d))
    console.print(Text("cascade: ", style="bold") + Text(cascade_summary(d)))
    r = d.recovery
    console.print(Text("recovery: ", style="bold") + Text(f"{r.action}  retry={'yes' if r.retry else 'no'}"
                                                          + (f"  exclude={','.join(r.exclude_nodes)}" if r.exclude_nodes else "")))
    console.print(f"  {redact(r.reason)}", markup=False)
    for command in r.commands:
        console.print(f"  $ {command}", markup=False, style="cyan")
    for note in d.scan.notes:
        console.print(f"note: {note}", markup=False, style="dim")


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
