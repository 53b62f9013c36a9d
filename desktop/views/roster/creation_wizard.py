"""A new investigator in two minutes: a QWizard through characteristics, age, occupation, skill points and
backstory, with derived values and points left always in view; the result is an ordinary roster character."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QDialog, QListWidgetItem, QMessageBox, QWidget, QWizard

from desktop.rules.catalog import skill_entry
from desktop.rules.dice import Dice, DiceExpr, DiceRoll
from desktop.rules.roster.creation import (
    ABBREVIATION,
    BACKSTORY,
    CHARACTERISTICS,
    Occupation,
    age_band,
    apply_age,
    backstory_problem,
    finished_sheet,
    name_problem,
    occupations,
    point_buy_problem,
    points_left,
    roll_characteristics,
)
from desktop.rules.roster.sheet import CharacterSheet
from desktop.rules.words import counted, signed
from desktop.store.occupations import all_occupations, save_occupation, unusable_occupations
from desktop.views.common.look import REFUSALS, cancellable, italic, message_box, set_tone
from desktop.views.common.numbers import first_problem
from desktop.views.common.room import fit_columns
from desktop.views.forms.ui_creation_wizard import Ui_CreationWizard
from desktop.views.roster.creation_skills import (
    BASE,
    OCC,
    PERSONAL,
    SKILL,
    SPEC,
    SPECIALISED,
    VALUE,
    LiveCells,
    SkillsPage,
)
from desktop.views.roster.occupation_dialog import OccupationDialog
from desktop.views.roster.sheet_so_far import SheetDraft, SheetSoFar

ROLL, ENTER, BUY = "roll", "enter", "buy"
SHORT = {
    "strength": "str",
    "constitution": "con",
    "size": "siz",
    "dexterity": "dex",
    "appearance": "app",
    "intelligence": "int",
    "power": "pow",
    "education": "edu",
}


def _sentence(text: str) -> str:
    """A refusal as a sentence ending in a full stop."""
    return text if text.endswith((".", "!", "?")) else text + "."


class CreationWizard(SkillsPage, SheetDraft, QWizard):
    """Characteristics → age → occupation → skills → backstory → summary; `sheet` is the result once accepted.

    With `save` (the roster's add), Finish writes the investigator before the wizard closes, and `saved_id` holds
    what `save` returned: a write the campaign refuses (read-only, a full disk, a sheet the roster will not take)
    keeps the wizard open with everything entered and says why."""

    def __init__(
        self,
        parent: QWidget | None = None,
        dice: Dice | None = None,
        start: CharacterSheet | None = None,
        save: Callable[[CharacterSheet], int] | None = None,
    ) -> None:
        super().__init__(parent)
        self.ui = Ui_CreationWizard()
        self.ui.setupUi(self)
        self.dice = dice or Dice()
        self.save = save
        self.sheet: CharacterSheet | None = None
        self.saved_id: int | None = None
        self.luck_rolls: list[int] = []
        self.edu_rolls: list[tuple[int, int]] = []
        # What each age band rolled, kept: a band's checks and Luck are rolled once (changing the age and back, or
        # leaving the page, never rolls them again).
        self._rolled_edu: dict[int, list[tuple[int, int]]] = {}
        self._rolled_luck: dict[int, list[DiceRoll]] = {}
        self.aged: dict[str, int] = {}
        self.aged_luck = 50
        ui = self.ui
        for label in (ui.charsMessage, ui.skillsMessage, ui.storyMessage, ui.summaryMessage):
            set_tone(label, "bad")
        for label in (
            ui.charsMessage,
            ui.ageLabel,
            ui.occupationLabel,
            ui.skillsMessage,
            ui.storyMessage,
            ui.summaryLabel,
            ui.summaryMessage,
        ):
            label.setTextFormat(Qt.TextFormat.PlainText)  # names and skills are the Keeper's text, never markup
        notes = (ui.strNote, ui.conNote, ui.sizNote, ui.dexNote, ui.appNote, ui.intNote, ui.powNote, ui.eduNote)
        for note in (*notes, ui.luckNote):  # what each characteristic gives, under its field
            italic(note)
            note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        for era in ("1920s", "Modern"):
            ui.eraCombo.addItem(era, era)
        for method, label in ((ROLL, "Roll them"), (ENTER, "Type them in"), (BUY, "Point-buy")):
            ui.methodCombo.addItem(self.tr(label), method)
        self._fill_occupations()
        table = ui.skillsTable
        table.setColumnCount(6)
        table.setHorizontalHeaderLabels(
            [self.tr(h) for h in ("Skill", "Specialisation", "Base", "Occupation", "Personal", "Value")]
        )
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        # Each number column as wide as its title; the skill's name takes the rest.
        fit_columns(table, {SPEC: "Rifle/Shotgun", BASE: "99", OCC: "999", PERSONAL: "999", VALUE: "99"}, {SKILL: 1})
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setItemDelegate(LiveCells(self._typing, table))
        self._being_typed: tuple[int, int, str] | None = None  # a cell being typed in, not yet committed
        self._filling = False
        # The investigator taking shape beside every page, shown afresh once whatever changed has settled.
        self.sheet_panel = SheetSoFar(self)
        self.setSideWidget(self.sheet_panel)
        self._draft_timer = QTimer(self, singleShot=True, interval=0)
        self._draft_timer.timeout.connect(self.show_draft)
        self._connect()
        if start is not None:
            self._start_from(start)
        else:
            self.roll()
        self._method_changed()
        self.resize(980, 640)  # the pages and the sheet beside them, on a 1024×700 screen
        self.restart()  # on its first page at once (tests and the self-check drive it unshown)

    def _connect(self) -> None:
        ui = self.ui
        ui.rollButton.clicked.connect(lambda: cancellable(self.roll))  # called off at the table: nothing changes
        ui.nameEdit.textChanged.connect(self._show_chars_problem)
        ui.methodCombo.currentIndexChanged.connect(self._method_changed)
        for name in CHARACTERISTICS:
            self.spin(name).valueChanged.connect(self._show_derived)
        ui.luckSpin.valueChanged.connect(self._show_derived)
        ui.pointsSpin.valueChanged.connect(self._show_derived)
        ui.ageSpin.valueChanged.connect(self._age_changed)
        for spin in (ui.takeStrSpin, ui.takeConSpin, ui.takeDexSpin, ui.takeSizSpin):
            spin.valueChanged.connect(self._taken_changed)
        ui.eduButton.clicked.connect(lambda: cancellable(self.roll_edu_checks))
        ui.ageLuckButton.clicked.connect(lambda: cancellable(self.roll_age_luck))
        ui.occupationCombo.currentIndexChanged.connect(self._occupation_changed)
        ui.newOccupationButton.clicked.connect(self.new_occupation)
        ui.creditSpin.valueChanged.connect(self._points_changed)
        ui.skillsTable.itemChanged.connect(self._cell_changed)
        self.currentIdChanged.connect(self._page_entered)
        changed = [
            ui.nameEdit.textChanged,
            ui.eraCombo.currentIndexChanged,
            ui.luckSpin.valueChanged,
            ui.ageSpin.valueChanged,
            ui.eduButton.clicked,
            ui.ageLuckButton.clicked,
            ui.occupationCombo.currentIndexChanged,
            ui.creditSpin.valueChanged,
            ui.skillsTable.itemChanged,
            self.currentIdChanged,
        ]
        changed += [self.spin(name).valueChanged for name in CHARACTERISTICS]
        changed += [spin.valueChanged for spin in (ui.takeStrSpin, ui.takeConSpin, ui.takeDexSpin, ui.takeSizSpin)]
        changed += [getattr(ui, f"{key}Edit").textChanged for key in BACKSTORY]
        for signal in changed:
            signal.connect(self.sheet_changed)

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
        if first_problem(*self._characteristic_spins()):
            self.ui.derivedLabel.clear()
            self._show_chars_problem()
            return
        values = self.values()
        dex, edu = values["dexterity"], values["education"]
        sheet = CharacterSheet("x", **values, luck=self.ui.luckSpin.value()).filled()
        self.ui.derivedLabel.setText(
            self.tr(
                "HP {hp} · MP {mp} · SAN {san} · MOV {mov} · Build {build} · Damage "
                "bonus {db} · Dodge {dodge} · Language (Own) {own}"
            ).format(
                hp=sheet.max_hp,
                mp=sheet.max_mp,
                san=sheet.sanity,
                mov=sheet.mov,
                build=sheet.build,
                db=sheet.damage_bonus,
                dodge=skill_entry("Dodge").base_value(dex, edu),  # the skill catalog's bases: half DEX, EDU
                own=skill_entry("Language (Own)").base_value(dex, edu),
            )
        )
        self._show_chars_problem()

    def _chars_problem(self, typing: bool = False) -> str | None:
        """What keeps the first page from going on: the name (by the roster's own rule) or the characteristics. While
        typing, an empty name is not yet a problem."""
        name = self.ui.nameEdit.text()
        if (name or not typing) and (problem := name_problem(name)):
            return problem
        return self._characteristics_problem()

    def _show_chars_problem(self, *_args) -> None:
        self.ui.charsMessage.setText(self._chars_problem(typing=True) or "")

    def _characteristic_spins(self) -> list:
        return [*(self.spin(name) for name in CHARACTERISTICS), self.ui.luckSpin, self.ui.pointsSpin]

    def _characteristics_problem(self) -> str | None:
        if problem := first_problem(*self._characteristic_spins()):
            return problem
        if self.ui.methodCombo.currentData() == BUY:
            return point_buy_problem(self.values(), self.ui.pointsSpin.value())
        return None

    # --- page 2: age ----------------------------------------------------------------------------------------------

    def _age_changed(self, *_args) -> None:
        ui = self.ui
        if problem := ui.ageSpin.problem():
            ui.bandLabel.setText(problem)  # said here only; the result below is no age's
            ui.ageLabel.clear()
            return
        band = age_band(ui.ageSpin.value())
        allowed = {
            "strength": ui.takeStrSpin,
            "constitution": ui.takeConSpin,
            "dexterity": ui.takeDexSpin,
            "size": ui.takeSizSpin,
        }
        for name, spin in allowed.items():
            spin.setEnabled(name in band.deduct_from)
            if name not in band.deduct_from:
                spin.setValue(0)
        asks = [counted(band.edu_checks, "EDU improvement check")] if band.edu_checks else []
        if band.deduct:
            asks.append(f"take {band.deduct} points from {', '.join(ABBREVIATION[n] for n in band.deduct_from)}")
        if band.app_loss:
            asks.append(f"APP {signed(-band.app_loss)}")
        if band.edu_loss:
            asks.append(f"EDU {signed(-band.edu_loss)}")
        if band.luck_twice:
            asks.append("Luck rolled twice, the higher kept")
        ui.bandLabel.setText(self.tr("Ages {} to {}: {}.").format(band.low, band.high, "; ".join(asks) or "nothing"))
        self.edu_rolls = self._rolled_edu.get(band.low, [])
        lucks = self._rolled_luck.get(band.low, [])
        self.luck_rolls = [roll.total * 5 for roll in lucks]
        # Only the bands that call for them offer them, and each is rolled once.
        ui.eduButton.setVisible(band.edu_checks > 0)
        ui.eduButton.setEnabled(not self.edu_rolls)
        ui.ageLuckButton.setVisible(band.luck_twice)
        ui.ageLuckButton.setEnabled(not lucks)
        if self.edu_rolls or lucks:
            self._show_age()
        else:
            ui.ageLabel.clear()

    def roll_edu_checks(self) -> None:
        """The band's EDU improvement checks, each 1D100 (above EDU: +1D10), rolled once and shown."""
        if self.ui.ageSpin.problem():  # said under the age already
            return
        band = age_band(self.ui.ageSpin.value())
        if band.low in self._rolled_edu or not band.edu_checks:
            return
        self.edu_rolls = [
            (DiceExpr.parse("1D100").roll(self.dice), DiceExpr.parse("1D10").roll(self.dice))
            for _ in range(band.edu_checks)
        ]
        self._rolled_edu[band.low] = self.edu_rolls
        self.ui.eduButton.setEnabled(False)
        self._show_age()

    def roll_age_luck(self) -> None:
        """The young's Luck: 3D6×5 twice, the higher kept; rolled once and shown with its dice."""
        if self.ui.ageSpin.problem():  # said under the age already
            return
        band = age_band(self.ui.ageSpin.value())
        if band.low in self._rolled_luck or not band.luck_twice:
            return
        rolls = [DiceExpr.parse("3D6").roll_detail(self.dice) for _ in range(2)]
        self._rolled_luck[band.low] = rolls
        self.luck_rolls = [roll.total * 5 for roll in rolls]
        self.ui.ageLuckButton.setEnabled(False)
        self._show_age()

    def _taken_changed(self, *_args) -> None:
        """Points taken for age: the result follows once something was rolled (before that, nothing to show)."""
        if self.edu_rolls or self.luck_rolls:
            self._show_age()

    def _taken(self) -> dict[str, int]:
        ui = self.ui
        return {
            "strength": ui.takeStrSpin.value(),
            "constitution": ui.takeConSpin.value(),
            "dexterity": ui.takeDexSpin.value(),
            "size": ui.takeSizSpin.value(),
        }

    def _age_result(self) -> tuple[dict[str, int], int, list[str]]:
        band = age_band(self.ui.ageSpin.value())
        edu = self.edu_rolls if len(self.edu_rolls) == band.edu_checks else None
        lucks = self.luck_rolls if band.luck_twice else [self.ui.luckSpin.value()]
        if edu is None:
            raise ValueError(self.tr("Roll the EDU checks first ({} for this age).").format(band.edu_checks))
        if band.luck_twice and len(lucks) != 2:
            raise ValueError(self.tr("Roll Luck: the young roll it twice and keep the higher."))
        return apply_age(self.values(), self.ui.ageSpin.value(), self._taken(), edu, lucks)

    def _show_age(self) -> None:
        """The age's result with the dice rolled for it; while something is still to do (points to take), the dice
        rolled so far and what is missing."""
        band = age_band(self.ui.ageSpin.value())
        dice = [
            self.tr("Luck {}: {} ×5 = {}").format(n, roll.describe(), roll.total * 5)
            for n, roll in enumerate(self._rolled_luck.get(band.low, []), start=1)
        ]
        try:
            values, luck, lines = self._age_result()
        except ValueError as exc:
            edu = [
                self.tr("EDU check {}: 1D100 = {}, 1D10 = {}").format(n, roll, gain)
                for n, (roll, gain) in enumerate(self.edu_rolls, start=1)
            ]
            rolled = "; ".join([*edu, *dice])
            self.ui.ageLabel.setText(f"{rolled}.\n{exc}" if rolled else str(exc))
            return
        shown = ", ".join(f"{ABBREVIATION[n]} {values[n]}" for n in CHARACTERISTICS)
        self.ui.ageLabel.setText("; ".join([*dice, *(lines or ["no change"])]) + f".\n{shown}, Luck {luck}")

    # --- page 3: occupation (page 4, its skills: creation_skills.py) ----------------------------------------------

    def _fill_occupations(self, chosen: str = "") -> None:
        """The occupations to choose from; the campaign's own that cannot be used listed after them, greyed (the
        reasons are shown under the list)."""
        combo = self.ui.occupationCombo
        combo.blockSignals(True)
        combo.clear()
        for occupation in all_occupations():
            combo.addItem(occupation.name, occupation.name)
        self.unusable = unusable_occupations()
        for name, _why in self.unusable:
            combo.addItem(self.tr("{} (cannot be used)").format(name), None)
            combo.model().item(combo.count() - 1).setEnabled(False)
        combo.setCurrentIndex(max(0, combo.findData(chosen)))
        combo.blockSignals(False)

    def occupation(self) -> Occupation:
        """The occupation chosen; an unusable one cannot be (while a script picks one, the first is shown)."""
        name = self.ui.occupationCombo.currentData()
        found = all_occupations()
        return next((o for o in found if o.name == name), found[0] if found else occupations()[0])

    def _occupation_refusal(self) -> str | None:
        combo = self.ui.occupationCombo
        if combo.currentData() is None and 0 <= combo.currentIndex() < combo.count():
            index = combo.currentIndex() - (combo.count() - len(self.unusable))
            if 0 <= index < len(self.unusable):
                name, why = self.unusable[index]
                return self.tr(
                    "Occupation: the campaign's own {} cannot be used ({}); choose another, or make it "
                    "again with New Occupation."
                ).format(name, why)
            return self.tr("Occupation: choose one")
        return None

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
        except REFUSALS as exc:  # refused by the rules, or by the file (read-only, say)
            self.ui.occupationLabel.setText(str(exc))
            return False
        self._fill_occupations(occupation.name)
        self._occupation_changed()
        return True

    def _occupation_changed(self, *_args) -> None:
        refusal = self._occupation_refusal()
        if refusal:
            self.ui.occupationLabel.setText(refusal)
            return
        occupation = self.occupation()
        low, high = occupation.credit
        self.ui.creditSpin.setRange(low, high)
        values = self.aged or self.values()
        own = [skill for skill in occupation.skills if skill != "Any"]
        free = occupation.free_choices
        if free:
            own.append(self.tr("any one other skill") if free == 1 else self.tr("any {} other skills").format(free))
        text = self.tr("Skills: {skills}.\nPoints: {formula} = {points}. Credit Rating {low} to {high}.").format(
            skills=", ".join(own),
            formula=occupation.points.replace("*", "×"),
            points=occupation.skill_points(values),
            low=low,
            high=high,
        )
        for name, why in self.unusable:
            text += "\n" + self.tr("The campaign's own {} cannot be used: {}").format(name, why)
        self.ui.occupationLabel.setText(text)
        self._fill_skills()

    # --- moving between pages, and the end ----------------------------------------------------------------------

    def _page_entered(self, page_id: int) -> None:
        page = self.page(page_id)
        if page is self.ui.agePage:
            self._age_changed()
        elif page is self.ui.occupationPage:
            self._occupation_changed()
        elif page is self.ui.summaryPage:
            self.ui.summaryMessage.clear()
            self._summarise()

    def validateCurrentPage(self) -> bool:  # noqa: N802 - Qt override
        page = self.currentPage()
        ui = self.ui
        if page is ui.charsPage:
            problem = self._chars_problem()
            if problem:
                ui.charsMessage.setText(problem)
                return False
        elif page is ui.agePage:
            if ui.ageSpin.problem():  # said under the age already: once is enough
                return False
            try:
                self.aged, self.aged_luck, _lines = self._age_result()
            except ValueError as exc:
                ui.ageLabel.setText(str(exc))
                return False
        elif page is ui.occupationPage:
            refusal = self._occupation_refusal() or ui.creditSpin.problem()
            if refusal:
                ui.occupationLabel.setText(refusal)
                return False
        elif page is ui.skillsPage:
            problems = self._skill_problems()
            if problems:
                ui.skillsMessage.setText(problems[0])
                return False
        elif page is ui.storyPage:
            problem = backstory_problem(self.backstory())
            ui.storyMessage.setText(problem or "")
            if problem:
                return False
        return super().validateCurrentPage()

    def backstory(self) -> dict[str, str]:
        return {key: getattr(self.ui, f"{key}Edit").text() for key in BACKSTORY}

    def _finished(self) -> CharacterSheet:
        ui = self.ui
        return finished_sheet(
            ui.nameEdit.text(),
            ui.eraCombo.currentData(),
            ui.ageSpin.value(),
            self.aged,
            self.aged_luck,
            self.occupation(),
            self.spending(),
            self.backstory(),
        )

    def _summarise(self) -> None:
        """The sheet as it will join the roster: who, characteristics and derived values, then every skill's value in
        columns (the sheet beside it lists only the skills points went to)."""
        skills = self.ui.summarySkills
        skills.clear()
        try:
            sheet = self._finished().filled()
        except ValueError as exc:
            self.ui.summaryLabel.setText(str(exc))
            return
        self.ui.summaryLabel.setText(
            self.tr(
                "{name}, {occupation}, age {age}.\n{chars}\nHP {hp} · MP {mp} · SAN {san} · Luck {luck} · MOV {mov}"
            ).format(
                name=sheet.name,
                occupation=sheet.occupation,
                age=sheet.age,
                chars=", ".join(f"{ABBREVIATION[n]} {getattr(sheet, n)}" for n in CHARACTERISTICS),
                hp=sheet.max_hp,
                mp=sheet.max_mp,
                san=sheet.sanity,
                luck=sheet.luck,
                mov=sheet.mov,
            )
        )
        bold = QFont(skills.font())
        bold.setBold(True)
        spent = {s.full_name for s in sheet.skills if s.name not in ("Language (Own)", "Dodge")}
        values = {s.full_name: s.value for s in sheet.skills}
        table = self.ui.skillsTable
        for row in range(table.rowCount()):  # at its base or raised, as the skills page had them
            name, spec = table.item(row, SKILL).text(), table.item(row, SPEC).text().strip()
            if name in {family for family, _spec in SPECIALISED} and not spec:
                continue
            full = f"{name} ({spec})" if spec else name
            item = QListWidgetItem(f"{full} {values.get(full, table.item(row, VALUE).text())}")
            if full in spent:
                item.setFont(bold)  # points went here
            skills.addItem(item)

    def ask_unspent(self, text: str) -> bool:
        """Whether to finish with points left over (the Keeper's answer to `text`)."""
        answer = message_box(
            self,
            "question",
            self.tr("Points left to spend"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _unspent_question(self) -> str | None:
        occupation_left, personal_left = points_left(self.spending(), self.occupation(), self.aged or self.values())
        parts = []
        if occupation_left:
            parts.append(self.tr("{} occupation points").format(occupation_left))
        if personal_left:
            parts.append(self.tr("{} personal interest points").format(personal_left))
        if not parts:
            return None
        return self.tr("{} are not spent yet; once the investigator is made they are gone. Finish anyway?").format(
            self.tr(" and ").join(parts)
        )

    def accept(self) -> None:
        """Finish: with points left unspent the Keeper is asked first; then the investigator is made and (with
        `save`) written. Anything refused, or a No, keeps the wizard open, every page as it was, and says why."""
        try:
            sheet = self._finished()
            question = self._unspent_question()
            if question and not self.ask_unspent(question):
                self.ui.summaryMessage.setText(
                    self.tr("Not finished: go Back to the Skills page to spend the points left, or Finish again.")
                )
                return
            saved = self.save(sheet) if self.save is not None else None
        except REFUSALS as exc:
            why = self.tr("Not added to the roster: {} Everything entered is kept here.")
            self.ui.summaryMessage.setText(why.format(_sentence(str(exc))))
            return
        self.sheet, self.saved_id = sheet, saved
        super().accept()
