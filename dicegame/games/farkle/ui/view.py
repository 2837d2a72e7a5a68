"""The Farkle board: six dice, Roll and Bank, the risk and the Expert's advice, the scores.

A thin view over :class:`~dicegame.games.farkle.engine.engine.FarkleEngine`: clicks and keys call
engine slots; everything on screen is redrawn from the engine's game on ``stateChanged``;
the specific signals drive what is transient (roll animation, refused-die shake, banners,
the line telling what just happened, the results dialog).

Keys (only while the board has focus; a focused button takes Space/Enter itself): Space
rolls (at the end Space or Enter plays again, R shows the results, V the move review),
1-6 set a die aside or return it, B banks, Enter skips the pause after a farkle, D / S / T
read the dice / the scoreboard / the totals aloud, H the Expert's advice. Announcements go
through :class:`~dicegame.games.farkle.ui.announcer.FarkleAnnouncer`.

Where the board's parts go and their sizes at every text size:
:mod:`~dicegame.games.farkle.ui.layout`;
the event line, the hint and the banners: :mod:`~dicegame.games.farkle.ui.messages`; the keys as
data: :mod:`~dicegame.games.farkle.ui.keys`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core.rules import DICE_COUNT, FarkleGame, FarklePhase
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.ui.announcer import FarkleAnnouncer
from dicegame.games.farkle.ui.aside import SetAsideRow
from dicegame.games.farkle.ui.celebration import farkle_celebration
from dicegame.games.farkle.ui.chances import FarkleChances
from dicegame.games.farkle.ui.keys import FARKLE_KEYS
from dicegame.games.farkle.ui.layout import (
    MAX_DIE,
    FarkleLayout,
    bigger,
    board_button,
    retain_size_when_hidden,
    wrapped_label,
)
from dicegame.games.farkle.ui.log_words import farkle_log_words
from dicegame.games.farkle.ui.messages import FarkleMessages
from dicegame.games.farkle.ui.scoreboard import FarkleScoreBoard
from dicegame.games.farkle.ui.side import SideColumn
from dicegame.games.farkle.ui.texts import advice_text, risk_text, selection_text, status_text
from dicegame.i18n import format_number
from dicegame.ui.board.banner import Banner
from dicegame.ui.board.board_keys import KeyBinding, bind_rows
from dicegame.ui.board.board_view import BoardView
from dicegame.ui.board.controls_column import ControlsPanel, controls_scroll
from dicegame.ui.board.end_board import EndBoard
from dicegame.ui.board.game_end import GameEnd
from dicegame.ui.dice.aside_slide import AsideSlide
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.style.fit_text import ElidedLabel
from dicegame.ui.style.object_names import named
from dicegame.ui.style.text_size import follow
from dicegame.ui.style.theme import text_color
from dicegame.ui.voice.announce import announce
from dicegame.ui.voice.words import counted, plain_labels, player_name
from dicegame.ui.window.game_log_panel import GameLogPanel

SCOREBOARD_WIDTH = 290  # at every text size: a larger text never makes smaller dice


class FarkleView(BoardView[FarkleEngine]):
    """One Farkle game on screen. ``game``: a restored game (from a save)."""

    engine_class = FarkleEngine
    sizes: FarkleLayout  # the board's layout and sizes (built with the widgets)

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        game: FarkleGame | None = None,
    ) -> None:
        super().__init__("farkleView", Qt.FocusPolicy.StrongFocus, setup, timing, rng, parent, game)
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
        bigger(self.status, 1.5)
        self.event_label = named(QLabel(), "eventLabel")
        self.event_label.setWordWrap(True)
        text_color(self.event_label, "muted_text")
        self.banner_slot = named(QWidget(self.board), "bannerSlot")
        self.hint = named(QLabel(), "hintLabel")
        self.hint.setWordWrap(True)
        self.tray = DiceTray(
            DICE_COUNT, self.board, self.timing.roll_animation_ms, held_word=self._held_word
        )
        self.tray.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        for die in self.tray.dice:
            retain_size_when_hidden(die)
            die.setMaximumSize(MAX_DIE, MAX_DIE)
            die.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves Space to the board
        self.set_aside_row = SetAsideRow(self._held_word, self._points_text, self.board)
        self.aside_slide = AsideSlide(self.board, self.timing.roll_animation_ms)
        self.aside_title = self.set_aside_row.title
        self.aside_points = self.set_aside_row.total
        self.selection_label = wrapped_label("selectionLabel")
        self.turn_label = named(QLabel(), "turnPointsLabel")
        bigger(self.turn_label, 1.6)
        self.roll_button = board_button("rollButton")
        self.bank_button = board_button("bankButton")
        self.undo_button = board_button("undoButton")
        self.undo_button.setMinimumWidth(120)
        retain_size_when_hidden(self.undo_button, False)
        self.undo_button.setEnabled(False)
        self.bank_note = named(QLabel(), "bankNote")
        self.bank_note.setWordWrap(True)
        bigger(self.bank_note, 1.0)  # bold; its colour comes from the palette (theme)
        retain_size_when_hidden(self.bank_note)
        self.risk_label = wrapped_label("riskLabel")
        self.expert_label = wrapped_label("expertLabel")
        text_color(self.expert_label, "muted_text")
        self.again_button = board_button("againButton")
        self.new_game_button = board_button("newGameButton")
        # Shown only when Roll, Bank and Undo are hidden: they take their place.
        for button in (self.again_button, self.new_game_button):
            retain_size_when_hidden(button, False)
            button.hide()  # until the end: the board's least width is Roll, Bank and Undo
        self.banner = Banner(self.board, anchor=self.banner_slot, fill_anchor=True)
        self.messages = FarkleMessages(
            lambda: self.engine.game, self.event_label, self.hint, self.banner, self.tray, self
        )
        self.score_board = FarkleScoreBoard(self)  # the names are cut between words
        self.chances = FarkleChances(
            self.engine, lambda seat: player_name(self.game.players[seat]), self
        )
        self.chances.set_shown(True)  # the main window applies the setting
        self.log_panel = GameLogPanel(self.game_log, self, farkle_log_words)
        self.log_panel.expandedChanged.connect(self._on_log_expanded)
        self._lay_out()
        board = self.sizes.board  # the standings: under the event line, above the dice
        place = (board, board.indexOf(self.event_label) + 1)
        self.end_board = EndBoard(
            self.tray,
            self.status,
            place,
            self.again_button,
            self,
            room=self,
            spare=self.sizes.spare_height,
        )
        follow(self, self.sizes.fix_heights)  # Game ▸ Text size: the heights follow the text
        self._set_tab_order()

    def _held_word(self) -> str:
        return self.tr("set aside")

    def _points_text(self, points: int) -> str:
        text = counted(self.tr("%1 point(s)", "", points), points)
        return text.replace("%1", format_number(points))

    def _lay_out(self) -> None:
        self.sizes = FarkleLayout(self)
        self.board_scroll = controls_scroll(self.board, 0, 16_777_215, "farkleBoardScroll")
        self.board_scroll.verticalScrollBar().rangeChanged.connect(self.sizes.fit_scroll_bar)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.board_scroll, 1)
        self.side = SideColumn(self.score_board, self.chances, self.log_panel, SCOREBOARD_WIDTH)
        layout.addWidget(self.side.scroll)
        self._make_hand_over(  # the card stays in the board's visible part
            [self.roll_button, self.bank_button, self.undo_button], self.board_scroll.viewport()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The dice keep their share of the view's height (see :class:`FarkleLayout`)."""
        super().resizeEvent(event)
        self.sizes.fit_banner()  # a share of the height: a moment seen on a large screen
        self.sizes.fit_tray()

    def _set_tab_order(self) -> None:
        """Tab: the board, the dice, Roll, Bank, Play again, New game."""
        chain: list[QWidget] = [self, *self.tray.dice, self.roll_button, self.bank_button]
        chain += [self.undo_button, self.again_button, *self.end_board.buttons()]
        chain += [self.new_game_button]
        chain += [self.log_panel.toggle, self.log_panel.list]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _connect(self) -> None:
        engine = self.engine
        self.announcer = FarkleAnnouncer(self, engine, self.hand_over.names_turn_of)
        self.game_end = GameEnd(self, self.end_board, self._review, self.announcer.game_over_text)
        self.celebration = farkle_celebration(self)  # after the announcer: it speaks second
        self.celebration.finished.connect(self._schedule_refresh)  # a band gone: redrawn
        engine.rolled.connect(self._on_rolled)
        engine.diceLanded.connect(self._on_landed)
        engine.bannerEnded.connect(self.banner.cancel)
        self.banner.finished.connect(self._schedule_refresh)  # its slot's room may go
        engine.selectionChanged.connect(self._on_selection_changed)
        engine.dieRefused.connect(self._on_die_refused)
        engine.actionRefused.connect(self._on_action_refused)
        engine.banked.connect(self._on_banked)
        engine.farkled.connect(self._on_farkled)
        engine.hotDice.connect(lambda: self.messages.show_banner("hot"))
        engine.lastTurn.connect(lambda _seat: self.messages.show_banner("last"))
        engine.turnChanged.connect(self._on_turn_changed)
        engine.undone.connect(self._on_undone)
        engine.gameOver.connect(self._on_game_over)
        engine.stateChanged.connect(self._refresh_for_change)
        self.tray.dieClicked.connect(self._then_refresh(self._on_die_clicked))
        self.tray.rollAnimationFinished.connect(self.messages.on_animation_finished)
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

    KEYS = FARKLE_KEYS  # as data: Help ▸ Keyboard lists them with no game running

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
            "results": self.game_end.show_results,
            "review": self.game_end.show_review,
        }
        indexed = {"set_aside": self._on_die_clicked}
        return bind_rows(self.KEYS, actions, lambda: self.game.is_over, indexed)

    def _board_has_focus(self) -> bool:
        """Never steal a key from a focused button (the dice are the board's; at the end,
        the focused Play again passes on the keys it has not)."""
        focused = self.focusWidget()
        ending = (self.again_button, self.new_game_button, *self.end_board.buttons())
        if self.game.is_over and focused in ending:
            return True
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
        kept = [die for die in self.tray.dice if die.isVisible() and die.isHeld() and die.value()]
        self.aside_slide.take_off(kept)  # they slide to the set-aside row
        self.tray.set_values(values, rolling=list(range(len(values))))

    def _on_landed(self, values: tuple[int, ...]) -> None:
        self.tray.land()
        if self.engine.is_computer_turn:  # told when the dice have landed
            self.messages.set_event("computer_rolled", self.game.player, values)
        elif not self.game.farkled:
            self.messages.set_event("", self.game.player, values)  # the last player's news goes
        self._refresh_for_change()  # a stateChanged follows the landing only after a farkle

    def _on_selection_changed(self, indices: tuple[int, ...]) -> None:
        if self.engine.is_computer_turn and indices:
            dice = tuple(self.game.roll_dice[i] for i in indices)
            self.messages.set_event("computer_set_aside", self.game.player, dice)

    def _on_die_clicked(self, index: int) -> None:
        self.engine.toggleDie(index)  # refused while the dice are still rolling

    def _on_die_refused(self, index: int) -> None:
        self.refresh_now()  # a redraw clears the refusal: the pending one goes first
        self.tray.refuse(index)
        self.messages.refuse("die", index)

    def _on_action_refused(self, reason: str) -> None:
        self.refresh_now()
        self.messages.refuse(reason)

    def _on_banked(self, seat: int, points: int) -> None:
        self.banner.cancel()
        shown = tuple(die.value() for die in self.tray.dice if die.isVisible())
        self._banked_roll = shown if any(shown) else None  # kept for a hand-over
        self.messages.set_event("banked", self.game.players[seat], points)

    def _on_farkled(self, seat: int, lost: int) -> None:
        self._farkled_roll = self.game.roll_dice  # shown until the next player rolls
        self.messages.set_event("farkled", self.game.players[seat], lost)
        self.messages.show_banner("farkle")

    def _on_turn_changed(self, seat: int) -> None:
        over = self.game.is_over
        if not self.hand_over.turn_changed(seat, over) and not over:
            self._banked_roll = None  # no hand-over: the dice go at once (the last stay)
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
        self.messages.set_event("undone", self.game.players[seat], 0)
        announce(self, self.messages.event_text())

    def _on_log_expanded(self, expanded: bool) -> None:
        """The log's list takes room from the scoreboard, never from the dice."""
        self.side.set_log_expanded(expanded)

    def _on_game_over(self, ranking: list) -> None:
        self.status.set_max_lines(2)  # the winner's name, never cut off a narrow board
        self.game_end.over(ranking)  # the board's ending; the dialogs when asked

    def _review(self) -> QWidget:
        """The move review, made when the player opens it."""
        from dicegame.games.farkle.ui.review import FarkleReview  # the end of a game only

        return FarkleReview(self.game.players, self.engine.review())

    # ----- banners ------------------------------------------------------------------------
    def _on_banner_dismissed(self) -> None:
        if self.banner.kind == "farkle" and self.game.phase is FarklePhase.FARKLED:
            self.engine.endTurn()  # a click skips the rest of the pause

    # ----- redrawing ----------------------------------------------------------------------
    def _refresh(self) -> None:
        """Redraw everything from the game (after every change)."""
        self.messages.clear_refusal()
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
        over = game.is_over  # the last roll as it lay: in full colour, not to be clicked
        tray.set_dice_enabled(not over and (bool(game.roll_dice) or left is None), not over)
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
        if self.set_aside_row.groups:
            self.aside_slide.land_on(self.set_aside_row.groups[-1].dice)

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
            retain_size_when_hidden(widget, not over)  # at the end they give their room away
        for button in (self.again_button, self.new_game_button):
            button.setVisible(over)
        self._refresh_bank_note()
        self.sizes.fit_board_width()

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
        self.messages.retranslate_banner()
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        game = self.game
        # once the game is over only a banner still showing needs the slot (the win's band
        # lies over the dice): the headline takes its room
        self.sizes.give_banner_room(not game.is_over or self.banner.is_showing())
        self.status.set_full_text(status_text(self.game))
        self.event_label.setText(self.messages.event_text())
        self.messages.show_hint()
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
