"""The Qt Linguist catalogs are complete, up to date with the source, and well formed.

When this fails after a code change: run ``tools/update_translations.sh``, translate the
entries it marks unfinished in ``i18n/dicegame_<lang>.ts``, then ``tools/compile_translations.sh``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo, QTranslator

pytestmark = pytest.mark.process

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
LANGS = ("pt_PT", "pt_BR", "ro")
# Plural forms Qt expects for each target language (Romanian: one, few, other).
PLURAL_FORMS = {"pt_PT": 2, "pt_BR": 2, "ro": 3}
PLACEHOLDER = re.compile(r"%(?:L?\d+|n)|\{\w+\}")


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool
    unfinished: bool
    translations: tuple[str, ...]

    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)


def read_ts(path: Path) -> tuple[str, list[Entry]]:
    """The catalog's target language and its messages."""
    root = ET.parse(path).getroot()
    entries = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{path.name}: no <translation> in {name}"
            numerus = message.get("numerus") == "yes"
            if numerus:
                texts = tuple(f.text or "" for f in translation.iter("numerusform"))
            else:
                texts = (translation.text or "",)
            entries.append(
                Entry(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    numerus=numerus,
                    unfinished=translation.get("type") is not None,
                    translations=texts,
                )
            )
    return root.get("language") or "", entries


def catalog(lang: str) -> Path:
    return I18N / f"dicegame_{lang}.ts"


def all_catalogs() -> list[Path]:
    return [catalog(lang) for lang in LANGS] + sorted(I18N.glob("qtbase_extra_*.ts"))


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the catalogs after running the project's lupdate script on today's source."""
    folder = tmp_path_factory.mktemp("ts")
    for lang in LANGS:
        shutil.copy(catalog(lang), folder)
    script = ROOT / "tools" / "update_translations.sh"
    subprocess.run(["bash", str(script), str(folder)], check=True, capture_output=True)
    return folder


@pytest.mark.parametrize("path", all_catalogs(), ids=lambda p: p.name)
def test_catalog_is_finished(path: Path) -> None:
    _, entries = read_ts(path)
    assert entries, f"{path.name} is empty"
    unfinished = [e.source for e in entries if e.unfinished]
    assert not unfinished, f"{path.name}: unfinished or obsolete: {unfinished}"
    empty = [e.source for e in entries if not all(t.strip() for t in e.translations)]
    assert not empty, f"{path.name}: missing translations for {empty}"


@pytest.mark.parametrize("lang", LANGS)
def test_catalog_is_up_to_date_with_the_source(lang: str, refreshed: Path) -> None:
    _, current = read_ts(catalog(lang))
    _, fresh = read_ts(refreshed / catalog(lang).name)
    current_keys = {e.key() for e in current}
    fresh_keys = {e.key() for e in fresh}
    new = sorted(fresh_keys - current_keys)
    gone = sorted(current_keys - fresh_keys)
    assert not new and not gone, (
        f"i18n/dicegame_{lang}.ts is out of date: run tools/update_translations.sh and "
        f"translate. New in the source: {new}. No longer in the source: {gone}."
    )


@pytest.mark.parametrize("path", all_catalogs(), ids=lambda p: p.name)
def test_catalog_language_and_plural_forms(path: Path) -> None:
    lang = path.stem.split("_", 1)[1].removeprefix("extra_")
    language, entries = read_ts(path)
    assert language == lang, f"{path.name} declares language {language!r}"
    for entry in (e for e in entries if e.numerus):
        assert len(entry.translations) == PLURAL_FORMS[lang], (
            f"{path.name}: {entry.source!r} needs {PLURAL_FORMS[lang]} plural forms"
        )


@pytest.mark.parametrize("path", all_catalogs(), ids=lambda p: p.name)
def test_translations_keep_placeholders_and_mnemonics(path: Path) -> None:
    _, entries = read_ts(path)
    for entry in (e for e in entries if not e.unfinished):  # unfinished: reported above
        wanted = sorted(PLACEHOLDER.findall(entry.source))
        for text in entry.translations:
            assert sorted(PLACEHOLDER.findall(text)) == wanted or (
                # a plural form may say "one" instead of %n
                entry.numerus and set(PLACEHOLDER.findall(text)) <= set(wanted)
            ), f"{path.name}: {entry.source!r} → {text!r} changes the placeholders"
            source_has_mnemonic = "&" in entry.source.replace("&&", "")
            has_mnemonic = "&" in text.replace("&&", "")
            assert source_has_mnemonic == has_mnemonic, (
                f"{path.name}: {entry.source!r} → {text!r}: keyboard mnemonic (&) lost or added"
            )


@pytest.mark.parametrize("lang", ["pt_PT", "ro"])
def test_extra_qt_strings_are_the_ones_qt_uses(lang: str) -> None:
    """Every source string of qtbase_extra_<lang>.ts exists in Qt's own catalogs.

    Qt ships a complete Brazilian catalog; a (context, source) it translates is a string
    Qt really asks for. A typo in our extra catalog would silently stay English.
    """
    reference = QTranslator()
    translations_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert reference.load("qtbase_pt_BR", translations_dir)
    _, entries = read_ts(I18N / f"qtbase_extra_{lang}.ts")
    unknown = [
        (e.context, e.source) for e in entries if not reference.translate(e.context, e.source)
    ]
    assert not unknown, f"not Qt source strings: {unknown}"
    covered = {(e.context, e.source) for e in entries}
    for button in ("OK", "Cancel", "&Yes", "&No", "Close", "Save", "Discard", "Apply", "Reset"):
        assert ("QPlatformTheme", button) in covered


def rules_text(lang: str) -> str:
    return (ROOT / "resources" / "rules" / f"penta.{lang}.html").read_text(encoding="utf-8")


BOX_SOURCES = (
    ["Aces", "Twos", "Threes", "Fours", "Fives", "Sixes"]
    + ["Three of a kind", "Four of a kind", "Full house", "Small straight", "Large straight"]
    + ["Chance", "Penta"]
)


@pytest.mark.parametrize("lang", LANGS)
def test_box_names_match_the_rules_pages(lang: str) -> None:
    """The score sheet and the Penta rules page call every box by the same (spec) name."""
    _, entries = read_ts(catalog(lang))
    sheet = {e.source: e.translations[0] for e in entries if e.context == "ScoreSheet"}
    page = rules_text(lang)
    names = [sheet[source] for source in BOX_SOURCES if source in sheet]
    assert names, "the score sheet's box names are not in the catalog"
    for name in names:
        assert f"<td>{name}</td>" in page, f"{name!r} is not a box of penta.{lang}.html"


# Interface strings the rules pages quote: (game page, context, source).
QUOTED_IN_RULES = [
    ("penta", "PentaView", "Validate move"),
    ("penta", "PentaView", "No open box scores: one must be sacrificed"),
    ("farkle", "FarkleView", "Roll"),
    ("farkle", "FarkleView", "Bank"),
    ("farkle", "FarkleView", "Farkle!"),
    ("farkle", "FarkleView", "Hot dice!"),
    ("farkle", "FarkleView", "Last turn!"),
    ("farkle", "NewGameDialog", "New game"),
    ("farkle", "NewGameDialog", "Humans + 1 AI"),
]


def page_words(game: str, lang: str) -> str:
    raw = (ROOT / "resources" / "rules" / f"{game}.{lang}.html").read_text(encoding="utf-8")
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", raw))


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_rules_pages_quote_the_interface_as_it_is(lang: str) -> None:
    """A button or message the rules page names reads the same in the program."""
    texts = {}
    if lang != "en":
        _, entries = read_ts(catalog(lang))
        texts = {(e.context, e.source): e.translations[0] for e in entries}
    for game, context, source in QUOTED_IN_RULES:
        if lang == "en":
            shown = source
        else:
            assert (context, source) in texts, f"{context}: {source!r} is no longer in the program"
            shown = texts[(context, source)]
        assert shown in page_words(game, lang), f"{game}.{lang}.html should quote {shown!r}"
