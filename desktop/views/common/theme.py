"""The visual language's colours in one place: the window's palette, tones, success levels, conditions and the chase
map, for the light and dark schemes.

Views ask for a colour by its role (`colour("bad")`, `chip("extreme")`) and never name a colour themselves, so each
pair of colours is tuned, and checked for contrast (tests/views/test_theme.py), here once for both schemes. A widget's
text is tinted with `tint`, which the View menu's scheme change tints again in the new scheme's colour."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

# Text drawn on the window's own background: the tones of a message line and a result.
_TEXT = {
    "light": {"good": "#1e7a45", "bad": "#b3261e", "muted": "#5f6368", "accent": "#2f5fa7"},
    "dark": {"good": "#6fd49a", "bad": "#ff8a80", "muted": "#a8adb4", "accent": "#8ab4f8"},
}

# A chip: a filled rounded label with its own ink. Success levels, then conditions.
_CHIPS = {
    "light": {
        "critical": ("#0b5d2e", "#ffffff"),
        "extreme": ("#1e7a45", "#ffffff"),
        "hard": ("#2e7d50", "#ffffff"),
        "regular": ("#cfe8d8", "#0b3d1f"),
        "failure": ("#f6d6d3", "#6b1510"),
        "fumble": ("#8c1d18", "#ffffff"),
        "wounded": ("#fbe3b5", "#5c3b00"),
        "major wound": ("#a85200", "#ffffff"),
        "dying": ("#8c1d18", "#ffffff"),
        "unconscious": ("#5f6368", "#ffffff"),
        "dead": ("#202124", "#ffffff"),
        "insane": ("#5b3a8c", "#ffffff"),
        "hidden": ("#e3e5e8", "#202124"),
        "disabled": ("#a84300", "#ffffff"),  # a hit location at its hit points (Cthulhu Rising)
        "severed": ("#6b0f1a", "#ffffff"),  # a location at double: a limb maimed or severed, the body out
        "now": ("#ffe28c", "#3b2f00"),  # the strike rank (or turn) a fight is on
    },
    "dark": {
        "critical": ("#7ee2a8", "#06301a"),
        "extreme": ("#4fbf7f", "#06301a"),
        "hard": ("#2f7d50", "#ffffff"),
        "regular": ("#1f4a31", "#d7f5e3"),
        "failure": ("#5c1f1b", "#ffd9d5"),
        "fumble": ("#ff8a80", "#3b0906"),
        "wounded": ("#5c4300", "#ffe2a8"),
        "major wound": ("#f29b4b", "#2b1400"),
        "dying": ("#ff8a80", "#3b0906"),
        "unconscious": ("#9aa0a6", "#202124"),
        "dead": ("#e8eaed", "#202124"),
        "insane": ("#c5a3ff", "#26123f"),
        "hidden": ("#3c4043", "#e8eaed"),
        "disabled": ("#f0a04b", "#2b1400"),
        "severed": ("#ff6b81", "#2b0208"),
        "now": ("#6b5400", "#fff3c4"),
    },
}

TEXT_ROLES = tuple(_TEXT["light"])
CHIP_ROLES = tuple(_CHIPS["light"])


SCHEMES = ("light", "dark")
_in_effect: str | None = None  # the scheme the window is drawn in, once the View menu's choice has been applied


def scheme() -> str:
    """'dark' when the application is drawn in a dark scheme (the system's, or one forced from the View menu), else
    'light'."""
    if _in_effect is not None:
        return _in_effect
    app = QGuiApplication.instance()
    if app is None:
        return "light"
    hinted = app.styleHints().colorScheme()
    if hinted == Qt.ColorScheme.Dark:
        return "dark"
    if hinted == Qt.ColorScheme.Light:
        return "light"
    window = app.palette().color(app.palette().ColorRole.Window)
    return "dark" if window.lightness() < 128 else "light"


def colour(role: str, in_scheme: str | None = None) -> QColor:
    """The colour of text in `role` ('good', 'bad', 'muted', 'accent') on the window's background."""
    return QColor(_TEXT[in_scheme or scheme()][role])


def chip(role: str, in_scheme: str | None = None) -> tuple[QColor, QColor]:
    """The fill and the ink of a chip for a success level ('critical' … 'fumble') or a condition ('dying', …)."""
    fill, ink = _CHIPS[in_scheme or scheme()][role]
    return QColor(fill), QColor(ink)


# --- the window's palette ----------------------------------------------------------------------------------------

_R = QPalette.ColorRole
# Every role a style reads, tuned for each scheme; the disabled group greys text (exempt from contrast, as WCAG has it).
_PALETTE = {
    "light": {
        _R.Window: "#f2f3f5",
        _R.WindowText: "#1d1f23",
        _R.Base: "#ffffff",
        _R.AlternateBase: "#f5f6f8",
        _R.Text: "#1d1f23",
        _R.Button: "#e9eaee",
        _R.ButtonText: "#1d1f23",
        _R.BrightText: "#ffffff",
        _R.Highlight: "#2f5fa7",
        _R.HighlightedText: "#ffffff",
        _R.Link: "#2f5fa7",
        _R.LinkVisited: "#6a3fa0",
        _R.ToolTipBase: "#fffbe6",
        _R.ToolTipText: "#1d1f23",
        _R.PlaceholderText: "#6b7078",
        _R.Light: "#ffffff",
        _R.Midlight: "#e3e5e9",
        _R.Mid: "#b9bdc4",
        _R.Dark: "#9ea3ab",
        _R.Shadow: "#5a5e66",
        _R.Accent: "#2f5fa7",
    },
    "dark": {
        # The fields and tables a step lighter than the window, as Fusion draws a box's edge darker than the window:
        # a check box, a field and a table stand out from the window they are on.
        _R.Window: "#1f2125",
        _R.WindowText: "#e6e7ea",
        _R.Base: "#2a2d32",
        _R.AlternateBase: "#303338",
        _R.Text: "#e6e7ea",
        _R.Button: "#34373d",
        _R.ButtonText: "#e6e7ea",
        _R.BrightText: "#ffffff",
        _R.Highlight: "#3a68b0",
        _R.HighlightedText: "#ffffff",
        _R.Link: "#8ab4f8",
        _R.LinkVisited: "#c5a3ff",
        _R.ToolTipBase: "#34373d",
        _R.ToolTipText: "#e6e7ea",
        _R.PlaceholderText: "#9fa5ad",
        _R.Light: "#4a4e56",
        _R.Midlight: "#3d4047",
        _R.Mid: "#55595f",
        _R.Dark: "#141518",
        _R.Shadow: "#000000",
        _R.Accent: "#8ab4f8",
    },
}
_DISABLED = {
    "light": {
        _R.WindowText: "#8c9098",
        _R.Text: "#8c9098",
        _R.ButtonText: "#8c9098",
        _R.Base: "#f2f3f5",
        _R.Button: "#eceef1",
        _R.Highlight: "#b8c2d2",
    },
    "dark": {
        _R.WindowText: "#767b83",
        _R.Text: "#767b83",
        _R.ButtonText: "#767b83",
        _R.Base: "#25272b",
        _R.Button: "#2b2e33",
        _R.Highlight: "#3a4250",
    },
}
# The palette's own pairs that carry text: (what, ink role, ground role).
PALETTE_TEXT = (
    ("window text", _R.WindowText, _R.Window),
    ("text in a field or table", _R.Text, _R.Base),
    ("text in a table's other rows", _R.Text, _R.AlternateBase),
    ("a button's text", _R.ButtonText, _R.Button),
    ("a selected row's text", _R.HighlightedText, _R.Highlight),
    ("a tooltip's text", _R.ToolTipText, _R.ToolTipBase),
    ("a field's placeholder", _R.PlaceholderText, _R.Base),
    ("a link", _R.Link, _R.Base),
    ("a link on the window", _R.Link, _R.Window),
)


def palette(in_scheme: str | None = None) -> QPalette:
    """The application's palette in a scheme: every colour role of the three groups set."""
    chosen = in_scheme or scheme()
    tuned = QPalette()
    for role, value in _PALETTE[chosen].items():
        tuned.setColor(role, QColor(value))
    for role, value in _DISABLED[chosen].items():
        tuned.setColor(QPalette.ColorGroup.Disabled, role, QColor(value))
    return tuned


# --- the chase map ------------------------------------------------------------------------------------------------

# A filled shape of the map and the ink of what is written on it.
_MAP = {
    "light": {
        "fleeing": ("#2f66b3", "#ffffff"),
        "pursuing": ("#b83a2f", "#ffffff"),
        "stopped": ("#6b6e73", "#ffffff"),
        "open": ("#ecf0e8", "#1d1f23"),
        "hazard regular": ("#fae28c", "#3d2e00"),
        "hazard hard": ("#f5b266", "#3b1f00"),
        "hazard extreme": ("#e27068", "#2b0a07"),
        "badge": ("#ffffff", "#1d1f23"),
    },
    "dark": {
        "fleeing": ("#2f62a8", "#ffffff"),
        "pursuing": ("#a8372d", "#ffffff"),
        "stopped": ("#5c6066", "#ffffff"),
        "open": ("#313830", "#e6e7ea"),
        "hazard regular": ("#5c4a12", "#ffe9a8"),
        "hazard hard": ("#6b3c12", "#ffd2a3"),
        "hazard extreme": ("#6e2420", "#ffcdc8"),
        "badge": ("#e6e7ea", "#17181b"),
    },
}
# Lines and marks that carry no text: they stand out from the open location (3:1, WCAG's measure for a mark).
_LINES = {
    "light": {
        "moving": "#a86a00",  # the outline of the one whose move it is
        "barrier": "#6e543e",
        "border": "#96968c",
        "hidden border": "#5a5a5a",
        "wheel": "#282828",
        "page edge": "#787878",
        "page shadow": "#3c000000",
        "san line": "#2e64aa",  # the Sanity tab's chart of SAN over time
        "max san line": "#767b83",
        "chart grid": "#d0d3d8",
    },
    "dark": {
        "moving": "#f0b429",
        "barrier": "#c09a70",
        "border": "#5a5e64",
        "hidden border": "#a0a4aa",
        "wheel": "#9aa0a6",
        "page edge": "#5a5e66",
        "page shadow": "#a0000000",
        "san line": "#8ab4f8",
        "max san line": "#a0a5ad",
        "chart grid": "#43474e",
    },
}
MAP_ROLES = tuple(_MAP["light"])
LINE_ROLES = tuple(_LINES["light"])
MARKS_ON_THE_MAP = ("moving", "barrier", "hidden border", "wheel")  # each must stand out from an open location


def map_colours(role: str, in_scheme: str | None = None) -> tuple[QColor, QColor]:
    """The fill and the ink of a shape on the chase map: a side's token ('fleeing', 'pursuing', 'stopped'), a location
    ('open', 'hazard regular' … 'hazard extreme') or the badge of movement actions left."""
    fill, ink = _MAP[in_scheme or scheme()][role]
    return QColor(fill), QColor(ink)


def line(role: str, in_scheme: str | None = None) -> QColor:
    """A line or mark with no text: on the map ('moving', 'barrier', 'border', 'hidden border', 'wheel'), around a
    page of the card preview ('page edge', 'page shadow'; the paper itself stays white, as it prints) or on the Sanity
    tab's chart ('san line', 'max san line', 'chart grid')."""
    return QColor(_LINES[in_scheme or scheme()][role])


# --- contrast -----------------------------------------------------------------------------------------------------


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(ink: QColor, ground: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours, 1 to 21 (AA asks 4.5 of text, 3 of a mark)."""
    light, dark = sorted((_luminance(ink), _luminance(ground)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def colour_pairs(in_scheme: str) -> list[tuple[str, QColor, QColor, float]]:
    """Every pair of colours the views put one on the other, in a scheme: (what, ink, ground, the contrast it needs)."""
    tuned = palette(in_scheme)
    pairs = [(what, tuned.color(ink), tuned.color(ground), 4.5) for what, ink, ground in PALETTE_TEXT]
    for ground_role in (_R.Window, _R.Base, _R.AlternateBase):
        for role in TEXT_ROLES:
            pairs.append((f"{role} text on {ground_role.name}", colour(role, in_scheme), tuned.color(ground_role), 4.5))
    for role in CHIP_ROLES:
        fill, ink = chip(role, in_scheme)
        pairs.append((f"the {role} chip", ink, fill, 4.5))
    for role in MAP_ROLES:
        fill, ink = map_colours(role, in_scheme)
        pairs.append((f"text on the map's {role}", ink, fill, 4.5))
    open_fill = map_colours("open", in_scheme)[0]
    for role in MARKS_ON_THE_MAP:
        pairs.append((f"the map's {role} mark on an open location", line(role, in_scheme), open_fill, 3.0))
    pairs.append(("the map's legend", tuned.color(_R.Text), tuned.color(_R.Base), 4.5))
    for role in ("san line", "max san line"):
        pairs.append((f"the chart's {role} on the window", line(role, in_scheme), tuned.color(_R.Window), 3.0))
    return pairs


# --- tinted text ----------------------------------------------------------------------------------------------------

_TINTS = {_R.WindowText: "toneWindowText", _R.Text: "toneText"}  # the widget property that keeps each role's tone


def tint(widget: QWidget, tone: str | None, role: QPalette.ColorRole = _R.WindowText) -> None:
    """Colour a widget's text (`role`: a label's WindowText, a field's Text) in a text role ('good', 'bad', …), or
    give it back the palette's own colour with None. The tone is kept on the widget, so a change of scheme tints it
    again (`retint_all`)."""
    widget.setProperty(_TINTS[role], tone or "")
    _paint_tints(widget)


def _paint_tints(widget: QWidget) -> None:
    tuned = QPalette()  # no role of its own: the window's palette, from its parent
    for role, name in _TINTS.items():
        if tone := widget.property(name):
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
                tuned.setColor(group, role, colour(tone))
    widget.setPalette(tuned)


def retint_all() -> None:
    """Every tinted widget painted in the scheme now in effect (after a change of scheme)."""
    for widget in QApplication.allWidgets():
        if any(widget.property(name) for name in _TINTS.values()):
            _paint_tints(widget)


def set_in_effect(chosen: str | None) -> None:
    """The scheme the application now draws in (the View menu's choice, or the system's); None: ask the system."""
    global _in_effect
    _in_effect = chosen
