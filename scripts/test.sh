#!/usr/bin/env bash
# Runs the test suite and the accuracy regression gate on a fresh machine or a warm one:
# creates .venv if needed, installs the project with its test dependencies, then runs pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/pip install --quiet --disable-pip-version-check -e '.[dev,llm,dask,s3]'
[ "$(id -u)" != 0 ] || ./scripts/slurm-up.sh   # a real one-node Slurm for tests/test_slurm_hook.py
.venv/bin/python -m pytest "$@"
# The accuracy regression gate: rules only, held-out test split, against the floor recorded in the repo.
.venv/bin/diagnose eval --split test --tiers rule --check-floor eval/floor.json --out "$(mktemp -d)" >/dev/null
