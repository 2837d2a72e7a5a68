"""Farkle's core layer: pure Python, no Qt: rules, turn machine, strategy.

This package module holds what names Farkle everywhere and costs nothing to import (the
registries import it at start-up): its kind, its computer's levels and its option (what a
setup of Farkle holds; :mod:`.levels` makes its players).
"""

from enum import StrEnum

#: Farkle's kind: the key of its saves, records and settings (see dicegame.core.games).
FARKLE = "farkle"

#: Its own option in a setup: the score that ends the game (``setup.options[TARGET]``,
#: one of ``TARGETS``).
TARGET = "target"
#: The scores a game can be played to, and the one unless the players choose another.
TARGETS = (5000, 10000, 15000)
DEFAULT_TARGET = 10000


class FarkleLevel(StrEnum):
    """How well the Farkle computer plays (a setup's ``level``), weakest first as the New
    game dialog lists them."""

    NORMAL = "normal"
    EXPERT = "expert"
    MASTER = "master"


#: The Farkle computer's level unless the player chooses another.
DEFAULT_LEVEL = FarkleLevel.NORMAL
