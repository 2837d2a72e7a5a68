"""The Penta board's layout: where its parts go, and the game log's room.

:class:`PentaLayout` lays the view out: the controls' column (turn, round, dice, the
button row, the status area, the chances, the game log and the keys line, scrolling when
a large text needs it) beside the score sheet, and the Tab order. The status area keeps a
least height (messages come and go without a jump); the log takes room from it, never
from the dice, and opens where the column has room (:mod:`~dicegame.ui.board.log_room`,
as in Farkle). How big the parts are at every window and text size is
:mod:`~dicegame.games.penta.ui.sizes`'s concern. The widget helpers below give the board's
labels and buttons their fonts and size rules.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dicegame.games.penta.ui.chances import PentaChances
from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
from dicegame.games.penta.ui.sizes import COLUMN_GAP, LEFT_MAX_WIDTH, LEFT_MIN_WIDTH
from dicegame.ui.board.controls_column import ControlsPanel, controls_scroll
from dicegame.ui.board.log_room import LogRoom
from dicegame.ui.board.padded_button import padded_button
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.style.fit_text import LinesLabel
from dicegame.ui.style.object_names import named
from dicegame.ui.window.game_log_panel import GameLogPanel

__all__ = [
    "STATUS_MIN_HEIGHT",
    "PentaLayout",
    "PentaParts",
    "board_button",
    "headline_label",
    "keys_line",
    "status_label",
]

STATUS_MIN_HEIGHT = 110
BUTTON_MIN_HEIGHT = 36  # a button of the row, at least (higher with a larger text)


class PentaParts(Protocol):
    """The Penta view's parts that the layout places."""

    turn_label: QLabel
    round_label: QLabel
    tray: DiceTray
    countdown_label: QLabel
    sacrifice_label: QLabel
    info_label: QLabel
    hint_label: QLabel
    keys_label: LinesLabel
    undo_button: QPushButton
    play_again_button: QPushButton
    new_game_button: QPushButton
    sheet: ScoreSheet
    chances: PentaChances
    log_panel: GameLogPanel

    def setLayout(self, layout: QLayout, /) -> None: ...

    def isVisible(self, /) -> bool: ...

    def fontMetrics(self, /) -> QFontMetrics: ...


def headline_label(name: str, scale: float, bold: bool = False) -> QLabel:
    """A one-line label, elided by its view: a long name never pushes the dice down."""
    label = named(QLabel(), name)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    if bold:
        font.setBold(True)
    label.setFont(font)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    return label


def status_label(name: str, scale: float, bold: bool = False) -> QLabel:
    """A status area's message: it wraps, never widens the column."""
    label = named(QLabel(), name)
    label.setWordWrap(True)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    label.setFont(font)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


def keys_line() -> LinesLabel:
    """The keys line under the game log: whole where the column has room, else cut to
    the lines it has (:meth:`~dicegame.games.penta.ui.sizes.PentaSizes.fit_keys`)."""
    label = LinesLabel("keysLabel")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.95)
    label.setFont(font)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


def board_button(name: str) -> QPushButton:
    """A button of the board: Tab reaches it, a click leaves the keys to the board."""
    button = padded_button(name, BUTTON_MIN_HEIGHT)  # its padding kept at every text size
    font = button.font()
    font.setPointSizeF(font.pointSizeF() * 1.1)
    button.setFont(font)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setAutoDefault(True)  # a focused button takes Enter as well as Space
    return button


class PentaLayout:
    """Lays out ``parts``: the controls' column beside the sheet.

    ``all_buttons`` gives the button row's buttons in their order (and the Tab order);
    :class:`~dicegame.games.penta.ui.sizes.PentaSizes` arranges them in :attr:`buttons_grid`.
    """

    def __init__(self, parts: PentaParts, all_buttons: Callable[[], list[QPushButton]]) -> None:
        self.parts = parts
        self.all_buttons = all_buttons
        self.buttons = named(QWidget(), "pentaButtons")
        self.buttons_grid = buttons_grid = QGridLayout(self.buttons)
        buttons_grid.setContentsMargins(0, 0, 0, 0)
        buttons_grid.setSpacing(4)
        for button in all_buttons():
            button.setParent(self.buttons)  # hidden ones too: they are the row's, not windows
        for end_button in (parts.play_again_button, parts.new_game_button):
            end_button.hide()
        status = named(QFrame(), "statusFrame")
        status.setFrameShape(QFrame.Shape.StyledPanel)
        status_layout = QVBoxLayout(status)
        status_layout.setContentsMargins(6, 4, 6, 4)
        for label in (
            parts.countdown_label,
            parts.sacrifice_label,
            parts.info_label,
            parts.hint_label,
        ):
            status_layout.addWidget(label)
        status_layout.addStretch()
        self.left_panel = named(ControlsPanel(), "pentaControls")
        self.left = left = QVBoxLayout(self.left_panel)
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(4)
        for widget in (parts.turn_label, parts.round_label, parts.tray, self.buttons):
            left.addWidget(widget)
        status.setMinimumHeight(STATUS_MIN_HEIGHT)  # messages come and go without a jump
        status.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        left.addWidget(status)  # as tall as its messages: the free room goes to the log
        left.addWidget(parts.chances)  # everyone's chance to win, under the messages
        left.addWidget(parts.log_panel)
        left.addWidget(parts.keys_label)
        left.addStretch(0)  # the room a folded log leaves
        self.left_scroll = controls_scroll(self.left_panel, LEFT_MIN_WIDTH, LEFT_MAX_WIDTH)
        layout = QHBoxLayout()
        parts.setLayout(layout)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addStretch(0)  # on a very wide screen, centre the game
        layout.addWidget(self.left_scroll, 2)
        layout.addSpacing(COLUMN_GAP)
        layout.addWidget(parts.sheet, 3)
        layout.addStretch(0)
        self.log_room = LogRoom(parts.log_panel, self.left_scroll)  # open where there is room

    def set_tab_order(self) -> None:
        """Tab: the dice, the button row, the sheet, then the game log and Undo."""
        parts = self.parts
        order = [
            *parts.tray.dice,
            *self.all_buttons(),
            parts.sheet,
            parts.log_panel.toggle,
            parts.undo_button,
            parts.log_panel.list,
        ]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    def on_log_expanded(self, expanded: bool) -> None:
        """The log's list takes room from the status area, never from the dice."""
        self.left.setStretchFactor(self.parts.log_panel, 2 if expanded else 0)
