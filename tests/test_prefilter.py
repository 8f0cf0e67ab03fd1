import re

import pytest

from diagnose.ingest import compiled_cache, prefilter
from diagnose.ingest.prefilter import Prefilter
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.store.settings import default_data_dir

PATTERNS = [r"(?i)cuda out of memory", r"NVRM: Xid \((?P<pci>[^)]*)\): (?P<xid>\d+),", r"(?<=rank)\d+ died"]
TEXT = b"ok\nCUDA Out Of Memory here\nfine\nNVRM: Xid (PCI:0000:2b:00): 79, off the bus\nrank3 died\nend\n"
FLAGGED_LINES = {1, 3, 4}


def _lines(buf: bytes, offsets: list[int]) -> set[int]:
    return {buf.count(b"\n", 0, o if o < len(buf) and buf[o:o + 1] != b"\n" else o) for o in offsets}


@pytest.mark.parametrize("engine", ["hyperscan", "re2", "re"])
def test_every_engine_flags_the_same_lines(engine):
    pf = Prefilter(PATTERNS, engine)
    assert pf.engine_ == engine
    assert _lines(TEXT, pf.hits(TEXT)) == FLAGGED_LINES  # the lookbehind pattern falls back to `re`


@pytest.mark.parametrize("engine", ["hyperscan", "re2", "re"])
def test_first_finds_a_match_or_none(engine):
    pf = Prefilter(PATTERNS, engine)
    assert pf.first(b"nothing\nhere\n") is None
    assert pf.first(TEXT) is not None


def test_unknown_engine_is_refused():
    with pytest.raises(ValueError):
        Prefilter(PATTERNS, "grep")


@pytest.mark.parametrize("engine", ["hyperscan", "re2", "re"])
def test_every_engine_names_the_patterns_that_match_a_line(engine):
    pf = Prefilter(PATTERNS, engine)
    for line in TEXT.split(b"\n"):
        expected = {i for i, p in enumerate(PATTERNS) if re.search(p, line.decode())}
        assert pf.matching(line) == expected, line


@pytest.mark.parametrize("engine", ["hyperscan", "re2", "re"])
def test_matches_say_which_pattern_matched_on_which_line(engine):
    pf = Prefilter(PATTERNS, engine)
    assert {(_lines(TEXT, [offset]).pop(), i) for offset, i in pf.matches(TEXT)} == {(1, 0), (3, 1), (4, 2)}


def _cache_files(folder):
    return sorted((folder / "diagnose").glob("hyperscan-*.bin"))


def test_a_compiled_database_is_loaded_from_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first = Prefilter(PATTERNS, "hyperscan")
    assert len(_cache_files(tmp_path)) == 1

    def no_compile(*_):
        raise AssertionError("compiled although the cache holds the database")

    monkeypatch.setattr(prefilter, "_hs_compile", no_compile)
    assert Prefilter(PATTERNS, "hyperscan").hits(TEXT) == first.hits(TEXT)


@pytest.mark.parametrize("damage", [lambda b: b[:-7], lambda b: b[:200] + bytes([b[200] ^ 1]) + b[201:], lambda b: b""])
def test_a_damaged_cache_entry_is_rebuilt(tmp_path, monkeypatch, damage):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    expected = Prefilter(PATTERNS, "hyperscan").hits(TEXT)
    (entry,) = _cache_files(tmp_path)
    good = entry.read_bytes()
    entry.write_bytes(damage(good))
    assert Prefilter(PATTERNS, "hyperscan").hits(TEXT) == expected
    assert entry.read_bytes() == good  # written again


def test_a_stale_entry_that_does_not_load_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    expected = Prefilter(PATTERNS, "hyperscan").hits(TEXT)
    (entry,) = _cache_files(tmp_path)
    key = entry.name.removeprefix("hyperscan-").removesuffix(".bin")
    monkeypatch.setattr(compiled_cache, "_path", lambda kind, _key: entry)
    compiled_cache.write_entry("hyperscan", key, b"[]\nnot a hyperscan database")  # a valid checksum, a bad body
    assert Prefilter(PATTERNS, "hyperscan").hits(TEXT) == expected


def test_an_unwritable_cache_only_costs_the_compile(tmp_path, monkeypatch):
    (tmp_path / "diagnose").write_text("a file where the cache folder should be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert _lines(TEXT, Prefilter(PATTERNS, "hyperscan").hits(TEXT)) == FLAGGED_LINES


def test_the_scan_and_the_rule_tier_share_one_compiled_database(tmp_path, monkeypatch):
    # Compiling the rules' patterns takes seconds: a first diagnosis must not pay it twice.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    compiled: list[list[str]] = []
    built: list[list[str]] = []  # compiled, or loaded from the disk cache
    real_compile, real_database = prefilter._hs_compile, prefilter._hs_database
    monkeypatch.setattr(prefilter, "_hs_compile",
                        lambda hs, patterns: compiled.append([p.source for p in patterns]) or real_compile(hs, patterns))
    monkeypatch.setattr(prefilter, "_hs_database",
                        lambda hs, patterns: built.append([p.source for p in patterns]) or real_database(hs, patterns))
    job = tmp_path / "job"
    job.mkdir()
    (job / "rank0.log").write_text("step 1 loss 2.0\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB\n")
    diagnosis = Diagnoser(default_data_dir() / "rules", ("rule",), engine="hyperscan").diagnose(str(job))
    assert diagnosis.verdict.type == "cuda_oom"
    assert len(compiled) == len({tuple(c) for c in compiled}) == 3  # the scan's, the progress lines', the heads'
    assert built == compiled  # and none is loaded a second time from the cache
