"""LLM backends behind one small interface (llama.cpp, transformers, OpenAI-compatible HTTP).

Only `build_backend` lives here; each backend imports its heavy library on first use.
"""

from diagnose.llm.backends.base import BackendError, LLMBackend
from diagnose.store.settings import LLMConfig, default_models_dir


def build_backend(config: LLMConfig) -> LLMBackend:
    """The backend `config` names; llama_cpp without a model path gets the embedded default model."""
    if config.backend == "openai":
        if not config.base_url or not config.model_name:
            raise BackendError("the openai backend needs base_url and model_name "
                               "(DIAGNOSE_BASE_URL, DIAGNOSE_MODEL_NAME)")
        from diagnose.llm.backends.openai_compat import OpenAICompatBackend

        return OpenAICompatBackend(config.base_url, config.model_name, config.api_key_env, config.timeout_s)
    if config.backend == "hf":
        if config.model_path is None:
            raise BackendError("the hf backend needs a model path (--model or DIAGNOSE_MODEL)")
        from diagnose.llm.backends.hf import HFBackend

        return HFBackend(config.model_path, config.n_threads)
    from diagnose.llm.backends.llama_cpp import LlamaCppBackend
    from diagnose.llm.model_package import DEFAULT_MODEL, MODELS, model_file

    models_dir = config.models_dir or default_models_dir()
    path = config.model_path or model_file(MODELS[DEFAULT_MODEL], models_dir)
    return LlamaCppBackend(path, n_threads=config.n_threads, n_ctx=config.n_ctx, session_dir=models_dir / "sessions")
