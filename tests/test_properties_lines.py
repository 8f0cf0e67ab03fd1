"""Properties of the per-line parsers (timestamps, attribution, event extraction, signatures) over
generated text: they never raise, and what they infer is always grounded in the text they were given."""

import re

from hypothesis import given
from hypothesis import strategies as st

from diagnose.ingest.attribution import (
    PathHints,
    attribute_line,
    hints_from_path,
    node_from_content,
    parse_time,
    process_of,
)
from diagnose.ingest.events import extract_events
from diagnose.ingest.signatures import signature_of
from tests.log_strategies import (
    dmesg_stamps,
    glog_stamps,
    iso_stamps,
    log_lines,
    logs,
    messages,
    sel_stamps,
    stamp_like,
    syslog_stamps,
)

any_text = st.text(max_size=200)
long_messages = st.lists(messages, min_size=10, max_size=60).map(" ".join)  # past the cap
path_hints = st.builds(PathHints, st.none() | st.integers(0, 4095), st.none() | st.from_regex(r"\Anode-\d\Z"))


def _numbers_in(text: str) -> set[int]:
    return {int(d) for d in re.findall(r"\d+", text)}


@given(any_text | stamp_like | stamp_like.map(lambda s: s + " rest"))
def test_parse_time_never_raises(text):
    t = parse_time(text)
    assert t is None or t.tzinfo is None


@given(st.one_of(iso_stamps(), glog_stamps(), dmesg_stamps(), syslog_stamps(), sel_stamps()))
def test_a_valid_stamp_parses_to_the_time_it_was_formatted_from(stamp):
    text, meant = stamp
    assert parse_time(text + " RuntimeError: boom") == meant


@given(any_text | log_lines(), path_hints)
def test_attribution_takes_rank_node_and_message_from_the_line_or_its_path(raw, hints):
    line = attribute_line(raw, file="f", lineno=7, hints=hints)
    assert raw.endswith(line.message)  # only prefixes are stripped; nothing is rewritten
    assert line.rank is None or line.rank == hints.rank or line.rank in _numbers_in(raw)
    assert line.local_rank is None or line.local_rank in _numbers_in(raw)
    assert line.node is None or line.node == hints.node or line.node in raw
    assert (line.file, line.lineno, line.raw) == ("f", 7, raw)


@given(any_text | log_lines(), path_hints)
def test_a_process_is_described_only_by_what_its_line_says(raw, hints):
    process = process_of(attribute_line(raw, file="f", lineno=1, hints=hints))
    if process is not None:
        assert process.node in raw or process.node == hints.node
        assert process.rank is None or process.rank == hints.rank or process.rank in _numbers_in(raw)
        assert process.pid is None or process.pid in _numbers_in(raw)


@given(st.lists(any_text | log_lines(), max_size=20).map("\n".join))
def test_node_from_content_names_a_node_the_text_contains(text):
    node = node_from_content(text)
    assert node is None or node in text


@given(st.lists(st.text(max_size=20) | st.from_regex(r"\A(?:rank|worker|node|gpu-node)[-_]?\d{1,4}(?:\.log)?\Z"),
                min_size=1, max_size=4).map("/".join))
def test_path_hints_come_from_the_path(rel):
    hints = hints_from_path(rel)
    parts = rel.replace("\\", "/").split("/")
    assert hints.rank is None or hints.rank in _numbers_in(parts[-1])
    assert hints.node is None or hints.node in parts[:-1] or hints.node == parts[-1].split(".")[0]


def _attributed(raws: list[str]):
    return [attribute_line(raw, file="f", lineno=i, hints=PathHints(None, None)) for i, raw in enumerate(raws, 1)]


@given(logs, st.data())
def test_events_are_ordered_in_bounds_and_lose_no_flagged_line(raws, data):
    lines = _attributed(raws)
    flagged = frozenset(data.draw(st.sets(st.integers(1, max(1, len(lines))))))
    events = extract_events(lines, flagged)
    covered = set()
    for event in events:
        numbers = [ln.lineno for ln in event.lines]
        assert numbers == sorted(set(numbers)) and 1 <= numbers[0] and numbers[-1] <= len(lines)
        assert len({ln.stream for ln in event.lines}) == 1  # one process's lines, never two interleaved
        assert event.key and all(0 <= k < len(event.lines) for k in event.key)
        assert 0 <= event.head_at < len(event.lines)
        assert event.kind in ("traceback", "child_failed", "cpp_terminate", "report", "line")
        covered.update(numbers)
    assert [e.lines[0].lineno for e in events] == sorted(e.lines[0].lineno for e in events)
    assert flagged & set(range(1, len(lines) + 1)) <= covered


@given(any_text | log_lines() | long_messages)
def test_normalize_never_raises_and_stays_short(message):
    sig = signature_of(message)
    assert len(sig.text) <= 400 and len(sig.id) == 16


@given(any_text | log_lines() | long_messages)
def test_a_signature_text_is_its_own_signature(message):
    sig = signature_of(message)
    assert signature_of(sig.text) == sig


# Volatile values of each kind; a message is words with such values between them.
_VOLATILE = {
    "NUM": st.integers(0, 10 ** 12).map(str) | st.floats(0, 1e6, allow_nan=False).map(lambda f: f"{f:.3f}"),
    "ADDR": st.integers(0, 2 ** 64).map(hex),
    "PID": st.integers(1, 4 * 10 ** 6).map(lambda p: f"pid={p}"),
    "RANK": st.integers(0, 4095).map(lambda r: f"rank {r}"),
    "IP": st.tuples(*[st.integers(0, 255)] * 4, st.integers(1, 65535)).map(lambda t: "%d.%d.%d.%d:%d" % t),
    "PATH": st.lists(st.from_regex(r"\A[a-z0-9_.]{1,8}\Z"), min_size=2, max_size=5).map(lambda p: "/" + "/".join(p)),
    "SIZE": st.tuples(st.integers(1, 99999), st.sampled_from(["MiB", "GiB", "KB", "bytes"])).map(
        lambda t: f"{t[0]} {t[1]}"),
    "TIME": iso_stamps().map(lambda s: s[0]),
    "UUID": st.uuids().map(str),
}
_WORDS = st.sampled_from(["RuntimeError:", "failed", "to", "connect", "on", "worker", "at", "with", "the",
                          "NCCL", "watchdog", "timeout", "allocate", "memory", "(", ")", ",", "-", "[", "]"])


# Words, and the names of the kinds of volatile values that go between them.
_templates = st.lists(_WORDS | st.sampled_from(sorted(_VOLATILE)), min_size=1, max_size=12)


@given(_templates, st.data())
def test_a_signature_does_not_depend_on_its_volatile_values(template, data):
    def fill() -> str:
        return " ".join(data.draw(_VOLATILE[p]) if p in _VOLATILE else p for p in template)

    assert signature_of(fill()).id == signature_of(fill()).id
