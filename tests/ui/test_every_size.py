"""Every size (issue 36 item 4; playtest of 3 December, defects 3 and 7): at 200 % text the
window that has room grows before its labels are cut; the hand-over card never covers the
messages; the menus follow the text size."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from support.games import landed
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.layout import BANNER_HEIGHT_SHARE
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.core.rules import Box
from dicegame.games.penta.ui.sizes import KEYS_MIN_LINES
from dicegame.games.penta.ui.texts import keys_text
from dicegame.persist.settings import Pace, Settings
from dicegame.ui.dice.tray import TRAY_MARGIN
from dicegame.ui.style.text_size import apply_text_scale
from dicegame.ui.window import geometry
from dicegame.ui.window.mainwindow import MainWindow

FULL_HD = QRect(0, 0, 1920, 1050)  # 1920×1080 with a taskbar


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(geometry, "available_area", lambda _widget=None: QRect(FULL_HD))
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        timing=Timing.fast(),
        rng_factory=lambda: ScriptedRng([1, 2, 3, 4, 5] * 8),
        settings=settings,
    )
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    apply_text_scale(100)  # the application font is shared by every test


def test_at_200_percent_the_window_grows_to_the_screens_room(window: MainWindow) -> None:
    assert window.size().width() == 1180  # opened at the usual size: room is left
    window.set_text_scale(150)
    assert window.width() > 1180 and window.height() > 800
    window.set_text_scale(200)
    inner = FULL_HD.marginsRemoved(geometry.FRAME)
    assert window.width() == inner.width() and window.height() == inner.height()
    window.set_text_scale(100)  # it never shrinks: the player may want it large
    assert window.width() == inner.width()


def test_a_window_opened_at_200_percent_has_the_room(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(geometry, "available_area", lambda _widget=None: QRect(FULL_HD))
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_text_scale(200)
    window = MainWindow(timing=Timing.fast(), settings=settings)
    try:
        inner = FULL_HD.marginsRemoved(geometry.FRAME)
        assert window.width() == inner.width() and window.height() == inner.height()
    finally:
        window.deleteLater()
        apply_text_scale(100)


@pytest.mark.parametrize("language", ["en", "ro", "pt_PT"])
@pytest.mark.parametrize("percent", [100, 200])
def test_the_hand_over_card_covers_no_message(qtbot, window, languages, language, percent):
    languages.set_language(language)
    window.set_text_scale(percent)
    window.resize(1024, 560)
    view = window.start_game(GameSetup(PENTA, ("Ana", "Ioana"), with_computer=False))
    view.engine.roll()
    landed(view.engine)
    view.engine.scoreBox(Box.CHANCE)
    curtain = view.hand_over
    assert curtain.waiting()
    view.refresh_now()
    qtbot.wait(10)
    card = curtain.card_rect()
    messages = [view.info_label, view.countdown_label, view.sacrifice_label, view.hint_label]
    for label in messages:
        if label.isVisible() and label.text():
            top = label.mapTo(view, QPoint(0, 0)).y()
            assert card.bottom() < top, (label.objectName(), card, top)
    assert view.info_label.text()  # the scoring is shown, and not covered


def test_the_menus_follow_the_text_size_over_the_desktop_s_menu_font(window: MainWindow) -> None:
    """A desktop theme (KDE's) gives the menu bar and the menus a font of their own; the
    text size replaces it (Qt drops the classes' fonts when the application's is set),
    so the menu bar and every menu, Help's too, follow Game ▸ Text size."""
    menu_font = QFont(QApplication.font())
    for name in ("QMenuBar", "QMenu"):
        QApplication.setFont(menu_font, name)  # as the platform theme does at start-up
    bar = window.menuBar()
    size = bar.font().pointSizeF()
    line = bar.actionGeometry(window.game_menu.menuAction()).height()
    window.set_text_scale(200)
    assert bar.font().pointSizeF() == pytest.approx(2 * size)
    for menu in (window.game_menu, window.help_menu, window.text_size_menu):
        assert menu.font().pointSizeF() == pytest.approx(2 * size), menu.objectName()
    assert bar.actionGeometry(window.game_menu.menuAction()).height() > line
    window.set_text_scale(100)
    assert bar.font().pointSizeF() == pytest.approx(size)


SEVEN = ("Ana", "Rui", "Maria", "João", "Ioana", "Mihai")


def clipped_labels(panel: QWidget) -> list[str]:
    """The panel's shown labels whose text needs more height than they have."""
    cut = []
    for label in panel.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        shown = QLabel.heightForWidth(label, label.width())  # the text shown, as shown
        needed = shown if label.wordWrap() else label.fontMetrics().height()
        if needed > label.height():
            cut.append(f"{label.objectName()}: {needed} > {label.height()}")
    return cut


@pytest.mark.parametrize("language", ["ro", "pt_PT", "en"])
def test_at_200_percent_on_full_hd_the_dice_column_needs_no_scroll_bar(
    qtbot, window: MainWindow, languages, language: str
) -> None:
    """Defect 3 of the playtest: at 200 % in the window as it opens on 1920×1080, with
    seven seats, a scoring's message and everyone's chances, the dice's column fits
    without a scroll bar: the dice take no more height than their width gives them, an
    empty message takes no line, and the keys line gives way first (its first whole
    words, the whole line in its tooltip and its accessible name). A hint asked for on
    top (up to seven lines) may make the column scroll, and only once the keys line is
    down to its least."""
    languages.set_language(language)
    window.set_text_scale(200)
    view = window.start_game(GameSetup(PENTA, SEVEN, with_computer=True))
    view.hand_over.set_enabled(False)  # no card between the seats: the messages show
    view.engine.roll()
    landed(view.engine)
    view.engine.scoreBox(Box.CHANCE)
    qtbot.waitUntil(lambda: view.game.current == 1)
    view.engine.roll()
    landed(view.engine)
    view.refresh_now()
    qtbot.wait(50)
    column = view.left_scroll
    bar = column.verticalScrollBar()
    qtbot.waitUntil(view.chances.isVisible, timeout=5000)  # everyone's chances, worked out
    assert view.info_label.text()
    qtbot.wait(50)
    qtbot.waitUntil(lambda: bar.maximum() == 0, timeout=2000)
    assert clipped_labels(column.widget()) == []
    keys = view.keys_label
    assert keys.toolTip() == keys_text() and keys.accessibleName() == keys_text()
    assert keys.height() >= KEYS_MIN_LINES * keys.fontMetrics().lineSpacing()
    assert keys.geometry().bottom() < column.viewport().height()
    view.show_hint()
    assert view.hint_label.text()
    qtbot.wait(50)
    qtbot.waitUntil(lambda: bar.maximum() == 0 or keys.max_lines() == KEYS_MIN_LINES)
    assert clipped_labels(column.widget()) == []


def test_the_dice_tray_is_no_higher_than_its_dice(qtbot, window: MainWindow) -> None:
    """Seven seats leave the dice's column narrow: the tray keeps the height of its dice
    (the share of the window's height it had held them empty room above and below)."""
    window.set_text_scale(200)  # the window grows to the screen's room: 1904×1006
    view = window.start_game(GameSetup(PENTA, SEVEN, with_computer=True))
    qtbot.wait(30)
    die = view.tray.dice[0]
    assert view.tray.height() - 2 * TRAY_MARGIN <= min(die.width(), die.height()) + 2


@pytest.mark.parametrize("percent", [100, 200])
def test_the_hot_dice_banner_is_seen_on_a_large_screen(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, percent: int
) -> None:
    """On 1920×1080 Farkle's «Hot dice!» was one small line in a corner of the headline:
    its band now takes a share of the view's height and of the headline row, its text
    whole in it."""
    monkeypatch.setattr(geometry, "available_area", lambda _widget=None: QRect(FULL_HD))
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_text_scale(percent)
    timing = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)
    window = MainWindow(timing=timing, settings=settings)
    qtbot.addWidget(window)
    try:
        window.rng_factory = lambda: ScriptedRng([1, 1, 1, 5, 5, 5])
        window.show()
        window.resize(FULL_HD.marginsRemoved(geometry.FRAME).size())
        qtbot.waitExposed(window)
        view = window.start_game(GameSetup(FARKLE, humans=("Ana",), options={"target": 10000}))
        view.engine.roll()
        for index in range(6):
            view.engine.toggleDie(index)
        banner = view.banner
        assert banner.is_showing() and banner.kind == "hot"
        qtbot.wait(30)
        assert banner.height() >= BANNER_HEIGHT_SHARE * view.height() - 1
        assert banner.width() >= view.board.width() * 0.3
        metrics = QFontMetrics(banner.font())
        assert metrics.horizontalAdvance(banner.text()) < banner.width()
        assert metrics.height() < banner.height()
        headline = view.status.font().pointSizeF()
        assert banner.font().pointSizeF() >= 1.5 * headline  # a band, not another headline
        dice = [die.mapTo(view, QPoint(0, 0)).y() for die in view.tray.dice]
        assert banner.geometry().bottom() < min(dice)  # it hides none of the dice
    finally:
        apply_text_scale(100)


def farkle_window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, percent: int, dice):
    """A Farkle window on 1920×1080 at ``percent`` text, the dice scripted."""
    monkeypatch.setattr(geometry, "available_area", lambda _widget=None: QRect(FULL_HD))
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_text_scale(percent)
    timing = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)
    window = MainWindow(timing=timing, settings=settings)
    qtbot.addWidget(window)
    window.rng_factory = lambda: ScriptedRng(list(dice))
    window.show()
    window.resize(FULL_HD.marginsRemoved(geometry.FRAME).size())
    qtbot.waitExposed(window)
    return window


def farkle_ended(qtbot, window: MainWindow, humans: tuple[str, ...] = ("Ana", "Maria João")):
    """The humans bank their last turns after the computer reached 5 000."""
    view = window.start_game(GameSetup(FARKLE, humans=humans, options={"target": 5000}))
    game = view.engine.game
    game.totals[:] = [4000 - 150 * seat for seat in range(len(humans))] + [5050]
    game.final_trigger = len(humans)  # the computer reached the target: the last turns
    for _ in humans:
        view.engine.roll()
        view.engine.toggleDie(0)
        view.engine.bank()
    qtbot.waitUntil(lambda: view.end_board.is_shown(), timeout=5000)
    qtbot.wait(50)
    return view


def test_farkle_s_standings_never_wrap_on_a_small_screen(qtbot, tmp_path, monkeypatch) -> None:
    """At 200 % in 1024×560 the standings keep the small board's size, a place a line."""
    window = farkle_window(qtbot, tmp_path, monkeypatch, 200, [1, 1, 1, 1, 2, 3] * 2)
    try:
        window.setMinimumSize(0, 0)
        window.resize(1024, 560)
        view = farkle_ended(qtbot, window)
        standings = view.end_board.standings
        lines = standings.text().count("\n") + 1
        line = standings.fontMetrics().lineSpacing()
        assert QLabel.heightForWidth(standings, standings.width()) < (lines + 1) * line
    finally:
        apply_text_scale(100)


@pytest.mark.parametrize("percent", [100, 200])
def test_farkle_s_end_board_uses_a_large_screen(qtbot, tmp_path, monkeypatch, percent) -> None:
    """On 1920×1080 the end's board was sparse: the winner's line, the standings and the
    last roll small in empty room. The standings grow into a share of the view's height
    (their lines whole), the winner's line grows as wide as its row lets it."""
    window = farkle_window(qtbot, tmp_path, monkeypatch, percent, [1, 1, 1, 1, 2, 3] * 2)
    try:
        view = farkle_ended(qtbot, window)
        standings = view.end_board.standings
        body = QApplication.font().pointSizeF()
        assert standings.font().pointSizeF() >= 1.6 * body, (standings.font(), body)
        assert QLabel.heightForWidth(standings, standings.width()) <= standings.height()
        assert standings.height() <= 0.3 * view.height() + standings.fontMetrics().lineSpacing()
        headline = view.status
        assert headline.font().pointSizeF() >= 1.6 * body
        assert headline.fontMetrics().horizontalAdvance(headline.full_text()) <= headline.width()
        assert view.board_scroll.verticalScrollBar().maximum() == 0
    finally:
        apply_text_scale(100)


@pytest.mark.parametrize("language", ["ro", "pt_PT"])
@pytest.mark.parametrize(("percent", "size"), [(100, (1024, 560)), (200, (1904, 1006))])
def test_the_computer_s_card_covers_no_message_with_seven_seats(
    qtbot, tmp_path: Path, languages, language, percent, size
) -> None:
    """The playtest's defect 7 with the computer's pending card ("Computer plays next"),
    seven seats, at 1024×560 and at 200 % on 1920×1080: the card covers the buttons,
    never the scoring's message under them."""
    languages.set_language(language)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_computer_pace(Pace.SLOW)  # a pace whose computer waits behind the card
    settings.set_text_scale(percent)
    window = MainWindow(
        timing=replace(Timing.fast(), undo_grace_ms=60_000),
        rng_factory=lambda: ScriptedRng([1, 5, 3, 4, 6] * 8),
        settings=settings,
    )
    qtbot.addWidget(window)
    try:
        window.set_hand_over(False)  # from seat to seat: the computer's card stays
        window.setMinimumSize(0, 0)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        humans = SEVEN[:6]
        view = window.start_game(GameSetup(PENTA, humans, with_computer=True))
        engine = view.engine
        for seat in range(len(humans)):
            engine.roll()
            landed(engine)
            engine.scoreBox(Box.CHANCE if seat % 2 else Box.FIVES)
        curtain = view.hand_over
        qtbot.waitUntil(curtain.computer_pending, timeout=3000)
        view.refresh_now()
        qtbot.wait(30)
        card = curtain.card_rect()
        messages = [view.info_label, view.countdown_label, view.sacrifice_label]
        shown = [label for label in messages if label.isVisible() and label.text()]
        assert shown  # the last scoring is told
        for label in shown:
            top = label.mapTo(view, QPoint(0, 0)).y()
            assert card.bottom() < top, (label.objectName(), card, top)
    finally:
        apply_text_scale(100)


def test_seven_standings_grow_only_into_the_room_the_board_has(
    qtbot, tmp_path, monkeypatch
) -> None:
    """Seven places at 200 % on 1920×1080: the standings grow as far as the board has
    room left over, and the board does not scroll (the keys line stays in sight)."""
    window = farkle_window(qtbot, tmp_path, monkeypatch, 200, [1, 1, 1, 1, 2, 3] * 6)
    try:
        window.resize(1920, 1080)  # as tools/screenshots_farkle.py takes it
        view = farkle_ended(qtbot, window, ("Ana", "Rui", "Maria João", "Ioana", "Pedro", "Xu"))
        qtbot.wait(50)
        assert view.end_board.standings.text().count("\n") == 6
        assert view.board_scroll.verticalScrollBar().maximum() == 0
    finally:
        apply_text_scale(100)


@pytest.mark.parametrize("language", ["pt_PT", "ro"])
def test_the_computer_s_badge_never_covers_its_name(qtbot, languages, language) -> None:
    """At 200 % in 1024×700 «Computador» did not fit its column even in the header's
    least font, yet its badge went beside it, over «tador»: now it goes under the name."""
    languages.set_language(language)
    apply_text_scale(200)
    timing = replace(Timing.fast(), computer_step_ms=60_000, undo_grace_ms=0)
    window = MainWindow(timing=timing, rng_factory=lambda: ScriptedRng([1, 2, 3, 4, 5] * 3))
    qtbot.addWidget(window)
    try:
        window.setMinimumSize(0, 0)
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        view = window.start_game(GameSetup(PENTA, ("Ana",), with_computer=True))
        view.engine.roll()
        landed(view.engine)
        view.engine.scoreBox(Box.CHANCE)
        qtbot.waitUntil(lambda: view.game.current == 1)  # the computer's name in bold
        view.refresh_now()
        qtbot.wait(50)
        sheet = view.sheet
        columns = sheet.horizontalHeader()
        seat = 1
        badge = sheet.findChild(QLabel, f"sheetBadge{seat}")
        assert badge is not None and badge.isVisible()
        item = sheet.horizontalHeaderItem(seat)
        text = QFontMetrics(item.font()).horizontalAdvance(item.text())
        left = columns.sectionViewportPosition(seat)
        if badge.property("beside"):  # then the name and the badge share the width
            assert text + badge.width() <= columns.sectionSize(seat), (item.text(), text)
        else:  # under the name: below its line
            line = QFontMetrics(item.font()).height()
            assert badge.y() >= line, (badge.geometry(), line)
        assert left <= badge.x() and badge.geometry().right() <= left + columns.sectionSize(seat)
    finally:
        apply_text_scale(100)
