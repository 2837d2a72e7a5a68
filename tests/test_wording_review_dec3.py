"""The native translation review of 2026-12-03 (issue 36, item 3), checked in the files.

``../shared/reviews/translations-2026-12-03.md`` proposes exact strings in its tables
"Strings to change": pt_PT rows E-1…E-11, pt_BR B-1…B-8, ro R-1…R-15 (catalog and rules
pages) and K5-K7 (the new strings of its code rows). This file holds each as the catalogs
and the rules pages must have it, and the rule behind D3: a Romanian number from 20 on
takes «de» before its noun, so a number a message cannot count is never put before one.
"""

from __future__ import annotations

import re

import pytest
from test_translations import page_words
from test_wording_review import Row, messages

CASUAL_HELP = (
    "Casual: makes half of its choices as Good does and the other half as Beginner does "
    "(about 200 points a game)."
)
BEGINNER_HELP = (
    "Beginner: keeps its most common face and writes the box worth the most points now "
    "(about 162 points a game)."
)
MASTER_HELP = (
    "Master: in its last two or three turns, plays for the best chance to finish ahead of "
    "all the other players rather than for the most points."
)
PENDING = "%1 plays next — press %2 to take your move back, or Space to go on"
SACRIFICE = "No open box scores: you must sacrifice one."
KEYS = (  # since the box keys came in, the reviewed line holds them too
    "Keys: Space roll · 1–5 hold or release a die · ↑/↓, Home/End, PgUp/PgDn or a box's "
    "letter choose a box (its letter again scores it) · Enter validate · Esc pause the "
    "countdown · H hint · D, S, T read the dice, sheet, totals · Tab moves between dice, "
    "buttons and sheet"
)
RESULT = (
    "The result of this game could not be added to the records ({reason}). It is kept in "
    "{folder} and will be recorded the next time the program can write there: with the next "
    "game, when the program closes, or when it starts again."
)
RESULT_LOST = (
    "The result of this game could not be added to the records ({reason}), and the finished "
    "game could not be saved either. It is kept while the program runs and will be recorded "
    "the next time the program can write in {folder}: with the next game or when the program "
    "closes. If the program stops before that, the result is lost."
)
WINS = "The computer wins!"
GAME_OVER = "Game over: the computer wins!"
PLACE = "%1."

REVIEWED = [
    Row("E-1", "pt_PT", "NewGameDialog", "Casual", "Amador"),
    Row(
        "E-2",
        "pt_PT",
        "NewGameDialog",
        CASUAL_HELP,
        "Amador: faz metade das escolhas como o Bom e a outra metade como o Principiante "
        "(cerca de 200 pontos por partida).",
    ),
    Row(
        "E-3",
        "pt_PT",
        "NewGameDialog",
        MASTER_HELP,
        "Mestre: nas duas ou três últimas rondas, joga para ter a maior probabilidade de "
        "acabar à frente de todos os outros jogadores, em vez de procurar mais pontos.",
    ),
    Row(
        "E-4",
        "pt_PT",
        "HandOver",
        PENDING,
        "A seguir joga o %1 — prima %2 para desfazer a sua jogada ou Espaço para continuar",
    ),
    Row("E-5", "pt_PT", "FarkleView", "%1 is playing…", "O %1 está a jogar…"),
    Row("E-5", "pt_PT", "PentaView", "%1 is playing…", "O %1 está a jogar…"),
    Row(
        "E-6",
        "pt_PT",
        "PentaAnnouncer",
        SACRIFICE,
        "Nenhuma casa aberta rende pontos: é preciso sacrificar uma.",
    ),
    Row("E-7", "pt_PT", "FarkleAnnouncer", "%1 keeps %2.", "%1 põe de lado %2."),
    Row(
        "E-8",
        "pt_PT",
        "PentaView",
        KEYS,
        "Teclas: Espaço lançar · 1–5 guardar ou libertar um dado · ↑/↓, Home/End, PgUp/PgDn "
        "ou a letra de uma casa escolher uma casa (a mesma letra outra vez regista nela) · "
        "Enter validar · Esc pausar a contagem decrescente · H sugestão · D, S, T ler os "
        "dados, a folha, os totais · Tab alternar entre dados, botões e folha",
    ),
    Row("K5", "pt_PT", "ResultsDialog", WINS, "O computador ganha!"),
    Row("K6", "pt_PT", "FarkleView", GAME_OVER, "Fim da partida: o computador ganha!"),
    Row("K7", "pt_PT", "ResultsDialog", PLACE, "%1.º"),
    Row("B-1", "pt_BR", "NewGameDialog", "Casual", "Amador"),
    Row(
        "B-2",
        "pt_BR",
        "NewGameDialog",
        CASUAL_HELP,
        "Amador: faz metade das escolhas como o Bom e a outra metade como o Iniciante "
        "(cerca de 200 pontos por partida).",
    ),
    Row(
        "B-3",
        "pt_BR",
        "HandOver",
        PENDING,
        "Agora é a vez do %1 — aperte %2 para desfazer sua jogada ou Espaço para continuar",
    ),
    Row("B-4", "pt_BR", "FarkleView", "%1 is playing…", "O %1 está jogando…"),
    Row("B-4", "pt_BR", "PentaView", "%1 is playing…", "O %1 está jogando…"),
    Row(
        "B-5",
        "pt_BR",
        "PentaAnnouncer",
        SACRIFICE,
        "Nenhuma casa aberta vale pontos: é preciso sacrificar uma.",
    ),
    Row("B-6", "pt_BR", "FarkleAnnouncer", "%1 keeps %2.", "%1 separa %2."),
    Row(
        "B-7",
        "pt_BR",
        "PentaView",
        KEYS,
        "Teclas: Espaço lançar · 1–5 manter ou soltar um dado · ↑/↓, Home/End, PgUp/PgDn ou "
        "a letra de uma casa escolher uma casa (a mesma letra de novo marca nela) · Enter "
        "validar · Esc pausar a contagem regressiva · H dica · D, S, T ler os dados, a folha, "
        "os totais · Tab alternar entre dados, botões e folha",
    ),
    Row("K5", "pt_BR", "ResultsDialog", WINS, "O computador venceu!"),
    Row("K6", "pt_BR", "FarkleView", GAME_OVER, "Fim da partida: o computador venceu!"),
    Row("K7", "pt_BR", "ResultsDialog", PLACE, "%1º"),
    Row("R-1", "ro", "NewGameDialog", "Casual", "Amator"),
    Row(
        "R-2",
        "ro",
        "NewGameDialog",
        CASUAL_HELP,
        "Amator: face jumătate din alegeri ca nivelul Bun și cealaltă jumătate ca nivelul "
        "Începător (circa 200 de puncte pe partidă).",
    ),
    Row(
        "R-3",
        "ro",
        "FileProblem",
        "A text in the file is longer than %1 characters.",
        "Un text din fișier depășește numărul maxim de caractere (%1).",
    ),
    Row(
        "R-4",
        "ro",
        "FileProblem",
        "The file is larger than the %1 bytes allowed.",
        "Fișierul este prea mare (limita în octeți: %1).",
    ),
    Row(
        "R-5",
        "ro",
        "NewGameDialog",
        BEGINNER_HELP,
        "Începător: păstrează fața care apare cel mai des și înscrie punctele în căsuța care "
        "valorează acum cele mai multe puncte (circa 162 de puncte pe partidă).",
    ),
    Row(
        "R-6",
        "ro",
        "PentaAnnouncer",
        SACRIFICE,
        "Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una.",
    ),
    Row("R-7", "ro", "FarkleAnnouncer", "%1 keeps %2.", "%1 pune deoparte %2."),
    Row(
        "R-8",
        "ro",
        "PentaChances",
        "Chances as each one plays: the computer at its level, each person at the level "
        "their moves so far fit",
        "Șanse după cum joacă fiecare: calculatorul la nivelul său, fiecare om la nivelul "
        "arătat de alegerile sale de până acum",
    ),
    Row(
        "R-9",
        "ro",
        "FarkleChances",
        "Chances with the best play by everyone from now on",
        "Șanse dacă de acum înainte toți joacă cel mai bine",
    ),
    Row(
        "R-10",
        "ro",
        "AutosaveManager",
        RESULT,
        "Rezultatul acestei partide nu a putut fi adăugat la recorduri ({reason}). Este păstrat "
        "în {folder} și va fi înregistrat data viitoare când programul va putea scrie acolo: "
        "la următoarea partidă, când programul se va închide sau când va porni din nou.",
    ),
    Row(
        "R-11",
        "ro",
        "AutosaveManager",
        RESULT_LOST,
        "Rezultatul acestei partide nu a putut fi adăugat la recorduri ({reason}), iar partida "
        "încheiată nu a putut fi nici ea salvată. Este păstrat cât timp programul rulează și va "
        "fi înregistrat data viitoare când programul va putea scrie în {folder}: la următoarea "
        "partidă sau când programul se va închide. Dacă programul se oprește înainte de asta, "
        "rezultatul se pierde.",
    ),
    Row("K5", "ro", "ResultsDialog", WINS, "Calculatorul câștigă!"),
    Row("K6", "ro", "FarkleView", GAME_OVER, "Sfârșitul partidei: calculatorul câștigă!"),
    Row("K7", "ro", "ResultsDialog", PLACE, "%1."),
]


@pytest.mark.parametrize("row", REVIEWED, ids=lambda r: f"{r.id}-{r.catalog}-{r.source[:24]}")
def test_the_reviewed_string_is_in_the_catalog(row: Row) -> None:
    found = messages(row.catalog)
    assert (row.context, row.source) in found, f"{row.context}: {row.source!r} is gone"
    assert found[(row.context, row.source)] == (row.translation,)


# (row, page, words the page says now, words it no longer says)
PAGES = [
    ("E-9", "pt_PT", "nas suas duas ou três últimas rondas escolhe", "três últimas jogadas"),
    ("E-10", "pt_PT", "mais de duas rondas por jogar", "duas jogadas por fazer"),
    (
        "E-11",
        "pt_PT",
        "Amador faz metade das escolhas como o Bom e a outra metade como o Principiante, como "
        "quem costuma jogar bem, mas muitas vezes se contenta com os pontos que tem à frente",
        "quase sempre",
    ),
    (
        "B-8",
        "pt_BR",
        "Amador faz metade das escolhas como o Bom e a outra metade como o Iniciante, como "
        "quem costuma jogar bem, mas muitas vezes se contenta com os pontos que tem na frente",
        "quase sempre",
    ),
    (
        "R-12",
        "ro",
        "joacă la nivelul Perfect pornind de la foile lor de acum",
        "Perfect de la foile lor",
    ),
    ("R-13", "ro", "Amator face jumătate din alegeri", "Ocazional"),
    (
        "R-14",
        "ro",
        "înscrie punctele în căsuța care valorează acum cele mai multe puncte",
        "înscrie căsuța",
    ),
    (
        "R-15",
        "ro",
        # the review's «ar juca la nivelul Perfect pornind de la foile de acum», until the
        # chances modelled each player by how they play (issue 35 item 6)
        "pornind de la foile de acum și de la felul în care joacă fiecare",
        "Perfect de la foile de acum",
    ),
]


@pytest.mark.parametrize(("row", "lang", "said", "gone"), PAGES, ids=[p[0] for p in PAGES])
def test_the_penta_rules_page_has_the_reviewed_words(
    row: str, lang: str, said: str, gone: str
) -> None:
    words = page_words("penta", lang)
    assert said in words and gone not in words


# A Romanian number from 20 on is followed by «de» (20 de puncte, 32 de caractere). The
# file limits (32 to 64 characters, 65 536 bytes and more) always are: a message that is not
# a plural form (numerus, where Qt picks the words for the count) must not put such a number
# straight before its noun.
LIMIT_BEFORE_NOUN = re.compile(r"%[1-9] (caractere|octeți|elemente)\b")


def test_romanian_never_puts_a_limit_straight_before_its_noun() -> None:
    """D3: «limita: %1 caractere» read «32 caractere», «1.048.576 octeți»."""
    slips = [
        text
        for (context, source), texts in messages("ro").items()
        if len(texts) == 1
        for text in texts
        if LIMIT_BEFORE_NOUN.search(text)
    ]
    assert not slips, slips
