"""Exceptions that escape a slot: logged, and the player told once per burst.

Qt calls ``sys.excepthook`` for an exception raised in a slot and goes on with the event
loop, so without a hook the program carries on silently in a half-updated state.
:func:`install_error_notice` installs a hook that logs the traceback, shows a short
translated, non-blocking notice (one at a time: a burst of errors from one action gives
one notice) and then calls the hook that was there before (the test suite's capture, or
Python's default printer).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["ErrorNotice", "install_error_notice"]

log = logging.getLogger("dicegame")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


class ErrorNotice:
    """The excepthook: ``window`` is the parent of the notice."""

    def __init__(self, window: QWidget, previous: ExceptHook) -> None:
        self.window = window
        self.previous = previous
        self.box: QMessageBox | None = None  # the notice on screen, if any
        self.count = 0  # exceptions seen

    def __call__(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        self.count += 1
        log.error("unexpected error", exc_info=(kind, error, trace))
        if not issubclass(kind, KeyboardInterrupt):
            self._notify()
        if self.previous is not sys.__excepthook__:
            self.previous(kind, error, trace)

    def _notify(self) -> None:
        import shiboken6

        if self.box is not None and shiboken6.isValid(self.box) and self.box.isVisible():
            return  # one notice per burst (a closed notice is deleted)
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox  # first needed here: start-up stays light

        try:
            box = QMessageBox(self.window)
        except RuntimeError:  # the window is gone (quitting)
            return
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setObjectName("errorNotice")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("ErrorNotice", "Unexpected error"))
        box.setText(
            QCoreApplication.translate(
                "ErrorNotice",
                "Something went wrong inside the program. The game goes on, but it may "
                "not be shown correctly; starting a new game is safest.",
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.box = box
        box.open()


def install_error_notice(window: QWidget) -> ErrorNotice:
    """Make ``window`` the parent of error notices for every exception escaping a slot."""
    hook = ErrorNotice(window, sys.excepthook)
    sys.excepthook = hook
    return hook
