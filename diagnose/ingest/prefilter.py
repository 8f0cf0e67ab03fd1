"""One multi-pattern scan over raw bytes that flags the lines worth parsing.

The scan runs in C (Hyperscan, else RE2, else one big `re` alternation) over whole chunks,
so no Python code runs per line; only the flagged lines are decoded and parsed later.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

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
    """Finds match offsets of any of `patterns` in a buffer.

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


def _build(name: str, patterns: list[EnginePattern]) -> object | None:
    try:
        if name == "hyperscan":
            return _HyperscanImpl(patterns)
        if name == "re2":
            return _Re2Impl(patterns)
        return _AlternationImpl(patterns)
    except ImportError:
        return None


class _HyperscanImpl:
    def __init__(self, patterns: list[EnginePattern]) -> None:
        import hyperscan

        self._hs = hyperscan
        base = [(p, _hs_flags(hyperscan, p)) for p in patterns]
        try:
            self._db, fallback = _compile(hyperscan, base), []  # the common case: one compile
        except hyperscan.error:
            exact, approximate, fallback = _compilable(hyperscan, patterns)
            self._db = _compile(hyperscan, exact + approximate)
        # Patterns Hyperscan rejects outright are rare; they are scanned with `re` so nothing is missed.
        self._fallback = _AlternationImpl(fallback) if fallback else None

    def hits(self, buf: bytes) -> list[int]:
        found: list[int] = []
        self._db.scan(buf, match_event_handler=lambda _i, _f, to, _fl, _c: found.append(to))
        if self._fallback:
            found.extend(self._fallback.hits(buf))
            found.sort()
        return found

    def first(self, buf: bytes) -> int | None:
        found: list[int] = []

        def stop(_i: int, _f: int, to: int, _fl: int, _c: object) -> bool:
            found.append(to)
            return True

        try:
            self._db.scan(buf, match_event_handler=stop)
        except self._hs.ScanTerminated:
            pass
        if not found and self._fallback:
            return self._fallback.first(buf)
        return found[0] if found else None


def _hs_flags(hyperscan, p: EnginePattern) -> int:
    return hyperscan.HS_FLAG_MULTILINE | (hyperscan.HS_FLAG_CASELESS if p.caseless else 0)


def _compile(hyperscan, exprs: list[tuple[EnginePattern, int]]):
    db = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
    db.compile(expressions=[p.source.encode() for p, _ in exprs], ids=list(range(len(exprs))),
               flags=[flags for _, flags in exprs])
    return db


def _compilable(hyperscan, patterns: list[EnginePattern]):
    """Split patterns into (exact, approximated with HS_FLAG_PREFILTER, not compilable) groups."""
    exact, approximate, fallback = [], [], []
    for p in patterns:
        flags = _hs_flags(hyperscan, p)
        for extra, bucket in ((0, exact), (hyperscan.HS_FLAG_PREFILTER, approximate)):
            try:
                hyperscan.Database().compile(expressions=[p.source.encode()], flags=[flags | extra])
            except hyperscan.error:
                continue
            bucket.append((p, flags | extra))
            break
        else:
            fallback.append(p)
    return exact, approximate, fallback


class _AlternationImpl:
    """One `re` alternation: the pure-Python fallback, always available."""

    def __init__(self, patterns: list[EnginePattern]) -> None:
        self._rx = re.compile(("(?m)" + "|".join(p.scoped() for p in patterns)).encode())

    def hits(self, buf: bytes) -> list[int]:
        return [m.start() for m in self._rx.finditer(buf)]

    def first(self, buf: bytes) -> int | None:
        m = self._rx.search(buf)
        return m.start() if m else None


class _Re2Impl(_AlternationImpl):
    """One RE2 alternation; patterns RE2 cannot express (lookarounds) go to `re`."""

    def __init__(self, patterns: list[EnginePattern]) -> None:
        import re2

        options = re2.Options()
        options.max_mem = 256 << 20
        options.log_errors = False
        supported = [p for p in patterns if _re2_accepts(re2, p, options)]
        rest = [p for p in patterns if p not in supported]
        self._rx = re2.compile(("(?m)" + "|".join(p.scoped() for p in supported)).encode(), options=options)
        self._fallback = _AlternationImpl(rest) if rest else None

    def hits(self, buf: bytes) -> list[int]:
        found = super().hits(buf)
        return sorted(found + self._fallback.hits(buf)) if self._fallback else found

    def first(self, buf: bytes) -> int | None:
        found = super().first(buf)
        return found if found is not None or not self._fallback else self._fallback.first(buf)


def _re2_accepts(re2, pattern: EnginePattern, options) -> bool:
    try:
        re2.compile(pattern.scoped().encode(), options=options)
    except re2.error:
        return False
    return True
