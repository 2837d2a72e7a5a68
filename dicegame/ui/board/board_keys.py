"""A game board's keys, one component for both games.

A view hands :class:`BoardKeys` its key table (a list of :class:`KeyBinding`: which keys,
what they do, a description) and says when "the board has the focus"; the component
watches the view, and optionally some of its children (Penta's dice, which would otherwise
take Space and Enter as buttons), and does the bound action for a plain key press (no
modifier but the keypad's). A focused button keeps its own keys: the view's focus test says
when the board is not the one being typed at.

The tables are data on purpose: each view declares its keys as a class-level table of
:class:`KeyRow` (``PentaView.KEYS``, ``FarkleView.KEYS``: keys, description, no action), and
its ``key_table()`` gives each row its action (:func:`bind_rows`). Help ▸ Keyboard is
generated from those class tables, with no game running, so it cannot drift from the keys.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # PySide6's stubs say it returns an object: it returns its text

    def QT_TRANSLATE_NOOP(context: str, text: str) -> str: ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = [
    "END_DIALOG_ROWS",
    "QT_TRANSLATE_NOOP",
    "READING_ROWS",
    "ROLL_ROW",
    "BoardKeys",
    "KeyBinding",
    "KeyRow",
    "bind_rows",
    "digit_keys",
    "numbered_keys",
]


@dataclass(frozen=True)
class KeyBinding:
    """``keys`` do ``action`` (given the index of the pressed key in ``keys``); only while
    ``active()`` says so (e.g. the end screen's keys once the game is over).

    ``description``: the English source text. Where Help ▸ Keyboard lists the key today it
    is the very text it shows there ("Roll", "Hold or release a die", … in the
    ``KeyboardDialog`` context), so a Help page generated from the tables translates it
    with ``QCoreApplication.translate("KeyboardDialog", description)``.
    """

    keys: tuple[Qt.Key, ...]
    action: Callable[[int], object]
    description: str
    active: Callable[[], bool] | None = None

    def applies(self, key: int) -> bool:
        return key in self.keys and (self.active is None or self.active())

    def run(self, key: int) -> None:
        self.action(self.keys.index(Qt.Key(key)))


@dataclass(frozen=True)
class KeyRow:
    """One row of a key table as data, without its action (Help ▸ Keyboard reads these).

    ``name``: what the view's ``key_table()`` ties the action to (:func:`bind_rows`).
    ``description``: the English source text, marked for the ``KeyboardDialog`` context.
    ``at_end``: the key acts only once the game is over (the end screen's keys).
    ``label``: what Help shows in the key column instead of the keys' names (a source text
    of the ``KeyboardDialog`` context: "Double-click a box", "Space, Enter or a click"); a
    row with a label and no keys is listed only (a mouse action, or a window shortcut).
    """

    name: str
    keys: tuple[Qt.Key, ...]
    description: str
    at_end: bool = False
    label: str = ""


# Space rolls, in both games (listed in each game's section of Help ▸ Keyboard).
ROLL_ROW = KeyRow("roll", (Qt.Key.Key_Space,), QT_TRANSLATE_NOOP("KeyboardDialog", "Roll"))

# The reading keys, the same in both games (the "Both games" section of Help ▸ Keyboard).
READING_ROWS = (
    KeyRow(
        "read_dice", (Qt.Key.Key_D,), QT_TRANSLATE_NOOP("KeyboardDialog", "Read the dice aloud")
    ),
    KeyRow(
        "read_scores",
        (Qt.Key.Key_S,),
        QT_TRANSLATE_NOOP("KeyboardDialog", "Read the score sheet or scoreboard aloud"),
    ),
    KeyRow(
        "read_totals", (Qt.Key.Key_T,), QT_TRANSLATE_NOOP("KeyboardDialog", "Read the totals aloud")
    ),
)


# At the end, in both games: the results and the move review, each one key away (the end
# board's buttons; :class:`~dicegame.ui.board.game_end.GameEnd` opens them).
END_DIALOG_ROWS = (
    KeyRow("results", (Qt.Key.Key_R,), QT_TRANSLATE_NOOP("KeyboardDialog", "Results"), True),
    KeyRow("review", (Qt.Key.Key_V,), QT_TRANSLATE_NOOP("KeyboardDialog", "Move review"), True),
)


def digit_keys(count: int) -> tuple[Qt.Key, ...]:
    """Keys 1..``count`` (a die each)."""
    return tuple(Qt.Key(Qt.Key.Key_1.value + index) for index in range(count))


def _ignoring_index(action: Callable[[], object]) -> Callable[[int], object]:
    return lambda _index: action()


def bind_rows(
    rows: Sequence[KeyRow],
    actions: Mapping[str, Callable[[], object]],
    game_over: Callable[[], bool],
    indexed: Mapping[str, Callable[[int], object]] | None = None,
) -> list[KeyBinding]:
    """The view's bindings: each row of ``rows`` that has keys with its action, by name
    (``indexed`` actions are given the index of the pressed key in the row's keys). The end
    screen's rows act while ``game_over()``, and come first, so that at the end they take a
    key another row has during the game. A row without its action, or an action without
    its row, is a programming error."""
    every: dict[str, Callable[[int], object]] = dict(indexed or {})
    for name, action in actions.items():
        every[name] = _ignoring_index(action)
    keyed = [row for row in rows if row.keys]
    names = {row.name for row in keyed}
    if names != set(every):
        raise ValueError(f"key rows and actions differ: {sorted(names ^ set(every))}")
    ordered = sorted(keyed, key=lambda row: not row.at_end)
    return [
        KeyBinding(row.keys, every[row.name], row.description, game_over if row.at_end else None)
        for row in ordered
    ]


def bound(
    keys: Qt.Key | tuple[Qt.Key, ...],
    action: Callable[[], object],
    description: str,
    active: Callable[[], bool] | None = None,
) -> KeyBinding:
    """One action for one key (or for each of a few equivalent keys: Return and Enter)."""
    keys = keys if isinstance(keys, tuple) else (keys,)
    return KeyBinding(keys, lambda _index: action(), description, active)


def numbered_keys(count: int, action: Callable[[int], object], description: str) -> KeyBinding:
    """Keys 1..``count``: ``action(0)`` .. ``action(count - 1)`` (a die each)."""
    return KeyBinding(digit_keys(count), action, description)


def _plain(event: QKeyEvent) -> bool:
    modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
    return modifiers == Qt.KeyboardModifier.NoModifier


class BoardKeys(QObject):
    """Does a view's key ``table`` while its board has the focus (``has_focus()``).

    ``claim(key)``: asked first (the hand-over curtain: Space lifts it, and while it waits
    no other game key acts); True when the key was its own. ``children``: widgets whose
    ``keys`` go to the board before the widget itself sees them (a focused die would take
    Space as a click). ``after()``: called once a key has acted (the view's redraw, so what
    is read right after a key press is current).
    """

    def __init__(
        self,
        board: QWidget,
        table: Sequence[KeyBinding],
        has_focus: Callable[[], bool],
        *,
        claim: Callable[[int], bool] | None = None,
        children: Sequence[QWidget] = (),
        child_keys: Collection[Qt.Key] = (),
        after: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(board)
        self._board = board
        self._table = list(table)
        self._has_focus = has_focus
        self._claim = claim
        self._children = list(children)
        self._child_keys = frozenset(child_keys)
        self._after = after
        board.installEventFilter(self)
        for child in self._children:
            child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if not _plain(event):
            return False
        key = event.key()
        if watched in self._children:
            return Qt.Key(key) in self._child_keys and self.press(key)
        return watched is self._board and self._has_focus() and self.press(key)

    def press(self, key: int) -> bool:
        """Do what ``key`` does on the board; False if it is not one of its keys now."""
        if self._claim is not None and self._claim(key):
            self._done()
            return True
        for binding in self._table:
            if binding.applies(key):
                binding.run(key)
                self._done()
                return True
        return False

    def _done(self) -> None:
        if self._after is not None:
            self._after()
