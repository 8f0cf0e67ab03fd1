"""`diagnose run -- CMD`: run a training command, and after a failure diagnose that attempt and follow policy.

Infrastructure failures restart from the newest intact checkpoint (DIAGNOSE_RESUME_FROM in the child's
environment) after an exponential, capped back-off; script and framework causes stop with the report and
NO_REQUEUE_EXIT; a signature that recurs after a restart stops too (the recommender's loop rule), and the
restart budget caps everything else. Each decision is one line for `say` and one row in the store.
"""

import ctypes
import os
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from diagnose.errors import DiagnoseError
from diagnose.ops.postmortem import Postmortem, record
from diagnose.ops.slurm import NODE, Scontrol, SlurmError, history_run, identify, job_from_env
from diagnose.pipeline.diagnoser import Diagnoser, conclude
from diagnose.pipeline.factory import Settings, build_diagnoser
from diagnose.recover.history import HistoryPolicy
from diagnose.recover.recovery import NO_REQUEUE_EXIT, RecoveryContext, no_requeue
from diagnose.store.database import History, Store
from diagnose.store.settings import resolve_db_path

_ATTEMPT_LOG = re.compile(r"^attempt_(\d+)\.log$")
_READ = 1 << 16
_PR_SET_PDEATHSIG = 1  # linux/prctl.h


@dataclass(frozen=True, slots=True)
class SupervisorConfig:
    """How `diagnose run` supervises one command."""

    command: tuple[str, ...]
    log_dir: Path
    checkpoint_dir: Path | None = None
    db: Path | None = None  # None: the default history database
    max_restarts: int = 3
    backoff_s: float = 10.0  # the first wait; doubled after each restart
    backoff_max_s: float = 300.0
    policy: HistoryPolicy = field(default_factory=HistoryPolicy)


@dataclass(frozen=True, slots=True)
class RunDecision:
    """What happens after one attempt."""

    attempt: int
    kind: str  # done | restart | stop
    exit_code: int  # the exit status `diagnose run` ends with, when it ends here
    line: str  # the one line printed
    resume_from: str | None = None
    exclude: tuple[str, ...] = ()
    diagnosis_id: int | None = None


@dataclass(frozen=True, slots=True)
class Attempt:
    """One run of the command."""

    number: int
    log: Path
    rc: int
    seconds: float
    signal: int | None  # a signal `diagnose run` itself received and forwarded: never restart then


def supervise(config: SupervisorConfig, *, env: Mapping[str, str], out: BinaryIO, say: Callable[[str], None],
              sleep: Callable[[float], None] = time.sleep) -> int:
    """Run the command until it succeeds or policy stops it; the exit status `diagnose run` should use."""
    diagnoser = None
    resume, exclude, restarts, number = None, (), 0, _first_attempt(config.log_dir)
    with History(resolve_db_path(config.db), lambda e: say(f"diagnose run: history not used from here on: {e}")) \
            as history:
        run = run_key(env, history.store)
        while True:
            argv = _with_exclusions(config.command, exclude, env, say)
            attempt = run_attempt(argv, number, config.log_dir, _child_env(env, number, resume), out)
            pm = None
            if attempt.rc != 0 and attempt.signal is None:
                diagnoser = diagnoser or build_diagnoser(Settings(("rule",)))
                pm = _postmortem(diagnoser, attempt, history, run, config)
            decision = decide(attempt, pm, restarts, config)
            say(decision.line)
            history.use(lambda store: store.record_decision(run, "supervisor", decision.kind, decision.line,
                                                            attempt=number, diagnosis_id=decision.diagnosis_id))
            if decision.kind != "restart":
                return decision.exit_code
            sleep(backoff(restarts, config))
            restarts, number = restarts + 1, number + 1
            resume, exclude = decision.resume_from, tuple(dict.fromkeys(exclude + decision.exclude))


def decide(attempt: Attempt, pm: Postmortem | None, restarts: int, config: SupervisorConfig) -> RunDecision:
    """The policy: success ends; a forwarded signal, a cause a retry cannot fix, an unknown cause or a spent
    budget stop; a retryable infrastructure or scheduler cause restarts."""
    head = f"diagnose run: attempt {attempt.number} exited {attempt.rc} after {attempt.seconds:.1f} s"
    if attempt.rc == 0:
        return RunDecision(attempt.number, "done", 0, f"diagnose run: attempt {attempt.number} succeeded")
    if pm is None:
        return RunDecision(attempt.number, "stop", 128 + (attempt.signal or 0),
                           f"{head}: stopped by signal {attempt.signal} sent to diagnose run; not restarting")
    d, rec, row = pm.diagnosis, pm.diagnosis.recovery, pm.row_id
    what = f"{head}: {d.verdict.type}" + (f" ({d.verdict.root.line.where})" if d.verdict.root else "")
    rollback = f"; roll back to {rec.resume_from}" if rec.resume_from and not rec.retry else ""
    if no_requeue(rec, d.verdict.type):
        return RunDecision(attempt.number, "stop", NO_REQUEUE_EXIT,
                           f"{what}; stop, a retry cannot fix this{rollback} (exit {NO_REQUEUE_EXIT}): {rec.reason}",
                           diagnosis_id=row)
    if not rec.retry:
        return RunDecision(attempt.number, "stop", attempt.rc, f"{what}; stop: cause unknown, not restarting "
                           f"(exit {attempt.rc}): {rec.reason}", diagnosis_id=row)
    if restarts >= config.max_restarts:
        return RunDecision(attempt.number, "stop", attempt.rc, f"{what}; stop: restart budget of {config.max_restarts}"
                           f" spent (exit {attempt.rc})", diagnosis_id=row)
    wait = backoff(restarts, config)
    where = f" from {rec.resume_from}" if rec.resume_from else ""
    left = f" without {','.join(rec.exclude_nodes)}" if rec.exclude_nodes else ""
    return RunDecision(attempt.number, "restart", attempt.rc,
                       f"{what}; restart {restarts + 1} of {config.max_restarts} in {wait:g} s{where}{left}",
                       rec.resume_from, rec.exclude_nodes, row)


def backoff(restarts: int, config: SupervisorConfig) -> float:
    """Seconds to wait before restart number `restarts + 1`: exponential, capped."""
    return min(config.backoff_max_s, config.backoff_s * (2 ** restarts))


def run_key(env: Mapping[str, str], store: Store | None, scontrol: Scontrol | None = None) -> str:
    """One supervised job across attempts and, under Slurm, across requeues of the same job: run:<its
    history run> (slurm:<cluster>:<id>@<submit time>, see JobIdentity); elsewhere a random id."""
    try:
        job = job_from_env(env)
    except SlurmError:
        return f"run:{uuid.uuid4().hex[:16]}"
    scontrol = scontrol or Scontrol()
    try:
        record, _ = scontrol.show_job(job.job_id)
    except SlurmError:  # no scontrol where the job runs: the environment alone
        record, scontrol = None, None
    return history_run(identify(job, record, scontrol), store, "run:")


def _first_attempt(log_dir: Path) -> int:
    """1, or in a folder a requeued job used before, the number after its last attempt (the folder is made)."""
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        names = [p.name for p in log_dir.iterdir()]
    except OSError as e:
        raise DiagnoseError(f"{log_dir}: cannot keep the attempt logs there ({e.strerror or e})") from None
    return 1 + max((int(m.group(1)) for name in names if (m := _ATTEMPT_LOG.match(name))), default=0)


def _postmortem(diagnoser: Diagnoser, attempt: Attempt, history: History, run: str,
                config: SupervisorConfig) -> Postmortem:
    scan, verdict = diagnoser.assess(str(attempt.log))
    extra = {"supervisor": {"attempt": attempt.number, "exit_code": attempt.rc, "command": list(config.command)}}

    def recorded(store: Store | None) -> Postmortem:
        context = RecoveryContext(store=store, run=run, policy=config.policy, checkpoint_dir=config.checkpoint_dir)
        return record(store, conclude(scan, verdict, context), run=run, extra=extra)
    return history.use(recorded) or recorded(None)


def _child_env(env: Mapping[str, str], number: int, resume: str | None) -> dict[str, str]:
    child = {**env, "DIAGNOSE_ATTEMPT": str(number)}
    if resume:
        child["DIAGNOSE_RESUME_FROM"] = resume
    return child


def _with_exclusions(command: tuple[str, ...], nodes: tuple[str, ...], env: Mapping[str, str],
                     say: Callable[[str], None]) -> tuple[str, ...]:
    """Under Slurm, srun leaves the implicated nodes out; any other command cannot, which is said."""
    nodes = tuple(n for n in nodes if NODE.match(n))
    if not nodes or not env.get("SLURM_JOB_ID"):
        return command
    if Path(command[0]).name == "srun":
        return (command[0], f"--exclude={','.join(nodes)}", *command[1:])
    say(f"diagnose run: would exclude {','.join(nodes)}, but the command is not srun; recorded only")
    return command


def run_attempt(argv: tuple[str, ...], number: int, log_dir: Path, env: dict[str, str], out: BinaryIO) -> Attempt:
    """Run one attempt, stdout and stderr teed to log_dir/attempt_N.log and `out`; our signals are forwarded."""
    log = log_dir / f"attempt_{number}.log"
    start = time.monotonic()
    with _attempt_log(log) as fh:
        try:
            proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    env=env, start_new_session=True, preexec_fn=_dies_with_parent())
        except OSError as e:
            message = f"diagnose run: cannot start {argv[0]}: {e.strerror or e}\n".encode()
            fh.write(message)
            out.write(message)
            return Attempt(number, log, 127, 0.0, None)
        with _forwarding(proc) as received:
            while chunk := proc.stdout.read1(_READ):
                fh.write(chunk)
                out.write(chunk)
                out.flush()
            rc = proc.wait()
    rc = rc if rc >= 0 else 128 - rc  # killed by signal N: report it as a shell would, 128 + N
    return Attempt(number, log, rc, time.monotonic() - start, received[0] if received else None)


@contextmanager
def _attempt_log(log: Path) -> Iterator[BinaryIO]:
    try:
        fh = log.open("wb")
    except OSError as e:
        raise DiagnoseError(f"{log}: cannot write the attempt log ({e.strerror or e})") from None
    with fh:
        yield fh


def _dies_with_parent() -> Callable[[], None] | None:
    """What the child runs before exec so that it gets SIGTERM when `diagnose run` dies, even by SIGKILL
    (Linux prctl PR_SET_PDEATHSIG): no training job is left running unsupervised. SIGTERM, as at a Slurm
    time limit, lets torchrun and srun stop their own workers."""
    if not sys.platform.startswith("linux"):
        return None
    prctl, parent = ctypes.CDLL(None, use_errno=True).prctl, os.getpid()  # resolved before the fork

    def arm() -> None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != parent:  # the parent died before the request took effect
            os.kill(os.getpid(), signal.SIGTERM)
    return arm


@contextmanager
def _forwarding(proc: subprocess.Popen) -> Iterator[list[int]]:
    """SIGTERM/SIGINT (Slurm's time limit, Ctrl-C) go to the child's process group, and are remembered."""
    received: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield received
        return

    def forward(signum: int, _frame: object) -> None:
        received.append(signum)
        try:
            os.killpg(proc.pid, signum)
        except ProcessLookupError:
            pass

    previous = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGINT)}
    try:
        yield received
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
