"""The recovery commands: `diagnose hook slurm` (an Epilog) and `diagnose run -- CMD` (a supervisor)."""

import os
import sys
import threading
import traceback
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Annotated, Optional

import typer

from diagnose.cli.failures import one_line_errors
from diagnose.cli.options import DbOpt
from diagnose.ops.hook import HookResult, load_config, run_hook
from diagnose.ops.supervisor import SupervisorConfig, supervise
from diagnose.recover.history import HistoryPolicy
from diagnose.store.settings import resolve_db_path

_DEFAULT_HOOK_TIMEOUT = 20.0


def register(app: typer.Typer) -> None:
    """Add `hook slurm` and `run` to the diagnose app."""
    hook_app = typer.Typer(no_args_is_help=True, help="Scheduler hooks that diagnose a job when it ends.")
    hook_app.command("slurm")(hook_slurm_command)
    app.add_typer(hook_app, name="hook")
    app.command("run")(run_command)


ConfigOpt = Annotated[Optional[Path], typer.Option("--config", help="TOML file with a [hook] table "
                                                                    "(default $DIAGNOSE_CONFIG).")]


def hook_slurm_command(
    config: ConfigOpt = None,
    db: DbOpt = None,
    timeout: Annotated[Optional[float], typer.Option(help="Seconds for the whole hook (default [hook] "
                                                          "timeout_s, 20).")] = None,
) -> None:
    """Slurm Epilog / EpilogSlurmctld: diagnose the job that just ended, record it, write <stdout>.diagnose.json.

    Drains and requeues only with [hook] actions = "enforce"; always exits 0 within the timeout."""
    watchdog = _Watchdog(timeout or _DEFAULT_HOOK_TIMEOUT)
    try:
        _hook(config or _env_path("DIAGNOSE_CONFIG"), db, timeout, watchdog)
    except BaseException as e:  # an Epilog that fails drains the node: nothing may escape
        watchdog.log(_one_line(e))
    finally:
        watchdog.cancel()
    raise typer.Exit(0)


def _hook(config_path: Path | None, db: Path | None, timeout: float | None, watchdog: "_Watchdog") -> None:
    warnings: list[str] = []
    config = load_config(config_path, warnings.append)
    if timeout is None:
        watchdog.restart(config.timeout_s)
    path = resolve_db_path(db, config.db)
    watchdog.log_file = Path(config.log) if config.log else path.parent / "hook.log"
    for warning in warnings:
        watchdog.log(warning)
    watchdog.log(_summary(run_hook(os.environ, config, path, watchdog.log)))


def _summary(result: HookResult) -> str:
    if result.skipped:
        return f"job {result.job_id}: skipped ({result.skipped})"
    actions = "; ".join(("ran " if r.executed else "would run ") + " ".join(r.argv[1:])
                        + (f" -> rc {r.rc}" if r.executed else "") for r in result.actions)
    where = f"verdict in {result.json_path}" if result.json_path else "no verdict file"
    said = f"job {result.job_id}: {result.type}, recorded as {result.run}; {where}"
    return said + (f"; {actions}" if actions else "")


class _Watchdog:
    """Ends the process with status 0 after `seconds`, whatever it is doing; logs one line per message."""

    def __init__(self, seconds: float) -> None:
        self.log_file: Path | None = None
        self.job = os.environ.get("SLURM_JOB_ID", "?")
        self.timer: threading.Timer | None = None
        self.restart(seconds)

    def restart(self, seconds: float) -> None:
        self.cancel()
        self.seconds = seconds
        self.timer = threading.Timer(seconds, self._expire)
        self.timer.daemon = True
        self.timer.start()

    def cancel(self) -> None:
        if self.timer is not None:
            self.timer.cancel()

    def _expire(self) -> None:
        self.log(f"timed out after {self.seconds:g} s; exiting 0 without finishing")
        os._exit(0)

    def log(self, message: str) -> None:
        stamp = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        line = f"{stamp} diagnose hook slurm job={self.job} pid={os.getpid()}: {' '.join(message.split())}"
        print(line, file=sys.stderr, flush=True)
        if self.log_file is not None:
            try:
                with self.log_file.open("a", encoding="utf-8") as fh:
                    fh.write(line + "\n")
            except OSError:
                pass  # stderr has it; the epilog must not fail over its log


def _one_line(e: BaseException) -> str:
    frames = traceback.extract_tb(e.__traceback__)
    where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return f"error: {type(e).__name__}: {e}{where}"


def run_command(
    command: Annotated[list[str], typer.Argument(help="The training command and its arguments, after --.")],
    max_restarts: Annotated[int, typer.Option(help="Restarts after infrastructure failures, in all.")] = 3,
    checkpoint_dir: Annotated[Optional[Path], typer.Option(help="Where the job saves checkpoints; restarts "
                                                                "resume from the newest intact one.")] = None,
    log_dir: Annotated[Optional[Path], typer.Option(help="Folder for attempt_N.log (default "
                                                         "./diagnose-run-<time>).")] = None,
    db: DbOpt = None,
    backoff: Annotated[float, typer.Option(help="Seconds before the first restart; doubled each time.")] = 10.0,
    backoff_max: Annotated[float, typer.Option(help="Longest wait between restarts, in seconds.")] = 300.0,
    retries_per_signature: Annotated[int, typer.Option(help="Restarts one failure signature gets.")] = 1,
    node_failures: Annotated[int, typer.Option(help="Failures within --window-hours that drain a node.")] = 3,
    window_hours: Annotated[float, typer.Option(help="The history window, in hours.")] = 24.0,
) -> None:
    """Run CMD; on failure diagnose the attempt: restart infrastructure failures from the newest intact
    checkpoint, stop on script and framework causes with exit 93 (do not requeue)."""
    policy = HistoryPolicy(node_failures, timedelta(hours=window_hours), retries_per_signature)
    folder = log_dir or Path(f"diagnose-run-{datetime.now().strftime('%Y%m%d-%H%M%S')}-{os.getpid()}")
    config = SupervisorConfig(tuple(command), folder, checkpoint_dir, db, max_restarts, backoff, backoff_max, policy)
    with one_line_errors():
        code = supervise(config, env=dict(os.environ), out=sys.stdout.buffer, say=_say)
    raise typer.Exit(code)


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _env_path(name: str) -> Path | None:
    value = os.environ.get(name)
    return Path(value) if value else None
