#!/usr/bin/env bash
# Sets up what is missing (tools/setup.sh), then runs the whole test suite headless.
# Extra arguments go to pytest. Fails when no test ran (pytest exit code 5).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/python -m ruff check dicegame tests benchmarks tools packaging build.spec
.venv/bin/python -m ruff format --check --quiet dicegame tests benchmarks tools packaging
exec .venv/bin/python -m pytest "$@"
