#!/usr/bin/env bash
# The screen-reader check (tools/orca_check.sh) with the Orca of another Debian release, as
# root: in a fresh `debootstrap --variant=minbase` system of SUITE (tools/ci_chroot.sh) it
# apt-installs that release's Xvfb, D-Bus, AT-SPI and Orca, makes a virtual environment with
# the pinned PySide6 of constraints.txt, copies this checkout in (its tracked files as they
# are in the work tree, and the compiled translations) and runs tools/orca_check.sh there.
# Prints the Orca version, the check's report and how long each step took; the exit status
# is the check's (the number of failed checks; 2: a tool missing).
#
# Usage: tools/orca_check_debian.sh [SUITE] [ARGS...]   SUITE: trixie (default), bookworm
#   ARGS go to tools/orca_check.sh: e.g. `--probe` (what this Orca speaks of each way of
#   posting a message), `--pace 2000`, `--whole` (two whole games, counted). `--keep DIR` keeps Orca's log and the report in DIR
#   on this machine (they are copied out of the system before it is deleted).
# Downloaded .deb files and pip wheels are kept in $DICEGAME_CI_CACHE (default
# /var/cache/dicegame-ci)/orca-SUITE/, so a second run downloads nothing; the system itself
# is new each time and deleted at the end, even on failure.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
source tools/ci_chroot.sh
SUITE=trixie
case "${1:-}" in bookworm | trixie | forky | sid) SUITE=$1; shift ;; esac
[ "$(id -u)" -eq 0 ] || { echo "orca_check_debian: run as root (it makes a chroot)" >&2; exit 2; }

PACKAGES=(
  xvfb dbus at-spi2-core orca python3 python3-venv
  # what the PySide6 wheels load (tools/setup.sh's list)
  libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3
  libxkbcommon0 libxkbcommon-x11-0 libx11-xcb1
  libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xinerama0 libxcb-xkb1
  libxcb-sync1 libxcb-shm0 libxcb-render0 libxrender1 libxi6 fonts-dejavu-core
)
CACHE_DIR="${DICEGAME_CI_CACHE:-/var/cache/dicegame-ci}/orca-$SUITE"
# not the host check's display (97): X's abstract sockets are shared with the chroot
DISPLAY_NUMBER=${ORCA_CHECK_DISPLAY:-96}

KEEP=""
args=()
while [ $# -gt 0 ]; do
  if [ "$1" = "--keep" ]; then KEEP=$(realpath -m "$2"); shift 2; else args+=("$1"); shift; fi
done

started=$SECONDS
step_started=$SECONDS
orca_version=""
step() {
  echo "orca_check_debian: [$((SECONDS - step_started)) s] $1" >&2
  step_started=$SECONDS
}

root=$(mktemp -d /var/tmp/orca-check-"$SUITE".XXXXXX)
CACHE_MOUNTS=(var/cache/apt/archives root/.cache/pip)

unmount_caches() {  # the caches' bind mounts; 1 if one is still mounted (then keep $root)
  local mount_point status=0
  for mount_point in "${CACHE_MOUNTS[@]}"; do
    if mountpoint -q "$root/$mount_point"; then
      umount "$root/$mount_point" || status=1
    fi
  done
  return "$status"
}

cleanup() {
  local status=$? outcome="deleted"
  # never delete the system while a cache is mounted in it: rm would empty the cache
  if unmount_caches; then
    release "$root"
  else
    outcome="kept: a cache is still mounted in $root; unmount it, then run"
    outcome+=" bash tools/ci_chroot.sh release $root"
  fi
  echo "orca_check_debian: $SUITE, orca ${orca_version:-not installed}: exit status $status," \
    "$((SECONDS - started)) s in all (the system $outcome)" >&2
}
trap cleanup EXIT

fresh "$SUITE" "$root"
mkdir -p "$CACHE_DIR/apt" "$CACHE_DIR/pip"
for mount_point in "${CACHE_MOUNTS[@]}"; do
  mkdir -p "$root/$mount_point"
done
mount --bind "$CACHE_DIR/apt" "$root/var/cache/apt/archives"
mount --bind "$CACHE_DIR/pip" "$root/root/.cache/pip"
# keep the downloaded .deb files (Debian's images delete them after each install)
rm -f "$root/etc/apt/apt.conf.d/docker-clean"
echo 'Binary::apt::APT::Keep-Downloaded-Packages "true";' >"$root/etc/apt/apt.conf.d/90keep"
echo force-unsafe-io >"$root/etc/dpkg/dpkg.cfg.d/unsafe-io"  # a throwaway system: no fsync
printf 'path-exclude=/usr/share/%s/*\n' doc man info >"$root/etc/dpkg/dpkg.cfg.d/no-docs"
step "$SUITE: fresh minbase system in $root"

run_in "$root" apt-get update -qq
step "$SUITE: apt-get update"
run_in "$root" apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null
orca_version=$(run_in "$root" dpkg-query -W -f='${Version}' orca)
at_spi_version=$(run_in "$root" dpkg-query -W -f='${Version}' at-spi2-core)
python_version=$(run_in "$root" python3 -c 'import sys; print(sys.version.split()[0])')
step "$SUITE: apt-get install (orca $orca_version, at-spi2-core $at_spi_version, python $python_version)"

run_in "$root" python3 -m venv /opt/venv
mkdir -p "$root/src"
{ git ls-files -z; printf '%s\0' i18n/*.qm; } | tar --null -T - -cf - | tar -C "$root/src" -xf -
# pip trusts what this machine trusts (a proxy's own authority, if it has one)
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/host-ca-certificates.crt"
run_in "$root" /opt/venv/bin/python -m pip install --quiet --disable-pip-version-check \
  --cert /etc/ssl/host-ca-certificates.crt -c /src/constraints.txt PySide6-Essentials
pyside_version=$(run_in "$root" /opt/venv/bin/python -c 'import PySide6; print(PySide6.__version__)')
step "$SUITE: venv with PySide6 $pyside_version (constraints.txt), this checkout in /src"

echo "orca_check_debian: Debian $SUITE, orca $orca_version ($(run_in "$root" orca --version))" >&2
keep_args=(--keep /tmp/orca-check-keep)
[ "${args[0]:-}" != "--probe" ] || keep_args=(/tmp/orca-check-keep)  # the probe's folder
status=0
run_in "$root" env PYTHON=/opt/venv/bin/python ORCA_CHECK_DISPLAY="$DISPLAY_NUMBER" \
  bash /src/tools/orca_check.sh "${args[@]}" "${keep_args[@]}" || status=$?
step "$SUITE: tools/orca_check.sh ${args[*]} (exit status $status)"
if [ -n "$KEEP" ]; then
  mkdir -p "$KEEP"
  cp -r "$root/tmp/orca-check-keep/." "$KEEP/" 2>/dev/null || true
  echo "orca_check_debian: Orca's log and the report are in $KEEP" >&2
fi
exit "$status"
