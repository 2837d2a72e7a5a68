"""The Penta game screen: dice, Roll / Validate move / Hint, status, and the score sheet.

A thin view over :class:`~dicegame.games.penta.engine.engine.PentaEngine`: buttons, dice,
sheet and keys call engine slots; everything shown is redrawn from engine signals. What
the status area says is kept as data (not text) so a language switch redraws it in the
new language without losing anything.

Keys: Space rolls, 1-5 hold/release a die, Up/Down move in the sheet, Enter validates,
H asks for a hint. A hint is shown in words and marked on screen until the next action: a
double ring around the dice to keep, or the box to score highlighted in the sheet.

Where the parts go: :mod:`~dicegame.games.penta.ui.layout` (their sizes:
:mod:`~dicegame.games.penta.ui.sizes`);
the headline's, buttons' and status area's words: :mod:`~dicegame.games.penta.ui.texts`; the keys as
data: :mod:`~dicegame.games.penta.ui.keys`; the engine's signals answered (the status area's
data, the scored dice and cell shown a moment): :mod:`~dicegame.games.penta.ui.events`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QPushButton, QSizePolicy, QWidget

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core.rules import DICE_COUNT, Box, PentaGame
from dicegame.games.penta.engine.engine import Hint, PentaEngine
from dicegame.games.penta.ui.announcer import (
    PENTA_OTHER_COLUMN,
    PentaAnnouncer,
    penta_refusal_text,
)
from dicegame.games.penta.ui.celebration import penta_celebration
from dicegame.games.penta.ui.chances import PentaChances
from dicegame.games.penta.ui.countdown_voice import CountdownVoice
from dicegame.games.penta.ui.events import PentaEvents
from dicegame.games.penta.ui.hint import hint_text, keep_positions
from dicegame.games.penta.ui.keys import DIE_KEYS, PENTA_KEYS
from dicegame.games.penta.ui.layout import (
    PentaLayout,
    board_button,
    headline_label,
    keys_line,
    status_label,
)
from dicegame.games.penta.ui.log_words import penta_log_words
from dicegame.games.penta.ui.review import PentaReview
from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
from dicegame.games.penta.ui.sheet.sheet_selection import BOX_KEYS, JUMP_KEYS
from dicegame.games.penta.ui.sizes import TRAY_MIN_HEIGHT, PentaSizes
from dicegame.games.penta.ui.texts import (
    headline_texts,
    info_text,
    keys_text,
    sacrifice_text,
    word_buttons,
)
from dicegame.ui.board.board_keys import KeyBinding, bind_rows
from dicegame.ui.board.end_board import EndBoard
from dicegame.ui.board.game_end import GameEnd
from dicegame.ui.board.padded_button import least_height
from dicegame.ui.dice.dice import DieWidget
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.style.text_size import follow
from dicegame.ui.style.theme import text_color
from dicegame.ui.voice.announce import announce
from dicegame.ui.voice.words import counted, elide_name, plain_labels, plain_tip
from dicegame.ui.window.game_log_panel import GameLogPanel

__all__ = ["PentaView", "keep_positions"]

JUMPS = tuple(JUMP_KEYS.values())  # Home, End, Page Up, Page Down


class PentaView(PentaEvents):
    """A Penta game on screen.

    Emits ``playAgainRequested(setup)`` (the results' or the end screen's Play again) and
    ``newGameRequested()`` (the end screen's New game: the main window's New game action).
    """

    engine_class = PentaEngine

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        game: PentaGame | None = None,
    ) -> None:
        super().__init__("pentaView", Qt.FocusPolicy.ClickFocus, setup, timing, rng, parent, game)
        self.review_widget: PentaReview | None = None
        self.ranking: list | None = None
        # What the status area shows, as data (redrawn on a language switch).
        self._info: tuple | None = None
        self._hint: Hint | None = None
        self._countdown = 0
        self._sacrifice = False
        # The scored dice and cell stay shown a moment (a purely visual effect, QTimer of
        # the view: input is never blocked, a new roll replaces them at once).
        self._flash: tuple[int, Box, list[int]] | None = None
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._end_flash)
        self._build_widgets()
        self._build_layout()
        self._make_hand_over(
            [self.roll_button, self.validate_button, self.hint_button], self.left_scroll
        )
        self._connect_engine()
        self.announcer = PentaAnnouncer(
            self.engine, self, self._sheet_reading, self.hand_over.names_turn_of
        )
        # after the announcer: it speaks second
        self.celebration = penta_celebration(self, self.tray)
        frame = self.findChild(QFrame, "statusFrame")
        status = frame.layout() if frame is not None else None
        assert isinstance(status, QBoxLayout), "the Penta board has a message area"
        self.end_board = EndBoard(
            self.tray,
            self.turn_label,
            (status, 0),
            self.play_again_button,
            headline_text=lambda: headline_texts(self.game)[0],  # the line it elides
        )
        self.game_end = GameEnd(self, self.end_board, self._review, self.announcer.game_over_text)
        self.countdown_voice = CountdownVoice(self.engine, self)  # after the announcer
        self._make_keys(self._board_has_focus, self.tray.dice, child_keys=DIE_KEYS)
        self._retranslate()
        follow(self, self._fit_to_size)  # Game ▸ Text size: the panel's texts follow it
        plain_labels(self)  # player names are never read as HTML
        self.engine.start()

    def _make_engine(self, rng: random.Random | None, game: object | None) -> None:
        assert game is None or isinstance(game, PentaGame)
        self.engine = PentaEngine(self.setup, self.timing, rng, game=game, parent=self)

    # ----- construction ------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.turn_label = headline_label("turnLabel", 1.6, bold=True)
        self.round_label = headline_label("roundLabel", 1.15)
        self.tray = DiceTray(DICE_COUNT, self, animation_ms=self.timing.roll_animation_ms)
        self.tray.setFixedHeight(TRAY_MIN_HEIGHT)
        self.tray.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.tray.dieClicked.connect(self._then_refresh(self.toggle_die))
        self.tray.rollAnimationFinished.connect(self._schedule_refresh)
        for die in self.tray.dice:
            die.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus on the board
        self.roll_button = self._button("rollButton", self.engine.roll)
        self.validate_button = self._button("validateButton", self.engine.validate)
        self.hint_button = self._button("hintButton", self.show_hint)
        self.undo_button = self._button("undoButton", self.engine.undo)
        self.undo_button.setEnabled(False)
        self.play_again_button = self._button("playAgainButton", self._play_again)
        self.new_game_button = self._button("newGameButton", self.newGameRequested.emit)
        self.countdown_label = status_label("countdownLabel", 1.3, bold=True)
        text_color(self.countdown_label, "countdown_text")
        self.sacrifice_label = status_label("sacrificeLabel", 1.05, bold=True)
        text_color(self.sacrifice_label, "sacrifice_text")
        self.info_label = status_label("infoLabel", 1.0)
        self.hint_label = status_label("hintLabel", 1.0)
        text_color(self.hint_label, "hint_text")  # the marks' colour
        self.keys_label = keys_line()
        text_color(self.keys_label, "muted_text")
        self.sheet = ScoreSheet(self.engine.game.players, self)
        self.sheet.boxClicked.connect(self._then_refresh(self.engine.selectBox))
        self.sheet.boxActivated.connect(self._then_refresh(self.engine.scoreBox))
        self.sheet.validateRequested.connect(self._then_refresh(self.engine.validate))
        self.sheet.otherColumnClicked.connect(lambda: self._on_refused(PENTA_OTHER_COLUMN))
        self.log_panel = GameLogPanel(self.game_log, self, penta_log_words)
        # Undo at the end of the log's line, beside the sheet: the Roll row keeps its room.
        least_height(self.undo_button, 0)  # the log's line sets its height
        self.log_panel.header.addWidget(self.undo_button)
        self.chances = PentaChances(self.engine, self._player_name, self)
        self.chances.set_shown(True)  # the main window applies the setting

    def _button(self, name: str, slot: Callable[[], object]) -> QPushButton:
        button = board_button(name)
        button.clicked.connect(lambda: self._act(slot))
        return button

    def _act(self, slot: Callable[[], object]) -> None:
        slot()
        self.focus_board()
        self.refresh_now()

    def _build_layout(self) -> None:
        self.board_layout = lay_out = PentaLayout(self, self._all_buttons)
        self.buttons, self.left_panel = lay_out.buttons, lay_out.left_panel
        self.left_scroll = lay_out.left_scroll
        self.sizes = PentaSizes(
            self,
            self.left_scroll,
            self.tray,
            self.sheet,
            lay_out.buttons_grid,
            self._all_buttons,
            self.keys_label,
            self.log_panel,
        )
        self.sizes.arrange_buttons()
        lay_out.set_tab_order()
        self.log_panel.expandedChanged.connect(lay_out.on_log_expanded)

    def set_chances_visible(self, visible: bool) -> None:
        """Game ▸ Show the chance to win (a setting): the chances line and the hint's."""
        self.chances.set_shown(visible)

    # ----- keys ----------------------------------------------------------------------------
    KEYS = PENTA_KEYS  # as data: Help ▸ Keyboard lists them with no game running

    def key_table(self) -> list[KeyBinding]:
        """The board's keys (they act while the board, a die or the sheet has the focus):
        :attr:`KEYS` with their actions."""
        engine, announcer = self.engine, self.announcer
        actions = {
            "roll": engine.roll,
            "validate": engine.validate,
            "hint": self.show_hint,
            "read_dice": announcer.read_dice,
            "read_scores": announcer.read_sheet,
            "read_totals": announcer.read_totals,
            "play_again": self.play_again_button.click,
            "new_game": self.new_game_button.click,
            "results": self.game_end.show_results,
            "review": self.game_end.show_review,
            "hold_countdown": self._hold_countdown,
        }
        indexed = {
            "hold": self.toggle_die,
            "choose_box": lambda down: self.move_selection(1 if down else -1),
            "jump_to_box": lambda index: self._choose_box(self.sheet.jump_box(JUMPS[index])),
            "box_key": lambda index: self._choose_box(list(BOX_KEYS)[index], by_name=True),
        }
        return bind_rows(self.KEYS, actions, lambda: self.game.is_over, indexed)

    def _board_has_focus(self) -> bool:
        """The board, a die, the sheet, or the hand-over curtain (which passes on only
        the reading keys) has the focus: a focused button keeps its keys. At the end the
        focused "Play again" passes on the keys it has not (R: the results)."""
        widget = self.focusWidget()
        if widget is None or widget is self or widget is self.hand_over:
            return True
        if self.game.is_over and widget in self._end_buttons():
            return True
        return isinstance(widget, DieWidget) or widget in (self.sheet, self.sheet.viewport())

    def _end_buttons(self) -> tuple[QPushButton, ...]:
        board = self.end_board
        return (self.play_again_button, self.new_game_button, *board.buttons())

    def refresh_now(self) -> None:
        """The view and its sheet current at once (after a click or a key, for a reader)."""
        super().refresh_now()
        self.sheet.refresh_now()

    def _sheet_reading(self, seat: int) -> str:
        self.refresh_now()
        return self.sheet.column_reading(seat)

    # ----- actions -------------------------------------------------------------------------
    def toggle_die(self, index: int) -> None:
        self._end_flash()
        if not self.engine.toggleHold(index):
            self.tray.refuse(index)

    def _choose_box(self, box: Box | None, by_name: bool = False) -> None:
        """A box's own key chooses it (scores it with one click on, or when already
        chosen); the jump keys choose one."""
        if box is None:
            return
        again = by_name and (self.one_click or box == self.engine.selected)
        (self.engine.scoreBox if again else self.engine.selectBox)(box)

    def _hold_countdown(self) -> None:
        """Esc: the countdown pauses (said, as its warning was), or starts again."""
        self.engine.holdCountdown()
        self.refresh_now()
        if self.engine.countdown_held:
            announce(self, self.countdown_label.text())

    def set_quick_play(self, auto_roll: bool, one_click: bool) -> None:
        self.sheet.one_click = one_click
        super().set_quick_play(auto_roll, one_click)

    def move_selection(self, step: int) -> None:
        box = self.sheet.next_box(step)
        if box is not None:
            self.engine.selectBox(box)

    def show_hint(self) -> Hint | None:
        """Ask the engine for the best choice and show it, in words and marked (key H)."""
        self._hint = self.engine.hint()
        self._render_status()
        self._render_hint_marks()
        self.refresh_now()  # the hinted cell is described at once (and read with S)
        if self._hint is not None:
            announce(self, self._hint_text())
        return self._hint

    def _play_again(self) -> None:
        self.playAgainRequested.emit(self.setup)

    def _review(self) -> PentaReview:
        """The move review, made when the player opens it."""
        self.review_widget = PentaReview(self.game.players, self.engine.review())
        return self.review_widget

    # ----- drawing -------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Redraw controls, sheet and status from the engine's state."""
        game, engine = self.game, self.engine
        animating = engine.rolling
        over = game.is_over
        human = not over and not engine.is_computer_turn
        rolled = game.dice is not None and self._flash is None
        all_held = rolled and all(game.held)
        can_roll = human and game.rolls_left > 0 and not animating and not all_held
        self.roll_button.setEnabled(can_roll)
        self.validate_button.setEnabled(human and engine.selected is not None)
        self.undo_button.setEnabled(engine.can_undo)
        self.hint_button.setEnabled(
            human and rolled and not animating and self.engine.hints_available
        )
        if not self.engine.hints_available:  # the strategy table is damaged
            self.hint_button.setToolTip(
                self.tr("No hints: the strategy table is damaged. Reinstall the program.")
            )
        for button in (self.roll_button, self.validate_button, self.hint_button, self.undo_button):
            button.setVisible(not over)
        for button in (self.play_again_button, self.new_game_button):
            button.setVisible(over)
        self.tray.set_dice_enabled(not over, dulled=False)  # the end: the last roll, whole
        if over and self._flash is None and self.end_board.lay_last_roll(DICE_COUNT):
            return  # redraws again (animation finished)
        if not human and isinstance(self.focusWidget(), DieWidget):
            self.focus_board()  # no focus frame left on a die while the computer plays
        self.sheet.update_state(
            game.sheets,
            -1 if over else game.current,
            None if animating or not rolled else game.dice,
            engine.selected,
            interactive=human and rolled and not animating,
        )
        self._render_texts()
        self.sizes.fit_column_width()  # a button shown or hidden changes its least width

    def _render_texts(self) -> None:
        turn, round_text = headline_texts(self.game)
        self.round_label.setText(round_text)
        metrics = self.turn_label.fontMetrics()
        width = max(self.turn_label.width(), 40)
        self.turn_label.setText(elide_name(turn, metrics, width))
        self.turn_label.setToolTip(plain_tip(turn))
        self._render_roll_button()
        word_buttons(self)
        self.sizes.arrange_buttons()  # texts and the buttons shown change: they may take two rows
        self.keys_label.set_full_text(keys_text())
        self._render_status()

    def _render_roll_button(self) -> None:
        game = self.game
        left = game.rolls_left
        if left > 0:
            roll = counted(self.tr("Roll (%n left)", "", left), left)
            self.roll_button.setAccessibleName(counted(self.tr("Roll, %n left", "", left), left))
        else:
            roll = self.tr("No rolls left")
            self.roll_button.setAccessibleName(self.tr("Roll, no rolls left"))
        self.roll_button.setText(roll)
        if game.dice is not None and left > 0 and all(game.held) and not game.is_over:
            self.roll_button.setToolTip(penta_refusal_text("all_held"))
        else:
            self.roll_button.setToolTip(self.tr("Roll the dice not held (Space)"))

    def _render_status(self) -> None:
        held = self.engine.countdown_held and not self.game.is_over
        self.countdown_label.setVisible(self._countdown > 0 or held)  # shown while it runs
        if self._countdown > 0:
            text = counted(self.tr("Scoring in %n…", "", self._countdown), self._countdown)
            self.countdown_label.setText(text)
        elif held:
            self.countdown_label.setText(self.tr("Countdown paused: Esc starts it again"))
        game = self.game
        choosing = game.rolls_left == 0 or self.engine.selected is not None
        sacrifice = self._sacrifice and choosing and game.dice is not None
        self.sacrifice_label.setVisible(sacrifice)
        self.sacrifice_label.setText(sacrifice_text() if sacrifice else "")
        for label, text in (
            (self.info_label, self._info_text()),
            (self.hint_label, self._hint_text()),
        ):
            label.setText(text)
            label.setVisible(bool(text))  # an empty message takes no line of the area

    def _info_text(self) -> str:
        return info_text(self._info, self.game, self._player_name)

    def _hint_text(self) -> str:
        if self._hint is None or self.game.dice is None:  # a hint is about dice on the table
            return ""
        return hint_text(self._hint, self.game.sheet, self.game.dice)

    def _render_hint_marks(self) -> None:
        """Mark the hinted dice to keep, or the hinted box; no hint clears both."""
        best = self._hint.best if self._hint is not None else None
        game = self.game
        if isinstance(best, tuple) and game.dice is not None:
            marked = keep_positions(game.dice, game.held, best)
        else:
            marked = (False,) * DICE_COUNT
        for die, hinted in zip(self.tray.dice, marked, strict=True):
            die.setHinted(hinted)
        self.sheet.set_hinted_box(best if isinstance(best, Box) else None)

    # ----- size: grows with the window, never jumps -----------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_to_size()

    def _fit_to_size(self) -> None:
        """Dice, panel and sheet sizes from the view's size (the text wraps or scrolls
        under dice the window sized: see :mod:`dicegame.games.penta.ui.sizes`)."""
        self.sizes.fit()
        self._render_texts()
        self.sizes.fit_column_width()
        # again once the panel's new fonts have reached its widgets' sizes (the game log's
        # least width lags a step): a smaller window gets the column a fresh one would have
        QTimer.singleShot(0, self, self.sizes.fit_column_width)

    def _all_buttons(self) -> list[QPushButton]:
        """The button row's buttons, in their order (and the Tab order)."""
        return [
            self.roll_button,
            self.validate_button,
            self.hint_button,
            self.play_again_button,
            self.new_game_button,
        ]

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Penta"))
        self.validate_button.setAccessibleName(self.tr("Validate move"))
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.undo_button.setAccessibleName(self.tr("Undo the last scoring"))
        self.play_again_button.setAccessibleName(self.tr("Play again"))
        self.new_game_button.setAccessibleName(self.tr("New game"))
        self._redraw.now()
