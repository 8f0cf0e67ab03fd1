"""A batch worker process (`python -m diagnose.ops.worker FD PARENT_PID`, started by diagnose.ops.pool):
builds the pipeline it is sent once, then diagnoses the chunks of jobs it is sent, one result per job.

It is a plain subprocess rather than a multiprocessing child, so a Dask worker (a daemonic process, which
multiprocessing forbids to have children) can run one too.
"""

import ctypes
import os
import signal
import sys
from multiprocessing.connection import Connection

from diagnose.errors import DiagnoseError
from diagnose.ops.jobrun import diagnose_job

_PR_SET_PDEATHSIG = 1


def serve(conn: Connection, parent_pid: int) -> None:
    _die_with_parent(parent_pid)
    try:
        _serve(conn)
    except (BrokenPipeError, ConnectionResetError, EOFError):  # the parent is done, or gone
        return


def _serve(conn: Connection) -> None:
    build = conn.recv()  # the pipeline factory comes first
    try:
        diagnoser = build()
    except Exception as e:  # the parent turns it into one line and stops the batch
        conn.send(("fatal", str(e) if isinstance(e, DiagnoseError) else f"{type(e).__name__}: {e}"))
        return
    conn.send(("ready", None))
    while True:
        for job in conn.recv():
            conn.send(("result", diagnose_job(diagnoser, job)))


def _die_with_parent(parent_pid: int) -> None:
    """Ask the kernel to SIGKILL this process when the thread that started it ends (its parent's death
    included); exit now if the parent is already gone. Elsewhere than Linux the closed pipe ends it once idle."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent_pid:
        os._exit(1)


if __name__ == "__main__":
    serve(Connection(int(sys.argv[1])), int(sys.argv[2]))
