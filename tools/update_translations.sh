#!/usr/bin/env bash
# Refreshes the Qt Linguist catalogs i18n/dicegame_<lang>.ts from the source: adds new strings
# (as unfinished, to be translated), drops strings the code no longer has (-no-obsolete), and
# keeps every existing translation. Then translate the unfinished entries (Qt Linguist:
# .venv/bin/pyside6-linguist i18n/dicegame_ro.ts) and run tools/compile_translations.sh.
# The hand-written i18n/qtbase_extra_<lang>.ts (Qt's standard buttons) are not touched.
# Optional argument: the folder holding the .ts to update (default i18n/; the tests use a copy).
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE="${LUPDATE:-.venv/bin/pyside6-lupdate}"
DIR="${1:-i18n}"

mapfile -t SOURCES < <(find dicegame -name '*.py' -not -path '*/__pycache__/*' | LC_ALL=C sort)
for lang in pt_PT pt_BR ro; do
  "$LUPDATE" -silent -no-obsolete -locations none -target-language "$lang" \
    "${SOURCES[@]}" -ts "$DIR/dicegame_$lang.ts"
done
