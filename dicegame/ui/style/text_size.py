"""The game's text size (100–200 %), on top of the system's scale.

:func:`apply_text_scale` sets the application font to the system font times the chosen scale,
live: widgets that follow the application font grow at once; widgets and table cells that set
their own point size (a big title, the banner, the score sheet's cells) are scaled by the same
ratio; widths given in pixels next to text (:func:`scaled`) are re-applied through
:func:`follow`.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from dicegame.persist.settings import TEXT_SCALES
from dicegame.ui import running_application

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

__all__ = ["TEXT_SCALES", "apply_text_scale", "follow", "scaled", "text_scale"]

_SIZE_RESOLVED = 0x0002  # QFont::SizeResolved: the widget's font sets its own size


class _State:
    percent = 100  # the text size in force
    base = 0.0  # the system font's point size (0: not read yet)


_state = _State()


def text_scale() -> int:
    """The text size in force, in percent."""
    return _state.percent


def scaled(pixels: int) -> int:
    """A length in pixels that sits next to text, at the current text size."""
    return round(pixels * _state.percent / 100)


def apply_text_scale(percent: int) -> None:
    """Show every text at ``percent`` % of the system font size, now."""
    if percent not in TEXT_SCALES:
        raise ValueError(f"text scale must be one of {TEXT_SCALES}: {percent!r}")
    app = running_application()
    if not _state.base:
        _state.base = app.font().pointSizeF()
    ratio = percent / _state.percent
    if ratio == 1:
        return
    own_sizes = [widget for widget in app.allWidgets() if _sets_own_size(widget)]
    _state.percent = percent
    font = QFont(app.font())
    font.setPointSizeF(_state.base * percent / 100)
    app.setFont(font)
    for widget in own_sizes:
        _scale_font(widget, ratio)
    from PySide6.QtWidgets import QTableWidget  # not at start-up (the usual 100 %: no change)

    for table in (w for w in app.allWidgets() if isinstance(w, QTableWidget)):
        _scale_items(table, ratio)
    QApplication.sendPostedEvents()  # every widget has its new font before sizes are measured
    _refresh_followers()


def _sets_own_size(widget: QWidget) -> bool:
    """The widget gave itself a point size (not inherited from its parent)."""
    if not widget.font().resolveMask() & _SIZE_RESOLVED:
        return False
    parent = widget.parentWidget()
    return parent is None or parent.font().pointSizeF() != widget.font().pointSizeF()


def _scale_font(widget: QWidget, ratio: float) -> None:
    font = QFont(widget.font())
    font.setPointSizeF(font.pointSizeF() * ratio)
    widget.setFont(font)


def _scale_items(table: QTableWidget, ratio: float) -> None:
    from PySide6.QtCore import Qt  # not at import: the welcome page never needs it

    items: list[QTableWidgetItem | None] = [
        table.item(row, column)
        for row in range(table.rowCount())
        for column in range(table.columnCount())
    ]
    items += [table.horizontalHeaderItem(column) for column in range(table.columnCount())]
    items += [table.verticalHeaderItem(row) for row in range(table.rowCount())]
    for item in items:
        if item is not None and item.data(Qt.ItemDataRole.FontRole) is not None:
            font = item.font()
            font.setPointSizeF(font.pointSizeF() * ratio)
            item.setFont(font)


class _FontFollower(QObject):
    """Lives as long as its widget; re-applies its pixel sizes after a text size change."""

    def __init__(self, widget: QWidget, apply: Callable[[], None]) -> None:
        super().__init__(widget)
        self.apply = apply


# Weak: a follower (a child of its widget) is kept alive by the widget alone, and leaves
# this set when the widget is deleted. A list kept every deleted game view's Python side
# (its ``apply`` holds the widget) until it passed 200 entries: a bounded, but large, leak.
_followers: weakref.WeakSet[_FontFollower] = weakref.WeakSet()


def _refresh_followers() -> None:
    for follower in list(_followers):
        if shiboken6.isValid(follower):
            follower.apply()


def follow(widget: QWidget, apply: Callable[[], None]) -> None:
    """Call ``apply()`` now and after every text size change (to re-apply pixel sizes
    computed with :func:`scaled`), as long as ``widget`` lives."""
    _followers.add(_FontFollower(widget, apply))
    apply()
