"""How every command fails: one line on stderr and an exit status, never a traceback."""

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import typer

from diagnose.errors import DiagnoseError


@contextmanager
def one_line_errors() -> Iterator[None]:
    """Turn every failure into one line on stderr, never a traceback (DIAGNOSE_DEBUG=1 shows it)."""
    try:
        yield
    except DiagnoseError as e:
        fail(str(e), 2)
    except KeyboardInterrupt:
        fail("interrupted", 130)
    except Exception as e:
        if os.environ.get("DIAGNOSE_DEBUG"):
            raise
        fail(f"internal error: {type(e).__name__}: {e}", 1)


def fail(message: str, code: int) -> None:
    print(f"diagnose: error: {message}", file=sys.stderr)
    raise typer.Exit(code)
