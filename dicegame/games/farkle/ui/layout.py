"""The Farkle board's layout: where its parts go and how big they are at every text size.

:class:`FarkleLayout` lays the board out (headline, event line, dice, set-aside row, hint,
points, buttons, advice, the key line) and keeps its sizes: texts that change (language, whose turn)
never change a height, from a large text on Roll and Bank come right under the dice, the
board never gets narrower than its buttons, and the dice keep a share of the view's height
(a large text makes the board scroll, never the dice smaller). The widget helpers below
give the board's widgets their size rules.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dicegame.games.farkle.core.rules import DICE_COUNT
from dicegame.games.farkle.ui.aside import SetAsideRow
from dicegame.games.farkle.ui.texts import keys_text
from dicegame.ui.board.controls_column import ControlsPanel
from dicegame.ui.board.padded_button import padded_button
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.style.fit_text import ElidedLabel
from dicegame.ui.style.object_names import named
from dicegame.ui.style.text_size import text_scale
from dicegame.ui.style.theme import text_color

__all__ = [
    "BANNER_HEIGHT_SHARE",
    "BOARD_MARGIN",
    "MAX_DIE",
    "FarkleLayout",
    "FarkleParts",
    "KeyLine",
    "bigger",
    "board_button",
    "retain_size_when_hidden",
    "wrapped_label",
]

SMALL_DIE = 38
TRAY_MIN_SHARE = 0.38  # of the view's height: the dice's least room, whatever the text size
LARGE_TEXT = 150  # from this text size (%) on, the advice lines have room for three lines
MAX_DIE = 260  # a die never grows past this (in logical pixels)
BOARD_MARGIN = 12  # the board's left and right margins
BOARD_GAP = 6  # between the board and the scores
BANNER_STRETCH = 3  # the banner's share of the headline row while the game is on (of 8)
BANNER_HEIGHT_SHARE = 0.09  # of the view's height: the banner's least, a moment to see
BUTTON_MIN_HEIGHT = 46  # Roll, Bank, Undo and the end's buttons, at least
KEY_LINE_FONT = 0.95  # the key line's text, as under Penta's board
KEY_LINE_LINES = 2  # its height in lines, in every language


class FarkleParts(Protocol):
    """The Farkle view's parts that the layout places and sizes."""

    board: ControlsPanel
    board_scroll: QScrollArea
    status: ElidedLabel
    banner_slot: QWidget
    event_label: QLabel
    tray: DiceTray
    set_aside_row: SetAsideRow
    hint: QLabel
    selection_label: QLabel
    turn_label: QLabel
    roll_button: QPushButton
    bank_button: QPushButton
    undo_button: QPushButton
    again_button: QPushButton
    new_game_button: QPushButton
    bank_note: QLabel
    risk_label: QLabel
    expert_label: QLabel

    def height(self, /) -> int: ...

    def layout(self, /) -> QLayout | None: ...


def retain_size_when_hidden(widget: QWidget, retain: bool = True) -> None:
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(retain)
    widget.setSizePolicy(policy)


def bigger(widget: QWidget, factor: float, bold: bool = True) -> None:
    font = widget.font()
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    widget.setFont(font)


def wrapped_label(name: str) -> QLabel:
    """A label that never widens the board: a long text takes a second line (its height
    is two lines whatever it says, see :meth:`FarkleLayout.fix_heights`)."""
    label = named(QLabel(), name)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    return label


def board_button(name: str) -> QPushButton:
    button = padded_button(name, BUTTON_MIN_HEIGHT)  # its padding kept at every text size
    button.setMinimumWidth(180)
    # the width its text needs: on a big screen the room goes to the note, not to Bank
    button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    bigger(button, 1.2)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setAutoDefault(True)  # Enter on the focused button presses it
    retain_size_when_hidden(button)
    return button


class KeyLine(ElidedLabel):
    """The keys under the board, in the style of Penta's key line. Two lines high in every
    language and at every text size, whatever it says: a longer language is cut between
    words (the whole line is its tooltip and its accessible name, and Help ▸ Keyboard lists
    every key), so a language switch never moves the dice."""

    def __init__(self) -> None:
        super().__init__("keysLabel")
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * KEY_LINE_FONT)
        self.setFont(font)
        text_color(self, "muted_text")
        self.set_max_lines(KEY_LINE_LINES)
        self.set_full_text(keys_text())

    def fix_height(self) -> None:
        """Its lines at the text size in force (never by its text)."""
        self.setFixedHeight(KEY_LINE_LINES * QFontMetrics(self.font()).lineSpacing() + 2)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.set_full_text(keys_text())


class FarkleLayout:
    """Lays out ``parts.board`` and keeps the sizes of the board and its dice."""

    def __init__(self, parts: FarkleParts) -> None:
        self.parts = parts
        self.header = header = QHBoxLayout()
        header.addWidget(parts.status, 5)  # the headline has the room a name needs
        header.addWidget(parts.banner_slot, BANNER_STRETCH)
        points = QHBoxLayout()
        points.addWidget(parts.selection_label, 1)
        points.addWidget(parts.turn_label)
        advice = QHBoxLayout()
        advice.addWidget(parts.risk_label, 2)
        advice.addWidget(parts.expert_label, 3)
        self.controls_row = named(QWidget(), "farkleControls")
        self.controls = controls = QHBoxLayout(self.controls_row)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.setSpacing(10)
        controls.addWidget(parts.roll_button)
        controls.addWidget(parts.bank_button)
        controls.addWidget(parts.undo_button)
        # at the end, where Roll and Bank were: under the dice, away from the scoreboard
        controls.addWidget(parts.again_button)
        controls.addWidget(parts.new_game_button)
        controls.addWidget(parts.bank_note, 1)
        controls.addStretch(0)  # the room the note leaves at the end: the buttons stay left
        self.board = board = QVBoxLayout(parts.board)
        board.setContentsMargins(BOARD_MARGIN, 8, BOARD_MARGIN, 8)
        board.setSpacing(4)
        board.addLayout(header)
        board.addWidget(parts.event_label)
        board.addWidget(parts.tray, 1)
        board.addWidget(parts.set_aside_row)
        board.addWidget(parts.hint)
        board.addLayout(points)
        board.addWidget(self.controls_row)
        board.addLayout(advice)
        self.key_line = KeyLine()
        board.addWidget(self.key_line)

    def give_banner_room(self, room: bool) -> None:
        """No banner comes once the game is over: its room goes to the winner's headline."""
        self.header.setStretch(1, BANNER_STRETCH if room else 0)

    def fix_heights(self) -> None:
        """Texts that change (language, whose turn) never change a height: the dice stay."""
        parts = self.parts
        self.fit_banner()
        two_lines = 2 * QFontMetrics(parts.hint.font()).lineSpacing() + 4
        parts.hint.setFixedHeight(two_lines)
        parts.event_label.setFixedHeight(two_lines)
        parts.event_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        parts.bank_note.setFixedHeight(max(two_lines, parts.roll_button.minimumHeight()))
        parts.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        parts.bank_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        lines = 2 if text_scale() < LARGE_TEXT else 3  # by the text size, never the text
        for label in (parts.selection_label, parts.risk_label, parts.expert_label):
            label.setFixedHeight(lines * QFontMetrics(label.font()).lineSpacing() + 2)
        self.key_line.fix_height()
        self._place_buttons()
        self.fit_board_width()

    def fit_banner(self) -> None:
        """The banner's slot: a line and a half of the headline, and at least its share
        of the view's height (on a large screen a banner of one small line went unseen);
        by the text size and the window, never by a text."""
        parts = self.parts
        status = QFontMetrics(parts.status.font()).lineSpacing()
        height = max(int(status * 1.5) + 4, round(parts.height() * BANNER_HEIGHT_SHARE))
        if parts.banner_slot.height() != height or parts.banner_slot.minimumHeight() != height:
            parts.banner_slot.setFixedHeight(height)

    def _place_buttons(self) -> None:
        """From a large text on, Roll and Bank come right under the dice (the texts after
        them, where the board may scroll); else under the turn's points."""
        board, parts = self.board, self.parts
        board.removeWidget(self.controls_row)
        after = parts.set_aside_row if text_scale() >= LARGE_TEXT else parts.hint
        index = board.indexOf(after) + (1 if after is parts.set_aside_row else 2)
        board.insertWidget(index, self.controls_row)

    def spare_height(self) -> int:
        """The board's height left over its parts' least (the dice's least share
        counted): what the end's standings may grow into without a scroll bar."""
        board = self.parts.board
        layout = board.layout()
        assert layout is not None
        width = self.parts.board_scroll.viewport().width()
        least = layout.minimumSize().height()
        if layout.hasHeightForWidth():
            least = max(least, layout.totalMinimumHeightForWidth(width))
        return self.parts.board_scroll.viewport().height() - least

    def fit_board_width(self) -> None:
        """The board never gets narrower than its buttons (it scrolls only up and down)."""
        scroll = self.parts.board_scroll
        bar = scroll.verticalScrollBar().sizeHint().width()
        buttons = self.controls.minimumSize().width()
        scroll.setMinimumWidth(buttons + 2 * BOARD_MARGIN + bar)

    def fit_scroll_bar(self, _low: int = 0, high: int = 0) -> None:
        """While the board scrolls (a large text on a small screen), its bar takes the room
        of the board's right margin and of the gap to the scores, not the dice's."""
        bar = self.parts.board_scroll.verticalScrollBar().sizeHint().width() if high > 0 else 0
        margins = self.board.contentsMargins()
        margins.setRight(max(0, BOARD_MARGIN - bar))
        self.board.setContentsMargins(margins)
        view = self.parts.layout()
        assert view is not None  # the board scrolls inside the view's row
        view.setSpacing(max(0, BOARD_GAP - max(0, bar - BOARD_MARGIN)))

    def fit_tray(self) -> None:
        """The dice keep a share of the view's height at every text size: a large text
        makes the board scroll, never the dice smaller."""
        tray = self.parts.tray
        layout = tray.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        room = self.parts.board_scroll.viewport().width() - 2 * BOARD_MARGIN
        spacing = layout.spacing() * (DICE_COUNT - 1) + margins.left() + margins.right()
        side = min(MAX_DIE, max(SMALL_DIE, (room - spacing) // DICE_COUNT))
        height = min(side, round(self.parts.height() * TRAY_MIN_SHARE))
        tray.setMinimumHeight(height + margins.top() + margins.bottom())
