"""The main window's games: starting one (the New game dialog, abandoning the game in
progress first), resuming a saved one, and putting its view on screen.

A mixin of :class:`~dicegame.ui.window.mainwindow.MainWindow`, split out of it: the window
keeps its chrome (menus, language, text size, look), the saved-game offer and the warnings,
whose texts stay in the ``MainWindow`` translation context. Nothing here calls ``tr()``.
The window talks to a game only through the :class:`~dicegame.ui.board.game_view.GameView`
contract. The dialogs and prompts are imported when first needed: start-up stays light.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from dicegame.persist.settings import WAITING_PACES
from dicegame.ui.games import ui_game, ui_kinds
from dicegame.ui.window.window_menus import MenuParts, computer_pace

if TYPE_CHECKING:
    import random

    from PySide6.QtCore import Signal
    from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget

    from dicegame.core.games import Game
    from dicegame.core.saves import SavedGame
    from dicegame.core.setup import Choices, GameSetup
    from dicegame.engine.base import GameEngine
    from dicegame.engine.timing import Timing
    from dicegame.persist.autosave import AutosaveManager
    from dicegame.persist.settings import Settings
    from dicegame.ui.board.game_view import GameView
    from dicegame.ui.voice.sound import SoundBoard
    from dicegame.ui.window.dialogs import NewGameDialog
    from dicegame.ui.window.pause_watch import PauseWatch

    _Window = QMainWindow  # the mixin's host, for the type checker
else:
    _Window = object

__all__ = ["WindowGames"]


def _default_kind() -> str:
    """The game offered when none was played yet: the first one."""
    return ui_kinds()[0]


class WindowGames(MenuParts, _Window):
    """The game on screen of :class:`~dicegame.ui.window.mainwindow.MainWindow`: starting,
    resuming and replacing it, and what the menus ask of it (Undo, the keyboard focus, a
    pause). A mixin: it uses the window's settings, autosave, timing, sound board, pause
    watch and stack of pages, and the options of its menus."""

    if TYPE_CHECKING:  # what the window gives its games
        gameStarted: Signal
        settings: Settings | None
        autosave: AutosaveManager | None
        rng_factory: Callable[[], random.Random]
        view: GameView | None
        stack: QStackedWidget
        timing: Timing
        abandon_box: QMessageBox
        _notices_given: set[str]

        @property
        def last_setup(self) -> GameSetup | None: ...
        @last_setup.setter
        def last_setup(self, setup: GameSetup) -> None: ...
        @property
        def game_choices(self) -> dict[str, Choices]: ...
        @property
        def pause_watch(self) -> PauseWatch: ...
        @property
        def sound_board(self) -> SoundBoard: ...

        def chances_visible(self) -> bool: ...
        def _show_warning(self, title: str, text: str) -> None: ...

    @property
    def engine(self) -> GameEngine[Any] | None:
        """The engine of the game on screen (None on the welcome page)."""
        return self.view.engine if self.view is not None else None

    def undo(self) -> None:
        """Game ▸ Undo (Ctrl+Z): take back the last scoring (Penta) or bank (Farkle)."""
        if self.engine is not None:
            self.engine.undo()
        self.focus_board()

    def _pause_game(self, paused: bool) -> None:
        """The player cannot see the game (or can again): its timers wait (or go on)."""
        if self.engine is not None:
            self.engine.setPaused(paused)

    def new_game(self, kind: str | None = None, previous: GameSetup | None = None) -> None:
        """Ask for a new game (the dialog) and start it; the game in progress, if any, is
        abandoned only once the player confirms and the new one starts."""
        if kind is None:
            kind = self._last_kind()
        if previous is None:
            previous = self.last_setup  # its players and levels, in the game asked for
        if self.game_in_progress():
            from dicegame.ui.board.prompts import ask_abandon

            self.abandon_box = ask_abandon(self, lambda: self._open_new_game(kind, previous))
            return
        self._open_new_game(kind, previous)

    def _last_kind(self) -> str:
        """The game played last (the first game before any)."""
        return self.last_setup.kind if self.last_setup else _default_kind()

    def _open_new_game(self, kind: str, previous: GameSetup | None) -> None:
        from PySide6.QtCore import Qt

        from dicegame.ui.window.dialogs import (
            NewGameDialog,  # first needed here: start-up stays light
        )

        dialog = NewGameDialog(self, kind, previous, self.game_choices)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._start_chosen(dialog))
        dialog.finished.connect(self.focus_board)
        self.new_game_dialog = dialog
        dialog.open()

    def _start_chosen(self, dialog: NewGameDialog) -> None:
        """Start the game New game chose, and keep what it showed for every game."""
        self.game_choices.update(dialog.choices())
        if self.settings is not None:
            self.settings.set_game_choices(self.game_choices)
        self.start_game(dialog.setup())

    def game_in_progress(self) -> bool:
        """A game is on screen and not over."""
        return self.engine is not None and not self.engine.game.is_over

    def focus_board(self) -> None:
        """Give the keyboard back to the game (after a dialog or a menu closes)."""
        if self.view is not None:
            self.view.focus_board()

    def start_game(
        self,
        setup: GameSetup,
        game: Game | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> GameView:
        """Replace the current game (if any) by a new one, or by ``game`` restored from a
        save (with the engine's ``extra`` data of that save); return its view."""
        game_ui = ui_game(setup.kind)
        view_class = game_ui.view_class()
        rng = game.rng if game is not None else self.rng_factory()
        view = view_class(setup, timing=self.timing, rng=rng, parent=self, game=game)
        self._show_view(view, setup)
        view.set_chances_visible(self.chances_visible())
        engine = view.engine
        engine.setPaused(self.pause_watch.paused)
        if self.settings is not None:
            engine.computer_waits = computer_pace(self.settings) in WAITING_PACES
        self._give_start_notice(setup.kind)
        if extra is not None:
            engine.restore_extra(extra)  # its log, Penta's decisions for the move review
        view.hand_over.set_enabled(self.hand_over_action.isChecked())
        view.set_quick_play(self.auto_roll_action.isChecked(), self.one_click_action.isChecked())
        view.hand_over.watch(engine)  # the computer's pending card: Undo stays reachable
        self.sound_board.attach(engine)
        self.undo_action.setEnabled(engine.can_undo)
        engine.undoAvailable.connect(self.undo_action.setEnabled)
        if self.autosave is not None:
            self.autosave.attach(engine, extra=engine.save_extra)  # its log included
        return view

    def _give_start_notice(self, kind: str) -> None:
        """Say once what the game asks to say when it starts (a damaged install: Penta's
        strategy table), in plain words."""
        if kind in self._notices_given:
            return
        notice = ui_game(kind).start_notice()
        if notice is not None:
            self._notices_given.add(kind)
            self._show_warning(*notice)

    def resume_game(self, saved: SavedGame) -> GameView:
        """Go on with a game loaded from the autosave."""
        if self.autosave is not None:
            self.autosave.resume(saved)
        return self.start_game(saved.setup, game=saved.game, extra=saved.extra)

    def _show_view(self, view: GameView, setup: GameSetup) -> None:
        assert isinstance(view, QWidget), "a game view is a widget"
        if self.view is not None:
            old = self.view
            assert isinstance(old, QWidget)
            self.stack.removeWidget(old)
            old.deleteLater()
        self.view = view
        self.last_setup = setup  # kept in the settings too
        view.playAgainRequested.connect(self.start_game)
        view.newGameRequested.connect(lambda: self.new_game(setup.kind))
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)
        view.setFocus()
        self.gameStarted.emit(view)
