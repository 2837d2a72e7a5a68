"""Two boxes' board: a Roll button, the die, the player's two boxes; thin, as the games'
boards are (it calls the engine's slots and redraws from its signals)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.ui.board.board_keys import KeyBinding, KeyRow, bind_rows
from dicegame.ui.board.board_view import BoardView
from dicegame.ui.style.object_names import named
from dicegame.ui.voice.words import player_name

from .core import BOXES, HIGH, LOW, TwoBoxesGame
from .engine import TwoBoxesEngine

KEYS = (
    KeyRow("roll", (Qt.Key.Key_R,), "Roll"),
    KeyRow("low", (Qt.Key.Key_1,), "Low box"),
    KeyRow("high", (Qt.Key.Key_2,), "High box"),
)


class TwoBoxesView(BoardView[TwoBoxesEngine]):
    engine_class = TwoBoxesEngine
    KEYS = KEYS

    def __init__(
        self,
        setup: GameSetup,
        timing: Timing | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
        game: TwoBoxesGame | None = None,
    ) -> None:
        super().__init__(
            "twoBoxesView", Qt.FocusPolicy.StrongFocus, setup, timing, rng, parent, game
        )
        self.status = named(QLabel(), "twoBoxesStatus")
        self.die_label = named(QLabel(), "twoBoxesDie")
        self.roll_button = named(QPushButton("Roll"), "twoBoxesRoll")
        self.box_buttons = [named(QPushButton(), f"twoBoxesBox{box}") for box in BOXES]
        row = QHBoxLayout()
        for button in (self.roll_button, *self.box_buttons):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.die_label)
        layout.addLayout(row)
        engine = self.engine
        self.roll_button.clicked.connect(self._then_refresh(engine.roll))
        for box, button in zip(BOXES, self.box_buttons, strict=True):
            button.clicked.connect(self._then_refresh(lambda *_, box=box: engine.scoreBox(box)))
        for signal in (engine.stateChanged, engine.diceLanded):
            signal.connect(self._refresh_for_change)
        engine.turnChanged.connect(self._schedule_refresh)
        self._make_hand_over([self.roll_button, *self.box_buttons])
        self._make_keys(lambda: True)
        self._redraw.now()

    def _make_engine(self, rng: random.Random | None, game: object | None) -> None:
        assert game is None or isinstance(game, TwoBoxesGame)
        self.engine = TwoBoxesEngine(self.setup, self.timing, rng, game=game, parent=self)

    def key_table(self) -> list[KeyBinding]:
        engine = self.engine
        actions = {
            "roll": engine.roll,
            "low": lambda: engine.scoreBox(LOW),
            "high": lambda: engine.scoreBox(HIGH),
        }
        return bind_rows(self.KEYS, actions, lambda: engine.game.is_over)

    def set_chances_visible(self, visible: bool) -> None:
        """No chances in this game."""

    def _refresh(self) -> None:
        game = self.engine.game
        seat = game.current
        if game.is_over:
            self.status.setText(f"Game over: {game.totals()[0]} points")
        else:
            self.status.setText(f"{player_name(game.player)}: {game.totals()[seat]} points")
        self.die_label.setText("" if game.die is None else str(game.die))
        human = not self.engine.is_computer_turn and not game.is_over
        self.roll_button.setEnabled(human and game.die is None)
        for box, button in zip(BOXES, self.box_buttons, strict=True):
            value = game.boxes[seat][box]
            button.setText(f"{('Low', 'High')[box]}: {'' if value is None else value}")
            button.setEnabled(human and game.die is not None and value is None)

    def _retranslate(self) -> None:
        self._refresh()

    def _on_hand_over(self, waiting: bool) -> None:
        self._schedule_refresh()
