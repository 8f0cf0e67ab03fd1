"""Slurm as an epilog sees it: the job from the environment and `scontrol show job`, and the only commands
diagnose ever runs: scontrol with fixed argument lists built from validated values.

Nothing here takes text from a log: node names come from the verdict only after they match NODE, job ids
only after they match JOB_ID, and no command goes through a shell.
"""

import os
import re
import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from diagnose.errors import DiagnoseError

NODE = re.compile(r"^[A-Za-z0-9][\w.-]*$")
JOB_ID = re.compile(r"^\d{1,12}$")
_HOSTLIST = re.compile(r"^[\w.\[\],-]{1,4096}$")
_DEFAULT_PATH = "/usr/sbin:/usr/bin:/sbin:/bin:/usr/local/sbin:/usr/local/bin"  # epilogs get no PATH
# `scontrol show job -o` is one line of Key=Value pairs; values may hold spaces (Command=, WorkDir=), so a
# pair ends where the next " Key=" begins. Keys look like JobId, Socks/Node, ReqB:S:C:T.
_KEY = re.compile(r"(?:^|\s)([A-Z][A-Za-z0-9_/:]*)=")
# What an epilog's Reason= says about the final state (JobState is always COMPLETING inside an epilog).
FINAL_STATE = {"TimeLimit": "TIMEOUT", "OutOfMemory": "OUT_OF_MEMORY", "NodeDown": "NODE_FAIL"}
_MAX_OUTPUT = 2000


class SlurmError(DiagnoseError):
    """The epilog environment or scontrol's answer is not usable; the message says which value."""


@dataclass(frozen=True, slots=True)
class SlurmJob:
    """The job an epilog runs for, from its environment (see ../shared/notes/slurm.md)."""

    job_id: str
    context: str  # epilog_slurmd | epilog_slurmctld | "" (run by hand)
    uid: int | None
    node: str | None  # SLURMD_NODENAME: the node this Epilog runs on
    exit_code: str | None  # SLURM_JOB_EXIT_CODE2, "exit:signal"
    restart_count: int
    cluster: str | None
    stdout: str | None  # SLURM_JOB_STDOUT/ERR, only when Slurm expanded them (no %j left)
    stderr: str | None

    @property
    def run(self) -> str:
        """The job's identity across requeues, for the history."""
        return f"slurm:{self.cluster}:{self.job_id}" if self.cluster else f"slurm:{self.job_id}"


@dataclass(frozen=True, slots=True)
class JobRecord:
    """`scontrol show job -o <id>`, parsed."""

    fields: Mapping[str, str]

    def get(self, key: str) -> str | None:
        value = self.fields.get(key)
        return None if value in (None, "", "(null)") else value


@dataclass(frozen=True, slots=True)
class CommandResult:
    """One command diagnose ran (or, in shadow mode, would have run)."""

    argv: tuple[str, ...]
    executed: bool
    rc: int | None = None
    output: str = ""  # first 2000 characters of stdout and stderr


def job_from_env(env: Mapping[str, str]) -> SlurmJob:
    """The job of this epilog; SlurmError when SLURM_JOB_ID is missing or not a number."""
    job_id = env.get("SLURM_JOB_ID") or env.get("SLURM_JOBID") or ""
    if not JOB_ID.match(job_id):
        raise SlurmError(f"SLURM_JOB_ID={job_id!r} is not a job id")
    node = env.get("SLURMD_NODENAME")
    cluster = env.get("SLURM_CLUSTER_NAME")
    return SlurmJob(job_id, env.get("SLURM_SCRIPT_CONTEXT", ""), _int(env.get("SLURM_JOB_UID")),
                    node if node and NODE.match(node) else None, env.get("SLURM_JOB_EXIT_CODE2"),
                    _int(env.get("SLURM_JOB_RESTART_COUNT")) or 0, cluster if cluster and NODE.match(cluster) else None,
                    _expanded(env.get("SLURM_JOB_STDOUT")), _expanded(env.get("SLURM_JOB_STDERR")))


def parse_job_record(text: str) -> JobRecord:
    """The Key=Value pairs of `scontrol show job -o` (the first job if several lines)."""
    line = next((ln for ln in text.splitlines() if ln.strip()), "")
    keys = list(_KEY.finditer(line))
    fields: dict[str, str] = {}
    for i, m in enumerate(keys):
        end = keys[i + 1].start() if i + 1 < len(keys) else len(line)
        fields.setdefault(m.group(1), line[m.end():end].strip())
    return JobRecord(fields)


def scheduler_lines(job: SlurmJob, record: JobRecord | None) -> list[str]:
    """The scheduler's own account of the ending, as evidence lines in the form the rules know."""
    if record is None:
        return [f"slurm epilog ({job.context or 'manual'}): JobId={job.job_id} ExitCode={job.exit_code or '?'}"
                " (scontrol show job gave nothing)"]
    keys = ("JobState", "Reason", "ExitCode", "DerivedExitCode", "Restarts", "NodeList", "BatchHost")
    said = " ".join(f"{k}={record.get(k)}" for k in keys if record.get(k))
    lines = [f"scontrol show job {job.job_id} ({job.context or 'manual'}): {said}"]
    final = FINAL_STATE.get(record.get("Reason") or "")
    if final and record.get("JobState") == "COMPLETING":
        lines.append(f"final state from Reason={record.get('Reason')}: JobState={final}")
    return lines


@dataclass(frozen=True, slots=True)
class Scontrol:
    """Runs scontrol (never a shell) with a timeout; `path` None finds it on PATH or the usual places."""

    path: Path | None = None
    timeout_s: float = 5.0

    def show_job(self, job_id: str) -> tuple[JobRecord | None, CommandResult]:
        result = self.run(("show", "job", "-o", _job(job_id)))
        record = parse_job_record(result.output) if result.rc == 0 else None
        return (record if record and record.fields else None), result

    def hostnames(self, nodelist: str) -> tuple[str, ...]:
        """The node names of a hostlist expression (node[01-03]), via `scontrol show hostnames`."""
        if not _HOSTLIST.match(nodelist):
            raise SlurmError(f"refusing node list {nodelist!r} in a command")
        result = self.run(("show", "hostnames", nodelist))
        names = result.output.split() if result.rc == 0 else []
        return tuple(n for n in names if NODE.match(n))

    def drain_argv(self, node: str, reason: str) -> tuple[str, ...]:
        return ("update", f"NodeName={_node(node)}", "State=DRAIN", f"Reason={_reason(reason)}")

    def exclude_argv(self, job_id: str, nodes: tuple[str, ...]) -> tuple[str, ...]:
        return ("update", f"JobId={_job(job_id)}", f"ExcNodeList={','.join(_node(n) for n in nodes)}")

    def requeue_argv(self, job_id: str) -> tuple[str, ...]:
        return ("requeue", _job(job_id))

    def run(self, args: tuple[str, ...]) -> CommandResult:
        exe = self.executable()
        argv = (exe, *args)
        env = {**os.environ, "PATH": os.environ.get("PATH") or _DEFAULT_PATH}
        try:
            done = subprocess.run(argv, capture_output=True, timeout=self.timeout_s, env=env, stdin=subprocess.DEVNULL,
                                  check=False)
        except subprocess.TimeoutExpired:
            return CommandResult(argv, True, None, f"timed out after {self.timeout_s:g} s")
        except OSError as e:
            return CommandResult(argv, True, None, f"cannot run: {e.strerror or e}")
        text = (done.stdout + done.stderr).decode("utf-8", "replace")[:_MAX_OUTPUT]
        return CommandResult(argv, True, done.returncode, text)

    def executable(self) -> str:
        if self.path is not None:
            return str(self.path)
        found = shutil.which("scontrol", path=os.environ.get("PATH") or _DEFAULT_PATH) \
            or shutil.which("scontrol", path=_DEFAULT_PATH)
        if found is None:
            raise SlurmError("scontrol not found on PATH or in /usr/bin, /usr/sbin, /usr/local/bin")
        return found


def _job(job_id: str) -> str:
    if not JOB_ID.match(job_id):
        raise SlurmError(f"refusing job id {job_id!r} in a command")
    return job_id


def _node(node: str) -> str:
    if not NODE.match(node):
        raise SlurmError(f"refusing node name {node!r} in a command")
    return node


def _reason(reason: str) -> str:
    if not re.match(r"^[\w.:-]{1,100}$", reason):
        raise SlurmError(f"refusing drain reason {reason!r} in a command")
    return reason


def _expanded(path: str | None) -> str | None:
    return path if path and "%" not in path else None


def _int(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None
