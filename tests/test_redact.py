"""Secrets seeded into log lines never survive redaction, and ordinary log text is left alone."""

import pytest

from diagnose.redact import redact

SEEDED = {
    "HF_TOKEN": "export HF_TOKEN=hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab",
    "OPENAI_KEY": "openai.AuthenticationError with key sk-proj-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa",
    "GITHUB_TOKEN": "cloning https://github.com/org/repo with ghp_1234567890abcdefghijklmnopqrstuvwxyz12",
    "AWS_KEY_ID": "botocore: credentials AKIAIOSFODNN7EXAMPLE loaded",
    "AWS_SECRET": "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY12",
    "WANDB_KEY": "WANDB_API_KEY=0123456789abcdef0123456789abcdef01234567",
    "BEARER": "POST /v1/chat Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload.signature123",
    "URL_PASSWORD": "rdzv endpoint postgres://trainer:S3cr3tPassw0rd@db.internal:5432/runs",
    "PRIVATE_KEY": "-----BEGIN RSA PRIVATE KEY----- MIIEowIBAAKCAQEA1234 -----END RSA PRIVATE KEY-----",
    "SECRET": "launching with --password=hunter2hunter2 --workers 8",
}
SECRETS = ["hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ab", "sk-proj-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa",
           "ghp_1234567890abcdefghijklmnopqrstuvwxyz12", "AKIAIOSFODNN7EXAMPLE",
           "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY12", "0123456789abcdef0123456789abcdef01234567",
           "eyJhbGciOiJIUzI1NiJ9.payload.signature123", "S3cr3tPassw0rd", "MIIEowIBAAKCAQEA1234", "hunter2hunter2"]


@pytest.mark.parametrize("kind, line", SEEDED.items())
def test_each_kind_of_secret_is_masked_and_named(kind, line):
    out = redact(line)
    assert f"[REDACTED:{kind}]" in out
    assert not any(secret in out for secret in SECRETS)


def test_a_whole_seeded_log_keeps_no_secret():
    log = "\n".join(SEEDED.values())
    assert not any(secret in redact(log) for secret in SECRETS)


@pytest.mark.parametrize("line", [
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
    "NVRM: Xid (PCI:0000:2b:00): 79, pid=1101234, name=python3, GPU has fallen off the bus.",
    "[rank3]: KeyError: 'attention_mask'",
    "tokenizer loaded from /models/llama/tokenizer.model; max tokens = 4096",
])
def test_ordinary_log_lines_are_unchanged(line):
    assert redact(line) == line
