"""Farkle's big moments, as codes (see :mod:`dicegame.core.highlights`)."""

from __future__ import annotations

from enum import StrEnum

__all__ = ["BIG_BANK", "FarkleHighlight", "bank_highlights"]

BIG_BANK = 1000  # a Farkle bank of this many points or more is a big moment


class FarkleHighlight(StrEnum):
    HOT_DICE = "hot_dice"  # every die scored, all six come back
    BIG_BANK = "big_bank"  # a bank of BIG_BANK points or more
    FARKLE = "farkle"  # no die scores, the turn's points are lost


def bank_highlights(points: int) -> tuple[FarkleHighlight, ...]:
    """A bank's big moment, if it is one."""
    return (FarkleHighlight.BIG_BANK,) if points >= BIG_BANK else ()
