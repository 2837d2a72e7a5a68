"""The game screens' modules, imported one at a time while the program is idle, after the
first frame (issue 25: starting the first game must not hold up the event loop).

Qt classes are best defined on the GUI thread, so these imports are not moved to the
background thread of :mod:`dicegame.core.warm_up` (which does the Qt-free strategy work,
and starts when these are done: the two would only slow each other down). Each import runs
in its own turn of the event loop, dependencies first, so no single step holds it up for
long, and input that arrives meanwhile is handled between two steps.

Each step also forgets the source lines that PySide6 had read (:func:`forget_sources`).
"""

from __future__ import annotations

import importlib
import linecache
from collections.abc import Callable, Sequence

from PySide6.QtCore import QTimer

__all__ = ["SHARED_MODULES", "first_qt_uses", "forget_sources", "preload", "screen_modules"]

#: What both games' screens use, between the games' cores and their screens.
SHARED_MODULES: tuple[str, ...] = (
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
)


def screen_modules() -> tuple[str, ...]:
    """Leaves first, each step importing little beyond what earlier steps brought in:
    every game's core modules, the shared ones, then every game's engine and screen
    (each game lists its own in its :class:`~dicegame.ui.games.GameUi`)."""
    from dicegame.ui.games import ui_game, ui_kinds

    games = [ui_game(kind) for kind in ui_kinds()]
    cores = [name for game in games for name in game.core_modules]
    screens = [name for game in games for name in game.screen_modules]
    return (*cores, *SHARED_MODULES, *screens)


def forget_sources() -> None:
    """Drop the source lines :mod:`linecache` holds (issue 37: idle memory). PySide6
    reads the whole source of every module imported after it, to see whether it names
    PySide6 (its ``__feature__`` check, through :func:`inspect.getsource`), and linecache
    keeps every line: some 60 000 lines, 5 MiB, from source (a frozen program has no
    sources to read). A traceback reads the lines it shows again."""
    linecache.clearcache()


STEP_MS = 0  # between two imports: each in a turn of its own, input handled between them


def preload(
    modules: Sequence[str] | None = None,
    step_ms: int = STEP_MS,
    then: Callable[[], object] | None = None,
) -> None:
    """Import ``modules`` in order, one per event-loop step, ``step_ms`` apart; then call
    ``then`` (from the event loop too). By default the modules of :func:`screen_modules`."""
    if modules is None:
        modules = screen_modules()
    if modules:
        importlib.import_module(modules[0])
        forget_sources()  # each step's, so that the next reuses their memory
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
