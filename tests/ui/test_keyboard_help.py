"""Help ▸ Keyboard is generated from the key tables the views use (issue 23 item 4, review
defect 10 / K2): every key of both games, the end screens and the hand-over cards, with no
game running; translated; the key column aligned the same in every section."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QWidget

from dicegame.core.setup import GameSetup
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.ui.view import FarkleView
from dicegame.games.penta.ui.view import PentaView
from dicegame.ui.board import hand_over
from dicegame.ui.board.board_keys import READING_ROWS
from dicegame.ui.window.help_pages import KeyboardDialog

_PARENTS: list[QWidget] = []  # qtbot holds its widgets weakly: the dialog's parent lives here


def keyboard_page(qtbot) -> KeyboardDialog:
    parent = QWidget()  # no window, no game: the page needs none
    qtbot.addWidget(parent)
    _PARENTS[:] = [parent]
    dialog = KeyboardDialog(parent, [])
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def section(dialog: KeyboardDialog, title: str) -> dict[str, str]:
    """A section's rows, as {keys: what they do}."""
    return dict(dict(dialog.sections())[title])


def test_every_key_of_both_games_the_end_screens_and_the_cards_is_listed(qtbot) -> None:
    dialog = keyboard_page(qtbot)
    penta, farkle = section(dialog, "Penta"), section(dialog, "Farkle")
    assert penta["Space"] == "Roll" and penta["1 to 5"] == "Hold or release a die"
    assert penta["Double-click a box"] == "Score that box at once"
    assert penta["P or Enter"] == "At the end of a game: Play again"
    assert penta["N"] == "At the end of a game: New game"
    assert penta["R"] == "At the end of a game: Results"
    assert penta["V"] == "At the end of a game: Move review"
    assert farkle["R"] == "At the end of a game: Results"
    assert farkle["V"] == "At the end of a game: Move review"
    assert farkle["H"] == "Read the Expert's advice aloud"
    assert farkle["Enter"] == "Skip the pause after a farkle"
    assert farkle["1 to 6"] == "Set a die aside or return it"
    assert ("Space or Enter", "At the end of a game: Play again") in dialog.sections()[1][1]
    assert section(dialog, "Both games") == {
        "D": "Read the dice aloud",
        "S": "Read the score sheet or scoreboard aloud",
        "T": "Read the totals aloud",
    }
    cards = dialog.sections()[3][1]
    assert cards == [
        ("Space, Enter or a click", "Hand-over card: the next player starts"),
        ("Space, Enter or a click", "The computer's pause card: it plays now"),
        ("Ctrl+Z", "The computer's pause card: take your move back"),
    ]
    page = dialog.browser.toPlainText()
    for _title, rows in dialog.sections():
        for keys, what in rows:
            assert keys in page and what in page


def test_the_page_is_the_views_own_key_tables(qtbot) -> None:
    """What the views bind is what Help lists: each view's bindings are its class table."""
    views = (
        PentaView(GameSetup(humans=("Ana",)), timing=Timing.fast()),
        FarkleView(GameSetup(FARKLE, humans=("Ana",)), timing=Timing.fast()),
    )
    for view in views:
        qtbot.addWidget(view)
        bound = {(binding.keys, binding.description) for binding in view.key_table()}
        listed = {(row.keys, row.description) for row in type(view).KEYS if row.keys}
        assert bound == listed
        assert set(READING_ROWS) <= set(type(view).KEYS)
    assert set(hand_over.KEYS[0].keys) == hand_over.START_KEYS
    dialog = keyboard_page(qtbot)
    described = {what for _title, rows in dialog.sections() for _keys, what in rows}
    for row in (*PentaView.KEYS, *FarkleView.KEYS, *hand_over.KEYS):
        said = QCoreApplication.translate("KeyboardDialog", row.description)
        assert said in described or f"At the end of a game: {said}" in described


def description_left(dialog: KeyboardDialog, text: str) -> int:
    cursor = dialog.browser.document().find(text, 0, QTextDocument.FindFlag.FindCaseSensitively)
    assert not cursor.isNull(), text
    cursor.setPosition(cursor.selectionStart())
    return dialog.browser.cursorRect(cursor).left()


def test_the_key_column_is_as_wide_in_every_section(qtbot) -> None:
    dialog = keyboard_page(qtbot)
    firsts = ["Hold or release a die", "Set a die aside", "Read the dice aloud"]
    firsts += ["Hand-over card", "Open a menu, choose in a dialog"]
    lefts = {description_left(dialog, text) for text in firsts}
    assert len(lefts) == 1, lefts


def test_the_page_is_translated(qtbot, languages) -> None:
    languages.set_language("pt_PT")
    page = keyboard_page(qtbot).browser.toPlainText()
    for said in (
        "Ler o conselho do Perito em voz alta",
        "Saltar a pausa após um turno perdido",
        "No fim da partida: Jogar de novo",
        "Cartão de pausa do computador: desfazer a sua jogada",
        "Duplo clique numa casa",
        "1 a 6",
    ):
        assert said in page
    for english in ("Roll", "At the end of a game", "Between turns", "Double-click"):
        assert english not in page
    languages.set_language("ro")
    page = keyboard_page(qtbot).browser.toPlainText()
    assert "Citește cu voce tare sfatul Expertului" in page and "1–5" in page
