"""The main window: the welcome screen, the game being played, saved games and help.

Starting, resuming and replacing the game on screen is in
:mod:`dicegame.ui.window.window_games` (a mixin, like the menus).

Start-up (issue 14): the window is first painted with the menu bar's titles and the welcome
page only. The menus (:mod:`dicegame.ui.window.window_menus`) get their actions, shortcuts and
submenus just after that first paint, or as soon as one of them is asked for. Message boxes,
key sequences and the ``Qt`` namespace are imported where they are used.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget, QWidget

from dicegame.i18n import follow_language, format_percent
from dicegame.persist.autosave import AutosaveManager
from dicegame.persist.settings import PACE_DELAY_MS, Pace, Settings
from dicegame.ui.games import ui_game
from dicegame.ui.window.first_paint import after_first_paint
from dicegame.ui.window.geometry import WindowPlacement
from dicegame.ui.window.welcome import WelcomePage
from dicegame.ui.window.window_games import WindowGames
from dicegame.ui.window.window_menus import WindowMenus, auto_score_seconds, computer_pace

if TYPE_CHECKING:  # saves and records are imported when first needed: start-up stays light
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from dicegame.core.saves import ExtraPart, SavedGame
    from dicegame.core.setup import Choices, GameSetup
    from dicegame.engine.timing import Timing
    from dicegame.ui.board.game_view import GameView
    from dicegame.ui.voice.sound import Player as SoundPlayer
    from dicegame.ui.voice.sound import SoundBoard
    from dicegame.ui.window.pause_watch import PauseWatch


def _damaged_extra(saved: SavedGame) -> set[ExtraPart]:
    """The parts of a save's ``extra`` its game's engine would drop (it owns them)."""
    return ui_game(saved.setup.kind).view_class().engine_class.damaged_extra(saved)


class MainWindow(WindowGames, WindowMenus, QMainWindow):
    """Menus (Game, Language, Help), the welcome page and the current game's view.

    ``timing`` and ``rng_factory`` are passed to every game (tests inject fast timers and
    seeded dice). With an ``autosave`` manager, every game is saved after each action and
    recorded when it ends; ``settings`` gives the computer's pace and the Auto-score time.
    The game's timers wait while the player cannot see it (:class:`PauseWatch`).
    ``sound_player`` plays the sounds (by default the desktop's player command); without
    settings, the window plays sounds only when it is given one.
    """

    gameStarted = Signal(object)  # the view

    def __init__(
        self,
        timing: Timing | None = None,
        rng_factory: Callable[[], random.Random] | None = None,
        parent: QWidget | None = None,
        autosave: AutosaveManager | None = None,
        settings: Settings | None = None,
        sound_player: SoundPlayer | None = None,
    ) -> None:
        super().__init__(parent)
        self._menus_complete = False
        self.setObjectName("mainWindow")
        self.settings = settings  # the options follow their settings, whoever writes them
        self._timing = timing  # None: made when first needed (see the timing property)
        self.rng_factory = rng_factory or random.Random
        self.autosave = autosave
        self._last_setup: GameSetup | None = None
        self._last_setup_read = settings is None  # read from the settings when first asked
        self._game_choices: dict[str, Choices] = {}  # each game's level and options, last
        self.view: GameView | None = None  # a QWidget in the stack
        self._notices_given: set[str] = set()  # a game's start notice is said once
        self.message_box: QMessageBox | None = None  # the last non-blocking message shown
        self.folder_unusable = False  # said once at start (offer_pending_game)
        self._sound_player = sound_player
        self._sound_board: SoundBoard | None = None  # made with the first game
        if autosave is not None:
            autosave.saveFailed.connect(self._warn_save_failed)
            autosave.problemFound.connect(self._warn_records)
        if settings is not None:
            settings.writeFailed.connect(self._warn_settings)
            self.apply_saved_look()  # before the first paint: no flash of another look
        # PySide6's stubs lack the QObject property keywords (objectName=): not an error
        self.stack = QStackedWidget(objectName="mainStack")  # type: ignore[call-arg]
        self.welcome = WelcomePage(self.stack)  # (no reparenting: no ParentChange event)
        self.welcome.gameChosen.connect(self.new_game)
        self.welcome.playAgainChosen.connect(self.start_game)
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self._build_menu_bar()
        self._retranslate()
        follow_language(self, self._retranslate)  # not a changeEvent: see follow_language
        self._pause_watch: PauseWatch | None = None  # made after the first paint
        after_first_paint(self, self._first_painted, reported=True)  # by the welcome cards
        self.placement = WindowPlacement(self, settings)
        self.placement.restore()  # fits the screen, or where the player left it

    def _first_painted(self) -> None:
        """What the welcome page did not need: the menus' contents, and the watch that
        pauses the game while the player cannot see it (nothing to pause before)."""
        self.complete_menus()
        self.pause_watch.watch_all()
        if self.settings is not None and self.view is None and self.last_setup is not None:
            self.welcome.offer_again(self.last_setup)  # one Enter plays it again

    @property
    def game_choices(self) -> dict[str, Choices]:
        """Each game's level and options as last chosen (New game offers them again for
        that game), kept across launches with :attr:`last_setup`."""
        _ = self.last_setup  # read with it
        return self._game_choices

    @property
    def pause_watch(self) -> PauseWatch:
        """Says when the game must wait (:class:`~dicegame.ui.window.pause_watch.PauseWatch`):
        made just after the first paint, or when first asked for (a game starting)."""
        if self._pause_watch is None:
            from dicegame.ui.window.pause_watch import PauseWatch

            self._pause_watch = PauseWatch(self)
            self._pause_watch.pausedChanged.connect(self._pause_game)
        return self._pause_watch

    @property
    def last_setup(self) -> GameSetup | None:
        """The last game's setup, kept across launches (the New game dialog offers it
        again). Read when first needed: the saves module waits for a game."""
        if not self._last_setup_read:
            self._last_setup_read = True
            assert self.settings is not None
            self._last_setup = self.settings.last_setup
            self._game_choices = self.settings.game_choices
        return self._last_setup

    @last_setup.setter
    def last_setup(self, setup: GameSetup) -> None:
        self.game_choices[setup.kind] = setup.choices
        self._last_setup = setup
        if self.settings is not None:
            self.settings.set_last_setup(setup)

    @property
    def timing(self) -> Timing:
        """The games' timing: the one given, else the default with the settings' pace and
        Auto-score time (made when first needed: the games' modules wait for a game)."""
        if self._timing is None:
            from dataclasses import replace

            from dicegame.engine.timing import Timing

            self._timing = Timing()
            if self.settings is not None:
                self._timing = replace(
                    self._timing,
                    computer_step_ms=PACE_DELAY_MS[computer_pace(self.settings)],
                    auto_score_ms=auto_score_seconds(self.settings) * 1000,
                )
        return self._timing

    @timing.setter
    def timing(self, timing: Timing) -> None:
        self._timing = timing

    @property
    def sound_board(self) -> SoundBoard:
        """The game's sounds (imported and made when the first game starts)."""
        if self._sound_board is None:
            from dicegame.ui.voice.sound import SoundBoard

            self._sound_board = SoundBoard(
                enabled=self.sounds_action.isChecked(),
                player=self._sound_player,
                is_minimised=self.isMinimized,
                parent=self,
            )
        return self._sound_board

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Dice games"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.help_menu.setTitle(self.tr("&Help"))
        if not self._menus_complete:
            return
        from dicegame.ui.voice.words import counted

        self.new_action.setText(self.tr("&New game…"))
        self.stats_action.setText(self.tr("&Statistics…"))
        self.pace_menu.setTitle(self.tr("Computer &pace"))
        self.pace_actions[Pace.SLOW].setText(self.tr("&Slow"))
        self.pace_actions[Pace.NORMAL].setText(self.tr("&Normal"))
        self.pace_actions[Pace.FAST].setText(self.tr("&Fast"))
        self.pace_actions[Pace.SPEECH].setText(self.tr("For s&creen readers (slowest)"))
        self.pace_actions[Pace.INSTANT].setText(self.tr("&Instant"))
        self.auto_score_menu.setTitle(self.tr("&Auto-score"))
        for seconds, action in self.auto_score_actions.items():
            if seconds:
                action.setText(counted(self.tr("After %n second(s)", "", seconds), seconds))
            else:
                action.setText(self.tr("Off: I always choose the box"))
        self.chances_action.setText(self.tr("Show the chance to &win"))
        self.hand_over_action.setText(self.tr("&Hand-over between players"))
        self.auto_roll_action.setText(self.tr("&Roll at the start of a turn"))
        self.one_click_action.setText(self.tr("Score with one &click"))
        self.sounds_action.setText(self.tr("S&ounds"))
        self.animations_action.setText(self.tr("An&imations"))
        self.look_menu.setTitle(self.tr("&Look"))
        for look, text in (
            ("system", self.tr("&System")),
            ("light", self.tr("&Light")),
            ("dark", self.tr("&Dark")),
            ("contrast", self.tr("&High contrast")),
            ("table", self.tr("&Table (felt and wood)")),
        ):
            self.look_actions[look].setText(text)
        self.undo_action.setText(self.tr("&Undo"))
        self.text_size_menu.setTitle(self.tr("&Text size"))
        for percent, action in self.text_size_actions.items():
            action.setText(format_percent(percent, 0))
        self.quit_action.setText(self.tr("&Quit"))
        self.rules_action.setText(self.tr("&Rules"))
        self.keys_action.setText(self.tr("&Keyboard"))
        self.about_action.setText(self.tr("&About"))
        self.menu_bar_action.setText(self.tr("Open the menu bar"))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.placement.save()  # size, position and maximised state for the next start
        super().closeEvent(event)

    def watch_menu(self, menu: QMenu) -> None:
        """When ``menu`` closes and no other menu or dialog took over (Esc, or a click
        outside), the game keys work again at once: the board gets the focus back."""
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._focus_board_if_idle))

    def _focus_board_if_idle(self) -> None:
        if QApplication.activePopupWidget() is None and QApplication.activeModalWidget() is None:
            self.focus_board()

    # ----- saved games ---------------------------------------------------------
    def offer_pending_game(self) -> None:
        """At start: say if the data folder is unusable (that alone) or if a damaged file
        was set aside, and offer an unfinished game."""
        from dicegame.ui.window.folder_notice import folder_notice_title, unusable_folder_text

        folder_text = unusable_folder_text(self.autosave.folder if self.autosave else None)
        if folder_text is not None:
            self.folder_unusable = True  # the settings', game's and records' boxes say no more
            self._show_warning(folder_notice_title(), folder_text)
            return
        if self.settings is not None and self.settings.load_problem:
            self._warn_settings(self.settings.load_problem)
            self.settings.load_problem = None  # said once
        if self.autosave is None:
            return
        pending = self.autosave.pending_game(check_extra=_damaged_extra)
        saved = pending.saved
        if saved is None:
            if pending.problem:  # the file was set aside
                self._show_warning(self.tr("Saved game"), pending.problem)
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # freed once answered
        box.setObjectName("continueDialog")
        box.setTextFormat(Qt.TextFormat.PlainText)  # player names are never markup
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unfinished game"))
        box.setText(self._describe_pending(saved))
        if pending.problem:  # a damaged part (the log, the review) the game goes on without
            box.setInformativeText(pending.problem)
        continue_button = box.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        continue_button.setObjectName("continueButton")
        new_button = box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.ActionRole)
        new_button.setObjectName("newGameButton")
        discard_button = box.addButton(self.tr("&Discard"), QMessageBox.ButtonRole.DestructiveRole)
        discard_button.setObjectName("discardButton")
        later_button = box.addButton(self.tr("Not n&ow"), QMessageBox.ButtonRole.RejectRole)
        later_button.setObjectName("notNowButton")
        box.setDefaultButton(continue_button)
        box.setEscapeButton(later_button)  # Esc and the title-bar ✕: keep the game for later

        def answered() -> None:
            if box.clickedButton() is continue_button:
                self.resume_game(saved)
            elif box.clickedButton() is new_button:  # the save goes once a new game starts
                self.new_game(saved.setup.kind, saved.setup)
            elif box.clickedButton() is discard_button:
                self._confirm_discard()

        box.finished.connect(answered)
        self.continue_dialog = box
        box.open()

    def _confirm_discard(self) -> None:
        """Discard the unfinished game only after a second, explicit yes."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # freed once answered
        box.setObjectName("confirmDiscardDialog")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Discard the game"))
        box.setText(self.tr("Delete the unfinished game for good?"))
        yes = box.addButton(self.tr("&Delete it"), QMessageBox.ButtonRole.DestructiveRole)
        yes.setObjectName("confirmDiscardButton")
        keep = box.addButton(self.tr("&Keep it"), QMessageBox.ButtonRole.RejectRole)
        keep.setObjectName("keepGameButton")
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered() -> None:
            if box.clickedButton() is yes and self.autosave is not None:
                self.autosave.discard()

        box.finished.connect(answered)
        self.confirm_dialog = box
        box.open()

    def _describe_pending(self, saved: SavedGame) -> str:
        from dicegame.core.common import Player
        from dicegame.ui.voice.words import join_names, player_name

        game_name = ui_game(saved.setup.kind).title()
        names = join_names([player_name(Player(name)) for name in saved.setup.humans])
        return (
            self.tr("A game of %1 (%2) was not finished. Continue it?")
            .replace("%1", game_name)
            .replace("%2", names)
        )

    def _warn_settings(self, message: str) -> None:
        if not self.folder_unusable:
            self._show_warning(self.tr("Settings"), message)

    def _warn_records(self, message: str) -> None:
        if not self.folder_unusable:
            self._show_warning(self.tr("Records"), message)

    def _warn_save_failed(self, message: str) -> None:
        if not self.folder_unusable:
            self._show_warning(self.tr("Saving the game"), message)

    def _show_warning(self, title: str, text: str) -> None:
        """A warning that does not block play (tests find the last one as ``message_box``;
        it is deleted once dismissed)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        icon = QMessageBox.Icon.Warning
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # freed once dismissed
        box.setObjectName("messageBox")
        box.setTextFormat(Qt.TextFormat.PlainText)
        self.message_box = box
        box.open()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: high scores, players' records and their score history."""
        from dicegame.ui.window.stats import StatisticsDialog

        if self.autosave is None:
            return
        records, problem = self.autosave.load_records()
        if problem:
            self._show_warning(self.tr("Statistics"), problem)
        kind = self._last_kind()
        self.statistics_dialog = StatisticsDialog(records, self, kind, self._last_human())
        self.statistics_dialog.finished.connect(self.focus_board)
        self.statistics_dialog.open()

    def _last_human(self) -> str | None:
        """The records key of the human who played last in the game on screen."""
        from dicegame.core.records import name_key

        if self.engine is None:
            return None
        game = self.engine.game
        players = game.players
        for step in range(len(players)):
            player = players[(game.current - step) % len(players)]
            if not player.is_computer:
                return name_key(player.name)
        return None

    # ----- help ----------------------------------------------------------------
    def show_rules(self) -> None:
        from dicegame.ui.window.rules import RulesDialog

        dialog = RulesDialog(self, self._last_kind())
        dialog.finished.connect(self.focus_board)
        dialog.show()

    def show_about(self) -> None:
        from dicegame.ui.window.help_pages import show_about

        show_about(self)
        self.focus_board()

    def show_keyboard(self) -> None:
        """Help ▸ Keyboard: every key, the menus' shortcuts included."""
        from dicegame.ui.window.help_pages import KeyboardDialog

        actions = [self.new_action, self.undo_action, self.stats_action, self.quit_action]
        actions += [self.rules_action, self.keys_action, self.about_action, self.menu_bar_action]
        self.keyboard_dialog = KeyboardDialog(self, actions)
        self.keyboard_dialog.finished.connect(self.focus_board)
        self.keyboard_dialog.show()
