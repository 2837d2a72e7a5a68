"""Help ▸ Keyboard (every key of the program, translated) and Help ▸ About."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dicegame import __version__
from dicegame.ui.geometry import fit_dialog

__all__ = ["HOME_PAGE", "LICENCE", "KeyboardDialog", "show_about"]

HOME_PAGE = "https://github.com/dicegame/dicegame"
LICENCE = "GPL-3.0-or-later"
LICENCE_PAGE = "https://www.gnu.org/licenses/gpl-3.0.html"


def _table(title: str, rows: Sequence[tuple[str, str]]) -> str:
    cells = "".join(
        f"<tr><td style='padding-right:18px'><b>{escape(key)}</b></td><td>{escape(what)}</td></tr>"
        for key, what in rows
    )
    return f"<h3>{escape(title)}</h3><table cellspacing='4'>{cells}</table>"


class KeyboardDialog(QDialog):
    """Every key: the game keys of each game, then the window's (the menus' shortcuts)."""

    def __init__(self, parent: QWidget, actions: Sequence[QAction]) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.actions_shown = list(actions)
        self.browser = QTextBrowser(self, objectName="keyboardBrowser")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        fit_dialog(self, QSize(560, 640))
        self._retranslate()

    def _window_keys(self) -> list[tuple[str, str]]:
        rows = []
        for action in self.actions_shown:
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if key:
                rows.append((key, action.text().replace("&", "").rstrip("…")))
        return rows

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard"))
        self.browser.setAccessibleName(self.tr("Keyboard keys"))
        board = self.tr(
            "The game keys work when the game has the focus (after a click on it, "
            "or Esc); a focused button takes Space and Enter itself."
        )
        penta = [
            (self.tr("Space"), self.tr("Roll")),
            (self.tr("1 to 5"), self.tr("Hold or release a die")),
            (self.tr("↑ / ↓"), self.tr("Choose a box")),
            (self.tr("Enter"), self.tr("Validate move")),
            (self.tr("H"), self.tr("Hint")),
        ]
        farkle = [
            (self.tr("Space"), self.tr("Roll")),
            (self.tr("1 to 6"), self.tr("Set a die aside or return it")),
            (self.tr("B"), self.tr("Bank")),
        ]
        aloud = [
            (self.tr("D"), self.tr("Read the dice aloud")),
            (self.tr("S"), self.tr("Read the score sheet or scoreboard aloud")),
            (self.tr("T"), self.tr("Read the totals aloud")),
        ]
        window = [
            *self._window_keys(),
            (self.tr("Alt + underlined letter"), self.tr("Open a menu, choose in a dialog")),
            (self.tr("Esc"), self.tr("Close the menu or dialog; back to the game")),
            (self.tr("Tab / Shift+Tab"), self.tr("Move between the dice, buttons and sheet")),
        ]
        self.browser.setHtml(
            f"<p>{escape(board)}</p>"
            + _table(self.tr("Penta"), penta)
            + _table(self.tr("Farkle"), farkle)
            + _table(self.tr("Both games"), aloud)
            + _table(self.tr("Menus and window"), window)
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


def show_about(parent: QWidget) -> None:
    """Help ▸ About: version, licence, credits and home page (a modal box)."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(QCoreApplication.translate("AboutBox", "About Dice games"))
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(
        QCoreApplication.translate(
            "AboutBox",
            "<h3>Dice games %1</h3><p>Penta and Farkle, from one to six players, plus the "
            "computer.</p><p>Free software under the <a href='%2'>GNU General Public "
            "License</a>, version 3 or later (%3): no warranty.</p><p>Made by the dicegame "
            "contributors with Qt for Python (PySide6). The computer plays Penta with the "
            "optimal solitaire strategy and Farkle with exact odds.</p>"
            "<p>Home page: <a href='%4'>%4</a></p>",
        )
        .replace("%1", __version__)
        .replace("%2", LICENCE_PAGE)
        .replace("%3", LICENCE)
        .replace("%4", HOME_PAGE)
        + "<p>"
        + QCoreApplication.translate(
            "AboutBox",
            "The sounds are the program's own, synthesised by its tools/make_sounds.py, "
            "under the same licence.",
        )
        + "</p>"
    )
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.exec()
