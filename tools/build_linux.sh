#!/usr/bin/env bash
# Builds the Linux installers in ONE command, on Debian/Ubuntu (amd64):
#   dist/dicegame/                               the PyInstaller onedir
#   dist/dicegame_<version>_amd64.deb            /usr/lib/dicegame + /usr/games/dicegame
#   dist/dicegame-<version>-linux-x86_64.tar.xz  the onedir, to unpack and run anywhere
# It installs its own build needs (apt: fakeroot, dpkg-dev, patchelf, icu-devtools, gcc, the
# libraries Qt links to; pip: the pinned pyinstaller of constraints.txt into .venv, with
# tools/setup.sh's pinned versions of everything else), compiles the translations
# (i18n/*.ts -> i18n/*.qm), runs PyInstaller with build.spec, strips the sections nothing
# loads, removes every RUNPATH, trims ICU's data to the four languages and packs both files
# (xz with its x86 filter: packaging/linux/compress_deb.py) reproducibly: the same commit gives
# byte-identical files (SOURCE_DATE_EPOCH = the last commit's time, names sorted, owner root,
# fixed compression settings). Safe to run again. Needs root or sudo for apt.
# DICEGAME_VENV=/path/to/venv builds with that Python environment instead of .venv (it must
# hold PySide6-Essentials; tools/setup.sh is then not run).
# DICEGAME_SKIP_PYINSTALLER=1 repacks the existing dist/dicegame (after a build of the
# same commit) without running PyInstaller again.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
VENV="${DICEGAME_VENV:-.venv}"
LINUX=packaging/linux
PREFIX=usr/lib/dicegame

# Libraries Qt's plugins link to that tools/setup.sh does not install (dpkg-shlibdeps must
# resolve every one of them), and the packaging tools.
BUILD_PACKAGES=(
  fakeroot dpkg-dev binutils file desktop-file-utils patchelf icu-devtools gcc libc6-dev
  xz-utils libwayland-client0 libwayland-cursor0 libxcb-util1 libgssapi-krb5-2 libbrotli1
)
# Debian packages renamed by the 64-bit time_t transition (Debian 13, Ubuntu 24.04): the
# .deb accepts either name, so one build installs on old and new releases alike.
T64_RENAMED=(libglib2.0-0 libssl3)

log() { echo "build_linux: $*" >&2; }

debian_libpython() {  # with Debian's own Python: its shared libpython, which PyInstaller
  # ships (Debian's python3 links it statically; libpython3.X comes with python3-dev only)
  "$VENV/bin/python" -c 'import sys; v = sys.version_info
print(f"libpython{v.major}.{v.minor}" if sys.base_prefix == "/usr" else "")'
}

install_build_needs() {
  [ -n "${DICEGAME_VENV:-}" ] || bash tools/setup.sh
  local missing=() pkg
  for pkg in "${BUILD_PACKAGES[@]}" $(debian_libpython); do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
      --no-install-recommends "${missing[@]}" >/dev/null
  fi
  # The pinned PyInstaller (and its helpers) of constraints.txt, as setup.sh pins the rest:
  # the same commit builds with the same tools on any machine.
  PIP_CONSTRAINT="$PWD/constraints.txt" "$VENV/bin/python" -m pip install --quiet \
    "pyinstaller>=6.6,<7"
}

project_version() {
  sed -n 's/^__version__ = "\(.*\)"/\1/p' dicegame/__init__.py
}

source_date_epoch() {  # the last commit's time; the reproducible build's clock
  if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then
    echo "$SOURCE_DATE_EPOCH"
  elif git rev-parse --git-dir >/dev/null 2>&1; then
    git log -1 --format=%ct
  else
    stat -c %Y pyproject.toml
  fi
}

compile_translations() {  # i18n/*.ts -> i18n/*.qm, every time: stale catalogs must not ship
  LRELEASE="$VENV/bin/pyside6-lrelease" bash tools/compile_translations.sh
  log "compiled $(find i18n -maxdepth 1 -name '*.ts' | wc -l) translation catalog(s)"
}

run_pyinstaller() {
  rm -rf dist/dicegame build/pyinstaller
  # PYTHONHASHSEED: marshalled sets and frozensets keep one order from build to build.
  PYTHONHASHSEED=0 "$VENV/bin/python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller build.spec
  [ -x dist/dicegame/dicegame ] || { log "PyInstaller made no dist/dicegame/dicegame"; exit 1; }
}

elf_files() {  # every ELF file of the onedir, one per line
  find "$1" -type f \( -name '*.so' -o -name '*.so.*' -o -perm -u+x \) -print0 | sort -z \
    | xargs -0 file --no-pad -F '|' | awk -F '|' '/ ELF /{print $1}'
}

strip_unneeded() {  # what dh_strip does: PyInstaller's `strip` keeps .comment and .note
  # (lintian: binary-has-unneeded-section), and --strip-unneeded drops every symbol that no
  # relocation needs. The executable keeps its pydata section (PyInstaller's archive).
  local file count=0
  while IFS= read -r file; do
    strip --strip-unneeded --remove-section=.comment --remove-section=.note "$file"
    count=$((count + 1))
  done < <(elf_files "$1")
  log "stripped $count ELF file(s)"
}

remove_runpaths() {  # no RUNPATH/RPATH: PyInstaller's bootloader puts _internal on the path
  local file count=0
  while IFS= read -r file; do
    if readelf -d "$file" | grep -qE '\((RUNPATH|RPATH)\)'; then
      patchelf --remove-rpath "$file"
      count=$((count + 1))
    fi
  done < <(elf_files "$1")
  log "removed RUNPATH/RPATH from $count ELF file(s)"
}

# Folders every system has, which the shipped libraries rightly name (libpython's
# /usr/lib/python3.11, Qt's /usr/share/hwdata, the X keyboard data): never a leak, and never
# to be blanked. Debian's own Python has /usr as its prefix.
SYSTEM_FOLDERS=(/ /usr /usr/local /usr/lib /usr/share /opt /home /tmp /var /var/tmp /etc /srv /bin /lib)

is_system_folder() {  # $1 = an absolute path without a trailing slash
  local folder
  for folder in "${SYSTEM_FOLDERS[@]}"; do
    [ "$1" = "$folder" ] && return 0
  done
  return 1
}

build_host_folders() {  # this build's own folders, which nothing shipped may name, one per line:
  # the clone, the venv, HOME, the build's temp folder, and the Python's prefix when it is
  # not a system one (pyenv's or a hand-built one under HOME or /opt)
  local folder
  for folder in "$PWD" "$(realpath "$VENV")" "$VENV" "${HOME:-}" "${BUILD_TMP:-}" \
    "$("$VENV/bin/python" -c 'import sys; print(sys.base_prefix)')"; do
    [ -n "$folder" ] || continue
    [[ "$folder" = /* ]] || folder="$PWD/$folder"
    for folder in "$folder" "$(realpath -m "$folder")"; do
      folder="${folder%/}"
      is_system_folder "${folder:-/}" || echo "$folder"
    done
  done | sort -u
}

use_own_temp_folder() {  # the build's temp files in one folder of its own (checked, removed)
  BUILD_TMP=$(mktemp -d "${TMPDIR:-/tmp}/dicegame-build.XXXXXX")
  export TMPDIR="$BUILD_TMP"
  trap 'rm -rf "$BUILD_TMP"' EXIT
}

declare_libc() {  # libraries that do not name libc.so.6 (Python modules that need only
  # libpython's symbols, the ICU data) get it, as every other library has (lintian:
  # library-not-linked-against-libc, shared-library-lacks-prerequisites)
  local file count=0
  while IFS= read -r file; do
    if [[ "$file" == *.so* ]] && ! readelf -d "$file" | grep -q 'Shared library: \[libc\.so\.6\]'; then
      patchelf --add-needed libc.so.6 "$file"
      count=$((count + 1))
    fi
  done < <(elf_files "$1")
  log "declared libc.so.6 in $count library(ies) that did not name it"
}

check_no_build_paths() {  # no file may name the build host's folders (nor a RUNPATH)
  local onedir="$1" leaks patterns=()
  leaks=$(elf_files "$onedir" | xargs readelf -d 2>/dev/null | grep -E '\((RUNPATH|RPATH)\)' || true)
  [ -z "$leaks" ] || { log "RUNPATH left:"; echo "$leaks" >&2; exit 1; }
  mapfile -t patterns < <(build_host_folders | sed 's|^|-e|; s|$|/|')
  leaks=$(grep -rlaF "${patterns[@]}" "$onedir" || true)
  [ -z "$leaks" ] || { log "build-host paths in:"; echo "$leaks" >&2; exit 1; }
}

check_libraries_resolve() {  # every library is bundled or installed (as the bootloader runs it)
  local missing
  missing=$(elf_files "$1" | LD_LIBRARY_PATH="$1/_internal" xargs ldd 2>/dev/null \
    | grep "not found" | sort -u || true)
  if [ -n "$missing" ]; then
    log "unresolved libraries:"; echo "$missing" >&2; exit 1
  fi
}

has_symbols_file() {  # $1 = package: does it ship a symbols file (minimum version per symbol)?
  local path
  path=$(dpkg-query --control-path "$1" symbols 2>/dev/null || true)
  [ -n "$path" ] && [ -s "$path" ]
}

debian_depends() {  # Depends: for the system libraries the onedir links to but does not bundle
  local onedir work
  onedir=$(realpath "$1")
  work=$(mktemp -d)
  mkdir -p "$work/debian"
  printf 'Source: dicegame\n\nPackage: dicegame\nArchitecture: amd64\n' >"$work/debian/control"
  local libdirs=() dir
  while IFS= read -r dir; do libdirs+=("-l$dir"); done \
    < <(find "$onedir" -name '*.so*' -type f -printf '%h\n' | sort -u)
  local files=()
  mapfile -t files < <(elf_files "$onedir")
  # dpkg-shlibdeps = objdump NEEDED + dpkg -S + the packages' symbols files (minimum versions)
  (cd "$work" && dpkg-shlibdeps -O --ignore-missing-info "${libdirs[@]}" "${files[@]}" 2>/dev/null) \
    | sed -n 's/^shlibs:Depends=//p' >"$work/depends"
  local depends entry pkg result=()
  depends=$(cat "$work/depends")
  rm -rf "$work"
  [ -n "$depends" ] || { log "dpkg-shlibdeps found no dependency"; exit 1; }
  # A package with only a shlibs file gives the version being built against, not what the
  # program needs: such a dependency is kept without a version (documented in README.md).
  while IFS= read -r entry; do
    pkg=${entry%% *}
    if has_symbols_file "$pkg"; then
      result+=("$entry")
    else
      log "no symbols file in $pkg: depending on it without a version"
      result+=("$pkg")
    fi
  done < <(sed 's/, /\n/g' <<<"$depends")
  depends=$(printf '%s\n' "${result[@]}" | sort -u | paste -sd, | sed 's/,/, /g')
  for pkg in "${T64_RENAMED[@]}"; do
    depends=$(sed -E "s/(^|, )(${pkg//./\\.})( \([^)]*\))?/\1\2\3 | \2t64\3/" <<<"$depends")
  done
  echo "$depends"
}

stage_deb_tree() {  # $1 = staging root, $2 = version, $3 = release date (YYYY-MM-DD)
  local stage="$1" version="$2" date="$3"
  rm -rf "$stage"
  install -d "$stage/DEBIAN" "$stage/usr/lib" "$stage/usr/games" \
    "$stage/usr/share/applications" "$stage/usr/share/icons/hicolor/scalable/apps" \
    "$stage/usr/share/icons/hicolor/256x256/apps" "$stage/usr/share/metainfo" \
    "$stage/usr/share/doc/dicegame" "$stage/usr/share/man/man6" \
    "$stage/usr/share/lintian/overrides"
  cp -a dist/dicegame "$stage/$PREFIX"
  ln -s ../lib/dicegame/dicegame "$stage/usr/games/dicegame"
  install -m 644 "$LINUX/dicegame.desktop" "$stage/usr/share/applications/dicegame.desktop"
  install -m 644 resources/icons/dicegame.svg \
    "$stage/usr/share/icons/hicolor/scalable/apps/dicegame.svg"
  install -m 644 resources/icons/dicegame-256.png \
    "$stage/usr/share/icons/hicolor/256x256/apps/dicegame.png"
  sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$date/" "$LINUX/io.github.dicegame.metainfo.xml" \
    >"$stage/usr/share/metainfo/io.github.dicegame.metainfo.xml"
  install -m 644 "$LINUX/copyright" "$stage/usr/share/doc/dicegame/copyright"
  write_changelog "$version" | gzip -9n >"$stage/usr/share/doc/dicegame/changelog.gz"
  sed "s/^\.TH DICEGAME 6 \"\"/.TH DICEGAME 6 \"$date\"/" "$LINUX/dicegame.6" | gzip -9n \
    >"$stage/usr/share/man/man6/dicegame.6.gz"
  install -m 644 "$LINUX/lintian-overrides" "$stage/usr/share/lintian/overrides/dicegame"
  find "$stage" -type d -exec chmod 755 {} +
  # Libraries are loaded, not run: only the program itself is executable.
  find "$stage/$PREFIX/_internal" -type f -exec chmod 644 {} +
  find "$stage/usr/share" -type f -exec chmod 644 {} +
  chmod -R go-w "$stage"
}

write_changelog() {  # the Debian changelog a native package carries
  printf 'dicegame (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
    "$1" "$1" "$(sed -n 's/^Maintainer: //p' "$LINUX/control.in")" \
    "$(date -u -R -d "@$SOURCE_DATE_EPOCH")"
}

write_control() {  # $1 = staging root, $2 = version, $3 = depends
  local stage="$1" installed_kib
  installed_kib=$(du -sk --apparent-size --exclude=DEBIAN "$stage" | cut -f1)
  sed -e "s/@VERSION@/$2/" -e "s/@INSTALLED_SIZE@/$installed_kib/" -e "s/@DEPENDS@/$3/" \
    "$LINUX/control.in" >"$stage/DEBIAN/control"
  (cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z \
    | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
  chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
}

clamp_mtimes() {  # every file and link dated SOURCE_DATE_EPOCH
  find "$1" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +
}

validate_metadata() {  # $1 = staging root
  desktop-file-validate "$1/usr/share/applications/dicegame.desktop"
  if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net --pedantic "$1/usr/share/metainfo/io.github.dicegame.metainfo.xml" \
      >&2 || { log "appstreamcli found problems (see above)"; exit 1; }
  fi
}

pack_tarball() {  # $1 = tarball: the onedir, reproducibly (GNU tar + xz, one thread)
  local tarball="$1"
  clamp_mtimes dist/dicegame
  tar -C dist --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
    --format=gnu -cf - dicegame | xz -T1 --x86 --lzma2=preset=9 -c >"$tarball"
}

main() {
  use_own_temp_folder
  install_build_needs
  local version deb tarball date stage=build/deb/root
  version=$(project_version)
  SOURCE_DATE_EPOCH=$(source_date_epoch)
  export SOURCE_DATE_EPOCH
  date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
  deb="dist/dicegame_${version}_amd64.deb"
  tarball="dist/dicegame-${version}-linux-x86_64.tar.xz"
  if [ -z "${DICEGAME_SKIP_PYINSTALLER:-}" ]; then
    compile_translations
    run_pyinstaller
    strip_unneeded dist/dicegame
    remove_runpaths dist/dicegame
    bash "$LINUX/trim_icu.sh" dist/dicegame build/icu
    declare_libc dist/dicegame
    build_host_folders | xargs "$VENV/bin/python" "$LINUX/scrub_build_paths.py" dist/dicegame
  fi
  check_no_build_paths dist/dicegame
  check_libraries_resolve dist/dicegame
  local depends
  depends=$(debian_depends dist/dicegame)
  stage_deb_tree "$stage" "$version" "$date"
  write_control "$stage" "$version" "$depends"
  validate_metadata "$stage"
  clamp_mtimes "$stage"
  rm -f "$deb" dist/dicegame-*.tar.gz
  # dpkg-deb checks and packs the tree; compress_deb.py compresses it (x86 filter, 9 % smaller).
  dpkg-deb --root-owner-group -Znone --build "$stage" build/deb/uncompressed.deb >/dev/null
  "$VENV/bin/python" "$LINUX/compress_deb.py" build/deb/uncompressed.deb "$deb"
  rm -f build/deb/uncompressed.deb
  pack_tarball "$tarball"
  log "SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH; Depends: $depends"
  ls -l "$deb" "$tarball" >&2
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then  # sourced by the tests: the functions only
  main "$@"
fi
