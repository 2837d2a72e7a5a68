"""The score sheet's selection: there for screen readers, not for the eye.

The box the player stands on is the table's real selection, so that its cell reports the
accessible *selected* state (a screen reader says "selected"; a description saying so
came with Qt's "not selected" first). The sheet draws that box in its own colours (the
theme's selected cell, bold), so :class:`OwnColours` paints cells as if none were selected:
the palette's highlight never covers them.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

from dicegame.games.penta.core.rules import Box

__all__ = ["BOX_KEYS", "JUMP_KEYS", "Jump", "OwnColours", "jump", "select_only"]


class Jump(Enum):
    """Where a key moves the player's choice in the sheet."""

    FIRST = "first"  # Home: the first open box
    LAST = "last"  # End: the last one
    PREVIOUS_SECTION = "previous"  # Page Up: the first open box of the section above
    NEXT_SECTION = "next"  # Page Down: the first open box of the section below


JUMP_KEYS = {
    Qt.Key.Key_Home: Jump.FIRST,
    Qt.Key.Key_End: Jump.LAST,
    Qt.Key.Key_PageUp: Jump.PREVIOUS_SECTION,
    Qt.Key.Key_PageDown: Jump.NEXT_SECTION,
}

# A key per box, shown beside its name: letters in sheet order, leaving out the other
# game keys (D, H, N, P, R, S, T), the dice's digits 1-5, and O (read as a zero).
BOX_KEYS: dict[Box, Qt.Key] = dict(
    zip(Box, (getattr(Qt.Key, f"Key_{letter}") for letter in "ABCEFGIJKLMQU"), strict=True)
)


def jump(boxes: Sequence[Box], selected: Box | None, where: Jump) -> Box | None:
    """The box of ``boxes`` (the selectable ones, in sheet order) that ``where`` leads to
    from ``selected``; None when there is none (no roll, or an empty section)."""
    if not boxes:
        return None
    if where is Jump.FIRST:
        return boxes[0]
    if where is Jump.LAST:
        return boxes[-1]
    upper = selected.is_upper if selected is not None else where is Jump.PREVIOUS_SECTION
    wanted = not upper  # the other section: there are two
    section = [box for box in boxes if box.is_upper == wanted]
    return section[0] if section else selected


class OwnColours(QStyledItemDelegate):
    """Cells drawn in their own colours, selected or not, focused or not: the style's
    focus frame lightened the selected fill under white text below 4.5:1, and the sheet
    draws its own focus ring."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.state &= ~(QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_HasFocus)


def select_only(view: QAbstractItemView, index: QModelIndex) -> None:
    """``index`` becomes ``view``'s current cell and its only selected one (once: nothing
    is sent again while it already is)."""
    model = view.selectionModel()
    if not model.isSelected(index) or view.currentIndex() != index:
        view.setCurrentIndex(index)
        model.select(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
