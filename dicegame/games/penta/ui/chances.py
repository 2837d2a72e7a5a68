"""Everyone's chance to win a Penta game of two or more, on the board.

One line under the status area ("Chance to win: Ana: 61%; Rui: 39%"), redrawn from the
engine's ``chancesChanged`` (one chance a seat), which follows every scoring. Hidden, and
the engine not asked to compute, when the player prefers not to know (Game ▸ Show the
chance to win, the setting Farkle's chances share); hidden too when there is nothing to
show (a solo game, a game over). Its accessible name is the line itself, always current;
a change is not spoken (the scoring that made it is).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from dicegame.games.penta.engine.engine import PentaEngine
from dicegame.ui.board.chances_text import chances_line

__all__ = ["PentaChances"]


class PentaChances(QLabel):
    """The chances to win now, one line that wraps between players."""

    def __init__(
        self,
        engine: PentaEngine,
        name_of: Callable[[int], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pentaChances")
        self.engine = engine
        self.name_of = name_of
        self._shown = True
        self._chances: Sequence[float] | None = None
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        engine.chancesChanged.connect(self._on_chances)
        self._retranslate()

    def set_shown(self, shown: bool) -> None:
        """Show the chances (the engine computes them only then) or hide them."""
        self._shown = shown
        if not shown:
            self._chances = None
        self.engine.setChancesWanted(shown)  # when shown: the chances now, redrawn
        self._redraw()

    def _on_chances(self, chances: Sequence[float] | None) -> None:
        self._chances = chances
        self._redraw()

    def chances_text(self) -> str:
        """The line as shown ("" when there is nothing to show)."""
        if self._chances is None:
            return ""
        return chances_line(self._chances, self.name_of)

    def _redraw(self) -> None:
        text = self.chances_text()
        self.setText(text)
        self.setAccessibleName(text)
        self.setVisible(self._shown and bool(text))

    def _retranslate(self) -> None:
        self.setToolTip(
            self.tr(
                "Chances as each one plays: the computer at its level, each person at the "
                "level their moves so far fit"
            )
        )
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
