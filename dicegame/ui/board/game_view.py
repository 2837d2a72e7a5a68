"""What the main window needs of a game's view: the :class:`GameView` contract.

Both views (:class:`~dicegame.games.penta.ui.view.PentaView`,
:class:`~dicegame.games.farkle.ui.view.FarkleView`) are ``QWidget`` objects that meet it; the
window, its menus, the sounds and the autosave talk to a game only through it and the
engine's base, :class:`~dicegame.engine.base.GameEngine`. Nothing here is imported at
start-up: the window imports it for type checking only.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget

    from dicegame.core.setup import GameSetup
    from dicegame.engine.base import GameEngine
    from dicegame.engine.game_log import GameLog
    from dicegame.engine.timing import Timing
    from dicegame.ui.board.hand_over import HandOver

__all__ = ["GameView", "GameViewClass"]


class GameView(Protocol):
    """A game on screen, as the main window sees it.

    ``engine``: the game's engine. ``game_log``: the log saved with the game.
    ``hand_over``: the curtain between human players (Game ▸ Hand-over).
    ``playAgainRequested(setup)``: the same players again; ``newGameRequested()``: the
    New game dialog.
    """

    @property
    def engine(self) -> GameEngine[Any]: ...

    @property
    def game_log(self) -> GameLog: ...

    @property
    def hand_over(self) -> HandOver: ...

    @property
    def playAgainRequested(self) -> SignalInstance: ...

    @property
    def newGameRequested(self) -> SignalInstance: ...

    def focus_board(self) -> None:
        """Give the keyboard back to the game (after a dialog or a menu)."""

    def set_chances_visible(self, visible: bool) -> None:
        """Game ▸ Show the chance to win (a game without chances ignores it)."""

    def set_quick_play(self, auto_roll: bool, one_click: bool) -> None:
        """Game ▸ Roll at the start of a turn; Score with one click (Penta's boxes)."""


class GameViewClass(Protocol):
    """How the window makes a view (``MainWindow.start_game``); ``engine_class`` is the
    class of its engine (the window asks it whether a save's parts are damaged)."""

    engine_class: type[GameEngine[Any]]

    def __call__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        game: Any = None,
    ) -> GameView: ...
