"""Small text helpers shared by the views: counted nouns, the computer seat's name, places
in a ranking and dates.

Counted nouns use Qt's plural forms: the call must stay a literal ``tr`` (so that lupdate
sees it) with the count as third argument, and its result goes through :func:`counted`::

    counted(self.tr("%n roll(s) left", "", rolls), rolls)
    counted(self.tr("%1 point(s)", "", points), points).replace("%1", format_number(points))

Qt writes ``%n`` as plain digits: fine for small counts; points, which reach the
thousands, use a ``%1`` filled with :func:`~dicegame.i18n.format_number` (``10 000`` in
pt_PT). English has no catalog, so Qt returns the source: :func:`counted` turns its "(s)"
into the English singular or plural (a translation never contains "(s)").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from dicegame.core.common import Player
from dicegame.core.setup import COMPUTER_NAME, default_name_number
from dicegame.i18n import current_language, locale_for

__all__ = [
    "about_player",
    "counted",
    "day_text",
    "default_player_name",
    "elide_name",
    "fill",
    "is_default_computer",
    "join_names",
    "place_text",
    "plain_labels",
    "plain_tip",
    "player_name",
]

ELLIPSIS = "\u2026"


def counted(text: str, count: int) -> str:
    """Finish a plural-form string ``text`` returned by ``tr(source, "", count)``."""
    return text.replace("(s)", "" if count == 1 else "s")


def player_name(player: Player) -> str:
    """The name shown for a seat: the computer's default name in the language in effect.

    A new game names the computer seat "Computer" (``COMPUTER_NAME``), in games and saves
    alike; it is shown in the interface language and follows a language switch. Any other
    name is kept.
    """
    if is_default_computer(player):
        return QCoreApplication.translate("Player", "Computer")
    number = None if player.is_computer else default_name_number(player.name)
    return player.name if number is None else default_player_name(number)


def about_player(player: Player, named: str, computer: str) -> str:
    """A sentence about ``player``: ``named`` with the name shown in ``%1``, or, when the
    seat is the default computer, ``computer``, the same sentence written about "the
    computer" (both already translated).

    The computer's default name is a noun, not a name: Portuguese needs its article and
    the contractions of it (« O computador ganha! », not « Computador ganha! »), which no
    ``%1`` can give; each language writes that sentence whole. A computer seat given
    another name is named like a person.
    """
    if is_default_computer(player):
        return computer
    return fill(named, player_name(player))


def place_text(place: int) -> str:
    """A place in a ranking as the language writes it: "1." in English and Romanian,
    «1.º» in pt_PT, «1º» in pt_BR."""
    text = QCoreApplication.translate("ResultsDialog", "%1.", "a place in the ranking")
    return fill(text, str(place))


def day_text(day: QDate) -> str:
    """``day`` in the interface language's short date format, always with a four-digit
    year (a record is read years later: pt_PT's short format alone gives "05/03/25")."""
    locale = locale_for(current_language())
    pattern = locale.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in pattern:
        pattern = pattern.replace("yy", "yyyy")
    return locale.toString(day, pattern)


def default_player_name(number: int) -> str:
    """ "Player 2" in the interface language: the name of a player who typed none."""
    return QCoreApplication.translate("Player", "Player %1").replace("%1", str(number))


def elide_name(name: str, metrics: QFontMetrics, width: int, *, whole_words: bool = False) -> str:
    """``name`` if it fits ``width`` pixels, else its first whole words and "…".

    The one eliding helper of every label, header and message that shows a name (or a
    text holding one) in short space: the cut falls at a word boundary. A first word too
    long for the room is cut inside, since something must show, unless ``whole_words``:
    then it is kept whole (wider than ``width``) with "…" after it, so that a word or a
    number is never cut (the one-line labels of the boards, the sheet's headers). Show the
    full text in a tooltip (:func:`plain_tip`) wherever the result differs from ``name``.
    """
    if metrics.horizontalAdvance(name) <= width:
        return name
    words = name.split()
    for count in range(len(words) - 1, 0, -1):
        shorter = " ".join(words[:count]).rstrip(",;:-") + ELLIPSIS
        if metrics.horizontalAdvance(shorter) <= width:
            return shorter
    if whole_words:
        return words[0] + ELLIPSIS if len(words) > 1 else name
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)


def fill(text: str, *values: str) -> str:
    """``text`` with ``%1``, ``%2``… replaced by ``values`` in one pass (as Qt's
    ``QString::arg`` with several arguments): a value that holds ``%2`` — a player may be
    called "%1 %2" — is never filled in again. Use it wherever a name meets another
    placeholder; ``%n`` (Qt's plural count) is left alone."""
    import re

    def value(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return values[number - 1] if number <= len(values) else match.group(0)

    return re.sub(r"%([1-9])", value, text)


def join_names(names: Sequence[str]) -> str:
    """``names`` as one list in the interface language: "Ana and Rui", «Ana, Rui e Ioana»,
    „Ana și Rui” (Qt's ``QLocale.createSeparatedList``).

    The locale is the one of the language the program shows, never the system's: a German
    system showing the English interface says "and", not "und".
    """
    return locale_for(current_language()).createSeparatedList(list(names))


def is_default_computer(player: Player) -> bool:
    """True when the computer seat keeps its default name: the name shown ("Computer",
    "Computador", ...) already says who plays, so texts add no "(computer)" to it."""
    return player.is_computer and player.name == COMPUTER_NAME


def plain_labels(root: QWidget) -> None:
    """Show every label under ``root`` as plain text: player names (which may hold ``<``)
    are never read as HTML. For the views, the scoreboard and the dialogs that show names;
    none of them uses rich text on purpose."""
    for label in root.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` as written, whatever it holds.

    Qt shows a tooltip as HTML when it *looks* like HTML (a tag, or even ``&lt;``): a
    player's name such as ``<img src=…>`` would draw a local file. Every tooltip that
    holds a name goes through here: a text with ``<`` or ``&`` is escaped and wrapped in
    a ``white-space:pre`` paragraph (no reflow, line breaks kept); any other is returned
    as it is. Accessible names and descriptions stay plain text: they are never rendered.
    """
    if "<" not in text and "&" not in text:
        return text
    import html  # only a message needs it, never the welcome page

    return "<p style='white-space:pre'>" + html.escape(text).replace("\n", "<br>") + "</p>"
