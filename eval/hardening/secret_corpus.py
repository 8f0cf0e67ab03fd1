"""The seeded secret corpus (secrets.yaml) and the sinks a secret could leak into.

Each entry is placed into the clean jobs of jobs.yaml three ways: as its own ERROR line (the rules know
nothing: the LLM tier decides), inside an exception's message (salient traceback lines the model sees),
and appended to a line the rules decide on (the decisive line of the JSON, the report and the history).
The job is diagnosed with the rule and LLM tiers, a stand-in model that quotes back whatever line it is
shown with a secret's placeholder in it, a verdict cache and a history database; its contract object is
then stored as `diagnose batch --store` stores it, and the archive's report and exports are written from
that store. Every sink is read back as text and searched for the secret values.
"""

import io
import json
import random
import re
import sqlite3
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from rich.console import Console

from diagnose.classify.tiers.llm import LLMTier
from diagnose.cli.diagnosis_report import render_report
from diagnose.llm.backends.base import Completion
from diagnose.llm.cache import VerdictCache
from diagnose.ops.export import write_csv, write_jsonl, write_parquet
from diagnose.ops.report import build_report
from diagnose.ops.report_render import to_html
from diagnose.ops.report_store import join_jobs, read_store
from diagnose.pipeline.contract import to_json
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.database import Store, confirm_job
from eval.hardening.injection_set import HERE, PROMPTS, write_job
from eval.results_store import write_results

SINKS = ("terminal report", "JSON", "history rows", "cache rows", "model prompts", "results store rows", "HTML report",
         "CSV export", "JSONL export", "Parquet export")
# Where each entry goes: (clean job, file, line it follows, how its first line is written).
PLACEMENTS = {
    "error line": ("novel-line", "worker-1.log", 3, "2024-05-01 12:00:09,009 ERROR {}"),
    "exception message": ("novel-traceback", "rank-0.log", 8, "    {}"),
    "decisive line": ("oom", "rank-3.log", 8, None),  # appended to the OOM line the rules decide on
}
_ALPHABETS = {"alnum": string.ascii_letters + string.digits, "digits": string.digits, "hex": "0123456789abcdef",
              "b64": string.ascii_letters + string.digits + "+/", "url": string.ascii_letters + string.digits + "_-",
              "upper": string.ascii_uppercase + string.digits}
_FIELD = re.compile(r"\{(\w+):(\d+)\}")  # a template's random field
_NAME = re.compile(r"\{(\w+)\}")  # a secret used in a line (JSON braces are left alone)


@dataclass(frozen=True, slots=True)
class Secret:
    kind: str
    masked_as: str
    lines: tuple[str, ...]  # as the log writes them
    values: tuple[str, ...]  # what must not appear in any sink (each line of a multi-line value)


def load_corpus(seed: int = 1234, folder: Path = HERE) -> tuple[Secret, ...]:
    """The corpus with its secret values drawn from `seed`: the same seed, the same corpus."""
    rng = random.Random(seed)
    entries = yaml.safe_load((folder / "secrets.yaml").read_text(encoding="utf-8"))
    return tuple(_secret(entry, rng) for entry in entries)


def _secret(entry: Mapping[str, Any], rng: random.Random) -> Secret:
    values = {name: _fill(template, rng) for name, template in entry["secrets"].items()}
    lines = [_NAME.sub(lambda m: values.get(m.group(1), m.group(0)), line)
             for line in entry.get("lines") or [entry["line"]]]
    lines = [part for line in lines for part in line.split("\n")]
    pieces = [p for v in values.values() for p in re.split(r"\n|\\n", v) if len(p) >= 8]
    return Secret(entry["kind"], entry["masked_as"], tuple(lines), tuple(pieces))


def _fill(template: str, rng: random.Random) -> str:
    def draw(m: re.Match) -> str:
        name, n = m.group(1), int(m.group(2))
        if name == "pem":
            body = ["".join(rng.choice(_ALPHABETS["b64"]) for _ in range(64)) for _ in range(n)]
            return "\n".join(body + ["".join(rng.choice(_ALPHABETS["b64"]) for _ in range(22)) + "=="])
        return "".join(rng.choice(_ALPHABETS[name]) for _ in range(n))
    return _FIELD.sub(draw, template)


def placed(files: Mapping[str, str], secret: Secret, placement: str) -> dict[str, str]:
    """The clean job's files with the secret's lines put where `placement` says."""
    _, name, after, first = PLACEMENTS[placement]
    lines = files[name].splitlines()
    if first is None:
        lines[after - 1] += " while loading " + secret.lines[0]
        lines[after:after] = list(secret.lines[1:])
    else:
        lines[after:after] = [first.format(secret.lines[0]), *secret.lines[1:]]
    return {**files, name: "\n".join(lines) + "\n"}


@dataclass
class QuotingModel:
    """An LLM backend stand-in that cites the shown line where the secret was (masked or not; else the first
    line) and repeats it in its summary: whatever reached the prompt reaches the verdict and the cache."""

    secret: "Secret | None" = None
    name: str = "quoting"
    model: str = "quoting-stand-in"
    seen: list[str] = field(default_factory=list)  # every prompt and reply schema it was sent

    def score_labels(self, system: str, user: str, labels: Sequence[str]) -> dict[str, float]:
        self.seen.append(system + "\n" + user)
        content_free = "```\nN/A\n```" in user  # the calibration prompt: no preference
        return {label: 0.0 if label == "storage_error" and not content_free else -6.0 for label in labels}

    def complete(self, system: str, user: str, *, max_tokens: int = 256,
                 json_schema: dict[str, Any] | None = None) -> Completion:
        self.seen.append(system + "\n" + user + "\n" + json.dumps(json_schema, ensure_ascii=False))
        quotes = (json_schema or {}).get("properties", {}).get("line", {}).get("enum", [""])
        shown = [(q, ln.strip()) for ln in user.splitlines() for q in quotes if ln.strip().startswith(q)]
        quote, whole = next((pair for pair in shown if self._holds_secret(pair[1])), shown[0] if shown else ("", ""))
        return Completion(json.dumps({"line": quote, "type": "storage_error", "summary": f"It failed at {whole}"}),
                          len(user) // 4, 20)

    def _holds_secret(self, line: str) -> bool:
        return "[REDACTED:" in line or (self.secret is not None and any(v in line for v in self.secret.values))


def sink_texts(diagnoser: Diagnoser, files: Mapping[str, str], secret: Secret, folder: Path) -> dict[str, str]:
    """Diagnose the job, record it and confirm it into a history, with a verdict cache; every sink as text."""
    db, model = folder / "diagnose.sqlite", QuotingModel(secret)
    cache = VerdictCache(db)
    tier = LLMTier(model, PROMPTS, cache=cache, min_confidence=0.6)
    diagnosis = diagnoser.with_tier(tier).diagnose(str(write_job(files, folder / "job")))
    cache.close()
    report = to_json(diagnosis)
    console = Console(record=True, width=400, file=io.StringIO())
    render_report(diagnosis, console)
    with Store(db) as store:
        store.record_diagnosis(report)
        if report["signature"]:
            confirm_job(store, report, "storage_error", note=json.dumps(report["verdict"]))
    return {"terminal report": console.export_text(), "JSON": json.dumps(report, ensure_ascii=False),
            "history rows": _rows(db, ("diagnoses", "confirmations", "decisions")),
            "cache rows": _rows(db, ("llm_verdicts", "llm_priors")), "model prompts": "\n".join(model.seen),
            **archive_texts(report, folder)}


def archive_texts(report: Mapping[str, Any], folder: Path) -> dict[str, str]:
    """The job's contract object in a batch results store, and the report and exports written from it."""
    store = folder / "results.sqlite"
    write_results(store, [(f"archive/{report['job']}", dict(report))])
    jobs = join_jobs(read_store(store), {})
    jsonl, csv_text = io.StringIO(), io.StringIO()
    write_jsonl(store, jobs, jsonl)
    write_csv(jobs, csv_text)
    write_parquet(jobs, folder / "jobs.parquet")
    import pyarrow.parquet as pq  # the [parquet] extra, as the export itself needs

    return {"results store rows": _rows(store, ("results",)), "HTML report": to_html(build_report(str(store), jobs)),
            "CSV export": csv_text.getvalue(), "JSONL export": jsonl.getvalue(),
            "Parquet export": repr(pq.read_table(folder / "jobs.parquet").to_pylist())}


def _rows(db: Path, tables: Sequence[str]) -> str:
    with sqlite3.connect(db) as conn:
        return "\n".join(repr(row) for table in tables for row in conn.execute(f"SELECT * FROM {table}"))


def leaks(texts: Mapping[str, str], secret: Secret) -> dict[str, int]:
    """How many of the secret's values each sink holds."""
    return {sink: sum(value in text for value in secret.values) for sink, text in texts.items()}
