"""The theme: WCAG contrast of every pair the game screens paint, in light, dark and
high-contrast palettes, and colours that follow palette changes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QStyleFactory

from dicegame.games.penta.core.rules import Box
from dicegame.ui.style import theme
from dicegame.ui.style.theme import PAIRS, contrast_ratio, palette_named, theme_for

PALETTE_NAMES = ("light", "dark", "contrast")
PACKAGE = Path(theme.__file__).resolve().parents[2]
#: Every widget module: the shared ones and each game's.
UI_FILES = sorted([*(PACKAGE / "ui").rglob("*.py"), *(PACKAGE / "games").glob("*/ui/**/*.py")])


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
    """Every colour the widgets use comes from the palette or the theme module (with its
    palettes, looks.py)."""
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in UI_FILES
        if path.name not in ("theme.py", "looks.py")  # the theme module and its palettes
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if COLOUR_LITERAL.search(line)
    ]
    assert not found, "\n".join(found)


# ----- the views, switched live to each palette ---------------------------------------------------
def penta_view(qtbot):
    from support.scripted import ScriptedRng

    from dicegame.core.setup import GameSetup
    from dicegame.engine.timing import Timing
    from dicegame.games.penta.core.rules import PentaGame, Sheet
    from dicegame.games.penta.ui.view import PentaView

    setup = GameSetup(humans=("Ana", "Rui"), with_computer=False)
    rng = ScriptedRng([2, 3, 4, 5, 6, 1, 1, 1, 1, 1])
    game = PentaGame(setup.players(), rng)
    game.sheets = [
        Sheet((3, None, 9) + (None,) * 9 + (50,)),
        Sheet((None, 4, None, 12, 15, 18) + (None,) * 5 + (22, None)),
    ]
    view = PentaView(setup, timing=Timing.fast(), rng=rng, game=game)
    qtbot.addWidget(view)
    view.resize(1100, 720)
    view.show()
    return view


def unreadable_cells(table) -> tuple[set[str], list[str]]:
    shown = [
        table.item(row, column)
        for row in range(table.rowCount())
        for column in range(table.columnCount())
        if table.item(row, column).text()
    ]
    low = [
        f"{item.text()!r}: {ratio_of(item):.2f}" for item in shown if ratio_of(item) < theme.TEXT
    ]
    return {item.text() for item in shown}, low


def ratio_of(item) -> float:
    return contrast_ratio(item.foreground().color(), item.background().color())


@pytest.mark.parametrize("name", PALETTE_NAMES)
def test_every_score_sheet_cell_reads_after_a_live_palette_switch(
    qtbot, app_palette, name: str
) -> None:
    """Scores of every player, previews, zero previews, the joker's –, the selected and the
    hinted cell, in a palette switched to while the game is on."""
    app_palette("light")
    view = penta_view(qtbot)
    roll = view.findChild(QPushButton, "rollButton")
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)  # 2 3 4 5 6
    app_palette(name)
    QApplication.processEvents()
    view.show_hint()
    texts, low = unreadable_cells(view.sheet)
    assert {"0", "40", "22", "18"} <= texts and not low, low  # zero, preview, scores
    view.sheet.boxClicked.emit(Box.CHANCE)
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)  # a Penta of 1s: the joker
    view.sheet.boxClicked.emit(Box.THREE_OF_A_KIND)
    texts, low = unreadable_cells(view.sheet)
    assert "–" in texts and not low, low


# ----- every colour in use is a checked pair; states; text size -----------------------------------
THEME_ROLE_USE = re.compile(
    r"\btheme\.(\w+)\b|css\(\s*[\"'](\w+)[\"']|text_color\([^,]+,\s*[\"'](\w+)[\"']"
)


def roles_in_use() -> set[str]:
    """The theme roles the widgets paint with, read from their source."""
    roles = set(theme.theme_roles())
    found: set[str] = set()
    for path in UI_FILES:
        if path.name == "theme.py":
            continue
        for match in THEME_ROLE_USE.finditer(path.read_text(encoding="utf-8")):
            found |= {name for name in match.groups() if name in roles}
    return found


def test_every_role_the_widgets_paint_with_is_a_checked_pair(qapp) -> None:
    in_pairs = {pair.foreground for pair in PAIRS} | {pair.background for pair in PAIRS}
    used = roles_in_use()
    assert {"highlight_cell", "highlight_text", "selected_cell", "sheet_filled"} <= used
    assert used - in_pairs - {"shadow"} == set()


def test_no_widget_paints_with_the_palette_selection_colours() -> None:
    """White on the palette's Highlight was 3.69:1: widgets use the theme's highlight roles."""
    found = [
        f"{path.name}:{number}"
        for path in UI_FILES
        if path.name not in ("theme.py", "looks.py")  # the theme module and its palettes
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"ColorRole\.Highlight(edText)?\b", line)
    ]
    assert not found


@pytest.mark.parametrize("name", PALETTE_NAMES)
def test_highlighted_cells_and_the_selected_box_stand_out(qapp, name: str) -> None:
    painted = theme_for(palette_named(name))
    assert contrast_ratio(painted.highlight_text, painted.highlight_cell) >= theme.TEXT
    for around in (painted.current_column, painted.base):
        assert contrast_ratio(painted.selected_cell, around) >= theme.LARGE
    assert contrast_ratio(painted.sheet_filled, painted.selected_cell) >= theme.TEXT


def test_disabled_text_looks_disabled_in_high_contrast(qapp) -> None:
    palette = palette_named("contrast")
    role, disabled = QPalette.ColorRole, QPalette.ColorGroup.Disabled
    for text_role in (role.ButtonText, role.WindowText, role.Text):
        enabled, grey = palette.color(text_role), palette.color(disabled, text_role)
        assert contrast_ratio(enabled, grey) >= theme.LARGE  # unlike #c0c0c0: 1.82
        assert contrast_ratio(grey, palette.color(role.Window)) >= theme.TEXT  # still reads


def test_a_coloured_label_grows_with_the_text_size(qtbot) -> None:
    """A style sheet froze the Farkle "Expert:" line at 100 % (L1)."""
    from dicegame.ui.style.text_size import apply_text_scale

    plain, coloured = QLabel("Risk"), QLabel("Expert: bank")
    theme.text_color(coloured, "muted_text")
    for label in (plain, coloured):
        qtbot.addWidget(label)
        label.show()
    try:
        apply_text_scale(200)
        QApplication.processEvents()
        assert coloured.font().pointSizeF() == plain.font().pointSizeF()
        assert theme.current_theme().muted_text.name() in coloured.styleSheet()
    finally:
        apply_text_scale(100)


# ----- the focus ring, as painted on the score sheet ----------------------------------------------
def ring_neighbours(table) -> dict[str, float]:
    """Every colour painted beside the sheet's focus ring (the pixels of the focus colour in
    the RING_WIDTH band along the viewport's edges), with its contrast to the focus colour."""
    from dicegame.ui.style.focus_ring import RING_WIDTH

    image = table.grab().toImage()
    rect = table.viewport().geometry()
    focus = theme.current_theme().focus
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    rows = [*range(top, top + RING_WIDTH), *range(bottom - RING_WIDTH + 1, bottom + 1)]
    columns = [*range(left, left + RING_WIDTH), *range(right - RING_WIDTH + 1, right + 1)]
    band = {(x, y) for x in range(left, right + 1) for y in rows}
    band |= {(x, y) for y in range(top, bottom + 1) for x in columns}
    ring = {(x, y) for x, y in band if image.pixelColor(x, y).rgb() == focus.rgb()}
    assert len(ring) >= 0.99 * len(band), "no focus ring drawn"
    seen: dict[str, float] = {}
    for x, y in ring:
        for beside in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
            if beside not in ring and image.rect().contains(*beside):
                color = image.pixelColor(*beside)
                seen[color.name()] = contrast_ratio(color, focus)
    return seen


def ring_view(qtbot):
    """Ana and Rui with empty sheets, Ana to play, a countdown long enough to look at."""
    from dataclasses import replace

    from support.scripted import ScriptedRng

    from dicegame.core.setup import GameSetup
    from dicegame.engine.timing import Timing
    from dicegame.games.penta.core.rules import PentaGame
    from dicegame.games.penta.ui.view import PentaView

    setup = GameSetup(humans=("Ana", "Rui"), with_computer=False)
    rng = ScriptedRng([2, 3, 4, 5, 6] * 3)
    timing = replace(
        Timing.fast(), auto_score_ms=600_000, countdown_tick_ms=1000, score_flash_ms=600_000
    )
    view = PentaView(setup, timing=timing, rng=rng, game=PentaGame(setup.players(), rng))
    qtbot.addWidget(view)
    view.resize(1100, 720)
    view.show()
    with qtbot.waitActive(view):
        view.activateWindow()
    return view


@pytest.mark.parametrize("name", PALETTE_NAMES)
def test_the_focus_ring_stands_out_from_every_surface_it_touches(
    qtbot, app_palette, name: str
) -> None:
    """WCAG 1.4.11 for the sheet's focus ring as painted: it runs over the cells at the
    sheet's edges — the auto-score box, the selected and the hinted box, the cell just scored
    and TOTAL in the highlight colours, sums, the current column — and beside Fusion's
    frame and header lines. Whatever lies under it, the focus colour is 3:1 or more from
    every pixel it touches (in high contrast it touched the selected amber at 1.30)."""
    app_palette(name)
    view = ring_view(qtbot)
    table = view.sheet
    roll = view.findChild(QPushButton, "rollButton")
    for _ in range(3):
        qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    table.setFocus(Qt.FocusReason.TabFocusReason)  # Tab from the board
    assert view.engine.auto_score_box is not None  # the countdown's box, highlighted
    touched = ring_neighbours(table)
    qtbot.keyClick(table, Qt.Key.Key_Down)  # Ones (Aces), selected: the ring's top-left corner
    view.show_hint()
    assert view.engine.selected == Box.ONES and table.hinted_box not in (None, Box.ONES)
    assert table.hasFocus()
    touched |= ring_neighbours(table)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # scored: Aces and TOTAL flash
    assert table.flashed == (0, Box.ONES)
    table.setFocus(Qt.FocusReason.TabFocusReason)
    touched |= ring_neighbours(table)
    low = {color: round(ratio, 2) for color, ratio in touched.items() if ratio < theme.LARGE}
    assert not low, low


def test_the_focus_ring_is_a_checked_pair_on_everything_outside_its_halo(qapp) -> None:
    """The PAIRS the WCAG test reads hold the focus ring on every surface it touches."""
    pairs = {(pair.foreground, pair.background) for pair in PAIRS}
    assert {("focus", surface) for surface in theme.FOCUS_RING_TOUCHES} <= pairs
    assert {"window", "base", "button", "outline"} <= set(theme.FOCUS_RING_TOUCHES)


@pytest.mark.parametrize("name", PALETTE_NAMES)
def test_the_selected_box_stands_out_from_every_neighbour(qapp, name: str) -> None:
    """WCAG 1.4.11 for the selected box: 3:1 from the open and filled boxes around it, the
    other columns, the sums between sections, and a hinted box beside it (2.35:1 in the
    light palette, 2.69:1 in the dark one, before)."""
    painted = theme_for(palette_named(name))
    neighbours = set(theme.SELECTED_BOX_NEIGHBOURS)
    assert {"current_column", "base", "sum_row", "hint_cell"} <= neighbours
    low = {
        around: round(contrast_ratio(painted.selected_cell, getattr(painted, around)), 2)
        for around in neighbours
        if contrast_ratio(painted.selected_cell, getattr(painted, around)) < theme.LARGE
    }
    assert not low, low
    pairs = {(pair.foreground, pair.background) for pair in PAIRS}
    assert {("selected_cell", around) for around in neighbours} <= pairs


@pytest.mark.parametrize("name", PALETTE_NAMES)
def test_the_focused_box_keeps_its_fill_under_the_focus(qtbot, app_palette, name: str) -> None:
    """The style's own focus frame never paints over the player's cell: Fusion lightened
    the selected fill under it, taking white text below 4.5:1 (3.66 in high contrast). The
    sheet's own ring marks the focus."""
    app_palette(name)
    view = ring_view(qtbot)
    table = view.sheet
    roll = view.findChild(QPushButton, "rollButton")
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Down)  # Twos, selected, away from the ring at the edges
    assert view.engine.selected == Box.TWOS and table.hasFocus()
    table.refresh_now()
    index = table.currentIndex()
    rect = table.visualRect(index)
    inner = table.viewport().rect().adjusted(4, 4, -4, -4)  # the sheet's ring and halo
    rows = (rect.top(), rect.top() + 1, rect.center().y(), rect.bottom() - 1, rect.bottom())
    spots = [
        (x, y) for x in range(rect.left(), rect.right() + 1) for y in rows if inner.contains(x, y)
    ]
    focused = table.viewport().grab().toImage()
    view.findChild(QPushButton, "rollButton").setFocus()
    assert not table.hasFocus()
    unfocused = table.viewport().grab().toImage()
    changed = [spot for spot in spots if focused.pixelColor(*spot) != unfocused.pixelColor(*spot)]
    assert not changed, changed[:5]
