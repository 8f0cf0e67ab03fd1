"""Mask secrets (tokens, keys, passwords) in log text before it reaches a sink: the terminal report, the
JSON, the history database, the LLM prompt and its cache.

Three families of detectors, each a (kind, pattern) row below; every match of the group named `secret`
becomes `[REDACTED:<KIND>]`, a fixed placeholder per kind, and the text around it (a key's name) is kept:
- token formats that name their issuer (Slack `xox?-`, GCP `AIza`, NGC `nvapi-`, GitHub `ghp_`, JWTs, ...),
  written after the formats the issuers document; a private key from its BEGIN line to its END line;
- the value of a key, flag or header that names a secret, in any of the ways a log writes one: `k=v`,
  `k: v`, `"k": "v"` (JSON, Python dicts), `--flag v`, `PGPASSWORD=`, `AccountKey=...;`, URL credentials,
  `Authorization: Bearer`, `wandb login KEY`, `.netrc` lines;
- a bare key (an AWS secret key, a private key's body line printed alone): a run of the base64 alphabet
  of upper and lower case letters and digits whose Shannon entropy is that of random text (`_is_random`).
  Bare hex is left alone: a 40-digit key and a commit id look the same.

One RE2 pass over a line says which detectors could match it (their `trigger`); only those run their
Python pattern, so a line without a secret costs that one pass. Redaction runs only on text about to reach
a sink; eval/bench_hardening.py measures its cost and its false positives on the labeled logs.
"""

import functools
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import re2

_PLACEHOLDER = re.compile(r"^(?:\*+|x{4,}|\.{3,}|<[^>]*>|\$\{?\w+\}?|%\(?\w*\)?s|\{\w*\}|none|null|nil|true|false"
                          r"|\[REDACTED.*|redacted|changeme|\$oauthtoken)$", re.IGNORECASE)
_QUOTED_VALUE = r"""(?:(?<=")[^"\n]+|(?<=')[^'\n]+|[^\s'",;}&)\]]+)"""  # a quoted value may hold spaces
# The last word of a name for a password (glued on too: PGPASSWORD), and for a key or token (whose value
# must hold a digit: `eos_token: </s>` is none); the value follows `=`, `:` or a JSON/dict key's quote.
_PASSWORD_NAME = r"(?:password|passwd|passphrase|secret|(?<![A-Za-z0-9.])(?:pass|pwd|credentials?))"
_KEY_NAME = (r"(?:(?<![A-Za-z0-9])token|(?:api|access|secret|private|account|signing|encryption|master)[_-]?key"
             r"(?:[_-]?id)?|(?:auth|access|refresh|session|bearer|id|sas)[_-]?token)")
_FLAG = (r"(?:[a-z0-9]+-)*(?:password|passwd|pass|pwd|passphrase|token|secret|api-?key|access-?key|secret-?key"
         r"|auth-?token|client-?secret)")


@dataclass(frozen=True, slots=True)
class _Detector:
    kind: str
    trigger: str  # RE2: matches wherever `pattern` could (a quick first pass over the text; see `redact`)
    pattern: str  # Python `re`; the named group that matched is the secret
    accepts: Callable[[str], bool] | None = None  # a further test of the matched secret


def _is_random(token: str) -> bool:
    """Upper and lower case letters and digits spread like random text. Thresholds from 20,000 random base64
    tokens per length: fewer than 0.5% have less entropy (4.18 bits per character at 32 characters, 3.62 at
    20) or more than 45% of their characters in lower-case runs of 4 or more, which words and identifiers
    have. A path (/...), a mangled C++ name (_Z...) and hex with a prefix (GPU-<uuid>) are no keys."""
    if token.startswith(("/", "_Z")) or _HEXISH.fullmatch(token):
        return False
    if not (_LOWER.search(token) and _UPPER.search(token) and _DIGIT.search(token)):
        return False
    if sum(len(w) for w in _WORDY.findall(token)) > 0.45 * len(token):
        return False
    return _entropy(token) >= (4.0 if len(token) >= 32 else 3.4)


def _entropy(text: str) -> float:
    counts, n = Counter(text), len(text)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _is_value(value: str) -> bool:
    """Not a placeholder (`***`, `<token>`, `$VAR`, `None`) but something that could be the secret itself."""
    return len(value.strip()) >= 4 and not _PLACEHOLDER.match(value.strip())


def _is_key_value(value: str) -> bool:
    """A token or key has a digit in it: `pad_token=<|endoftext|>` and `eos_token: </s>` are no secrets; nor is a
    plain number (`#token: 81920`, `max_token=4096`), a count."""
    return _is_value(value) and bool(_DIGIT.search(value)) and not _NUMBER.fullmatch(value.strip())


def _d(kind: str, trigger: str, pattern: str, accepts: Callable[[str], bool] | None = None) -> _Detector:
    return _Detector(kind, trigger, pattern, accepts)


@functools.cache
def _compiled(pattern: str) -> re.Pattern:
    """A detector's pattern, compiled when its trigger first fires: compiling all of them costs every cold start
    about 15 ms, and most runs meet few secrets."""
    return re.compile(pattern)


_LOWER, _UPPER, _DIGIT = re.compile("[a-z]"), re.compile("[A-Z]"), re.compile(r"\d")
_NUMBER = re.compile(r"[-+]?[\d.,]+")
_WORDY = re.compile("[a-z]{4,}")
_HEXISH = re.compile(r"(?:[A-Za-z]+-)?[0-9a-fA-F-]+")
_DETECTORS = (
    # A private key's BEGIN line up to its END marker (kept: redact_lines masks the lines between them).
    _d("PRIVATE_KEY", r"-----BEGIN [A-Z ]*PRIVATE KEY",
       r"(?P<secret>-----BEGIN [A-Z ]*PRIVATE KEY(?: BLOCK)?-----(?:(?!-----END ).)*)"),
    # Issuers' token formats.
    _d("HF_TOKEN", r"(?:hf|api_org)_[A-Za-z0-9]{30}", r"\b(?P<secret>(?:hf|api_org)_[A-Za-z0-9]{30,})\b"),
    _d("ANTHROPIC_KEY", r"sk-ant-[A-Za-z0-9_-]{20}", r"\b(?P<secret>sk-ant-[A-Za-z0-9_-]{20,})"),
    _d("OPENAI_KEY", r"sk-[A-Za-z0-9_-]{20}", r"\b(?P<secret>sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})"),
    _d("STRIPE_KEY", r"[rs]k_(?:live|test)_", r"\b(?P<secret>[rs]k_(?:live|test)_[A-Za-z0-9]{16,})\b"),
    _d("GITHUB_TOKEN", r"gh[pousr]_|github_pat_",
       r"\b(?P<secret>gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b"),
    _d("GITLAB_TOKEN", r"glpat-", r"\b(?P<secret>glpat-[A-Za-z0-9_-]{20,})"),
    _d("SLACK_TOKEN", r"xox[abposer]-", r"\b(?P<secret>xox[abposer]-[A-Za-z0-9-]{10,})"),
    _d("SLACK_WEBHOOK", r"hooks\.slack\.com/",
       r"hooks\.slack\.com/(?:services|workflows)/(?P<secret>[A-Za-z0-9/_-]{20,})"),
    _d("JWT", r"eyJ[A-Za-z0-9_-]{8,}\.eyJ",
       r"\b(?P<secret>eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)"),
    _d("AWS_KEY_ID", r"A[KSBCGINPR][A-Z]{2}[A-Z0-9]{16}",
       r"\b(?P<secret>(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA)[A-Z0-9]{16})\b"),
    _d("GCP_API_KEY", r"AIza", r"\b(?P<secret>AIza[0-9A-Za-z_-]{35})"),
    _d("GCP_OAUTH", r"ya29\.|GOCSPX-", r"\b(?P<secret>ya29\.[0-9A-Za-z_-]{20,}|GOCSPX-[0-9A-Za-z_-]{20,})"),
    _d("NGC_KEY", r"nvapi-", r"\b(?P<secret>nvapi-[A-Za-z0-9_-]{20,})"),
    _d("SENDGRID_KEY", r"SG\.", r"\b(?P<secret>SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,})"),
    _d("NPM_TOKEN", r"npm_[A-Za-z0-9]{36}", r"\b(?P<secret>npm_[A-Za-z0-9]{36})\b"),
    _d("PYPI_TOKEN", r"pypi-AgEIcHlwaS5vcmc", r"\b(?P<secret>pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,})"),
    _d("DATABRICKS_TOKEN", r"dapi[0-9a-f]{32}", r"\b(?P<secret>dapi[0-9a-f]{32}(?:-\d)?)\b"),
    _d("TWILIO_KEY", r"SK[0-9a-fA-F]{32}", r"\b(?P<secret>SK[0-9a-fA-F]{32})\b"),
    _d("MAILCHIMP_KEY", r"[0-9a-f]{32}-us\d", r"\b(?P<secret>[0-9a-f]{32}-us\d{1,2})\b"),
    _d("TELEGRAM_TOKEN", r"\d{8}:AA", r"\b(?P<secret>\d{8,10}:AA[0-9A-Za-z_-]{33})"),
    _d("SQUARE_TOKEN", r"sq0(?:atp|csp)-", r"\b(?P<secret>sq0(?:atp|csp)-[0-9A-Za-z_-]{22,})"),
    # Values of keys, flags and headers that name a secret.
    _d("AUTH_HEADER", r"(?i)authorization|bearer",
       r"(?i)\b(?:authorization|proxy-authorization)\s*[:=]\s*(?:bearer|basic|token|bot|digest)\s+"
       r"(?P<secret>[A-Za-z0-9._~+/=-]{8,})|\bbearer\s+(?P<bare>[A-Za-z0-9._~+/=-]{16,})"),
    _d("URL_PASSWORD", r"://[^\s:/@]+:[^\s@/]+@", r"\b[a-z][a-z0-9+.-]*://[^\s:/@]+:(?P<secret>[^\s@/]+)@"),
    _d("URL_SECRET", r"[?&]\w+=",
       r"(?i)[?&](?:access_token|token|api_key|apikey|key|sig|signature|x-amz-signature|x-amz-security-token"
       r"|x-amz-credential|password|secret|client_secret)=(?P<secret>[^&\s#\"']{6,})"),
    _d("AZURE_KEY", r"(?i)sharedaccess|accountkey",
       r"(?i)\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)\s*=\s*(?P<secret>[^;\s\"']{8,})"),
    _d("AWS_SECRET", r"(?i)aws_?secret",
       r"(?i)\baws_?secret(?:_access)?_?key['\"]?\s*[=:]\s*['\"]?(?P<secret>[A-Za-z0-9/+=]{40})"),
    _d("WANDB_KEY", r"(?i)wandb",
       r"(?i)\bwandb[_-]?api[_-]?key['\"]?\s*[=:]\s*['\"]?(?P<secret>[0-9a-f]{40,86})"
       r"|\bwandb\s+login\b[^\n]*?\s(?P<login>(?!-)[^\s'\"]{16,})"),
    _d("LOGIN_KEY", r"(?i)login",
       r"(?i)\b(?:huggingface-cli|hf|docker|podman|helm registry|npm)\s+login\b[^\n]*?\s"
       r"(?:(?:-p|--password)\s+)?(?P<secret>(?!-)[^\s'\"]{16,})"),
    _d("PASSWORD", r"(?i)(?:pass|pwd|secret|credentials?)\w*['\"]?\s*[=:\s]|-[a-z0-9-]*(?:token|key)|sshpass|mysql|curl",
       r"(?i)\bmachine\s+\S+\s+login\s+\S+\s+password\s+(?P<secret>\S+)"
       r"|\bsshpass\s+-p\s*['\"]?(?P<sshpass>[^\s'\"]+)"
       r"|\bmysql\b[^\n]*?\s-p(?P<mysql>[^\s'\"]{4,})"
       r"|\bcurl\b[^\n]*?\s(?:-u|--user)\s+['\"]?[^\s:'\"]+:(?P<curl>[^\s'\"]+)"
       rf"|(?<![\w-])--?{_FLAG}(?:\s*=\s*|\s+)['\"]?(?P<flag>(?!-){_QUOTED_VALUE})"
       rf"|{_PASSWORD_NAME}['\"]?\s*[=:]\s*(?:b?['\"])?(?P<named>{_QUOTED_VALUE})", _is_value),
    _d("SECRET", r"(?i)(?:token|key|id)['\"]?\s*[=:]",
       rf"(?i){_KEY_NAME}['\"]?\s*[=:]\s*(?:b?['\"])?(?P<secret>{_QUOTED_VALUE})", _is_key_value),
    # A bare key: a long run of the base64 alphabet, or a whole line of one (a private key's body line).
    _d("HIGH_ENTROPY", r"[A-Za-z0-9+/_-]{32}|^(?:\S*:\s+|\s*)[A-Za-z0-9+/]{20,}={0,2}\s*$",
       r"(?<![A-Za-z0-9+/=_.-])(?P<secret>[A-Za-z0-9+/_-]{32,}={0,2})(?![A-Za-z0-9+/=_.-])"
       r"|^(?:\S*:\s+|\s*)(?P<line>[A-Za-z0-9+/]{20,}={0,2})\s*$", _is_random),
)
KEY_LINE = "[REDACTED:PRIVATE_KEY]"  # also what a line inside a private key becomes
_KEY_BEGIN = re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY")
_KEY_END = re.compile(r"-----END [A-Z ]*PRIVATE KEY")
_TRIGGERS = re2.Set.SearchSet()
for _detector in _DETECTORS:
    _TRIGGERS.Add(_detector.trigger)
_TRIGGERS.Compile()


def redact(text: str) -> str:
    """The text with every recognised secret replaced by [REDACTED:<KIND>] (line by line: see redact_lines)."""
    return "\n".join(redact_lines(text.split("\n"))) if "\n" in text else _redact_line(text)


def redact_lines(lines: Iterable[str]) -> list[str]:
    """Each line redacted; the lines of a private key between its BEGIN and END lines become KEY_LINE whole
    (a key's last body line is too short to look random on its own). Lines that may begin inside a key (a log's
    last lines, an excerpt) are masked up to its END line when they show that END line before any BEGIN."""
    lines = list(lines)
    out, inside = [], _begins_inside_key(lines)
    for line in lines:
        end = _KEY_END.search(line) if inside else None
        if inside:
            out.append(line[end.start():] if end and not line[:end.start()].strip() else
                       KEY_LINE + (line[end.start():] if end else ""))
            inside = end is None
            continue
        text = _redact_line(line)
        inside = KEY_LINE in text and not _KEY_END.search(text)
        out.append(text)
    return out


def _begins_inside_key(lines: list[str]) -> bool:
    for line in lines:
        if _KEY_BEGIN.search(line) or KEY_LINE in line:  # a BEGIN line, or one redacted already
            return False
        if _KEY_END.search(line):
            return True
    return False


def _redact_line(text: str) -> str:
    """One RE2 pass finds which detectors could match; only those run (most log lines hold no secret and
    cost that one pass)."""
    for index in sorted(_TRIGGERS.Match(text) or ()):
        detector = _DETECTORS[index]
        text = _compiled(detector.pattern).sub(lambda m, d=detector: _mask(m, d), text)
    return text


def redact_tree(value: Any) -> Any:
    """A JSON-like value (dicts, lists, strings) with every string redacted; keys are left as they are."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: redact_tree(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact_tree(v) for v in value]
    return value


def _mask(m: re.Match, detector: _Detector) -> str:
    name = next(n for n, v in m.groupdict().items() if v is not None)
    secret = m.group(name)
    if secret.startswith("[REDACTED") or (detector.accepts and not detector.accepts(secret)):
        return m.group(0)
    start, end = m.start(name) - m.start(), m.end(name) - m.start()
    return f"{m.group(0)[:start]}[REDACTED:{detector.kind}]{m.group(0)[end:]}"
