"""A new investigator in two minutes: a QWizard through characteristics, age, occupation, skill points and
backstory, with derived values and points left always in view; the result is an ordinary roster character."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLineEdit,
    QSpinBox,
    QTableWidgetItem,
    QWidget,
    QWizard,
)

from desktop.rules.catalog import skill_catalog, specialisation_base
from desktop.rules.characters import CharacterSheet
from desktop.rules.creation import (
    ABBREVIATION,
    BACKSTORY,
    CHARACTERISTICS,
    NOT_FOR_SALE,
    Occupation,
    Spending,
    age_band,
    apply_age,
    finished_sheet,
    personal_points,
    point_buy_problem,
    roll_characteristics,
    spending_problems,
)
from desktop.rules.dice import Dice, DiceExpr
from desktop.store.occupations import all_occupations, save_occupation
from desktop.views.forms.ui_creation_wizard import Ui_CreationWizard
from desktop.views.look import set_tone

ROLL, ENTER, BUY = "roll", "enter", "buy"
SHORT = {"strength": "str", "constitution": "con", "size": "siz", "dexterity": "dex", "appearance": "app",
         "intelligence": "int", "power": "pow", "education": "edu"}  # fmt: skip
# Families a sheet commonly holds, with the specialisation shown; the player may type another.
SPECIALISED = (("Fighting", "Brawl"), ("Firearms", "Handgun"), ("Firearms", "Rifle/Shotgun"), ("Art/Craft", ""),
               ("Science", ""), ("Language (Other)", ""), ("Pilot", ""), ("Survival", ""))  # fmt: skip
SKILL, SPEC, BASE, OCC, PERSONAL, VALUE = range(6)


class OccupationDialog(QDialog):
    """An occupation of the campaign's own: its name, point formula, Credit Rating range and skills."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New occupation"))
        form = QFormLayout(self)
        self.name = QLineEdit(self)
        self.points = QLineEdit("EDU*4", self)
        self.points.setToolTip(self.tr("EDU*4, EDU*2+DEX*2, or EDU*2+(DEX|STR)*2 for the better of two"))
        self.low, self.high = QSpinBox(self), QSpinBox(self)
        for spin, value in ((self.low, 9), (self.high, 30)):
            spin.setRange(0, 99)
            spin.setValue(value)
        self.skills = QLineEdit(self)
        self.skills.setPlaceholderText(self.tr("Skills, separated by commas (Any for a free choice)"))
        for label, widget in ((self.tr("&Name"), self.name), (self.tr("&Points"), self.points),
                              (self.tr("Credit Rating from"), self.low), (self.tr("Credit Rating to"), self.high),
                              (self.tr("&Skills"), self.skills)):  # fmt: skip
            widget.setAccessibleName(label.replace("&", ""))
            form.addRow(label, widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def occupation(self) -> Occupation:
        skills = tuple(s.strip() for s in self.skills.text().split(",") if s.strip())
        return Occupation(self.name.text().strip(), self.points.text().strip().upper(),
                          (self.low.value(), self.high.value()), skills)  # fmt: skip


class CreationWizard(QWizard):
    """Characteristics → age → occupation → skills → backstory → summary; `sheet` is the result once accepted."""

    def __init__(self, parent: QWidget | None = None, dice: Dice | None = None,
                 start: CharacterSheet | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.ui = Ui_CreationWizard()
        self.ui.setupUi(self)
        self.dice = dice or Dice()
        self.sheet: CharacterSheet | None = None
        self.luck_rolls: list[int] = []
        self.edu_rolls: list[tuple[int, int]] = []
        self.aged: dict[str, int] = {}
        self.aged_luck = 50
        ui = self.ui
        for label in (ui.charsMessage, ui.skillsMessage):
            set_tone(label, "bad")
        for label in (ui.charsMessage, ui.skillsMessage, ui.ageLabel, ui.occupationLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they quote typed names, skills and occupations
        for era in ("1920s", "Modern"):
            ui.eraCombo.addItem(era, era)
        for method, label in ((ROLL, "Roll them"), (ENTER, "Type them in"), (BUY, "Point-buy")):
            ui.methodCombo.addItem(self.tr(label), method)
        self._fill_occupations()
        table = ui.skillsTable
        table.setColumnCount(6)
        table.setHorizontalHeaderLabels([self.tr(h) for h in ("Skill", "Specialisation", "Base", "Occupation",
                                                              "Personal", "Value")])  # fmt: skip
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.horizontalHeader().setSectionResizeMode(SKILL, QHeaderView.ResizeMode.Stretch)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._filling = False
        self._connect()
        if start is not None:
            self._start_from(start)
        else:
            self.roll()
        self._method_changed()
        self.resize(760, 620)
        self.restart()  # on its first page at once (tests and the self-check drive it unshown)

    def _connect(self) -> None:
        ui = self.ui
        ui.rollButton.clicked.connect(self.roll)
        ui.methodCombo.currentIndexChanged.connect(self._method_changed)
        for name in CHARACTERISTICS:
            self.spin(name).valueChanged.connect(self._show_derived)
        ui.luckSpin.valueChanged.connect(self._show_derived)
        ui.pointsSpin.valueChanged.connect(self._show_derived)
        ui.ageSpin.valueChanged.connect(self._age_changed)
        ui.eduButton.clicked.connect(self.roll_edu_checks)
        ui.ageLuckButton.clicked.connect(self.roll_age_luck)
        ui.occupationCombo.currentIndexChanged.connect(self._occupation_changed)
        ui.newOccupationButton.clicked.connect(self.new_occupation)
        ui.creditSpin.valueChanged.connect(self._points_changed)
        ui.skillsTable.itemChanged.connect(self._cell_changed)
        self.currentIdChanged.connect(self._page_entered)

    def spin(self, name: str):
        return getattr(self.ui, f"{SHORT[name]}Spin")

    def values(self) -> dict[str, int]:
        return {name: self.spin(name).value() for name in CHARACTERISTICS}

    # --- page 1: characteristics --------------------------------------------------------------------------------

    def roll(self) -> None:
        values, luck = roll_characteristics(self.dice)
        for name, value in values.items():
            self.spin(name).setValue(value)
        self.ui.luckSpin.setValue(luck)
        self._show_derived()

    def _start_from(self, sheet: CharacterSheet) -> None:
        """A copy to start from: its characteristics, age and name (the points are spent afresh)."""
        ui = self.ui
        ui.nameEdit.setText(self.tr("{} (copy)").format(sheet.name))
        for name in CHARACTERISTICS:
            self.spin(name).setValue(getattr(sheet, name))
        ui.luckSpin.setValue(sheet.luck)
        ui.ageSpin.setValue(max(15, min(89, sheet.age)))
        ui.methodCombo.setCurrentIndex(ui.methodCombo.findData(ENTER))
        found = ui.occupationCombo.findData(sheet.occupation)
        if found >= 0:
            ui.occupationCombo.setCurrentIndex(found)

    def _method_changed(self, *_args) -> None:
        method = self.ui.methodCombo.currentData()
        self.ui.rollButton.setEnabled(method == ROLL)
        self.ui.pointsSpin.setEnabled(method == BUY)
        self._show_derived()

    def _show_derived(self, *_args) -> None:
        values = self.values()
        sheet = CharacterSheet("x", **values, luck=self.ui.luckSpin.value()).filled()
        self.ui.derivedLabel.setText(self.tr("HP {hp} · MP {mp} · SAN {san} · MOV {mov} · Build {build} · Damage "
                                             "bonus {db} · Dodge {dodge} · Language (Own) {own}").format(
            hp=sheet.max_hp, mp=sheet.max_mp, san=sheet.sanity, mov=sheet.mov, build=sheet.build,
            db=sheet.damage_bonus, dodge=values["dexterity"] // 2, own=values["education"]))  # fmt: skip
        self.ui.charsMessage.setText(self._characteristics_problem() or "")

    def _characteristics_problem(self) -> str | None:
        if self.ui.methodCombo.currentData() == BUY:
            return point_buy_problem(self.values(), self.ui.pointsSpin.value())
        return None

    # --- page 2: age ----------------------------------------------------------------------------------------------

    def _age_changed(self, *_args) -> None:
        band = age_band(self.ui.ageSpin.value())
        ui = self.ui
        allowed = {"strength": ui.takeStrSpin, "constitution": ui.takeConSpin, "dexterity": ui.takeDexSpin,
                   "size": ui.takeSizSpin}  # fmt: skip
        for name, spin in allowed.items():
            spin.setEnabled(name in band.deduct_from)
            if name not in band.deduct_from:
                spin.setValue(0)
        asks = [f"{band.edu_checks} EDU improvement check(s)"] if band.edu_checks else []
        if band.deduct:
            asks.append(f"take {band.deduct} points from {', '.join(ABBREVIATION[n] for n in band.deduct_from)}")
        if band.app_loss:
            asks.append(f"APP −{band.app_loss}")
        if band.edu_loss:
            asks.append(f"EDU −{band.edu_loss}")
        if band.luck_twice:
            asks.append("Luck rolled twice, the higher kept")
        ui.bandLabel.setText(self.tr("Ages {} to {}: {}.").format(band.low, band.high, "; ".join(asks) or "nothing"))
        self.edu_rolls, self.luck_rolls = [], []
        ui.ageLabel.clear()

    def roll_edu_checks(self) -> None:
        band = age_band(self.ui.ageSpin.value())
        self.edu_rolls = [(DiceExpr.parse("1D100").roll(self.dice), DiceExpr.parse("1D10").roll(self.dice))
                          for _ in range(band.edu_checks)]  # fmt: skip
        self._show_age()

    def roll_age_luck(self) -> None:
        band = age_band(self.ui.ageSpin.value())
        self.luck_rolls = [DiceExpr.parse("3D6").roll(self.dice) * 5 for _ in range(2 if band.luck_twice else 1)]
        self._show_age()

    def _taken(self) -> dict[str, int]:
        ui = self.ui
        return {"strength": ui.takeStrSpin.value(), "constitution": ui.takeConSpin.value(),
                "dexterity": ui.takeDexSpin.value(), "size": ui.takeSizSpin.value()}  # fmt: skip

    def _age_result(self) -> tuple[dict[str, int], int, list[str]]:
        band = age_band(self.ui.ageSpin.value())
        edu = self.edu_rolls if len(self.edu_rolls) == band.edu_checks else None
        lucks = self.luck_rolls or [self.ui.luckSpin.value()]
        if edu is None:
            raise ValueError(self.tr("Roll the EDU checks first ({} for this age).").format(band.edu_checks))
        if band.luck_twice and len(lucks) != 2:
            raise ValueError(self.tr("Roll Luck: the young roll it twice and keep the higher."))
        return apply_age(self.values(), self.ui.ageSpin.value(), self._taken(), edu, lucks)

    def _show_age(self) -> None:
        try:
            values, luck, lines = self._age_result()
        except ValueError as exc:
            self.ui.ageLabel.setText(str(exc))
            return
        shown = ", ".join(f"{ABBREVIATION[n]} {values[n]}" for n in CHARACTERISTICS)
        self.ui.ageLabel.setText("; ".join(lines or ["no change"]) + f".\n{shown}, Luck {luck}")

    # --- page 3 and 4: occupation and skills --------------------------------------------------------------------

    def _fill_occupations(self, chosen: str = "") -> None:
        combo = self.ui.occupationCombo
        combo.blockSignals(True)
        combo.clear()
        for occupation in all_occupations():
            combo.addItem(occupation.name, occupation.name)
        combo.setCurrentIndex(max(0, combo.findData(chosen)))
        combo.blockSignals(False)

    def occupation(self):
        name = self.ui.occupationCombo.currentData()
        return next(o for o in all_occupations() if o.name == name)

    def ask_occupation(self) -> Occupation | None:
        dialog = OccupationDialog(self)
        return dialog.occupation() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def new_occupation(self) -> bool:
        """An occupation of the campaign's own, kept in its file for the next investigator too."""
        try:
            occupation = self.ask_occupation()
            if occupation is None:
                return False
            save_occupation(occupation)
        except ValueError as exc:
            self.ui.occupationLabel.setText(str(exc))
            return False
        self._fill_occupations(occupation.name)
        self._occupation_changed()
        return True

    def _occupation_changed(self, *_args) -> None:
        occupation = self.occupation()
        low, high = occupation.credit
        self.ui.creditSpin.setRange(low, high)
        values = self.aged or self.values()
        self.ui.occupationLabel.setText(self.tr("Skills: {skills}.\nPoints: {formula} = {points}. Credit Rating "
                                                "{low} to {high}.").format(
            skills=", ".join(occupation.skills), formula=occupation.points.replace("*", "×"),
            points=occupation.skill_points(values), low=low, high=high))  # fmt: skip
        self._fill_skills()

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
                        cell.setForeground(QColor(Qt.GlobalColor.gray))  # no points go here
                        cell.setToolTip(self.tr("Not one of this occupation's skills") if column == OCC
                                        else self.tr("Cthulhu Mythos cannot be bought"))  # fmt: skip
                if column == SKILL and occupation.allows(name) and "Any" not in occupation.skills:
                    cell.setFont(bold)
                table.setItem(row, column, cell)
        self._filling = False
        self._points_changed()

    def _cell_changed(self, cell: QTableWidgetItem) -> None:
        if self._filling or cell.column() not in (OCC, PERSONAL):
            self._points_changed()
            return
        text = cell.text().strip() or "0"
        if not text.isdigit():
            self._filling = True
            cell.setText("0")
            self._filling = False
            self.ui.skillsMessage.setText(self.tr("{}: points are whole numbers, 0 or more").format(
                self.ui.skillsTable.item(cell.row(), SKILL).text()))  # fmt: skip
        self._points_changed()

    def spending(self) -> list[Spending]:
        table = self.ui.skillsTable
        spent = [Spending("Credit Rating", 0, self.ui.creditSpin.value())]
        for row in range(table.rowCount()):
            name, spec = table.item(row, SKILL).text(), table.item(row, SPEC).text().strip()
            occ = int(table.item(row, OCC).text() or 0) if table.item(row, OCC).text().isdigit() else 0
            mine = int(table.item(row, PERSONAL).text() or 0) if table.item(row, PERSONAL).text().isdigit() else 0
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
        values = self.aged or self.values()
        occupation = self.occupation()
        spent = self.spending()
        budget, personal = occupation.skill_points(values), personal_points(values)
        used, used_personal = sum(max(0, s.occupation) for s in spent), sum(s.personal for s in spent)
        self.ui.occupationLeft.setText(self.tr("Occupation points left: {} of {}").format(budget - used, budget))
        self.ui.personalLeft.setText(self.tr("Personal interest points left: {} of {}").format(
            personal - used_personal, personal))  # fmt: skip
        table = self.ui.skillsTable
        self._filling = True
        for row in range(table.rowCount()):
            base = int(table.item(row, BASE).text())
            occ = table.item(row, OCC).text()
            mine = table.item(row, PERSONAL).text()
            table.item(row, VALUE).setText(str(base + (int(occ) if occ.isdigit() else 0) +
                                               (int(mine) if mine.isdigit() else 0)))  # fmt: skip
        self._filling = False
        problems = self._skill_problems()
        self.ui.skillsMessage.setText(problems[0] if problems else "")

    def _skill_problems(self) -> list[str]:
        spent = self.spending()
        unnamed = [s.skill.split(" (")[0] for s in spent if s.skill.endswith("(?)")]
        if unnamed:
            return [self.tr("{}: type the specialisation before spending points on it").format(unnamed[0])]
        return spending_problems(spent, self.occupation(), self.aged or self.values())

    # --- moving between pages, and the end ----------------------------------------------------------------------

    def _page_entered(self, page_id: int) -> None:
        page = self.page(page_id)
        if page is self.ui.agePage:
            self._age_changed()
        elif page is self.ui.occupationPage:
            self._occupation_changed()
        elif page is self.ui.summaryPage:
            self._summarise()

    def validateCurrentPage(self) -> bool:  # noqa: N802 - Qt override
        page = self.currentPage()
        ui = self.ui
        if page is ui.charsPage:
            if not ui.nameEdit.text().strip():
                ui.charsMessage.setText(self.tr("Name: the investigator needs one"))
                return False
            problem = self._characteristics_problem()
            if problem:
                ui.charsMessage.setText(problem)
                return False
        elif page is ui.agePage:
            try:
                self.aged, self.aged_luck, _lines = self._age_result()
            except ValueError as exc:
                ui.ageLabel.setText(str(exc))
                return False
        elif page is ui.skillsPage:
            problems = self._skill_problems()
            if problems:
                ui.skillsMessage.setText(problems[0])
                return False
        return super().validateCurrentPage()

    def backstory(self) -> dict[str, str]:
        return {key: getattr(self.ui, f"{key}Edit").text() for key in BACKSTORY}

    def _finished(self) -> CharacterSheet:
        ui = self.ui
        return finished_sheet(ui.nameEdit.text(), ui.eraCombo.currentData(), ui.ageSpin.value(), self.aged,
                              self.aged_luck, self.occupation(), self.spending(), self.backstory())  # fmt: skip

    def _summarise(self) -> None:
        try:
            sheet = self._finished().filled()
        except ValueError as exc:
            self.ui.summaryLabel.setText(str(exc))
            return
        skills = ", ".join(f"{s.full_name} {s.value}" for s in sorted(sheet.skills, key=lambda s: -s.value)[:12])
        self.ui.summaryLabel.setText(self.tr("{name}, {occupation}, age {age}.\n{chars}\nHP {hp} · MP {mp} · SAN "
                                             "{san} · Luck {luck} · MOV {mov}\nSkills: {skills}").format(
            name=sheet.name, occupation=sheet.occupation, age=sheet.age,
            chars=", ".join(f"{ABBREVIATION[n]} {getattr(sheet, n)}" for n in CHARACTERISTICS), hp=sheet.max_hp,
            mp=sheet.max_mp, san=sheet.sanity, luck=sheet.luck, mov=sheet.mov, skills=skills))  # fmt: skip

    def accept(self) -> None:
        try:
            self.sheet = self._finished()
        except ValueError as exc:
            self.ui.summaryLabel.setText(str(exc))
            return
        super().accept()
