#!/usr/bin/env bash
# Installs diagnose (with the embedded model and `rules suggest`'s scikit-learn) into .venv and diagnoses the
# bundled example job.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install.sh llm,suggest
.venv/bin/diagnose examples/oom-64-ranks/
