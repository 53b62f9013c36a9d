"""The creation wizard through its real pages: characteristics typed in, an age with its checks and points taken,
an occupation, points spent (over-spending refused by name), a backstory; the investigator joins the roster as one
undo step. Started from a copy it begins from that sheet. Names the roster refuses are refused on the first page,
and a Finish the file refuses keeps the wizard open with everything entered."""

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from desktop.rules import ScriptedDice
from desktop.rules.roster.sheet import CharacterSheet
from desktop.store import campaign_file, character_rows
from desktop.store.character_rows import SheetError
from desktop.store.errors import StoreError
from desktop.store.schema import CampaignRow
from desktop.views.roster.creation_skills import OCC, PERSONAL, SKILL, SPEC
from desktop.views.roster.creation_wizard import CreationWizard
from desktop.views.roster.occupation_dialog import OccupationDialog


def cell(wizard, name, column, spec=""):
    table = wizard.ui.skillsTable
    row = next(
        r for r in range(table.rowCount()) if table.item(r, SKILL).text() == name and table.item(r, SPEC).text() == spec
    )
    return table.item(row, column)


def drive(wizard, qtbot, overspend_first=False):
    ui = wizard.ui
    assert wizard.currentPage() is ui.charsPage
    wizard.next()
    assert wizard.currentPage() is ui.charsPage and "Name" in ui.charsMessage.text()  # a name first
    ui.nameEdit.setText("Edith Marsh")
    ui.methodCombo.setCurrentIndex(ui.methodCombo.findData("enter"))
    for name, value in (
        ("str", 50),
        ("con", 60),
        ("siz", 55),
        ("dex", 70),
        ("app", 65),
        ("int", 75),
        ("pow", 60),
        ("edu", 80),
    ):
        getattr(ui, f"{name}Spin").setValue(value)
    ui.luckSpin.setValue(55)
    assert "HP 11" in ui.derivedLabel.text()
    wizard.next()
    assert wizard.currentPage() is ui.agePage
    ui.ageSpin.setValue(45)  # two EDU checks, 5 points from STR/CON/DEX, APP -5
    assert "take 5 points from STR, CON, DEX" in ui.bandLabel.text()
    wizard.next()
    assert wizard.currentPage() is ui.agePage and "Roll the EDU checks" in ui.ageLabel.text()
    wizard.dice = ScriptedDice([90, 6, 50, 3])  # 90 > 80: +6 (EDU 86); 50 is not above 86
    qtbot.mouseClick(ui.eduButton, Qt.MouseButton.LeftButton)
    ui.takeDexSpin.setValue(5)
    wizard.next()
    assert wizard.currentPage() is ui.occupationPage, ui.ageLabel.text()
    ui.occupationCombo.setCurrentIndex(ui.occupationCombo.findData("Antiquarian"))
    ui.creditSpin.setValue(40)
    assert "EDU×4 = 344" in ui.occupationLabel.text()  # EDU 86 after the check
    wizard.next()
    assert wizard.currentPage() is ui.skillsPage
    if overspend_first:
        cell(wizard, "History", OCC).setText("400")
        wizard.next()
        assert wizard.currentPage() is ui.skillsPage and "Occupation points" in ui.skillsMessage.text()
        cell(wizard, "Climb", OCC).setText("5")  # Antiquarian's "Any": allowed
    cell(wizard, "History", OCC).setText("60")
    cell(wizard, "Language (Other)", SPEC).setText("Latin")
    cell(wizard, "Language (Other)", OCC, "Latin").setText("40")
    cell(wizard, "Climb", PERSONAL).setText("20")
    assert "Occupation points left: " in ui.occupationLeft.text()
    wizard.next()
    assert wizard.currentPage() is ui.storyPage, ui.skillsMessage.text()
    ui.peopleEdit.setText("Her sister Agnes")
    wizard.next()
    assert "Edith Marsh, Antiquarian, age 45" in ui.summaryLabel.text()
    wizard.ask_unspent = lambda text: True  # points are left: the Keeper finishes anyway
    wizard.accept()
    return True


def test_a_new_investigator_through_the_wizard_joins_the_roster_in_one_step(window, qtbot, monkeypatch):
    roster_tab = window.tab("Roster")
    monkeypatch.setattr(roster_tab, "run_wizard", lambda wizard: drive(wizard, qtbot, overspend_first=True))
    before = character_rows.character_count()
    window.investigator_actions[0].trigger()
    edith = next(r for r in character_rows.roster_rows() if r.name == "Edith Marsh")
    sheet = character_rows.load_sheet(edith.id)
    skills = {s.full_name: s.value for s in sheet.skills}
    assert (sheet.dexterity, sheet.appearance, sheet.education, sheet.age) == (65, 60, 86, 45)
    assert skills["History"] == 5 + 60 and skills["Language (Other) (Latin)"] == 1 + 40 and skills["Climb"] == 45
    assert skills["Credit Rating"] == 40 and "Significant people: Her sister Agnes" in sheet.notes
    window.session.undo_stack.undo()
    assert character_rows.character_count() == before


def test_from_a_copy_and_point_buy(window, qtbot):
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    wizard = CreationWizard(window, start=window.session.sheet(walt))
    qtbot.addWidget(wizard)
    assert wizard.ui.nameEdit.text() == "Walt Brennan (copy)" and wizard.ui.strSpin.value() == 80
    wizard.ui.methodCombo.setCurrentIndex(wizard.ui.methodCombo.findData("buy"))
    wizard.ui.pointsSpin.setValue(460)
    assert "add up to" in wizard.ui.charsMessage.text()
    wizard.next()
    assert wizard.currentPage() is wizard.ui.charsPage


def test_a_roster_npc_joins_the_campaigns_bestiary_and_fights_from_it(window, monkeypatch):
    from desktop.store.campaign_bestiary import all_creatures, creature_named

    roster_tab = window.tab("Roster")
    cultist = next(r.id for r in character_rows.roster_rows() if r.name == "Cultist of the Marsh")
    roster_tab.select(cultist)
    menu = roster_tab.row_menu()
    add = next(a for a in menu.actions() if a.text().startswith("Add to the Campaign's Bestiary"))
    assert add.isEnabled()
    monkeypatch.setattr(roster_tab, "ask_bestiary_details", lambda name, monster: ("0/1", "neither"))
    add.trigger()
    creature = creature_named("Cultist of the Marsh")
    assert creature.san_loss == "0/1" and {a.name for a in creature.attacks} == {"Unarmed (human)", "Machete"}
    combat = window.tab("Combat")
    combat.scene.start("Marsh")
    combat.scene.add_from_bestiary("Cultist of the Marsh", copies=2)
    assert [c.name for c in combat.scene.state.combatants] == ["Cultist of the Marsh 1", "Cultist of the Marsh 2"]
    assert combat.ui.rosterCombo.findText("Bestiary: Cultist of the Marsh") >= 0  # listed as soon as it is added
    window.session.undo_stack.undo()  # the fighters
    window.session.undo_stack.undo()  # the fight
    window.session.undo_stack.undo()  # the bestiary entry
    assert "Cultist of the Marsh" not in {c.name for c in all_creatures()}
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    roster_tab.select(harriet)
    assert not next(a for a in roster_tab.row_menu().actions() if a.text().startswith("Add to")).isEnabled()


def test_an_occupation_of_the_campaigns_own(window, qtbot):
    from desktop.rules.roster.creation import Occupation
    from desktop.store.occupations import all_occupations

    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.ask_occupation = lambda: Occupation("Rum-runner", "EDU*2+(DEX|STR)*2", (5, 40), ("Drive Auto", "Any"))
    assert wizard.new_occupation() and wizard.ui.occupationCombo.currentText() == "Rum-runner"
    assert "Credit Rating 5 to 40" in wizard.ui.occupationLabel.text()
    assert any(o.name == "Rum-runner" for o in all_occupations())  # kept for the next investigator
    wizard.ask_occupation = lambda: Occupation("Broken", "EDU**4", (5, 40), ("Any",))
    assert not wizard.new_occupation() and "Points:" in wizard.ui.occupationLabel.text()


def to_occupation(wizard, qtbot, occupation="Antiquarian"):
    """From the first page to the occupation page, `occupation` picked: a plain name, the rolled characteristics,
    age 30 with its check."""
    ui = wizard.ui
    ui.nameEdit.setText("Edith Marsh")
    wizard.next()
    ui.ageSpin.setValue(30)
    wizard.dice = ScriptedDice([1, 1])  # the one EDU check: 1 is not above EDU
    qtbot.mouseClick(ui.eduButton, Qt.MouseButton.LeftButton)
    wizard.next()
    assert wizard.currentPage() is ui.occupationPage, ui.ageLabel.text()
    ui.occupationCombo.setCurrentIndex(ui.occupationCombo.findData(occupation))


def to_skills(wizard, qtbot, occupation="Antiquarian"):
    """From the first page to the skills page, the occupation's lowest Credit Rating taken."""
    to_occupation(wizard, qtbot, occupation)
    ui = wizard.ui
    ui.creditSpin.setValue(ui.creditSpin.minimum())
    wizard.next()
    assert wizard.currentPage() is ui.skillsPage, ui.skillsMessage.text()


def to_summary(wizard, qtbot):
    to_skills(wizard, qtbot)
    cell(wizard, "History", OCC).setText("30")
    cell(wizard, "Climb", PERSONAL).setText("20")
    wizard.next()
    wizard.ui.peopleEdit.setText("Her sister Agnes")
    wizard.next()
    assert wizard.currentPage() is wizard.ui.summaryPage, wizard.ui.skillsMessage.text()
    wizard.ask_unspent = lambda text: True  # points are left: the Keeper finishes anyway


NAMES = st.one_of(
    st.text(max_size=130),
    st.text(st.sampled_from("aZé \t\n\r\x1b\x00\x7f\u200b\u200d\u2028\u3000\uffff\U0001f600"), max_size=6),
    st.text(st.characters(min_codepoint=32, max_codepoint=0x2FFF), min_size=116, max_size=124),
)


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=NAMES)
@example(name="x" * 121)
@example(name="x" * 200)
@example(name="\u200b")
@example(name="\uffff")
@example(name="Ada\tLovelace")
@example(name="Ada\nLovelace")
@example(name="\x1b")
@example(name="Ada\x00")
@example(name="  Ada  ")
def test_the_name_page_accepts_exactly_the_names_the_roster_accepts(window, qtbot, name):
    """Before: the first page took any name with a visible character; Finish then raised SheetError and every page's
    work was lost."""
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.ui.nameEdit.setText(name)
    held = wizard.ui.nameEdit.text()
    wizard.next()
    page_accepts = wizard.currentPage() is not wizard.ui.charsPage
    try:
        character_rows.validated(CharacterSheet(name=held.strip()))
        roster_accepts = True
    except SheetError:
        roster_accepts = False
    assert page_accepts == roster_accepts, (held, wizard.ui.charsMessage.text())
    if not page_accepts:
        assert wizard.ui.charsMessage.text().startswith("Name")


def test_a_name_too_long_is_shown_as_typed_and_refused_on_its_page(window, qtbot):
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.ui.nameEdit.setText("A" * 200)
    assert "Name must be at most 120 characters" in wizard.ui.charsMessage.text()  # said while typing
    wizard.next()
    assert wizard.currentPage() is wizard.ui.charsPage and wizard.ui.nameEdit.text() == "A" * 200  # kept as typed
    wizard.ui.nameEdit.setText("A" * 120)
    assert wizard.ui.charsMessage.text() == ""
    wizard.next()
    assert wizard.currentPage() is wizard.ui.agePage


def test_a_copy_of_a_long_name_says_so_on_the_first_page(window, qtbot):
    """A 118-character name is the roster's; its copy, with " (copy)" added, is over the limit: said at once."""
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.update_character(walt, replace(window.session.sheet(walt), name="W" * 118))
    wizard = CreationWizard(window, start=window.session.sheet(walt))
    qtbot.addWidget(wizard)
    assert "Name must be at most 120 characters" in wizard.ui.charsMessage.text()
    wizard.next()
    assert wizard.currentPage() is wizard.ui.charsPage


def test_a_read_only_campaign_refuses_finish_and_the_wizard_keeps_everything(
    qtbot, campaign, campaign_path, data_home, monkeypatch
):
    """Before: Finish closed the wizard, then the write raised ReadOnlyError in the slot and the investigator was
    gone."""
    from PySide6.QtCore import QSettings

    from desktop.models.opening import release
    from desktop.views.window.main_window import MainWindow

    release()
    monkeypatch.setattr(campaign_file, "can_write", lambda path: False)
    win = MainWindow(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    assert win.open_path(campaign_path)
    before = character_rows.character_count()
    seen = []

    def run(wizard):
        wizard.show()
        to_summary(wizard, qtbot)
        wizard.accept()
        seen.append(wizard)
        assert wizard.isVisible() and wizard.result() != QWizard.DialogCode.Accepted
        return False  # the Keeper cancels in the end

    monkeypatch.setattr(win.tab("Roster"), "run_wizard", run)
    assert win.tab("Roster").new_investigator() is None
    wizard = seen[0]
    assert "read-only" in wizard.ui.summaryMessage.text()
    assert wizard.currentPage() is wizard.ui.summaryPage and wizard.ui.nameEdit.text() == "Edith Marsh"
    assert cell(wizard, "History", OCC).text() == "30" and wizard.ui.peopleEdit.text() == "Her sister Agnes"
    assert "Edith Marsh, Antiquarian" in wizard.ui.summaryLabel.text()
    assert character_rows.character_count() == before


def test_a_write_the_file_refuses_keeps_the_wizard_open_and_finish_works_once_it_can(window, qtbot, monkeypatch):
    roster_tab = window.tab("Roster")
    before = character_rows.character_count()
    real_write = character_rows.write_character

    def full_disk(*args, **kwargs):
        raise StoreError("The disk is full: Edith Marsh was not added.")

    def run(wizard):
        wizard.show()
        to_summary(wizard, qtbot)
        monkeypatch.setattr(character_rows, "write_character", full_disk)
        wizard.accept()
        assert wizard.isVisible() and "The disk is full" in wizard.ui.summaryMessage.text()
        assert character_rows.character_count() == before
        monkeypatch.setattr(character_rows, "write_character", real_write)
        wizard.accept()
        return wizard.result() == QWizard.DialogCode.Accepted

    monkeypatch.setattr(roster_tab, "run_wizard", run)
    added = roster_tab.new_investigator()
    assert added is not None and character_rows.load_sheet(added).name == "Edith Marsh"
    assert character_rows.character_count() == before + 1


@pytest.mark.parametrize("typed", ["²", "①", "٤", "9" * 5000, "-5", "4.5"])
def test_a_skill_cell_that_is_not_whole_points_is_refused_by_name_and_kept(window, qtbot, typed):
    """Before: '²' passed str.isdigit and int() raised ValueError in the slot (5,000 digits too)."""
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    to_skills(wizard, qtbot)
    cell(wizard, "History", OCC).setText(typed)
    message = wizard.ui.skillsMessage.text()
    assert message.startswith("History (occupation points):") and len(message) < 200, message
    assert cell(wizard, "History", OCC).text() == typed  # never silently changed
    wizard.next()
    assert wizard.currentPage() is wizard.ui.skillsPage
    cell(wizard, "History", OCC).setText("20")
    assert wizard.ui.skillsMessage.text() == ""


def test_a_specialisation_and_a_backstory_the_roster_refuses_are_refused_on_their_pages(window, qtbot):
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    to_skills(wizard, qtbot)
    cell(wizard, "Language (Other)", SPEC).setText("Latin\x1b")
    cell(wizard, "Language (Other)", OCC, "Latin\x1b").setText("20")
    wizard.next()
    assert wizard.currentPage() is wizard.ui.skillsPage
    assert "Language (Other): specialisation" in wizard.ui.skillsMessage.text()
    cell(wizard, "Language (Other)", SPEC, "Latin\x1b").setText("Latin")
    wizard.next()
    assert wizard.currentPage() is wizard.ui.storyPage, wizard.ui.skillsMessage.text()
    wizard.ui.traitsEdit.setText("Stubborn\x00")
    wizard.next()
    assert wizard.currentPage() is wizard.ui.storyPage
    assert wizard.ui.storyMessage.text().startswith("Traits must be text")
    wizard.ui.traitsEdit.setText("Stubborn")
    wizard.next()
    assert wizard.currentPage() is wizard.ui.summaryPage


OLD_FILE_OCCUPATIONS = [
    {"name": "Rum-runner", "points": "EDU*2+(DEX|STR)*2", "credit": [5, 40], "skills": ["Any"]},
    {"name": "Broken", "points": "XYZ*4", "credit": [5, 40], "skills": ["Any"]},
    {"name": "Lucky", "points": "LUC*4", "credit": [5, 40], "skills": ["Any"]},
    {"name": "Antiquarian", "points": "EDU*0", "credit": [30, 70], "skills": ["Any"]},
    {"name": "Odd", "points": "EDU*4", "credit": "lots", "skills": ["Any"]},
    "not an occupation",
]


def test_unusable_occupations_in_an_old_file_are_shown_with_the_reason_and_never_raise(window, qtbot):
    """Before: choosing an occupation of the campaign's own with XYZ*4 raised KeyError."""
    row = CampaignRow.get()
    CampaignRow.update(settings=dict(row.settings, occupations=OLD_FILE_OCCUPATIONS)).execute()
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    combo = wizard.ui.occupationCombo
    assert combo.findData("Rum-runner") >= 0 and combo.findData("Antiquarian") >= 0  # the shipped one stays
    unusable = [i for i in range(combo.count()) if combo.itemData(i) is None]
    texts = [combo.itemText(i) for i in unusable]
    assert [t.split(" (")[0] for t in texts] == ["Broken", "Lucky", "Antiquarian", "Odd", "?"], texts
    assert not any(combo.model().item(i).isEnabled() for i in unusable)
    to_skills(wizard, qtbot, occupation="Rum-runner")
    wizard.back()
    assert wizard.currentPage() is wizard.ui.occupationPage
    assert "Broken" in wizard.ui.occupationLabel.text() and "XYZ is not a characteristic" in (
        wizard.ui.occupationLabel.text()
    )
    combo.setCurrentIndex(unusable[0])  # chosen by a script: still no traceback, and Next refuses
    assert "XYZ is not a characteristic" in wizard.ui.occupationLabel.text()
    wizard.next()
    assert wizard.currentPage() is wizard.ui.occupationPage


@pytest.mark.parametrize(
    ("points", "named"),
    [
        ("XYZ*4", "XYZ is not a characteristic"),
        ("EDU*0", "1 to 4"),
        ("EDU*100", "1 to 4"),
        ("EDU*-2", "1 to 4"),
        ("(EDU|XYZ)*2", "XYZ"),
    ],
)
def test_the_occupation_editor_refuses_bad_points_and_stays_open(window, qtbot, points, named):
    dialog = OccupationDialog(window)
    qtbot.addWidget(dialog)
    dialog.name.setText("Rum-runner")
    dialog.points.setText(points)
    dialog.skills.setText("Drive Auto, Any")
    dialog.accept()
    assert dialog.result() != OccupationDialog.DialogCode.Accepted
    assert dialog.message.text().startswith("Points:") and named in dialog.message.text()
    dialog.points.setText("EDU*2+(DEX|STR)*2")
    dialog.accept()
    assert dialog.result() == OccupationDialog.DialogCode.Accepted


def test_a_new_occupation_in_a_read_only_campaign_is_refused_in_words(
    qtbot, campaign, campaign_path, data_home, monkeypatch
):
    from PySide6.QtCore import QSettings

    from desktop.models.opening import release
    from desktop.rules.roster.creation import Occupation
    from desktop.views.window.main_window import MainWindow

    release()
    monkeypatch.setattr(campaign_file, "can_write", lambda path: False)
    win = MainWindow(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    assert win.open_path(campaign_path)
    wizard = CreationWizard(win)
    qtbot.addWidget(wizard)
    wizard.ask_occupation = lambda: Occupation("Rum-runner", "EDU*4", (5, 40), ("Any",))
    assert not wizard.new_occupation() and "read-only" in wizard.ui.occupationLabel.text()


def test_a_characteristic_or_an_age_typed_out_of_range_is_kept_and_refused_by_name(window, qtbot):
    """Before: STR "100" became 10 as typed (the last key dropped) and age "9" went back to the old age."""
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    ui = wizard.ui
    ui.nameEdit.setText("Edith Marsh")
    ui.methodCombo.setCurrentIndex(ui.methodCombo.findData("enter"))
    ui.strSpin.setFocus()
    ui.strSpin.selectAll()
    qtbot.keyClicks(ui.strSpin, "100")
    assert ui.strSpin.cleanText() == "100"
    said = ui.strSpin.problem()
    assert said.endswith("must be between 1 and 99, not 100") and ui.charsMessage.text() == said
    wizard.next()
    assert wizard.currentPage() is ui.charsPage
    ui.strSpin.setValue(60)
    wizard.next()
    assert wizard.currentPage() is ui.agePage
    ui.ageSpin.setFocus()
    ui.ageSpin.selectAll()
    qtbot.keyClicks(ui.ageSpin, "9")
    ui.ageSpin.editingFinished.emit()
    assert ui.ageSpin.cleanText() == "9" and ui.bandLabel.text().endswith("must be between 15 and 89, not 9")
    wizard.next()  # the problem is said once, under the age (before: once more in the result below it)
    assert wizard.currentPage() is ui.agePage and "must be between 15 and 89" not in ui.ageLabel.text()
    assert ui.bandLabel.text().endswith("must be between 15 and 89, not 9")


def test_any_one_other_skill_takes_one_skill_and_the_occupations_own_are_bold(window, qtbot):
    # The Antiquarian: Appraise, Art/Craft, History, Library Use, Language (Other), Spot Hidden, Charm and any one
    # other skill. The page says the occupation's skills are bold: they are, and Climb is not.
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    to_skills(wizard, qtbot)
    assert cell(wizard, "History", SKILL).font().bold() and cell(wizard, "Art/Craft", SKILL).font().bold()
    assert not cell(wizard, "Climb", SKILL).font().bold() and not cell(wizard, "Jump", SKILL).font().bold()
    cell(wizard, "History", OCC).setText("30")
    cell(wizard, "Climb", OCC).setText("10")  # the one free choice
    assert wizard.ui.skillsMessage.text() == ""
    cell(wizard, "Jump", OCC).setText("10")  # a second: refused by name
    assert wizard.ui.skillsMessage.text() == (
        "Jump: not one of the Antiquarian's skills, and its one free choice is already Climb"
    )
    wizard.next()
    assert wizard.currentPage() is wizard.ui.skillsPage
    cell(wizard, "Jump", OCC).setText("")
    cell(wizard, "Jump", PERSONAL).setText("10")  # personal interest goes anywhere
    wizard.next()
    assert wizard.currentPage() is wizard.ui.storyPage, wizard.ui.skillsMessage.text()


def test_the_age_checks_roll_once_with_their_dice_and_only_where_the_age_calls_for_them(window, qtbot):
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    ui = wizard.ui
    ui.nameEdit.setText("Edith Marsh")
    ui.methodCombo.setCurrentIndex(ui.methodCombo.findData("enter"))
    ui.eduSpin.setValue(80)
    ui.luckSpin.setValue(40)
    wizard.next()
    ui.ageSpin.setValue(45)  # two EDU checks, no Luck roll: Luck stays the 40 of the first page
    assert ui.eduButton.isVisibleTo(wizard) and not ui.ageLuckButton.isVisibleTo(wizard)
    wizard.dice = ScriptedDice([90, 6, 50, 3])
    qtbot.mouseClick(ui.eduButton, Qt.MouseButton.LeftButton)
    # Rolled before the points are taken: the dice are shown with what is still to do.
    assert ui.ageLabel.text() == (
        "EDU check 1: 1D100 = 90, 1D10 = 6; EDU check 2: 1D100 = 50, 1D10 = 3.\n"
        "Age 45: take 5 points from STR, CON, DEX, not 0"
    )
    ui.takeDexSpin.setValue(5)  # the result follows at once
    shown = ui.ageLabel.text()
    assert "EDU check 1: 1D100 = 90 against EDU 80: above, +1D10 = 6 → EDU 86" in shown
    assert "EDU check 2: 1D100 = 50 against EDU 86: no gain" in shown and "Luck 40" in shown
    assert not ui.eduButton.isEnabled()
    wizard.roll_edu_checks()  # once only: no dice are asked for again (the scripted ones have run out)
    ui.ageSpin.setValue(46)  # the same band: the same rolls
    ui.ageSpin.setValue(55)  # another band: its own three checks to roll
    assert ui.eduButton.isEnabled() and "EDU check" not in ui.ageLabel.text()
    ui.ageSpin.setValue(45)  # back: the first rolls stand, never rolled again
    assert not ui.eduButton.isEnabled() and ui.ageLabel.text() == shown
    ui.ageSpin.setValue(17)  # the young: no EDU check, Luck twice
    assert not ui.eduButton.isVisibleTo(wizard) and ui.ageLuckButton.isVisibleTo(wizard)
    ui.takeSizSpin.setValue(5)
    wizard.dice = ScriptedDice([1, 2, 3, 6, 6, 5])
    qtbot.mouseClick(ui.ageLuckButton, Qt.MouseButton.LeftButton)
    assert "Luck 1: 3D6 = [1, 2, 3] = 6 ×5 = 30; Luck 2: 3D6 = [6, 6, 5] = 17 ×5 = 85" in ui.ageLabel.text()
    assert "Luck rolled twice (30 and 85): the higher, 85" in ui.ageLabel.text()
    assert not ui.ageLuckButton.isEnabled()
    wizard.roll_age_luck()  # once only
    assert "the higher, 85" in ui.ageLabel.text()


def test_finish_with_points_left_asks_first(window, qtbot, monkeypatch):
    roster_tab = window.tab("Roster")
    before = character_rows.character_count()
    asked = []

    def run(wizard):
        wizard.show()
        to_summary(wizard, qtbot)
        wizard.ask_unspent = lambda text: asked.append(text) or False
        wizard.accept()
        assert wizard.isVisible() and "Not finished" in wizard.ui.summaryMessage.text()
        assert character_rows.character_count() == before
        wizard.ask_unspent = lambda text: asked.append(text) or True
        wizard.accept()
        return wizard.result() == QWizard.DialogCode.Accepted

    monkeypatch.setattr(roster_tab, "run_wizard", run)
    assert roster_tab.new_investigator() is not None and character_rows.character_count() == before + 1
    assert (
        len(asked) == 2
        and "occupation points and" in asked[0]
        and "personal interest points are not spent yet" in (asked[0])
    )


def test_the_skills_pages_problem_follows_the_cells_as_they_are_typed(window, qtbot):
    """Before: "Climb: not one of the Antiquarian's skills, and its one free choice is already Accounting" showed only
    once the cell was left or Next pressed, and the points left did not follow the typing."""
    from PySide6.QtWidgets import QLineEdit

    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    to_skills(wizard, qtbot)
    table = wizard.ui.skillsTable

    def type_in(name, text, commit=True):
        item = cell(wizard, name, OCC)
        table.setCurrentItem(item)
        table.editItem(item)
        editor = table.indexWidget(table.indexFromItem(item))
        assert isinstance(editor, QLineEdit)
        editor.selectAll()
        qtbot.keyClicks(editor, text)
        if commit:
            press(editor, Qt.Key.Key_Return)
        return editor

    def press(editor, key):  # the delegate commits and closes its editor on the next turn of the event loop
        qtbot.keyClick(editor, key)
        qtbot.waitUntil(lambda: table.indexWidget(table.currentIndex()) is None)

    problem = "Climb: not one of the Antiquarian's skills, and its one free choice is already Accounting"
    type_in("Accounting", "20")
    left = wizard.ui.occupationLeft.text()
    editor = type_in("Climb", "20", commit=False)
    assert (
        cell(wizard, "Climb", OCC).text() == "0" and wizard.ui.skillsMessage.text() == problem
    )  # as typed, before the cell is left
    assert wizard.ui.occupationLeft.text() != left
    press(editor, Qt.Key.Key_Return)
    assert wizard.ui.skillsMessage.text() == problem and cell(wizard, "Climb", OCC).text() == "20"
    editor = type_in("Climb", "30", commit=False)  # the problem is still there while Climb changes
    assert wizard.ui.skillsMessage.text() == problem
    press(editor, Qt.Key.Key_Return)
    assert wizard.ui.skillsMessage.text() == problem
    editor = type_in("Climb", "0", commit=False)  # gone as soon as it is typed away
    assert wizard.ui.skillsMessage.text() == ""
    press(editor, Qt.Key.Key_Escape)  # taken back: the cell and its problem stand again
    assert cell(wizard, "Climb", OCC).text() == "30" and wizard.ui.skillsMessage.text() == problem
    wizard.next()
    assert wizard.currentPage() is wizard.ui.skillsPage


def test_a_credit_rating_typed_out_of_the_occupations_range_keeps_the_occupation_page(window, qtbot):
    """Before: an Antiquarian's Credit Rating typed as 95 (range 30 to 70) passed to the skills page."""
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    ui = wizard.ui
    to_occupation(wizard, qtbot)
    ui.creditSpin.setFocus()
    ui.creditSpin.selectAll()
    qtbot.keyClicks(ui.creditSpin, "95")
    wizard.next()
    assert wizard.currentPage() is ui.occupationPage
    assert ui.occupationLabel.text().endswith("must be between 30 and 70, not 95"), ui.occupationLabel.text()
    ui.creditSpin.setValue(40)
    wizard.next()
    assert wizard.currentPage() is ui.skillsPage


def test_a_new_investigator_has_bare_hands_on_the_sheet_and_fights_with_them(window, qtbot, monkeypatch):
    """Found playing: an investigator from the wizard had no weapon at all: the sheet showed none and the printed
    card none, though every investigator can punch (Dhole's House and the rulebook's sheet list Unarmed, Fighting
    (Brawl), 1D3 + damage bonus). The Combat tab already offered bare hands to one with no weapons."""
    from PySide6.QtWidgets import QInputDialog

    from desktop.rules.combat.fight import melee_weapons

    roster_tab = window.tab("Roster")
    monkeypatch.setattr(roster_tab, "run_wizard", lambda wizard: drive(wizard, qtbot))
    window.investigator_actions[0].trigger()
    edith = next(r.id for r in character_rows.roster_rows() if r.name == "Edith Marsh")
    (fists,) = character_rows.load_sheet(edith).weapons
    assert (fists.name, fists.skill, fists.damage, fists.adds_damage_bonus) == (
        "Unarmed (human)",
        "Fighting (Brawl)",
        "1D3",
        True,
    )
    roster_tab.select(edith)
    assert "Unarmed (human)" in roster_tab.ui.detailsLabel.text()
    combat = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The alley", True))
    combat.new_fight()
    combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText("Edith Marsh"))
    combat.add_combatant()
    combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText("Cultist of the Marsh"))
    combat.add_combatant()
    fighter = next(c for c in combat.scene.state.combatants if c.name == "Edith Marsh")
    assert [w.name for w in melee_weapons(fighter)] == ["Unarmed (human)"]  # her own, as the sheet has it


def test_an_age_refused_is_said_once_and_goes_once_it_is_put_right(window, qtbot):
    """Before: age 9 was said under the age and again below it after Next, and the result of age 45 stayed shown
    for age 9; a refused number of points taken stayed once put right."""
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    ui = wizard.ui
    ui.nameEdit.setText("Edith Marsh")
    ui.methodCombo.setCurrentIndex(ui.methodCombo.findData("enter"))
    ui.eduSpin.setValue(80)
    ui.luckSpin.setValue(40)
    wizard.next()
    ui.ageSpin.setValue(45)
    wizard.dice = ScriptedDice([90, 6, 50, 3])
    qtbot.mouseClick(ui.eduButton, Qt.MouseButton.LeftButton)
    ui.takeDexSpin.setValue(5)
    shown = ui.ageLabel.text()
    assert "EDU 86" in shown
    ui.ageSpin.setFocus()
    ui.ageSpin.selectAll()
    qtbot.keyClicks(ui.ageSpin, "9")
    wizard.next()
    labels = (ui.bandLabel.text(), ui.ageLabel.text())
    assert sum(text.count("must be between 15 and 89, not 9") for text in labels) == 1
    assert "EDU 86" not in ui.ageLabel.text()  # age 45's result is not age 9's
    ui.ageSpin.selectAll()
    qtbot.keyClicks(ui.ageSpin, "45")
    assert ui.ageLabel.text() == shown and "not 9" not in ui.bandLabel.text()
    ui.takeDexSpin.setFocus()
    ui.takeDexSpin.selectAll()
    qtbot.keyClicks(ui.takeDexSpin, "500")
    wizard.next()
    refusal = ui.takeDexSpin.problem()
    assert wizard.currentPage() is ui.agePage and refusal and ui.ageLabel.text().count(refusal) == 1
    ui.takeDexSpin.selectAll()
    qtbot.keyClicks(ui.takeDexSpin, "5")
    assert refusal not in ui.ageLabel.text() and ui.ageLabel.text() == shown


def test_the_age_bands_checks_are_counted_in_words(window, qtbot):
    """Before: "Ages 20 to 39: 1 EDU improvement check(s)."."""
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    ui = wizard.ui
    ui.ageSpin.setValue(25)
    assert ui.bandLabel.text() == "Ages 20 to 39: 1 EDU improvement check."
    ui.ageSpin.setValue(45)
    assert ui.bandLabel.text().startswith("Ages 40 to 49: 2 EDU improvement checks; take 5 points")


def test_the_sheet_takes_shape_beside_every_page(window, qtbot):
    """Before: each page stood alone in a mostly empty wizard. Now the investigator so far is beside every page:
    the name as typed, the characteristics with what age changed, derived values, the occupation, the skills points
    went to with the points left, and the backstory."""
    wizard = CreationWizard(window)
    qtbot.addWidget(wizard)
    wizard.show()
    panel = wizard.sideWidget()
    assert panel is not None and panel.isVisible()
    ui, sheet = wizard.ui, panel.ui

    def shows(label, text):
        qtbot.wait_until(lambda: text in label.text() or text in (label.property("wholeText") or ""))

    ui.nameEdit.setText("<b>Edith</b> Marsh")
    shows(sheet.nameLabel, "<b>Edith</b> Marsh")  # as typed, never markup
    ui.methodCombo.setCurrentIndex(ui.methodCombo.findData("enter"))
    for name, value in (("str", 50), ("con", 60), ("siz", 55), ("dex", 70), ("app", 65), ("int", 75)):
        getattr(ui, f"{name}Spin").setValue(value)
    for name, value in (("pow", 60), ("edu", 80)):
        getattr(ui, f"{name}Spin").setValue(value)
    ui.luckSpin.setValue(55)
    qtbot.wait_until(lambda: panel.cells["dexterity"].text() == "DEX 70")  # shown once the typing has settled
    shows(sheet.derivedLabel, "HP 11")  # (the first roll may have given HP 11 too: DEX tells the typed values shown)
    assert sheet.skillsLabel.text() == "None yet."
    wizard.next()
    ui.ageSpin.setValue(45)
    wizard.dice = ScriptedDice([90, 6, 50, 3])  # EDU 80 → 86
    qtbot.mouseClick(ui.eduButton, Qt.MouseButton.LeftButton)
    ui.takeDexSpin.setValue(5)
    shows(sheet.whoLabel, "age 45")
    qtbot.wait_until(lambda: panel.cells["education"].text() == "EDU 86 (+6)")
    assert panel.cells["dexterity"].text() == "DEX 65 (−5)" and panel.cells["appearance"].text() == "APP 60 (−5)"
    shows(sheet.derivedLabel, "MOV 7")  # MOV falls at 40
    wizard.next()
    ui.occupationCombo.setCurrentIndex(ui.occupationCombo.findData("Antiquarian"))
    ui.creditSpin.setValue(40)
    shows(sheet.whoLabel, "Antiquarian · Credit Rating 40")
    wizard.next()
    cell(wizard, "History", OCC).setText("60")
    cell(wizard, "Climb", PERSONAL).setText("20")
    shows(sheet.skillsLabel, "History 65\nClimb 40")
    shows(sheet.pointsLabel, "occupation 244 of 344, personal interest 130 of 150")  # Credit Rating 40 paid too
    wizard.next()
    ui.peopleEdit.setText("Her sister Agnes")
    shows(sheet.storyLabel, "Significant people: Her sister Agnes")
    wizard.next()
    assert wizard.currentPage() is ui.summaryPage and panel.isVisible()
    listed = [ui.summarySkills.item(i).text() for i in range(ui.summarySkills.count())]
    assert "History 65" in listed and "Accounting 5" in listed  # every skill, at its base or raised
