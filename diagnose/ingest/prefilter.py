"""One multi-pattern scan over raw bytes that flags the lines worth parsing and says which patterns matched.

The scan runs in C (Hyperscan, else RE2, else one big `re` alternation) over whole chunks, so no Python code runs
per line; only the flagged lines are decoded and parsed later. `matching` names the patterns that match one line,
so a caller runs only those patterns' own Python conditions. A compiled Hyperscan database is kept in the disk
cache (`compiled_cache`): a new process loads it in milliseconds instead of compiling it again.
"""

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from diagnose.ingest.compiled_cache import content_key, read_entry, source_of, write_entry

_NAMED_GROUP = re.compile(r"\(\?P<\w+>")
ENGINES = ("hyperscan", "re2", "re")


@dataclass(frozen=True, slots=True)
class EnginePattern:
    """A pattern rewritten for the C engines: no named groups, case folding as a flag."""

    source: str
    caseless: bool

    @classmethod
    def from_python(cls, pattern: str) -> "EnginePattern":
        caseless = pattern.startswith("(?i)")
        body = pattern[4:] if caseless else pattern
        return cls(_NAMED_GROUP.sub("(?:", body), caseless)

    def scoped(self) -> str:
        """The pattern as one branch of an alternation."""
        return f"(?i:{self.source})" if self.caseless else f"(?:{self.source})"


@dataclass
class Prefilter:
    """Finds where any of `patterns` matches in a buffer, and which of them match a line.

    `engine` picks the implementation ("auto" = the fastest one installed).
    """

    patterns: Sequence[str]
    engine: str = "auto"
    engine_: str = field(init=False, default="")
    _impl: object = field(init=False, default=None, repr=False)

    def __post_init__(self) -> None:
        if self.engine not in ENGINES + ("auto",):
            raise ValueError(f"unknown prefilter engine {self.engine!r}; choose from auto, {', '.join(ENGINES)}")
        rewritten = [EnginePattern.from_python(p) for p in self.patterns]
        for name in ENGINES if self.engine == "auto" else (self.engine,):
            impl = _build(name, rewritten)
            if impl is not None:
                self.engine_, self._impl = name, impl
                return
        raise ValueError(f"prefilter engine {self.engine!r} is not installed")

    def hits(self, buf: bytes) -> list[int]:
        """Sorted offsets inside `buf` where some pattern matched."""
        return self._impl.hits(buf)

    def first(self, buf: bytes) -> int | None:
        """Offset of some match in `buf`, or None; stops at the first one found."""
        return self._impl.first(buf)

    def matching(self, text: bytes) -> set[int]:
        """Indexes (into `patterns`) of the patterns that match somewhere in `text`. A pattern Hyperscan can only
        approximate may be named where it does not match, never left out where it does: callers confirm a named
        pattern with its own regex."""
        return self._impl.matching(text)

    def matches(self, buf: bytes) -> list[tuple[int, int]]:
        """(offset, pattern index) of every match in `buf`, by offset. The offset is where the match starts (`re`,
        RE2) or ends (Hyperscan): for a pattern that does not cross lines, either lies on the matching line."""
        return sorted(self._impl.matches(buf))


def _build(name: str, patterns: list[EnginePattern]) -> object | None:
    try:
        if name == "hyperscan":
            return _HyperscanImpl(patterns)
        if name == "re2":
            return _Re2Impl(patterns)
        return _AlternationImpl(patterns, list(range(len(patterns))))
    except ImportError:
        return None


class _AlternationImpl:
    """One `re` alternation: the pure-Python fallback, always available. `ids` are the patterns' indexes in the
    caller's list."""

    def __init__(self, patterns: list[EnginePattern], ids: list[int]) -> None:
        self._rx = re.compile(("(?m)" + "|".join(p.scoped() for p in patterns)).encode())
        self._patterns, self._ids = patterns, ids
        self._each: list[re.Pattern] | None = None  # one regex per pattern, compiled when first asked

    def hits(self, buf: bytes) -> list[int]:
        return [m.start() for m in self._rx.finditer(buf)]

    def first(self, buf: bytes) -> int | None:
        m = self._rx.search(buf)
        return m.start() if m else None

    def matching(self, text: bytes) -> set[int]:
        return {i for i, rx in zip(self._ids, self._separate()) if rx.search(text)}

    def matches(self, buf: bytes) -> list[tuple[int, int]]:
        return [(m.start(), i) for i, rx in zip(self._ids, self._separate()) for m in rx.finditer(buf)]

    def _separate(self) -> list[re.Pattern]:
        if self._each is None:
            self._each = [re.compile(("(?m)" + p.scoped()).encode()) for p in self._patterns]
        return self._each


class _Re2Impl:
    """One RE2 alternation for offsets, an RE2 set for which patterns match; patterns RE2 cannot express
    (lookarounds, backreferences) go to `re`."""

    def __init__(self, patterns: list[EnginePattern]) -> None:
        import re2

        self._re2 = re2
        self._options = re2.Options()
        self._options.max_mem = 256 << 20
        self._options.log_errors = False
        supported = [i for i, p in enumerate(patterns) if _re2_accepts(re2, p, self._options)]
        rest = sorted(set(range(len(patterns))) - set(supported))
        self._supported = [patterns[i] for i in supported]
        self._set_ids = supported
        self._rx = re2.compile(("(?m)" + "|".join(p.scoped() for p in self._supported)).encode(),
                               options=self._options)
        self._fallback = _AlternationImpl([patterns[i] for i in rest], rest) if rest else None
        self._set = None
        self._each: list | None = None  # one RE2 regex per pattern, compiled when first asked

    def hits(self, buf: bytes) -> list[int]:
        found = [m.start() for m in self._rx.finditer(buf)]
        return sorted(found + self._fallback.hits(buf)) if self._fallback else found

    def first(self, buf: bytes) -> int | None:
        m = self._rx.search(buf)
        if m is not None or not self._fallback:
            return m.start() if m else None
        return self._fallback.first(buf)

    def matching(self, text: bytes) -> set[int]:
        if self._set is None:  # built on first use: only the rule tier asks
            self._set = self._re2.Set.SearchSet(self._options)
            for p in self._supported:
                self._set.Add(("(?m)" + p.scoped()).encode())
            self._set.Compile()
        found = {self._set_ids[i] for i in self._set.Match(text) or ()}
        return found | self._fallback.matching(text) if self._fallback else found

    def matches(self, buf: bytes) -> list[tuple[int, int]]:
        if self._each is None:
            self._each = [self._re2.compile(("(?m)" + p.scoped()).encode(), options=self._options)
                          for p in self._supported]
        found = [(m.start(), i) for i, rx in zip(self._set_ids, self._each) for m in rx.finditer(buf)]
        return found + self._fallback.matches(buf) if self._fallback else found


def _re2_accepts(re2, pattern: EnginePattern, options) -> bool:
    try:
        re2.compile(pattern.scoped().encode(), options=options)
    except re2.error:
        return False
    return True


class _HyperscanImpl:
    def __init__(self, patterns: list[EnginePattern]) -> None:
        import hyperscan

        self._hs = hyperscan
        self._db, fallback = _hs_database(hyperscan, patterns)
        # Patterns Hyperscan rejects outright are rare; they are scanned with `re` so nothing is missed.
        self._fallback = _AlternationImpl([patterns[i] for i in fallback], fallback) if fallback else None

    def hits(self, buf: bytes) -> list[int]:
        found: list[int] = []
        if self._db is not None:
            self._db.scan(buf, match_event_handler=lambda _i, _f, to, _fl, _c: found.append(_on_its_line(buf, to)))
        if self._fallback:
            found.extend(self._fallback.hits(buf))
        found.sort()  # Hyperscan reports each pattern's matches in order, not all patterns' together
        return found

    def first(self, buf: bytes) -> int | None:
        found: list[int] = []

        def stop(_i: int, _f: int, to: int, _fl: int, _c: object) -> bool:
            found.append(_on_its_line(buf, to))
            return True

        if self._db is not None:
            try:
                self._db.scan(buf, match_event_handler=stop)
            except self._hs.ScanTerminated:
                pass
        if not found and self._fallback:
            return self._fallback.first(buf)
        return found[0] if found else None

    def matching(self, text: bytes) -> set[int]:
        found: set[int] = set()
        if self._db is not None:
            self._db.scan(text, match_event_handler=lambda i, _f, _t, _fl, _c: found.add(i))
        return found | self._fallback.matching(text) if self._fallback else found

    def matches(self, buf: bytes) -> list[tuple[int, int]]:
        found: list[tuple[int, int]] = []
        if self._db is not None:
            self._db.scan(buf, match_event_handler=lambda i, _f, to, _fl, _c: found.append((to, i)))
        return found + self._fallback.matches(buf) if self._fallback else found


def _hs_database(hyperscan, patterns: list[EnginePattern]) -> tuple[object | None, list[int]]:
    """The compiled database (None when no pattern compiles) and the indexes of the patterns left to `re`,
    from the disk cache when an entry for these patterns, this Hyperscan build and this CPU is there."""
    key = content_key([_hs_platform(hyperscan), source_of(__file__),
                       *(f"{int(p.caseless)}{p.source}" for p in patterns)])
    cached = read_entry("hyperscan", key)
    if cached is not None:
        loaded = _hs_load(hyperscan, cached)
        if loaded is not None:
            return loaded
    db, fallback = _hs_compile(hyperscan, patterns)
    blob = hyperscan.dumpb(db) if db is not None else b""
    write_entry("hyperscan", key, json.dumps(fallback).encode() + b"\n" + blob)
    return db, fallback


def _hs_platform(hyperscan) -> str:
    """Hyperscan's version and the CPU features it compiles for (a database from another CPU may not load)."""
    probe = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
    probe.compile(expressions=[b"probe"], ids=[0], flags=[0])
    return f"{hyperscan.__version__} {probe.info().decode()}"


def _hs_load(hyperscan, payload: bytes) -> tuple[object | None, list[int]] | None:
    header, _, blob = payload.partition(b"\n")
    try:
        fallback = [int(i) for i in json.loads(header)]
        if not blob:
            return None, fallback
        db = hyperscan.loadb(blob, hyperscan.HS_MODE_BLOCK)
        db.scratch = hyperscan.Scratch(db)
    except (ValueError, TypeError, hyperscan.error):
        return None  # a stale or foreign entry: compile again
    return db, fallback


def _hs_compile(hyperscan, patterns: list[EnginePattern]) -> tuple[object | None, list[int]]:
    ids = list(range(len(patterns)))
    try:
        return _compile(hyperscan, [(i, patterns[i], _hs_flags(hyperscan, patterns[i])) for i in ids]), []
    except hyperscan.error:  # rare: find the patterns that need approximating or `re`, one by one
        compilable, fallback = _compilable(hyperscan, patterns)
        return (_compile(hyperscan, compilable) if compilable else None), fallback


def _hs_flags(hyperscan, p: EnginePattern) -> int:
    return hyperscan.HS_FLAG_MULTILINE | (hyperscan.HS_FLAG_CASELESS if p.caseless else 0)


def _compile(hyperscan, exprs: list[tuple[int, EnginePattern, int]]):
    db = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
    db.compile(expressions=[p.source.encode() for _, p, _ in exprs], ids=[i for i, _, _ in exprs],
               flags=[flags for _, _, flags in exprs])
    return db


def _compilable(hyperscan, patterns: list[EnginePattern]) -> tuple[list[tuple[int, EnginePattern, int]], list[int]]:
    """Patterns Hyperscan compiles exactly or approximates (HS_FLAG_PREFILTER: a superset of the matches), with
    their flags; and the indexes of those it cannot compile at all."""
    compilable, fallback = [], []
    for i, p in enumerate(patterns):
        flags = _hs_flags(hyperscan, p)
        for extra in (0, hyperscan.HS_FLAG_PREFILTER):
            try:
                hyperscan.Database().compile(expressions=[p.source.encode()], flags=[flags | extra])
            except hyperscan.error:
                continue
            compilable.append((i, p, flags | extra))
            break
        else:
            fallback.append(i)
    return compilable, fallback


def _on_its_line(buf: bytes, end: int) -> int:
    """Hyperscan reports where a match ends: one that took its line's newline (a trailing `\\s`) ends at the next line's
    start, or past the buffer's end, so step back onto the newline, which belongs to the matched line."""
    return end - 1 if end > 0 and buf[end - 1:end] == b"\n" else end
