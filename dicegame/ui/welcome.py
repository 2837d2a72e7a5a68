"""The welcome screen: a card per game, with its dice drawn by the games' own DieWidget."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap, QRegion
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.setup import GameKind
from dicegame.ui.dice import DieWidget
from dicegame.ui.theme import bind

__all__ = ["GameCard", "WelcomePage", "dice_picture"]

WELCOME_DICE = {GameKind.PENTA: (6, 6, 6, 6, 6), GameKind.FARKLE: (1, 5, 1, 2, 3, 4)}
CARD_STYLE = """
QPushButton#%s {
    background: palette(base); border: 1px solid palette(mid); border-radius: 14px;
}
QPushButton#%s:hover { border: 2px solid palette(highlight); }
QPushButton#%s:focus { border: 2px solid palette(highlight); }
QPushButton#%s:pressed { background: palette(alternate-base); }
"""


def dice_picture(values: tuple[int, ...], side: int = 48, gap: int = 5) -> QPixmap:
    """A row of dice drawn by the same DieWidget that the games use."""
    ratio = QApplication.instance().devicePixelRatio() if QApplication.instance() else 1.0
    width = len(values) * side + (len(values) - 1) * gap
    picture = QPixmap(int(width * ratio), int(side * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    die = DieWidget(0)
    die.resize(side, side)
    for index, value in enumerate(values):
        die.setValue(value)
        die.render(
            painter, QPoint(index * (side + gap), 0), QRegion(), QWidget.RenderFlag.DrawChildren
        )
    painter.end()
    die.deleteLater()
    return picture


class GameCard(QPushButton):
    """A big button for one game: its dice, its name and one line about it."""

    def __init__(self, kind: GameKind, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setStyleSheet(CARD_STYLE % (name, name, name, name))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(360, 230)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.dice = QLabel(self)
        bind(self.dice, lambda _theme: self.dice.setPixmap(dice_picture(WELCOME_DICE[kind])))
        self.name = QLabel(self)
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.name.setFont(font)
        self.about = QLabel(self)
        self.about.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 20)
        layout.setSpacing(10)
        layout.addStretch()
        for label in (self.dice, self.name, self.about):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            layout.addWidget(label)
        layout.addStretch()

    def set_texts(self, text: str) -> None:
        """``text`` is the game's name, a line break, and one line about it."""
        name, _, about = text.partition("\n")
        self.name.setText(name)
        self.about.setText(about)
        self.setAccessibleDescription(about)


class WelcomePage(QWidget):
    """First screen: pick a game."""

    gameChosen = Signal(object)  # GameKind

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.title = QLabel(objectName="welcomeTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(objectName="welcomeSubtitle")
        self.subtitle.setWordWrap(True)
        self.penta_button = self._game_button("playPentaButton", GameKind.PENTA)
        self.farkle_button = self._game_button("playFarkleButton", GameKind.FARKLE)
        for label in (self.title, self.subtitle):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.penta_button)
        buttons.addSpacing(32)
        buttons.addWidget(self.farkle_button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.subtitle)
        layout.addSpacing(40)
        layout.addLayout(buttons)
        layout.addStretch(3)
        self._retranslate()

    def _game_button(self, name: str, kind: GameKind) -> GameCard:
        card = GameCard(kind, name, self)
        card.clicked.connect(lambda: self.gameChosen.emit(kind))
        return card

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Dice games"))
        self.subtitle.setText(
            self.tr("Choose a game. Play together on this computer, or against it.")
        )
        self.penta_button.set_texts(self.tr("Penta\n5 dice, 13 boxes, up to 3 rolls a turn"))
        self.farkle_button.set_texts(self.tr("Farkle\n6 dice: set aside, bank or risk it"))
        self.penta_button.setAccessibleName(self.tr("Play Penta"))
        self.farkle_button.setAccessibleName(self.tr("Play Farkle"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
