"""A die is named once per roll, by the value it lands on; its description follows."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QAccessible

from dicegame.ui.dice.dice import DieWidget
from dicegame.ui.dice.tray import DiceTray


@pytest.fixture
def names_set(monkeypatch) -> Counter:
    """How many times each die's accessible name was set (each set is one change event)."""
    counts: Counter = Counter()
    original = DieWidget.setAccessibleName

    def counting(die: DieWidget, name: str) -> None:
        counts[die.index] += 1
        original(die, name)

    monkeypatch.setattr(DieWidget, "setAccessibleName", counting)
    return counts


def test_a_roll_changes_each_die_name_once_to_the_landed_value(qtbot, names_set) -> None:
    tray = DiceTray(5, animation_ms=450)
    qtbot.addWidget(tray)
    tray.set_values([1, 2, 3, 4, 5])
    names_set.clear()
    tray.set_values([6, 5, 4, 3, 2], rolling=list(range(5)))
    for step in range(8):
        tray.set_progress(step / 8)
    assert not names_set and tray.dice[0].accessibleName() == "Die 1: 1"  # no frame's face
    tray.land()
    assert names_set == Counter({0: 1, 1: 1, 2: 1, 3: 1, 4: 1})
    assert [die.accessibleName() for die in tray.dice] == [
        "Die 1: 6",
        "Die 2: 5",
        "Die 3: 4",
        "Die 4: 3",
        "Die 5: 2",
    ]


def test_a_die_landing_on_its_old_value_keeps_its_name(qtbot, names_set) -> None:
    tray = DiceTray(5, animation_ms=450)
    qtbot.addWidget(tray)
    tray.set_values([3, 3, 3, 3, 3])
    names_set.clear()
    tray.set_values([3, 1, 3, 3, 3], rolling=[0, 1])
    for step in range(8):
        tray.set_progress(step / 8)
    tray.land()
    assert names_set == Counter({1: 1})


def test_the_faces_tumble_while_the_name_waits(qtbot) -> None:
    tray = DiceTray(1, animation_ms=450)
    qtbot.addWidget(tray)
    tray.set_values([2])
    faces = set()
    tray.set_values([5], rolling=[0])
    for step in range(31):
        tray.set_progress(step / 30)
        faces.add(tray.dice[0]._face)
        assert tray.dice[0].accessibleName() in ("Die 1: 2", "Die 1: 5")
    assert len(faces) > 1  # the animation still shows tumbling faces
    assert tray.dice[0].value() == 5 and tray.dice[0].accessibleName() == "Die 1: 5"


def description(die: DieWidget) -> str:
    return QAccessible.queryAccessibleInterface(die).text(QAccessible.Text.Description)


def test_the_description_follows_the_name(qtbot) -> None:
    """No stale tooltip stands in for the description ("Die 1: not rolled" after a roll)."""
    die = DieWidget(0)
    qtbot.addWidget(die)
    assert description(die) == ""
    die.setValue(5)
    assert die.accessibleName() == "Die 1: 5" and description(die) == ""
    die.setHinted(True)
    assert description(die) == "The hint suggests keeping this die"
    assert die.toolTip() == "The hint suggests keeping this die"
    die.setHinted(False)
    assert description(die) == "" and die.toolTip() == ""
