"""What a game says and sounds like is the game's own (issue 32, the registry's voice part).

The shared modules of the voice, the log and the big moments reach a game only through the
engine's base (``connect_log``, ``connect_sounds``, ``highlighted``) and what the view hands
them (its announcer, its celebration's words, its log words): no ``isinstance`` on a game's
class, no branch on the game's kind, no import of a game. A game that says nothing special
(an engine with none of its own hooks) is still logged, heard at its end and worded.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from PySide6.QtWidgets import QWidget
from support.sound import RecordingPlayer

import dicegame
from dicegame.core.common import Player
from dicegame.core.highlights import Highlight
from dicegame.core.setup import GameSetup
from dicegame.engine.base import GameEngine
from dicegame.engine.game_log import GameLog, LogEntry, LogKind
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.ui.board.banner import BannerStyle
from dicegame.ui.board.celebration import Celebration
from dicegame.ui.voice.announce import Announcer
from dicegame.ui.voice.sound import SoundBoard
from dicegame.ui.window.game_log_panel import GameLogPanel

PACKAGE = Path(dicegame.__file__).parent
SHARED = (
    "ui/voice/announce.py",
    "ui/voice/sound.py",
    "ui/board/celebration.py",
    "core/highlights.py",
    "engine/game_log.py",
    "engine/log_entries.py",
    "engine/cues.py",
    "ui/window/game_log_panel.py",
)
GAME_CLASS = re.compile(r"isinstance\([^)]*\b(?:Penta|Farkle)\w*")


def test_the_shared_voice_modules_never_tell_one_game_from_another() -> None:
    for name in SHARED:
        source = (PACKAGE / name).read_text(encoding="utf-8")
        assert not GAME_CLASS.search(source), name
        assert "GameKind" not in source, name
        assert "dicegame.games" not in source, name  # no game imported, not even for types


class Dot:
    """The smallest core game: one seat, no moves of its own."""

    def __init__(self) -> None:
        self.rng = random.Random(1)
        self.current = 0
        self.players = (Player("Ana"),)
        self.is_over = False

    @property
    def player(self) -> Player:
        return self.players[self.current]

    def ranking(self) -> list[tuple[int, int, Player, int]]:
        return [(1, 0, self.players[0], 7)]


def quiet_engine() -> GameEngine[Dot]:
    """An engine of a game that says nothing special: none of the voice hooks filled in."""
    return GameEngine(GameSetup(humans=("Ana",), with_computer=False), Timing.fast(), game=Dot())


def test_a_game_that_says_nothing_special_is_logged_heard_and_worded(qtbot) -> None:
    engine = quiet_engine()
    log = GameLog(engine)
    player = RecordingPlayer()
    board = SoundBoard(player=player)
    board.attach(engine)
    panel = GameLogPanel(log)
    qtbot.addWidget(panel)
    log.add(LogEntry(LogKind.SCORE, 0, points=7))  # its own entry, worded by no game
    engine.undone.emit(0)
    engine.gameOver.emit(engine.game.ranking())
    assert [entry.kind for entry in log.entries] == [
        LogKind.SCORE,
        LogKind.UNDO,
        LogKind.GAME_OVER,
    ]
    assert panel.texts() == [
        "Game over. Winner: Ana",
        "Ana took back the last move",
        "Ana scored 7 points",
    ]
    assert player.played == ["game_end"]


def test_a_games_own_words_come_first_in_the_log(qtbot) -> None:
    engine = quiet_engine()
    log = GameLog(engine)

    def words(_panel: GameLogPanel, entry: LogEntry, name: str) -> str | None:
        return f"{name} drew a dot" if entry.kind is LogKind.ROLL else None

    panel = GameLogPanel(log, own_words=words)
    qtbot.addWidget(panel)
    log.add(LogEntry(LogKind.ROLL, 0, (3,)))
    log.add(LogEntry(LogKind.SCORE, 0, points=50))
    assert panel.texts() == ["Ana scored 50 points", "Ana drew a dot"]


def test_a_games_own_moment_is_celebrated_in_its_words_and_looks(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    anchor = QWidget(parent)
    words = {"dot": "A dot!", Highlight.WIN.value: "Ana wins!"}
    plain = Celebration(parent, anchor, words.__getitem__, ())
    styled = Celebration(parent, anchor, words.__getitem__, (), styles={"dot": BannerStyle.DANGER})
    for celebration in (plain, styled):
        celebration.celebrate("dot")
        celebration.flush()
        assert celebration.text() == "A dot!" and celebration.kind == "dot"
    assert plain._style is BannerStyle.SUCCESS  # a game's own moment: a success by default
    assert styled._style is BannerStyle.DANGER
    plain.celebrate(Highlight.WIN)
    plain.flush()
    assert plain._style is BannerStyle.INFO  # the shared moments keep their looks


def test_an_announcer_without_a_card_names_every_turn(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = Announcer(quiet_engine(), widget)
    assert not announcer._card_says_turn(0)
    carded = Announcer(quiet_engine(), widget, card_names=lambda seat: seat == 0)
    assert carded._card_says_turn(0) and not carded._card_says_turn(1)


def test_a_saved_log_holds_the_shared_kinds_and_the_games_own_only(qtbot) -> None:
    from dicegame.games.farkle.engine.engine import FarkleEngine
    from dicegame.games.penta.engine.engine import PentaEngine

    bank = [{"k": "bank", "s": 0, "points": 300}]
    farkle = FarkleEngine(GameSetup(FARKLE, ("Ana",), with_computer=True), Timing.fast())
    assert GameLog(farkle).restore(bank)  # a Farkle bank in a Farkle save
    penta = PentaEngine(GameSetup(humans=("Ana",), with_computer=True), Timing.fast())
    assert not GameLog(penta).restore(bank)  # never a Penta entry
    assert GameLog(quiet_engine()).restore([{"k": "undo", "s": 0}])  # the shared ones: any
