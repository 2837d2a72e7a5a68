"""The score sheet's selection: there for screen readers, not for the eye.

The box the player stands on is the table's real selection, so that its cell reports the
accessible *selected* state (a screen reader says "selected"; a description saying so
came with Qt's "not selected" first). The sheet draws that box in its own colours (the
theme's selected cell, bold), so :class:`OwnColours` paints cells as if none were selected:
the palette's highlight never covers them.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

__all__ = ["OwnColours", "select_only"]


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
