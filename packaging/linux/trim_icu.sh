#!/usr/bin/env bash
# Replaces the ICU data library of a PyInstaller onedir (PySide6 ships all of ICU's data,
# ~30 MiB) by one with only what Qt uses for the program's four languages:
#   kept: the root locale and en, pt (pt_PT, pt_BR), ro in the main tree and in coll/
#         (collation: QCollator sorts player names), the collation base data
#         (coll/ucadata.icu), the supplemental tables (likely subtags, plurals, numbering
#         systems, ...), the converter alias table.
#   dropped: every other locale, the display-name trees (lang/ region/ curr/ unit/ zone/),
#         break-iterator dictionaries (brkitr/: Qt uses its own line breaking),
#         transliteration, rule-based number formats and the legacy charset converters;
#         and the data of the ICU services Qt never calls. The bundled libraries call only
#         ucol_* (collation), ucnv_* (converters), u_strToUpper/u_strToLower and ucal_*
#         for time zone display names (`nm -D --undefined-only` on every library but ICU's
#         own); so nothing asks for character names (unames.icu), the spoof checker
#         (confusables.cfu), StringPrep profiles (*.spp), IDNA (uts46.nrm: QUrl has its own
#         UTS #46 tables), NFKC (nfkc*.nrm: QString normalises with Qt's own tables), emoji
#         and layout properties (uemoji.icu, ulayout.icu), nor ICU's time zone rules
#         (zoneinfo64, timezoneTypes, metaZones, windowsZones: QTimeZone reads the system's
#         tzdata, and ICU's names for zones, zone/, are gone already).
# Case mapping is compiled into libicuuc, and QLocale's number formats are Qt's own CLDR
# tables: neither needs this data. `dicegame --smoke` checks all three in each language on
# the frozen build (see dicegame/smoke.py, check_locale_services). A whole session (the
# smoke run, both games, every dialog, in the four languages) opens only coll/ucadata.icu
# and coll/{root,en,pt,ro}.res (gdb, a breakpoint on udata_openChoice, ICU's one way in).
#
# Usage: trim_icu.sh ONEDIR WORKDIR    Needs icupkg (Debian: icu-devtools), gcc, readelf.
#        trim_icu.sh --dropped         Reads item names (coll/ro.res) on standard input and
#                                      prints those it would drop (tests/test_build_spec.py).
set -euo pipefail
KEPT_LOCALES='^(res_index|pool|root|en|en_US|en_GB|en_001|pt|pt_PT|pt_BR|ro|ro_RO|ro_MD)\.res$'
LOCALE_FILE='^[a-z]{2,3}(_[A-Za-z0-9]*)*\.res$'
DROPPED_TREES='^(brkitr|curr|lang|region|unit|zone|rbnf|translit)/'
UNUSED_SERVICES='^(unames\.icu|confusables\.cfu|[a-z0-9]+\.spp|uts46\.nrm|nfkc(_cf)?\.nrm|uemoji\.icu|ulayout\.icu|(zoneinfo64|timezoneTypes|metaZones|windowsZones)\.res)$'

dropped_items() {  # item names on stdin; prints those the trimmed data leaves out
  local item name tree
  while IFS= read -r item; do
    name=${item##*/}
    case "$item" in
      */*) tree=${item%%/*} ;;
      *) tree="" ;;
    esac
    if [[ "$item" =~ $DROPPED_TREES ]] || [[ "$name" == *.cnv ]] \
        || [[ "$item" =~ $UNUSED_SERVICES ]]; then
      echo "$item"
    elif [[ "$tree" == "" || "$tree" == "coll" ]] && [[ "$name" =~ $LOCALE_FILE ]] \
        && ! [[ "$name" =~ $KEPT_LOCALES ]]; then
      echo "$item"
    fi
  done
}

if [ "${1:-}" = "--dropped" ]; then
  dropped_items
  exit 0
fi
onedir="$1" work="$2"

library=$(find "$onedir" -name 'libicudata.so.*' -type f | head -1)
[ -n "$library" ] || { echo "trim_icu: no libicudata in $onedir" >&2; exit 1; }
soname=$(basename "$library")                     # libicudata.so.73
major=${soname##*.}
symbol="icudt${major}_dat"
rm -rf "$work"; mkdir -p "$work/full" "$work/trimmed"
package="icudt${major}l.dat"  # icupkg wants the name that the items carry as prefix

# The data is one symbol, icudtNN_dat, in .rodata: cut it out of the library as a .dat file.
read -r address size < <(readelf -sW --dyn-syms "$library" \
  | awk -v s="$symbol" '$8 == s {print $2, $3; exit}')
read -r section_address section_offset < <(readelf -SW "$library" \
  | sed -E 's/^ *\[ *[0-9]+\] *//' | awk '$1 == ".rodata" {print $3, $4; exit}')
offset=$(( 0x$section_offset + 0x$address - 0x$section_address ))
dd if="$library" of="$work/full/$package" bs=64K iflag=skip_bytes,count_bytes \
  skip="$offset" count="$((size))" status=none

icupkg -l "$work/full/$package" | sort >"$work/all.txt"
dropped_items <"$work/all.txt" >"$work/drop.txt"
icupkg -r "$work/drop.txt" "$work/full/$package" "$work/trimmed/$package"

# The same symbol in a library of the same SONAME, with nothing else in it.
cat >"$work/data.S" <<EOF
    .section .rodata
    .globl $symbol
    .type $symbol, @object
    .balign 16
$symbol:
    .incbin "$work/trimmed/$package"
    .size $symbol, . - $symbol
    .section .note.GNU-stack,"",@progbits
EOF
gcc -shared -nostdlib -Wl,-soname,"$soname" -Wl,--build-id=sha1 -Wl,-z,noexecstack -Wl,-s \
  -Wl,-z,relro -Wl,-z,now -o "$work/$soname" "$work/data.S"
install -m 644 "$work/$soname" "$library"
echo "trim_icu: $(wc -l <"$work/drop.txt") of $(wc -l <"$work/all.txt") ICU data items" \
  "dropped, $(( size / 1024 )) KiB -> $(( $(stat -c %s "$work/trimmed/$package") / 1024 )) KiB" >&2
