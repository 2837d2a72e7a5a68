"""Farkle's set-aside dice slide from the tray to the set-aside row when the player rolls on
(only with the animations on)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.ui.board.motion import motion

DICE = [1, 5, 2, 3, 4, 6] + [2, 3, 4, 6]  # keep 1 and 5, roll the four others


@pytest.fixture
def animations() -> Iterator[None]:
    motion().set_enabled(True)
    yield
    motion().set_enabled(True)


def rolled_on(qtbot, size: tuple[int, int] = (1024, 640)) -> FarkleView:
    setup = GameSetup(FARKLE, humans=("Ana", "Rui"), with_computer=False)
    timing = Timing(roll_animation_ms=450, banner_ms=60_000, computer_step_ms=60_000)
    view = FarkleView(setup, timing=timing, rng=ScriptedRng(list(DICE)))
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.hand_over.set_enabled(False)
    engine = view.engine
    engine.roll()
    view.tray.land()
    qtbot.waitUntil(lambda: not engine.rolling)
    engine.toggleDie(0)
    engine.toggleDie(1)
    view.refresh_now()
    starts = [die for die in view.tray.dice if die.isHeld()]
    assert [die.value() for die in starts] == [1, 5]
    engine.roll()  # the 1 and the 5 go to the set-aside row
    view.refresh_now()
    return view


def test_the_set_aside_dice_slide_to_the_row(qtbot, animations) -> None:
    view = rolled_on(qtbot)
    slide = view.aside_slide
    assert slide.is_sliding()
    group = view.set_aside_row.groups[-1]
    assert all(die.isFlying() for die in group.dice)  # waiting for the sliding ones
    frames = []
    for step in range(6):
        slide.set_progress(step / 5)
        frames.append([(round(r.x()), round(r.y())) for r in slide.positions()])
    assert len({tuple(frame) for frame in frames[:-1]}) == 5  # they move every frame
    assert not slide.is_sliding() and not any(die.isFlying() for die in group.dice)
    assert [die.value() for die in group.dice] == [1, 5]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_sliding_dice_stay_whole_on_the_board(qtbot, animations, size) -> None:
    """Turned as they leave the tray, the dice are drawn whole, edge and shadow included,
    inside the board's part that is seen (at 1920x1080 the first die, big and turned, was
    cut by the board's left edge)."""
    view = rolled_on(qtbot, size)
    slide, board = view.aside_slide, view.board
    seen = board.visibleRegion().boundingRect()
    assert not seen.isEmpty()
    drawn = 0
    for step in range(11):
        slide.set_progress(step / 10)
        for left, top, right, bottom in slide.drawn_boxes():
            drawn += 1
            assert left >= seen.left() - 0.01 and top >= seen.top() - 0.01
            assert right <= seen.right() + 1.01 and bottom <= seen.bottom() + 1.01
    assert drawn >= 10


def test_nothing_slides_with_the_animations_off(qtbot, animations) -> None:
    motion().set_enabled(False)
    view = rolled_on(qtbot)
    assert not view.aside_slide.is_sliding()
    assert not any(die.isFlying() for die in view.set_aside_row.groups[-1].dice)
