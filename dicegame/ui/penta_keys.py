"""The Penta board's keys: they act only when the board (the view, a die, the sheet) has
the focus, so a focused button keeps Space and Enter for itself.

Space rolls, 1-5 hold or release a die, Up/Down choose a box, Enter validates, H asks for
a hint, D / S / T read the dice, the current player's sheet and the totals aloud. At the
end, P plays again, N starts a new game, R shows the results and the review again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt

from dicegame.core.penta import DICE_COUNT
from dicegame.ui.announce import announce, penta_dice_reading, penta_totals_reading
from dicegame.ui.dice import DieWidget
from dicegame.ui.words import player_name

if TYPE_CHECKING:
    from dicegame.ui.penta_view import PentaView

__all__ = ["BoardKeys"]

# On a focused die these are the board's (the rest reach the view as usual).
_DIE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Up, Qt.Key.Key_Down)


class BoardKeys(QObject):
    """Watches the view (and the keys its children pass on) and the dice."""

    def __init__(self, view: PentaView) -> None:
        super().__init__(view)
        self.view = view
        view.installEventFilter(self)
        for die in view.tray.dice:
            die.installEventFilter(self)

    def board_has_focus(self) -> bool:
        view = self.view
        widget = view.focusWidget()
        if widget is None or widget is view or widget is view.hand_over:
            return True  # the hand-over curtain passes on only the reading keys
        return isinstance(widget, DieWidget) or widget in (view.sheet, view.sheet.viewport())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress:
            return False
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain != Qt.KeyboardModifier.NoModifier:
            return False
        if isinstance(watched, DieWidget):
            return event.key() in _DIE_KEYS and self.game_key(event.key())
        return watched is self.view and self.board_has_focus() and self.game_key(event.key())

    def game_key(self, key: int) -> bool:
        """Do what a game key does on the board; False if ``key`` is not one."""
        view = self.view
        if view.hand_over.start_key(key):
            return True
        actions = {
            Qt.Key.Key_Space: view.engine.roll,
            Qt.Key.Key_H: view.show_hint,
            Qt.Key.Key_Return: view.engine.validate,
            Qt.Key.Key_Enter: view.engine.validate,
            Qt.Key.Key_Up: lambda: view.move_selection(-1),
            Qt.Key.Key_Down: lambda: view.move_selection(1),
            Qt.Key.Key_D: self.read_dice,
            Qt.Key.Key_S: self.read_sheet,
            Qt.Key.Key_T: self.read_totals,
        }
        for index in range(DICE_COUNT):
            actions[Qt.Key(Qt.Key.Key_1 + index)] = lambda i=index: view.toggle_die(i)
        if view.game.is_over:  # the end screen's buttons
            actions[Qt.Key.Key_P] = view.play_again_button.click
            actions[Qt.Key.Key_N] = view.new_game_button.click
            actions[Qt.Key.Key_R] = view.results_button.click
        action = actions.get(Qt.Key(key))
        if action is None:
            return False
        action()
        return True

    def read_dice(self) -> None:
        """Key D: say the dice."""
        view = self.view
        text = penta_dice_reading(view.engine.shown_dice(), view.game.held)
        announce(view, text, True)

    def read_sheet(self) -> None:
        """Key S: say the current player's sheet (the cells' own names)."""
        game = self.view.game
        seat = game.current if not game.is_over else 0
        announce(self.view, self.view.sheet.column_reading(seat), True)

    def read_totals(self) -> None:
        """Key T: say every player's TOTAL."""
        game = self.view.game
        names = [player_name(player) for player in game.players]
        announce(self.view, penta_totals_reading(names, game.totals()), True)
