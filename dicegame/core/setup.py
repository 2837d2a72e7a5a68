"""What the New game dialog chooses: a plain value shared by the UI, engines and saves."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from enum import StrEnum

from dicegame.core.common import (
    DEFAULT_TARGET,
    MAX_HUMANS,
    MIN_HUMANS,
    TARGETS,
    Player,
    PlayerSetupError,
)
from dicegame.core.games import BUILT_IN, UnknownGameError, is_known
from dicegame.core.limits import clean_name

#: The game a setup is of unless it says (the first game offered).
DEFAULT_KIND = next(iter(BUILT_IN))


class ComputerLevel(StrEnum):
    """Farkle computer strength (Penta's is :class:`PentaLevel`)."""

    NORMAL = "normal"
    EXPERT = "expert"
    MASTER = "master"


class PentaLevel(StrEnum):
    """How well the Penta computer plays (see :mod:`dicegame.games.penta.core.levels`)."""

    MASTER = "master"  # strongest first, as the New game dialog lists them
    PERFECT = "perfect"
    GOOD = "good"
    CASUAL = "casual"
    BEGINNER = "beginner"


#: The Penta computer's level unless the player chooses another.
DEFAULT_PENTA_LEVEL = PentaLevel.PERFECT

COMPUTER_NAME = "Computer"
# A name the player did not type: stored in English ("Player 2"), shown in the interface
# language (see dicegame.ui.voice.words.player_name). Saves stay plain strings.
_DEFAULT_NAME = re.compile(r"Player ([1-9])")


def default_name(number: int) -> str:
    """The stored default name of human player ``number`` (1-based)."""
    return f"Player {number}"


def default_name_number(name: str) -> int | None:
    """The player number of a stored default name, None for a typed name."""
    match = _DEFAULT_NAME.fullmatch(name)
    return int(match.group(1)) if match else None


@dataclass(frozen=True)
class GameSetup:
    """A new game: which game (a kind known to :mod:`dicegame.core.games`), the human
    names, the computer seat, the Farkle target."""

    kind: str = DEFAULT_KIND
    humans: tuple[str, ...] = ("Player 1",)
    with_computer: bool = True
    computer_level: ComputerLevel = ComputerLevel.NORMAL
    target: int = DEFAULT_TARGET
    computer_name: str = field(default=COMPUTER_NAME)
    penta_level: PentaLevel = DEFAULT_PENTA_LEVEL

    def __post_init__(self) -> None:
        if not is_known(self.kind):
            raise UnknownGameError(self.kind)
        # one string object per kind, as the games' constants are (`is` compares them)
        object.__setattr__(self, "kind", sys.intern(self.kind))
        # Names as kept and shown everywhere: no control characters, the shared length.
        object.__setattr__(self, "humans", tuple(clean_name(name) for name in self.humans))
        object.__setattr__(self, "computer_name", clean_name(self.computer_name))
        if not MIN_HUMANS <= len(self.humans) <= MAX_HUMANS:
            raise PlayerSetupError(f"{MIN_HUMANS} to {MAX_HUMANS} human players")
        if any(not name for name in (*self.humans, self.computer_name)):
            raise PlayerSetupError("every player needs a name")
        if self.target not in TARGETS:
            raise PlayerSetupError(f"the target is one of {TARGETS}")

    def players(self) -> tuple[Player, ...]:
        """The seats in playing order: the humans, then the computer if it plays."""
        seats = [Player(name.strip()) for name in self.humans]
        if self.with_computer:
            seats.append(Player(self.computer_name, is_computer=True))
        return tuple(seats)
