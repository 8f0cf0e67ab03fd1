import hashlib
import importlib.util
import json
import struct
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pytest

from diagnose.llm.backends import build_backend
from diagnose.llm.backends.base import BackendError
from diagnose.llm.backends.gguf import GGUFError, read_gguf_metadata
from diagnose.llm.backends.grammar import flat_object_grammar, is_flat
from diagnose.llm.backends.hf import HFBackend
from diagnose.llm.backends.llama_cpp import LlamaCppBackend
from diagnose.llm.backends.openai_compat import OpenAICompatBackend
from diagnose.llm.model_package import (
    EmbeddedModel,
    ModelPackageError,
    ModelPart,
    is_installed,
    model_file,
)
from diagnose.store.settings import ConfigError, LLMConfig, resolve_config

REPO = Path(__file__).resolve().parent.parent
HAS_LLAMA = importlib.util.find_spec("llama_cpp") is not None


# --- configuration -------------------------------------------------------------------------------

def test_defaults_without_any_source():
    assert resolve_config(env={}) == LLMConfig()


def test_explicit_beats_env_beats_file_beats_default(tmp_path):
    toml = tmp_path / "diagnose.toml"
    toml.write_text('[llm]\nbackend = "openai"\nbase_url = "http://file"\nmodel_name = "m-file"\nn_threads = 1\n')
    env = {"DIAGNOSE_CONFIG": str(toml), "DIAGNOSE_BASE_URL": "http://env", "DIAGNOSE_THREADS": "3"}
    config = resolve_config({"n_threads": 4, "model_name": None}, env=env)
    got = (config.backend, config.base_url, config.model_name, config.n_threads)
    assert got == ("openai", "http://env", "m-file", 4)


def test_an_explicit_config_file_wins_over_diagnose_config(tmp_path):
    a, b = tmp_path / "a.toml", tmp_path / "b.toml"
    a.write_text('[llm]\nmethod = "json"\n')
    b.write_text('[llm]\nmethod = "score"\nmodel_path = "~/m.gguf"\n')
    config = resolve_config(env={"DIAGNOSE_CONFIG": str(a)}, config_file=b)
    assert config.method == "score" and config.model_path == Path.home() / "m.gguf"


@pytest.mark.parametrize("toml, env, problem", [
    ('[llm]\ncolour = "red"\n', {}, "unknown LLM setting 'colour'"),
    ("[llm]\nn_threads = 'many'\n", {}, "n_threads='many'"),
    ("", {"DIAGNOSE_BACKEND": "magic"}, "unknown LLM backend 'magic'"),
    ("[llm\n", {}, "cannot read the config file"),
])
def test_invalid_settings_name_their_origin(tmp_path, toml, env, problem):
    path = tmp_path / "c.toml"
    path.write_text(toml)
    with pytest.raises(ConfigError, match=problem):
        resolve_config(env=env, config_file=path)


def test_build_backend_picks_the_named_backend_without_loading_anything(tmp_path):
    gguf = tmp_path / "m.gguf"
    llama = build_backend(LLMConfig(model_path=gguf, n_threads=3))
    assert isinstance(llama, LlamaCppBackend) and llama.model == "m.gguf" and llama.llm_ is None
    hf = build_backend(LLMConfig(backend="hf", model_path=tmp_path))
    assert isinstance(hf, HFBackend) and hf.lm_ is None
    server = build_backend(LLMConfig(backend="openai", base_url="http://127.0.0.1:1/v1", model_name="x"))
    assert isinstance(server, OpenAICompatBackend) and server.model == "x"


@pytest.mark.parametrize("config, problem", [
    (LLMConfig(backend="openai", base_url="http://x"), "needs base_url and model_name"),
    (LLMConfig(backend="hf"), "needs a model path"),
])
def test_build_backend_says_what_is_missing(config, problem):
    with pytest.raises(BackendError, match=problem):
        build_backend(config)


def test_a_missing_model_file_is_a_backend_error(tmp_path):
    with pytest.raises(BackendError, match="not found|not installed"):
        LlamaCppBackend(tmp_path / "absent.gguf").complete("s", "u")


def test_importing_diagnose_and_running_rules_only_loads_no_model_library(tmp_path):
    log = tmp_path / "job.log"
    log.write_text("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    code = (
        "import sys, diagnose, diagnose.llm.backends, diagnose.classify.tiers.llm, diagnose.llm.model_package\n"
        "from diagnose.cli.app import main\n"
        f"sys.argv = ['diagnose', {str(log)!r}, '--tiers', 'rule', '--json']\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "heavy = sorted(m for m in ('llama_cpp', 'transformers', 'torch', 'numpy') if m in sys.modules)\n"
        "print('HEAVY', heavy, file=sys.stderr)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert "HEAVY []" in out.stderr, out.stderr[-2000:]
    assert '"cuda_oom"' in out.stdout


# --- grammar, GGUF header, embedded model packaging ------------------------------------------------

TRICKY = 'File "C:\\Users\\me\\train.py", line 3, in <module> \u00e9'


def test_flat_grammar_escapes_json_then_gbnf():
    schema = {"type": "object", "properties": {"line": {"type": "string", "enum": [TRICKY]},
                                               "summary": {"type": "string", "maxLength": 50}}}
    assert is_flat(schema)
    text = flat_object_grammar(schema)
    assert r'v0 ::= "\"File \\\"C:\\\\Users\\\\me\\\\train.py\\\", line 3, in <module> é\""' in text
    assert 'v1 ::= "\\"" char* "\\""' in text
    assert not is_flat({"type": "object", "properties": {"n": {"type": "integer"}}})


@pytest.mark.skipif(not HAS_LLAMA, reason="llama-cpp-python is not installed (extra `llm`)")
def test_llama_cpp_accepts_the_flat_grammar():
    from llama_cpp import LlamaGrammar

    schema = {"type": "object", "properties": {"line": {"type": "string", "enum": [TRICKY, "x"]},
                                               "summary": {"type": "string", "x-sentences": 2},
                                               "free": {"type": "string"}}}
    assert LlamaGrammar.from_string(flat_object_grammar(schema), verbose=False) is not None


def test_a_sentence_bound_string_ends_after_its_last_sentence():
    schema = {"type": "object", "properties": {"summary": {"type": "string", "x-sentences": 3}}}
    text = flat_object_grammar(schema)
    assert 'v0 ::= "\\"" sentence (" " sentence (" " sentence)?)? "\\""' in text
    one = flat_object_grammar({"type": "object", "properties": {"s": {"type": "string", "x-sentences": 1}}})
    assert 'v0 ::= "\\"" sentence "\\""' in one


def _gguf(path: Path, kv: list[tuple[str, int, bytes]]) -> Path:
    def s(text: str) -> bytes:
        return struct.pack("<Q", len(text.encode())) + text.encode()

    body = b"".join(s(k) + struct.pack("<I", kind) + value for k, kind, value in kv)
    path.write_bytes(b"GGUF" + struct.pack("<IQQ", 3, 0, len(kv)) + body)
    return path


def test_gguf_header_reader(tmp_path):
    def s(text: str) -> bytes:
        return struct.pack("<Q", len(text)) + text.encode()

    path = _gguf(tmp_path / "m.gguf", [
        ("general.architecture", 8, s("qwen2")),
        ("tokenizer.ggml.tokens", 9, struct.pack("<IQ", 8, 2) + s("a") + s("bc")),
        ("qwen2.block_count", 4, struct.pack("<I", 28)),
        ("general.name", 8, s("Tiny Test")),
    ])
    meta = read_gguf_metadata(path)
    assert meta == {"general.architecture": "qwen2", "qwen2.block_count": 28, "general.name": "Tiny Test"}
    (tmp_path / "bad.gguf").write_bytes(b"GGUF" + struct.pack("<IQQ", 3, 0, 5))
    with pytest.raises(GGUFError, match="truncated"):
        read_gguf_metadata(tmp_path / "bad.gguf")
    (tmp_path / "no.gguf").write_bytes(b"PK\x03\x04")
    with pytest.raises(GGUFError, match="not a GGUF"):
        read_gguf_metadata(tmp_path / "no.gguf")


def _fake_parts(root: Path, chunks: list[bytes], name: str = "fakemodel") -> EmbeddedModel:
    parts = []
    for k, chunk in enumerate(chunks, start=1):
        pkg = root / f"{name}_part{k}"
        (pkg / "data").mkdir(parents=True)
        (pkg / "__init__.py").write_text("")
        (pkg / "data" / f"part{k:02d}.bin").write_bytes(chunk)
        parts.append(ModelPart(f"{name}-part{k}", "1.0", f"{name}_part{k}", f"data/part{k:02d}.bin"))
    whole = b"".join(chunks)
    return EmbeddedModel(name, "test", f"{name}.gguf", len(whole), hashlib.sha256(whole).hexdigest(), tuple(parts))


def test_parts_are_assembled_in_order_verified_and_reused(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    model = _fake_parts(tmp_path / "site", [b"GGUF-one-", b"two-", b"three"])
    assert is_installed(model)
    path = model_file(model, tmp_path / "models")
    assert path.read_bytes() == b"GGUF-one-two-three" and path.parent == tmp_path / "models"
    stamp_mtime = path.stat().st_mtime_ns
    assert model_file(model, tmp_path / "models") == path and path.stat().st_mtime_ns == stamp_mtime
    path.write_bytes(b"GGUF-one-two-thre!")  # changed on disk: re-assembled and verified again
    assert model_file(model, tmp_path / "models").read_bytes() == b"GGUF-one-two-three"


def test_a_checksum_mismatch_or_a_missing_part_is_refused(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    model = _fake_parts(tmp_path / "site", [b"abc", b"def"], name="badmodel")
    wrong = EmbeddedModel(model.id, "", model.filename, model.size, "0" * 64, model.parts)
    with pytest.raises(ModelPackageError, match="sha256"):
        model_file(wrong, tmp_path / "models")
    missing = EmbeddedModel("gone", "", "gone.gguf", 1, "0" * 64, (ModelPart("gone-part1", "1", "gone_part1", "x"),))
    assert not is_installed(missing)
    with pytest.raises(ModelPackageError, match="gone-part1==1 is not installed"):
        model_file(missing, tmp_path / "models")


# --- OpenAI-compatible HTTP backend -----------------------------------------------------------------

class _Server:
    """A loopback chat server that records requests and answers from a script of (status, body)."""

    def __init__(self, answers: list[tuple[int, dict]]) -> None:
        self.requests: list[tuple[str, dict, dict]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append((self.path, dict(self.headers), body))
                status, answer = answers.pop(0)
                data = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_port}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _chat(text: str) -> dict:
    return {"choices": [{"message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": 12, "completion_tokens": 3}}


@pytest.fixture
def chat_server():
    servers: list[_Server] = []

    def start(answers: list[tuple[int, dict]]) -> _Server:
        servers.append(_Server(answers))
        return servers[-1]

    yield start
    for s in servers:
        s.close()


def test_openai_request_shape(chat_server, monkeypatch):
    server = chat_server([(200, _chat('{"type": "cuda_oom"}'))])
    monkeypatch.setenv("MY_KEY", "sk-test-123")
    backend = OpenAICompatBackend(server.url, "qwen-test", api_key_env="MY_KEY")
    schema = {"type": "object", "properties": {"type": {"type": "string", "x-sentences": 2}}}
    completion = backend.complete("sys", "user", max_tokens=33, json_schema=schema)
    assert (completion.text, completion.prompt_tokens, completion.completion_tokens) == ('{"type": "cuda_oom"}', 12, 3)
    path, headers, body = server.requests[0]
    assert path == "/v1/chat/completions" and headers["Authorization"] == "Bearer sk-test-123"
    assert body["model"] == "qwen-test" and body["temperature"] == 0 and body["max_tokens"] == 33
    assert body["messages"] == [{"role": "system", "content": "sys"}, {"role": "user", "content": "user"}]
    # our own grammar keyword stays home: strict servers refuse keywords they do not know
    assert body["response_format"]["json_schema"]["schema"] == {"type": "object",
                                                                "properties": {"type": {"type": "string"}}}
    assert backend.score_labels("s", "u", ["a"]) is None


def test_openai_falls_back_to_the_schema_form_the_server_accepts(chat_server):
    server = chat_server([(422, {"detail": "bad"}), (200, _chat("{}")), (200, _chat("{}"))])
    backend = OpenAICompatBackend(server.url, "m")
    backend.complete("s", "u", json_schema={"type": "object"})
    backend.complete("s", "u", json_schema={"type": "object"})
    forms = [r[2]["response_format"]["type"] for r in server.requests]
    assert forms == ["json_schema", "json_object", "json_object"]  # remembered after the first refusal
    assert server.requests[1][2]["response_format"]["schema"] == {"type": "object"}


def test_openai_errors_are_backend_errors(chat_server, monkeypatch):
    monkeypatch.delenv("ABSENT_KEY", raising=False)
    with pytest.raises(BackendError, match="ABSENT_KEY is not set"):
        OpenAICompatBackend("http://127.0.0.1:9/v1", "m", api_key_env="ABSENT_KEY").complete("s", "u")
    server = chat_server([(500, {"error": "boom"})])
    with pytest.raises(BackendError, match="HTTP 500"):
        OpenAICompatBackend(server.url, "m").complete("s", "u")
    with pytest.raises(BackendError):
        OpenAICompatBackend("http://127.0.0.1:9/v1", "m", timeout_s=2).complete("s", "u")


def test_hf_backend_without_transformers_says_how_to_install(tmp_path):
    if importlib.util.find_spec("transformers") is not None:
        pytest.skip("transformers is installed here")
    with pytest.raises(BackendError, match=r"diagnose\[hf\]"):
        HFBackend(tmp_path).complete("s", "u")


def test_the_first_assembly_is_announced_and_later_runs_are_silent(tmp_path, monkeypatch, capsys):
    from diagnose.cli.model_setup import prepare_model
    from diagnose.store.settings import LLMConfig

    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    model = _fake_parts(tmp_path / "site", [b"GGUF-", b"announced"], name="announcedmodel")
    config = LLMConfig(models_dir=tmp_path / "models")
    prepare_model(config, ("rule",), model)  # no LLM tier: nothing to assemble
    assert not (tmp_path / "models").exists()
    prepare_model(config, ("rule", "llm"), model)
    err = capsys.readouterr().err
    assert "assembling the embedded model announcedmodel" in err and "model ready" in err
    assert (tmp_path / "models" / "announcedmodel.gguf").read_bytes() == b"GGUF-announced"
    prepare_model(config, ("rule", "llm"), model)
    assert capsys.readouterr().err == ""


def test_progress_follows_the_bytes_copied_and_hashed(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    model = _fake_parts(tmp_path / "site", [b"GGUF-one-", b"two"], name="progressmodel")
    seen: list[tuple[int, int]] = []
    model_file(model, tmp_path / "models", lambda done, total: seen.append((done, total)))
    assert seen[-1] == (2 * model.size, 2 * model.size) and seen == sorted(seen)
