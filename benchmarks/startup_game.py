"""A game started right away (issue 37 item 1): from the start of the program, Ctrl+N and
Enter at once, as a player meets it; goal: the game's start within 100 ms on idle cores.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/startup_game.py          # one run
    .venv/bin/python benchmarks/startup_game.py --pairs 15 --against DIR           # A/B

One run is the first rows of ``benchmarks/freeze.py --right-away`` (the window built as
``dicegame`` builds it, a fresh HOME, byte-code compiled first as an installed program has
it), in a process of its own: for Ctrl+N (the New game dialog) and for Enter (the game
starts before the idle warm-up has ended), the longest event-loop gap (wall ms), the GUI
thread's CPU inside it, and the GUI thread's CPU over the whole action.

``--against DIR`` times this tree against another (a tree with ``dicegame/``, compiled
``i18n/`` and ``resources/``, e.g. ``git archive main dicegame i18n resources`` with the
.qm files copied in) in interleaved pairs, in turn this tree first and the other first, and
prints the median of the per-pair ratios (this / other) of each figure with its quartiles.
CPU time moves far less with the machine's load than wall time: it is the figure to read.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ("gap_ms", "gap_cpu_ms", "cpu_ms")
ROWS = {"ctrl_n": "Ctrl+N", "enter": "Enter"}


def one_run(tree: Path, last_game: str | None = None) -> dict[str, dict[str, float]]:
    """The start as a player meets it, with ``tree``'s dicegame; the rows' figures."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import compileall
    import shutil
    import sysconfig

    import freeze

    sys.path.insert(0, str(tree))  # before this tree's root, which freeze put first
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = freeze.fresh_home()
    sys.pycache_prefix = str(home / "pycache")  # as freeze.compile_bytecode, for ``tree``
    sys.dont_write_bytecode = False
    compileall.compile_dir(tree / "dicegame", quiet=1)
    compileall.compile_dir(sysconfig.get_paths()["stdlib"], maxlevels=0, quiet=1)
    try:
        bench = freeze.Bench(seed=3, right_away=True, last_game=last_game)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    import dicegame

    assert Path(dicegame.__file__).resolve().is_relative_to(tree.resolve()), dicegame.__file__
    figures = {}
    for key, start in ROWS.items():
        row = next(row for row in bench.rows if row.action.startswith(start))
        figures[key] = {name: getattr(row, name) for name in FIGURES}
    return figures


def run_child(tree: Path, last_game: str | None = None) -> dict[str, dict[str, float]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    game = ["--last-game", last_game] if last_game else []
    done = subprocess.run(
        [sys.executable, __file__, "--child", str(tree), *game],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=True,
    )
    result: dict[str, dict[str, float]] = json.loads(done.stdout.splitlines()[-1])
    return result


def spread(values: list[float]) -> str:
    quartiles = statistics.quantiles(values, n=4)
    return f"{statistics.median(values):.2f}x ({quartiles[0]:.2f}-{quartiles[2]:.2f})"


def compare(other: Path, pairs: int, last_game: str | None = None) -> None:
    ours: list[dict[str, dict[str, float]]] = []
    theirs: list[dict[str, dict[str, float]]] = []
    (
        run_child(ROOT, last_game),
        run_child(other, last_game),
    )  # one warm-up each: the disk cache, the byte-code
    for pair in range(pairs):
        order = [(ROOT, ours), (other, theirs)]
        for tree, runs in order if pair % 2 == 0 else order[::-1]:
            runs.append(run_child(tree, last_game))
        print(
            f"pair {pair + 1:2}: Enter GUI CPU {ours[-1]['enter']['cpu_ms']:6.1f} / "
            f"{theirs[-1]['enter']['cpu_ms']:6.1f} ms, gap {ours[-1]['enter']['gap_ms']:6.1f} / "
            f"{theirs[-1]['enter']['gap_ms']:6.1f} ms",
            flush=True,
        )
    print(f"\nthis tree ({ROOT}) / the other ({other}), {pairs} interleaved pairs:")
    for key, label in ROWS.items():
        for name in FIGURES:
            mine = [run[key][name] for run in ours]
            other_values = [run[key][name] for run in theirs]
            ratios = [a / b for a, b in zip(mine, other_values, strict=True) if b > 0]
            print(
                f"{label:<7} {name:<11} median {statistics.median(mine):6.1f} / "
                f"{statistics.median(other_values):6.1f} ms  ratio {spread(ratios)}"
            )
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"load average {load} on {os.cpu_count()} CPUs; {time.strftime('%Y-%m-%d %H:%M:%S %Z')}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, help="time this tree against DIR's, in pairs")
    parser.add_argument("--pairs", type=int, default=15, help="interleaved pairs (15)")
    parser.add_argument(
        "--last-game",
        metavar="KIND",
        help="the game played last time, which Enter starts "
        "(penta, farkle; default: none, the dialog's first)",
    )
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(one_run(args.child, args.last_game)))
        return 0
    if args.against is not None:
        compare(args.against.resolve(), args.pairs, args.last_game)
        return 0
    figures = run_child(ROOT, args.last_game)
    for key, label in ROWS.items():
        row = figures[key]
        print(
            f"{label:<7} gap {row['gap_ms']:6.1f} ms, GUI CPU in it {row['gap_cpu_ms']:6.1f} ms, "
            f"GUI CPU over the action {row['cpu_ms']:6.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
