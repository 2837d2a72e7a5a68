"""The New game value: validation and seat order."""

import pytest

from dicegame.core.common import PlayerSetupError
from dicegame.core.setup import GameSetup
from dicegame.games.farkle.core import FARKLE


def test_players_humans_then_computer() -> None:
    setup = GameSetup(FARKLE, (" Ana ", "Rui"), with_computer=True, options={"target": 5000})
    seats = setup.players()
    assert [p.name for p in seats] == ["Ana", "Rui", "Computer"]
    assert [p.is_computer for p in seats] == [False, False, True]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"humans": ()},
        {"humans": tuple("abcdefg")},
        {"humans": ("  ",)},
        {"kind": FARKLE, "options": {"target": 7000}},
    ],
)
def test_invalid_setups(kwargs) -> None:
    with pytest.raises(PlayerSetupError):
        GameSetup(**kwargs)
