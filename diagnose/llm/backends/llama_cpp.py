"""llama-cpp-python backend: a local GGUF model on the CPU, with grammar-constrained JSON and label scoring.

Label scoring uses llama-cpp-python's private `_ctx`/`_batch` (pinned to 0.3.36 in the `llm` extra):
the public alternative, `logits_all=True`, keeps n_ctx x vocab floats (2.4 GiB for Qwen).
"""

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diagnose.llm.backends.base import BackendError, Completion
from diagnose.llm.backends.grammar import flat_object_grammar, is_flat
from diagnose.llm.backends.session import restore_prefix


@dataclass
class LlamaCppBackend:
    """A GGUF model run by llama-cpp-python; loaded on first use."""

    model_path: Path
    n_threads: int = 2
    n_ctx: int = 4096
    seed: int = 0
    session_dir: Path | None = None  # where the evaluated system prompt is kept between processes
    name: str = "llama_cpp"
    model: str = field(init=False)
    llm_: Any = field(init=False, default=None, repr=False)
    chat_: "ChatFormat | None" = field(init=False, default=None, repr=False)

    def __post_init__(self) -> None:
        self.model = self.model_path.name

    def complete(self, system: str, user: str, *, max_tokens: int = 256,
                 json_schema: dict[str, Any] | None = None) -> Completion:
        """Greedy completion; `json_schema` becomes a grammar, so the answer always parses."""
        llm, chat = self._load()
        grammar = _grammar(json_schema) if json_schema is not None else None
        tokens = chat.prompt_tokens(llm, system, user)
        self._check_fits(len(tokens) + max_tokens)
        self._restore_system(llm, chat, system, tokens)
        out = llm.create_completion(tokens, max_tokens=max_tokens, temperature=0.0, repeat_penalty=1.0,
                                    grammar=grammar, seed=self.seed)
        usage = out["usage"]
        return Completion(out["choices"][0]["text"], usage["prompt_tokens"], usage["completion_tokens"])

    def score_labels(self, system: str, user: str, labels: Sequence[str]) -> dict[str, float]:
        """Log-probability of each label followed by the end of the assistant's turn."""
        llm, chat = self._load()
        prompt = chat.prompt_tokens(llm, system, user)
        endings = {label: chat.answer_tokens(llm, system, user, label) for label in labels}
        self._check_fits(len(prompt) + max(len(t) for t in endings.values()))
        self._restore_system(llm, chat, system, prompt)
        return _score(llm, prompt, endings)

    def _restore_system(self, llm: Any, chat: "ChatFormat", system: str, prompt: list[int]) -> None:
        """In a fresh process, load the system prompt's state saved by an earlier one (or save it)."""
        if llm.n_tokens:  # not fresh: llama-cpp-python reuses the prefix it evaluated itself
            return
        n = _common_prefix(_tokenize(llm, chat.system_head(system)), prompt)
        if not n:
            return
        stat = self.model_path.stat()
        model_id = f"{self.model_path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}"
        restore_prefix(llm, prompt[:n], self.session_dir, model_id)

    def _check_fits(self, n: int) -> None:
        if n > self.n_ctx:
            raise BackendError(f"prompt of {n} tokens exceeds the context of {self.n_ctx}; lower max_prompt_tokens")

    def _load(self) -> tuple[Any, "ChatFormat"]:
        if self.llm_ is None:
            try:
                from llama_cpp import Llama
            except ImportError as e:
                raise BackendError("llama-cpp-python is not installed: pip install 'diagnose[llm]'") from e
            if not self.model_path.is_file():
                raise BackendError(f"{self.model_path}: model file not found")
            self.llm_ = Llama(str(self.model_path), n_ctx=self.n_ctx, n_threads=self.n_threads,
                              n_threads_batch=self.n_threads, n_batch=512, seed=self.seed, verbose=False)
            self.chat_ = ChatFormat.of(self.llm_)
        return self.llm_, self.chat_


@dataclass(frozen=True, slots=True)
class ChatFormat:
    """The model's own chat template (from the GGUF), or plain text for base models without one."""

    ask: Any  # Jinja2ChatFormatter ending with the assistant's turn opened; None without a template
    answered: Any  # the same template with the assistant's answer written out

    @staticmethod
    def of(llm: Any) -> "ChatFormat":
        source = llm.metadata.get("tokenizer.chat_template")
        if not source:
            return ChatFormat(None, None)
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        eos, bos = _token_text(llm, llm.token_eos()), _token_text(llm, llm.token_bos())
        return ChatFormat(Jinja2ChatFormatter(source, eos, bos),
                          Jinja2ChatFormatter(source, eos, bos, add_generation_prompt=False))

    def text(self, system: str, user: str, answer: str | None = None) -> str:
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        if self.ask is None:
            return f"{system}\n\n{user}\n\nAnswer: " + (f"{answer}\n" if answer is not None else "")
        if answer is None:
            return self.ask(messages=messages).prompt
        return self.answered(messages=messages + [{"role": "assistant", "content": answer}]).prompt

    def system_head(self, system: str) -> str:
        """The prompt text before the user's message: the same for every job."""
        marker = "\x00user\x00"
        return self.text(system, marker).split(marker)[0]

    def prompt_tokens(self, llm: Any, system: str, user: str) -> list[int]:
        return _tokenize(llm, self.text(system, user))

    def answer_tokens(self, llm: Any, system: str, user: str, answer: str) -> list[int]:
        """The tokens that follow the prompt when the assistant answers `answer` and ends its turn."""
        prompt, full = self.text(system, user), self.text(system, user, answer)
        if not full.startswith(prompt):  # templates that rewrite earlier turns: fall back to label + EOS
            return _tokenize(llm, answer, bos=False) + [llm.token_eos()]
        return _tokenize(llm, full[len(prompt):].rstrip(), bos=False)


def _grammar(schema: dict[str, Any]) -> Any:
    from llama_cpp import LlamaGrammar

    if is_flat(schema):
        return LlamaGrammar.from_string(flat_object_grammar(schema), verbose=False)
    return LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)


def _token_text(llm: Any, token: int) -> str:
    return llm.detokenize([token], special=True).decode("utf-8", errors="replace") if token >= 0 else ""


def _tokenize(llm: Any, text: str, *, bos: bool = True) -> list[int]:
    # Templates that write the BOS token themselves must not get a second one.
    bos_text = _token_text(llm, llm.token_bos()) if bos else ""
    add_bos = bos and not (bos_text and text.startswith(bos_text))
    return llm.tokenize(text.encode(), add_bos=add_bos, special=True)


def _score(llm: Any, prompt: list[int], endings: dict[str, list[int]]) -> dict[str, float]:
    """Evaluate the prompt once (reusing the cached prefix), then each ending as one batch after it."""
    import numpy as np

    n = _common_prefix(llm.input_ids[: llm.n_tokens].tolist(), prompt)
    llm.n_tokens = n
    llm.eval(prompt[n:])
    vocab, start = llm.n_vocab(), llm.n_tokens
    first = _log_softmax(np.ctypeslib.as_array(llm._ctx.get_logits(), shape=(vocab,)))
    scores = {}
    for label, toks in endings.items():
        llm._ctx.kv_cache_seq_rm(-1, start, -1)
        llm._batch.set_batch(batch=toks, n_past=start, logits_all=True)
        llm._ctx.decode(llm._batch)
        rows = np.ctypeslib.as_array(llm._ctx.get_logits(), shape=(len(toks), vocab))
        scores[label] = float(first[toks[0]]) + sum(
            float(_log_softmax(rows[i])[toks[i + 1]]) for i in range(len(toks) - 1))
    # Drop the last prompt token too, so the next generate() recomputes fresh logits instead of
    # sampling from the last label batch's.
    llm._ctx.kv_cache_seq_rm(-1, start - 1, -1)
    llm.n_tokens = start - 1
    return scores


def _common_prefix(tokens: list[int], prompt: list[int]) -> int:
    """How many leading tokens of `prompt` are `tokens`; the last prompt token is always left to evaluate,
    since its logits give the first answer token."""
    n = 0
    while n < min(len(tokens), len(prompt) - 1) and tokens[n] == prompt[n]:
        n += 1
    return n


def _log_softmax(x: Any) -> Any:
    import numpy as np

    m = float(np.max(x))
    return x - (m + math.log(float(np.sum(np.exp(x - m)))))
