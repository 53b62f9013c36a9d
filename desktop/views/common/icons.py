"""The icons of the tabs, menus and main buttons: Lucide's SVGs (ISC licence, resources/icons/lucide/LICENSE), drawn
in the palette's text colour of the scheme in effect when they are painted, so they follow light and dark.

An icon costs nothing until it is first painted: its SVG is read and drawn then, once for each size and colour."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QObject, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QIconEngine, QImage, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QAbstractButton, QMenu, QWidget

from desktop.resources import resource_path

SET = "lucide"

# The tabs, by title.
TAB_ICONS = {
    "Roster": "users",
    "Dice": "dices",
    "Combat": "swords",
    "Chase": "footprints",
    "Sanity": "brain",
    "Tomes": "book-open",
    "Cards": "square-stack",
    "Notes": "scroll-text",
}

# The main window's actions and menus, by object name.
ACTION_ICONS = {
    "actionSearch": "scan",
    "actionNew": "file-plus",
    "actionOpen": "folder-open",
    "menuRecent": "clock",
    "actionRestore": "archive-restore",
    "actionImport": "import",
    "actionExport": "file-output",
    "actionExportCharacter": "file-user",
    "actionPrint": "printer",
    "actionQuit": "log-out",
    "actionPlayers": "monitor",
    "actionAbout": "info",
    "actionNewInvestigator": "user-plus",
    "actionNewInvestigatorFromSelected": "user-round-plus",
    "actionPasteStatBlock": "clipboard-paste",
    "actionUndo": "undo-2",
    "actionRedo": "redo-2",
    "actionZoomIn": "zoom-in",
    "actionZoomOut": "zoom-out",
    "actionActualSize": "scan",
    "menuColourScheme": "sun-moon",
    "actionSchemeSystem": "monitor",
    "actionSchemeLight": "sun",
    "actionSchemeDark": "moon",
    "menuCombatRules": "scroll-text",
}

# The main buttons of the tabs, by object name: a name means the same action on every tab that has it.
BUTTON_ICONS = {
    "rollButton": "dices",  # Dice: Roll; Sanity: Roll Sanity; the creation wizard: Roll Them
    "expressionButton": "dice-5",
    "opposedButton": "dices",
    "pushButton": "repeat",  # Dice: Push the Roll
    "luckButton": "clover",
    "attackButton": "swords",
    "fireButton": "crosshair",
    "initiativeButton": "list-ordered",
    "nextTurnButton": "step-forward",
    "nextButton": "step-forward",  # Cthulhu Rising: Next Strike Rank
    "nextRoundButton": "refresh-cw",
    "endButton": "circle-stop",
    "newButton": "plus",
    "newChaseButton": "plus",
    "newEncounterButton": "plus",
    "newTomeButton": "plus",
    "addButton": "user-plus",
    "editButton": "pencil",
    "duplicateButton": "copy",
    "deleteButton": "trash-2",
    "printButton": "printer",
    "pdfButton": "file-down",
    "damageButton": "heart-crack",
    "healButton": "heart-plus",
    "restButton": "bed",
    "moveButton": "move-right",
    "castButton": "sparkles",
    "readButton": "book-open-text",
    "studyButton": "graduation-cap",
    "weekButton": "calendar-days",
    "newDayButton": "sunrise",
    "openButton": "folder-open",
    "restoreButton": "archive-restore",
}


@cache
def _svg(name: str) -> bytes:
    return resource_path("icons", SET, f"{name}.svg").read_bytes()


@cache
def _drawn(name: str, ink: int, width: int, height: int, scale: float) -> QPixmap:
    """One icon drawn in `ink` (an ARGB number) at a size in device-independent pixels, for a screen's `scale`."""
    from PySide6.QtSvg import QSvgRenderer  # with the first icon painted, not at start-up

    colour = f"#{ink & 0xFFFFFF:06x}"
    renderer = QSvgRenderer(QByteArray(_svg(name).replace(b"currentColor", colour.encode())))
    size = QSize(max(1, round(width * scale)), max(1, round(height * scale)))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    side = min(image.width(), image.height())
    renderer.render(painter, QRectF((image.width() - side) / 2, (image.height() - side) / 2, side, side))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(scale)
    return pixmap


def ink(mode: QIcon.Mode) -> int:
    """The colour an icon is drawn in for a mode, from the application's palette now: its text, greyed when
    disabled, the selection's text when selected."""
    palette = QGuiApplication.palette()
    if mode == QIcon.Mode.Disabled:
        colour = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    elif mode == QIcon.Mode.Selected:
        colour = palette.color(QPalette.ColorRole.HighlightedText)
    else:
        colour = palette.color(QPalette.ColorRole.ButtonText)
    return colour.rgba()


class _Engine(QIconEngine):
    """Draws one of the set's icons in the colour of its mode, at any size."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self._name = name

    def clone(self) -> QIconEngine:
        return _Engine(self._name)

    def key(self) -> str:
        return SET

    def iconName(self) -> str:  # noqa: N802 - Qt override
        return self._name

    def isNull(self) -> bool:  # noqa: N802 - Qt override
        return False

    def actualSize(self, size: QSize, _mode: QIcon.Mode, _state: QIcon.State) -> QSize:  # noqa: N802 - Qt override
        return size

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, _state: QIcon.State, scale: float) -> QPixmap:  # noqa: N802
        return _drawn(self._name, ink(mode), size.width(), size.height(), round(scale, 2))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        device = painter.device()
        scale = device.devicePixelRatioF() if device is not None else 1.0
        painter.drawPixmap(rect, self.scaledPixmap(rect.size(), mode, state, scale))


def every_icon() -> int:
    """Read every icon the app names (the self-check does, so a bundle missing one fails its smoke test): how many."""
    names = set(TAB_ICONS.values()) | set(ACTION_ICONS.values()) | set(BUTTON_ICONS.values())
    for name in names:
        if b"currentColor" not in _svg(name):
            raise ValueError(f"The icon {name}.svg is not drawn in the text colour (it has no currentColor)")
    return len(names)


def icon(name: str) -> QIcon:
    """The set's icon of that name (a Lucide name: 'dices', 'swords'), drawn when painted."""
    return QIcon(_Engine(name))


def tab_icon(title: str, *, kept: bool = False) -> QIcon:
    """The icon of a main-window tab, by its title (with `kept`, its place: place_kept); none for a tab that has
    none."""
    name = TAB_ICONS.get(title)
    return (place_kept() if kept else icon(name)) if name else QIcon()


@cache
def place_kept() -> QIcon:
    """An icon that draws nothing, as large as any of the set's: its place kept, so that the real one, drawn a moment
    later, moves nothing (the roster's first screenful keeps the tabs' and buttons' places: drawing their icons, Qt's
    SVG module loaded for it, cost that screenful about 30 ms)."""
    pixmap = QPixmap(64, 64)
    pixmap.fill(Qt.GlobalColor.transparent)
    return QIcon(pixmap)


def decorate(root: QWidget, *, kept: bool = False) -> None:
    """Give the main buttons under `root` their icons, by object name (BUTTON_ICONS); with `kept`, their places
    (place_kept)."""
    for button in root.findChildren(QAbstractButton):
        name = BUTTON_ICONS.get(button.objectName())
        if name and button.icon().isNull():
            button.setIcon(place_kept() if kept else icon(name))


def decorate_actions(root: QObject) -> None:
    """Give the actions and menus under `root` (the main window) their icons, by object name (ACTION_ICONS); each is
    looked up by its name, so the window's other objects are never wrapped for Python (that cost start-up 8 ms). Its
    menus draw the icon of the row under the mouse in the selection's text colour (`highlight_icons`)."""
    for object_name, name in ACTION_ICONS.items():
        found = root.findChild(QObject, object_name)
        if found is not None and hasattr(found, "setIcon") and found.icon().isNull():
            found.setIcon(icon(name))
    from desktop.views.common.menu_icons import highlight_icons  # its style's enums cost 7 ms: not before drawn

    for menu in root.findChildren(QMenu):
        highlight_icons(menu)
