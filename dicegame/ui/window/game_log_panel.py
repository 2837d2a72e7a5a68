"""The game log panel: every action of the game, newest first, in the current language.

A header button folds the list away (the panel then takes one line) or shows it. The
entries are :class:`~dicegame.engine.game_log.LogEntry` data; this panel words them, and
words them again on a language switch. It words the entries every game may write (the
shared ``LogKind``: a roll, a scoring, an undo, the end); a game words its own kinds and
its own details (Farkle's banks and farkles, a Penta scoring's box) with the ``own_words``
its view passes (``games/<game>/ui/log_words.py``); a game that passes none is worded
here alone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QToolButton, QVBoxLayout, QWidget

from dicegame.engine.game_log import GameLog, LogEntry, LogKind
from dicegame.i18n import format_number
from dicegame.ui.style.object_names import named
from dicegame.ui.style.text_size import follow, scaled
from dicegame.ui.voice.words import counted, fill, join_names, player_name

__all__ = ["GameLogPanel", "LogWords", "log_dice"]

# A game's own wording of an entry: ``words(panel, entry, name)``, None for the shared.
LogWords = Callable[["GameLogPanel", LogEntry, str], "str | None"]

# Fold arrows kept drawn: both directions at a few text sizes and looks.
ARROW_ICONS = 16


def log_dice(values: tuple[int, ...]) -> str:
    """Dice as the log shows them: "1 5 3"."""
    return " ".join(str(value) for value in values)


def _no_words(_panel: GameLogPanel, _entry: LogEntry, _name: str) -> str | None:
    return None


@lru_cache(maxsize=ARROW_ICONS)
def _arrow_icon(width: int, height: int, ratio: float, down: bool, rgba: int) -> QIcon:
    """The fold arrow's icon, one for each look: a new icon at every fit of the log's room
    (some 90 a game) left the style's pixmaps of each in Qt's pixmap cache until it was
    full, some 10 MiB over a few hundred games."""
    size = QSize(width, height)
    pixmap = QPixmap(size * ratio)
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(size.width(), size.height())
    half, centre = side * 0.3, QPointF(size.width() / 2, size.height() / 2)
    if down:  # ▾
        corners = [(-half, -half * 0.6), (half, -half * 0.6), (0, half * 0.6)]
    else:  # ▸
        corners = [(-half * 0.6, -half), (half * 0.6, 0), (-half * 0.6, half)]
    path = QPainterPath(centre + QPointF(*corners[0]))
    for corner in corners[1:]:
        path.lineTo(centre + QPointF(*corner))
    path.closeSubpath()
    painter.fillPath(path, QColor.fromRgba(rgba))
    painter.end()
    return QIcon(pixmap)


class GameLogPanel(QWidget):
    """A collapsible, newest-first list of the log's entries."""

    expandedChanged = Signal(bool)

    def __init__(
        self, log: GameLog, parent: QWidget | None = None, own_words: LogWords = _no_words
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameLogPanel")
        self.log = log
        self._own_words = own_words
        self.toggle = named(QToolButton(), "gameLogToggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self.setExpanded)
        self._arrow = self.toggle.iconSize()  # the style's, at 100 %
        self.list = named(QListWidget(), "gameLogList")
        self.list.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.list.setWordWrap(True)
        self.list.setVisible(False)
        self.header = QHBoxLayout()  # the toggle; a view may add a control at its end
        self.header.addWidget(self.toggle)
        self.header.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(self.header)
        layout.addWidget(self.list, 1)
        log.entryAdded.connect(self._on_entry)
        log.reset.connect(self._rebuild)
        self._retranslate()
        self._rebuild()
        follow(self, self._draw_arrow)  # Game ▸ Text size: the fold arrow follows the text

    # ----- folding ------------------------------------------------------------------------
    def isExpanded(self) -> bool:
        return self.toggle.isChecked()

    def setExpanded(self, expanded: bool) -> None:
        if self.toggle.isChecked() != expanded:
            self.toggle.setChecked(expanded)
            return
        self.list.setVisible(expanded)
        self._draw_arrow()
        self.expandedChanged.emit(expanded)

    def _draw_arrow(self) -> None:
        """The fold arrow, drawn at the text size (a style draws its arrows at one size):
        pointing down when the list shows, right when it is folded."""
        width, height = scaled(self._arrow.width()), scaled(self._arrow.height())
        colour = self.toggle.palette().color(QPalette.ColorRole.ButtonText).rgba()
        ratio, down = self.devicePixelRatioF(), self.toggle.isChecked()
        self.toggle.setIconSize(QSize(width, height))
        self.toggle.setIcon(_arrow_icon(width, height, ratio, down, colour))

    # ----- the entries ------------------------------------------------------------------------
    def texts(self) -> list[str]:
        """What the list shows, top (newest) first."""
        return [self.list.item(row).text() for row in range(self.list.count())]

    def _on_entry(self, entry: LogEntry) -> None:
        self.list.insertItem(0, self.describe(entry))

    def _rebuild(self) -> None:
        self.list.clear()
        for entry in reversed(self.log.entries):
            self.list.addItem(self.describe(entry))

    def describe(self, entry: LogEntry) -> str:
        """One entry in words, in the current language (the game's own words first)."""
        players = self.log.engine.game.players
        name = player_name(players[entry.seat]) if entry.seat < len(players) else "?"
        own = self._own_words(self, entry, name)
        if own is not None:
            return own
        points = self.points_text(entry.points)
        kind = entry.kind
        if kind is LogKind.ROLL and entry.kept:
            text = self.tr("%1 kept %2 and rolled: %3")
            return fill(text, name, log_dice(entry.kept), log_dice(entry.values))
        if kind is LogKind.ROLL:
            return fill(self.tr("%1 rolled: %2"), name, log_dice(entry.values))
        if kind is LogKind.SCORE:
            return fill(self.tr("%1 scored %2"), name, points)
        if kind is LogKind.UNDO:
            return fill(self.tr("%1 took back the last move"), name)
        if kind is LogKind.GAME_OVER:
            winners = join_names([player_name(players[seat]) for seat in entry.values])
            return fill(self.tr("Game over. Winner: %1"), winners)
        return fill(self.tr("%1 played"), name)  # a game's own kind that it does not word

    def points_text(self, points: int) -> str:
        """ "150 points" as the log says it (a game's own words use it too)."""
        if points == 0:  # zero has its own string: Qt's pt_BR plural makes 0 singular
            return self.tr("0 points")
        return counted(self.tr("%1 point(s)", "", points), points).replace(
            "%1", format_number(points)
        )

    # ----- language ------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.toggle.setText(self.tr("Game log"))
        self.toggle.setToolTip(self.tr("Show or hide every action of the game"))
        self.list.setAccessibleName(self.tr("Game log, newest first"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._rebuild()
        if event.type() == QEvent.Type.PaletteChange:  # Game ▸ Look: the arrow's colour
            self._draw_arrow()
        super().changeEvent(event)
