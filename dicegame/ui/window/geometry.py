"""Windows that fit the screen: the main window's first size, its remembered place, dialogs.

The main window opens inside the available area of its screen (from a 1024×600 netbook with
a taskbar to 4K at any scale factor: ``QScreen.availableGeometry()`` is in logical pixels),
and remembers the player's size, position and maximised state. A remembered place is used
only while its screen is still there and still holds it (a laptop unplugged from its
second monitor opens on the screen it has). Dialogs are sized the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from dicegame.persist.settings import Settings

__all__ = [
    "DEFAULT_SIZE",
    "FRAME",
    "MINIMUM_SIZE",
    "WindowPlacement",
    "available_area",
    "fit_dialog",
    "fit_size",
    "fitted_rect",
    "grow_for_text",
    "keep_inside",
    "size_for_text",
]

DEFAULT_SIZE = QSize(1180, 800)  # the main window on a screen with room for it
MINIMUM_SIZE = QSize(1000, 540)  # 1024×600 with a taskbar and a title bar
# Room for the window manager's title bar and borders, which Qt only knows once shown.
FRAME = QMargins(8, 36, 8, 8)


def available_area(widget: QWidget | None = None) -> QRect:
    """The available area (without taskbars and docks) of the screen ``widget`` is on."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_size(preferred: QSize, area: QRect) -> QSize:
    """``preferred``, made small enough for its frame to fit ``area``."""
    room = area.marginsRemoved(FRAME).size()
    return preferred.boundedTo(room)


def fitted_rect(preferred: QSize, area: QRect) -> QRect:
    """A window of (at most) ``preferred`` size, centred in ``area`` with its frame inside."""
    size = fit_size(preferred, area)
    inner = area.marginsRemoved(FRAME)
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(inner.center())
    rect.moveTop(max(inner.top(), rect.top()))
    rect.moveLeft(max(inner.left(), rect.left()))
    return rect


def size_for_text(percent: int) -> QSize:
    """The window's default size for the game's text at ``percent`` %: a larger text wants
    a larger window (its labels and boxes grow with it)."""
    scale = max(100, percent) / 100
    return QSize(round(DEFAULT_SIZE.width() * scale), round(DEFAULT_SIZE.height() * scale))


def grow_for_text(window: QWidget, percent: int) -> None:
    """The text is now at ``percent`` %: a window that is not maximised grows toward
    :func:`size_for_text` as far as its screen allows, before its labels are cut (it never
    shrinks: the player may have made it larger)."""
    if window.isMaximized() or window.isFullScreen():
        return
    size = fit_size(size_for_text(percent), available_area(window)).expandedTo(window.size())
    if size != window.size():
        window.resize(size)
        keep_inside(window)


class WindowPlacement:
    """Sizes ``window`` for its screen and keeps its place in ``settings`` (the keys
    ``window/screen``, ``window/rect`` and ``window/maximized`` declared there).

    Call :meth:`restore` before the first ``show()`` and :meth:`save` when it closes.
    Without settings the window is fitted to the screen and nothing is remembered.
    """

    def __init__(self, window: QWidget, settings: Settings | None = None) -> None:
        self.window = window
        self.settings = settings

    def restore(self) -> None:
        """The remembered place if its screen still holds it, else a fitted default."""
        remembered = self._remembered()
        if remembered is None:
            area = available_area(self.window)
            self._set_minimum(area)
            percent = self.settings.text_scale if self.settings is not None else 100
            self.window.setGeometry(fitted_rect(size_for_text(percent), area))
            return
        screen, rect, maximised = remembered
        area = screen.availableGeometry()
        self._set_minimum(area)
        self.window.setGeometry(QRect(rect.topLeft(), fit_size(rect.size(), area)))
        if maximised:
            from PySide6.QtCore import Qt  # only here: the Qt namespace is slow to load

            self.window.setWindowState(self.window.windowState() | Qt.WindowState.WindowMaximized)

    def _set_minimum(self, area: QRect) -> None:
        self.window.setMinimumSize(MINIMUM_SIZE.boundedTo(fit_size(MINIMUM_SIZE, area)))

    def _remembered(self) -> tuple[QScreen, QRect, bool] | None:
        if self.settings is None:
            return None
        name, place, maximised = self.settings.window_place()
        if place is None or name is None:
            return None
        rect = QRect(*place)
        if not rect.isValid():
            return None
        screen = next((s for s in QGuiApplication.screens() if s.name() == name), None)
        if screen is None or not self._holds(screen.availableGeometry(), rect):
            return None
        return screen, rect, maximised

    @staticmethod
    def _holds(area: QRect, rect: QRect) -> bool:
        """The title bar (the top middle of the window) lies on ``area``."""
        grip = QPoint(rect.center().x(), rect.top() + 4)
        return area.contains(grip)

    def save(self) -> None:
        """Remember the window's screen, its normal (not maximised) place and its state."""
        if self.settings is None:
            return
        from PySide6.QtCore import Qt

        window = self.window
        maximised = bool(window.windowState() & Qt.WindowState.WindowMaximized)
        rect = window.normalGeometry() if maximised else window.geometry()
        screen = window.screen() or QGuiApplication.primaryScreen()
        place = (rect.x(), rect.y(), rect.width(), rect.height())
        self.settings.set_window_place(screen.name(), place, maximised)


def fit_dialog(dialog: QWidget, preferred: QSize) -> None:
    """Resize ``dialog`` to ``preferred``, or less where the screen is smaller."""
    parent = dialog.parentWidget()
    dialog.resize(fit_size(preferred, available_area(parent or dialog)))


def keep_inside(window: QWidget) -> None:
    """Move a shown ``window`` that grew past the bottom or right of its screen back in."""
    if not window.isVisible():
        return
    area = available_area(window)
    frame = window.frameGeometry()
    x = max(area.left(), min(frame.left(), area.right() + 1 - frame.width()))
    y = max(area.top(), min(frame.top(), area.bottom() + 1 - frame.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)
