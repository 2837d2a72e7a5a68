"""Dice that roll: the dice not held fly, turn and settle at their own tilt; held dice stay
still; with the animations off nothing moves and the values show at once."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QImage
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.penta.core import PENTA
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import ANIMATIONS, Settings
from dicegame.ui.board.motion import motion
from dicegame.ui.dice.dice_motion import (
    MAX_SHIFT,
    MAX_TILT,
    REST,
    Pose,
    drawn_box,
    fit_pose,
    turned_side,
)
from dicegame.ui.dice.die_face import drawn_pad
from dicegame.ui.dice.tray import DiceTray
from dicegame.ui.window.mainwindow import MainWindow

FRAMES = 10


@pytest.fixture
def animations() -> Iterator[None]:
    """The switch as the program starts (on), and back on afterwards."""
    motion().set_enabled(True)
    yield
    motion().set_enabled(True)


def rolling_tray(qtbot) -> DiceTray:
    tray = DiceTray(5, animation_ms=450)
    qtbot.addWidget(tray)
    tray.resize(560, 120)
    tray.show()
    qtbot.waitExposed(tray)
    tray.set_cosmetic_seed(7)
    tray.set_values([1, 2, 3, 4, 5])
    tray.set_held([False, True, False, False, False])
    return tray


def frames(tray: DiceTray) -> tuple[list[QImage], list[list[tuple[float, float, float]]]]:
    """The pictures and the poses (dx, dy, angle) of each frame of the roll, stepped by hand."""
    images, poses = [], []
    for step in range(FRAMES + 1):
        tray.set_progress(step / FRAMES)
        images.append(tray.grab().toImage())
        poses.append([(p.dx, p.dy, p.angle) for p in map(tray.pose_of, range(5))])
    return images, poses


def test_the_dice_move_and_turn_while_they_roll(qtbot, animations) -> None:
    tray = rolling_tray(qtbot)
    tray.set_values([6, 2, 5, 5, 1], rolling=[0, 2, 3, 4])
    assert tray.is_animating()
    assert all(tray.dice[i].isFlying() for i in (0, 2, 3, 4)) and not tray.dice[1].isFlying()
    images, poses = frames(tray)
    for rolled in (0, 2, 3, 4):
        xs = {round(frame[rolled][0], 1) for frame in poses}
        angles = {round(frame[rolled][2], 1) for frame in poses}
        assert len(xs) > FRAMES // 2 and len(angles) > FRAMES // 2  # it moves and turns
    assert len({frame[1] for frame in poses}) == 1  # the held die stays where it was
    assert all(images[i] != images[i + 1] for i in range(FRAMES - 1))
    assert not tray.is_animating()
    assert [die.value() for die in tray.dice] == [6, 2, 5, 5, 1]


def test_each_die_lands_at_its_own_small_tilt_and_is_clickable_there(qtbot, animations) -> None:
    tray = rolling_tray(qtbot)
    tray.set_values([6, 2, 5, 5, 1], rolling=[0, 2, 3, 4])
    tray.land()  # the engine says they have landed
    landed = [tray.dice[i].pose() for i in (0, 2, 3, 4)]
    assert len({pose.angle for pose in landed}) == 4  # each its own
    assert all(abs(p.angle) <= MAX_TILT and abs(p.dx) <= MAX_SHIFT for p in landed)
    assert tray.dice[1].pose() == REST  # held: not thrown
    for index in (0, 3):
        die = tray.dice[index]
        centre = die.body_rect().center()
        spot = QPoint(round(centre.x() + die.pose().dx), round(centre.y() + die.pose().dy))
        with qtbot.waitSignal(tray.dieClicked) as clicked:
            qtbot.mouseClick(die, Qt.MouseButton.LeftButton, pos=spot)
        assert clicked.args == [index]


def test_a_click_during_the_roll_still_reaches_the_game(qtbot, animations) -> None:
    tray = rolling_tray(qtbot)
    tray.set_values([6, 2, 5, 5, 1], rolling=[0, 2, 3, 4])
    tray.set_progress(0.4)
    with qtbot.waitSignal(tray.dieClicked) as clicked:  # the game refuses it, not the tray
        qtbot.mouseClick(tray.dice[2], Qt.MouseButton.LeftButton)
    assert clicked.args == [2] and tray.is_animating()


def test_with_the_animations_off_nothing_moves(qtbot, animations) -> None:
    tray = rolling_tray(qtbot)
    motion().set_enabled(False)
    before = tray.grab().toImage()
    tray.set_values([6, 2, 5, 5, 1], rolling=[0, 2, 3, 4])
    assert not tray.is_animating()  # the values at once
    assert [die.value() for die in tray.dice] == [6, 2, 5, 5, 1]
    assert all(tray.pose_of(i) == REST for i in range(5))
    images, poses = frames(tray)
    assert all(frame == poses[0] for frame in poses)
    assert all(image == images[0] for image in images) and images[0] != before


def test_switching_the_animations_off_lands_a_roll_and_straightens_the_dice(
    qtbot, animations
) -> None:
    tray = rolling_tray(qtbot)
    tray.set_values([6, 2, 5, 5, 1], rolling=[0, 2, 3, 4])
    tray.land()
    tray.set_values([3, 2, 3, 3, 3], rolling=[0, 2, 3, 4])
    tray.set_progress(0.5)
    motion().set_enabled(False)
    assert not tray.is_animating()
    assert [die.value() for die in tray.dice] == [3, 2, 3, 3, 3]
    assert all(die.pose() == REST and not die.isFlying() for die in tray.dice)


# ----- the whole die in sight --------------------------------------------------------------
def inside(box: tuple[float, float, float, float], area) -> bool:
    left, top, right, bottom = box
    limit = (area.left(), area.top(), area.right() + 1, area.bottom() + 1)
    slack = 0.01  # (rounding)
    return (
        left >= limit[0] - slack
        and top >= limit[1] - slack
        and right <= limit[2] + slack
        and bottom <= limit[3] + slack
    )


def body(die, offset: QPoint | None = None) -> tuple[tuple[float, float], float]:
    rect = die.body_rect()
    if offset is not None:
        rect = rect.translated(offset.x(), offset.y())
    return (rect.center().x(), rect.center().y()), rect.width()


@pytest.mark.parametrize(
    ("count", "size"),
    [(5, (1152, 212)), (5, (568, 116)), (6, (1180, 230)), (6, (700, 120))],
    ids=["penta-1920x1080", "penta-1024x600", "farkle-1920x1080", "farkle-small"],
)
def test_a_flying_die_stays_whole_inside_the_tray(qtbot, animations, count, size) -> None:
    """Every frame of every die's way, edge and shadow included, lies in the part of the
    tray that is seen: the trays of Penta and Farkle at 1024x600 and 1920x1080 (at
    1920x1080 a die turned half-way was cut by the tray's bottom edge)."""
    tray = DiceTray(count, animation_ms=450)
    qtbot.addWidget(tray)
    tray.resize(*size)
    tray.show()
    qtbot.waitExposed(tray)
    seen = tray.visibleRegion().boundingRect()
    assert seen == tray.rect()
    loose = 0  # frames whose flight, drawn as planned, would leave the tray
    for seed in range(12):
        tray.set_cosmetic_seed(seed)
        tray.set_values([seed % 6 + 1] * count, rolling=list(range(count)))
        for step in range(21):
            tray.set_progress(step / 20)
            for index in range(count):
                die = tray.dice[index]
                centre, side = body(die, die.pos())
                pad = drawn_pad(side)
                if not inside(drawn_box(centre, side, tray.pose_of(index), pad), seen):
                    loose += 1
                assert inside(drawn_box(centre, side, tray.flying_pose(index), pad), seen)
        tray.land()
    assert loose > 0  # the case is a real one: as planned, some frames leave the tray


def test_a_landed_die_is_drawn_whole_on_its_slot_even_once_it_has_grown(qtbot, animations) -> None:
    """The dice land tilted at most what their slot holds; when the window grows after the
    landing, a die turns less rather than lose its corners to its slot's edge."""
    tray = DiceTray(5, animation_ms=450)
    qtbot.addWidget(tray)
    tray.resize(568, 116)
    tray.show()
    qtbot.waitExposed(tray)
    tray.set_cosmetic_seed(3)
    tray.set_values([6, 2, 5, 5, 1], rolling=[0, 1, 2, 3, 4])
    tray.land()
    assert any(die.pose().angle != 0 for die in tray.dice)
    for size in ((568, 116), (1152, 212)):
        tray.resize(*size)
        qtbot.wait(1)
        for die in tray.dice:
            centre, side = body(die)
            drawn = drawn_box(centre, side, die.drawn_pose(), die.drawn_pad())
            assert inside(drawn, die.rect())
            assert die.drawn_pose().scale == 1.0  # turned less, never smaller
    grown = [die for die in tray.dice if die.drawn_pose().angle != die.pose().angle]
    assert grown  # at 1920x1080 the slot's margin no longer holds the whole tilt


def test_fit_pose_moves_shrinks_or_turns_less_only_as_needed() -> None:
    box = (0.0, 0.0, 200.0, 100.0)
    calm = Pose(3.0, -1.0, 5.0)
    assert fit_pose((100.0, 50.0), 60.0, calm, box, 4.0) == calm  # room enough: untouched
    turned = Pose(0.0, 40.0, 45.0)  # too low, and too wide turned for the height
    fitted = fit_pose((100.0, 50.0), 90.0, turned, box, 4.0)
    assert fitted.angle == 45.0 and fitted.scale < 1.0
    assert inside(drawn_box((100.0, 50.0), 90.0, fitted, 4.0), QRectLike(box))
    straighter = fit_pose((100.0, 50.0), 90.0, turned, box, 4.0, turn_less=True)
    assert 0.0 <= straighter.angle < 45.0 and straighter.scale == 1.0
    assert turned_side(90.0, straighter.angle) <= 100.0 - 8.0 + 1e-6


class QRectLike:
    """A box as ``inside`` reads a QRect (right and bottom are the last pixels)."""

    def __init__(self, box: tuple[float, float, float, float]) -> None:
        self._box = box

    def left(self) -> float:
        return self._box[0]

    def top(self) -> float:
        return self._box[1]

    def right(self) -> float:
        return self._box[2] - 1

    def bottom(self) -> float:
        return self._box[3] - 1


# ----- Game ▸ Animations ----------------------------------------------------------------------
def animated_window(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    timing = replace(Timing.fast(), roll_animation_ms=450)
    window = MainWindow(
        timing=timing,
        rng_factory=lambda: ScriptedRng([2, 2, 3, 5, 6] * 4),
        autosave=AutosaveManager(folder=folder),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_animations_switch_is_remembered_and_stills_the_dice(
    qtbot, tmp_path, animations
) -> None:
    window = animated_window(qtbot, tmp_path)
    view = window.start_game(GameSetup(PENTA, ("Ana", "Rui"), with_computer=False))
    window.set_hand_over(False)
    assert window.animations_action.isChecked()
    view.engine.roll()
    assert view.tray.is_animating()  # the dice tumble while the engine's landing runs
    view.tray.land()
    window.animations_action.trigger()  # Game ▸ Animations: off
    assert not motion().enabled() and window.settings.get(ANIMATIONS) is False
    assert all(view.tray.pose_of(i) == REST for i in range(5))
    view.engine.roll()
    assert not view.tray.is_animating() and [d.value() for d in view.tray.dice] == [2, 2, 3, 5, 6]
    motion().set_enabled(True)
    again = animated_window(qtbot, tmp_path)  # the next start reads the setting
    assert not again.animations_action.isChecked() and not motion().enabled()
