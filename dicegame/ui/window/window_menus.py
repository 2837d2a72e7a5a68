"""The main window's menus: Game (with its options), Language and Help.

Start-up (issue 14): the window is first painted with the menu bar's titles only; the
actions, shortcuts and submenus are made just after that first paint
(:meth:`WindowMenus.complete_menus`), or as soon as one of them is asked for. The texts are
set by the window's ``_retranslate`` (the ``MainWindow`` translation context).
"""

# PySide6's stubs lack the QObject property keywords (QAction(self, objectName=...)):
# mypy: disable-error-code="call-overload"

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtWidgets import QMenu

from dicegame.persist.settings import (
    ANIMATIONS,
    AUTO_ROLL,
    AUTO_SCORE,
    AUTO_SCORE_CHOSEN,
    AUTO_SCORE_SECONDS,
    CHANCES_VISIBLE,
    COMPUTER_PACE,
    DEFAULT_AUTO_SCORE_SECONDS,
    HAND_OVER,
    LOOK,
    LOOKS,
    ONE_CLICK,
    PACE_CHOSEN,
    PACE_DELAY_MS,
    SCREEN_READER_AUTO_SCORE_SECONDS,
    SOUNDS,
    TEXT_SCALE,
    TEXT_SCALES,
    WAITING_PACES,
    Pace,
)
from dicegame.ui.style.text_size import apply_text_scale, text_scale
from dicegame.ui.window.geometry import grow_for_text

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    from dicegame.core.setup import GameSetup
    from dicegame.engine.base import GameEngine
    from dicegame.engine.timing import Timing
    from dicegame.i18n import LanguageMenu
    from dicegame.persist.autosave import AutosaveManager
    from dicegame.persist.settings import Settings
    from dicegame.ui.board.game_view import GameView
    from dicegame.ui.voice.sound import Player as SoundPlayer
    from dicegame.ui.voice.sound import SoundBoard

    _Window = QMainWindow  # the mixin's host, for the type checker
else:
    _Window = object

__all__ = ["MENU_PARTS", "MenuParts", "WindowMenus", "auto_score_seconds", "computer_pace"]

T = TypeVar("T")


class MenuParts:
    """The menus' parts that :meth:`WindowMenus.complete_menus` makes (after the first
    paint), with their types: the type checker sees each one, and a misspelt part is an
    error. Only annotations: nothing here exists before the menus are complete."""

    new_action: QAction
    undo_action: QAction
    stats_action: QAction
    quit_action: QAction
    pace_menu: QMenu
    pace_actions: dict[Pace, QAction]
    auto_score_menu: QMenu
    auto_score_actions: dict[int, QAction]
    chances_action: QAction
    hand_over_action: QAction
    auto_roll_action: QAction
    one_click_action: QAction
    sounds_action: QAction
    animations_action: QAction
    look_menu: QMenu
    look_actions: dict[str, QAction]
    text_size_menu: QMenu
    text_size_actions: dict[int, QAction]
    rules_action: QAction
    keys_action: QAction
    about_action: QAction
    menu_bar_action: QAction


# Their names: asking for one before the menus are complete makes the menus at once.
MENU_PARTS = frozenset(MenuParts.__annotations__)


def auto_score_seconds(settings: Settings | None) -> int:
    """Auto-score's time: the player's choice; until they make one, longer while a screen
    reader runs (its spoken warning alone takes about 2 s, and waits for what is said
    before it), else the spec's 3 s."""
    from PySide6.QtGui import QAccessible

    chosen = settings is not None and (
        settings.get(AUTO_SCORE_CHOSEN) or settings.auto_score_seconds != DEFAULT_AUTO_SCORE_SECONDS
    )
    if settings is not None and chosen:
        return settings.auto_score_seconds
    if QAccessible.isActive():
        return SCREEN_READER_AUTO_SCORE_SECONDS
    return DEFAULT_AUTO_SCORE_SECONDS


def computer_pace(settings: Settings | None) -> Pace:
    """The computer's pace: the player's choice; until they make one, the screen readers'
    pace while one runs (every step said within the turn), else Normal."""
    from PySide6.QtGui import QAccessible

    if settings is not None and (
        settings.get(PACE_CHOSEN) or settings.computer_pace != Pace.NORMAL
    ):
        return settings.computer_pace
    return Pace.SPEECH if QAccessible.isActive() else Pace.NORMAL


class WindowMenus(MenuParts, _Window):
    """The menus of :class:`~dicegame.ui.window.mainwindow.MainWindow` and what their options do
    (a mixin: it uses the window's ``settings``, ``view``, ``timing`` and sound board)."""

    if TYPE_CHECKING:  # what the window gives its menus
        autosave: AutosaveManager | None
        view: GameView | None
        timing: Timing
        _menus_complete: bool
        _sound_board: SoundBoard | None
        _sound_player: SoundPlayer | None

        @property
        def engine(self) -> GameEngine[Any] | None: ...

        def new_game(self, kind: str | None = None, previous: GameSetup | None = None) -> None: ...
        def undo(self) -> None: ...
        def show_statistics(self) -> None: ...
        def show_rules(self) -> None: ...
        def show_keyboard(self) -> None: ...
        def show_about(self) -> None: ...
        def watch_menu(self, menu: QMenu) -> None: ...
        def _retranslate(self) -> None: ...

    def _build_menu_bar(self) -> None:
        """The menu bar with its titles (the first paint shows them): Game and Help; the
        Language menu comes between them (:meth:`install_language_menu`)."""
        bar = self.menuBar()
        self.game_menu = QMenu(self, objectName="gameMenu")
        bar.addMenu(self.game_menu)
        self.language_menu: LanguageMenu | None = None  # set by install_language_menu
        self.help_menu = QMenu(self, objectName="helpMenu")
        bar.addMenu(self.help_menu)
        for menu in (self.game_menu, self.help_menu):
            self.watch_menu(menu)
            self._complete_before_showing(menu)

    def _complete_before_showing(self, menu: QMenu) -> None:
        """A menu opened (Alt+its letter, F10, a click) before the menus were completed gets
        its contents first: an empty menu does not open at all."""
        menu.aboutToShow.connect(self.complete_menus)

    if not TYPE_CHECKING:  # hidden from the type checker: MenuParts types every part

        def __getattr__(self, name: str) -> Any:
            """A menu part asked for before :meth:`complete_menus` ran makes the menus now."""
            if name in MENU_PARTS and not self._menus_complete:
                self.complete_menus()
                # the part exists now: read it the ordinary way (no longer through here)
                return getattr(self, name)
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def complete_menus(self) -> None:
        """The menus' actions, shortcuts and submenus (once; just after the first paint)."""
        if self._menus_complete:
            return
        self._menus_complete = True
        self._build_menus()
        from dicegame.ui.window.stray_keys import StrayKeys  # after the first paint: start-up

        self._stray_keys = StrayKeys(self)  # the shortcuts, even with no window active
        if self.language_menu is not None:
            self.language_menu.complete()
        self._retranslate()

    def _build_menus(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QKeySequence

        self.new_action = QAction(self, objectName="newGameAction")
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.new_game(None))
        self.quit_action = QAction(self, objectName="quitAction")
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        self.stats_action = QAction(self, objectName="statisticsAction")
        self.stats_action.setShortcut(QKeySequence("Ctrl+T"))
        self.stats_action.triggered.connect(self.show_statistics)
        self.stats_action.setEnabled(self.autosave is not None)
        self.undo_action = QAction(self, objectName="undoAction")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        self.undo_action.triggered.connect(self.undo)
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self._build_options_menu()
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.rules_action = QAction(self, objectName="rulesAction")
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self.show_rules)
        self.keys_action = QAction(self, objectName="keyboardAction")
        self.keys_action.setShortcut(QKeySequence("Ctrl+K"))
        self.keys_action.triggered.connect(self.show_keyboard)
        self.about_action = QAction(self, objectName="aboutAction")
        self.about_action.setShortcut(QKeySequence("Ctrl+Shift+A"))
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)
        shortcuts = (self.new_action, self.undo_action, self.stats_action, self.quit_action)
        for action in (*shortcuts, self.rules_action, self.keys_action, self.about_action):
            # The program's, not only the active window's: a dialog that closes with no
            # window manager to give the keyboard back leaves no window active, and Ctrl+T
            # did nothing while T still reached the board. A modal dialog still blocks them.
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        # F10 opens the menu bar (Qt does it on Windows only): the window's own shortcut
        self.menu_bar_action = QAction(self, objectName="menuBarAction")
        self.menu_bar_action.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.menu_bar_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.menu_bar_action.triggered.connect(self.open_menu_bar)
        self.addAction(self.menu_bar_action)

    def open_menu_bar(self) -> None:
        """F10: the menu bar's first menu opens, as on the desktops (Esc closes it)."""
        self.menuBar().setActiveAction(self.game_menu.menuAction())

    def _build_options_menu(self) -> None:
        """Game ▸ Computer pace (slow/normal/fast), Auto-score, the chance to win, the
        hand-over, Sounds, Animations, Look and Text size."""
        self.pace_menu = QMenu(self, objectName="paceMenu")
        self.pace_actions = self._choices(
            self.pace_menu,
            Pace,
            lambda pace: f"pace{pace.value.title()}Action",
            computer_pace(self.settings),
            self.set_pace,
            enabled=self.settings is not None,
        )
        self.auto_score_menu = QMenu(self, objectName="autoScoreMenu")
        self.auto_score_actions = self._choices(
            self.auto_score_menu,
            AUTO_SCORE_SECONDS,
            lambda seconds: f"autoScore{seconds}Action",
            auto_score_seconds(self.settings),
            self.set_auto_score,
        )
        self.chances_action = self._switch(
            "chancesAction", self.chances_visible(), self.set_chances_visible
        )
        self.hand_over_action = self._switch(
            "handOverAction", self.settings.hand_over if self.settings else True, self.set_hand_over
        )
        on = self.settings.get if self.settings else lambda key: key.default
        self.auto_roll_action = self._switch("autoRollAction", on(AUTO_ROLL), self.set_quick_play)
        self.one_click_action = self._switch("oneClickAction", on(ONE_CLICK), self.set_quick_play)
        self.sounds_action = self._switch(
            "soundsAction",
            self.settings.sounds if self.settings else self._sound_player is not None,
            self.set_sounds,
        )
        animations = self.settings.get(ANIMATIONS) if self.settings else True
        self.animations_action = self._switch("animationsAction", animations, self.set_animations)
        self.set_animations(animations)
        # Game ▸ Look: the desktop's, Light, Dark, High contrast, the Table; switched live
        self.look_menu = QMenu(self, objectName="lookMenu")
        self.look_actions = self._choices(
            self.look_menu,
            LOOKS,
            lambda look: f"look{look.title()}Action",
            self.settings.get(LOOK) if self.settings else "system",
            self.set_look,
        )
        # Game ▸ Text size: 100–200 % of the system's text, applied at once
        self.text_size_menu = QMenu(self, objectName="textSizeMenu")
        self.text_size_actions = self._choices(
            self.text_size_menu,
            TEXT_SCALES,
            lambda percent: f"textSize{percent}Action",
            text_scale(),
            self.set_text_scale,
        )

    def _choices(
        self,
        menu: QMenu,
        values: Iterable[T],
        name: Callable[[T], str],
        current: T,
        choose: Callable[[T], None],
        enabled: bool = True,
    ) -> dict[T, QAction]:
        """A submenu of the Game menu: one checkable action per value (the object name
        ``name(value)``), the ``current`` one checked, choosing one calls ``choose``."""
        from PySide6.QtGui import QAction, QActionGroup

        group = QActionGroup(self)
        actions: dict[T, QAction] = {}
        for value in values:
            action = QAction(self, objectName=name(value), checkable=True)
            action.setChecked(value == current)
            action.setEnabled(enabled)
            action.triggered.connect(lambda _=False, chosen=value: choose(chosen))
            group.addAction(action)
            menu.addAction(action)
            actions[value] = action
        self.game_menu.addMenu(menu)
        return actions

    def _switch(self, name: str, on: bool, toggled: Callable[[bool], None]) -> QAction:
        """A checkable item of the Game menu (object name ``name``), calling ``toggled``."""
        from PySide6.QtGui import QAction

        action = QAction(self, objectName=name, checkable=True)
        action.setChecked(on)
        action.toggled.connect(toggled)
        self.game_menu.addAction(action)
        return action

    # ----- the options: a menu item writes the setting; the window follows the setting ----
    _followed_settings: Settings | None = None

    @property
    def settings(self) -> Settings | None:
        """The settings the options are kept in (None: the options apply directly)."""
        return self._followed_settings

    @settings.setter
    def settings(self, settings: Settings | None) -> None:
        """Follow ``settings``: every option is applied when its setting changes
        (``Settings.changed``), whoever wrote it; the menu items below only write it."""
        old = self.settings
        if old is not None:
            old.changed.disconnect(self._setting_changed)
        self._followed_settings = settings
        if settings is not None:
            settings.changed.connect(self._setting_changed)

    def _setting_changed(self, name: str) -> None:
        settings = self.settings
        assert settings is not None, "connected only with settings"
        followers: dict[str, Callable[[], None]] = {
            AUTO_SCORE.name: lambda: self._apply_auto_score(auto_score_seconds(settings)),
            COMPUTER_PACE.name: lambda: self._apply_pace(computer_pace(settings)),
            TEXT_SCALE.name: lambda: self._apply_text_scale(settings.text_scale),
            CHANCES_VISIBLE.name: lambda: self._apply_chances(settings.chances_visible),
            HAND_OVER.name: lambda: self._apply_hand_over(settings.hand_over),
            SOUNDS.name: lambda: self._apply_sounds(settings.sounds),
        }
        follow = followers.get(name)
        if follow is not None:
            follow()

    def set_text_scale(self, percent: int) -> None:
        """Show the game's text at ``percent`` % (saved when there are settings)."""
        if self.settings is not None:
            self.settings.set_text_scale(percent)
        else:
            self._apply_text_scale(percent)

    def _apply_text_scale(self, percent: int) -> None:
        apply_text_scale(percent)
        grow_for_text(self, percent)  # a larger text: the window uses the screen's room
        self.text_size_actions[percent].setChecked(True)

    def chances_visible(self) -> bool:
        return self.settings.chances_visible if self.settings else True

    def set_chances_visible(self, visible: bool) -> None:
        """Game ▸ Show the chance to win (both games): saved, applied to the game on screen."""
        if self.settings is not None:
            self.settings.set_chances_visible(visible)
        else:
            self._apply_chances(visible)

    def _apply_chances(self, visible: bool) -> None:
        if self.view is not None:
            self.view.set_chances_visible(visible)

    def set_hand_over(self, enabled: bool) -> None:
        """Game ▸ Hand-over between players: saved, applied to the game on screen."""
        if self.settings is not None:
            self.settings.set_hand_over(enabled)
        else:
            self._apply_hand_over(enabled)

    def _apply_hand_over(self, enabled: bool) -> None:
        if self.view is not None:
            self.view.hand_over.set_enabled(enabled)

    def set_quick_play(self, _checked: bool = False) -> None:
        """Game ▸ Roll at the start of a turn / Score with one click: saved, applied."""
        auto_roll, one_click = (
            self.auto_roll_action.isChecked(),
            self.one_click_action.isChecked(),
        )
        if self.settings is not None:
            self.settings.update({AUTO_ROLL: auto_roll, ONE_CLICK: one_click})
        if self.view is not None:
            self.view.set_quick_play(auto_roll, one_click)

    def set_sounds(self, enabled: bool) -> None:
        """Game ▸ Sounds: the mute toggle, saved in the ``sounds`` setting."""
        if self.settings is not None:
            self.settings.set_sounds(enabled)
        else:
            self._apply_sounds(enabled)

    def _apply_sounds(self, enabled: bool) -> None:
        if self._sound_board is not None:
            self._sound_board.setEnabled(enabled)

    def set_animations(self, enabled: bool) -> None:
        """Game ▸ Animations: the dice tumble and the celebrations move; off, the same at
        once. Saved in the ``animations`` setting, applied at once."""
        from dicegame.ui.board.motion import motion

        motion().set_enabled(enabled)
        if self.settings is not None and self.settings.get(ANIMATIONS) != enabled:
            self.settings.set(ANIMATIONS, enabled)

    def apply_saved_look(self) -> None:
        """The look the player chose last time (before the window is first painted)."""
        if self.settings is not None:
            from dicegame.ui.style.looks import apply_look

            apply_look(self.settings.get(LOOK))

    def set_look(self, look: str) -> None:
        """Game ▸ Look: the whole program at once; saved in the ``look`` setting."""
        from dicegame.ui.style.looks import apply_look

        apply_look(look)
        self.look_actions[look].setChecked(True)
        if self.settings is not None:
            self.settings.set(LOOK, look)

    def set_pace(self, pace: Pace) -> None:
        """The computer's pace: saved, and used from the next computer step on."""
        if self.settings is not None:
            self.settings.update({COMPUTER_PACE: pace, PACE_CHOSEN: True})
        else:
            self._apply_pace(pace)

    def _apply_pace(self, pace: Pace) -> None:
        from dataclasses import replace

        self.timing = replace(self.timing, computer_step_ms=PACE_DELAY_MS[pace])
        if self.engine is not None:
            self.engine.set_computer_step_ms(self.timing.computer_step_ms)
            self.engine.computer_waits = pace in WAITING_PACES

    def set_auto_score(self, seconds: int) -> None:
        """Game ▸ Auto-score: saved, and used at once (a running countdown starts again)."""
        if self.settings is not None:
            self.settings.update({AUTO_SCORE: seconds, AUTO_SCORE_CHOSEN: True})
        else:
            self._apply_auto_score(seconds)

    def _apply_auto_score(self, seconds: int) -> None:
        from dataclasses import replace

        self.timing = replace(self.timing, auto_score_ms=seconds * 1000)
        self.auto_score_actions[seconds].setChecked(True)
        if self.engine is not None:
            self.engine.set_auto_score_ms(self.timing.auto_score_ms)

    def install_language_menu(self, menu: LanguageMenu) -> None:
        """Put the Language menu between Game and Help (its actions come with the other
        menus' contents, if they are not there yet: :meth:`complete_menus`)."""
        self.language_menu = menu
        if self._menus_complete:
            menu.complete()
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)
        self.watch_menu(menu)
        self._complete_before_showing(menu)
