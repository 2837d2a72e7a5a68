"""No freeze (issue 25 item 3): the longest event-loop gap of each action in the real window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/freeze.py   # ~20 s
    .venv/bin/python benchmarks/freeze.py --seed 7                    # other dice
    .venv/bin/python benchmarks/freeze.py --profile "first game"      # + cProfile of those
    .venv/bin/python benchmarks/freeze.py --no-warm-up --source       # no warm-up, no bytecode
    .venv/bin/python benchmarks/freeze.py --right-away                # as a player starts

``--profile`` sorts by ``FREEZE_SORT`` (default cumulative) and shows the lines that match
``FREEZE_FILTER`` (default dicegame; empty: all).

Builds the window exactly as ``dicegame`` does (:func:`dicegame.app.create_main_window`, a
fresh HOME so no settings, records or autosave are found), waits for its first paint and
the work done just after it (the first row: the idle event loop while the background
warm-up of :mod:`dicegame.core.warm_up` and the imports of :mod:`dicegame.ui.window.preload` run,
until they end), then drives each action the
way a player does (buttons, keys, menu actions) while a 5 ms ping ``QTimer`` stamps the
event loop. For each action it prints the longest gap between two pings (from the moment
the action is posted until everything it started has settled), the limit of 100 ms, and
OK / OVER.

The machine may be shared: a gap is wall time, which load stretches. So each row also gives
the GUI thread's CPU time (``time.thread_time``) inside that longest gap and over the whole
action; load disturbs those far less. Background threads' CPU shows in the process CPU
column (``time.process_time``) only.

``--right-away`` first measures a game started the way a player meets it: at once after the
first frame, before the warm-up has ended, with the keys (Ctrl+N, then Enter in the New
game dialog), each key its own row.

The computer's pace is shortened (its steps and the undo grace) so that its turns take a
few seconds; the roll animation keeps its real length.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Qt is imported once HOME is fresh
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LIMIT_MS = 100.0
PING_MS = 5
SETTLE_MS = 150  # quiet time after an action's condition is met (late redraws, timers)
TIMEOUT_MS = 20_000


def compile_bytecode(home: Path) -> None:
    """Bytecode for dicegame, as an installed or once-run program has it: with
    PYTHONDONTWRITEBYTECODE set (as on the shared machine) every first import would compile
    its module from source, about half of a first game's start. Kept under ``home``. The
    prefix hides the standard library's own bytecode too, so its top-level modules are
    compiled there as well (else the first ``import uuid`` of a game's start compiled
    uuid.py, platform.py, … inside the action: tens of ms no installed program spends)."""
    import compileall
    import sysconfig

    sys.pycache_prefix = str(home / "pycache")
    sys.dont_write_bytecode = False
    compileall.compile_dir(Path(__file__).resolve().parents[1] / "dicegame", quiet=1)
    compileall.compile_dir(sysconfig.get_paths()["stdlib"], maxlevels=0, quiet=1)


def fresh_home() -> Path:
    """A new empty HOME, and no XDG overrides pointing elsewhere."""
    home = Path(tempfile.mkdtemp(prefix="dicegame-freeze-"))
    os.environ["HOME"] = str(home)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ.pop(name, None)
    return home


def remember_last_game(parent: Any, kind: str) -> None:
    """Write, in the fresh HOME's settings, that the last game was ``kind`` (Ana against the
    computer), as a player who played it last time has it: Ctrl+N then Enter starts it."""
    from dicegame.core.setup import GameSetup
    from dicegame.persist.folders import settings_path
    from dicegame.persist.ini_store import IniStore
    from dicegame.persist.settings import Settings

    store = IniStore(settings_path(), parent)
    Settings(store, parent).set_last_setup(GameSetup(kind, ("Ana",), with_computer=True))
    store.sync()


@dataclass
class Row:
    action: str
    gap_ms: float
    gap_cpu_ms: float
    cpu_ms: float
    process_cpu_ms: float

    @property
    def verdict(self) -> str:
        return "OK" if self.gap_ms <= LIMIT_MS else "OVER"


@dataclass
class Pinger:
    """Stamps (wall, GUI thread CPU) every PING_MS while the event loop runs."""

    stamps: list[tuple[float, float]] = field(default_factory=list)

    def start(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(PING_MS)
        self.timer.timeout.connect(self.stamp)
        self.timer.start()

    def stamp(self) -> None:
        self.stamps.append((time.perf_counter(), time.thread_time()))


class Bench:
    def __init__(
        self,
        seed: int,
        profile: str | None = None,
        warm: bool = True,
        right_away: bool = False,
        last_game: str | None = None,
    ) -> None:
        from PySide6.QtTest import QTest

        from dicegame.app import (
            after_first_paint,
            create_application,
            create_main_window,
            finish_application,
        )
        from dicegame.engine.timing import Timing
        from dicegame.ui.window.errors import install_error_notice

        self.qtest = QTest
        self.profile = profile
        self.app = create_application(sys.argv[:1], finish=False)
        if last_game is not None:  # the game played last time: Ctrl+N offers it again
            remember_last_game(self.app, last_game)
        self.window = create_main_window(self.app)
        install_error_notice(self.window)
        self.window.rng_factory = lambda: random.Random(seed)
        self.window.timing = Timing(computer_step_ms=60, undo_grace_ms=60, banner_ms=300)
        painted: list[float] = []

        def welcome_shown() -> None:  # as dicegame.app.main does
            finish_application(self.app)
            self.window.offer_pending_game()
            if warm:
                import inspect

                from dicegame.app import start_warm_up_soon

                if inspect.signature(start_warm_up_soon).parameters:  # as main() calls it
                    start_warm_up_soon(self.window)
                else:  # an older tree's (startup_game.py --against)
                    start_warm_up_soon()
            painted.append(time.perf_counter())

        after_first_paint(self.window, welcome_shown)
        self.window.resize(1100, 800)
        self.window.show()
        self.wait_until(lambda: bool(painted))
        self.pinger = Pinger()
        self.pinger.start()
        self.rows: list[Row] = []
        if right_away:
            self.start_right_away()
        if warm:
            from dicegame.app import WARM_UP_DELAY_MS
            from dicegame.ui.window.preload import screen_modules

            seen: list[bool] = []

            def warmed() -> bool:
                running = any(t.name == "dicegame-warm-up" for t in threading.enumerate())
                if running:
                    seen.append(True)
                late = time.perf_counter() - painted[0] > 10 * WARM_UP_DELAY_MS / 1000
                preloaded = screen_modules()[-1] in sys.modules
                return ((bool(seen) and preloaded) or late) and not running

            self.measure("Idle: the warm-up after the first frame", lambda: None, warmed)
        else:
            self.qtest.qWait(300)

    # ----- plumbing ------------------------------------------------------------
    def wait_until(self, condition: Callable[[], bool], timeout_ms: int = TIMEOUT_MS) -> None:
        deadline = time.perf_counter() + timeout_ms / 1000
        while not condition():
            if time.perf_counter() > deadline:
                raise TimeoutError("the action did not settle")
            self.qtest.qWait(5)

    def measure(
        self, name: str, action: Callable[[], object], done: Callable[[], bool] = lambda: True
    ) -> None:
        """Post ``action`` to the event loop, wait until ``done()`` and SETTLE_MS more."""
        from PySide6.QtCore import QTimer

        self.qtest.qWait(50)
        start = (time.perf_counter(), time.thread_time())
        process_start = time.process_time()
        self.pinger.stamps = [start]
        QTimer.singleShot(0, self.profiled(name, action))
        self.qtest.qWait(1)
        self.wait_until(done)
        self.qtest.qWait(SETTLE_MS)
        end = (time.perf_counter(), time.thread_time())
        stamps = [*self.pinger.stamps, end]
        gaps = [(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(stamps)]
        gap, gap_cpu = max(gaps)
        self.rows.append(
            Row(
                name,
                gap * 1000,
                gap_cpu * 1000,
                (end[1] - start[1]) * 1000,
                (time.process_time() - process_start) * 1000,
            )
        )

    def profiled(self, name: str, action: Callable[[], object]) -> Callable[[], None]:
        """``action``, under cProfile when its name contains ``--profile`` (stats printed)."""
        if not self.profile or self.profile.lower() not in name.lower():

            def plain() -> None:
                action()

            return plain
        import cProfile
        import pstats

        def run() -> None:
            profile = cProfile.Profile()
            profile.runcall(action)
            print(f"--- {name} (profile, cumulative)")
            pstats.Stats(profile).sort_stats(
                os.environ.get("FREEZE_SORT", "cumulative")
            ).print_stats(os.environ.get("FREEZE_FILTER", "dicegame"), 40)

        return run

    def click(self, name: str) -> Callable[[], None]:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QPushButton

        def press() -> None:
            button = self.view.findChild(QPushButton, name)
            assert button is not None, name
            self.qtest.mouseClick(button, Qt.MouseButton.LeftButton)

        return press

    def key(self, key: Qt.Key) -> Callable[[], None]:
        def press() -> None:
            self.qtest.keyClick(self.view, key)

        return press

    @property
    def view(self) -> QWidget:
        from PySide6.QtWidgets import QWidget

        view = self.window.view
        assert isinstance(view, QWidget), "a game is on screen"
        return view

    @property
    def engine(self) -> Any:  # the game's engine, whichever game
        return self.window.engine

    def settled(self) -> bool:
        engine = self.engine
        return not engine.rolling and not engine.is_computer_turn

    def dialog_open(self, name: str) -> Callable[[], bool]:
        from PySide6.QtWidgets import QDialog

        def shown() -> bool:
            dialog = self.window.findChild(QDialog, name)
            return dialog is not None and dialog.isVisible()

        return shown

    def close_dialogs(self) -> None:
        from PySide6.QtWidgets import QApplication

        while (modal := QApplication.activeModalWidget()) is not None:
            modal.close()
            self.qtest.qWait(20)
        for widget in QApplication.topLevelWidgets():
            if widget is not self.window and widget.isVisible():
                widget.close()
        self.qtest.qWait(50)

    # ----- the actions ---------------------------------------------------------
    def start_right_away(self) -> None:
        """Ctrl+N, then Enter, as soon as the window is there (the warm-up is still to come
        or running); then back to the welcome page, so the rows after start as before."""
        from PySide6.QtCore import Qt

        dialog_shown = self.dialog_open("newGameDialog")
        self.measure(
            "Ctrl+N right after the first frame",
            lambda: self.qtest.keyClick(
                self.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
            ),
            dialog_shown,
        )

        def enter() -> None:
            from PySide6.QtWidgets import QApplication

            self.qtest.keyClick(QApplication.activeModalWidget() or self.window, Qt.Key.Key_Return)

        self.measure(
            "Enter: the game starts, before the warm-up ends",
            enter,
            lambda: self.window.view is not None and self.window.engine is not None,
        )
        warming = any(t.name == "dicegame-warm-up" for t in threading.enumerate())
        print(f"(the background warm-up was {'running' if warming else 'not running'} then)")
        engine = self.window.engine
        assert engine is not None  # the game has started (measured above)
        kind = getattr(engine.setup, "kind", "?")
        print(f"(the game started at once: {kind})")

    def penta(self, first: bool) -> None:
        from PySide6.QtCore import Qt

        from dicegame.core.setup import GameSetup
        from dicegame.games.penta.core import PENTA

        setup = GameSetup(PENTA, ("Ana",), with_computer=True)
        when = "first" if first else "later"
        self.measure(f"Penta: start the {when} game", lambda: self.window.start_game(setup))
        if not first:
            return
        self.measure("Penta: roll", self.click("rollButton"), self.settled)
        self.measure("Penta: hint", self.click("hintButton"))
        self.measure("Penta: roll again", self.key(Qt.Key.Key_Space), self.settled)

        def score() -> None:
            engine = self.engine
            best = engine.hint().best
            engine.scoreBox(engine.game.sheet.open_boxes[0] if isinstance(best, tuple) else best)

        self.measure("Penta: score + computer's turn", score, self.settled)

    def farkle(self, first: bool) -> None:
        """A game against the Expert (first) or the Master (later): the whole first turn,
        then the computer's."""
        from PySide6.QtCore import Qt

        from dicegame.core.setup import GameSetup
        from dicegame.games.farkle.core import FARKLE
        from dicegame.games.farkle.core.levels import FarkleLevel
        from dicegame.games.farkle.core.rules import FarklePhase

        level = FarkleLevel.EXPERT if first else FarkleLevel.MASTER
        setup = GameSetup(FARKLE, ("Ana",), with_computer=True, level=level)
        when = "first" if first else "later"
        self.measure(f"Farkle: start the {when} game", lambda: self.window.start_game(setup))
        self.measure("Farkle: roll", self.click("rollButton"), self.settled)
        game = self.engine.game
        if game.phase is FarklePhase.CHOOSING:
            self.measure("Farkle: hint (H)", self.key(Qt.Key.Key_H))

            def set_aside() -> None:
                advice = self.engine.advice()
                free = list(range(len(game.roll_dice)))
                for value in advice.dice:
                    index = next(i for i in free if game.roll_dice[i] == value)
                    free.remove(index)
                    self.engine.toggleDie(index)

            self.measure("Farkle: set aside", set_aside)
            turn = f"Farkle: bank + the {level.value}'s turn"
            self.measure(turn, self.click("bankButton"), self.settled)
        else:  # a farkle on the first roll: the turn passes
            turn = f"Farkle: farkle + the {level.value}'s turn"
            self.measure(turn, self.engine.endTurn, self.settled)
        if first:
            self.measure("Farkle: hide the chances", self.window.chances_action.trigger)
            self.measure("Farkle: show the chances", self.window.chances_action.trigger)

    def menus(self) -> None:
        from PySide6.QtGui import QAction

        def language(code: str) -> Callable[[], None]:
            action = self.window.findChild(QAction, f"languageAction_{code}")
            assert action is not None, code
            return action.trigger

        self.measure("Language: to Portuguese (pt_PT)", language("pt_PT"))
        self.measure("Language: back to English", language("en"))
        self.measure("Rules", self.window.rules_action.trigger, self.dialog_open("rulesDialog"))
        self.close_dialogs()
        self.measure(
            "Statistics",
            self.window.stats_action.trigger,
            self.dialog_open("statisticsDialog"),
        )
        self.close_dialogs()

    def run(self) -> list[Row]:
        self.penta(first=True)
        self.farkle(first=True)
        self.menus()
        self.penta(first=False)
        self.farkle(first=False)
        return self.rows


def print_table(rows: list[Row], seconds: float) -> None:
    width = max(len(row.action) for row in rows)
    head = (
        f"{'action':<{width}}  {'gap ms':>7}  {'limit':>5}  {'':4}  "
        f"{'CPU in gap':>10}  {'GUI CPU':>8}  {'proc CPU':>8}"
    )
    print(head)
    print("-" * len(head))
    for row in rows:
        print(
            f"{row.action:<{width}}  {row.gap_ms:7.1f}  {LIMIT_MS:5.0f}  {row.verdict:<4}  "
            f"{row.gap_cpu_ms:10.1f}  {row.cpu_ms:8.1f}  {row.process_cpu_ms:8.1f}"
        )
    over = sum(row.verdict == "OVER" for row in rows)
    load = os.getloadavg()[0]
    print(
        f"{len(rows) - over}/{len(rows)} OK; {seconds:.1f} s; load average {load:.2f} "
        f"on {os.cpu_count()} CPUs; {time.strftime('%Y-%m-%d %H:%M:%S %Z')}"
    )
    print("gap: wall ms between two pings; CPU columns in ms (thread_time / process_time)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3, help="dice of every game")
    parser.add_argument("--profile", metavar="TEXT", help="cProfile the actions named so")
    parser.add_argument(
        "--source", action="store_true", help="no bytecode: every module compiled at its import"
    )
    parser.add_argument(
        "--no-warm-up", action="store_true", help="as before issue 25: no background warm-up"
    )
    parser.add_argument(
        "--right-away", action="store_true", help="first a game started at once, with keys"
    )
    parser.add_argument(
        "--last-game",
        metavar="KIND",
        help="the game played last time (penta, farkle): the one --right-away starts",
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = fresh_home()
    if not args.source:
        compile_bytecode(home)
    began = time.perf_counter()
    try:
        bench = Bench(args.seed, args.profile, not args.no_warm_up, args.right_away, args.last_game)
        rows = bench.run()
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print_table(rows, time.perf_counter() - began)
    return 1 if any(row.verdict == "OVER" for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
