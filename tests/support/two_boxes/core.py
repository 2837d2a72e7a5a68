"""Two boxes' core: the rules, its save codec and its statistics (pure Python, no Qt)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dicegame.core.common import GameError, GameOverError, Player, rank
from dicegame.core.games import GameSpec, Option, SeatResult, Setup
from dicegame.core.player_stats import PlayerStats
from dicegame.core.saves import players_from_list, players_to_list
from dicegame.core.validate import Problem, expect_int, expect_list, expect_object, fail

from . import HIGH_OPTION, TWO_BOXES

LOW, HIGH = 0, 1  # the boxes: the die, twice (or three times) the die
BOXES = (LOW, HIGH)
TIMES = (2, 3)  # what the High box may score, times the die (its option's values)


class TwoBoxesError(GameError):
    """An action the rules do not allow now."""


class TwoBoxesGame:
    """The table: whose turn, the die rolled (None before the roll), everyone's boxes."""

    def __init__(
        self, players: Sequence[Player], rng: random.Random | None = None, high: int = 2
    ) -> None:
        self.players = tuple(players)
        self.rng = rng or random.Random()
        self.times = (1, high)  # each box's points, times the die
        self.current = 0
        self.die: int | None = None
        self.boxes: list[list[int | None]] = [[None, None] for _ in self.players]

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def is_over(self) -> bool:
        return all(value is not None for boxes in self.boxes for value in boxes)

    def totals(self) -> list[int]:
        return [sum(value or 0 for value in boxes) for boxes in self.boxes]

    def ranking(self) -> list[tuple[int, int, Player, int]]:
        totals = self.totals()
        places = rank(totals)
        rows = [(places[s], s, self.players[s], totals[s]) for s in range(len(totals))]
        return sorted(rows, key=lambda row: (row[0], row[1]))

    def open_boxes(self) -> list[int]:
        return [box for box in BOXES if self.boxes[self.current][box] is None]

    def roll(self) -> int:
        if self.is_over:
            raise GameOverError("the game is over")
        if self.die is not None:
            raise TwoBoxesError("one roll a turn")
        self.die = self.rng.randint(1, 6)
        return self.die

    def score(self, box: int) -> int:
        if self.die is None:
            raise TwoBoxesError("roll first")
        if box not in self.open_boxes():
            raise TwoBoxesError("that box is filled")
        points = self.die * self.times[box]
        self.boxes[self.current][box] = points
        self.die = None
        if not self.is_over:
            self.current = (self.current + 1) % len(self.players)
        return points


# ----- its save codec -------------------------------------------------------------------
def state_to_dict(game: TwoBoxesGame) -> dict[str, Any]:
    return {
        "players": players_to_list(game.players),
        "current": game.current,
        "die": game.die,
        "boxes": [list(boxes) for boxes in game.boxes],
    }


def state_from_dict(data: Any, setup: Setup, rng: random.Random) -> TwoBoxesGame:
    obj = expect_object(data, "The Two boxes state", ("players", "current", "die", "boxes"))
    high = int(setup.options[HIGH_OPTION])
    game = TwoBoxesGame(players_from_list(obj["players"], setup), rng, high)
    count = len(game.players)
    game.current = expect_int(obj["current"], "The current player", 0, count - 1)
    die = obj["die"]
    game.die = None if die is None else expect_int(die, "The die", 1, 6)
    rows = expect_list(obj["boxes"], "The boxes", count, count)
    for seat, row in enumerate(rows):
        values = expect_list(row, "A player's boxes", 2, 2)
        for box, value in enumerate(values):
            times = game.times[box]
            if value is not None and expect_int(value, "A box", 1, 6 * times) % times:
                fail(Problem.BAD_VALUE, f"The High box holds {times} times a die.")
        game.boxes[seat] = list(values)
    if game.is_over and game.die is not None:
        fail(Problem.INCONSISTENT, "A finished game shows no die.")
    return game


# ----- its statistics ------------------------------------------------------------------
@dataclass
class TwoBoxesStats(PlayerStats):
    """A player's Two boxes statistics: sixes rolled and scored, besides what every game
    counts."""

    sixes: int = 0

    MAX_SCORE = 6 + 6 * max(TIMES)
    EXTRA_FIELDS = ("sixes",)


def seat_results(game: TwoBoxesGame, _tracker: object = None) -> list[SeatResult]:
    return [
        SeatResult(player, total, {"sixes": _sixes(game, seat)})
        for seat, (player, total) in enumerate(zip(game.players, game.totals(), strict=True))
    ]


def _sixes(game: TwoBoxesGame, seat: int) -> int:
    return sum(
        value == 6 * times for value, times in zip(game.boxes[seat], game.times, strict=True)
    )


def new_game(setup: Setup, rng: random.Random) -> TwoBoxesGame:
    return TwoBoxesGame(setup.players(), rng, int(setup.options[HIGH_OPTION]))


SPEC = GameSpec(
    kind=TWO_BOXES,
    name="Two boxes",
    game_class=TwoBoxesGame,
    new_game=new_game,
    state_to_dict=state_to_dict,
    state_from_dict=state_from_dict,
    stats_class=TwoBoxesStats,
    results=seat_results,
    options=(Option(HIGH_OPTION, TIMES, 2),),  # its own: New game offers it
)
