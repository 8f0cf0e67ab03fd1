"""A short run of each coverage-guided fuzz target in fuzz/ (atheris), seeded from labeled logs' lines and
the inputs of earlier finds (fuzz/regressions/TARGET/): a crash, a failed check or an input that hangs fails
the test and leaves the input in the test's folder. The run has a fixed seed and a number of executions, so
CI runs the same inputs each time; fuzz/run.py runs the targets for hours with random seeds."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RUNS = 3000  # each, about 10-15 s; README.md ("Property tests and fuzzing") says how to run them for hours
SECONDS = 60  # a cap, should a slow machine not reach RUNS


@pytest.mark.parametrize("target", ["reader", "scanner", "lines"])
def test_a_short_fuzz_run_finds_nothing(target, tmp_path):
    seeds, corpus = tmp_path / "seeds", tmp_path / "corpus"
    corpus.mkdir()
    regressions = [REPO / "fuzz" / "regressions" / target] if (REPO / "fuzz" / "regressions" / target).is_dir() else []
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    subprocess.run([sys.executable, REPO / "fuzz" / "seeds.py", target, seeds], check=True, env=env)
    run = subprocess.run(
        [sys.executable, REPO / "fuzz" / f"fuzz_{target}.py", corpus, seeds, *regressions, "-seed=1", f"-runs={RUNS}",
         f"-max_total_time={SECONDS}",
         "-timeout=20", "-rss_limit_mb=2048"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=SECONDS * 5)
    assert run.returncode == 0, f"fuzz_{target} failed; the input is in {tmp_path}:\n{run.stderr[-4000:]}"
    assert "Done " in run.stderr
