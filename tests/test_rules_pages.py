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
