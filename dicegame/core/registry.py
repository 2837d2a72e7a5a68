"""A registry of the games' descriptors by kind, built-in ones imported when first asked for.

The core's registry (:mod:`dicegame.core.games`) and the interface's
(:mod:`dicegame.ui.games`) are two of these: the same lookup, laziness and registering, each
holding its own layer's descriptors. Pure Python; imports nothing until asked.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Generic, TypeVar

__all__ = ["LazyRegistry"]

T = TypeVar("T")


class LazyRegistry(Generic[T]):
    """Descriptors by kind: ``built_in`` maps each of the program's kinds to the module
    whose ``attribute`` is its descriptor (imported at the first lookup); :meth:`register`
    adds one while the program runs and :meth:`unregister` takes it away again."""

    def __init__(self, built_in: Mapping[str, str], attribute: str) -> None:
        self.built_in = built_in
        self.attribute = attribute
        self._known: dict[str, T] = {}

    def get(self, kind: object) -> T | None:
        """The descriptor of ``kind``, or None when no game of that kind is known."""
        if not isinstance(kind, str):
            return None
        if kind not in self._known and kind in self.built_in:
            module = importlib.import_module(self.built_in[kind])
            self._known[kind] = getattr(module, self.attribute)
        return self._known.get(kind)

    def is_known(self, kind: object) -> bool:
        """``kind`` names a built-in or registered game (imports nothing)."""
        return isinstance(kind, str) and (kind in self.built_in or kind in self._known)

    def kinds(self) -> tuple[str, ...]:
        """The built-in kinds first, in their order, then those registered since."""
        return (*self.built_in, *(kind for kind in self._known if kind not in self.built_in))

    def register(self, kind: str, descriptor: T, what: str) -> None:
        """Add ``descriptor`` (a ``ValueError`` when ``kind`` is taken: "a game of kind …
        is ``what`` already")."""
        if self.is_known(kind):
            raise ValueError(f"a game of kind {kind!r} is {what} already")
        self._known[kind] = descriptor

    def unregister(self, kind: str) -> None:
        """Take a registered game away again (the built-in ones stay)."""
        if kind in self.built_in:
            raise ValueError(f"{kind!r} is a built-in game")
        self._known.pop(kind, None)
