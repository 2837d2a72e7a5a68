"""The counts of ``tools/orca_check.sh --whole`` on made-up speech logs (no Orca needed):
spoken, in order, once and uncut, for the log formats of Orca 43 and Orca 48."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

from orca_counts import count, notifications, seconds_of  # noqa: E402

from dicegame.ui.voice.speech import speaking_seconds  # noqa: E402

HEARD = [
    "Ana rolled 1, 1, 1, 2, 3, 4.",
    "Ana set aside 1, 1, 1: 1,000 points this turn.",
    "Ana banked 1,000 points and has 1,000 points.",
    "Rui's turn: press Space or click to start",
]


def orca43(*parts: str | tuple[str, float], start: float = 100.0) -> list[tuple[float, str]]:
    """A log of Orca 43: each notification one utterance, said when the one before has had
    its time (a part given as (text, seconds) is said that many seconds after the one
    before it instead); a part starting with "focus:" is a focus read."""
    said: list[tuple[float, str]] = []
    at = start
    for part in parts:
        text, gap = part if isinstance(part, tuple) else (part, None)
        if said:
            at += gap if gap is not None else speaking_seconds(said[-1][1]) + 0.1
        if text.startswith("focus:"):
            said.append((at, text[len("focus:") :]))
        else:
            said.append((at, f"notification {text}"))
    return said


def orca48(said43: list[tuple[float, str]]) -> list[tuple[float, str]]:
    """The same speech as Orca 48 says it: "notification", then the text."""
    said = []
    for at, text in said43:
        if text.startswith("notification "):
            said += [(at - 0.01, "notification"), (at, text[len("notification ") :])]
        else:
            said.append((at, text))
    return said


Log = list[tuple[float, str]]


def as_is(said: Log) -> Log:
    return said


@pytest.fixture(params=["43", "48"])
def orca(request: pytest.FixtureRequest) -> Callable[[Log], Log]:
    """The log as Orca 43 or as Orca 48 writes it."""
    return as_is if request.param == "43" else orca48


def test_all_spoken_in_order_once_uncut(orca: Callable[[Log], Log]) -> None:
    said = orca(orca43(HEARD[0], f"{HEARD[1]} {HEARD[2]}", f"{HEARD[3]}."))
    counts = count(HEARD, said)
    assert (counts.announced, counts.spoken, counts.in_order, counts.once, counts.uncut) == (
        4,
        4,
        4,
        4,
        4,
    )
    assert counts.failures() == 0
    assert counts.short() == []
    assert counts.notifications == 3


def test_a_missing_message(orca: Callable[[Log], Log]) -> None:
    said = orca(orca43(HEARD[0], HEARD[1], f"{HEARD[3]}."))
    counts = count(HEARD, said)
    assert counts.spoken == 3
    assert counts.in_order == 3
    assert counts.uncut == 3
    assert counts.missed["spoken"] == [HEARD[2]]
    assert counts.short() == ["spoken", "in_order", "uncut"]  # said once: nothing twice


def test_an_out_of_order_pair_costs_one(orca: Callable[[Log], Log]) -> None:
    said = orca(orca43(HEARD[0], HEARD[1], f"{HEARD[3]}.", HEARD[2]))  # the card first
    counts = count(HEARD, said)
    assert counts.spoken == 4
    assert counts.in_order == 3
    assert counts.missed["in_order"]


def test_a_message_said_twice(orca: Callable[[Log], Log]) -> None:
    said = orca(orca43(*HEARD[:3], f"{HEARD[3]}.", f"{HEARD[3]}."))
    counts = count(HEARD, said)
    assert counts.spoken == 4
    assert counts.once == 3
    assert "said 1 more time" in counts.missed["once"][0]


def test_a_card_read_as_focus_and_as_a_notification_is_twice(orca: Callable[[Log], Log]) -> None:
    said = orca(orca43(*HEARD[:3], f"focus:{HEARD[3]}", f"{HEARD[3]}."))
    assert count(HEARD, said).once == 3


def test_a_message_announced_twice_and_said_twice_is_once_each(orca: Callable[[Log], Log]) -> None:
    heard = ["Computer keeps 5.", "Computer keeps 5, 5.", "Computer keeps 5."]
    said = orca(orca43(*heard))
    counts = count(heard, said)
    assert (counts.spoken, counts.in_order, counts.once, counts.uncut) == (3, 3, 3, 3)


def test_a_message_announced_twice_and_said_once_is_missing_once(
    orca: Callable[[Log], Log],
) -> None:
    heard = ["Computer keeps 5.", "Computer keeps 5, 5.", "Computer keeps 5."]
    said = orca(orca43("Computer keeps 5.", "Computer keeps 5, 5."))
    counts = count(heard, said)
    assert counts.spoken == 2
    assert counts.in_order == 2


def test_a_message_cut_by_the_next_utterance(orca: Callable[[Log], Log]) -> None:
    # the bank (about 3.4 s with the card's words before it) is cut 1 s after it began
    said = orca(orca43(HEARD[0], HEARD[1], HEARD[2], (f"focus:{HEARD[3]}", 1.0)))
    counts = count(HEARD[:3], said)
    assert counts.spoken == 3
    assert counts.uncut == 2
    assert HEARD[2] in counts.missed["uncut"][0]


def test_the_messages_of_a_notification_said_before_the_cut_are_uncut(
    orca: Callable[[Log], Log],
) -> None:
    # one notification of two messages, cut after the first one's time but before the end
    first = speaking_seconds(HEARD[0])
    said = orca(orca43(f"{HEARD[0]} {HEARD[1]}", ("focus:Farkle board.", first + 0.5)))
    counts = count(HEARD[:2], said)
    assert counts.uncut == 1
    assert HEARD[1] in counts.missed["uncut"][0]


def test_the_last_notification_is_not_cut(orca: Callable[[Log], Log]) -> None:
    assert count(HEARD[:1], orca(orca43(HEARD[0]))).uncut == 1


def test_a_shorter_message_inside_a_longer_one_is_not_said_again(
    orca: Callable[[Log], Log],
) -> None:
    heard = ["Hot dice!", "Hot dice! All six dice come back, with 1,500 points this turn."]
    said = orca(orca43(*heard))
    counts = count(heard, said)
    assert (counts.spoken, counts.in_order, counts.once) == (2, 2, 2)


def test_a_message_inside_another_that_was_not_announced_is_missing(
    orca: Callable[[Log], Log],
) -> None:
    said = orca(orca43("Computer keeps 4, 4, 4."))
    assert count(["Computer keeps 4, 4."], said).spoken == 0


def test_only_the_games_part_of_the_speech_counts(orca: Callable[[Log], Log]) -> None:
    before, after = "focus:Screen reader on.", "Ana, your turn. Round 1/13."
    said = orca(orca43(before, *HEARD[:2], HEARD[2], after))
    last = len(said) - (2 if orca is orca48 else 1)
    counts = count(HEARD[:2], said, 1, last)  # the bank and the turn are another game's
    assert counts.failures() == 0
    assert counts.notifications == 3
    assert count(HEARD[:3], said, 1, last).failures() == 0


def test_the_notifications_of_both_orcas() -> None:
    said43 = orca43("one.", "focus:Die 1: 2", "two.")
    assert [note.text for note in notifications(said43)] == ["one.", "two."]
    assert [note.text for note in notifications(orca48(said43))] == ["one.", "two."]


def test_seconds_of_a_log_line() -> None:
    assert seconds_of("15:48:52.158046 - SPEECH OUTPUT: 'x'") == pytest.approx(56932.158046)
