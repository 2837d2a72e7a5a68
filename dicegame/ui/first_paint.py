"""Work that waits until a window is first painted (start-up, issue 14).

What the welcome page does not show is done just after its first paint: the menus'
contents, the application icon, the dialog-button style, the autosave check. Qt's own
``Qt`` namespace is not touched before then either: PySide6 builds the Python enums of all
its 93 enumerations (some 1200 members, about 30 ms) the first time it is used.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["FIRST_PAINT_WAIT_MS", "after_first_paint"]

#: At the latest this long after :func:`after_first_paint` is called, its work runs even if
#: the window was not painted (started minimised, on a hidden workspace...).
FIRST_PAINT_WAIT_MS = 2000


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, work: Callable[[], None]) -> None:
        super().__init__(window)
        self._work: Callable[[], None] | None = work
        window.installEventFilter(self)
        QTimer.singleShot(FIRST_PAINT_WAIT_MS, self, self._run)

    def _run(self) -> None:
        work, self._work = self._work, None
        if work is not None:
            self.deleteLater()
            work()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # once this paint is on screen
        return False


def after_first_paint(window: QWidget, work: Callable[[], None]) -> None:
    """Run ``work`` once, just after ``window`` is first painted (from the event loop), or
    after :data:`FIRST_PAINT_WAIT_MS` if it is not painted by then."""
    _FirstPaint(window, work)
