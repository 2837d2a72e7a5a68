"""The interface languages: which one to start in, switching while running, locale numbers.

English is the source language; European Portuguese, Brazilian Portuguese and Romanian come
from Qt Linguist catalogs compiled to ``i18n/dicegame_<code>.qm``. Qt's own strings (the
standard buttons OK, Cancel, Yes, No, ...) come from Qt's ``qtbase_<code>.qm`` where Qt ships
one (pt_BR) and otherwise from our ``i18n/qtbase_extra_<code>.qm`` (pt_PT, ro).

Usage at start-up (after the QApplication exists, before building windows)::

    manager = LanguageManager(settings, parent=app)   # a dicegame.persist.settings.Settings
    manager.restore()                     # saved choice, else the system language
    menu_bar.addMenu(build_language_menu(window, manager))

Switching (``manager.set_language("ro")``) installs the new catalogs at once: every widget
receives ``QEvent.LanguageChange`` and retranslates itself; ``QLocale()`` becomes the new
language's locale, so :func:`format_number` follows it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTranslator, Signal
from PySide6.QtWidgets import QMenu, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QActionGroup

from dicegame.paths import i18n_path

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "LanguageChoice",
    "LanguageManager",
    "LanguageMenu",
    "UnknownLanguageError",
    "build_language_menu",
    "current_language",
    "follow_language",
    "format_number",
    "format_percent",
    "language_for_locale_name",
    "language_for_preferences",
    "locale_for",
    "system_language",
]

log = logging.getLogger(__name__)
_MISSING_REPORTED: set[Path] = set()

DEFAULT_LANGUAGE = "en"
# The interface languages, in menu order, each named in its own language.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt_PT": "Português (Portugal)",
    "pt_BR": "Português (Brasil)",
    "ro": "Română",
}

_LOCALE_NAMES = {"en": "en_US", "pt_PT": "pt_PT", "pt_BR": "pt_BR", "ro": "ro_RO"}
_APP_CATALOG = "dicegame_{code}"
_QT_CATALOG = "qtbase_{code}"
_QT_EXTRA_CATALOG = "qtbase_extra_{code}"


class UnknownLanguageError(ValueError):
    """A language code that is not one of :data:`LANGUAGES`."""


def _language_and_region(name: str) -> tuple[str, str]:
    """The language and region subtags of a locale name in any form Qt or the system
    writes it: ``pt_BR.UTF-8``, ``pt-BR``, ``pt-Latn-BR`` (a script subtag), ``sr_RS@latin``."""
    base = name.split(".")[0].split("@")[0].replace("-", "_")
    language, *rest = base.split("_")
    # The region is 2 letters or 3 digits (BCP 47); a 4-letter part is the script.
    regions = [part for part in rest if (len(part) == 2 and part.isalpha()) or part.isdigit()]
    return language.lower(), (regions[0].upper() if regions else "")


def _interface_language(name: str) -> str | None:
    """The interface language for one locale name, or None when it is none of ours."""
    language, region = _language_and_region(name)
    if language == "pt":
        return "pt_BR" if region == "BR" else "pt_PT"
    if language == "ro":
        return "ro"
    if language == "en":
        return "en"
    return None


def language_for_locale_name(name: str) -> str:
    """The interface language for a locale name such as ``pt_BR``, ``pt-Latn-BR``, ``pt-AO``
    or ``ro_RO.UTF-8``.

    Portuguese other than Brazil's maps to European Portuguese, any Romanian to ``ro``,
    everything else to English.
    """
    return _interface_language(name) or DEFAULT_LANGUAGE


def language_for_preferences(names: Sequence[str]) -> str:
    """The interface language for the system's preferred UI languages, most wanted first
    (as ``QLocale.uiLanguages()`` gives them): the first of them the program has, else
    English. ``de`` then ``pt-BR`` (``LANGUAGE=de:pt_BR``) gives Brazilian Portuguese."""
    for name in names:
        code = _interface_language(name)
        if code is not None:
            return code
    return DEFAULT_LANGUAGE


def system_language() -> str:
    """The interface language the system asks for: its preferred UI languages as Qt reports
    them (on Linux GNU ``LANGUAGE`` first, then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``)."""
    system = QLocale.system()
    return language_for_preferences([*system.uiLanguages(), system.name()])


def locale_for(code: str) -> QLocale:
    """The QLocale that formats numbers for interface language ``code``."""
    _check_code(code)
    return QLocale(_LOCALE_NAMES[code])


def current_language() -> str:
    """The interface language in effect, as set by :meth:`LanguageManager.set_language`."""
    return language_for_locale_name(QLocale().name())


def format_number(value: int, locale: QLocale | None = None) -> str:
    """``value`` with the locale's thousands separator, grouping from 1 000 up.

    pt_PT gives ``10 000`` (the separator is Qt's U+00A0 no-break space, which looks like
    a normal space but never breaks a number across lines), pt_BR and ro ``10.000``,
    English ``10,000``. Unlike ``QLocale.toString`` for pt_PT, four-digit numbers are grouped
    too (``5 000``), so that the targets 5 000 / 10 000 / 15 000 and score columns line up.
    """
    loc = locale if locale is not None else QLocale()
    digits = f"{abs(value):,}".replace(",", loc.groupSeparator())
    return (loc.negativeSign() if value < 0 else "") + digits


def format_percent(percent: float, decimals: int = 1, locale: QLocale | None = None) -> str:
    """``percent`` (already × 100) as the locale writes it: ``2.3%`` en, ``2,3 %`` pt and ro.

    Portuguese and Romanian put a (no-break) space before the sign; English does not.
    """
    loc = locale if locale is not None else QLocale()
    number = loc.toString(float(percent), "f", decimals)
    space = "" if loc.language() == QLocale.Language.English else "\u00a0"
    return f"{number}{space}{loc.percent()}"


def _check_code(code: str) -> None:
    if code not in LANGUAGES:
        raise UnknownLanguageError(f"unknown language {code!r}; expected one of {list(LANGUAGES)}")


class LanguageChoice(Protocol):
    """Where the player's choice is remembered (:class:`dicegame.persist.settings.Settings`)."""

    @property
    def language(self) -> str | None: ...

    def set_language(self, language: str | None) -> None: ...


class _Unremembered:
    """A choice kept for this run only (a LanguageManager given no settings)."""

    def __init__(self) -> None:
        self.language: str | None = None

    def set_language(self, language: str | None) -> None:
        self.language = language


class LanguageManager(QObject):
    """Owns the installed translators and applies the remembered language choice.

    ``settings`` remembers the choice (the program's :class:`~dicegame.persist.settings.
    Settings`; without it the choice lasts for this run only); ``i18n_dir`` is the
    program's ``i18n`` folder by default.
    """

    languageChanged = Signal(str)

    def __init__(
        self,
        settings: LanguageChoice | None = None,
        i18n_dir: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings: LanguageChoice = settings if settings is not None else _Unremembered()
        self._i18n_dir = Path(i18n_dir) if i18n_dir is not None else i18n_path()
        self._translators: list[QTranslator] = []
        self._code: str | None = None

    def language(self) -> str:
        """The language in effect (English before the first switch)."""
        return self._code or DEFAULT_LANGUAGE

    def saved_language(self) -> str | None:
        """The remembered choice, or None when there is none (or it is not a known code)."""
        saved = self._settings.language
        return saved if saved in LANGUAGES else None

    def initial_language(self) -> str:
        """The remembered choice, else the system's language."""
        return self.saved_language() or system_language()

    def restore(self) -> str:
        """Switch to :meth:`initial_language` without storing it; return the code."""
        code = self.initial_language()
        self._apply(code)
        return code

    def set_language(self, code: str) -> None:
        """Switch the whole interface to ``code`` now and remember the choice."""
        _check_code(code)
        self._settings.set_language(code)
        self._apply(code)

    def _apply(self, code: str) -> None:
        _check_code(code)
        if code == self._code:
            return
        # The locale first: widgets that retranslate on LanguageChange read QLocale().
        QLocale.setDefault(locale_for(code))
        self._remove_translators()
        for translator in self._load_catalogs(code):
            QCoreApplication.installTranslator(translator)
            self._translators.append(translator)
        self._code = code
        # Installing a translator already notifies every widget; this covers a missing
        # catalog (and English, which installs none). Queued events of this type merge.
        application = QCoreApplication.instance()
        if application is not None:
            application.sendEvent(application, QEvent(QEvent.Type.LanguageChange))
        self.languageChanged.emit(code)

    def _remove_translators(self) -> None:
        """Uninstall the current catalogs and free them (each holds its whole catalog)."""
        for translator in self._translators:
            QCoreApplication.removeTranslator(translator)
            _free(translator)
        self._translators.clear()

    def _load_catalogs(self, code: str) -> list[QTranslator]:
        """Our catalog, then Qt's standard-button strings, then our corrections of Qt's
        (installed last, so they win); English has only the corrections."""
        candidates = [(self._i18n_dir, _QT_EXTRA_CATALOG.format(code=code))]
        if code != DEFAULT_LANGUAGE:
            candidates[:0] = [
                (self._i18n_dir, _APP_CATALOG.format(code=code)),
                (_qt_translations_dir(), _QT_CATALOG.format(code=code)),
            ]
        loaded = []
        for folder, name in candidates:
            # An exact file: QTranslator.load(name, dir) would fall back to shorter names.
            path = folder / f"{name}.qm"
            translator = QTranslator(self)
            if path.is_file() and translator.load(str(path)):
                loaded.append(translator)
                continue
            _free(translator)
            if name.startswith("dicegame_") and path not in _MISSING_REPORTED:
                _MISSING_REPORTED.add(path)  # logged once per catalog and session
                log.warning("no compiled catalog %s: the interface stays in English", path)
        return loaded


def _free(translator: QTranslator) -> None:
    """Delete a translator that is not installed now: a child of the manager would
    otherwise live, with its catalog, as long as the program (0.125 MiB a switch)."""
    import shiboken6

    shiboken6.delete(translator)


def _qt_translations_dir() -> Path:
    """Qt's own catalogs' folder (QLibraryInfo is imported only here: English, the language
    of most first starts, needs none of Qt's catalogs)."""
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


class LanguageMenu(QMenu):
    """The Language menu: one checkable action per language, named in that language.

    With ``complete=False`` it has its title only until :meth:`complete` (the main window
    calls it just after its first paint, like its other menus' contents: QAction and
    QActionGroup wait until then) or until it is first opened or asked for an action."""

    def __init__(
        self, manager: LanguageManager, parent: QWidget | None = None, complete: bool = True
    ) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._manager = manager
        self._group: QActionGroup | None = None
        if complete:
            self.complete()
        else:
            self.aboutToShow.connect(self.complete)
        self._retranslate()

    def complete(self) -> None:
        """The languages' actions (once)."""
        if self._group is not None:
            return
        from PySide6.QtGui import QAction, QActionGroup

        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        for code, name in LANGUAGES.items():
            action = QAction(self, checkable=True)  # (name, self) would load QIcon's enums
            action.setText(name)
            action.setObjectName(f"languageAction_{code}")
            action.setData(code)
            self._group.addAction(action)
            self.addAction(action)
        self._group.triggered.connect(self._on_triggered)
        self._manager.languageChanged.connect(self._check_current)
        self._check_current(self._manager.language())

    def action_for(self, code: str) -> QAction:
        """The action that switches to ``code``."""
        _check_code(code)
        self.complete()
        assert self._group is not None
        return next(a for a in self._group.actions() if a.data() == code)

    def _on_triggered(self, action: QAction) -> None:
        self._manager.set_language(action.data())

    def _check_current(self, code: str) -> None:
        self.action_for(code).setChecked(True)

    def _retranslate(self) -> None:
        self.setTitle(self.tr("&Language"))
        self.menuAction().setObjectName("languageMenuAction")

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)


class _LanguageFollower(QObject):
    """A child of the widget: QWidget passes its LanguageChange events on to its children,
    and that is the only event such a child gets, so its handler sees no other."""

    def __init__(self, widget: QWidget, retranslate: Callable[[], None]) -> None:
        super().__init__(widget)
        self._retranslate = retranslate

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return super().event(event)


def follow_language(widget: QWidget, retranslate: Callable[[], None]) -> None:
    """Call ``retranslate`` on each of ``widget``'s LanguageChange events, as a
    ``changeEvent`` would; but ``widget`` needs no ``changeEvent``, which Qt calls with every
    kind of change from its construction on: the main window has none, so that no Python
    handler is given an event before its first paint (see :mod:`dicegame.ui.window.first_paint`)."""
    _LanguageFollower(widget, retranslate)


def build_language_menu(
    parent: QWidget, manager: LanguageManager, complete: bool = True
) -> LanguageMenu:
    """The Language menu for the main window's menu bar (``menuBar().addMenu(menu)``);
    with ``complete=False``, its actions come with :meth:`LanguageMenu.complete`."""
    return LanguageMenu(manager, parent, complete)
