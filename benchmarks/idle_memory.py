"""Idle memory of the program as a player starts it (issue 37: about 70 MiB), for
``benchmarks/memory.py --idle``.

Each run starts ``python -m dicegame`` of a tree (its own PYTHONPATH), offscreen, with a
fresh HOME, and reads its memory once it has been idle: its CPU time unchanged for
``QUIET_S`` (the background warm-up over), at most ``LIMIT_S`` after the start. Byte-code
is compiled into a folder kept for the runs (as an installed program has it), after one
run that is not counted. ``--against DIR`` runs another tree in turn with this one.
Printed: RSS (VmRSS) and its anonymous and file-backed parts (RssAnon, RssFile), medians.

The frozen program the same way (issue 37: "about 70 MiB frozen"), after
``tools/build_linux.sh``::

    .venv/bin/python benchmarks/idle_memory.py --program dist/dicegame/dicegame --runs 5

(``--program`` again, another build's: the two in turn.)

Each build's files are dropped from the page cache first (``posix_fadvise``, the onedir's
files only), then read back by the run that is not counted: the file-backed part depends on
how a library's pages sit in the cache, not only on what the program touches. Two
byte-identical builds, one just built and one read before, differed by about 5 MiB of
RssFile (libQt6Widgets +2.0, libQt6Gui +1.9, libQt6Core +0.8 MiB; 4 December 2026, Linux
6.18: a page that faults maps its whole large folio of the cache); after the drop, by 0.2
at most.
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

QUIET_S = 3.0
LIMIT_S = 40.0
POLL_S = 0.25
FIELDS = ("VmRSS", "RssAnon", "RssFile")


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def memory_kib(pid: int) -> dict[str, int]:
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        if name in FIELDS:
            found[name] = int(value.split()[0])
    return found


def one_run(tree: Path, pycache: Path, program: Path | None = None) -> tuple[dict[str, int], float]:
    """The idle memory of one start of ``tree``'s program (or of the frozen ``program``),
    and when it was read (s)."""
    home = Path(tempfile.mkdtemp(prefix="dicegame-idle-"))
    env = {
        name: value
        for name, value in os.environ.items()
        if name != "PYTHONDONTWRITEBYTECODE" and not name.startswith(("XDG_", "DICEGAME_"))
    }
    env.update(
        HOME=str(home),
        PYTHONPATH=str(tree),
        PYTHONPYCACHEPREFIX=str(pycache),
        QT_QPA_PLATFORM="offscreen",
    )
    began = time.monotonic()
    process = subprocess.Popen(
        [str(program.resolve())] if program is not None else [sys.executable, "-m", "dicegame"],
        cwd=tree,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        last, still_since = -1, time.monotonic()
        while time.monotonic() - began < LIMIT_S:
            time.sleep(POLL_S)
            ticks = cpu_ticks(process.pid)
            if ticks != last:
                last, still_since = ticks, time.monotonic()
            elif time.monotonic() - still_since >= QUIET_S:
                break
        return memory_kib(process.pid), time.monotonic() - began
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
        subprocess.run(["rm", "-rf", str(home)], check=False)


def forget_cached_pages(folder: Path) -> int:
    """Drop ``folder``'s files from the page cache (those no running process maps); how
    many files were advised. Nothing where the system has no ``posix_fadvise``."""
    if not hasattr(os, "posix_fadvise"):
        return 0
    advised = 0
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        descriptor = os.open(path, os.O_RDONLY)
        try:
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            advised += 1
        finally:
            os.close(descriptor)
    return advised


def report(label: str, runs: list[dict[str, int]]) -> str:
    parts = []
    for name in FIELDS:
        values = [run[name] / 1024 for run in runs]
        parts.append(
            f"{name} {statistics.median(values):6.1f} ({min(values):.1f}-{max(values):.1f})"
        )
    return f"{label:<8} " + ", ".join(parts) + " MiB"


def in_turn(
    items: list[Path],
    runs: int,
    measure: Callable[[Path], tuple[dict[str, int], float]],
    heading: str,
) -> None:
    """``measure`` each item ``runs`` times in turn (the order reversed every other turn),
    after one run each that is not counted (byte-code, the disk cache), and print them."""
    results: dict[Path, list[dict[str, int]]] = {item: [] for item in items}
    for item in items:
        measure(item)
    for turn in range(runs):
        for item in items if turn % 2 == 0 else items[::-1]:
            memory, seconds = measure(item)
            results[item].append(memory)
            print(
                f"  run {turn + 1} {item}: VmRSS {memory['VmRSS'] / 1024:.1f} MiB "
                f"(read {seconds:.1f} s after the start)",
                flush=True,
            )
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    print(
        f"{heading}, {runs} runs each (median, range); load average {load}; "
        f"{time.strftime('%Y-%m-%d %H:%M:%S %Z')}"
    )
    for index, item in enumerate(items):
        print(report("this" if index == 0 else "other", results[item]), f"({item})")


def idle(trees: list[Path], runs: int) -> None:
    """The idle memory of source trees, ``runs`` times each in turn."""
    pycache = Path(tempfile.mkdtemp(prefix="dicegame-idle-pycache-"))
    try:
        in_turn(trees, runs, lambda tree: one_run(tree, pycache), "Idle memory")
    finally:
        subprocess.run(["rm", "-rf", str(pycache)], check=False)


def frozen(programs: list[Path], runs: int) -> None:
    """The idle memory of frozen programs (onedirs' executables), ``runs`` times each in
    turn, each build's own files read afresh (the system's are shared)."""
    for program in programs:
        forget_cached_pages(program.resolve().parent)
    pycache = Path(tempfile.mkdtemp(prefix="dicegame-idle-pycache-"))
    try:
        in_turn(
            programs,
            runs,
            lambda program: one_run(program.resolve().parent, pycache, program),
            "Idle memory, frozen",
        )
    finally:
        subprocess.run(["rm", "-rf", str(pycache)], check=False)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="idle memory of the frozen program")
    parser.add_argument(
        "--program",
        type=Path,
        action="append",
        required=True,
        help="dist/dicegame/dicegame (again: another build, in turn with it)",
    )
    parser.add_argument("--runs", type=int, default=5, help="runs of each (5)")
    arguments = parser.parse_args()
    frozen(arguments.program, arguments.runs)
