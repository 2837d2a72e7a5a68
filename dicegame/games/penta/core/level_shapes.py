"""How the Penta levels play, measured: WRITTEN BY tools/build_penta_level_shapes.py.

Do not edit; run the tool again after a change of a level or of the strategy table.
Indexed by the boxes still open (0-13): SHORTFALL is the level's mean shortfall of the
points still to come against Perfect's expectation, SCALE its spread over Perfect's
(:mod:`dicegame.games.penta.core.play_levels`). CHANCE_POWER: the fitted power of the
chances' recalibration map, by (players, every seat modelled as Perfect); absent: 1.

Run 2026-12-04 00:39 UTC: --games 4000 --fit-games 1500 --seed 35.
perfect: mean 254.55; shortfall from the start -0.07, scale 0.986; states with no spread: 0.
good: mean 233.24; shortfall from the start 21.25, scale 0.940; states with no spread: 0.
casual: mean 201.45; shortfall from the start 53.04, scale 1.089; states with no spread: 0.
beginner: mean 163.13; shortfall from the start 91.36, scale 1.210; states with no spread:
0.
Map fitted 2026-12-04 01:10 UTC: --fit-games 3000 --seed 35.
Map: 2 players, Perfect tables, 33000 positions: power 1.025, Brier 0.18098 (raw 0.18099).
Map: 2 players, Good/Casual tables mixed, 66000 positions: power 1.070, Brier 0.16639 (raw
0.16650).
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
CHANCE_POWER: dict[tuple[int, bool], float] = {
    (2, True): 1.025,
    (2, False): 1.070,
}
