"""Render the scalable app icon to PNG files (for .ico/.icns conversion and hicolor PNG sizes).

Usage: python packaging/render_icons.py [OUT_DIR] [SIZE ...]
Defaults: resources/icons, sizes 256 and 512. Runs headless (offscreen platform).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "dicegame.svg"
DEFAULT_SIZES = (256, 512)


def render(svg: Path, out_dir: Path, sizes: tuple[int, ...]) -> list[Path]:
    """Write ``dicegame-<size>.png`` for each size; return the files written."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = out_dir / f"dicegame-{size}.png"
        if not image.save(str(target)):
            raise SystemExit(f"render_icons: cannot write {target}")
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out_dir = Path(argv[0]) if argv else SVG.parent
    sizes = tuple(int(s) for s in argv[1:]) or DEFAULT_SIZES
    for path in render(SVG, out_dir, sizes):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
