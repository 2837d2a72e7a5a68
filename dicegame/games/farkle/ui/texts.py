"""What the Farkle board says: the status line, the hint, refusals, the selection, the risk
and the Expert's advice, in the current language.

Functions of the game (and its engine) only, so the view stays a view. Their strings keep the
``FarkleView`` translation context of the catalogs. (Texts with plural forms stay with a
class's ``self.tr``, in the view or :mod:`~dicegame.games.farkle.ui.messages`: lupdate reads plurals
only from ``self.tr``.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

from dicegame.games.farkle.core.rules import FarkleGame, FarklePhase
from dicegame.games.farkle.engine.engine import FarkleEngine, Refusal
from dicegame.games.farkle.ui.keys import FARKLE_KEYS
from dicegame.i18n import format_number, format_percent
from dicegame.ui.board.board_keys import QT_TRANSLATE_NOOP, READING_ROWS, KeyRow
from dicegame.ui.voice.words import about_player, is_default_computer, join_names, player_name

__all__ = [
    "advice_text",
    "banner_text",
    "hint_text",
    "keys_text",
    "refusal_text",
    "risk_text",
    "selection_text",
    "status_text",
]


def status_text(game: FarkleGame) -> str:
    """Whose turn it is, or who won."""
    if game.is_over:
        winners = [p for place, _, p, _ in game.ranking() if place == 1]
        if len(winners) == 1:
            return about_player(
                winners[0],
                QCoreApplication.translate("FarkleView", "Game over: %1 wins!"),
                QCoreApplication.translate("FarkleView", "Game over: the computer wins!"),
            )
        return QCoreApplication.translate("FarkleView", "Game over: shared win (%1)").replace(
            "%1", join_names([player_name(p) for p in winners])
        )
    name = player_name(game.player)
    if is_default_computer(game.player):
        return QCoreApplication.translate("FarkleView", "%1 is playing…").replace("%1", name)
    if game.player.is_computer:
        return QCoreApplication.translate("FarkleView", "%1 (computer) is playing…").replace(
            "%1", name
        )
    # the same words as Penta's headline (one family look, issue 34)
    return QCoreApplication.translate("FarkleView", "%1, your turn").replace("%1", name)


def banner_text(kind: str) -> str:
    """The banner ``kind``: "farkle", "hot" (hot dice) or "last" (the last turn)."""
    return {
        "farkle": QCoreApplication.translate("FarkleView", "Farkle!"),
        "hot": QCoreApplication.translate("FarkleView", "Hot dice!"),
        "last": QCoreApplication.translate("FarkleView", "Last turn!"),
    }[kind]


def hint_text(game: FarkleGame) -> str:
    """What the player can do now."""
    phase = game.phase
    if phase is FarklePhase.GAME_OVER:
        return QCoreApplication.translate(
            "FarkleView", "The game is over. Play again, or start a new game."
        )
    if phase is FarklePhase.FARKLED:
        return QCoreApplication.translate(
            "FarkleView", "No die scores: the turn's points are lost."
        )
    if game.player.is_computer:
        return QCoreApplication.translate("FarkleView", "The computer plays its turn step by step.")
    if phase is FarklePhase.TURN_START:
        return QCoreApplication.translate("FarkleView", "Roll the dice (Space).")
    if game.hot_dice:
        return QCoreApplication.translate(
            "FarkleView", "Hot dice: all six dice come back. Roll them all, or bank."
        )
    if game.selection_valid:
        return QCoreApplication.translate(
            "FarkleView", "Set aside more dice, roll the others (Space), or bank (B)."
        )
    if game.selected:
        return QCoreApplication.translate(
            "FarkleView", "These dice do not score together: return the extra ones to play."
        )
    return QCoreApplication.translate(
        "FarkleView", "Click the dice that score to set them aside (keys 1–6)."
    )


def refusal_text(game: FarkleGame, reason: str, die: int) -> str:
    """Why a click or a key was refused (``reason`` "die": that die does not score)."""
    if reason == "die":
        value = game.roll_dice[die] if die < len(game.roll_dice) else 0
        return QCoreApplication.translate(
            "FarkleView", "A %1 does not score in this roll: it stays in play."
        ).replace("%1", str(value))
    texts = {
        Refusal.COMPUTER_TURN: QCoreApplication.translate(
            "FarkleView", "Please wait: the computer is playing."
        ),
        Refusal.GAME_OVER: QCoreApplication.translate("FarkleView", "The game is over."),
        Refusal.NOTHING_SET_ASIDE: QCoreApplication.translate(
            "FarkleView", "Set aside at least one scoring die first."
        ),
        Refusal.INVALID_SELECTION: QCoreApplication.translate(
            "FarkleView", "These dice do not score together: return the extra ones to play."
        ),
        Refusal.NO_SUCH_DIE: QCoreApplication.translate(
            "FarkleView", "There is no such die in this roll."
        ),
        Refusal.DICE_ROLLING: QCoreApplication.translate(
            "FarkleView", "Wait: the dice are still rolling."
        ),
        Refusal.PAUSED: QCoreApplication.translate(
            "FarkleView", "The game is paused while another window is open."
        ),
        Refusal.NOTHING_TO_UNDO: QCoreApplication.translate(
            "FarkleView", "Nothing to undo: only a bank, before the next player rolls."
        ),
    }
    if reason in texts:
        return texts[Refusal(reason)]
    if game.phase is FarklePhase.FARKLED:
        return QCoreApplication.translate(
            "FarkleView", "This turn is lost: the next player plays in a moment."
        )
    return QCoreApplication.translate("FarkleView", "Roll the dice first.")


def selection_text(game: FarkleGame) -> str:
    """What the dice set aside from this roll score."""
    if game.phase is not FarklePhase.CHOOSING or not game.selected:
        return ""
    if not game.selection_valid:
        return QCoreApplication.translate("FarkleView", "Set aside: not a scoring combination")
    return QCoreApplication.translate("FarkleView", "Set aside from this roll: %1").replace(
        "%1", format_number(game.selection_score)
    )


def risk_text(engine: FarkleEngine) -> str:
    """The chance that the next roll farkles."""
    risk = engine.risk()
    if risk is None:
        return QCoreApplication.translate("FarkleView", "Risk of a farkle: –")
    return QCoreApplication.translate("FarkleView", "Risk of a farkle: %1").replace(
        "%1", format_percent(float(risk) * 100)
    )


def advice_text(engine: FarkleEngine) -> str:
    """The Expert's advice for the turn on the table."""
    if engine.game.is_over:
        return ""
    advice = engine.advice()
    if advice is None:
        return ""
    if advice.action == "set_aside":
        return QCoreApplication.translate("FarkleView", "Expert: set aside %1").replace(
            "%1", " ".join(map(str, advice.dice))
        )
    expected = format_number(round(advice.expected or 0))
    if advice.action == "bank":
        return QCoreApplication.translate(
            "FarkleView", "Expert: bank (rolling on, the turn would end with %1 on average)"
        ).replace("%1", expected)
    return QCoreApplication.translate("FarkleView", "Expert: roll (expects %1 this turn)").replace(
        "%1", expected
    )


# What each row of the key table does, in the key line's few words (Help ▸ Keyboard has the
# long ones); the reading keys share one entry, as in Penta's line.
_KEY_WORDS = {
    "roll": QT_TRANSLATE_NOOP("FarkleView", "roll"),
    "set_aside": QT_TRANSLATE_NOOP("FarkleView", "set a die aside or return it"),
    "bank": QT_TRANSLATE_NOOP("FarkleView", "bank"),
    "skip_pause": QT_TRANSLATE_NOOP("FarkleView", "skip the pause after a farkle"),
    "advice": QT_TRANSLATE_NOOP("FarkleView", "Expert's advice"),
}
_READING_WORDS = QT_TRANSLATE_NOOP("FarkleView", "read the dice, scores, totals")


def _key_name(row: KeyRow) -> str:
    """``row``'s keys as Help ▸ Keyboard names them ("Space", "Enter", "1–6", "B")."""
    keys = row.keys
    if keys == (Qt.Key.Key_Space,):
        return QCoreApplication.translate("KeyboardDialog", "Space")
    if set(keys) == {Qt.Key.Key_Return, Qt.Key.Key_Enter}:
        return QCoreApplication.translate("KeyboardDialog", "Enter")
    names = [QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys]
    return f"{names[0]}\N{EN DASH}{names[-1]}" if len(names) > 2 else ", ".join(names)


def keys_text() -> str:
    """The key line under the board, from the board's key table (the end screen's keys
    are its own buttons')."""
    parts = []
    for row in FARKLE_KEYS:
        if row.at_end or row in READING_ROWS:
            continue
        words = QCoreApplication.translate("FarkleView", _KEY_WORDS[row.name])
        parts.append(f"{_key_name(row)} {words}")
    reading = ", ".join(_key_name(row) for row in READING_ROWS)
    parts.append(f"{reading} {QCoreApplication.translate('FarkleView', _READING_WORDS)}")
    parts.append(QCoreApplication.translate("FarkleView", "Tab moves between dice and buttons"))
    line = " \N{MIDDLE DOT} ".join(parts)
    return QCoreApplication.translate("FarkleView", "Keys: %1").replace("%1", line)
