"""Few-shot examples for the LLM tier: the solved incidents nearest a question (TF-IDF), as prompt text."""

import math
import re
from collections import Counter
from collections.abc import Sequence

from diagnose.records import Example

_WORD = re.compile(r"[a-z][a-z0-9_]+")


def nearest(examples: Sequence[Example], text: str, k: int) -> tuple[Example, ...]:
    """The `k` examples most similar to `text`, most similar last (closest to the question)."""
    if k <= 0 or not examples:
        return ()
    docs = [Counter(_WORD.findall(e.line.lower())) for e in examples]
    df = Counter(w for d in docs for w in d)
    idf = {w: math.log((1 + len(docs)) / (1 + n)) + 1 for w, n in df.items()}
    query = _unit({w: c * idf.get(w, 0.0) for w, c in Counter(_WORD.findall(text.lower())).items()})
    scored = []
    for i, doc in enumerate(docs):
        vec = _unit({w: c * idf[w] for w, c in doc.items()})
        scored.append((sum(v * query.get(w, 0.0) for w, v in vec.items()), i))
    best = sorted(scored, reverse=True)[:k]
    return tuple(examples[i] for _, i in reversed(best))


def render_examples(examples: Sequence[Example]) -> str:
    """The examples as prompt text, or "" when there are none."""
    if not examples:
        return ""
    rows = "\n".join(f"- {e.line} -> {e.type}" for e in examples)
    return f"Solved examples from other jobs (decisive line -> failure type):\n{rows}\n"


def _unit(vec: dict[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
    return {w: v / norm for w, v in vec.items()}
