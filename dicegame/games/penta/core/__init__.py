"""Penta's core layer: pure Python, no Qt: rules, turn machine, strategy.

This package module holds what names Penta everywhere and costs nothing to import (the
registries import it at start-up): its kind and its computer's levels (what a setup of
Penta holds; :mod:`.levels` plays them).
"""

from enum import StrEnum

#: Penta's kind: the key of its saves, records and settings (see dicegame.core.games).
PENTA = "penta"


class PentaLevel(StrEnum):
    """How well the Penta computer plays (a setup's ``level``; :mod:`.levels` plays it)."""

    MASTER = "master"  # strongest first, as the New game dialog lists them
    PERFECT = "perfect"
    GOOD = "good"
    CASUAL = "casual"
    BEGINNER = "beginner"


#: The Penta computer's level unless the player chooses another.
DEFAULT_LEVEL = PentaLevel.PERFECT
