"""How the whole application looks: the colour scheme (the system's, or light or dark as forced from the View menu)
and the size of its type (View > Zoom), applied to every window and remembered in the settings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from desktop.views.common import theme

CHOICES = ("system", "light", "dark")  # View > Colour Scheme
ZOOMS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.4, 1.6, 1.8, 2.0)  # View > Zoom In / Zoom Out, Actual Size is 1.0
SCHEME_KEY, ZOOM_KEY = "view/scheme", "view/zoom"

_FORCED = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}
_SIZE_AT_ACTUAL = "pointSizeAtActualSize"  # a widget's own type size at 100%, kept so zooming never drifts
_ROWS_AT_ACTUAL = "rowHeightAtActualSize"  # a table's row height at 100%
_SIZES_AT_ACTUAL = "sizesAtActualSize"  # a widget's own minimum and maximum sizes at 100%, then as last set here
_UNSET = (0, 0, 16777215, 16777215)  # QWidget's minimum and maximum width and height when none is set
_platform: dict[str, object] = {}  # the system's own font and scheme, read once before anything here changes them


def _system_defaults(app: QApplication) -> dict[str, object]:
    if not _platform:
        window = app.palette().color(app.palette().ColorRole.Window)
        _platform["font"] = QFont(app.font())
        _platform["dark"] = window.lightness() < 128
    return _platform


def type_zoom() -> float:
    """How large the type is drawn now against the system's size (View > Zoom): 1.0 at Actual Size."""
    base = _platform.get("font")
    app = QApplication.instance()
    if base is None or app is None or base.pointSizeF() <= 0:
        return 1.0
    return app.font().pointSizeF() / base.pointSizeF()


def _read_choice(settings: QSettings) -> str:
    value = settings.value(SCHEME_KEY, "system")
    return value if value in CHOICES else "system"


def _read_zoom(settings: QSettings) -> float:
    """The zoom remembered, as the nearest step; anything unreadable (a hand-edited file) is Actual Size."""
    try:
        value = float(settings.value(ZOOM_KEY, 1.0))
    except (TypeError, ValueError):
        return 1.0
    if not ZOOMS[0] <= value <= ZOOMS[-1]:
        return 1.0
    return min(ZOOMS, key=lambda step: abs(step - value))


class Appearance(QObject):
    """The scheme and the zoom of the application, read from the settings and applied at once (before the window is
    first painted: both cost a palette and a font, nothing more). `changed` follows each change, after every widget
    on screen has been given the new colours and type."""

    changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        app = QApplication.instance()
        self._defaults = _system_defaults(app)
        self.choice = _read_choice(settings)
        self.zoom = _read_zoom(settings)
        self.scheme = ""
        self._zoom_applied = 1.0 if self._applied_zoom() is None else self._applied_zoom()
        app.styleHints().colorSchemeChanged.connect(self._system_changed)
        self._apply_scheme()
        self._apply_zoom()

    # --- the colour scheme ----------------------------------------------------------------------------------------

    def system_scheme(self) -> str:
        """The system's scheme: what it says it is, or, when it does not say, what its own palette looks like."""
        if self.choice == "system":
            hinted = QGuiApplication.styleHints().colorScheme()
            if hinted != Qt.ColorScheme.Unknown:
                return "dark" if hinted == Qt.ColorScheme.Dark else "light"
        return "dark" if self._defaults["dark"] else "light"

    def choose(self, choice: str) -> None:
        """Follow the system ('system') or force 'light' or 'dark'; remembered for the next start."""
        if choice not in CHOICES:
            raise ValueError(f"The colour scheme must be one of {', '.join(CHOICES)}, not {choice!r}")
        self.choice = choice
        self._settings.setValue(SCHEME_KEY, choice)
        self._apply_scheme()

    def _system_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.choice == "system":
            self._apply_scheme()

    def _apply_scheme(self) -> None:
        hints = QGuiApplication.styleHints()
        if self.choice in _FORCED:
            if hints.colorScheme() != _FORCED[self.choice]:
                hints.setColorScheme(_FORCED[self.choice])  # the title bars and native dialogs, where the OS can
            wanted = self.choice
        else:
            hints.unsetColorScheme()
            wanted = self.system_scheme()
        if wanted == self.scheme:
            return
        self.scheme = wanted
        theme.set_in_effect(wanted)
        QApplication.instance().setPalette(theme.palette(wanted))
        # Every widget told now (QEvent.PaletteChange), not at the next turn of the event loop: what listens to
        # `changed` sees the new colours on screen.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationPaletteChange)
        theme.retint_all()
        self.changed.emit()

    # --- the size of the type -------------------------------------------------------------------------------------

    def can_zoom_in(self) -> bool:
        return self.zoom < ZOOMS[-1]

    def can_zoom_out(self) -> bool:
        return self.zoom > ZOOMS[0]

    def zoom_in(self) -> None:
        self.set_zoom(next((step for step in ZOOMS if step > self.zoom), ZOOMS[-1]))

    def zoom_out(self) -> None:
        self.set_zoom(next((step for step in reversed(ZOOMS) if step < self.zoom), ZOOMS[0]))

    def actual_size(self) -> None:
        self.set_zoom(1.0)

    def set_zoom(self, zoom: float) -> None:
        """The type of every window at `zoom` times the system's size (one of ZOOMS); remembered."""
        if zoom not in ZOOMS:
            raise ValueError(f"The zoom must be one of {', '.join(f'{step:.0%}' for step in ZOOMS)}, not {zoom}")
        self.zoom = zoom
        self._settings.setValue(ZOOM_KEY, zoom)
        self._apply_zoom()
        self.changed.emit()

    def _applied_zoom(self) -> float | None:
        base = self._defaults["font"]
        size, base_size = QApplication.instance().font().pointSizeF(), base.pointSizeF()
        return size / base_size if size > 0 and base_size > 0 else None

    def _apply_zoom(self) -> None:
        base: QFont = self._defaults["font"]
        before, after = self._zoom_applied, self.zoom
        if base.pointSizeF() <= 0 or before == after == 1.0:
            return  # a system font sized in pixels is left as it is; so is the system's own size
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * after)
        QApplication.instance().setFont(font)  # every widget whose type follows the application's, told now
        QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
        self._zoom_applied = after
        if before != after:
            for widget in QApplication.allWidgets():
                _rescale(widget, before, after)


def _rescale(widget: QWidget, before: float, after: float) -> None:
    """A widget that sized its own type (a heading, the Dice tab's number) keeps its size relative to the rest; a
    table's rows are as tall as the new type needs."""
    font = widget.font()
    if font.resolveMask() & 0x0002 and font.pointSizeF() > 0:  # QFont::SizeResolved: its own size, not inherited
        actual = widget.property(_SIZE_AT_ACTUAL) or font.pointSizeF() / before
        widget.setProperty(_SIZE_AT_ACTUAL, actual)
        font = QFont(font)
        font.setPointSizeF(actual * after)
        widget.setFont(font)
    _resize_limits(widget, before, after)
    if isinstance(widget, QTableView):
        rows = widget.verticalHeader()
        actual = widget.property(_ROWS_AT_ACTUAL) or rows.defaultSectionSize() / before
        widget.setProperty(_ROWS_AT_ACTUAL, actual)
        rows.setDefaultSectionSize(round(actual * after))


def _resize_limits(widget: QWidget, before: float, after: float) -> None:
    """A size set in pixels (a button as wide as "+", a panel as wide as its fields were) grows with the type. Each
    is kept at 100% beside the value set here; a value the code has set since then is taken as the new one."""
    now = [widget.minimumWidth(), widget.minimumHeight(), widget.maximumWidth(), widget.maximumHeight()]
    if now == list(_UNSET):
        return
    kept = widget.property(_SIZES_AT_ACTUAL)
    if kept and [round(value) for value in kept[4:]] == now:
        actual = list(kept[:4])
    else:
        actual = [value / before if value != unset else -1.0 for value, unset in zip(now, _UNSET, strict=True)]
    sized = [round(value * after) if value >= 0 else unset for value, unset in zip(actual, _UNSET, strict=True)]
    widget.setMinimumSize(sized[0], sized[1])
    widget.setMaximumSize(sized[2], sized[3])
    widget.setProperty(_SIZES_AT_ACTUAL, [*actual, *sized])
