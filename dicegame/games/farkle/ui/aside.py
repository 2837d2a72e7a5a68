"""The Farkle turn's set-aside dice: one small group per earlier roll, with its points.

A thin widget: :meth:`SetAsideRow.show_groups` redraws it from the game's ``turn_groups``
(the dice each earlier roll of the turn set aside, those before hot dice included). The
groups are not buttons: they cannot be taken back; keys 1–6 keep pointing at the dice still
in play. The row keeps its height when empty, so the dice above it never move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget

from dicegame.games.farkle.core.rules import score
from dicegame.i18n import format_number
from dicegame.ui.dice.dice import DieWidget
from dicegame.ui.style.object_names import named
from dicegame.ui.voice.words import counted

SMALL_DIE = 38
TINY_DIE = 28  # when many groups share the row
MINI_DIE = 22  # a turn with hot dice: its groups hold more than six dice
SIDES = (SMALL_DIE, TINY_DIE, MINI_DIE)  # smaller when the row is short of room


def die_side(groups: Sequence[tuple[int, ...]]) -> int:
    """The side of the row's dice: smaller as the turn sets more aside."""
    dice = sum(len(group) for group in groups)
    if len(groups) <= 3 and dice <= 6:
        return SMALL_DIE
    return TINY_DIE if dice <= 7 else MINI_DIE


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
        layout = self._layout = QHBoxLayout(self)
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
        # a number is never cut: the group keeps its width (the row cuts its last group)
        self.points.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.points)
        self._retranslate()

    def width_for(self, side: int) -> int:
        """The group's width with dice of ``side`` pixels (its points whole)."""
        margins = self._layout.contentsMargins()
        spacing = self._layout.spacing()
        dice = len(self.dice) * (side + spacing)
        frame = 2 * self.frameWidth()
        return margins.left() + margins.right() + frame + dice + self.points.sizeHint().width()

    def set_side(self, side: int) -> None:
        for die in self.dice:
            die.setMinimumSize(side, side)
            die.setFixedSize(side, side)

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
        # where even the smallest dice do not fit: the groups' points alone, "100 + 250"
        self.compact = named(QLabel(), "setAsideCompact")
        self.compact.hide()
        # the words whole: in the rarest turns the last group is cut, never the title
        self.title.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.total = named(QLabel(), "setAsidePoints")
        font = self.total.font()
        font.setBold(True)
        self.total.setFont(font)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.compact)
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
            side = die_side(groups)
            self.groups = [
                SetAsideGroup(number, tuple(dice), self._words, self, side)
                for number, dice in enumerate(groups)
            ]
            for position, group in enumerate(self.groups):
                self._layout.insertWidget(1 + position, group)
                group.show()
        self._points = points
        self._retranslate()
        self._fit_title()

    def _fit_title(self) -> None:
        """The title shows when the groups leave it room; else the groups have the row
        (the title's words stay the row's accessible name) and, if they must, smaller
        dice: a group's points are never cut."""
        self.total.setVisible(self._points > 0)
        side = SIDES[-1]
        if self.groups:
            first = SIDES.index(die_side([group.dice_values for group in self.groups]))
            side = next(
                (s for s in SIDES[first:] if self._spare_room(s, with_title=False) >= 0),
                SIDES[-1],
            )
            for group in self.groups:
                group.set_side(side)
        fits = self._spare_room(side, with_title=False) >= 0
        for group in self.groups:
            group.setVisible(fits)
        points = [format_number(score(group.dice_values)) for group in self.groups]
        self.compact.setText(" + ".join(points))
        self.compact.setVisible(bool(self.groups) and not fits)
        if not fits:  # the turn's points show under the row too: the sum may give way
            spare = self.width() - self.compact.sizeHint().width() - self._layout.spacing()
            self.total.setVisible(self._points > 0 and spare >= self.total.sizeHint().width())
        room = self._spare_room(side, with_title=True) if fits else -1
        self.title.setVisible(bool(self.groups) and room >= 0)

    def _spare_room(self, side: int, with_title: bool) -> int:
        spacing = self._layout.spacing()
        needed = sum(group.width_for(side) + spacing for group in self.groups)
        if self.total.isVisibleTo(self):
            needed += self.total.sizeHint().width() + spacing
        if with_title:
            needed += self.title.sizeHint().width()
        return self.width() - needed

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_title()

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Set aside this turn:"))
        self.setAccessibleName(self.title.text())
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
