"""The one theme module: every colour the game screens paint, derived from the palette.

Widgets never hold colour literals. They ask :func:`current_theme` (the application palette's
:class:`Theme`) for a named role — ``die_face``, ``sheet_preview``, ``banner_danger`` — and
:func:`bind` re-applies their colours when the palette changes (``QEvent.PaletteChange`` /
``ApplicationPaletteChange``). Painted widgets simply read the theme in ``paintEvent``: Qt
repaints them when the palette changes.

Light, dark and high-contrast palettes all work because each role starts from a hue (amber for
held dice, teal for hints, red for refusals…) mixed into the palette's own colours, and then its
lightness is pushed away from the colours it is painted on until the WCAG contrast ratio is met
(:func:`ensure_contrast`). :data:`PAIRS` lists every foreground/background pair the views paint,
with its WCAG threshold; the contrast test reads that very list.

The complete palettes (light, dark, high contrast, the Table's felt and wood) and Game ▸ Look
are in :mod:`dicegame.ui.style.looks`; this module names them too, for its older users.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

from dicegame.ui.style.looks import (
    PALETTES,
    dark_palette,
    high_contrast_palette,
    light_palette,
    look_dice,
    palette_named,
    use_palette,
)

__all__ = [
    "FOCUS_RING_TOUCHES",
    "PAIRS",
    "PALETTES",
    "SELECTED_BOX_NEIGHBOURS",
    "Pair",
    "Theme",
    "bind",
    "contrast_ratio",
    "current_theme",
    "dark_palette",
    "ensure_contrast",
    "high_contrast_palette",
    "light_palette",
    "palette_named",
    "use_palette",
    "relative_luminance",
    "theme_for",
]

TEXT = 4.5  # WCAG AA for normal text
LARGE = 3.0  # WCAG AA for large text, and for graphics: dice edges, marks, focus frames
MARGIN = 0.25  # aimed above each threshold, so rounding never lands just below it

# The hues the roles start from (not shown as such: each is mixed and adjusted to the palette).
_AMBER = "#f0b000"
_HELD_EDGE = "#a05f00"
_TEAL = "#0a7d72"
_RED = "#c62828"
_BLUE = "#1565c0"
_PURPLE = "#7b3fa0"
_GREEN = "#2e7d32"
_ORANGE = "#c43e00"
_BROWN = "#8a4b00"
_IVORY = "#fdfbf5"
_INK = "#1f2430"


# ----- WCAG arithmetic ---------------------------------------------------------------------------
def relative_luminance(color: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour (0 black … 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.redF())
        + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF())
    )


def contrast_ratio(first: QColor, second: QColor) -> float:
    """WCAG 2 contrast ratio, 1 (same) … 21 (black on white)."""
    a, b = relative_luminance(first), relative_luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def _color(color: QColor | str) -> QColor:
    """``color`` as a QColor (not copied: QColor(QColor) would load the Qt namespace, see
    :mod:`dicegame.ui.window.first_paint`; the welcome page's dice need this module)."""
    return color if isinstance(color, QColor) else QColor(color)


def mix(first: QColor | str, second: QColor | str, amount: float) -> QColor:
    """``amount`` of ``second`` into ``first`` (0 → first, 1 → second), opaque."""
    a, b = _color(first), _color(second)
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * amount,
        a.greenF() + (b.greenF() - a.greenF()) * amount,
        a.blueF() + (b.blueF() - a.blueF()) * amount,
    )


def _with_lightness(color: QColor, lightness: float) -> QColor:
    hue, saturation = color.hslHueF(), color.hslSaturationF()
    return QColor.fromHslF(max(hue, 0.0), saturation, min(1.0, max(0.0, lightness)))


def ensure_contrast(color: QColor | str, against: Iterable[QColor], ratio: float) -> QColor:
    """``color`` with its lightness moved (hue kept) until it reaches ``ratio`` against every
    colour of ``against``: darker on light backgrounds, lighter on dark ones."""
    color = _color(color)
    against = list(against)
    if all(contrast_ratio(color, other) >= ratio for other in against):
        return color
    darker = sum(relative_luminance(other) for other in against) / len(against) > 0.18
    lightness = color.lightnessF()
    for step in range(1, 101):
        candidate = _with_lightness(color, lightness + (-step if darker else step) / 100)
        if all(contrast_ratio(candidate, other) >= ratio for other in against):
            return candidate
    return QColor("black" if darker else "white")


# ----- the theme ---------------------------------------------------------------------------------
class Theme:
    """Every colour the game screens paint, for one palette (read-only).

    A plain class whose annotations name the roles: as a frozen dataclass its 54 fields cost
    some 4 ms to build at import, on the way to the welcome page's first paint.
    """

    dark: bool
    high_contrast: bool
    # the palette's own colours the roles are painted on
    window: QColor
    window_text: QColor
    base: QColor
    text: QColor
    button: QColor
    outline: QColor  # Fusion's frame and header lines (the window, 140 % darker)
    # dice
    die_face: QColor
    die_face_disabled: QColor
    pip: QColor
    pip_one: QColor  # the single pip of a 1
    pip_disabled: QColor
    die_edge: QColor
    held_face: QColor
    held_edge: QColor
    held_badge: QColor  # the padlock on a held die
    hint_mark: QColor  # the double ring around a die the hint keeps
    refused: QColor  # the cross and outline of a refused die
    focus: QColor  # the focus frames: dice, board, score sheet, combo boxes
    shadow: QColor  # translucent, under dice and banners
    # Penta score sheet
    sheet_filled: QColor
    sheet_preview: QColor
    sheet_zero_preview: QColor
    sheet_forbidden: QColor
    current_column: QColor
    selected_cell: QColor
    hint_cell: QColor
    hint_text: QColor  # hinted box and row name, and the hint sentence
    sum_row: QColor
    total_row: QColor
    highlight_cell: QColor  # the auto-score box and the cell just scored
    highlight_text: QColor  # their text
    # status texts
    muted_text: QColor  # secondary lines: key help, last event, advice
    countdown_text: QColor
    sacrifice_text: QColor
    refusal_text: QColor
    notice_text: QColor  # Farkle's last-turn notice
    # banners
    banner_danger: QColor
    banner_success: QColor
    banner_warning: QColor
    banner_info: QColor
    banner_text: QColor
    # Farkle scoreboard
    current_row: QColor
    current_row_edge: QColor
    current_row_text: QColor
    turn_points_text: QColor
    badge: QColor
    badge_text: QColor
    bar_trough: QColor
    bar_edge: QColor
    card_edge: QColor  # a welcome card's edge (its focus ring: ``focus``)
    bar_human: QColor
    bar_computer: QColor
    bar_reached: QColor
    # charts
    chart_bar: QColor
    chart_axis: QColor
    chart_line: QColor

    def __init__(self, **roles: QColor | bool) -> None:
        names = self.__annotations__.keys()
        if roles.keys() != names:
            raise TypeError(f"Theme roles missing or unknown: {roles.keys() ^ names}")
        self.__dict__.update(roles)

    @classmethod
    def deferred(
        cls, first: dict[str, QColor | bool], rest: Callable[[], dict[str, QColor | bool]]
    ) -> Theme:
        """A theme with the roles ``first`` now and ``rest()`` when one of those is first
        read: the welcome cards, painted first, need only the dice's (start-up, issue 25)."""
        theme = cls.__new__(cls)
        theme.__dict__.update(first, _rest=rest)
        return theme

    def __getattr__(self, name: str) -> QColor | bool:
        """Called only for a role not derived yet (see :meth:`deferred`)."""
        rest = self.__dict__.pop("_rest", None)
        if rest is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        self.__dict__.update(rest())
        names = self.__annotations__.keys()
        if self.__dict__.keys() != names:
            raise TypeError(f"Theme roles missing or unknown: {self.__dict__.keys() ^ names}")
        return getattr(self, name)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Theme is read-only: cannot set {name}")

    def __repr__(self) -> str:
        roles = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__annotations__)
        return f"Theme({roles})"

    def css(self, role: str) -> str:
        """The role as a style-sheet colour, e.g. ``"#1f2430"``."""
        return getattr(self, role).name()


class Pair(NamedTuple):
    """A foreground painted on a background, and the WCAG ratio it must reach."""

    foreground: str
    background: str
    minimum: float
    what: str


#: What the focus rings touch: the window, base and button colours they are drawn on, Fusion's
#: frame and header lines just outside the score sheet's ring, and the ring's own inner halo
#: (the base colour, see :mod:`dicegame.ui.style.focus_ring`), which keeps the focus colour off the
#: sheet's coloured cells: no one colour can stand 3:1 apart from black, the high-contrast
#: selected amber and the yellow highlight at once.
FOCUS_RING_TOUCHES = ("window", "base", "button", "outline")

#: What the selected box (a state marker, WCAG 1.4.11) lies next to: open and filled boxes
#: of its column, the other players' columns and the focus ring's halo, the sums between the
#: sections, the hinted box. (Never a highlighted cell: the auto-score countdown runs only
#: while no box is selected, and the cell just scored is shown until the next roll.)
SELECTED_BOX_NEIGHBOURS = ("current_column", "base", "sum_row", "hint_cell")


def _pairs() -> tuple[Pair, ...]:
    face_pairs = [
        Pair("pip", "die_face", LARGE, "pips"),
        Pair("pip_one", "die_face", LARGE, "the pip of a 1"),
        Pair("pip", "held_face", LARGE, "pips of a held die"),
        Pair("pip_one", "held_face", LARGE, "the pip of a held 1"),
        Pair("pip_disabled", "die_face_disabled", LARGE, "pips of a waiting die"),
        Pair("die_edge", "window", LARGE, "die edge"),
        Pair("held_edge", "window", LARGE, "held die edge"),
        Pair("held_edge", "held_face", LARGE, "held die edge on its face"),
        Pair("held_badge", "held_face", LARGE, "padlock badge on a held die"),
        Pair("held_badge", "window", LARGE, "padlock badge beside the die"),
        Pair("held_face", "held_badge", LARGE, "padlock drawn on its badge"),
        Pair("hint_mark", "window", LARGE, "hint ring"),
        Pair("refused", "window", LARGE, "refused outline"),
        Pair("refused", "die_face", LARGE, "refused cross"),
    ]
    face_pairs += [
        Pair("focus", surface, LARGE, f"focus ring, next to {surface}")
        for surface in FOCUS_RING_TOUCHES
    ]
    sheet_backgrounds = ("base", "current_column", "sum_row", "total_row", "selected_cell")
    sheet_pairs = [Pair("sheet_filled", bg, TEXT, "score") for bg in sheet_backgrounds]
    sheet_pairs += [
        Pair("sheet_preview", "current_column", TEXT, "points if scored now"),
        Pair("sheet_preview", "base", TEXT, "upper bonus progress"),
        Pair("sheet_preview", "sum_row", TEXT, "upper bonus progress"),
        Pair("sheet_zero_preview", "current_column", TEXT, "0 if scored now"),
        Pair("sheet_zero_preview", "sum_row", TEXT, "no Penta bonus yet"),
        Pair("sheet_forbidden", "current_column", TEXT, "joker-forbidden –"),
        Pair("hint_text", "hint_cell", TEXT, "hinted box"),
        Pair("hint_text", "selected_cell", TEXT, "hinted box, selected"),
        Pair("hint_text", "button", TEXT, "hinted row name"),
        Pair("hint_text", "window", TEXT, "hint sentence"),
        Pair("highlight_text", "highlight_cell", TEXT, "auto-score box, cell just scored"),
    ]
    sheet_pairs += [
        Pair("selected_cell", around, LARGE, f"selected box, next to {around}")
        for around in SELECTED_BOX_NEIGHBOURS
    ]
    status_pairs = [
        Pair("window_text", "window", TEXT, "text"),
        Pair("muted_text", "window", TEXT, "secondary text"),
        Pair("countdown_text", "window", TEXT, "auto-score countdown"),
        Pair("sacrifice_text", "window", TEXT, "nothing scores: sacrifice"),
        Pair("refusal_text", "window", TEXT, "refusal"),
        Pair("notice_text", "window", TEXT, "last-turn notice"),
    ]
    banner_pairs = [
        Pair("banner_text", f"banner_{kind}", TEXT, f"{kind} banner")
        for kind in ("danger", "success", "warning", "info")
    ]
    board_pairs = [
        Pair("current_row_text", "current_row", TEXT, "current seat"),
        Pair("turn_points_text", "current_row", TEXT, "points this turn"),
        Pair("current_row_edge", "window", LARGE, "current seat frame"),
        Pair("badge_text", "badge", TEXT, "computer badge"),
        Pair("bar_edge", "window", LARGE, "progress bar frame"),
        Pair("card_edge", "base", LARGE, "welcome card edge, inside"),
        Pair("card_edge", "window", LARGE, "welcome card edge, on the page"),
        Pair("bar_human", "bar_trough", LARGE, "progress bar"),
        Pair("bar_computer", "bar_trough", LARGE, "computer's progress bar"),
        Pair("bar_reached", "bar_trough", LARGE, "target reached bar"),
        Pair("chart_bar", "window", LARGE, "points lost bars"),
        Pair("chart_axis", "window", TEXT, "chart labels"),
        Pair("chart_line", "base", LARGE, "score chart line"),
        Pair("text", "base", TEXT, "chart labels on base"),
    ]
    return tuple(face_pairs + sheet_pairs + status_pairs + banner_pairs + board_pairs)


#: Every foreground/background pair the game screens paint, with its WCAG minimum.
PAIRS: tuple[Pair, ...] = _pairs()


def _text_on(backgrounds: Iterable[QColor], hue: QColor | str, high: bool) -> QColor:
    return ensure_contrast(hue, backgrounds, (7.0 if high else TEXT) + MARGIN)


def _mark_on(backgrounds: Iterable[QColor], hue: QColor | str, high: bool) -> QColor:
    return ensure_contrast(hue, backgrounds, (4.5 if high else LARGE) + MARGIN)


def _tint(base: QColor, hue: str, light: float, dark: float, is_dark: bool) -> QColor:
    return mix(base, hue, dark if is_dark else light)


def theme_for(palette: QPalette) -> Theme:
    """The theme of ``palette`` (cached: a palette's colours give one theme)."""
    key = tuple(palette.color(role).rgba() for role in _KEY_ROLES)
    theme = _CACHE.get(key)
    if theme is None:
        theme = _CACHE[key] = _derive(palette)
    return theme


def _derive(palette: QPalette) -> Theme:
    """The palette's theme: its colours and the dice's roles now, the rest when first read."""
    role = QPalette.ColorRole
    window, window_text = palette.color(role.Window), palette.color(role.WindowText)
    base, text = palette.color(role.Base), palette.color(role.Text)
    button, highlight = palette.color(role.Button), palette.color(role.Highlight)
    highlighted_text = palette.color(role.HighlightedText)
    is_dark = relative_luminance(window) < relative_luminance(window_text)
    high = contrast_ratio(window, window_text) >= 19.5 and contrast_ratio(base, text) >= 19.5
    outline = window.darker(140)  # QFusionStyle's outline()

    def rest() -> dict[str, QColor | bool]:
        return {
            **_sheet_roles(base, text, button, window, is_dark, high),
            **_highlight_roles(highlight, highlighted_text, high),
            **_board_roles(window, window_text, is_dark, high),
            "chart_line": _mark_on([base], highlight, high),
        }

    return Theme.deferred(
        {
            "dark": is_dark,
            "high_contrast": high,
            "window": window,
            "window_text": window_text,
            "base": base,
            "text": text,
            "button": button,
            "outline": outline,
            # the welcome cards paint first: their edge and focus ring come at once
            "focus": _focus(window, base, button, outline, is_dark),
            "card_edge": _mark_on([window, base], mix(window_text, base, 0.45), high),
            **_dice_roles(window, window_text, is_dark, high),
            **look_dice(palette),  # a look's own dice (the Table's ivory), if it has them
        },
        rest,
    )


def _dice_roles(window: QColor, ink: QColor, is_dark: bool, high: bool) -> dict[str, QColor]:
    """Dice are ivory with dark pips on a light screen, slate with light pips on a dark one:
    the face stays near the window's lightness so that the edge can stand out from both."""
    if is_dark:
        face = mix(window, "#8090a8", 0.22 if not high else 0.12)
        held_face = mix(window, _AMBER, 0.32 if not high else 0.25)
    else:
        face = mix(window, _IVORY, 0.85)
        held_face = mix(window, _AMBER, 0.42 if not high else 0.3)
    face_disabled = mix(face, window, 0.5)
    pip = _mark_on([face, held_face], ink, True)  # pips are the dice: as strong as text
    edge = _mark_on([window, face], mix(ink, window, 0.35), high)
    held_edge = _mark_on([window, held_face], _HELD_EDGE if not is_dark else _AMBER, high)
    ring = 6.0 if is_dark else LARGE + MARGIN  # thin lines on a dark screen: brighter
    hint = ensure_contrast(_TEAL, [window], ring)
    refused = _mark_on([window, face], _RED, high)
    shadow = QColor(0, 0, 0, 110 if is_dark else 60)
    return {
        "die_face": face,
        "die_face_disabled": face_disabled,
        "pip": pip,
        "pip_one": _mark_on([face, held_face], _RED, high),
        "pip_disabled": _mark_on([face_disabled], mix(pip, face_disabled, 0.3), False),
        "die_edge": edge,
        "held_face": held_face,
        "held_edge": held_edge,
        "held_badge": _mark_on([held_face], held_edge, True),
        "hint_mark": hint,
        "refused": refused,
        "shadow": shadow,
    }


def _focus(window: QColor, base: QColor, button: QColor, outline: QColor, is_dark: bool) -> QColor:
    """The focus rings' blue, 3:1 or more against all they touch (:data:`FOCUS_RING_TOUCHES`;
    on a dark screen 6:1, as the dice's other thin rings)."""
    ring = 6.0 if is_dark else LARGE + MARGIN
    return ensure_contrast(_BLUE, [window, base, button, outline], ring)


def _selected_fill(base: QColor, current: QColor, is_dark: bool, high: bool) -> QColor:
    """The selected box: amber, a marker of 3:1 against the open boxes around it (WCAG
    1.4.11), under text that still reads. On a light screen a darker amber under dark text;
    on a dark one the lightest amber under which white text still reaches 4.5:1 (there is
    room between the two only for so light a fill)."""
    if not is_dark:
        tint = _tint(base, _AMBER, 0.62, 0.38, is_dark)
        return ensure_contrast(tint, [base, current], LARGE + 0.05)
    return _lightest_under(mix(base, _AMBER, 0.75), QColor("white"), TEXT + 0.02)


def _apart(color: QColor, other: QColor, ratio: float) -> QColor:
    """``color`` (hue kept) moved away from ``other`` until they are ``ratio`` apart:
    lighter if it is the lighter of the two, else darker (the hinted box and the sums
    beside the selected one keep their side: light on a light screen, dark on a dark)."""
    lighter = relative_luminance(color) >= relative_luminance(other)
    lightness = color.lightnessF()
    for step in range(101):
        candidate = _with_lightness(color, lightness + (step if lighter else -step) / 200)
        if contrast_ratio(candidate, other) >= ratio:
            return candidate
    return QColor("white" if lighter else "black")


def _lightest_under(color: QColor, ink: QColor, ratio: float) -> QColor:
    """``color`` (hue kept) as light as it can be with ``ink`` on it at ``ratio``: a finer
    search than :func:`ensure_contrast`'s steps, where the room is narrow."""
    low, high = 0.0, color.lightnessF()
    for _ in range(30):
        middle = (low + high) / 2
        if contrast_ratio(_with_lightness(color, middle), ink) >= ratio:
            low = middle
        else:
            high = middle
    return _with_lightness(color, low)


def _sheet_roles(
    base: QColor, text: QColor, button: QColor, window: QColor, is_dark: bool, high: bool
) -> dict[str, QColor]:
    current = _tint(base, _BLUE, 0.09, 0.12, is_dark) if not high else base
    selected = _selected_fill(base, current, is_dark, high)
    hint_cell = _apart(_tint(base, _TEAL, 0.28, 0.3, is_dark), selected, LARGE + 0.05)
    sum_row = _apart(mix(base, text, 0.05 if not high else 0.0), selected, LARGE + 0.05)
    total_row = mix(base, text, 0.11 if not high else 0.0)
    filled_on = [base, current, sum_row, total_row, selected]
    preview = _text_on([current, base, sum_row], mix(text, base, 0.3), high)
    return {
        "sheet_filled": _text_on(filled_on, text, high),
        "sheet_preview": preview,
        "sheet_zero_preview": _text_on([current, sum_row], mix(text, base, 0.42), high),
        "sheet_forbidden": _text_on([current], mix(text, base, 0.45), high),
        "current_column": current,
        "selected_cell": selected,
        "hint_cell": hint_cell,
        "hint_text": _text_on([hint_cell, selected, button, window], _TEAL, high),
        "sum_row": sum_row,
        "total_row": total_row,
    }


def _highlight_roles(highlight: QColor, ink: QColor, high: bool) -> dict[str, QColor]:
    """The palette's selection colours, the fill darkened or lightened (hue kept) until its
    text reads: Fusion's light #308cc6 under white text is only 3.69:1."""
    return {
        "highlight_cell": ensure_contrast(highlight, [ink], (7.0 if high else TEXT) + MARGIN),
        "highlight_text": ink,
    }


def _board_roles(window: QColor, ink: QColor, is_dark: bool, high: bool) -> dict[str, QColor]:
    current_row = _tint(window, _AMBER, 0.28, 0.22, is_dark) if not high else window
    white = QColor("white")
    banners = {
        f"banner_{name}": ensure_contrast(hue, [white], TEXT + MARGIN)
        for name, hue in (
            ("danger", _RED),
            ("success", _GREEN),
            ("warning", _ORANGE),
            ("info", _BLUE),
        )
    }
    trough = mix(window, ink, 0.08 if not high else 0.0)
    badge = ensure_contrast(_PURPLE, [white], TEXT + MARGIN)
    return {
        "muted_text": _text_on([window], mix(ink, window, 0.3), high),
        "countdown_text": _text_on([window], _RED, high),
        "sacrifice_text": _text_on([window], _BROWN, high),
        "refusal_text": _text_on([window], _RED, high),
        "notice_text": _text_on([window], _ORANGE, high),
        **banners,
        "banner_text": white,
        "current_row": current_row,
        "current_row_edge": _mark_on(
            [window, current_row], _AMBER if is_dark else _HELD_EDGE, high
        ),
        "current_row_text": _text_on([current_row], ink, high),
        "turn_points_text": _text_on([current_row, window], _BLUE, high),
        "badge": badge,
        "badge_text": white,
        "bar_trough": trough,
        "bar_edge": _mark_on([window], mix(ink, window, 0.45), high),
        "bar_human": _mark_on([trough], _BLUE, high),
        "bar_computer": _mark_on([trough], _PURPLE, high),
        "bar_reached": _mark_on([trough], _GREEN, high),
        "chart_bar": _mark_on([window], _RED, high),
        "chart_axis": _text_on([window], mix(ink, window, 0.3), high),
    }


_KEY_ROLES = (
    QPalette.ColorRole.Window,
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.Base,
    QPalette.ColorRole.Text,
    QPalette.ColorRole.Button,
    QPalette.ColorRole.Highlight,
)
_CACHE: dict[tuple[int, ...], Theme] = {}


def current_theme() -> Theme:
    """The theme of the application palette."""
    return theme_for(QGuiApplication.palette())


def theme_roles() -> tuple[str, ...]:
    """The names of the theme's colour roles."""
    return tuple(name for name in Theme.__annotations__ if name not in ("dark", "high_contrast"))


# ----- following palette changes ----------------------------------------------------------------
_THEME_EVENTS = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)


class _ThemeFollower(QObject):
    """Calls ``apply(theme)`` now and whenever the application palette's theme changes."""

    def __init__(self, widget: QWidget, apply: Callable[[Theme], None], now: bool) -> None:
        super().__init__(widget)
        self._apply = apply
        self._theme: Theme | None = None
        widget.installEventFilter(self)
        if now:
            self.refresh()

    def refresh(self) -> None:
        theme = current_theme()
        if theme is not self._theme:
            self._theme = theme
            self._apply(theme)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _THEME_EVENTS:
            self.refresh()
        return False


def bind(widget: QWidget, apply: Callable[[Theme], None], now: bool = True) -> None:
    """Apply the theme to ``widget`` now (unless ``now`` is False) and on every palette
    change, e.g. ``bind(label, lambda t: label.setStyleSheet(f"color: {t.css('muted_text')}"))``.
    """
    _ThemeFollower(widget, apply, now)


def text_color(widget: QWidget, role: str, extra: str = "") -> None:
    """Colour a label's text with a theme role (kept up to date); ``extra`` is more CSS,
    e.g. ``"font-weight: bold;"``.

    A widget with a style sheet keeps the font it had when the sheet was set: when the
    application font changes (Game ▸ Text size), the sheet is set again, so that the label
    grows with the others."""
    bind(widget, lambda theme: widget.setStyleSheet(f"color: {theme.css(role)}; {extra}".strip()))
    _FontRefresher(widget)


class _FontRefresher(QObject):
    """Sets a widget's style sheet again after an application font change (Qt sends no
    ApplicationFontChange to a widget with a style sheet)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.fontChanged.connect(self._refresh)

    def _refresh(self) -> None:
        sheet = self._widget.styleSheet()
        self._widget.setStyleSheet("")
        self._widget.setStyleSheet(sheet)
