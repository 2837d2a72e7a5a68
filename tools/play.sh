#!/usr/bin/env bash
# Sets up what is missing (tools/setup.sh), then starts the game. Without a display (over
# ssh, in a container) it says so in one line, before installing anything.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]; then
  echo "play: no display found: run it in a desktop session, or without one: xvfb-run bash tools/play.sh" >&2
  exit 1
fi
bash tools/setup.sh
exec .venv/bin/python -m dicegame "$@"
