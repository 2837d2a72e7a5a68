"""The end of a game, on the board itself: the winner's name large, the final standings,
the last roll as it lay (no blank die, no padlock), and "Play again" ready.

:class:`EndBoard` is a part of a game's view. It remembers the dice of each scoring or
bank as they lay (:meth:`remember_roll`), and when the game is over it lays them out again
unheld (:meth:`lay_last_roll`), shows the standings in a label of its own
(``standingsLabel``, in the view's message area) and makes the headline large
(:meth:`show`). Beside the standings, two buttons keep the results (``resultsButton``, key
R) and the move review (``reviewButton``, key V) one click away; what they open, and the
rest of the ending, is :class:`~dicegame.ui.board.game_end.GameEnd`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dicegame.i18n import format_number
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.style.object_names import named
from dicegame.ui.style.text_size import follow, text_scale
from dicegame.ui.voice.speech import sentence
from dicegame.ui.voice.words import player_name

__all__ = ["EndBoard", "spoken_result", "standings_text"]

HEADLINE_GROWTH = 1.35  # the winner's line, against the turn's headline
STANDINGS_SHARE = 0.3  # of the room's height: the most a board with room gives the standings
STANDINGS_MAX_GROWTH = 1.8  # their text, at most, against its size on a small board
ROOMY_HEADLINE_GROWTH = 1.55  # the winner's line, at most, on a board with room
ROOMY_HEIGHT = 900  # a room this high gives these; 700 and lower, the small board's sizes


def standings_text(ranking: Sequence[tuple[int, int, object, int]]) -> str:
    """ "1. Ana: 235" a line per player, in final order (shared places share a number)."""
    line = QCoreApplication.translate("EndBoard", "%1. %2: %3")
    rows = []
    for place, _seat, player, total in ranking:
        name = player_name(player)  # type: ignore[arg-type]
        text = line.replace("%1", str(place)).replace("%3", format_number(total))
        rows.append(text.replace("%2", name))
    return "\n".join(rows)


def spoken_result(ranking: Sequence[tuple[int, int, object, int]], first: str) -> str:
    """The whole result as a screen reader hears it: ``first`` (the announcer's "Game over.
    Ana wins with 222."), then every place and total ("1. Ana, 222; 2. Rui, 180.")."""
    places = "; ".join(
        f"{place}. {player_name(player)}, {format_number(total)}"  # type: ignore[arg-type]
        for place, _seat, player, total in ranking
    )
    return f"{sentence(first)} {places}." if places else first


def _end_button(name: str) -> QPushButton:
    """A button of the ending: Tab reaches it, Enter or Space presses it."""
    button = named(QPushButton(), name)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys where they were
    button.setAutoDefault(True)  # a focused button takes Enter as well as Space
    font = QFont(button.font())
    font.setPointSizeF(font.pointSizeF() * 1.1)
    button.setFont(font)
    return button


class EndBoard(QObject):
    """The board's ending. ``headline``: the label that names the winner at the end;
    ``place``: the layout and index where the standings label goes; ``play_again``: the
    button the keyboard goes to."""

    def __init__(
        self,
        tray: DiceTray,
        headline: QLabel,
        place: tuple[QBoxLayout, int],
        play_again: QPushButton,
        parent: QObject | None = None,
        headline_text: Callable[[], str] | None = None,
        room: QWidget | None = None,
        spare: Callable[[], int] | None = None,
    ) -> None:
        super().__init__(parent)
        # the widget whose height is the ending's room: on a large board the winner's
        # line and the standings grow into it (None: they keep their size); ``spare``
        # tells the height the board has left over (they never make it scroll)
        self._room = room
        self._spare = spare
        self.tray = tray
        self.headline = headline
        # the winner's line whole (a label its view elides says it here; an ElidedLabel
        # keeps it itself)
        self._headline_text = headline_text or getattr(headline, "full_text", None)
        self.play_again = play_again
        self._last_roll: list[int] = []
        self._ranking: list[tuple[int, int, object, int]] | None = None
        self._normal_font = QFont(headline.font())
        self._normal_scale = text_scale()  # Game ▸ Text size when it was read
        self.panel = named(QWidget(), "endPanel")  # the standings and the two buttons
        self.standings = named(QLabel(), "standingsLabel")
        self.standings.setWordWrap(True)
        font = QFont(self.standings.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.standings.setFont(font)
        self._standings_font = QFont(font)
        self._standings_scale = text_scale()  # Game ▸ Text size when it was set
        self.results_button = _end_button("resultsButton")
        self.review_button = _end_button("reviewButton")
        row = QHBoxLayout(self.panel)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.standings, 1)
        column = QVBoxLayout()
        column.addWidget(self.results_button)
        column.addWidget(self.review_button)
        column.addStretch(1)
        row.addLayout(column)
        self.panel.hide()
        layout, index = place
        layout.insertWidget(index, self.panel)
        # Tab from Play again: the results, the review, then what came after Play again
        QWidget.setTabOrder(play_again, self.results_button)
        QWidget.setTabOrder(self.results_button, self.review_button)
        self._word_buttons()
        self.standings.installEventFilter(self)
        headline.installEventFilter(self)  # a resize: the winner's line fits again
        if room is not None:
            room.installEventFilter(self)  # a resize: the standings' room changes
            follow(self.standings, self._fit_standings)  # Game ▸ Text size: theirs too
        follow(headline, self._refit_headline)  # and the winner's line's

    # ----- the game's moves ----------------------------------------------------------------
    def remember_roll(self, values: Sequence[int]) -> None:
        """The dice of a scoring or a bank, as they lay (kept for the end)."""
        if any(values):
            self._last_roll = list(values)

    def last_roll(self) -> list[int]:
        return list(self._last_roll)

    # ----- the end -------------------------------------------------------------------------
    def show(self, ranking: Sequence[tuple[int, int, object, int]]) -> None:
        """The game is over: the standings, the winner's line large."""
        self._ranking = list(ranking)
        self.standings.setText(standings_text(self._ranking))
        self.standings.setAccessibleName(self.standings.text())
        self.panel.show()
        self._fit_standings()
        self._fit_headline()

    def _fit_standings(self) -> None:
        """On a board with room (``room``) the standings grow, up to
        :data:`STANDINGS_MAX_GROWTH`, into :data:`STANDINGS_SHARE` of its height: the
        places read across a large screen, not lost in its empty room."""
        if self._room is None or self._ranking is None:
            return
        base = QFont(self._standings_font)
        base.setPointSizeF(base.pointSizeF() * text_scale() / self._standings_scale)
        texts = self.standings.text().splitlines() or [""]
        room = self._room.height() * STANDINGS_SHARE
        if self._spare is not None:  # never more than the board has left over
            shown = QLabel.heightForWidth(self.standings, max(1, self.standings.width()))
            room = min(room, max(0, shown) + self._spare())
        width = self.standings.contentsRect().width()
        growth = 1.0 + (STANDINGS_MAX_GROWTH - 1.0) * self._roomy()
        font = QFont(base)
        while True:
            font.setPointSizeF(base.pointSizeF() * growth)
            metrics = QFontMetrics(font)
            high = len(texts) * metrics.lineSpacing() <= room
            wide = width <= 0 or max(metrics.horizontalAdvance(t) for t in texts) <= width
            if growth <= 1.0 or (high and wide):  # each place on its line
                break
            growth = max(1.0, growth - 0.05)
        if font != self.standings.font():
            self.standings.setFont(font)

    def _word_buttons(self) -> None:
        translate = QCoreApplication.translate
        self.results_button.setText(translate("EndBoard", "Results"))
        self.results_button.setToolTip(translate("EndBoard", "The places and the totals (R)"))
        self.review_button.setText(translate("EndBoard", "Move review"))
        self.review_button.setToolTip(
            translate("EndBoard", "What your decisions cost against the best ones (V)")
        )

    def _fit_headline(self) -> None:
        """The winner's line as large as its room lets a one-line headline be, at most
        :data:`HEADLINE_GROWTH` times its size in play, never cut for being grown."""
        full_text = self._headline_text
        room = self.headline.contentsRect().width()
        growth = HEADLINE_GROWTH + (ROOMY_HEADLINE_GROWTH - HEADLINE_GROWTH) * self._roomy()
        # the size in play at today's text size (Game ▸ Text size may have changed since)
        normal = self._normal_font.pointSizeF() * text_scale() / self._normal_scale
        font = QFont(self._normal_font)
        while True:
            font.setPointSizeF(normal * growth)
            if full_text is None or growth <= 1.0 or room <= 0:
                break
            if QFontMetrics(font).horizontalAdvance(full_text()) <= room:
                break
            growth = max(1.0, growth - 0.05)
        if font != self.headline.font():
            self.headline.setFont(font)

    def _refit_headline(self) -> None:
        if self._ranking is not None:
            self._fit_headline()

    def _roomy(self) -> float:
        """0 on a board 700 px high or lower (or with no room given), 1 from
        :data:`ROOMY_HEIGHT` on, in between in proportion."""
        if self._room is None:
            return 0.0
        more = (self._room.height() - 700) / (ROOMY_HEIGHT - 700)
        return min(1.0, max(0.0, more))

    def is_shown(self) -> bool:
        return self._ranking is not None

    def lay_last_roll(self, count: int) -> bool:
        """Lay the last roll out again, unheld (blank when none is known, e.g. a finished
        game opened from a save); True when the tray changed."""
        values = self._last_roll + [0] * (count - len(self._last_roll))
        shown = [die.value() for die in self.tray.dice]
        held = any(die.isHeld() for die in self.tray.dice)
        if shown == values and not held:
            return False
        self.tray.set_held([False] * count)
        self.tray.set_values(values)
        return True

    def buttons(self) -> tuple[QPushButton, QPushButton]:
        """The ending's own buttons: Results, Move review."""
        return (self.results_button, self.review_button)

    def focus_play_again(self) -> None:
        if self.play_again.isVisible():
            self.play_again.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        resized = event.type() == QEvent.Type.Resize
        if resized and watched in (self.headline, self._room, self.standings):
            if self._ranking is not None:
                self._fit_standings()
                self._fit_headline()
            return False
        if watched is self.standings and event.type() == QEvent.Type.LanguageChange:
            self._word_buttons()
            if self._ranking is not None:
                self.standings.setText(standings_text(self._ranking))
                self.standings.setAccessibleName(self.standings.text())
                self._fit_standings()
        return False
