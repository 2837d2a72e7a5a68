"""The Penta game screen: dice, Roll / Validate move / Hint, status, and the score sheet.

A thin view over :class:`~dicegame.engine.penta_engine.PentaEngine`: buttons, dice,
sheet and keys call engine slots; everything shown is redrawn from engine signals. What
the status area says is kept as data (not text) so a language switch redraws it in the
new language without losing anything.

Keys: Space rolls, 1-5 hold/release a die, Up/Down move in the sheet, Enter validates,
H asks for a hint. A hint is shown in words and marked on screen until the next action: a
teal ring around the dice to keep, or the box to score highlighted in the sheet.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.penta import DICE_COUNT, ROUNDS, Box, PentaGame
from dicegame.core.setup import GameSetup
from dicegame.engine.penta_engine import Choice, Hint, PentaEngine, Refusal
from dicegame.engine.timing import Timing
from dicegame.i18n import format_number
from dicegame.ui.dialogs import ResultsDialog
from dicegame.ui.dice import HINT_COLOR, DiceTray
from dicegame.ui.penta_review import PentaReview, format_loss
from dicegame.ui.scoresheet import ScoreSheet, box_name
from dicegame.ui.words import counted, plain_labels, player_name

__all__ = ["PentaView"]

NEGLIGIBLE_COST = 0.05
LEFT_MIN_WIDTH = 400  # five readable dice and the three buttons
LEFT_MAX_WIDTH = 760
TRAY_MAX_HEIGHT = 150
STATUS_MIN_HEIGHT = 150


def dice_text(values: tuple[int, ...] | list[int]) -> str:
    """Dice values as "4-4-6"."""
    return "-".join(str(value) for value in values)


def keep_positions(
    dice: Sequence[int], held: Sequence[bool], keep: Sequence[int]
) -> tuple[bool, ...]:
    """Which dice to mark for keeping the values ``keep``: held dice first, so that a
    player already holding one of two equal dice sees that very die marked."""
    wanted = Counter(keep)
    marked = [False] * len(dice)
    for held_first in (True, False):
        for index, (value, is_held) in enumerate(zip(dice, held, strict=True)):
            if is_held == held_first and wanted[value] > 0:
                marked[index] = True
                wanted[value] -= 1
    return tuple(marked)


class PentaView(QWidget):
    """A Penta game on screen; emits ``playAgainRequested(setup)`` from the results."""

    playAgainRequested = Signal(object)  # GameSetup

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        game: PentaGame | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pentaView")
        self.setup = setup
        self.countdown_shown = True
        self.timing = timing or Timing()
        self.engine = PentaEngine(setup, self.timing, rng, game=game, parent=self)
        self.results_dialog: ResultsDialog | None = None
        self.review_widget: PentaReview | None = None
        # What the status area shows, as data (redrawn on a language switch).
        self._info: tuple | None = None
        self._hint: Hint | None = None
        self._countdown = 0
        self._sacrifice = False
        self._last_score: tuple[int, Box, int] | None = None
        self._build_widgets()
        self._build_layout()
        self._build_shortcuts()
        self._connect_engine()
        self._retranslate()
        plain_labels(self)  # player names are never read as HTML
        self.engine.start()

    @property
    def game(self) -> PentaGame:
        return self.engine.game

    # ----- construction ------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.turn_label = QLabel(objectName="turnLabel")
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.turn_label.setWordWrap(True)
        self.round_label = QLabel(objectName="roundLabel")
        font = self.round_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.round_label.setFont(font)
        self.tray = DiceTray(DICE_COUNT, self, animation_ms=self.timing.roll_animation_ms)
        self.tray.setMinimumHeight(96)
        self.tray.setMaximumHeight(TRAY_MAX_HEIGHT)
        self.tray.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.tray.dieClicked.connect(self._on_die_clicked)
        self.tray.rollAnimationFinished.connect(self._refresh)
        self.roll_button = self._button("rollButton", self.engine.roll)
        self.validate_button = self._button("validateButton", self.engine.validate)
        self.hint_button = self._button("hintButton", self.show_hint)
        self.countdown_label = self._status_label("countdownLabel", 1.3, bold=True)
        self.countdown_label.setStyleSheet("color: #b3261e;")
        self.sacrifice_label = self._status_label("sacrificeLabel", 1.05, bold=True)
        self.sacrifice_label.setStyleSheet("color: #8a4b00;")
        self.info_label = self._status_label("infoLabel", 1.0)
        self.hint_label = self._status_label("hintLabel", 1.0)
        self.hint_label.setStyleSheet(f"color: {HINT_COLOR.name()};")  # the marks' colour
        self.keys_label = self._status_label("keysLabel", 0.95)
        self.keys_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.sheet = ScoreSheet(self.engine.game.players, self)
        self.sheet.boxClicked.connect(self.engine.selectBox)
        self.sheet.boxActivated.connect(self.engine.scoreBox)
        self.sheet.validateRequested.connect(self.engine.validate)

    def _button(self, name: str, slot) -> QPushButton:
        button = QPushButton(objectName=name)
        button.setMinimumHeight(40)
        font = button.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        button.setFont(font)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(lambda: slot())
        return button

    def _status_label(self, name: str, scale: float, bold: bool = False) -> QLabel:
        label = QLabel(objectName=name)
        label.setWordWrap(True)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * scale)
        font.setBold(bold)
        label.setFont(font)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        return label

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.roll_button, 3)
        buttons.addWidget(self.validate_button, 3)
        buttons.addWidget(self.hint_button, 2)
        status = QFrame(objectName="statusFrame")
        status.setFrameShape(QFrame.Shape.StyledPanel)
        status_layout = QVBoxLayout(status)
        for label in (self.countdown_label, self.sacrifice_label, self.info_label, self.hint_label):
            status_layout.addWidget(label)
        status_layout.addStretch()
        left_panel = QWidget(objectName="pentaControls")
        left_panel.setMinimumWidth(LEFT_MIN_WIDTH)
        left = QVBoxLayout(left_panel)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.turn_label)
        left.addWidget(self.round_label)
        left.addSpacing(8)
        left.addWidget(self.tray, 2)
        left.addLayout(buttons)
        left.addSpacing(8)
        status.setMinimumHeight(STATUS_MIN_HEIGHT)  # messages come and go without a jump
        left.addWidget(status)
        left.addStretch(1)
        left.addWidget(self.keys_label)
        left_panel.setMaximumWidth(LEFT_MAX_WIDTH)
        layout = QHBoxLayout(self)
        layout.addStretch(0)  # on a very wide screen, centre the game
        layout.addWidget(left_panel, 2)
        layout.addSpacing(8)
        layout.addWidget(self.sheet, 3)
        layout.addStretch(0)

    def _build_shortcuts(self) -> None:
        keys = {
            Qt.Key.Key_Space: self.engine.roll,
            Qt.Key.Key_H: self.show_hint,
            Qt.Key.Key_Return: self.engine.validate,
            Qt.Key.Key_Enter: self.engine.validate,
            Qt.Key.Key_Up: lambda: self._move_selection(-1),
            Qt.Key.Key_Down: lambda: self._move_selection(1),
        }
        for index in range(DICE_COUNT):
            keys[Qt.Key(Qt.Key.Key_1 + index)] = lambda i=index: self._on_die_clicked(i)
        self.shortcuts = []
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda s=slot: s())
            self.shortcuts.append(shortcut)

    def _connect_engine(self) -> None:
        engine = self.engine
        engine.diceRolled.connect(self._on_dice_rolled)
        engine.holdsChanged.connect(self.tray.set_held)
        engine.sacrificeChanged.connect(self._on_sacrifice)
        engine.countdownTick.connect(self._on_countdown)
        engine.boxScored.connect(self._on_box_scored)
        engine.autoScored.connect(self._on_auto_scored)
        engine.computerStep.connect(self._on_computer_step)
        engine.actionRefused.connect(self._on_refused)
        engine.gameOver.connect(self._on_game_over)
        engine.stateChanged.connect(self._on_state_changed)
        engine.turnChanged.connect(lambda *_: self._refresh())
        engine.boxSelected.connect(lambda *_: self._refresh())

    # ----- actions -------------------------------------------------------------------------
    def _on_die_clicked(self, index: int) -> None:
        if not self.engine.toggleHold(index):
            self.tray.refuse(index)

    def _move_selection(self, step: int) -> None:
        box = self.sheet.next_box(step)
        if box is not None:
            self.engine.selectBox(box)

    def show_hint(self) -> Hint | None:
        """Ask the engine for the best choice and show it, in words and marked (key H)."""
        self._hint = self.engine.hint()
        self._render_status()
        self._render_hint_marks()
        return self._hint

    # ----- engine signals ------------------------------------------------------------------
    def _on_dice_rolled(self, dice: tuple[int, ...], rolled: tuple[int, ...]) -> None:
        self.tray.set_values(list(dice), list(rolled))
        self._refresh()

    def _on_sacrifice(self, needed: bool) -> None:
        self._sacrifice = needed
        self._render_status()

    def _on_countdown(self, seconds: int) -> None:
        self._countdown = seconds
        self._render_status()

    def _on_box_scored(self, seat: int, box: Box, gained: int) -> None:
        self._last_score = (seat, box, gained)
        self._info = ("scored", seat, box, gained)

    def _on_auto_scored(self, box: Box) -> None:
        if self._last_score is not None:
            self._info = ("auto", *self._last_score)
        self._render_status()

    def _on_computer_step(self, kind: str, payload: object) -> None:
        self._info = ("computer", kind, payload)
        self._render_status()

    def _on_refused(self, reason: str) -> None:
        self._info = ("refused", reason)
        self._render_status()

    def _on_state_changed(self) -> None:
        self._hint = None
        self._refresh()
        self._render_hint_marks()

    def _on_game_over(self, ranking: list) -> None:
        self._refresh()
        if self.results_dialog is not None:
            return
        self.review_widget = PentaReview(self.game.players, self.engine.review())
        dialog = ResultsDialog(ranking, self, extra=self.review_widget)
        dialog.finished.connect(self._on_results_finished)
        self.results_dialog = dialog
        dialog.open()

    def _on_results_finished(self, result: int) -> None:
        if result == ResultsDialog.PLAY_AGAIN:
            self.playAgainRequested.emit(self.setup)

    # ----- drawing -------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Redraw controls, sheet and status from the engine's state."""
        game, engine = self.game, self.engine
        animating = self.tray.is_animating()
        human = not game.is_over and not engine.is_computer_turn
        rolled = game.dice is not None
        self.roll_button.setEnabled(human and game.rolls_left > 0 and not animating)
        self.validate_button.setEnabled(human and engine.selected is not None)
        self.hint_button.setEnabled(
            human and rolled and not animating and self.engine.hints_available
        )
        if not self.engine.hints_available:  # the strategy table is damaged
            self.hint_button.setToolTip(
                self.tr("No hints: the strategy table is damaged. Reinstall the program.")
            )
        self.sheet.update_state(
            game.sheets,
            game.current,
            None if animating else game.dice,
            engine.selected,
            interactive=human and rolled and not animating,
        )
        self._render_texts()

    def _render_texts(self) -> None:
        game = self.game
        if game.is_over:
            self.turn_label.setText(self.tr("Game over"))
            self.round_label.setText("")
        else:
            player = game.player
            if player.is_computer:
                turn = self.tr("%1 is playing…").replace("%1", player_name(player))
            else:
                turn = self.tr("%1, your turn").replace("%1", player_name(player))
            self.turn_label.setText(turn)
            self.round_label.setText(
                self.tr("Round %1/%2").replace("%1", str(game.round)).replace("%2", str(ROUNDS))
            )
        if game.rolls_left > 0:
            roll = counted(self.tr("Roll (%n left)", "", game.rolls_left), game.rolls_left)
        else:
            roll = self.tr("No rolls left")
        self.roll_button.setText(roll)
        self.roll_button.setToolTip(self.tr("Roll the dice not held (Space)"))
        self.validate_button.setText(self.tr("Validate move"))
        self.validate_button.setToolTip(self.tr("Score the selected box (Enter)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the best choice (H)"))
        self.keys_label.setText(
            self.tr(
                "Keys: Space roll · 1–5 hold or release a die · ↑/↓ choose a box · "
                "Enter validate · H hint · double-click a box to score it"
            )
        )
        self._render_status()

    def set_countdown_visible(self, visible: bool) -> None:
        """Show or hide the auto-score countdown (the auto-score itself still runs)."""
        self.countdown_shown = visible
        self._render_status()

    def _render_status(self) -> None:
        self.countdown_label.setVisible(self._countdown > 0 and self.countdown_shown)
        if self._countdown > 0:
            text = counted(self.tr("Scoring in %n…", "", self._countdown), self._countdown)
            self.countdown_label.setText(text)
        self.sacrifice_label.setVisible(self._sacrifice)
        self.sacrifice_label.setText(
            self.tr("No open box scores: one must be sacrificed") if self._sacrifice else ""
        )
        self.info_label.setText(self._info_text())
        self.hint_label.setText(self._hint_text())

    def _player_name(self, seat: int) -> str:
        return player_name(self.game.players[seat])

    def _info_text(self) -> str:
        info = self._info
        if info is None:
            return ""
        kind = info[0]
        if kind in ("scored", "auto"):
            _, seat, box, gained = info
            if kind == "scored":
                text = self.tr("%1 scored %2 in %3")
            else:
                text = self.tr("Time is up: %1 scored %2 in %3")
            return (
                text.replace("%1", self._player_name(seat))
                .replace("%2", format_number(gained))
                .replace("%3", box_name(box))
            )
        if kind == "computer":
            return self._computer_text(info[1], info[2])
        return self._refusal_text(info[1])

    def _computer_text(self, kind: str, payload: object) -> str:
        name = player_name(self.game.player) if not self.game.is_over else ""
        if kind == "roll":
            text = self.tr("%1 rolls %2").replace("%2", dice_text(payload))
        elif kind == "hold":
            if payload:
                text = self.tr("%1 keeps %2").replace("%2", dice_text(payload))
            else:
                text = self.tr("%1 rerolls every die")
        else:
            text = self.tr("%1 chooses %2").replace("%2", box_name(payload))
        return text.replace("%1", name)

    def _refusal_text(self, reason: str) -> str:
        texts = {
            Refusal.NOT_ROLLED: self.tr("Roll the dice first."),
            Refusal.NO_ROLLS_LEFT: self.tr("No rolls left: choose a box and validate."),
            Refusal.BOX_FILLED: self.tr("This box is already filled."),
            Refusal.JOKER_RULE: self.tr("The joker rule forbids this box for this Penta."),
            Refusal.NO_BOX_SELECTED: self.tr("Select a box on the sheet first."),
            Refusal.COMPUTER_TURN: self.tr("Wait: the computer is playing."),
            Refusal.GAME_OVER: self.tr("The game is over."),
        }
        return texts[reason]

    def _hint_text(self) -> str:
        hint = self._hint
        if hint is None:
            return ""
        total = format_number(round(hint.best_value))
        text = self.tr("Hint: %1 (expected final total about %2).")
        text = text.replace("%1", self._choice_text(hint.best)).replace("%2", total)
        if hint.current is None or hint.cost is None:
            return text
        if hint.cost < NEGLIGIBLE_COST:
            return text + " " + self.tr("Your current choice is the best one.")
        current = self.tr("Your current choice (%1) costs about %2 points.")
        current = current.replace("%1", self._choice_text(hint.current))
        return text + " " + current.replace("%2", format_loss(hint.cost))

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

    def _choice_text(self, choice: Choice) -> str:
        if isinstance(choice, Box):
            points = self.game.sheet.options(self.game.dice)[choice]
            return (
                self.tr("score %1 in %2")
                .replace("%1", format_number(points))
                .replace("%2", box_name(choice))
            )
        if not choice:
            return self.tr("roll all five dice again")
        return self.tr("keep %1 and roll again").replace("%1", dice_text(choice))

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Penta"))
        self.roll_button.setAccessibleName(self.tr("Roll"))
        self.validate_button.setAccessibleName(self.tr("Validate move"))
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def results_shown(self) -> bool:
        """True while the results dialog is open."""
        return self.results_dialog is not None and self.results_dialog.isVisible()
