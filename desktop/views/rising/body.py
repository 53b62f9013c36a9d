"""The selected Cthulhu Rising fighter's seven hit locations laid out as a body: each shows the damage taken against
its hit points in words and in the visual language's colour, and holds its hit points for the Keeper to change."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from desktop.models.rising.rising_scene import LEVEL_WORDS, LocationView, location_views
from desktop.rules.rising.fighters import Fighter
from desktop.rules.rising.rising_rules import LIMBS
from desktop.views.common.look import emphasize
from desktop.views.common.numbers import StrictSpinBox
from desktop.views.common.theme import chip

# Where each location sits, as the fighter faces the Keeper (their right arm on the Keeper's left): row, column and
# column span on a grid of six half-columns.
PLACES = {
    "Head": (0, 2, 2),
    "Right arm": (1, 0, 2),
    "Chest": (1, 2, 2),
    "Left arm": (1, 4, 2),
    "Abdomen": (2, 2, 2),
    "Right leg": (3, 1, 2),
    "Left leg": (3, 3, 2),
}


class LocationTile(QFrame):
    """One location: its name, the damage taken "2 of" its hit points (a number field), and how it stands in words
    ("disabled")."""

    def __init__(self, location: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.location = location
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.name = QLabel(self.tr(location), self)
        emphasize(self.name)
        self.taken = QLabel(self)  # "2 of", before the field
        self.taken.setMinimumWidth(self.taken.fontMetrics().horizontalAdvance(self.tr("99 of")))
        self.taken.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.level = QLabel(self)
        self.level.setWordWrap(True)
        self.level.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        if location in LIMBS:  # room for "maimed or / severed" always: never cut, and nothing jumps when it comes
            self.level.setMinimumHeight(2 * self.level.fontMetrics().lineSpacing())
        self.hp = StrictSpinBox(self)
        self.hp.setRange(1, 99)
        self.hp.setKeyboardTracking(False)  # a number typed is one change, on Enter or leaving the field
        self.hp.setButtonSymbols(StrictSpinBox.ButtonSymbols.NoButtons)  # typed, or the arrow keys and the wheel
        self.hp.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.hp.setSuffix(self.tr(" HP"))
        self.hp.setAccessibleName(self.tr("{}: hit points").format(self.tr(location)))
        self.hp.setToolTip(self.tr("{}: its hit points (from the total by default; yours to change)").format(location))
        kept = self.hp.sizePolicy()
        kept.setRetainSizeWhenHidden(True)  # no fighter: the field goes, the body keeps its shape
        self.hp.setSizePolicy(kept)
        box = QVBoxLayout(self)
        box.setContentsMargins(3, 2, 3, 2)
        box.setSpacing(1)
        line = QHBoxLayout()
        line.setSpacing(3)
        line.addWidget(self.taken)
        line.addWidget(self.hp)
        box.addWidget(self.name, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addLayout(line)
        box.setAlignment(line, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.level)
        for label in (self.name, self.taken, self.level):
            label.setTextFormat(Qt.TextFormat.PlainText)

    def show_location(self, view: LocationView | None) -> None:
        """How the location stands: its words, its chip's colours, its hit points in the field."""
        self.hp.blockSignals(True)
        self.hp.setValue(view.hp if view and view.hp is not None else 1)
        self.hp.blockSignals(False)
        self.hp.setVisible(view is not None)
        self.taken.setText(self.tr("{} of").format(view.damage) if view else "")
        self.level.setText(self.tr(LEVEL_WORDS[view.level]) if view else "—")  # never empty: the tile keeps its height
        self.setProperty("level", view.level if view else "")
        palette = QPalette(self.parentWidget().palette()) if self.parentWidget() else QPalette()
        if view is not None and view.chip is not None:
            fill, ink = chip(view.chip)
            palette.setColor(QPalette.ColorRole.Window, fill)
            palette.setColor(QPalette.ColorRole.WindowText, ink)
        for widget in (self, self.name, self.taken, self.level):
            widget.setPalette(palette)
        self.setToolTip(view.words if view else "")
        self.setAccessibleName(view.words if view else self.location)


class BodyDiagram(QWidget):
    """The seven tiles of one fighter; `hp_edited(location, hp)` when the Keeper changes a location's hit points."""

    hp_edited = Signal(str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(3)
        self.tiles: dict[str, LocationTile] = {}
        for location, (row, column, span) in PLACES.items():
            tile = LocationTile(location, self)
            grid.addWidget(tile, row, column, 1, span)
            tile.hp.valueChanged.connect(lambda value, where=location: self.hp_edited.emit(where, value))
            self.tiles[location] = tile
        for column in range(6):
            grid.setColumnStretch(column, 1)

    def show_fighter(self, fighter: Fighter | None) -> None:
        views = {v.location: v for v in location_views(fighter)} if fighter else {}
        for location, tile in self.tiles.items():
            tile.show_location(views.get(location))
