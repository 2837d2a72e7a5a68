"""The Farkle board: six dice, Roll and Bank, the risk and the Expert's advice, the scores.

A thin view over :class:`~dicegame.engine.farkle_engine.FarkleEngine`: clicks and keys call
engine slots; everything on screen is redrawn from the engine's game on ``stateChanged``;
the specific signals drive what is transient (roll animation, refused-die shake, banners,
the line telling what just happened, the results dialog).

Keys (only while the board has focus; a focused button takes Space/Enter itself): Space
rolls (at the end: plays again), 1-6 set a die aside or return it, B banks, Enter skips the
pause after a farkle, D / S / T read the dice / the scoreboard / the totals aloud, H the
Expert's advice. Announcements go through :class:`~dicegame.ui.announce.FarkleAnnouncer`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.common import Player
from dicegame.core.farkle import DICE_COUNT, FarkleGame, FarklePhase
from dicegame.core.setup import GameSetup
from dicegame.engine.farkle_engine import FarkleEngine
from dicegame.engine.timing import Timing
from dicegame.i18n import format_number
from dicegame.ui.announce import FarkleAnnouncer, announce
from dicegame.ui.banner import Banner, BannerStyle
from dicegame.ui.board_keys import (
    QT_TRANSLATE_NOOP,
    READING_ROWS,
    ROLL_ROW,
    KeyBinding,
    KeyRow,
    bind_rows,
    digit_keys,
)
from dicegame.ui.board_view import BoardView
from dicegame.ui.controls_column import ControlsPanel, controls_scroll
from dicegame.ui.dialogs import ResultsDialog
from dicegame.ui.dice import DiceTray
from dicegame.ui.farkle_aside import SetAsideRow
from dicegame.ui.farkle_chances import FarkleChances
from dicegame.ui.farkle_scoreboard import FarkleScoreBoard
from dicegame.ui.farkle_side import SideColumn
from dicegame.ui.farkle_texts import (
    advice_text,
    hint_text,
    refusal_text,
    risk_text,
    selection_text,
    status_text,
)
from dicegame.ui.fit_text import ElidedLabel
from dicegame.ui.game_log_panel import GameLogPanel
from dicegame.ui.object_names import named
from dicegame.ui.text_size import follow, text_scale
from dicegame.ui.theme import bind, current_theme, text_color
from dicegame.ui.words import counted, plain_labels, player_name

SCOREBOARD_WIDTH = 290  # at every text size: a larger text never makes smaller dice
SMALL_DIE = 38
TRAY_MIN_SHARE = 0.38  # of the view's height: the dice's least room, whatever the text size
LARGE_TEXT = 150  # from this text size (%) on, the advice lines have room for three lines
MAX_DIE = 260  # a die never grows past this (in logical pixels)
BOARD_MARGIN = 12  # the board's left and right margins
BOARD_GAP = 6  # between the board and the scores
BANNER_STRETCH = 2  # the banner's share of the headline row while the game is on (of 7)
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _retain_size_when_hidden(widget: QWidget, retain: bool = True) -> None:
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(retain)
    widget.setSizePolicy(policy)


def _bigger(widget: QWidget, factor: float, bold: bool = True) -> None:
    font = widget.font()
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    widget.setFont(font)


class FarkleView(BoardView):
    """One Farkle game on screen. ``game``: a restored game (from a save)."""

    engine: FarkleEngine

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        game: FarkleGame | None = None,
    ) -> None:
        super().__init__("farkleView", Qt.FocusPolicy.StrongFocus, setup, timing, rng, parent, game)
        self._event: tuple[str, tuple] | None = None  # what just happened, for eventLabel
        self._refusal: tuple[str, int] | None = None  # (reason, die) shown until next change
        self._pending_banner: str | None = None  # waits for the roll animation
        self._farkled_roll: tuple[int, ...] | None = None  # kept until the next roll
        self._banked_roll: tuple[int, ...] | None = None  # the dice a bank left on the table
        self._build()
        self._connect()
        self._make_keys(self._board_has_focus)
        self._retranslate()
        self._redraw.now()
        plain_labels(self)  # player names are never read as HTML
        if self.engine.game.is_over:  # a finished game restored: show its results
            QTimer.singleShot(0, lambda: self._on_game_over(self.engine.game.ranking()))

    def _make_engine(self, rng: random.Random | None, game: object | None) -> None:
        assert game is None or isinstance(game, FarkleGame)
        self.engine = FarkleEngine(self.setup, self.timing, rng, game=game, parent=self)

    @property
    def game(self) -> FarkleGame:
        return self.engine.game

    def set_chances_visible(self, visible: bool) -> None:
        """Game ▸ Show the chance to win (a setting): the chances line and its advice."""
        self.chances.set_shown(visible)

    # ----- building -----------------------------------------------------------------------
    def _build(self) -> None:
        self.board = named(ControlsPanel(), "farkleBoard")
        self.status = ElidedLabel("statusLabel")  # a long name is cut between two words
        _bigger(self.status, 1.5)
        self.event_label = named(QLabel(), "eventLabel")
        self.event_label.setWordWrap(True)
        text_color(self.event_label, "muted_text")
        self.banner_slot = named(QWidget(self.board), "bannerSlot")
        self.hint = named(QLabel(), "hintLabel")
        self.hint.setWordWrap(True)
        bind(self.hint, lambda _theme: self._show_hint(), now=False)
        self.tray = DiceTray(
            DICE_COUNT, self.board, self.timing.roll_animation_ms, held_word=self._held_word
        )
        self.tray.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        for die in self.tray.dice:
            _retain_size_when_hidden(die)
            die.setMaximumSize(MAX_DIE, MAX_DIE)
            die.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves Space to the board
        self.set_aside_row = SetAsideRow(self._held_word, self._points_text, self.board)
        self.aside_title = self.set_aside_row.title
        self.aside_points = self.set_aside_row.total
        self.selection_label = self._wrapped_label("selectionLabel")
        self.turn_label = named(QLabel(), "turnPointsLabel")
        _bigger(self.turn_label, 1.6)
        self.roll_button = self._button("rollButton")
        self.bank_button = self._button("bankButton")
        self.undo_button = self._button("undoButton")
        self.undo_button.setMinimumWidth(120)
        _retain_size_when_hidden(self.undo_button, False)
        self.undo_button.setEnabled(False)
        self.bank_note = named(QLabel(), "bankNote")
        self.bank_note.setWordWrap(True)
        _bigger(self.bank_note, 1.0)  # bold; its colour comes from the palette (theme)
        _retain_size_when_hidden(self.bank_note)
        self.risk_label = self._wrapped_label("riskLabel")
        self.expert_label = self._wrapped_label("expertLabel")
        text_color(self.expert_label, "muted_text")
        self.again_button = self._button("againButton")
        self.new_game_button = self._button("newGameButton")
        # Shown only when Roll, Bank and Undo are hidden: they take their place.
        for button in (self.again_button, self.new_game_button):
            _retain_size_when_hidden(button, False)
            button.hide()  # until the end: the board's least width is Roll, Bank and Undo
        self.banner = Banner(self.board, anchor=self.banner_slot, fill_anchor=True)
        self.score_board = FarkleScoreBoard(self)  # the names are cut between words
        self.chances = FarkleChances(
            self.engine, lambda seat: player_name(self.game.players[seat]), self
        )
        self.chances.set_shown(True)  # the main window applies the setting
        self.log_panel = GameLogPanel(self.game_log, self)
        self.log_panel.expandedChanged.connect(self._on_log_expanded)
        self._lay_out()
        follow(self, self._fix_heights)  # Game ▸ Text size: the heights follow the text
        self._set_tab_order()

    def _held_word(self) -> str:
        return self.tr("set aside")

    def _points_text(self, points: int) -> str:
        text = counted(self.tr("%1 point(s)", "", points), points)
        return text.replace("%1", format_number(points))

    def _wrapped_label(self, name: str) -> QLabel:
        """A label that never widens the board: a long text takes a second line (its
        height is two lines whatever it says, see :meth:`_fix_heights`)."""
        label = named(QLabel(), name)
        label.setWordWrap(True)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        return label

    def _button(self, name: str) -> QPushButton:
        button = named(QPushButton(), name)
        button.setMinimumSize(130, 46)
        button.setMinimumWidth(180)
        # the width its text needs: on a big screen the room goes to the note, not to Bank
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        _bigger(button, 1.2)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setAutoDefault(True)  # Enter on the focused button presses it
        _retain_size_when_hidden(button)
        return button

    def _lay_out(self) -> None:
        self._header = header = QHBoxLayout()
        header.addWidget(self.status, 5)  # the headline has the room a name needs
        header.addWidget(self.banner_slot, BANNER_STRETCH)
        points = QHBoxLayout()
        points.addWidget(self.selection_label, 1)
        points.addWidget(self.turn_label)
        advice = QHBoxLayout()
        advice.addWidget(self.risk_label, 2)
        advice.addWidget(self.expert_label, 3)
        self.controls_row = named(QWidget(), "farkleControls")
        self._controls = controls = QHBoxLayout(self.controls_row)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.setSpacing(10)
        controls.addWidget(self.roll_button)
        controls.addWidget(self.bank_button)
        controls.addWidget(self.undo_button)
        # at the end, where Roll and Bank were: under the dice, away from the scoreboard
        controls.addWidget(self.again_button)
        controls.addWidget(self.new_game_button)
        controls.addWidget(self.bank_note, 1)
        controls.addStretch(0)  # the room the note leaves at the end: the buttons stay left
        self._board_layout = board = QVBoxLayout(self.board)
        board.setContentsMargins(BOARD_MARGIN, 8, BOARD_MARGIN, 8)
        board.setSpacing(4)
        board.addLayout(header)
        board.addWidget(self.event_label)
        board.addWidget(self.tray, 1)
        board.addWidget(self.set_aside_row)
        board.addWidget(self.hint)
        board.addLayout(points)
        board.addWidget(self.controls_row)
        board.addLayout(advice)
        self.board_scroll = controls_scroll(self.board, 0, 16_777_215, "farkleBoardScroll")
        self.board_scroll.verticalScrollBar().rangeChanged.connect(self._fit_scroll_bar)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.board_scroll, 1)
        self.side = SideColumn(self.score_board, self.chances, self.log_panel, SCOREBOARD_WIDTH)
        layout.addWidget(self.side.scroll)
        self._make_hand_over(  # the card stays in the board's visible part
            [self.roll_button, self.bank_button, self.undo_button], self.board_scroll.viewport()
        )

    def _fix_heights(self) -> None:
        """Texts that change (language, whose turn) never change a height: the dice stay."""
        status = QFontMetrics(self.status.font()).lineSpacing()
        self.banner_slot.setFixedHeight(int(status * 1.5) + 4)
        two_lines = 2 * QFontMetrics(self.hint.font()).lineSpacing() + 4
        self.hint.setFixedHeight(two_lines)
        self.event_label.setFixedHeight(two_lines)
        self.event_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.bank_note.setFixedHeight(max(two_lines, self.roll_button.minimumHeight()))
        self.hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.bank_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        lines = 2 if text_scale() < LARGE_TEXT else 3  # by the text size, never the text
        for label in (self.selection_label, self.risk_label, self.expert_label):
            label.setFixedHeight(lines * QFontMetrics(label.font()).lineSpacing() + 2)
        self._place_buttons()
        self._fit_board_width()

    def _place_buttons(self) -> None:
        """From a large text on, Roll and Bank come right under the dice (the texts after
        them, where the board may scroll); else under the turn's points."""
        board = self._board_layout
        board.removeWidget(self.controls_row)
        after = self.set_aside_row if text_scale() >= LARGE_TEXT else self.hint
        index = board.indexOf(after) + (1 if after is self.set_aside_row else 2)
        board.insertWidget(index, self.controls_row)

    def _fit_board_width(self) -> None:
        """The board never gets narrower than its buttons (it scrolls only up and down)."""
        bar = self.board_scroll.verticalScrollBar().sizeHint().width()
        buttons = self._controls.minimumSize().width()
        self.board_scroll.setMinimumWidth(buttons + 2 * BOARD_MARGIN + bar)

    def _fit_scroll_bar(self, _low: int = 0, high: int = 0) -> None:
        """While the board scrolls (a large text on a small screen), its bar takes the room
        of the board's right margin and of the gap to the scores, not the dice's."""
        board = self.board.layout()
        view = self.layout()
        assert board is not None and view is not None
        bar = self.board_scroll.verticalScrollBar().sizeHint().width() if high > 0 else 0
        margins = board.contentsMargins()
        margins.setRight(max(0, BOARD_MARGIN - bar))
        board.setContentsMargins(margins)
        view.setSpacing(max(0, BOARD_GAP - max(0, bar - BOARD_MARGIN)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The dice keep a share of the view's height at every text size: a large text
        makes the board scroll, never the dice smaller."""
        super().resizeEvent(event)
        layout = self.tray.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        room = self.board_scroll.viewport().width() - 2 * BOARD_MARGIN
        spacing = layout.spacing() * (DICE_COUNT - 1) + margins.left() + margins.right()
        side = min(MAX_DIE, max(SMALL_DIE, (room - spacing) // DICE_COUNT))
        height = min(side, round(self.height() * TRAY_MIN_SHARE))
        self.tray.setMinimumHeight(height + margins.top() + margins.bottom())

    def _set_tab_order(self) -> None:
        """Tab: the board, the dice, Roll, Bank, Play again, New game."""
        chain: list[QWidget] = [self, *self.tray.dice, self.roll_button, self.bank_button]
        chain += [self.undo_button, self.again_button, self.new_game_button]
        chain += [self.log_panel.toggle, self.log_panel.list]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _connect(self) -> None:
        engine = self.engine
        self.announcer = FarkleAnnouncer(self, engine)
        engine.rolled.connect(self._on_rolled)
        engine.diceLanded.connect(self._on_landed)
        engine.bannerEnded.connect(self.banner.cancel)
        engine.selectionChanged.connect(self._on_selection_changed)
        engine.dieRefused.connect(self._on_die_refused)
        engine.actionRefused.connect(self._on_action_refused)
        engine.banked.connect(self._on_banked)
        engine.farkled.connect(self._on_farkled)
        engine.hotDice.connect(lambda: self._show_banner("hot"))
        engine.lastTurn.connect(lambda _seat: self._show_banner("last"))
        engine.turnChanged.connect(self._on_turn_changed)
        engine.undone.connect(self._on_undone)
        engine.gameOver.connect(self._on_game_over)
        engine.stateChanged.connect(self._refresh_for_change)
        self.tray.dieClicked.connect(self._then_refresh(self._on_die_clicked))
        self.tray.rollAnimationFinished.connect(self._on_animation_finished)
        self._on_button(self.roll_button, engine.roll)
        self._on_button(self.bank_button, engine.bank)
        self._on_button(self.undo_button, engine.undo)
        self._on_button(self.again_button, lambda: self.playAgainRequested.emit(self.setup))
        self._on_button(self.new_game_button, self.newGameRequested.emit)
        self.banner.dismissed.connect(self._then_refresh(self._on_banner_dismissed))

    def _on_button(self, button: QPushButton, action: Callable[[], object]) -> None:
        """Clicking ``button`` does ``action``, then the board has the focus again."""
        button.clicked.connect(action)
        button.clicked.connect(self.focus_board)
        button.clicked.connect(self.refresh_now)

    # ----- keys and focus -----------------------------------------------------------------
    def focus_board(self) -> None:
        """Give the keyboard to the board (the game keys act only while it has focus)."""
        if self.isVisible():
            super().focus_board()  # while the curtain waits, the next player starts with Space

    # The board's keys as data (Help ▸ Keyboard lists them with no game running); the
    # descriptions are Help's words (``KeyboardDialog`` context).
    KEYS = (
        ROLL_ROW,
        KeyRow(
            "set_aside",
            digit_keys(DICE_COUNT),
            QT_TRANSLATE_NOOP("KeyboardDialog", "Set a die aside or return it"),
        ),
        KeyRow("bank", (Qt.Key.Key_B,), QT_TRANSLATE_NOOP("KeyboardDialog", "Bank")),
        KeyRow(
            "skip_pause",
            _ENTER,
            QT_TRANSLATE_NOOP("KeyboardDialog", "Skip the pause after a farkle"),
        ),
        KeyRow(
            "advice",
            (Qt.Key.Key_H,),
            QT_TRANSLATE_NOOP("KeyboardDialog", "Read the Expert's advice aloud"),
        ),
        *READING_ROWS,
        KeyRow(
            "play_again",
            (Qt.Key.Key_Space,),
            QT_TRANSLATE_NOOP("KeyboardDialog", "Play again"),
            at_end=True,
        ),
    )

    def key_table(self) -> list[KeyBinding]:
        """The board's keys (they act unless a button other than a die has the focus):
        :attr:`KEYS` with their actions."""
        engine, announcer = self.engine, self.announcer
        actions = {
            "roll": engine.roll,
            "bank": engine.bank,
            "skip_pause": self._skip_farkle_pause,
            "advice": self._say_advice,
            "read_dice": announcer.read_dice,
            "read_scores": announcer.read_scoreboard,
            "read_totals": announcer.read_totals,
            "play_again": lambda: self.playAgainRequested.emit(self.setup),
        }
        indexed = {"set_aside": self._on_die_clicked}
        return bind_rows(self.KEYS, actions, lambda: self.game.is_over, indexed)

    def _board_has_focus(self) -> bool:
        """Never steal a key from a focused button (the dice are the board's)."""
        focused = self.focusWidget()
        return not (isinstance(focused, QAbstractButton) and focused not in self.tray.dice)

    def _say_advice(self) -> None:
        self.refresh_now()
        announce(self, self.expert_label.text())

    def _skip_farkle_pause(self) -> None:
        if self.game.phase is not FarklePhase.FARKLED:
            return
        if self.banner.is_showing():
            self.banner.dismiss()  # passes the turn (see _on_banner_dismissed)
        else:
            self.engine.endTurn()

    # ----- engine signals -----------------------------------------------------------------
    def _on_rolled(self, values: tuple[int, ...]) -> None:
        self.banner.cancel()  # e.g. "Hot dice!" must not hide the new dice
        self.hand_over.finish()  # the next player has started, whatever the way
        self._farkled_roll = None  # the next player rolls: the farkled dice go
        self._banked_roll = None
        self.tray.set_dice_enabled(True)
        self.tray.set_values(values, rolling=list(range(len(values))))

    def _on_landed(self, values: tuple[int, ...]) -> None:
        self.tray.land()
        if self.engine.is_computer_turn:  # told when the dice have landed
            self._set_event("computer_rolled", self.game.player, values)
        elif not self.game.farkled:
            self._set_event("", self.game.player, values)  # the last player's news goes
        self._refresh_for_change()  # a stateChanged follows the landing only after a farkle

    def _on_selection_changed(self, indices: tuple[int, ...]) -> None:
        if self.engine.is_computer_turn and indices:
            dice = tuple(self.game.roll_dice[i] for i in indices)
            self._set_event("computer_set_aside", self.game.player, dice)

    def _on_die_clicked(self, index: int) -> None:
        self.engine.toggleDie(index)  # refused while the dice are still rolling

    def _on_die_refused(self, index: int) -> None:
        self.refresh_now()  # a redraw clears the refusal: the pending one goes first
        self.tray.refuse(index)
        self._refusal = ("die", index)
        self._show_hint()

    def _on_action_refused(self, reason: str) -> None:
        self.refresh_now()
        self._refusal = (reason, -1)
        self._show_hint()

    def _on_banked(self, seat: int, points: int) -> None:
        self.banner.cancel()
        shown = tuple(die.value() for die in self.tray.dice if die.isVisible())
        self._banked_roll = shown if any(shown) else None  # kept for a hand-over
        self._set_event("banked", self.game.players[seat], points)

    def _on_farkled(self, seat: int, lost: int) -> None:
        self._farkled_roll = self.game.roll_dice  # shown until the next player rolls
        self._set_event("farkled", self.game.players[seat], lost)
        self._show_banner("farkle")

    def _on_turn_changed(self, seat: int) -> None:
        if not self.hand_over.turn_changed(seat, self.game.is_over):
            self._banked_roll = None  # no hand-over: the dice go at once
        if self._farkled_roll is None and self._banked_roll is None:
            self.tray.set_values([0] * DICE_COUNT)

    def _on_hand_over(self, waiting: bool) -> None:
        """The hand-over curtain shows (the board stays) or the next player has started."""
        self._schedule_refresh()
        if not waiting:
            self._banked_roll = None
            self.refresh_now()  # the next player starts: the board is theirs at once

    def _on_undone(self, seat: int) -> None:
        self.hand_over.reset(seat)
        self._banked_roll = None
        self._farkled_roll = None
        self._set_event("undone", self.game.players[seat], 0)
        announce(self, self._event_text())

    def _on_log_expanded(self, expanded: bool) -> None:
        """The log's list takes room from the scoreboard, never from the dice."""
        self.side.set_log_expanded(expanded)

    def _on_game_over(self, ranking: list) -> None:
        if self.results_dialog is not None:
            return
        self.results_dialog = ResultsDialog(ranking, self)
        self.results_dialog.finished.connect(self._on_results_finished)
        self.results_dialog.open()

    def _on_results_finished(self, result: int) -> None:
        if result == ResultsDialog.PLAY_AGAIN:
            self.playAgainRequested.emit(self.setup)

    # ----- banners ------------------------------------------------------------------------
    def _banner_text(self, kind: str) -> str:
        return {
            "farkle": self.tr("Farkle!"),
            "hot": self.tr("Hot dice!"),
            "last": self.tr("Last turn!"),
        }[kind]

    def _show_banner(self, kind: str) -> None:
        if self.tray.is_animating():
            self._pending_banner = kind  # after the dice have landed
            return
        style = {
            "farkle": BannerStyle.DANGER,
            "hot": BannerStyle.SUCCESS,
            "last": BannerStyle.WARNING,
        }[kind]
        self.banner.show_message(self._banner_text(kind), style, kind)  # the engine times it

    def _on_animation_finished(self) -> None:
        kind, self._pending_banner = self._pending_banner, None
        if kind is not None:
            self._show_banner(kind)

    def _on_banner_dismissed(self) -> None:
        if self.banner.kind == "farkle" and self.game.phase is FarklePhase.FARKLED:
            self.engine.endTurn()  # a click skips the rest of the pause

    # ----- redrawing ----------------------------------------------------------------------
    def _refresh(self) -> None:
        """Redraw everything from the game (after every change)."""
        self._refusal = None
        self._refresh_dice()
        self._refresh_set_aside()
        self._refresh_points()
        self._refresh_controls()
        self._refresh_texts()
        self.score_board.show_game(self.game)
        self.side.keep_current_in_sight()

    def _refresh_dice(self) -> None:
        game, tray = self.game, self.tray
        left = self._farkled_roll or self._banked_roll  # the last turn's dice, still shown
        values = game.roll_dice or left or (0,) * DICE_COUNT
        tray.set_dice_enabled(bool(game.roll_dice) or left is None)
        if not tray.is_animating() and [d.value() for d in tray.dice[: len(values)]] != list(
            values
        ):
            tray.set_values(values)
        for index, die in enumerate(tray.dice):
            die.setVisible(index < len(values))
        tray.set_held([index in game.selected for index in range(DICE_COUNT)])

    def _refresh_set_aside(self) -> None:
        game = self.game
        self.set_aside_row.show_groups(game.turn_groups, 0 if game.farkled else game.turn_points)

    def _refresh_points(self) -> None:
        game = self.game
        for label in (self.turn_label, self.risk_label, self.expert_label):
            label.setVisible(not game.is_over)

    def _refresh_controls(self) -> None:
        engine, over = self.engine, self.game.is_over
        self.roll_button.setEnabled(engine.human_can_roll)
        self.bank_button.setEnabled(engine.human_can_bank)
        self.undo_button.setEnabled(engine.can_undo)
        for button in (self.roll_button, self.bank_button, self.undo_button):
            button.setVisible(not over)
        for widget in (self.roll_button, self.bank_button, self.bank_note):
            _retain_size_when_hidden(widget, not over)  # at the end they give their room away
        for button in (self.again_button, self.new_game_button):
            button.setVisible(over)
        self._refresh_bank_note()
        self._fit_board_width()

    def _refresh_bank_note(self) -> None:
        """In the last turn, next to Bank: a bank that cannot win (a note, not a dialog)."""
        leader = None if self.engine.is_computer_turn else self.engine.leader_beating_bank()
        self.bank_note.setVisible(leader is not None)
        if leader is None:
            self.bank_note.setText("")
            return
        seat, total = leader
        text = self.tr("%1 still leads with %2: bank anyway?")
        text = text.replace("%1", player_name(self.game.players[seat]))
        self.bank_note.setText(text.replace("%2", format_number(total)))

    # ----- texts --------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.roll_button.setText(self.tr("Roll"))
        self.bank_button.setText(self.tr("Bank"))
        self.roll_button.setToolTip(self.tr("Roll the dice in play (Space)"))
        self.bank_button.setToolTip(self.tr("Add the turn's points to your total (B)"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(
            self.tr("Take back the last bank, until the next player rolls (Ctrl+Z)")
        )
        self.undo_button.setAccessibleName(self.tr("Undo the last bank"))
        self.again_button.setText(self.tr("Play again"))
        self.new_game_button.setText(self.tr("New game…"))
        self.tray.setAccessibleName(self.tr("Dice in play"))
        self.setAccessibleName(self.tr("Farkle board"))
        self.score_board.setAccessibleName(self.tr("Scores"))
        if self.banner.is_showing() and self.banner.kind:
            self.banner.set_text(self._banner_text(self.banner.kind))
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        game = self.game
        # no banner comes once the game is over: its room goes to the winner's headline
        self._header.setStretch(1, 0 if game.is_over else BANNER_STRETCH)
        self.status.set_full_text(status_text(self.game))
        self.event_label.setText(self._event_text())
        self._show_hint()
        self.selection_label.setText(selection_text(self.game))
        turn = 0 if game.farkled else game.turn_total
        self.turn_label.setText(self.tr("Turn: %1").replace("%1", format_number(turn)))
        self.risk_label.setText(risk_text(self.engine))
        self.expert_label.setText(advice_text(self.engine))
        self._refresh_button_names()
        self._refresh_bank_note()

    def _refresh_button_names(self) -> None:
        """Roll's accessible name carries the dice count, Bank's the points."""
        game = self.game
        dice = game.dice_to_roll
        if dice == 1:
            self.roll_button.setAccessibleName(self.tr("Roll the last die"))
        else:
            self.roll_button.setAccessibleName(self.tr("Roll %1 dice").replace("%1", str(dice)))
        points = game.turn_total if game.can_bank else 0
        if points:
            text = counted(self.tr("Bank %1 point(s)", "", points), points)
            self.bank_button.setAccessibleName(text.replace("%1", format_number(points)))
        else:
            self.bank_button.setAccessibleName(self.tr("Bank (nothing to bank yet)"))

    def _set_event(self, kind: str, player: Player, value: object) -> None:
        self._event = (kind, (player, value))
        self.event_label.setText(self._event_text())

    def _event_text(self) -> str:
        if self._event is None or not self._event[0]:
            return ""
        kind, (player, value) = self._event
        if kind == "undone":
            text = self.tr("%1 took back the bank: the turn goes on.")
        elif kind == "banked":
            text = counted(self.tr("%1 banked %2 point(s).", "", value), value)
            text = text.replace("%2", format_number(value))
        elif kind == "farkled" and value == 0:
            text = self.tr("%1 rolled no scoring die, with no points at stake: nothing lost.")
        elif kind == "farkled":
            text = counted(
                self.tr("%1 rolled no scoring die and lost %2 point(s).", "", value), value
            )
            text = text.replace("%2", format_number(value))
        elif kind == "computer_rolled":
            text = self.tr("%1 rolled %2.").replace("%2", " ".join(map(str, value)))
        else:
            text = self.tr("%1 set aside %2.").replace("%2", " ".join(map(str, value)))
        return text.replace("%1", player_name(player))

    def _show_hint(self) -> None:
        theme = current_theme()
        if self._refusal is not None:
            self.hint.setStyleSheet(f"color: {theme.css('refusal_text')}; font-weight: bold;")
            self.hint.setText(refusal_text(self.game, *self._refusal))
        else:
            self.hint.setStyleSheet(f"color: {theme.css('muted_text')};")
            self.hint.setText(hint_text(self.game))
