"""Pass-and-play hand-over: between two humans' turns, the board waits for the next player;
before the computer's turn, the board waits a moment so that the human can take their move back.

When a human's turn ends and the next seat is another human (and the Game ▸ Hand-over
setting is on), a :class:`HandOver` curtain covers the game view: the board stays as the
turn ended (the view keeps the last dice, the scored box or the farkle, the points), and a
card over the view's buttons says "Bruno's turn: press Space or click to start". Space,
Enter or a click anywhere on the view lifts it; only then can the next player act. It never
shows before or after the computer, when the game ends, or on undo (an undo lifts it).

The curtain is transparent except for its card, so everything underneath stays readable;
it takes every click and every plain key typed in the view while it shows, and screen
readers hear the card's text as a message, after what ended the turn (the bank, the farkle,
the scoring). It never takes the keyboard focus: a focus move is spoken at once by a screen
reader, before the messages still waiting and cutting the one being said, and the focus
going back to the board when the computer starts would be spoken too ("Penta."). D, S and T
still read the dice, the sheet or scores, and the totals aloud.

The same curtain is the computer's *pending card* (:meth:`HandOver.watch`): while the engine
says ``computerPending`` (a computer turn that follows a human's scoring or bank waits
``Timing.undo_grace_ms``), it shows "Computer plays next — press Ctrl+Z to take your move
back, or Space to go on". Ctrl+Z (the window's Undo) takes the move back; Space, Enter or a
click skips the wait (``GameEngine.skipComputerPause``). It is the engine's pause, not a
setting: Game ▸ Hand-over off does not remove it, and pausing the game holds it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
)
from PySide6.QtWidgets import QApplication, QWidget

from dicegame.core.common import Player
from dicegame.ui.board.board_keys import QT_TRANSLATE_NOOP, KeyRow
from dicegame.ui.style.theme import current_theme
from dicegame.ui.voice.announce import announce
from dicegame.ui.voice.words import plain_tip

if TYPE_CHECKING:
    from dicegame.core.common import Player
    from dicegame.engine.base import GameEngine

__all__ = ["KEYS", "HandOver"]

# Keys the view still takes while the curtain shows: they only read the game aloud.
READING_KEYS = frozenset({Qt.Key.Key_D, Qt.Key.Key_S, Qt.Key.Key_T})
_GO_ON = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)

# The cards' keys as data (Help ▸ Keyboard lists them; ``KeyboardDialog`` context).
KEYS = (
    KeyRow(
        "start",
        _GO_ON,
        QT_TRANSLATE_NOOP("KeyboardDialog", "Hand-over card: the next player starts"),
        label=QT_TRANSLATE_NOOP("KeyboardDialog", "Space, Enter or a click"),
    ),
    KeyRow(
        "go_on",
        _GO_ON,
        QT_TRANSLATE_NOOP("KeyboardDialog", "The computer's pause card: it plays now"),
        label=QT_TRANSLATE_NOOP("KeyboardDialog", "Space, Enter or a click"),
    ),
    KeyRow(
        "take_back",
        (),
        QT_TRANSLATE_NOOP("KeyboardDialog", "The computer's pause card: take your move back"),
        label=QT_TRANSLATE_NOOP("KeyboardDialog", "Ctrl+Z"),
    ),
)
START_KEYS = frozenset(_GO_ON)
_PADDING = 12  # between the card's edge and its text, left and right
_BELOW = 2  # how far the card may pass the buttons' bottom edge (the messages follow)


class HandOver(QWidget):
    """The curtain over ``view`` between two humans' turns (see the module's doc).

    ``players`` gives the game's players (``is_computer``, for the seats); ``name_of``
    words a seat's name; ``anchors`` are the widgets the card covers (the view's buttons);
    ``bounds`` the part of the view the card stays inside (its text wraps to fit).
    The view calls :meth:`turn_changed` on every change of turn; the curtain tells by
    ``shownChanged`` when it shows (True) and when the next player has started (False).
    """

    shownChanged = Signal(bool)

    def __init__(
        self,
        view: QWidget,
        players: Callable[[], Sequence[Player]],
        name_of: Callable[[int], str],
        anchors: Sequence[QWidget],
        bounds: QWidget | None = None,
    ) -> None:
        super().__init__(view)
        self.setObjectName("handOver")
        self._view = view
        self._players = players
        self._name_of = name_of
        self._anchors = list(anchors)
        self._bounds = bounds  # the card stays inside it (the board, not the score sheet)
        self._enabled = False  # the main window applies the setting (on by default)
        self._seat: int | None = None  # the seat now playing (the last one told)
        self._game_players = players()  # tells a new game (new players) from a turn
        self._waiting_seat: int | None = None  # the human the hand-over card waits for
        self._pending_seat: int | None = None  # the computer the pending card announces
        self._engine: GameEngine[Any] | None = None  # whose pending pause the card shows
        self._shown = False  # a card shows (shownChanged said True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # see the module's doc
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.setFont(font)
        view.installEventFilter(self)
        self.hide()

    def watch(self, engine: GameEngine[Any]) -> None:
        """Show the pending card while ``engine``'s computer turn waits (``computerPending``);
        Space, Enter or a click skip the wait."""
        self._engine = engine
        engine.computerPending.connect(self._computer_pending)
        self._computer_pending(engine.computer_pending)

    # ----- the setting -------------------------------------------------------------------
    def set_enabled(self, enabled: bool) -> None:
        """Game ▸ Hand-over between players; off lifts a hand-over card showing (never the
        computer's pending card: that pause keeps Undo reachable)."""
        self._enabled = bool(enabled)
        if not enabled:
            self.finish()

    # ----- when it shows -----------------------------------------------------------------
    def reset(self, seat: int) -> None:
        """The game (re)started, was restored or taken back: ``seat`` plays, no curtain."""
        self._game_players = self._players()
        self._seat = seat
        self.finish()

    def turn_changed(self, seat: int, game_over: bool = False) -> bool:
        """The turn passed to ``seat``: show the curtain when it is due; True if shown."""
        due = not game_over and self._due(seat)
        self._game_players, self._seat = self._players(), seat
        if not due:
            self.finish()
            return False
        self._waiting_seat = seat
        self._update()
        return True

    def _due(self, seat: int) -> bool:
        """The hand-over card is due now that the turn passes to ``seat``: on, in the same
        game, from one human to another."""
        players = self._players()
        previous = self._seat if players is self._game_players else None  # a new game: none
        if previous is None or previous == seat or not self._enabled:
            return False
        return not players[previous].is_computer and not players[seat].is_computer

    def names_turn_of(self, seat: int) -> bool:
        """True when the hand-over card says that it is ``seat``'s turn: it shows for that
        player, or is due as the turn passes to them (whichever is told first of the turn,
        the card or the announcer). The announcer then leaves the name to the card."""
        return self._waiting_seat == seat or self._due(seat)

    def waiting(self) -> bool:
        """True while the curtain shows: it waits for the next player, or the computer's
        turn waits (the pending card)."""
        return self._waiting_seat is not None or self._pending_seat is not None

    def computer_pending(self) -> bool:
        """True while the pending card shows (the computer's turn waits)."""
        return self._pending_seat is not None

    def start_key(self, key: int) -> bool:
        """A game key reached the view while the curtain waits (the focus was moved by a
        dialog or a menu): Space or Enter lifts it (or skips the computer's wait), and no
        other game key acts. True when the key was the curtain's."""
        if not self.waiting() or Qt.Key(key) in READING_KEYS:
            return False
        if Qt.Key(key) in START_KEYS:
            self._go_on()
        return True

    def text(self) -> str:
        if self._pending_seat is not None:
            text = self.tr("%1 plays next — press %2 to take your move back, or Space to go on")
            undo = QKeySequence(QKeySequence.StandardKey.Undo)
            shortcut = undo.toString(QKeySequence.SequenceFormat.NativeText) or "Ctrl+Z"
            return text.replace("%2", shortcut).replace("%1", self._name_of(self._pending_seat))
        if self._waiting_seat is None:
            return ""
        text = self.tr("%1's turn: press Space or click to start")
        return text.replace("%1", self._name_of(self._waiting_seat))

    def finish(self) -> None:
        """Lift the hand-over card (the next player starts, or it is no longer due); the
        keyboard stays where it was. The pending card follows the engine."""
        if self._waiting_seat is None:
            return
        self._waiting_seat = None
        self._update()

    def _go_on(self) -> None:
        """Space, Enter or a click: the next player starts, or the computer plays now."""
        if self._pending_seat is not None and self._engine is not None:
            self._engine.skipComputerPause()  # the card goes when the engine says so
        else:
            self.finish()

    def _computer_pending(self, pending: bool) -> None:
        engine = self._engine
        seat = engine.game.current if pending and engine is not None else None
        if seat != self._pending_seat:
            self._pending_seat = seat
            self._update()

    def _update(self) -> None:
        """Show the card now due (or none)."""
        if not self.waiting():
            if self._shown:
                self._shown = False
                self.hide()
                self._take_keys(False)
                self.shownChanged.emit(False)
            return
        if self._shown:
            self._refresh_text()
        else:
            self._show()
        # A message, in turn after what ended the turn: said once, never cut by a focus move.
        announce(self, self.text())

    def _show(self) -> None:
        self._shown = True
        self.setGeometry(self._view.rect())
        self._refresh_text()
        self.show()
        self.raise_()
        self._take_keys(True)
        self.shownChanged.emit(True)

    def _take_keys(self, taking: bool) -> None:
        """While the card shows, the plain keys typed anywhere in the view are its own
        (:meth:`_key_in_view`), wherever the focus is."""
        app = QApplication.instance()
        if app is None:
            return
        if taking:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def _refresh_text(self) -> None:
        self.setAccessibleName(self.text())
        self.setToolTip(plain_tip(self.text()))  # a name is text, never HTML
        self.update()

    # ----- input ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()
        self._go_on()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._key_in_view(event):
            super().keyPressEvent(event)

    def _key_in_view(self, event: QKeyEvent) -> bool:
        """A key typed in the view while the card waits: True when the card took it.
        Shortcuts (Ctrl+Z…), Tab and the reading keys go on; Space or Enter lift the card
        (or skip the computer's wait); any other plain key does nothing."""
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers != Qt.KeyboardModifier.NoModifier or not self.waiting():
            return False
        if Qt.Key(event.key()) in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return False
        if self.computer_pending() and event.isAutoRepeat():
            return True  # a held Enter (the move just made) does not skip the wait
        return self.start_key(event.key())

    # ----- geometry, keys and drawing ------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view and event.type() == QEvent.Type.Resize and self.waiting():
            self.setGeometry(self._view.rect())
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and isinstance(watched, QWidget)
            and (watched is self._view or self._view.isAncestorOf(watched))
        ):
            return self._key_in_view(event)
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh_text()
        super().changeEvent(event)

    def card_rect(self) -> QRect:
        """Where the card is drawn: over the anchors (the view's buttons), inside the
        bounds, as tall as its wrapped text."""
        area = QRect()
        for anchor in self._anchors:
            if anchor.isVisible():
                top_left = anchor.mapTo(self._view, anchor.rect().topLeft())
                area = area.united(QRect(top_left, anchor.size()))
        if area.isNull():
            area = QRect(0, self.height() // 2 - 30, self.width(), 60)
        room = self._room()
        metrics = QFontMetrics(self.font())
        wanted = max(area.width() + 16, metrics.horizontalAdvance(self.text()) + 2 * _PADDING)
        width = max(min(room.width(), wanted), 2 * _PADDING + 20)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        text = metrics.boundingRect(QRect(0, 0, width - 2 * _PADDING, 10_000), flags, self.text())
        height = max(area.height() + 12, metrics.height() * 2 + 16, text.height() + 16)
        height = min(height, room.height())
        x = max(room.left(), min(area.center().x() - width // 2, room.right() + 1 - width))
        # Centred on the buttons, but never past their bottom edge: the messages below
        # them stay readable (a taller card grows up, over the dice).
        bottom = min(room.bottom(), area.bottom() + _BELOW)
        y = max(room.top(), min(area.center().y() - height // 2, bottom + 1 - height))
        return QRect(x, y, width, height)

    def _room(self) -> QRect:
        """The part of the view the card may cover, 4 px in from its edges."""
        room = self.rect()
        if self._bounds is not None and self._bounds.isVisible():
            top_left = self._bounds.mapTo(self._view, self._bounds.rect().topLeft())
            room = QRect(top_left, self._bounds.size()).intersected(room)
        return room.adjusted(4, 4, -4, -4)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = current_theme()
        rect = QRectF(self.card_rect())
        radius = min(14.0, rect.height() * 0.25)
        shadow = QPainterPath()
        shadow.addRoundedRect(rect.translated(2, 3), radius, radius)
        painter.fillPath(shadow, theme.shadow)
        card = QPainterPath()
        card.addRoundedRect(rect, radius, radius)
        painter.fillPath(card, theme.banner_info)
        painter.setPen(theme.banner_text)
        painter.setFont(self.font())
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(rect.adjusted(_PADDING, 4, -_PADDING, -4), int(flags), self.text())
        painter.end()
