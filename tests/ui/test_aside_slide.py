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


def rolled_on(qtbot) -> FarkleView:
    setup = GameSetup(FARKLE, humans=("Ana", "Rui"), with_computer=False)
    timing = Timing(roll_animation_ms=450, banner_ms=60_000, computer_step_ms=60_000)
    view = FarkleView(setup, timing=timing, rng=ScriptedRng(list(DICE)))
    qtbot.addWidget(view)
    view.resize(1024, 640)
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


def test_nothing_slides_with_the_animations_off(qtbot, animations) -> None:
    motion().set_enabled(False)
    view = rolled_on(qtbot)
    assert not view.aside_slide.is_sliding()
    assert not any(die.isFlying() for die in view.set_aside_row.groups[-1].dice)
