"""The native translation review of 2026-12-01 (issue 24, item 7), checked in the files.

``../shared/reviews/translations-2026-12-01.md`` proposes exact strings (rows R1-R29, E1-E19,
B1-B10, C1-C4, P1-P4) and findings F3-F9. This file holds every proposed string as the
catalogs must have it, and the rules the findings set for any later string: Romanian says
*tu*, one word per concept in each language, no-break spaces where a number must not be
separated from its label, text equivalents for the rules pages' dice pictures.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

import pytest
from test_translations import I18N, ROOT, page_words, read_ts

NB = "\N{NO-BREAK SPACE}"
PART = (
    "Part of the program is missing or damaged (the Penta strategy table). Please reinstall "
    "the program. Until then, the computer and the automatic scoring pick the box worth the "
    "most points now, and hints and the move review are off."
)
BANK_ADVICE = "Expert: bank (rolling on, the turn would end with %1 on average)"
RESULT = (
    "The result of this game could not be added to the records ({reason}). It is kept in "
    "{folder} and will be recorded the next time the program can write there: with the next "
    "game, when the program closes, or when it starts again."
)
RECORDS = (
    "The records could not be read, so they were set aside as {file} in {folder}. "
    "New records start now. Reason: {reason}"
)
LAST_BANK = "Last turn: bank, %1 to win (rolling on: %2)"
LAST_ROLL = "Last turn: roll on, %2 to win (banking: %1)"
BANK_ROLL = "Bank: %1 to win; roll on: %2"
ROLL_BANK = "Roll on: %2 to win; bank: %1"


class Row(NamedTuple):
    """One reviewed string: the review's id, the catalog, the message and its translation."""

    id: str
    catalog: str  # "ro" is i18n/dicegame_ro.ts, "qtbase_extra_ro" i18n/qtbase_extra_ro.ts
    context: str
    source: str
    translation: str


# R12 reads as the review of 3 December (its R-10) rewords it: the future after «când».
# E9/E10 are C2/C3 (the same text with the no-break space). "F5-pt": Undo is «Desfazer» in
# the pt_PT messages too. "F6-ro": the Romanian last-turn lines get C2/C3's no-break space,
# like E11/E12, B1/B2 (F6 names all four "Bank/Roll on" strings).
REVIEWED = [
    Row(
        "R1",
        "ro",
        "ErrorNotice",
        (
            "Something went wrong inside the program. The game goes on, but it may not be shown "
            "correctly; starting a new game is safest."
        ),
        (
            "Ceva nu a mers bine în program. Partida continuă, dar s-ar putea să nu fie afișată "
            "corect; cel mai sigur este să începi o partidă nouă."
        ),
    ),
    Row(
        "R2",
        "ro",
        "IniStore",
        "Your settings cannot be saved in {folder} ({reason}).",
        "Setările tale nu pot fi salvate în {folder} ({reason}).",
    ),
    Row(
        "R3",
        "ro",
        "MainWindow",
        PART,
        (
            "O parte a programului lipsește sau este deteriorată (tabelul de strategie Penta). "
            "Reinstalează programul. Până atunci, calculatorul și înscrierea automată aleg căsuța "
            "care aduce cele mai multe puncte acum, iar sugestiile și analiza alegerilor sunt "
            "oprite."
        ),
    ),
    Row(
        "R4",
        "ro",
        "MainWindow",
        "Delete the unfinished game for good?",
        "Ștergi definitiv partida neterminată?",
    ),
    Row(
        "R5",
        "ro",
        "NewGameDialog",
        "Two players are called %1: give each player a different name.",
        "Doi jucători se numesc %1: dă fiecărui jucător un alt nume.",
    ),
    Row(
        "R6",
        "ro",
        "PentaView",
        "No hints: the strategy table is damaged. Reinstall the program.",
        "Fără sugestii: tabelul de strategie este deteriorat. Reinstalează programul.",
    ),
    Row("R7", "ro", "Prompts", "Abandon the game in progress?", "Abandonezi partida în curs?"),
    Row("R8", "ro", "MainWindow", "Not n&ow", "N&u acum"),
    Row("R9", "ro", "MainWindow", "&Discard", "&Renunță la partidă"),
    Row("R10", "ro", "MainWindow", "Discard the game", "Renunțarea la partidă"),
    Row(
        "R11",
        "ro",
        "PentaView",
        "Same players, a new game (P)",
        "Aceiași jucători, o partidă nouă (P)",
    ),
    Row(
        "R12",
        "ro",
        "AutosaveManager",
        RESULT,
        (
            "Rezultatul acestei partide nu a putut fi adăugat la recorduri ({reason}). Este "
            "păstrat în {folder} și va fi înregistrat data viitoare când programul va putea "
            "scrie acolo: la următoarea partidă, când programul se va închide sau când va "
            "porni din nou."
        ),
    ),
    Row(
        "R13",
        "ro",
        "GameLogPanel",
        "%1: %2 in %3 (auto-score)",
        "%1: %2 la %3 (înscriere automată)",
    ),
    Row("R14", "ro", "GameLogPanel", "%1 took back the last move", "%1 a anulat ultima acțiune"),
    Row("R15", "ro", "PentaView", "Round %1/%2", "Tura %1/%2"),
    Row("R16", "ro", "LossChart", "Points lost per round", "Puncte pierdute pe tură"),
    Row("R17", "ro", "LossChart", "Round %1: −%2", "Tura %1: −%2"),
    Row(
        "R18",
        "ro",
        "PlayerReview",
        "Round %1, roll %2: %3 instead of %4 (−%5)",  # the roll added on 3 December
        "Tura %1, aruncarea %2: %3 în loc de %4 (−%5)",
    ),
    Row("R19", "ro", "NewGameDialog", "&Target (Farkle):", "Țin&ta (Farkle):"),
    Row(
        "R20",
        "ro",
        "HandOver",
        "%1's turn: press Space or click to start",
        "Urmează %1: apasă Spațiu sau dă clic pentru a începe",
    ),
    Row("R21", "ro", "Player", "Computer", "Calculatorul"),
    Row("R22", "ro", "GameLogPanel", "Game over. Winner: %1", "Partida s-a încheiat. Victorie: %1"),
    Row(
        "R23",
        "ro",
        "GameLogPanel",
        "%1: farkle, nothing lost",
        "%1: tură pierdută, nu a pierdut nimic",
    ),
    Row("R24", "ro", "QPlatformTheme", "Cancel", "Renunță"),
    Row("R24", "qtbase_extra_ro", "QPlatformTheme", "Cancel", "Renunță"),
    Row("R24", "qtbase_extra_ro", "QGnomeTheme", "&Cancel", "&Renunță"),
    Row(
        "R25",
        "ro",
        "FarkleView",
        BANK_ADVICE,
        "Expert: încasează (dacă mai arunci, tura ar da în medie %1)",
    ),
    Row("R29", "ro", "FarkleView", "Risk of a farkle: %1", "Risc de pierdere: %1"),
    Row("R29", "ro", "FarkleView", "Risk of a farkle: –", "Risc de pierdere: –"),
    Row(
        "R26",
        "ro",
        "FarkleAnnouncer",
        "%1 set aside %2: not a scoring combination.",
        "%1 a pus deoparte %2: nu este o combinație care să aducă puncte.",
    ),
    Row(
        "R27",
        "ro",
        "FarkleView",
        "Set aside: not a scoring combination",
        "Puse deoparte: nu este o combinație care să aducă puncte",
    ),
    Row(
        "R28",
        "ro",
        "KeyboardDialog",
        "Read the score sheet or scoreboard aloud",
        "Citește foaia de scor sau scorurile cu voce tare",
    ),
    Row(
        "E1",
        "pt_PT",
        "FarkleView",
        BANK_ADVICE,
        "Perito: guarde (se relançar, o turno acabaria em média com %1)",
    ),
    Row("E2", "pt_PT", "NewGameDialog", "&Target (Farkle):", "&Objetivo (Farkle):"),
    Row(
        "E3",
        "pt_PT",
        "MainWindow",
        PART,
        (
            "Falta uma parte do programa ou está danificada (a tabela de estratégia do Penta). "
            "Reinstale o programa. Até lá, o computador e o registo automático escolhem a casa que "
            "rende mais pontos agora, e as sugestões e a análise das jogadas ficam desligadas."
        ),
    ),
    Row(
        "E4",
        "pt_PT",
        "PentaView",
        "No hints: the strategy table is damaged. Reinstall the program.",
        "Sem sugestões: a tabela de estratégia está danificada. Reinstale o programa.",
    ),
    Row(
        "E5",
        "pt_PT",
        "FarkleView",
        "Take back the last bank, until the next player rolls (Ctrl+Z)",
        "Desfazer os últimos pontos guardados, até o jogador seguinte lançar (Ctrl+Z)",
    ),
    Row("E6", "pt_PT", "FarkleView", "Undo the last bank", "Desfazer os últimos pontos guardados"),
    Row(
        "E7",
        "pt_PT",
        "PentaView",
        "Take back the last scoring, until the next player rolls (Ctrl+Z)",
        "Desfazer o último registo, até o jogador seguinte lançar (Ctrl+Z)",
    ),
    Row("E8", "pt_PT", "PentaView", "Undo the last scoring", "Desfazer o último registo"),
    Row(
        "E11",
        "pt_PT",
        "FarkleChances",
        LAST_BANK,
        "Último turno: guarde, %1 de probabilidade de ganhar (relançar:\N{NO-BREAK SPACE}%2)",
    ),
    Row(
        "E12",
        "pt_PT",
        "FarkleChances",
        LAST_ROLL,
        "Último turno: relance, %2 de probabilidade de ganhar (guardar:\N{NO-BREAK SPACE}%1)",
    ),
    Row(
        "E13",
        "pt_PT",
        "MainWindow",
        "Delete the unfinished game for good?",
        "Apagar de vez a partida por terminar?",
    ),
    Row(
        "E14",
        "pt_PT",
        "NewGameDialog",
        (
            "Beginner: keeps its most common face and writes the box worth the most points now "
            "(about 162 points a game)."
        ),
        (
            "Principiante: guarda a face que mais se repete e regista na casa que vale mais pontos "
            "nesse momento (cerca de 162 pontos por partida)."
        ),
    ),
    Row(
        "E15",
        "pt_PT",
        "GameLogPanel",
        "%1: farkle, nothing lost",
        "%1: turno perdido, não perdeu nada",
    ),
    Row("E16", "pt_PT", "GameLogPanel", "Game over. Winner: %1", "Fim da partida. Vitória: %1"),
    Row("E19", "pt_PT", "FarkleView", "Risk of a farkle: %1", "Risco de perder: %1"),
    Row("E19", "pt_PT", "FarkleView", "Risk of a farkle: –", "Risco de perder: –"),
    Row(
        "E18",
        "pt_PT",
        "KeyboardDialog",
        "Read the score sheet or scoreboard aloud",
        "Ler a folha ou as pontuações em voz alta",
    ),
    Row(
        "F5-pt",
        "pt_PT",
        "FarkleMessages",
        "%1 took back the bank: the turn goes on.",
        "%1 desfez os pontos guardados: o turno continua.",
    ),
    Row(
        "F5-pt",
        "pt_PT",
        "FarkleView",
        "Nothing to undo: only a bank, before the next player rolls.",
        "Nada a desfazer: só se desfazem pontos guardados, antes de o jogador seguinte lançar.",
    ),
    Row(
        "F5-pt",
        "pt_PT",
        "PentaView",
        "%1 took back the last scoring.",
        "%1 desfez o último registo.",
    ),
    Row(
        "F5-pt",
        "pt_PT",
        "PentaView",
        "Nothing to undo: only a scoring, before the next player rolls.",
        "Nada a desfazer: só se desfaz um registo, antes de o jogador seguinte lançar.",
    ),
    Row(
        "F5-pt", "pt_PT", "GameLogPanel", "%1 took back the last move", "%1 desfez a última jogada"
    ),
    Row(
        "B1",
        "pt_BR",
        "FarkleChances",
        LAST_BANK,
        "Última rodada: guarde, %1 de chance de ganhar (lançar de novo:\N{NO-BREAK SPACE}%2)",
    ),
    Row(
        "B2",
        "pt_BR",
        "FarkleChances",
        LAST_ROLL,
        "Última rodada: lance de novo, %2 de chance de ganhar (guardar:\N{NO-BREAK SPACE}%1)",
    ),
    Row(
        "B3",
        "pt_BR",
        "GameLogPanel",
        "%1 reached the target: last turn for the others",
        "%1 alcançou a meta: última rodada para os outros",
    ),
    Row(
        "B4",
        "pt_BR",
        "FarkleView",
        BANK_ADVICE,
        "Especialista: guarde (lançar de novo daria em média %1 no turno)",
    ),
    Row(
        "B5",
        "pt_BR",
        "MainWindow",
        PART,
        (
            "Uma parte do programa está faltando ou danificada (a tabela de estratégia do Penta). "
            "Reinstale o programa. Até lá, o computador e a marcação automática escolhem a casa "
            "que vale mais pontos agora, e as dicas e a análise das jogadas ficam desativadas."
        ),
    ),
    Row(
        "B6",
        "pt_BR",
        "IniStore",
        "The old file was set aside as {file} in {folder}.",
        "O arquivo antigo foi guardado à parte como {file} em {folder}.",
    ),
    Row(
        "B7",
        "pt_BR",
        "AutosaveManager",
        RECORDS,
        (
            "Não foi possível ler os recordes, por isso eles foram guardados à parte como {file} "
            "em {folder}. Os novos recordes começam agora. Motivo: {reason}"
        ),
    ),
    Row(
        "B8",
        "pt_BR",
        "GameLogPanel",
        "%1: farkle, nothing lost",
        "%1: turno perdido, não perdeu nada",
    ),
    Row("B9", "pt_BR", "GameLogPanel", "Game over. Winner: %1", "Fim da partida. Vitória: %1"),
    Row("B10", "pt_BR", "FarkleView", "Risk of a farkle: %1", "Risco de perder: %1"),
    Row("B10", "pt_BR", "FarkleView", "Risk of a farkle: –", "Risco de perder: –"),
    Row("C1", "pt_PT", "Chances", "%1: %2", "%1:\N{NO-BREAK SPACE}%2"),
    Row("C1", "pt_BR", "Chances", "%1: %2", "%1:\N{NO-BREAK SPACE}%2"),
    Row("C1", "ro", "Chances", "%1: %2", "%1:\N{NO-BREAK SPACE}%2"),
    Row(
        "C2",
        "pt_PT",
        "FarkleChances",
        BANK_ROLL,
        "Guardar: %1 de probabilidade de ganhar; relançar:\N{NO-BREAK SPACE}%2",
    ),
    Row(
        "C3",
        "pt_PT",
        "FarkleChances",
        ROLL_BANK,
        "Relançar: %2 de probabilidade de ganhar; guardar:\N{NO-BREAK SPACE}%1",
    ),
    Row(
        "C2",
        "pt_BR",
        "FarkleChances",
        BANK_ROLL,
        "Guardar: %1 de chance de ganhar; lançar de novo:\N{NO-BREAK SPACE}%2",
    ),
    Row(
        "C3",
        "pt_BR",
        "FarkleChances",
        ROLL_BANK,
        "Lançar de novo: %2 de chance de ganhar; guardar:\N{NO-BREAK SPACE}%1",
    ),
    Row(
        "C2",
        "ro",
        "FarkleChances",
        BANK_ROLL,
        "Încasează: %1 șanse de câștig; aruncă din nou:\N{NO-BREAK SPACE}%2",
    ),
    Row(
        "C3",
        "ro",
        "FarkleChances",
        ROLL_BANK,
        "Aruncă din nou: %2 șanse de câștig; încasează:\N{NO-BREAK SPACE}%1",
    ),
    Row(
        "F6-ro",
        "ro",
        "FarkleChances",
        LAST_BANK,
        "Ultima tură: încasează, %1 șanse de câștig (o nouă aruncare:\N{NO-BREAK SPACE}%2)",
    ),
    Row(
        "F6-ro",
        "ro",
        "FarkleChances",
        LAST_ROLL,
        "Ultima tură: aruncă din nou, %2 șanse de câștig (încasare:\N{NO-BREAK SPACE}%1)",
    ),
    Row("C4", "qtbase_extra_pt_PT", "QMessageBox", "Show Details...", "Mostrar detalhes…"),
    Row("C4", "qtbase_extra_pt_PT", "QMessageBox", "Hide Details...", "Ocultar detalhes…"),
    Row("C4", "qtbase_extra_ro", "QMessageBox", "Show Details...", "Arată detaliile…"),
    Row("C4", "qtbase_extra_ro", "QMessageBox", "Hide Details...", "Ascunde detaliile…"),
]


def catalog_path(name: str) -> Path:
    return I18N / (f"{name}.ts" if name.startswith("qtbase_extra_") else f"dicegame_{name}.ts")


def messages(name: str) -> dict[tuple[str, str], tuple[str, ...]]:
    _, entries = read_ts(catalog_path(name))
    return {(e.context, e.source): e.translations for e in entries}


def all_text(name: str) -> str:
    return "\n".join("\n".join(texts) for texts in messages(name).values())


@pytest.mark.parametrize("row", REVIEWED, ids=lambda r: f"{r.id}-{r.catalog}-{r.source[:24]}")
def test_the_reviewed_string_is_in_the_catalog(row: Row) -> None:
    found = messages(row.catalog)
    assert (row.context, row.source) in found, f"{row.context}: {row.source!r} is gone"
    assert found[(row.context, row.source)] == (row.translation,)


# ----- one word per concept (F5), and Romanian says "tu" (F4) ------------------------------
# Each pattern: a word the language does not use for that concept (the reviewed word after →).
NOT_SAID = {
    "pt_PT": [
        r"\bEspecialista\b",  # → Perito (the level)
        r"\bdicas?\b",  # → sugestão (a Brazilianism)
        r"pontuação automática",  # → registo automático
        r"&Meta\b",  # → Objetivo
        r"\banula",  # → desfazer (the button and the menu say «Desfazer»)
        r"\bmarcador\b",  # → pontuações (the panel's title)
        r"por acabar",  # → por terminar (the dialog's title)
        r"\bVencedor\b",  # → Vitória (any gender, a shared win)
        r"sem nada a perder",  # → não perdeu nada
    ],
    "pt_BR": [
        r"Último turno",  # → Última rodada
        r"atingiu a meta",  # → alcançou a meta
        r"pontuação automática",  # → marcação automática
        r"deixad[oa]s? de lado",  # → guardado à parte
        r"\bVencedor\b",
        r"sem nada a perder",
    ],
    "ro": [
        r"\bindicii(le)?\b",  # → sugestii
        r"\bpunctare",  # → înscriere automată
        r"\bmut[aă]r",  # → alegeri / acțiune
        r"\b[Rr]und[aăe]",  # → tură, as the rules and the seed
        r"\btabela\b",  # → scoruri (the panel's title)
        r"\bjoc(ul)? neterminat",  # → partidă neterminată
        r"Renunț\w+ la joc\b",  # → «Renunță la partidă»
        r"Rândul lui",  # → Urmează %1 (no genitive for «Ana»)
        r"Câștigător",  # → Victorie
        r"fără nimic de pierdut",  # → nu a pierdut nimic
        r"nu este o combinație care aduce",  # after a negation: care să aducă puncte
    ],
}
# The formal voice: dumneavoastră, vă, and a verb in -ați/-eți/-iți (Abandonați, Ștergeți,
# dați, începeți, Reinstalați), where the interface says Abandonezi, Ștergi, dă, începi.
# Plural nouns that end the same way (octeți: bytes) are not verbs.
ROMANIAN_FORMAL = re.compile(r"dumneavoastr|\bvă\b|\bv-|\w+-vă\b|\b(?!octeți\b)\w+[aei]ți\b", re.I)


@pytest.mark.parametrize("lang", NOT_SAID)
def test_one_word_per_concept(lang: str) -> None:
    texts = all_text(lang)
    found = [p for p in NOT_SAID[lang] if re.search(p, texts, re.I)]
    assert not found, f"dicegame_{lang}.ts still says {found}"


@pytest.mark.parametrize("name", ["ro", "qtbase_extra_ro"])
def test_romanian_interface_says_tu(name: str) -> None:
    formal = [t for t in all_text(name).split("\n") if ROMANIAN_FORMAL.search(t)]
    assert not formal, f"formal voice in {name}: {formal}"


@pytest.mark.parametrize("game", ["penta", "farkle"])
def test_romanian_rules_say_tu(game: str) -> None:
    words = page_words(game, "ro")
    assert not ROMANIAN_FORMAL.findall(words)
    assert not re.findall(r"\b[Rr]und[aăe]|\bindicii|\bpunctare", words)


def test_undo_and_cancel_are_two_words_in_romanian() -> None:
    """R24: «Anulează» is Undo (button, Game menu, Keyboard list); Cancel is «Renunță»."""
    assert messages("ro")[("MainWindow", "&Undo")] == ("An&ulează",)
    for name in ("ro", "qtbase_extra_ro"):
        assert messages(name)[("QPlatformTheme", "Cancel")] == ("Renunță",)
    assert messages("qtbase_extra_ro")[("QGnomeTheme", "&Cancel")] == ("&Renunță",)


@pytest.mark.parametrize(
    ("game", "lang", "gone", "kept"),
    [
        ("farkle", "pt_PT", "(por omissão)", "(por predefinição)"),  # E17
        ("farkle", "pt_PT", "Especialista", "Perito"),
        ("farkle", "pt_BR", "Último turno", "Última rodada"),
        ("penta", "pt_PT", "dicas", "Registo automático"),
        ("penta", "ro", "Runda", "13 ture"),
    ],
)
def test_rules_pages_use_the_same_words(game: str, lang: str, gone: str, kept: str) -> None:
    words = page_words(game, lang)
    assert gone not in words and kept in words


# ----- F6: a no-break space keeps a percentage on its name's line --------------------------
@pytest.mark.parametrize("lang", ["pt_PT", "pt_BR", "ro"])
def test_the_chance_line_never_breaks_before_a_number(lang: str) -> None:
    """Mid-line, "name: 96 %" and "roll on: 3 %" keep the number next to its label."""
    found = messages(lang)
    assert found[("Chances", "%1: %2")] == (f"%1:{NB}%2",)  # both games' chance line
    for source in (BANK_ROLL, ROLL_BANK, LAST_BANK, LAST_ROLL):
        (text,) = found[("FarkleChances", source)]
        # after the first clause (which starts the line), a colon and a number are glued
        assert not re.search(r"[;(][^;()]*: %\d", text), f"{lang}: {text!r}"
        assert f":{NB}%" in text, f"{lang}: {text!r}"


# ----- F3: the unfinished-game dialog's buttons ---------------------------------------------
RESUME_BUTTONS = ["&Continue", "&New game", "&Discard", "Not n&ow"]


def mnemonic(text: str) -> str:
    return text.replace("&&", "")[text.replace("&&", "").index("&") + 1].casefold()


@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "ro"])
def test_the_unfinished_game_buttons_have_four_different_mnemonics(lang: str) -> None:
    found = messages(lang) if lang != "en" else {}
    texts = [found.get(("MainWindow", s), (s,))[0] for s in RESUME_BUTTONS]
    assert len({mnemonic(text) for text in texts}) == 4, texts


# ----- F8: the packaging strings ------------------------------------------------------------
METAINFO = ROOT / "packaging" / "linux" / "io.github.dicegame.metainfo.xml"
PACKAGED = [
    ("P1", f"Farkle: seis dados, arrisque a sorte até aos 10{NB}000 pontos."),
    ("P2", "Farkle: seis dados, arrisque a sorte até os 10.000 pontos."),
    ("P3", "Farkle: șase zaruri, încercați-vă norocul până la 10.000 de puncte."),
    (
        "P4",
        "Farkle: puneți deoparte zarurile care aduc puncte, apoi încasați punctele sau riscați-le",
    ),
]


@pytest.mark.parametrize(("row", "text"), PACKAGED, ids=[p[0] for p in PACKAGED])
def test_the_store_listing_has_the_reviewed_strings(row: str, text: str) -> None:
    assert f">{text}<" in METAINFO.read_text(encoding="utf-8")


def test_portuguese_thousands_never_break_in_the_packaging() -> None:
    """pt_PT groups thousands with U+00A0, as the program does ("10 000")."""
    for path in (METAINFO, ROOT / "packaging" / "linux" / "dicegame.desktop"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if 'lang="pt"' in line or line.startswith(("Comment[pt]", "GenericName[pt]")):
                assert not re.search(r"\d \d{3}\b", line), f"{path.name}: {line.strip()}"
