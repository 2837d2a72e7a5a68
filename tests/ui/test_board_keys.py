"""The board-keys component both views use: a key table, a focus test, the curtain first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.ui.view import PentaView
from dicegame.ui.board.board_keys import BoardKeys, KeyBinding, bound, numbered_keys


def board(qtbot) -> tuple[QWidget, QPushButton]:
    widget = QWidget()
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    button = QPushButton("Other", widget)
    QVBoxLayout(widget).addWidget(button)
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget, button


def test_a_table_acts_while_the_board_has_the_focus_and_says_what_acted(qtbot) -> None:
    widget, button = board(qtbot)
    done: list[object] = []
    over = [False]
    table = [
        bound(Qt.Key.Key_B, lambda: done.append("bank"), "Bank"),
        numbered_keys(3, done.append, "A die"),
        bound(Qt.Key.Key_P, lambda: done.append("again"), "Play again", lambda: over[0]),
    ]
    keys = BoardKeys(
        widget,
        table,
        lambda: widget.focusWidget() is not button,
        after=lambda: done.append("redrawn"),
    )
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    qtbot.keyClick(widget, Qt.Key.Key_B)
    qtbot.keyClick(widget, Qt.Key.Key_3)
    qtbot.keyClick(widget, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)  # not plain
    assert not keys.press(Qt.Key.Key_P)  # only at the end
    over[0] = True
    assert keys.press(Qt.Key.Key_P)
    assert done == ["bank", "redrawn", 2, "redrawn", "again", "redrawn"]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.keyClick(button, Qt.Key.Key_B)  # the focused button keeps it
    assert done[-1] == "redrawn" and done.count("bank") == 1


def test_the_claim_comes_first_and_children_pass_their_keys_to_the_board(qtbot) -> None:
    widget, button = board(qtbot)
    done: list[str] = []
    waiting = [True]

    def claim(key: int) -> bool:
        if waiting[0] and key == Qt.Key.Key_Space:
            waiting[0] = False
            return True
        return False

    table = [bound(Qt.Key.Key_Space, lambda: done.append("roll"), "Roll")]
    BoardKeys(
        widget,
        table,
        lambda: True,
        claim=claim,
        children=[button],
        child_keys=[Qt.Key.Key_Space],
    )
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    clicked: list[bool] = []
    button.clicked.connect(clicked.append)
    qtbot.keyClick(button, Qt.Key.Key_Space)  # the curtain's
    assert done == [] and not waiting[0]
    qtbot.keyClick(button, Qt.Key.Key_Space)  # the board's, not a click of the button
    assert done == ["roll"] and clicked == []


def test_each_view_shows_its_keys_as_a_table_with_one_action_a_key(qtbot) -> None:
    for view in (
        PentaView(GameSetup(humans=("Ana",)), timing=Timing.fast()),
        FarkleView(GameSetup(FARKLE, humans=("Ana",)), timing=Timing.fast()),
    ):
        qtbot.addWidget(view)
        table = view.key_table()
        assert all(isinstance(row, KeyBinding) and row.description for row in table)
        keys = [key for row in table if row.active is None for key in row.keys]
        assert len(keys) == len(set(keys))  # no key does two things at once
        assert {Qt.Key.Key_Space, Qt.Key.Key_1, Qt.Key.Key_D, Qt.Key.Key_S} <= set(keys)
