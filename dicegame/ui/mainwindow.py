"""The main window: menus, the welcome screen and the game being played."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPainter, QPixmap, QRegion
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dicegame import __version__
from dicegame.core.saves import SavedGame
from dicegame.core.setup import GameKind, GameSetup
from dicegame.engine.timing import Timing
from dicegame.storage import AutosaveManager, Pace, Settings
from dicegame.ui.dice import DieWidget

# Where each game's view lives; imported on first use so start-up stays light.
VIEWS: dict[GameKind, str] = {
    GameKind.PENTA: "dicegame.ui.penta_view:PentaView",
    GameKind.FARKLE: "dicegame.ui.farkle_view:FarkleView",
}


def load_view_class(kind: GameKind) -> type[QWidget]:
    module_name, class_name = VIEWS[kind].split(":")
    return getattr(importlib.import_module(module_name), class_name)


WELCOME_DICE = {GameKind.PENTA: (6, 6, 6, 6, 6), GameKind.FARKLE: (1, 5, 1, 2, 3, 4)}
CARD_STYLE = """
QPushButton#%s {
    background: palette(base); border: 1px solid palette(mid); border-radius: 14px;
}
QPushButton#%s:hover { border: 2px solid palette(highlight); }
QPushButton#%s:focus { border: 2px solid palette(highlight); }
QPushButton#%s:pressed { background: palette(alternate-base); }
"""


def dice_picture(values: tuple[int, ...], side: int = 48, gap: int = 5) -> QPixmap:
    """A row of dice drawn by the same DieWidget that the games use."""
    ratio = QApplication.instance().devicePixelRatio() if QApplication.instance() else 1.0
    width = len(values) * side + (len(values) - 1) * gap
    picture = QPixmap(int(width * ratio), int(side * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    die = DieWidget(0)
    die.resize(side, side)
    for index, value in enumerate(values):
        die.setValue(value)
        die.render(
            painter, QPoint(index * (side + gap), 0), QRegion(), QWidget.RenderFlag.DrawChildren
        )
    painter.end()
    die.deleteLater()
    return picture


class GameCard(QPushButton):
    """A big button for one game: its dice, its name and one line about it."""

    def __init__(self, kind: GameKind, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setStyleSheet(CARD_STYLE % (name, name, name, name))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(360, 230)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.dice = QLabel(self)
        self.dice.setPixmap(dice_picture(WELCOME_DICE[kind]))
        self.name = QLabel(self)
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.name.setFont(font)
        self.about = QLabel(self)
        self.about.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 20, 20, 20)
        layout.setSpacing(10)
        layout.addStretch()
        for label in (self.dice, self.name, self.about):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            layout.addWidget(label)
        layout.addStretch()

    def set_texts(self, text: str) -> None:
        """``text`` is the game's name, a line break, and one line about it."""
        name, _, about = text.partition("\n")
        self.name.setText(name)
        self.about.setText(about)
        self.setAccessibleDescription(about)


class WelcomePage(QWidget):
    """First screen: pick a game."""

    gameChosen = Signal(object)  # GameKind

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.title = QLabel(objectName="welcomeTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(objectName="welcomeSubtitle")
        self.subtitle.setWordWrap(True)
        self.penta_button = self._game_button("playPentaButton", GameKind.PENTA)
        self.farkle_button = self._game_button("playFarkleButton", GameKind.FARKLE)
        for label in (self.title, self.subtitle):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        buttons = QHBoxLayout()
        buttons.addStretch()
        buttons.addWidget(self.penta_button)
        buttons.addSpacing(32)
        buttons.addWidget(self.farkle_button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(8)
        layout.addWidget(self.subtitle)
        layout.addSpacing(40)
        layout.addLayout(buttons)
        layout.addStretch(3)
        self._retranslate()

    def _game_button(self, name: str, kind: GameKind) -> GameCard:
        card = GameCard(kind, name, self)
        card.clicked.connect(lambda: self.gameChosen.emit(kind))
        return card

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Dice games"))
        self.subtitle.setText(
            self.tr("Choose a game. Play together on this computer, or against it.")
        )
        self.penta_button.set_texts(self.tr("Penta\n5 dice, 13 boxes, up to 3 rolls a turn"))
        self.farkle_button.set_texts(self.tr("Farkle\n6 dice: set aside, bank or risk it"))
        self.penta_button.setAccessibleName(self.tr("Play Penta"))
        self.farkle_button.setAccessibleName(self.tr("Play Farkle"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class MainWindow(QMainWindow):
    """Menus (Game, Language, Help), the welcome page and the current game's view.

    ``timing`` and ``rng_factory`` are passed to every game (tests inject fast timers and
    seeded dice). With an ``autosave`` manager, every game is saved after each action and
    recorded when it ends; ``settings`` gives the computer's pace and the countdown option.
    """

    gameStarted = Signal(object)  # the view

    def __init__(
        self,
        timing: Timing | None = None,
        rng_factory: Callable[[], random.Random] | None = None,
        parent: QWidget | None = None,
        autosave: AutosaveManager | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.timing = timing or Timing()
        if settings is not None and timing is None:
            self.timing = replace(self.timing, computer_step_ms=settings.computer_delay_ms)
        self.rng_factory = rng_factory or random.Random
        self.autosave = autosave
        self.last_setup: GameSetup | None = None
        self.view: QWidget | None = None
        self.message_box: QMessageBox | None = None  # the last non-blocking message shown
        if autosave is not None:
            autosave.saveFailed.connect(self._warn_save_failed)
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
        self.stats_action = QAction(self, objectName="statisticsAction")
        self.stats_action.triggered.connect(self.show_statistics)
        self.stats_action.setEnabled(self.autosave is not None)
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self._build_options_menu()
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

    def _build_options_menu(self) -> None:
        """Game ▸ Computer pace (slow/normal/fast) and the countdown option."""
        self.pace_menu = QMenu(self, objectName="paceMenu")
        group = QActionGroup(self)
        self.pace_actions: dict[Pace, QAction] = {}
        current = self.settings.computer_pace if self.settings else Pace.NORMAL
        for pace in Pace:
            action = QAction(self, objectName=f"pace{pace.value.title()}Action", checkable=True)
            action.setChecked(pace is current)
            action.setEnabled(self.settings is not None)
            action.triggered.connect(lambda _=False, chosen=pace: self.set_pace(chosen))
            group.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[pace] = action
        self.game_menu.addMenu(self.pace_menu)
        self.countdown_action = QAction(self, objectName="countdownAction", checkable=True)
        self.countdown_action.setChecked(self.countdown_visible())
        self.countdown_action.setEnabled(self.settings is not None)
        self.countdown_action.toggled.connect(self.set_countdown_visible)
        self.game_menu.addAction(self.countdown_action)

    def countdown_visible(self) -> bool:
        return self.settings.countdown_visible if self.settings else True

    def set_pace(self, pace: Pace) -> None:
        """The computer's pace: saved, and used from the next computer step on."""
        if self.settings is None:
            return
        self.settings.set_computer_pace(pace)
        self.timing = replace(self.timing, computer_step_ms=self.settings.computer_delay_ms)
        engine = getattr(self.view, "engine", None)
        if engine is not None and hasattr(engine, "set_computer_step_ms"):
            engine.set_computer_step_ms(self.timing.computer_step_ms)

    def set_countdown_visible(self, visible: bool) -> None:
        if self.settings is not None:
            self.settings.set_countdown_visible(visible)
        if hasattr(self.view, "set_countdown_visible"):
            self.view.set_countdown_visible(visible)

    def install_language_menu(self, menu: QMenu) -> None:
        """Put the Language menu between Game and Help."""
        self.language_menu = menu
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Dice games"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.stats_action.setText(self.tr("&Statistics…"))
        self.pace_menu.setTitle(self.tr("Computer &pace"))
        self.pace_actions[Pace.SLOW].setText(self.tr("&Slow"))
        self.pace_actions[Pace.NORMAL].setText(self.tr("&Normal"))
        self.pace_actions[Pace.FAST].setText(self.tr("&Fast"))
        self.countdown_action.setText(self.tr("Show the auto-score &countdown"))
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
        from dicegame.ui.dialogs import NewGameDialog  # first needed here: start-up stays light

        if kind is None:
            kind = self.last_setup.kind if self.last_setup else GameKind.PENTA
        previous = self.last_setup if self.last_setup and self.last_setup.kind == kind else None
        dialog = NewGameDialog(self, kind, previous)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.setup())

    def start_game(
        self,
        setup: GameSetup,
        game: object | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> QWidget:
        """Replace the current game (if any) by a new one, or by ``game`` restored from a
        save (with the engine's ``extra`` data of that save); return its view."""
        view_class = load_view_class(setup.kind)
        rng = game.rng if game is not None else self.rng_factory()
        view = view_class(setup, timing=self.timing, rng=rng, parent=self, game=game)
        self._show_view(view, setup)
        if hasattr(view, "set_countdown_visible"):
            view.set_countdown_visible(self.countdown_visible())
        engine = view.engine
        if extra is not None and hasattr(engine, "restore_extra"):
            engine.restore_extra(extra)  # e.g. the Penta decisions for the move review
        if self.autosave is not None:
            self.autosave.attach(engine, extra=getattr(engine, "save_extra", None))
        return view

    # ----- saved games ---------------------------------------------------------
    def resume_game(self, saved: SavedGame) -> QWidget:
        """Go on with a game loaded from the autosave."""
        if self.autosave is not None:
            self.autosave.resume(saved)
        return self.start_game(saved.setup, game=saved.game, extra=saved.extra)

    def offer_pending_game(self) -> None:
        """At start: say if a damaged file was set aside, and offer an unfinished game."""
        if self.autosave is None:
            return
        pending = self.autosave.pending_game()
        if pending.problem:
            self._show_message(QMessageBox.Icon.Warning, self.tr("Saved game"), pending.problem)
        if pending.saved is None:
            return
        box = QMessageBox(self)
        box.setObjectName("continueDialog")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unfinished game"))
        box.setText(self._describe_pending(pending.saved))
        continue_button = box.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        continue_button.setObjectName("continueButton")
        new_button = box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.RejectRole)
        new_button.setObjectName("discardButton")
        box.setDefaultButton(continue_button)

        def answered() -> None:
            if box.clickedButton() is continue_button:
                self.resume_game(pending.saved)
            else:
                self.autosave.discard()

        box.finished.connect(answered)
        self.continue_dialog = box
        box.open()

    def _describe_pending(self, saved: SavedGame) -> str:
        game_name = self.tr("Penta") if saved.setup.kind is GameKind.PENTA else self.tr("Farkle")
        names = ", ".join(saved.setup.humans)
        return (
            self.tr("A game of %1 (%2) was not finished. Continue it?")
            .replace("%1", game_name)
            .replace("%2", names)
        )

    def _warn_save_failed(self, message: str) -> None:
        self._show_message(QMessageBox.Icon.Warning, self.tr("Saving the game"), message)

    def _show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        """A message that does not block play (tests find it as ``message_box``)."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("messageBox")
        self.message_box = box
        box.open()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: high scores, players' records and their score history."""
        from dicegame.ui.stats import StatisticsDialog

        if self.autosave is None:
            return
        records, problem = self.autosave.load_records()
        if problem:
            self._show_message(QMessageBox.Icon.Warning, self.tr("Statistics"), problem)
        kind = self.last_setup.kind if self.last_setup else GameKind.PENTA
        self.statistics_dialog = StatisticsDialog(records, self, kind)
        self.statistics_dialog.open()

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
