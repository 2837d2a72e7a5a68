"""Screenshots of the game's moments: a roll caught mid-flight, a Penta celebrated, Farkle's
hot dice and the end of a game on the board (Penta and Farkle), for a visual check and the
README's pictures.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/screenshots_moments.py \
        shots --lang pt_BR --palette table --text-size 200 --sizes 1024x600,1920x1080

Writes <moment>-<lang>-<look>-<text size>-<width>x<height>.png for each of
penta-roll, penta-celebration, farkle-hot-dice, penta-end and farkle-end. ``--lang``,
``--palette`` (the Game ▸ Look: table, dark, light, contrast), ``--text-size`` and
``--sizes`` as in tools/screenshots.py. The dice, the rolls' flights and the games are
scripted or seeded, so the pictures are the same from one run to the next.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]  # this checkout's dicegame, not an installed one

from screenshots import (  # noqa: E402
    add_look_options,
    application,
    apply_look_options,
    farkle_view,
    penta_view,
    play_until,
    round_begun,
)
from screenshots_farkle import ScriptedRng, scene_game_over  # noqa: E402

from dicegame.core.setup import GameSetup  # noqa: E402
from dicegame.engine.timing import Timing  # noqa: E402
from dicegame.games.farkle.core import FARKLE  # noqa: E402
from dicegame.games.penta.core.rules import Box  # noqa: E402
from dicegame.i18n import LanguageManager  # noqa: E402
from dicegame.persist.settings import IniStore, Settings  # noqa: E402
from dicegame.ui.window.mainwindow import MainWindow  # noqa: E402

if TYPE_CHECKING:
    from dicegame.games.farkle.ui.view import FarkleView
    from dicegame.games.penta.ui.view import PentaView

SIZES = ((1024, 600), (1920, 1080))
STILL = 600_000  # ms: no timer of the game's runs out while a picture is taken
MID_FLIGHT = 0.42  # how far the caught roll has gone


def settle(app: QApplication, rounds: int = 20) -> None:
    for _ in range(rounds):
        app.processEvents()


def penta_window(app: QApplication, dice: list[int]) -> tuple[MainWindow, PentaView]:
    """Ana and Rui in round 5 of Penta (seeded), the next dice scripted as ``dice``."""
    rng = ScriptedRng([])
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: rng)
    window.show()
    view = penta_view(window.start_game(GameSetup(humans=("Ana", "Rui"), with_computer=False)))
    view.hand_over.set_enabled(False)
    play_until(app, view, round_begun(view, 5))
    rng.script.extend(dice)
    return window, view


def penta_roll(app: QApplication) -> MainWindow:
    """Ana keeps two 4s and throws the other three: the picture catches them in flight."""
    window, view = penta_window(app, [4, 4, 2, 6, 1, 3, 5, 6])
    engine = view.engine
    engine.roll()  # lands at once
    engine.toggleHold(0)
    engine.toggleHold(1)
    engine.timing = replace(engine.timing, roll_animation_ms=STILL)  # the next roll flies
    view.tray.animation_ms = STILL
    view.tray.set_cosmetic_seed(3)
    engine.roll()
    view.tray.set_progress(MID_FLIGHT)
    view.tray._roll.pause()  # caught mid-flight, still
    return window


def penta_celebration(app: QApplication) -> MainWindow:
    """Ana rolls five 6s and scores them as a Penta: the band and its sound."""
    window, view = penta_window(app, [6, 6, 6, 6, 6])
    view.timing = replace(view.timing, score_flash_ms=STILL)  # the scored dice stay
    view.engine.roll()
    settle(app)
    view.engine.scoreBox(Box.PENTA)
    view.celebration.flush()
    view.celebration.set_pop(1.0)  # settled, as it reads for most of its time
    return window


def farkle_hot_dice(app: QApplication) -> MainWindow:
    """Ana against the computer: 1 1 1 5 5 5, all six set aside, hot dice."""
    window = MainWindow(timing=Timing(roll_animation_ms=0, banner_ms=STILL, computer_step_ms=STILL))
    window.rng_factory = lambda: ScriptedRng([1, 1, 1, 5, 5, 5])
    window.show()
    setup = GameSetup(FARKLE, humans=("Ana",), options={"target": 10000})
    view = farkle_view(window.start_game(setup))
    view.engine.game.totals[:] = [3250, 4400]
    view.engine.roll()
    for index in range(6):
        view.engine.toggleDie(index)
    return window


def penta_end(app: QApplication) -> MainWindow:
    """A whole seeded game of Ana and Rui: the board tells the end."""
    window = MainWindow(timing=Timing.fast(), rng_factory=lambda: random.Random(2024))
    window.show()
    view = penta_view(window.start_game(GameSetup(humans=("Ana", "Rui"), with_computer=False)))
    play_until(app, view, lambda: view.game.is_over)
    return calm_end(app, window, view)


def farkle_end(app: QApplication) -> MainWindow:
    """Ana and Maria João against the computer, who reached 5 000: the last turns banked."""
    window = MainWindow(timing=Timing(roll_animation_ms=0, banner_ms=1, computer_step_ms=STILL))
    window.show()
    scene_game_over(window, ("Ana", "Maria João"))
    return calm_end(app, window, farkle_view(window.view))


def calm_end(app: QApplication, window: MainWindow, view: PentaView | FarkleView) -> MainWindow:
    """The board's ending (``view``, the window's) once the win's band has had its time
    (Play again focused)."""
    settle(app, 40)
    while not view.game_end.is_over():
        app.processEvents()
    settle(app)
    view.celebration.cancel()
    view.activateWindow()
    view.end_board.focus_play_again()
    return window


MOMENTS: dict[str, Callable[[QApplication], MainWindow]] = {
    "penta-roll": penta_roll,
    "penta-celebration": penta_celebration,
    "farkle-hot-dice": farkle_hot_dice,
    "penta-end": penta_end,
    "farkle-end": farkle_end,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("screenshots"))
    parser.add_argument("--lang", default="en", help="interface language: en, pt_PT, pt_BR, ro")
    parser.add_argument("--only", default="", help="moments, e.g. penta-roll,farkle-end")
    add_look_options(parser, SIZES)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = application()
    apply_look_options(args)
    settings = Settings(IniStore(args.out / "screenshots-settings.ini"))
    LanguageManager(settings=settings, parent=app).set_language(args.lang)
    look = args.palette or "system"
    chosen = [name for name in args.only.split(",") if name] or list(MOMENTS)
    for name in chosen:
        window = MOMENTS[name](app)
        for width, height in args.sizes:
            window.resize(width, height)
            settle(app)
            stem = f"{name}-{args.lang}-{look}-{args.text_size}-{width}x{height}"
            path = args.out / f"{stem}.png"
            window.grab().save(str(path), "PNG", 0)  # the smallest file, the same pixels
            print(path)
        window.close()
        window.deleteLater()
        settle(app)


if __name__ == "__main__":
    main()
