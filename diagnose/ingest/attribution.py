"""Infer the rank, node and time of a log line from its file path, launcher prefixes and content."""

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone

from diagnose.records import Event, FileScan, LogLine

YEARLESS = 1904  # glog and syslog stamps carry no year (the pipeline fills in the job's); a leap year, for Feb 29

# Paddle's launcher writes each rank to log/workerlog.<rank>.
_RANK_IN_PATH = re.compile(r"(?<![a-z])(?:rank|workerlog|worker|proc|process|task)[-_.]?0*(\d{1,6})(?=\D|$)", re.I)
_HOSTLIKE = re.compile(r"^(?:[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[a-z]+\d+[a-z0-9]*)(?:\.[a-z0-9.-]+)?$", re.I)
# File and folder names that look host-like but name a log, not a machine (slurm-1234.out, job-7/).
# A file named after a host: node-x, host-x, or a name with a digit (gpu-node-07, dgx12); never underscores.
_HOST_FILE = re.compile(r"^(?:(?:node|host)[-.]?[a-z0-9-]+|[a-z][a-z0-9-]*\d[a-z0-9-]*)$", re.I)
_NOT_HOSTS = re.compile(r"^(?:slurm|job|train|log|run|std|out|err|output|dmesg|syslog|kern|case|real|synthetic|attempt)",
                        re.I)

# Launcher prefixes, outermost first; each may be followed by the next.
# Host names have no underscores or capitals (RFC 952), which keeps `module_name.ErrorClass: ` out.
# DeepSpeed's pdsh runner names each host as its hostfile does, often by address.
_PDSH = re.compile(r"(?P<node>[a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z]+\d+[a-z0-9]*|\d{1,3}(?:\.\d{1,3}){3})"
                   r"(?:\.[a-z0-9-]+)*: ")
_SRUN_LABEL = re.compile(r"\s{0,3}(?P<rank>\d{1,5}): ")
_TORCHRUN = re.compile(r"\[rank(?P<rank>\d{1,5})\]:\s?")
_TORCHRUN_LOCAL = re.compile(r"\[default(?P<local>\d{1,5})\]:\s?")
# vLLM's multiprocessing executor names each worker process by its parallel ranks; with tensor parallelism alone
# (no _PP, _DP or _EP part) the TP rank is the worker's rank. Older releases named it "VllmWorker rank=N".
_VLLM_WORKER = re.compile(r"\((?:Worker_TP(?P<rank>\d{1,5})|VllmWorker rank=(?P<rank2>\d{1,5})) pid=\d+\)\s?")
# Ray prefixes a worker's output with its actor or task (older releases: the pid alone) and, off the head node, the
# node's address.
_RAY_WORKER = re.compile(r"\((?:[\w.:-]+ )?pid=\d+(?:, ip=(?P<node>[\d.]+))?\)\s?")
# Open MPI's --tag-output: `[jobid,rank]<stdout>:`, after the stamp --timestamp-output puts first.
_OMPI_TAG = re.compile(r"(?P<stamp>\d{4}-\d\d-\d\dT[\d:.]+Z?: )?\[\d+,(?P<rank>\d{1,6})\]<std(?:out|err)>:\s?")
# A host name starts with a letter or digit; a redacted one ("-:6015:6224 [1] NCCL ...") names no node.
# NCCL's WARN lines put the source file and line before "NCCL" (debug.cc).
_NCCL_HOST = re.compile(r"(?P<node>[A-Za-z0-9][\w.-]*):\d+:\d+ \[\d+\] (?:[\w/.-]+:\d+ )?NCCL ")
_RANK_IN_TEXT = re.compile(
    r"\[Rank (?P<rank>\d+)\]|\brank[ =:]+(?P<rank2>\d+)\b(?! *\()|srun: error: [\w.-]+: task (?P<rank3>\d+):"
    r"|\bprocess (?P<rank4>\d+) terminated with (?:signal|exit code)"  # torch.multiprocessing.spawn
    # ProcessGroupNCCL names the rank that fetches the communicator's id; a JAX/TSL task id is the process index (a
    # device's name, ".../task:0/device:GPU:0", and a single process's job "localhost" name none).
    r"|(?:^|: )\[(?P<rank5>\d+)\] is setting up NCCL communicator"
    r"|/job:(?!localhost/)\w+/replica:\d+/task:(?P<rank6>\d+)(?![\d/])", re.I)
# Slurm's "*** JOB n ON host CANCELLED" banner names the batch host, not a culprit: it is not used.
# A STEP/JOB banner names the node its slurmstepd ran on, except that for NODE FAILURE that is the batch
# host, not the node that failed (srun names that one in its own line).
_NODE_IN_TEXT = re.compile(
    r"srun: error: (?P<node>[\w.-]+): tasks? \d|[Nn]ode failure on (?P<node2>[\w.-]+)"
    r"|\bhost(?:name)?\s*[:=]\s*(?!127\.|0\.0\.0\.0\b|localhost\b)(?P<node3>[\w.-]+)"  # a loopback is no node
    r"|\*\*\* (?:JOB|STEP) \S+ ON (?P<node4>[\w.-]+) CANCELLED AT \S+(?: DUE TO (?!NODE FAILURE)[A-Z ]+)? \*\*\*"
    r"|\band ip: (?P<node5>[\d.]+) has been marked dead|Caught signal \w+ on (?P<node6>[\w.-]+):"
    r"|[Tt]he node '(?P<node7>[\w.-]+?)_\d+_\d+'"  # a torchrun rendezvous participant: host_pid_n
)
# Searching a long line for these alternations is most of the cost of attributing it, so a line without any of
# the literals each branch needs is skipped (every branch above has one of them; casefold for _RANK_IN_TEXT's re.I).
_RANK_LITERALS = ("rank", "srun: error: ", "terminated with", "is setting up nccl communicator", "/task:")
_NODE_LITERALS = ("srun: error: ", "ode failure on ", "host", "*** ", "and ip: ", "Caught signal ", "he node '")

_MONTHS = {m: i for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(), 1)}
_ISO = re.compile(
    r"(?P<y>\d{4})-(?P<mo>\d{2})-(?P<d>\d{2})[T _](?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2})"
    r"(?:[.,](?P<f>\d{1,9}))?(?P<tz>Z|[+-]\d{2}:?\d{2})?"
)
_GLOG = re.compile(r"^\[?[IWEF](?P<mo>\d{1,2})(?P<d>\d{2}) (?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2})(?:\.(?P<f>\d{1,9}))?")
_MONTH = r"(?P<mon>" + "|".join(_MONTHS) + ")"  # only a month name: `_MONTHS[mon]` must not fail
_DMESG_T = re.compile(
    r"^\[\w{3} " + _MONTH + r" +(?P<d>\d{1,2}) (?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2}) (?P<y>\d{4})\]"
)
_SYSLOG = re.compile(
    "^" + _MONTH + r" +(?P<d>\d{1,2}) (?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2})(?:\.\d+)?Z? (?P<node>[\w.-]+) "
)
# A BMC event log as `ipmitool sel list` prints it: `  1a | 12/07/2026 | 05:12:33 | ...`. Its date is strftime's %x
# and its time %X %Z (older releases: %m/%d/%Y and %H:%M:%S), so a two-digit year and a 12-hour clock appear too.
_SEL = re.compile(
    r"^\s*[0-9a-fA-F]+ \| (?P<mo>\d{2})/(?P<d>\d{2})/(?P<y>\d{4}|\d{2}) \| "
    r"(?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2})(?: (?P<half>[AP]M))? "
)
_LEADING_STAMP = re.compile(
    r"^\s*\[?(?:\d{4}-\d{2}-\d{2}[T _]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?"
    r"|[IWEF]\d{3,4} \d{2}:\d{2}:\d{2}\.\d+[^\]]*|\s*\d+\.\d+|\w{3} \w{3} +\d+ [\d:]+ \d{4})\]?\s*"
)


@dataclass(frozen=True, slots=True)
class PathHints:
    """Rank and node that a file's path implies."""

    rank: int | None
    node: str | None


def hints_from_path(rel: str) -> PathHints:
    """Rank from the file name (`rank-3.log`, `worker_3.err`), node from a host-like folder or file name."""
    parts = rel.replace("\\", "/").split("/")
    m = _RANK_IN_PATH.search(parts[-1])
    node = next((p for p in reversed(parts[:-1]) if _is_host(p)), None)
    stem = parts[-1].split(".")[0]
    if node is None and not m and _HOST_FILE.match(stem) and _is_host(stem):
        node = stem  # a per-node file such as node-a.log or gpu-node-07.log
    return PathHints(int(m.group(1)) if m else None, node)


def _is_host(name: str) -> bool:
    return bool(_HOSTLIKE.match(name)) and not _NOT_HOSTS.match(name) and not _RANK_IN_PATH.search(name) \
        and not _JOB_ID_SUFFIX.search(name)


# Slurm's `%x-%j.out`: a job's name, then its id; no host's own number is that long.
_JOB_ID_SUFFIX = re.compile(r"[-_]\d{5,}$")


# A name that says it names a machine: node/host as a word (node-a, gpu-node-07, host3), or an IPv4 address
# (ip-10-42-8-10, the cloud's naming, or 10.42.8.10).
_SAYS_HOST = re.compile(r"(?:^|[-_.])(?:node|host)(?:$|[-_.\d])|^ip-\d+-\d+-\d+-\d+$|^\d+\.\d+\.\d+\.\d+$", re.I)


def backed_path_nodes(scans: Sequence[FileScan]) -> list[FileScan]:
    """The scans with each node that only a path suggested (llama3.log, exp3/, v2.log) taken back unless the
    job backs it: its logs name that host (in another file: a file cannot vouch for its own name), or a host of
    the same naming (gpu-node-07 beside a logged gpu-node-03), or the name says it is a machine (node-a,
    ip-10-42-8-10). A node taken back is None, so that recovery commands use a placeholder."""
    named = {n.lower() for s in scans for n in _nodes_in(s) if n != hints_from_path(s.file).node}
    known = named | {n.split(".")[0] for n in named}
    shapes = {_naming(n) for n in known}
    suggested = [hints_from_path(s.file).node for s in scans]
    unbacked = Counter(n for n in suggested if n and n.lower() not in known and _naming(n) not in shapes
                       and not _SAYS_HOST.search(n))
    out, noted = [], set()
    for s, node in zip(scans, suggested):
        if node not in unbacked:
            out.append(s)
            continue
        more = f" (nor in {unbacked[node] - 1} more files' paths)" if unbacked[node] > 1 else ""
        note = f"{s.file}: {node!r} in its path not taken as a node{more}: no log line names such a host"
        out.append(_renamed_nodes(s, {node: None}, () if node in noted else (note,)))
        noted.add(node)
    return out


def _nodes_in(scan: FileScan) -> set[str]:
    """The nodes a file's lines, head and processes name (its own path's suggestion included, when it used it)."""
    lines = {ln.node for e in scan.events for ln in e.lines}
    return {n for n in (scan.node, *lines, *(p.node for p in scan.processes)) if n}


def _job_nodes(scans: Sequence[FileScan]) -> set[str]:
    return {n for s in scans for n in _nodes_in(s)}


def sole_node(scans: Sequence[FileScan]) -> str | None:
    """The one node a job's logs name, if they name exactly one (a banner, a prompt, srun's word on its task): a
    job that names one node ran its processes there."""
    nodes = _job_nodes(scans)
    return nodes.pop() if len(nodes) == 1 else None


def _naming(node: str) -> str:
    """A node name's scheme: numbers and a trailing one- or two-letter index are the node's own part."""
    return re.sub(r"(?<=[-_])[a-z]{1,2}$", "@", re.sub(r"\d+", "#", node.split(".")[0].lower()))


_IPV4 = re.compile(r"^\d+\.\d+\.\d+\.\d+$")


def short_node_names(scans: Sequence[FileScan]) -> list[FileScan]:
    """The scans with each fully qualified node name that the job also names by its short name (torchrun's error
    summary prints socket.getfqdn(), Slurm and most banners the short name) replaced by the short one, so that one
    node has one name; a name the job only gives in full stays as it is."""
    named = _job_nodes(scans)
    short = {n.lower(): n for n in named if "." not in n}
    qualified = {n: short.get(n.split(".")[0].lower()) for n in named if "." in n and not _IPV4.match(n)}
    rename = {n: s for n, s in qualified.items() if s is not None}
    return [_renamed_nodes(s, rename) for s in scans] if rename else list(scans)


def _renamed_nodes(scan: FileScan, rename: dict[str, str | None], notes: tuple[str, ...] = ()) -> FileScan:
    """The scan with its nodes renamed; a process whose node is renamed to None is dropped."""
    def line(ln: LogLine) -> LogLine:
        return replace(ln, node=rename[ln.node]) if ln.node in rename else ln

    events = tuple(replace(e, lines=tuple(map(line, e.lines))) for e in scan.events)
    processes = tuple(replace(p, node=rename[p.node]) if p.node in rename else p for p in scan.processes
                      if p.node not in rename or rename[p.node] is not None)
    return replace(scan, events=events, node=rename.get(scan.node, scan.node), processes=processes,
                   notes=scan.notes + notes)


def attribute_line(raw: str, *, file: str, lineno: int, hints: PathHints) -> LogLine:
    """Strip launcher prefixes and timestamps from a raw line; infer its rank, node and time."""
    node, rank, local, rest = _prefixes(raw)
    stream = _stream(node, rank, local)
    time = parse_time(rest)
    syslog = _SYSLOG.match(rest)
    if syslog:
        node = node or syslog.group("node")
    message = _strip_stamp(rest)
    rank = rank if rank is not None else _rank_in_text(message, hints)
    if node is None or _IPV4.match(node):  # a host's name over the address a launcher knew it by
        node = _node_in_text(message) or node or hints.node
    return LogLine(file, lineno, raw, message, rank, node, time, stream, local)


def stream_of(raw: str) -> str:
    """The output stream a raw line belongs to (LogLine.stream), from its launcher prefixes alone: cheaper than
    attribute_line, which also reads the line's time, rank and node from its text."""
    return _stream(*_prefixes(raw)[:3])


def _prefixes(raw: str) -> tuple[str | None, int | None, int | None, str]:
    """The node (pdsh `node: `), global and local rank a line's launcher prefixes name, and the rest of it."""
    node, rest = None, raw
    m = _PDSH.match(rest)
    if m and not rest.startswith(("Traceback", "File ")):
        # A Slurm with several slurmd per host logs as `slurmstepd-<NodeName>: ` (slurmstepd.c sets its argv0 so)
        node, rest = m.group("node").removeprefix("slurmstepd-"), rest[m.end():]
    m = _RAY_WORKER.match(rest)
    if m and not _VLLM_WORKER.match(rest):
        node, rest = node or m.group("node"), rest[m.end():]
    rank, local, rest = _launcher_ranks(rest)
    return node, rank, local, rest


def _stream(node: str | None, rank: int | None, local: int | None) -> str:
    return f"{node or ''}|{'' if rank is None else rank}|{'' if local is None else local}"


def _launcher_ranks(text: str) -> tuple[int | None, int | None, str]:
    """Global rank (`12: `, `[rank12]:`, vLLM's `(Worker_TP3 pid=…)`) and local rank (`[default4]:`) prefixes, in
    any nesting."""
    rank = local = None
    for _ in range(3):
        m = _SRUN_LABEL.match(text) or _TORCHRUN.match(text) or _VLLM_WORKER.match(text)
        if m:
            rank, text = int(m.group("rank") or m.group("rank2")), text[m.end():]
            continue
        m = _OMPI_TAG.match(text)
        if m:
            stamp = m.group("stamp")
            rank, text = int(m.group("rank")), (stamp[:-2] + " " if stamp else "") + text[m.end():]
            continue
        m = _TORCHRUN_LOCAL.match(text)
        if not m:
            break
        local, text = int(m.group("local")), text[m.end():]
    return rank, local, text


def _strip_stamp(text: str) -> str:
    m = _SYSLOG.match(text)
    if m:
        return text[m.end():]
    m = _LEADING_STAMP.match(text)
    return text[m.end():] if m else text


def _rank_in_text(message: str, hints: PathHints) -> int | None:
    if hints.rank is not None:
        return hints.rank
    folded = message.casefold()
    m = _RANK_IN_TEXT.search(message) if any(w in folded for w in _RANK_LITERALS) else None
    if not m:
        return None
    return int(next(g for g in m.groups() if g is not None))


def _node_in_text(message: str) -> str | None:
    m = _NCCL_HOST.match(message) or (_NODE_IN_TEXT.search(message) if any(w in message for w in _NODE_LITERALS)
                                      else None)
    if not m:
        return None
    return next(v for k, v in m.groupdict().items() if v)


# The lines of a file's head that name its node, in order of trust. Each pattern reads one line (`[^\S\n]` is
# whitespace within the line), so a compiled set can find the lines and Python reads only those.
NODE_LINES = (
    r"^(?:\[\w+\]:[^\S\n]*)?(?P<node>[A-Za-z0-9][\w.-]*):\d+:\d+ \[\d+\] (?:[\w/.-]+:\d+ )?NCCL ",  # INFO, WARN
    r"(?i)^(?:[\w\[\]: -]*?)\bhost(?:name)?[^\S\n]*[:=][^\S\n]*(?P<node>[A-Za-z][\w.-]+)[^\S\n]*$",
    r"^[A-Z][a-z]{2} +\d{1,2} [\d:]{8} (?P<node>[\w.-]+) kernel:",
    r"^(?:\([\w.-]+\) )?[\w.-]+@(?P<node>[A-Za-z][\w.-]*)[ :~]",  # a shell prompt user@host, after a conda env
    r"\b[Rr]unning on (?:host |node )?(?P<node>[A-Za-z][\w.-]*\d[\w.-]*)[^\S\n]*$",
    r"executed on host\(s\) <(?:\d+\*)?(?P<node>[\w.-]+)>|^Exec host:[^\S\n]+(?P<node2>[\w.-]+)/",
    r"JobEnvironment\(job_id=[\w-]+, hostname=(?P<node>[\w.-]+),",  # submitit's first log line
    # a job script's banner: `echo "Node: $(hostname)"`, `echo "Nodelist = $SLURM_JOB_NODELIST"` on one node
    r"(?i)^[^\S\n]*(?:node|nodelist|node ?name)[^\S\n]*[:=][^\S\n]*(?P<node>[A-Za-z][\w.-]*)[^\S\n]*$",
    # the same banner with more of the job's settings on its line: `Partition = gpu, Nodelist = amp008`
    r"(?i), node ?list[^\S\n]*[:=][^\S\n]*(?P<node>[A-Za-z][\w.-]*)[^\S\n]*(?:,|$)",
)
_CONTENT_NODE = tuple(re.compile(p, re.MULTILINE) for p in NODE_LINES)


def node_from_content(text: str) -> str | None:
    """The one node the head of a file names (NCCL INFO prefix, `hostname:`, syslog); None if several. `text` is
    the head, or only its lines that match some NODE_LINES pattern (the others cannot change the answer)."""
    for rx in _CONTENT_NODE:
        nodes = {next(v for v in m.groups() if v) for m in rx.finditer(text)}
        if nodes:
            return nodes.pop() if len(nodes) == 1 else None
    return None


def parse_time(text: str) -> datetime | None:
    """The first timestamp in the common shapes, as naive UTC; year YEARLESS when the stamp has none."""
    head = text[:128]
    for rx, build in ((_ISO, _from_iso), (_GLOG, _from_glog), (_DMESG_T, _from_named_month),
                      (_SYSLOG, _from_named_month), (_SEL, _from_sel)):
        m = rx.match(head) if rx is not _ISO else rx.search(head)
        if m:
            try:
                return build(m)
            except (ValueError, OverflowError):  # no such date; or an offset moves it past year 1 or 9999
                return None
    return None


def _from_iso(m: re.Match) -> datetime:
    g = m.groupdict()
    micro = int((g["f"] or "0")[:6].ljust(6, "0"))
    t = datetime(int(g["y"]), int(g["mo"]), int(g["d"]), int(g["h"]), int(g["mi"]), int(g["s"]), micro)
    tz = g["tz"]
    if tz and tz != "Z":
        sign = 1 if tz[0] == "+" else -1
        hours, minutes = int(tz[1:3]), int(tz[-2:])
        offset = sign * (hours * 60 + minutes)
        t = t.replace(tzinfo=timezone.utc).astimezone(timezone.utc) - _minutes(offset)
    return t.replace(tzinfo=None)


def _minutes(n: int):
    from datetime import timedelta

    return timedelta(minutes=n)


def _from_glog(m: re.Match) -> datetime:
    g = m.groupdict()
    micro = int((g["f"] or "0")[:6].ljust(6, "0"))
    return datetime(YEARLESS, int(g["mo"]), int(g["d"]), int(g["h"]), int(g["mi"]), int(g["s"]), micro)


def _from_named_month(m: re.Match) -> datetime:
    g = m.groupdict()
    year = int(g.get("y") or YEARLESS)
    return datetime(year, _MONTHS[g["mon"]], int(g["d"]), int(g["h"]), int(g["mi"]), int(g["s"]))


def _from_sel(m: re.Match) -> datetime:
    g = m.groupdict()
    year = int(g["y"]) + (2000 if len(g["y"]) == 2 else 0)
    hour = int(g["h"])
    if g["half"]:
        hour = hour % 12 + (12 if g["half"] == "PM" else 0)
    return datetime(year, int(g["mo"]), int(g["d"]), hour, int(g["mi"]), int(g["s"]))


@dataclass(frozen=True, slots=True)
class Process:
    """A training process as the head of a log describes it: its rank, node, pid and GPU's PCI bus."""

    rank: int | None
    node: str | None
    pid: int | None = None
    bus: str | None = None  # "1b:00": PCI bus and device of its GPU
    local_rank: int | None = None


# A start-up line that may describe its process; one line, like NODE_LINES.
PROCESS_LINE = r"^.{0,300}(?:NCCL INFO|\bhost(?:name)?[^\S\n]*[:=]|\blocal_?rank[=: ]|\brunning on ).{0,400}$"
PROCESS_LINES = re.compile(PROCESS_LINE.encode(), re.MULTILINE)
_RUNNING_ON = re.compile(r"\b[Rr]unning on (?:host |node )?(?P<node>[A-Za-z][\w.-]*)")
_NCCL_PREFIX = re.compile(r"(?P<node>[A-Za-z0-9][\w.-]*):(?P<pid>\d+):\d+ \[\d+\] NCCL INFO")
_NCCL_RANK = re.compile(r"\brank (\d+) nr?[Rr]anks\b|\brank[=:] ?(\d+)\b|\brank (\d+)/\d+")
_LOCAL_RANK = re.compile(r"\blocal_?[Rr]ank[=: ]+(\d+)\b")
_NCCL_BUS = re.compile(r"\bbusId ([0-9a-fA-F]{1,9})\b")
_PID_IN_TEXT = re.compile(r"\bpid[=: ]+(\d+)|\bKilled process (\d+)|\(pid: (\d+)\)")
_PCI_IN_TEXT = re.compile(r"PCI:[0-9a-fA-F]{4}:([0-9a-fA-F]{2}):([0-9a-fA-F]{2})|Xid \([0-9a-fA-F]{4}:([0-9a-fA-F]{2}):([0-9a-fA-F]{2})")


def process_of(line: LogLine) -> Process | None:
    """What a start-up line (NCCL INFO with its host:pid prefix, `hostname: x`) says about its process."""
    m = _NCCL_PREFIX.search(line.message)
    rank_m, local = _NCCL_RANK.search(line.message), _local_rank_in_text(line.message)
    rank = int(next(g for g in rank_m.groups() if g)) if rank_m else line.rank
    local = local if local is not None else line.local_rank
    if m:
        bus_m = _NCCL_BUS.search(line.message)
        bus = _bus_of_nccl(bus_m.group(1)) if bus_m else None
        return Process(rank, m.group("node"), int(m.group("pid")), bus, local)
    running = _RUNNING_ON.search(line.message)
    node = running.group("node") if running else line.node
    return Process(rank, node, local_rank=local) if node and rank is not None else None


def reported_processes(scans: Sequence[FileScan]) -> list[Process]:
    """The failed workers torchrun's failure report names: an entry gives its rank and host before the
    `exitcode : -9 (pid: N)` line, which the agent's own `failed (exitcode: -9) local_rank: 4 (pid: N)` repeats
    with the pid alone."""
    out = []
    for line in (ln for s in scans for e in s.events if e.kind == "report" for ln in e.lines):
        pid = _pid_in_text(line.message)
        if pid is not None and line.rank is not None and line.node:
            out.append(Process(line.rank, line.node, pid))
    return out


def sole_process_rank(scans: Sequence[FileScan], processes: Sequence[Process]) -> list[FileScan]:
    """The scans with rank 0 given to the traceback lines that name no rank, in a job on one node whose every
    rank-naming line and start-up process names rank 0: such a job ran one training process (torchrun with one
    worker, or a plain script beside a rank-0 banner), so its tracebacks are that process's."""
    ranks = {p.rank for p in processes} | {ln.rank for s in scans for e in s.events for ln in e.lines}
    if ranks - {None} != {0} or len(_job_nodes(scans)) > 1:
        return list(scans)

    def owned(event: Event) -> Event:
        if event.kind not in _PROCESS_OUTPUT or all(ln.rank is not None for ln in event.lines):
            return event
        return replace(event, lines=tuple(ln if ln.rank is not None else replace(ln, rank=0) for ln in event.lines))

    return [replace(s, events=tuple(map(owned, s.events))) for s in scans]


# The event kinds a training process writes itself; a one-line error may be the scheduler's or the kernel's.
_PROCESS_OUTPUT = frozenset({"traceback", "cpp_terminate"})


def _pid_in_text(message: str) -> int | None:
    m = _PID_IN_TEXT.search(message)
    return next((int(g) for g in m.groups() if g), None) if m else None


def _local_rank_in_text(message: str) -> int | None:
    """The local rank a line names about its process: a launcher's `--local_rank=4` (DeepSpeed's launcher prints
    the command of the worker it lost), torchrun's `local_rank: 2 (pid: …)`."""
    m = _LOCAL_RANK.search(message)
    return int(m.group(1)) if m else None


def _bus_of_nccl(bus_id: str) -> str:
    # NCCL prints the PCI address "dddd:bb:dd.f" with the separators dropped, as hex without leading zeros.
    digits = bus_id.lower().rjust(9, "0")
    return f"{digits[4:6]}:{digits[6:8]}"


@dataclass(frozen=True, slots=True)
class ProcessMap:
    """Job-wide lookups that fill in a line's missing rank or node."""

    node_of_rank: dict[int, str]
    rank_of_pid: dict[tuple[str | None, int], int]  # (node, pid), and (None, pid) when the pid is unique
    rank_of_bus: dict[tuple[str, str], int]
    rank_of_local: dict[tuple[str, int], int]

    @classmethod
    def build(cls, processes: list[Process]) -> "ProcessMap":
        node_of_rank, by_pid, by_bus, by_local = {}, {}, {}, {}
        for p in processes:
            if p.rank is None or p.node is None:
                continue
            node_of_rank.setdefault(p.rank, p.node)
            for table, key in ((by_pid, p.pid), (by_bus, p.bus), (by_local, p.local_rank)):
                if key is not None:
                    table.setdefault((p.node, key), p.rank)
        pids = Counter(pid for _, pid in by_pid)
        by_pid.update({(None, pid): rank for (_, pid), rank in list(by_pid.items()) if pids[pid] == 1})
        return cls(node_of_rank, by_pid, by_bus, by_local)

    def complete(self, line: LogLine) -> LogLine:
        """The line with its rank (from a pid or GPU bus on its node) and node (from its rank) filled in."""
        rank, node = line.rank, line.node
        if rank is None and node is not None:
            local = line.local_rank if line.local_rank is not None else _local_rank_in_text(line.message)
            rank = self.rank_of_local.get((node, local)) if local is not None else None
            rank = rank if rank is not None else self._rank_by_bus(node, line.message)
        if rank is None:
            rank = self._rank_by_pid(node, line.message)
        if node is None and rank is not None:
            node = self.node_of_rank.get(rank)
        if (rank, node) == (line.rank, line.node):
            return line
        return replace(line, rank=rank, node=node)

    def _rank_by_pid(self, node: str | None, message: str) -> int | None:
        pid = _pid_in_text(message)
        return self.rank_of_pid.get((node, pid)) if pid is not None else None

    def _rank_by_bus(self, node: str, message: str) -> int | None:
        m = _PCI_IN_TEXT.search(message)
        if not m:
            return None
        bus, dev = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        return self.rank_of_bus.get((node, f"{bus.lower()}:{dev.lower()}"))
