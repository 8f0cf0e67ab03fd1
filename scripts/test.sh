#!/usr/bin/env bash
# Runs the test suite and the accuracy regression gate on a fresh machine or a warm one:
# creates .venv if needed, installs the project with its test dependencies, then runs pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install.sh dev,llm,report,parquet,dask,s3
[ "$(id -u)" != 0 ] || ./scripts/slurm-up.sh   # a real one-node Slurm for tests/test_slurm_hook.py
# Debian's chromium for tests/test_report_browser.py (Playwright drives it by path; `playwright install` cannot download)
[ "$(id -u)" != 0 ] || [ -x /usr/lib/chromium/chromium ] || timeout 600 apt-get install -y -qq --no-install-recommends \
  chromium >/dev/null 2>&1 || { timeout 300 apt-get update -qq && timeout 600 apt-get install -y -qq --no-install-recommends chromium; }
.venv/bin/python -m pytest "$@"
# The accuracy regression gate: rules only, on the held-out real test cases and the sealed set, against the
# floors recorded in eval/floor.json (measured right cases minus two).
for split in test sealed; do
  .venv/bin/diagnose eval --split "$split" --tiers rule --check-floor eval/floor.json --out "$(mktemp -d)" >/dev/null
done
