#!/usr/bin/env bash
# Builds the Linux installers in ONE command, on Debian/Ubuntu (amd64):
#   dist/dicegame/                               the PyInstaller onedir
#   dist/dicegame_<version>_amd64.deb            installs to /opt/dicegame, /usr/bin/dicegame
#   dist/dicegame-<version>-linux-x86_64.tar.gz  the onedir, to unpack and run anywhere
# It installs its own build needs (apt: fakeroot, dpkg-dev, binutils, the libraries Qt links
# to; pip: pyinstaller into .venv), compiles the translations (i18n/*.ts -> i18n/*.qm) and
# runs PyInstaller with build.spec. Safe to run again. Needs root or sudo for apt.
# DICEGAME_VENV=/path/to/venv builds with that Python environment instead of .venv (it must
# hold PySide6-Essentials; tools/setup.sh is then not run).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${DICEGAME_VENV:-.venv}"

# Libraries Qt's plugins link to that tools/setup.sh does not install (dpkg-shlibdeps must
# resolve every one of them), and the packaging tools.
BUILD_PACKAGES=(
  fakeroot dpkg-dev binutils file desktop-file-utils
  libwayland-client0 libwayland-cursor0 libwayland-egl1 libxcb-util1 libxcb-glx0
)
# Debian packages renamed by the 64-bit time_t transition (Debian 13, Ubuntu 24.04): the
# .deb accepts either name, so one build installs on old and new releases alike.
T64_RENAMED=(libglib2.0-0 libssl3)

log() { echo "build_linux: $*" >&2; }

install_build_needs() {
  [ -n "${DICEGAME_VENV:-}" ] || bash tools/setup.sh
  local missing=() pkg
  for pkg in "${BUILD_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null
  fi
  "$VENV/bin/python" -c "import PyInstaller" 2>/dev/null \
    || "$VENV/bin/python" -m pip install --quiet "pyinstaller>=6.6,<7"
}

project_version() {
  "$VENV/bin/python" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])'
}

compile_translations() {  # i18n/*.ts -> i18n/*.qm, every time: stale catalogs must not ship
  LRELEASE="$VENV/bin/pyside6-lrelease" bash tools/compile_translations.sh
  log "compiled $(find i18n -maxdepth 1 -name '*.ts' | wc -l) translation catalog(s)"
}

run_pyinstaller() {
  rm -rf dist/dicegame
  "$VENV/bin/python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller build.spec
  [ -x dist/dicegame/dicegame ] || { log "PyInstaller made no dist/dicegame/dicegame"; exit 1; }
}

elf_files() {  # every ELF file of the onedir, one per line
  find "$1" -type f \( -name '*.so' -o -name '*.so.*' -o -perm -u+x \) -print0 \
    | xargs -0 file --no-pad -F '|' | awk -F '|' '/ ELF /{print $1}'
}

check_libraries_resolve() {  # every library the bundle needs is bundled or installed
  local missing
  missing=$(elf_files "$1" | xargs ldd 2>/dev/null | grep "not found" | sort -u || true)
  if [ -n "$missing" ]; then
    log "unresolved libraries:"; echo "$missing" >&2; exit 1
  fi
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
  local depends pkg
  depends=$(cat "$work/depends")
  rm -rf "$work"
  [ -n "$depends" ] || { log "dpkg-shlibdeps found no dependency"; exit 1; }
  for pkg in "${T64_RENAMED[@]}"; do
    depends=$(sed -E "s/(^|, )(${pkg//./\\.})( \([^)]*\))?/\1\2\3 | \2t64\3/" <<<"$depends")
  done
  echo "$depends"
}

stage_deb_tree() {  # $1 = staging root, $2 = version
  local stage="$1" version="$2" linux=packaging/linux
  rm -rf "$stage"
  install -d "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
    "$stage/usr/share/icons/hicolor/scalable/apps" "$stage/usr/share/icons/hicolor/256x256/apps" \
    "$stage/usr/share/metainfo" "$stage/usr/share/doc/dicegame"
  cp -a dist/dicegame "$stage/opt/dicegame"
  install -m 755 "$linux/dicegame.sh" "$stage/usr/bin/dicegame"
  install -m 644 "$linux/dicegame.desktop" "$stage/usr/share/applications/dicegame.desktop"
  install -m 644 resources/icons/dicegame.svg \
    "$stage/usr/share/icons/hicolor/scalable/apps/dicegame.svg"
  install -m 644 resources/icons/dicegame-256.png \
    "$stage/usr/share/icons/hicolor/256x256/apps/dicegame.png"
  sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$(date -u +%F)/" "$linux/io.github.dicegame.metainfo.xml" \
    >"$stage/usr/share/metainfo/io.github.dicegame.metainfo.xml"
  install -m 644 "$linux/copyright" "$stage/usr/share/doc/dicegame/copyright"
  write_changelog "$version" | gzip -9n >"$stage/usr/share/doc/dicegame/changelog.gz"
  find "$stage" -type d -exec chmod 755 {} +
  # Libraries are loaded, not run: only the program itself is executable.
  find "$stage/opt/dicegame/_internal" -type f -exec chmod 644 {} +
  chmod -R go-w "$stage"
}

write_changelog() {  # the Debian changelog a native package carries
  printf 'dicegame (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
    "$1" "$1" "$(sed -n 's/^Maintainer: //p' packaging/linux/control.in)" "$(date -R)"
}

write_control() {  # $1 = staging root, $2 = version, $3 = depends
  local stage="$1" installed_kib
  installed_kib=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
  sed -e "s/@VERSION@/$2/" -e "s/@INSTALLED_SIZE@/$installed_kib/" -e "s/@DEPENDS@/$3/" \
    packaging/linux/control.in >"$stage/DEBIAN/control"
  (cd "$stage" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | xargs -0 md5sum) \
    >"$stage/DEBIAN/md5sums"
}

validate_metadata() {  # $1 = staging root
  desktop-file-validate "$1/usr/share/applications/dicegame.desktop"
  if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net --pedantic "$1/usr/share/metainfo/io.github.dicegame.metainfo.xml" \
      >&2 || log "appstreamcli reported problems (see above)"
  fi
}

main() {
  install_build_needs
  local version deb tarball stage=build/deb/root
  version=$(project_version)
  deb="dist/dicegame_${version}_amd64.deb"
  tarball="dist/dicegame-${version}-linux-x86_64.tar.gz"
  compile_translations
  run_pyinstaller
  check_libraries_resolve dist/dicegame
  local depends
  depends=$(debian_depends dist/dicegame)
  stage_deb_tree "$stage" "$version"
  write_control "$stage" "$version" "$depends"
  validate_metadata "$stage"
  fakeroot dpkg-deb -Zxz --build "$stage" "$deb" >/dev/null
  tar -C dist --owner=0 --group=0 -czf "$tarball" dicegame
  log "Depends: $depends"
  ls -l "$deb" "$tarball" >&2
}

main "$@"
