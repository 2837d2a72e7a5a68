"""Runs the real program (``dicegame.app.main``, as ``dicegame`` runs it) and obeys the
test's commands, one a line on stdin; it answers each with one JSON line on stdout.

First line printed, once the program answers later starts (after the first paint):
``{"ready": true, "pid": ..., "folder": ...}``; a copy that exits at once because another
one runs prints only ``{"exit": 0}``.

Commands:

* ``state``: ``{"raise_requests", "minimized", "offered", "game"}``; ``game`` is the game
  on screen (its autosave id, round, scores) or null.
* ``minimize``: minimise the window (a later start must bring it back).
* ``penta N``: start a one-player Penta game (Ana, no computer) and score N boxes.
* ``continue``: answer Continue to the unfinished-game offer.
* ``finish``: score every box left; answers with how many games Ana has in the records.
* ``quit``: Game ▸ Quit; the program's exit code is printed as ``{"exit": ...}``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QSocketNotifier, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from dicegame.app import main
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PENTA

ANA = GameSetup(PENTA, ("Ana",), with_computer=False)


def say(data: object) -> None:
    print(json.dumps(data), flush=True)


def landed(engine) -> None:
    while engine.rolling:
        QTest.qWait(5)


def score_boxes(window, count: int) -> None:
    engine = window.view.engine
    for _ in range(count):
        if engine.game.dice is None:
            engine.roll()
            landed(engine)
        engine.scoreBox(engine.game.sheet.open_boxes[0])
        QTest.qWait(5)


def game_state(window) -> dict | None:
    engine = getattr(window.view, "engine", None)
    if engine is None:
        return None
    game = engine.game
    return {
        "id": window.autosave.game_id,
        "round": game.round,
        "scores": [sheet.scores for sheet in game.sheets],
        "over": game.is_over,
    }


class Driver(QObject):
    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.window: Any = None  # the MainWindow, found once the program made it
        self.instance: Any = None  # its SingleInstance
        self.notifier: QSocketNotifier | None = None
        QTimer.singleShot(0, self.wait_until_listening)

    def wait_until_listening(self) -> None:
        self.window = next(w for w in self.app.topLevelWidgets() if w.objectName() == "mainWindow")
        self.instance = self.app.findChild(QObject, "singleInstance")
        if not self.instance.listening:
            QTimer.singleShot(10, self.wait_until_listening)
            return
        self.window.timing = Timing.fast()
        say({"ready": True, "pid": QApplication.applicationPid(), "folder": str(self.folder)})
        self.notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self.obey)

    @property
    def folder(self):
        return self.window.autosave.folder

    def obey(self) -> None:
        line = sys.stdin.readline()
        if not line:  # the test went away
            self.app.quit()
            return
        command, *args = line.split()
        window = self.window
        if command == "state":
            dialog = getattr(window, "continue_dialog", None)
            if dialog is not None and not shiboken6.isValid(dialog):
                dialog = None  # answered, and deleted
            say(
                {
                    "raise_requests": self.instance.raise_requests,
                    "minimized": window.isMinimized(),
                    "offered": dialog is not None and dialog.isVisible(),
                    "game": game_state(window),
                }
            )
        elif command == "minimize":
            window.showMinimized()
            say({"minimized": window.isMinimized()})
        elif command == "penta":
            window.start_game(ANA)
            score_boxes(window, int(args[0]))
            say(game_state(window))
        elif command == "continue":
            button = window.continue_dialog.findChild(QWidget, "continueButton")
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            QTest.qWait(5)
            say(game_state(window))
        elif command == "finish":
            score_boxes(window, len(window.view.engine.game.sheet.open_boxes))
            records, _problem = window.autosave.load_records()
            stats = records.player(PENTA, "Ana")
            say({"games": stats.games if stats else 0, "game": game_state(window)})
        elif command == "quit":
            window.quit_action.trigger()


if __name__ == "__main__":
    application = QApplication([sys.argv[0]])
    Driver(application)
    code = main([sys.argv[0]])
    say({"exit": code})
    sys.exit(code)
