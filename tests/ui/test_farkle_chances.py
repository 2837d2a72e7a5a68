"""Everyone's chance to win on the Farkle board: shown, updated after every roll and
bank, the advice between banking and rolling on, the setting that hides it; in English
and Portuguese."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QLocale, Qt
from support.master_tables import damaged_tables
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.master import STEP, choice_chances, master_table
from dicegame.games.farkle.core.rules import TARGETS
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.i18n import format_percent
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

TARGET = 5000
UNITS = TARGET // STEP


def make_view(qtbot, dice: list[int], humans=("Ana", "Rui"), target=TARGET) -> FarkleView:
    setup = GameSetup(FARKLE, humans=humans, with_computer=False, options={"target": target})
    view = FarkleView(setup, timing=Timing.fast(), rng=ScriptedRng(dice))
    qtbot.addWidget(view)
    view.resize(1024, 680)
    view.show()
    qtbot.waitExposed(view)
    return view


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def pct(chance: float) -> str:
    return format_percent(100 * chance, 0)


def table(me: int, other: int) -> float:
    return master_table(TARGET)[(me // STEP) * UNITS + other // STEP]


NB = "\N{NO-BREAK SPACE}"  # pt_PT keeps "Ana:" and its percentage on one line


@pytest.mark.parametrize(
    ("code", "chances", "bank_first", "roll_first"),
    [
        ("en", "Chance to win: {}", "Bank: {} to win; roll on: {}", "Roll on: {} to win; bank: {}"),
        (
            "pt_PT",
            "Probabilidade de ganhar: {}",
            f"Guardar: {{}} de probabilidade de ganhar; relançar:{NB}{{}}",
            f"Relançar: {{}} de probabilidade de ganhar; guardar:{NB}{{}}",
        ),
    ],
)
def test_chances_and_advice_follow_the_game(
    qtbot, languages, code, chances, bank_first, roll_first
) -> None:
    languages.set_language(code)
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6])
    label, advice = view.chances.chances_label, view.chances.advice_label
    first = table(0, 0)
    colon = f":{NB}"  # in English too (issue 24 item 5)
    assert label.text() == chances.format(f"Ana{colon}{pct(first)}; Rui{colon}{pct(1 - first)}")
    assert first > 0.5 and not view.chances.isHidden()
    click(qtbot, view.roll_button)  # 1 5 2 3 4 6
    click(qtbot, view.tray.dice[0])  # the 1 aside: 100, five dice left
    bank, roll = choice_chances(view.game, 100, 5)
    expected = (
        bank_first.format(pct(bank), pct(roll))
        if bank >= roll
        else roll_first.format(pct(roll), pct(bank))
    )
    assert advice.text() == expected and advice.isVisible()
    click(qtbot, view.bank_button)
    now = table(0, 100)  # Rui to move, 0 against Ana's 100
    assert label.text() == chances.format(f"Ana{colon}{pct(1 - now)}; Rui{colon}{pct(now)}")
    assert advice.text() == "" and not advice.isVisible()


@pytest.mark.parametrize("target", TARGETS)
def test_the_chances_show_at_every_target(qtbot, target: int) -> None:
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6], target=target)
    first = master_table(target)[0]  # 0 against 0: the first player's advantage
    text = f"Chance to win: Ana:{NB}{pct(first)}; Rui:{NB}{pct(1 - first)}"
    assert view.chances.chances_label.text() == text and not view.chances.isHidden()
    click(qtbot, view.roll_button)
    click(qtbot, view.tray.dice[0])
    assert view.chances.advice_label.text().startswith(("Bank: ", "Roll on: "))


def test_without_a_sound_table_the_model_gives_the_chances(qtbot, tmp_path) -> None:
    with damaged_tables(tmp_path, 10000):
        view = make_view(qtbot, [1, 5, 2, 3, 4, 6], target=10000)
        assert view.chances.chances_label.text().startswith("Chance to win: Ana:")
        assert "as their level does" in view.chances.toolTip()
        click(qtbot, view.roll_button)
        click(qtbot, view.tray.dice[0])
        assert view.chances.advice_label.text().startswith(("Bank: ", "Roll on: "))


SIX = ("Ana", "Rui", "Eva", "Lia", "Teo", "Zé")


def shown_percents(text: str) -> list[int]:
    return [int(part.split("%")[0]) for part in text.split(f":{NB}")[1:]]


@pytest.mark.parametrize(
    ("code", "chances", "advice"),
    [
        ("en", "Chance to win: ", ("Bank: ", "Roll on: ")),
        ("pt_PT", "Probabilidade de ganhar: ", ("Guardar: ", "Relançar: ")),
    ],
)
@pytest.mark.parametrize("humans", [("Ana", "Rui", "Eva"), SIX])
def test_larger_games_show_everyones_chance_and_the_advice(
    qtbot, languages, code, chances, advice, humans
) -> None:
    """Issue 35 item 1: a chance for every player of 3-6, summing to 100 %, with the
    advice in chances, readable at 1024x600."""
    languages.set_language(code)
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6], humans=humans)
    view.resize(1024, 600)
    qtbot.wait(10)
    label, advice_label = view.chances.chances_label, view.chances.advice_label
    text = label.text()
    assert text.startswith(chances) and all(f"{name}:{NB}" in text for name in humans)
    percents = shown_percents(text)
    assert len(percents) == len(humans) and sum(percents) == 100
    assert percents[0] == max(percents)  # the first to play is favoured
    assert view.chances.accessibleName() == text
    click(qtbot, view.roll_button)  # 1 5 2 3 4 6
    click(qtbot, view.tray.dice[0])  # the 1 aside: bank or roll on, each with its chance
    assert advice_label.text().startswith(advice) and advice_label.isVisible()
    assert advice_label.text().count("%") == 2
    for widget in (label, advice_label):
        corner = widget.mapTo(view, widget.rect().bottomRight())
        assert view.rect().contains(corner)  # not cut off at 1024x600
        assert widget.height() >= widget.heightForWidth(widget.width())
    click(qtbot, view.bank_button)
    assert shown_percents(label.text()) != percents and advice_label.text() == ""


def test_the_last_turn_advice_is_a_chance_to_win(qtbot) -> None:
    view = make_view(qtbot, [5, 5, 5, 2, 3, 4])
    view.game.totals = [5300, 0]
    view.game.final_trigger = 0
    view.game.current = 1  # Rui plays the last turn, 5 300 behind
    click(qtbot, view.roll_button)
    for index in (0, 1, 2):
        click(qtbot, view.tray.dice[index])
    assert view.chances.advice_label.text().startswith("Last turn: roll on, ")
    assert view.chances.advice_label.text().endswith("(banking: 0%)")  # a certainty


def test_the_setting_hides_the_chances(qtbot, tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from dicegame.persist.settings import Settings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: ScriptedRng([1, 5, 2, 3, 4, 6]))
    window.settings = settings
    qtbot.addWidget(window)
    window.show()
    setup = GameSetup(
        FARKLE, humans=("Ana", "Rui"), with_computer=False, options={"target": TARGET}
    )
    view = window.start_game(setup)
    assert window.chances_action.isChecked() and view.chances.isVisible()
    window.chances_action.trigger()
    assert not view.chances.isVisible() and not settings.chances_visible
    view.engine.roll()  # hidden: nothing is computed or shown
    assert view.chances.chances_label.text() == ""
    window.chances_action.trigger()
    assert view.chances.isVisible() and settings.chances_visible
    assert view.chances.chances_label.text().startswith("Chance to win: ")


@pytest.fixture(autouse=True)
def english_numbers():
    previous = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(previous)


def test_the_first_game_shows_its_chances_once_its_tables_are_in(qtbot, monkeypatch) -> None:
    """Issue 37: in a program that has not loaded Farkle's tables yet, the first game's
    board shows the Expert's advice and the risk at once, no chance until the tables are
    in (they load in a thread of their own), then the same chances as ever."""
    from dicegame.games.farkle.core import tables as farkle_tables

    monkeypatch.setattr(farkle_tables, "_done", set())  # as in a program just started
    gate = threading.Event()
    load = farkle_tables.load

    def held(needed) -> None:
        gate.wait(30)
        load(needed)

    monkeypatch.setattr(farkle_tables, "load", held)
    view = make_view(qtbot, [1, 5, 2, 3, 4, 6])
    assert view.chances.chances_label.text() == ""  # not computed on the GUI thread
    assert view.expert_label.text().startswith("Expert: roll (expects ")
    assert view.risk_label.text().startswith("Risk of a farkle: ")
    gate.set()
    first = table(0, 0)
    colon = f":{NB}"
    qtbot.waitUntil(
        lambda: (
            view.chances.chances_label.text()
            == f"Chance to win: Ana{colon}{pct(first)}; Rui{colon}{pct(1 - first)}"
        )
    )
    assert not view.chances.isHidden()
