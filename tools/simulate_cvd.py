"""Show screenshots as a colour-blind player sees them (or in greyscale).

    .venv/bin/python tools/simulate_cvd.py shots/*.png [--kind deuteranopia] [--out cvd]

Each PNG is written again as ``<name>.<kind>.png`` (next to it, or in ``--out``). The
simulation is Machado, Oliveira & Fernandes (2009), "A physiologically-based model for
simulation of color vision deficiency", severity 1.0, applied to linear RGB; ``greyscale`` is
the WCAG relative luminance. Needs numpy (in the test extras).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from PySide6.QtGui import QImage

# Machado 2009, severity 1.0 (linear RGB).
MATRICES = {
    "deuteranopia": np.array(
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ]
    ),
    "protanopia": np.array(
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ]
    ),
    "tritanopia": np.array(
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ]
    ),
    "greyscale": np.array([[0.2126, 0.7152, 0.0722]] * 3),
}


def to_linear(srgb: np.ndarray) -> np.ndarray:
    return np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)


def to_srgb(linear: np.ndarray) -> np.ndarray:
    linear = np.clip(linear, 0.0, 1.0)
    return np.where(linear <= 0.0031308, linear * 12.92, 1.055 * linear ** (1 / 2.4) - 0.055)


def simulate(image: QImage, kind: str) -> QImage:
    """``image`` as seen with ``kind`` (a key of MATRICES)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    raw = np.frombuffer(bytes(rgb.constBits()), dtype=np.uint8).reshape(height, stride)
    pixels = raw[:, : width * 3].reshape(height, width, 3) / 255.0
    seen = to_srgb(to_linear(pixels) @ MATRICES[kind].T)
    data = np.ascontiguousarray(np.round(seen * 255).astype(np.uint8))
    result = QImage(data.data, width, height, width * 3, QImage.Format.Format_RGB888)
    return result.copy()  # own the pixels: data is freed on return


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("images", nargs="+", type=Path)
    parser.add_argument("--kind", choices=sorted(MATRICES), default="deuteranopia")
    parser.add_argument("--out", type=Path, help="folder for the results (default: beside)")
    args = parser.parse_args()
    for path in args.images:
        image = QImage(str(path))
        if image.isNull():
            print(f"cannot read {path}", file=sys.stderr)
            return 1
        folder = args.out or path.parent
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{path.stem}.{args.kind}.png"
        simulate(image, args.kind).save(str(target))
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
