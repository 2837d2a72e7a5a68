"""Flat memory (issue 25, item 2): RSS growth after warm-up, in one process.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/memory.py           # full size
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/memory.py --opens 10 --games 20
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/memory.py --opens 0 --switches 100
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/memory.py --games 10 --trace
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/memory.py --opens 0 --switches 0 \
        --kinds penta --games 12 --warm 8 --trace --frames 6
    .venv/bin/python benchmarks/memory.py --idle [--against DIR]   # idle, as started

The real main window (fast timing, its autosave and records in a scratch folder) is shown.

* Dialogs: each dialog of ``tests/support/dialog_cycles.py`` (Statistics, Rules, Keyboard,
  New game, About, a warning, ...) is opened and closed ``--opens`` times (100), a round
  that warms up, then as many times again, measured; the growth of each and the sum are
  printed for both rounds. Goal: at most 5 MiB in all after warm-up.
* Games: ``--games`` (200) games of each kind, the computer against a player whose moves
  the benchmark makes through the engine's slots as a person clicks them (the cores allow
  one computer seat), with the Perfect (Penta) and Expert (Farkle) choices: the computer's
  turns, the undo pause after each of the player's moves (skipped as Space does), Farkle's
  final round and the results dialog, through the window: its view, engine, autosave after
  every step, records, as a soak does. 20 games warm up first (``--warm``). Goal: at most
  5 MiB for each kind. ``--alone`` plays the computer alone instead (one seat, as before).

* Languages: ``--switches`` (100) switches through the Language menu, as a player makes
  them, with a Penta game shown (each switch retranslates the whole board), in the order
  pt_PT, pt_BR, ro, en, after 20 that warm up. Goal: at most 5 MiB (each switch used to
  keep its translators and their catalogs: 0.125 MiB a switch).

``--idle`` measures only the program's idle memory as a player starts it (goal: about
70 MiB; :mod:`idle_memory`): ``python -m dicegame`` in processes of their own, read once
the warm-up is over; with ``--against DIR`` another tree's in turn with this one.

``--trace`` adds the ten places (tracemalloc, ``--frames`` frames: 4) whose Python
allocations grew most over the measured games, each as the line that allocated and its
callers (most recent first): how the 0.2 MiB a game of the review (D6) was found (a module
list of text-size followers held every deleted game view). Tracing starts before the
warm-up, so an entry that a bounded cache (the Penta chances' distributions) drops and
replaces counts as freed, not as growth. Tracing is slow, the more so the more frames it
keeps: a Penta game took 1.5-1.7 s CPU, 5.2 s traced with 1 frame, 15 s with 4, 31 s with
12 (4 December; ``--games 12`` is then 32 games with the warm-up, 8 minutes of CPU with 4
frames, 17 with 12), so it says how far it has got every 5 games; ``--warm`` shortens the
warm-up. Its RSS figures include tracemalloc's own memory (read only the allocations then).
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # tests/support: the dialogs, opened as a player does
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["DICEGAME_DATA_DIR"] = tempfile.mkdtemp(prefix="dicegame-memory-")

from PySide6.QtCore import QEventLoop, QTimer, qInstallMessageHandler  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

GOAL_MIB = 5.0
WARM_GAMES = 20
MIB = 1024 * 1024


def rss_mib() -> float:
    """Resident set size of this process, after a full garbage collection."""
    gc.collect()
    with open("/proc/self/statm") as stream:
        pages = int(stream.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / MIB


def verdict(growth: float) -> str:
    return "OK" if growth <= GOAL_MIB else f"OVER the {GOAL_MIB:.0f} MiB goal"


def make_window():
    from dicegame.engine.timing import Timing
    from dicegame.persist.autosave import AutosaveManager
    from dicegame.ui.window.first_paint import FIRST_PAINT_WAIT_MS
    from dicegame.ui.window.mainwindow import MainWindow

    window = MainWindow(timing=Timing.fast(), autosave=AutosaveManager())
    window.show()
    loop = QEventLoop()  # the work after the first paint (menus, the pause watch...) is done
    QTimer.singleShot(FIRST_PAINT_WAIT_MS + 200, loop.quit)
    loop.exec()
    return window


def fill_records(window, games: int = 30) -> None:
    """Some finished games in the records, so Statistics has tables and a chart to draw."""
    from support.games import finished_penta

    from dicegame.core.common import Player
    from dicegame.core.setup import GameSetup
    from dicegame.games.penta.core import PENTA

    setup = GameSetup(PENTA, ("Ana", "Rui"), with_computer=False)
    for seed in range(games):
        game = finished_penta([Player("Ana"), Player("Rui")], seed)
        window.autosave.start(setup, game)
        window.autosave.finish(game)


def dialog_round(window, opens: int, title: str) -> float:
    """Each dialog opened and closed ``opens`` times; prints the growth of each; the sum."""
    from support.dialog_cycles import CYCLES, live_objects, settle

    start = rss_mib()
    widgets = live_objects(window)
    clock = time.process_time()
    print(f"Dialogs, {title}: {opens} opens and closes of each")
    for name, cycle in CYCLES.items():
        before = rss_mib()
        for _ in range(opens):
            cycle(window)
            settle()  # as the program's event loop does between two clicks
        print(f"  {name:<24} {rss_mib() - before:+7.2f} MiB")
    total = rss_mib() - start
    after = live_objects(window)
    seconds = time.process_time() - clock
    print(f"  {'all':<24} {total:+7.2f} MiB  ({seconds:.0f} s CPU)")
    print(f"  widgets {widgets[0]} -> {after[0]}, window's QObjects {widgets[1]} -> {after[1]}")
    return total


def dialogs(window, opens: int) -> float:
    """A first round warms up (imports, caches, and the C heap: it takes a round of all the
    dialogs to reach the size it then keeps), the second is measured."""
    dialog_round(window, opens, "warm-up round")
    total = dialog_round(window, opens, "measured round")
    print(f"  Dialogs after warm-up: {total:+.2f} MiB in all  {verdict(total)}")
    return total


class PlayerDriver:
    """Makes the human seat's moves through the engine's slots, one per turn of the event
    loop, with the best choice of the game's own strategy; skips the undo pause."""

    def __init__(self, engine, kind: str) -> None:
        from dicegame.games.farkle.core.levels import make_ai

        self.engine = engine
        self.kind = kind
        self.expert = make_ai("expert")
        self.timer = QTimer()
        self.timer.setInterval(0)
        self.timer.timeout.connect(self.step)
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def step(self) -> None:
        engine = self.engine
        if engine.game.is_over or engine.rolling:
            return
        if engine.computer_pending:
            engine.skipComputerPause()
        elif not engine.is_computer_turn:
            self.penta_move() if self.kind == "penta" else self.farkle_move()

    def penta_move(self) -> None:
        from dicegame.games.penta.core import levels as penta_levels
        from dicegame.games.penta.core import strategy as penta_strategy
        from dicegame.games.penta.core.levels import PentaLevel

        engine, game = self.engine, self.engine.game
        if game.dice is None:
            engine.roll()
            return
        dice, rng = game.dice, random.Random(0)
        keep = dice
        if game.rolls_left > 0:
            keep = penta_levels.choose_hold(
                PentaLevel.PERFECT, game.sheet, dice, game.rolls_left, rng
            )
        if len(keep) == len(dice):
            engine.scoreBox(penta_levels.choose_box(PentaLevel.PERFECT, game.sheet, dice, rng))
            return
        for index, wanted in enumerate(penta_strategy.hold_flags(dice, keep)):
            if game.held[index] != wanted:
                engine.toggleHold(index)
        engine.roll()

    def farkle_move(self) -> None:
        from dicegame.games.farkle.core.rules import FarklePhase

        engine, game = self.engine, self.engine.game
        if game.phase is FarklePhase.FARKLED:
            engine.endTurn()
        elif game.phase is FarklePhase.TURN_START:
            engine.roll()
        elif not game.selection_valid:
            for index in self.expert.choose_set_aside(game):
                engine.toggleDie(index)
        elif self.expert.should_bank(game):
            engine.bank()
        else:
            engine.roll()


def play_one(window, kind: str, seed: int, alone: bool = False) -> None:
    """One game through the window, up to its results, closed: the computer against the
    benchmark's player (or the computer alone)."""
    from support.dialog_cycles import settle

    from dicegame.core.setup import GameSetup
    from dicegame.games.farkle.core.rules import FarkleGame
    from dicegame.games.penta.core import PENTA
    from dicegame.games.penta.core.rules import PentaGame

    setup = GameSetup(kind, ("Ana",), with_computer=True)
    seats = setup.players()[-1:] if alone else setup.players()
    rng = random.Random(seed)
    game: PentaGame | FarkleGame
    if kind == PENTA:
        game = PentaGame(seats, rng)
    else:
        game = FarkleGame(seats, target=int(setup.options["target"]), rng=rng)
    loop = QEventLoop()
    view = window.start_game(setup, game=game)
    driver = None if alone else PlayerDriver(view.engine, kind)

    def close_results() -> None:
        if driver is not None:
            driver.stop()
        dialog = getattr(view, "results_dialog", None)
        if dialog is not None:
            dialog.reject()
        loop.quit()

    view.engine.gameOver.connect(lambda *_: QTimer.singleShot(0, close_results))
    loop.exec()
    settle()


def where(traceback: tracemalloc.Traceback) -> str:
    """The line that allocated, then its callers (a tracemalloc traceback lists the oldest
    frame first: its first frame is the outermost caller kept, not the allocation)."""
    return " < ".join(
        f"{Path(frame.filename).name}:{frame.lineno}" for frame in reversed(traceback)
    )


def games(window, kind: str, count: int, trace: int, alone: bool, warm: int = WARM_GAMES) -> float:
    """``trace``: frames tracemalloc keeps (0: no tracing)."""
    if trace:  # from before the warm-up: what a bounded cache lets go counts as freed
        tracemalloc.start(trace)
    clock = time.process_time()
    for seed in range(warm):
        play_one(window, kind, seed, alone)
        if trace and (seed + 1) % 5 == 0:
            print(f"  warm-up: {seed + 1} games, {time.process_time() - clock:.0f} s CPU")
    start = rss_mib()
    if trace:
        first = tracemalloc.take_snapshot()
    clock = time.process_time()
    for number, seed in enumerate(range(warm, warm + count), 1):
        play_one(window, kind, seed, alone)
        if trace and number % 5 == 0:
            print(f"  measured: {number} games, {time.process_time() - clock:.0f} s CPU")
    growth = rss_mib() - start
    seconds = time.process_time() - clock
    who = "the computer alone" if alone else "a player against the computer"
    print(
        f"{kind.capitalize()}: {count} games of {who}"
        f" after {warm} to warm "
        f"up: {growth:+.2f} MiB ({growth * 1024 / count:+.1f} KiB a game, "
        f"{seconds:.0f} s CPU)  {verdict(growth)}"
    )
    if trace:
        snapshot = tracemalloc.take_snapshot()
        tracemalloc.stop()
        print(f"  Python allocations that grew most (tracemalloc, {trace} frames):")
        for stat in snapshot.compare_to(first, "traceback")[:10]:
            print(
                f"  {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+6d} blocks  "
                f"{where(stat.traceback)}"
            )
    return growth


def install_languages(window):
    """The Language menu of the program, on a manager of this run's own."""
    from dicegame.i18n import LanguageManager, build_language_menu

    manager = LanguageManager(parent=window)
    window.install_language_menu(build_language_menu(window, manager))
    return manager


def switch_round(window, switches: int) -> None:
    from support.dialog_cycles import settle

    from dicegame.i18n import LANGUAGES

    codes = [code for code in LANGUAGES if code != "en"] + ["en"]
    for number in range(switches):
        window.language_menu.action_for(codes[number % len(codes)]).trigger()
        settle()


def languages(window, switches: int) -> float:
    """``switches`` switches of the language with a Penta game shown, after 20 to warm up."""
    from support.dialog_cycles import PENTA

    install_languages(window)
    window.start_game(PENTA)
    switch_round(window, 20)
    start = rss_mib()
    clock = time.process_time()
    switch_round(window, switches)
    growth = rss_mib() - start
    seconds = time.process_time() - clock
    print(
        f"Languages: {switches} switches with a Penta game shown, after 20 to warm up: "
        f"{growth:+.2f} MiB ({growth * 1024 / switches:+.1f} KiB a switch, "
        f"{seconds:.0f} s CPU)  {verdict(growth)}"
    )
    return growth


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opens", type=int, default=100, help="opens of each dialog (100)")
    parser.add_argument("--switches", type=int, default=100, help="language switches (100)")
    parser.add_argument("--games", type=int, default=200, help="games of each kind (200)")
    parser.add_argument("--trace", action="store_true", help="tracemalloc over the games")
    parser.add_argument("--frames", type=int, default=4, help="with --trace: frames kept (4)")
    parser.add_argument("--warm", type=int, default=WARM_GAMES, help="warm-up games (20)")
    parser.add_argument("--alone", action="store_true", help="the computer alone, one seat")
    parser.add_argument("--kinds", default="penta,farkle", help="the games to play (both)")
    parser.add_argument("--idle", action="store_true", help="only the idle memory at start")
    parser.add_argument("--against", type=Path, help="with --idle: another tree as well")
    parser.add_argument("--runs", type=int, default=5, help="with --idle: runs of each (5)")
    args = parser.parse_args()
    if args.idle:
        sys.path.insert(0, str(ROOT / "benchmarks"))
        import idle_memory

        trees = [ROOT] + ([args.against.resolve()] if args.against else [])
        idle_memory.idle(trees, args.runs)
        return 0

    qInstallMessageHandler(lambda *_: None)  # the offscreen platform's notes
    logging.getLogger("dicegame").disabled = True  # the error notice logs its test error
    app = QApplication([sys.argv[0]])
    app.setApplicationName("dicegame")
    window = make_window()
    fill_records(window)
    print(time.strftime("%Y-%m-%d %H:%M:%S %Z"), f"PID {os.getpid()}, RSS {rss_mib():.1f} MiB")
    results = []
    if args.opens > 0:
        results.append(dialogs(window, args.opens))
    if args.switches > 0:
        results.append(languages(window, args.switches))
    for kind in args.kinds.split(","):
        if args.games > 0:
            frames = max(1, args.frames) if args.trace else 0
            results.append(games(window, kind, args.games, frames, args.alone, args.warm))
    print(f"RSS at the end {rss_mib():.1f} MiB")
    return 0 if all(growth <= GOAL_MIB for growth in results) else 1


if __name__ == "__main__":
    sys.exit(main())
