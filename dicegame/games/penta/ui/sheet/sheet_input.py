"""The score sheet as the player acts on it: the box they stand on, the boxes they may
choose, their clicks and keys, and the focus ring.

States as states: the box the player stands on (the selected one, or the auto-score
countdown's) is the table's real selection and current cell, so a screen reader says
"selected" (the selection keeps the sheet's own colours: the delegate does not paint it).
While the player is not at the keyboard (the computer plays, the dice roll), the current
cell stays where the player left it. With the keyboard focus the sheet shows a focus ring.

:class:`SheetInput` reports clicks (``boxClicked``), double-clicks (``boxActivated``), the
Enter key (``validateRequested``) and a click in another player's column
(``otherColumnClicked``); the owner decides what is legal. The score sheet
(:class:`~dicegame.games.penta.ui.sheet.scoresheet.ScoreSheet`) builds on it: it holds the state
these read, given by the owner, and draws the cells.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent

from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.games.penta.ui.sheet.sheet_layout import SheetLayout
from dicegame.games.penta.ui.sheet.sheet_rows import ROW_OF, ROWS
from dicegame.games.penta.ui.sheet.sheet_selection import JUMP_KEYS, Jump, jump, select_only
from dicegame.ui.style.focus_ring import paint_focus_ring_on
from dicegame.ui.voice.speech import when_quiet

if TYPE_CHECKING:
    from PySide6.QtGui import QFocusEvent, QPaintEvent

    from dicegame.ui.board.redraw import Redraw

__all__ = ["SheetInput"]


class SheetInput(SheetLayout):
    """The player's side of the score sheet: the marked box as the table's selection, the
    selectable boxes, the mouse, the keys and the focus ring."""

    boxClicked = Signal(object)  # Box: select it
    boxActivated = Signal(object)  # Box: score it now (double-click)
    validateRequested = Signal()  # Enter / Return
    otherColumnClicked = Signal(int)  # a click in a column that is not the current player's

    # the score sheet's state, given by its owner (ScoreSheet.update_state and the setters)
    sheets: list[Sheet]
    dice: tuple[int, ...] | None
    selected: Box | None
    interactive: bool
    one_click: bool
    auto_score_box: Box | None
    _cell_waits_for: Box | None
    _cell_may_go_to: Box | None
    _redraw: Redraw  # the cells' redraw (ScoreSheet._refresh)

    # ----- the box the player stands on ------------------------------------------------
    def marked_box(self) -> Box | None:
        """The box the player at the keyboard stands on: the selected one, else the one the
        auto-score countdown will take; None while nobody chooses (the computer plays)."""
        if not self.interactive or self.dice is None:
            return None
        return self.selected if self.selected is not None else self.auto_score_box

    def _follow_selection(self) -> None:
        """The table's selection and current cell are the marked box, so a screen reader
        ("selected") and the focus frame agree with the game. With nothing marked the
        player's turn has no current cell; while nobody chooses (the computer plays) the
        current cell stays on the player's own cell."""
        box = self.marked_box()
        model = self.selectionModel()
        if box is not None and 0 <= self.current < self.columnCount():
            if self.selected is None and not self._countdown_cell_may_move(box):
                return
            select_only(self, self.model().index(ROW_OF[box], self.current))
            return
        if model.hasSelection():
            model.clearSelection()
        if self.interactive and self.currentIndex().isValid():
            self.setCurrentIndex(self.model().index(-1, -1))

    def _countdown_cell_may_move(self, box: Box) -> bool:
        """The countdown's box becomes the current cell only once the screen reader has
        said what was queued (at once when none listens): the focused sheet's new cell is
        read at once, and it cut the third roll's message short ("You rolled …, no rolls
        left", in every auto-score of a whole game on Orca 43.1 and 48.1). The player's own
        moves go at once: a key pressed is meant to interrupt."""
        if self._cell_may_go_to == box:
            return True
        if self._cell_waits_for != box:
            self._cell_waits_for = box
            when_quiet(self, lambda: self._voice_quiet_for(box))
        return self._cell_may_go_to == box  # True when nothing was queued

    def _voice_quiet_for(self, box: Box) -> None:
        if self._cell_waits_for != box:
            return  # the countdown ended or moved meanwhile
        self._cell_may_go_to = box
        self._follow_selection()

    # ----- the boxes to choose ---------------------------------------------------------
    def options(self) -> dict[Box, int]:
        """Legal boxes of the current player for the current dice, with their points."""
        if self.dice is None or not self.sheets:
            return {}
        return self.sheets[self.current].options(self.dice)

    def selectable_boxes(self) -> list[Box]:
        """The boxes the current player may choose now, in sheet order (top to bottom)."""
        if not self.interactive:
            return []
        options = self.options()
        return [row for row in ROWS if isinstance(row, Box) and row in options]

    def jump_box(self, where: Jump) -> Box | None:
        """The selectable box that Home, End, Page Up or Page Down leads to."""
        return jump(self.selectable_boxes(), self.selected, where)

    def next_box(self, step: int) -> Box | None:
        """The selectable box ``step`` rows below (negative: above) the selection, wrapping."""
        boxes = self.selectable_boxes()
        if not boxes:
            return None
        if self.selected not in boxes:
            return boxes[0] if step > 0 else boxes[-1]
        return boxes[(boxes.index(self.selected) + step) % len(boxes)]

    # ----- focus ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """The cells, then a focus ring round them while the sheet has the keyboard (with
        no box selected there is no current cell to frame). A redraw still scheduled is
        drawn first: the cells never show an older font or state."""
        self._redraw.flush()
        super().paintEvent(event)
        if self.hasFocus():
            paint_focus_ring_on(self.viewport())

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    # ----- input -------------------------------------------------------------------------
    def _box_at(self, row: int, column: int) -> Box | None:
        key = ROWS[row]
        if column != self.current or not self.interactive or not isinstance(key, Box):
            return None
        return key

    def _on_clicked(self, row: int, column: int) -> None:
        """Only the current player's open boxes are chosen; a filled one is refused by
        the engine (it says why), another player's column is reported."""
        box = self._box_at(row, column)
        if box is not None and self.one_click and self.sheets[self.current].is_open(box):
            self.boxActivated.emit(box)
        elif box is not None:
            self.boxClicked.emit(box)
        elif self.interactive and column != self.current and isinstance(ROWS[row], Box):
            self.otherColumnClicked.emit(column)
        self._follow_selection()  # no frame left on a cell that was not chosen

    def _on_double_clicked(self, row: int, column: int) -> None:
        box = self._box_at(row, column)
        if box is not None and self.sheets[self.current].is_open(box):
            self.boxActivated.emit(box)
        self._follow_selection()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) or key in JUMP_KEYS:
            if key in JUMP_KEYS:
                box = self.jump_box(JUMP_KEYS[Qt.Key(key)])
            else:
                box = self.next_box(1 if key == Qt.Key.Key_Down else -1)
            if box is not None:
                self.boxClicked.emit(box)
            event.accept()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.validateRequested.emit()
            event.accept()
        elif key in _SHEET_KEYS:
            super().keyPressEvent(event)
        else:
            event.ignore()  # the game keys (Space, digits, H…) go on to the board


_SHEET_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
)
