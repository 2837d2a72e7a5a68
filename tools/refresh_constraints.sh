#!/usr/bin/env bash
# Renews constraints.txt, the exact versions that tools/setup.sh, CI and the build install:
# in a throwaway virtual environment it installs the newest versions that pyproject.toml's
# ranges allow (the project with its test and build extras, and pip and setuptools), runs
# every check of tools/test.sh with them (ruff, the suite under coverage with its floors)
# and only when they pass writes their `pip freeze` to constraints.txt. Review the diff
# and commit it; the next tools/setup.sh reinstalls .venv at the new versions.
# Extra arguments go to pytest (a partial run: DICEGAME_COVERAGE=0 with e.g. -m "not slow";
# the file is still written only if that run passes).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
venv="$work/venv"

log() { echo "refresh_constraints: $*" >&2; }

python3 -m venv "$venv"
# No PIP_CONSTRAINT here: the point is to take what the index serves today.
unset PIP_CONSTRAINT
"$venv/bin/python" -m pip install --quiet --upgrade pip setuptools
"$venv/bin/python" -m pip install --quiet -e ".[test,build]"
{
  sed -n '1,/^[^#]/{/^#/p}' constraints.txt
  "$venv/bin/python" -m pip freeze --all --exclude-editable | grep -v '^#\|^dicegame==' | sort -f
} >"$work/constraints.txt"
log "installed in a throwaway venv:"
diff -u constraints.txt "$work/constraints.txt" >&2 || true

log "running the checks with those versions"
DICEGAME_VENV="$venv" bash tools/test.sh "$@"
cp "$work/constraints.txt" constraints.txt
log "constraints.txt written; review it (git diff constraints.txt) and commit it"
