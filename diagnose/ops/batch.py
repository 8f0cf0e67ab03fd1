"""Diagnose every job under a root folder (each immediate child is one job), in parallel."""

from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError
from diagnose.pipeline.contract import SCHEMA, to_json
from diagnose.pipeline.diagnoser import Diagnoser
from diagnose.pipeline.factory import Settings, build_diagnoser


def job_paths(root: str) -> list[str]:
    """The immediate children of `root`, sorted: each one is a job."""
    base = Path(root)
    if not base.is_dir():
        raise DiagnoseError(f"{root}: not a directory")
    return [str(p) for p in sorted(base.iterdir()) if not p.name.startswith(".")]


def run_batch(settings: Settings, paths: list[str], workers: int,
              on_done: Callable[[], None] = lambda: None) -> Iterator[dict[str, Any]]:
    """JSON objects for each job, in the order of `paths`."""
    if workers <= 1:
        _init(settings)
        for p in paths:
            yield _diagnose_one(p)
            on_done()
        return
    with ProcessPoolExecutor(workers, initializer=_init, initargs=(settings,)) as pool:
        for result in pool.map(_diagnose_one, paths):
            yield result
            on_done()


# One pipeline per worker process, built once by the pool's initializer.
_diagnoser: Diagnoser | None = None


def _init(settings: Settings) -> None:
    global _diagnoser
    _diagnoser = build_diagnoser(settings)


def _diagnose_one(path: str) -> dict[str, Any]:
    try:
        return to_json(_diagnoser.diagnose(path))
    except DiagnoseError as e:
        return {"schema": SCHEMA, "job": Path(path).name, "path": path, "error": str(e)}
