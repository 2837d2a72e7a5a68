"""The game log panel: newest first, worded in the current language, folded by a button."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from support.games import landed
from support.scripted import ScriptedRng

from dicegame.core.setup import GameSetup
from dicegame.engine.game_log import GameLog
from dicegame.engine.timing import Timing
from dicegame.games.farkle.core import FARKLE
from dicegame.games.farkle.engine.engine import FarkleEngine
from dicegame.games.farkle.ui.log_words import farkle_log_words
from dicegame.i18n import LanguageManager
from dicegame.ui.style.text_size import apply_text_scale
from dicegame.ui.window.game_log_panel import GameLogPanel

MANUAL = Timing(roll_animation_ms=0, banner_ms=60_000, computer_step_ms=60_000)


def test_the_panel_lists_newest_first_and_rewords_on_a_language_switch(
    qtbot, languages: LanguageManager
) -> None:
    setup = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), with_computer=False)
    engine = FarkleEngine(setup, MANUAL, ScriptedRng([1, 5, 3, 4, 6, 6, 2, 3, 4, 6]))
    log = GameLog(engine)
    panel = GameLogPanel(log, own_words=farkle_log_words)  # as the Farkle view makes it
    qtbot.addWidget(panel)
    engine.roll()
    landed(engine)
    engine.toggleDie(0)
    engine.toggleDie(1)
    engine.roll()  # 2 3 4 6: a farkle
    landed(engine)
    assert panel.texts() == [
        "Ana: farkle, 150 points lost",
        "Ana rolled: 2 3 4 6",
        "Ana set aside 1 5 (150 points)",
        "Ana rolled: 1 5 3 4 6 6",
    ]
    assert not panel.list.isVisible() and not panel.isExpanded()
    panel.toggle.click()
    assert panel.isExpanded()
    languages.set_language("pt_PT")
    QCoreApplication.processEvents()
    assert panel.texts()[0] == "Ana: turno perdido, perdeu 150 pontos"
    assert panel.texts()[2] == "Ana pôs de lado 1 5 (150 pontos)"
    assert panel.toggle.text() == "Registo da partida"


def test_a_penta_scoring_names_its_box_and_a_scoring_without_one_is_still_worded(
    qtbot,
) -> None:
    from dicegame.engine.game_log import LogEntry, LogKind
    from dicegame.games.penta.engine.engine import PentaEngine
    from dicegame.games.penta.ui.log_words import penta_log_words

    engine = PentaEngine(GameSetup(humans=("Ana",), with_computer=False), MANUAL)
    log = GameLog(engine)
    panel = GameLogPanel(log, own_words=penta_log_words)
    qtbot.addWidget(panel)
    log.add(LogEntry(LogKind.SCORE, 0, points=18 + 35, box=5))  # Sixes, with the upper bonus
    log.add(LogEntry(LogKind.SCORE, 0, points=7))  # no box: not Penta's to word
    log.add(LogEntry(LogKind.UNDO, 0))
    assert panel.texts() == [
        "Ana took back the last scoring",
        "Ana scored 7 points",
        "Ana: 18 points in Sixes, Upper bonus: +35",
    ]


def arrow_height(panel: GameLogPanel) -> int:
    """The height of the fold arrow as painted on the toggle, in pixels."""
    image = panel.toggle.grab().toImage()
    ground = image.pixel(0, 0)
    left = range(min(image.width(), 6 + panel.toggle.iconSize().width()))  # before the text
    rows = [y for y in range(image.height()) if any(image.pixel(x, y) != ground for x in left)]
    return rows[-1] - rows[0] + 1 if rows else 0


def test_the_fold_arrow_follows_the_text_size(qtbot) -> None:
    """At 200 % text the words "Game log" doubled and their arrow stayed at 100 %."""
    setup = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), with_computer=False)
    engine = FarkleEngine(setup, MANUAL, ScriptedRng([]))
    panel = GameLogPanel(GameLog(engine), own_words=farkle_log_words)
    qtbot.addWidget(panel)
    panel.show()
    usual = arrow_height(panel)
    assert usual > 0
    try:
        apply_text_scale(200)
        assert arrow_height(panel) >= usual * 1.8
        panel.setExpanded(True)  # pointing down, as large
        assert arrow_height(panel) >= usual * 1.8 * 0.6
        later = GameLogPanel(GameLog(engine))  # made at 200 %: as large at once
        qtbot.addWidget(later)
        later.show()
        assert arrow_height(later) >= usual * 1.8
    finally:
        apply_text_scale(100)
    panel.setExpanded(False)
    assert arrow_height(panel) == usual


def test_the_fold_arrow_is_drawn_once_for_every_game_and_every_fit(qtbot) -> None:
    """The log's room fits its panel at every resize (some 90 times a game) and each fit
    drew a new arrow icon: the style kept pixmaps of each in Qt's pixmap cache, so memory
    grew by some 60 KiB a Farkle game until the cache was full (issue 37, item 5)."""
    from PySide6.QtWidgets import QToolButton

    from dicegame.ui.window.mainwindow import MainWindow

    window = MainWindow(timing=MANUAL, rng_factory=lambda: ScriptedRng([1, 5, 2, 3, 4, 6]))
    qtbot.addWidget(window)
    window.resize(1000, 540)
    window.show()
    qtbot.waitExposed(window)
    icons = set()
    for game in range(4):
        window.start_game(GameSetup(FARKLE, humans=("Ana",), with_computer=True))
        for width in (1000, 1200, 1366, 1100):  # each resize fits the log's room again
            window.resize(width, 540 + 40 * game)
            qtbot.wait(5)
            toggle = window.findChild(QToolButton, "gameLogToggle")
            assert toggle is not None and not toggle.icon().isNull()
            icons.add(toggle.icon().cacheKey())
    assert len(icons) <= 2  # the arrow folded and the arrow open, drawn once each
