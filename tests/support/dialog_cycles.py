"""Open and close each dialog of the main window once, as a player does it: through its menu
action or the window's own path. Shared by tests/ui/test_dialog_memory.py and
benchmarks/memory.py (issue 25, item 2: every dialog is freed once closed).

``CYCLES`` maps a name to ``cycle(window)``; the window must have an autosave (Statistics
reads the records) and be shown. :func:`settle` deletes what was closed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget

from dicegame.core.common import Player
from dicegame.core.setup import GameSetup
from dicegame.games.penta.core import PENTA as PENTA_KIND

__all__ = ["CYCLES", "PENTA", "live_objects", "settle"]

PENTA = GameSetup(PENTA_KIND, ("Ana",), with_computer=False)


def settle() -> None:
    """Run what is pending, the deletions of closed dialogs included."""
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def live_objects(window: QWidget) -> tuple[int, int]:
    """The application's widgets and the window's QObjects (children of children too)."""
    settle()
    return len(QApplication.allWidgets()), len(window.findChildren(QObject))


def _dialog(window: QWidget, name: str) -> QDialog:
    shown = [dialog for dialog in window.findChildren(QDialog, name) if dialog.isVisible()]
    assert len(shown) == 1, f"{name} is not open"
    return shown[0]


def _button(dialog: QDialog, name: str) -> QPushButton:
    button = dialog.findChild(QPushButton, name)
    assert button is not None, f"{dialog.objectName()} has no {name}"
    return button


def statistics(window) -> None:
    window.stats_action.trigger()
    _dialog(window, "statisticsDialog").reject()


def rules(window) -> None:
    window.rules_action.trigger()
    _dialog(window, "rulesDialog").reject()


def keyboard(window) -> None:
    window.keys_action.trigger()
    _dialog(window, "keyboardDialog").reject()


def new_game(window) -> None:
    """Game ▸ New game, cancelled (a game on screen is first asked about, and kept)."""
    window.new_action.trigger()
    if window.game_in_progress():
        _button(_dialog(window, "abandonDialog"), "abandonButton").click()
    _dialog(window, "newGameDialog").reject()


def abandon_game(window) -> None:
    """New game while a game is on: "Abandon the game in progress?", Keep playing."""
    if not window.game_in_progress():
        window.start_game(PENTA)
    window.new_action.trigger()
    _dialog(window, "abandonDialog").reject()


def about(window) -> None:
    """Help ▸ About is modal (exec): it is closed from inside its own event loop."""
    seen: list[bool] = []

    def close() -> None:
        box = QApplication.activeModalWidget()
        seen.append(box is not None and box.objectName() == "aboutBox")
        if box is not None:
            box.close()

    QTimer.singleShot(0, close)
    window.about_action.trigger()
    assert seen == [True], "the About box did not open"


def warning(window) -> None:
    """A warning box (here: the records' problem message), dismissed."""
    window.autosave.problemFound.emit("The records could not be read.")
    _dialog(window, "messageBox").done(0)


def results(window) -> None:
    """Penta's results and move review, shown again from the end screen and closed."""
    view = window.view
    if view is None or not view.game.is_over:
        from support.games import finished_penta

        game = finished_penta([Player("Ana")], seed=1)
        view = window.start_game(PENTA, game=game)
        settle()
    if not view.results_shown():
        view.game_end.show_results()
    _dialog(view, "resultsDialog").reject()
    view.game_end.show_review()
    _dialog(view, "reviewDialog").reject()


def continue_offer_open(window) -> None:
    if window.view is None or not window.game_in_progress():
        window.start_game(PENTA)  # its autosave is what is offered
    window.offer_pending_game()


def continue_offer(window) -> None:
    """The unfinished-game offer at start, answered Not now."""
    continue_offer_open(window)
    _dialog(window, "continueDialog").reject()


def discard_question(window) -> None:
    """The offer's Discard, then "Delete the unfinished game for good?", Keep it."""
    continue_offer_open(window)
    offer = _dialog(window, "continueDialog")
    _button(offer, "discardButton").click()
    _button(_dialog(window, "confirmDiscardDialog"), "keepGameButton").click()


def error_notice(window) -> None:
    """The notice of an exception escaping a slot (the hook is called as Python does)."""
    from dicegame.ui.window.errors import ErrorNotice

    notice = ErrorNotice(window, sys.__excepthook__)
    notice(ValueError, ValueError("a test error"), None)
    _dialog(window, "errorNotice").done(0)


CYCLES: dict[str, Callable[[QWidget], None]] = {
    "Statistics": statistics,
    "Rules": rules,
    "Keyboard": keyboard,
    "New game": new_game,
    "Abandon the game?": abandon_game,
    "About": about,
    "Warning": warning,
    "Results and review": results,
    "Unfinished game offer": continue_offer,
    "Discard the game?": discard_question,
    "Error notice": error_notice,
}
