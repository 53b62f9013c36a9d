"""An occupation of the campaign's own, typed in a small dialog and refused by name while the rules refuse it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QWidget

from desktop.rules.roster.creation import Occupation, occupation_problem
from desktop.views.common.look import set_tone
from desktop.views.common.numbers import StrictSpinBox, first_problem


class OccupationDialog(QDialog):
    """An occupation of the campaign's own: its name, point formula, Credit Rating range and skills."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New occupation"))
        self.setMinimumWidth(520)
        form = QFormLayout(self)
        self.name = QLineEdit(self)
        self.points = QLineEdit("EDU*4", self)
        self.points.setToolTip(self.tr("EDU*4, EDU*2+DEX*2, or EDU*2+(DEX|STR)*2 for the better of two"))
        self.low, self.high = StrictSpinBox(self), StrictSpinBox(self)
        for spin, value in ((self.low, 9), (self.high, 30)):
            spin.setRange(0, 99)
            spin.setValue(value)
        self.skills = QLineEdit(self)
        self.skills.setPlaceholderText(self.tr("Skills, separated by commas (Any for a free choice)"))
        for label, widget in (
            (self.tr("&Name"), self.name),
            (self.tr("&Points"), self.points),
            (self.tr("Credit Rating from"), self.low),
            (self.tr("Credit Rating to"), self.high),
            (self.tr("&Skills"), self.skills),
        ):
            widget.setAccessibleName(label.replace("&", ""))
            form.addRow(label, widget)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        set_tone(self.message, "bad")
        form.addRow(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        """OK keeps the dialog open, with what was typed, while the occupation is one the rules refuse."""
        problem = first_problem(self.low, self.high) or occupation_problem(self.occupation())
        if problem:
            self.message.setText(problem)
            self.adjustSize()  # the whole reason in view
            return
        super().accept()

    def occupation(self) -> Occupation:
        skills = tuple(s.strip() for s in self.skills.text().split(",") if s.strip())
        return Occupation(
            self.name.text().strip(), self.points.text().strip().upper(), (self.low.value(), self.high.value()), skills
        )
