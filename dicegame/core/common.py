"""Pieces shared by both game cores: players, errors, ranking, dice checks.

Pure Python; imports no Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

MIN_HUMANS = 1
MAX_HUMANS = 6


class GameError(Exception):
    """Base class of every illegal action in a game core."""


class InvalidDiceError(GameError, ValueError):
    """Dice values outside 1..6, or the wrong number of dice."""


class GameOverError(GameError):
    """An action was attempted after the game ended."""


class PlayerSetupError(GameError, ValueError):
    """The list of players is not allowed (count, names)."""


@dataclass(frozen=True)
class Player:
    """A seat at the table: a name and whether the computer plays it."""

    name: str
    is_computer: bool = False


def make_players(players: Sequence[str | Player] | int) -> tuple[Player, ...]:
    """Normalise a player list: an int n gives "Player 1".."Player n".

    At most one computer seat; 1 to 6 human seats. A game of only the computer
    is allowed (it is how simulations run), so at least one seat is required.
    """
    if isinstance(players, int):
        players = [f"Player {i + 1}" for i in range(players)]
    seats = tuple(p if isinstance(p, Player) else Player(str(p)) for p in players)
    humans = sum(not p.is_computer for p in seats)
    computers = len(seats) - humans
    if not seats:
        raise PlayerSetupError("a game needs at least one player")
    if humans > MAX_HUMANS:
        raise PlayerSetupError(f"at most {MAX_HUMANS} human players, got {humans}")
    if computers > 1:
        raise PlayerSetupError(f"at most one computer player, got {computers}")
    return seats


def check_dice(dice: Iterable[int], count: int | None = None) -> tuple[int, ...]:
    """Return dice as a tuple after checking every value is 1..6 (and the count)."""
    values = tuple(dice)
    if count is not None and len(values) != count:
        raise InvalidDiceError(f"expected {count} dice, got {len(values)}: {values}")
    for value in values:
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
            raise InvalidDiceError(f"a die shows 1 to 6, got {value!r}")
    return values


def rank(totals: Sequence[int]) -> list[int]:
    """Competition ranking: place of each total, equal totals share a place.

    >>> rank([120, 300, 120, 50])
    [2, 1, 2, 4]
    """
    return [1 + sum(other > total for other in totals) for total in totals]
