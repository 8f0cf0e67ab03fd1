"""Labeled suites: small jobs cycling over every type, layout and compression."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from eval.jobgen.generate import generate_job, write_label
from eval.jobgen.spec import LAYOUTS, TAXONOMY, JobSpec

SUITE_COMPRESSIONS = ("", "gz", "", "mixed")  # half the suite compressed, some of it mixed


def suite_specs(count: int, seed: int, *, min_ranks: int = 4, max_ranks: int = 32) -> list[JobSpec]:
    """`count` small jobs cycling over every type, layout and compression; job i gets seed + i."""
    types = tuple(TAXONOMY)
    specs = []
    for i in range(count):
        rng = random.Random(f"suite:{seed}:{i}")
        ranks = rng.randint(min_ranks, max_ranks)
        per_node = rng.choice([n for n in (2, 4, 8) if n < ranks] or [ranks])
        specs.append(JobSpec(scenario=types[i % len(types)], ranks=ranks, ranks_per_node=per_node,
                             layout=LAYOUTS[(i + i // len(types)) % len(LAYOUTS)], seed=seed + i,
                             compress=SUITE_COMPRESSIONS[(i // len(LAYOUTS)) % len(SUITE_COMPRESSIONS)]))
    return specs


def suite_folder(spec: JobSpec) -> str:
    return f"synthetic-{spec.scenario}-{spec.layout}-s{spec.seed}"


def generate_suite(out: Path, specs: Sequence[JobSpec]) -> list[Path]:
    """One labeled job folder per spec under `out`; returns the folders."""
    folders = []
    for spec in specs:
        folder = Path(out) / suite_folder(spec)
        write_label(generate_job(spec, folder), spec, folder)
        folders.append(folder)
    return folders
