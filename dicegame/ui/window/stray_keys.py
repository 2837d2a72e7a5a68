"""The window's shortcuts when no window is active.

Qt matches a shortcut (Ctrl+T, F1, Alt+G…) only while one of the program's windows is the
*active* one. With no window manager to hand the keyboard back (a bare X server, as in the
screen-reader checks), a dialog that closes leaves no window active: the keys still reach
the game board (T reads the totals) but no menu shortcut works (Ctrl+T did nothing). Here a
key press that reaches ``window`` while no window is active makes the window active again,
and does what the key's menu action or menu-bar letter would have done.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

__all__ = ["StrayKeys", "mnemonic_of"]


def mnemonic_of(text: str) -> str | None:
    """The letter after the "&" of a menu title ("&&" is a plain ampersand), in lower case."""
    index = text.replace("&&", "\0\0").find("&")
    return text[index + 1].casefold() if 0 <= index < len(text) - 1 else None


class StrayKeys(QObject):
    """Key presses in ``window`` while no window is active (see the module's doc)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if QApplication.activeWindow() is not None or not isinstance(watched, QWidget):
            return False
        if watched.window() is not self._window:
            return False
        self._window.activateWindow()  # the next keys find it active (a fresh key's time)
        return self.act(event)

    def act(self, event: QKeyEvent) -> bool:
        """Do what ``event``'s shortcut or menu letter does; True if it had one."""
        pressed = QKeySequence(event.keyCombination())
        for action in self._window.findChildren(QAction):
            if action.isEnabled() and any(pressed == key for key in action.shortcuts()):
                action.trigger()
                return True
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers != Qt.KeyboardModifier.AltModifier or not event.text():
            return False
        letter = event.text().casefold()
        bar = self._window.menuBar()
        for action in bar.actions():
            if action.isVisible() and mnemonic_of(action.text()) == letter:
                bar.setActiveAction(action)
                return True
        return False
