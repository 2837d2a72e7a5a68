"""The game screens' modules, imported one at a time while the program is idle, after the
first frame (issue 25: starting the first game must not hold up the event loop).

Qt classes are best defined on the GUI thread, so these imports are not moved to the
background thread of :mod:`dicegame.core.warm_up` (which does the Qt-free strategy work,
and starts when these are done: the two would only slow each other down). Each import runs
in its own turn of the event loop, dependencies first, so no single step holds it up for
long, and input that arrives meanwhile is handled between two steps.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence

from PySide6.QtCore import QTimer

__all__ = ["SCREEN_MODULES", "first_qt_uses", "preload"]

#: Leaves first: each step imports little beyond what earlier steps brought in.
SCREEN_MODULES: tuple[str, ...] = (
    "dicegame.games.penta.core.rules",
    "dicegame.games.penta.core.strategy",
    "dicegame.games.penta.core.levels",
    "dicegame.games.farkle.core.rules",
    "dicegame.games.farkle.core.ai",
    "dicegame.games.farkle.core.master",
    "dicegame.core.saves",
    "dicegame.core.records",
    "dicegame.persist.problems",  # the autosave's writing path imports it
    "dicegame.engine.timing",
    "dicegame.engine.undo",
    "dicegame.engine.base",
    "dicegame.ui.window.dialogs",
    "dicegame.ui.voice.sound",
    "dicegame.ui.voice.announce",
    "dicegame.ui.window.game_log_panel",
    "dicegame.ui.board.board_view",
    "dicegame.games.penta.engine.engine",
    "dicegame.games.penta.ui.scoresheet",
    "dicegame.games.penta.ui.view",
    "dicegame.games.farkle.engine.engine",
    "dicegame.games.farkle.ui.view",
)
STEP_MS = 0  # between two imports: each in a turn of its own, input handled between them


def preload(
    modules: Sequence[str] = SCREEN_MODULES,
    step_ms: int = STEP_MS,
    then: Callable[[], object] | None = None,
) -> None:
    """Import ``modules`` in order, one per event-loop step, ``step_ms`` apart; then call
    ``then`` (from the event loop too)."""
    if modules:
        importlib.import_module(modules[0])
    if len(modules) > 1:
        QTimer.singleShot(step_ms, lambda: preload(modules[1:], step_ms, then))
    elif then is not None:
        QTimer.singleShot(step_ms, then)


def first_qt_uses() -> None:
    """What PySide6 builds once, at a Qt class's first use from Python, and the first Penta
    game's score sheet built (issue 25 item 3: some 12 ms of its start): the Python
    enumerations of the style options (made when the first table view is built) and of
    QGradient (made by the first brush of a colour)."""
    from PySide6.QtGui import QBrush, QColor
    from PySide6.QtWidgets import QTableWidget

    QBrush(QColor())
    QTableWidget(1, 1).deleteLater()
