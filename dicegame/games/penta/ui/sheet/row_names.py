"""The score sheet's row names: a column as wide in every language, names that wrap or are
cut only between two words.

:func:`names_in_every_language` reads the row names from the four catalogs (not the one in
effect), so that the column's width depends on the text size and the window, never on the
language: nothing jumps when the language changes. :class:`RowNamesHeader` draws each
name whole when it fits, else on two lines when they fit the row's label (in a smaller
font if need be), else cut after its last whole word with "…"; the whole name stays the
row's tooltip and accessible name (the sheet sets them).

Two lines must fit the rectangle the style draws the label in and clips it to, not the
row: that rectangle is the row less the header's margins, and two lines measured against
the row lost their accents at the top and their descenders at the bottom (a seven-player
sheet at 1024×560).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QRect, Qt, QTranslator
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

from dicegame.games.penta.ui.sheet.sheet_columns import smaller_fonts
from dicegame.i18n import LANGUAGES
from dicegame.paths import i18n_path
from dicegame.ui.voice.words import ELLIPSIS, elide_name

__all__ = [
    "RowNamesHeader",
    "label_margins",
    "lines_height",
    "names_in_every_language",
    "shown_name",
]

PADDING = 6  # a row name's margins, left and right


@cache
def _catalogs() -> tuple[QTranslator, ...]:
    """The program's catalogs, loaded once, never installed (English has none)."""
    loaded = []
    for code in LANGUAGES:
        translator = QTranslator()
        path = i18n_path() / f"dicegame_{code}.qm"
        if path.is_file() and translator.load(str(path)):
            loaded.append(translator)
    return tuple(loaded)


def names_in_every_language(context: str, sources: Sequence[str]) -> list[str]:
    """``sources`` and their translations in every catalog the program has."""
    names = list(sources)
    for translator in _catalogs():
        names += [translator.translate(context, source) or source for source in sources]
    return names


def lines_height(metrics: QFontMetrics, lines: int) -> int:
    """The height ``lines`` lines of text take, from the top of the first line's accents
    to the bottom of the last line's descenders."""
    return (lines - 1) * metrics.lineSpacing() + metrics.height()


def label_margins(header: QHeaderView) -> int:
    """How much lower a row's label is than the row: the style's margins above and below
    the text (Fusion: 2 px each). A row that shows a line of text is that much taller."""
    option = QStyleOptionHeader()
    header.initStyleOption(option)
    option.rect = QRect(0, 0, max(header.width(), 1), 100)
    label = header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header)
    return option.rect.height() - label.height()


def shown_name(name: str, font: QFont, width: int, height: int) -> tuple[QFont, str]:
    """The font and text of ``name`` drawn in a ``width`` × ``height`` label: whole on one
    line; else on two lines (broken between words) in ``font`` or, when two lines of it
    are taller than ``height``, in the largest smaller font whose two lines fit
    (:func:`~dicegame.games.penta.ui.sheet.sheet_columns.smaller_fonts`); else its first
    whole words and "…" in ``font``. A word too long for the width is kept whole (never
    cut inside)."""
    metrics = QFontMetrics(font)
    if metrics.horizontalAdvance(name) <= width:
        return font, name
    words = name.split()
    if len(words) > 1:
        for smaller in smaller_fonts(font):
            fitting = QFontMetrics(smaller)
            if lines_height(fitting, 2) <= height:
                return smaller, _two_lines(words, fitting, width)
    return font, elide_name(name, metrics, width, whole_words=True)


def _two_lines(words: list[str], metrics: QFontMetrics, width: int) -> str:
    """``words`` on two lines: as many as fit on the first (at least one), the rest on
    the second, cut after a whole word with "…" if they are too long."""
    for count in range(len(words) - 1, 0, -1):
        first = " ".join(words[:count])
        if metrics.horizontalAdvance(first) <= width or count == 1:
            break
    rest = " ".join(words[count:])
    return first + "\n" + elide_name(rest, metrics, width, whole_words=True)


def is_cut(shown: str, name: str) -> bool:
    """True when ``shown`` (from :func:`shown_name`) leaves part of ``name`` out."""
    return shown.replace("\n", " ") != name and shown.endswith(ELLIPSIS)


class RowNamesHeader(QHeaderView):
    """The sheet's vertical header: each row's name by :func:`shown_name`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # cut by shown_name, at a word
        self.row_keys: dict[int, str] = {}  # a box's key, drawn at the end of its row name

    def section_font(self, logical: int) -> QFont:
        model = self.model()
        font = model.headerData(logical, self.orientation(), Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else QFont(self.font())

    def label_rect(self, logical: int) -> QRect:
        """Where the style draws row ``logical``'s name, and clips it: the row less the
        header's margins (in the header's own coordinates, the row at the top)."""
        option = self._section_option(logical, QRect(0, 0, self.width(), self.sectionSize(logical)))
        return self.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, self)

    def shown_label(self, logical: int) -> tuple[QFont, str]:
        """The font and text of row ``logical``'s name as it is drawn now."""
        model = self.model()
        name = str(model.headerData(logical, self.orientation()) or "")
        width = self.width() - 2 * PADDING
        height = self.label_rect(logical).height()
        return shown_name(name, self.section_font(logical), width, height)

    def shown_text(self, logical: int) -> str:
        """The name of row ``logical`` as it is drawn now."""
        return self.shown_label(logical)[1]

    @staticmethod
    def _room_for(letter: str, shown: str, metrics: QFontMetrics, width: int) -> bool:
        """The key letter fits beside the name as drawn (the names keep their width:
        where the widest name of all languages leaves no room, the row shows none)."""
        text = max(metrics.horizontalAdvance(line) for line in shown.split("\n"))
        return text + metrics.horizontalAdvance(letter) + 3 * PADDING <= width

    def _section_option(self, logical: int, rect: QRect) -> QStyleOptionHeader:
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, logical)
        option.rect = rect
        return option

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        if not rect.isValid():
            return
        option = self._section_option(logical, rect)
        font, option.text = self.shown_label(logical)
        painter.save()
        painter.setFont(font)
        option.fontMetrics = QFontMetrics(font)
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        letter = self.row_keys.get(logical)
        if letter and self._room_for(letter, option.text, option.fontMetrics, rect.width()):
            key_rect = rect.adjusted(0, 0, -PADDING, 0)  # the box's key, at the row's end
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(key_rect, align, letter)
        painter.restore()
