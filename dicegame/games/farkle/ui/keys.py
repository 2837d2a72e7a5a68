"""The Farkle board's keys as data: Help ▸ Keyboard lists them with no game running.

:class:`~dicegame.games.farkle.ui.view.FarkleView` binds each row to its action
(``FarkleView.key_table``); the descriptions are Help's words (``KeyboardDialog`` context).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from dicegame.games.farkle.core.rules import DICE_COUNT
from dicegame.ui.board.board_keys import (
    END_DIALOG_ROWS,
    QT_TRANSLATE_NOOP,
    READING_ROWS,
    ROLL_ROW,
    KeyRow,
    digit_keys,
)

__all__ = ["FARKLE_KEYS"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

FARKLE_KEYS = (
    ROLL_ROW,
    KeyRow(
        "set_aside",
        digit_keys(DICE_COUNT),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Set a die aside or return it"),
    ),
    KeyRow("bank", (Qt.Key.Key_B,), QT_TRANSLATE_NOOP("KeyboardDialog", "Bank")),
    KeyRow(
        "skip_pause",
        _ENTER,
        QT_TRANSLATE_NOOP("KeyboardDialog", "Skip the pause after a farkle"),
    ),
    KeyRow(
        "advice",
        (Qt.Key.Key_H,),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Read the Expert's advice aloud"),
    ),
    *READING_ROWS,
    KeyRow(
        "play_again",
        (Qt.Key.Key_Space, *_ENTER),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Play again"),
        at_end=True,
        label=QT_TRANSLATE_NOOP("KeyboardDialog", "Space or Enter"),
    ),
    *END_DIALOG_ROWS,
)
