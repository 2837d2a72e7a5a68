"""Work that waits until a window is first painted (start-up, issues 14 and 25).

What the welcome page does not show is done just after its first paint: the menus'
contents, the application icon, the dialog-button style, the autosave check. Qt's own
``Qt`` namespace is not touched before then either: PySide6 builds the Python enums of all
its 93 enumerations (some 1200 members, about 30 ms) the first time it is used.

Nor does a Python event handler that takes any event (an event filter, ``event``,
``changeEvent``) run before the first paint: the first time PySide6 hands such a handler
a QEvent it makes the Python types of all its event classes (some 50, with their enums:
about 4 ms) to find the event's own class. So a window whose first paint is reported by
one of its widgets (the welcome cards call :func:`painted` from their ``paintEvent``,
which takes a QPaintEvent only) is watched without an event filter: ``reported=True``.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["FIRST_PAINT_WAIT_MS", "after_first_paint", "painted"]

#: At the latest this long after :func:`after_first_paint` is called, its work runs even if
#: the window was not painted (started minimised, on a hidden workspace...).
FIRST_PAINT_WAIT_MS = 2000

#: Work waiting for a paint that one of the widget's descendants reports (:func:`painted`),
#: by id; weak: a widget deleted with its work waiting takes it along.
_REPORTED: dict[int, weakref.ref[_FirstPaint]] = {}


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, work: Callable[[], None], reported: bool) -> None:
        super().__init__(window)  # the watched widget is its parent (no reference to it)
        self._work: Callable[[], None] | None = work
        if reported:
            _REPORTED[id(self)] = weakref.ref(self)
        else:
            window.installEventFilter(self)
        # A child timer, not QTimer.singleShot(ms, self, slot): that overload makes
        # QMetaMethod's Python type (about 0.5 ms) before the first frame.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._timer.start(FIRST_PAINT_WAIT_MS)

    def _run(self) -> None:
        work, self._work = self._work, None
        if work is not None:
            _REPORTED.pop(id(self), None)
            self.deleteLater()
            work()

    def run_soon(self) -> None:
        """Once the paint under way is on screen (from the event loop)."""
        self._timer.start(0)  # the same timer: its longer wait is over

    def watched(self) -> QWidget | None:
        """The widget whose paint it waits for (None once it is deleted)."""
        if not shiboken6.isValid(self):
            return None
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    def depth(self) -> int:
        """How many parents the watched widget has (0: a window)."""
        count, widget = 0, self.watched()
        parent = widget.parentWidget() if widget is not None else None
        while parent is not None:
            count, parent = count + 1, parent.parentWidget()
        return count

    def covers(self, widget: QWidget) -> bool:
        watched = self.watched()
        return watched is not None and (watched is widget or watched.isAncestorOf(widget))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            self.run_soon()
        return False


def after_first_paint(window: QWidget, work: Callable[[], None], reported: bool = False) -> None:
    """Run ``work`` once, just after ``window`` is first painted (from the event loop), or
    after :data:`FIRST_PAINT_WAIT_MS` if it is not painted by then. With ``reported``, the
    paint is the first that a widget in ``window`` reports through :func:`painted` (no
    event filter: see the module's text)."""
    _FirstPaint(window, work, reported)


def painted(widget: QWidget) -> None:
    """Called by a widget's ``paintEvent``: the work waiting for it or for one of its
    ancestors (``reported=True``) runs once this paint is on screen."""
    if not _REPORTED:
        return
    found = []
    for key, ref in list(_REPORTED.items()):
        waiting = ref()
        if waiting is None or waiting.watched() is None:
            del _REPORTED[key]  # deleted with its widget: its work never runs
        elif waiting.covers(widget):
            found.append(waiting)
    # outermost first, as the window's paint event comes before its children's
    for waiting in sorted(found, key=_FirstPaint.depth):
        del _REPORTED[id(waiting)]
        waiting.run_soon()
