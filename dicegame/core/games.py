"""The games the program knows, as the core sees them: one descriptor each, in a registry.

Pure Python; imports no Qt. A game's core descriptor, a :class:`GameSpec`, says everything
the shared core and ``persist`` would otherwise ask by testing the game's type: its kind
(a plain string, the key of saves, records and settings), its English name, how a new
game is made from a setup, its save codec (``state_to_dict`` / ``state_from_dict``, which
checks what it reads), its statistics class and how a finished game adds to the records,
and what the warm-up computes for it. The interface has its own registry,
:mod:`dicegame.ui.games`, keyed by the same kinds.

The built-in games are listed in :data:`BUILT_IN` (the one place a new game of the
program is added); each one's descriptor module is imported when the game is first asked
for, so naming a kind costs nothing at start-up. :func:`register` adds a game while the
program runs (the tests' third game), :func:`unregister` takes it away again.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from dicegame.core.common import GameError, Player, PlayerSetupError
from dicegame.core.player_stats import PlayerStats
from dicegame.core.registry import LazyRegistry
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA

__all__ = [
    "BUILT_IN",
    "Game",
    "GameSpec",
    "Option",
    "SeatResult",
    "Setup",
    "Tracker",
    "UnknownGameError",
    "game_spec",
    "is_known",
    "kinds",
    "register",
    "spec_of",
    "unregister",
]

#: The program's own games, in the order they are offered: kind → its descriptor module
#: (which defines ``SPEC``). Penta comes first: the default game.
BUILT_IN: dict[str, str] = {
    PENTA: "dicegame.games.penta.core.game",
    FARKLE: "dicegame.games.farkle.core.game",
}


class UnknownGameError(GameError, LookupError):
    """No game of that kind is known; ``kind`` is what was asked for (a code, no words:
    a save of an unknown game is refused with ``Problem.UNKNOWN_GAME``)."""

    def __init__(self, kind: object) -> None:
        super().__init__(f"no game of kind {kind!r}")
        self.kind = kind


class Game(Protocol):
    """What the shared core and ``persist`` need of a game's core object."""

    rng: random.Random
    current: int

    @property
    def players(self) -> Sequence[Player]: ...

    @property
    def is_over(self) -> bool: ...


class Setup(Protocol):
    """What a game's descriptor needs of its setup (a ``core.setup.GameSetup``)."""

    @property
    def kind(self) -> str: ...

    @property
    def level(self) -> str: ...

    @property
    def options(self) -> Mapping[str, Any]: ...

    def players(self) -> tuple[Player, ...]: ...


class Tracker(Protocol):
    """What a game counts while it is played for its records, beyond its final state
    (Farkle: the farkles and hot dice of each seat). The autosave calls :meth:`observe`
    after every change and keeps :meth:`to_dict` in the save under the game's
    ``tracker_key``."""

    def observe(self, game: Any) -> None: ...

    def to_dict(self) -> dict[str, Any]: ...


class SeatResult(NamedTuple):
    """What a finished game adds to one seat's records: its score, and the game's own
    counts (names of its statistics class's ``EXTRA_FIELDS``)."""

    player: Player
    score: int
    counts: Mapping[str, int]


@dataclass(frozen=True)
class Option:
    """One choice of a game's own, besides the players and the computer's level (Farkle's
    target): its name (the key in a setup's ``options`` and in a save), the values it
    takes, in the order New game lists them, and the one it takes unless chosen."""

    name: str
    values: tuple[int | str, ...]
    default: int | str

    def __post_init__(self) -> None:
        if self.default not in self.values:
            raise ValueError(f"the default of {self.name!r} is not one of its values")

    def checked(self, value: object) -> int | str:
        """``value`` as one of :attr:`values`; a ``PlayerSetupError`` when it is not one
        (a bool is no number here, nor a float a whole one)."""
        for allowed in self.values:
            if type(value) is type(allowed) and value == allowed:
                return allowed
        raise PlayerSetupError(f"the {self.name} is one of {list(self.values)}")


@dataclass(frozen=True)
class GameSpec:
    """A game as the core sees it (see the module's docstring).

    The functions take the game's own core object: ``Any`` here, since each game's
    descriptor holds its own functions.
    """

    kind: str
    name: str  # in English: for logs and errors (the interface has its translated title)
    game_class: type[Any]
    new_game: Callable[[Setup, random.Random], Game]
    state_to_dict: Callable[[Any], dict[str, Any]]
    # Rebuild the state of a save; raise core.validate.SaveFormatError on anything invalid.
    state_from_dict: Callable[[Any, Setup, random.Random], Game]
    stats_class: type[PlayerStats]
    # Each seat's score and counts, in seat order, once the game is over; the tracker is
    # the one the game was played with (None: a save that had none, or no tracker).
    results: Callable[[Any, Any], Sequence[SeatResult]]
    tracker_key: str = ""  # the key of the tracker in a save's ``extra`` ("": none)
    new_tracker: Callable[[int], Tracker] | None = None  # for this many seats
    tracker_from_dict: Callable[[Any, int], Tracker] | None = None  # checks what it reads
    warm_up: tuple[Callable[[], None], ...] = field(default=())
    # The computer's levels, in the order New game lists them (() : no computer levels),
    # the one it plays unless another is chosen, and its own options (Option).
    levels: tuple[str, ...] = ()
    default_level: str = ""
    options: tuple[Option, ...] = ()
    # The setup's field that held the level in saves from before levels and options were
    # kept apart ("computer_level"); its options were then fields of their own names.
    level_key_before: str = ""

    def checked_choices(
        self, level: str, options: Mapping[str, object]
    ) -> tuple[str, dict[str, int | str]]:
        """The level ("" : the default) and options of a setup of this game, checked and
        completed with the defaults: the level as :attr:`levels` spells it, every option
        one of its values. A ``PlayerSetupError`` names what is not allowed."""
        if not self.levels:
            if level:
                raise PlayerSetupError(f"{self.name} has no computer levels")
        else:
            level = level or self.default_level
            if level not in self.levels:
                raise PlayerSetupError(f"the computer level is one of {list(self.levels)}")
            level = self.levels[self.levels.index(level)]  # the game's own spelling
        names = {option.name for option in self.options}
        unknown = sorted(str(name) for name in options if name not in names)
        if unknown:
            raise PlayerSetupError(f"{self.name} has no option {unknown[0][:40]!r}")
        chosen = {
            option.name: option.checked(options.get(option.name, option.default))
            for option in self.options
        }
        return level, chosen

    @property
    def max_score(self) -> int:
        """The highest score one seat can make (the records refuse more)."""
        return self.stats_class.MAX_SCORE

    def owns(self, game: object) -> bool:
        """``game`` is one of this game's core objects."""
        return isinstance(game, self.game_class)

    def tracker_of(self, extra: Mapping[str, Any], seats: int) -> Tracker | None:
        """The tracker kept in a save's ``extra`` (a new one when it has none; None for a
        game without). Raises ``SaveFormatError`` when it is damaged."""
        if self.new_tracker is None or self.tracker_from_dict is None:
            return None
        data = extra.get(self.tracker_key)
        return self.new_tracker(seats) if data is None else self.tracker_from_dict(data, seats)


_registry: LazyRegistry[GameSpec] = LazyRegistry(BUILT_IN, "SPEC")


def is_known(kind: object) -> bool:
    """``kind`` names a game of the program or one registered (imports nothing)."""
    return _registry.is_known(kind)


def game_spec(kind: object) -> GameSpec:
    """The descriptor of game ``kind``; :class:`UnknownGameError` when none is known."""
    spec = _registry.get(kind)
    if spec is None:
        raise UnknownGameError(kind)
    return spec


def spec_of(game: object) -> GameSpec:
    """The descriptor of the game ``game`` is one of (its core object's class decides);
    :class:`UnknownGameError` when no known game owns it."""
    for kind in kinds():
        spec = game_spec(kind)
        if spec.owns(game):
            return spec
    raise UnknownGameError(type(game).__name__)


def kinds() -> tuple[str, ...]:
    """Every known game's kind: the built-in ones first, then those registered since."""
    return _registry.kinds()


def register(spec: GameSpec) -> None:
    """Add a game (a ``ValueError`` when its kind is taken)."""
    _registry.register(spec.kind, spec, "known")


def unregister(kind: str) -> None:
    """Take a registered game away again (the built-in ones stay)."""
    _registry.unregister(kind)
