"""Zero points are said by a string of their own: Qt's pt_BR plural rule makes 0 singular
("0 ponto"), so the counted "%1 point(s)" forms never get a 0."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from test_farkle_view import make_view

from dicegame.i18n import LanguageManager

ZERO = {"en": "0 points", "pt_PT": "0 pontos", "pt_BR": "0 pontos", "ro": "0 puncte"}


@pytest.mark.parametrize("code", sorted(ZERO))
def test_zero_points_read_as_plural_in_every_language(
    qtbot, languages: LanguageManager, code: str
) -> None:
    languages.set_language(code)
    view = make_view(qtbot, [2, 3, 4, 6, 2, 3], humans=("Ana", "Rui"))
    QCoreApplication.processEvents()
    assert view.aside_points.text().startswith(ZERO[code])  # nothing set aside yet
    row = view.score_board.rows[1]  # Rui: nothing banked
    assert ZERO[code].split()[1] in row.accessibleName()
    assert re.search(r"\b0\b", row.accessibleName())
    sheet_zero = QCoreApplication.translate("ScoreSheet", "0 points in %1")
    assert sheet_zero.replace("%1", "").strip().startswith(ZERO[code])
