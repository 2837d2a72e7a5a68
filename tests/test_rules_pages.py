"""The Penta rules pages show every box's example as dice pictures, in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "resources" / "rules"
ROW = re.compile(r"<tr><td>[^<]*</td><td>[^<]*</td>\s*<td>(.*?)</td></tr>", re.S)
PICTURE = re.compile(r'<img src="(dice/roll-(\d+)\.svg)"[^>]*> → (\d+)')


@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "ro"])
def test_every_box_of_the_penta_table_has_its_dice_picture(lang: str) -> None:
    page = (RULES / f"penta.{lang}.html").read_text(encoding="utf-8")
    examples = ROW.findall(page)
    assert len(examples) == 13, "one row per box"
    for number, example in enumerate(examples[:6], 1):  # the upper boxes: sum of that face
        found = PICTURE.search(example)
        assert found, f"box {number} has no dice picture: {example!r}"
        path, dice, points = found.groups()
        assert (RULES / path).is_file()
        assert int(points) == number * dice.count(str(number))
    for example in examples[6:]:
        assert PICTURE.search(example), example


IMAGE = re.compile(r"<img\b[^>]*>")
DICE_FILE = re.compile(r'src="dice/(?:roll-|die)(\d+)\.svg"')
ALT = re.compile(r'\balt="([^"]*)"')


@pytest.mark.parametrize("game", ["penta", "farkle"])
@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "ro"])
def test_every_dice_picture_has_its_dice_as_text(game: str, lang: str) -> None:
    """A screen reader, or a copy of the text, reads the dice the picture shows:
    ``<img src="dice/roll-11346.svg" alt="1, 1, 3, 4, 6">`` (digits need no translation)."""
    page = (RULES / f"{game}.{lang}.html").read_text(encoding="utf-8")
    images = IMAGE.findall(page)
    assert len(images) >= 11
    for image in images:
        dice, alt = DICE_FILE.search(image), ALT.search(image)
        assert dice and alt, f"{game}.{lang}.html: {image} has no text equivalent"
        assert alt.group(1) == ", ".join(dice.group(1)), image
