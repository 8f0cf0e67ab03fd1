"""Mask secrets (tokens, keys, passwords) in log text before it reaches a report, prompt or cache."""

import re

_SECRETS = (
    ("HF_TOKEN", re.compile(r"\bhf_[A-Za-z0-9]{30,}\b")),
    ("OPENAI_KEY", re.compile(r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}\b")),
    ("GITHUB_TOKEN", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b")),
    ("AWS_KEY_ID", re.compile(r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b")),
    ("AWS_SECRET", re.compile(r"(?i)(aws_secret_access_key\s*[=:]\s*)[A-Za-z0-9/+=]{40}")),
    ("WANDB_KEY", re.compile(r"(?i)(wandb[_-]?api[_-]?key\s*[=:]\s*)[0-9a-f]{40}")),
    ("PRIVATE_KEY", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)")),
    ("BEARER", re.compile(r"(?i)(\bauthorization:\s*bearer\s+|\bbearer\s+)[A-Za-z0-9._~+/=-]{16,}")),
    ("URL_PASSWORD", re.compile(r"(\b[a-z][a-z0-9+.-]*://[^\s:/@]+:)[^\s@/]+(@)")),
    ("SECRET", re.compile(r"(?i)(\b(?:password|passwd|api[_-]?key|secret|token)\s*[=:]\s*)(?!\[REDACTED)[^\s'\",;]{6,}")),
)


def redact(text: str) -> str:
    """The text with every recognised secret replaced by [REDACTED:<kind>]."""
    for kind, rx in _SECRETS:
        text = rx.sub(lambda m, k=kind: _keep_prefix(m, k), text)
    return text


def _keep_prefix(m: re.Match, kind: str) -> str:
    groups = [g for g in m.groups() if g is not None] if m.re.groups else []
    if m.re.groups >= 2 and len(groups) == 2:
        return f"{groups[0]}[REDACTED:{kind}]{groups[1]}"
    prefix = groups[0] if groups else ""
    return f"{prefix}[REDACTED:{kind}]"
