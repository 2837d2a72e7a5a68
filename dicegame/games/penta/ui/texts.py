"""The Penta board's words: the headline, the buttons, the status area's messages.

What :class:`~dicegame.games.penta.ui.view.PentaView` shows, worded from the game's state and
from what the status area keeps as data (what just happened, the countdown), so that a
language switch words it all again. The strings keep the ``PentaView`` translation
context they were written in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from dicegame.games.penta.core.rules import ROUNDS, PentaGame
from dicegame.games.penta.ui.announcer import (
    penta_bonuses_of,
    penta_computer_text,
    penta_refusal_text,
    penta_round_text,
    penta_scored_text,
    penta_turn_text,
    penta_winners_text,
)
from dicegame.ui.voice.words import player_name

__all__ = [
    "PentaButtons",
    "headline_texts",
    "info_text",
    "keys_text",
    "sacrifice_text",
    "word_buttons",
]


class PentaButtons(Protocol):
    """The Penta view's buttons that :func:`word_buttons` words (all but Roll)."""

    validate_button: QPushButton
    hint_button: QPushButton
    undo_button: QPushButton
    play_again_button: QPushButton
    new_game_button: QPushButton


def headline_texts(game: PentaGame) -> tuple[str, str]:
    """Whose turn it is (or that the game is over) and the round (or the winners)."""
    if game.is_over:  # the winner large, on the headline's line
        over = QCoreApplication.translate("PentaView", "Game over")
        names = [player_name(player) for player in game.players]
        return penta_winners_text(game.ranking(), names), over
    player = game.player
    turn = penta_turn_text(player_name(player), player.is_computer)
    return turn, penta_round_text(game.round, ROUNDS)


def word_buttons(view: PentaButtons) -> None:
    """The buttons' texts and tips, but Roll's (its plural forms are the view's: Qt's
    lupdate reads plural forms only from ``tr``)."""
    view.validate_button.setText(QCoreApplication.translate("PentaView", "Validate move"))
    view.validate_button.setToolTip(
        QCoreApplication.translate("PentaView", "Score the selected box (Enter)")
    )
    view.hint_button.setText(QCoreApplication.translate("PentaView", "Hint"))
    view.hint_button.setToolTip(QCoreApplication.translate("PentaView", "Show the best choice (H)"))
    view.undo_button.setText(QCoreApplication.translate("PentaView", "Undo"))
    view.undo_button.setToolTip(
        QCoreApplication.translate(
            "PentaView", "Take back the last scoring, until the next player rolls (Ctrl+Z)"
        )
    )
    view.play_again_button.setText(QCoreApplication.translate("PentaView", "Play again"))
    view.play_again_button.setToolTip(
        QCoreApplication.translate("PentaView", "Same players, a new game (P)")
    )
    view.new_game_button.setText(QCoreApplication.translate("PentaView", "New game"))
    view.new_game_button.setToolTip(
        QCoreApplication.translate("PentaView", "Choose the game and the players (N)")
    )


def keys_text() -> str:
    """The keys line under the game log."""
    return QCoreApplication.translate(
        "PentaView",
        "Keys: Space roll · 1–5 hold or release a die · ↑/↓, Home/End, PgUp/PgDn or "
        "a box's letter choose a box (its letter again scores it) · Enter validate · "
        "Esc pause the countdown · H hint · D, S, T read the dice, sheet, totals · "
        "Tab moves between dice, buttons and sheet",
    )


def sacrifice_text() -> str:
    return QCoreApplication.translate("PentaView", "No open box scores: one must be sacrificed")


def info_text(info: tuple | None, game: PentaGame, name_of: Callable[[int], str]) -> str:
    """What just happened, from the status area's data: a scoring (``"scored"``,
    ``"auto"``), an undo, the computer's step, or a refusal's reason."""
    if info is None:
        return ""
    kind = info[0]
    if kind in ("scored", "auto"):
        _, seat, box, gained = info
        bonus, upper = penta_bonuses_of(box, gained)
        return penta_scored_text(name_of(seat), box, gained, kind == "auto", bonus, upper)
    if kind == "undone":
        return QCoreApplication.translate("PentaView", "%1 took back the last scoring.").replace(
            "%1", name_of(info[1])
        )
    if kind == "computer":
        name = player_name(game.player) if not game.is_over else ""
        return penta_computer_text(name, info[1], info[2])
    return penta_refusal_text(info[1])
