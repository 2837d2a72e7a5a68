"""Issue 37 item 5: memory flat over hours of play. The Penta chances keep distributions
of the states they have seen; since each seat is modelled by its own level (a person by a
fitted one, issue 35), they kept 512 of Perfect's and 512 of each other level, up to some
35 MiB, and a program grew by 15 MiB over 200 games after a warm-up of 20. The cache is
now bounded by the points it holds, every level together."""

from __future__ import annotations

import gc
import random
import sys
import threading
from collections.abc import Iterator

import pytest
from support.games import perfect_dice

from dicegame.games.penta.core import PentaLevel, chances, exact_turns, moments_tables
from dicegame.games.penta.core.rules import PentaGame, Sheet
from dicegame.games.penta.core.strategy import best_box, sheet_state

SEATS = (PentaLevel.PERFECT, PentaLevel.GOOD)  # the computer, a person fitted as Good
#: Bytes of a point held (a float object and its place in a tuple), and of an entry's
#: other parts (its tuples, key and place in the dict), on a 64-bit CPython.
POINT_BYTES = 32
ENTRY_BYTES = 400


def turns(seed: int) -> Iterator[tuple[Sheet, Sheet, tuple[int, ...]]]:
    """A game of two seats played to the end, each turn start as (first seat's sheet,
    second's, the dice the mover scores): both play Perfect, each with its own dice."""
    games = [PentaGame(1, rng=random.Random(seed * 2 + seat)) for seat in range(2)]
    while not games[1].is_over:
        for mover, game in enumerate(games):
            dice = perfect_dice(game)
            yield games[0].sheet, games[1].sheet, dice if mover else ()
            game.score(best_box(game.sheet, dice))


def play(games: range, hints: bool = False) -> None:
    """What a game shows: everyone's chance to win at every turn start; with ``hints``,
    for the person (the second seat) the hint's chance of each box too."""
    for seed in games:
        for first, second, dice in turns(seed):
            chances.win_chances((first, second), SEATS)
            if hints and dice:
                chances.box_chances((first, second), 1, dice, SEATS)


#: Threads of the program that an earlier test may have left running, which end by
#: themselves (they allocate while they run).
PASSING_THREADS = ("dicegame-warm-up", "dicegame-penta-tables")


def blocks_held() -> int:
    """Python's small memory blocks in use (a float of a distribution is one), after a
    full collection: a count of objects, not the process's memory, so it says the same
    on every run."""
    for thread in threading.enumerate():
        if thread.name in PASSING_THREADS:
            thread.join(timeout=60)
    gc.collect()
    return sys.getallocatedblocks()


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    assert moments_tables.table_problem() is None
    chances.forget_cache()
    yield
    chances.forget_cache()


def test_memory_stays_flat_over_games_after_a_warm_up() -> None:
    """As the memory benchmark plays (the chances shown, no hint): after 10 games, 30
    more leave the objects the chances hold where they were, within 8 000 small blocks
    (a float of a distribution is one). Before, the distributions of the person's level
    kept filling a cache of their own (512 of them), and Perfect's theirs: some 400 000
    blocks more over these 30 games (12 MiB)."""
    play(range(10))
    before = blocks_held()
    play(range(10, 40))
    grown = blocks_held() - before
    assert grown < 8_000, f"{grown} blocks more"


def test_the_cache_holds_at_most_its_points_every_level_together() -> None:
    """With the hints as well (a dozen new states a turn), the distributions kept hold at
    most the stated points: at most some 0.1 million floats (2 MiB, 3 with the tuples and
    the keys) however long the play. Before: two caches of 512, some 0.7 million."""
    before = blocks_held()
    play(range(6), hints=True)
    grown = blocks_held() - before
    assert grown < chances._CACHE_POINTS + 16_000, f"{grown} blocks more"
    entries, points = chances.cache_size()
    assert entries > 20 and chances._CACHE_POINTS * 0.9 < points <= chances._CACHE_POINTS
    assert chances._CACHE_POINTS * POINT_BYTES + entries * ENTRY_BYTES <= 3 * 2**20


def test_a_distribution_seen_again_is_the_one_kept() -> None:
    """Within a game the states come back (the other seat's, the hinted box's successor):
    each is computed once while it is among the most recent."""
    sheet = PentaGame(1).sheet
    for level in SEATS:
        first = chances.final_distribution(sheet, level)
        assert chances.final_distribution(sheet, level)[1] is first[1]
    assert chances.cache_size()[0] == 2  # Perfect's, and Good's reshaped from it


def test_a_dropped_distribution_is_computed_again_the_same() -> None:
    sheet = next(first for turn, (first, _, _) in enumerate(turns(99)) if turn == 8)
    key = (PentaLevel.GOOD, exact_turns.canonical(sheet_state(sheet)))
    first = chances.final_distribution(sheet, PentaLevel.GOOD)
    assert key in chances._cache._entries
    play(range(3))  # enough other states to drop it
    assert key not in chances._cache._entries
    assert chances.final_distribution(sheet, PentaLevel.GOOD) == first
