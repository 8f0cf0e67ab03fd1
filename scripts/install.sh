#!/usr/bin/env bash
# Creates .venv if needed and installs diagnose (editable) with the extras given as $1, e.g. "dev,llm".
# Shared by setup.sh and test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
# llama-cpp-python compiles llama.cpp. A native build (-march=native) turns on AMX where the CPU lists it, and on
# the VMs CI uses such a build segfaults in its first decode. So AMX stays off; AVX-512 (with VNNI and BF16) is on
# where the CPU has it: about 1.6x faster than AVX2 alone on a 1.5B model here (826 prompt tokens: 18 s vs 29 s).
AVX512=OFF
grep -qw avx512f /proc/cpuinfo 2>/dev/null && AVX512=ON
export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=$AVX512 -DGGML_AVX512_VNNI=$AVX512 -DGGML_AVX512_BF16=$AVX512 -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF}"
.venv/bin/pip install --quiet --disable-pip-version-check -e ".[$1]"
# An editable install leaves the package's bytecode to be written when it is first imported, which
# PYTHONDONTWRITEBYTECODE (set on our CI machines) forbids: then every `diagnose` run compiles every module
# again, about 0.1 s of each cold start. A wheel install compiles it; so does this.
.venv/bin/python -m compileall -q diagnose
