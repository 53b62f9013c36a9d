"""The visual language's colours in one place: tones, success levels and conditions, for the light and dark schemes.

Views ask for a colour by its role (`colour("bad")`, `chip("extreme")`) and never name a colour themselves, so each
pair of colours is tuned, and checked for contrast, here once for both schemes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

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
        "hard": ("#3d8f5c", "#ffffff"),
        "regular": ("#cfe8d8", "#0b3d1f"),
        "failure": ("#f6d6d3", "#6b1510"),
        "fumble": ("#8c1d18", "#ffffff"),
        "wounded": ("#fbe3b5", "#5c3b00"),
        "major wound": ("#c25e00", "#ffffff"),
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


def scheme() -> str:
    """'dark' when the application is drawn in a dark scheme (the system's, or one forced from the View menu), else
    'light'."""
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
