"""Drives the real program in its own process, for the kill-and-resume test.

``play``: builds the program's window exactly as ``dicegame`` does, starts a 2-player Penta
game, plays a few moves by clicking, prints the state as one JSON line, then keeps running
(the test kills it with SIGKILL). ``resume``: starts the program again, answers Continue to
the unfinished-game offer, prints the state it resumed, and exits.

``ending``: plays a 1-player Penta game to its last box, prints ``ready``, and scores the
last box when a line arrives on stdin (the test kills it around that moment).
``recorded``: starts again (a finished game left in the autosave is recorded then),
finishes an unfinished game if one is offered, and prints how many games Ana has.
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dicegame.app import create_application, create_main_window
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA


def state_of(window) -> dict:
    game = window.view.engine.game
    return {
        "dice": game.dice,
        "held": game.held,
        "rolls_used": game.rolls_used,
        "current": game.current,
        "round": game.round,
        "sheets": [[sheet.scores, sheet.penta_bonuses] for sheet in game.sheets],
        "rng": game.rng.random(),  # the next draw: the dice to come are the same too
    }


def landed(engine) -> None:
    """Wait for the dice to land: the engine refuses holds and scores while they roll."""
    while engine.rolling:
        QTest.qWait(10)


def click(window, name: str) -> None:
    from PySide6.QtWidgets import QWidget

    widget = window.view.findChild(QWidget, name)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    QTest.qWait(5)
    landed(window.view.engine)


def play(window) -> None:
    window.start_game(GameSetup(PENTA, ("Ana", "Rui"), with_computer=False))
    click(window, "rollButton")
    window.view.engine.scoreBox(window.view.engine.game.sheet.open_boxes[-1])  # Ana scores
    click(window, "rollButton")  # Rui
    click(window, "die0")
    click(window, "die3")
    click(window, "rollButton")
    click(window, "die1")


def play_to_the_last_box(window) -> None:
    window.start_game(GameSetup(PENTA, ("Ana",), with_computer=False))
    engine = window.view.engine
    while len(engine.game.sheet.open_boxes) > 1:
        engine.roll()
        landed(engine)
        engine.scoreBox(engine.game.sheet.open_boxes[0])
    engine.roll()
    landed(engine)


def games_recorded(window) -> int:
    records, _problem = window.autosave.load_records()
    stats = records.player(PENTA, "Ana")
    return stats.games if stats else 0


def ending(app, window) -> int:
    play_to_the_last_box(window)
    print("ready", flush=True)
    sys.stdin.readline()
    engine = window.view.engine
    engine.scoreBox(engine.game.sheet.open_boxes[0])
    print("scored", flush=True)
    return app.exec()  # until killed


def recorded(window) -> int:
    window.offer_pending_game()
    dialog = getattr(window, "continue_dialog", None)
    if dialog is not None:  # killed before the last box: the game goes on from the save
        QTest.mouseClick(dialog.findChild(object, "continueButton"), Qt.MouseButton.LeftButton)
        engine = window.view.engine
        if engine.game.dice is None:
            engine.roll()
            landed(engine)
        engine.scoreBox(engine.game.sheet.open_boxes[0])
    print(json.dumps(games_recorded(window)), flush=True)
    return 0


def main() -> int:
    mode = sys.argv[1]
    app = create_application([sys.argv[0]])
    window = create_main_window(app)
    window.show()
    if mode == "ending":
        return ending(app, window)
    if mode == "recorded":
        return recorded(window)
    if mode == "play":
        play(window)
        print(json.dumps(state_of(window)), flush=True)
        return app.exec()  # until killed
    window.offer_pending_game()
    QTest.mouseClick(
        window.continue_dialog.findChild(object, "continueButton"), Qt.MouseButton.LeftButton
    )
    QTest.qWait(20)
    print(json.dumps(state_of(window)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
