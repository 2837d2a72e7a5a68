"""The Farkle turn's set-aside dice: one small group per earlier roll, with its points.

A thin widget: :meth:`SetAsideRow.show_groups` redraws it from the game's ``set_aside``
(the dice each earlier roll of the turn set aside). The groups are not buttons: they cannot
be taken back; keys 1–6 keep pointing at the dice still in play. The row keeps its height
when empty, so the dice above it never move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from dicegame.core.farkle import score
from dicegame.i18n import format_number
from dicegame.ui.dice import DieWidget
from dicegame.ui.object_names import named
from dicegame.ui.words import counted

SMALL_DIE = 38
TINY_DIE = 28  # when many groups share the row


class SetAsideGroup(QFrame):
    """The dice one roll set aside, and the points they made."""

    def __init__(
        self,
        number: int,
        dice: tuple[int, ...],
        words: tuple[Callable[[], str], Callable[[int], str]],
        parent: QWidget,
        side: int = SMALL_DIE,
    ) -> None:
        super().__init__(parent)
        held_word, self._points_text = words
        self.number = number
        self.dice_values = dice
        self.setObjectName(f"asideGroup{number}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 1, 6, 1)
        layout.setSpacing(2)
        self.dice: list[DieWidget] = []
        for index, value in enumerate(dice):
            die = DieWidget(index, self, held_word)
            die.setObjectName(f"asideDie{number}_{index}")
            die.setMinimumSize(side, side)
            die.setFixedSize(side, side)
            die.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            die.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            die.setCursor(Qt.CursorShape.ArrowCursor)
            die.setValue(value)
            die.setHeld(True)
            layout.addWidget(die)
            self.dice.append(die)
        self.points = named(QLabel(), f"asidePoints{number}")
        layout.addWidget(self.points)
        self._retranslate()

    def _retranslate(self) -> None:
        points = score(self.dice_values)
        self.points.setText(format_number(points))  # short: the row has room for five groups
        self.points.setToolTip(self._points_text(points))
        name = self.tr("Roll %1 set aside %2: %3")
        name = name.replace("%1", str(self.number + 1))
        name = name.replace("%2", " ".join(map(str, self.dice_values)))
        self.setAccessibleName(name.replace("%3", self.points.toolTip()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class SetAsideRow(QWidget):
    """ "Set aside this turn:", then one group per earlier roll, then the points so far."""

    def __init__(
        self,
        held_word: Callable[[], str],
        points_text: Callable[[int], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("setAsideRow")
        self._words = (held_word, points_text)
        self.groups: list[SetAsideGroup] = []
        self._points = 0
        self.title = named(QLabel(), "setAsideTitle")
        self.total = named(QLabel(), "setAsidePoints")
        font = self.total.font()
        font.setBold(True)
        self.total.setFont(font)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self._layout.addWidget(self.title)
        self._layout.addStretch()
        self._layout.addWidget(self.total)
        self.setFixedHeight(SMALL_DIE + 6)
        # never widens the board: in the rarest turns the last group is cut, not the window
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._retranslate()

    def show_groups(self, groups: Sequence[tuple[int, ...]], points: int) -> None:
        """Show ``groups`` (one tuple of dice per earlier roll) and the points they made."""
        if [group.dice_values for group in self.groups] != list(groups):
            for group in self.groups:
                group.hide()
                self._layout.removeWidget(group)
                group.deleteLater()
            side = SMALL_DIE if len(groups) <= 3 else TINY_DIE
            self.groups = [
                SetAsideGroup(number, tuple(dice), self._words, self, side)
                for number, dice in enumerate(groups)
            ]
            for position, group in enumerate(self.groups):
                self._layout.insertWidget(1 + position, group)
                group.show()
        self.title.setVisible(bool(groups))
        self.total.setVisible(points > 0)
        self._points = points
        self._retranslate()

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Set aside this turn:"))
        points = self._points
        if points == 0:  # zero has its own string: Qt's pt_BR plural makes 0 singular
            self.total.setText(self.tr("0 points so far"))
            return
        text = counted(self.tr("%1 point(s) so far", "", points), points)
        self.total.setText(text.replace("%1", format_number(points)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
