#!/usr/bin/env bash
# Sets up what is missing (tools/setup.sh), then starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
exec .venv/bin/python -m dicegame "$@"
