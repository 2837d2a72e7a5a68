"""Dialog buttons follow the desktop: no stock icons on OK/Cancel/Close where it uses none.

Qt's generic Linux theme puts dated stock icons on dialog buttons; of the Linux desktops
only KDE Plasma shows icons there. Windows and macOS styles never do.

The same application style draws a focus ring on a focused non-editable combo box, which
Fusion leaves unmarked (:mod:`dicegame.ui.style.focus_ring`).
"""

from __future__ import annotations

import os

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

from dicegame.ui.style.focus_ring import combo_wants_ring, paint_focus_ring

__all__ = ["DesktopButtonsStyle", "desktop_uses_button_icons", "follow_desktop_button_icons"]


def desktop_uses_button_icons(desktop: str | None = None) -> bool:
    """True on KDE Plasma (``XDG_CURRENT_DESKTOP`` names the desktop, e.g. ``KDE``)."""
    desktop = os.environ.get("XDG_CURRENT_DESKTOP", "") if desktop is None else desktop
    return "KDE" in desktop.upper().split(":")


class DesktopButtonsStyle(QProxyStyle):
    """The application's style, with dialog-button icons only where the desktop has them
    and a visible focus on the combo boxes."""

    def __init__(self, icons: bool, base: str = "") -> None:
        super().__init__(base)  # wraps the style named ``base`` (default: the platform's)
        self.icons = icons

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: QStyleHintReturn | None = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return int(self.icons)
        return super().styleHint(hint, option, widget, returnData)

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_ComboBox and combo_wants_ring(option):
            paint_focus_ring(painter, option.rect)


def follow_desktop_button_icons(app: QApplication) -> None:
    """Install :class:`DesktopButtonsStyle` on ``app`` (once)."""
    if not isinstance(app.style(), DesktopButtonsStyle):
        app.setStyle(DesktopButtonsStyle(desktop_uses_button_icons(), app.style().name()))
