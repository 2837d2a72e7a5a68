#!/usr/bin/env bash
# Builds the macOS disk image from the PyInstaller app bundle, ON macOS (hdiutil):
#   dist/Dice Games.app  ->  dist/dicegame-<version>-macos-<arch>.dmg
# The .app comes from `pyinstaller --noconfirm build.spec` (build.spec makes the BUNDLE on
# macOS, with Pillow installed to turn resources/icons/dicegame-512.png into the .icns).
# The image holds the app and a link to /Applications, to drag it onto.
# The app is only ad-hoc signed (PyInstaller does that): without a Developer ID signature and
# notarization, Gatekeeper asks the user to confirm the first start (right-click > Open).
set -euo pipefail
cd "$(dirname "$0")/../.."

APP="dist/Dice Games.app"
[ -d "$APP" ] || { echo "make_dmg: no $APP: run pyinstaller build.spec first" >&2; exit 1; }
version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' dicegame/__init__.py)
dmg="dist/dicegame-${version}-macos-$(uname -m).dmg"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$APP" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "Dice Games" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"
hdiutil verify "$dmg"
echo "make_dmg: $dmg ($(du -h "$dmg" | cut -f1))"
