"""The arbiter: apply the taxonomy's precedence rules to all findings of a job and pick one root cause.

1. A concrete error beats the cascade it causes elsewhere (role root_cause over role cascade;
   symptoms such as ChildFailedError or SIGTERM notices are never the cause).
2. Hardware evidence beats the software errors it triggers.
3. Among equals, the earliest in time wins.
4. Errors the job survived (training progress logged afterwards) are discounted, and so are
   context-only lines (informational or application-level Xids, debugging advice).
"""

import re
from dataclasses import replace
from datetime import datetime

from diagnose.ingest.signatures import Signature, signature_of
from diagnose.records import Discounted, Event, Finding, LogLine, Verdict
from diagnose.redact import redact
from diagnose.taxonomy import TYPES, UNKNOWN

_MAX_EVIDENCE = 6
_NEAR_LINES = 25
_INCIDENT_SECONDS = 120
_CANDIDATE_KINDS = {"traceback": 0, "cpp_terminate": 1, "child_failed": 3, "line": 2}
# A diverged loss feeds NaN into whatever reads it next: an index computed from it trips a device-side assert, a
# distribution or a shape check refuses it, a best checkpoint no epoch improved on is never written and a later
# step cannot find it (configuration is read at start: a config error only after the divergence is its echo), and
# whoever watches a loss that stays NaN stops the job. A CUDA context that failed leaves the process without a
# usable GPU, and the code that next asks for one fails. Such an error after the cause on the same process, with no
# healthy step between (a healthy step marks the cause survived), is the cause's consequence (taxonomy rule 1),
# however concrete it reads.
_CONSEQUENCES = {"loss_divergence": frozenset({"device_assert", "code_bug", "config_error", "cancelled"}),
                 "cuda_error": frozenset({"code_bug"})}

# Every rank of a process group issues the same collectives in the same order, so a sequence number names one
# collective everywhere. Watchdogs that report one sequence number under two collective types show ranks whose
# programs diverged (the taxonomy's mismatched collectives, a config_error), not a peer that stopped
# (PyTorch's ProcessGroupNCCL prints WorkNCCL's SeqNum and OpType in its timeout message).
_WORK_NCCL = re.compile(r"WorkNCCL\(SeqNum=(\d+), OpType=(\w+)")
MISMATCHED_COLLECTIVES = "mismatched-collectives"

# How a process dies of a cause that a job-level line reports without naming the process: the kernel's and the
# cgroup's OOM killers send SIGKILL (as torchrun, srun and the shell report it).
_KILLED_BY = {"host_oom": re.compile(r"SIGKILL|[Ss]ignal 9\b|exitcode\s*:\s*-9\b|: Killed\b|exit code 137\b")}


def strength(finding: Finding) -> int:
    """Precedence class of a finding: hardware 3, concrete 2, cascade 1, symptom/context 0."""
    if finding.role == "root_cause":
        return 3 if TYPES[finding.type].hardware else 2
    return 1 if finding.role == "cascade" else 0


def _when(finding: Finding) -> tuple:
    t = finding.line.time or finding.event.head.time
    return (t is None, t or datetime.max)


def _position(finding: Finding) -> tuple:
    return (finding.line.file, finding.line.lineno)


def _is_copy(finding: Finding) -> bool:
    """The launcher's report repeats a worker's error; the worker's own line is better evidence."""
    return finding.event.kind in ("report", "child_failed")


def choose_verdict(findings: tuple[Finding, ...], events: tuple[Event, ...], job_node: str | None = None) -> Verdict:
    """The root cause among `findings`, with evidence and the discounted cascade. `job_node` is the one node the
    job's logs name, if they name exactly one: where a root line that names no node ran."""
    live = [f for f in findings if strength(f) > 0 and not f.event.survived]
    if not live:
        return _unknown(findings, events)
    root = _pick_root(live)
    root = _mismatched_collectives(root, live) or root
    cascade = tuple(Discounted(f, _why_discounted(f, root))
                    for f in sorted(findings, key=lambda f: (_when(f), _position(f))) if f is not root)
    confidence = root.confidence * (0.85 if root.role == "cascade" else 1.0)
    t = TYPES[root.type]
    rank, node = _culprit(root, live, findings)
    verdict = Verdict(t.id, t.category, round(confidence, 3), root.tier, root, _evidence(root, findings), cascade,
                      culprit_rank=rank, culprit_node=node or job_node)
    return replace(verdict, summary=summarize(verdict))


def _pick_root(live: list[Finding]) -> Finding:
    """Strongest class first; then own lines over launcher copies; then the earliest. A log is in time
    order, so lines without a timestamp are ordered by position within their file; across files an
    untimed line cannot be ordered against others, and the more specific rule (priority) decides."""
    top = max(strength(f) for f in live)
    candidates = [f for f in live if strength(f) == top]
    candidates = [f for f in candidates if not _is_copy(f)] or candidates
    timed = [f for f in candidates if _when(f)[0] is False]
    first_in_file: dict[str, Finding] = {}
    for f in sorted((f for f in candidates if _when(f)[0] is True), key=_position):
        first_in_file.setdefault(f.line.file, f)
    best = min(timed, key=lambda f: (_when(f), -f.priority, _position(f)), default=None)
    if best is not None:  # within one stream of one file, of two errors with one time the first came first
        first = min((f for f in timed if (f.line.file, f.line.stream) == (best.line.file, best.line.stream)
                     and _when(f) == _when(best)), key=_position)
        best = first if first.type != best.type else best
        best = _unorderable_rival(best, timed) or best
    for f in sorted(first_in_file.values(), key=lambda f: (-f.priority, _position(f))):
        if best is None or _untimed_first(f, best):
            best = f
    best = _best_evidence_of_incident(best, candidates)
    return _earlier_cause(best, live) or best


def _unorderable_rival(best: Finding, timed: list[Finding]) -> Finding | None:
    """A line whose stamp is inherited happened at or after it, however long after: another file's line with its
    own later stamp may have come first. Such a pair cannot be ordered by time, so, as for untimed lines, the more
    specific rule decides (a peer's "remote process exited" traceback, stamped only by its last step line, against
    the CUDA error of the rank that died)."""
    if not _inherited(best):
        return None
    rivals = [f for f in timed if not _inherited(f) and f.line.file != best.line.file and f.priority > best.priority]
    return min(rivals, key=lambda f: (_when(f), -f.priority, _position(f)), default=None)


def _mismatched_collectives(root: Finding, live: list[Finding]) -> Finding | None:
    """A collective timeout whose ranks waited in different collectives under one sequence number, as the
    configuration error it shows: the watchdog line of the rank in the odd one out (the collective fewest ranks
    waited in; the earliest of equals)."""
    if root.type != "nccl_timeout":
        return None
    by_seq: dict[str, dict[str, list[Finding]]] = {}
    for f in live:
        if m := _WORK_NCCL.search(f.line.message):
            by_seq.setdefault(m[1], {}).setdefault(m[2], []).append(f)
    odd = [min(ops.values(), key=lambda fs: (len(fs), min(map(_when, fs)))) for ops in by_seq.values() if len(ops) > 1]
    first = min((f for fs in odd for f in fs), key=lambda f: (_when(f), _position(f)), default=None)
    if first is None:
        return None
    return replace(first, type="config_error", role="root_cause", rule=MISMATCHED_COLLECTIVES, action=None)


def _earlier_cause(root: Finding, live: list[Finding]) -> Finding | None:
    """The first live finding, earlier on the root's process, of a type whose consequence the root is."""
    return min((f for f in live if _consequence_of(root, f)), key=_position, default=None)


def _consequence_of(f: Finding, cause: Finding) -> bool:
    """`f` follows `cause` on the same process and is of a type `cause` leads to."""
    return (f.type in _CONSEQUENCES.get(cause.type, ()) and f.line.file == cause.line.file
            and f.line.rank == cause.line.rank and f.line.lineno > cause.line.lineno)


def _best_evidence_of_incident(first: Finding, candidates: list[Finding]) -> Finding:
    """Lines of the same type on the same node within a short time are one incident (the kernel's Xid and
    the rank's CUDA error about it; `invoked oom-killer` and `Killed process`), and so are the lines of one
    message that spans lines (an exception whose text goes on in the next line): its most specific rule's
    line is the decisive one."""
    node = first.line.node
    same = [f for f in candidates if (f.type == first.type and node is not None and f.line.node == node
                                      and _close_in_time(f, first)) or _continues(f, first)]
    return min([first, *same], key=lambda f: (-f.priority, _when(f), _position(f)))


def _continues(f: Finding, first: Finding) -> bool:
    """`f` goes on `first`'s message, in the same file and stream, with no time of its own: on the next line, or
    within a few lines when `first` ends with a colon (a wrapper such as Ray's "failed to import on the worker
    ...:" announces the error it quotes below it)."""
    reach = _NEAR_LINES if first.line.message.rstrip().endswith(":") else 1
    return (f.line.file == first.line.file and 0 < f.line.lineno - first.line.lineno <= reach
            and (f.line.time is None or f.line.time_inherited) and f.line.rank == first.line.rank)


def _close_in_time(a: Finding, b: Finding) -> bool:
    """Within the incident window; an inherited stamp is only a lower bound, so it may be later still."""
    ta, tb = a.line.time or a.event.head.time, b.line.time or b.event.head.time
    if ta is None or tb is None:
        return True
    gap = (ta - tb).total_seconds()
    if gap < 0 and _inherited(a) or gap > 0 and _inherited(b):
        return True
    return abs(gap) <= _INCIDENT_SECONDS


def _inherited(f: Finding) -> bool:
    return f.line.time_inherited if f.line.time else f.event.head.time_inherited


def _untimed_first(untimed: Finding, other: Finding) -> bool:
    if untimed.line.file == other.line.file:
        return untimed.line.lineno < other.line.lineno
    return untimed.priority > other.priority


def _culprit(root: Finding, live: list[Finding], others: tuple[Finding, ...] = ()) -> tuple[int | None, str | None]:
    """The root line's rank and node. A job-level line that names neither is about the one process that other
    lines of its type name, or the first one killed the way its cause kills (see _died_of). Otherwise a
    neighbouring line of the same type, or a launcher's report of the process that died, may name what the root
    lacks (Slurm's NODE FAILURE banner is followed by `srun: error: Node failure on <node>`). A root line that
    still names neither, in a job whose live lines of its type and exits all name one process, is about that
    process; one that names no node, in a file whose torchrun failure report names one host for every failed
    worker, ran on that host."""
    rank, node = root.line.rank, root.line.node
    exits = _live_exits(others)
    if rank is None and node is None:
        rank, node = _died_of(root, live, exits)
    live = live + exits
    near = [f.line for f in live if (f.type == root.type or f.role == "exit") and f.line.file == root.line.file
            and abs(f.line.lineno - root.line.lineno) <= _NEAR_LINES]
    for line in sorted(near, key=lambda ln: abs(ln.lineno - root.line.lineno)):
        rank = line.rank if rank is None else rank
        node = line.node if node is None else node
    if rank is None and node is None:  # a job-level line (Slurm's oom_kill count): the one process it can be about
        rank, node = _one_process(f for f in live if f.type == root.type or f.role == "exit")
    if node is None:  # torchrun's failure report in the root's file names the host its failed workers ran on
        hosts = {f.line.node for f in others if f.event.kind == "report" and f.line.file == root.line.file}
        node = hosts.pop() if len(hosts) == 1 and None not in hosts else None
    return rank, node


def _died_of(root: Finding, live: list[Finding], exits: list[Finding]) -> tuple[int | None, str | None]:
    """The process a job-level root line is about: the one its type's other lines name, wherever they are; else
    the first to die the way its cause kills (an OOM-killed task beside the agents that exited after it)."""
    rank, node = _one_process(f for f in live if f.type == root.type)  # the root itself names no process
    if rank is None and node is None and root.type in _KILLED_BY:
        first = _first_to_die([f for f in exits if _KILLED_BY[root.type].search(f.line.message)])
        rank, node = (first.line.rank, first.line.node) if first else (None, None)
    return rank, node


def _live_exits(findings) -> list[Finding]:
    """The process exits the job did not go on from."""
    return [f for f in findings if f.role == "exit" and not f.event.survived]


def _first_to_die(exits: list[Finding]) -> Finding | None:
    """torchrun's "Root Cause (first observed failure)" entry is the launcher's own record of who died first; else
    the earliest exit by its own stamp, else by its place in its file (an untimed exit line such as srun's only
    inherits the stamp of whatever record came before it, a lower bound)."""
    def order(f: Finding) -> tuple:
        own = f.line.time if f.line.time is not None and not f.line.time_inherited else None
        return f.event.hint_rank is None, own is None, own or datetime.max, _position(f)
    return min(exits, key=order, default=None)


def _one_process(findings) -> tuple[int | None, str | None]:
    """The (rank, node) that all of `findings` naming a process name, or (None, None) if they name several."""
    named = {(f.line.rank, f.line.node) for f in findings} - {(None, None)}
    return named.pop() if len(named) == 1 else (None, None)


def _why_discounted(f: Finding, root: Finding) -> str:
    if f.event.survived:
        return "survived: its process went on normally after it"
    if f.role == "context":
        return "context only: never a root cause on its own"
    if f.role == "symptom":
        return "symptom: reports the failure of another process"
    if f.role == "exit":
        return "a process exit without a cause"
    if _consequence_of(f, root):
        return f"a consequence of the earlier {root.type}"
    if strength(f) < strength(root):
        if TYPES[root.type].hardware:
            return "software error outranked by hardware evidence"
        return "cascade: a consequence of the concrete error"
    return "later than the root cause"


def _evidence(root: Finding, findings: tuple[Finding, ...]) -> tuple[LogLine, ...]:
    """The decisive line, the rest of its event's message, then corroborating findings of its type."""
    lines = [root.line] + [ln for ln in root.event.key_lines if ln is not root.line]
    same = [f.line for f in findings if f.type == root.type and f is not root and not f.event.survived]
    seen, out = set(), []
    for ln in lines + sorted(same, key=lambda ln: (ln.time is None, ln.time or datetime.max)):
        if ln.where not in seen:
            seen.add(ln.where)
            out.append(ln)
    return tuple(out[:_MAX_EVIDENCE])


def _unknown(findings: tuple[Finding, ...], events: tuple[Event, ...]) -> Verdict:
    """No rule settles it: name the first process that died, if a launcher said so, and list the best
    candidate events for a person (or a later tier)."""
    matched = {id(f.event) for f in findings}
    candidates = sorted(
        (e for e in events if not e.survived and id(e) not in matched),
        key=lambda e: (_CANDIDATE_KINDS.get(e.kind, 9), e.head.time is None, e.head.time or datetime.max),
    )
    exits = _live_exits(findings)
    first_exit = _first_to_die(exits)
    cascade = tuple(Discounted(f, _why_discounted(f, f)) for f in findings if f is not first_exit)
    evidence = ((first_exit.line,) if first_exit else ()) + tuple(e.head for e in candidates[:_MAX_EVIDENCE])
    rank, node = _culprit(first_exit, exits) if first_exit else (None, None)
    verdict = Verdict(UNKNOWN.id, UNKNOWN.category, 0.0, "none", first_exit, evidence[:_MAX_EVIDENCE], cascade,
                      tuple(candidates[:10]), culprit_rank=rank, culprit_node=node)
    return replace(verdict, summary=summarize(verdict))


def decisive(verdict: Verdict) -> tuple[Event, LogLine] | None:
    """What identifies the failure (its signature is taken from this line): the decisive line; for an unknown,
    its best unexplained error first (a bare exit code says too little to group by)."""
    if verdict.type == UNKNOWN.id and verdict.candidates:
        return verdict.candidates[0], verdict.candidates[0].head
    return (verdict.root.event, verdict.root.line) if verdict.root else None


def failure_signature(verdict: Verdict) -> Signature | None:
    """The signature of the verdict's decisive line, redacted (it is stored, shown and confirmed)."""
    found = decisive(verdict)
    return signature_of(redact(found[1].message)) if found else None


def summarize(verdict: Verdict) -> str:
    """A one-line template summary of a rule verdict: what failed, where, when."""
    root = verdict.root
    if root is None:
        n = len(verdict.candidates)
        return f"No rule matched; {n} candidate error event{'s' if n != 1 else ''} listed for review."
    line = root.line
    rank, node = verdict.culprit_rank, verdict.culprit_node
    who = " ".join(p for p in (f"rank {rank}" if rank is not None else "", f"on {node}" if node else "") if p) \
        or "the job"
    when = f" at {line.time.isoformat(timespec='seconds')}" if line.time else ""
    message = redact(line.message.strip())  # the summary is printed and logged as it is (the Slurm hook's log)
    message = message if len(message) <= 160 else message[:157] + "..."
    if verdict.type == UNKNOWN.id:
        return f"No rule explains the failure; the first process to die was {who}{when} ({line.where}): {message}."
    ranks = {d.finding.line.rank for d in verdict.cascade if d.finding.line.rank is not None}
    tail = f"; {len(verdict.cascade)} other events on {len(ranks)} ranks discounted" if verdict.cascade else ""
    return f"{verdict.type}: {who}{when} ({line.where}): {message}{tail}."
