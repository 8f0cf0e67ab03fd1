"""Hugging Face transformers backend (extra `hf`): a local model folder, or a GGUF file dequantized on load.

Slower than llama.cpp on a CPU and without grammar constraints (see shared/notes/models.md §5): a
fallback where llama-cpp-python cannot be built. The tier validates every reply anyway.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diagnose.llm.backends.base import BackendError, Completion


@dataclass
class HFBackend:
    """A causal LM loaded with transformers from `model_path` (a folder, or a .gguf file)."""

    model_path: Path
    n_threads: int = 2
    name: str = "hf"
    model: str = field(init=False)
    tokenizer_: Any = field(init=False, default=None, repr=False)
    lm_: Any = field(init=False, default=None, repr=False)

    def __post_init__(self) -> None:
        self.model = self.model_path.name

    def complete(self, system: str, user: str, *, max_tokens: int = 256,
                 json_schema: dict[str, Any] | None = None) -> Completion:
        """Greedy generation; `json_schema` is not enforced here (the caller validates the reply)."""
        tok, lm = self._load()
        ids = self._prompt_ids(system, user)
        out = lm.generate(ids, max_new_tokens=max_tokens, do_sample=False, pad_token_id=tok.eos_token_id)
        new = out[0, ids.shape[1]:]
        return Completion(tok.decode(new, skip_special_tokens=True), int(ids.shape[1]), int(new.shape[0]))

    def score_labels(self, system: str, user: str, labels: Sequence[str]) -> dict[str, float]:
        """Sum of log-probs of each label's tokens plus the end of turn, one forward pass per label."""
        import torch

        tok, lm = self._load()
        prompt = self._prompt_ids(system, user)
        scores = {}
        for label in labels:
            ending = tok(label, add_special_tokens=False, return_tensors="pt").input_ids
            ending = torch.cat([ending, torch.tensor([[tok.eos_token_id]])], dim=1)
            ids = torch.cat([prompt, ending], dim=1)
            with torch.no_grad():
                logits = lm(ids).logits[0, prompt.shape[1] - 1:-1]
            logp = torch.log_softmax(logits.float(), dim=-1)
            scores[label] = float(logp.gather(1, ending[0].unsqueeze(1)).sum())
        return scores

    def _prompt_ids(self, system: str, user: str) -> Any:
        tok, _ = self._load()
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        if tok.chat_template:
            return tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt",
                                           return_dict=True)["input_ids"]
        return tok(f"{system}\n\n{user}\n\nAnswer: ", return_tensors="pt").input_ids

    def _load(self) -> tuple[Any, Any]:
        if self.lm_ is None:
            try:
                import torch
                from transformers import AutoModelForCausalLM, AutoTokenizer
            except ImportError as e:
                raise BackendError("transformers is not installed: pip install 'diagnose[hf]'") from e
            if not self.model_path.exists():
                raise BackendError(f"{self.model_path}: model not found")
            torch.set_num_threads(self.n_threads)
            folder, gguf = _split_gguf(self.model_path)
            self.tokenizer_ = AutoTokenizer.from_pretrained(folder, gguf_file=gguf)
            self.lm_ = AutoModelForCausalLM.from_pretrained(folder, gguf_file=gguf, dtype=torch.float32).eval()
        return self.tokenizer_, self.lm_


def _split_gguf(path: Path) -> tuple[str, str | None]:
    """transformers takes a GGUF file as (folder, file name)."""
    if path.suffix == ".gguf":
        return str(path.parent), path.name
    return str(path), None
