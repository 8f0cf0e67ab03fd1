"""Job trees and checks shared by the batch tests (local engine, archives, S3, Dask, LLM pass)."""

import gzip
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OOM = ("[2024-05-01 12:00:00,000] INFO step 10\nTraceback (most recent call last):\n"
       '  File "train.py", line 3, in <module>\n    main()\n'
       "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.\n")
XID = "[Mon May  1 12:00:05 2024] NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.\n"
KEYERROR = 'Traceback (most recent call last):\n  File "data.py", line 9, in <module>\nKeyError: 1\n'
FLUX = ('INFO start\nTraceback (most recent call last):\n  File "train.py", line 3, in <module>\n    step()\n'
        "FluxCapacitorFault: coil 7 desynchronised at 0x7f001\n")  # an error no rule knows
# Catastrophic backtracking in Python's re: a job whose scan never ends (in C, deaf to signals).
HANG_RULE = """
type: code_bug
rules:
  - id: t-hang
    description: a pathological pattern, to make a job hang
    source: 'pytorch/pytorch torch/example.py'
    role: root_cause
    pattern: 'HANG'
    event_must: ['(a+)+$']
    examples: {match: ['HANG aaa'], no_match: ['nothing']}
"""
HANG_TEXT = "step 1\nHANG " + "a" * 48 + "!\n"
KINDS = ("cuda_oom", "gpu_hardware", "code_bug", "unknown")


def make_jobs(root: Path, n: int) -> dict[str, str]:
    """`n` jobs under `root` cycling through folder, gzip, multi-file and single-file layouts; name -> type."""
    expected = {}
    for i in range(n):
        kind = KINDS[i % len(KINDS)]
        if kind == "cuda_oom":
            name = f"job{i:04d}"
            _write(root / name / "rank-3.log", OOM, gz=i % 8 == 0)
            _write(root / name / "rank-4.log", "[rank4]: Watchdog caught collective operation timeout\n")
        elif kind == "gpu_hardware":
            name = f"job{i:04d}.log"
            _write(root / name, XID)
        elif kind == "code_bug":
            name = f"job{i:04d}"
            _write(root / name / "node-a" / "rank-0.log", KEYERROR)
        else:
            name = f"job{i:04d}"
            _write(root / name / "rank-0.log", FLUX, gz=True)
        expected[name] = kind
    return expected


def _write(path: Path, text: str, *, gz: bool = False) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if gz:
        path.with_name(path.name + ".gz").write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text)


def with_hang_rule(rules: Path) -> Path:
    (rules / "hang.yaml").write_text(HANG_RULE)
    return rules


def stored(store: Path) -> list[tuple[str, str, str]]:
    """(job_key, status, type) of every row, read with plain sqlite3 as any other reader would."""
    with sqlite3.connect(store) as conn:
        return list(conn.execute("SELECT job_key, status, type FROM results ORDER BY job_key"))


def by_name(rows: list[tuple[str, str, str]]) -> dict[str, str]:
    return {key.rstrip("/").rsplit("/", 1)[-1]: type_ for key, _, type_ in rows}


def batch_cmd(root: Path | str, *args: str, rules: Path) -> list[str]:
    return [sys.executable, "-m", "diagnose", "batch", str(root), "--rules", str(rules), "--tiers", "rule", *args]


def run_batch_cli(root: Path | str, *args: str, rules: Path, timeout: float = 300,
                  env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(batch_cmd(root, *args, rules=rules), capture_output=True, text=True, timeout=timeout,
                          cwd=REPO, env=env or os.environ.copy())
