"""``settings.ini`` and the player's choices in it.

Every key of the file is declared ONCE, in :data:`KEYS` (name, default, how a stored value
is read, the allowed values); :class:`Settings` reads and writes only through those
declarations, and everyone else (the menus, :class:`dicegame.i18n.LanguageManager`, the
window's remembered place in :mod:`dicegame.ui.window.geometry`) asks :class:`Settings`. A
missing, garbled or out-of-range value reads as its default; writing a value that is not
allowed raises ``ValueError``. The file itself is :class:`IniStore`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

from PySide6.QtCore import QObject, Signal

from dicegame.core.limits import DEFAULT_AUTO_SCORE_SECONDS
from dicegame.i18n import LANGUAGES
from dicegame.persist.folders import settings_path
from dicegame.persist.ini_store import IniStore

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from dicegame.core.setup import Choices, GameSetup

__all__ = [
    "Pace",
    "PACE_DELAY_MS",
    "TEXT_SCALES",
    "AUTO_SCORE_SECONDS",
    "DEFAULT_AUTO_SCORE_SECONDS",
    "Key",
    "KEYS",
    "IniStore",
    "Settings",
]

V = TypeVar("V")


class Pace(StrEnum):
    """How fast the computer's turns are shown."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"  # the result at once (shown, spoken, its steps in the log)
    SPEECH = "speech"  # for screen readers: the computer's spoken turn fits, with room


# Normal and Fast: a Penta computer turn in at most 5 s and 2.5 s (benchmarks/pace.py).
PACE_DELAY_MS = {
    Pace.SLOW: 1400,
    Pace.NORMAL: 400,
    Pace.FAST: 100,
    Pace.SPEECH: 2000,
    Pace.INSTANT: 0,
}
# At these paces the computer waits behind a card while the human's move can be undone;
# at the others it plays at once, and an undo takes its unfinished turn back too.
WAITING_PACES = frozenset({Pace.SLOW, Pace.SPEECH})
# The game's text sizes, in percent of the system's (Settings.text_scale).
TEXT_SCALES: tuple[int, ...] = (100, 125, 150, 175, 200)

# Game ▸ Auto-score: seconds before a Penta roll is scored by itself; 0 = off (the player
# must choose). 3 s is the spec's; more for players who need time (WCAG "timing adjustable").
AUTO_SCORE_SECONDS = (3, 5, 10, 30, 0)  # the default, DEFAULT_AUTO_SCORE_SECONDS, is core's
# The option it replaced only hid the countdown while scoring went on; it chose no time,
# so it is dropped when settings are opened and the default time applies.
OBSOLETE_KEYS = ("countdown_visible",)

# A window's place: x, y, width, height.
Rect = tuple[int, int, int, int]


# ----- how stored values are read (each raises ValueError or TypeError when it is not one) ---
def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(value)
    return value


def _whole(value: Any) -> int:
    if isinstance(value, bool):
        raise TypeError(value)
    return int(value)


def _bool(value: Any) -> bool:
    """QSettings gives back bools as bools in-process and as text from an INI file."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    raise ValueError(value)


def _rect(value: Any) -> Rect:
    """A rectangle kept as "x,y,width,height"."""
    parts = value.split(",") if isinstance(value, str) else value
    x, y, width, height = (_whole(part) for part in parts)
    return (x, y, width, height)


def _setup(value: Any) -> GameSetup:
    """A game's setup, kept as one line of ASCII JSON (any name survives the INI file).

    The save format is imported here, not at start-up: the welcome page never needs it."""
    from dicegame.core.setup import GameSetup

    if isinstance(value, GameSetup):
        return value
    import json

    from dicegame.core.saves import setup_from_dict

    return setup_from_dict(json.loads(_text(value)))  # SaveFormatError is a ValueError


def _setup_text(setup: GameSetup) -> str:
    import json

    from dicegame.core.saves import setup_to_dict

    return json.dumps(setup_to_dict(setup), ensure_ascii=True, separators=(",", ":"))


def _choices(value: Any) -> Mapping[str, Choices]:
    """Each game's level and options as last chosen, kept as one line of ASCII JSON (a game
    no longer known, or a choice no longer allowed, is left out)."""
    import json

    from dicegame.core.saves import choices_from_dict

    if isinstance(value, dict):  # as set: checked again
        return choices_from_dict(json.loads(_choices_text(value)))
    return choices_from_dict(json.loads(_text(value)))  # SaveFormatError is a ValueError


def _choices_text(choices: Mapping[str, Choices]) -> str:
    import json

    from dicegame.core.saves import choices_to_dict

    return json.dumps(choices_to_dict(choices), ensure_ascii=True, separators=(",", ":"))


def _encode(value: Any) -> str:
    """The text kept in the file for a (checked) value."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ",".join(str(part) for part in value)
    return str(value)  # a StrEnum gives its value


class Key(NamedTuple, Generic[V]):
    """One key of ``settings.ini``."""

    name: str  # in the file ("window/rect": key rect of the group window)
    default: V  # when missing, unreadable or not allowed (None: no value, e.g. "follow the system")
    read: Callable[[Any], V]  # stored value -> value; the type of the key
    allowed: tuple[Any, ...] | None = None  # None: any value ``read`` accepts
    encode: Callable[[Any], str] = _encode  # checked value -> the text in the file


LANGUAGE: Key[str | None] = Key("language", None, _text, tuple(LANGUAGES))  # None: the system's
COMPUTER_PACE: Key[Pace] = Key("computer_pace", Pace.NORMAL, Pace, tuple(Pace))
AUTO_SCORE: Key[int] = Key(
    "auto_score_seconds", DEFAULT_AUTO_SCORE_SECONDS, _whole, AUTO_SCORE_SECONDS
)
TEXT_SCALE: Key[int] = Key("text_scale", 100, _whole, TEXT_SCALES)
CHANCES_VISIBLE: Key[bool] = Key("chances_visible", True, _bool)  # both games' chance to win
SOUNDS: Key[bool] = Key("sounds", True, _bool)
ANIMATIONS: Key[bool] = Key("animations", True, _bool)  # dice tumble, celebrations move
LOOKS = ("system", "light", "dark", "contrast", "table")  # Game ▸ Look ("system": the desktop's)
LOOK: Key[str] = Key("look", "system", _text, LOOKS)
HAND_OVER: Key[bool] = Key("hand_over", True, _bool)  # wait for the next human's key press
WINDOW_SCREEN: Key[str | None] = Key("window/screen", None, _text)  # QScreen.name()
WINDOW_RECT: Key[Rect | None] = Key("window/rect", None, _rect)  # the normal geometry
WINDOW_MAXIMIZED: Key[bool] = Key("window/maximized", False, _bool)
# The last game's setup (game, names, computer, levels, target): New game offers it again.
LAST_SETUP: Key[GameSetup | None] = Key("last_setup", None, _setup, encode=_setup_text)
# Each game's own choices (its computer level, its options) when it was last played: New
# game offers them again for each game (a file from before it: read from LAST_SETUP).
GAME_CHOICES: Key[Mapping[str, Choices] | None] = Key(
    "game_choices", None, _choices, encode=_choices_text
)
# Quicker turns (off by default): a human's turn starts with its first roll made; one click
# on an open box of the Penta sheet scores it (Undo is the safety net).
AUTO_ROLL: Key[bool] = Key("auto_first_roll", False, _bool)
ONE_CLICK: Key[bool] = Key("score_one_click", False, _bool)
# Auto-score's time while a screen reader runs and the player chose none: the warning is
# spoken, in full, well before the box is taken (3 s is shorter than its speech).
SCREEN_READER_AUTO_SCORE_SECONDS = 10
AUTO_SCORE_CHOSEN: Key[bool] = Key("auto_score_chosen", False, _bool)  # from the menu
# The same for the computer's pace: until one is chosen, a screen reader gets Pace.SPEECH
# (at Normal and quicker its spoken steps run behind the turn, merged but all said).
PACE_CHOSEN: Key[bool] = Key("computer_pace_chosen", False, _bool)

# Every key of settings.ini.
KEYS: tuple[Key[Any], ...] = (
    LANGUAGE,
    COMPUTER_PACE,
    AUTO_SCORE,
    TEXT_SCALE,
    CHANCES_VISIBLE,
    SOUNDS,
    ANIMATIONS,
    LOOK,
    HAND_OVER,
    WINDOW_SCREEN,
    WINDOW_RECT,
    WINDOW_MAXIMIZED,
    LAST_SETUP,
    GAME_CHOICES,
    AUTO_ROLL,
    ONE_CLICK,
    AUTO_SCORE_CHOSEN,
    PACE_CHOSEN,
)


# ----- the file ----------------------------------------------------------------------------
class Store(Protocol):
    """What :class:`Settings` needs of its store: :class:`IniStore`, or a QSettings."""

    def contains(self, key: str) -> bool: ...
    def value(self, key: str, default: Any = None) -> Any: ...
    def setValue(self, key: str, value: Any) -> None: ...
    def remove(self, key: str) -> None: ...
    def sync(self) -> None: ...
    def status(self) -> QSettings.Status: ...


# ----- the settings ------------------------------------------------------------------------
class Settings(QObject):
    """The player's choices, kept in ``settings.ini`` of the data folder (see :data:`KEYS`).

    :meth:`get` and :meth:`set` take a declared :class:`Key`; the properties and
    ``set_...`` methods below are those calls for each key. :attr:`changed` carries the
    name of the key that changed (``"language"``, ``"computer_pace"``, ...)."""

    changed = Signal(str)
    writeFailed = Signal(str)  # a message for the player, at most once

    def __init__(self, store: Store | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if store is None:
            store = IniStore(settings_path(), self)
        self._store: Store = store
        obsolete = [key for key in OBSOLETE_KEYS if store.contains(key)]
        for key in obsolete:
            store.remove(key)
        if obsolete:
            store.sync()
        self._load_problem_said = False
        if isinstance(store, IniStore):
            store.writeFailed.connect(self.writeFailed)

    @property
    def store(self) -> Store:
        """The file underneath (for tests that write a damaged value on purpose)."""
        return self._store

    @property
    def load_problem(self) -> str | None:
        """Why the file could not be read, in the current language; None once said."""
        if self._load_problem_said or not isinstance(self._store, IniStore):
            return None
        return self._store.load_problem_text()

    @load_problem.setter
    def load_problem(self, value: None) -> None:
        self._load_problem_said = value is None

    # ----- through the declarations -----------------------------------------------------------
    def get(self, key: Key[V]) -> V:
        """The value of ``key``; its default when missing, unreadable or not allowed."""
        raw = self._store.value(key.name)
        if raw is None:
            return key.default
        try:
            value = key.read(raw)
        except (TypeError, ValueError):
            return key.default
        return value if key.allowed is None or value in key.allowed else key.default

    def set(self, key: Key[V], value: V) -> None:
        """Keep ``value`` (``ValueError`` when it is not allowed) and write the file."""
        self.update({key: value})

    def update(self, values: Mapping[Key[Any], Any]) -> None:
        """Keep several values, then write the file once."""
        for key, value in values.items():
            self._put(key, value)
        self._store.sync()  # a write error is reported by status(), never raised
        for key in values:
            self.changed.emit(key.name)

    def _put(self, key: Key[Any], value: Any) -> None:
        if value is None and key.default is None:
            self._store.remove(key.name)
            return
        try:
            checked = key.read(value)
        except (TypeError, ValueError):
            checked = None
        if checked is None or (key.allowed is not None and checked not in key.allowed):
            allowed = list(key.allowed) if key.allowed is not None else key.read.__name__
            raise ValueError(f"{key.name} must be one of {allowed}: {value!r}")
        self._store.setValue(key.name, key.encode(checked))

    def status_ok(self) -> bool:
        """False when the settings file could not be read or written."""
        from PySide6.QtCore import QSettings

        return self._store.status() == QSettings.Status.NoError

    # ----- each key ----------------------------------------------------------------------------
    @property
    def language(self) -> str | None:
        """One of :data:`dicegame.i18n.LANGUAGES`, or None to follow the system."""
        return self.get(LANGUAGE)

    def set_language(self, language: str | None) -> None:
        self.set(LANGUAGE, language)

    @property
    def computer_pace(self) -> Pace:
        return self.get(COMPUTER_PACE)

    def set_computer_pace(self, pace: Pace | str) -> None:
        self.set(COMPUTER_PACE, pace)  # type: ignore[arg-type]  # a str is checked

    @property
    def computer_delay_ms(self) -> int:
        """Pause between the computer's steps at the chosen pace."""
        return PACE_DELAY_MS[self.computer_pace]

    @property
    def auto_score_seconds(self) -> int:
        """Penta's Auto-score time, one of :data:`AUTO_SCORE_SECONDS` (0 = off)."""
        return self.get(AUTO_SCORE)

    def set_auto_score_seconds(self, seconds: int) -> None:
        self.set(AUTO_SCORE, seconds)

    @property
    def auto_score_ms(self) -> int:
        return self.auto_score_seconds * 1000

    @property
    def text_scale(self) -> int:
        """The game's text size in percent of the system's: one of TEXT_SCALES (default 100)."""
        return self.get(TEXT_SCALE)

    def set_text_scale(self, percent: int) -> None:
        self.set(TEXT_SCALE, percent)

    @property
    def chances_visible(self) -> bool:
        """Show everyone's chance to win, in Farkle and Penta (default on)."""
        return self.get(CHANCES_VISIBLE)

    def set_chances_visible(self, visible: bool) -> None:
        self.set(CHANCES_VISIBLE, bool(visible))

    @property
    def sounds(self) -> bool:
        """Play sounds (default on)."""
        return self.get(SOUNDS)

    def set_sounds(self, enabled: bool) -> None:
        self.set(SOUNDS, bool(enabled))

    @property
    def hand_over(self) -> bool:
        """Pass-and-play: between two humans' turns, wait for the next player (default on)."""
        return self.get(HAND_OVER)

    def set_hand_over(self, enabled: bool) -> None:
        self.set(HAND_OVER, bool(enabled))

    @property
    def last_setup(self) -> GameSetup | None:
        """The last game's setup, which the New game dialog offers again across launches
        and after a finished game; None when none was kept or the value is damaged."""
        return self.get(LAST_SETUP)

    def set_last_setup(self, setup: GameSetup | None) -> None:
        """Keep ``setup`` as the last one, and its game's choices in :attr:`game_choices`."""
        if setup is None:
            self.set(LAST_SETUP, None)
            return
        choices: Mapping[str, Choices] | None = {**self.game_choices, setup.kind: setup.choices}
        self.update({LAST_SETUP: setup, GAME_CHOICES: choices})

    def set_game_choices(self, choices: Mapping[str, Choices]) -> None:
        """Keep each game's level and options (New game offers them again)."""
        kept: Mapping[str, Choices] | None = {**self.game_choices, **choices}
        self.set(GAME_CHOICES, kept)

    @property
    def game_choices(self) -> dict[str, Choices]:
        """Each game's level and options when it was last played (New game offers them
        for that game); a file from before they were kept has them in its last setup."""
        if self._store.contains(GAME_CHOICES.name):
            kept: Mapping[str, Choices] | None = self.get(GAME_CHOICES)
            return dict(kept or {})
        raw = self._store.value(LAST_SETUP.name)
        if raw is None:
            return {}
        import json

        from dicegame.core.saves import choices_from_setup_dict

        try:
            return choices_from_setup_dict(json.loads(_text(raw)))
        except ValueError:  # not JSON, or not text
            return {}

    def window_place(self) -> tuple[str | None, Rect | None, bool]:
        """The main window's remembered screen, normal geometry and maximised state."""
        return self.get(WINDOW_SCREEN), self.get(WINDOW_RECT), self.get(WINDOW_MAXIMIZED)

    def set_window_place(self, screen: str, rect: Rect, maximized: bool) -> None:
        self.update({WINDOW_SCREEN: screen, WINDOW_RECT: rect, WINDOW_MAXIMIZED: maximized})
