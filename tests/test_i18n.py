"""The language manager: start-up language, switching at run time, remembered choice, numbers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget

from dicegame import i18n
from dicegame.i18n import (
    LANGUAGES,
    LanguageManager,
    UnknownLanguageError,
    build_language_menu,
    format_number,
    format_percent,
    language_for_locale_name,
    locale_for,
)

NBSP = "\u00a0"


class LanguageChangeCounter(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


@pytest.mark.parametrize(
    ("locale_name", "expected"),
    [
        ("pt_PT", "pt_PT"),
        ("pt_BR", "pt_BR"),
        ("pt-BR", "pt_BR"),
        ("pt_AO", "pt_PT"),
        ("pt", "pt_PT"),
        ("pt_PT.UTF-8", "pt_PT"),
        ("pt_BR.UTF-8@euro", "pt_BR"),
        ("ro_RO", "ro"),
        ("ro-MD", "ro"),
        ("en_GB", "en"),
        ("fr_FR", "en"),
        ("es_BR", "en"),
        ("C", "en"),
        ("", "en"),
        ("pt-Latn-BR", "pt_BR"),  # Qt 6.11's first uiLanguages() entry, with a script
        ("pt-Latn-PT", "pt_PT"),
        ("pt-Latn-AO", "pt_PT"),
        ("pt-Latn", "pt_PT"),
        ("ro-Latn-RO", "ro"),
        ("pt_Latn_BR.UTF-8", "pt_BR"),
        ("pt-419", "pt_PT"),  # a numeric region
    ],
)
def test_system_locale_maps_to_an_interface_language(locale_name: str, expected: str) -> None:
    assert language_for_locale_name(locale_name) == expected


SYSTEM_LANGUAGE = """
from PySide6.QtCore import QLocale
from dicegame.i18n import system_language
print(system_language(), QLocale.system().uiLanguages())
"""


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANG": "pt_BR.UTF-8"}, "pt_BR"),  # Qt reports pt-Latn-BR first
        ({"LANG": "pt_PT.UTF-8"}, "pt_PT"),
        ({"LANG": "pt_AO.UTF-8"}, "pt_PT"),
        ({"LANG": "ro_RO.UTF-8"}, "ro"),
        ({"LANG": "ro_MD.UTF-8"}, "ro"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({"LANGUAGE": "pt_BR:pt", "LANG": "en_US.UTF-8"}, "pt_BR"),  # GNU LANGUAGE first
        ({"LANGUAGE": "de:pt_BR", "LANG": "en_US.UTF-8"}, "pt_BR"),  # the first we have
        ({"LANGUAGE": "ro:en", "LANG": "pt_BR.UTF-8"}, "ro"),
        ({"LC_ALL": "pt_BR.UTF-8", "LANG": "ro_RO.UTF-8"}, "pt_BR"),
        ({"LC_MESSAGES": "pt_PT.UTF-8", "LANG": "en_US.UTF-8"}, "pt_PT"),
    ],
    ids=lambda value: (
        ",".join(f"{k}={v}" for k, v in value.items()) if isinstance(value, dict) else value
    ),
)
@pytest.mark.process
def test_the_system_language_as_qt_reports_it(environment: dict, expected: str) -> None:
    """Through the real QLocale.system() in a fresh process with real locale variables (Qt
    parses them without the locales being installed)."""
    import os
    import subprocess
    import sys

    keep = ("PATH", "HOME", "PYTHONPATH", "QT_QPA_PLATFORM", "VIRTUAL_ENV")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    done = subprocess.run(
        [sys.executable, "-c", SYSTEM_LANGUAGE],
        env={**env, **environment},
        cwd=Path(__file__).resolve().parent.parent,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    code, _, reported = done.stdout.strip().partition(" ")
    assert code == expected, f"Qt reported {reported}"


def test_languages_are_named_in_their_own_language() -> None:
    assert LANGUAGES == {
        "en": "English",
        "pt_PT": "Português (Portugal)",
        "pt_BR": "Português (Brasil)",
        "ro": "Română",
    }


@pytest.mark.parametrize(
    ("code", "ten_thousand", "five_thousand", "minus_1500"),
    [
        ("en", "10,000", "5,000", "-1,500"),
        ("pt_PT", f"10{NBSP}000", f"5{NBSP}000", f"-1{NBSP}500"),
        ("pt_BR", "10.000", "5.000", "-1.500"),
        ("ro", "10.000", "5.000", "-1.500"),
    ],
)
def test_numbers_follow_the_locale(
    code: str, ten_thousand: str, five_thousand: str, minus_1500: str
) -> None:
    locale = locale_for(code)
    assert format_number(10000, locale) == ten_thousand
    assert format_number(5000, locale) == five_thousand
    assert format_number(-1500, locale) == minus_1500
    assert format_number(750, locale) == "750"
    assert format_number(0, locale) == "0"


def test_pt_pt_group_separator_renders_as_a_space(qapp) -> None:
    """The no-break space pt_PT uses is in the font and as wide as a normal space."""
    metrics = QFontMetrics(QFont())
    assert metrics.inFontUcs4(ord(NBSP))
    assert metrics.horizontalAdvance(f"10{NBSP}000") == metrics.horizontalAdvance("10 000")


@pytest.mark.parametrize(
    ("code", "expected"),
    [("en", "2.3%"), ("pt_PT", f"2,3{NBSP}%"), ("pt_BR", f"66,7{NBSP}%"), ("ro", f"44,4{NBSP}%")],
)
def test_percentages_follow_the_locale(code: str, expected: str) -> None:
    value = {"en": 2.3148, "pt_PT": 2.3148, "pt_BR": 66.667, "ro": 44.444}[code]
    assert format_percent(value, locale=locale_for(code)) == expected


def test_switching_retranslates_at_once_and_sets_the_locale(qtbot, languages) -> None:
    widget = LanguageChangeCounter()
    qtbot.addWidget(widget)
    with qtbot.waitSignal(languages.languageChanged) as signal:
        languages.set_language("ro")
    assert signal.args == ["ro"]
    qtbot.waitUntil(lambda: widget.changes >= 1)
    assert QCoreApplication.translate("LanguageMenu", "&Language") == "&Limbă"
    assert QLocale().name() == "ro_RO"
    assert format_number(10000) == "10.000"
    assert i18n.current_language() == "ro"

    widget.changes = 0
    languages.set_language("pt_PT")
    qtbot.waitUntil(lambda: widget.changes >= 1)
    assert QCoreApplication.translate("LanguageMenu", "&Language") == "&Idioma"
    assert format_number(10000) == f"10{NBSP}000"

    languages.set_language("en")
    assert QCoreApplication.translate("LanguageMenu", "&Language") == "&Language"
    assert format_number(10000) == "10,000"


def test_choice_is_remembered(qapp, languages, language_settings, qm_dir) -> None:
    assert languages.saved_language() is None
    languages.set_language("pt_BR")
    assert language_settings.language == "pt_BR"
    assert "language=pt_BR" in language_settings.store.path.read_text()
    languages.set_language("en")
    languages.set_language("pt_BR")

    later = LanguageManager(settings=language_settings, i18n_dir=qm_dir)
    assert later.initial_language() == "pt_BR"
    assert later.restore() == "pt_BR"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Jogo"
    later.set_language("en")


def test_without_a_saved_choice_the_system_language_is_used(qapp, languages, monkeypatch) -> None:
    monkeypatch.setattr(i18n, "system_language", lambda: "ro")
    assert languages.initial_language() == "ro"
    assert languages.restore() == "ro"
    assert languages.language() == "ro"
    assert languages.saved_language() is None


def test_an_unknown_language_is_refused(languages) -> None:
    with pytest.raises(UnknownLanguageError):
        languages.set_language("fr")
    assert languages.saved_language() is None


@pytest.mark.parametrize(
    ("code", "yes", "no", "cancel", "close", "save"),
    [
        ("pt_PT", "&Sim", "&Não", "Cancelar", "Fechar", "Guardar"),
        ("pt_BR", "&Sim", "&Não", "Cancelar", "Fechar", "Salvar"),
        ("ro", "&Da", "&Nu", "Renunță", "Închide", "Salvează"),
    ],
)
def test_standard_buttons_are_translated(
    qtbot, languages, code, yes, no, cancel, close, save
) -> None:
    languages.set_language(code)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Yes
        | QDialogButtonBox.StandardButton.No
        | QDialogButtonBox.StandardButton.Cancel
        | QDialogButtonBox.StandardButton.Close
        | QDialogButtonBox.StandardButton.Save
    )
    qtbot.addWidget(buttons)
    texts = {
        b: buttons.button(b).text() for b in QDialogButtonBox.StandardButton if buttons.button(b)
    }
    # The platform theme may use its own mnemonics (the GNOME theme says "&Cancel").
    plain = {b: t.replace("&", "") for b, t in texts.items()}
    assert texts[QDialogButtonBox.StandardButton.Yes] == yes
    assert texts[QDialogButtonBox.StandardButton.No] == no
    assert plain[QDialogButtonBox.StandardButton.Cancel] == cancel
    assert plain[QDialogButtonBox.StandardButton.Close] == close
    assert plain[QDialogButtonBox.StandardButton.Save] == save

    box = QMessageBox(QMessageBox.Icon.Question, "?", "?", QMessageBox.StandardButton.Ok)
    qtbot.addWidget(box)
    box.addButton(QMessageBox.StandardButton.Cancel)
    assert box.button(QMessageBox.StandardButton.Cancel).text().replace("&", "") == cancel


def test_language_menu_switches_and_follows(qtbot, languages) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    menu = build_language_menu(parent, languages)
    assert menu.objectName() == "languageMenu"
    actions = menu.actions()
    assert [a.text() for a in actions] == list(LANGUAGES.values())
    assert all(a.isCheckable() for a in actions)
    assert actions[0].actionGroup().isExclusive()
    assert menu.title() == "&Language"

    menu.action_for("ro").trigger()
    assert languages.language() == "ro"
    assert languages.saved_language() == "ro"
    qtbot.waitUntil(lambda: menu.title() == "&Limbă")
    assert [a.text() for a in actions] == list(LANGUAGES.values())

    languages.set_language("pt_BR")
    assert menu.action_for("pt_BR").isChecked()
    assert not menu.action_for("ro").isChecked()
    qtbot.waitUntil(lambda: menu.title() == "&Idioma")


FIRST_START = """
from dicegame.app import create_application, create_main_window
from dicegame.i18n import current_language
app = create_application(["dicegame"], finish=False)
window = create_main_window(app, keep_games=False)
print(current_language(), window.windowTitle())
"""


@pytest.mark.process
def test_a_brazilian_system_starts_the_program_in_brazilian_portuguese(tmp_path: Path) -> None:
    """The first start (nothing saved) as the program does it, under LANG=pt_BR.UTF-8."""
    import os
    import subprocess
    import sys

    env = {name: os.environ[name] for name in ("PATH", "HOME") if name in os.environ}
    env.update(LANG="pt_BR.UTF-8", QT_QPA_PLATFORM="offscreen", DICEGAME_DATA_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", FIRST_START],
        env=env,
        cwd=Path(__file__).resolve().parent.parent,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout.split()[0] == "pt_BR", done.stdout
    assert not (tmp_path / "settings.ini").exists()  # followed, not stored as a choice


def _live_translators() -> int:
    """QTranslators alive anywhere in the program (a child of any object or none)."""
    import gc

    import shiboken6
    from PySide6.QtCore import QTranslator

    gc.collect()
    return sum(
        1 for item in gc.get_objects() if isinstance(item, QTranslator) and shiboken6.isValid(item)
    )


def test_switching_many_times_frees_the_old_translators(qapp, languages) -> None:
    from PySide6.QtCore import QTranslator

    languages.set_language("ro")
    languages.set_language("en")
    before = _live_translators()
    for _ in range(20):
        for code in ("pt_PT", "pt_BR", "ro", "en"):
            languages.set_language(code)
    assert _live_translators() == before
    assert len(languages.findChildren(QTranslator)) == 1  # English: the corrections only
    languages.set_language("ro")
    # ours, the corrections (Qt ships no Romanian catalog): a missing one is not kept either
    assert len(languages.findChildren(QTranslator)) == 2
    assert QCoreApplication.translate("LanguageMenu", "&Language") == "&Limbă"
