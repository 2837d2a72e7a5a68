"""The Penta board's keys as data: Help ▸ Keyboard lists them with no game running.

:class:`~dicegame.games.penta.ui.view.PentaView` binds each row to its action
(``PentaView.key_table``); the descriptions are Help's words (``KeyboardDialog`` context).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from dicegame.games.penta.core.rules import DICE_COUNT
from dicegame.games.penta.ui.sheet.sheet_selection import BOX_KEYS, JUMP_KEYS
from dicegame.ui.board.board_keys import (
    END_DIALOG_ROWS,
    QT_TRANSLATE_NOOP,
    READING_ROWS,
    ROLL_ROW,
    KeyRow,
    digit_keys,
)

__all__ = ["DIE_KEYS", "PENTA_KEYS"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_UP_DOWN = (Qt.Key.Key_Up, Qt.Key.Key_Down)
# On a focused die these are the board's (the rest reach the view as usual). Not Space: a
# focused die is a check box, and Space holds or releases it, as a screen reader promises.
DIE_KEYS = (*_ENTER, *_UP_DOWN)

PENTA_KEYS = (
    ROLL_ROW,
    KeyRow(
        "hold",
        digit_keys(DICE_COUNT),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Hold or release a die"),
    ),
    KeyRow("choose_box", _UP_DOWN, QT_TRANSLATE_NOOP("KeyboardDialog", "Choose a box")),
    KeyRow(
        "jump_to_box",
        tuple(JUMP_KEYS),
        QT_TRANSLATE_NOOP(
            "KeyboardDialog", "First or last open box; the first one of the other section"
        ),
    ),
    KeyRow(
        "box_key",
        tuple(BOX_KEYS.values()),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Choose that box; the same letter again scores it"),
        label=QT_TRANSLATE_NOOP("KeyboardDialog", "The letter beside a box"),
    ),
    KeyRow("validate", _ENTER, QT_TRANSLATE_NOOP("KeyboardDialog", "Validate move")),
    KeyRow(
        "score_at_once",
        (),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Score that box at once"),
        label=QT_TRANSLATE_NOOP("KeyboardDialog", "Double-click a box"),
    ),
    KeyRow("hint", (Qt.Key.Key_H,), QT_TRANSLATE_NOOP("KeyboardDialog", "Hint")),
    KeyRow(
        "hold_countdown",
        (Qt.Key.Key_Escape,),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Pause the auto-score countdown, or start it again"),
    ),
    *READING_ROWS,
    KeyRow(
        "play_again",
        (Qt.Key.Key_P, *_ENTER),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Play again"),
        at_end=True,
        label=QT_TRANSLATE_NOOP("KeyboardDialog", "P or Enter"),
    ),
    KeyRow(
        "new_game",
        (Qt.Key.Key_N,),
        QT_TRANSLATE_NOOP("KeyboardDialog", "New game"),
        at_end=True,
    ),
    *END_DIALOG_ROWS,
)
