#!/usr/bin/env bash
# Compiles every i18n/*.ts (our catalogs dicegame_<lang>.ts and the standard-button catalogs
# qtbase_extra_<lang>.ts) into the .qm files the program loads. The .qm are build products
# (gitignored); tools/setup.sh runs this. Optional argument: the output folder (default i18n/).
set -euo pipefail
cd "$(dirname "$0")/.."
LRELEASE="${LRELEASE:-.venv/bin/pyside6-lrelease}"
OUT="${1:-i18n}"
mkdir -p "$OUT"

for ts in i18n/*.ts; do
  "$LRELEASE" -silent "$ts" -qm "$OUT/$(basename "${ts%.ts}").qm"
done
