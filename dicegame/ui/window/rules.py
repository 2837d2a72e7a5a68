"""Help ▸ Rules: each game's rules page, in the interface language.

The pages are HTML files ``resources/rules/<game>.<lang>.html`` (where each game's
descriptor says, :meth:`dicegame.ui.games.GameUi.rules_page`) (simple HTML that
Qt's rich text renders: headings, paragraphs, lists, tables, ``<img>`` of the SVG dice in
``resources/rules/dice/``). The dialog shows the page of the language in effect and reloads
it when the language changes. Each page is a read-only text with a caret (:class:`ReadingText`),
focused when its tab comes to the front: a screen reader reads it line by line.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt, QUrl
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.setup import DEFAULT_KIND
from dicegame.i18n import LANGUAGES, current_language
from dicegame.ui.games import ui_game, ui_kinds
from dicegame.ui.style.object_names import named
from dicegame.ui.window.geometry import fit_dialog
from dicegame.ui.window.reading_text import ReadingText

__all__ = ["RulesDialog", "rules_page"]


def rules_page(kind: str, language: str) -> Path:
    """The rules page of game ``kind`` in ``language`` (a code of :data:`LANGUAGES`)."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    return ui_game(kind).rules_page(language)


class RulesDialog(QDialog):
    """A tab per game, each a read-only text with that game's rules page."""

    def __init__(self, parent: QWidget | None = None, kind: str = DEFAULT_KIND) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.tabs = named(QTabWidget(self), "rulesTabs")
        self.browsers: dict[str, ReadingText] = {}
        for game in ui_kinds():
            browser = named(ReadingText(self), f"{game}RulesBrowser")
            self.browsers[game] = browser
            self.tabs.addTab(browser, "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.setObjectName("rulesButtons")
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        fit_dialog(self, QSize(720, 640))
        self.language = ""
        self.show_game(kind)
        self._retranslate()

    def show_game(self, kind: str) -> None:
        """Bring the tab of game ``kind`` to the front."""
        self.tabs.setCurrentWidget(self.browsers[kind])
        self.browsers[kind].setFocus(Qt.FocusReason.OtherFocusReason)

    def current_game(self) -> str:
        return next(k for k, b in self.browsers.items() if b is self.tabs.currentWidget())

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.tabs.setAccessibleName(self.tr("Rules"))
        for index, (game, browser) in enumerate(self.browsers.items()):
            title = ui_game(game).title()
            self.tabs.setTabText(index, title)
            browser.setAccessibleName(self.tr("Rules of %1").replace("%1", title))
        self._load_pages(current_language())

    def _load_pages(self, language: str) -> None:
        if language == self.language:
            return
        self.language = language
        for game, browser in self.browsers.items():
            # A file URL, so that <img src="dice/die1.svg"> resolves next to the page.
            browser.setSource(QUrl.fromLocalFile(str(rules_page(game, language))))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
