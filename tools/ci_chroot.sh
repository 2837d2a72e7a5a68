#!/usr/bin/env bash
# Fresh Debian systems for the installer check, as root (sourced by tools/ci_package.sh, or
# run by hand: `bash tools/ci_chroot.sh base bookworm` prints the cached base tarball).
#
# base SUITE      a `debootstrap --variant=minbase` system of SUITE (bookworm, trixie),
#                 made once and kept as a tarball in $DICEGAME_CI_CACHE (default
#                 /var/cache/dicegame-ci); refreshed when older than 7 days.
# fresh SUITE DIR unpacks that base into DIR (a new, never-used system) and mounts /proc,
#                 /sys, /dev and /dev/pts in it; `release DIR` unmounts them and deletes DIR.
# run_in DIR CMD...   runs CMD inside DIR with a clean environment (a user's PATH, with /usr/games).
set -euo pipefail

MIRROR="${DICEGAME_CI_MIRROR:-http://deb.debian.org/debian}"
CACHE="${DICEGAME_CI_CACHE:-/var/cache/dicegame-ci}"
BASE_MAX_AGE_DAYS=7

chroot_log() { echo "ci_chroot: $*" >&2; }

base() {  # $1 = suite; prints the path of its base tarball, making it when needed
  local suite="$1" tarball="$CACHE/$1-minbase.tar"
  mkdir -p "$CACHE"
  if [ -s "$tarball" ] && [ -n "$(find "$tarball" -mtime -"$BASE_MAX_AGE_DAYS")" ]; then
    echo "$tarball"; return
  fi
  local work
  work=$(mktemp -d "$CACHE/debootstrap-$suite.XXXXXX")
  chroot_log "debootstrap --variant=minbase $suite (once; cached in $tarball)"
  debootstrap --variant=minbase --keyring=/usr/share/keyrings/debian-archive-keyring.gpg \
    "$suite" "$work/root" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; rm -rf "$work"; return 1; }
  # apt's lists are not kept: each fresh system runs apt-get update against the mirror.
  rm -rf "$work/root/var/lib/apt/lists/"* "$work/root/var/cache/apt/archives/"*.deb
  tar -C "$work/root" --numeric-owner -cf "$tarball.tmp" .
  mv "$tarball.tmp" "$tarball"
  rm -rf "$work"
  echo "$tarball"
}

fresh() {  # $1 = suite, $2 = directory to create
  local suite="$1" dir="$2" tarball
  tarball=$(base "$suite")
  mkdir -p "$dir"
  tar -C "$dir" --numeric-owner -xf "$tarball"
  cp /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
  printf '#!/bin/sh\nexit 101\n' >"$dir/usr/sbin/policy-rc.d"  # no services start in it
  chmod 755 "$dir/usr/sbin/policy-rc.d"
  mount -t proc proc "$dir/proc"
  mount -t sysfs sysfs "$dir/sys"
  mount --bind /dev "$dir/dev"
  mount --bind /dev/pts "$dir/dev/pts"
}

run_in() {  # $1 = directory, then the command
  local dir="$1"; shift
  chroot "$dir" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games \
    HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}

release() {  # $1 = directory
  local dir="$1" mount_point
  [ -d "$dir" ] || return 0
  for mount_point in dev/pts dev sys proc; do
    mountpoint -q "$dir/$mount_point" && umount -l "$dir/$mount_point"
  done
  rm -rf --one-file-system "$dir"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  "$@"
fi
