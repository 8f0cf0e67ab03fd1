"""Choose the learned tier's thresholds where the tier works: on fresh real logs the rules left unknown, and on those
the rules named by an exception's class alone.

Every fresh batch of real dev logs (`real-d4-*`, `real-d5-*`, ...) was measured before any change was made for
it. This replays that moment from the git history: the rules and the labeled dev cases as they were in the
commit before the batch was added, a tier fitted on those (cases' culprit lines and the rules' examples) and on
today's source catalogs (read from the projects' sources, never from logs), and the batch diagnosed by the rules,
then by the rules followed by the tier. So the tier is judged on jobs that
shaped neither it nor the rules, as users' jobs are, and only on the jobs the rules could not settle, the only
ones it ever sees. For each threshold the first table counts its answers right and wrong; the second counts, among
the jobs a rule named by the exception's class alone (`by_exception_class`, marked on the old rules by today's ids),
the verdicts its second opinion made right and those it made wrong. Each chosen value gives the most right minus
wrong (ties: the higher threshold). Dev data only; the tier's code is today's.

    python -m eval.calibrate_learned [--batches d4,d5,...] [--group N]   (default: every fresh batch from d4 on)

`--group N` replays N consecutive batches at once, with the rules and dev cases of the commit before the earliest
of them: N times fewer classifiers to train (each takes half a minute), and the later batches of a group are judged
by older rules and fewer cases than they met, so the figures can only err low.
"""

import argparse
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from diagnose.classify.rules import load_rules
from diagnose.classify.tiers.learned import LearnedTier
from diagnose.corpus.cases import LABEL_FILE, Case, load_cases
from diagnose.corpus.catalog import CATALOG_FOLDER, CatalogEntry, load_catalogs
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.taxonomy import UNKNOWN
from eval.old_rules import rules_at

THRESHOLDS = (0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
FIRST_FRESH_BATCH = 4  # real-d1..d3 were harvested before batches were measured on arrival


def fresh_batches(labeled: Path) -> tuple[str, ...]:
    """The fresh batches (`d4`, `d5`, ...) that have cases in `labeled`, in order."""
    numbers = {int(m.group(1)) for p in labeled.iterdir() if (m := re.match(r"real-d(\d+)-", p.name))}
    return tuple(f"d{n}" for n in sorted(numbers) if n >= FIRST_FRESH_BATCH)


@dataclass(frozen=True, slots=True)
class Replayed:
    case: str
    truth: str
    rules: str  # the rules' type
    by_class: bool  # the rules' verdict came from a rule that reads the exception's class alone
    learned: str  # the type after the learned tier (both thresholds 0)
    confidence: float


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=True).stdout


def batch_commit(repo: Path, batch: str) -> str:
    """The commit that added the batch's first cases."""
    added = _git(repo, "log", "--diff-filter=A", "--format=%H", "--", f"labeled_logs/real-{batch}-*").split()
    if not added:
        raise SystemExit(f"no commit adds labeled_logs/real-{batch}-*")
    return added[-1]


def _mark_by_class(rules_dir: Path, ids: frozenset[str]) -> None:
    """Older commits' rules do not say which of them read the exception's class alone: mark those today's do."""
    for path in rules_dir.glob("*.yaml"):
        text = path.read_text()
        if "by_exception_class" not in text:
            path.write_text(re.sub(r"^(  - id: (\S+)\n)", lambda m: m.group(1) + "    by_exception_class: true\n"
                                   if m.group(2) in ids else m.group(1), text, flags=re.M))


def first_commit(repo: Path, batches: tuple[str, ...]) -> str:
    """The earliest of the commits that added the batches (the history that adds them is linear)."""
    return _git(repo, "merge-base", "--octopus", *(batch_commit(repo, b) for b in batches)).strip()


def replay(repo: Path, batches: tuple[str, ...], cases: tuple[Case, ...], workdir: Path,
           by_class: frozenset[str], catalog: tuple[CatalogEntry, ...]) -> list[Replayed]:
    before = first_commit(repo, batches) + "^"
    rules_dir = workdir / batches[0]
    rules_dir.mkdir()
    dropped = rules_at(repo, before, rules_dir)
    if dropped:
        print(f"{','.join(batches)}: the rules of its time without {', '.join(dropped)} (a look-around the loader "
              "now refuses)")
    _mark_by_class(rules_dir, by_class)
    known = {p.rsplit("/", 1)[-1] for p in _git(repo, "ls-tree", "--name-only", before, "labeled_logs/").split()}
    seen = [c for c in cases if c.id in known and c.label.split == "dev"]
    tier = LearnedTier(threshold=0.0, overrule_threshold=0.0).fit(seen, load_rules(rules_dir), catalog)
    exclude = frozenset({LABEL_FILE})
    rules_only = Diagnoser(rules_dir, ("rule",), exclude=exclude)
    with_learned = Diagnoser(rules_dir, ("rule", "learned"), exclude=exclude, learned=tier)
    out = []
    for case in (c for c in cases if c.id.startswith(tuple(f"real-{b}-" for b in batches))):
        by_rules = rules_only.diagnose(str(case.path)).verdict
        both = with_learned.diagnose(str(case.path)).verdict
        read_by_class = by_rules.root is not None and rules_only.rule_tier.by_exception_class(by_rules.root)
        out.append(Replayed(case.id, case.label.type, by_rules.type, read_by_class, both.type, both.confidence))
    return out


def answer(r: Replayed, threshold: float) -> str:
    """The type the rules followed by the tier at `threshold` give: the tier speaks only where the rules did not."""
    if r.rules != UNKNOWN.id or r.learned == UNKNOWN.id or r.confidence < threshold:
        return r.rules
    return r.learned


def revised(r: Replayed, threshold: float) -> str:
    """The type after the tier's second opinion at `threshold` on a verdict a rule named by the exception's class."""
    return r.learned if r.by_class and r.learned != r.rules and r.confidence >= threshold else r.rules


def table(found: list[Replayed], decide=answer) -> list[tuple[float, int, int, int, int]]:
    """(threshold, changed, right, wrong, right overall) per threshold: `changed` counts the verdicts `decide` makes
    differ from the rules'; right counts those it made right, wrong those that were right and no longer are (for the
    rules' unknowns, every changed answer that is not right)."""
    rows = []
    for t in THRESHOLDS:
        changed = [r for r in found if decide(r, t) != r.rules]
        right = sum(decide(r, t) == r.truth for r in changed)
        wrong = sum(r.rules == r.truth or r.rules == UNKNOWN.id and decide(r, t) != r.truth for r in changed)
        rows.append((t, len(changed), right, wrong, sum(decide(r, t) == r.truth for r in found)))
    return rows


def _print(rows: list[tuple[float, int, int, int, int]], n: int, changed: str) -> float:
    """Print the table; returns the chosen threshold."""
    print(f"threshold  {changed:>8s}  right  wrong  right-wrong  overall right")
    for t, count, right, wrong, overall in rows:
        print(f"{t:9.2f}  {count:8d}  {right:5d}  {wrong:5d}  {right - wrong:11d}  {overall} ({overall / n:.3f})")
    best = max(rows, key=lambda r: (r[2] - r[3], r[0]))
    print(f"chosen threshold: {best[0]:.2f} (right {best[2]}, wrong {best[3]})")
    return best[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--batches", help="comma-separated, e.g. d4,d5 (default: every fresh batch)")
    ap.add_argument("--group", type=int, default=1, help="batches replayed with one classifier (default 1)")
    ap.add_argument("--labeled", type=Path, default=Path("labeled_logs"))
    args = ap.parse_args()
    if args.group < 1:
        ap.error("--group must be 1 or more")
    batches = args.batches.split(",") if args.batches else fresh_batches(args.labeled)
    repo = Path(_git(Path("."), "rev-parse", "--show-toplevel").strip())
    cases = load_cases(args.labeled)
    by_class = frozenset(r.id for r in load_rules(repo / "rules") if r.by_exception_class)
    catalog = load_catalogs(repo / CATALOG_FOLDER)
    found: list[Replayed] = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(0, len(batches), args.group):
            found += replay(repo, tuple(batches[i:i + args.group]), cases, Path(tmp), by_class, catalog)
    n = len(found)
    each = "each batch" if args.group == 1 else f"each {args.group} batches"
    print(f"{n} fresh dev cases ({','.join(batches)}), {each} with the rules and dev cases of their time; rules "
          f"alone: {sum(r.rules == r.truth for r in found)} right, {sum(r.rules == UNKNOWN.id for r in found)} unknown")
    print("\nthe rules' unknowns: `threshold`")
    _print(table(found), n, "answered")
    read = [r for r in found if r.by_class]
    print(f"\nthe {len(read)} verdicts a rule named by the exception's class ({sum(r.rules == r.truth for r in read)} "
          "right): `overrule_threshold`")
    _print(table(found, revised), n, "revised")


if __name__ == "__main__":
    main()
