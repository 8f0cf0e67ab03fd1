"""Hostile inputs: what an operator or an adversary can hand diagnose, each run as `python -m diagnose` in a
subprocess. Prints one row per input: its kind, the outcome (the verdict or the one error line, and the exit
status), the wall time and the peak RSS summed over the whole process tree (psutil, sampled every 20 ms).

    python -m eval.bench_hostile            # the small inputs: a few minutes
    python -m eval.bench_hostile --big      # also 100 MB and 400 MB lines, a 300 MB \\r-only log, 10k files, bombs

A row is flagged when a traceback reached stderr, when a command ran past its limit, or when the outcome
differs from what the row expects. Running as root, the permission cases run under
`setpriv --bounding-set -dac_override,-dac_read_search` so that file modes bind root as they bind a user.
"""

import argparse
import gzip
import json
import lzma
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import zstandard

REPO = Path(__file__).resolve().parent.parent
ERROR = "RuntimeError: CUDA error: an illegal memory access was encountered\n"
XID = "NVRM: Xid (PCI:0000:2b:00): 79, pid=1234, name=python, GPU has fallen off the bus.\n"
PROGRESS = "".join(f"step {i} loss 2.{i % 10} lr 1e-4\n" for i in range(2000))
NO_ROOT_OVERRIDE = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]


@dataclass
class Run:
    """One command: arguments after `python -m diagnose`, and how it is fed."""

    args: list[str]
    expect: str  # a word the outcome must contain
    cwd: Path | None = None
    fifo_text: bytes | None = None  # written into args[0] (a FIFO) once the command runs
    shell: str | None = None  # run through bash instead (process substitution)
    unprivileged: bool = False  # without root's permission override
    after: Callable[[subprocess.Popen], str] | None = None  # a check while the command runs; its word is the outcome


@dataclass
class Result:
    kind: str
    outcome: str
    rc: int | None
    seconds: float
    peak_mib: float
    flags: list[str] = field(default_factory=list)


def job_args(path: Path | str, *extra: str) -> list[str]:
    return [str(path), "--json", "--tiers", "rule", "--no-record", *extra]


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def long_line_file(path: Path, size: int, tail: str, filler: bytes = b"x") -> Path:
    """`size` bytes without a newline, then `tail`: written in pieces, never held whole."""
    block = filler * (1 << 20)
    with path.open("wb") as f:
        for _ in range(size >> 20):
            f.write(block)
        f.write(b"\n" + tail.encode())
    return path


def tqdm_file(path: Path, size: int) -> Path:
    """A progress bar redrawn with \\r only, then the error: one `line` of `size` bytes to a newline counter."""
    frame = "".join(f"\r  {i % 100:3d}%|{'#' * (i % 50):<50}| {i}/1000000 [00:{i % 60:02d}<01:00, 9.1it/s]"
                    for i in range(4096)).encode()
    with path.open("wb") as f:
        for _ in range(size // len(frame)):
            f.write(frame)
        f.write(b"\r" + ERROR.encode())
    return path


def compressed_bomb(path: Path, size: int, byte: bytes) -> Path:
    """`size` bytes of one byte value, compressed with zstd as it is written (a few KB on disk)."""
    with path.open("wb") as f, zstandard.ZstdCompressor().stream_writer(f) as w:
        block = byte * (1 << 20)
        for _ in range(size >> 20):
            w.write(block)
    return path


def truncated(path: Path, data: bytes) -> Path:
    return write(path, data[: len(data) * 2 // 3])


def small_cases(t: Path) -> dict[str, Run]:
    """The inputs of the issue and a few more, each small enough for seconds."""
    text = (PROGRESS + ERROR + "".join(f"{i:08x} padding after the error\n" for i in range(60000))).encode()
    cases = {
        "plain job (baseline)": Run(job_args(write(t / "plain/rank-0.log", PROGRESS + ERROR).parent), "cuda_error"),
        "binary file in a job": Run(job_args(_job(t / "binary", {"core.bin": os.urandom(1 << 16).replace(b"\n", b"")
                                                                + b"\x00" * 64})), "cuda_error"),
        "NUL bytes mid-log": Run(job_args(write(t / "nul/rank-0.log", PROGRESS.encode() + b"\x00\x00garbage\x00\n"
                                                + ERROR.encode()).parent), "cuda_error"),
        "invalid UTF-8": Run(job_args(write(t / "utf8/rank-0.log", b"caf\xe9 \xff\xfe\xc3\x28\n" + ERROR.encode())
                                      .parent), "cuda_error"),
        "2 MB single line, error after it": Run(job_args(long_line_file(_dir(t / "line2m") / "rank-0.log", 2 << 20,
                                                                        ERROR).parent), "cuda_error"),
        "truncated .gz (small)": Run(job_args(truncated(t / "tgz/rank-0.log.gz", gzip.compress(text)).parent),
                                     "cuda_error"),
        "truncated .zst (small)": Run(job_args(truncated(t / "tzst/rank-0.log.zst",
                                                         zstandard.ZstdCompressor().compress(text)).parent),
                                      "cuda_error"),
        "truncated .xz (small)": Run(job_args(truncated(t / "txz/rank-0.log.xz", lzma.compress(text)).parent),
                                     "cuda_error"),
        "corrupt .gz (bytes flipped mid-stream)": Run(job_args(_corrupt_gz(t / "cgz/rank-0.log.gz", text).parent),
                                                      "cuda_error"),
        "empty file": Run(job_args(write(t / "empty.log", "")), "unknown"),
        "empty folder": Run(job_args(_dir(t / "emptydir")), "unknown"),
        "symlink loops (folder, self)": Run(job_args(_loops(t / "loops")), "cuda_error"),
        "dangling symlink in a job": Run(job_args(_link_job(t / "dangling", t / "nowhere")), "cuda_error"),
        "symlink to a device (/dev/zero) in a job": Run(job_args(_link_job(t / "device", Path("/dev/zero"))),
                                                        "cuda_error"),
        "symlink to an unreadable file (/sys write-only)": Run(job_args(_link_job(t / "sysw",
                                                                                  Path("/sys/bus/pci/rescan"))),
                                                               "cuda_error"),
        "unreadable file in a job (mode 000)": Run(job_args(_unreadable_file(t / "mode000")), "cuda_error",
                                                   unprivileged=True),
        "symlink whose target cannot be stat'ed": Run(job_args(_unstatable_link(t / "unstat")), "cuda_error",
                                                      unprivileged=True),
        "unreadable folder in a job": Run(job_args(_unreadable_folder(t / "lockeddir")), "cuda_error",
                                          unprivileged=True),
        "unreadable PATH": Run(job_args(_locked(write(t / "lockedfile.log", ERROR))), "permission denied",
                               unprivileged=True),
        "FIFO in a job": Run(job_args(_fifo_job(t / "fifojob")), "cuda_error"),
        "socket in a job": Run(job_args(_socket_job(t / "sockjob")), "cuda_error"),
        "FIFO as PATH": Run(job_args(_fifo(t / "train.fifo")), "cuda_error", fifo_text=gzip.compress(
            (PROGRESS + ERROR).encode())),
        "/dev/stdin as PATH (a pipe)": Run([], "cuda_error", shell=f"cat {write(t / 'stdin.log', PROGRESS + ERROR)} "
                                           f"| {_diagnose()} /dev/stdin --json --tiers rule --no-record"),
        "- (stdin, a pipe)": Run([], "cuda_error", shell=f"cat {t / 'stdin.log'} | {_diagnose()} - --json --tiers rule "
                                 "--no-record"),
        "<(zcat log.gz)": Run([], "cuda_error", shell=f"{_diagnose()} <(zcat {write(t / 'z.gz', gzip.compress(text))}) "
                                                       "--json --tiers rule --no-record"),
        "socket as PATH": Run(job_args(_socket(t / "path.sock")), "a socket"),
        "missing PATH": Run(job_args(t / "no-such-job"), "no such file"),
        "dangling symlink as PATH": Run(job_args(_symlink(t / "dangling-path", t / "gone")), "dangling"),
        "deep nesting (1200 folders)": Run(job_args(_deep(t / "deep", 1200)), "cuda_error"),
        "1000 tiny files": Run(job_args(_many(t / "many1k", 1000)), "cuda_error"),
        "50k error lines": Run(job_args(write(t / "errors/rank-0.log", "".join(
            f"ERROR worker {i} lost heartbeat\n" for i in range(50000)) + ERROR).parent), "cuda_error"),
        "file names as nodes (llama3.log, v2.log)": Run(job_args(_job(t / "names", {"llama3.log": XID,
                                                                                    "v2.log": "ok\n"})),
                                                        "node None"),
        "folder named like a command (job)": Run(["job"], "diagnose ./job", cwd=_dir(t / "cwd"),),
        "--workers 0": Run(job_args(t / "plain", "--workers", "0"), "not in 1.."),
        "--workers 32 (more than the cores)": Run(job_args(t / "plain", "--workers", "32"), "not in 1.."),
        "--tiers ''": Run(job_args(t / "plain", "--tiers", ""), "empty tier"),
        "locked history database": Run([str(t / "plain"), "--json", "--tiers", "rule", "--db",
                                        str(t / "locked.sqlite")], "history is busy"),
        "history that is not a database": Run([str(t / "plain"), "--json", "--tiers", "rule", "--db",
                                               str(write(t / "garbage.sqlite", os.urandom(4096)))],
                                              "not a diagnose history"),
        "run --log-dir at a file": Run(["run", "--log-dir", str(t / "empty.log"), "--db", str(t / "r.sqlite"), "--",
                                        "true"], "cannot keep the attempt logs"),
        "run --log-dir at a forbidden path": Run(["run", "--log-dir", str(_locked(_dir(t / "forbidden")) / "logs"),
                                                  "--db", str(t / "r.sqlite"), "--", "true"],
                                                 "cannot keep the attempt logs", unprivileged=True),
        "run, supervisor SIGKILLed": Run(["run", "--log-dir", str(t / "runlogs"), "--db", str(t / "r.sqlite"), "--",
                                          sys.executable, "-c", "import time; time.sleep(120)"],
                                         "command ended with it", after=_kill_supervisor),
    }
    write(t / "cwd/job/rank-0.log", PROGRESS + ERROR)
    return cases


def big_cases(t: Path) -> dict[str, Run]:
    return {
        "100 MB single line, error after it": Run(job_args(long_line_file(_dir(t / "line100") / "rank-0.log",
                                                                          100 << 20, ERROR).parent), "cuda_error"),
        "400 MB single line, error after it": Run(job_args(long_line_file(_dir(t / "line400") / "rank-0.log",
                                                                          400 << 20, ERROR).parent), "cuda_error"),
        "300 MB \\r-only tqdm log, error at the end": Run(job_args(tqdm_file(_dir(t / "tqdm") / "train.log",
                                                                             300 << 20).parent), "cuda_error"),
        "10k tiny files": Run(job_args(_many(t / "many10k", 10000)), "cuda_error"),
        "zstd bomb: 1 GB of 'a' without a newline": Run(job_args(compressed_bomb(_dir(t / "bomb") / "a.log.zst",
                                                                                 1 << 30, b"a").parent), "unknown"),
        "zstd bomb: 1 GB of NUL bytes": Run(job_args(compressed_bomb(_dir(t / "bomb0") / "z.log.zst", 1 << 30,
                                                                     b"\x00").parent), "unknown"),
    }


def _dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _job(path: Path, files: dict[str, str | bytes]) -> Path:
    write(path / "rank-0.log", PROGRESS + ERROR)
    for name, text in files.items():
        write(path / name, text)
    return path


def _corrupt_gz(path: Path, text: bytes) -> Path:
    data = bytearray(gzip.compress(text))
    for i in range(len(data) // 2, len(data) // 2 + 64):
        data[i] ^= 0xFF
    return write(path, bytes(data))


def _loops(path: Path) -> Path:
    _job(path, {})
    os.symlink(path, path / "loop")
    os.symlink("self.log", path / "self.log")
    return path


def _symlink(link: Path, target: Path) -> Path:
    link.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, link)
    return link


def _link_job(path: Path, target: Path) -> Path:
    _symlink(_job(path, {}) / "linked.log", target)
    return path


def _locked(path: Path) -> Path:
    path.chmod(0)
    return path


def _unreadable_file(path: Path) -> Path:
    _locked(write(_job(path, {}) / "secret.log", ERROR))
    return path


def _unstatable_link(path: Path) -> Path:
    _job(path, {})
    target = write(path.parent / f"{path.name}-private/target.log", ERROR)
    _locked(target.parent)
    return _symlink(path / "link.log", target).parent


def _unreadable_folder(path: Path) -> Path:
    _locked(write(_job(path, {}) / "private/rank-1.log", ERROR).parent)
    return path


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _fifo_job(path: Path) -> Path:
    _fifo(_job(path, {}) / "pipe.log")
    return path


def _socket(path: Path) -> Path:
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))  # the file stays after the socket object is gone
    server.close()
    return path


def _socket_job(path: Path) -> Path:
    _socket(_job(path, {}) / "agent.sock")
    return path


def _deep(path: Path, depth: int) -> Path:
    folder = _dir(path)
    for _ in range(depth):  # one level at a time: Path.mkdir(parents=True) recurses once per level
        folder = folder / "d"
        folder.mkdir()
    write(folder / "rank-0.log", PROGRESS + ERROR)
    return path


def _many(path: Path, n: int) -> Path:
    for i in range(n):
        write(path / f"part-{i // 1000}" / f"rank-{i}.log", "step 1 loss 2.0\n")
    write(path / "rank-error.log", ERROR)
    return path


def _diagnose() -> str:
    return f"{sys.executable} -m diagnose"


def _kill_supervisor(proc: subprocess.Popen) -> str:
    """SIGKILL `diagnose run` once its command runs; the word says whether the command ended with it."""
    deadline = time.monotonic() + 60
    ps = psutil.Process(proc.pid)
    while not ps.children() and time.monotonic() < deadline:
        time.sleep(0.1)
    children = ps.children(recursive=True)
    proc.kill()
    proc.wait()
    _, alive = psutil.wait_procs(children, timeout=10)
    for p in alive:
        p.kill()
    return "command left running (orphan)" if alive else "command ended with it"


def run_case(kind: str, run: Run, env: dict[str, str], limit_s: float) -> Result:
    """Run one case, sampling the RSS of the process and all its children."""
    cmd = ["bash", "-c", run.shell] if run.shell else [sys.executable, "-m", "diagnose", *run.args]
    if run.unprivileged and os.geteuid() == 0:
        cmd = NO_ROOT_OVERRIDE + cmd
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, stdin=subprocess.DEVNULL, cwd=run.cwd or REPO, env=env)
        if run.fifo_text is not None:
            threading.Thread(target=Path(run.args[0]).write_bytes, args=(run.fifo_text,), daemon=True).start()
        watcher = _Peak(proc.pid)
        word = run.after(proc) if run.after else None
        flags = []
        try:
            proc.wait(timeout=limit_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            flags.append(f"TIMEOUT {limit_s:g} s")
        seconds = time.perf_counter() - start
        peak = watcher.stop()
        out.seek(0), err.seek(0)
        stdout, stderr = out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace")
    outcome = word or _outcome(stdout, stderr, proc.returncode)
    if "Traceback" in stderr:
        flags.append("TRACEBACK")
    if run.expect not in outcome:
        flags.append(f"expected {run.expect!r}")
    return Result(kind, outcome, None if run.after else proc.returncode, seconds, peak / (1 << 20), flags)


class _Peak:
    """The largest summed RSS of a process tree, sampled every 20 ms in a thread."""

    def __init__(self, pid: int) -> None:
        self.peak, self.done = 0, threading.Event()
        self.thread = threading.Thread(target=self._sample, args=(pid,), daemon=True)
        self.thread.start()

    def _sample(self, pid: int) -> None:
        try:
            root = psutil.Process(pid)
            while not self.done.is_set() and root.is_running() and root.status() != psutil.STATUS_ZOMBIE:
                total = 0
                for p in [root, *root.children(recursive=True)]:
                    try:
                        total += p.memory_info().rss
                    except psutil.Error:
                        pass
                self.peak = max(self.peak, total)
                time.sleep(0.02)
        except psutil.Error:
            pass

    def stop(self) -> int:
        self.done.set()
        self.thread.join()
        return self.peak


def _outcome(stdout: str, stderr: str, rc: int) -> str:
    """The verdict (type, culprit node, notes), or the last line of stderr."""
    try:
        d = json.loads(stdout)
    except ValueError:
        lines = [ln for ln in stderr.splitlines() if ln.strip()]
        return lines[-1].strip() if lines else stdout.strip().splitlines()[-1] if stdout.strip() else "(no output)"
    root = d.get("root_cause") or {}
    notes = [n for n in d.get("notes", []) if "no log files" not in n]
    said = f"; {len(notes)} note{'s' if len(notes) != 1 else ''}: {_short(notes[0])}" if notes else ""
    history = [ln for ln in stderr.splitlines() if "note:" in ln]
    return f"{d['verdict']['type']} (node {root.get('node')}){said}" + (f" | {history[0][:90]}" if history else "")


def _short(note: str) -> str:
    return note if len(note) <= 90 else note[:87] + "..."


def _lock(db: Path) -> sqlite3.Connection:
    """A history database another process holds locked (BEGIN EXCLUSIVE) for the whole run."""
    sqlite3.connect(db).close()
    subprocess.run([sys.executable, "-m", "diagnose", str(db.parent / "plain"), "--tiers", "rule", "--db", str(db)],
                   cwd=REPO, capture_output=True, check=False)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    return holder


def print_table(results: list[Result]) -> None:
    print("| kind | outcome | rc | seconds | peak RSS MiB | flags |")
    print("|---|---|---|---|---|---|")
    for r in results:
        print(f"| {r.kind} | {r.outcome.replace('|', '/')} | {'-' if r.rc is None else r.rc} | {r.seconds:.2f} | "
              f"{r.peak_mib:.0f} | {', '.join(r.flags)} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--big", action="store_true", help="also the inputs of hundreds of MB (several minutes)")
    parser.add_argument("--only", help="run only the kinds containing this text")
    parser.add_argument("--limit", type=float, default=600, help="seconds one command may run")
    options = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="diagnose-hostile-"))
    root.chmod(0o755)
    env = {**os.environ, "PYTHONPATH": str(REPO), "DIAGNOSE_DB": str(root / "default.sqlite"),
           "HOME": str(root / "home")}
    holder = None
    try:
        cases = small_cases(root) | (big_cases(root) if options.big else {})
        holder = _lock(root / "locked.sqlite")
        results = [run_case(kind, run, env, options.limit) for kind, run in cases.items()
                   if not options.only or options.only in kind]
    finally:
        if holder is not None:
            holder.close()
        _unlock_all(root)
        shutil.rmtree(root, ignore_errors=True)
    print(f"python {sys.version.split()[0]}, {psutil.cpu_count()} cores, uid {os.geteuid()}"
          + (" (permission cases under setpriv)" if os.geteuid() == 0 else ""))
    print_table(results)
    flagged = [r for r in results if r.flags]
    print(f"\n{len(results)} inputs, {len(flagged)} flagged; peak RSS max {max(r.peak_mib for r in results):.0f} MiB")


def _unlock_all(root: Path) -> None:
    """Give the cases' mode-000 files and folders their modes back, so that the folder can be removed."""
    deep = root / "deep"
    if deep.exists():  # os.walk and shutil.rmtree recurse once per level
        subprocess.run(["rm", "-rf", str(deep)], check=False)
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = os.path.join(dirpath, name)
            if not os.path.islink(path):
                os.chmod(path, 0o755)


if __name__ == "__main__":
    main()
