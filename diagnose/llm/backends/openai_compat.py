"""Any OpenAI-compatible chat server (llama.cpp server, vLLM, Ollama, hosted APIs) over plain HTTP."""

import json
import os
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from diagnose.llm.backends.base import BackendError, Completion

# How a JSON schema is asked for, in order of preference: the OpenAI form, then the older
# `json_object` + `schema` form that llama-cpp-python's server accepts, then unconstrained.
SCHEMA_STYLES = ("json_schema", "json_object", "none")


@dataclass
class OpenAICompatBackend:
    """POSTs to `{base_url}/chat/completions`; the API key is read from the variable named `api_key_env`."""

    base_url: str
    model: str
    api_key_env: str | None = None
    timeout_s: float = 120.0
    seed: int = 0
    name: str = "openai"
    schema_style_: str = field(init=False, default=SCHEMA_STYLES[0])

    def complete(self, system: str, user: str, *, max_tokens: int = 256,
                 json_schema: dict[str, Any] | None = None) -> Completion:
        """Greedy chat completion; servers that refuse one schema form get the next one."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "temperature": 0,
            "max_tokens": max_tokens,
            "seed": self.seed,
        }
        while True:
            style = self.schema_style_ if json_schema is not None else "none"
            try:
                reply = self._post("/chat/completions", {**body, **_response_format(style, json_schema)})
                break
            except _Refused as e:
                if style == "none":
                    raise BackendError(f"{self.base_url}: HTTP {e}") from None
                self.schema_style_ = SCHEMA_STYLES[SCHEMA_STYLES.index(style) + 1]
        usage = reply.get("usage") or {}
        text = reply["choices"][0]["message"].get("content") or ""
        return Completion(text, int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0)))

    def score_labels(self, system: str, user: str, labels: Sequence[str]) -> None:
        """Chat APIs give log-probs only for tokens they generate, not for given labels."""
        return None

    def _post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        headers = {"Content-Type": "application/json"}
        if self.api_key_env:
            key = os.environ.get(self.api_key_env)
            if not key:
                raise BackendError(f"the API key variable {self.api_key_env} is not set")
            headers["Authorization"] = f"Bearer {key}"
        request = urllib.request.Request(self.base_url.rstrip("/") + path, json.dumps(body).encode(), headers)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as e:
            # llama-cpp-python's server answers an unknown response_format with 500, not 422.
            if e.code in (400, 422, 500):
                raise _Refused(f"{e.code} {e.reason}") from None
            raise BackendError(f"{self.base_url}: HTTP {e.code} {e.reason}") from None
        except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as e:
            raise BackendError(f"{self.base_url}: {e}") from None


class _Refused(Exception):
    """The server rejected the request (HTTP 400/422/500): perhaps only its response_format."""


def _response_format(style: str, schema: dict[str, Any] | None) -> dict[str, Any]:
    schema = _standard(schema) if schema is not None else None
    if style == "json_schema":
        return {"response_format": {"type": "json_schema",
                                    "json_schema": {"name": "reply", "schema": schema, "strict": True}}}
    if style == "json_object":
        return {"response_format": {"type": "json_object", "schema": schema}}
    return {}


def _standard(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` without our own `x-` keywords (see grammar.py), which a strict server may refuse."""
    props = {name: {k: v for k, v in prop.items() if not k.startswith("x-")}
             for name, prop in schema.get("properties", {}).items()}
    return {**schema, "properties": props} if props else schema
