"""Synthesises the game's sounds into resources/sounds/*.wav (standard library only).

    python tools/make_sounds.py

Every sound is our own, made here from sine tones and seeded noise, so the files are
the project's (GPL-3.0-or-later, like the code) and rebuild byte-identically.
8-bit mono PCM at 11 025 Hz (the .deb has a 19 MiB limit), each under a second.
"""

from __future__ import annotations

import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 11_025  # tones stay far below 5 512 Hz; small files keep the installer small
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def tone(freq: float, seconds: float, volume: float = 0.5, decay: float = 6.0) -> list[float]:
    """A sine tone with a quick attack and an exponential decay."""
    count = int(RATE * seconds)
    return [
        volume
        * min(1.0, i / (RATE * 0.005))
        * math.exp(-decay * i / RATE)
        * math.sin(2 * math.pi * freq * i / RATE)
        for i in range(count)
    ]


def click(seconds: float = 0.03, volume: float = 0.6, seed: int = 1) -> list[float]:
    """A short filtered noise burst: a die knocking on the table."""
    rng = random.Random(seed)
    count = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(count):
        last = 0.55 * last + 0.45 * rng.uniform(-1, 1)
        out.append(volume * last * math.exp(-40 * i / RATE))
    return out


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Lay each (start second, samples) over one track."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    track = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            track[offset + i] += value
    return track


def roll() -> list[float]:
    rng = random.Random(6)
    hits = [(rng.uniform(0, 0.32), click(0.04, rng.uniform(0.3, 0.7), seed=k)) for k in range(9)]
    return mix(*hits)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "roll": roll,
    "hold": lambda: mix((0, click(0.025, 0.5, seed=2)), (0, tone(880, 0.06, 0.2, 40))),
    "set_aside": lambda: mix((0, click(0.03, 0.5, seed=3)), (0.0, tone(660, 0.08, 0.25, 30))),
    "score": lambda: mix((0, tone(784, 0.25, 0.35)), (0.09, tone(1047, 0.35, 0.35))),
    "farkle": lambda: mix((0, tone(392, 0.25, 0.4, 5)), (0.18, tone(311, 0.45, 0.4, 4))),
    "hot_dice": lambda: mix(
        *((0.07 * k, tone(f, 0.3, 0.3, 8)) for k, f in enumerate((523, 659, 784, 1047)))
    ),
    "last_turn": lambda: mix(*((0.18 * k, tone(988, 0.12, 0.35, 20)) for k in range(3))),
    # the big moments (issue 33): each its own, none longer than a second
    "penta": lambda: mix(
        *((0.09 * k, tone(f, 0.45, 0.3, 5)) for k, f in enumerate((523, 659, 784, 1047, 1319))),
        (0.5, tone(1568, 0.5, 0.3, 4)),
    ),
    "penta_bonus": lambda: mix(
        (0, tone(1047, 0.3, 0.3, 7)),
        (0.1, tone(1319, 0.3, 0.3, 7)),
        (0.2, tone(1568, 0.5, 0.35, 5)),
    ),
    "upper_bonus": lambda: mix((0, tone(659, 0.3, 0.35, 7)), (0.12, tone(988, 0.45, 0.35, 5))),
    "big_bank": lambda: mix(
        *((0.05 * k, click(0.03, 0.4, seed=20 + k)) for k in range(6)),
        (0.3, tone(784, 0.25, 0.3, 8)),
        (0.42, tone(1175, 0.4, 0.3, 5)),
    ),
    "game_end": lambda: mix(
        *((0.13 * k, tone(f, 0.5, 0.3, 4)) for k, f in enumerate((523, 659, 784, 1047, 1319)))
    ),
}


def write(name: str, samples: list[float]) -> Path:
    peak = max(1e-9, max(abs(value) for value in samples))
    scale = min(1.0, 0.9 / peak)
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(1)
        out.setframerate(RATE)
        out.writeframes(
            bytes(128 + int(127 * scale * value) for value in samples)  # 8-bit WAV: unsigned
        )
    return path


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = write(name, make())
        print(f"{path.relative_to(OUT.parents[1])}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
