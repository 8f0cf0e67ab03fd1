"""Keep llama.cpp's evaluated system prompt on disk, so that a fresh process does not pay for it again.

Every prompt starts with the same system part (instructions and the type table, 561 tokens, ~3.5 s
on 2 cores). A one-job `diagnose` run would evaluate it each time; instead its KV state is written once
with llama.cpp's own session-file format (tokens + state, no pickling) and read back in milliseconds.
A file that does not load, or holds other tokens, is ignored and rewritten: it is only a speed-up.
"""

import ctypes
import hashlib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def restore_prefix(llm: Any, prefix: Sequence[int], directory: Path | None, model_id: str) -> None:
    """Evaluate `prefix` into the empty context of `llm`, or load it from a saved session."""
    path = _session_path(directory, model_id, llm.n_ctx(), prefix) if directory is not None else None
    if path is not None and path.is_file() and _load(llm, path, prefix):
        return
    llm.eval(list(prefix))
    if path is not None:
        _save(llm, path, prefix)


def _session_path(directory: Path, model_id: str, n_ctx: int, prefix: Sequence[int]) -> Path:
    import llama_cpp

    key = f"{model_id}|llama_cpp {llama_cpp.__version__}|n_ctx {n_ctx}|" + ",".join(map(str, prefix))
    return directory / f"prefix-{hashlib.sha256(key.encode()).hexdigest()[:20]}.session"


def _load(llm: Any, path: Path, prefix: Sequence[int]) -> bool:
    import llama_cpp

    capacity = llm.n_ctx()
    tokens = (llama_cpp.llama_token * capacity)()
    count = ctypes.c_size_t(0)
    ok = llama_cpp.llama_state_load_file(llm._ctx.ctx, str(path).encode(), tokens, capacity, ctypes.byref(count))
    if not ok or list(tokens[: count.value]) != list(prefix):
        llm._ctx.kv_cache_clear()
        return False
    llm.input_ids[: len(prefix)] = prefix
    llm.n_tokens = len(prefix)
    return True


def _save(llm: Any, path: Path, prefix: Sequence[int]) -> None:
    import llama_cpp

    tokens = (llama_cpp.llama_token * len(prefix))(*prefix)
    partial = path.with_suffix(f".{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if llama_cpp.llama_state_save_file(llm._ctx.ctx, str(partial).encode(), tokens, len(prefix)):
            partial.replace(path)  # atomic: a concurrent reader sees the old file or the whole new one
    except OSError:
        pass  # a read-only cache folder only costs the speed-up
    finally:
        partial.unlink(missing_ok=True)
