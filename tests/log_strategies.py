"""Hypothesis strategies that write log-shaped text: launcher prefixes, timestamps, tracebacks, C++
terminates, torchrun reports and noise, mixed so that the parsers' branches are all reached."""

from datetime import datetime, timedelta

from hypothesis import strategies as st

# Stamps in the shapes attribution.parse_time reads, from a datetime; each is (text, what it means).
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
DAYS = "Mon Tue Wed Thu Fri Sat Sun".split()

hosts = st.builds("{}{}".format, st.sampled_from(["gpu-node-", "dgx", "node-", "worker-1-"]), st.integers(0, 999))
ranks = st.integers(0, 4095)


@st.composite
def iso_stamps(draw) -> tuple[str, datetime]:
    """`2024-05-01T12:03:44.123+02:00` and its relatives; the meaning is the naive UTC time."""
    t = draw(st.datetimes(datetime(1000, 1, 2), datetime(9999, 12, 30)))
    sep = draw(st.sampled_from("T _"))
    digits = draw(st.sampled_from([0, 3, 6, 9]))
    frac = "" if digits == 0 else draw(st.sampled_from(".,")) + f"{t.microsecond:06d}000"[:digits]
    meant = t.replace(microsecond=int(frac[1:7].ljust(6, "0")) if frac else 0)
    offset = draw(st.none() | st.integers(-14 * 60, 14 * 60))
    tz = "" if offset is None else draw(st.sampled_from(["", "Z", "+", "+:"]))
    if tz.startswith("+"):
        sign, hm = ("-" if offset < 0 else "+"), divmod(abs(offset), 60)
        tz = f"{sign}{hm[0]:02d}{':' if tz == '+:' else ''}{hm[1]:02d}"
        meant -= timedelta(minutes=offset)
    return f"{t:%Y-%m-%d}{sep}{t:%H:%M:%S}{frac}{tz}", meant


@st.composite
def glog_stamps(draw) -> tuple[str, datetime]:
    """`E0501 12:03:44.123456 1234 file.cc:10]`: no year (the leap year 1904 stands in)."""
    t = draw(st.datetimes(datetime(1904, 1, 1), datetime(1904, 12, 31, 23, 59, 59)))
    level = draw(st.sampled_from("IWEF"))
    return f"{level}{t:%m%d %H:%M:%S}.{t.microsecond:06d} 4412 file.cc:10]", t


@st.composite
def dmesg_stamps(draw) -> tuple[str, datetime]:
    """`dmesg -T`: `[Wed May  1 12:03:44 2024]`."""
    t = draw(st.datetimes(datetime(1000, 1, 1), datetime(9999, 12, 31)).map(lambda d: d.replace(microsecond=0)))
    return f"[{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {t.year}]", t


@st.composite
def syslog_stamps(draw) -> tuple[str, datetime]:
    """`May  1 12:03:44 gpu-node-1 kernel:`: no year."""
    t = draw(st.datetimes(datetime(1904, 1, 1), datetime(1904, 12, 31, 23, 59, 59)))
    t = t.replace(microsecond=0)
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S} {draw(hosts)} kernel:", t


@st.composite
def sel_stamps(draw) -> tuple[str, datetime]:
    """A BMC event log line, `  1a | 12/07/2026 | 05:12:33 |`, as old and new ipmitool releases print it."""
    t = draw(st.datetimes(datetime(2000, 1, 1), datetime(2099, 12, 31)).map(lambda d: d.replace(microsecond=0)))
    date = t.strftime(draw(st.sampled_from(["%m/%d/%Y", "%m/%d/%y"])))
    clock = t.strftime(draw(st.sampled_from(["%H:%M:%S", "%H:%M:%S UTC", "%I:%M:%S %p UTC"])))
    return f"{draw(st.integers(1, 0xffff)):4x} | {date} | {clock} | Memory #0x02 |", t


stamps = st.one_of(iso_stamps(), glog_stamps(), dmesg_stamps(), syslog_stamps(), sel_stamps())

# Stamp-shaped text with any digits and names in it: dates that do not exist, months that are not months.
stamp_like = st.one_of(
    st.from_regex(r"\A\d{4}-\d{2}-\d{2}[T _]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?"),
    st.from_regex(r"\A\[?[IWEF]\d{3,4} \d{2}:\d{2}:\d{2}(?:\.\d{1,9})?"),
    st.from_regex(r"\A\[\w{3} \w{3} +\d{1,2} \d{2}:\d{2}:\d{2} \d{4}\]"),
    st.from_regex(r"\A[A-Z][a-z]{2} +\d{1,2} \d{2}:\d{2}:\d{2}(?:\.\d+)?Z? [\w.-]+ "),
    st.from_regex(r"\A *[0-9a-f]+ \| \d{2}/\d{2}/\d{2,4} \| \d{2}:\d{2}:\d{2}(?: [AP]M)? "),
)

prefixes = st.one_of(
    st.just(""),
    hosts.map(lambda h: f"{h}: "),
    ranks.map(lambda r: f"{r}: "),
    ranks.map(lambda r: f"[rank{r}]: "),
    st.integers(0, 7).map(lambda r: f"[default{r}]:"),
    st.tuples(hosts, st.integers(0, 7)).map(lambda t: f"{t[0]}: [default{t[1]}]: "),
)

messages = st.one_of(
    st.sampled_from([
        "Traceback (most recent call last):",
        '  File "/workspace/train.py", line 42, in <module>',
        "    main()",
        "KeyError: 'labels'",
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
        "RuntimeError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error",
        "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
        "The above exception was the direct cause of the following exception:",
        "During handling of the above exception, another exception occurred:",
        "Original Traceback (most recent call last):",
        "terminate called after throwing an instance of 'c10::DistBackendError'",
        "  what():  [PG 0 Rank 3] Watchdog caught collective operation timeout",
        "Root Cause (first observed failure):",
        "Failures:",
        "  rank      : 3 (local_rank: 3)",
        "  exitcode  : -6 (pid: 4412)",
        "=" * 40,
        "ERROR: something failed",
        "NCCL WARN NET/IB : Got completion with error 12",
        "NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.",
        "srun: error: gpu-node-3: task 9: Exited with exit code 1",
        " iteration      100/  1000 | lm loss: 7.1",
        "{'loss': 1.25, 'learning_rate': 1e-05, 'epoch': 0.5}",
        "hostname: gpu-node-7",
        "gpu-node-7:4412:4500 [3] NCCL INFO rank 3 nranks 16 busId 1b000",
        "INFO: all good",
        "",
        "   ",
    ]),
    st.text(st.characters(codec="utf-8", exclude_characters="\n\x00"), max_size=60)  # NUL: a binary file,
)


@st.composite
def log_lines(draw) -> str:
    """One raw line: a launcher prefix, maybe a stamp, then a message."""
    stamp = draw(st.none() | stamps.map(lambda s: s[0] + " "))
    return draw(prefixes) + (stamp or "") + draw(messages)


logs = st.lists(log_lines(), max_size=40)
