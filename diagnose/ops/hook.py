"""`diagnose hook slurm`: the post-mortem that runs as Slurm's Epilog or EpilogSlurmctld.

It diagnoses the job's output with the rule tier only, records the diagnosis, writes the verdict JSON
beside the job's output, and drains or requeues only when `[hook] actions = "enforce"`; in the default
shadow mode it records what it would have done. The CLI wraps it in a watchdog and always exits 0:
a failing Epilog drains the node.
"""

import json
import os
import stat
import tempfile
import tomllib
from collections.abc import Callable, Iterator, Mapping
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from diagnose.classify.verdict import summarize
from diagnose.ops.postmortem import Postmortem, record
from diagnose.ops.slurm import (
    NODE,
    CommandResult,
    JobIdentity,
    JobRecord,
    Scontrol,
    SlurmJob,
    history_run,
    identify,
    job_from_env,
    scheduler_lines,
)
from diagnose.pipeline.diagnoser import conclude
from diagnose.pipeline.factory import Settings, build_diagnoser
from diagnose.records import Diagnosis, JobScan, Verdict
from diagnose.recover.history import HistoryPolicy
from diagnose.recover.recovery import NO_REQUEUE_EXIT, RecoveryContext
from diagnose.store.database import BUSY_TIMEOUT_S, History

MODES = ("shadow", "enforce")
_KINDS = {"actions": str, "drain": bool, "requeue": bool, "timeout_s": float, "db": str, "log": str, "scontrol": str,
          "node_failures": int, "window_hours": float}
_REQUEUE_ACTIONS = ("restart_excluding_node", "restart_from_checkpoint")


@dataclass(frozen=True, slots=True)
class HookConfig:
    """The `[hook]` table of the config file (DIAGNOSE_CONFIG or --config)."""

    actions: str = "shadow"  # shadow: record what would be done; enforce: drain and requeue
    drain: bool = True  # enforce mode may drain the nodes the recommendation names
    requeue: bool = True  # enforce mode may requeue a retryable failure (without the excluded nodes)
    timeout_s: float = 20.0  # the whole hook, enforced by a watchdog
    db: str | None = None  # history database; default $DIAGNOSE_DB or ~/.local/share/diagnose
    log: str | None = None  # one line per run and per error; default hook.log beside the database
    scontrol: str | None = None  # default: found on PATH, /usr/bin, /usr/sbin, /usr/local/bin
    node_failures: int = 3
    window_hours: float = 24.0

    @property
    def policy(self) -> HistoryPolicy:
        return HistoryPolicy(node_failures=self.node_failures, window=timedelta(hours=self.window_hours))


@dataclass(frozen=True, slots=True)
class HookResult:
    """What one hook run did."""

    job_id: str
    type: str | None = None
    json_path: Path | None = None
    actions: tuple[CommandResult, ...] = ()
    skipped: str = ""  # why nothing was diagnosed (another epilog claimed the job, not the batch host)
    run: str | None = None  # the history's name for the job (JobIdentity.key, or the run it continues)


def load_config(path: Path | None, warn: Callable[[str], None]) -> HookConfig:
    """The `[hook]` table; a bad file, key or value is warned about and its default used (never fatal)."""
    if path is None:
        return HookConfig()
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8")).get("hook", {})
    except (OSError, tomllib.TOMLDecodeError) as e:
        warn(f"{path}: unreadable config ({e}); using shadow-mode defaults")
        return HookConfig()
    config = HookConfig()
    for key, value in (table.items() if isinstance(table, dict) else ()):
        kind = _KINDS.get(key)
        if kind is float and type(value) is int:
            value = float(value)
        if kind is None or type(value) is not kind or (key == "actions" and value not in MODES):
            warn(f"{path}: [hook] {key} = {value!r} ignored (unknown key or wrong type)")
            continue
        config = replace(config, **{key: value})
    return config


def run_hook(env: Mapping[str, str], config: HookConfig, db: Path, log: Callable[[str], None]) -> HookResult:
    """Diagnose, record, act (enforce) or plan (shadow), write the JSON. Exceptions propagate to the caller."""
    job = job_from_env(env)
    scontrol = Scontrol(Path(config.scontrol) if config.scontrol else None, timeout_s=min(5.0, config.timeout_s / 4))
    record_, _ = scontrol.show_job(job.job_id)
    batch_host = record_.get("BatchHost") if record_ else None
    if job.context == "epilog_slurmd" and batch_host and job.node and job.node != batch_host:
        return HookResult(job.job_id, skipped=f"not the batch host ({batch_host})")
    if _succeeded(job, record_):
        return HookResult(job.job_id, skipped="the job succeeded")
    identity = identify(job, record_, scontrol)
    outputs, nodes = _outputs(job, record_), _job_nodes(record_, scontrol)
    with History(db, lambda e: log(f"history not used: {e}; diagnosing without it, actions only planned"),
                 busy_timeout_s=min(BUSY_TIMEOUT_S, config.timeout_s / 10)) as history:
        store = history.store  # errors once it is open end the run: the claim must then be released
        # one claim per run of the job: the two epilogs (and the nodes of a job whose record is gone) race for it
        claim = f"hook:{identity.key}:{identity.restart_count}"
        if store is not None and not store.claim(claim, since=identity.stale_before):
            return HookResult(job.job_id, skipped=f"already diagnosed by an earlier hook run (the other epilog): "
                                                  f"{claim} claimed at {_stamp(store.claimed_at(claim))}")
        try:
            run = history_run(identity, store)
            if not outputs:
                why = "no StdOut/StdErr in its record" if record_ else "scontrol show job gave nothing"
                log(f"job {job.job_id}: no output file known ({why}); diagnosing from the scheduler's account "
                    f"alone, recorded as {run}, no verdict file")
            scan, verdict = _in_job(*_assess(job, record_, outputs, log), job, nodes)
            d = conclude(scan, verdict, RecoveryContext(store=store, run=run, policy=config.policy))
            # without the history no claim keeps the other epilog from acting too: plan, never act
            acting = config if store is not None else replace(config, actions="shadow")
            results = _act(d, job, acting, scontrol, nodes)
            pm = record(store, d, run=run, extra=_extra(job, identity, record_, outputs, run, acting, results))
            if store is not None:
                for r in results:
                    store.record_decision(run, "hook", _kind(r), " ".join(r.argv), attempt=job.restart_count,
                                          diagnosis_id=pm.row_id)
        except BaseException:
            if store is not None:
                with suppress(Exception):  # the error that ended the run is the one to report
                    store.release(claim)  # a run that failed must not stop the other epilog or a rerun
            raise
    path = _write_json(pm, outputs, job, log)
    return HookResult(job.job_id, d.verdict.type, path, results, run=run)


def _stamp(at: datetime | None) -> str:
    return at.strftime("%Y-%m-%dT%H:%M:%SZ") if at else "?"


def _succeeded(job: SlurmJob, record_: JobRecord | None) -> bool:
    """Exit 0:0 everywhere and no Reason. (A time limit also shows 0:0 to EpilogSlurmctld, but Reason=TimeLimit.)"""
    codes = {job.exit_code, *((record_.get("ExitCode"), record_.get("DerivedExitCode")) if record_ else ())} - {None}
    return codes <= {"0:0"} and (record_ is None or record_.get("Reason") in (None, "None"))


def _outputs(job: SlurmJob, record_: JobRecord | None) -> tuple[Path, ...]:
    """StdOut and StdErr as scontrol expanded them, else the environment's when Slurm expanded them there."""
    found = [record_.get("StdOut"), record_.get("StdErr")] if record_ else []
    found = [p for p in found if p] or [p for p in (job.stdout, job.stderr) if p]
    return tuple(dict.fromkeys(Path(p) for p in found))


def _assess(job: SlurmJob, record_: JobRecord | None, outputs: tuple[Path, ...], log: Callable[[str], None]) \
        -> tuple[JobScan, Verdict]:
    """The rule tier over the job's output files plus the scheduler's account of the ending."""
    with _staged(job, outputs, scheduler_lines(job, record_), log) as folder:
        return build_diagnoser(Settings(("rule",))).assess(str(folder))


def _job_nodes(record_: JobRecord | None, scontrol: Scontrol) -> tuple[str, ...]:
    nodelist = record_.get("NodeList") if record_ else None
    if not nodelist:
        return ()
    return (nodelist,) if NODE.match(nodelist) else scontrol.hostnames(nodelist)


def _in_job(scan: JobScan, verdict: Verdict, job: SlurmJob, nodes: tuple[str, ...]) -> tuple[JobScan, Verdict]:
    """The scan with the job's id, and a culprit only among the nodes the job ran on: the logs may name a node
    differently (a one-node job's node is the culprit's whatever the logs call it), or name something that is
    no node at all (a host-like file name)."""
    scan = replace(scan, slurm_job_id=job.job_id)
    if verdict.root is None:
        return scan, verdict
    named = verdict.culprit_node
    short = named.split(".")[0] if named else None
    culprit = nodes[0] if len(nodes) == 1 else next((n for n in nodes if n in (named, short)), None)
    verdict = replace(verdict, culprit_node=culprit)
    return scan, replace(verdict, summary=summarize(verdict))


@contextmanager
def _staged(job: SlurmJob, outputs: tuple[Path, ...], lines: list[str], log: Callable[[str], None]) \
        -> Iterator[Path]:
    """A private folder slurm-<id>/ holding the job's files (as /proc/self/fd links to descriptors opened
    without following symlinks and owned by the job's user: the hook runs as root, the paths are the user's)
    and scheduler.txt with the scheduler's lines."""
    with tempfile.TemporaryDirectory(prefix="diagnose-hook-") as tmp, ExitStack() as stack:
        folder = Path(tmp) / f"slurm-{job.job_id}"
        folder.mkdir()
        (folder / "scheduler.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        for i, path in enumerate(outputs):
            fd = _open_owned(path, job.uid, log)
            if fd is not None:
                stack.callback(os.close, fd)
                link = folder / path.name
                link = link.with_name(f"{i}-{path.name}") if link.exists() else link  # same name, other folder
                link.symlink_to(f"/proc/self/fd/{fd}")
        yield folder


def _open_owned(path: Path, uid: int | None, log: Callable[[str], None]) -> int | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as e:
        log(f"{path}: skipped ({e.strerror or e})")
        return None
    st = os.fstat(fd)
    owner = uid if uid is not None else os.geteuid()
    if not stat.S_ISREG(st.st_mode) or st.st_uid != owner:
        os.close(fd)
        log(f"{path}: skipped (not a regular file owned by uid {owner})")
        return None
    return fd


def _act(d: Diagnosis, job: SlurmJob, config: HookConfig, scontrol: Scontrol,
         job_nodes: tuple[str, ...]) -> tuple[CommandResult, ...]:
    """The scontrol commands the recommendation calls for, for the job's own nodes only: run in enforce mode,
    listed in shadow mode."""
    rec = d.recovery
    planned: list[tuple[str, ...]] = []
    if config.drain:
        reason = f"diagnose:{d.verdict.type}:job{job.job_id}"
        planned += [scontrol.drain_argv(n, reason) for n in rec.drain_nodes if n in job_nodes]
    supervisor_said_stop = (job.exit_code or "").split(":")[0] == str(NO_REQUEUE_EXIT)
    if config.requeue and rec.retry and rec.action in _REQUEUE_ACTIONS and not supervisor_said_stop:
        # requeue first: a job still completing refuses ExcNodeList ("Job has already finished"), a requeued
        # (pending, held for the credential lifetime) one takes it
        planned.append(scontrol.requeue_argv(job.job_id))
        nodes = tuple(n for n in rec.exclude_nodes if n in job_nodes)
        planned += [scontrol.exclude_argv(job.job_id, nodes)] if nodes else []
    if config.actions != "enforce":
        return tuple(CommandResult(("scontrol", *args), executed=False) for args in planned)
    return tuple(scontrol.run(args) for args in planned)


def _kind(r: CommandResult) -> str:
    verb = {"requeue": "requeue"}.get(r.argv[1], "drain" if "State=DRAIN" in r.argv else "exclude")
    return verb if r.executed else f"would {verb}"


def _extra(job: SlurmJob, identity: JobIdentity, record_: JobRecord | None, outputs: tuple[Path, ...], run: str,
           config: HookConfig, results: tuple[CommandResult, ...]) -> dict[str, Any]:
    """The fields the hook adds to the contract JSON (the contract allows more fields)."""
    fields_ = ("JobState", "Reason", "ExitCode", "NodeList", "BatchHost", "Restarts", "SubmitTime", "StartTime")
    return {
        # the contract's path (a NOT NULL column of the history): the job's output, else the job itself
        "path": str(outputs[0]) if outputs else run,
        "slurm_job_id": job.job_id,
        "slurm": {"job": identity.key, "cluster": identity.cluster, "component": identity.component,
                  "context": job.context, "exit_code": job.exit_code, "restart_count": job.restart_count,
                  **{k: record_.get(k) for k in fields_ if record_}},
        "hook": {"mode": config.actions, "actions": [
            {"command": list(r.argv), "executed": r.executed, "rc": r.rc, "output": r.output} for r in results]},
    }


def _write_json(pm: Postmortem, outputs: tuple[Path, ...], job: SlurmJob, log: Callable[[str], None]) -> Path | None:
    """<stdout>.diagnose.json, written atomically (a rename never follows a symlink) and given to the job's user."""
    if not outputs:
        return None
    target = outputs[0].with_name(outputs[0].name + ".diagnose.json")
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".diagnose-", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(pm.report, fh, indent=2)
            fh.write("\n")
            if job.uid is not None and os.geteuid() == 0:
                os.fchown(fh.fileno(), job.uid, -1)
            os.fchmod(fh.fileno(), 0o644)
        os.replace(tmp, target)
    except OSError as e:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
        log(f"{target}: cannot write the verdict ({e.strerror or e})")
        return None
    return target
