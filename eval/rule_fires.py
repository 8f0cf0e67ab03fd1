"""How many rules never fire on a labeled case: every rule's pattern is run over every line of every log of
the chosen split(s); a rule fires when its pattern matches at least one line. Only the counts and the ids of
rules that never fired are printed, never which case a rule fired on.

    python -m eval.rule_fires --split dev --split test

This measures the pattern alone (not the rule's event and job conditions, nor whether it decided a verdict),
so it is an upper bound on how many rules the labeled logs exercise.
"""

import argparse
import re
from pathlib import Path

from diagnose.classify.rules import Rule, load_rules
from diagnose.corpus.cases import LABEL_FILE, load_cases, select_split
from diagnose.ingest.sources import find_job_files, read_chunks
from diagnose.store.settings import default_data_dir

_CHUNK = 4 << 20


def fired_rules(rules: tuple[Rule, ...], case_dirs: list[Path]) -> set[str]:
    """The ids of the rules whose pattern matches some line of some log under `case_dirs`."""
    chunk_patterns = {r.id: re.compile(r.pattern.pattern, r.pattern.flags | re.MULTILINE) for r in rules}
    fired: set[str] = set()
    for folder in case_dirs:
        job = find_job_files(str(folder), exclude=frozenset({LABEL_FILE}))
        for log in job.files:
            for chunk in read_chunks(log, _CHUNK, []):
                text = chunk.decode("utf-8", "replace")
                fired.update(r.id for r in rules if r.id not in fired and _fires(r, chunk_patterns[r.id], text))
    return fired


def _fires(rule: Rule, chunk_pattern: re.Pattern, text: str) -> bool:
    """A chunk-wide search finds candidates fast; a rule is searched in one line, so each is checked on its line."""
    for m in chunk_pattern.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.start())
        if rule.pattern.search(text[start:end if end >= 0 else len(text)]):
            return True
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", action="append", choices=("dev", "test"), help="repeatable; default dev and test")
    parser.add_argument("--cases", type=Path, default=default_data_dir() / "labeled_logs")
    args = parser.parse_args()
    splits = args.split or ["dev", "test"]
    rules = load_rules(default_data_dir() / "rules")
    cases = load_cases(args.cases)
    folders = [c.path for s in splits for c in select_split(cases, s)]
    fired = fired_rules(rules, folders)
    never = sorted(r.id for r in rules if r.id not in fired)
    print(f"{len(rules)} rules over {len(folders)} cases ({'+'.join(splits)}): {len(fired)} fire on some line, "
          f"{len(never)} never fire")
    for rule_id in never:
        print(f"  {rule_id}")


if __name__ == "__main__":
    main()
