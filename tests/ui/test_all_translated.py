"""Every window and dialog, switched from English to each language: no English text is left.

For each of pt_PT, pt_BR and ro, the test opens every window in English (main window and
welcome page, menus, New game for both games, a Penta game with the countdown, the
sacrifice message and a hint, its score sheet, the results with the move review, a Farkle
game with the hot-dice banner and its scoreboard, the statistics, the rules, the About box),
collects every text a player can see or hear (labels, buttons, titles, menus, tabs, combo
items, table cells and headers, tooltips, accessible names), switches the language and
collects again. A text found in both collections is English left untranslated, unless it
is the same in both languages (player names, numbers, "Penta", "TOTAL", ...).

The games are live while the language changes: dice, holds, scores, the current player
and the countdown must survive the switch.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QTabBar,
    QTableWidget,
    QWidget,
)
from test_farkle_view import SLOW_BANNER
from test_farkle_view import make_view as make_farkle_view
from test_penta_review import reviewed
from test_penta_view import make_view as make_penta_view
from test_penta_view import sheet_with
from test_stats import records  # noqa: F401  (fixture)

from dicegame.core.common import Player
from dicegame.core.records import Records
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA, moments_tables
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.ui.review import PentaReview
from dicegame.games.penta.ui.sheet.sheet_rows import ROWS
from dicegame.i18n import LANGUAGES, LanguageManager, build_language_menu
from dicegame.ui.voice.words import counted
from dicegame.ui.window.dialogs import NewGameDialog, ResultsDialog
from dicegame.ui.window.mainwindow import MainWindow
from dicegame.ui.window.rules import RulesDialog
from dicegame.ui.window.stats import StatisticsDialog

pytestmark = pytest.mark.window


@pytest.fixture(autouse=True)
def tables_in_memory() -> None:
    """The Penta chance tables loaded, as after the warm-up: the chance line is there from
    the first snapshot (loaded in the background, it could appear between two of them)."""
    assert moments_tables.table_problem() is None


PLAYERS = ("Ana", "Rui")
# Every name on screen: the players, and those of the records (tests/ui/test_stats.py).
NAMES = re.compile(r"\b(Ana|Rui|Ion|ana)\b")
# Texts that are the same in English and in the language (names of games, loanwords).
SAME_EVERYWHERE = {"Penta", "Farkle", "TOTAL", "OK", *LANGUAGES.values()}
SAME_IN = {
    "pt_PT": {"Chance", "Full", "Normal", "Pentas"},
    "pt_BR": {"Chance", "Normal"},
    "ro": {"Full", "Normal", "Expert", "Perfect"},
}
# The box names of the spec's table, in sheet order (Aces ... Penta).
BOX_NAMES = {
    "pt_PT": [
        "Ás",
        "Dois",
        "Três",
        "Quatro",
        "Cinco",
        "Seis",
        "Trio",
        "Quadra",
        "Full",
        "Sequência pequena",
        "Sequência grande",
        "Chance",
        "Penta",
    ],
    "pt_BR": [
        "Ases",
        "Dois",
        "Três",
        "Quatro",
        "Cinco",
        "Seis",
        "Trinca",
        "Quadra",
        "Full House",
        "Sequência pequena",
        "Sequência grande",
        "Chance",
        "Cinco Iguais",
    ],
    "ro": [
        "Asuri",
        "Doi",
        "Trei",
        "Patru",
        "Cinci",
        "Șase",
        "Trei de un fel",
        "Careu",
        "Full",
        "Suită mică",
        "Suită mare",
        "Șansă",
        "Penta",
    ],
}
# Strings the seeds fix word for word: (context, English source) -> translation.
SPEC_STRINGS = {
    "pt_PT": {
        ("PentaView", "Validate move"): "Validar a jogada",
        (
            "PentaView",
            "No open box scores: one must be sacrificed",
        ): "Nenhuma casa aberta rende pontos: é preciso sacrificar uma",
        ("FarkleView", "Roll"): "Lançar",
        ("FarkleView", "Bank"): "Guardar",
        ("FarkleView", "Farkle!"): "Turno perdido!",
        ("FarkleView", "Hot dice!"): "Dados quentes!",
        ("FarkleView", "Last turn!"): "Último turno!",
        ("NewGameDialog", "New game"): "Nova partida",
        ("NewGameDialog", "Humans + 1 AI"): "Humanos + 1 IA",
        ("ScoreSheet", "TOTAL"): "TOTAL",
    },
    "pt_BR": {("ScoreSheet", "TOTAL"): "TOTAL"},
    "ro": {
        ("PentaView", "Validate move"): "Validează tura",
        (
            "PentaView",
            "No open box scores: one must be sacrificed",
        ): "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una",
        ("ScoreSheet", "TOTAL"): "TOTAL",
    },
}
# Of those, the ones the windows of this test show.
ON_SCREEN = {
    "pt_PT": [
        "Validar a jogada",
        "Nenhuma casa aberta rende pontos: é preciso sacrificar uma",
        "Lançar",
        "Guardar",
        "Dados quentes!",
        "Nova partida",
        "Humanos + 1 IA",
        "TOTAL",
    ],
    "ro": ["Validează tura", "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una"],
}
LETTERS = re.compile(r"[^\W\d_]")
# A number as any locale writes it (10,000 / 10 000 / 10.000 / 2.3): compared as "#".
NUMBER = re.compile(r"\d(?:[\d.,\u00a0\u202f ]*\d)?")


# ----- collecting texts ----------------------------------------------------------------------
def _table_texts(table: QTableWidget) -> Iterator[str]:
    for row in range(table.rowCount()):
        header = table.verticalHeaderItem(row)
        if header is not None:
            yield header.text()
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is not None:
                yield item.text()
                yield item.toolTip()
    for column in range(table.columnCount()):
        header = table.horizontalHeaderItem(column)
        if header is not None:
            yield header.text()
            yield header.toolTip()


def _widget_texts(widget: QWidget) -> Iterator[str]:
    yield widget.toolTip()
    yield widget.accessibleName()
    if widget.isWindow():
        yield widget.windowTitle()
    if isinstance(widget, QLabel | QAbstractButton):
        yield widget.text()
    if isinstance(widget, QGroupBox):
        yield widget.title()
    if isinstance(widget, QMenu):
        yield widget.title()
    if isinstance(widget, QMenu | QMenuBar):
        for action in widget.actions():
            yield action.text()
            yield action.toolTip()
    if isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield widget.tabText(index)
            yield widget.tabToolTip(index)
    if isinstance(widget, QComboBox):
        yield from (widget.itemText(index) for index in range(widget.count()))
    if isinstance(widget, QTableWidget):
        yield from _table_texts(widget)


def _qt_tab_scroller(widget: QWidget) -> bool:
    """A tab bar's hidden scroll button: Qt names it once and never retranslates it."""
    return isinstance(widget.parentWidget(), QTabBar) and widget.isHidden()


def texts_of(window: QWidget) -> set[str]:
    """Every text of ``window`` and its descendants, shown or not, one line at a time.

    Numbers read "#", so that "Target: 10,000" and "Target: 10 000" are the same English.
    """
    found: set[str] = set()
    for widget in (window, *window.findChildren(QWidget)):
        if _qt_tab_scroller(widget):
            continue
        for text in _widget_texts(widget):
            found.update(NUMBER.sub("#", line).strip() for line in text.splitlines())
    found.discard("")
    return found


def untranslated(english: set[str], translated: set[str], code: str) -> set[str]:
    """Texts still in English after the switch to ``code`` (minus those that may stay)."""
    same = SAME_EVERYWHERE | SAME_IN[code]
    left = set()
    for text in english & translated:
        words = NAMES.sub("", text.replace("&", "")).strip()
        if text not in same and words not in same and LETTERS.search(words):
            left.add(text)
    return left


def about_box_texts(qtbot, window: MainWindow) -> set[str]:
    """The texts of Help ▸ About (a modal message box, closed as soon as it is read)."""
    found: set[str] = set()

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        if box is None:  # not up yet
            QTimer.singleShot(10, read_and_close)
            return
        found.update(texts_of(box))
        box.close()

    QTimer.singleShot(0, read_and_close)
    window.show_about()
    assert found, "the About box did not open"
    return found


# ----- the windows ---------------------------------------------------------------------------
@dataclass
class Scene:
    """The open windows, and how to read the state a language switch must keep."""

    windows: dict[str, QWidget]
    main: MainWindow
    state: Callable[[], object]


def open_everything(qtbot, manager: LanguageManager, history: Records) -> Scene:
    main = MainWindow(timing=Timing.fast())
    qtbot.addWidget(main)
    main.install_language_menu(build_language_menu(main, manager))
    main.show()
    main.complete_menus()  # as just after the first paint: every menu item is there
    penta_dialog = NewGameDialog(main, PENTA)
    farkle_dialog = NewGameDialog(main, FARKLE)
    for dialog in (penta_dialog, farkle_dialog):
        dialog.show()
    penta = penta_mid_game(qtbot)
    farkle = farkle_mid_game(qtbot)
    results = results_with_review(qtbot)
    stats = StatisticsDialog(history, main)
    stats.show()
    rules = RulesDialog(main, FARKLE)
    rules.show()
    windows = {
        "main window": main,
        "New game (Penta)": penta_dialog,
        "New game (Farkle)": farkle_dialog,
        "Penta": penta,
        "results": results,
        "Farkle": farkle,
        "statistics": stats,
        "rules": rules,
    }
    return Scene(windows, main, lambda: (penta_state(penta), farkle_state(farkle)))


def penta_mid_game(qtbot) -> QWidget:
    """Ana's third roll of 1 1 3 4 6 scores nowhere: countdown, sacrifice, hint; 1s held."""
    # The countdown must not tick while the test runs (a 1 s tick made it depend on the
    # machine's speed): one tick of 10 minutes.
    timing = Timing(
        auto_score_ms=600_000,
        countdown_tick_ms=600_000,
        roll_animation_ms=0,
        computer_step_ms=600_000,
    )
    filled = sheet_with(ONES=3, THREES=9, FOURS=12, SIXES=18, CHANCE=22)
    view = make_penta_view(
        qtbot,
        [1, 1, 3, 4, 6, 3, 4, 6, 3, 4, 6],
        humans=PLAYERS,
        computer=True,
        sheets=[filled, sheet_with(FIVES=15), sheet_with(PENTA=50)],
        timing=timing,
    )
    engine = view.engine
    assert engine.roll() and engine.toggleHold(0) and engine.toggleHold(1)
    assert engine.roll() and engine.roll()
    view.show_hint()
    engine.setPaused(True)  # the countdown's seconds hold still however long the switch takes
    assert engine.countdown_active and view.sacrifice_label.isVisibleTo(view)
    assert view.hint_label.text()
    return view


def penta_state(view) -> object:
    game = view.game
    # The countdown goes on during the switch (its seconds may tick on a busy machine).
    return (game.dice, game.held, game.current, game.rolls_left, game.sheets, view._countdown > 0)


def farkle_mid_game(qtbot) -> QWidget:
    """Ana sets aside 1 1 1 5 5 5: hot dice, the banner shows; the computer plays too."""
    view = make_farkle_view(
        qtbot, [1, 1, 1, 5, 5, 5], humans=PLAYERS, with_computer=True, timing=SLOW_BANNER
    )
    view.engine.game.totals[1:] = [2350, 9800]
    view.engine.roll()
    for index in range(6):
        view.engine.toggleDie(index)
    assert view.banner.is_showing() and view.banner.kind == "hot"
    return view


def farkle_state(view) -> object:
    game = view.game
    return (
        game.roll_dice,
        game.selected,
        game.set_aside,
        game.turn_points,
        list(game.totals),
        game.current,
        view.banner.kind,
    )


def results_with_review(qtbot) -> QWidget:
    players = [Player(PLAYERS[0]), Player(PLAYERS[1]), Player("Computer", is_computer=True)]
    reviews = [
        reviewed(0, 1, (6, 6, 6, 6, 2), 2, ()),
        reviewed(0, 3, (5, 5, 5, 2, 2), 0, Box.ONES),
        reviewed(1, 2, (2, 3, 4, 5, 6), 0, Box.LARGE_STRAIGHT),
    ]
    ranking = [(1, 2, players[2], 251), (2, 0, players[0], 198), (3, 1, players[1], 140)]
    dialog = ResultsDialog(ranking, extra=PentaReview(players, reviews))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def all_texts(qtbot, scene: Scene) -> dict[str, set[str]]:
    texts = {name: texts_of(window) for name, window in scene.windows.items()}
    texts["About box"] = about_box_texts(qtbot, scene.main)
    return texts


# ----- the tests -----------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["pt_PT", "pt_BR", "ro"])
def test_every_window_is_translated_and_the_games_go_on(
    qtbot,
    languages: LanguageManager,
    records: Records,  # noqa: F811
    code: str,
) -> None:
    languages.set_language("en")  # English numbers and dates too
    scene = open_everything(qtbot, languages, records)
    english = all_texts(qtbot, scene)
    assert "Validate move" in english["Penta"] and "Hot dice!" in english["Farkle"]
    before = scene.state()

    languages.set_language(code)
    QCoreApplication.processEvents()
    translated = all_texts(qtbot, scene)

    left = {
        name: sorted(untranslated(english[name], translated[name], code))
        for name in english
        if untranslated(english[name], translated[name], code)
    }
    assert not left, f"English left in {code}: {left}"
    assert scene.state() == before, "the language switch changed a game"
    check_spec_strings(scene, code, translated)

    languages.set_language("en")
    QCoreApplication.processEvents()
    again = all_texts(qtbot, scene)
    changed = {
        name: english[name] ^ again[name] for name in english if english[name] != again[name]
    }
    assert not changed, f"switching back did not restore every text: {changed}"
    assert scene.state() == before


def check_spec_strings(scene: Scene, code: str, translated: dict[str, set[str]]) -> None:
    """The seeds' exact strings, on screen where the scene shows them, else in the catalog."""
    for (context, source), wanted in SPEC_STRINGS[code].items():
        assert QCoreApplication.translate(context, source) == wanted
    penta = scene.windows["Penta"]
    sheet_names = [penta.sheet.verticalHeaderItem(row).text() for row in range(len(ROWS))]
    boxes = [name for name, row in zip(sheet_names, ROWS, strict=True) if isinstance(row, Box)]
    assert boxes == BOX_NAMES[code]
    assert sheet_names[-1] == "TOTAL"
    shown = set().union(*translated.values())
    wanted = {NUMBER.sub("#", text) for text in ON_SCREEN.get(code, ())}
    assert wanted <= shown, f"not on screen: {wanted - shown}"
    if code == "pt_PT":
        assert scene.windows["New game (Penta)"].windowTitle() == "Nova partida"
        assert scene.main.new_action.text() == "&Nova partida…"
        assert scene.windows["New game (Farkle)"].computer_box.title() == "Humanos + 1 IA"


# Plural forms: (count, FarkleView "%1 point(s)" as shown). Romanian has three.
PLURALS = {
    "en": [(1, "1 point"), (2, "2 points"), (20, "20 points")],
    "pt_PT": [(0, "0 pontos"), (1, "1 ponto"), (2, "2 pontos"), (20, "20 pontos")],
    "pt_BR": [(1, "1 ponto"), (2, "2 pontos"), (20, "20 pontos")],
    "ro": [
        (1, "1 punct"),
        (2, "2 puncte"),
        (19, "19 puncte"),
        (20, "20 de puncte"),
        (102, "102 puncte"),
        (120, "120 de puncte"),
    ],
}


@pytest.mark.parametrize("code", sorted(PLURALS))
def test_counted_points_use_the_plural_forms(
    qapp,
    languages: LanguageManager,
    code: str,
) -> None:
    languages.set_language(code)
    for count, wanted in PLURALS[code]:
        text = QCoreApplication.translate("FarkleView", "%1 point(s)", None, count)
        assert counted(text, count).replace("%1", str(count)) == wanted
