"""The creation wizard's skills page: a table of skills taking occupation and personal interest points as typed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QLineEdit, QStyledItemDelegate, QStyleOptionViewItem, QTableWidgetItem, QWidget

from desktop.rules.catalog import skill_catalog, specialisation_base
from desktop.rules.roster.creation import (
    NOT_FOR_SALE,
    Occupation,
    Spending,
    personal_points,
    skill_problems,
    typed_points,
)
from desktop.views.common.theme import colour

if TYPE_CHECKING:
    from desktop.views.forms.ui_creation_wizard import Ui_CreationWizard

# Families a sheet commonly holds, with the specialisation shown; the player may type another.
SPECIALISED = (
    ("Fighting", "Brawl"),
    ("Firearms", "Handgun"),
    ("Firearms", "Rifle/Shotgun"),
    ("Art/Craft", ""),
    ("Science", ""),
    ("Language (Other)", ""),
    ("Pilot", ""),
    ("Survival", ""),
)
SKILL, SPEC, BASE, OCC, PERSONAL, VALUE = range(6)
NO_POINTS_ROLE = Qt.ItemDataRole.UserRole + 1  # a cell no points go into, drawn muted


class LiveCells(QStyledItemDelegate):
    """The skills table's cells edited as usual, each keystroke reported as it is typed (`typed(row, column, text)`)
    and the editor's closing with `typed(-1, -1, "")`, so the page's problem and points follow the typing."""

    def __init__(self, typed: Callable[[int, int, str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed = typed
        self.closeEditor.connect(lambda *_args: self._typed(-1, -1, ""))

    def createEditor(self, parent: QWidget, option, index: QModelIndex | QPersistentModelIndex) -> QWidget:  # noqa: N802
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            cell = QPersistentModelIndex(index)
            editor.textEdited.connect(lambda text: self._typed(cell.row(), cell.column(), text))
        return editor

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        """A cell no points go into reads muted, in the scheme the window is drawn in now."""
        super().initStyleOption(option, index)
        if index.data(NO_POINTS_ROLE):
            option.palette.setColor(QPalette.ColorRole.Text, colour("muted"))


class SkillsPage:
    """The skills page of the creation wizard (views/creation_wizard.py), mixed into the wizard, whose form,
    characteristics and occupation these are: the table filled for the occupation, its points and its problems
    following every keystroke."""

    ui: Ui_CreationWizard
    aged: dict[str, int]
    _filling: bool
    _being_typed: tuple[int, int, str] | None

    if TYPE_CHECKING:  # the wizard's own

        def values(self) -> dict[str, int]: ...

        def occupation(self) -> Occupation: ...

        def sheet_changed(self) -> None: ...

    def _fill_skills(self) -> None:
        values = self.aged or self.values()
        occupation = self.occupation()
        table = self.ui.skillsTable
        self._filling = True
        rows = []
        for entry in skill_catalog():
            if entry.specialization or entry.name == "Credit Rating":
                continue
            rows.append((entry.name, "", entry.base_value(values["dexterity"], values["education"])))
        for family, spec in SPECIALISED:
            rows.append((family, spec, specialisation_base(family, spec)))
        rows.sort()
        table.setRowCount(len(rows))
        bold = QFont()
        bold.setBold(True)
        for row, (name, spec, base) in enumerate(rows):
            cells = [name, spec, str(base), "0", "0", str(base)]
            for column, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                editable = column == PERSONAL and name not in NOT_FOR_SALE
                editable |= column == OCC and occupation.allows(name) and name not in NOT_FOR_SALE
                editable |= column == SPEC and not spec and name in {f for f, _s in SPECIALISED}
                if not editable:
                    cell.setFlags(cell.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    if column in (OCC, PERSONAL):
                        cell.setData(NO_POINTS_ROLE, True)  # no points go here
                        cell.setToolTip(
                            self.tr("Not one of this occupation's skills")
                            if column == OCC
                            else self.tr("Cthulhu Mythos cannot be bought")
                        )
                if column == SKILL and occupation.lists(name):  # the occupation's own skills, as the page says
                    cell.setFont(bold)
                table.setItem(row, column, cell)
        self._filling = False
        self._points_changed()

    def _cell_changed(self, cell: QTableWidgetItem) -> None:
        self._points_changed()

    def _typing(self, row: int, column: int, text: str) -> None:
        """A key typed in a cell (or its editor closed, row -1): the problem and points shown follow at once, not
        only once the cell is left or Next is pressed."""
        self._being_typed = (row, column, text) if row >= 0 else None
        self._points_changed()

    def _cell_text(self, row: int, column: int) -> str:
        """A cell's text as it stands, the editor's while it is being typed in."""
        if self._being_typed is not None and self._being_typed[:2] == (row, column):
            return self._being_typed[2]
        return self.ui.skillsTable.item(row, column).text()

    def _cell_points(self, row: int, column: int) -> int:
        """Points typed in one cell; ValueError naming the skill and the column when they are not whole points."""
        table = self.ui.skillsTable
        name, spec = table.item(row, SKILL).text(), self._cell_text(row, SPEC).strip()
        where = self.tr("{skill} ({column})").format(
            skill=f"{name} ({spec})" if spec else name,
            column=self.tr("occupation points") if column == OCC else self.tr("personal interest points"),
        )
        return typed_points(self._cell_text(row, column), where)

    def _typing_problems(self) -> list[str]:
        """Cells whose text is not whole points, each named; those cells count as 0 until corrected."""
        problems = []
        for row in range(self.ui.skillsTable.rowCount()):
            for column in (OCC, PERSONAL):
                try:
                    self._cell_points(row, column)
                except ValueError as exc:
                    problems.append(str(exc))
        return problems

    def _points_or_zero(self, row: int, column: int) -> int:
        try:
            return self._cell_points(row, column)
        except ValueError:
            return 0

    def spending(self) -> list[Spending]:
        table = self.ui.skillsTable
        spent = [Spending("Credit Rating", 0, self.ui.creditSpin.value())]
        for row in range(table.rowCount()):
            name, spec = table.item(row, SKILL).text(), self._cell_text(row, SPEC).strip()
            occ, mine = self._points_or_zero(row, OCC), self._points_or_zero(row, PERSONAL)
            if name in {f for f, _s in SPECIALISED} and not spec:
                if occ or mine:
                    spent.append(Spending(f"{name} (?)", 0, -1, 0))  # named below as a problem
                continue
            full = f"{name} ({spec})" if spec else name
            spent.append(Spending(full, int(table.item(row, BASE).text()), occ, mine))
        return spent

    def _points_changed(self, *_args) -> None:
        if self._filling:
            return
        if problem := self.ui.creditSpin.problem():
            self.ui.skillsMessage.setText(problem)
            return
        values = self.aged or self.values()
        occupation = self.occupation()
        spent = self.spending()
        budget, personal = occupation.skill_points(values), personal_points(values)
        used, used_personal = sum(max(0, s.occupation) for s in spent), sum(s.personal for s in spent)
        self.ui.occupationLeft.setText(self.tr("Occupation points left: {} of {}").format(budget - used, budget))
        self.ui.personalLeft.setText(
            self.tr("Personal interest points left: {} of {}").format(personal - used_personal, personal)
        )
        table = self.ui.skillsTable
        self._filling = True
        for row in range(table.rowCount()):
            base = int(table.item(row, BASE).text())
            value = base + self._points_or_zero(row, OCC) + self._points_or_zero(row, PERSONAL)
            table.item(row, VALUE).setText(str(value))
        self._filling = False
        problems = self._skill_problems()
        self.ui.skillsMessage.setText(problems[0] if problems else "")
        self.sheet_changed()  # the sheet beside the page follows the typing

    def _skill_problems(self) -> list[str]:
        if problem := self.ui.creditSpin.problem():
            return [problem]
        typing = self._typing_problems()
        if typing:
            return typing
        spent = self.spending()
        unnamed = [s.skill.split(" (")[0] for s in spent if s.skill.endswith("(?)")]
        if unnamed:
            return [self.tr("{}: type the specialisation before spending points on it").format(unnamed[0])]
        return skill_problems(spent, self.occupation(), self.aged or self.values())
