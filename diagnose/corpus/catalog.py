"""The source catalogs: failure messages read from projects' source code (file and line), each filled in the way a
log shows it and typed by a reader of that source who saw neither the rules nor the labeled logs."""

import json
from dataclasses import dataclass
from pathlib import Path

from diagnose.errors import DiagnoseError

# Where the catalogs lie under the data folder: the checkout's eval/source_messages, which the wheel carries to the
# same place under its package data.
CATALOG_FOLDER = Path("eval/source_messages")


@dataclass(frozen=True, slots=True)
class CatalogEntry:
    """One message of a catalog: where it is emitted, the line a log shows, and its failure type."""

    catalog: str
    project: str
    where: str  # path:line in the project
    rendered: str
    type: str


def load_catalogs(folder: Path) -> tuple[CatalogEntry, ...]:
    """Every entry of the `*.jsonl` catalogs in `folder`, in file order; DiagnoseError names a bad line."""
    return tuple(_entry(path, lineno, text) for path in sorted(folder.glob("*.jsonl"))
                 for lineno, text in enumerate(path.read_text().splitlines(), 1) if text.strip())


def _entry(path: Path, lineno: int, text: str) -> CatalogEntry:
    try:
        raw = json.loads(text)
        return CatalogEntry(path.stem, raw["project"], f"{raw['file']}:{raw.get('line')}", raw["rendered"],
                            raw["type"])
    except (json.JSONDecodeError, KeyError, TypeError) as e:
        raise DiagnoseError(f"{path}:{lineno}: not a catalog entry ({e!r})") from None
