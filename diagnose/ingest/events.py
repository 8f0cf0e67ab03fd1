"""Turn flagged regions of a log into error events: tracebacks (chained too), C++ terminates,
torchrun ChildFailedError reports and single error lines."""

import re
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace

from diagnose.injection import instruction_in
from diagnose.records import Event, LogLine

BLOCK_START = re.compile(
    rb"Traceback \(most recent call last\)|terminate called after throwing|ChildFailedError"
    rb"|Root Cause \(first observed failure\):"
)
# Every event but a single flagged line starts at a line with one of these (_TRACEBACK, _REPORT_START, _TERMINATE).
MULTI_LINE_START = re.compile(
    rb"Traceback \(most recent call last\):|Root Cause \(first observed failure\):|Failures:"
    rb"|terminate called after throwing"
)
_TRACEBACK_HEADER = r"Traceback \(most recent call last\):"
_TRACEBACK = re.compile(rf"^\s*{_TRACEBACK_HEADER}")
_TRACEBACK_IN_LINE = re.compile(_TRACEBACK_HEADER)  # in a raw line, after a launcher's prefixes
_FRAME = re.compile(r'\bFile "(?P<path>[^"]+)", line \d+, in (?P<function>\S+)')
_INSTALLED = re.compile(r"[/\\](?:site|dist)-packages[/\\]")  # where pip and the distributions install packages
_RUNPY = re.compile(r"^<frozen runpy>$|[/\\]runpy\.py$")
_PATH_SEPARATOR = re.compile(r"[/\\]")
# A frame's shown line that makes a call (indented under its frame, after a launcher's prefix); a call that passes
# its caller's arguments on; a call of a method on self or cls, which a subclass in the job's code may override (a
# framework calling the user's hook with its own arguments).
_CALL = re.compile(r"(?:^|[:>|\]])[ \t]{2,}\S.*\w\s*\(")
_FORWARDED = re.compile(r"[(,]\s*\*{1,2}\s*[\w({\[]")
_DISPATCHED = re.compile(r"\b(?:self|cls)\.[\w.]*\w\s*\(")
# The function a call-signature TypeError names (CPython's messages, Python/ceval.c; the owner's name is printed from
# 3.10 on) and the names a shown line calls.
_SIGNATURE_SUBJECT = re.compile(r"(?:\b(?P<owner>\w+)\.)?(?P<function>\w+)\(\) (?:got an unexpected keyword"
                                r"|got multiple values|missing \d+ required|takes (?:from )?\d+)")
_CALLED_NAME = re.compile(r"(\w+)\s*\(")
_CONSTRUCTORS = frozenset({"__init__", "__new__"})
# Python prints these headers when it swallows an exception it cannot raise (in a destructor, a weakref callback,
# at interpreter shutdown; in a logging handler, whose handleError prints the traceback and goes on), and JAX logs
# a plugin that failed to initialize before it falls back to another backend, and asyncio's event loop logs an
# exception no one retrieved from a task or one a callback raised, with the object's repr on the line before the
# traceback (Lib/asyncio/base_events.py, default_exception_handler): the process was not ended by what follows.
_IGNORED = re.compile(r"^\s*(?:Exception ignored (?:in|on)\b|--- Logging error ---\s*$)"
                      r"|Jax plugin configuration error: Exception when calling"
                      r"|(?:^|:)(?:Task|Future) exception was never retrieved\s*$"
                      r"|^\s*(?:future|task|handle): <(?:Task|Future|Handle|TimerHandle)\b")
# A launcher that wraps long lines (srun's labelled output, terminals) cuts a frame line inside its file name; the rest
# of the frame goes on at the start of the next line.
_CUT_FRAME = re.compile(r'^\s+File "[^"]*$')
_DURING_HANDLING = r"During handling of the above exception"
_CHAIN = re.compile(rf"^\s*(?:The above exception was the direct cause|{_DURING_HANDLING})")
_HANDLING = re.compile(rf"^\s*{_DURING_HANDLING}")
# A signal arrives from outside whatever the process was doing; what is raised while handling it is its consequence.
_SIGNAL_EXCEPTIONS = ("KeyboardInterrupt", "SignalException")
# A record that says it handled its own error (a bad sample skipped, a request to be retried) was survived whatever
# follows; as software words it, at the record's end, at its start when a loop over inputs reports the one it
# gave up ("Skipping FILE due to ERROR: ...", whisper's transcribe CLI) and goes on to the next, or before the
# exception it quotes ("failed to log metrics, continuing: MlflowException: ...").
_HANDLED = re.compile(r"(?i)[;,:.(-][ \t]*(?:skipping(?: it| this [\w-]+)?|will retry|retrying(?: in [\d.]+ ?m?s)?"
                      r"|ignoring it|continuing(?: anyway)?)[ \t.)]*$"
                      r"|(?:^|[\]|:-][ \t]*)skipping \S[^\n]{0,300}? due to \w*(?:error|exception)\b"
                      r"|[;,][ \t]*(?:continuing|ignoring)(?: anyway)?:[ \t]+\S")
# A progress line whose loss (or gradient norm) is NaN/inf is not healthy progress: a job that keeps logging a NaN loss
# has not survived its divergence, so such lines neither mark earlier errors as survived nor count as handled when a
# warning glued to them (a tqdm bar redrawn without a newline) says it skips the step.
# The loss's key as rules/loss_divergence.yaml (progress-loss-nonfinite) reads it: train_loss, loss_ce, losses, not
# the loss scale. A sentence says it too ("distogram loss is NaN. Skipping...", OpenFold's loss.py).
NONFINITE_LOSS = re.compile(rb"(?i)\b(?:(?:[a-z]+[_/ ])?loss(?:es)?(?![ _-]?scale)(?:_?[a-z0-9]+)?|grad_norm)\b"
                            rb"[^|,;\n]{0,12}?(?:[=:]|\b(?:is|was|became|has become|went)\b)\s*'?[-+]?(?:nan|inf)\b")
# After a logging handler's traceback, handleError prints where the record was logged and the record itself.
_CALL_STACK = re.compile(r"^\s*Call stack:\s*$")
# A DataLoader worker's exception is re-raised in the main process with the original traceback as text.
_ORIGINAL = re.compile(r"^\s*Original Traceback \(most recent call last\):")
_EXCEPTION = re.compile(r"^(?P<cls>[A-Za-z_][\w.]*(?:<[^>]*>)?)(?::(?:\s|$)|$)")
_TERMINATE = re.compile(r"terminate called after throwing")
# Slurm's programs prefix each record with their name (log.c's argv0): srun's word about a task is its own record.
_NEW_RECORD = re.compile(
    r"^\s*(?:\[?\d{4}-\d{2}-\d{2}|\[?[IWEF]\d{3,4} \d|\[?(?:INFO|WARNING|DEBUG|ERROR|CRITICAL)\b|\d+\.\d+ "
    r"|(?:srun|salloc|sbatch|slurmstepd(?:-[\w.-]+)?): )"
)
# A record with its own leading stamp (after any launcher prefixes) is never part of an exception's message.
# c10's C++ warnings are stamped [W<month><day> ...], three digits before October.
_STAMPED_RAW = re.compile(r"^(?:[\w.-]+: |\[\w+\]: ?|\s*\d+: )*\s*\[?"
                          r"(?:\d{4}-\d\d-\d\d[T _]\d\d:\d\d|[IWEF]\d{3,4} \d\d:\d\d)")
_HINT_RANK = re.compile(r"^\s*rank\s*:\s*(\d+)")
_HINT_HOST = re.compile(r"^\s*host\s*:\s*([\w.-]+)\s*$")
_REPORT_START = re.compile(r"^\s*(?:Root Cause \(first observed failure\)|Failures):\s*$")
_REPORT_END = re.compile(r"^\s*={10,}\s*$")
_MAX_REPORT = 120
_MAX_CONTINUATION = 40


def extract_events(lines: Sequence[LogLine], flagged: frozenset[int]) -> list[Event]:
    """Events in one region; `flagged` holds the line numbers the prefilter matched."""
    events: list[Event] = []
    for stream in _streams(lines):
        events.extend(_stream_events(stream, flagged))
    events.sort(key=lambda e: (e.lines[0].lineno, e.head.lineno))
    stamped = [ln for ln in lines if ln.time is not None]  # in line order: found by bisection, once per event
    return [_with_time(e, stamped) for e in map(without_instructions, events) if e is not None]


def without_instructions(event: Event) -> Event | None:
    """The event without the salient lines that instruct a reader (diagnose.injection): log text is data,
    so a line that addresses the model or the operator is never an error to classify, cite or quote.
    None when no salient line is left."""
    key = tuple(i for i in event.key if instruction_in(event.lines[i].message) is None)
    if len(key) == len(event.key):
        return event
    if not key:
        return None
    return replace(event, key=key, head_at=max((i for i in key if i <= event.head_at), default=key[-1]))


def _streams(lines: Sequence[LogLine]) -> list[list[LogLine]]:
    """Interleaved ranks write into one file: follow each rank's lines separately."""
    by_stream: dict[str, list[LogLine]] = defaultdict(list)
    for line in lines:
        by_stream[line.stream].append(line)
    return list(by_stream.values())


def _stream_events(lines: list[LogLine], flagged: frozenset[int]) -> list[Event]:
    events, i = [], 0
    while i < len(lines):
        msg = lines[i].message
        if _TRACEBACK.match(msg):
            ignored = i > 0 and bool(_IGNORED.search(lines[i - 1].message))
            event, i = _read_traceback(lines, i)
            event = replace(event, survived=True) if event is not None and ignored else event
        elif _REPORT_START.match(msg):
            report, i = _read_report(lines, i, flagged)
            events.extend(report)
            continue
        elif _TERMINATE.search(msg):
            event, i = _read_terminate(lines, i)
        elif lines[i].lineno in flagged:
            event, i = Event("line", (lines[i],), (0,), survived=_handled(msg)), i + 1
        else:
            event, i = None, i + 1
        if event is not None:
            events.append(event)
    return events


def _handled(message: str) -> bool:
    """The line says its error was handled (skipped, retried, ignored) and reports no non-finite loss."""
    return bool(_HANDLED.search(message)) and not NONFINITE_LOSS.search(message.encode("utf-8", "replace"))


def _read_traceback(lines: list[LogLine], start: int) -> tuple[Event | None, int]:
    """Read frames up to the exception line, then its message lines; follow chained tracebacks."""
    key: list[int] = []
    exception, head, i = None, start, start + 1
    while i < len(lines):
        msg = lines[i].message
        if msg[:1] in (" ", "\t") or not msg.strip() or _CUT_FRAME.match(lines[i - 1].message):
            i += 1
            continue
        m = _EXCEPTION.match(msg)
        if not m:
            break
        exception, head = m.group("cls"), i
        i = _read_message(lines, i, key)
        if i < len(lines) and _ORIGINAL.match(lines[i].message):
            del key[:]  # the wrapper only says where the original was caught
            i += 1
            continue
        nxt = _next_nonblank(lines, i)
        if nxt is not None and _CHAIN.match(lines[nxt].message):
            after = _next_nonblank(lines, nxt + 1)
            if after is not None and _TRACEBACK.match(lines[after].message):
                i = after + 1
                continue
        break
    if not key:
        return Event("line", (lines[start],), (0,)), start + 1
    event = Event("traceback", tuple(lines[start:i]), tuple(k - start for k in key), head - start, exception)
    return _mark_child_failed(event), i


def raised_while_signalled(event: Event) -> list[bool]:
    """For each salient line of `event` (a chained traceback), whether it was raised while a signal's exception
    was being handled."""
    keys, out, signalled, handling = set(event.key), {}, False, False
    for i, line in enumerate(event.lines):
        m = _EXCEPTION.match(line.message)
        signalled = signalled or bool(m and m.group("cls").rsplit(".", 1)[-1] in _SIGNAL_EXCEPTIONS)
        handling = handling or (signalled and bool(_HANDLING.match(line.message)))
        if i in keys:
            out[i] = handling
    return [out[k] for k in event.key]


def raised_importing(texts: Sequence[str]) -> bool:
    """The last traceback among `texts` was raised while an installed package was being imported: its frames are
    module-level code (a chain of imports) down to the first frame in site-packages or dist-packages, itself
    module-level, or its innermost frame is an installed package's module-level code (a function that imports
    lazily, as servers do, reached it); the import system's own frames aside. A launcher run as `python -m` starts
    with runpy's functions, and a script's main() is a function frame, so neither reads as an import; nor does the
    job's own project installed into site-packages (see _installs_own_project)."""
    frames = [f for f in map(_FRAME.search, _last_traceback(texts))
              if f is not None and not f["path"].startswith("<frozen importlib")]
    return (_imported_last(frames) or _imports_from_the_top(frames)) and not _installs_own_project(frames)


def raised_calling_from_installed(texts: Sequence[str]) -> bool:
    """The last traceback among `texts` ends in an installed package's frame whose call, as shown, names the function
    the error is about and passes only arguments of its own: a call-signature error raised there (a call's arguments
    do not fit the function it calls) is between the installed package and an API whose installed version is another,
    not in the job's code. A call that forwards its caller's arguments (`*args`, `**kwargs`: a trainer calling the
    user's model with `**inputs`) hands on the user's mistake, a method called on self or cls may be the user's
    override, and a frame whose line is not shown says nothing."""
    tail = _last_traceback(texts)
    frames = [(i, f) for i, f in enumerate(map(_FRAME.search, tail)) if f]
    if not frames:
        return False
    last, frame = frames[-1]
    if last + 1 >= len(tail) or not _INSTALLED.search(frame["path"]):
        return False
    shown = tail[last + 1]
    return bool(_CALL.search(shown)) and not _FORWARDED.search(shown) and not _DISPATCHED.search(shown) \
        and _calls_by_name(shown, tail[last + 2:])


def _calls_by_name(shown: str, after: Sequence[str]) -> bool:
    """The shown line calls, by its own name, the function the error names: an API the package calls as it knows
    it. A callable reached through a variable (a transform list's `t(img)`, a `fn(batch)` handed in) may be the
    job's own and says nothing of versions. Before Python 3.10 a constructor's error does not name its class: a
    capitalized name called is taken for it."""
    subject = next((m for m in map(_SIGNATURE_SUBJECT.search, after) if m), None)
    if subject is None:
        return False
    called = _CALLED_NAME.findall(shown)
    if subject["function"] in _CONSTRUCTORS and subject["owner"] is None:
        return any(name[0].isupper() for name in called)
    wanted = subject["owner"] if subject["function"] in _CONSTRUCTORS | {"__call__"} else subject["function"]
    return wanted in called


def _last_traceback(texts: Sequence[str]) -> Sequence[str]:
    """The texts from the last traceback header on (none without one)."""
    starts = [i for i, text in enumerate(texts) if _TRACEBACK_IN_LINE.search(text)]
    return texts[starts[-1]:] if starts else ()


def _imports_from_the_top(frames: list[re.Match]) -> bool:
    for frame in frames:
        module_level = frame["function"] == "<module>"
        if not module_level or _INSTALLED.search(frame["path"]):
            return module_level
    return False


def _installs_own_project(frames: list[re.Match]) -> bool:
    """The first installed package in the traceback is the job's own project, installed into site-packages (`pip
    install .` of the repository the script runs from): a folder of that name is on the path of a frame outside
    site-packages. An error there is in the job's code, not in a package the environment provides."""
    own = {part for f in frames if not _INSTALLED.search(f["path"]) for part in _PATH_SEPARATOR.split(f["path"])[:-1]}
    for frame in frames:
        m = _INSTALLED.search(frame["path"])
        if m:
            top = _PATH_SEPARATOR.split(frame["path"][m.end():])[0].removesuffix(".py")
            return top in own
    return False


def _imported_last(frames: list[re.Match]) -> bool:
    """The innermost frame is an installed package's module-level code that another frame imported (not runpy,
    which runs a module as the program)."""
    if len(frames) < 2:
        return False
    caller, last = frames[-2], frames[-1]
    return last["function"] == "<module>" and bool(_INSTALLED.search(last["path"])) \
        and not _RUNPY.search(caller["path"])


def _read_message(lines: list[LogLine], i: int, key: list[int]) -> int:
    """Mark the exception line and its continuation lines as salient; return the index after them."""
    key.append(i)
    end = min(len(lines), i + _MAX_CONTINUATION)
    j = i + 1
    while j < end:
        msg = lines[j].message
        if not msg.strip() or _TRACEBACK.match(msg) or _CHAIN.match(msg) or _ORIGINAL.match(msg) \
                or _NEW_RECORD.match(msg) or _REPORT_START.match(msg) or _STAMPED_RAW.match(lines[j].raw) \
                or _CALL_STACK.match(msg):
            break
        key.append(j)
        j += 1
    return j


def _next_nonblank(lines: list[LogLine], i: int) -> int | None:
    while i < len(lines) and not lines[i].message.strip():
        i += 1
    return i if i < len(lines) else None


def _read_report(lines: list[LogLine], start: int, flagged: frozenset[int]) -> tuple[list[Event], int]:
    """torchrun's failure report repeats each failed rank's error: keep those lines as `report` copies, with the
    rank and host their entry names (its `host :` and `rank :` lines come before its `exitcode :` line). The rank
    under "Root Cause" is torchrun's guess at the culprit, kept as a hint."""
    events, rank, host, is_root, i = [], None, None, False, start
    end = min(len(lines), start + _MAX_REPORT)
    while i < end and not _REPORT_END.match(lines[i].message):
        msg = lines[i].message
        is_root = is_root or msg.strip().startswith("Root Cause")
        m = _HINT_RANK.match(msg)
        rank = int(m.group(1)) if m else rank
        m = _HINT_HOST.match(msg)
        host = m.group(1) if m else host
        if lines[i].lineno in flagged:
            line = replace(lines[i], rank=_first(lines[i].rank, rank), node=lines[i].node or host)
            events.append(Event("report", (line,), (0,), hint_rank=rank if is_root else None))
        i += 1
    return events, i


def _first(value: int | None, fallback: int | None) -> int | None:
    return fallback if value is None else value


def _read_terminate(lines: list[LogLine], start: int) -> tuple[Event, int]:
    """`terminate called after throwing …` plus its `what():` message lines."""
    end = start + 1
    while end < len(lines) and end - start < 4:
        msg = lines[end].message
        if not msg.strip() or _NEW_RECORD.match(msg) or _TRACEBACK.match(msg):
            break
        end += 1
    return Event("cpp_terminate", tuple(lines[start:end]), tuple(range(end - start))), end


def _mark_child_failed(event: Event) -> Event:
    """A traceback ending in ChildFailedError is torchrun's summary of other processes' failures."""
    if event.exception and event.exception.endswith("ChildFailedError"):
        return replace(event, kind="child_failed")
    return event


def _with_time(event: Event, stamped: list[LogLine]) -> Event:
    """Give an event without its own timestamp the nearest one before it in the region (`stamped`: the region's
    lines with a time, in line order), but not one of a line that instructs the reader: its stamp could move
    the event in time to make another look first."""
    if event.head.time is not None:
        return event
    before = bisect_right(stamped, event.head.lineno, key=lambda ln: ln.lineno)
    t = next((stamped[i].time for i in range(before - 1, -1, -1) if instruction_in(stamped[i].message) is None), None)
    if t is None:
        return event
    stamped_lines = tuple(ln if ln.time else replace(ln, time=t, time_inherited=True) for ln in event.lines)
    return replace(event, lines=stamped_lines)
