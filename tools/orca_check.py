"""What the real Orca says while the real program plays: a check with the screen reader itself.

Run it with ``tools/orca_check.sh`` (it starts a virtual display, a D-Bus session and the
accessibility bus, then this script). This script starts Orca with its debug log (speech is
not heard: Orca's log has a ``SPEECH OUTPUT: '…'`` line for every utterance), opens the
program's main window with scripted dice and plays, step by step, waiting each time for Orca
to speak:

- Penta (Ana against the computer), die 1 focused: a roll, a hold, two more rolls, the
  auto-score countdown and its scoring, the computer's turn; then, the score sheet focused,
  a roll where no open box scores (the sacrifice message) and a hold by key (digit 2);
- Farkle (Ana against the computer): a roll, a set-aside, a bank, the computer's turn, then a
  roll that farkles and the computer's turn after it.

Then it checks Orca's speech: each kind of moment must have been spoken; every message the
program announced must have been spoken exactly once; a roll renames the focused die once;
no progress bar's value is read out by itself. It reads the logs of Orca 43 (Debian 12) and
Orca 48 (Debian 13: ``tools/orca_check_debian.sh trixie``) alike.
It prints each check, the speech lines that prove it and the time taken; the exit status is
the number of failed checks. ``--keep DIR`` keeps Orca's log and the report there.

``--whole`` plays two whole games instead (``tools/orca_whole.py``: Farkle of Ana, Rui and
the computer to 5 000, Penta of Ana and the computer, 13 rounds) and counts, for each game,
the announced messages spoken, in order, once and uncut (``tools/orca_counts.py``); the exit
status is then the number of those counts that fall short.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, cast

from orca_counts import NOTIFICATION, SPEECH, count_whole, notifications, seconds_of
from orca_whole import GameRun, count_runs, open_main_window, play_whole, recount, save_runs
from orca_whole import report as whole_report

if TYPE_CHECKING:
    from dicegame.games.penta.ui.view import PentaView

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "tests"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# Orca writes its debug log through a block buffer: started this way (the real Orca, its
# debug file opened line-buffered) the log can be read while Orca runs.
LAUNCH_ORCA = """
import builtins, runpy, shutil, sys
log, prefs = sys.argv[1], sys.argv[2]
_open = builtins.open
def _open_log_line_buffered(file, mode="r", *args, **kwargs):
    if str(file) == log:
        return _open(file, mode, 1, encoding="utf-8")
    return _open(file, mode, *args, **kwargs)
builtins.open = _open_log_line_buffered
sys.argv = ["orca", "--debug-file=" + log, "-u", prefs]
runpy.run_path(shutil.which("orca"), run_name="__main__")
"""
PRUNED = re.compile(r"EVENT MANAGER: \d+ events pruned\. New size: (\d+)")
PERCENT = re.compile(r"\d+ percent\.?")  # Orca 48 reads a progress bar's new value so


@dataclass
class Check:
    """One expectation about what Orca spoke."""

    what: str
    passed: bool
    evidence: list[str] = field(default_factory=list)


class Orca:
    """The real Orca, its speech only in its debug log."""

    def __init__(self, workdir: Path) -> None:
        self.log = workdir / "orca-debug.log"
        self.prefs = workdir / "orca-prefs"
        self.prefs.mkdir(exist_ok=True)
        self.process: subprocess.Popen[bytes] | None = None
        self._read = 0  # bytes of the log read so far
        self._backlog = 0
        self._spoken: list[str] = []
        self._times: list[float] = []  # when each was said (the log's clock, in seconds)

    def start(self, timeout: float = 30.0) -> None:
        env = {name: value for name, value in os.environ.items() if name != "PYTHONPATH"}
        self.process = subprocess.Popen(
            ["/usr/bin/python3", "-c", LAUNCH_ORCA, str(self.log), str(self.prefs)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        deadline = time.monotonic() + timeout
        while "Screen reader on." not in self.spoken_all():
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError(f"Orca did not start (log: {self.log})")
            time.sleep(0.2)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def backlog(self) -> int:
        """How many events Orca has queued and not yet handled (read from its log)."""
        self._read_log()
        return self._backlog

    def spoken_all(self) -> list[str]:
        """Everything Orca has said so far."""
        self._read_log()
        return list(self._spoken)

    def spoken_at(self) -> list[tuple[float, str]]:
        """Everything Orca has said so far, with when."""
        self._read_log()
        return list(zip(self._times, self._spoken, strict=True))

    def _read_log(self) -> None:
        """Read what the log gained since the last time (whole lines only)."""
        if not self.log.exists():
            return
        with self.log.open("rb") as log:
            log.seek(self._read)
            chunk = log.read()
        end = chunk.rfind(b"\n") + 1
        self._read += end
        for line in chunk[:end].decode("utf-8", errors="replace").splitlines():
            if "EVENT MANAGER: Queueing " in line:
                self._backlog += 1
            elif "EVENT MANAGER: Dequeued " in line:
                self._backlog -= 1
            elif pruned := PRUNED.search(line):
                self._backlog = int(pruned.group(1))
            elif spoken := SPEECH.search(line):
                self._spoken.append(spoken.group(1))
                self._times.append(seconds_of(line))


class Player:
    """Drives the program and waits for Orca (both in this process's event loop)."""

    def __init__(self, orca: Orca) -> None:
        from PySide6.QtWidgets import QApplication

        self.orca = orca
        self.app = QApplication.instance() or QApplication(sys.argv)
        self.heard: list[str] = []  # every text the program announced, in order
        self.marks: dict[str, int] = {}  # step name -> index in Orca's speech when it began
        self.ends: dict[str, int] = {}  # step name -> the same, when its words had been said
        # nothing waits in the program's queue of notifications (see listen())
        self.voice_idle: Callable[[], bool] = lambda: True

    def run_until(self, done: Callable[[], bool], timeout: float) -> bool:
        """Run the event loop until ``done()`` (checked every 50 ms) or ``timeout`` seconds.

        The loop really runs, never sleeps: Orca asks the program about every event over
        D-Bus, and each answer waits for the program's event loop.
        """
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        end = time.monotonic() + timeout
        result = [False]

        def check() -> None:
            if done():
                result[0] = True
                loop.quit()
            elif time.monotonic() > end:
                loop.quit()

        timer = QTimer()
        timer.setInterval(50)
        timer.timeout.connect(check)
        timer.start()
        check()
        if not result[0] and time.monotonic() <= end:
            loop.exec()
        timer.stop()
        return result[0]

    def settle(self, seconds: float) -> None:
        self.run_until(lambda: False, seconds)

    def wait_for(self, done: Callable[[], bool], timeout: float, what: str) -> bool:
        if self.run_until(done, timeout):
            return True
        print(f"  (timed out waiting for {what})")
        return False

    def wait_until_orca_is_idle(self, quiet: float = 1.0, timeout: float = 120.0) -> None:
        """Wait until Orca has handled every event it queued, and nothing came for ``quiet``
        seconds.

        Orca 43 handles only the focused object's events while more than 50 wait in its
        queue (a "flood"): with its debug log on a busy machine it is slow enough for one
        new game screen to fill it, so each step starts when Orca has caught up.
        """
        since = [time.monotonic()]

        def caught_up() -> bool:
            if self.orca.backlog() > 0:
                since[0] = time.monotonic()
            return time.monotonic() - since[0] >= quiet

        if not self.run_until(caught_up, timeout):
            print(f"  (Orca did not catch up: {self.orca.backlog()} events waiting)")

    def listen(self, timeout: float = 120.0) -> None:
        """Wait as a player who listens: until the program has nothing waiting to be said
        (``voice_idle``), Orca has caught up and its last utterance has had its speaking
        time (:func:`~dicegame.ui.voice.speech.speaking_seconds`)."""
        from dicegame.ui.voice.speech import speaking_seconds

        def heard_out() -> bool:
            said = self.orca.spoken_at()
            if not said:
                return True
            at, text = said[-1]
            return _time_of_day() >= at + speaking_seconds(text)

        def quiet() -> bool:
            return self.voice_idle() and self.orca.backlog() == 0 and heard_out()

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.wait_until_orca_is_idle(timeout=max(1.0, end - time.monotonic()))
            self.run_until(quiet, max(0.1, end - time.monotonic()))
            self.settle(0.2)
            if quiet():
                return
        print("  (Orca did not fall quiet)")

    def spoken_since(self, mark: str) -> list[str]:
        return self.orca.spoken_all()[self.marks[mark] :]

    def step(
        self, name: str, action: Callable[[], object] | None, spoken: str, timeout: float
    ) -> None:
        """Wait for Orca to catch up, do ``action`` and wait until Orca has said something
        containing ``spoken``. Without an action (the computer plays on by itself), what
        Orca says while it catches up counts too."""
        if action is None:
            self.marks[name] = len(self.orca.spoken_all())
        self.wait_until_orca_is_idle()
        if action is not None:
            self.marks[name] = len(self.orca.spoken_all())
            action()
        self.wait_for(
            lambda: any(spoken in line for line in self.spoken_since(name)), timeout, spoken
        )
        self.ends[name] = len(self.orca.spoken_all())


def _nothing_scores(view: PentaView, dice: list[int]) -> None:
    """Fill Ana's open boxes that ``dice`` would score (with 0): her roll of ``dice`` must
    then sacrifice a box."""
    from dicegame.games.penta.core.rules import Box

    game = view.engine.game
    sheet = game.sheets[0]
    options = sheet.options(tuple(dice))
    scores = tuple(
        0 if sheet[box] is None and options.get(box, 0) > 0 else sheet[box] for box in Box
    )
    game.sheets[0] = replace(sheet, scores=scores)


def play(player: Player, pace_ms: int) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from dicegame.core.setup import GameSetup
    from dicegame.games.farkle.core import FARKLE
    from dicegame.games.farkle.ui.view import FarkleView
    from dicegame.games.penta.ui.sheet.scoresheet import ScoreSheet

    window, rng = open_main_window(player, pace_ms)
    player.settle(2.0)

    # ----- Penta ----------------------------------------------------------------------
    rng.script = [2, 6, 5, 5, 1, 6, 5, 3, 5, 5, 5, 5]
    player.wait_until_orca_is_idle()
    view = cast("PentaView", window.start_game(GameSetup(humans=("Ana",))))
    player.settle(1.5)
    view.tray.dice[0].setFocus()
    player.step("penta roll", view.engine.roll, "You rolled", 30)
    player.step("penta hold", lambda: view.toggle_die(0), "held", 30)
    player.step("penta roll 2", view.engine.roll, "You rolled", 30)
    player.step("penta roll 3", view.engine.roll, "Time is up", 60)
    player.step("computer turn", None, "Ana, your turn. Round 2/13", 120)
    sheet = view.findChild(ScoreSheet, "scoreSheet")
    assert sheet is not None
    sheet.setFocus()
    _nothing_scores(view, [1, 1, 3, 4, 6])
    rng.script = [1, 1, 3, 4, 6]
    player.step("penta sacrifice", view.engine.roll, "you must sacrifice", 30)
    player.step(
        "penta hold by key", lambda: QTest.keyClick(sheet, Qt.Key.Key_2), "Die 2: 1, held", 30
    )

    # ----- Farkle ---------------------------------------------------------------------
    rng.script = [1, 5, 2, 3, 3, 6]
    player.wait_until_orca_is_idle()
    farkle = cast("FarkleView", window.start_game(GameSetup(kind=FARKLE, humans=("Ana",))))
    player.settle(1.0)
    farkle.setFocus()
    player.step("farkle roll", farkle.engine.roll, "Ana rolled", 30)
    player.step("farkle set aside", lambda: farkle.engine.toggleDie(0), "set aside", 30)
    player.step("farkle bank", farkle.engine.bank, "Ana banked", 30)
    player.step("farkle computer", None, "Ana's turn", 180)
    rng.script = [2, 3, 4, 6, 2, 3]
    player.step("farkle farkle", farkle.engine.roll, "Farkle!", 30)
    player.step("farkle computer 2", None, "Ana's turn", 120)  # it plays after the farkle

    # ----- Farkle, two players and the computer: what ended a turn, then the next card ----
    rng.script = [1, 5, 2, 3, 3, 6]
    player.wait_until_orca_is_idle()
    setup = GameSetup(kind=FARKLE, humans=("Ana", "Rui"), with_computer=True)
    duo = cast("FarkleView", window.start_game(setup))
    player.settle(1.0)
    duo.setFocus()
    player.step("duo roll", duo.engine.roll, "Ana rolled", 30)
    player.step("duo set aside", lambda: duo.engine.toggleDie(0), "set aside", 30)
    player.step("duo bank", duo.engine.bank, HAND_OVER_CARD, 30)
    # Space lifts the card: the card has said whose turn it is, so nothing more is spoken
    # (Orca's log shows none); the check waits for the card to go instead.
    player.wait_until_orca_is_idle()
    QTest.keyClick(duo, Qt.Key.Key_Space)
    player.wait_for(lambda: not duo.hand_over.waiting(), 5, "Rui's card to go")
    rng.script = [2, 3, 4, 6, 2, 3]
    player.step("duo farkle", duo.engine.roll, "Farkle!", 30)
    player.step("duo computer", None, "Ana's turn", 180)
    player.wait_until_orca_is_idle()
    window.close()
    player.settle(0.5)


HAND_OVER_CARD = "Rui's turn: press Space or click to start"
EXPECTED = (  # (the step after which it is said, what, words of the speech[, as a notification])
    ("penta roll", "a Penta roll", "You rolled"),
    ("penta hold", "a Penta hold (die 1 focused)", "held"),
    (
        "penta roll 3",
        "the start of the auto-score countdown, with its box",
        "Scoring in 3 seconds: ",
    ),
    ("penta roll 3", "a scoring by the auto-score", "Time is up: Ana scored"),
    ("penta roll 3", "the computer's Penta turn", "Computer is playing…"),
    ("penta roll 3", "the computer's Penta scoring, with its dice", "Computer ends with"),
    ("computer turn", "whose turn it is", "Ana, your turn. Round 2/13"),
    ("penta sacrifice", "the sacrifice message", "No open box scores: you must sacrifice one."),
    ("penta hold by key", "a hold by key, the sheet focused", "Die 2: 1, held", True),
    ("farkle roll", "a Farkle roll", "Ana rolled"),
    ("farkle set aside", "a Farkle set-aside", "Ana set aside"),
    ("farkle bank", "a Farkle bank", "Ana banked"),
    ("farkle bank", "what the computer kept in Farkle", "Computer keeps"),
    ("farkle farkle", "a farkle", "Farkle! No die scores: Ana"),
    ("duo bank", "the next player's card", HAND_OVER_CARD, True),
)
# The steps where the program plays by itself (the computer): no focus move may be spoken.
UNATTENDED = ("computer turn", "farkle computer", "farkle computer 2", "duo computer")


def checks(player: Player) -> list[Check]:
    spoken = player.orca.spoken_all()
    notes = notifications(player.orca.spoken_at())
    results = []
    for step, what, words, *as_notification in EXPECTED:
        if as_notification:
            said = [note.text for note in notes if note.index >= player.marks[step]]
            what = f"{what}, as a notification"
        else:
            said = spoken[player.marks[step] :]
        lines = [line for line in said if words in line]
        results.append(Check(f"Orca speaks {what} ({words!r})", bool(lines), lines[:1]))
    joined = " ".join(note.text for note in notes)
    missing = [text for text in player.heard if text not in joined]
    twice = [
        text for text in set(player.heard) if count_whole(text, joined) > player.heard.count(text)
    ]
    results.append(
        Check(
            f"every one of the {len(player.heard)} announced messages is spoken",
            not missing,
            missing[:5],
        )
    )
    results.append(Check("no announced message is spoken twice", not twice, twice[:5]))
    results.append(_in_order(player.heard, joined))
    results += _turn_ends_before_cards(player)
    cards = count_whole(HAND_OVER_CARD, " ".join(spoken))
    results.append(Check("the hand-over card is said once", cards == 1, [f"{cards} times"]))
    results += _uncut(player)
    results.append(_farkle_waits_for_the_roll(player))
    values = [line for line in spoken if PERCENT.fullmatch(line)]
    results.append(Check("no progress bar's value is read out by itself", not values, values[:3]))
    rolled = spoken[player.marks["penta roll"] : player.marks["penta hold"]]
    die_names = [line for line in rolled if line.startswith("Die 1:")]
    results.append(
        Check("the first roll renames the focused die 1 once", len(die_names) <= 1, die_names)
    )
    return results


def _in_order(heard: list[str], joined: str) -> Check:
    """The announced messages are spoken in the order they were announced."""
    at, late = 0, []
    for text in heard:
        found = joined.find(text, at)
        if found < 0:
            late.append(text)  # said before the one before it (or not at all)
        else:
            at = found + len(text)
    what = f"the {len(heard)} announced messages are spoken in the order they happened"
    return Check(what, not late, late[:5])


def _turn_ends_before_cards(player: Player) -> list[Check]:
    """What ended a turn (a bank, a farkle) is said before the next player's card, in the
    game of two players and the computer."""
    notes = notifications(player.orca.spoken_at())
    joined = " ".join(note.text for note in notes if note.index >= player.marks["duo roll"])
    pairs = (
        ("Ana banked", HAND_OVER_CARD),
        ("Farkle! No die scores: Rui", "Computer plays next"),
    )
    results = []
    for first, then in pairs:
        a, b = joined.find(first), joined.find(then)
        ok = a >= 0 and (b < 0 or a < b)
        evidence = [f"{first!r} at {a}, {then!r} at {b} (-1: not said)"]
        results.append(Check(f"{first!r} is said before {then!r}", ok, evidence))
    return results


def _uncut(player: Player) -> list[Check]:
    """Counted: the notifications that the next utterance began before their speaking time
    (175 words a minute), by a notification or by a focus read; and the focus reads during
    the computer's turns, when no key is pressed (none may come)."""
    from dicegame.ui.voice.speech import speaking_seconds

    said = player.orca.spoken_at()
    notes = notifications(said)
    starts = {note.index for note in notes}  # the notifications' own utterances
    starts |= {
        note.index - 1 for note in notes if note.index and said[note.index - 1][1] == NOTIFICATION
    }
    unattended = {
        i
        for name in UNATTENDED
        if name in player.marks
        for i in range(player.marks[name], player.ends.get(name, len(said)))
    }
    by_note = by_focus = 0
    cut: list[str] = []
    for note in notes:
        if note.index + 1 >= len(said):
            continue
        at, text = said[note.index + 1]
        if at - note.at >= speaking_seconds(note.text) - 0.3:
            continue
        if note.index + 1 in starts:
            by_note += 1
        else:
            by_focus += 1
            if note.index + 1 in unattended:
                cut.append(f"{note.text!r} cut by {text!r}")
    focus_reads = [said[i][1] for i in sorted(unattended) if i not in starts]
    counts = (
        f"{len(notes)} notifications: {by_note} cut by a notification, {by_focus} by a focus "
        "read, most of them the script's own focus moves"
    )
    return [
        Check(
            f"no notification cut by a focus read in the computer's turns ({counts})",
            not cut,
            cut[:5],
        ),
        Check("no focus read during the computer's turns", not focus_reads, focus_reads[:5]),
    ]


def _time_of_day() -> float:
    """Now, on the clock of Orca's log (the time of day, in seconds)."""
    now = datetime.now()
    return now.hour * 3600 + now.minute * 60 + now.second + now.microsecond / 1e6


def _farkle_waits_for_the_roll(player: Player) -> Check:
    """Orca cuts speech short for each notification: "Farkle!" must come once the roll it
    follows has had the time to be said."""
    from dicegame.ui.voice.speech import speaking_seconds

    mark = player.marks["farkle farkle"]
    notes = [note for note in notifications(player.orca.spoken_at()) if note.index >= mark]
    rolls = [i for i, note in enumerate(notes) if "Ana rolled" in note.text]
    what = "the farkle does not cut the roll short"
    if not rolls:
        return Check(what, False, ["Ana's roll was not said"])
    roll_at, roll = notes[rolls[0]].at, notes[rolls[0]].text
    if "Farkle!" in roll.split("Ana rolled", 1)[1]:
        return Check(what, True, [f"one notification, the roll first: {roll!r}"])
    if rolls[0] + 1 >= len(notes):
        return Check(what, False, ["nothing said after the roll"])
    next_at, after = notes[rolls[0] + 1].at, notes[rolls[0] + 1].text
    needed = speaking_seconds(roll)
    gap = next_at - roll_at
    evidence = [f"{gap:.2f} s between {roll!r} and {after!r} (it takes {needed:.2f} s)"]
    return Check(what, gap >= needed - 0.3, evidence)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="keep Orca's log and the report here")
    parser.add_argument(
        "--pace",
        type=int,
        default=800,
        help="ms between the computer's steps (default 800, the program's own)",
    )
    parser.add_argument(
        "--whole",
        action="store_true",
        help="whole games (Farkle of three, Penta of 13 rounds): every announced message "
        "spoken, in order, once, uncut; the exit status is the number of counts short",
    )
    parser.add_argument(
        "--recount",
        type=Path,
        metavar="DIR",
        help="count again the whole games kept in DIR (by --whole --keep DIR); no Orca",
    )
    args = parser.parse_args()
    if args.recount:
        lines, failed = whole_report(
            recount(Orca(args.recount).spoken_at(), args.recount / "announced.json")
        )
        print("\n".join(lines))
        return failed
    if "DBUS_SESSION_BUS_ADDRESS" not in os.environ or "DISPLAY" not in os.environ:
        print("run tools/orca_check.sh (a display, a D-Bus session and the a11y bus)")
        return 2
    os.environ.setdefault("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", "1")
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    started = time.monotonic()
    workdir = args.keep or Path(tempfile.mkdtemp(prefix="orca-check-"))
    workdir.mkdir(parents=True, exist_ok=True)
    orca = Orca(workdir)
    orca.start()
    runs: list[GameRun] = []
    try:
        player = Player(orca)
        if args.whole:
            runs = play_whole(player, args.pace)
        else:
            play(player, args.pace)
    finally:
        time.sleep(0.5)
        orca.stop()
    lines = [f"Orca speech log: {orca.log}"]
    if args.whole:
        count_runs(player, runs)
        save_runs(player, runs, workdir / "announced.json")
        found, failed = whole_report(runs)
    else:
        results = checks(player)
        found = []
        for result in results:
            found.append(f"{'PASS' if result.passed else 'FAIL'}  {result.what}")
            found += [f"        {line}" for line in result.evidence]
        failed = sum(not result.passed for result in results)
    lines += found
    lines.append(f"time: {time.monotonic() - started:.0f} s")
    report = "\n".join(lines)
    print(report)
    (workdir / "report.txt").write_text(report + "\n", encoding="utf-8")
    return failed


if __name__ == "__main__":
    sys.exit(main())
