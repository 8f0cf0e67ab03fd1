"""Coverage-guided fuzzing of the per-line parsers: attribution (stamps, prefixes, processes), event
extraction and signatures, over any text.

Input: the text of a log region (UTF-8, bad bytes replaced); every line whose byte sum is odd is flagged.
It checks that nothing raises, a line's rank/node/pid come from the line or its path, events are in
order and in bounds and lose no flagged line but those that instruct a reader (dropped by design,
diagnose.injection), and a signature text is its own signature.

    python fuzz/fuzz_lines.py [CORPUS_DIR ...] -max_total_time=60   (libFuzzer options)
"""

import re
import sys

import atheris

with atheris.instrument_imports():
    from diagnose.ingest.attribution import attribute_line, hints_from_path, node_from_content, process_of
    from diagnose.ingest.events import extract_events
    from diagnose.ingest.signatures import signature_of
    from diagnose.injection import instruction_in


def numbers_in(text: str) -> set[int]:
    return {int(d) for d in re.findall(r"\d+", text)}


def check_line(raw: str, path: str, lineno: int):
    hints = hints_from_path(path)
    line = attribute_line(raw, file=path, lineno=lineno, hints=hints)
    assert raw.endswith(line.message)
    assert line.rank is None or line.rank == hints.rank or line.rank in numbers_in(raw), line
    assert line.node is None or line.node == hints.node or line.node in raw, line
    process = process_of(line)
    if process is not None:
        assert process.node == hints.node or process.node in raw, process
        assert process.pid is None or process.pid in numbers_in(raw), process
    sig = signature_of(line.message)
    assert signature_of(sig.text) == sig, (line.message, sig.text)
    return line


def test_one(data: bytes) -> None:
    text = data.decode("utf-8", "replace")
    raws = text.split("\n")
    path = raws[0][:80] or "rank-1.log"  # the first line doubles as a path
    lines = [check_line(raw, path, i) for i, raw in enumerate(raws, 1)]
    flagged = frozenset(i for i, raw in enumerate(data.split(b"\n"), 1) if sum(raw) % 2)
    covered: set[int] = set()
    for event in extract_events(lines, flagged):
        numbers = [ln.lineno for ln in event.lines]
        assert numbers == sorted(set(numbers)) and 1 <= numbers[0] and numbers[-1] <= len(lines), numbers
        assert all(0 <= k < len(event.lines) for k in event.key) and 0 <= event.head_at < len(event.lines)
        covered.update(numbers)
    instructing = {ln.lineno for ln in lines if instruction_in(ln.message) is not None}
    assert flagged <= covered | instructing, (flagged - covered - instructing)
    node = node_from_content(text)
    assert node is None or node in text


def main() -> None:
    atheris.Setup(sys.argv, test_one)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
