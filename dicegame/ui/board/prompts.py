"""Questions the main window asks before it throws a game away."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

__all__ = ["ask_abandon"]


def ask_abandon(parent: QWidget, on_abandon: Callable[[], None]) -> QMessageBox:
    """Ask (without blocking) whether to abandon the game in progress; ``on_abandon`` runs
    on yes. "Keep playing" is the default and what Esc answers."""
    box = QMessageBox(parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # freed once answered
    box.setObjectName("abandonDialog")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("Prompts", "New game"))
    box.setText(QCoreApplication.translate("Prompts", "Abandon the game in progress?"))
    box.setInformativeText(
        QCoreApplication.translate("Prompts", "It will be lost once the new game starts.")
    )
    abandon = box.addButton(
        QCoreApplication.translate("Prompts", "&Abandon it"), QMessageBox.ButtonRole.DestructiveRole
    )
    abandon.setObjectName("abandonButton")
    keep = box.addButton(
        QCoreApplication.translate("Prompts", "&Keep playing"), QMessageBox.ButtonRole.RejectRole
    )
    keep.setObjectName("keepPlayingButton")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)

    def answered() -> None:
        if box.clickedButton() is abandon:
            on_abandon()
        elif hasattr(parent, "focus_board"):
            parent.focus_board()

    box.finished.connect(answered)
    box.open()
    return box
