"""Screenshots of the program in given states, to look at layouts at several window sizes.

Run under a virtual display, e.g.::

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tools/screenshots.py penta --out shots

Modes:
    penta   a Penta game in progress with 2 players and with 6 players + the computer,
            at 1024x700, 1280x800 and 1500x950, plus the end-of-game results with the move review,
            hints marked on screen, the auto-score countdown and a computer turn.
    dialogs the welcome page (welcome.png at the first size, welcome-<w>x<h>.png at the
            others), New game (Penta, Farkle), Statistics (with records of a few games),
            Rules and the About box.
    table   the pass-and-play hand-over screen and the game log, in Penta and Farkle.

``--sizes 1024x560,1366x728`` takes the game pictures at those window sizes instead.
``--lang pt_PT`` (or pt_BR, ro) takes the pictures in that language (compiled catalogs in
i18n/, see tools/compile_translations.sh). ``--palette light|dark|contrast`` takes them with
the Fusion style in that palette (default: the system's look); ``--text-size 150`` with the
game's text size setting at 150 %. ``tools/simulate_cvd.py`` shows them as a colour-blind
player sees them. Games are seeded, so the pictures are the same
from one run to the next.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from dicegame.core.common import Player  # noqa: E402
from dicegame.core.records import Records  # noqa: E402
from dicegame.core.setup import GameSetup  # noqa: E402
from dicegame.engine.timing import Timing  # noqa: E402
from dicegame.games.farkle.core import FARKLE  # noqa: E402
from dicegame.games.farkle.core.rules import FarkleGame  # noqa: E402
from dicegame.games.penta.core import (  # noqa: E402
    PENTA,
    strategy,
)
from dicegame.games.penta.core.rules import PentaGame  # noqa: E402
from dicegame.i18n import LanguageManager  # noqa: E402
from dicegame.persist.settings import TEXT_SCALES, IniStore, Settings  # noqa: E402
from dicegame.ui.style.text_size import apply_text_scale  # noqa: E402
from dicegame.ui.style.theme import PALETTES, use_palette  # noqa: E402
from dicegame.ui.window.dialogs import NewGameDialog  # noqa: E402
from dicegame.ui.window.mainwindow import MainWindow  # noqa: E402
from dicegame.ui.window.rules import RulesDialog  # noqa: E402
from dicegame.ui.window.stats import StatisticsDialog  # noqa: E402

if TYPE_CHECKING:
    from dicegame.games.farkle.ui.view import FarkleView
    from dicegame.games.penta.ui.view import PentaView
    from dicegame.ui.board.game_view import GameView

SIZES = ((1024, 700), (1280, 800), (1500, 950))


def window_sizes(text: str) -> tuple[tuple[int, int], ...]:
    """``"1024x560,1366x728"`` as ((1024, 560), (1366, 728))."""
    sizes = []
    for size in text.split(","):
        width, _, height = size.strip().partition("x")
        sizes.append((int(width), int(height)))
    return tuple(sizes)


def add_look_options(parser: argparse.ArgumentParser, sizes: tuple[tuple[int, int], ...]) -> None:
    """--palette, --text-size and --sizes, shared with tools/screenshots_farkle.py."""
    parser.add_argument("--palette", choices=sorted(PALETTES), help="Fusion with this palette")
    parser.add_argument(
        "--text-size", type=int, default=100, choices=TEXT_SCALES, help="text size in percent"
    )
    parser.add_argument(
        "--sizes",
        type=window_sizes,
        default=sizes,
        help="window sizes, e.g. 1024x560,1366x728 (a 1024x600 screen less a taskbar)",
    )


def apply_look_options(args: argparse.Namespace) -> None:
    if args.palette:
        use_palette(args.palette)
    apply_text_scale(args.text_size)


def application() -> QApplication:
    """The running application, else a new one (shared with the other screenshot tools)."""
    # Qt's stubs give instance() as a QCoreApplication: in these tools it is a QApplication.
    return cast("QApplication | None", QApplication.instance()) or QApplication(sys.argv)


def penta_view(view: GameView | None) -> PentaView:
    """``view`` (what the window's ``start_game`` and ``view`` give) as the Penta view it is."""
    from dicegame.games.penta.ui.view import PentaView  # imported by start_game already

    assert isinstance(view, PentaView)
    return view


def farkle_view(view: GameView | None) -> FarkleView:
    """``view`` as the Farkle view it is."""
    from dicegame.games.farkle.ui.view import FarkleView  # imported by start_game already

    assert isinstance(view, FarkleView)
    return view


def settle(app: QApplication, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()


def save(app: QApplication, widget: QWidget, path: Path) -> None:
    settle(app)
    widget.grab().save(str(path))
    print(path)


def rolled(game: PentaGame) -> tuple[int, ...]:
    """The dice of the turn, once rolled."""
    assert game.dice is not None
    return game.dice


def play_penta_turn(view: PentaView, mistakes: bool = False) -> None:
    """Play the current human turn with the strategy (or badly, for the review)."""
    engine, game = view.engine, view.game
    engine.roll()
    for _ in range(2):
        dice = rolled(game)
        keep = () if mistakes else strategy.best_hold(game.sheet, dice, game.rolls_left)
        if len(keep) == len(dice):
            break
        for index, held in enumerate(strategy.hold_flags(dice, keep)):
            if held != game.held[index]:
                engine.toggleHold(index)
        engine.roll()
    box = game.sheet.open_boxes[0] if mistakes else strategy.best_box(game.sheet, rolled(game))
    engine.scoreBox(box)


def round_begun(view: PentaView, number: int) -> Callable[[], bool]:
    """For :func:`play_until`: round ``number`` (or a later one) begun, its first turn."""
    return lambda: view.game.round >= number and view.game.current == 0


def play_until(app: QApplication, view: PentaView, done: Callable[[], bool]) -> None:
    """Play humans by the strategy and let the computer play, until ``done()``."""
    while not done():
        if view.engine.is_computer_turn:
            app.processEvents()
        else:
            play_penta_turn(view, mistakes=view.game.current % 2 == 1)


def penta(app: QApplication, out: Path, sizes: tuple[tuple[int, int], ...] = SIZES) -> None:
    timing = Timing.fast()
    window = MainWindow(timing=timing, rng_factory=lambda: random.Random(2024))
    window.show()
    cases = {
        "2p": GameSetup(humans=("Ana", "Rui"), with_computer=False),
        "6p": GameSetup(humans=("Ana", "Rui", "Maria", "João", "Ioana", "Mihai")),
    }
    for name, setup in cases.items():
        view = penta_view(window.start_game(setup))
        play_until(app, view, round_begun(view, 7))
        view.engine.roll()
        view.engine.toggleHold(0)
        view.engine.toggleHold(1)
        options = view.sheet.selectable_boxes()
        view.engine.selectBox(options[len(options) // 2])
        view.show_hint()
        for width, height in sizes:
            window.resize(width, height)
            save(app, window, out / f"penta-{name}-{width}x{height}.png")
    view = penta_view(window.start_game(cases["2p"]))
    play_until(app, view, lambda: view.game.is_over)
    settle(app, 20)
    save(app, window, out / "penta-end-board.png")  # the board is the ending
    view.game_end.show_results()  # as the Results button (R) opens it
    settle(app, 5)
    dialog = view.results_dialog
    assert dialog is not None
    save(app, dialog, out / "penta-results.png")
    dialog.close()
    view.game_end.show_review()  # as the Move review button (V) opens it
    settle(app, 5)
    review, review_widget = view.game_end.review_dialog, view.review_widget
    assert review is not None and review_widget is not None and review_widget.tabs is not None
    review_widget.tabs.setCurrentIndex(1)  # Rui, who played badly on purpose
    save(app, review, out / "penta-results-review.png")
    review.close()
    window.close()
    penta_moments(app, out)


def penta_moments(app: QApplication, out: Path) -> None:
    """Hints marked on screen (dice to keep, box to score), the real auto-score countdown
    and a computer turn caught half-way, at 1024x700."""
    timing = replace(Timing(), roll_animation_ms=0)
    window = MainWindow(timing=timing, rng_factory=lambda: random.Random(7))
    window.resize(*SIZES[0])
    window.show()
    view = penta_view(window.start_game(GameSetup(humans=("Ana",))))
    view.engine.roll()
    view.show_hint()
    save(app, window, out / "penta-hint-keep.png")
    for _ in range(2):
        view.engine.roll()
    save(app, window, out / "penta-countdown.png")
    view.show_hint()
    save(app, window, out / "penta-hint-box.png")
    view.engine.selectBox(view.sheet.selectable_boxes()[0])
    shots: list[str] = []

    def on_step(kind: str, _payload: object) -> None:
        if kind == "hold" and not shots:
            shots.append(kind)
            save(app, window, out / "penta-computer-turn.png")

    view.engine.computerStep.connect(on_step)
    view.engine.validate()
    while view.engine.is_computer_turn:
        app.processEvents()
    window.close()


def sample_records() -> Records:
    """Records of a few seeded games: Penta with the computer, and one Farkle game."""
    records = Records()
    for index in range(8):
        players: list[str | Player] = ["Ana", "Rui", Player("Computer", is_computer=True)]
        game = PentaGame(players, rng=random.Random(index))
        while not game.is_over:
            dice = game.roll()
            game.score(strategy.best_box(game.sheet, dice))
        records.record_game(PENTA, game, f"2025-03-{index + 1:02d}")
    farkle = FarkleGame(["Ana", Player("Computer", is_computer=True)], target=10000)
    farkle.totals, farkle.final_trigger, farkle.is_over = [10150, 8700], 0, True
    records.record_game(FARKLE, farkle, "2025-03-09")
    return records


def dialogs(app: QApplication, out: Path, sizes: tuple[tuple[int, int], ...] = SIZES) -> None:
    window = MainWindow(timing=Timing.fast())
    window.show()
    for width, height in sizes[1:]:  # the welcome page at every size; the first stays
        window.resize(width, height)
        save(app, window, out / f"welcome-{width}x{height}.png")
    window.resize(*sizes[0])
    save(app, window, out / "welcome.png")
    for kind in (PENTA, FARKLE):
        dialog = NewGameDialog(window, kind)
        dialog.humans_spin.setValue(6)
        dialog.show()
        save(app, dialog, out / f"new-game-{kind}.png")
        dialog.close()
    stats = StatisticsDialog(sample_records(), window)
    stats.show()
    save(app, stats, out / "statistics.png")
    stats.close()
    rules = RulesDialog(window)
    rules.show()
    save(app, rules, out / "rules.png")
    rules.close()

    def grab_about() -> None:
        box = app.activeModalWidget()
        if box is None:
            QTimer.singleShot(10, grab_about)
            return
        save(app, box, out / "about.png")
        box.close()

    QTimer.singleShot(0, grab_about)
    window.show_about()
    window.close()


def table(app: QApplication, out: Path, _sizes: object = None) -> None:
    """Pass-and-play: the hand-over screen between two humans and the game log unfolded,
    in Penta and in Farkle, at 1024x600 and 1366x768."""
    timing = replace(Timing.fast(), score_flash_ms=1200)  # the scored dice stay shown
    window = MainWindow(timing=timing, rng_factory=lambda: random.Random(7))
    window.show()
    view = penta_view(window.start_game(GameSetup(humans=("Ana", "Rui"), with_computer=False)))
    view.log_panel.setExpanded(True)
    for _ in range(3):
        play_penta_turn(view)
        view.hand_over.finish()
    play_penta_turn(view)  # Rui's turn ends: Ana's hand-over
    for width, height in ((1024, 600), (1366, 768)):
        window.resize(width, height)
        save(app, window, out / f"table-penta-{width}x{height}.png")
    setup = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), with_computer=False)
    farkle = farkle_view(window.start_game(setup))
    farkle.log_panel.setExpanded(True)
    engine = farkle.engine
    for _ in range(40):  # Ana rolls and sets aside until a bank is worth it, then banks
        engine.roll()
        settle(app)
        if engine.game.farkled:
            engine.endTurn()
            farkle.hand_over.finish()
            continue
        scoring = [i for i, v in enumerate(engine.game.roll_dice) if v in (1, 5)]
        for index in scoring[:1] or range(len(engine.game.roll_dice)):
            engine.toggleDie(index)
            if engine.game.selection_valid:
                break
        if engine.game.turn_total >= 300 and engine.game.can_bank:
            engine.bank()
            break
    for width, height in ((1024, 600), (1366, 768)):
        window.resize(width, height)
        save(app, window, out / f"table-farkle-{width}x{height}.png")
    window.close()


MODES = {PENTA: penta, "dialogs": dialogs, "table": table}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=sorted(MODES))
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--lang", default="en", help="interface language: en, pt_PT, pt_BR, ro")
    add_look_options(parser, SIZES)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = application()
    apply_look_options(args)
    settings = Settings(IniStore(args.out / "screenshots-settings.ini"))
    LanguageManager(settings=settings, parent=app).set_language(args.lang)
    MODES[args.mode](app, args.out, args.sizes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
