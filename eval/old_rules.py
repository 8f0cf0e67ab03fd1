"""The rules folder as it was at an earlier commit, made loadable by today's rule loader.

Replays of fresh batches (eval/calibrate_learned.py, eval/replay_llm.py) diagnose each batch with the rules of its
day. Some older rules hold what the loader now refuses: a doubled backslash before a class letter in a
single-quoted string (a literal backslash, meant as one), an escaped quote in a pattern (the quote, to Python), and
a look-around in a pattern.
"""

import re
import subprocess
from pathlib import Path

import yaml

from diagnose.classify.rules import DOUBLED_ESCAPE, ESCAPED_QUOTE, LOOK_AROUND

# A single-quoted YAML scalar on one line; in it a doubled backslash is two characters.
_SINGLE_QUOTED = re.compile(r"^([ \t]*(?:- (?:&\w+ )?|\w+: ))('.*')[ \t]*$", re.M)


def rules_at(repo: Path, commit: str, into: Path) -> list[str]:
    """Write the rules of `commit` into the empty folder `into`, as the loader accepts them; returns the ids of the
    rules left out for a look-around."""
    subprocess.run(f"git -C '{repo}' archive '{commit}' rules | tar -x -C '{into}' --strip-components=1",
                   shell=True, check=True)
    _undouble_backslashes(into)
    return _repair_patterns(into)


def _undouble_backslashes(rules_dir: Path) -> None:
    """Replay a doubled backslash before a class letter in a single-quoted string as it was meant, with one."""
    def halved(m: re.Match) -> str:  # 2n backslashes and a letter -> n backslashes and the letter
        return m.group()[(len(m.group()) - 1) // 2:]

    for path in rules_dir.glob("*.yaml"):
        text = path.read_text()
        path.write_text(_SINGLE_QUOTED.sub(lambda m: m.group(1) + DOUBLED_ESCAPE.sub(halved, m.group(2)), text))


def _repair_patterns(rules_dir: Path) -> list[str]:
    """Replay an escaped quote in a pattern as the quote alone (Python's re reads it the same), and leave out the
    rules whose pattern uses a look-around (the rules of their time are then a little weaker than they were);
    returns the ids left out."""
    dropped = []
    for path in rules_dir.glob("*.yaml"):
        data = yaml.safe_load(path.read_text())
        patterns = [r["pattern"] for r in data["rules"]]
        for rule in data["rules"]:
            rule["pattern"] = ESCAPED_QUOTE.sub(lambda m: m.group()[:-2] + m.group()[-1], rule["pattern"])
        kept = [r for r in data["rules"] if not LOOK_AROUND.search(r["pattern"])]
        dropped += [r["id"] for r in data["rules"] if r not in kept]
        if len(kept) < len(data["rules"]) or patterns != [r["pattern"] for r in data["rules"]]:
            path.write_text(yaml.safe_dump({**data, "rules": kept}, sort_keys=False, allow_unicode=True))
    return dropped
