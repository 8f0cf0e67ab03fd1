import json
import re
from pathlib import Path
from typing import Any

import pytest

from diagnose.classify.rules import load_rules
from diagnose.classify.tiers.memory import CulpritLine
from diagnose.errors import DiagnoseError, RuleError
from diagnose.llm.backends.base import Completion
from diagnose.llm.prompts import load_prompt
from diagnose.ops.suggest import (
    Cluster,
    Draft,
    check_draft,
    read_unknowns,
    review_yaml,
    suggest_rules,
    write_review,
)
from diagnose.records import LogLine
from diagnose.taxonomy import TYPES

PROMPT = load_prompt(Path(__file__).resolve().parent.parent / "prompts", "draft_rule")


class FakeBackend:
    """Replies from a script, in order; records every call; an unscripted call fails the test."""

    name = "fake"
    model = "scripted"

    def __init__(self, replies: list[str]) -> None:
        self.replies, self.calls = list(replies), []

    def complete(self, system: str, user: str, *, max_tokens: int = 256,
                 json_schema: dict[str, Any] | None = None) -> Completion:
        self.calls.append({"system": system, "user": user, "json_schema": json_schema})
        if not self.replies:
            raise AssertionError(f"FakeBackend called more times than scripted (call {len(self.calls)})")
        return Completion(self.replies.pop(0), 10, 10)

    def score_labels(self, system: str, user: str, labels: list[str]) -> None:
        raise AssertionError("suggest must not score labels")


def culprit(case: str, type_: str, raw: str) -> CulpritLine:
    return CulpritLine(case, type_, "dev", LogLine("train.log", 1, raw, raw))


CULPRITS = (
    culprit("oom-1", "cuda_oom", "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB"),
    culprit("io-1", "storage_error", "OSError: [Errno 5] Input/output error: '/lustre/x'"),
    culprit("quota-1", "disk_full", "OSError: [Errno 122] Disk quota exceeded: '/home/u/ckpt'"),
)
QUOTA = Cluster(1, ("j1", "j2"), ("OSError: [Errno 122] Disk quota exceeded: <PATH>",),
                ("[rank0]: OSError: [Errno 122] Disk quota exceeded: '/scratch/a/b.pt'",
                 "OSError: [Errno 122] Disk quota exceeded: '/scratch/c/d.pt'"))
WEIRD = Cluster(2, ("j3",), ("ZorkError: grue ate the lantern",), ("ZorkError: grue ate the lantern",))
OTHER = Cluster(3, ("j4",), ("BlorbError: <NUM>",), ("BlorbError: 7",))


def reply(type_: str, pattern: str, description: str = "d") -> str:
    return json.dumps({"type": type_, "pattern": pattern, "description": description})


def test_good_draft_passes_and_same_type_culprit_is_fine() -> None:
    assert check_draft(Draft("disk_full", r"Disk quota exceeded", "quota"), QUOTA, CULPRITS) == ()


def test_over_broad_draft_is_rejected_naming_the_case() -> None:
    (reason,) = check_draft(Draft("disk_full", r"OSError: \[Errno \d+\]", "any OSError"), QUOTA, CULPRITS)
    assert "io-1 (storage_error)" in reason and "quota-1" not in reason


def test_non_compiling_draft_is_rejected() -> None:
    (reason,) = check_draft(Draft("disk_full", r"Disk quota (exceeded", "x"), QUOTA, CULPRITS)
    assert reason.startswith("pattern does not compile")


@pytest.mark.parametrize("draft, fragment", [
    (Draft("disk_full", r"Errno 122\] Disk quota exceeded: '/scratch/a", "x"), "misses 1 of 2"),
    (Draft("disk_full", r"(?:Disk quota exceeded)?", "x"), "catch-all"),
    (Draft("unknown", r"Disk quota exceeded", "x"), "not a taxonomy id"),
    (Draft("quota", r"Disk quota exceeded", "x"), "not a taxonomy id"),
])
def test_other_bad_drafts_are_rejected(draft: Draft, fragment: str) -> None:
    assert any(fragment in r for r in check_draft(draft, QUOTA, CULPRITS))


def test_suggest_rules_sorts_drafts_and_prompts_with_lines_schema_and_types() -> None:
    backend = FakeBackend([reply("disk_full", r"Disk quota exceeded", "Quota exceeded on a shared filesystem."),
                           reply("code_bug", r"Error"), "I think this is a code bug."])
    result = suggest_rules((QUOTA, WEIRD, OTHER), backend, CULPRITS, prompt=PROMPT)
    assert [s.id for s in result.accepted] == ["suggested-1"]
    assert [(r.cluster.number, r.draft is None) for r in result.rejected] == [(2, False), (3, True)]
    assert "another type" in result.rejected[0].reasons[0] and "not JSON" in result.rejected[1].reasons[0]
    first = backend.calls[0]
    assert QUOTA.lines[0] in first["user"] and "cuda_oom" in first["user"] and "pattern:" in first["user"]
    assert "unknown" not in first["json_schema"]["properties"]["type"]["enum"]


def test_fake_backend_fails_loudly_when_called_too_often() -> None:
    backend = FakeBackend([reply("disk_full", r"Disk quota exceeded")])
    with pytest.raises(AssertionError, match="more times than scripted"):
        suggest_rules((QUOTA, WEIRD), backend, CULPRITS, prompt=PROMPT)


def test_review_file_loads_as_rules_whose_examples_hold(tmp_path: Path) -> None:
    backend = FakeBackend([reply("disk_full", r"Disk quota exceeded", "Quota exceeded."), reply("code_bug", "(")])
    result = suggest_rules((QUOTA, WEIRD), backend, CULPRITS, prompt=PROMPT)
    out = tmp_path / "review" / "suggested.yaml"
    out.parent.mkdir()
    rules_dir = tmp_path / "rules"
    rules_dir.mkdir()
    write_review(out, result, rules_dir=rules_dir)
    with pytest.raises(RuleError, match="source must be"):  # until a reviewer names where the message comes from
        load_rules(out.parent)
    reviewed = re.sub(r"source: '?TODO:[^\n]*", "source: https://man7.org/linux/man-pages/man3/errno.3.html",
                      out.read_text())
    out.write_text(reviewed)
    (rule,) = load_rules(out.parent)
    assert (rule.id, rule.type, rule.role) == ("suggested-1", "disk_full", "root_cause")
    assert rule.examples.match and all(rule.matches_example(e) for e in rule.examples.match)
    assert rule.examples.no_match and not any(rule.matches_example(e) for e in rule.examples.no_match)
    assert "pattern does not compile" in out.read_text()


def test_review_file_is_never_written_into_the_rules_folder(tmp_path: Path) -> None:
    result = suggest_rules((), FakeBackend([]), CULPRITS, prompt=PROMPT)
    with pytest.raises(DiagnoseError, match="never written into the rules folder"):
        write_review(tmp_path / "rules" / "new.yaml", result, rules_dir=tmp_path / "rules")
    assert review_yaml(result).startswith("# Suggested rules")


def contract(job: str, type_: str, sig: str | None, line: str | None = None) -> dict:
    return {"schema": "diagnose/1", "job": job, "path": job, "verdict": {"type": type_},
            "signature": {"id": "x", "text": sig} if sig else None,
            "evidence": [{"file": "a.log", "line": 3, "text": line}] if line else [], "candidates": []}


def test_read_unknowns_keeps_unknown_verdicts_with_a_signature(tmp_path: Path) -> None:
    batch = tmp_path / "batch.jsonl"
    rows = [contract("a", "unknown", "ZorkError: <NUM>", "[rank1]: ZorkError: 5"), contract("b", "cuda_oom", "x"),
            contract("c", "unknown", None), {"schema": "diagnose/1", "job": "d", "path": "d", "error": "unreadable"},
            contract("e", "unknown", "BlorbError")]
    batch.write_text("\n".join(json.dumps(r) for r in rows) + "\n\n")
    unknowns = read_unknowns(batch)
    assert [(u.job, u.line) for u in unknowns] == [("a", "[rank1]: ZorkError: 5"), ("e", "BlorbError")]
    batch.write_text(json.dumps(rows[0]) + "\n{not json\n")
    with pytest.raises(DiagnoseError, match=r"batch\.jsonl:2:"):
        read_unknowns(batch)


def test_clusters_group_similar_signatures() -> None:
    pytest.importorskip("sklearn")
    from diagnose.ops.suggest import Unknown, cluster_unknowns

    unknowns = [Unknown(f"q{i}", f"OSError: [Errno 122] Disk quota exceeded: <PATH> on volume{i}", f"l{i}")
                for i in range(3)] + [Unknown("z", "ZorkError: grue ate the lantern", "lz")]
    clusters = cluster_unknowns(unknowns)
    assert [(c.number, c.jobs) for c in clusters] == [(1, ("q0", "q1", "q2")), (2, ("z",))]
    assert clusters[0].lines == ("l0", "l1", "l2")


def test_prompt_offers_every_type_but_unknown() -> None:
    enum = PROMPT.reply_schema["properties"]["type"]["enum"]
    assert sorted(enum) == sorted(t for t in TYPES if t != "unknown")
