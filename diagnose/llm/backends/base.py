"""The interface every LLM backend implements."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from diagnose.errors import DiagnoseError


@dataclass(frozen=True, slots=True)
class Completion:
    """A model's answer and what it cost."""

    text: str
    prompt_tokens: int
    completion_tokens: int


class LLMBackend(Protocol):
    """A chat model. Heavy libraries are imported on first use, never at import time."""

    name: str  # "llama_cpp" | "hf" | "openai"
    model: str  # what was loaded: a GGUF path, a model id, a server's model name

    def complete(self, system: str, user: str, *, max_tokens: int = 256,
                 json_schema: dict[str, Any] | None = None) -> Completion:
        """Greedy (temperature 0) completion; `json_schema` constrains the answer where the backend can."""
        ...

    def score_labels(self, system: str, user: str, labels: Sequence[str]) -> dict[str, float] | None:
        """Log-probability of each label as the whole answer; None when the backend cannot score."""
        ...


class BackendError(DiagnoseError):
    """The model cannot be loaded or reached (missing library, file, server); not a bad answer."""
