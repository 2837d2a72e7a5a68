"""Held, hinted and refused dice differ by shape, not only by colour: rendered in greyscale,
the outlines of what is drawn (where the grey level jumps, whatever the levels) differ."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations, pairwise

import pytest
from PySide6.QtGui import QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication

from dicegame.ui.dice.dice import DieWidget
from dicegame.ui.style.theme import palette_named

SIDE = 96
# An outline: a jump of at least this much grey (0-255) to the next pixel right or down.
EDGE_STEP = 30
# Two looks differ in shape when, at best alignment, this share of the die's pixels differ.
MIN_SHAPE_DIFFERENCE = 0.04


@pytest.fixture(params=["light", "dark", "contrast"])
def palette_name(request, qapp) -> Iterator[str]:
    original = QPalette(QGuiApplication.palette())
    QApplication.setPalette(palette_named(request.param))
    yield request.param
    QApplication.setPalette(original)


def grey_pixels(image: QImage) -> list[list[int]]:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    data = bytes(grey.constBits())
    stride = grey.bytesPerLine()
    return [list(data[y * stride : y * stride + grey.width()]) for y in range(grey.height())]


def outline_mask(qtbot, look: Callable[[DieWidget], None]) -> list[list[bool]]:
    """Where a die with ``look`` has outlines: a held die's paler or darker face changes
    no outline, its badge does."""
    die = DieWidget(0)
    qtbot.addWidget(die)
    die.resize(SIDE, SIDE)
    die.setValue(2)
    look(die)
    pixels = grey_pixels(die.grab().toImage())
    return [
        [
            max(abs(row[x + 1] - row[x]), abs(below[x] - row[x])) >= EDGE_STEP
            for x in range(SIDE - 1)
        ]
        for row, below in pairwise(pixels)
    ]


def shape_difference(first: list[list[bool]], second: list[list[bool]]) -> float:
    """Share of differing ink pixels, at the best vertical alignment (a held die is lifted:
    the lift alone does not count as a shape)."""
    best = None
    for shift in range(-5, 6):
        count = sum(
            first[y][x] != second[y + shift][x] for y in range(6, SIDE - 7) for x in range(SIDE - 1)
        )
        best = count if best is None else min(best, count)
    return best / (SIDE * SIDE)


LOOKS: dict[str, Callable[[DieWidget], None]] = {
    "plain": lambda die: None,
    "held": lambda die: die.setHeld(True),
    "hinted": lambda die: die.setHinted(True),
    "refused": lambda die: die.refuse(),
    "held and hinted": lambda die: (die.setHeld(True), die.setHinted(True)),
}


def test_the_looks_of_a_die_differ_in_greyscale_shape(qtbot, palette_name: str) -> None:
    masks = {name: outline_mask(qtbot, look) for name, look in LOOKS.items()}
    too_close = [
        f"{a} vs {b}: {shape_difference(masks[a], masks[b]):.3f}"
        for a, b in combinations(masks, 2)
        if shape_difference(masks[a], masks[b]) < MIN_SHAPE_DIFFERENCE
    ]
    assert not too_close, "\n".join(too_close)


def test_the_mask_ignores_the_face_colour(qtbot, palette_name: str) -> None:
    """The measure itself: two plain dice are the same shape."""
    plain = outline_mask(qtbot, LOOKS["plain"])
    assert shape_difference(plain, outline_mask(qtbot, LOOKS["plain"])) == 0
    assert any(any(row) for row in plain)  # the pips and the edge are outlined


@pytest.mark.parametrize("side", [96, 200])
def test_a_held_die_s_padlock_is_whole(qtbot, side: int) -> None:
    """The badge hangs over the die's corner but stays inside the die's slot: at a large
    size (a wide window) it was cut flat by the slot's right and top edges."""
    from dicegame.ui.style.theme import current_theme

    die = DieWidget(0)
    qtbot.addWidget(die)
    die.resize(side, side)
    die.setValue(5)
    die.setHeld(True)
    image = die.grab().toImage()
    badge = current_theme().held_badge.rgb()
    edges = [(side - 1, y) for y in range(side)] + [(x, 0) for x in range(side)]
    assert not [point for point in edges if image.pixel(*point) == badge]
    assert any(image.pixel(x, y) == badge for x in range(side) for y in range(side // 3))
