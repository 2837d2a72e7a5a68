"""The end of a game on the board: the winner large, the standings, the last roll as it
lay (no blank die, no padlock), "Play again" focused; no dialog opens by itself, and the
results and the move review are one key (R, V) or one click away, Esc back to the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QApplication, QDialog, QLabel
from support.games import landed
from support.scripted import ScriptedRng
from test_penta_view import button, click, click_box, die, make_view, sheet_with

from dicegame.core.highlights import Highlight
from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.core.rules import Box
from dicegame.ui.style.text_size import apply_text_scale
from dicegame.ui.style.theme import current_theme

ALL_BUT_CHANCE = {box.name: 0 for box in Box if box is not Box.CHANCE}


def finished_game(qtbot):
    """Ana and Rui, one box left each; Ana keeps two dice before her last scoring."""
    sheets = [sheet_with(**{**ALL_BUT_CHANCE, "SIXES": 18}), sheet_with(**ALL_BUT_CHANCE)]
    view = make_view(
        qtbot, [1, 2, 2, 3, 4] + [6, 6, 5, 4, 1, 6, 5, 2], ("Ana", "Rui"), sheets=sheets
    )
    view.hand_over.set_enabled(False)
    with qtbot.waitActive(view):
        view.activateWindow()
    click(qtbot, button(view, "rollButton"))
    click_box(qtbot, view, Box.CHANCE, double=True)  # Ana: 12
    click(qtbot, button(view, "rollButton"))
    click(qtbot, die(view, 0))
    click(qtbot, die(view, 1))  # Rui keeps 6 6 ...
    click(qtbot, button(view, "rollButton"))
    assert die(view, 0).isHeld()
    click_box(qtbot, view, Box.CHANCE, double=True)  # ... and scores 6 6 6 5 2 = 25
    assert view.game.is_over
    qtbot.waitUntil(lambda: button(view, "playAgainButton").hasFocus())  # the board's ending
    return view


def in_view(widget, view) -> QRect:
    return QRect(widget.mapTo(view, widget.rect().topLeft()), widget.size())


def no_dialog(view) -> bool:
    return not any(dialog.isVisible() for dialog in view.findChildren(QDialog))


def test_the_board_shows_the_end(qtbot) -> None:
    view = finished_game(qtbot)
    assert no_dialog(view) and view.results_dialog is None  # the board tells the story
    assert view.turn_label.text() == "Ana wins with 30."
    assert view.turn_label.font().pointSizeF() > view.round_label.font().pointSizeF() * 1.5
    standings = view.findChild(QLabel, "standingsLabel")
    assert standings.isVisible() and standings.text() == "1. Ana: 30\n2. Rui: 25"
    assert [die(view, i).value() for i in range(5)] == [6, 6, 6, 5, 2]  # the last roll
    assert not any(die(view, i).isHeld() for i in range(5))  # no padlock
    play_again = button(view, "playAgainButton")
    assert play_again.hasFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)  # the results, one key away
    assert view.results_shown()
    view.results_dialog.reject()
    qtbot.waitUntil(play_again.hasFocus)
    # in the button row, where Roll, Validate and Hint were, not 0 px tall behind it; the
    # results and the review beside the standings
    ending = ("newGameButton", "resultsButton", "reviewButton")
    for shown in (play_again, *(button(view, name) for name in ending)):
        qtbot.waitUntil(lambda b=shown: not b.visibleRegion().isEmpty(), timeout=2000)
    with qtbot.waitSignal(view.playAgainRequested):
        qtbot.keyClick(play_again, Qt.Key.Key_Space)


def test_the_standings_follow_the_language(qtbot, languages) -> None:
    view = finished_game(qtbot)
    languages.set_language("pt_BR")
    standings = view.findChild(QLabel, "standingsLabel")
    qtbot.waitUntil(lambda: standings.text() == "1. Ana: 30\n2. Rui: 25")
    qtbot.waitUntil(lambda: view.turn_label.text() == "Ana vence com 30.")
    assert button(view, "resultsButton").text() == "Resultados"
    assert button(view, "reviewButton").text() == "Análise das jogadas"


def test_the_penta_winner_s_line_is_whole_when_grown_at_large_text(qtbot, languages) -> None:
    """Romanian at 200 % on a small screen: the winner's line grows only as far as its
    column lets it stay whole (the final "." was cut by the column's edge)."""
    languages.set_language("ro")
    apply_text_scale(200)
    try:
        view = finished_game(qtbot)
        view.resize(900, 600)
        label = view.turn_label
        whole = "Ana câștigă cu 30."
        qtbot.waitUntil(lambda: label.contentsRect().width() < 500)  # laid out narrower
        qtbot.wait(20)
        assert label.text() == whole
        room = label.contentsRect().width()
        assert QFontMetrics(label.font()).horizontalAdvance(whole) <= room
        assert label.font().pointSizeF() > view.round_label.font().pointSizeF()  # still large
    finally:
        apply_text_scale(100)


def test_keyboard_only_the_end_tabs_to_results_and_review_and_esc_comes_back(qtbot) -> None:
    view = finished_game(qtbot)
    play_again = button(view, "playAgainButton")
    results, review = button(view, "resultsButton"), button(view, "reviewButton")
    qtbot.keyClick(play_again, Qt.Key.Key_Tab)
    assert results.hasFocus()
    qtbot.keyClick(results, Qt.Key.Key_Return)  # the focused button, not Play again
    assert view.results_shown() and no_dialog(view) is False
    qtbot.keyClick(view.results_dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not view.results_shown())
    assert results.hasFocus()  # back where it was
    qtbot.keyClick(results, Qt.Key.Key_Tab)
    assert review.hasFocus()
    qtbot.keyClick(review, Qt.Key.Key_Space)
    dialog = view.game_end.review_dialog
    assert dialog is not None and dialog.isVisible() and not view.results_shown()
    assert dialog.review is view.review_widget and set(view.review_widget.pages) == {0, 1}
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert review.hasFocus()
    qtbot.keyClick(review, Qt.Key.Key_V)  # the key as well
    assert view.game_end.review_dialog.isVisible()
    view.game_end.review_dialog.reject()
    qtbot.waitUntil(review.hasFocus)
    view.focus_board()
    with qtbot.waitSignal(view.playAgainRequested):  # Enter on the board: Play again
        qtbot.keyClick(view, Qt.Key.Key_Return)


def test_the_end_buttons_open_the_dialogs_with_a_click(qtbot) -> None:
    view = finished_game(qtbot)
    play_again = button(view, "playAgainButton")
    click(qtbot, button(view, "resultsButton"))
    assert view.results_shown()
    assert (
        view.results_dialog.accessibleName()
        == "Game over. Ana wins with 30. 1. Ana, 30; 2. Rui, 25."
    )
    view.results_dialog.reject()
    view.activateWindow()  # (a desktop gives the window back its activation by itself)
    qtbot.waitUntil(view.hasFocus)  # where the click left the keys: the board
    assert not play_again.hasFocus()
    click(qtbot, button(view, "reviewButton"))
    assert view.game_end.review_dialog.isVisible()
    assert view.game_end.review_dialog.windowTitle() == "Move review"


def finished_farkle(qtbot, rolls, bank_last: bool = False, names=("Ana", "Rui")):
    """Ana (9 500) banks 1 000 and so reaches the target; Rui's last turn farkles (or,
    ``bank_last``, banks a single 1 from three dice it holds a moment)."""
    setup = GameSetup(FARKLE, humans=names, with_computer=False)
    timing = Timing(roll_animation_ms=0, banner_ms=1, computer_step_ms=60_000)
    view = FarkleView(setup, timing=timing, rng=ScriptedRng(rolls))
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show()
    with qtbot.waitActive(view):
        view.activateWindow()
    view.hand_over.set_enabled(False)
    engine = view.engine
    engine.game.totals[:] = [9500, 4000]
    engine.roll()
    landed(engine)
    for index in range(4):
        engine.toggleDie(index)
    engine.bank()  # Ana reaches the target: Rui's last turn
    engine.roll()
    landed(engine)  # a farkle, or a 1 to bank
    if bank_last:
        engine.toggleDie(0)
        engine.bank()
    qtbot.waitUntil(view.again_button.hasFocus)  # the board's ending, no dialog
    return view


def test_farkle_ends_on_the_board_with_play_again_focused(qtbot) -> None:
    view = finished_farkle(qtbot, [1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 2, 3])
    assert no_dialog(view) and view.results_dialog is None
    assert view.status.full_text() == "Game over: Ana wins!"
    shown = [die.value() for die in view.tray.dice if die.isVisible()]
    assert shown == [2, 3, 4, 6, 2, 3]  # the last roll as it lay
    qtbot.keyClick(view.again_button, Qt.Key.Key_R)  # the results, one key away
    assert view.results_shown()
    view.results_dialog.reject()
    qtbot.waitUntil(view.again_button.hasFocus)
    qtbot.keyClick(view.again_button, Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    review = view.end_board.review_button
    assert review.hasFocus()
    qtbot.keyClick(review, Qt.Key.Key_Return)
    dialog = view.game_end.review_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(review.hasFocus)
    with qtbot.waitSignal(view.playAgainRequested):
        qtbot.keyClick(view.again_button, Qt.Key.Key_Space)


def test_farkle_board_shows_the_winner_large_and_the_standings(qtbot) -> None:
    view = finished_farkle(qtbot, [1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 2, 3])
    standings = view.findChild(QLabel, "standingsLabel")
    assert standings.isVisible() and standings.text() == "1. Ana: 10,550\n2. Rui: 4,000"
    assert view.status.font().pointSizeF() > view.event_label.font().pointSizeF() * 1.8
    assert view.status.full_text() == "Game over: Ana wins!"
    assert not any(die.isHeld() for die in view.tray.dice)


def test_farkle_last_bank_leaves_its_roll_unheld(qtbot) -> None:
    view = finished_farkle(qtbot, [1, 1, 1, 5, 2, 3, 1, 2, 3, 4, 6, 2], bank_last=True)
    shown = [die.value() for die in view.tray.dice if die.isVisible()]
    assert shown == [1, 2, 3, 4, 6, 2]  # the last roll as it lay, the 1 banked with it
    assert not any(die.isHeld() for die in view.tray.dice)  # no set-aside mark
    standings = view.findChild(QLabel, "standingsLabel")
    assert standings.text() == "1. Ana: 10,550\n2. Rui: 4,100"


def face_colour(die) -> QColor:
    """The colour of the die's face as painted, above its centre (no pip there)."""
    body = die.body_rect()
    above_centre = body.center() - QPointF(0, body.height() / 5)
    return die.grab().toImage().pixelColor(above_centre.toPoint())


def test_penta_s_last_roll_is_shown_in_full_colour_and_takes_no_click(qtbot) -> None:
    """A click on a die of a finished Penta game was refused (a red cross, a shake)."""
    view = finished_game(qtbot)
    theme = current_theme()
    for index in range(5):
        assert face_colour(die(view, index)).rgb() == theme.die_face.rgb()
        assert not die(view, index).isEnabled()
    with qtbot.assertNotEmitted(view.tray.dieClicked):  # (the engine refused it)
        click(qtbot, die(view, 0))
    assert not die(view, 0).isHeld()


@pytest.mark.parametrize("bank_last", [False, True])
def test_farkle_s_last_roll_is_shown_in_full_colour_but_not_clickable(qtbot, bank_last) -> None:
    """The end board drew the last roll dulled, as a roll waiting for the next player."""
    rolls = [1, 1, 1, 5, 2, 3] + ([1, 2, 3, 4, 6, 2] if bank_last else [2, 3, 4, 6, 2, 3])
    view = finished_farkle(qtbot, rolls, bank_last=bank_last)
    view.celebration.cancel()
    theme = current_theme()
    shown = [shown for shown in view.tray.dice if shown.isVisible()]
    assert len(shown) == 6
    for one in shown:
        assert face_colour(one).rgb() == theme.die_face.rgb() != theme.die_face_disabled.rgb()
        assert not one.isEnabled()  # a die of a finished game takes no click
    with qtbot.assertNotEmitted(view.tray.dieClicked):
        click(qtbot, shown[0])
    assert [one.value() for one in shown] == rolls[6:]


def test_farkle_win_is_celebrated_on_the_board(qtbot) -> None:
    view = finished_farkle(qtbot, [1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 2, 3])
    view.celebration.flush()
    assert Highlight.WIN in view.celebration.highlights
    assert view.celebration.is_showing() and "Ana wins!" in view.celebration.text()
    assert view.celebration.geometry() == view.tray.geometry()  # over the dice: the end's
    during = view.status.width()
    view.celebration.cancel()  # the headline had its room all along: nothing moves
    qtbot.wait(20)
    assert view.status.width() == during
    assert view.status.full_text() == "Game over: Ana wins!"


def test_farkle_winner_s_line_is_whole_on_a_small_screen_with_large_text(qtbot, languages) -> None:
    """1024x600 at 200 % text in Romanian: the winner's line takes a second line rather
    than being cut after "Sfârșitul partidei"."""
    languages.set_language("ro")
    apply_text_scale(200)
    try:
        rolls = [1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 2, 3]
        view = finished_farkle(qtbot, rolls, names=("Alexandrina", "Rui"))
        view.celebration.cancel()
        status = view.status
        whole = "Sfârșitul partidei: Alexandrina câștigă!"
        qtbot.waitUntil(lambda: status.full_text() == whole)
        qtbot.waitUntil(lambda: status.text().replace("\n", " ") == whole)
        assert status.height() >= 2 * status.fontMetrics().lineSpacing()
    finally:
        apply_text_scale(100)


@pytest.mark.parametrize("percent", [100, 200])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_penta_win_band_leaves_the_standings_and_their_buttons_in_sight(
    qtbot, size, percent
) -> None:
    """The win's band lay over the message area, where the ending puts the standings and
    the Results and Move review buttons: for its 1.8 s they were hidden."""
    apply_text_scale(percent)
    try:
        view = finished_game(qtbot)
        view.resize(*size)
        view.engine.highlighted.emit(Highlight.WIN)  # as the last scoring did
        view.celebration.flush()
        band = view.celebration
        qtbot.waitUntil(lambda: band.is_showing() and band.text() == "Ana wins!")
        qtbot.wait(20)  # the resized board laid out
        needed = [view.findChild(QLabel, "standingsLabel")]
        needed += [button(view, name) for name in ("resultsButton", "reviewButton")]
        needed += [button(view, name) for name in ("playAgainButton", "newGameButton")]
        for widget in needed:
            assert widget.isVisible()
            assert not in_view(band, view).intersects(in_view(widget, view)), widget
        assert not in_view(band, view).intersects(in_view(view.sheet, view))
    finally:
        apply_text_scale(100)


@pytest.mark.parametrize("percent", [100, 200])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_farkle_win_band_is_readable_and_leaves_the_ending_in_sight(
    qtbot, size, percent
) -> None:
    """The win's band lay in the banners' slot, which the winner's headline narrows at the
    end: at 200 % text its words shrank to 8 points."""
    apply_text_scale(percent)
    try:
        view = finished_farkle(qtbot, [1, 1, 1, 5, 2, 3, 2, 3, 4, 6, 2, 3])
        view.resize(*size)
        band = view.celebration
        band.flush()
        qtbot.waitUntil(lambda: band.is_showing() and "Ana wins!" in band.text())
        qtbot.wait(20)  # the resized board laid out
        assert band.font().pointSizeF() >= view.status.font().pointSizeF()  # large
        needed = [view.findChild(QLabel, "standingsLabel"), view.status]
        needed += [view.again_button, view.new_game_button, *view.end_board.buttons()]
        for widget in needed:
            assert widget.isVisible()
            assert not in_view(band, view).intersects(in_view(widget, view)), widget
    finally:
        apply_text_scale(100)


def test_the_winner_s_line_follows_a_text_size_change_after_the_end(qtbot) -> None:
    """Game ▸ Text size at the end: the winner's line keeps its growth over the new size
    (it was grown again from the size the board had when it was made, so at 200 % it
    came back to its 100 % size)."""
    view = finished_game(qtbot)
    view.resize(1600, 1000)
    label = view.turn_label
    qtbot.wait(20)
    before = label.font().pointSizeF()
    ratio = before / view.round_label.font().pointSizeF()
    assert ratio > 1.2  # grown
    try:
        apply_text_scale(200)
        qtbot.wait(20)
        after = label.font().pointSizeF() / view.round_label.font().pointSizeF()
        assert after == pytest.approx(ratio, rel=0.1)
        assert label.font().pointSizeF() > 1.8 * before
    finally:
        apply_text_scale(100)
