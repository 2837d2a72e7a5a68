"""The table's sounds, as codes: what an engine says its events sound like.

Each value is a sound file's name (``resources/sounds/<value>.wav``, synthesised by
``tools/make_sounds.py``). An engine connects its own events to them
(:meth:`dicegame.engine.base.GameEngine.connect_sounds`); the interface's
:class:`~dicegame.ui.voice.sound.SoundBoard` plays the file, unless muted. The sounds are
the table's, not a game's: any game may use any of them.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Cue"]


class Cue(StrEnum):
    """A game event that has a sound (the value is the file's name)."""

    ROLL = "roll"
    HOLD = "hold"
    SET_ASIDE = "set_aside"
    SCORE = "score"
    FARKLE = "farkle"
    HOT_DICE = "hot_dice"
    LAST_TURN = "last_turn"
    GAME_END = "game_end"
    PENTA = "penta"  # the big moments (the games' highlights)
    PENTA_BONUS = "penta_bonus"
    UPPER_BONUS = "upper_bonus"
    BIG_BANK = "big_bank"
