import pytest

from diagnose.ingest.prefilter import Prefilter

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
