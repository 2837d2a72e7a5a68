"""Whole games under the real Orca: ``tools/orca_check.sh --whole`` (see tools/orca_check.py).

Two whole games, played by keys as a blind player would, each move made only once Orca has
caught up and has had the time to say its last utterance (a player who listens):

- **Farkle**, Ana and Rui (humans) and the computer, target 5 000: the humans' dice are
  scripted (set-asides, rolls on, banks, farkles, hot dice), the hand-over card lifted by
  Space; the computer plays its own dice;
- **Penta**, Ana against the computer, all 13 rounds: rolls (Space), holds (digits), a box
  scored by its letter pressed twice or by its letter and Enter, three rounds left to the
  auto-score; the score sheet keeps the focus.

Then :func:`orca_counts.count` reads Orca's speech of each game against what the program
announced meanwhile: spoken, in order, once, uncut.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, cast

from orca_counts import Counts, count

if TYPE_CHECKING:
    from orca_check import Player
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget
    from support.scripted import ScriptedRng

    from dicegame.games.farkle.ui.view import FarkleView
    from dicegame.games.penta.ui.view import PentaView
    from dicegame.ui.window.mainwindow import MainWindow


@dataclass
class GameRun:
    """Where one game is in the announcements and in Orca's speech."""

    name: str
    heard: tuple[int, int] = (0, 0)  # player.heard[a:b]
    said: tuple[int, int] = (0, 0)  # Orca's utterances [a:b]
    counts: Counts | None = None


# ----- Farkle ---------------------------------------------------------------------------------
# Each human turn: the rolls' dice, and after each roll what the player does ("bank", "roll"
# on, or nothing after a farkle). The dice set aside are the roll's best (core rules).
FarkleTurn = Sequence[tuple[Sequence[int], str]]
FARKLE_TURNS: dict[str, list[FarkleTurn]] = {
    "Ana": [
        [([1, 1, 1, 2, 3, 4], "bank")],
        [([5, 2, 3, 3, 6, 6], "roll"), ([1, 1, 1, 1, 2], "bank")],
        [([2, 3, 4, 6, 2, 3], "")],  # a farkle, nothing at stake
        [([1, 2, 3, 4, 5, 6], "bank")],  # a straight: hot dice, banked
        [([1, 1, 1, 5, 2, 3], "bank")],
    ],
    "Rui": [
        [([5, 5, 5, 2, 3, 4], "bank")],
        [([1, 2, 3, 4, 6, 6], "roll"), ([2, 3, 4, 6, 2], "")],  # a farkle, 100 lost
        [([1, 5, 2, 3, 4, 6], "roll"), ([2, 2, 2, 3, 4], "bank")],
        [([6, 6, 6, 1, 2, 3], "bank")],
        [([1, 1, 1, 1, 1, 1], "bank")],
    ],
}
FARKLE_DEFAULT_TURN: FarkleTurn = [([1, 2, 3, 4, 6, 6], "bank")]

# ----- Penta ----------------------------------------------------------------------------------
# Each of Ana's rounds: the dice of each roll (the dice rolled, in order), the dice held by
# their digit before the next roll, the box meant (its letter key; the best open box if it
# is filled), and how it is scored: "twice" (its letter twice), "enter" (its letter, then
# Enter), "auto" (three rolls, the auto-score scores).
PentaRound = tuple[list[list[int]], list[list[int]], str, str]
PENTA_ROUNDS: list[PentaRound] = [
    ([[2, 6, 5, 5, 1], [5, 3, 5]], [[3, 4]], "FIVES", "twice"),
    ([[1, 2, 3, 4, 6]], [], "SMALL_STRAIGHT", "enter"),
    ([[6, 6, 6, 2, 2]], [], "FULL_HOUSE", "twice"),
    ([[4, 4, 1, 2, 3], [4, 5, 6], [4, 4]], [[1, 2], [3]], "", "auto"),
    ([[2, 3, 4, 5, 6]], [], "LARGE_STRAIGHT", "twice"),
    ([[6, 6, 5, 4, 1], [6, 3, 2]], [[1, 2]], "SIXES", "twice"),
    ([[2, 2, 2, 5, 1]], [], "TWOS", "enter"),
    ([[1, 1, 2, 3, 5], [1, 6, 6], [1, 2]], [[1, 2], [3]], "", "auto"),
    ([[3, 3, 4, 4, 1], [3, 5, 5]], [[1, 2]], "THREES", "twice"),
    ([[4, 4, 4, 6, 6]], [], "THREE_OF_A_KIND", "twice"),
    ([[5, 5, 2, 3, 6]], [], "CHANCE", "enter"),
    ([[6, 5, 4, 4, 1], [2, 2, 3, 5, 6], [1, 3, 3, 4, 5]], [[], []], "", "auto"),
    ([[4, 4, 4, 4, 2]], [], "FOUR_OF_A_KIND", "twice"),
]


def _press(
    player: Player, widget: QWidget, key: Qt.Key, busy: Callable[[], bool] | None = None
) -> None:
    """Press ``key`` on ``widget``, wait until ``busy()`` is over (the dice landed), then
    listen."""
    from PySide6.QtTest import QTest

    QTest.keyClick(widget, key)
    if busy is not None:
        player.settle(0.1)
        player.wait_for(lambda: not busy(), 30, "the dice to land")
    player.listen()


def _digit(number: int) -> Qt.Key:
    from PySide6.QtCore import Qt

    return Qt.Key(Qt.Key.Key_0.value + number)


def open_main_window(player: Player, pace_ms: int) -> tuple[MainWindow, ScriptedRng]:
    """The real main window, shown and active, each message it announces heard by
    ``player``; its dice from the scripted generator returned with it (empty: the
    computer's own), the real roll animation and countdown, the computer at ``pace_ms``
    a step (the pace Orca keeps up with)."""
    from support.scripted import ScriptedRng

    from dicegame.engine.timing import Timing
    from dicegame.ui.voice import announce
    from dicegame.ui.window.mainwindow import MainWindow

    announce.listen(lambda _widget, text: player.heard.append(text))
    rng = ScriptedRng([])
    timing = replace(Timing(), computer_step_ms=pace_ms)
    window = MainWindow(timing=timing, rng_factory=lambda: rng)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    return window, rng


def play_whole(player: Player, pace_ms: int) -> list[GameRun]:
    """Play the two whole games in the real main window; the runs, not yet counted."""
    from dicegame.ui.voice import speech

    window, rng = open_main_window(player, pace_ms)
    player.voice_idle = lambda: speech.voice_for(window).waiting_ms() < 0
    player.settle(2.0)
    runs = [_farkle(player, window, rng), _penta(player, window, rng)]
    window.close()
    player.settle(0.5)
    return runs


def _begin(player: Player, name: str) -> GameRun:
    player.listen()
    run = GameRun(name)
    run.heard = (len(player.heard), 0)
    run.said = (len(player.orca.spoken_all()), 0)
    return run


def _end(player: Player, run: GameRun, over: Callable[[], bool]) -> None:
    """Wait for the end of the game, its result said and Play again focused (and read)."""
    player.wait_for(over, 300, f"the end of the {run.name} game")
    player.settle(1.0)
    player.listen()
    player.settle(1.0)
    player.listen()
    run.heard = (run.heard[0], len(player.heard))
    run.said = (run.said[0], len(player.orca.spoken_all()))


def _farkle(player: Player, window: MainWindow, rng: ScriptedRng) -> GameRun:
    from PySide6.QtCore import Qt

    from dicegame.core.setup import GameSetup
    from dicegame.games.farkle.core import FARKLE, TARGET
    from dicegame.games.farkle.core.rules import FarklePhase, best_selection

    run = _begin(player, "Farkle")
    setup = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), options={TARGET: 5000})
    view = cast("FarkleView", window.start_game(setup))
    engine, card = view.engine, view.hand_over
    player.settle(1.0)
    player.listen()  # then the player moves the focus (a focus move cuts speech)
    view.setFocus()
    turns = {name: list(plans) for name, plans in FARKLE_TURNS.items()}

    def ready() -> bool:  # a human may act (or the card waits for one), or the game is over
        if engine.game.is_over:
            return True
        if engine.is_computer_turn or engine.computer_pending or engine.rolling:
            return False
        return card.waiting() or engine.game.phase is FarklePhase.TURN_START

    while not engine.game.is_over:
        if not player.wait_for(ready, 300, "a human's turn"):
            break
        if engine.game.is_over:
            break
        player.listen()
        if card.waiting():
            _press(player, view, Qt.Key.Key_Space)
        name = engine.game.player.name
        plan = turns[name].pop(0) if turns.get(name) else FARKLE_DEFAULT_TURN
        for dice, then in plan:
            rng.script = list(dice[: engine.game.dice_to_roll])
            _press(player, view, Qt.Key.Key_Space, lambda: engine.rolling)
            if engine.game.phase is not FarklePhase.CHOOSING:
                break  # a farkle: the turn passes by itself
            for index in best_selection(engine.game.roll_dice):
                _press(player, view, _digit(index + 1))
            if then == "bank":
                _press(player, view, Qt.Key.Key_B)
                break
        rng.script = []  # the turn passes (after a farkle's banner): ready() waits for it
    _end(player, run, lambda: view.game_end.is_over())
    return run


def _penta(player: Player, window: MainWindow, rng: ScriptedRng) -> GameRun:
    from PySide6.QtCore import Qt

    from dicegame.core.setup import GameSetup
    from dicegame.games.penta.core.rules import Box
    from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet
    from dicegame.games.penta.ui.sheet.sheet_selection import BOX_KEYS

    run = _begin(player, "Penta")
    view = cast("PentaView", window.start_game(GameSetup(humans=("Ana",))))
    engine = view.engine
    player.settle(1.5)
    sheet = view.findChild(ScoreSheet, "scoreSheet")
    assert sheet is not None
    player.listen()  # "Ana, your turn. Round 1/13.", then the focus to the sheet
    sheet.setFocus()

    def ready() -> bool:
        if engine.game.is_over:
            return True
        return not (engine.is_computer_turn or engine.computer_pending or engine.rolling) and (
            engine.awaiting_first_roll
        )

    for rolls, holds, meant, how in PENTA_ROUNDS:
        if not player.wait_for(ready, 300, "Ana's turn") or engine.game.is_over:
            break
        player.listen()
        filled = engine.game.sheets[0].filled_count  # Ana's boxes before this round
        for number, dice in enumerate(rolls):
            rng.script = list(dice)
            _press(player, sheet, Qt.Key.Key_Space, lambda: engine.rolling)
            if number < len(holds):
                for die in holds[number]:
                    _press(player, sheet, _digit(die))
        rng.script = []
        if how == "auto":
            # her box scored (the computer's turn may be over by the time she has listened)
            def scored(before: int = filled) -> bool:
                return engine.game.sheets[0].filled_count > before

            player.wait_for(scored, 30, "a score")
            continue
        options = engine.game.options()  # the open boxes (the joker rule applied)
        box = Box[meant]
        if box not in options:
            box = max(options, key=lambda b: (options[b], -b))
        _press(player, sheet, BOX_KEYS[box])
        _press(player, sheet, BOX_KEYS[box] if how == "twice" else Qt.Key.Key_Return)
    _end(player, run, lambda: view.game_end.is_over())
    return run


def count_runs(player: Player, runs: Sequence[GameRun]) -> None:
    """Count each game's speech (sets ``run.counts``)."""
    said = player.orca.spoken_at()
    for run in runs:
        heard = player.heard[run.heard[0] : run.heard[1]]
        run.counts = count(heard, said, run.said[0], run.said[1])


def save_runs(player: Player, runs: Sequence[GameRun], path: Path) -> None:
    """What each game announced and where its speech is in Orca's log (to count again:
    ``orca_counts.count``)."""
    data = [
        {
            "game": run.name,
            "heard": player.heard[run.heard[0] : run.heard[1]],
            "said": list(run.said),
        }
        for run in runs
    ]
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def recount(said: Sequence[tuple[float, str]], path: Path) -> list[GameRun]:
    """The games of a kept run (``path``: its announced.json), counted again on ``said``
    (Orca's speech from that run's log)."""
    runs = []
    for data in json.loads(path.read_text(encoding="utf-8")):
        heard, (first, last) = data["heard"], data["said"]
        runs.append(GameRun(data["game"], counts=count(heard, said, first, last)))
    return runs


def report(runs: Sequence[GameRun]) -> tuple[list[str], int]:
    """The report's lines and how many counts fall short of the messages announced (0:
    every message spoken, in order, once and uncut, in both games)."""
    lines, short = [], 0
    for run in runs:
        counts = run.counts
        assert counts is not None
        short += len(counts.short())
        lines.append(f"{'FAIL' if counts.short() else 'PASS'}  {run.name}: {counts.line()}")
        for name, examples in counts.missed.items():
            lines.append(f"        not {name.replace('_', ' ')}:")
            lines += [f"          {example}" for example in examples]
    return lines, short
