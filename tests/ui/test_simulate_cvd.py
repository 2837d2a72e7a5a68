"""tools/simulate_cvd.py: the Machado 2009 deuteranopia simulation of screenshots."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage

TOOL = Path(__file__).resolve().parents[2] / "tools" / "simulate_cvd.py"
spec = importlib.util.spec_from_file_location("simulate_cvd", TOOL)
simulate_cvd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(simulate_cvd)


def seen(color: str, kind: str) -> QColor:
    image = QImage(3, 2, QImage.Format.Format_RGB32)
    image.fill(QColor(color))
    return simulate_cvd.simulate(image, kind).pixelColor(1, 1)


def test_greys_stay_grey_and_red_and_green_become_alike(qapp) -> None:
    assert seen("#808080", "deuteranopia").name() == "#808080"
    red, green = seen("#d23b3b", "deuteranopia"), seen("#2e9d32", "deuteranopia")
    assert abs(red.hueF() - green.hueF()) < 0.1  # both yellowish: only lightness tells them
    assert seen("#2e9d32", "greyscale").saturationF() == 0


def test_the_tool_writes_the_simulated_png(qapp, tmp_path: Path) -> None:
    source = tmp_path / "shot.png"
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(QColor("#d23b3b"))
    image.save(str(source))
    argv, sys.argv = sys.argv, ["simulate_cvd", str(source), "--out", str(tmp_path / "cvd")]
    try:
        assert simulate_cvd.main() == 0
    finally:
        sys.argv = argv
    result = QImage(str(tmp_path / "cvd" / "shot.deuteranopia.png"))
    assert result.size() == image.size() and result.pixelColor(0, 0) != QColor("#d23b3b")
