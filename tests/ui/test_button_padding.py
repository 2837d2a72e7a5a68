"""The board's buttons keep their padding when the message area is full (issue 36, the
playtest's defect 4: at 200 % three lines of messages squeezed Penta's button row to its
text, the labels touching the borders), in every language, and no message is cut."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box, Sheet
from dicegame.ui.board.padded_button import BUTTON_PADDING
from dicegame.ui.style.text_size import apply_text_scale
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

SCREEN = (1024, 600)
FULL_HD_WINDOW = (1904, 1006)  # a window maximised on 1920×1080 (the playtest's defect 4)
STILL = Timing(  # nothing ticks while the test looks
    auto_score_ms=600_000,
    countdown_tick_ms=600_000,
    roll_animation_ms=0,
    banner_ms=600_000,
    computer_step_ms=600_000,
)
# Ana scores 2 2 3 5 6 in Chance; Rui keeps 1 1 and rolls 3 4 6 twice: nothing scores
PENTA_DICE = [2, 2, 3, 5, 6] + [1, 1, 3, 4, 6] + [3, 4, 6] * 2
MESSAGES = ("countdownLabel", "sacrificeLabel", "infoLabel", "hintLabel")


@pytest.fixture
def text_size() -> Iterator[object]:
    yield apply_text_scale
    apply_text_scale(100)


def sheet_with(**filled: int) -> Sheet:
    scores: list[int | None] = [None] * len(Box)
    for name, points in filled.items():
        scores[Box[name]] = points
    return Sheet(tuple(scores))


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def window_at(qtbot, dice: list[int], size: tuple[int, int] = SCREEN) -> MainWindow:
    window = MainWindow(timing=STILL, rng_factory=lambda: ScriptedRng(list(dice)))
    qtbot.addWidget(window)
    window.set_hand_over(False)
    window.setMinimumSize(0, 0)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def penta_with_three_messages(qtbot, size: tuple[int, int] = SCREEN) -> MainWindow:
    """The countdown, "one must be sacrificed" and the last scoring, all at once."""
    window = window_at(qtbot, PENTA_DICE, size)
    engine = window.start_game(GameSetup(PENTA, ("Ana", "Rui"), True)).engine
    rui = sheet_with(ONES=3, THREES=9, FOURS=12, SIXES=18, CHANCE=22)
    engine.game.sheets = [sheet_with(), rui, sheet_with(PENTA=50)]
    assert engine.roll()
    engine.scoreBox(Box.CHANCE)
    assert engine.roll() and engine.toggleHold(0) and engine.toggleHold(1)
    assert engine.roll() and engine.roll()
    engine.setPaused(True)
    settle()
    return window


def squeezed(buttons: list[QPushButton]) -> list[str]:
    """The buttons whose text has less than its padding above and below, or less than
    the width it asks for (its padding on the left and the right)."""
    faults = [
        f"{b.objectName()}: {b.height()} px for a {b.fontMetrics().height()} px line"
        for b in buttons
        if b.isVisible() and b.height() < b.fontMetrics().height() + 2 * BUTTON_PADDING
    ]
    faults += [
        f"{b.objectName()}: {b.width()} px wide for its {b.text()!r}"
        for b in buttons
        if b.isVisible()
        and b.width() < b.fontMetrics().horizontalAdvance(b.text()) + 2 * BUTTON_PADDING
    ]
    return faults


@pytest.mark.parametrize("language", ["ro", "pt_PT"])
@pytest.mark.parametrize(
    "seats", [("Ana", "Rui"), ("Ana", "Rui", "Maria", "João", "Ioana", "Mihai")]
)
def test_pentas_buttons_keep_their_padding_beside_the_text_at_200_percent(
    qtbot, languages, text_size, language, seats
) -> None:
    """In a maximised full-HD window at 200 %, "Roll (2 left)" had its style's few pixels
    beside it, its text touching the borders, while "Hint" had room to spare."""
    languages.set_language(language)
    text_size(200)
    window = window_at(qtbot, PENTA_DICE, FULL_HD_WINDOW)
    view = window.start_game(GameSetup(PENTA, seats, False))
    view.engine.roll()
    settle()
    assert view.roll_button.text().endswith(")")  # "Roll (2 left)", the longest
    assert squeezed([view.roll_button, view.validate_button, view.hint_button]) == []


def cut_messages(view) -> list[str]:
    faults = []
    for name in MESSAGES:
        label = view.findChild(QLabel, name)
        if label.isVisible() and label.text():
            needed = label.heightForWidth(label.width()) if label.wordWrap() else 0
            if needed > label.height():
                faults.append(f"{name}: needs {needed} > {label.height()} px")
    return faults


@pytest.mark.parametrize("language", ["en", "pt_PT", "pt_BR", "ro"])
@pytest.mark.parametrize(("percent", "size"), [(100, SCREEN), (200, SCREEN), (200, FULL_HD_WINDOW)])
def test_pentas_buttons_keep_their_padding_under_three_messages(
    qtbot, languages, text_size, language, percent, size
) -> None:
    languages.set_language(language)
    text_size(percent)
    window = penta_with_three_messages(qtbot, size)
    view = window.view
    shown = [view.findChild(QLabel, name) for name in MESSAGES[:3]]
    assert all(label.isVisible() and label.text() for label in shown)
    row = [view.roll_button, view.validate_button, view.hint_button]
    assert squeezed(row) == []
    assert min(b.height() for b in row) >= 36  # as tall as ever at 100 %
    assert cut_messages(view) == []


@pytest.mark.parametrize("language", ["en", "pt_PT", "pt_BR", "ro"])
def test_farkles_buttons_keep_their_padding_at_200_percent(
    qtbot, languages, text_size, language
) -> None:
    languages.set_language(language)
    text_size(200)
    window = window_at(qtbot, [1, 1, 1, 5, 2, 3] * 2)
    view = window.start_game(GameSetup(FARKLE, ("Ana", "Rui"), True))
    view.engine.roll()
    for index in (0, 1, 2):
        view.engine.toggleDie(index)
    settle()
    assert squeezed([view.roll_button, view.bank_button, view.undo_button]) == []
