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
from datetime import datetime, timezone
from pathlib import Path

from diagnose.errors import DiagnoseError
from diagnose.store.database import Store, glob_literal

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
# scontrol prints times in the caller's zone and in SLURM_TIME_FORMAT; both are fixed for it, so that a time
# reads the same on the controller and on a node whatever their zones and the site's format.
_SCONTROL_ENV = {"TZ": "UTC0", "SLURM_TIME_FORMAT": "standard"}


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
    started: datetime | None = None  # SLURM_JOB_START_TIME (Slurm 23.02+ in jobs, 24.05+ in Epilog)


@dataclass(frozen=True, slots=True)
class JobIdentity:
    """One run of one Slurm job, told apart as Slurm's accounting tells jobs apart: cluster, job id and
    submit time. Ids alone repeat (a controller whose state was reset starts again, ids wrap at MaxJobId,
    clusters share a history); Slurm also gives a requeued job a new submit time (once its epilogs are
    done), so each requeue is a run of its own. Array tasks and heterogeneous job components have ids of
    their own, and those are used here."""

    cluster: str | None
    job_id: str
    submitted: datetime | None  # SubmitTime, from `scontrol show job`
    started: datetime | None  # SLURM_JOB_START_TIME; scontrol's StartTime reads "now" once a job is requeued
    restart_count: int
    component: str | None = None  # what the id is a part of: "100_5" (array task), "200+1" (het component)

    @property
    def job(self) -> str:
        """Every job that had this id on this cluster: slurm:<cluster>:<id>."""
        return f"slurm:{self.cluster}:{self.job_id}" if self.cluster else f"slurm:{self.job_id}"

    @property
    def key(self) -> str:
        """This run: slurm:<cluster>:<id>@<submit time, UTC>, or the id alone when the submit time is unknown."""
        return f"{self.job}@{self.submitted:%Y-%m-%dT%H:%M:%SZ}" if self.submitted else self.job

    @property
    def stale_before(self) -> datetime | None:
        """A claim of this key made before this time is an earlier job's: the run's start, when the key has
        no submit time to tell the runs apart (with one it does, and comparing the clocks of the controller
        and a node would only add their skew)."""
        return self.started if self.submitted is None else None


@dataclass(frozen=True, slots=True)
class JobRecord:
    """`scontrol show job -o <id>`, parsed."""

    fields: Mapping[str, str]

    def get(self, key: str) -> str | None:
        value = self.fields.get(key)
        return None if value in (None, "", "(null)") else value

    def time(self, key: str) -> datetime | None:
        """A time field as Scontrol asks for it (UTC, standard format); None for Unknown, None or N/A."""
        try:
            return datetime.strptime(self.get(key) or "", "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
        except ValueError:
            return None


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
    # the epilogs' name for the restart count, then the job's own (set there only once it is above 0)
    restarts = _int(env.get("SLURM_JOB_RESTART_COUNT") or env.get("SLURM_RESTART_COUNT")) or 0
    started = _int(env.get("SLURM_JOB_START_TIME"))
    return SlurmJob(job_id, env.get("SLURM_SCRIPT_CONTEXT", ""), _int(env.get("SLURM_JOB_UID")),
                    node if node and NODE.match(node) else None, env.get("SLURM_JOB_EXIT_CODE2"),
                    restarts, cluster if cluster and NODE.match(cluster) else None,
                    _expanded(env.get("SLURM_JOB_STDOUT")), _expanded(env.get("SLURM_JOB_STDERR")),
                    datetime.fromtimestamp(started, timezone.utc) if started and started > 0 else None)


def identify(job: SlurmJob, record: JobRecord | None, scontrol: "Scontrol | None") -> JobIdentity:
    """The identity of the job's run: the environment's id, cluster and start time, the record's submit
    time and array/het membership; the cluster from `scontrol show config` when the environment lacks it."""
    array, task = (record.get("ArrayJobId"), record.get("ArrayTaskId")) if record else (None, None)
    het, offset = (record.get("HetJobId"), record.get("HetJobOffset")) if record else (None, None)
    component = f"{array}_{task}" if array and task else f"{het}+{offset}" if het and offset else None
    cluster = job.cluster or (scontrol.cluster_name() if scontrol else None)
    return JobIdentity(cluster, job.job_id,
                       record.time("SubmitTime") if record else None, job.started, job.restart_count, component)


def history_run(identity: JobIdentity, store: Store | None, namespace: str = "") -> str:
    """The run (one job across its requeues) that this run of the job belongs to in the history: its own
    key, or for a requeued job (restart count above 0, a new submit time) the run of the newest diagnosis
    of the same cluster and job id; its own key without a history. (Not bounded by this run's submit time: Slurm sets it within the second
    the last run's epilogs end, to the second, by the controller's clock, not the recording host's.)"""
    own = namespace + identity.key
    if identity.restart_count == 0 or identity.submitted is None or store is None:
        return own
    job = namespace + identity.job
    earlier = (*store.recent(run=job, limit=1), *store.recent(run_glob=glob_literal(job) + "@*", limit=1))
    newest = max(earlier, key=lambda r: (r.recorded_at, r.id), default=None)
    return newest.run if newest is not None and newest.run else own


def parse_job_record(text: str, job_id: str | None = None) -> JobRecord:
    """The Key=Value pairs of `scontrol show job -o`: the line of job `job_id` (asked for by the id of an
    array's first task or of a het job's leader, scontrol lists every task or component), none when no line
    is that job's; the first line when no id is given."""
    lines = [_pairs(ln) for ln in text.splitlines() if ln.strip()]
    if job_id is None:
        return JobRecord(lines[0] if lines else {})
    return JobRecord(next((f for f in lines if f.get("JobId") == job_id), {}))


def _pairs(line: str) -> dict[str, str]:
    keys = list(_KEY.finditer(line))
    fields: dict[str, str] = {}
    for i, m in enumerate(keys):
        end = keys[i + 1].start() if i + 1 < len(keys) else len(line)
        fields.setdefault(m.group(1), line[m.end():end].strip())
    return fields


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
        record = parse_job_record(result.output, job_id) if result.rc == 0 else None
        return (record if record and record.fields else None), result

    def cluster_name(self) -> str | None:
        """ClusterName from `scontrol show config`, when it is a valid name."""
        result = self.run(("show", "config"))
        found = re.search(r"^ClusterName\s*=\s*(\S+)\s*$", result.output, re.M) if result.rc == 0 else None
        return found.group(1) if found and NODE.match(found.group(1)) else None

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
        env = {**os.environ, "PATH": os.environ.get("PATH") or _DEFAULT_PATH, **_SCONTROL_ENV}
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
