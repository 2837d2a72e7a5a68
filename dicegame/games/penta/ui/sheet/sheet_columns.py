"""The score sheet's player columns: how wide each is, and how its name is drawn.

The columns share the sheet's width equally while every player's name (its first word,
in bold: any column may become the current player's) shows at ``HEADER_READABLE_FONT``
of the sheet's font or more. A name too long for that (the computer is "Calculatorul" in
Romanian, "Computador" in Portuguese) gets the width it needs and the other columns share
the rest equally (:func:`share_width`): the widths follow the names and the window, never
the turn, so nothing moves when the current player changes. A header shows the name
whole when it fits, else cut after its last whole word with "…" (the whole name is its
tooltip and spoken name), and a first word too long in a smaller font, never below
``HEADER_MIN_FONT``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtGui import QFont, QFontMetrics

from dicegame.ui.voice.words import elide_name

__all__ = [
    "COLUMN_MAX_WIDTH",
    "COLUMN_MIN_WIDTH",
    "HEADER_MIN_FONT",
    "HEADER_PADDING",
    "HEADER_READABLE_FONT",
    "first_word_width",
    "header_text",
    "share_width",
    "smaller_fonts",
]

COLUMN_MIN_WIDTH = 56
COLUMN_MAX_WIDTH = 130  # at scale 1: wider columns only waste room the dice could use
HEADER_PADDING = 8  # a header section's margins, left and right
HEADER_MIN_FONT = 0.7  # a name's header may shrink to this share of the sheet's font
HEADER_READABLE_FONT = 0.9  # the columns make room for every name's first word at this
_FONT_STEP = 0.05


def first_word_width(name: str, font: QFont, factor: float = 1.0) -> int:
    """The width of ``name``'s header cut to its first word ("Maria…"), in ``font``
    scaled by ``factor``, with the header's padding."""
    scaled = QFont(font)
    scaled.setPointSizeF(font.pointSizeF() * factor)
    metrics = QFontMetrics(scaled)
    word = elide_name(name, metrics, 0, whole_words=True)
    return metrics.horizontalAdvance(word) + HEADER_PADDING


def smaller_fonts(font: QFont) -> Iterator[QFont]:
    """``font``, then smaller by steps of 5 %, down to HEADER_MIN_FONT of its size: the
    sizes a sheet's header or row name may take to show whole."""
    yield QFont(font)
    base = font.pointSizeF()
    factor = 1.0
    while factor > HEADER_MIN_FONT:
        factor -= _FONT_STEP
        smaller = QFont(font)
        smaller.setPointSizeF(base * factor)
        yield smaller


def header_text(name: str, font: QFont, room: int) -> tuple[QFont, str]:
    """The font and text of a name's header ``room`` pixels wide: cut between words if it
    is too long; a first word too long for its column in a smaller font (by steps of 5 %,
    down to HEADER_MIN_FONT)."""
    for smaller in smaller_fonts(font):
        shown = elide_name(name, QFontMetrics(smaller), room, whole_words=True)
        if QFontMetrics(smaller).horizontalAdvance(shown) <= room:
            break
    return smaller, shown


def share_width(wants: Sequence[int], room: int) -> list[int] | None:
    """Columns ``room`` pixels wide in all, each at least its ``wants``: None when equal
    columns give every one its want; else the widths, the columns that want more at
    their want and the others equal (as equal as the wants allow). When the wants exceed
    the room, each column has its want (the sheet scrolls)."""
    count = len(wants)
    if not count or max(wants) * count <= room:
        return None
    widths = list(wants)
    free = list(range(count))  # the columns that share what is left
    left = room
    for column in sorted(free, key=lambda c: -wants[c]):
        if wants[column] * len(free) <= left:
            break
        free.remove(column)
        left -= wants[column]
    for place, column in enumerate(free):  # the rest equally, the odd pixels first
        widths[column] = left // len(free) + (1 if place < left % len(free) else 0)
    return widths
