#!/usr/bin/env bash
# Installs diagnose (with the embedded model and `rules suggest`'s scikit-learn) into .venv and diagnoses the
# bundled example job.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/pip install --quiet --disable-pip-version-check -e '.[llm,suggest]'
.venv/bin/diagnose examples/oom-64-ranks/
