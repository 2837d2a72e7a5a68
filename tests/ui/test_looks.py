"""Game ▸ Look: every look meets WCAG 2.2 AA for every pair the game paints; a look is
switched live, remembered, and "System" brings the desktop's back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication

from dicegame.persist.settings import LOOK, LOOKS, Settings
from dicegame.ui.style.looks import PALETTES, apply_look, current_look, palette_named
from dicegame.ui.style.theme import (
    PAIRS,
    contrast_ratio,
    current_theme,
    relative_luminance,
    theme_for,
)
from dicegame.ui.window.mainwindow import MainWindow
from dicegame.ui.window.welcome import GameCard, WelcomePage

WINDOW = QPalette.ColorRole.Window


@pytest.fixture
def system_look(qapp) -> Iterator[None]:
    """Each test starts and ends in the desktop's look."""
    apply_look("system")
    yield
    apply_look("system")


def test_every_look_but_the_system_has_its_palette() -> None:
    assert set(LOOKS) == {"system", *PALETTES}


@pytest.mark.parametrize("look", sorted(PALETTES))
def test_every_pair_of_every_look_passes_wcag_aa(qapp, look: str) -> None:
    """4.5:1 for text, 3:1 for edges, marks and focus rings: each pair measured."""
    painted = theme_for(palette_named(look))
    measured = []
    for pair in PAIRS:
        ratio = contrast_ratio(getattr(painted, pair.foreground), getattr(painted, pair.background))
        measured.append((pair, ratio))
    failures = [f"{pair.what}: {ratio:.2f}" for pair, ratio in measured if ratio < pair.minimum]
    assert not failures, "\n".join(failures)
    assert len(measured) == len(PAIRS) > 50
    focus = [ratio for pair, ratio in measured if pair.foreground == "focus"]
    assert focus and min(focus) >= 3.0


def test_the_table_s_dice_look_like_dice_on_the_felt(qapp, system_look) -> None:
    """Ivory dice with dark pips on the green felt (they were slate green, like the felt),
    brass when held; the desktop's palette keeps the dice the theme derives."""
    table = theme_for(palette_named("table"))
    assert relative_luminance(table.die_face) > 0.9  # ivory, not the felt's green
    assert relative_luminance(table.pip) < 0.02 and relative_luminance(table.pip_one) < 0.05
    assert contrast_ratio(table.die_face, table.window) > 7
    felt = table.window
    assert contrast_ratio(table.held_face, table.die_face) > 3  # held: brass, told apart
    assert table.held_face.red() > table.held_face.blue() + 60  # warm, not green
    assert felt.green() > felt.red()  # (the felt is green)
    apply_look("table")
    painted = current_theme()  # the live look's theme is the same
    assert painted.die_face == table.die_face and painted.held_face == table.held_face
    for other in ("light", "dark", "contrast"):
        assert theme_for(palette_named(other)).die_face != table.die_face


def make_window(qtbot, folder: Path) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.complete_menus()
    return window


def test_a_look_is_switched_live_and_remembered(qtbot, tmp_path, system_look) -> None:
    desktop = QGuiApplication.palette().color(WINDOW)
    window = make_window(qtbot, tmp_path)
    assert window.look_actions["system"].isChecked()
    window.look_actions["table"].trigger()  # Game ▸ Look ▸ Table
    felt = palette_named("table").color(WINDOW)
    assert current_look() == "table" and QApplication.style().name().lower() == "fusion"
    assert QGuiApplication.palette().color(WINDOW) == felt
    qtbot.waitUntil(lambda: window.palette().color(WINDOW) == felt)  # the window follows
    assert current_theme().window == felt
    assert window.settings.get(LOOK) == "table"
    apply_look("system")
    again = make_window(qtbot, tmp_path)  # the next start: the Table before the first paint
    assert current_look() == "table" and again.look_actions["table"].isChecked()
    again.look_actions["system"].trigger()
    assert QGuiApplication.palette().color(WINDOW) == desktop
    assert again.settings.get(LOOK) == "system"


def colours_in(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}


@pytest.mark.parametrize("look", sorted(PALETTES))
def test_the_welcome_cards_edges_and_focus_stand_out_in_every_look(
    qtbot, look: str, system_look
) -> None:
    """The dark desktop's cards almost vanished (edge 1.1:1, focus 1.69:1): the cards now
    take their edge and focus ring from the theme, measured in every look above."""
    apply_look(look)
    page = WelcomePage()
    qtbot.addWidget(page)
    page.resize(900, 500)
    page.show()
    qtbot.waitExposed(page)
    cards = page.findChildren(GameCard)
    theme = current_theme()
    for role in ("card_edge", "focus"):
        for background in ("base", "window"):
            ratio = contrast_ratio(getattr(theme, role), getattr(theme, background))
            assert ratio >= 3.0, (role, background, ratio)
    assert theme.card_edge.rgb() in colours_in(cards[1].grab().toImage())
    cards[0].setFocus()
    qtbot.waitUntil(cards[0].hasFocus)
    assert theme.focus.rgb() in colours_in(cards[0].grab().toImage())
