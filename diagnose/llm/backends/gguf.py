"""Read the metadata of a GGUF file's header (strings and numbers; arrays are skipped)."""

import struct
from pathlib import Path
from typing import BinaryIO

from diagnose.errors import DiagnoseError

# GGUF value types: id -> struct format of a scalar (8 = string, 9 = array are handled apart).
_SCALARS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}
_STRING, _ARRAY = 8, 9


class GGUFError(DiagnoseError):
    """The file is not a GGUF file or its header is cut short."""


def read_gguf_metadata(path: Path) -> dict[str, str | int | float | bool]:
    """The scalar key/values of the header (general.name, general.architecture, ...)."""
    with path.open("rb") as f:
        if f.read(4) != b"GGUF":
            raise GGUFError(f"{path}: not a GGUF file")
        version, _tensors, count = struct.unpack("<IQQ", _read(f, 20))
        if version < 2:
            raise GGUFError(f"{path}: GGUF version {version} is not supported")
        meta: dict[str, str | int | float | bool] = {}
        for _ in range(count):
            key = _string(f)
            value = _value(f, struct.unpack("<I", _read(f, 4))[0])
            if value is not None:
                meta[key] = value
        return meta


def _value(f: BinaryIO, kind: int) -> str | int | float | bool | None:
    if kind == _STRING:
        return _string(f)
    if kind == _ARRAY:  # tokenizer vocabularies: skipped, but they must be read past
        item, n = struct.unpack("<IQ", _read(f, 12))
        for _ in range(n):
            _value(f, item)
        return None
    fmt = _SCALARS.get(kind)
    if fmt is None:
        raise GGUFError(f"unknown GGUF value type {kind}")
    return struct.unpack("<" + fmt, _read(f, struct.calcsize(fmt)))[0]


def _string(f: BinaryIO) -> str:
    (n,) = struct.unpack("<Q", _read(f, 8))
    return _read(f, n).decode("utf-8", errors="replace")


def _read(f: BinaryIO, n: int) -> bytes:
    data = f.read(n)
    if len(data) != n:
        raise GGUFError("GGUF header is truncated")
    return data
