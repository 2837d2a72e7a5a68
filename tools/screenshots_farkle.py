"""Screenshots of the Farkle board for a visual check (run under Xvfb or offscreen).

    xvfb-run -a -s "-screen 0 1280x800x24" .venv/bin/python tools/screenshots_farkle.py \
        [out_dir] [--lang pt_PT]

Writes farkle-<scene>-<width>x<height>.png: 2 and 7 seats, at 1024x700 and 1280x800, mid-turn
with dice set aside, a banner showing, and the end of a game with its results dialog.
``--lang`` (pt_PT, pt_BR, ro; default en) takes them in that language (compiled catalogs in
i18n/, see tools/compile_translations.sh); ``--palette light|dark|contrast`` and
``--text-size 100..200`` and ``--sizes 1024x560,1366x728`` as in tools/screenshots.py.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]  # this checkout's dicegame, not an installed one

from screenshots import add_look_options, application, apply_look_options, farkle_view  # noqa: E402

from dicegame.core.setup import GameSetup  # noqa: E402
from dicegame.engine.timing import Timing  # noqa: E402
from dicegame.games.farkle.core import FARKLE  # noqa: E402
from dicegame.i18n import LanguageManager  # noqa: E402
from dicegame.persist.settings import IniStore, Settings  # noqa: E402
from dicegame.ui.window.mainwindow import MainWindow  # noqa: E402

SIZES = ((1024, 700), (1280, 800))
HUMANS_7 = ("Ana", "Rui", "Maria João", "Ioana", "Pedro", "Alexandrina")


class ScriptedRng(random.Random):
    """Scripted dice, then seed 7."""

    def __init__(self, dice: list[int]) -> None:
        super().__init__(7)
        self.script = list(dice)

    def randint(self, a: int, b: int) -> int:
        return self.script.pop(0) if self.script else super().randint(a, b)


def settle(app: QApplication, rounds: int = 20) -> None:
    for _ in range(rounds):
        app.processEvents()


def scene_mid_turn(window: MainWindow, humans: tuple[str, ...]) -> None:
    """Roll 1 5 5 2 3 4, set aside the 1, roll 5 5 2 6 4 -> set aside a 5."""
    window.rng_factory = lambda: ScriptedRng([1, 5, 5, 2, 3, 4, 5, 2, 6, 4, 3])
    view = farkle_view(window.start_game(GameSetup(FARKLE, humans=humans)))
    view.engine.game.totals[: len(humans)] = [3250, 1200, 9650, 450, 0, 5100][: len(humans)]
    view.engine.game.totals[-1] = 7400
    view.engine.roll()
    view.engine.toggleDie(0)
    view.engine.roll()
    view.engine.toggleDie(0)


def scene_banner(window: MainWindow, humans: tuple[str, ...]) -> None:
    """Hot dice: 1 1 1 5 5 5 all set aside; the banner shows."""
    window.rng_factory = lambda: ScriptedRng([1, 1, 1, 5, 5, 5])
    view = farkle_view(window.start_game(GameSetup(FARKLE, humans=humans)))
    view.engine.roll()
    for index in range(6):
        view.engine.toggleDie(index)


def scene_game_over(window: MainWindow, humans: tuple[str, ...]) -> None:
    window.rng_factory = lambda: ScriptedRng([1, 1, 1, 1, 2, 3] * len(humans))
    view = farkle_view(
        window.start_game(GameSetup(FARKLE, humans=humans, options={"target": 5000}))
    )
    game = view.engine.game
    game.totals[:] = [4000 - 150 * seat for seat in range(len(game.players))]
    game.final_trigger = len(game.players) - 1  # the computer reached it: everyone's last turn
    game.totals[-1] = 5050
    for _ in humans:  # each human rolls 1 1 1 1 ... and banks
        view.engine.roll()
        view.engine.toggleDie(0)
        view.engine.bank()


SCENES = {"mid-turn": scene_mid_turn, "banner": scene_banner, "game-over": scene_game_over}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("screenshots"))
    parser.add_argument("--lang", default="en", help="interface language: en, pt_PT, pt_BR, ro")
    add_look_options(parser, SIZES)
    args = parser.parse_args()
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    app = application()
    apply_look_options(args)
    settings = Settings(IniStore(out / "screenshots-settings.ini"))
    LanguageManager(settings=settings, parent=app).set_language(args.lang)
    timing = Timing(roll_animation_ms=0, banner_ms=600_000, computer_step_ms=600_000)
    for seats, humans in ((2, ("Ana",)), (7, HUMANS_7)):
        for width, height in args.sizes:
            for name, scene in SCENES.items():
                window = MainWindow(timing=timing)
                window.resize(width, height)
                window.show()
                settle(app)
                scene(window, humans)
                settle(app)
                path = out / f"farkle-{name}-{seats}seats-{width}x{height}.png"
                window.grab().save(str(path))
                view = farkle_view(window.view)
                if view.game.is_over:  # the results, as R opens them
                    view.game_end.show_results()
                    settle(app)
                    dialog = view.results_dialog
                    assert dialog is not None
                    dialog.grab().save(str(path.with_suffix(".results.png")))
                    dialog.close()
                print(path)
                window.close()
                window.deleteLater()
                settle(app)


if __name__ == "__main__":
    main()
