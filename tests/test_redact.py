"""Secrets never survive redaction, in any sink, and ordinary log text is left alone. The seeded corpus is
eval/hardening/secrets.yaml; eval/bench_hardening.py prints the leak table for every placement."""

import re
from pathlib import Path

import pytest
import re2
import yaml

from diagnose import redact as redact_module
from diagnose.classify.tiers.llm import LLMTier
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.redact import KEY_LINE, redact, redact_lines, redact_tree
from eval.hardening.injection_set import PROMPTS, load_jobs
from eval.hardening.secret_corpus import PLACEMENTS, SINKS, QuotingModel, leaks, load_corpus, placed, sink_texts

REPO = Path(__file__).resolve().parent.parent
CORPUS = load_corpus()
JOBS = load_jobs()


def test_the_corpus_covers_the_kinds_that_leaked():
    assert len(CORPUS) >= 25 and len({s.masked_as for s in CORPUS}) >= 25
    kinds = " ".join(s.kind for s in CORPUS)
    for kind in ("Slack", "JWT", "AWS secret key written bare", "AccountKey", "GCP API key", "NGC",
                 "space-separated flag", "--db-pass=", "PGPASSWORD", "wandb login", "JSON config", "Python dict",
                 "multi-line private key"):
        assert kind in kinds


@pytest.mark.parametrize("secret", CORPUS, ids=[s.kind for s in CORPUS])
def test_each_kind_is_masked_and_named(secret):
    out = redact("\n".join(secret.lines))
    assert f"[REDACTED:{secret.masked_as}]" in out
    assert [v for v in secret.values if v in out] == []


def test_another_seed_draws_other_values_that_are_masked_too():
    for secret in load_corpus(seed=99):
        out = redact("\n".join(secret.lines))
        assert [v for v in secret.values if v in out] == [], secret.kind


@pytest.mark.parametrize("secret", CORPUS, ids=[s.kind for s in CORPUS])
def test_a_detector_runs_wherever_its_pattern_would_match(secret):
    """Each detector's RE2 trigger must fire on every text its pattern masks, or the detector is skipped."""
    for text in secret.lines:
        for detector in redact_module._DETECTORS:
            found = any(redact_module._mask(m, detector) != m.group(0) for m in re.finditer(detector.pattern, text))
            assert not found or re2.search(detector.trigger, text), (detector.kind, text)


def test_a_private_key_is_masked_from_begin_to_end_line():
    lines = ["ValueError: bad key", "-----BEGIN RSA PRIVATE KEY-----", "MIIEowIBAAKCAQEA7bq0", "Zm9v==",
             "-----END RSA PRIVATE KEY-----", "after"]
    assert redact_lines(lines) == ["ValueError: bad key", KEY_LINE, KEY_LINE, KEY_LINE,
                                   "-----END RSA PRIVATE KEY-----", "after"]
    assert redact("\n".join(lines)) == "\n".join(redact_lines(lines))


def test_lines_that_begin_inside_a_private_key_are_masked_up_to_its_end():
    tail = ["MIIEowIBAAKCAQEA7bq0", "Zm9v==", "-----END RSA PRIVATE KEY-----", "RuntimeError: boom"]
    assert redact_lines(tail) == [KEY_LINE, KEY_LINE, "-----END RSA PRIVATE KEY-----", "RuntimeError: boom"]
    after = ["x = 1", "-----BEGIN RSA PRIVATE KEY-----", "Zm9v==", "-----END RSA PRIVATE KEY-----"]
    assert redact_lines(after)[0] == "x = 1"  # an END after its BEGIN is no sign of beginning inside one


def test_redaction_is_idempotent_and_walks_json():
    text = "\n".join(line for s in CORPUS for line in s.lines)
    assert redact(redact(text)) == redact(text)
    tree = redact_tree({"a": [CORPUS[0].lines[0], 3], "b": {"c": CORPUS[1].lines[0]}, "d": None})
    assert tree["a"][1] == 3 and tree["d"] is None
    assert "[REDACTED:" in tree["a"][0] and "[REDACTED:" in tree["b"]["c"]


@pytest.mark.parametrize("line", [
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
    "NVRM: Xid (PCI:0000:2b:00): 79, pid=1101234, name=python3, GPU has fallen off the bus.",
    "[rank3]: KeyError: 'attention_mask'",
    "tokenizer loaded from /models/llama/tokenizer.model; max tokens = 4096",
    "tokenizer: pad_token=<|endoftext|> eos_token: </s> max_tokens=4096",
    "NVRM: GPU at PCI:0000:00:05: GPU-efbdfde9-5798-a6e7-4c46-12518fa15375",
    "undefined symbol: _ZN2at4_ops5zeros4callEN3c108ArrayRefINS2_6SymIntEEENS2_8optionalINS2_10ScalarTypeEEE",
    "No transition in N5Agent6Client3FSM8Profiler8ShutdownE (1) for N5Agent6Client3FSM9InterruptE.",
    '  File "/ocean/projects/asc200010p/jjia1/TOOLS/mambaforge/envs/megatron/bin/torchrun", line 33',
    "checkpoint sha256 3f2a9c1d4e5b6a7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70 mismatch",
    "password: ********  token: <hidden>  api_key=$WANDB_API_KEY",
    "test passed; bypass=true; --max-tokens 512",
])
def test_ordinary_log_lines_are_unchanged(line):
    assert redact(line) == line


def test_no_rule_example_is_changed():
    examples = [ex for f in sorted((REPO / "rules").glob("*.yaml"))
                for rule in yaml.safe_load(f.read_text())["rules"]
                for ex in rule["examples"].get("match", []) + rule["examples"].get("no_match", [])]
    assert [ex for ex in examples if redact(ex) != ex] == []


@pytest.fixture(scope="module")
def diagnoser():
    return Diagnoser(REPO / "rules", tiers=("rule", "llm"), llm=LLMTier(QuotingModel(), PROMPTS))


@pytest.mark.parametrize("index", range(len(CORPUS)), ids=[s.kind for s in CORPUS])
def test_no_sink_holds_a_secret(diagnoser, tmp_path, index):
    """Each entry in one placement (they take turns); the benchmark runs every placement."""
    secret, placement = CORPUS[index], list(PLACEMENTS)[index % len(PLACEMENTS)]
    texts = sink_texts(diagnoser, placed(JOBS[PLACEMENTS[placement][0]], secret, placement), secret, tmp_path)
    assert set(texts) == set(SINKS)
    assert leaks(texts, secret) == dict.fromkeys(SINKS, 0)


def test_without_redaction_every_sink_would_leak(diagnoser, tmp_path, monkeypatch):
    """The control: the sinks are reached. With the line redactor switched off, each of them leaks."""
    monkeypatch.setattr(redact_module, "_redact_line", lambda text: text)
    secret = next(s for s in CORPUS if s.masked_as == "SLACK_TOKEN")
    texts = sink_texts(diagnoser, placed(JOBS["novel-line"], secret, "error line"), secret, tmp_path)
    assert all(leaks(texts, secret).values())
