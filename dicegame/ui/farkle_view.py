"""The Farkle board: six dice, Roll and Bank, the risk and the Expert's advice, the scores.

A thin view over :class:`~dicegame.engine.farkle_engine.FarkleEngine`: clicks and keys call
engine slots; everything on screen is redrawn from the engine's game on ``stateChanged``;
the specific signals drive what is transient (roll animation, refused-die shake, banners,
the line telling what just happened, the results dialog).

Keys: Space rolls, 1-6 set a die aside or return it, B banks.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
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
from dicegame.engine.farkle_engine import FarkleEngine, Refusal
from dicegame.engine.timing import Timing
from dicegame.i18n import format_number, format_percent
from dicegame.ui.banner import Banner, BannerStyle
from dicegame.ui.dialogs import ResultsDialog
from dicegame.ui.dice import DiceTray, DieWidget
from dicegame.ui.farkle_chances import FarkleChances
from dicegame.ui.farkle_scoreboard import FarkleScoreBoard
from dicegame.ui.words import counted, is_default_computer, player_name

SCOREBOARD_WIDTH = 290
SMALL_DIE = 38
MESSAGE_STYLE = "color: #444;"
REFUSAL_STYLE = "color: #c62828; font-weight: bold;"


def _retain_size_when_hidden(widget: QWidget) -> None:
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)


def _bigger(widget: QWidget, factor: float, bold: bool = True) -> None:
    font = widget.font()
    font.setPointSizeF(font.pointSizeF() * factor)
    font.setBold(bold)
    widget.setFont(font)


class FarkleView(QWidget):
    """One Farkle game on screen. ``game``: a restored game (from a save)."""

    playAgainRequested = Signal(object)  # GameSetup: the same players again
    newGameRequested = Signal()

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        game: FarkleGame | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("farkleView")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setup = setup
        self.timing = timing or Timing()
        self.engine = FarkleEngine(setup, self.timing, rng, game=game, parent=self)
        self.results_dialog: ResultsDialog | None = None
        self._event: tuple[str, tuple] | None = None  # what just happened, for eventLabel
        self._refusal: tuple[str, int] | None = None  # (reason, die) shown until next change
        self._pending_banner: str | None = None  # waits for the roll animation
        self._build()
        self._connect()
        self._retranslate()
        self._refresh()
        if self.engine.game.game_over:  # a finished game restored: show its results
            QTimer.singleShot(0, lambda: self._on_game_over(self.engine.game.ranking()))

    @property
    def game(self) -> FarkleGame:
        return self.engine.game

    def set_chances_visible(self, visible: bool) -> None:
        """Game ▸ Show the chance to win (a setting): the chances line and its advice."""
        self.chances.set_shown(visible)

    # ----- building -----------------------------------------------------------------------
    def _build(self) -> None:
        self.board = QWidget(self, objectName="farkleBoard")
        self.status = QLabel(objectName="statusLabel")
        _bigger(self.status, 1.5)
        self.event_label = QLabel(objectName="eventLabel")
        self.event_label.setStyleSheet("color: #555;")
        self.hint = QLabel(objectName="hintLabel")
        self.hint.setWordWrap(True)
        self.tray = DiceTray(DICE_COUNT, self.board, animation_ms=self.timing.roll_animation_ms)
        self.tray.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        for die in self.tray.dice:
            _retain_size_when_hidden(die)
            die.setMaximumSize(120, 120)
        self.selection_label = QLabel(objectName="selectionLabel")
        self.turn_label = QLabel(objectName="turnPointsLabel")
        _bigger(self.turn_label, 1.6)
        self.roll_button = self._button("rollButton")
        self.bank_button = self._button("bankButton")
        self.risk_label = QLabel(objectName="riskLabel")
        self.expert_label = QLabel(objectName="expertLabel")
        self.expert_label.setStyleSheet("color: #555;")
        self.expert_label.setWordWrap(True)
        self.again_button = self._button("againButton")
        self.new_game_button = self._button("newGameButton")
        self.aside_title = QLabel(objectName="setAsideTitle")
        _retain_size_when_hidden(self.aside_title)
        self.aside_points = QLabel(objectName="setAsidePoints")
        self.aside_points.setStyleSheet("font-weight: bold;")
        self.aside_dice = [self._small_die(i) for i in range(DICE_COUNT - 1)]
        self.banner = Banner(self.board, anchor=self.tray)
        self.score_board = FarkleScoreBoard(self)
        self.score_board.setFixedWidth(SCOREBOARD_WIDTH)
        self.chances = FarkleChances(
            self.engine, lambda seat: player_name(self.game.players[seat]), self
        )
        self.chances.setFixedWidth(SCOREBOARD_WIDTH)
        self.chances.set_shown(True)  # the main window applies the setting
        self._lay_out()

    def _button(self, name: str) -> QPushButton:
        button = QPushButton(objectName=name)
        button.setMinimumSize(130, 46)
        _bigger(button, 1.2)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return button

    def _small_die(self, index: int) -> DieWidget:
        die = DieWidget(index, self.board)
        die.setObjectName(f"asideDie{index}")
        die.setFixedSize(SMALL_DIE, SMALL_DIE)
        die.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        die.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        die.setCursor(Qt.CursorShape.ArrowCursor)
        die.setHeld(True)
        _retain_size_when_hidden(die)
        return die

    def _lay_out(self) -> None:
        points = QHBoxLayout()
        points.addWidget(self.selection_label)
        points.addStretch()
        points.addWidget(self.turn_label)
        advice = QVBoxLayout()
        advice.setSpacing(2)
        advice.addWidget(self.risk_label)
        advice.addWidget(self.expert_label)
        controls = QHBoxLayout()
        controls.addWidget(self.roll_button)
        controls.addWidget(self.bank_button)
        controls.addSpacing(12)
        controls.addLayout(advice, 1)
        controls.addWidget(self.again_button)
        controls.addWidget(self.new_game_button)
        aside = QHBoxLayout()
        aside.setSpacing(4)
        aside.addWidget(self.aside_title)
        aside.addWidget(self.aside_points)
        aside.addSpacing(8)
        for die in self.aside_dice:
            aside.addWidget(die)
        aside.addStretch()
        board = QVBoxLayout(self.board)
        board.setContentsMargins(12, 8, 12, 8)
        board.addWidget(self.status)
        board.addWidget(self.event_label)
        board.addWidget(self.tray, 1)
        board.addWidget(self.hint)
        board.addLayout(points)
        board.addLayout(controls)
        board.addSpacing(6)
        board.addLayout(aside)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.board, 1)
        side = QVBoxLayout()
        side.addWidget(self.score_board, 1)
        side.addWidget(self.chances)
        layout.addLayout(side)

    def _connect(self) -> None:
        engine = self.engine
        engine.rolled.connect(self._on_rolled)
        engine.selectionChanged.connect(self._on_selection_changed)
        engine.dieRefused.connect(self._on_die_refused)
        engine.actionRefused.connect(self._on_action_refused)
        engine.banked.connect(self._on_banked)
        engine.farkled.connect(self._on_farkled)
        engine.hotDice.connect(lambda: self._show_banner("hot"))
        engine.lastTurn.connect(lambda _seat: self._show_banner("last"))
        engine.turnChanged.connect(self._on_turn_changed)
        engine.gameOver.connect(self._on_game_over)
        engine.stateChanged.connect(self._refresh)
        self.tray.dieClicked.connect(self._on_die_clicked)
        self.tray.rollAnimationFinished.connect(self._on_animation_finished)
        self.roll_button.clicked.connect(engine.roll)
        self.bank_button.clicked.connect(engine.bank)
        self.again_button.clicked.connect(lambda: self.playAgainRequested.emit(self.setup))
        self.new_game_button.clicked.connect(self.newGameRequested.emit)
        self.banner.dismissed.connect(self._on_banner_dismissed)
        self.shortcuts = [
            self._shortcut(Qt.Key.Key_Space, engine.roll),
            self._shortcut(Qt.Key.Key_B, engine.bank),
        ]
        for index in range(DICE_COUNT):
            key = Qt.Key(Qt.Key.Key_1.value + index)
            self.shortcuts.append(self._shortcut(key, lambda i=index: self._on_die_clicked(i)))

    def _shortcut(self, key: Qt.Key, slot) -> QShortcut:
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)
        return shortcut

    # ----- engine signals -----------------------------------------------------------------
    def _on_rolled(self, values: tuple[int, ...]) -> None:
        self.banner.cancel()  # e.g. "Hot dice!" must not hide the new dice
        self.tray.set_values(values, rolling=list(range(len(values))))
        if self.engine.is_computer_turn:
            self._set_event("computer_rolled", self.game.player, values)

    def _on_selection_changed(self, indices: tuple[int, ...]) -> None:
        if self.engine.is_computer_turn and indices:
            dice = tuple(self.game.roll_dice[i] for i in indices)
            self._set_event("computer_set_aside", self.game.player, dice)

    def _on_die_clicked(self, index: int) -> None:
        if self.tray.is_animating():
            return  # the faces are still tumbling
        self.engine.toggleDie(index)

    def _on_die_refused(self, index: int) -> None:
        self.tray.refuse(index)
        self._refusal = ("die", index)
        self._show_hint()

    def _on_action_refused(self, reason: str) -> None:
        self._refusal = (reason, -1)
        self._show_hint()

    def _on_banked(self, seat: int, points: int) -> None:
        self.banner.cancel()
        self._set_event("banked", self.game.players[seat], points)

    def _on_farkled(self, seat: int, lost: int) -> None:
        self._set_event("farkled", self.game.players[seat], lost)
        self._show_banner("farkle")

    def _on_turn_changed(self, _seat: int) -> None:
        self.tray.set_values([0] * DICE_COUNT)

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
        self.banner.show_message(self._banner_text(kind), style, self.timing.banner_ms, kind)

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

    def _refresh_dice(self) -> None:
        game, tray = self.game, self.tray
        values = game.roll_dice or (0,) * DICE_COUNT
        if not tray.is_animating() and [d.value() for d in tray.dice[: len(values)]] != list(
            values
        ):
            tray.set_values(values)
        for index, die in enumerate(tray.dice):
            die.setVisible(index < len(values))
        tray.set_held([index in game.selected for index in range(DICE_COUNT)])

    def _refresh_set_aside(self) -> None:
        earlier = [value for group in self.game.set_aside for value in group]
        for index, die in enumerate(self.aside_dice):
            die.setVisible(index < len(earlier))
            if index < len(earlier):
                die.setValue(earlier[index])
        self.aside_title.setVisible(bool(earlier))

    def _refresh_points(self) -> None:
        game = self.game
        self.aside_points.setVisible(game.turn_points > 0 and not game.farkled)
        for label in (self.turn_label, self.risk_label, self.expert_label):
            label.setVisible(not game.game_over)

    def _refresh_controls(self) -> None:
        engine, over = self.engine, self.game.game_over
        self.roll_button.setEnabled(engine.human_can_roll)
        self.bank_button.setEnabled(engine.human_can_bank)
        for button in (self.roll_button, self.bank_button):
            button.setVisible(not over)
        for button in (self.again_button, self.new_game_button):
            button.setVisible(over)

    # ----- texts --------------------------------------------------------------------------
    def _retranslate(self) -> None:
        self.roll_button.setText(self.tr("Roll"))
        self.bank_button.setText(self.tr("Bank"))
        self.roll_button.setToolTip(self.tr("Roll the dice in play (Space)"))
        self.bank_button.setToolTip(self.tr("Add the turn's points to your total (B)"))
        self.again_button.setText(self.tr("Play again"))
        self.new_game_button.setText(self.tr("New game…"))
        self.aside_title.setText(self.tr("Set aside this turn:"))
        self.tray.setAccessibleName(self.tr("Dice in play"))
        if self.banner.is_showing() and self.banner.kind:
            self.banner.set_text(self._banner_text(self.banner.kind))
        self._refresh_texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _refresh_texts(self) -> None:
        game = self.game
        self.status.setText(self._status_text())
        self.event_label.setText(self._event_text())
        self._show_hint()
        self.selection_label.setText(self._selection_text())
        turn = 0 if game.farkled else game.turn_total
        self.turn_label.setText(self.tr("Turn: %1").replace("%1", format_number(turn)))
        earlier = counted(self.tr("%1 point(s)", "", game.turn_points), game.turn_points)
        earlier = earlier.replace("%1", format_number(game.turn_points))
        self.aside_points.setText(earlier)
        self.risk_label.setText(self._risk_text())
        self.expert_label.setText(self._advice_text())

    def _status_text(self) -> str:
        game = self.game
        if game.game_over:
            winners = [player_name(p) for place, _, p, _ in game.ranking() if place == 1]
            if len(winners) == 1:
                return self.tr("Game over: %1 wins!").replace("%1", winners[0])
            return self.tr("Game over: shared win (%1)").replace("%1", ", ".join(winners))
        name = player_name(game.player)
        if is_default_computer(game.player):
            return self.tr("%1 is playing…").replace("%1", name)
        if game.player.is_computer:
            return self.tr("%1 (computer) is playing…").replace("%1", name)
        return self.tr("Now playing: %1").replace("%1", name)

    def _set_event(self, kind: str, player: Player, value: object) -> None:
        self._event = (kind, (player, value))
        self.event_label.setText(self._event_text())

    def _event_text(self) -> str:
        if self._event is None:
            return ""
        kind, (player, value) = self._event
        if kind == "banked":
            text = counted(self.tr("%1 banked %2 point(s).", "", value), value)
            text = text.replace("%2", format_number(value))
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
        if self._refusal is not None:
            self.hint.setStyleSheet(REFUSAL_STYLE)
            self.hint.setText(self._refusal_text(*self._refusal))
        else:
            self.hint.setStyleSheet(MESSAGE_STYLE)
            self.hint.setText(self._hint_text())

    def _hint_text(self) -> str:
        game = self.game
        phase = game.phase
        if phase is FarklePhase.GAME_OVER:
            return self.tr("The game is over. Play again, or start a new game.")
        if phase is FarklePhase.FARKLED:
            return self.tr("No die scores: the turn's points are lost.")
        if game.player.is_computer:
            return self.tr("The computer plays its turn step by step.")
        if phase is FarklePhase.TURN_START:
            return self.tr("Roll the dice (Space).")
        if game.hot_dice:
            return self.tr("Hot dice: all six dice come back. Roll them all, or bank.")
        if game.selection_valid:
            return self.tr("Set aside more dice, roll the others (Space), or bank (B).")
        if game.selected:
            return self.tr("These dice do not score together: return the extra ones to play.")
        return self.tr("Click the dice that score to set them aside (keys 1–6).")

    def _refusal_text(self, reason: str, die: int) -> str:
        game = self.game
        if reason == "die":
            value = game.roll_dice[die] if die < len(game.roll_dice) else 0
            return self.tr("A %1 does not score in this roll: it stays in play.").replace(
                "%1", str(value)
            )
        texts = {
            Refusal.COMPUTER_TURN: self.tr("Please wait: the computer is playing."),
            Refusal.GAME_OVER: self.tr("The game is over."),
            Refusal.NOTHING_SET_ASIDE: self.tr("Set aside at least one scoring die first."),
            Refusal.INVALID_SELECTION: self.tr(
                "These dice do not score together: return the extra ones to play."
            ),
            Refusal.NO_SUCH_DIE: self.tr("There is no such die in this roll."),
        }
        if reason in texts:
            return texts[Refusal(reason)]
        if game.phase is FarklePhase.FARKLED:
            return self.tr("This turn is lost: the next player plays in a moment.")
        return self.tr("Roll the dice first.")

    def _selection_text(self) -> str:
        game = self.game
        if game.phase is not FarklePhase.CHOOSING or not game.selected:
            return ""
        if not game.selection_valid:
            return self.tr("Set aside: not a scoring combination")
        return self.tr("Set aside from this roll: %1").replace(
            "%1", format_number(game.selection_score)
        )

    def _risk_text(self) -> str:
        risk = self.engine.risk()
        if risk is None:
            return self.tr("Risk of a farkle: –")
        return self.tr("Risk of a farkle: %1").replace("%1", format_percent(float(risk) * 100))

    def _advice_text(self) -> str:
        if self.game.game_over:
            return ""
        advice = self.engine.advice()
        if advice is None:
            return ""
        if advice.action == "set_aside":
            return self.tr("Expert: set aside %1").replace("%1", " ".join(map(str, advice.dice)))
        expected = format_number(round(advice.expected or 0))
        if advice.action == "bank":
            return self.tr("Expert: bank (rolling on expects %1)").replace("%1", expected)
        return self.tr("Expert: roll (expects %1 this turn)").replace("%1", expected)
