"""Blank the build host's folder names left in the ELF files of a onedir.

After ``patchelf --remove-rpath`` the old RUNPATH text stays, unused, in each file's string
table, and libpython keeps the folder its interpreter was built for as the default
``sys.prefix`` (unused: PyInstaller's bootloader sets every path itself). Each NUL-terminated
string that starts with one of the given folders is overwritten with NUL bytes, which keeps
every offset in the file. Usage: ``python scrub_build_paths.py ONEDIR FOLDER...``; prints
how many strings it blanked.
"""

from __future__ import annotations

import sys
from pathlib import Path

ELF_MAGIC = b"\x7fELF"


def scrub(data: bytearray, prefixes: list[bytes]) -> int:
    blanked = 0
    for prefix in prefixes:
        start = data.find(prefix)
        while start != -1:
            end = data.find(b"\0", start)
            after = data[start + len(prefix) : start + len(prefix) + 1]
            if (start == 0 or data[start - 1] == 0) and after in (b"/", b"\0"):
                data[start:end] = bytes(end - start)
                blanked += 1
            start = data.find(prefix, end)
    return blanked


def main(onedir: str, folders: list[str]) -> int:
    prefixes = sorted({folder.rstrip("/").encode() for folder in folders if folder.strip("/")})
    total = 0
    for path in sorted(Path(onedir).rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        data = bytearray(path.read_bytes())
        if not data.startswith(ELF_MAGIC):
            continue
        blanked = scrub(data, prefixes)
        if blanked:
            path.write_bytes(bytes(data))
            total += blanked
    print(f"scrub_build_paths: blanked {total} build-host path(s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
