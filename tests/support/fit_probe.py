"""Measures how the real program's windows fit the screen it runs on; prints one JSON line.

Run by tests/ui/test_fit.py in its own process, on a screen of a given size (Xvfb, or the
offscreen platform with a screen configuration, which can also set a scale factor):
the main window at its first show, the New game dialog with 6 and then 1 player, and a
6-player game with the computer in a window fitted to the available area (what maximising
does), with the game view's own minimum size.

``python tests/support/fit_probe.py [--font-scale 2.0]``
"""

from __future__ import annotations

import argparse
import json
import sys

from PySide6.QtCore import QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from dicegame.app import create_application, create_main_window
from dicegame.core.setup import GameSetup
from dicegame.games.farkle.core import FARKLE
from dicegame.games.penta.core import PENTA
from dicegame.ui.window.dialogs import NewGameDialog

SIX = tuple(f"Player name {n}" for n in range(1, 7))


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def global_rect(widget: QWidget) -> list[int]:
    top_left = widget.mapToGlobal(widget.rect().topLeft())
    return [top_left.x(), top_left.y(), widget.width(), widget.height()]


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()
        QTest.qWait(20)


def new_game_dialog(app: QApplication, window: QWidget) -> dict:
    dialog = NewGameDialog(window, FARKLE)
    dialog.show()
    settle(app)
    dialog.humans_spin.setValue(6)
    settle(app)
    six = {
        "frame": rect(dialog.frameGeometry()),
        "buttons": global_rect(dialog.buttons),
        "scroll": dialog.names_scroll.height(),
        "names": dialog.names_scroll.widget().sizeHint().height(),
        "icons": [not b.icon().isNull() for b in dialog.buttons.buttons()],
    }
    dialog.humans_spin.setValue(1)
    settle(app)
    one = rect(dialog.frameGeometry())
    dialog.game_combo.setCurrentIndex(0)  # Penta: no level, no target
    settle(app)
    penta = rect(dialog.frameGeometry())
    dialog.close()
    return {"six": six, "one": one, "penta": penta}


def game_view(app: QApplication, window, kind: str, area: QRect) -> dict:
    window.start_game(GameSetup(kind, SIX, with_computer=True))
    window.setGeometry(area)
    settle(app)
    view = window.view
    names = ["rollButton", "validateButton", "hintButton", "bankButton"]
    buttons = {n: global_rect(w) for n in names if (w := view.findChild(QWidget, n))}
    return {
        "minimum": [view.minimumSizeHint().width(), view.minimumSizeHint().height()],
        "window_minimum": [window.minimumSize().width(), window.minimumSize().height()],
        "buttons": buttons,
        "window": rect(window.frameGeometry()),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--font-scale", type=float, default=1.0)
    options = parser.parse_args()
    app = create_application([sys.argv[0]])
    if options.font_scale != 1.0:
        font = app.font()
        font.setPointSizeF(font.pointSizeF() * options.font_scale)
        app.setFont(font)
    window = create_main_window(app, keep_games=False)
    window.show()
    settle(app)
    screen = window.screen()
    area = screen.availableGeometry()
    result = {
        "screen": rect(screen.geometry()),
        "available": rect(area),
        "ratio": screen.devicePixelRatio(),
        "first_show": rect(window.frameGeometry()),
        "minimum": [window.minimumSize().width(), window.minimumSize().height()],
        "dialog": new_game_dialog(app, window),
        "penta": game_view(app, window, PENTA, area),
        "farkle": game_view(app, window, FARKLE, area),
    }
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
