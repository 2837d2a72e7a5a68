"""Game ▸ Text size scales the whole game, live, and is remembered."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import SCOREBOARD_WIDTH
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box
from dicegame.persist.settings import TEXT_SCALES, Settings
from dicegame.ui.style.text_size import apply_text_scale, text_scale
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot, settings: Settings) -> Iterator[MainWindow]:
    window = MainWindow(
        timing=Timing.fast(), rng_factory=lambda: random.Random(3), settings=settings
    )
    qtbot.addWidget(window)
    window.show()
    yield window
    apply_text_scale(100)  # the application font is shared by every test


def test_the_setting_is_stored_and_checked(settings: Settings) -> None:
    assert settings.text_scale == 100
    settings.set_text_scale(150)
    assert settings.text_scale == 150
    with pytest.raises(ValueError):
        settings.set_text_scale(130)
    settings.store.setValue("text_scale", "huge")
    assert settings.text_scale == 100
    assert TEXT_SCALES == (100, 125, 150, 175, 200)


def point_sizes(view) -> dict[str, float]:
    sheet = view.sheet
    return {
        "app": QApplication.font().pointSizeF(),
        "round": view.findChild(QLabel, "roundLabel").font().pointSizeF(),
        "roll": view.findChild(QPushButton, "rollButton").font().pointSizeF(),
        "cell": sheet.cell_item(Box.CHANCE, 0).font().pointSizeF(),
        "total": sheet.cell_item("total", 0).font().pointSizeF(),
    }


@pytest.mark.parametrize("percent", [150, 200])
def test_the_penta_game_grows_live(qtbot, window: MainWindow, settings, percent: int) -> None:
    window.setMaximumHeight(640)  # the board's own scale stays 1 as the text grows; and
    window.resize(1366, 640)  # room for every seat's column at 200 % (else the sheet's
    # text is made smaller to show them all: tests/ui/test_every_seat.py)
    view = window.start_game(GameSetup(PENTA, humans=("Ana", "Rui")))
    before = point_sizes(view)
    row_height = view.sheet.verticalHeader().sectionSizeHint(0)
    line_height = view.sheet.fontMetrics().height()
    menu_action = window.findChild(type(window.new_action), f"textSize{percent}Action")
    menu_action.trigger()
    after = point_sizes(view)
    for name, size in before.items():
        assert after[name] == pytest.approx(size * percent / 100, rel=0.02), name
    assert view.sheet.fontMetrics().height() > line_height  # what is drawn grows too
    assert view.sheet.verticalHeader().sectionSizeHint(0) > row_height
    assert settings.text_scale == percent and text_scale() == percent
    assert menu_action.isChecked()
    window.findChild(type(window.new_action), "textSize100Action").trigger()
    assert point_sizes(view) == pytest.approx(before, rel=0.02)  # window scale on top


def test_the_farkle_texts_grow_and_the_scoreboard_keeps_its_width(
    qtbot, window: MainWindow
) -> None:
    """The scoreboard's texts grow; its width does not (issue 24: a larger text never
    makes smaller dice; the names are cut between words instead)."""
    view = window.start_game(GameSetup(FARKLE, humans=("Ana",)))
    title = view.score_board.title.font().pointSizeF()
    width = view.score_board.width()
    window.set_text_scale(175)
    QApplication.processEvents()
    assert view.score_board.title.font().pointSizeF() == pytest.approx(title * 1.75, rel=0.02)
    assert view.score_board.width() == width == SCOREBOARD_WIDTH
    assert (
        view.findChild(QLabel, "statusLabel").font().pointSizeF()
        > QApplication.font(view).pointSizeF()
    )


def test_a_new_game_starts_at_the_chosen_size(qtbot, window: MainWindow) -> None:
    view = window.start_game(GameSetup(PENTA, humans=("Ana",)))
    base = view.findChild(QLabel, "roundLabel").font().pointSizeF()
    window.set_text_scale(125)
    fresh = window.start_game(GameSetup(PENTA, humans=("Ana",)))
    size = fresh.findChild(QLabel, "roundLabel").font().pointSizeF()
    assert size == pytest.approx(base * 1.25, rel=0.02)
