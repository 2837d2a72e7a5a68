"""Help ▸ Keyboard (every key of the program, translated) and Help ▸ About.

The Keyboard page is generated from the key tables the views use (each game's
``key_rows()``, :mod:`dicegame.ui.games`, and the hand-over cards' ``KEYS``: data, so no
game needs to run) and from the window's shortcuts, so it cannot drift from the keys that act."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from dicegame import __version__
from dicegame.ui.board.board_keys import READING_ROWS, KeyRow
from dicegame.ui.style.object_names import named
from dicegame.ui.window.geometry import fit_dialog
from dicegame.ui.window.reading_text import ReadingText

__all__ = ["HOME_PAGE", "LICENCE", "KeyboardDialog", "show_about"]

HOME_PAGE = "https://github.com/dicegame/dicegame"
LICENCE = "GPL-3.0-or-later"
LICENCE_PAGE = "https://www.gnu.org/licenses/gpl-3.0.html"


def _cells(rows: Sequence[tuple[str, str]], key_width: int) -> str:
    """Rows of (keys, what they do); every key column ``key_width`` pixels wide, so that
    the descriptions line up in every section."""
    return "".join(
        f"<tr><td width='{key_width}'><b>{escape(key)}</b></td><td>{escape(what)}</td></tr>"
        for key, what in rows
    )


def _digits(keys: Sequence[Qt.Key]) -> tuple[int, int] | None:
    """(first, last) when ``keys`` are the digit keys first..last."""
    values = [key.value - Qt.Key.Key_0.value for key in keys]
    consecutive = values == list(range(values[0], values[0] + len(values))) if values else False
    if len(values) > 1 and consecutive and values[0] >= 0 and values[-1] <= 9:
        return values[0], values[-1]
    return None


class KeyboardDialog(QDialog):
    """Every key, generated from the games' key tables (each game's ``key_rows()``, the
    hand-over's), then the window's (the menus' shortcuts)."""

    def __init__(self, parent: QWidget, actions: Sequence[QAction]) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.actions_shown = list(actions)
        self.browser = named(ReadingText(self), "keyboardBrowser")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        fit_dialog(self, QSize(560, 640))
        self._retranslate()
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)  # read with the arrow keys

    def _window_keys(self) -> list[tuple[str, str]]:
        rows = []
        for action in self.actions_shown:
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if key:
                rows.append((key, action.text().replace("&", "").rstrip("…")))
        return rows

    def key_label(self, row: KeyRow) -> str:
        """The key column's words for ``row``: its label, or its keys named."""
        if row.label:
            return self.tr(row.label)
        keys = row.keys
        if set(keys) == {Qt.Key.Key_Return, Qt.Key.Key_Enter}:
            return self.tr("Enter")
        if keys == (Qt.Key.Key_Space,):
            return self.tr("Space")
        if set(keys) == {Qt.Key.Key_Up, Qt.Key.Key_Down}:
            return self.tr("↑ / ↓")
        digits = _digits(keys)
        if digits is not None:
            first, last = digits
            return self.tr("%1 to %2").replace("%1", str(first)).replace("%2", str(last))
        return " / ".join(
            QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys
        )

    def _rows(self, rows: Sequence[KeyRow]) -> list[tuple[str, str]]:
        """A game's rows: the end screen's last, said to act at the end."""
        during = [(self.key_label(row), self.tr(row.description)) for row in rows if not row.at_end]
        at_end = [
            (
                self.key_label(row),
                self.tr("At the end of a game: %1").replace("%1", self.tr(row.description)),
            )
            for row in rows
            if row.at_end
        ]
        return during + at_end

    def sections(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(title, rows of (keys, what they do)) for every section, in the shown order."""
        from dicegame.ui.board.hand_over import KEYS as HAND_OVER_KEYS
        from dicegame.ui.games import ui_game, ui_kinds

        def own(rows: Sequence[KeyRow]) -> list[KeyRow]:
            return [row for row in rows if row not in READING_ROWS]

        window = [
            *self._window_keys(),
            (self.tr("Alt + underlined letter"), self.tr("Open a menu, choose in a dialog")),
            (self.tr("Esc"), self.tr("Close the menu or dialog; back to the game")),
            (self.tr("Tab / Shift+Tab"), self.tr("Move between the dice, buttons and sheet")),
        ]
        games = [ui_game(kind) for kind in ui_kinds()]
        return [
            *((game.title(), self._rows(own(game.key_rows()))) for game in games),
            (self.tr("Both games"), self._rows(READING_ROWS)),
            (self.tr("Between turns"), self._rows(HAND_OVER_KEYS)),
            (self.tr("Menus and window"), window),
        ]

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard"))
        self.browser.setAccessibleName(self.tr("Keyboard keys"))
        board = self.tr(
            "The game keys work when the game has the focus (after a click on it, "
            "or Esc); a focused button takes Space and Enter itself."
        )
        sections = self.sections()
        bold = QFont(self.browser.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        widest = max(metrics.horizontalAdvance(key) for _, rows in sections for key, _ in rows)
        html = [f"<p>{escape(board)}</p>"]
        for title, rows in sections:
            html.append(f"<h3>{escape(title)}</h3>")
            html.append(f"<table cellspacing='4'>{_cells(rows, widest + 18)}</table>")
        self.browser.setHtml("".join(html))

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
