"""The theme: WCAG contrast of every pair the game screens paint, in light, dark and
high-contrast palettes, and colours that follow palette changes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QStyleFactory

from dicegame.ui import theme
from dicegame.ui.theme import PAIRS, contrast_ratio, palette_named, theme_for

PALETTE_NAMES = ("light", "dark", "contrast")
UI = Path(theme.__file__).resolve().parent


@pytest.fixture
def app_palette(qapp) -> Iterator[callable]:
    """Set the application palette by name; the original comes back afterwards."""
    original = QPalette(QGuiApplication.palette())

    def use(name: str) -> QPalette:
        palette = palette_named(name)
        QApplication.setPalette(palette)
        return palette

    yield use
    QApplication.setPalette(original)


def test_wcag_ratio_of_known_colours() -> None:
    assert contrast_ratio(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)
    assert contrast_ratio(QColor("#123456"), QColor("#123456")) == pytest.approx(1.0)


def ratio(painted: theme.Theme, pair: theme.Pair) -> float:
    return contrast_ratio(getattr(painted, pair.foreground), getattr(painted, pair.background))


@pytest.mark.parametrize("name", PALETTE_NAMES)
def test_every_painted_pair_passes_wcag_aa(qapp, name: str) -> None:
    painted = theme_for(palette_named(name))
    failures = [
        f"{pair.what}: {pair.foreground} on {pair.background} = {ratio(painted, pair):.2f}"
        for pair in PAIRS
        if ratio(painted, pair) < pair.minimum
    ]
    assert not failures, "\n".join(failures)


def test_a_fusion_dark_palette_passes_too(qapp) -> None:
    """Fusion's own palette with the window colours of a dark desktop theme."""
    palette = QStyleFactory.create("Fusion").standardPalette()
    for role, color in (
        (QPalette.ColorRole.Window, "#353535"),
        (QPalette.ColorRole.WindowText, "#f0f0f0"),
        (QPalette.ColorRole.Base, "#242424"),
        (QPalette.ColorRole.Text, "#f0f0f0"),
        (QPalette.ColorRole.Button, "#353535"),
    ):
        palette.setColor(role, QColor(color))
    painted = theme_for(palette)
    assert painted.dark
    assert all(ratio(painted, pair) >= pair.minimum for pair in PAIRS)


def test_the_pairs_cover_every_colour_role(qapp) -> None:
    """No role is painted without being checked (the shadow is translucent, not a pair)."""
    used = {pair.foreground for pair in PAIRS} | {pair.background for pair in PAIRS}
    unchecked = set(theme.theme_roles()) - used - {"shadow"}
    assert not unchecked


def test_the_palettes_give_three_different_themes(qapp) -> None:
    light, dark, contrast = (theme_for(palette_named(name)) for name in PALETTE_NAMES)
    assert (light.dark, dark.dark, contrast.dark) == (False, True, True)
    assert contrast.high_contrast and not dark.high_contrast and not light.high_contrast
    assert light.sheet_filled != dark.sheet_filled
    assert light.die_face != dark.die_face != contrast.die_face


def test_bound_colours_follow_a_palette_change(qtbot, app_palette) -> None:
    app_palette("light")
    label = QLabel("Auto-score in 3 s")
    qtbot.addWidget(label)
    theme.text_color(label, "countdown_text")
    light_css = label.styleSheet()
    assert theme.current_theme().countdown_text.name() in light_css
    app_palette("dark")
    QApplication.processEvents()
    assert theme.current_theme().dark
    assert label.styleSheet() != light_css
    assert theme.current_theme().countdown_text.name() in label.styleSheet()


COLOUR_LITERAL = re.compile(
    r"QColor\(\s*[\"'\d]|#[0-9a-fA-F]{3,8}\b|Qt\.GlobalColor\.(?!transparent)|"
    r"color:\s*(?!palette|\{)[a-z#]"
)


def test_no_colour_literals_in_widgets() -> None:
    """Every colour the widgets use comes from the palette or the theme module."""
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in sorted(UI.glob("*.py"))
        if path.name != "theme.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if COLOUR_LITERAL.search(line)
    ]
    assert not found, "\n".join(found)
