#!/usr/bin/env bash
# Replaces the ICU data library of a PyInstaller onedir (PySide6 ships all of ICU's data,
# ~30 MiB) by one with only what Qt uses for the program's four languages:
#   kept: the root locale and en, pt (pt_PT, pt_BR), ro in the main tree and in coll/
#         (collation: QCollator sorts player names), the Unicode property, normalisation
#         and collation base data (*.icu, *.nrm, coll/ucadata.icu), the supplemental tables
#         (likely subtags, plurals, numbering systems, ...), the converter alias table.
#   dropped: every other locale, the display-name trees (lang/ region/ curr/ unit/ zone/),
#         break-iterator dictionaries (brkitr/: Qt uses its own line breaking),
#         transliteration, rule-based number formats and the legacy charset converters.
# Case mapping is compiled into libicuuc, and QLocale's number formats are Qt's own CLDR
# tables: neither needs this data. `dicegame --smoke` checks all three in each language on
# the frozen build (see dicegame/smoke.py, check_locale_services).
#
# Usage: trim_icu.sh ONEDIR WORKDIR    Needs icupkg (Debian: icu-devtools), gcc, readelf.
set -euo pipefail
onedir="$1" work="$2"
KEPT_LOCALES='^(res_index|pool|root|en|en_US|en_GB|en_001|pt|pt_PT|pt_BR|ro|ro_RO|ro_MD)\.res$'
LOCALE_FILE='^[a-z]{2,3}(_[A-Za-z0-9]*)*\.res$'
DROPPED_TREES='^(brkitr|curr|lang|region|unit|zone|rbnf|translit)/'

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
: >"$work/drop.txt"
while IFS= read -r item; do
  name=${item##*/}
  case "$item" in
    */*) tree=${item%%/*} ;;
    *) tree="" ;;
  esac
  if [[ "$item" =~ $DROPPED_TREES ]] || [[ "$name" == *.cnv ]]; then
    echo "$item" >>"$work/drop.txt"
  elif [[ "$tree" == "" || "$tree" == "coll" ]] && [[ "$name" =~ $LOCALE_FILE ]] \
      && ! [[ "$name" =~ $KEPT_LOCALES ]]; then
    echo "$item" >>"$work/drop.txt"
  fi
done <"$work/all.txt"
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
