"""The program's looks (Game ▸ Look): the desktop's own, or one of the complete palettes
here, painted by Qt's Fusion style: Light, Dark, High contrast and the Table (green felt,
wooden buttons). The theme (:mod:`dicegame.ui.style.theme`) derives every colour the game paints
from the palette in use, each pair meeting WCAG 2.2 AA, so a look is only a palette.

:func:`apply_look` switches live: Qt sends every widget a palette change and the theme's
followers repaint. "system" brings back the style and palette the program started with.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QPalette

from dicegame.persist.settings import LOOKS

__all__ = [
    "LOOKS",
    "PALETTES",
    "apply_look",
    "current_look",
    "dark_palette",
    "high_contrast_palette",
    "light_palette",
    "look_dice",
    "palette_named",
    "table_palette",
    "use_palette",
]

SYSTEM = "system"
_state: dict[str, object] = {"look": SYSTEM}


def _palette(colors: dict[QPalette.ColorRole, str], disabled_text: str) -> QPalette:
    palette = QPalette()
    for color_role, color in colors.items():
        palette.setColor(color_role, QColor(color))
    for color_role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, color_role, QColor(disabled_text))
    return palette


def light_palette() -> QPalette:
    """Fusion's light palette."""
    role = QPalette.ColorRole
    return _palette(
        {
            role.Window: "#efefef",
            role.WindowText: "#000000",
            role.Base: "#ffffff",
            role.AlternateBase: "#f7f7f7",
            role.Text: "#000000",
            role.Button: "#efefef",
            role.ButtonText: "#000000",
            role.Highlight: "#308cc6",
            role.HighlightedText: "#ffffff",
            role.ToolTipBase: "#ffffdc",
            role.ToolTipText: "#000000",
            role.PlaceholderText: "#6b6b6b",
            role.Link: "#0000ff",
            role.Light: "#ffffff",
            role.Midlight: "#cacaca",
            role.Mid: "#b8b8b8",
            role.Dark: "#9f9f9f",
            role.Shadow: "#767676",
        },
        "#7a7a7a",
    )


def dark_palette() -> QPalette:
    """A dark palette, as desktop dark themes give Fusion."""
    role = QPalette.ColorRole
    return _palette(
        {
            role.Window: "#2d2f33",
            role.WindowText: "#e8e8e8",
            role.Base: "#1e1f22",
            role.AlternateBase: "#26282b",
            role.Text: "#e8e8e8",
            role.Button: "#35373b",
            role.ButtonText: "#e8e8e8",
            role.Highlight: "#3d7bd9",
            role.HighlightedText: "#ffffff",
            role.ToolTipBase: "#35373b",
            role.ToolTipText: "#e8e8e8",
            role.PlaceholderText: "#9a9da3",
            role.Link: "#7fb2ff",
            role.Light: "#4a4c50",
            role.Midlight: "#3f4145",
            role.Mid: "#5a5d63",
            role.Dark: "#1a1b1d",
            role.Shadow: "#000000",
        },
        "#8a8d93",
    )


def high_contrast_palette() -> QPalette:
    """White on black with yellow selection, like the desktops' high-contrast themes."""
    role = QPalette.ColorRole
    return _palette(
        {
            role.Window: "#000000",
            role.WindowText: "#ffffff",
            role.Base: "#000000",
            role.AlternateBase: "#000000",
            role.Text: "#ffffff",
            role.Button: "#000000",
            role.ButtonText: "#ffffff",
            role.Highlight: "#ffff00",
            role.HighlightedText: "#000000",
            role.ToolTipBase: "#000000",
            role.ToolTipText: "#ffffff",
            role.PlaceholderText: "#d0d0d0",
            role.Link: "#ffff00",
            role.Light: "#ffffff",
            role.Midlight: "#ffffff",
            role.Mid: "#ffffff",
            role.Dark: "#ffffff",
            role.Shadow: "#ffffff",
        },
        _HIGH_CONTRAST_DISABLED,
    )


#: Disabled text in high contrast: a grey that still reads (4.5:1 on black, WCAG text) yet is
#: far from the white of enabled text (#c0c0c0 was 1.82:1 from it: disabled looked enabled).
_HIGH_CONTRAST_DISABLED = "#808080"


#: The Table: a green felt under the dice, wooden buttons, brass for the selection.
_TABLE_COLORS = {
    QPalette.ColorRole.Window: "#1e4d36",
    QPalette.ColorRole.WindowText: "#f6f1e4",
    QPalette.ColorRole.Base: "#0c2517",
    QPalette.ColorRole.AlternateBase: "#10301f",
    QPalette.ColorRole.Text: "#f6f1e4",
    QPalette.ColorRole.Button: "#6b4428",
    QPalette.ColorRole.ButtonText: "#fff7ea",
    QPalette.ColorRole.Highlight: "#d8a23e",
    QPalette.ColorRole.HighlightedText: "#1a1408",
    QPalette.ColorRole.ToolTipBase: "#2b5a42",
    QPalette.ColorRole.ToolTipText: "#f6f1e4",
    QPalette.ColorRole.PlaceholderText: "#bccabf",
    QPalette.ColorRole.Link: "#ffd27a",
    QPalette.ColorRole.Light: "#8a5c38",
    QPalette.ColorRole.Midlight: "#7a5030",
    QPalette.ColorRole.Mid: "#4a2e1a",
    QPalette.ColorRole.Dark: "#3a2414",
    QPalette.ColorRole.Shadow: "#000000",
}


def table_palette() -> QPalette:
    """The Table: a green felt under the dice, wooden buttons, brass for the selection."""
    return _palette(_TABLE_COLORS, "#a9b8ad")


#: A look's own dice, where the ones the theme derives from its palette would not look like
#: dice on it: on the Table, ivory dice with dark pips (a deep red 1) lie on the felt, and a
#: held die turns brass with a pale gold edge and padlock. Every pair still meets WCAG 2.2
#: AA (the contrast test measures them with the rest): the refused outline sits between the
#: dark felt and the ivory face, so it is the one salmon red 3:1 from both.
LOOK_DICE: dict[str, tuple[dict[QPalette.ColorRole, str], dict[str, str]]] = {
    "table": (
        _TABLE_COLORS,
        {
            "die_face": "#fffcf3",
            "die_face_disabled": "#8fa595",
            "pip": "#1d1a16",
            "pip_one": "#6a0a0a",
            "pip_disabled": "#3f443c",
            "die_edge": "#cbbf9f",
            "held_face": "#a97b1e",
            "held_edge": "#ffeeb8",
            "held_badge": "#ffeeb8",
            "refused": "#e76953",
        },
    ),
}

#: The roles that tell a look's palette from another (and from the desktop's).
_SIGNATURE = (
    QPalette.ColorRole.Window,
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.Base,
    QPalette.ColorRole.Button,
    QPalette.ColorRole.Highlight,
)


PALETTES: dict[str, Callable[[], QPalette]] = {
    "light": light_palette,
    "dark": dark_palette,
    "contrast": high_contrast_palette,
    "table": table_palette,
}


def palette_named(name: str) -> QPalette:
    """``"light"``, ``"dark"``, ``"contrast"`` or ``"table"``."""
    return PALETTES[name]()


def look_dice(palette: QPalette) -> dict[str, QColor]:
    """The dice colours of the look whose palette ``palette`` is, by theme role (none for a
    look whose dice the theme derives, or for the desktop's palette)."""
    for colors, roles in LOOK_DICE.values():  # (no palette made: the first frame asks)
        if all(palette.color(role).name() == colors[role] for role in _SIGNATURE):
            return {role: QColor(color) for role, color in roles.items()}
    return {}


def use_palette(name: str) -> None:
    """Give the whole application the Fusion style with palette ``name`` (screenshots,
    checks): Fusion paints every widget from the palette, as desktop dark themes do."""
    from PySide6.QtWidgets import QApplication

    QApplication.setStyle("Fusion")
    QApplication.setPalette(palette_named(name))


def apply_look(name: str) -> None:
    """Show the whole program in look ``name`` (one of :data:`LOOKS`), at once."""
    from PySide6.QtWidgets import QApplication

    if name not in LOOKS or name == _state["look"]:
        return
    if "style" not in _state:  # the desktop's, kept for "system"
        style = QApplication.style()
        _state["style"] = style.name() if style is not None else "Fusion"
        _state["palette"] = QPalette(QApplication.palette())
    _state["look"] = name
    if name == SYSTEM:
        QApplication.setStyle(str(_state["style"]))
        saved = _state["palette"]
        assert isinstance(saved, QPalette)
        QApplication.setPalette(saved)
        return
    use_palette(name)


def current_look() -> str:
    return str(_state["look"])
