#!/usr/bin/env bash
# Creates .venv if needed and installs diagnose (editable) with the extras given as $1, e.g. "dev,llm".
# Shared by setup.sh and test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
# llama-cpp-python compiles llama.cpp. A native build (-march=native) turns on AMX and AVX-512 where the CPU
# lists them, and on the VMs CI uses such a build segfaults in its first decode; AVX2 runs everywhere here.
export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF}"
.venv/bin/pip install --quiet --disable-pip-version-check -e ".[$1]"
