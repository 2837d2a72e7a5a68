#!/usr/bin/env bash
# Compiles every i18n/*.ts (our catalogs dicegame_<lang>.ts and the standard-button catalogs
# qtbase_extra_<lang>.ts) into the .qm files the program loads. The .qm are build products
# (gitignored); tools/setup.sh runs this. Optional argument: the output folder (default i18n/).
set -euo pipefail
cd "$(dirname "$0")/.."
LRELEASE="${LRELEASE:-.venv/bin/pyside6-lrelease}"
OUT="${1:-i18n}"
mkdir -p "$OUT"

# Each .qm is written beside its final name and then renamed over it: a running program
# (or test) maps its catalogs into memory, and a file rewritten in place under it ends that
# program with SIGBUS (seen: the suite beside a package build). A rename leaves the mapped
# file whole.
for ts in i18n/*.ts; do
  qm="$OUT/$(basename "${ts%.ts}").qm"
  "$LRELEASE" -silent "$ts" -qm "$qm.new"
  mv -f "$qm.new" "$qm"
done
