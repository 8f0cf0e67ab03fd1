"""How much of what the software really emits the rule tier knows: each entry of the catalogs in
eval/source_messages/ (a failure message read from a project's source code, with its file and line, filled in
the way a log shows it, and the type a reader of that source gave it) is diagnosed alone, as a one-line job,
by the rule tier, and compared with that type.

    python -m eval.source_catalog [--misses]

The catalogs were written from the sources by readers who saw neither the rules nor the labeled logs. Some
entries are messages a job usually survives (warnings, retried requests): for those, `unknown` alone is the
honest answer, and the printed table counts them as not diagnosed like any other.
"""

import argparse
import tempfile
from collections import Counter
from pathlib import Path

from diagnose.corpus.catalog import CATALOG_FOLDER, CatalogEntry, load_catalogs
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir

CATALOG_DIR = Path(__file__).resolve().parent.parent / CATALOG_FOLDER


def diagnosed_type(diagnoser: Diagnoser, message: str) -> str:
    with tempfile.TemporaryDirectory() as job:
        (Path(job) / "train.log").write_text(message + "\n")
        return diagnoser.diagnose(job).verdict.type


def outcome(entry: CatalogEntry, got: str) -> str:
    return "right" if got == entry.type else "unknown" if got == "unknown" else "other"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the entries diagnosed otherwise")
    args = parser.parse_args()
    diagnoser = Diagnoser(default_data_dir() / "rules", ("rule",))
    per_type: dict[str, Counter] = {}
    for entry in load_catalogs(CATALOG_DIR):
        got = diagnosed_type(diagnoser, entry.rendered)
        per_type.setdefault(entry.type, Counter())[outcome(entry, got)] += 1
        if args.misses and got != entry.type:
            print(f"{entry.catalog}: {entry.project} {entry.where}: {entry.type} -> {got}: {entry.rendered[:160]!r}")
    print(f"{'type':<20}{'entries':>8}{'right':>7}{'unknown':>9}{'other':>7}")
    for type_id, counts in sorted(per_type.items()):
        print(f"{type_id:<20}{sum(counts.values()):>8}{counts['right']:>7}{counts['unknown']:>9}{counts['other']:>7}")
    total = sum(per_type.values(), Counter())
    n = sum(total.values())
    print(f"{'all':<20}{n:>8}{total['right']:>7}{total['unknown']:>9}{total['other']:>7}   "
          f"right {total['right'] / n:.3f}")


if __name__ == "__main__":
    main()
