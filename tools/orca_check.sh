#!/bin/bash
# What the real Orca says while the program plays (see tools/orca_check.py).
# Needs: Xvfb, dbus-run-session, at-spi2-core, orca (Debian: apt-get install xvfb dbus
# at-spi2-core orca). Runs in its own display, D-Bus session, HOME and settings, so neither
# your desktop nor your game settings are touched.
# Usage: tools/orca_check.sh [--keep DIR]   the game, checked (about 10-15 minutes here)
#        tools/orca_check.sh --probe [DIR]  what this Orca speaks of each kind of message
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
for tool in Xvfb dbus-run-session orca /usr/libexec/at-spi-bus-launcher; do
    command -v "$tool" >/dev/null || { echo "missing: $tool" >&2; exit 2; }
done
SCRATCH=$(mktemp -d /tmp/orca-check.XXXXXX)
trap 'kill "$XVFB" 2>/dev/null || true; rm -rf "$SCRATCH"' EXIT
DISPLAY_NUMBER=${ORCA_CHECK_DISPLAY:-97}
Xvfb ":$DISPLAY_NUMBER" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
sleep 1
export DISPLAY=":$DISPLAY_NUMBER" HOME="$SCRATCH/home" XDG_RUNTIME_DIR="$SCRATCH/run"
export XDG_CONFIG_HOME="$SCRATCH/home/.config" XDG_DATA_HOME="$SCRATCH/home/.local/share"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb PYTHONPATH="$ROOT"
SCRIPT="$ROOT/tools/orca_check.py"
if [ "${1:-}" = "--probe" ]; then
    SCRIPT="$ROOT/tools/orca_probe.py"
    shift
fi
dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
    sleep 1
    "$0" "$@"
' "$PYTHON" "$SCRIPT" "$@" 2> >(grep -v "^dbus-daemon\|^SpiRegistry\|qt.accessibility.atspi" >&2)
