"""The main window: menus, the welcome screen and the game being played."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dicegame import __version__
from dicegame.core.setup import GameKind, GameSetup
from dicegame.engine.timing import Timing
from dicegame.ui.dialogs import NewGameDialog

# Where each game's view lives; imported on first use so start-up stays light.
VIEWS: dict[GameKind, str] = {
    GameKind.PENTA: "dicegame.ui.penta_view:PentaView",
    GameKind.FARKLE: "dicegame.ui.farkle_view:FarkleView",
}


def load_view_class(kind: GameKind) -> type[QWidget]:
    module_name, class_name = VIEWS[kind].split(":")
    return getattr(importlib.import_module(module_name), class_name)


class WelcomePage(QWidget):
    """First screen: pick a game."""

    gameChosen = Signal(object)  # GameKind

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.title = QLabel(objectName="welcomeTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(objectName="welcomeSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.penta_button = self._game_button("playPentaButton", GameKind.PENTA)
        self.farkle_button = self._game_button("playFarkleButton", GameKind.FARKLE)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.penta_button)
        buttons.addSpacing(24)
        buttons.addWidget(self.farkle_button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addStretch()
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(32)
        layout.addLayout(buttons)
        layout.addStretch(2)
        self._retranslate()

    def _game_button(self, name: str, kind: GameKind) -> QPushButton:
        button = QPushButton(objectName=name)
        button.setMinimumSize(300, 140)
        font = button.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        button.setFont(font)
        button.clicked.connect(lambda: self.gameChosen.emit(kind))
        return button

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Dice games"))
        self.subtitle.setText(
            self.tr("Choose a game. Play together on this computer, or against it.")
        )
        self.penta_button.setText(self.tr("Penta\n5 dice, 13 boxes, up to 3 rolls a turn"))
        self.farkle_button.setText(self.tr("Farkle\n6 dice: set aside, bank or risk it"))
        self.penta_button.setAccessibleName(self.tr("Play Penta"))
        self.farkle_button.setAccessibleName(self.tr("Play Farkle"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class MainWindow(QMainWindow):
    """Menus (Game, Language, Help), the welcome page and the current game's view.

    ``timing`` and ``rng_factory`` are passed to every game (tests inject fast timers and
    seeded dice).
    """

    gameStarted = Signal(object)  # the view

    def __init__(
        self,
        timing: Timing | None = None,
        rng_factory: Callable[[], random.Random] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.timing = timing or Timing()
        self.rng_factory = rng_factory or random.Random
        self.last_setup: GameSetup | None = None
        self.view: QWidget | None = None
        self.stack = QStackedWidget(objectName="mainStack")
        self.welcome = WelcomePage(self)
        self.welcome.gameChosen.connect(self.new_game)
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self._build_menus()
        self._retranslate()
        self.resize(1180, 800)
        self.setMinimumSize(1024, 700)

    # ----- menus ---------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = QMenu(self, objectName="gameMenu")
        self.new_action = QAction(self, objectName="newGameAction")
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.new_game(None))
        self.quit_action = QAction(self, objectName="quitAction")
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.new_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        bar.addMenu(self.game_menu)
        self.language_menu: QMenu | None = None  # set by install_language_menu
        self.help_menu = QMenu(self, objectName="helpMenu")
        self.rules_action = QAction(self, objectName="rulesAction")
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = QAction(self, objectName="aboutAction")
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)
        bar.addMenu(self.help_menu)

    def install_language_menu(self, menu: QMenu) -> None:
        """Put the Language menu between Game and Help."""
        self.language_menu = menu
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Dice games"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ----- games ---------------------------------------------------------------
    def new_game(self, kind: GameKind | None = None) -> None:
        """Ask for a new game (the dialog) and start it."""
        if kind is None:
            kind = self.last_setup.kind if self.last_setup else GameKind.PENTA
        previous = self.last_setup if self.last_setup and self.last_setup.kind == kind else None
        dialog = NewGameDialog(self, kind, previous)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.setup())

    def start_game(self, setup: GameSetup) -> QWidget:
        """Replace the current game (if any) by a new one; return its view."""
        view_class = load_view_class(setup.kind)
        view = view_class(setup, timing=self.timing, rng=self.rng_factory(), parent=self)
        self._show_view(view, setup)
        return view

    def _show_view(self, view: QWidget, setup: GameSetup) -> None:
        if self.view is not None:
            self.stack.removeWidget(self.view)
            self.view.deleteLater()
        self.view = view
        self.last_setup = setup
        if hasattr(view, "playAgainRequested"):
            view.playAgainRequested.connect(self.start_game)
        if hasattr(view, "newGameRequested"):
            view.newGameRequested.connect(lambda: self.new_game(setup.kind))
        self.stack.addWidget(view)
        self.stack.setCurrentWidget(view)
        view.setFocus()
        self.gameStarted.emit(view)

    # ----- help ----------------------------------------------------------------
    def show_rules(self) -> None:
        from dicegame.ui.rules import RulesDialog

        kind = self.last_setup.kind if self.last_setup else GameKind.PENTA
        dialog = RulesDialog(self, kind)
        dialog.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Dice games"),
            self.tr(
                "<h3>Dice games %1</h3><p>Penta and Farkle, for one to six players and the "
                "computer.</p>"
            ).replace("%1", __version__),
        )
