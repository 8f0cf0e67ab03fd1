"""Replays read the rules of an earlier commit with today's loader (eval/old_rules.py)."""

import subprocess

from diagnose.classify.rules import load_rules
from eval.old_rules import rules_at

OLD_RULES = r"""type: code_bug
rules:
  - id: escaped-quote
    description: an escaped quote, as older rules wrote it
    role: root_cause
    source: https://docs.python.org/3/library/exceptions.html
    pattern: 'KeyError: \'''
    examples:
      match: ["KeyError: 'x'"]
      no_match: ['KeyError: x']
  - id: doubled-backslash
    description: a doubled backslash before a class letter
    role: root_cause
    source: https://docs.python.org/3/library/exceptions.html
    pattern: 'TypeError:\\s+bad'
    examples:
      match: ['TypeError: bad']
      no_match: ['TypeError:bad']
  - id: look-around
    description: a look-around
    role: root_cause
    source: https://docs.python.org/3/library/exceptions.html
    pattern: 'ValueError(?!: fine)'
    examples:
      match: ['ValueError: bad']
      no_match: ['ValueError: fine']
"""


def test_old_rules_load_with_todays_loader_and_mean_what_they_meant(tmp_path):
    repo = tmp_path / "repo"
    (repo / "rules").mkdir(parents=True)
    (repo / "rules" / "code_bug.yaml").write_text(OLD_RULES)
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "old"], check=True)
    into = tmp_path / "into"
    into.mkdir()
    assert rules_at(repo, "HEAD", into) == ["look-around"]
    rules = {r.id: r for r in load_rules(into)}
    assert set(rules) == {"escaped-quote", "doubled-backslash"}
    assert rules["escaped-quote"].pattern.search("KeyError: 'x'")
    assert not rules["escaped-quote"].pattern.search("KeyError: x")
    assert rules["doubled-backslash"].pattern.search("TypeError:  bad")
