#!/bin/bash
# What the real Orca says while the program plays (see tools/orca_check.py).
# Needs: Xvfb, dbus-run-session, at-spi2-core, orca (Debian: apt-get install xvfb dbus
# at-spi2-core orca). Runs in its own display, D-Bus session, HOME and settings, so neither
# your desktop nor your game settings are touched.
# Usage: tools/orca_check.sh [--install] [--keep DIR]  the game, checked (80 s on 2 cores)
#        tools/orca_check.sh [--install] --probe [DIR]  what this Orca speaks of each message
#        tools/orca_check.sh [--install] --whole [--keep DIR]  two whole games, each message
#          counted: spoken, in order, once, uncut (tools/orca_whole.py; about 15 min)
# --install (CI, a fresh Debian machine): apt-get installs the packages that are missing
# (as root, or with sudo). The exit status is the number of failed checks (2: a tool missing).
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
PACKAGES=(xvfb dbus at-spi2-core orca)
if [ "${1:-}" = "--install" ]; then
    shift
    missing=()
    for package in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$package")
    done
    if [ "${#missing[@]}" -gt 0 ]; then
        echo "orca_check: installing Debian packages: ${missing[*]}" >&2
        SUDO=""
        [ "$(id -u)" -eq 0 ] || SUDO="sudo"
        export DEBIAN_FRONTEND=noninteractive
        $SUDO apt-get update -qq
        $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
fi
for tool in Xvfb dbus-run-session orca /usr/libexec/at-spi-bus-launcher; do
    command -v "$tool" >/dev/null || {
        echo "missing: $tool (Debian: apt-get install ${PACKAGES[*]}, or --install)" >&2
        exit 2
    }
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
# No speech server: Orca only logs what it would say. A speech-dispatcher that Orca starts
# with no sound card can hold Orca's speech (and so its events) for good.
mkdir -p "$XDG_CONFIG_HOME/speech-dispatcher"
echo "DisableAutoSpawn" >"$XDG_CONFIG_HOME/speech-dispatcher/speechd.conf"
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
