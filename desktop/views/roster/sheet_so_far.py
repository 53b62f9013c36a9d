"""The creation wizard's side panel: the investigator taking shape beside every page — name, age and occupation,
characteristics (with what age changed), derived values, the skills chosen and the points left, the backstory."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QWidget

from desktop.rules.catalog import skill_entry
from desktop.rules.roster.creation import (
    ABBREVIATION,
    CHARACTERISTICS,
    Occupation,
    Spending,
    personal_points,
    points_left,
)
from desktop.rules.roster.sheet import CharacterSheet
from desktop.rules.words import signed
from desktop.views.common.look import REFUSALS, emphasize, one_line, show_whole
from desktop.views.common.numbers import first_problem
from desktop.views.forms.ui_sheet_so_far import Ui_SheetSoFar

if TYPE_CHECKING:
    from desktop.views.forms.ui_creation_wizard import Ui_CreationWizard

MOST_SKILLS = 14  # skills listed by name; the rest are counted
PANEL_CHARACTERS = 44  # the panel's width, in average characters


@dataclass(frozen=True)
class Draft:
    """What the wizard holds so far. `characteristics` is None while a field holds something that is not a value;
    `age` and `occupation` are empty until their pages have been reached."""

    name: str
    era: str
    characteristics: dict[str, int] | None
    luck: int | None
    age: int | None = None
    occupation: str = ""
    credit: int | None = None
    changed: dict[str, int] = field(default_factory=dict)  # what age took or gave, by characteristic ("luck" too)
    derived: tuple[tuple[str, int | str], ...] = ()
    skills: tuple[tuple[str, int], ...] = ()  # the skills points were spent on, with their values
    points_left: tuple[int, int, int, int] | None = None  # occupation left, of; personal left, of
    story: tuple[tuple[str, str], ...] = ()  # each backstory entry typed: its heading, its text


class SheetSoFar(QFrame):
    """A plain-text panel: everything in it may be the Keeper's typing, and is shown as typed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SheetSoFar()
        self.ui.setupUi(self)
        ui = self.ui
        for label in self.findChildren(QLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
        emphasize(ui.nameLabel, 1.4, QFont.Weight.Bold)
        one_line(ui.nameLabel)  # a long name is cut (whole in its tooltip), never widening the wizard
        for heading in (ui.charsHeading, ui.skillsHeading, ui.storyHeading):
            emphasize(heading)
        for label in (ui.whoLabel, ui.derivedLabel, ui.pointsLabel, ui.skillsLabel, ui.storyLabel):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # wraps, never widens
        self.cells: dict[str, QLabel] = {}
        for index, name in enumerate((*CHARACTERISTICS, "luck")):
            cell = QLabel(self)
            cell.setTextFormat(Qt.TextFormat.PlainText)
            ui.charsGrid.addWidget(cell, index // 3, index % 3)
            self.cells[name] = cell
        self.setFixedWidth(self.fontMetrics().averageCharWidth() * PANEL_CHARACTERS)

    def show_draft(self, draft: Draft) -> None:
        ui = self.ui
        show_whole(ui.nameLabel, draft.name.strip() or self.tr("A new investigator"))
        who = [draft.era]
        if draft.age is not None:
            who.append(self.tr("age {}").format(draft.age))
        if draft.occupation:
            who.append(draft.occupation)
        if draft.credit is not None:
            who.append(self.tr("Credit Rating {}").format(draft.credit))
        ui.whoLabel.setText(" · ".join(who))
        for name, cell in self.cells.items():
            short = ABBREVIATION.get(name, self.tr("Luck"))
            value = draft.luck if name == "luck" else (draft.characteristics or {}).get(name)
            change = draft.changed.get(name)
            text = f"{short} {value if value is not None else '—'}"
            cell.setText(f"{text} ({signed(change)})" if change else text)
        ui.derivedLabel.setText(" · ".join(f"{label} {value}" for label, value in draft.derived))
        self._show_skills(draft)
        story = [f"{heading}: {text}" for heading, text in draft.story]
        ui.storyLabel.setText("\n".join(story) or self.tr("Nothing written yet."))

    def _show_skills(self, draft: Draft) -> None:
        ui = self.ui
        if draft.points_left is None:
            ui.pointsLabel.setText(self.tr("The occupation's points come with the occupation."))
        else:
            occupation_left, occupation, personal_left, personal = draft.points_left
            ui.pointsLabel.setText(
                self.tr("Points left: occupation {} of {}, personal interest {} of {}").format(
                    occupation_left, occupation, personal_left, personal
                )
            )
        shown = [f"{name} {value}" for name, value in draft.skills[:MOST_SKILLS]]
        if len(draft.skills) > MOST_SKILLS:
            shown.append(self.tr("… and {} more").format(len(draft.skills) - MOST_SKILLS))
        ui.skillsLabel.setText("\n".join(shown) or self.tr("None yet."))


class SheetDraft:
    """What the sheet beside the pages shows, read from the wizard's pages (mixed into the wizard, whose form,
    characteristics, age, occupation and skills these are)."""

    ui: Ui_CreationWizard
    sheet_panel: SheetSoFar
    _draft_timer: QTimer

    if TYPE_CHECKING:  # the wizard's own

        def values(self) -> dict[str, int]: ...

        def occupation(self) -> Occupation: ...

        def spending(self) -> list[Spending]: ...

        def backstory(self) -> dict[str, str]: ...

        def _characteristic_spins(self) -> list: ...

        def _age_result(self) -> tuple[dict[str, int], int, list[str]]: ...

        def _occupation_refusal(self) -> str | None: ...

    def sheet_changed(self, *_args) -> None:
        """Something the sheet beside the pages shows has changed: it is shown afresh once the change settles."""
        self._draft_timer.start()

    def _reached(self, page: QWidget) -> bool:
        """Whether the Keeper has come to `page` (it is shown, or was on the way here)."""
        found = next((i for i in self.pageIds() if self.page(i) is page), None)
        return found is not None and (found in self.visitedIds() or found == self.currentId())

    def draft(self) -> Draft:
        """The investigator as the pages hold it now: characteristics as age leaves them once the age page is
        reached (and its checks rolled), the occupation and skills once chosen, the backstory typed."""
        ui = self.ui
        chars_ok = first_problem(*self._characteristic_spins()) is None
        values = self.values() if chars_ok else None
        luck = ui.luckSpin.value() if chars_ok else None
        age_reached = self._reached(ui.agePage)
        age = ui.ageSpin.value() if age_reached and not ui.ageSpin.problem() else None
        changed: dict[str, int] = {}
        if values is not None and age is not None:
            try:
                aged, aged_luck, _lines = self._age_result()
            except REFUSALS:  # the checks not rolled yet, or the points not taken: as typed until then
                aged, aged_luck = values, luck
            changed = {n: aged[n] - values[n] for n in CHARACTERISTICS if aged[n] != values[n]}
            if aged_luck != luck:
                changed["luck"] = aged_luck - luck
            values, luck = aged, aged_luck
        derived: tuple = ()
        if values is not None:
            sheet = CharacterSheet("x", **values, luck=luck, age=age or 30).filled()  # MOV falls with age
            dodge = skill_entry("Dodge").base_value(values["dexterity"], values["education"])
            derived = (
                (self.tr("HP"), sheet.max_hp),
                (self.tr("MP"), sheet.max_mp),
                (self.tr("SAN"), sheet.sanity),
                (self.tr("MOV"), sheet.mov),
                (self.tr("Build"), sheet.build),
                (self.tr("Damage bonus"), sheet.damage_bonus),
                (self.tr("Dodge"), dodge),
            )
        occupation, credit, skills, points = "", None, (), None
        if self._reached(ui.occupationPage) and self._occupation_refusal() is None:
            occupation = self.occupation().name
            credit = None if ui.creditSpin.problem() else ui.creditSpin.value()
        if occupation and values is not None and ui.skillsTable.rowCount():
            spent = [s for s in self.spending() if s.skill != "Credit Rating" and not s.skill.endswith("(?)")]
            chosen = [
                (s.skill, s.base + max(0, s.occupation) + s.personal) for s in spent if s.occupation or s.personal
            ]
            skills = tuple(sorted(chosen, key=lambda pair: (-pair[1], pair[0])))
            found = self.occupation()
            occupation_left, personal_left = points_left(self.spending(), found, values)
            points = (occupation_left, found.skill_points(values), personal_left, personal_points(values))
        story = tuple(
            (getattr(ui, f"{key}Label").text().replace("&", "").rstrip(":"), text.strip())
            for key, text in self.backstory().items()
            if text.strip()
        )
        return Draft(
            name=ui.nameEdit.text(),
            era=ui.eraCombo.currentText(),
            characteristics=values,
            luck=luck,
            age=age,
            occupation=occupation,
            credit=credit,
            changed=changed,
            derived=derived,
            skills=skills,
            points_left=points,
            story=story,
        )

    def show_draft(self) -> None:
        self.sheet_panel.show_draft(self.draft())
