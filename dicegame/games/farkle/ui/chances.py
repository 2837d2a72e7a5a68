"""Everyone's chance to win a Farkle game, and which choice keeps the best one.

A small self-contained widget under the scoreboard: it redraws from the engine's
``chancesChanged`` (a :class:`~dicegame.games.farkle.engine.engine.Chances`), after every roll,
set-aside and bank, for any number of players (two: the Master's exact table; more: each
seat modelled by its level, see :mod:`dicegame.games.farkle.core.field`). Hidden (and the engine
not asked to compute) when the player prefers not to know: Game ▸ Show the chance to win,
kept in the settings.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dicegame.games.farkle.engine.engine import Chances, FarkleEngine
from dicegame.ui.board.chances_text import chances_line, percent
from dicegame.ui.style.object_names import named
from dicegame.ui.voice.words import fill


class FarkleChances(QWidget):
    """Two lines: the chances to win now, and the advice (bank or roll on)."""

    def __init__(
        self,
        engine: FarkleEngine,
        name_of: Callable[[int], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("farkleChances")
        self.engine = engine
        self.name_of = name_of
        self._chances: Chances | None = None
        self.chances_label = named(QLabel(), "chancesLabel")
        self.advice_label = named(QLabel(), "chancesAdviceLabel")
        for label in (self.chances_label, self.advice_label):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.chances_label)
        layout.addWidget(self.advice_label)
        engine.chancesChanged.connect(self._on_chances)
        self._retranslate()

    def set_shown(self, shown: bool) -> None:
        """Show the chances (the engine computes them only then) or hide them."""
        self.setVisible(shown)
        self.engine.setChancesWanted(shown)
        if not shown:
            self._chances = None
            self._redraw()

    def _on_chances(self, chances: Chances | None) -> None:
        self._chances = chances
        self._redraw()

    def _redraw(self) -> None:
        self.chances_label.setText(self.chances_text())
        self.advice_label.setText(self.advice_text())
        self.advice_label.setVisible(bool(self.advice_label.text()))
        self.setAccessibleName(self.chances_label.text())
        self.setAccessibleDescription(self.advice_label.text())
        self.setToolTip(self._tool_tip())

    def chances_text(self) -> str:
        chances = self._chances
        if chances is None:
            return ""
        return chances_line(chances.seats, self.name_of)

    def advice_text(self) -> str:
        chances = self._chances
        if chances is None or chances.bank is None or chances.roll is None:
            return ""
        bank, roll = percent(chances.bank), percent(chances.roll)
        if chances.last_turn:
            if chances.bank >= chances.roll:
                text = self.tr("Last turn: bank, %1 to win (rolling on: %2)")
            else:
                text = self.tr("Last turn: roll on, %2 to win (banking: %1)")
        elif chances.bank >= chances.roll:
            text = self.tr("Bank: %1 to win; roll on: %2")
        else:
            text = self.tr("Roll on: %2 to win; bank: %1")
        return fill(text, bank, roll)

    def _tool_tip(self) -> str:
        if self._chances is not None and self._chances.by_level:
            return self.tr(
                "Chances with everyone playing on as their level does (a person as the Expert)"
            )
        return self.tr("Chances with the best play by everyone from now on")

    def _retranslate(self) -> None:
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
