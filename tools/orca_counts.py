"""Reading Orca's speech against what the program announced: the counts of
``tools/orca_check.sh --whole`` (and the helpers the short check shares).

Pure functions of two lists, so that they are tested on made-up logs
(``tests/test_orca_check_counts.py``): ``heard``, every message the program announced, in
order; ``said``, every utterance of Orca's ``SPEECH OUTPUT`` lines, with the time it was
said (the log's clock, in seconds). :func:`count` answers, for one game, how many of the
announced messages were

- **spoken**: found in a notification (each announcement once: a text announced three
  times must be found three times);
- **in order**: the longest run of them spoken in the order they were announced (a longest
  common subsequence of the two lists: one message said late costs one, not all after it);
- **once**: not said more times than announced, in all of Orca's speech (focus reads
  included: a hand-over card read as the focused object and as a notification is twice);
- **uncut**: spoken, and the next utterance came no sooner than the time it takes to say
  the notification up to the end of that message (175 words a minute,
  :func:`dicegame.ui.voice.speech.speaking_seconds`, with :data:`SLACK` of margin).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from dicegame.ui.voice.speech import speaking_seconds

__all__ = [
    "NOTIFICATION",
    "SLACK",
    "SPEECH",
    "Counts",
    "Notification",
    "count",
    "count_whole",
    "notifications",
    "seconds_of",
]

# Orca 43: "SPEECH OUTPUT: 'text'{…}" or "… voice=…"; Orca 48: "SPEECH OUTPUT: 'text' {…}"
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(?: ?\{.*\}| voice=.*)?$")
NOTIFICATION = "notification"  # the role Orca says before a notification's name
#: How much sooner than its speaking time the next utterance may come and not count as a
#: cut (the log's clock and the word count are both approximate).
SLACK = 0.3

Said = Sequence[tuple[float, str]]


@dataclass(frozen=True)
class Notification:
    """A notification as Orca spoke it."""

    index: int  # of its text in Orca's speech
    at: float  # when it was said (the log's clock, in seconds)
    text: str


def notifications(said: Said) -> list[Notification]:
    """The notifications in Orca's speech (``said``: when, what).

    Orca 43 says a notification in one utterance, "notification <name>."; Orca 48 in two,
    "notification" and then "<name>".
    """
    found = []
    for index, (at, text) in enumerate(said):
        if text.startswith(NOTIFICATION + " "):
            found.append(Notification(index, at, text[len(NOTIFICATION) + 1 :]))
        elif text == NOTIFICATION and index + 1 < len(said):
            found.append(Notification(index + 1, *said[index + 1]))
    return found


def seconds_of(line: str) -> float:
    """The time of day of a log line ("15:48:52.158046 - …"), in seconds."""
    hours, minutes, seconds = line.split(" - ", 1)[0].split(":")
    return int(hours) * 3600 + int(minutes) * 60 + float(seconds)


def _whole(text: str) -> re.Pattern[str]:
    """``text`` as a whole: "keeps 4, 4" is not found in "keeps 4, 4, 4", nor "Die 1" in
    "Die 12"."""
    return re.compile(rf"(?<![\w-]){re.escape(text)}(?![\w-]|, \d)")


def count_whole(text: str, spoken: str) -> int:
    """How often ``text`` was said as a whole in ``spoken``."""
    return len(_whole(text).findall(spoken))


@dataclass(frozen=True)
class Spoken:
    """One announced message found in a notification."""

    text: str
    note: Notification
    end: int  # where the message ends in the notification's text


@dataclass
class Counts:
    """What became of one game's announced messages in Orca's speech."""

    announced: int = 0
    spoken: int = 0
    in_order: int = 0
    once: int = 0
    uncut: int = 0
    notifications: int = 0
    #: for each count short of ``announced``: a few of the messages that missed it
    missed: dict[str, list[str]] = field(default_factory=dict)

    CATEGORIES = ("spoken", "in_order", "once", "uncut")

    def short(self) -> list[str]:
        """The categories that fall short of the messages announced."""
        return [name for name in self.CATEGORIES if getattr(self, name) < self.announced]

    def failures(self) -> int:
        """How many announced messages missed each category, summed."""
        return sum(self.announced - getattr(self, name) for name in self.CATEGORIES)

    def line(self) -> str:
        return (
            f"announced {self.announced}, spoken {self.spoken}, in order {self.in_order}, "
            f"once {self.once}, uncut {self.uncut} ({self.notifications} notifications)"
        )


def spoken_messages(heard: Sequence[str], notes: Sequence[Notification]) -> list[Spoken]:
    """The announced texts found in the notifications, in the order Orca said them (a text
    inside a longer announced text that is found there is part of it, not said again)."""
    patterns = {text: _whole(text) for text in dict.fromkeys(heard)}
    found: list[Spoken] = []
    for note in notes:
        spans = sorted(
            (match.start(), -match.end(), text)
            for text, pattern in patterns.items()
            for match in pattern.finditer(note.text)
        )
        taken = 0
        for start, minus_end, text in spans:
            if start >= taken:  # the longest text starting here; none overlapping it
                found.append(Spoken(text, note, -minus_end))
                taken = -minus_end
    return found


def _longest_in_order(heard: Sequence[str], spoken: Sequence[str]) -> list[int]:
    """The indices of ``heard`` in a longest common subsequence with ``spoken``."""
    rows, columns = len(heard), len(spoken)
    table = [[0] * (columns + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(columns - 1, -1, -1):
            if heard[i] == spoken[j]:
                table[i][j] = table[i + 1][j + 1] + 1
            else:
                table[i][j] = max(table[i + 1][j], table[i][j + 1])
    kept, i, j = [], 0, 0
    while i < rows and j < columns:
        if heard[i] == spoken[j]:
            kept.append(i)
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return kept


def _cut_by(message: Spoken, said: Said) -> str | None:
    """What began before ``message`` (its notification up to its end) had been said."""
    after = message.note.index + 1
    if after >= len(said):
        return None
    at, text = said[after]
    needed = speaking_seconds(message.note.text[: message.end])
    if at - message.note.at >= needed - SLACK:
        return None
    return f"{message.text!r} cut by {text!r} after {at - message.note.at:.2f} s of {needed:.2f} s"


def _others(said: Said, first: int, last: int) -> list[str]:
    """The utterances of ``said[first:last]`` that are no part of a notification (focus
    reads)."""
    return [
        text
        for index, (_, text) in enumerate(said[first:last], first)
        if not text.startswith(NOTIFICATION + " ")
        and text != NOTIFICATION
        and not (index > 0 and said[index - 1][1] == NOTIFICATION)
    ]


def count(heard: Sequence[str], said: Said, first: int = 0, last: int | None = None) -> Counts:
    """The counts of one game: ``heard`` its announced messages, ``said[first:last]`` what
    Orca said meanwhile (the utterance after ``last`` still tells whether the last
    notification was cut)."""
    last = len(said) if last is None else last
    notes = [note for note in notifications(said) if first <= note.index < last]
    found = spoken_messages(heard, notes)
    wanted = Counter(heard)
    counts = Counts(announced=len(heard), notifications=len(notes))

    # spoken: each announcement matched by one finding of its text
    found_times = Counter(message.text for message in found)
    counts.spoken = sum(min(times, found_times[text]) for text, times in wanted.items())
    missing = [text for text, times in wanted.items() if found_times[text] < times]

    # in order
    kept = set(_longest_in_order(heard, [message.text for message in found]))
    late = [text for i, text in enumerate(heard) if i not in kept and found_times[text]]
    counts.in_order = len(kept)

    # once: in the notifications and in every other utterance (focus reads)
    focus_reads = " ".join(_others(said, first, last))
    twice = {
        text: said_times - times
        for text, times in wanted.items()
        if (said_times := found_times[text] + count_whole(text, focus_reads)) > times
    }
    counts.once = counts.announced - sum(min(extra, wanted[text]) for text, extra in twice.items())

    # uncut: each announcement's first findings (as many as it was announced)
    budget = Counter(wanted)
    cut: list[str] = []
    for message in found:
        if budget[message.text] == 0:
            continue
        budget[message.text] -= 1
        if (why := _cut_by(message, said)) is None:
            counts.uncut += 1
        else:
            cut.append(why)

    for name, examples in (
        ("spoken", missing),
        ("in_order", late),
        ("once", [f"{text!r} said {extra} more time(s)" for text, extra in twice.items()]),
        ("uncut", cut),
    ):
        if examples:
            counts.missed[name] = examples[:10]
    return counts
