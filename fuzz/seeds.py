"""Write a seed corpus for one fuzz target from the lines of a few labeled logs (dev split only):
the 40 lines around each case's culprit line, and the head of its file.

    python fuzz/seeds.py scanner DIR     (targets: reader, scanner, lines)
"""

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from diagnose.ingest.sources import LogFile, SkipFile, read_chunks  # noqa: E402

CASES = 12  # spread over the dev split, in name order
WINDOW = 20
# Header bytes each target reads before the log text (fuzz_*.py say what they mean); seeds try each mode once.
HEADERS = {
    "reader": [bytes([mode, 200, 128, 7]) for mode in range(10)],
    "scanner": [bytes([40, 13, name]) for name in range(3)],
    "lines": [b""],
}


def windows() -> list[bytes]:
    """Text around the culprit line and the head of the culprit's file, for a spread of labeled cases."""
    cases = [p.parent for p in sorted(REPO.glob("labeled_logs/*/label.json"))
             if json.loads(p.read_text()).get("split") == "dev"]
    found = []
    for case in cases[:: max(1, len(cases) // CASES)][:CASES]:
        culprit = json.loads((case / "label.json").read_text()).get("culprit") or {}
        if not culprit.get("file"):
            continue
        try:
            text = b"".join(read_chunks(LogFile(case / culprit["file"], culprit["file"]), 1 << 20, []))
        except SkipFile:
            continue
        lines = text.splitlines(keepends=True)
        at = (culprit.get("line") or 1) - 1
        found += [b"".join(lines[max(0, at - WINDOW): at + WINDOW]), b"".join(lines[:2 * WINDOW])]
    return found


def main(target: str, out: str) -> None:
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for i, text in enumerate(windows()):
        for j, header in enumerate(HEADERS[target]):
            (folder / f"seed-{i:02d}-{j}").write_bytes(header + text)


if __name__ == "__main__":
    main(*sys.argv[1:])
