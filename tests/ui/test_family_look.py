"""One family look (issue 34 item 4): both games start their game log the same way, show
the computer with the same badge and a key line under the board in the same style."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

from dicegame.core.setup import GameKind, GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.ui.view import PentaView
from dicegame.ui.style.text_size import apply_text_scale

pytestmark = pytest.mark.window


SEVEN = ("Ana", "Rui", "Eva", "Luís", "Inês", "Tomás")  # and the computer


def make_view(qtbot, kind: GameKind, size: tuple[int, int], humans=("Ana", "Rui"), computer=False):
    setup = GameSetup(kind, humans=humans, with_computer=computer)
    view_class = FarkleView if kind is GameKind.FARKLE else PentaView
    view = view_class(setup, timing=Timing.fast(), rng=random.Random(0))
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(30)  # laid out at its real size
    return view


def test_pentas_computer_column_wears_farkles_badge(qtbot) -> None:
    farkle = make_view(qtbot, GameKind.FARKLE, (1024, 600), computer=True)
    penta = make_view(qtbot, GameKind.PENTA, (1024, 600), computer=True)
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
        penta = make_view(qtbot, GameKind.PENTA, (1024, 560), SEVEN, computer=True)
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
