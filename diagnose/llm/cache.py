"""SQLite cache of LLM verdicts, keyed by (context signature, model, prompt version), and of the
label priors the tier calibrates with.

A job whose compressed context was seen before with the same model and prompt costs no model
call. Only redacted text is stored (the cited line as the prompt showed it, the summary, the note): the
texts are redacted again on the way in, whatever the tier did.
"""

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from diagnose.redact import redact
from diagnose.store.database import open_database


@dataclass(frozen=True, slots=True)
class CacheKey:
    """What makes two LLM calls interchangeable."""

    signature: str  # CompressedContext.signature
    model: str
    prompt_version: str  # prompt ids, method and label set


@dataclass(frozen=True, slots=True)
class CachedVerdict:
    """The tier's answer for a key; type 'unknown' means it abstained for the reason in `note`."""

    type: str
    confidence: float
    summary: str
    line_text: str
    line_signature: str
    note: str = ""


class VerdictCache:
    """Verdicts in the diagnose database at `path` (created with its folder on first use; tables by
    diagnose.store.database's migrations)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db: sqlite3.Connection | None = None

    def get(self, key: CacheKey) -> CachedVerdict | None:
        row = self._conn().execute(
            "SELECT type, confidence, summary, line_text, line_signature, note FROM llm_verdicts "
            "WHERE signature = ? AND model = ? AND prompt_version = ?",
            (key.signature, key.model, key.prompt_version),
        ).fetchone()
        return CachedVerdict(*row) if row else None

    def put(self, key: CacheKey, verdict: CachedVerdict) -> None:
        with self._conn() as db:
            db.execute(
                "INSERT OR REPLACE INTO llm_verdicts (signature, model, prompt_version, type, confidence, "
                "summary, line_text, line_signature, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (key.signature, key.model, key.prompt_version, verdict.type, verdict.confidence,
                 redact(verdict.summary), redact(verdict.line_text), verdict.line_signature, redact(verdict.note)),
            )

    def get_prior(self, model: str, prompt_key: str) -> dict[str, float] | None:
        """The label scores of a content-free prompt, saved by an earlier run (the same in every process)."""
        row = self._conn().execute("SELECT scores FROM llm_priors WHERE model = ? AND prompt_key = ?",
                                   (model, prompt_key)).fetchone()
        return json.loads(row[0]) if row else None

    def put_prior(self, model: str, prompt_key: str, scores: dict[str, float]) -> None:
        with self._conn() as db:
            db.execute("INSERT OR REPLACE INTO llm_priors (model, prompt_key, scores) VALUES (?, ?, ?)",
                       (model, prompt_key, json.dumps(scores)))

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _conn(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = open_database(self.path)
        return self._db
