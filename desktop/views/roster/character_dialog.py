"""The character editor: identity, characteristics with live derived values, skills and weapons."""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from desktop.models.session import CampaignSession
from desktop.rules.catalog import skill_catalog, skill_entry, standard_skills
from desktop.rules.roster.sheet import (
    CHARACTERISTICS,
    MAX_SKILL,
    CharacterSheet,
    Kind,
    Skill,
    Weapon,
    fifth,
    half,
    sheet_errors,
    starting_sanity,
)
from desktop.store.campaign_file import StoreError
from desktop.store.character_rows import SheetError
from desktop.views.common.look import emphasize, set_tone
from desktop.views.forms.ui_character_dialog import Ui_CharacterDialog

WHOLE = re.compile(r"[+-]?\d+")
SKILL_HEADERS = ("Skill", "Specialisation", "Value", "Half", "Fifth", "Ticked")
SKILL_WIDTHS = (0, 160, 70, 60, 60, 60)
WEAPON_HEADERS = ("Weapon", "Skill", "Damage", "+DB", "Impales", "Range", "Attacks", "Ammo", "Malf.", "Drains")
WEAPON_WIDTHS = (0, 170, 80, 45, 65, 110, 65, 55, 55, 60)


def _item(text: object, editable: bool = True, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem("" if text is None else str(text))
    flags = item.flags()
    item.setFlags(flags | Qt.ItemFlag.ItemIsEditable if editable else flags & ~Qt.ItemFlag.ItemIsEditable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _check_item(checked: bool) -> QTableWidgetItem:
    item = QTableWidgetItem()
    item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
    return item


def _int_or_none(text: str, what: str) -> int | None:
    """A whole number typed in a table cell: None when empty; a message naming the field for anything else that is
    not one (a number too long to be meant is refused before Python reads it)."""
    text = text.strip()
    if not text:
        return None
    if not WHOLE.fullmatch(text):
        raise ValueError(f"{what} must be a whole number, not {text[:20]!r}")
    if len(text.lstrip("+-").lstrip("0")) > 6:
        raise ValueError(f"{what}: {text[:12]}… is far too large")
    return int(text)


class CharacterDialog(QDialog):
    """Adds a character (character_id None) or edits one; saving is one undoable change."""

    def __init__(self, session: CampaignSession, character_id: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.character_id = character_id
        self.saved_id: int | None = None
        self.ui = Ui_CharacterDialog()
        self.ui.setupUi(self)
        for label in (self.ui.errorLabel, self.ui.weaponNote):
            label.setTextFormat(Qt.TextFormat.PlainText)
        emphasize(self.ui.errorLabel)
        set_tone(self.ui.errorLabel, "bad")
        for kind in Kind:
            self.ui.kindCombo.addItem(self.tr(kind.label), kind.value)
        for entry in skill_catalog():
            self.ui.skillCombo.addItem(entry.name, entry.name)
        self._fill_weapon_combo()
        self._setup_table(self.ui.skillsTable, SKILL_HEADERS, SKILL_WIDTHS)
        self._setup_table(self.ui.weaponsTable, WEAPON_HEADERS, WEAPON_WIDTHS)
        self.spins = {name: getattr(self.ui, f"{name}Spin") for name in CHARACTERISTICS}
        for button in (
            self.ui.addSkillButton,
            self.ui.removeSkillButton,
            self.ui.addWeaponButton,
            self.ui.customWeaponButton,
            self.ui.removeWeaponButton,
            self.ui.saveWeaponButton,
        ):
            button.setAutoDefault(False)  # Enter in a table edits the table; it never presses these again

        original = session.sheet(character_id) if character_id is not None else self._new_sheet()
        self.original = original  # what the editor started from: saving writes only what the Keeper changed
        self._original = original
        self._load(original)
        self.setWindowTitle(self.tr("Edit {}").format(original.name) if character_id else self.tr("New character"))

        self._bases = self._characteristic_bases()
        for spin in (*self.spins.values(), self.ui.ageSpin, self.ui.luckSpin, self.ui.movSpin):
            spin.valueChanged.connect(self._update_derived)
        for name in ("dexterity", "education"):
            self.spins[name].valueChanged.connect(self._follow_bases)
        self.ui.kindCombo.currentIndexChanged.connect(self._update_derived)
        self.ui.skillsTable.itemChanged.connect(self._skill_edited)
        self.ui.addSkillButton.clicked.connect(self.add_skill)
        self.ui.removeSkillButton.clicked.connect(lambda: self._remove_row(self.ui.skillsTable))
        self.ui.addWeaponButton.clicked.connect(self.add_catalog_weapon)
        self.ui.customWeaponButton.clicked.connect(self.add_custom_weapon)
        self.ui.removeWeaponButton.clicked.connect(lambda: self._remove_row(self.ui.weaponsTable))
        self.ui.saveWeaponButton.clicked.connect(self.save_weapon_to_catalog)
        self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        self._update_derived()

    def _new_sheet(self) -> CharacterSheet:
        sheet = CharacterSheet(name="")
        return replace(sheet, skills=standard_skills(sheet.dexterity, sheet.education))

    @staticmethod
    def _setup_table(table: QTableWidget, headers: tuple[str, ...], widths: tuple[int, ...]) -> None:
        """Headers, fixed widths for the short columns, and the first column taking the rest."""
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
        header = table.horizontalHeader()
        for column, width in enumerate(widths[1:], start=1):
            header.resizeSection(column, width)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    # --- sheet <-> widgets ----------------------------------------------------------------------------------

    def _load(self, sheet: CharacterSheet) -> None:
        self.ui.nameEdit.setText(sheet.name)
        self.ui.kindCombo.setCurrentIndex(list(Kind).index(sheet.kind))
        self.ui.occupationEdit.setText(sheet.occupation)
        self.ui.ageSpin.setValue(sheet.age)
        self.ui.luckSpin.setValue(sheet.luck)
        self.ui.movSpin.setValue(sheet.mov_override or 0)  # its lowest value reads "Worked out"
        for name, spin in self.spins.items():
            spin.setValue(getattr(sheet, name))
        self.ui.notesEdit.setPlainText(sheet.notes)
        self.ui.skillsTable.blockSignals(True)
        self.ui.skillsTable.setRowCount(0)
        for skill in sheet.skills:
            self._append_skill(skill)
        self.ui.skillsTable.blockSignals(False)
        self.ui.weaponsTable.setRowCount(0)
        for weapon in sheet.weapons:
            self._append_weapon(weapon)

    def _append_skill(self, skill: Skill) -> None:
        table = self.ui.skillsTable
        was_blocked = table.blockSignals(True)
        row = table.rowCount()
        table.insertRow(row)
        table.setItem(row, 0, _item(skill.name))
        table.setItem(row, 1, _item(skill.specialization))
        table.setItem(row, 2, _item(skill.value, align_right=True))
        table.setItem(row, 3, _item(half(skill.value), editable=False, align_right=True))
        table.setItem(row, 4, _item(fifth(skill.value), editable=False, align_right=True))
        table.setItem(row, 5, _check_item(skill.ticked))
        table.blockSignals(was_blocked)

    def _append_weapon(self, weapon: Weapon) -> None:
        table = self.ui.weaponsTable
        row = table.rowCount()
        table.insertRow(row)
        values = (weapon.name, weapon.skill, weapon.damage)
        for column, value in enumerate(values):
            table.setItem(row, column, _item(value))
        table.setItem(row, 3, _check_item(weapon.adds_damage_bonus))
        table.setItem(row, 4, _check_item(weapon.impaling))
        for column, value in enumerate(
            (weapon.range, weapon.attacks, weapon.ammo, weapon.malfunction, weapon.drains), start=5
        ):
            table.setItem(row, column, _item(value))
        table.item(row, 9).setToolTip(self.tr("What an attack harms instead of HP: STR, CON, DEX, POW, SAN or MP"))

    def _skills(self) -> tuple[Skill, ...]:
        table = self.ui.skillsTable
        skills = []
        for row in range(table.rowCount()):
            name = table.item(row, 0).text().strip()
            value = _int_or_none(table.item(row, 2).text(), f"Skill {name or 'value'}")
            if value is None:
                raise ValueError(f"Skill {name or '(no name)'} needs a value from 0 to {MAX_SKILL}")
            skills.append(
                Skill(
                    name,
                    value,
                    table.item(row, 1).text().strip(),
                    table.item(row, 5).checkState() == Qt.CheckState.Checked,
                )
            )
        return tuple(skills)

    def _weapons(self) -> tuple[Weapon, ...]:
        table = self.ui.weaponsTable
        weapons = []
        for row in range(table.rowCount()):
            text = [table.item(row, c).text().strip() if table.item(row, c) else "" for c in range(table.columnCount())]
            weapons.append(
                Weapon(
                    name=text[0],
                    skill=text[1],
                    damage=text[2],
                    adds_damage_bonus=table.item(row, 3).checkState() == Qt.CheckState.Checked,
                    impaling=table.item(row, 4).checkState() == Qt.CheckState.Checked,
                    range=text[5],
                    attacks=text[6] or "1",
                    ammo=_int_or_none(text[7], f"Weapon {text[0]}: ammunition"),
                    malfunction=_int_or_none(text[8], f"Weapon {text[0]}: malfunction"),
                    drains=text[9].upper(),
                )
            )
        return tuple(weapons)

    def sheet(self) -> CharacterSheet:
        """The sheet as the form shows it (may be invalid; raises ValueError on unreadable numbers)."""
        return replace(
            self._original,
            name=self.ui.nameEdit.text().strip(),
            kind=Kind(self.ui.kindCombo.currentData()),
            occupation=self.ui.occupationEdit.text().strip(),
            age=self.ui.ageSpin.typed(),  # as typed: the sheet's own checks name what is out of range
            luck=self.ui.luckSpin.typed(),
            mov_override=self.ui.movSpin.typed() or None,
            notes=self.ui.notesEdit.toPlainText(),
            skills=self._skills(),
            weapons=self._weapons(),
            **{name: spin.typed() for name, spin in self.spins.items()},
        )

    # --- live feedback --------------------------------------------------------------------------------------

    def _update_derived(self) -> None:
        try:
            sheet = self.sheet().filled()
        except ValueError as exc:
            self.ui.errorLabel.setText(str(exc))
            return
        shown = (*CHARACTERISTICS, "age", "mov_override")
        errors = [message for field, message in sheet_errors(sheet) if field in shown]
        self.ui.errorLabel.setText("\n".join(errors))
        if errors:  # HP, MOV and the rest from a refused number would be false: none is shown until it is put right
            self.ui.derivedLabel.setText(
                self.tr(
                    "HP, MP, SAN, damage bonus, Build and MOV follow once the characteristics and age are in range."
                )
            )
            return
        sanity = min(starting_sanity(sheet.power), sheet.max_sanity) if self.character_id is None else sheet.sanity
        self.ui.derivedLabel.setText(
            self.tr(
                "<b>HP</b> {hp} · <b>MP</b> {mp} · <b>SAN</b> {san} (max {max_san}) · <b>Damage bonus</b> {bonus}"
                " · <b>Build</b> {build} · <b>MOV</b> {mov}"
            ).format(
                hp=sheet.max_hp,
                mp=sheet.max_mp,
                san=sanity,
                max_san=sheet.max_sanity,
                bonus=sheet.damage_bonus,
                build=sheet.build,
                mov=sheet.mov if sheet.mov_override is None else self.tr("{} (set by hand)").format(sheet.mov),
            )
        )

    def _characteristic_bases(self) -> dict[str, int]:
        """Each characteristic-based skill base as the form stands ('half DEX' for Dodge, 'EDU' for Language (Own))."""
        dex, edu = self.spins["dexterity"].typed(), self.spins["education"].typed()
        return {"half DEX": half(max(0, dex)), "EDU": max(0, edu)}

    def _follow_bases(self) -> None:
        """DEX or EDU changed: a skill still at its old base (Dodge at half DEX, Language (Own) at EDU) moves with
        it; one the Keeper has set to something else stays as set."""
        old, new = self._bases, self._characteristic_bases()
        self._bases = new
        table = self.ui.skillsTable
        for row in range(table.rowCount()):
            entry = skill_entry(table.item(row, 0).text().strip())
            if entry is None or entry.base not in new:
                continue
            if table.item(row, 2).text().strip() == str(old[entry.base]) and old[entry.base] != new[entry.base]:
                table.item(row, 2).setText(str(min(MAX_SKILL, new[entry.base])))  # _skill_edited updates half, fifth

    def _skill_edited(self, item: QTableWidgetItem) -> None:
        if item.column() != 2:
            return
        table = self.ui.skillsTable
        try:
            value = _int_or_none(item.text(), f"Skill {table.item(item.row(), 0).text().strip()}")
        except ValueError as exc:
            self.ui.errorLabel.setText(str(exc))
            return
        if value is None:
            self._update_derived()
            return
        table.blockSignals(True)
        table.item(item.row(), 3).setText(str(half(value)))
        table.item(item.row(), 4).setText(str(fifth(value)))
        table.blockSignals(False)
        self._update_derived()

    def add_skill(self) -> None:
        name = self.ui.skillCombo.currentData()
        entry = skill_entry(name)
        specialization = self.ui.specializationEdit.text().strip() or (entry.default if entry else "")
        dex, edu = self.spins["dexterity"].typed(), self.spins["education"].typed()
        base = entry.base_value(dex, edu) if entry else 0
        self._append_skill(Skill(name, base, specialization))
        table = self.ui.skillsTable
        table.scrollToBottom()
        table.setCurrentCell(table.rowCount() - 1, 2)
        table.setFocus()
        table.editItem(table.item(table.rowCount() - 1, 2))  # type its value; Enter keeps it, never adds another
        self.ui.specializationEdit.clear()

    def _fill_weapon_combo(self) -> None:
        current = self.ui.weaponCombo.currentText()
        self.ui.weaponCombo.clear()
        for weapon in self.session.weapons():
            self.ui.weaponCombo.addItem(weapon.name, weapon)
        self.ui.weaponCombo.setCurrentIndex(max(0, self.ui.weaponCombo.findText(current)))

    def save_weapon_to_catalog(self) -> None:
        """Keep the selected row's weapon in the campaign's catalog, for every sheet to pick from."""
        row = self.ui.weaponsTable.currentRow()
        if row < 0:
            self.ui.weaponNote.setText(self.tr("Select a weapon in the table first."))
            return
        try:
            weapon = self._weapons()[row]
            self.session.save_catalog_weapon(weapon)
        except ValueError as exc:
            self.ui.weaponNote.setText(str(exc))
            return
        self._fill_weapon_combo()
        self.ui.weaponNote.setText(self.tr("{} is in the catalog now.").format(weapon.name.strip()))

    def add_catalog_weapon(self) -> None:
        self._append_weapon(self.ui.weaponCombo.currentData())

    def add_custom_weapon(self) -> None:
        self._append_weapon(Weapon(self.tr("New weapon"), "Fighting (Brawl)", "1D6", adds_damage_bonus=True))
        table = self.ui.weaponsTable
        table.setCurrentCell(table.rowCount() - 1, 0)
        table.editItem(table.item(table.rowCount() - 1, 0))

    @staticmethod
    def _remove_row(table: QTableWidget) -> None:
        row = table.currentRow()
        if row >= 0:
            table.removeRow(row)

    # --- save -----------------------------------------------------------------------------------------------

    def save(self) -> None:
        """Validate and write; on refusal show every problem by field and keep the dialog open."""
        try:
            sheet = self.sheet()
            if self.character_id is None:
                self.saved_id = self.session.add_character(sheet)
            else:
                self.session.update_character(self.character_id, sheet, self.original)
                self.saved_id = self.character_id
        except SheetError as exc:
            self.ui.errorLabel.setText("\n".join(message for _, message in exc.errors))
            self._focus_field(exc.errors[0][0])
            return
        except (ValueError, StoreError) as exc:
            self.ui.errorLabel.setText(str(exc))
            return
        self.accept()

    def _focus_field(self, field: str) -> None:
        if field in self.spins:
            self.spins[field].setFocus()
        elif field == "mov_override":
            self.ui.movSpin.setFocus()
        elif field == "name":
            self.ui.nameEdit.setFocus()
        elif field in ("skills", "weapons"):
            self.ui.sections.setCurrentIndex(0 if field == "skills" else 1)
