"""Penta chances: the shipped tables they read, checked and held in memory.

Besides the strategy table (:mod:`dicegame.games.penta.core.strategy`), the chances
(:mod:`dicegame.games.penta.core.chances`) read three tables of ``resources/penta/``, built
by ``tools/build_penta_moments.py`` and checked against their sha256 in ``moments.json``:

* ``moments.f16``: each state's standard deviation and skewness of the points still to come
  (:func:`spread`);
* ``split.f16.xz``: the chance of some Penta from here on and the moments of the parts
  without and with one (:func:`parts`);
* ``endgame.json``: the exact distributions of the last turn's points (:func:`_last_turn`,
  enumerated by :mod:`dicegame.games.penta.core.exact_turns` for a state it lacks).

Each is loaded once, on first use or by :func:`table_problem` (under a lock: a background
thread and the GUI thread never unpack them twice), and kept; :func:`tables_loaded` tells
whether they are in memory without loading anything. Standard library only.
"""

from __future__ import annotations

import hashlib
import json
import lzma
import struct
import threading
from pathlib import Path

from dicegame.games.penta.core.combine import Distribution
from dicegame.games.penta.core.exact_turns import exact_remaining
from dicegame.games.penta.core.strategy import (
    TABLE_DIR,
    TABLE_LENGTH,
    TABLE_SHAPE,
    State,
    StrategyTableError,
    state_index,
    state_value,
)
from dicegame.games.penta.core.strategy import (
    table_problem as strategy_table_problem,
)
from dicegame.paths import resource_path

__all__ = [
    "ENDGAME_FILE",
    "MOMENTS_FILE",
    "MOMENTS_META_FILE",
    "MOMENTS_SHAPE",
    "SPLIT_FILE",
    "SPLIT_SHAPE",
    "MomentsTableError",
    "Part",
    "forget_tables",
    "load_endgame",
    "load_moments",
    "load_split",
    "parts",
    "spread",
    "table_problem",
    "tables_loaded",
]

MOMENTS_FILE = "moments.f16"
MOMENTS_META_FILE = "moments.json"
ENDGAME_FILE = "endgame.json"
SPLIT_FILE = "split.f16.xz"  # xz-compressed: 9 MiB of float16 would weigh on the install
MOMENTS_SHAPE = (2, *TABLE_SHAPE)  # (sd, skewness) per state
#: Per state: P(some Penta), its part's mean minus the state's, (sd, skewness) of each part.
SPLIT_SHAPE = (6, *TABLE_SHAPE)


class MomentsTableError(StrategyTableError):
    """The spread table is missing, truncated or fails its checksum."""


# ----- the spread tables ------------------------------------------------------------------
def _load_halves(folder: Path | None, name: str, key: str, blocks: int) -> bytes:
    """Read and verify a float16 table of ``blocks`` values per state (the checksum is the
    file's; a ``.xz`` file is decompressed once it checks out)."""
    base = folder if folder is not None else resource_path(*TABLE_DIR)
    values_path, meta_path = base / name, base / MOMENTS_META_FILE
    try:
        data = values_path.read_bytes()
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise MomentsTableError(f"cannot read the Penta table {name}: {error}") from error
    if not isinstance(meta, dict) or hashlib.sha256(data).hexdigest() != meta.get(key):
        raise MomentsTableError(f"{values_path} does not match the checksum in {meta_path}")
    if name.endswith(".xz"):
        try:
            data = lzma.decompress(data, format=lzma.FORMAT_XZ)
        except lzma.LZMAError as error:
            raise MomentsTableError(f"cannot decompress {values_path}: {error}") from error
    if len(data) != blocks * TABLE_LENGTH * _HALF.size:
        raise MomentsTableError(f"{values_path} holds {len(data)} bytes")
    return data


def load_moments(folder: Path | None = None) -> bytes:
    """Read and verify the spread table: the raw float16 values (sd block, skewness block)."""
    return _load_halves(folder, MOMENTS_FILE, "sha256", MOMENTS_SHAPE[0])


def load_split(folder: Path | None = None) -> bytes:
    """Read and verify the split table: the raw float16 values (SPLIT_SHAPE)."""
    return _load_halves(folder, SPLIT_FILE, "split_sha256", SPLIT_SHAPE[0])


_HALF = struct.Struct("<e")
_moments: bytes | None = None
_split: bytes | None = None


def _halves(data: bytes, blocks: int, state: State) -> tuple[float, ...]:
    index = state_index(*state)
    return tuple(
        float(_HALF.unpack_from(data, (block * TABLE_LENGTH + index) * _HALF.size)[0])
        for block in range(blocks)
    )


def spread(state: State) -> tuple[float, float]:
    """(standard deviation, skewness) of the points still to come from ``state``."""
    global _moments
    if _moments is None:
        _moments = load_moments()
    sd, skew = _halves(_moments, MOMENTS_SHAPE[0], state)
    return sd, skew


Part = tuple[float, float, float, float]  # (weight, mean, sd, skewness)


def parts(state: State) -> tuple[Part, ...]:
    """The points still to come from ``state`` as parts of a mixture: without a Penta
    from here on and with one (one part where no Penta can come or the table has none)."""
    global _split
    if _split is None:
        _split = load_split()
    mean = state_value(state)
    chance, shift, sd_n, skew_n, sd_p, skew_p = _halves(_split, SPLIT_SHAPE[0], state)
    if chance <= 0.0:
        return ((1.0, mean, *spread(state)),)
    mean_n = mean - chance * shift / (1.0 - chance)
    return (1.0 - chance, mean_n, sd_n, skew_n), (chance, mean + shift, sd_p, skew_p)


def load_endgame(folder: Path | None = None) -> dict[State, Distribution]:
    """Read and verify the exact last-turn distributions (checksum in moments.json)."""
    base = folder if folder is not None else resource_path(*TABLE_DIR)
    values_path, meta_path = base / ENDGAME_FILE, base / MOMENTS_META_FILE
    try:
        data = values_path.read_bytes()
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if not isinstance(meta, dict) or hashlib.sha256(data).hexdigest() != meta.get(
            "endgame_sha256"
        ):
            raise ValueError(f"{values_path} does not match the checksum in {meta_path}")
        return {
            (int(ps), int(mask), int(upper)): (int(low), tuple(float(p) for p in probabilities))
            for ps, mask, upper, low, probabilities in json.loads(data)["states"]
        }
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise MomentsTableError(f"cannot read the Penta endgame table: {error}") from error


_endgame: dict[State, Distribution] | None = None
_loading = threading.Lock()  # held while table_problem() loads the tables


def _last_turn(state: State) -> Distribution:
    """The exact distribution of the last turn's points (shipped table)."""
    global _endgame
    if _endgame is None:
        _endgame = load_endgame()
    found = _endgame.get(state)
    return found if found is not None else exact_remaining(state)


def table_problem() -> str | None:
    """None when every table the chances need is there and checks out, else why not
    (then show no chance: :func:`win_chances` and :func:`box_chances` would raise)."""
    problem = strategy_table_problem()
    if problem is not None:
        return problem
    global _moments, _split, _endgame
    with _loading:  # one thread unpacks them; another one waits, then finds them there
        try:
            if _moments is None:
                _moments = load_moments()
            if _split is None:
                _split = load_split()
            if _endgame is None:
                _endgame = load_endgame()
        except MomentsTableError as error:
            return str(error)
    return None


def tables_loaded() -> bool:
    """The spread, split and endgame tables are in memory (loaded and checked): the
    chances cost no unpacking now. Never loads anything (a GUI thread may ask)."""
    return _moments is not None and _split is not None and _endgame is not None


def forget_tables() -> None:
    """Load the spread, split and endgame tables again on next use (tests)."""
    global _moments, _split, _endgame
    _moments = _split = _endgame = None
