"""How a rolled die moves: its flight across the tray and the pose it lands in.

Pure geometry, no widgets: :class:`~dicegame.ui.dice.tray.DiceTray` asks :func:`plan_flight` for
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


def plan_flight(
    rng: random.Random,
    slot_x: float,
    tray_width: float,
    side: float,
    max_tilt: float = MAX_TILT,
) -> Flight:
    """A new flight for a die whose slot starts ``slot_x`` px into a tray ``tray_width``
    wide, the die ``side`` px: it leaves from a random point across the tray, and lands
    tilted at most ``max_tilt`` degrees (what its slot has room for, see
    :func:`largest_tilt`)."""
    start_x = rng.uniform(0.0, max(0.0, tray_width - side))
    turns = rng.uniform(*SPIN_TURNS) * rng.choice((-1, 1))
    tilt = max(0.0, min(MAX_TILT, max_tilt))
    landing = Pose(
        dx=rng.uniform(-MAX_SHIFT, MAX_SHIFT),
        dy=rng.uniform(-MAX_SHIFT, MAX_SHIFT) * 0.6,
        angle=rng.uniform(-tilt, tilt),
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


def turned_side(side: float, angle: float) -> float:
    """The width (and height) of the box round a square ``side`` px turned by ``angle``."""
    radians = math.radians(angle)
    return side * (abs(math.cos(radians)) + abs(math.sin(radians)))


def fit_scale(angle: float, side: float, room: float) -> float:
    """How much a die ``side`` px, turned by ``angle``, must shrink to stand in ``room`` px
    (its turned square is wider than it): 1.0 when it fits."""
    extent = turned_side(side, angle)
    return 1.0 if extent <= room or extent <= 0 else room / extent


def largest_tilt(side: float, room: float, limit: float = MAX_TILT) -> float:
    """The largest tilt, up to ``limit`` degrees, at which a die ``side`` px stands in
    ``room`` px (0 when even a straight one does not)."""
    if turned_side(side, limit) <= room:
        return limit
    low, high = 0.0, limit
    for _ in range(20):
        middle = (low + high) / 2
        low, high = (middle, high) if turned_side(side, middle) <= room else (low, middle)
    return low


Box = tuple[float, float, float, float]  # left, top, right, bottom


def _clamp(value: float, low: float, high: float) -> float:
    """``value`` kept between ``low`` and ``high``; their middle when there is no room."""
    return (low + high) / 2 if low > high else min(max(value, low), high)


def fit_pose(
    centre: tuple[float, float],
    side: float,
    pose: Pose,
    box: Box,
    pad: float = 0.0,
    turn_less: bool = False,
) -> Pose:
    """``pose`` for a die ``side`` px whose slot's centre is ``centre``, changed as little
    as it takes for the die, turned, and ``pad`` px round it (its edge, its shadow, a
    ring) to be drawn inside ``box``: moved in, and shrunk (or, ``turn_less``, turned
    less first: a die that lies on its slot keeps its size)."""
    left, top, right, bottom = box
    room = min(right - left, bottom - top) - 2 * pad
    angle, scale = pose.angle, pose.scale
    if turn_less and turned_side(side * scale, angle) > room:
        tilt = largest_tilt(side * scale, room, abs(angle))
        angle = math.copysign(tilt, angle)
    scale *= fit_scale(angle, side * scale, room)
    half = turned_side(side * scale, angle) / 2 + pad
    x = _clamp(centre[0] + pose.dx, left + half, right - half)
    y = _clamp(centre[1] + pose.dy, top + half, bottom - half)
    return Pose(x - centre[0], y - centre[1], angle, scale)


def drawn_box(centre: tuple[float, float], side: float, pose: Pose, pad: float = 0.0) -> Box:
    """Where a die ``side`` px whose slot's centre is ``centre`` is drawn in ``pose``,
    ``pad`` px round it included: the box round its turned square."""
    half = turned_side(side * pose.scale, pose.angle) / 2 + pad
    x, y = centre[0] + pose.dx, centre[1] + pose.dy
    return (x - half, y - half, x + half, y + half)
