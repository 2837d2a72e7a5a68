"""Issue 24 item 3: sheets and boards fit at every size, in every language.

On a 1024×600 screen (less a taskbar), at text size 100 % and 200 %, in the four
languages, with 2 and 7 seats, in both games: no one-line text is cut inside a word or a
number (it fits its room, or it is cut between two words and the whole is its tooltip and
accessible name); the score sheet's headers use the room their columns have; the current
player's name is readable; every button and column can be reached; the hand-over card
stays inside the board.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionHeader,
    QWidget,
)
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.games.penta.ui.sheet.row_names import lines_height, shown_name
from dicegame.i18n import format_number
from dicegame.ui.style.fit_text import ElidedLabel
from dicegame.ui.style.text_size import apply_text_scale
from dicegame.ui.window.mainwindow import MainWindow

pytestmark = pytest.mark.window

NETBOOK = (1024, 560)  # a 1024×600 screen less a taskbar
LAPTOP = (1366, 728)
SEVEN = ("Ana", "Ștefan", "Maria Fernanda", "João", "Zoë", "Mihai")  # and the computer
TWO = ("Ana", "Bruno")
SLOW = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)
DIGIT = re.compile(r"\d")


@pytest.fixture
def text_size() -> Iterator[object]:
    """Set Game ▸ Text size for one test; 100 % again afterwards (the font is shared)."""
    yield apply_text_scale
    apply_text_scale(100)


def open_board(qtbot, kind: str, humans: tuple[str, ...], size=NETBOOK) -> MainWindow:
    """A game mid-turn: Penta with a box chosen, Farkle with three 1s set aside (the
    Expert advises banking 1 000, with the turn's average in the advice)."""
    window = MainWindow(timing=SLOW, rng_factory=lambda: ScriptedRng([1, 1, 1, 5, 2, 3] * 2))
    qtbot.addWidget(window)
    window.setMinimumSize(0, 0)
    window.resize(*size)
    window.show()
    setup = GameSetup(kind, humans, with_computer=len(humans) > 2)
    view = window.start_game(setup)
    qtbot.waitExposed(window)
    view.engine.roll()
    if kind is FARKLE:
        for index in (0, 1, 2):
            view.engine.toggleDie(index)
    else:
        view.engine.selectBox(view.sheet.selectable_boxes()[-1])
    settle()
    return window


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def cut_at_a_word(shown: str, full: str) -> bool:
    """``shown`` is ``full``'s first whole words and "…" (the last word's trailing comma,
    colon or dash dropped, as ``elide_name`` does: "D, S, T" → "D…")."""
    if not shown.endswith("…"):
        return False
    kept = shown[:-1].rstrip()
    rest = full[len(kept) :] if full.startswith(kept) else ""
    return rest.lstrip(",;:-").startswith(" ")


def shown_text(widget: QWidget) -> str:
    return widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def one_line_faults(view: QWidget, numbers_only: bool) -> list[str]:
    """Every visible one-line text of ``view`` (labels without word wrap, elided labels of
    one or two lines, buttons, the score sheet's header sections) that is cut anywhere but
    between words."""
    faults: list[str] = []

    def check(name: str, shown: str, full: str, room: int, metrics: QFontMetrics) -> None:
        if numbers_only and not DIGIT.search(full):
            return
        lines = shown.split("\n")  # an elided label of two lines breaks between words
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        if " ".join(lines) != full and not cut_at_a_word(" ".join(lines), full):
            faults.append(f"{name}: {shown!r} is {full!r} cut inside a word")
        elif widest > room:
            faults.append(f"{name}: {shown!r} needs {widest} > {room}")

    for label in view.findChildren(QLabel):
        if not label.isVisible() or label.wordWrap() or not label.text():
            continue
        if label.textFormat() == Qt.TextFormat.RichText or "<" in label.text():
            continue
        full = label.full_text() if isinstance(label, ElidedLabel) else label.text()
        room = label.contentsRect().width() - 2 * label.margin() - label.indent() * 0
        check(label.objectName(), label.text(), full, room, label.fontMetrics())
    for button in view.findChildren(QPushButton):
        if button.isVisible() and button.text():
            text = shown_text(button)
            if button.sizeHint().width() > button.width() and (
                not numbers_only or DIGIT.search(text)
            ):
                faults.append(f"{button.objectName()}: {text!r} needs {button.sizeHint().width()}")
    sheet = getattr(view, "sheet", None)
    if sheet is not None:
        columns: QHeaderView = sheet.horizontalHeader()
        for column in range(sheet.columnCount()):
            item = sheet.horizontalHeaderItem(column)
            full = item.toolTip()
            metrics = QFontMetrics(item.font())
            check(f"header {column}", item.text(), full, columns.sectionSize(column) - 8, metrics)
    return faults


LANGUAGES = ["en", "pt_PT", "pt_BR", "ro"]


# One window per game and seats, re-laid for every language and text size (as a player's
# switch does: the same layout code runs); each starts fresh in another language and size,
# so a fault of a fresh layout in any language would be seen as well.
FRESH = {
    (PENTA, TWO): ("en", 100),
    (PENTA, SEVEN): ("ro", 200),
    (FARKLE, TWO): ("pt_BR", 200),
    (FARKLE, SEVEN): ("pt_PT", 100),
}


def relaid(languages, text_size, language: str, percent: int) -> None:
    languages.set_language(language)
    text_size(percent)
    settle()


@pytest.mark.parametrize("humans", [TWO, SEVEN], ids=["2 seats", "7 seats"])
@pytest.mark.parametrize("kind", [PENTA, FARKLE], ids=["penta", "farkle"])
def test_no_number_is_cut_on_a_small_screen(qtbot, languages, text_size, kind, humans) -> None:
    relaid(languages, text_size, *FRESH[kind, humans])
    window = open_board(qtbot, kind, humans)
    for language in LANGUAGES:
        for percent in (100, 200):
            relaid(languages, text_size, language, percent)
            faults = one_line_faults(window.view, numbers_only=True)
            assert faults == [], (language, percent, len(humans))


@pytest.mark.parametrize(
    ("kind", "fresh"), [(PENTA, "pt_PT"), (FARKLE, "ro")], ids=["penta", "farkle"]
)
def test_at_200_percent_no_text_is_cut_inside_a_word(
    qtbot, languages, text_size, kind, fresh
) -> None:
    relaid(languages, text_size, fresh, 200)
    window = open_board(qtbot, kind, SEVEN)
    for language in LANGUAGES:
        relaid(languages, text_size, language, 200)
        assert one_line_faults(window.view, numbers_only=False) == [], language


def wrapped_faults(view: QWidget, names: tuple[str, ...]) -> list[str]:
    """The word-wrapped labels named that are too short for their text."""
    faults = []
    for name in names:
        label = view.findChild(QLabel, name)
        if label.isVisible() and label.text():
            needed = label.heightForWidth(label.width()) if label.wordWrap() else 0
            if needed > label.height():
                faults.append(f"{name}: {label.text()!r} needs {needed} > {label.height()} px")
    return faults


@pytest.mark.parametrize(("percent", "language"), [(100, "pt_BR"), (100, "ro"), (200, "pt_PT")])
def test_farkle_s_advice_risk_and_guidance_show_whole(
    qtbot, languages, text_size, percent, language
) -> None:
    languages.set_language(language)
    text_size(percent)
    window = open_board(qtbot, FARKLE, SEVEN)
    view = window.view
    names = ("statusLabel", "riskLabel", "expertLabel", "hintLabel", "selectionLabel")
    assert wrapped_faults(view, names) == []
    assert view.expert_label.text() and DIGIT.search(view.expert_label.text())
    assert one_line_faults(view, numbers_only=False) == []


# ----- the score sheet's headers ---------------------------------------------------------------
def header_texts(view) -> list[str]:
    sheet = view.sheet
    return [sheet.horizontalHeaderItem(column).text() for column in range(sheet.columnCount())]


def test_headers_show_whole_names_from_the_start(qtbot) -> None:
    window = MainWindow(timing=SLOW, rng_factory=lambda: ScriptedRng([1, 2, 3, 4, 6]))
    qtbot.addWidget(window)
    window.resize(*LAPTOP)
    window.show()
    view = window.start_game(GameSetup(PENTA, ("Ana",), with_computer=True))
    qtbot.waitExposed(window)
    settle()
    assert header_texts(view) == ["Ana", "Computer"]


def test_with_seven_columns_the_current_name_is_readable_and_marked(qtbot) -> None:
    window = open_board(qtbot, PENTA, SEVEN)
    view = window.view
    item = view.sheet.horizontalHeaderItem(0)
    assert item.text() == "Ana" and item.font().bold()
    assert item.data(Qt.ItemDataRole.BackgroundRole) is not None  # the column's colour
    assert item.data(Qt.ItemDataRole.AccessibleTextRole) == "Ana, current player"
    other = view.sheet.horizontalHeaderItem(1)
    assert not other.font().bold() and other.data(Qt.ItemDataRole.BackgroundRole) is None
    assert not any("▶" in text for text in header_texts(view))


# ----- Penta at 200 % --------------------------------------------------------------------------
def test_penta_at_200_percent_every_column_and_button_can_be_reached(qtbot, text_size) -> None:
    text_size(200)
    window = open_board(qtbot, PENTA, SEVEN)
    view = window.view
    area = QRect(QPoint(0, 0), window.size())
    for button in (view.roll_button, view.validate_button, view.hint_button):
        place = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert area.contains(place), button.objectName()
        assert button.sizeHint().width() <= button.width(), shown_text(button)
    sheet = view.sheet
    bar = sheet.horizontalScrollBar()
    header = sheet.horizontalHeader()
    needed = sum(header.sectionSize(c) for c in range(sheet.columnCount()))
    assert needed <= sheet.viewport().width() or bar.isVisible()


# ----- the hand-over card ----------------------------------------------------------------------
@pytest.mark.parametrize(("percent", "language"), [(100, "ro"), (200, "en"), (200, "pt_BR")])
def test_the_hand_over_card_stays_inside_the_board(
    qtbot, languages, text_size, percent, language
) -> None:
    languages.set_language(language)
    text_size(percent)
    for kind in (PENTA, FARKLE):
        window = open_board(qtbot, kind, TWO)
        view = window.view
        view.hand_over.set_enabled(True)
        if kind is PENTA:
            view.engine.validate()
            board = view.left_scroll
        else:
            view.engine.bank()
            board = view.board
        settle()
        assert view.hand_over.waiting()
        card = view.hand_over.card_rect()
        inside = QRect(board.mapTo(view, QPoint(0, 0)), board.size())
        assert inside.contains(card), (kind, card, inside)
        metrics = QFontMetrics(view.hand_over.font())
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        text = view.hand_over.text()
        needed = metrics.boundingRect(QRect(0, 0, card.width() - 24, 10_000), flags, text)
        assert needed.height() <= card.height() - 8 and needed.width() <= card.width() - 24
        window.close()


# ----- Farkle at 200 % on a 1024×600 screen ------------------------------------------------------
def die_side(view) -> int:
    return min(min(die.width(), die.height()) for die in view.tray.dice)


def reachable(view, widget: QWidget) -> bool:
    """``widget`` is inside the window once the board has scrolled to it."""
    scroll = view.board_scroll
    scroll.ensureWidgetVisible(widget, 0, 0)
    settle()
    viewport = scroll.viewport()
    place = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return viewport.rect().contains(place)


def test_farkle_at_200_percent_fits_a_netbook_and_keeps_its_dice(
    qtbot, languages, text_size
) -> None:
    """One window, re-laid in each language at 100 % and then 200 % (it starts fresh in
    Romanian at 200 %)."""
    relaid(languages, text_size, "ro", 200)
    window = open_board(qtbot, FARKLE, SEVEN)
    view = window.view
    for language in LANGUAGES:
        relaid(languages, text_size, language, 100)
        small_text_dice = die_side(view)
        relaid(languages, text_size, language, 200)
        assert (window.width(), window.height()) == NETBOOK  # the board does not push it taller
        assert die_side(view) >= small_text_dice, language
        shown = [view.roll_button, view.bank_button, view.undo_button, view.turn_label]
        shown += [view.status, view.hint, view.selection_label, view.risk_label]
        shown += [view.expert_label, *view.tray.dice]
        for widget in shown:
            assert reachable(view, widget), (widget.objectName(), language)
        area = QRect(QPoint(0, 0), window.size())
        side = QRect(view.score_board.mapTo(window, QPoint(0, 0)), view.score_board.size())
        assert area.contains(side), language
        assert one_line_faults(view, numbers_only=False) == [], language
        labels = ("riskLabel", "expertLabel", "hintLabel", "selectionLabel")
        assert wrapped_faults(view, labels) == [], language


# ----- the sheet's row names -------------------------------------------------------------------
def label_height(header: QHeaderView, row: int) -> int:
    """The height of the rectangle the style draws row ``row``'s name in and clips it to:
    the row less the header's margins (asked of the style here, not of the header)."""
    option = QStyleOptionHeader()
    header.initStyleOption(option)
    header.initStyleOptionForIndex(option, row)
    option.rect = QRect(0, 0, header.width(), header.sectionSize(row))
    return header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header).height()


def row_name_faults(sheet) -> list[str]:
    """Row names cut inside a word, wider than their column, or on lines (ascent to
    descent) that do not fit the rectangle they are drawn and clipped in; a tooltip or a
    spoken name that is not the whole name."""
    header = sheet.verticalHeader()
    faults = []
    for row in range(sheet.rowCount()):
        item = sheet.verticalHeaderItem(row)
        full = item.text()
        font, shown = header.shown_label(row)
        metrics = QFontMetrics(font)
        lines = shown.split("\n")
        one_line = " ".join(lines)
        if one_line != full and not cut_at_a_word(one_line, full):
            faults.append(f"{full!r} shows as {shown!r}")
        for line in lines:
            if metrics.horizontalAdvance(line) > header.width() - 8 and " " in line:
                faults.append(f"{full!r}: {line!r} is wider than {header.width()}")
        needed = (len(lines) - 1) * metrics.lineSpacing() + metrics.height()
        if needed > label_height(header, row):
            faults.append(f"{full!r}: {len(lines)} lines in {label_height(header, row)} px")
        if font.pointSizeF() < header.section_font(row).pointSizeF() * 0.69:
            faults.append(f"{full!r}: in {font.pointSizeF()} pt")
        if item.toolTip() != full or item.data(Qt.ItemDataRole.AccessibleTextRole) != full:
            faults.append(f"{full!r}: tooltip {item.toolTip()!r}")
    return faults


@pytest.mark.parametrize("percent", [100, 150, 200])
def test_row_names_are_cut_only_between_words_and_their_column_never_jumps(
    qtbot, languages, text_size, percent
) -> None:
    text_size(percent)
    window = open_board(qtbot, PENTA, SEVEN)
    sheet = window.view.sheet
    widths = set()
    for language in LANGUAGES:
        languages.set_language(language)
        settle()
        assert row_name_faults(sheet) == [], (language, percent)
        widths.add(sheet.verticalHeader().width())
    # the same in every language: nothing jumps (at 200 % the sheet's text is made smaller
    # to show all seven columns, by the room the dice's column leaves in each language)
    assert len(widths) == 1 or percent == 200


def test_on_a_laptop_every_row_name_shows_whole_in_every_language(qtbot, languages) -> None:
    window = open_board(qtbot, PENTA, TWO, size=LAPTOP)
    sheet = window.view.sheet
    header = sheet.verticalHeader()
    for language in LANGUAGES:
        languages.set_language(language)
        settle()
        for row in range(sheet.rowCount()):
            assert header.shown_text(row) == sheet.verticalHeaderItem(row).text(), language


# ----- seven columns at 100 % ---------------------------------------------------------------------
@pytest.mark.parametrize(("size", "fresh"), [((1000, 540), "pt_BR"), (NETBOOK, "ro")])
def test_seven_columns_fit_a_netbook_with_readable_headers(qtbot, languages, size, fresh) -> None:
    """One window per screen size, re-laid in each language."""
    languages.set_language(fresh)
    window = open_board(qtbot, PENTA, SEVEN, size=size)
    view = window.view
    sheet = view.sheet
    header = sheet.horizontalHeader()
    base = sheet.font().pointSizeF()
    for language in LANGUAGES:
        languages.set_language(language)
        sheet.update_state(view.game.sheets, 0, None, None, interactive=False)
        settle()
        needed = sum(header.sectionSize(column) for column in range(sheet.columnCount()))
        assert needed <= sheet.viewport().width(), language  # no column out of sight
        assert sheet.horizontalScrollBar().maximum() == 0
        if size != NETBOOK:  # at the window's least size, the columns fit (in a smaller font)
            continue
        for seats_played in range(2):
            for column in range(sheet.columnCount()):
                item = sheet.horizontalHeaderItem(column)
                assert item.font().pointSizeF() >= 0.75 * base - 0.01, (item.text(), column)
            current = sheet.horizontalHeaderItem(sheet.current)
            first_word = current.toolTip().split()[0]
            assert current.text() in (first_word, first_word + "…", current.toolTip())
            assert current.font().pointSizeF() >= 0.75 * base - 0.01
            if seats_played == 0:  # the computer's turn: its header is the current one
                sheet.update_state(view.game.sheets, 6, None, None, interactive=False)
                settle()
        assert one_line_faults(view, numbers_only=False) == [], language


# ----- Penta's dice at 200 % ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("size", "humans", "fresh"),
    [
        (NETBOOK, TWO, ("en", 100)),
        (NETBOOK, SEVEN, ("ro", 200)),
        ((1024, 600), TWO, ("pt_BR", 200)),
        ((1024, 600), SEVEN, ("ro", 100)),
    ],
    ids=["1024x560-2 seats", "1024x560-7 seats", "1024x600-2 seats", "1024x600-7 seats"],
)
def test_penta_s_dice_are_no_smaller_with_a_larger_text(
    qtbot, languages, text_size, size, humans, fresh
) -> None:
    """The dice's size comes from the window, not from the room the text leaves: at
    200 % text they are at least as large as at 100 % (the column scrolls, the sheet
    gives width). One window per screen and seats, re-laid in each language and size."""
    relaid(languages, text_size, *fresh)
    window = open_board(qtbot, PENTA, humans, size)
    for language in ("en", "ro", "pt_BR"):
        relaid(languages, text_size, language, 100)
        small_text_dice = die_side(window.view)
        relaid(languages, text_size, language, 200)
        assert (window.width(), window.height()) == size
        assert die_side(window.view) >= small_text_dice, (language, len(humans), size)


# ----- seven columns: the current name readable ---------------------------------------------------
def column_widths(sheet) -> list[int]:
    header = sheet.horizontalHeader()
    return [header.sectionSize(column) for column in range(sheet.columnCount())]


@pytest.mark.parametrize(("size", "fresh"), [((1000, 540), "ro"), (NETBOOK, "pt_PT")])
def test_with_seven_columns_every_name_reads_at_nine_tenths_of_the_font(
    qtbot, languages, size, fresh
) -> None:
    """The computer ("Calculatorul", "Computador") gets the width its name needs, the
    other columns share the rest; the widths are the same whoever plays. (One window per
    size, re-laid in each language.)"""
    languages.set_language(fresh)
    window = open_board(qtbot, PENTA, SEVEN, size=size)
    view = window.view
    sheet = view.sheet
    base = sheet.font().pointSizeF()
    for language in LANGUAGES:
        languages.set_language(language)
        sheet.update_state(view.game.sheets, 0, None, None, interactive=False)
        settle()
        widths = column_widths(sheet)
        assert sum(widths) <= sheet.viewport().width(), language  # every column in sight
        for current in (0, 6):  # a human's turn, then the computer's
            sheet.update_state(view.game.sheets, current, None, None, interactive=False)
            settle()
            assert column_widths(sheet) == widths, language  # nothing moves with the turn
            for column in range(sheet.columnCount()):
                item = sheet.horizontalHeaderItem(column)
                first_word = item.toolTip().split()[0]
                assert item.text() in (first_word, first_word + "…", item.toolTip())
                assert item.font().pointSizeF() >= 0.9 * base - 0.01, (item.text(), language)
            assert sheet.horizontalHeaderItem(current).font().bold()


# ----- Farkle's side column at 200 % ---------------------------------------------------------
def in_sight(scroll, widget: QWidget) -> bool:
    viewport = scroll.viewport()
    place = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return widget.isVisible() and viewport.rect().contains(place)


def pass_the_turn(view) -> None:
    """The human playing banks a 1 or a 5 (or farkles); the next seat plays."""
    engine = view.engine
    if not engine.game.roll_dice:
        engine.roll()
        settle()
    dice = engine.game.roll_dice
    scoring = [index for index, value in enumerate(dice) if value in (1, 5)]
    if scoring and not engine.game.farkled:
        if not engine.game.selected:
            engine.toggleDie(scoring[0])
        engine.bank()
    else:
        engine.endTurn()
    settle()


@pytest.mark.parametrize("language", LANGUAGES)
def test_farkle_at_200_percent_every_seat_shows_and_the_current_one_stays_in_sight(
    qtbot, languages, text_size, language
) -> None:
    languages.set_language(language)
    text_size(200)
    window = open_board(qtbot, FARKLE, SEVEN)
    view = window.view
    scroll = view.side.scroll
    rows = view.score_board.rows
    assert [seat for seat, row in enumerate(rows) if not in_sight(scroll, row)] == []
    window.resize(1000, 480)  # too low for seven seats: the column scrolls to the one playing
    settle()
    for _ in range(20):
        if view.game.current == 6:
            break
        pass_the_turn(view)
    assert view.game.current == 6
    assert scroll.verticalScrollBar().maximum() > 0
    assert in_sight(scroll, rows[6])


@pytest.mark.parametrize(
    ("humans", "fresh"), [(TWO, "pt_PT"), (SEVEN, "ro")], ids=["2 seats", "7 seats"]
)
def test_farkle_s_current_seat_shows_its_turn_s_points_at_200_percent(
    qtbot, languages, text_size, humans, fresh
) -> None:
    """The one-line seats of a large text hid the "+points" of the turn so far: the seat
    playing shows them whole, beside its total, over nothing else, every seat in sight.
    (One window per seats, re-laid in Portuguese and Romanian.)"""
    relaid(languages, text_size, fresh, 200)
    window = open_board(qtbot, FARKLE, humans)
    view = window.view
    for language in ("pt_PT", "ro"):
        relaid(languages, text_size, language, 200)
        row = view.score_board.current_row()
        turn = row.turn
        assert view.game.turn_total > 0
        assert turn.isVisible() and turn.text() == "+" + format_number(view.game.turn_total)
        assert turn.fontMetrics().horizontalAdvance(turn.text()) <= turn.contentsRect().width()
        assert row.rect().contains(turn.geometry()), language
        for other in (row.name, row.total, row.badge):
            assert not (other.isVisible() and other.geometry().intersects(turn.geometry()))
        assert one_line_faults(row, numbers_only=False) == [], language
        scroll, rows = view.side.scroll, view.score_board.rows
        assert [seat for seat, other in enumerate(rows) if not in_sight(scroll, other)] == []


def test_penta_s_messages_never_overlap_at_200_percent(qtbot, languages, text_size) -> None:
    """The scoring line and a long hint each have the height their lines need (the
    status box grew no taller than its first guess, and the hint was drawn over the
    scoring line's second line)."""
    languages.set_language("ro")
    text_size(200)
    window = open_board(qtbot, PENTA, SEVEN)
    view = window.view
    view.engine.validate()
    for _ in range(2):  # Ștefan, then Maria Fernanda: a scoring line on two lines
        view.engine.roll()
        view.engine.selectBox(view.sheet.selectable_boxes()[0])
        view.engine.validate()
    settle()
    view.engine.roll()
    view.show_hint()
    settle()
    assert "Maria Fernanda" in view.info_label.text() and view.hint_label.text()
    assert wrapped_faults(view, ("infoLabel", "hintLabel")) == []


def test_a_wrapped_row_name_shrinks_to_fit_before_it_is_cut(qapp) -> None:
    """Two lines are measured from the first line's accents to the last one's descenders;
    when they do not fit the label, a smaller font (down to 70 %) whose two lines do is
    taken, and only then is the name cut to one line (review of 3 December, D4)."""
    font = QFont(QApplication.font())
    font.setPointSizeF(9)
    metrics = QFontMetrics(font)
    name = "Sequência pequena"
    width = metrics.horizontalAdvance("Sequência") + 2
    two = lines_height(metrics, 2)
    assert two == metrics.lineSpacing() + metrics.ascent() + metrics.descent()
    assert shown_name(name, font, width, two) == (font, "Sequência\npequena")
    smaller, text = shown_name(name, font, width, two - 1)
    assert text == "Sequência\npequena"
    assert smaller.pointSizeF() < 9 and lines_height(QFontMetrics(smaller), 2) <= two - 1
    assert shown_name(name, font, width, metrics.height()) == (font, "Sequência…")
