"""The catalogs of messages read from the software's sources (eval/source_messages/) and their benchmark."""

import json
import re

import pytest

from diagnose.corpus.catalog import CatalogEntry, load_catalogs
from diagnose.errors import DiagnoseError
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.taxonomy import TYPES
from eval.source_catalog import CATALOG_DIR, diagnosed_type, outcome


def test_every_catalog_entry_names_a_taxonomy_type_and_where_its_message_comes_from() -> None:
    entries = load_catalogs(CATALOG_DIR)
    assert len(entries) > 500
    for entry in entries:
        assert entry.type in TYPES, f"{entry.catalog}: {entry.type}"
        assert re.fullmatch(r"[\w.-]+/[\w.-]+", entry.project) or " " in entry.project, entry.project
        assert entry.where.split(":")[0], entry
        assert entry.rendered.strip(), entry


def test_the_catalogs_keep_the_fields_their_readers_wrote() -> None:
    for path in CATALOG_DIR.glob("*.jsonl"):
        for text in filter(str.strip, path.read_text().splitlines()):
            assert {"project", "file", "line", "commit", "template", "rendered", "type", "confidence"} <= set(
                json.loads(text)), path.name


def test_a_broken_catalog_line_is_named_by_its_file_and_line(tmp_path) -> None:
    (tmp_path / "x.jsonl").write_text('{"project": "a/b", "file": "f.py", "rendered": "m", "type": "code_bug"}\n{"project"\n')
    with pytest.raises(DiagnoseError, match=r"x\.jsonl:2: not a catalog entry"):
        load_catalogs(tmp_path)


@pytest.mark.parametrize(("message", "type_id", "expected"), [
    ("RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB", "cuda_oom", "right"),
    ("RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB", "host_oom", "other"),
    ("all is well", "cuda_oom", "unknown"),
])
def test_an_entry_is_scored_by_the_rule_tiers_verdict_on_its_message_alone(message, type_id, expected,
                                                                            repo_rules) -> None:
    entry = CatalogEntry("t", "pytorch/pytorch", "c10/cuda/CUDACachingAllocator.cpp:1", message, type_id)
    got = diagnosed_type(Diagnoser(repo_rules, ("rule",)), entry.rendered)
    assert outcome(entry, got) == expected
