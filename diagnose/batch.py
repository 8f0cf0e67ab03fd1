"""Diagnose every job under a root folder (each immediate child is one job), in parallel."""

from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from diagnose.errors import DiagnoseError
from diagnose.pipeline import Diagnoser
from diagnose.render import SCHEMA, to_json


@dataclass(frozen=True, slots=True)
class BatchConfig:
    """What each worker needs to build its own pipeline."""

    rules_dir: Path
    tiers: tuple[str, ...]
    exclude: frozenset[str] = frozenset()


def job_paths(root: str) -> list[str]:
    """The immediate children of `root`, sorted: each one is a job."""
    base = Path(root)
    if not base.is_dir():
        raise DiagnoseError(f"{root}: not a directory")
    return [str(p) for p in sorted(base.iterdir()) if not p.name.startswith(".")]


def run_batch(config: BatchConfig, paths: list[str], workers: int,
              on_done: Callable[[], None] = lambda: None) -> Iterator[dict[str, Any]]:
    """JSON objects for each job, in the order of `paths`."""
    if workers <= 1:
        _init(config)
        for p in paths:
            yield _diagnose_one(p)
            on_done()
        return
    with ProcessPoolExecutor(workers, initializer=_init, initargs=(config,)) as pool:
        for result in pool.map(_diagnose_one, paths):
            yield result
            on_done()


# One pipeline per worker process, built once by the pool's initializer.
_diagnoser: Diagnoser | None = None


def _init(config: BatchConfig) -> None:
    global _diagnoser
    _diagnoser = Diagnoser(config.rules_dir, config.tiers, workers=1, exclude=config.exclude)


def _diagnose_one(path: str) -> dict[str, Any]:
    try:
        return to_json(_diagnoser.diagnose(path))
    except DiagnoseError as e:
        return {"schema": SCHEMA, "job": Path(path).name, "path": path, "error": str(e)}
