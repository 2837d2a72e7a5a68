"""How the Penta levels play, measured: WRITTEN BY tools/build_penta_level_shapes.py.

Do not edit; run the tool again after a change of a level or of the strategy table.
Indexed by the boxes still open (0-13): SHORTFALL is the level's mean shortfall of the
points still to come against Perfect's expectation, SCALE its spread over Perfect's
(:mod:`dicegame.games.penta.core.play_levels`). CHANCE_POWER: the fitted power of the
chances' recalibration map, per number of players (absent: 1).

Run 2026-12-04 00:39 UTC: --games 4000 --fit-games 1500 --seed 35.
perfect: mean 254.55; shortfall from the start -0.07, scale 0.986; states with no spread: 0.
good: mean 233.24; shortfall from the start 21.25, scale 0.940; states with no spread: 0.
casual: mean 201.45; shortfall from the start 53.04, scale 1.089; states with no spread: 0.
beginner: mean 163.13; shortfall from the start 91.36, scale 1.210; states with no spread:
0.
2 players, 49500 positions (Perfect tables and Good/Casual mixed): power 1.050, Brier
0.17132 (raw 0.17138).
3 players, 49500 positions (Perfect tables and Good/Casual mixed): power 0.955, Brier
0.16302 (raw 0.16307).
"""

SHORTFALL: dict[str, tuple[float, ...]] = {
    "good": (
        0.000,
        1.591,
        3.518,
        5.173,
        6.814,
        8.637,
        10.211,
        11.795,
        13.419,
        14.907,
        16.909,
        18.306,
        19.886,
        21.249,
    ),
    "casual": (
        0.000,
        6.171,
        11.906,
        17.020,
        21.539,
        25.327,
        29.107,
        32.398,
        35.890,
        39.567,
        42.851,
        46.357,
        49.767,
        53.037,
    ),
    "beginner": (
        0.000,
        14.082,
        27.273,
        37.280,
        44.600,
        50.731,
        55.926,
        60.422,
        65.567,
        70.070,
        74.622,
        80.946,
        86.832,
        91.359,
    ),
}
SCALE: dict[str, tuple[float, ...]] = {
    "good": (
        1.0000,
        0.9729,
        0.9707,
        0.9654,
        0.9737,
        0.9666,
        0.9583,
        0.9593,
        0.9625,
        0.9515,
        0.9523,
        0.9554,
        0.9482,
        0.9398,
    ),
    "casual": (
        1.0000,
        0.9523,
        1.0259,
        1.0708,
        1.0949,
        1.1000,
        1.1096,
        1.1088,
        1.1120,
        1.0975,
        1.0928,
        1.0896,
        1.0904,
        1.0888,
    ),
    "beginner": (
        1.0000,
        0.9744,
        1.0038,
        1.0616,
        1.1663,
        1.2117,
        1.2469,
        1.2472,
        1.2467,
        1.2317,
        1.2120,
        1.2133,
        1.2129,
        1.2097,
    ),
}
CHANCE_POWER: dict[int, float] = {2: 1.050}
