"""The Chase tab's dialogs: a named obstacle drawn by hand, and a participant typed in rather than picked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from desktop.rules.catalog import skill_catalog
from desktop.rules.chase.chase_state import CHARACTERISTICS, Location
from desktop.rules.chase.setup import OBSTACLE_KINDS, drawn_obstacle, obstacle_kind
from desktop.views.common.look import elastic, set_tone
from desktop.views.common.numbers import StrictSpinBox

OBSTACLE_SKILLS = (
    "Climb",
    "Jump",
    "Swim",
    "Dodge",
    "Stealth",
    "Spot Hidden",
    "Listen",
    "Navigate",
    "Drive Auto",
    "Ride",
    "Pilot",
    "Track",
    "Throw",
    *CHARACTERISTICS,
)


class ObstacleDialog(QDialog):
    """A named obstacle drawn by hand: what it is ("fence"), a hazard or a barrier, and the skill it calls for on
    foot ("Climb"); the name and skill show on the players' window too, the note only here."""

    def __init__(self, place: Location, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Obstacle"))
        form = QFormLayout()
        self.name = QLineEdit(place.name, self)
        self.name.setPlaceholderText(self.tr("e.g. fence, rooftops, a flooded cellar"))
        self.name.setAccessibleName(self.tr("What the obstacle is"))
        form.addRow(self.tr("&What it is"), self.name)
        self.kind = QComboBox(self)
        self.kind.setAccessibleName(self.tr("Hazard or barrier"))
        for label, _ in OBSTACLE_KINDS:
            self.kind.addItem(self.tr(label))
        current = obstacle_kind(place)
        self.kind.setCurrentIndex(next(i for i, (label, _) in enumerate(OBSTACLE_KINDS) if label == current))
        form.addRow(self.tr("&Kind"), self.kind)
        self.hp = StrictSpinBox(self)
        self.hp.setRange(1, 10000)
        self.hp.setValue(place.barrier_hp or 10)
        self.hp.setAccessibleName(self.tr("The barrier's hit points"))
        form.addRow(self.tr("Barrier &HP"), self.hp)
        self.skill = QComboBox(self)
        self.skill.setAccessibleName(self.tr("The skill it calls for on foot"))
        self.skill.addItem(self.tr("The usual: DEX"), "")
        others = sorted(e.name for e in skill_catalog() if not e.specialization and e.name not in OBSTACLE_SKILLS)
        for name in (*OBSTACLE_SKILLS, *others):
            self.skill.addItem(name, name)
        if place.skill and self.skill.findData(place.skill) < 0:
            self.skill.addItem(place.skill, place.skill)  # one set before, kept as it was
        self.skill.setCurrentIndex(max(0, self.skill.findData(place.skill)))
        form.addRow(self.tr("&Skill on foot"), self.skill)
        self.kind.currentIndexChanged.connect(lambda: self.hp.setEnabled(self.kind.currentText() == self.tr("Barrier")))
        self.hp.setEnabled(current == "Barrier")
        self.setMinimumWidth(420)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("A vehicle meets it with its driving skill."), self))
        layout.addWidget(buttons)
        self._place = place

    def location(self) -> Location:
        kind = OBSTACLE_KINDS[self.kind.currentIndex()][0]
        return drawn_obstacle(self._place, kind, self.hp.value(), self.name.text(), self.skill.currentData() or "")


class TypedParticipant(QDialog):
    """A participant typed in rather than taken from the roster: a name and the numbers a chase needs. OK asks
    `check` (the chase's own rule) first: a refusal is said in the dialog, which stays open with what was typed."""

    def __init__(
        self, parent: QWidget | None = None, check: Callable[[tuple[str, int, int, int, int]], str | None] | None = None
    ) -> None:
        super().__init__(parent)
        self._check = check
        self.setWindowTitle(self.tr("Participant typed in"))
        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setAccessibleName(self.tr("Name"))
        form.addRow(self.tr("&Name"), self.name)
        self.numbers: dict[str, StrictSpinBox] = {}
        for label, low, high, value in (  # the chase's own limits (chase_scene.runner_problem)
            ("DEX", 1, 999, 50),
            ("CON", 0, 999, 50),
            ("MOV", 1, 99, 8),
            ("HP", 1, 999, 10),
        ):
            spin = StrictSpinBox(self)
            spin.setRange(low, high)
            spin.setValue(value)
            spin.setAccessibleName(label)
            form.addRow(label, spin)
            self.numbers[label] = spin
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.problem = QLabel(self)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setAccessibleName(self.tr("Why it was refused"))
        elastic(self.problem)
        set_tone(self.problem, "bad")
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.setMinimumWidth(360)

    def accept(self) -> None:
        try:
            values = self.values()  # a number typed out of its range is refused by the field's name
        except ValueError as exc:
            problem = str(exc)
        else:
            problem = self._check(values) if self._check is not None else None
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            field = self.numbers.get(problem.split(" ")[0], self.name)  # the field it names, else the name
            field.setFocus()
            return
        super().accept()

    def values(self) -> tuple[str, int, int, int, int]:
        n = self.numbers
        return self.name.text(), n["DEX"].value(), n["CON"].value(), n["MOV"].value(), n["HP"].value()
