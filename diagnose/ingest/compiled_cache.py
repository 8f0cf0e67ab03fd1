"""A disk cache for what is slow to build and quick to load: compiled Hyperscan databases and the parsed rules.

Entries live in $XDG_CACHE_HOME/diagnose (else ~/.cache/diagnose), one file each, named by a hash of everything
that decides their content (the inputs, the engine's version, the source of the code that builds them), so a
change of any of these reads another file. A file starts with the SHA-256 of its payload: a damaged or truncated
entry reads as missing and is built again. Writes go to a temporary file renamed into place, so a process never
sees another's half-written entry. A cache that cannot be read or written only costs the build.
"""

import hashlib
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

_MAGIC = b"diagnose-cache-1\n"
_DIGEST = hashlib.sha256().digest_size


def cache_dir() -> Path:
    """$XDG_CACHE_HOME/diagnose, else ~/.cache/diagnose (created on the first write)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "diagnose"


def content_key(parts: Iterable[str | bytes]) -> str:
    """A hash of `parts` in order (each is length-prefixed, so ("ab", "c") and ("a", "bc") differ)."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


def source_of(module_file: str) -> bytes:
    """The source of the module that builds an entry: part of its key, so a code change rebuilds it."""
    return Path(module_file).read_bytes()


def read_entry(kind: str, key: str) -> bytes | None:
    """The payload stored for (`kind`, `key`), or None when there is none or it is damaged."""
    try:
        data = _path(kind, key).read_bytes()
    except OSError:
        return None
    head, digest, payload = data[:len(_MAGIC)], data[len(_MAGIC):len(_MAGIC) + _DIGEST], data[len(_MAGIC) + _DIGEST:]
    if head != _MAGIC or hashlib.sha256(payload).digest() != digest:
        return None
    return payload


def write_entry(kind: str, key: str, payload: bytes) -> None:
    """Store `payload` atomically; a folder that cannot be written is left alone."""
    path = _path(kind, key)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(_MAGIC + hashlib.sha256(payload).digest() + payload)
        os.replace(tmp, path)
    except OSError:
        _remove(tmp)


def _path(kind: str, key: str) -> Path:
    return cache_dir() / f"{kind}-{key[:40]}.bin"


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
