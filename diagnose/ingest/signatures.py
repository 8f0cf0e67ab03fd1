"""Normalize an error line into a signature text and a stable id.

Volatile tokens (numbers, sizes, addresses, paths, hosts, IPs, PIDs, ranks, times, shapes) are
masked; what tells failures apart (exception classes, errno, Xid codes, signal and NCCL error
names, exit codes) stays literal, because masking it merges different failures.
"""

import hashlib
import re
from dataclasses import dataclass

# Kept literally: rewritten to a placeholder before masking and restored after.
_KEEP = re.compile(
    r"\[Errno \d+\]|\bXid\b[^:]*:\s*\d+|\bSignal \d+ \(SIG[A-Z]+\)|\bSIG[A-Z]{2,}\b|\bexit ?code\s*:?\s*-?\d+"
    r"|\bnccl[A-Z]\w+|\bE[A-Z]{3,}\b|\bCUDA error \d+|\berror code \d+|\bGLIBC\w*_[\d.]+|\bsm_\d+"
)
_MAX_CHARS = 400
_PLACEHOLDER = 0xF0000
# The input's own characters from the placeholders' plane are replaced, or restoring would misread them.
_PLACEHOLDER_PLANE = re.compile("[\U000F0000-\U0010FFFF]")
_XID_PCI = re.compile(r"(Xid\b[^:(]*)\([^)]*\)")
_MASKS = (
    ("TIME", re.compile(r"\d{4}-\d{2}-\d{2}[T _]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?")),
    ("TIME", re.compile(r"\b\d{1,2}:\d{2}:\d{2}(?:\.\d+)?\b")),
    ("UUID", re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I)),
    ("IP", re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|\[[0-9a-f]*:[0-9a-f]*:[0-9a-f:]*\](?::\d+)?", re.I)),
    ("ADDR", re.compile(r"\b0x[0-9a-f]+\b", re.I)),
    ("PATH", re.compile(r"(?:[A-Za-z]:)?(?:/[\w.@+=-]+){2,}/?")),
    ("SIZE", re.compile(r"\b\d+(?:\.\d+)?\s?(?:[KMGTP]i?B|bytes)\b")),
    ("SHAPE", re.compile(r"(?:torch\.Size\()?\[\s*\d+(?:\s*,\s*\d+)+\s*\]\)?|\(\s*\d+(?:\s*,\s*\d+)+\s*\)")),
    ("RANK", re.compile(r"\b(?:rank|Rank|RANK)\s*[=:]?\s*\d+|\[(?:rank|default)\d+\]")),
    ("PID", re.compile(r"\b(?:pid|PID|Pid)\s*[=:]?\s*\d+")),
    ("HOST", re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\d\b|\b[a-z]+-?\d+(?:-\d+)*\b(?=[:\s)])")),
    # With a letter: a long decimal number is a NUM, whatever its number of digits.
    ("HEX", re.compile(r"\b(?=\d*[a-f])[0-9a-f]{8,}\b", re.I)),
    ("NUM", re.compile(r"(?<!\w)-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?!\w)")),
)


@dataclass(frozen=True, slots=True)
class Signature:
    """A normalized error text and its stable id."""

    id: str
    text: str


def signature_of(message: str) -> Signature:
    """The signature of one error message (launcher prefixes and timestamp already stripped)."""
    text = normalize(message)
    return Signature(hashlib.sha256(text.encode()).hexdigest()[:16], text)


def normalize(message: str) -> str:
    """Mask the volatile tokens of a message, keeping the failure-identifying ones literal."""
    text = _XID_PCI.sub(r"\1(<PCI>)", _PLACEHOLDER_PLANE.sub("\ufffd", message.strip()))
    kept: list[str] = []

    def hold(m: re.Match) -> str:
        kept.append(m.group(0))
        return chr(_PLACEHOLDER + len(kept) - 1)  # a private-use character no mask touches

    text = _KEEP.sub(hold, text)
    for name, rx in _MASKS:
        text = rx.sub(f"<{name}>", text)
    text = "".join(kept[ord(c) - _PLACEHOLDER] if ord(c) >= _PLACEHOLDER else c for c in text)
    return _cap(re.sub(r"\s+", " ", text))


def _cap(text: str) -> str:
    """At most _MAX_CHARS, cut after a whole word: a cut word (`[Errno 2`, `deadbeef`) would be masked
    differently when the signature text is normalized again. A first word past the cap is cut anyway."""
    if len(text) <= _MAX_CHARS:
        return text
    head = text[:_MAX_CHARS + 1]
    return head.rsplit(" ", 1)[0] if " " in head else text[:_MAX_CHARS]
