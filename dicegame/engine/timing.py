"""Timer intervals of the engines and widgets, injectable so tests run fast."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Timing:
    """Every delay the program waits for, in milliseconds.

    The defaults are the real program's. Tests pass ``Timing.fast()``.
    """

    auto_score_ms: int = 3000  # Penta: after the 3rd roll, score automatically
    countdown_tick_ms: int = 1000  # visible countdown step of the auto-score
    computer_step_ms: int = 800  # pace of a computer turn, one step per tick
    roll_animation_ms: int = 450  # dice tumbling
    banner_ms: int = 1800  # Farkle banners (farkle, hot dice, last turn)

    @classmethod
    def fast(cls) -> Timing:
        """Tiny intervals for tests: everything happens within a few event-loop turns."""
        return cls(
            auto_score_ms=30,
            countdown_tick_ms=10,
            computer_step_ms=1,
            roll_animation_ms=0,
            banner_ms=1,
        )
