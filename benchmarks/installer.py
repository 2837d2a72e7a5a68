"""The Linux installer: its size, and start-up CPU time and idle memory of the program.

    .venv/bin/python benchmarks/installer.py                  # after tools/build_linux.sh
    .venv/bin/python benchmarks/installer.py --source-only    # no frozen build needed
    .venv/bin/python benchmarks/installer.py --against DIR    # this tree against another's

Prints:
- the .deb size (limit 19 MiB, as tools/ci_package.sh) and the installed size (the
  package's Installed-Size, limit 78 MiB), when there is a .deb in dist/;
- start-up: the CPU time of the program's process group until its window's first frame
  reaches the X server, for the frozen program (the installed /usr/games/dicegame, else
  dist/dicegame/dicegame; skipped with a note when there is neither) and from source
  (python -m dicegame), each against a bare PySide6 window (one QWidget of the program's
  size, app.exec()) started the same way (a frozen onedir built with the SAME build.spec
  recipe, and python running a script), as the median of the per-pair ratios with their
  spread (limits, issue 25's goals: 1.1x frozen, 1.15x from source);
- the idle memory (RSS) of each, 1.5 s after the first frame (in runs of their own, after
  the pairs, so that the two runs of a pair follow each other closely).

With ``--against DIR`` it prints only one start-up line, not judged: ``python -m dicegame``
of this tree against the same of DIR (a tree with ``dicegame/``, compiled ``i18n/`` and
``resources/``, e.g. ``git archive main dicegame i18n resources`` with the .qm files copied
in), each run with its tree as PYTHONPATH, in the same interleaved pairs: a change's own
effect, which the ratios to the bare window (each spread by the machine) cannot resolve.

How (benchmarks/first_frame.py): a private Xvfb display (xcb, no window manager) with an
XDamage watcher on its root window (ctypes to libX11/libXdamage); each run has a fresh
HOME (and XDG folders) and a process group of its own; at the first damage the group's CPU
time is read from each process's CPU clock (all threads, ended ones included) plus the
children it reaped. CPU time, not wall time: on a shared machine the load moves wall time
a lot and CPU time little. The program and its baseline run as interleaved pairs after one
warm-up each, in turn program first and bare window first (program, bare, bare, program,
...), so that a drift of the machine's state weighs on both alike. As root, the watcher and
Xvfb run SCHED_FIFO, and so does each timed program until its first frame, at a lower
priority: the watcher reads its clock at once, and the machine's other processes cannot
take its CPU in the middle of its start-up (after the reading it gets the normal policy
back). From source, the byte-code is compiled
first (compileall) and kept, as an installed program has it: PYTHONDONTWRITEBYTECODE is
removed from the environment. The first build of the frozen baseline takes about a minute
(cached in build/bench/, by build.spec's digest).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import first_frame  # noqa: E402

MIB = 1024 * 1024
DEB_LIMIT_MIB = 19  # as tools/ci_package.sh (issue 25 item 7, the split table included)
INSTALLED_LIMIT_MIB = 78  # as tools/ci_package.sh (the Penta chance tables: 3.2 MiB)
RATIO_LIMITS = {"frozen": 1.1, "source": 1.15}
MIN_PAIRS = 16
IDLE_S = 1.5
IDLE_RUNS = 3  # of each, for the idle RSS (after the timed pairs)
BENCH_DIR = ROOT / "build" / "bench"

# The baseline: a bare PySide6 window of the program's size (dicegame.ui.window.geometry's
# DEFAULT_SIZE), one QWidget, shown and left to the event loop.
BARE_WINDOW = """\
import sys
from PySide6.QtWidgets import QApplication, QWidget

app = QApplication(sys.argv)
window = QWidget()
window.resize(1180, 800)
window.show()
sys.exit(app.exec())
"""


# With --text-window, for information (not judged): what Qt alone costs for a window that
# shows what the welcome page shows (the menu bar's three titles, a title, a line of text
# and two big buttons with two lines each), without any of the program's code.
TEXT_WINDOW = """\
import sys
from PySide6.QtWidgets import (
    QApplication, QHBoxLayout, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget,
)

app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1180, 800)
for title in ("&Game", "&Language", "&Help"):
    window.menuBar().addMenu(title)
page = QWidget()
layout = QVBoxLayout(page)
layout.addStretch(2)
title = QLabel("Dice games")
font = title.font()
font.setPointSizeF(font.pointSizeF() * 2.2)
font.setBold(True)
title.setFont(font)
layout.addWidget(title)
layout.addWidget(QLabel("Choose a game. Play together on this computer, or against it."))
buttons = QHBoxLayout()
layout.addLayout(buttons)
for text in ("Penta\\n5 dice, 13 boxes, up to 3 rolls a turn",
             "Farkle\\n6 dice: set aside, bank or risk it"):
    button = QPushButton(text)
    button.setFixedSize(360, 230)
    buttons.addWidget(button)
layout.addStretch(3)
window.setCentralWidget(page)
window.show()
sys.exit(app.exec())
"""


@dataclass
class Pairs:
    program: list[first_frame.Run] = field(default_factory=list)
    bare: list[first_frame.Run] = field(default_factory=list)
    idle_rss_kib: tuple[float, float] = (0.0, 0.0)  # medians: the program, the bare window

    @property
    def ratios(self) -> list[float]:
        return [p.cpu_s / b.cpu_s for p, b in zip(self.program, self.bare, strict=True)]


def version() -> str:
    """The program's version: written once, in dicegame/__init__.py (pyproject reads it)."""
    text = (ROOT / "dicegame" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    assert found is not None, "dicegame/__init__.py names no __version__"
    return found.group(1)


def measure_pairs(
    program: list[str],
    bare: list[str],
    pairs: int,
    env: dict[str, str],
    display: first_frame.Display,
) -> Pairs:
    """``pairs`` interleaved pairs after one warm-up each, the program first in every other
    pair (program, bare, bare, program, ...); then the idle RSS of :data:`IDLE_RUNS` of each."""
    first_frame.measure(program, env, display, 0)
    first_frame.measure(bare, env, display, 0)
    result = Pairs()
    for index in range(pairs):
        order = ((program, result.program), (bare, result.bare))
        for command, runs in order if index % 2 == 0 else reversed(order):
            runs.append(first_frame.measure(command, env, display, 0))
    rss: tuple[list[int], list[int]] = ([], [])
    for _ in range(IDLE_RUNS):
        for command, values in zip((program, bare), rss, strict=True):
            values.append(first_frame.measure(command, env, display, IDLE_S).rss_kib)
    result.idle_rss_kib = (statistics.median(rss[0]), statistics.median(rss[1]))
    return result


def frozen_program() -> list[str] | None:
    installed = Path("/usr/games/dicegame")
    if installed.exists():
        return [str(installed)]
    built = ROOT / "dist" / "dicegame" / "dicegame"
    if built.exists():
        return [str(built)]
    return None


def bare_script(text: str = BARE_WINDOW, stem: str = "bare_window") -> Path:
    """The bare window's script (or another), named after its text (so a changed one is
    rebuilt)."""
    digest = hashlib.sha256(text.encode()).hexdigest()[:10]
    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    script = BENCH_DIR / f"{stem}_{digest}.py"
    script.write_text(text)
    return script


def frozen_baseline(python: str) -> list[str]:
    """The bare window frozen by build.spec (built once into build/bench/, again whenever
    build.spec changes: the baseline must follow the program's recipe)."""
    script = bare_script()
    name = script.stem
    recipe = hashlib.sha256((ROOT / "build.spec").read_bytes()).hexdigest()[:10]
    dist = BENCH_DIR / f"dist-{recipe}"
    executable = dist / name / name
    if not executable.exists():
        env = dict(os.environ, DICEGAME_SPEC_ENTRY=str(script), DICEGAME_SPEC_NAME=name)
        print("building the frozen baseline (about a minute)...", file=sys.stderr)
        subprocess.run(
            [python, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
             "--distpath", str(dist), "--workpath", str(BENCH_DIR / "work"),
             str(ROOT / "build.spec")],
            check=True, env=env, cwd=ROOT,
        )  # fmt: skip
    return [str(executable)]


def source_baseline(python: str) -> list[str]:
    return [python, str(bare_script())]


def deb_sizes(deb: Path) -> tuple[float, float]:
    """(.deb size, Installed-Size) in MiB."""
    installed_kib = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Installed-Size"], capture_output=True, text=True, check=True
    ).stdout
    return deb.stat().st_size / MIB, int(installed_kib) / 1024


def verdict(ok: bool) -> str:
    return "OK" if ok else "OVER LIMIT"


def report_startup(label: str, pairs: Pairs, baseline: str = "bare window") -> bool:
    """Print the start-up figures of one kind; True when the ratio is within its limit."""
    ratios = sorted(pairs.ratios)
    ratio = statistics.median(ratios)
    quartiles = statistics.quantiles(ratios, n=4)
    limit = RATIO_LIMITS.get(label)

    def ms(runs: list[first_frame.Run], what: str) -> float:
        return statistics.median(getattr(run, what) for run in runs) * 1000

    print(
        f"start-up CPU, {label:6s} {ms(pairs.program, 'cpu_s'):4.0f} ms   {baseline} "
        f"{ms(pairs.bare, 'cpu_s'):4.0f} ms   ratio {ratio:4.2f}x (quartiles {quartiles[0]:4.2f}"
        f"-{quartiles[2]:4.2f}, min {ratios[0]:4.2f}, max {ratios[-1]:4.2f}, {len(ratios)} pairs; "
        + (f"limit {limit}x) {verdict(ratio <= limit)}" if limit else "not judged)")
    )
    print(
        f"  wall time to the first frame (not judged): {ms(pairs.program, 'wall_s'):4.0f} ms, "
        f"{baseline} {ms(pairs.bare, 'wall_s'):4.0f} ms"
    )
    program_rss, bare_rss = pairs.idle_rss_kib
    print(
        f"idle RSS, {label:6s} {program_rss / 1024:5.1f} MiB  {baseline} "
        f"{bare_rss / 1024:5.1f} MiB ({IDLE_S} s after the first frame, {IDLE_RUNS} runs each)"
    )
    return limit is None or ratio <= limit


def compare_trees(
    python: str, other: Path, pairs: int, env: dict[str, str], display: first_frame.Display
) -> int:
    """``python -m dicegame`` of this tree against the same of ``other``, in pairs (each
    run gets its tree as PYTHONPATH, both through ``env``); not judged."""

    def from_tree(tree: Path) -> list[str]:
        subprocess.run([python, "-m", "compileall", "-q", str(tree / "dicegame")], check=True)
        return ["env", f"PYTHONPATH={tree}", python, "-m", "dicegame"]

    result = measure_pairs(from_tree(ROOT), from_tree(other), pairs, env, display)
    report_startup("this tree", result, baseline=f"{other.name}")
    print(f"{time.strftime('%H:%M:%S UTC', time.gmtime())}, done; load average "
          f"{' '.join(f'{load:.2f}' for load in os.getloadavg())}")  # fmt: skip
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--pairs", type=int, default=MIN_PAIRS, help=f"interleaved pairs (>= {MIN_PAIRS})"
    )
    parser.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"))
    parser.add_argument("--deb", type=Path, default=None, help="the .deb (default: dist/)")
    parser.add_argument("--program", type=Path, default=None, help="the frozen program to time")
    parser.add_argument(
        "--source-only", "--skip-frozen", action="store_true", help="only measure from source"
    )
    parser.add_argument(
        "--text-window",
        action="store_true",
        help="also time a Qt-only window with the welcome page's texts (not judged)",
    )
    parser.add_argument(
        "--against",
        type=Path,
        default=None,
        help="only time this tree's program from source against another tree's (e.g. an "
        "export of main's dicegame/ and compiled i18n/), in pairs: a change's own effect",
    )
    args = parser.parse_args()
    if args.pairs < MIN_PAIRS:
        parser.error(f"--pairs must be at least {MIN_PAIRS}")

    deb = args.deb or ROOT / "dist" / f"dicegame_{version()}_amd64.deb"
    if deb.exists():
        deb_mib, installed_mib = deb_sizes(deb)
        print(f"installer {deb.name}: {deb_mib:.2f} MiB (limit {DEB_LIMIT_MIB} MiB) "
              f"{verdict(deb_mib <= DEB_LIMIT_MIB)}")  # fmt: skip
        print(f"installed size: {installed_mib:.2f} MiB (limit {INSTALLED_LIMIT_MIB} MiB) "
              f"{verdict(installed_mib <= INSTALLED_LIMIT_MIB)}")  # fmt: skip
    else:
        print(f"no {deb}: run tools/build_linux.sh for the installer sizes")

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its byte-code
    first_frame.realtime()
    display = first_frame.Display()
    policy = "SCHED_FIFO" if first_frame.is_realtime() else "at normal priority"
    print(
        f"{time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}, load average "
        f"{' '.join(f'{load:.2f}' for load in os.getloadavg())}, {os.cpu_count()} CPUs, "
        f"watcher and timed programs (until their first frame) {policy}"
    )
    ok = True
    if args.against is not None:
        try:
            return compare_trees(args.python, args.against.resolve(), args.pairs, env, display)
        finally:
            display.close()
    try:
        program = [str(args.program.resolve())] if args.program else frozen_program()
        if args.source_only:
            pass
        elif program is None:
            print("no installed or built program (tools/build_linux.sh): frozen start-up skipped")
        else:
            pairs = measure_pairs(program, frozen_baseline(args.python), args.pairs, env, display)
            ok = report_startup("frozen", pairs) and ok
        subprocess.run([args.python, "-m", "compileall", "-q", str(ROOT / "dicegame")], check=True)
        pairs = measure_pairs(
            [args.python, "-m", "dicegame"], source_baseline(args.python), args.pairs, env, display
        )
        ok = report_startup("source", pairs) and ok
        if args.text_window:
            text_window = [args.python, str(bare_script(TEXT_WINDOW, "text_window"))]
            pairs = measure_pairs(
                text_window, source_baseline(args.python), args.pairs, env, display
            )
            report_startup("text window", pairs)
    finally:
        display.close()
    print(f"{time.strftime('%H:%M:%S UTC', time.gmtime())}, done; load average "
          f"{' '.join(f'{load:.2f}' for load in os.getloadavg())}")  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
