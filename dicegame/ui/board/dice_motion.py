"""How a rolled die moves: its flight across the tray and the pose it lands in.

Pure geometry, no widgets: :class:`~dicegame.ui.board.dice.DiceTray` asks :func:`plan_flight` for
each die it throws and :meth:`Flight.pose_at` for each frame of the roll. A die leaves from
somewhere across the tray, spins and hops while it slides to its own place, and settles
there at a small tilt and a few pixels off its slot, so that no two rolls look alike. The
tumbling faces are drawn once per flight, from the tray's own cosmetic random numbers (never
the game's).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

MAX_TILT = 8.0  # degrees: how far a landed die may lean either way
MAX_SHIFT = 3.0  # pixels: how far a landed die may lie off its slot (inside its margin)
SPIN_TURNS = (0.75, 1.75)  # whole turns a die spins on its way
HOPS = (2, 3)  # how many times it bounces before it settles
FACE_CHANGES = 9  # faces shown on the way (the last is the landed one)


@dataclass(frozen=True)
class Pose:
    """Where a die is drawn, relative to its slot: offset (px), angle (degrees), scale."""

    dx: float = 0.0
    dy: float = 0.0
    angle: float = 0.0
    scale: float = 1.0

    def is_still(self) -> bool:
        return self.dx == 0.0 and self.dy == 0.0 and self.angle == 0.0 and self.scale == 1.0


REST = Pose()  # a die lying straight on its slot


@dataclass(frozen=True)
class Flight:
    """One die's way from its starting point to its landing pose."""

    start_dx: float  # where it leaves from, relative to its slot
    start_dy: float
    spin: float  # degrees turned on the way, on top of the landing tilt
    hop: float  # the height of the first bounce (px)
    hops: int
    landing: Pose
    faces: tuple[int, ...]  # the faces shown on the way, in order

    def pose_at(self, progress: float) -> Pose:
        """The pose at ``progress`` (0 = thrown, 1 = landed)."""
        p = min(1.0, max(0.0, progress))
        glide = 1.0 - (1.0 - p) ** 3  # slides fast, then slows down (an out-cubic)
        dx = self.start_dx + (self.landing.dx - self.start_dx) * glide
        bounce = abs(math.sin(math.pi * self.hops * p)) * self.hop * (1.0 - p) ** 2
        dy = self.start_dy + (self.landing.dy - self.start_dy) * glide - bounce
        angle = self.landing.angle + self.spin * (1.0 - glide)
        return Pose(dx, dy, angle, 1.0)

    def face_at(self, progress: float, value: int) -> int:
        """The face shown at ``progress``: the landed ``value`` once it has (almost) landed."""
        step = int(min(1.0, max(0.0, progress)) * len(self.faces))
        return value if step >= len(self.faces) else self.faces[step]


def plan_flight(rng: random.Random, slot_x: float, tray_width: float, side: float) -> Flight:
    """A new flight for a die whose slot starts ``slot_x`` px into a tray ``tray_width``
    wide, the die ``side`` px: it leaves from a random point across the tray."""
    start_x = rng.uniform(0.0, max(0.0, tray_width - side))
    turns = rng.uniform(*SPIN_TURNS) * rng.choice((-1, 1))
    landing = Pose(
        dx=rng.uniform(-MAX_SHIFT, MAX_SHIFT),
        dy=rng.uniform(-MAX_SHIFT, MAX_SHIFT) * 0.6,
        angle=rng.uniform(-MAX_TILT, MAX_TILT),
    )
    faces = tuple(rng.randint(1, 6) for _ in range(FACE_CHANGES - 1))
    return Flight(
        start_dx=start_x - slot_x,
        start_dy=rng.uniform(-0.05, 0.05) * side,
        spin=turns * 360.0,
        hop=side * rng.uniform(0.10, 0.18),
        hops=rng.randint(*HOPS),
        landing=landing,
        faces=faces,
    )


def fit_scale(angle: float, side: float, room: float) -> float:
    """How much a die ``side`` px, turned by ``angle``, must shrink to stand in ``room`` px
    (its turned square is wider than it): 1.0 when it fits."""
    radians = math.radians(angle)
    extent = side * (abs(math.cos(radians)) + abs(math.sin(radians)))
    return 1.0 if extent <= room or extent <= 0 else room / extent
