"""A Penta scoring's gain taken apart, the big moments it holds, and a big Farkle bank."""

from __future__ import annotations

from dicegame.games.farkle.core.highlights import BIG_BANK, FarkleHighlight, bank_highlights
from dicegame.games.penta.core.highlights import PentaHighlight, penta_highlights, split_gain
from dicegame.games.penta.core.rules import Box


def test_a_gain_splits_into_the_box_and_its_bonuses() -> None:
    assert split_gain(Box.SIXES, 18) == (18, 0, 0)
    assert split_gain(Box.SIXES, 18 + 35) == (18, 35, 0)
    assert split_gain(Box.SIXES, 30 + 100) == (30, 0, 100)
    assert split_gain(Box.SIXES, 30 + 35 + 100) == (30, 35, 100)
    assert split_gain(Box.ONES, 0 + 35) == (0, 35, 0)  # a zero that reaches the bonus
    assert split_gain(Box.PENTA, 50) == (50, 0, 0)  # the lower section has no upper bonus
    assert split_gain(Box.LARGE_STRAIGHT, 40 + 100) == (40, 0, 100)


def test_the_big_moments_of_a_scoring() -> None:
    assert penta_highlights(Box.PENTA, 50) == (PentaHighlight.PENTA,)
    assert penta_highlights(Box.PENTA, 0) == ()  # a Penta box sacrificed
    assert penta_highlights(Box.CHANCE, 30) == ()
    assert penta_highlights(Box.FIVES, 25 + 35 + 100) == (
        PentaHighlight.PENTA_BONUS,
        PentaHighlight.UPPER_BONUS,
    )


def test_a_big_bank() -> None:
    assert bank_highlights(BIG_BANK) == (FarkleHighlight.BIG_BANK,)
    assert bank_highlights(BIG_BANK - 50) == ()
