"""Knows when the player cannot see the game, so that its timers wait.

:class:`PauseWatch` is an application-wide event filter. It says "paused" while

* a dialog of the program is open, modal or not: the Rules, Statistics and About windows,
  message boxes, the New game dialog (any :class:`QDialog` of the main window, or a window
  of it given the ``pausesGame`` property), or any application-modal window;
* a menu is open: a popup menu, a menu of the menu bar, a combo box's list, or the menu
  bar is in use from the keyboard (Alt, F10);
* the main window is minimised, or hidden after it was shown.

The main window connects :attr:`PauseWatch.pausedChanged` to the current engine's
``setPaused`` slot: the auto-score countdown, the computer's steps, the dice landing and
the Farkle banners then stop, and resume with the time they had left.

Until the main window is first painted, only its own events are watched: filtering every
event of the application costs start-up time (PySide6 builds the Python type of each new
kind of object it is shown) and there is no game to pause yet. The application-wide filter
starts just after that first paint (:func:`dicegame.ui.window.first_paint.after_first_paint`), or
as soon as :attr:`PauseWatch.paused` is read (a game starting reads it), whichever comes
first; the answer is worked out afresh then.
"""

from __future__ import annotations

import atexit
import contextlib
import weakref

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenuBar, QWidget

from dicegame.ui import running_application
from dicegame.ui.window.first_paint import after_first_paint

__all__ = ["PAUSES_GAME", "PauseWatch"]

#: A window with this property set to True counts as "the player cannot see the game".
PAUSES_GAME = "pausesGame"

# Events after which a window may have appeared, gone or changed state.
_WATCHED = frozenset(
    {
        QEvent.Type.Show,
        QEvent.Type.Hide,
        QEvent.Type.WindowStateChange,
        QEvent.Type.WindowBlocked,
        QEvent.Type.WindowUnblocked,
        QEvent.Type.FocusIn,  # the menu bar, used from the keyboard
        QEvent.Type.FocusOut,
    }
)


class PauseWatch(QObject):
    """Watches the windows of ``main`` and says whether the game must wait."""

    pausedChanged = Signal(bool)

    def __init__(self, main: QWidget) -> None:
        super().__init__(main)
        self.main = main
        self._paused = False
        self._main_was_shown = main.isVisible()
        self._recheck = QTimer(self)  # once more after the event loop settles a change
        self._recheck.setSingleShot(True)
        self._recheck.setInterval(0)
        self._recheck.timeout.connect(self.update)
        self._watching_all = False  # see the module's doc: start-up
        main.installEventFilter(self)
        after_first_paint(main, self.watch_all)
        # Python may be gone before Qt's last events (at exit): stop filtering first.
        atexit.register(self._stop_watching, weakref.ref(self))

    @staticmethod
    def _stop_watching(ref: weakref.ref[PauseWatch]) -> None:
        watch, app = ref(), QApplication.instance()
        if watch is not None and app is not None:
            with contextlib.suppress(RuntimeError):  # its C++ object already deleted
                app.removeEventFilter(watch)

    @property
    def paused(self) -> bool:
        self.watch_all()
        return self._paused

    def watch_all(self) -> None:
        """Watch every window of the application from now on (once)."""
        if self._watching_all or not shiboken6.isValid(self.main):
            return
        self._watching_all = True
        self.main.removeEventFilter(self)
        running_application().installEventFilter(self)
        self.update()

    def reasons(self) -> list[str]:
        """Why the game waits now (object names, or "minimised" / "hidden"): empty if it
        does not."""
        found: list[str] = []
        main = self.main
        if main.isMinimized():
            found.append("minimised")
        elif self._main_was_shown and not main.isVisible():
            found.append("hidden")
        bar = main.menuBar() if isinstance(main, QMainWindow) else None
        if bar is not None and bar.hasFocus():
            found.append(bar.objectName() or "menuBar")
        popup = QApplication.activePopupWidget()
        if popup is not None:
            found.append(popup.objectName() or type(popup).__name__)
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not main and self._modal_blocks(modal):
            found.append(modal.objectName() or type(modal).__name__)
        for window in QApplication.topLevelWidgets():
            if window not in (main, popup, modal) and self._blocks(window):
                found.append(window.objectName() or type(window).__name__)
        return found

    def update(self) -> None:
        """Look again and emit :attr:`pausedChanged` when the answer changes."""
        if not shiboken6.isValid(self.main):
            return
        paused = bool(self.reasons())
        if paused != self._paused:
            self._paused = paused
            self.pausedChanged.emit(paused)

    def _blocks(self, window: QWidget) -> bool:
        if not window.isVisible() or not self._belongs_to_main(window):
            return False
        from PySide6.QtCore import Qt  # not at import: the welcome page never needs it

        if window.windowType() == Qt.WindowType.Popup:
            return True
        return isinstance(window, QDialog) or bool(window.property(PAUSES_GAME))

    def _modal_blocks(self, modal: QWidget) -> bool:
        """A modal window blocks the game if it is one of the main window's, or modal to
        the whole application (a window-modal dialog of another window does not)."""
        from PySide6.QtCore import Qt

        application_wide = modal.windowModality() == Qt.WindowModality.ApplicationModal
        return application_wide or self._belongs_to_main(modal)

    def _belongs_to_main(self, window: QWidget) -> bool:
        parent = window.parentWidget()
        while parent is not None:
            if parent is self.main:
                return True
            parent = parent.parentWidget()
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _WATCHED:
            return False
        if not shiboken6.isValid(self.main):  # the main window is being destroyed
            running_application().removeEventFilter(self)
            return False
        if isinstance(watched, QMenuBar) or (isinstance(watched, QWidget) and watched.isWindow()):
            if watched is self.main and event.type() == QEvent.Type.Show:
                self._main_was_shown = True
            self.update()
            self._recheck.start()
        return False
