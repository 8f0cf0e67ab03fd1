"""The diagnosis as the output contract's JSON object (../shared/output-contract.md)."""

from typing import Any

from diagnose.records import Diagnosis, LogLine
from diagnose.redact import redact
from diagnose.taxonomy import UNKNOWN

SCHEMA = "diagnose/1"
_MAX_CASCADE = 500


def to_json(d: Diagnosis) -> dict[str, Any]:
    """The diagnosis as the contract's JSON object (secrets redacted)."""
    v, root = d.verdict, d.verdict.root
    return {
        "schema": SCHEMA,
        "job": redact(d.scan.job),
        "path": redact(d.scan.path),  # a URL may carry credentials
        "slurm_job_id": d.scan.slurm_job_id,  # from the logs (slurm-123.out, "JOB 123"); joins scheduler records
        "verdict": {"type": v.type, "category": v.category, "confidence": v.confidence, "tier": v.tier,
                    "rule": root.rule if root and v.tier == "rule" else None, "summary": redact(v.summary),
                    "confirmed_by": v.confirmed_by},
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
        "notes": [redact(note) for note in d.scan.notes],
    }


def error_json(job: str, path: str, error: str) -> dict[str, Any]:
    """The contract's record for a job that could not be diagnosed: the same fields, verdict unknown with tier
    none, no root cause, and the one-line `error`."""
    return {
        "schema": SCHEMA, "job": job, "path": path,
        "verdict": {"type": UNKNOWN.id, "category": UNKNOWN.category, "confidence": 0.0, "tier": "none",
                    "rule": None, "summary": f"Not diagnosed: {error}"},
        "root_cause": None, "signature": None, "evidence": [], "cascade": [], "candidates": [],
        "recovery": {"action": UNKNOWN.action, "retry": False, "exclude_nodes": [], "reason": error,
                     "commands": [], "drain_nodes": [], "resume_from": None, "resume_step": None},
        "hints": {"torchrun_root_cause_ranks": []}, "stats": {"files": 0, "lines": 0, "bytes": 0, "events": 0},
        "notes": [], "error": redact(error),
    }


def _root_json(line: LogLine, rank: int | None, node: str | None) -> dict[str, Any]:
    return {"file": line.file, "line": line.lineno, "rank": rank, "node": node,
            "time": line.time.isoformat() + "Z" if line.time else None, "text": redact(line.raw)}


def _hints(d: Diagnosis) -> dict[str, Any]:
    """torchrun's own "Root Cause" rank, reported beside ours because it is often a cascade."""
    ranks = sorted({e.hint_rank for e in d.scan.events if e.hint_rank is not None})
    return {"torchrun_root_cause_ranks": ranks}
