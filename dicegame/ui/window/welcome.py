"""The welcome screen: a card per game (each game's descriptor, :mod:`dicegame.ui.games`,
gives its name, words and dice), with its dice drawn as the games draw theirs.

It is what the program paints first, so it is built from what the first paint needs only
(issue 14): the cards paint themselves (no style sheet, no labels), and nothing here uses
the ``Qt`` namespace, whose 93 enumerations PySide6 builds all at once (some 30 ms) when it
is first touched: text flags are plain numbers, alignments are set through Qt properties by
name, and the cards' pointing-hand cursor comes just after the first paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent

    from dicegame.core.setup import GameSetup

from dicegame.ui.dice.die_face import MARGIN, paint_die, pen
from dicegame.ui.games import ui_game, ui_kinds
from dicegame.ui.style.theme import current_theme
from dicegame.ui.window.first_paint import after_first_paint, painted

__all__ = ["GameCard", "WelcomePage"]

# Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap as the number QPainter.drawText takes
# (tests/ui/test_shared_widgets.py checks it against the enums).
CENTRED_WRAPPED_TEXT = 0x0004 | 0x0020 | 0x1000

DIE_SIDE = 48  # each die's square (the die, and room around it as the games give it)
DIE_GAP = 5
CARD_SIZE = QSize(360, 230)
CARDS_GAP = 32  # between the two games' cards
# The last game's set-up, offered again above them: as wide as both, and lower.
AGAIN_CARD_SIZE = QSize(2 * CARD_SIZE.width() + CARDS_GAP, 170)
CARD_PADDING = 20
CARD_SPACING = 10
CARD_RADIUS = 14


class GameCard(QPushButton):
    """A big button for one game: its dice, its name and one line about it.

    It paints itself: a rounded card on the palette's base colour with a mid-coloured
    edge, a 2-pixel highlight edge under the mouse or with the keyboard focus, and the
    alternate-base colour while pressed. Space, Return and Enter start its game (a push
    button takes Return only as a dialog's default button: the card is an auto-default
    one wherever it is).
    """

    def __init__(
        self,
        values: tuple[int, ...],
        name: str,
        parent: QWidget | None = None,
        size: QSize = CARD_SIZE,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._size = size
        self.setFixedSize(size)  # (a size policy would load QSizePolicy's enums)
        self.setAutoDefault(True)  # Return and Enter click it, as Space does
        self.setForegroundRole(QPalette.ColorRole.Text)  # the painter's pen: text on base
        self.values = values  # the dice it shows
        self.title = ""  # the game's name
        self.about = ""  # one line about it

    def set_texts(self, text: str) -> None:
        """``text`` is the game's name, a line break, and one line about it."""
        self.title, _, self.about = text.partition("\n")
        self.setAccessibleDescription(self.about)
        self.update()

    def title_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        return font

    def sizeHint(self) -> QSize:
        return self._size

    def minimumSizeHint(self) -> QSize:
        return self._size

    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()  # the highlight edge
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Never through ``QPainter.setPen`` (it loads the Qt namespace): edges are stroked
        with their pen, and the text takes the pen the painter starts with (the palette's
        text colour: the card's foreground role)."""
        palette = self.palette()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = self.hasFocus() or self.underMouse()
        width = 2.0 if lit else 1.0
        card = QPainterPath()
        inset = width / 2
        card.addRoundedRect(
            QRectF(self.rect()).adjusted(inset, inset, -inset, -inset),
            CARD_RADIUS - inset,
            CARD_RADIUS - inset,
        )
        painter.fillPath(card, palette.alternateBase() if self.isDown() else palette.base())
        theme = current_theme()  # its edge and focus ring stand 3:1 apart in every look
        painter.strokePath(card, pen(theme.focus if lit else theme.card_edge, width))
        # the dice, the name and the line about it, centred as one block
        inner = self.width() - 2 * CARD_PADDING
        title_font = self.title_font()
        title_rect = QFontMetrics(title_font).boundingRect(
            QRect(0, 0, inner, 2000), CENTRED_WRAPPED_TEXT, self.title
        )
        about_rect = self.fontMetrics().boundingRect(
            QRect(0, 0, inner, 2000), CENTRED_WRAPPED_TEXT, self.about
        )
        block = DIE_SIDE + title_rect.height() + about_rect.height() + 2 * CARD_SPACING
        top = max(CARD_PADDING, (self.height() - block) // 2)
        count = len(self.values)
        left = (self.width() - count * DIE_SIDE - (count - 1) * DIE_GAP) // 2
        theme = current_theme()
        side = DIE_SIDE - 2 * MARGIN
        for index, value in enumerate(self.values):
            x = left + index * (DIE_SIDE + DIE_GAP) + MARGIN
            paint_die(painter, QRectF(x, top + MARGIN + 1, side, side), value, theme)
        top += DIE_SIDE + CARD_SPACING
        painter.setFont(title_font)
        painter.drawText(
            QRect(CARD_PADDING, top, inner, title_rect.height()), CENTRED_WRAPPED_TEXT, self.title
        )
        top += title_rect.height() + CARD_SPACING
        painter.setFont(self.font())
        painter.drawText(
            QRect(CARD_PADDING, top, inner, about_rect.height()), CENTRED_WRAPPED_TEXT, self.about
        )
        painter.end()
        painted(self)  # the window's first paint, seen without an event filter


class WelcomePage(QWidget):
    """First screen: pick a game, or (once a game was played) play the last one again.

    The "Play again" card comes just after the first paint (:meth:`offer_again`: the
    set-up is read from the settings, which the first frame does without); it is the
    first card and has the keyboard focus, so one Enter or click starts the same game.
    """

    gameChosen = Signal(object)  # the game's kind (a str)
    playAgainChosen = Signal(object)  # GameSetup: the same game again, no dialog

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.title = QLabel()
        self.title.setObjectName("welcomeTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("welcomeSubtitle")
        self.subtitle.setWordWrap(True)
        # a card per game, in the games' order
        self.cards = {kind: self._game_button(kind) for kind in ui_kinds()}
        for label in (self.title, self.subtitle):
            label.setProperty("alignment", "AlignCenter")  # by name: see the module's doc
        self.again_button: GameCard | None = None  # offer_again makes it
        self.again_setup: GameSetup | None = None
        self.again_row = QHBoxLayout()
        buttons = QHBoxLayout()
        buttons.addStretch()
        for index, card in enumerate(self.cards.values()):
            if index:
                buttons.addSpacing(CARDS_GAP)
            buttons.addWidget(card)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        layout.addLayout(self.again_row)
        layout.addSpacing(16)
        layout.addLayout(buttons)
        layout.addStretch(3)
        self._retranslate()
        after_first_paint(self, self._point_at_cards, reported=True)  # by the cards

    def _game_button(self, kind: str) -> GameCard:
        game = ui_game(kind)
        card = GameCard(game.card_dice, game.card_name, self)
        card.clicked.connect(lambda: self.gameChosen.emit(kind))
        return card

    def _point_at_cards(self) -> None:
        from PySide6.QtCore import Qt

        for card in (*self.cards.values(), self.again_button):
            if card is not None:
                card.setCursor(Qt.CursorShape.PointingHandCursor)

    def offer_again(self, setup: GameSetup) -> None:
        """Show the card that starts ``setup`` again, first and focused."""
        if self.again_button is None:
            from PySide6.QtCore import Qt

            card = GameCard(ui_game(setup.kind).card_dice, "playAgainCard", self, AGAIN_CARD_SIZE)
            card.setCursor(Qt.CursorShape.PointingHandCursor)
            card.clicked.connect(self._choose_again)
            self.again_row.addStretch()
            self.again_row.addWidget(card)
            self.again_row.addStretch()
            card.show()  # now: a hidden card would not take the focus
            QWidget.setTabOrder(card, next(iter(self.cards.values())))
            self.again_button = card
        self.again_setup = setup
        self.again_button.values = ui_game(setup.kind).card_dice
        self._word_again()
        self.again_button.setFocus()

    def _choose_again(self) -> None:
        if self.again_setup is not None:
            self.playAgainChosen.emit(self.again_setup)

    def _word_again(self) -> None:
        """The card's words: "Play again" and who plays which game."""
        if self.again_button is None or self.again_setup is None:
            return
        from dicegame.ui.voice.words import fill, player_name

        setup = self.again_setup
        players = setup.players()
        humans = ", ".join(player_name(player) for player in players if not player.is_computer)
        computers = [player_name(player) for player in players if player.is_computer]
        who = fill(self.tr("%1 + %2"), humans, computers[0]) if computers else humans
        card = self.cards.get(setup.kind)
        game = card.title if card is not None else ui_game(setup.kind).title()
        about = fill(self.tr("%1 · %2"), who, game)
        title = self.tr("Play again")
        self.again_button.set_texts(f"{title}\n{about}")
        self.again_button.setAccessibleName(fill(self.tr("%1: %2"), title, about))

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Dice games"))
        self.subtitle.setText(
            self.tr("Choose a game. Play together on this computer, or against it.")
        )
        for kind, card in self.cards.items():
            game = ui_game(kind)
            card.set_texts(game.card_text())
            card.setAccessibleName(game.play_name())
        self._word_again()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
