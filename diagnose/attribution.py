"""Infer the rank, node and time of a log line from its file path, launcher prefixes and content."""

import re
from dataclasses import dataclass
from datetime import datetime, timezone

from diagnose.types import LogLine

YEARLESS = 1900  # glog and syslog stamps carry no year; the pipeline fills in the job's year

_RANK_IN_PATH = re.compile(r"(?:rank|worker|proc|process|task)[-_.]?0*(\d+)(?=\D|$)", re.I)
_HOSTLIKE = re.compile(r"^(?:[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[a-z]+\d+[a-z0-9]*)(?:\.[a-z0-9.-]+)?$", re.I)
# File and folder names that look host-like but name a log, not a machine (slurm-1234.out, job-7/).
_NOT_HOSTS = re.compile(r"^(?:slurm|job|train|log|run|std|out|err|output|dmesg|syslog|kern|case|real|synthetic)", re.I)

# Launcher prefixes, outermost first; each may be followed by the next.
_PDSH = re.compile(r"(?P<node>[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[a-z]+\d+[a-z0-9]*)(?:\.[\w.-]+)?: ")
_SRUN_LABEL = re.compile(r"\s{0,3}(?P<rank>\d{1,5}): ")
_TORCHRUN = re.compile(r"\[(?:rank|default)(?P<rank>\d{1,5})\]:\s?")
_NCCL_HOST = re.compile(r"(?P<node>[\w.-]+):\d+:\d+ \[\d+\] NCCL ")
_RANK_IN_TEXT = re.compile(r"\[Rank (?P<rank>\d+)\]|\brank[ =:]+(?P<rank2>\d+)\b(?! *\()", re.I)
_NODE_IN_TEXT = re.compile(
    r"\bJOB \d+(?:\.\w+)? ON (?P<node>[\w.-]+) CANCELLED|srun: error: (?P<node2>[\w.-]+): task"
    r"|\bhost(?:name)?\s*[:=]\s*(?P<node3>[\w.-]+)|NODE (?P<node4>[\w.-]+) CANCELLED"
)

_MONTHS = {m: i for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(), 1)}
_ISO = re.compile(
    r"(?P<y>\d{4})-(?P<mo>\d{2})-(?P<d>\d{2})[T _](?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2})"
    r"(?:[.,](?P<f>\d{1,9}))?(?P<tz>Z|[+-]\d{2}:?\d{2})?"
)
_GLOG = re.compile(r"^\[?[IWEF](?P<mo>\d{1,2})(?P<d>\d{2}) (?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2})(?:\.(?P<f>\d{1,9}))?")
_DMESG_T = re.compile(
    r"^\[\w{3} (?P<mon>\w{3}) +(?P<d>\d{1,2}) (?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2}) (?P<y>\d{4})\]"
)
_SYSLOG = re.compile(
    r"^(?P<mon>[A-Z][a-z]{2}) +(?P<d>\d{1,2}) (?P<h>\d{2}):(?P<mi>\d{2}):(?P<s>\d{2}) (?P<node>[\w.-]+) "
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
    """Rank from the file name (`rank-3.log`, `worker_3.err`), node from a host-like folder name."""
    parts = rel.replace("\\", "/").split("/")
    m = _RANK_IN_PATH.search(parts[-1])
    node = next((p for p in reversed(parts[:-1]) if _is_host(p)), None)
    if node is None and not m and _is_host(parts[-1].split(".")[0]):
        node = parts[-1].split(".")[0]  # a per-node file such as node-a.log
    return PathHints(int(m.group(1)) if m else None, node)


def _is_host(name: str) -> bool:
    return bool(_HOSTLIKE.match(name)) and not _NOT_HOSTS.match(name) and not _RANK_IN_PATH.search(name)


def attribute_line(raw: str, *, file: str, lineno: int, hints: PathHints) -> LogLine:
    """Strip launcher prefixes and timestamps from a raw line; infer its rank, node and time."""
    rest, rank, node = raw, None, None
    m = _PDSH.match(rest)
    if m and not rest.startswith(("Traceback", "File ")):
        node, rest = m.group("node"), rest[m.end():]
    for prefix in (_SRUN_LABEL, _TORCHRUN, _SRUN_LABEL, _TORCHRUN):
        m = prefix.match(rest)
        if m:
            rank, rest = int(m.group("rank")), rest[m.end():]
    stream = f"{node or ''}|{'' if rank is None else rank}"
    time = parse_time(rest)
    syslog = _SYSLOG.match(rest)
    if syslog:
        node = node or syslog.group("node")
    message = _strip_stamp(rest)
    rank = rank if rank is not None else _rank_in_text(message, hints)
    node = node or _node_in_text(message) or hints.node
    return LogLine(file, lineno, raw, message, rank, node, time, stream)


def _strip_stamp(text: str) -> str:
    m = _SYSLOG.match(text)
    if m:
        return text[m.end():]
    m = _LEADING_STAMP.match(text)
    return text[m.end():] if m else text


def _rank_in_text(message: str, hints: PathHints) -> int | None:
    if hints.rank is not None:
        return hints.rank
    m = _RANK_IN_TEXT.search(message)
    if not m:
        return None
    return int(m.group("rank") or m.group("rank2"))


def _node_in_text(message: str) -> str | None:
    m = _NCCL_HOST.match(message) or _NODE_IN_TEXT.search(message)
    if not m:
        return None
    return next(v for k, v in m.groupdict().items() if v)


def node_from_content(text: str) -> str | None:
    """A node name stated in the head of a file (NCCL INFO prefix, `hostname:` line, syslog)."""
    for rx in (re.compile(r"(?m)^(?:\[\w+\]:\s*)?(?P<node>[\w.-]+):\d+:\d+ \[\d+\] NCCL "),
               re.compile(r"(?mi)^(?:[\w\[\]: -]*?)\bhost(?:name)?\s*[:=]\s*(?P<node>[A-Za-z][\w.-]+)\s*$"),
               re.compile(r"(?m)^[A-Z][a-z]{2} +\d{1,2} [\d:]{8} (?P<node>[\w.-]+) kernel:")):
        m = rx.search(text)
        if m:
            return m.group("node")
    return None


def parse_time(text: str) -> datetime | None:
    """The first timestamp in the common shapes, as naive UTC; year 1900 when the stamp has none."""
    head = text[:64]
    for rx, build in ((_ISO, _from_iso), (_GLOG, _from_glog), (_DMESG_T, _from_named_month),
                      (_SYSLOG, _from_named_month)):
        m = rx.match(head) if rx is not _ISO else rx.search(head)
        if m:
            try:
                return build(m)
            except ValueError:
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
