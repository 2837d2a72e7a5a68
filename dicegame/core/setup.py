"""What the New game dialog chooses: a plain value shared by the UI, engines and saves."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from dicegame.core.common import MAX_HUMANS, MIN_HUMANS, Player, PlayerSetupError
from dicegame.core.games import BUILT_IN, UnknownGameError, game_spec, is_known
from dicegame.core.limits import clean_name

#: The game a setup is of unless it says (the first game offered).
DEFAULT_KIND = next(iter(BUILT_IN))


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


#: A game's own choices: the computer's level and the game's options (as a setup holds them).
Choices = tuple[str, Mapping[str, int | str]]


class Options(Mapping[str, int | str]):
    """A game's options in a setup (name → value): read-only, hashable, equal to a dict
    of the same items."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, int | str] | None = None) -> None:
        self._values = dict(values or {})

    def __getitem__(self, name: str) -> int | str:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(frozenset(self._values.items()))

    def __repr__(self) -> str:
        return f"Options({self._values!r})"


@dataclass(frozen=True)
class GameSetup:
    """A new game: which game (a kind known to :mod:`dicegame.core.games`), the human
    names, the computer seat and its level, and the game's own options.

    What every game has is a field; what a game has of its own is its descriptor's
    (``GameSpec.levels`` and ``GameSpec.options``): ``level`` is one of its levels ("":
    its default), ``options`` maps its options' names to their values (an option left
    out takes its default). Both are checked and completed here, so a setup always holds
    every option of its game; ``options`` is read-only.
    """

    kind: str = DEFAULT_KIND
    humans: tuple[str, ...] = ("Player 1",)
    with_computer: bool = True
    level: str = ""
    options: Mapping[str, int | str] = field(default_factory=Options)
    computer_name: str = field(default=COMPUTER_NAME)

    def __post_init__(self) -> None:
        if not is_known(self.kind):
            raise UnknownGameError(self.kind)
        # one string object per kind, as the games' constants are (`is` compares them)
        object.__setattr__(self, "kind", sys.intern(self.kind))
        level, options = game_spec(self.kind).checked_choices(self.level, self.options)
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "options", Options(options))
        # Names as kept and shown everywhere: no control characters, the shared length.
        object.__setattr__(self, "humans", tuple(clean_name(name) for name in self.humans))
        object.__setattr__(self, "computer_name", clean_name(self.computer_name))
        if not MIN_HUMANS <= len(self.humans) <= MAX_HUMANS:
            raise PlayerSetupError(f"{MIN_HUMANS} to {MAX_HUMANS} human players")
        if any(not name for name in (*self.humans, self.computer_name)):
            raise PlayerSetupError("every player needs a name")

    @property
    def choices(self) -> Choices:
        """Its game's own choices: the level and the options."""
        return self.level, self.options

    def players(self) -> tuple[Player, ...]:
        """The seats in playing order: the humans, then the computer if it plays."""
        seats = [Player(name.strip()) for name in self.humans]
        if self.with_computer:
            seats.append(Player(self.computer_name, is_computer=True))
        return tuple(seats)
