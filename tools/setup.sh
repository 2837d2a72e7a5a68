#!/usr/bin/env bash
# Installs everything dicegame needs on a Debian/Ubuntu machine that has python3:
# the system libraries Qt loads (xcb, EGL, fonts), Xvfb for screenshots and smoke runs,
# and a virtual environment in .venv with the project and its test tools; with the test
# tools (the default), the Latin-2 Romanian locale a test starts the program under.
# Safe to run again: it installs only what is missing. When another apt holds the package
# lock (unattended upgrades on a fresh desktop), it waits for it (APT_LOCK_WAIT_S, 600 s).
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_PACKAGES=(
  python3 python3-venv python3-pip
  libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3
  libxkbcommon0 libxkbcommon-x11-0 libx11-xcb1
  libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xinerama0 libxcb-xkb1
  libxcb-sync1 libxcb-shm0 libxcb-render0 libxrender1 libxi6
  fonts-dejavu-core xvfb xauth
)

EXTRAS="${DICEGAME_EXTRAS:-test}"
# tests/test_start_locale.py starts the program under this locale (a non-UTF-8 system)
TEST_LOCALE=ro_RO.ISO-8859-2
[[ ",$EXTRAS," != *,test,* ]] || DEBIAN_PACKAGES+=(locales)
APT_LOCK_WAIT_S="${APT_LOCK_WAIT_S:-600}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

apt_get() {  # apt-get that waits for the lock another apt holds instead of failing at once
  $SUDO env DEBIAN_FRONTEND=noninteractive LC_ALL="${APT_LC_ALL:-${LC_ALL:-}}" \
    apt-get -o DPkg::Lock::Timeout="$APT_LOCK_WAIT_S" "$@"
}

apt_update() {  # `apt-get update` does not wait for the lock of apt's lists (apt 2.6): retry
  local waited=0 out
  until out=$(APT_LC_ALL=C apt_get update -qq 2>&1); do
    if [[ "$out" != *"Could not get lock"* ]] || [ "$waited" -ge "$APT_LOCK_WAIT_S" ]; then
      echo "$out" >&2
      return 1
    fi
    [ "$waited" -gt 0 ] || echo "setup: another apt is running (it holds the lock): waiting for it"
    sleep 5
    waited=$((waited + 5))
  done
  [ -z "$out" ] || echo "$out"
}

missing_packages() {
  local pkg
  for pkg in "${DEBIAN_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || echo "$pkg"
  done
}

if command -v dpkg-query >/dev/null 2>&1; then
  mapfile -t missing < <(missing_packages)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "setup: installing Debian packages: ${missing[*]}"
    apt_update
    apt_get install -y -qq --no-install-recommends "${missing[@]}"
  fi
  if [[ ",$EXTRAS," == *,test,* ]] && ! locale -a 2>/dev/null | grep -qix 'ro_RO.iso88592'; then
    echo "setup: generating the locale $TEST_LOCALE (for the tests)"
    $SUDO localedef -i ro_RO -f ISO-8859-2 "$TEST_LOCALE"
  fi
else
  echo "setup: not a Debian/Ubuntu machine; install Qt's xcb libraries and Xvfb yourself" >&2
fi

# Every version pip installs is pinned in constraints.txt (tools/refresh_constraints.sh
# renews it); PIP_CONSTRAINT also pins what pip builds the project with (setuptools).
# The stamp holds a checksum of the constraints, pyproject.toml and the extras: when one
# of them changes, everything is installed again, at the pinned versions.
STAMP=".venv/.dicegame-installed-$EXTRAS"
export PIP_CONSTRAINT="$PWD/constraints.txt"
wanted=$(cat constraints.txt pyproject.toml <(echo "$EXTRAS") | sha256sum | cut -d' ' -f1)
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
if [ "$(cat "$STAMP" 2>/dev/null)" != "$wanted" ]; then
  echo "setup: installing the pinned versions of constraints.txt into .venv"
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".[$EXTRAS]"
  echo "$wanted" >"$STAMP"
fi

# Compile the translations (i18n/*.ts -> i18n/*.qm, gitignored): the program loads the .qm.
bash tools/compile_translations.sh >/dev/null
