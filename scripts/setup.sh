#!/usr/bin/env bash
# Installs diagnose into .venv and diagnoses the bundled example job.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install.sh llm
.venv/bin/diagnose examples/oom-64-ranks/
