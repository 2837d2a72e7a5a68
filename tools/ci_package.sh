#!/usr/bin/env bash
# CI check of the Linux installer, as root on Debian/Ubuntu (a throw-away machine: it
# installs and removes the dicegame package system-wide):
#   1. builds dist/dicegame_<version>_amd64.deb with tools/build_linux.sh
#   2. installs it with apt-get (so its Depends are resolved from the archive)
#   3. checks the installed files, then runs `dicegame --smoke` headless: must exit 0
#   4. removes and purges the package and checks nothing is left in /opt/dicegame
# Prints how long each step took. Extra environment: DICEGAME_VENV (see build_linux.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
SMOKE_TIMEOUT_S="${SMOKE_TIMEOUT_S:-300}"
INSTALLED_FILES=(
  /opt/dicegame/dicegame
  /usr/bin/dicegame
  /usr/share/applications/dicegame.desktop
  /usr/share/icons/hicolor/scalable/apps/dicegame.svg
  /usr/share/metainfo/io.github.dicegame.metainfo.xml
)

started=$SECONDS
step_started=$SECONDS
step() {
  echo "ci_package: $1 ($((SECONDS - step_started)) s)" >&2
  step_started=$SECONDS
}
fail() { echo "ci_package: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || fail "run as root (it installs a package)"

bash tools/build_linux.sh
version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -1)
deb="dist/dicegame_${version}_amd64.deb"
[ -f "$deb" ] || fail "no $deb"
step "built $deb, $(du -h "$deb" | cut -f1)"

if dpkg-query -W -f='${Status}' dicegame 2>/dev/null | grep -q "install ok installed"; then
  apt-get remove -y -qq dicegame >/dev/null
fi
apt-get install -y -qq "./$deb" >/dev/null
for file in "${INSTALLED_FILES[@]}"; do
  [ -e "$file" ] || fail "the package did not install $file"
done
unresolved=$(find /opt/dicegame -name '*.so*' -type f -exec ldd {} + 2>/dev/null | grep "not found" \
  | sort -u || true)
[ -z "$unresolved" ] || fail "libraries missing after install (Depends incomplete): $unresolved"
step "installed with apt-get"

# The smoke run, headless, with a throw-away home so no settings or saves are left behind.
scratch_home=$(mktemp -d)
trap 'rm -rf "$scratch_home"' EXIT
set +e
env -u DISPLAY -u WAYLAND_DISPLAY HOME="$scratch_home" XDG_CONFIG_HOME="$scratch_home/.config" \
  XDG_DATA_HOME="$scratch_home/.local/share" QT_QPA_PLATFORM=offscreen \
  timeout "$SMOKE_TIMEOUT_S" dicegame --smoke
smoke_status=$?
set -e
[ "$smoke_status" -eq 0 ] || fail "dicegame --smoke exited with $smoke_status"
step "dicegame --smoke passed"

apt-get remove -y -qq dicegame >/dev/null
dpkg --purge dicegame >/dev/null 2>&1  # apt-get cannot purge a package no archive knows
dpkg-query -W dicegame >/dev/null 2>&1 && fail "dpkg still knows dicegame after purge"
[ ! -e /opt/dicegame ] || fail "/opt/dicegame is still there after purge"
[ ! -e /usr/bin/dicegame ] || fail "/usr/bin/dicegame is still there after purge"
step "removed and purged"

echo "ci_package: OK in $((SECONDS - started)) s" >&2
