"""One family look (issue 34 item 4): both games start their game log the same way, show
the computer with the same badge and a key line under the board in the same style."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.core.rules import FarkleGame
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.ui.view import PentaView
from dicegame.ui.style.text_size import apply_text_scale

pytestmark = pytest.mark.window


SEVEN = ("Ana", "Rui", "Eva", "Luís", "Inês", "Tomás")  # and the computer


def make_view(
    qtbot, kind: str, size: tuple[int, int], humans=("Ana", "Rui"), computer=False, game=None
):
    setup = GameSetup(kind, humans=humans, with_computer=computer)
    view_class = FarkleView if kind == FARKLE else PentaView
    view = view_class(setup, timing=Timing.fast(), rng=random.Random(0), game=game)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(30)  # laid out at its real size
    return view


def test_pentas_computer_column_wears_farkles_badge(qtbot) -> None:
    farkle = make_view(qtbot, FARKLE, (1024, 600), computer=True)
    penta = make_view(qtbot, PENTA, (1024, 600), computer=True)
    seat = penta.engine.game.players.index(
        next(p for p in penta.engine.game.players if p.is_computer)
    )
    badge = penta.findChild(QLabel, f"sheetBadge{seat}")
    twin = farkle.findChild(QLabel, "seatComputerBadge2")
    assert badge is not None and badge.isVisible() and twin.isVisible()
    assert (badge.text(), badge.toolTip()) == (twin.text(), twin.toolTip())
    assert (badge.text(), badge.toolTip()) == ("AI", "Played by the computer")
    assert badge.styleSheet() == twin.styleSheet()
    header = penta.sheet.horizontalHeader()
    left = header.sectionViewportPosition(seat)
    assert left <= badge.x() and badge.geometry().right() < left + header.sectionSize(seat)
    for human in range(seat):
        assert penta.findChild(QLabel, f"sheetBadge{human}") is None


@pytest.mark.parametrize("percent", [100, 200])
def test_with_seven_seats_the_badge_never_covers_a_name(qtbot, percent) -> None:
    apply_text_scale(percent)
    try:
        penta = make_view(qtbot, PENTA, (1024, 560), SEVEN, computer=True)
        sheet, seat = penta.sheet, len(SEVEN)
        header, item = sheet.horizontalHeader(), sheet.horizontalHeaderItem(seat)
        badge = penta.findChild(QLabel, f"sheetBadge{seat}")
        assert item.text() == "Computer"  # the badge never cuts the name
        assert badge.isVisible()  # beside the name or under it, inside its header
        left = header.sectionViewportPosition(seat)
        metrics = QFontMetrics(item.font())
        beside = left + metrics.horizontalAdvance(item.text()) < badge.x()
        assert beside or badge.y() >= metrics.height()
        assert left <= badge.x() and badge.geometry().right() < left + header.sectionSize(seat)
        assert badge.y() >= 0 and badge.geometry().bottom() < header.height()
    finally:
        apply_text_scale(100)


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_the_log_opens_where_there_is_room_in_both_games(qtbot, kind) -> None:
    view = make_view(qtbot, kind, (1100, 720))
    assert view.log_panel.isExpanded() and view.log_panel.list.isVisible()


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_a_small_screen_keeps_the_log_folded_in_both_games(qtbot, kind) -> None:
    view = make_view(qtbot, kind, (1000, 430), SEVEN, computer=True)
    assert not view.log_panel.isExpanded()


@pytest.mark.parametrize("kind", [PENTA, FARKLE])
def test_a_passing_first_size_does_not_decide_the_log(qtbot, kind) -> None:
    """The view shown at a roomy size, then laid out where seven seats leave no room
    (the main window's size arriving late): the log folds; with room again, it opens."""
    view = make_view(qtbot, kind, (1100, 720), SEVEN, computer=True)
    assert view.log_panel.isExpanded()
    view.resize(1000, 430)
    qtbot.waitUntil(lambda: not view.log_panel.isExpanded())
    view.resize(1100, 720)
    qtbot.waitUntil(view.log_panel.isExpanded)


def test_farkle_at_200_percent_the_log_leaves_the_seat_playing_in_sight(qtbot) -> None:
    """Opened at a roomy first size, the log folds when 200 % text on a small screen
    leaves no room, and the last seat, playing, stays in sight."""
    setup = GameSetup(FARKLE, humans=SEVEN, with_computer=True)
    game = FarkleGame(setup.players(), target=5000)
    game.current = 5
    view = make_view(qtbot, FARKLE, (1100, 720), SEVEN, computer=True, game=game)
    assert view.log_panel.isExpanded()
    apply_text_scale(200)
    try:
        view.resize(1024, 600)
        qtbot.waitUntil(lambda: not view.log_panel.isExpanded())
        qtbot.wait(30)
        scroll, row = view.side.scroll, view.score_board.current_row()
        assert row is view.score_board.rows[5] and row.isVisible()
        assert scroll.verticalScrollBar().maximum() > 0  # the seats do not all fit
        place = row.geometry().translated(scroll.widget().pos())
        assert scroll.viewport().rect().contains(place)
    finally:
        apply_text_scale(100)


def test_the_player_decides_after_the_first_size(qtbot) -> None:
    view = make_view(qtbot, FARKLE, (1100, 720))
    view.log_panel.toggle.click()
    view.resize(1120, 740)
    qtbot.wait(30)
    assert not view.log_panel.isExpanded()
    view.log_panel.toggle.click()
    view.resize(1000, 430)
    qtbot.wait(30)
    assert view.log_panel.isExpanded()


KEY_LINE = (
    "Keys: Space roll · 1–6 set a die aside or return it · B bank · Enter skip the pause"
    " after a farkle · H Expert's advice · D, S, T read the dice, scores, totals · Tab moves"
    " between dice and buttons"
)


def test_farkle_shows_a_key_line_like_pentas(qtbot) -> None:
    farkle = make_view(qtbot, FARKLE, (1024, 600))
    penta = make_view(qtbot, PENTA, (1024, 600))
    line = farkle.findChild(QLabel, "keysLabel")
    assert line is not None and line.isVisible()
    assert line.full_text() == KEY_LINE
    assert line.toolTip() == KEY_LINE and line.accessibleName() == KEY_LINE
    assert line.text().replace("\n", " ") == KEY_LINE  # whole on two lines when there is room
    twin = penta.findChild(QLabel, "keysLabel")
    assert line.font() == twin.font() and line.styleSheet() == twin.styleSheet()
    assert line.geometry().bottom() <= farkle.board.height()


def key_line_and_dice(view) -> tuple:
    line = view.findChild(QLabel, "keysLabel")
    dice = [QRect(die.mapTo(view, QPoint(0, 0)), die.size()) for die in view.tray.dice]
    return QRect(line.mapTo(view, QPoint(0, 0)), line.size()), dice


@pytest.mark.parametrize("percent", [100, 200])
def test_a_language_switch_moves_neither_the_dice_nor_the_key_line(
    qtbot, languages, percent
) -> None:
    """The key line is as high in every language (cut between words when a language
    needs more): switching en → ro → pt_BR leaves the dice tray exactly where it was."""
    apply_text_scale(percent)
    try:
        view = make_view(qtbot, FARKLE, (1000, 540), SEVEN, computer=True)
        line = view.findChild(QLabel, "keysLabel")
        before = key_line_and_dice(view)
        texts = {line.full_text()}
        for language in ("ro", "pt_BR"):
            languages.set_language(language)
            qtbot.wait(20)
            texts.add(line.full_text())
            assert key_line_and_dice(view) == before, language
            assert line.text().count("\n") <= 1 and line.toolTip() == line.full_text()
        assert len(texts) == 3 and any(text.startswith("Taste: ") for text in texts)
    finally:
        apply_text_scale(100)
