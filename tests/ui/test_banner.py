"""The transient banner: shows over its board until its owner hides it, or a click."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from dicegame.ui.board.banner import Banner, BannerStyle


def make_board(qtbot) -> tuple[QWidget, QPushButton, Banner]:
    board = QWidget()
    qtbot.addWidget(board)
    middle = QPushButton("dice", board)
    layout = QVBoxLayout(board)
    layout.addWidget(QPushButton("top"))
    layout.addWidget(middle)
    layout.addWidget(QPushButton("bottom"))
    board.resize(800, 500)
    board.show()
    qtbot.waitExposed(board)
    return board, middle, Banner(board, anchor=middle)


def test_banner_shows_over_its_anchor_until_its_owner_hides_it(qtbot) -> None:
    board, middle, banner = make_board(qtbot)
    banner.show_message("Farkle!", BannerStyle.DANGER, kind="farkle")
    assert banner.is_showing() and banner.text() == "Farkle!" and banner.kind == "farkle"
    assert banner.accessibleName() == "Farkle!"
    anchor_centre = middle.geometry().center()
    assert abs(banner.geometry().center().y() - anchor_centre.y()) <= 1
    assert banner.width() < board.width() and banner.height() < board.height() / 2
    assert banner.font().bold() and banner.font().pointSizeF() >= 20
    qtbot.wait(50)
    assert banner.is_showing()  # no clock of its own: the engine times it
    with qtbot.waitSignal(banner.finished, timeout=2000):
        banner.cancel()
    assert not banner.is_showing()


def test_a_click_dismisses_the_banner(qtbot) -> None:
    _board, _, banner = make_board(qtbot)  # keep the board alive
    banner.show_message("Hot dice!", BannerStyle.SUCCESS)
    with qtbot.waitSignals([banner.dismissed, banner.finished], timeout=1000):
        qtbot.mouseClick(banner, Qt.MouseButton.LeftButton)
    assert not banner.is_showing()


def test_the_rest_of_the_board_stays_clickable(qtbot) -> None:
    board, _, banner = make_board(qtbot)
    banner.show_message("Last turn!", BannerStyle.WARNING)
    top = board.findChildren(QPushButton)[1]
    assert top.text() == "top" and not banner.geometry().intersects(top.geometry())
    with qtbot.waitSignal(top.clicked, timeout=1000):
        qtbot.mouseClick(top, Qt.MouseButton.LeftButton)
    assert banner.is_showing()


def test_banner_follows_resizes_and_new_text(qtbot) -> None:
    board, middle, banner = make_board(qtbot)
    banner.show_message("Farkle!", BannerStyle.DANGER)
    narrow = banner.width()
    banner.set_text("Turno perdido! Turno perdido!")
    assert banner.width() > narrow
    board.resize(1000, 700)
    qtbot.waitUntil(
        lambda: abs(banner.geometry().center().x() - middle.geometry().center().x()) <= 1
    )
    assert banner.geometry().right() <= board.width()


def test_cancel_hides_without_counting_as_a_click(qtbot) -> None:
    _board, _, banner = make_board(qtbot)
    banner.show_message("Hot dice!", BannerStyle.SUCCESS)
    with qtbot.assertNotEmitted(banner.dismissed), qtbot.waitSignal(banner.finished):
        banner.cancel()
    assert not banner.is_showing()
