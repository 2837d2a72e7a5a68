"""Issue 26 item 1: everyone's chance to win a Penta game of two or more, on the board and
in the hint; in English and Portuguese; the chances of all players add up to 100 %; the
setting that hides Farkle's chances hides them too; updated after every scoring.

The numbers come from :mod:`dicegame.games.penta.core.chances`; where a test reads a number it
replaces ``win_chances`` / ``box_chances`` with known ones (the module's method is not
what these tests check)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import chances as penta_chances
from dicegame.games.penta.core import moments_tables
from dicegame.games.penta.core.rules import Box, PentaGame, Sheet
from dicegame.games.penta.ui.view import PentaView
from dicegame.persist.settings import Settings
from dicegame.ui.board.chances_text import whole_percents
from dicegame.ui.window.mainwindow import MainWindow

NB = "\N{NO-BREAK SPACE}"  # a name and its percentage never part at a line break
FULL_HOUSE_ROLL = [3, 3, 3, 5, 5]
THREE = ("Ana", "Rui", "Eva")
TIMING = replace(Timing.fast(), auto_score_ms=0)  # the player chooses, however long

pytestmark = [pytest.mark.usefixtures("english_numbers"), pytest.mark.window]


@pytest.fixture(autouse=True)
def tables_in_memory() -> None:
    """The chance tables loaded, as after the warm-up: the chances show at once (their
    load in the background when a game needs them first is tested on its own)."""
    assert moments_tables.table_problem() is None


def make_view(qtbot, dice: Sequence[int] = (), humans=THREE, computer=False) -> PentaView:
    setup = GameSetup(humans=tuple(humans), with_computer=computer)
    rng = ScriptedRng(list(dice))
    game = PentaGame(setup.players(), rng)
    view = PentaView(setup, timing=TIMING, rng=rng, game=game)
    qtbot.addWidget(view)
    view.hand_over.set_enabled(False)
    view.resize(1100, 720)
    view.show()
    qtbot.waitExposed(view)
    return view


def click(qtbot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def roll_button(view: PentaView) -> QPushButton:
    button = view.findChild(QPushButton, "rollButton")
    assert button is not None
    return button


def chances_label(view: PentaView) -> QLabel:
    label = view.findChild(QLabel, "pentaChances")
    assert label is not None
    return label


def start_penta(window: MainWindow, setup: GameSetup) -> PentaView:
    view = window.start_game(setup)
    assert isinstance(view, PentaView)
    return view


def score_by_double_click(qtbot, view: PentaView, box: Box) -> None:
    table = view.sheet
    centre = table.visualItemRect(table.cell_item(box, view.game.current)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def totals_chances(sheets: Sequence[Sheet]) -> tuple[float, ...]:
    """Known chances that follow the sheets: the leader by points gets the most."""
    weights = [1 + sheet.total for sheet in sheets]
    return tuple(weight / sum(weights) for weight in weights)


@pytest.fixture
def calls(monkeypatch) -> list[tuple[Sheet, ...]]:
    """``win_chances`` replaced by :func:`totals_chances`; the positions it was asked."""
    asked: list[tuple[Sheet, ...]] = []

    def fake(sheets: Sequence[Sheet], levels: object = None) -> tuple[float, ...]:
        asked.append(tuple(sheets))
        return totals_chances(sheets)

    monkeypatch.setattr(penta_chances, "win_chances", fake)
    return asked


@pytest.mark.parametrize(
    ("code", "line"),
    [
        ("en", f"Chance to win: Ana:{NB}61%; Rui:{NB}27%; Eva:{NB}12%"),
        ("pt_PT", f"Probabilidade de ganhar: Ana:{NB}61{NB}%; Rui:{NB}27{NB}%; Eva:{NB}12{NB}%"),
    ],
)
def test_every_player_has_a_chance_on_the_board(qtbot, languages, monkeypatch, code, line) -> None:
    monkeypatch.setattr(
        penta_chances, "win_chances", lambda sheets, levels=None: (0.61, 0.27, 0.12)
    )
    languages.set_language(code)
    view = make_view(qtbot)
    label = chances_label(view)
    assert label.text() == line and label.isVisible()
    assert label.accessibleName() == line  # what a screen reader finds there is current
    languages.set_language("en")  # a language switch redraws it
    qtbot.waitUntil(lambda: label.text().startswith("Chance to win: Ana:"))


def test_the_chances_follow_every_scoring_and_undo(qtbot, calls) -> None:
    view = make_view(qtbot, FULL_HOUSE_ROLL, humans=("Ana", "Rui"))
    label = chances_label(view)
    assert label.text() == f"Chance to win: Ana:{NB}50%; Rui:{NB}50%"
    asked = len(calls)
    click(qtbot, roll_button(view))
    click(qtbot, view.tray.dice[0])  # a hold changes no sheet: nothing is computed again
    assert len(calls) == asked
    score_by_double_click(qtbot, view, Box.FULL_HOUSE)  # Ana: 25, Rui: 0 → 26 to 1
    assert view.game.sheets[0][Box.FULL_HOUSE] == 25
    assert label.text() == f"Chance to win: Ana:{NB}96%; Rui:{NB}4%"
    assert label.accessibleName() == label.text()
    assert calls[-1] == tuple(view.game.sheets)  # from the sheets as they stand now
    click(qtbot, view.undo_button)
    assert label.text() == f"Chance to win: Ana:{NB}50%; Rui:{NB}50%"


def test_the_computer_s_scoring_moves_the_chances_too(qtbot, calls) -> None:
    view = make_view(qtbot, [6, 6, 6, 6, 6] * 3, humans=("Ana",), computer=True)
    view.engine.roll()
    view.engine.scoreBox(Box.SIXES)  # Ana: 30
    qtbot.waitUntil(lambda: view.game.current == 0 and view.game.round == 2)
    computer = view.game.sheets[1].total
    assert computer > 0
    ana, other = totals_chances(view.game.sheets)
    wholes = whole_percents([ana, other])
    text = f"Chance to win: Ana:{NB}{wholes[0]}%; Computer:{NB}{wholes[1]}%"
    assert chances_label(view).text() == text


@pytest.mark.parametrize("players", range(2, 8))
def test_the_chances_of_all_players_add_up_to_100(qtbot, players) -> None:
    humans = tuple(f"P{seat}" for seat in range(1, min(players, 6) + 1))
    view = make_view(qtbot, humans=humans, computer=players == 7)
    game, rng = view.game, random.Random(players)
    for _ in range(players * 3):  # a few rounds scored at random
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        box = rng.choice(list(game.sheet.options(dice)))
        game.sheets[game.current] = game.sheet.score(box, dice)
        game.current = (game.current + 1) % players
    chances = view.engine.chances()
    assert chances is not None and len(chances) == players
    assert sum(chances) == pytest.approx(1.0) and all(0 <= chance <= 1 for chance in chances)
    view.engine.setChancesWanted(True)
    shown = chances_label(view).text().removeprefix("Chance to win: ").split("; ")
    assert [part.split(f":{NB}")[0] for part in shown] == [player.name for player in game.players]
    percents = [part.split(f":{NB}")[1] for part in shown]
    if not any(mark in text for text in percents for mark in "<>"):
        assert sum(int(text.removesuffix("%")) for text in percents) == 100


def test_the_shown_percentages_add_up_to_100() -> None:
    assert whole_percents([1 / 3] * 3) == [34, 33, 33]
    assert whole_percents([1 / 7] * 7) == [15, 15, 14, 14, 14, 14, 14]
    assert whole_percents([0.996, 0.004]) == [100, 0]  # shown as ">99%" and "<1%"
    assert sum(whole_percents([0.1449, 0.1449, 0.1449, 0.1449, 0.1449, 0.1449, 0.1306])) == 100


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", f"Full house:{NB}61% to win; Chance:{NB}58%."),
        ("pt_PT", f"Full:{NB}61{NB}% de probabilidade de ganhar; Chance:{NB}58{NB}%."),
    ],
)
def test_the_hint_gives_the_chance_to_win_of_the_best_boxes(
    qtbot, languages, monkeypatch, code, expected
) -> None:
    def fake(
        sheets: Sequence[Sheet], mover: int, dice: Sequence[int], levels: object = None
    ) -> dict[Box, float]:
        chances = dict.fromkeys(sheets[mover].options(dice), 0.2)
        chances |= {Box.FULL_HOUSE: 0.61, Box.CHANCE: 0.58}
        return chances

    monkeypatch.setattr(penta_chances, "box_chances", fake)
    languages.set_language(code)
    view = make_view(qtbot, FULL_HOUSE_ROLL * 3)
    for _ in range(3):
        click(qtbot, roll_button(view))
    hint = view.show_hint()
    assert hint is not None and hint.best is Box.FULL_HOUSE
    assert expected in view.hint_label.text()
    assert view.hint_label.text().index(expected) > 0  # after the hint itself


def test_the_hint_adds_its_own_box_when_it_is_not_among_the_best(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(
        penta_chances,
        "box_chances",
        lambda sheets, mover, dice, levels=None: {
            Box.FULL_HOUSE: 0.4,
            Box.CHANCE: 0.7,
            Box.THREES: 0.6,
        },
    )
    view = make_view(qtbot, FULL_HOUSE_ROLL * 3)
    for _ in range(3):
        click(qtbot, roll_button(view))
    hint = view.show_hint()
    assert hint is not None and hint.best is Box.FULL_HOUSE
    assert [box for box, _ in hint.chances] == [Box.CHANCE, Box.THREES, Box.FULL_HOUSE]
    assert f"Chance:{NB}70% to win; Threes:{NB}60%; Full house:{NB}40%." in view.hint_label.text()


def test_a_hold_hint_and_a_solo_game_have_no_chances(qtbot) -> None:
    view = make_view(qtbot, [1, 2, 3, 5, 6])
    click(qtbot, roll_button(view))
    hint = view.show_hint()
    assert hint is not None and not isinstance(hint.best, Box) and hint.chances == ()
    assert "to win" not in view.hint_label.text()
    solo = make_view(qtbot, FULL_HOUSE_ROLL * 3, humans=("Ana",))
    assert solo.engine.chances() is None
    assert chances_label(solo).isHidden() and chances_label(solo).text() == ""
    for _ in range(3):
        click(qtbot, roll_button(solo))
    hint = solo.show_hint()
    assert hint is not None and hint.chances == () and "to win" not in solo.hint_label.text()


def test_the_last_scoring_takes_the_chances_away(qtbot, calls) -> None:
    filled = tuple(None if box is Box.CHANCE else 0 if box is Box.PENTA else 3 for box in Box)
    view = make_view(qtbot, FULL_HOUSE_ROLL * 2, humans=("Ana", "Rui"))
    view.game.sheets = [Sheet(filled), Sheet(filled)]
    view.game.round = 13
    view.engine.setChancesWanted(True)
    assert chances_label(view).isVisible()
    for _ in range(2):
        click(qtbot, roll_button(view))
        score_by_double_click(qtbot, view, Box.CHANCE)
    assert view.game.is_over
    assert chances_label(view).isHidden() and chances_label(view).accessibleName() == ""


def test_the_one_setting_hides_the_chances_of_both_games(qtbot, tmp_path, calls) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = MainWindow(timing=TIMING, rng_factory=lambda: ScriptedRng(FULL_HOUSE_ROLL * 6))
    window.settings = settings
    qtbot.addWidget(window)
    window.show()
    window.complete_menus()
    assert window.chances_action.text() == "Show the chance to &win"  # no longer Farkle's
    view = start_penta(window, GameSetup(humans=("Ana", "Rui"), with_computer=False))
    view.hand_over.set_enabled(False)
    label = chances_label(view)
    assert window.chances_action.isChecked() and label.isVisible()
    window.chances_action.trigger()
    assert label.isHidden() and not settings.chances_visible
    asked = len(calls)
    for _ in range(3):
        view.engine.roll()
    view.engine.scoreBox(Box.FULL_HOUSE)  # hidden: nothing is computed or shown
    assert len(calls) == asked and label.isHidden() and label.text() == ""
    for _ in range(3):
        view.engine.roll()
    hint = view.show_hint()
    assert hint is not None and hint.chances == () and "to win" not in view.hint_label.text()
    window.chances_action.trigger()
    assert label.isVisible() and settings.chances_visible
    assert label.text().startswith("Chance to win: Ana:")
    window.chances_action.trigger()  # off again: a Farkle game starts hidden too
    farkle = window.start_game(GameSetup(FARKLE, humans=("Ana", "Rui"), with_computer=False))
    assert farkle.chances.isHidden()


def test_seven_seats_fit_a_small_screen_with_their_chances(qtbot) -> None:
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: random.Random(3))
    qtbot.addWidget(window)
    window.setMinimumSize(0, 0)
    window.resize(1024, 560)  # 1024 × 600 less a task bar
    window.show()
    humans = ("Ana", "Rui", "Maria Fernanda Albuquerq", "João", "Ioana", "Mihai")
    view = start_penta(window, GameSetup(humans=humans))
    qtbot.waitExposed(window)
    QApplication.processEvents()
    label = chances_label(view)
    assert label.isVisible() and label.text().count(f":{NB}") == 7
    assert label.height() >= label.heightForWidth(label.width())  # no line cut off
    bottom = label.mapTo(window, label.rect().bottomRight())
    assert window.rect().contains(bottom)
    assert view.tray.dice[0].width() >= 48  # the dice keep their size
