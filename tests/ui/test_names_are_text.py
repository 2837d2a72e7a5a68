"""Names are text, everywhere (issue 24 item 6, reliability review D4).

Hostile names (markup, entities, ``%1``, bidi marks, the longest name allowed) are typed
into the real New game dialog; then every widget of both views, the hand-over card, the
results, the Penta move review and the Statistics window is walked: no label, tooltip,
table item, accessible name or description may render a name as HTML or lose part of it.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTabWidget,
    QWidget,
)
from support.games import finished_penta, landed
from support.scripted import ScriptedRng

from dicegame.core.common import Player
from dicegame.core.limits import MAX_NAME_LENGTH, clean_name
from dicegame.core.records import Records
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.farkle.core.stats import FarkleTurnStats
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.ui.view import PentaView
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import Settings
from dicegame.ui.voice.words import plain_tip
from dicegame.ui.window.dialogs import NewGameDialog
from dicegame.ui.window.mainwindow import MainWindow
from dicegame.ui.window.stats import StatisticsDialog

pytestmark = pytest.mark.window

LONGEST = "Maximiliana Constança Albuquerque"[:MAX_NAME_LENGTH]
TYPED = (
    "<img src=/tmp/red.png>",
    "<h1>Big</h1> & <b>co</b>",
    "&lt;lt&gt; Tom &amp; Jerry",
    "%1 %2 %n",
    "\u202eAbc\u202c \u200fDef",
    LONGEST,
)
NAMES = tuple(clean_name(name) for name in TYPED)  # as the dialog keeps them
MARKUP = ("<img", "<h1", "<b>", "&lt;", "&amp;")
PLACEHOLDERS = ("%1", "%2", "%n")
looks_rich = QtGui.Qt.mightBeRichText  # how Qt decides that a tooltip is HTML


def rendered(text: str, rich: bool) -> str:
    """What the player sees of ``text``: Qt's HTML reading when it takes it as rich."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def without_names(text: str) -> str:
    """``text`` without the names, whole or elided ("%1 %2…")."""
    forms = {name for name in NAMES}
    forms |= {name[:end] + "\u2026" for name in NAMES for end in range(1, len(name))}
    for form in sorted(forms, key=len, reverse=True):
        text = text.replace(form, "")
    return text


def check_shown(where: str, text: str, rich: bool, problems: list[str]) -> None:
    """A text shown on screen: no name read as HTML, no placeholder filled in a name."""
    if rich:
        for name in NAMES:
            if any(mark in name for mark in "<&") and name in text:
                problems.append(f"{where}: raw name {name!r} in rich text {text!r}")
        if "<img" in text:
            problems.append(f"{where}: an image tag would be drawn: {text!r}")
    seen = without_names(rendered(text, rich))
    for mark in PLACEHOLDERS:
        if mark in seen:
            problems.append(f"{where}: {mark} left or mangled: {rendered(text, rich)!r}")


def check_spoken(where: str, text: str, problems: list[str]) -> None:
    """An accessible name or description: plain text, never escaped nor wrapped."""
    rest = without_names(text)
    for mark in (*MARKUP, "<p", "<br", *PLACEHOLDERS):
        if mark in rest:
            problems.append(f"{where}: {mark!r} in the spoken text {text!r}")


def walk(root: QWidget, problems: list[str]) -> int:
    """Check every widget under ``root``; return how many texts showed a name."""
    shown_names = 0
    for widget in [root, *root.findChildren(QWidget)]:
        where = f"{type(widget).__name__}#{widget.objectName()}"
        texts: list[tuple[str, str, bool]] = []
        if isinstance(widget, QLabel):
            rich = widget.textFormat() == Qt.TextFormat.RichText or (
                widget.textFormat() == Qt.TextFormat.AutoText and looks_rich(widget.text())
            )
            texts.append(("text", widget.text(), rich))
        if isinstance(widget, QAbstractButton):
            texts.append(("text", widget.text(), False))
        tip = widget.toolTip()
        texts.append(("tooltip", tip, looks_rich(tip)))
        if isinstance(widget, QTableWidget):
            items = [
                widget.item(r, c)
                for r in range(widget.rowCount())
                for c in range(widget.columnCount())
            ]
            items += [widget.horizontalHeaderItem(c) for c in range(widget.columnCount())]
            for item in filter(None, items):
                texts.append(("item", item.text(), False))
                texts.append(("item tooltip", item.toolTip(), looks_rich(item.toolTip())))
        if isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                texts.append(("tab", widget.tabText(index).replace("&&", "&"), False))
                tab_tip = widget.tabToolTip(index)
                texts.append(("tab tooltip", tab_tip, looks_rich(tab_tip)))
        for kind, text, rich in texts:
            check_shown(f"{where} {kind}", text, rich, problems)
            shown_names += any(name in rendered(text, rich) for name in NAMES)
        for kind, text in (
            ("accessible name", widget.accessibleName()),
            ("accessible description", widget.accessibleDescription()),
        ):
            check_spoken(f"{where} {kind}", text, problems)
            shown_names += any(name in text for name in NAMES)
    return shown_names


def make_window(qtbot, folder: Path, dice: list[int]) -> MainWindow:
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(),
        rng_factory=lambda: ScriptedRng(list(dice)),
        autosave=AutosaveManager(folder=folder),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    return window


def typed_setup(qtbot, window: MainWindow, kind: str) -> tuple[NewGameDialog, GameSetup]:
    window.new_game(kind)
    dialog = window.new_game_dialog
    dialog.humans_spin.setValue(len(TYPED))
    for edit, name in zip(dialog.name_edits, TYPED, strict=False):
        edit.clear()
        edit.insert(name)  # as typed or pasted (keyClicks knows ASCII only)
    return dialog, dialog.setup()


def test_a_plain_tip_shows_any_text_as_written(qapp) -> None:
    for text in (*TYPED, "a\nb <c>", "x & y"):
        tip = plain_tip(text)
        assert rendered(tip, looks_rich(tip)) == text or "\n" in text
    assert plain_tip("Ana") == "Ana"  # an ordinary text stays as it is


def test_hostile_names_are_text_in_every_screen(qtbot, tmp_path: Path) -> None:
    problems: list[str] = []
    window = make_window(qtbot, tmp_path, [2, 2, 3, 5, 6] * 20)
    dialog, setup = typed_setup(qtbot, window, PENTA)
    assert setup.humans == NAMES  # the longest name whole, the bidi marks dropped
    seen = walk(dialog, problems)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    view = window.view
    assert isinstance(view, PentaView)
    seen += walk(window, problems)
    engine = view.engine
    engine.roll()
    landed(engine)
    engine.selectBox(Box.CHANCE)
    seen += walk(window, problems)
    engine.scoreBox(Box.CHANCE)
    assert view.hand_over.isVisible()  # the next human's card: a name in a tooltip
    seen += walk(window, problems)

    farkle = GameSetup(FARKLE, NAMES, with_computer=True)
    window.start_game(farkle)
    farkle_view = window.view
    assert isinstance(farkle_view, FarkleView)
    seen += walk(window, problems)
    farkle_view.resize(1024, 600)
    qtbot.mouseClick(farkle_view.roll_button, Qt.MouseButton.LeftButton)
    landed(farkle_view.engine)
    seen += walk(window, problems)
    assert not problems, "\n".join(problems)
    assert seen > 20  # the walk really met the names


def test_a_name_given_twice_is_text_in_the_message(qtbot) -> None:
    problems: list[str] = []
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.humans_spin.setValue(2)
    twice = "<img src=/tmp/red.png> <h1>Big</h1> &lt;x&gt;"[:MAX_NAME_LENGTH]
    for edit in dialog.name_edits[:2]:
        edit.clear()
        edit.insert(twice)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert dialog.problem_label.isVisible() and dialog.problem_label.toolTip()  # elided
    global NAMES
    saved, NAMES = NAMES, (*NAMES, clean_name(twice))
    try:
        walk(dialog, problems)
    finally:
        NAMES = saved
    assert not problems, "\n".join(problems)


def walk_end_dialogs(qtbot, view, problems: list[str]) -> int:
    """Open the results and the move review as a player does (their buttons on the end
    board) and walk both."""
    seen = 0
    for button, dialog in (
        (view.end_board.results_button, lambda: view.results_dialog),
        (view.end_board.review_button, lambda: view.game_end.review_dialog),
    ):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        opened = dialog()
        assert opened is not None and opened.isVisible()
        seen += walk(opened, problems)
        opened.reject()
    return seen


def test_hostile_names_are_text_at_the_end_of_games(qtbot) -> None:
    problems: list[str] = []
    players = [*NAMES, Player("Computer", is_computer=True)]
    setup = GameSetup(PENTA, NAMES, with_computer=True)
    penta = PentaView(setup, timing=Timing.fast(), game=finished_penta(players))
    qtbot.addWidget(penta)
    penta.show()
    qtbot.waitUntil(penta.game_end.is_over)
    seen = walk(penta, problems)
    seen += walk_end_dialogs(qtbot, penta, problems)  # the results and the move review

    farkle_setup = GameSetup(FARKLE, NAMES, with_computer=False, options={"target": 5000})
    game = FarkleGame(list(NAMES), target=5000)
    game.totals = [5200, 3100, 0, 50, 5200, 100]
    game.turn_number, game.final_trigger, game.is_over = 31, 0, True
    farkle = FarkleView(farkle_setup, timing=Timing.fast(), game=game)
    qtbot.addWidget(farkle)
    farkle.show()
    farkle.engine.gameOver.emit(game.ranking())
    qtbot.waitUntil(farkle.game_end.is_over)
    seen += walk(farkle, problems) + walk_end_dialogs(qtbot, farkle, problems)

    records = Records()
    records.record_game(PENTA, finished_penta(players, 1), date(2026, 1, 2))
    records.record_game(FARKLE, game, date(2026, 1, 3), FarkleTurnStats([3] * 6, [1] * 6))
    statistics = StatisticsDialog(records)
    qtbot.addWidget(statistics)
    statistics.show()
    for kind in (PENTA, FARKLE):
        statistics.show_game(kind)
        QApplication.processEvents()
        seen += walk(statistics, problems)
    assert not problems, "\n".join(problems)
    assert seen > 20
