"""Compress a .deb built with ``dpkg-deb -Znone`` the way dpkg-deb cannot: xz with its x86 filter.

Usage: ``compress_deb.py IN.deb OUT.deb``

Most of the package is x86-64 machine code (Qt, Python, PySide6). xz's x86 branch-call-jump
filter turns the relative addresses of call and jump instructions into absolute ones, so
that the same call target repeats byte for byte and LZMA2 finds it: about 9 % smaller than
``dpkg-deb -Zxz -z6``. dpkg-deb has no option for a filter chain, but every reader of a .deb
(dpkg, apt, lintian, ``ar`` + ``tar -J``) decompresses any xz stream that liblzma makes, the
x86 filter included.

The ar archive is written again member by member, with dpkg-deb's own headers (name, date =
SOURCE_DATE_EPOCH, owner 0, mode) and its order (debian-binary, control.tar.xz, data.tar.xz);
only the sizes change. One thread and fixed settings: the same input gives the same bytes.
"""

from __future__ import annotations

import lzma
import sys
from pathlib import Path

AR_MAGIC = b"!<arch>\n"
HEADER_SIZE = 60
# data.tar: x86 branch filter, then LZMA2 at preset 9 (64 MiB dictionary: the whole tree
# fits, so the Qt library and its Python binding, far apart in the tar, share matches).
DATA_FILTERS = [{"id": lzma.FILTER_X86}, {"id": lzma.FILTER_LZMA2, "preset": 9}]
CONTROL_FILTERS = [{"id": lzma.FILTER_LZMA2, "preset": 9}]


def read_members(deb: bytes) -> list[tuple[bytes, bytes]]:
    """(60-byte header, content) of each member of an ar archive."""
    if not deb.startswith(AR_MAGIC):
        raise SystemExit("compress_deb: not an ar archive")
    members, offset = [], len(AR_MAGIC)
    while offset < len(deb):
        header = deb[offset : offset + HEADER_SIZE]
        if len(header) != HEADER_SIZE or header[58:60] != b"`\n":
            raise SystemExit(f"compress_deb: damaged ar header at byte {offset}")
        size = int(header[48:58])
        start = offset + HEADER_SIZE
        members.append((header, deb[start : start + size]))
        offset = start + size + (size % 2)  # members are padded to an even length
    return members


def member_name(header: bytes) -> str:
    return header[:16].decode("ascii").rstrip(" /")


def with_name_and_size(header: bytes, name: str, size: int) -> bytes:
    """The header with another member name (16 bytes) and size (10 bytes), the rest kept."""
    name_field, size_field = f"{name:<16}".encode("ascii"), f"{size:<10}".encode("ascii")
    return name_field + header[16:48] + size_field + header[58:]


def compressed(name: str, content: bytes) -> tuple[str, bytes]:
    """The member as it goes into the output: tar members xz-compressed, others as they are."""
    if name == "data.tar":
        return "data.tar.xz", lzma.compress(content, lzma.FORMAT_XZ, filters=DATA_FILTERS)
    if name == "control.tar":
        return "control.tar.xz", lzma.compress(content, lzma.FORMAT_XZ, filters=CONTROL_FILTERS)
    if name.startswith(("data.tar.", "control.tar.")):
        raise SystemExit(f"compress_deb: {name} is compressed already (build with -Znone)")
    return name, content


def main(source: str, target: str) -> None:
    out = bytearray(AR_MAGIC)
    for header, content in read_members(Path(source).read_bytes()):
        name, data = compressed(member_name(header), content)
        out += with_name_and_size(header, name, len(data)) + data
        if len(data) % 2:
            out += b"\n"
    Path(target).write_bytes(bytes(out))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: compress_deb.py IN.deb OUT.deb")
    main(sys.argv[1], sys.argv[2])
