"""The Sanity tab through its widgets: an investigator taken from sane through a temporary bout to indefinite
insanity and a month in an institution; undo of each step; the chart drawn; refusals by name."""

from dice_faces import d100
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from desktop.models.marks import MarkRole
from desktop.models.sanity.minds_model import MindsModel
from desktop.rules import ScriptedDice
from desktop.store import character_rows, journal


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def tick(tab, name):
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == name)
    tab.minds.setData(tab.minds.index(row, 0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    tab.ui.mindsView.selectRow(row)


def horror(tab, name):
    combo = tab.ui.horrorCombo
    combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemText(i).startswith(name)))


def test_minds_model_passes_qtmodeltester(window, qtmodeltester):
    tab = window.tab("Sanity")
    qtmodeltester.check(tab.minds)
    assert isinstance(tab.minds, MindsModel) and tab.minds.rowCount() == 4


def test_from_sane_to_a_month_in_an_institution(window, qtbot, monkeypatch, dialogs):
    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")  # SAN 50, INT 55
    tick(tab, "Walt Brennan")
    steps = window.session.undo_stack.count()

    # A Shoggoth: 80 fails, 1D20 = 7; INT 30 grasps it: temporarily insane (1D10 = 3 hours), a bout (6: faints,
    # 2 rounds), and 5 Cthulhu Mythos: max SAN 94.
    horror(tab, "Shoggoth")
    assert tab.ui.lossEdit.text() == "1D6/1D20" and not tab.ui.lossEdit.isEnabled()
    tab.scene.dice = ScriptedDice([*d100(80), 7, *d100(30), 3, 6, 2])
    click(qtbot, tab.ui.rollButton)
    sheet = character_rows.load_sheet(walt)
    assert sheet.sanity == 43 and "temporary insanity" in sheet.conditions and sheet.max_sanity == 94
    assert "Bout of madness (real time, 2 rounds): Faint" in tab.ui.storyLabel.text()
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == "Walt Brennan")
    assert tab.minds.index(row, 2).data() == "43 / 94" and tab.minds.index(row, 3).data() == "7"
    assert tab.minds.index(row, 4).data() == "Temporarily insane · believer"  # the Shoggoth made him one

    # The same Shoggoth again in this encounter: refused, not rolled.
    click(qtbot, tab.ui.rollButton)
    assert "one roll per encounter" in tab.ui.messageLabel.text() and character_rows.load_sheet(walt).sanity == 43

    # Rest ends the temporary insanity; a new encounter; a typed loss of 0/1D4 costs 3 more: 10 of 50 today.
    click(qtbot, tab.ui.restedButton)
    assert "temporary insanity" not in character_rows.load_sheet(walt).conditions
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The cellar", True))
    click(qtbot, tab.ui.newEncounterButton)
    assert tab.ui.titleLabel.text() == "Day 1, week 0 — The cellar"
    horror(tab, "Type the loss")
    tab.ui.lossEdit.setText("0/1D4")
    tab.scene.dice = ScriptedDice([*d100(90), 3, 5, 4])  # fails: 3; the day's fifth: indefinite, a bout
    click(qtbot, tab.ui.rollButton)
    assert "indefinite insanity" in character_rows.load_sheet(walt).conditions
    assert "lost 10 of the 50 SAN held this morning" in tab.ui.storyLabel.text()

    # A month in an institution, four weeks on: 1D100 = 30, progress: +2 SAN; SAN 20 vs 42 cures.
    tab.ui.settingCombo.setCurrentIndex(tab.ui.settingCombo.findData("institution"))
    click(qtbot, tab.ui.treatmentButton)
    assert "first month ends in week 4" in tab.ui.storyLabel.text() and character_rows.load_sheet(walt).sanity == 40
    tab.scene.dice = ScriptedDice([30, 2, *d100(20)])
    tab.ui.weeksSpin.setValue(4)
    click(qtbot, tab.ui.weekButton)
    sheet = character_rows.load_sheet(walt)
    assert sheet.sanity == 42 and "indefinite insanity" not in sheet.conditions
    assert "cured of the insanity" in tab.ui.storyLabel.text()

    # The chart reads the whole story back: 50, 43 (max 94), 40, 42.
    assert [(p.sanity, p.max_sanity) for p in tab.chart.points] == [(50, 99), (43, 94), (40, 94), (42, 94)]
    tab.chart.resize(400, 200)
    image = tab.chart.grab()
    assert not image.isNull() and tab.chart._drawn
    assert tab.chart.event_at(tab.chart._drawn[1]).startswith("Sanity roll: Shoggoth")
    assert tab.chart.event_at(QPointF(-50, -50)) is None

    # Every step undoes, back to where the evening began.
    while window.session.undo_stack.count() > steps and window.session.undo_stack.canUndo():
        window.session.undo_stack.undo()
    sheet = character_rows.load_sheet(walt)
    assert (sheet.sanity, sheet.conditions, sheet.cthulhu_mythos) == (50, (), 0)


def test_refusals_name_what_is_wrong_and_change_nothing(window, qtbot):
    tab = window.tab("Sanity")
    steps = window.session.undo_stack.count()
    click(qtbot, tab.ui.rollButton)
    assert "Tick everyone who saw it" in tab.ui.messageLabel.text()
    tick(tab, "Harriet Crane")
    horror(tab, "Type the loss")
    tab.ui.lossEdit.setText("1D6")
    click(qtbot, tab.ui.rollButton)
    assert "success/failure" in tab.ui.messageLabel.text()
    tab.ui.lossEdit.setText("0/" + "9" * 500)
    click(qtbot, tab.ui.rollButton)
    assert "at most 9999" in tab.ui.messageLabel.text()
    click(qtbot, tab.ui.treatmentButton)
    assert "not indefinitely insane" in tab.ui.messageLabel.text()
    click(qtbot, tab.ui.realBoutButton)
    assert "not insane" in tab.ui.messageLabel.text()
    assert window.session.undo_stack.count() == steps and tab.scene.state is None


def test_zero_san_asks_before_making_the_investigator_an_npc(window, qtbot, dialogs):
    tab = window.tab("Sanity")
    tomas = next(r.id for r in character_rows.roster_rows() if r.name == "Tomás Vega")
    window.session.set_tracker(tomas, "sanity", 3)
    tick(tab, "Tomás Vega")
    horror(tab, "Shoggoth")
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    tab.scene.dice = ScriptedDice([*d100(80), 7, *d100(90)])
    click(qtbot, tab.ui.rollButton)
    assert "permanently insane" in tab.ui.storyLabel.text()
    assert character_rows.load_sheet(tomas).kind.value == "npc"
    window.session.undo_stack.undo()  # the NPC change is its own step
    assert character_rows.load_sheet(tomas).kind.value == "investigator"


def test_a_phobia_from_a_bout_is_noted_and_reminded_in_the_dice_and_combat_tabs(window, qtbot, monkeypatch):
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    from desktop.rules.scene import Condition

    window.session.set_condition(harriet, Condition.INDEFINITE_INSANITY, True)
    tab = window.tab("Sanity")
    tick(tab, "Harriet Crane")
    tab.ui.pickSpin.setValue(9)
    tab.scene.dice = ScriptedDice([5, 4])  # 5 hours; 1D20 = 4: fear of the dark
    click(qtbot, tab.ui.summaryBoutButton)
    assert character_rows.load_sheet(harriet).notes.endswith("Phobia: Nyctophobia: fear of the dark")
    dice = window.tab("Dice")
    dice.ui.characterCombo.setCurrentIndex(dice.ui.characterCombo.findText("Harriet Crane"))
    assert "Nyctophobia" in dice.reminderLabel.text() and not dice.reminderLabel.isHidden()
    combat = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Dark stair", True))
    combat.new_fight()
    combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText("Harriet Crane"))
    combat.add_combatant()
    assert "Nyctophobia" in combat.ui.actorLabel.text()
    window.session.undo_stack.undo()  # the fight's step
    window.session.undo_stack.undo()  # the fight begins
    window.session.undo_stack.undo()  # the bout: the note goes
    assert "Nyctophobia" not in character_rows.load_sheet(harriet).notes
    dice.ui.characterCombo.setCurrentIndex(dice.ui.characterCombo.findText("Walt Brennan"))
    assert dice.reminderLabel.isHidden()


def test_the_keeper_adds_a_horror_to_the_campaigns_table(window, qtbot, monkeypatch):
    tab = window.tab("Sanity")
    horror(tab, "Type the loss")
    tab.ui.lossEdit.setText("1/1D8")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The thing in the well", True))
    click(qtbot, tab.ui.addHorrorButton)
    names = [tab.ui.horrorCombo.itemText(i) for i in range(tab.ui.horrorCombo.count())]
    assert "The thing in the well (1/1D8)" in names
    from desktop.models.sanity.sanity_scene import SanityScene

    assert SanityScene(window.session).state.horrors[0].name == "The thing in the well"  # kept in the campaign
    horror(tab, "Type the loss")
    click(qtbot, tab.ui.addHorrorButton)  # the same name again
    assert "in the table already" in tab.ui.messageLabel.text()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Bad\nname", True))
    click(qtbot, tab.ui.addHorrorButton)
    assert "one line" in tab.ui.messageLabel.text()
    window.session.undo_stack.undo()
    assert not any("The thing in the well" in tab.ui.horrorCombo.itemText(i) for i in range(tab.ui.horrorCombo.count()))


def test_a_click_in_the_box_cell_or_space_ticks_and_typing_part_of_a_name_picks_the_horror(window, qtbot):
    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    view = tab.ui.mindsView
    for row in (0, 1):
        qtbot.mouseClick(
            view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(tab.minds.index(row, 0)).center()
        )
    assert len(tab.minds.ticked()) == 2  # a click anywhere in the cell, once each (not toggled twice)
    view.setFocus()
    view.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(tab.minds.ticked()) == 1
    combo = tab.ui.horrorCombo
    combo.lineEdit().setText("shog")
    combo.lineEdit().editingFinished.emit()  # Enter, or leaving the field
    assert combo.currentText() == "Shoggoth (1D6/1D20)" and tab.ui.lossEdit.text() == "1D6/1D20"
    combo.lineEdit().setText("no such horror")
    combo.lineEdit().editingFinished.emit()
    assert combo.currentText() == "Shoggoth (1D6/1D20)"


def test_undo_clears_the_story_it_took_back(window, qtbot):
    tab = window.tab("Sanity")
    tick(tab, "Walt Brennan")
    horror(tab, "Ghoul")
    tab.scene.dice = ScriptedDice([*d100(80), 4])
    click(qtbot, tab.ui.rollButton)
    assert "loses 4" in tab.ui.storyLabel.text()
    window.session.undo_stack.undo()
    assert tab.ui.storyLabel.text() == ""


def test_with_the_undo_stack_full_a_step_after_still_clears_the_story_and_undo_keeps_it_right(window, qtbot):
    """The story told which step it was about by the stack's index; once the stack is full (it keeps the last 500
    steps) every push leaves the index where it was, and a roll's story stood on after the steps made since."""
    stack = window.session.undo_stack
    stack.clear()
    stack.setUndoLimit(2)
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    for tracker in ("luck", "hp"):  # the stack full before the roll
        window.session.adjust_tracker(walt, tracker, -1)
    tab = window.tab("Sanity")
    tick(tab, "Walt Brennan")
    horror(tab, "Ghoul")
    tab.scene.dice = ScriptedDice([*d100(80), 4])
    click(qtbot, tab.ui.rollButton)
    assert "loses 4" in tab.ui.storyLabel.text() and stack.count() == 2
    window.session.adjust_tracker(walt, "luck", -1)  # a step after it, on the Roster
    assert tab.ui.storyLabel.text() == ""
    stack.undo()  # the roll is the step in force again: its story was cleared and stays so until told again
    assert tab.ui.storyLabel.text() == "" and character_rows.load_sheet(walt).sanity == 46


def test_the_keeper_sets_belief_and_it_shows(window, qtbot):
    tab = window.tab("Sanity")
    tick(tab, "Dr. Mae Okafor")
    tab.ui.believerCheck.click()
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == "Dr. Mae Okafor")
    assert tab.minds.index(row, 4).data() == "Sane · believer" and tab.ui.believerCheck.isChecked()
    window.session.undo_stack.undo()
    assert tab.minds.index(row, 4).data() == "Sane" and not tab.ui.believerCheck.isChecked()


def test_a_month_of_treatment_waits_for_four_weeks_of_the_campaign_calendar(window, qtbot):
    """Before: "A Month of Treatment" rolled at once, in week 0, and again after four clicks on A Week Passes."""
    from desktop.rules.scene import Condition

    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.set_condition(walt, Condition.INDEFINITE_INSANITY, True)
    tab = window.tab("Sanity")
    tick(tab, "Walt Brennan")
    tab.scene.dice = ScriptedDice([])  # nothing may be rolled yet
    tab.ui.settingCombo.setCurrentIndex(tab.ui.settingCombo.findData("institution"))
    click(qtbot, tab.ui.treatmentButton)
    assert "the first month ends in week 4" in tab.ui.storyLabel.text()
    assert tab.ui.treatmentButton.text() == "Stop Treatment"
    # the minds table's State says so too (QA 4: it did not show a treatment under way)
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.index(r, 1).data() == "Walt Brennan")
    assert tab.minds.index(row, 4).data() == "Indefinitely insane · in treatment in an institution till week 4"
    tab.ui.weeksSpin.setValue(3)
    assert tab.ui.weeksSpin.suffix() == " weeks"
    click(qtbot, tab.ui.weekButton)
    assert tab.ui.titleLabel.text().startswith("Day 22, week 3") and "A month" not in tab.ui.storyLabel.text()
    tab.scene.dice = ScriptedDice([70])  # institution: 51-95, no progress; the next month begins
    tab.ui.weeksSpin.setValue(1)
    click(qtbot, tab.ui.weekButton)
    assert "Week 4, Walt Brennan: A month in an institution: 1D100 = 70, no progress" in tab.ui.storyLabel.text()
    assert tab.scene.in_treatment(walt)[2] == 8
    assert tab.minds.index(row, 4).data().endswith("till week 8")
    click(qtbot, tab.ui.treatmentButton)  # the Keeper stops it
    assert tab.scene.in_treatment(walt) is None and tab.ui.treatmentButton.text() == "Begin Treatment"
    assert tab.minds.index(row, 4).data() == "Indefinitely insane"
    window.session.undo_stack.undo()
    window.session.undo_stack.undo()  # the fourth week: the month is not rolled yet
    assert tab.scene.in_treatment(walt)[2] == 4 and "week 3" in tab.ui.titleLabel.text()


def test_a_week_passing_ends_temporary_insanity_and_the_days_losses(window, qtbot):
    """Before: a week on, Walt was still temporarily insane (for 1D10 hours) and still counted the day's loss."""
    tab = window.tab("Sanity")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    tick(tab, "Walt Brennan")
    horror(tab, "Shoggoth")
    tab.scene.dice = ScriptedDice([*d100(80), 7, *d100(30), 3, 6, 2])
    click(qtbot, tab.ui.rollButton)
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == "Walt Brennan")
    assert tab.minds.index(row, 3).data() == "7" and tab.minds.index(row, 4).data().startswith("Temporarily insane")
    click(qtbot, tab.ui.weekButton)
    assert tab.ui.titleLabel.text().startswith("Day 8, week 1")
    assert tab.minds.index(row, 3).data() == "—" and tab.minds.index(row, 4).data().startswith("Sane")
    assert "temporary insanity" not in character_rows.load_sheet(walt).conditions
    assert "the temporary insanity (1D10 hours) is over" in tab.ui.storyLabel.text()
    window.session.undo_stack.undo()
    assert tab.minds.index(row, 3).data() == "7" and "week 0" in tab.ui.titleLabel.text()


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=30) | st.from_regex(r"[0-9dD+/ -]{0,30}", fullmatch=True))
def test_any_typed_loss_rolls_or_is_refused_by_name(window, text):
    tab = window.tab("Sanity")
    tab.minds.tick_all(True)
    horror(tab, "Type the loss")
    tab.ui.lossEdit.setText(text)
    tab.scene.dice = ScriptedDice([1] * 400)
    steps = window.session.undo_stack.index()  # not count(): a push drops a step undone before it
    tab.roll()  # never raises
    if window.session.undo_stack.index() == steps:
        assert tab.ui.messageLabel.text()
    else:
        window.session.undo_stack.undo()


def test_self_help_names_the_significant_people_of_the_backstory(window):
    from dataclasses import replace

    tab = window.tab("Sanity")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    sheet = window.session.sheet(walt)
    window.session.update_character(walt, replace(sheet, notes="Significant people: his daughter Rose"), sheet)
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).character_id == walt)
    tab.ui.mindsView.selectRow(row)
    assert "his daughter Rose" in tab.ui.selfHelpButton.toolTip()


def test_a_horror_from_the_table_shows_whether_it_is_of_the_mythos(window):
    """Before: "Of the Mythos" stayed as last typed (unticked for a Shoggoth) while greyed out."""
    tab = window.tab("Sanity")
    check = tab.ui.mythosCheck
    horror(tab, "Type the loss")
    check.setChecked(False)  # the Keeper's own choice for a typed loss
    horror(tab, "Shoggoth")
    assert check.isChecked() and not check.isEnabled()
    horror(tab, "A fresh corpse")
    assert not check.isChecked() and not check.isEnabled()
    horror(tab, "Type the loss")
    assert not check.isChecked() and check.isEnabled()  # as the Keeper left it
    check.setChecked(True)
    horror(tab, "A fresh corpse")
    horror(tab, "Type the loss")
    assert check.isChecked()


def test_a_refusal_names_the_field_and_clears_the_story_of_the_step_before(window, qtbot):
    """Before: the last roll's story stayed beside the refusal, as if the refused roll had told it; self-help's
    refusal blamed a "Sanity loss"."""
    tab = window.tab("Sanity")
    tick(tab, "Walt Brennan")
    horror(tab, "Ghoul")
    tab.scene.dice = ScriptedDice([*d100(80), 4])
    click(qtbot, tab.ui.rollButton)
    assert "loses 4" in tab.ui.storyLabel.text()
    steps = window.session.undo_stack.count()
    horror(tab, "Type the loss")
    tab.ui.lossEdit.setText("0/1D1")
    click(qtbot, tab.ui.rollButton)
    assert tab.ui.messageLabel.text() == "Sanity loss on a failure: a die has between 2 and 1000 sides"
    assert tab.ui.storyLabel.text() == ""
    tab.ui.selfHelpEdit.setText("1D1/1")
    click(qtbot, tab.ui.selfHelpButton)
    assert tab.ui.messageLabel.text() == "Self-help gain on a success: a die has between 2 and 1000 sides"
    tab.ui.selfHelpEdit.setText("1D6")
    click(qtbot, tab.ui.selfHelpButton)
    assert (
        tab.ui.messageLabel.text()
        == "Self-help amounts read gain on a success/loss on a failure, like 1D6/1, not '1D6'"
    )
    assert window.session.undo_stack.count() == steps


def test_the_day_and_week_are_seen_at_the_top_of_the_sanity_and_tomes_tabs(window, qtbot):
    """Before: the title (the one line saying what day and week it is) was 0 pixels wide in every scene tab."""
    window.resize(1280, 800)
    for name in ("Sanity", "Tomes", "Chase"):
        tab = window.tab(name)
        window.ui.tabs.setCurrentWidget(tab.parentWidget())
        qtbot.wait_until(lambda t=tab: t.ui.titleLabel.isVisible())
        label = tab.ui.titleLabel
        needed = label.fontMetrics().horizontalAdvance(label.text())
        assert label.width() >= min(needed, 300), (name, label.text(), label.width())
        assert label.height() < 4 * label.fontMetrics().height(), (name, label.height())


def test_a_click_on_a_name_selects_that_investigator_for_the_actions(window, qtbot):
    """Before: a click selected one cell, no row: the panel stayed greyed, "For Dr. Mae Okafor" while Tomás was
    clicked."""
    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    view = tab.ui.mindsView
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == "Tomás Vega")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(tab.minds.index(row, 1)).center())
    assert tab.ui.mindGroup.isEnabled() and tab.ui.mindGroup.title() == "For Tomás Vega"
    assert tab.chart.title.startswith("Tomás Vega")


def test_a_right_click_on_a_mind_offers_the_panels_actions_for_that_investigator(window, qtbot):
    """Before: right-click on the minds table gave no menu."""
    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    view = tab.ui.mindsView
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == "Tomás Vega")
    menu = tab.minds_menu(view.visualRect(tab.minds.index(row, 1)).center())
    texts = [a.text().replace("&", "") for a in menu.actions()]
    assert tab.ui.mindGroup.title() == "For Tomás Vega"
    assert tab.ui.realityButton.text().replace("&", "") in texts and len(texts) >= 6
    reality = next(a for a in menu.actions() if a.text() == tab.ui.realityButton.text())
    assert reality.isEnabled() == tab.ui.realityButton.isEnabled()
    menu.close()


def test_a_roll_nobody_ticked_can_make_is_refused_and_leaves_no_undo_step(window, qtbot):
    """Before: rolling the Ghoul again ("has faced Ghoul in this encounter already") changed nothing but each became
    an undo step, so Ctrl+Z then seemed to do nothing."""
    tab = window.tab("Sanity")
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    tick(tab, "Walt Brennan")
    horror(tab, "Ghoul")
    tab.scene.dice = ScriptedDice([*d100(80), 4])  # fails: 1D6 = 4
    click(qtbot, tab.ui.rollButton)
    assert character_rows.load_sheet(walt).sanity == 46
    steps, entries = window.session.undo_stack.count(), len(journal.entries())
    for _ in range(3):
        click(qtbot, tab.ui.rollButton)
    assert window.session.undo_stack.count() == steps and len(journal.entries()) == entries
    assert "Walt Brennan has faced Ghoul in this encounter already" in tab.ui.messageLabel.text()
    assert tab.ui.storyLabel.text() == ""
    window.session.undo_stack.undo()  # the one step there is: the roll itself
    assert character_rows.load_sheet(walt).sanity == 50
    window.session.undo_stack.redo()
    tick(tab, "Harriet Crane")  # Harriet may still roll: only she does
    tab.scene.dice = ScriptedDice([*d100(10)])
    click(qtbot, tab.ui.rollButton)
    assert window.session.undo_stack.count() == steps + 1 and character_rows.load_sheet(walt).sanity == 46
    assert "Harriet Crane: SAN 10 vs" in tab.ui.storyLabel.text() and character_rows.load_sheet(harriet).sanity == 70


def test_the_typed_loss_starts_empty_not_with_the_last_horrors_loss(window, qtbot):
    """Before: picking "Type the loss below" after the Deep One left "1D6+6/1D10+20" in Loss, so typing appended."""
    tab = window.tab("Sanity")
    horror(tab, "Shoggoth")
    assert tab.ui.lossEdit.text() == "1D6/1D20"
    horror(tab, "Type the loss")
    assert tab.ui.lossEdit.text() == "" and tab.ui.lossEdit.isEnabled()
    qtbot.keyClicks(tab.ui.lossEdit, "1/1D4")
    horror(tab, "Ghoul")
    horror(tab, "Type the loss")  # what the Keeper typed comes back, selected: typing replaces it
    assert tab.ui.lossEdit.text() == "1/1D4" and tab.ui.lossEdit.selectedText() == "1/1D4"
    qtbot.keyClicks(tab.ui.lossEdit, "0/1D3")
    assert tab.ui.lossEdit.text() == "0/1D3"


def test_a_dead_investigator_is_listed_greyed_as_dead_and_never_ticked_or_rolled(window, qtbot):
    """Before: Walt, Dead on the Roster, was ticked as a mind like anyone and lost SAN to the Shoggoth."""
    from dataclasses import replace

    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    sheet = window.session.sheet(walt)
    window.session.update_character(walt, replace(sheet, conditions=("dead",)), sheet)
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == "Walt Brennan")
    assert tab.minds.index(row, 4).data() == "Dead"
    assert tab.minds.index(row, 1).data(Qt.ItemDataRole.ToolTipRole).startswith("Walt Brennan is dead: ")
    assert tab.minds.index(row, 1).data(MarkRole.TONE) == "muted"
    tick(tab, "Walt Brennan")
    assert tab.minds.ticked() == []
    tab.minds.tick_all(True)
    assert walt not in tab.minds.ticked() and len(tab.minds.ticked()) == 3
    tab.minds.tick_all(False)
    steps = window.session.undo_stack.count()
    horror(tab, "Shoggoth")
    click(qtbot, tab.ui.rollButton)  # nobody ticked: refused, nothing written
    assert window.session.undo_stack.count() == steps and character_rows.load_sheet(walt).sanity == 50


def test_a_long_name_titling_the_panel_is_cut_short_and_never_widens_the_window(window, qtbot):
    """Found playing: a 120-character name made the "For …" panel as wide as its title, widening the window."""
    from dataclasses import replace

    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.resize(1024, 700)
    window.show()
    tomas = next(r.id for r in character_rows.roster_rows() if r.name == "Tomás Vega")
    long_name = "Tomás " + "de la Vega y Alcántara " * 4 + "& Sons"
    sheet = window.session.sheet(tomas)
    window.session.update_character(tomas, replace(sheet, name=long_name.strip()), sheet)
    view = tab.ui.mindsView
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).character_id == tomas)
    view.selectRow(row)
    qtbot.wait(10)
    title = tab.ui.mindGroup.title()
    assert title.startswith("For Tomás de la Vega") and title.endswith("…") and len(title) < len(long_name)
    assert tab.ui.mindGroup.toolTip() == f"For {long_name.strip()}"
    assert window.width() == 1024
    window.session.update_character(tomas, replace(sheet, name="Tom & Jerry"), window.session.sheet(tomas))
    view.selectRow(row)
    assert tab.ui.mindGroup.title() == "For Tom && Jerry" and tab.ui.mindGroup.toolTip() == ""


def test_a_refused_number_of_weeks_goes_as_soon_as_it_is_put_right(window, qtbot):
    """Before: "Weeks to pass must be between 1 and 999, not 0" stayed under the field once 2 was typed."""
    tab = window.tab("Sanity")
    spin = tab.ui.weeksSpin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "0")
    click(qtbot, tab.ui.weekButton)
    assert tab.ui.messageLabel.text() == "Weeks to pass must be between 1 and 999, not 0"
    spin.selectAll()
    qtbot.keyClicks(spin, "-3")  # still wrong: the refusal says what is typed now
    assert tab.ui.messageLabel.text() == "Weeks to pass must be between 1 and 999, not -3"
    spin.selectAll()
    qtbot.keyClicks(spin, "2")
    assert tab.ui.messageLabel.text() == ""


def test_a_refused_loss_marks_the_loss_box_and_goes_as_soon_as_it_is_put_right(window, qtbot):
    """Found playing: after "1/-5", "Sanity loss on a failure can never be negative: -5 can come to -5" stayed while
    a good "0/1D6" was in the box, and the Loss box was never marked as the field in error."""
    from PySide6.QtGui import QPalette

    from desktop.views.common.theme import colour

    tab = window.tab("Sanity")
    box = tab.ui.lossEdit
    tick(tab, "Walt Brennan")
    horror(tab, "Type the loss")
    box.setText("1/-5")
    steps = window.session.undo_stack.count()
    click(qtbot, tab.ui.rollButton)
    refusal = "Sanity loss on a failure: -5 is less than nothing; a loss is 0 or more"  # QA 4 (12): said once
    assert tab.ui.messageLabel.text() == refusal and window.session.undo_stack.count() == steps
    assert box.palette().color(QPalette.ColorRole.Text) == colour("bad") and box.toolTip() == refusal
    box.setText("0/1D1")  # pasted, still wrong: the refusal says what is wrong now
    assert tab.ui.messageLabel.text() == "Sanity loss on a failure: a die has between 2 and 1000 sides"
    box.selectAll()
    qtbot.keyClicks(box, "0/1D6")
    assert tab.ui.messageLabel.text() == "" and box.toolTip() == ""
    assert box.palette().color(QPalette.ColorRole.Text) != colour("bad")
    qtbot.keyClicks(box, "+")  # a field put right is not watched any more: typing on says nothing until a roll
    assert tab.ui.messageLabel.text() == ""


def test_a_refused_self_help_marks_its_box_and_goes_once_put_right(window, qtbot):
    tab = window.tab("Sanity")
    box = tab.ui.selfHelpEdit
    tick(tab, "Walt Brennan")
    box.setText("1D6")
    click(qtbot, tab.ui.selfHelpButton)
    assert tab.ui.messageLabel.text().startswith("Self-help amounts read") and box.toolTip().startswith("Self-help")
    box.selectAll()
    qtbot.keyClicks(box, "1D6/1")
    assert tab.ui.messageLabel.text() == "" and box.toolTip() == ""


def test_a_refusal_about_one_investigator_goes_when_another_is_selected(window, qtbot):
    """Found playing: "Walt Brennan is not insane: a bout comes with insanity" stayed once Dr. Mae Okafor was
    selected; a refusal about the typed loss stays, since it is still true."""
    tab = window.tab("Sanity")
    tick(tab, "Walt Brennan")
    click(qtbot, tab.ui.realBoutButton)
    assert tab.ui.messageLabel.text().startswith("Walt Brennan is not insane")
    row = next(r for r in range(tab.minds.rowCount()) if tab.minds.mind_at(r).name == "Dr. Mae Okafor")
    tab.ui.mindsView.selectRow(row)
    assert tab.ui.messageLabel.text() == ""
    horror(tab, "Type the loss")
    tab.ui.lossEdit.setText("1D6")
    click(qtbot, tab.ui.rollButton)
    said = tab.ui.messageLabel.text()
    assert said.startswith("Sanity loss '1D6' must read")
    tick(tab, "Walt Brennan")
    assert tab.ui.messageLabel.text() == said


def test_the_header_follows_undo_and_redo_of_weeks_passing_at_once(window, qtbot):
    """Found playing: 10 weeks pass, Ctrl+Z, Ctrl+Shift+Z read "Day 71, week 0" until the tab was switched."""
    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    tab.ui.weeksSpin.setValue(10)
    click(qtbot, tab.ui.weekButton)
    assert tab.ui.titleLabel.text().startswith("Day 71, week 10")
    window.session.undo_stack.undo()
    assert tab.ui.titleLabel.text().startswith("Day 1, week 0")
    window.session.undo_stack.redo()
    assert tab.ui.titleLabel.text().startswith("Day 71, week 10")
    tomes = window.tab("Tomes")
    window.session.undo_stack.undo()
    assert tomes.ui.titleLabel.text() == "Week 0 of the campaign"
    assert window.tab("Sanity") is tab and tab.ui.titleLabel.text().startswith("Day 1,")  # shown again: afresh


def test_the_sanity_and_tomes_tabs_show_the_calendar_the_session_keeps(qtbot, campaign, data_home):
    """Before: the tabs were shown the day of the Sanity scene and the week of the Tomes scene."""
    from PySide6.QtCore import QSettings

    from desktop.store.campaign_file import set_campaign_calendar, transaction
    from desktop.views.window.main_window import MainWindow

    with transaction():
        set_campaign_calendar(9, 1)  # as a campaign file of a week and two days holds it
    window = MainWindow(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat))
    window.show_campaign()
    qtbot.addWidget(window)

    def headers() -> tuple[str, str]:  # each tab looked at in turn (a tab behind another refreshes when shown)
        return window.tab("Sanity").ui.titleLabel.text(), window.tab("Tomes").ui.titleLabel.text()

    sanity, tomes = headers()
    assert sanity.startswith("Day 9, week 1") and tomes == "Week 1 of the campaign"
    click(qtbot, window.tab("Sanity").ui.newDayButton)
    assert headers()[0].startswith("Day 10, week 1") and window.session.calendar().day == 10
    window.tab("Sanity").ui.weeksSpin.setValue(2)
    click(qtbot, window.tab("Sanity").ui.weekButton)
    sanity, tomes = headers()
    assert sanity.startswith("Day 24, week 3") and tomes == "Week 3 of the campaign"
    window.session.undo_stack.undo()
    sanity, tomes = headers()
    assert sanity.startswith("Day 10, week 1") and tomes == "Week 1 of the campaign"
    window.session.undo_stack.undo()
    assert headers()[0].startswith("Day 9, week 1")


def test_a_roll_for_a_crowd_tells_its_first_lines_and_never_grows_the_window(window, qtbot):
    """Before: a Sanity roll for 1,000 investigators put a line each above the log and the window grew to 15,835
    pixels high, the log and the buttons off the screen."""
    from desktop.rules.roster.sheet import CharacterSheet, Kind

    for n in range(40):
        character_rows.apply_change(None, CharacterSheet(name=f"Witness {n:02d}", kind=Kind.INVESTIGATOR), "Added")
    window.resize(1280, 800)
    tab = window.tab("Sanity")
    tab.refresh()
    size = window.size()
    click(qtbot, tab.ui.everyoneButton)
    horror(tab, "Ghoul")
    click(qtbot, tab.ui.rollButton)
    story = tab.ui.storyLabel.text().splitlines()
    assert len(story) == 9 and story[-1].startswith("… and ") and story[-1].endswith("the log below has every line")
    qtbot.wait(10)
    assert window.size() == size


def test_a_sanity_roll_reads_the_selected_investigators_history_once(window, qtbot, monkeypatch):
    """Before: the tab read the selected investigator's whole SAN history twice after every roll (once as the row was
    selected again, once more by hand), and that history grows with every roll of a long campaign."""
    import desktop.views.sanity.sanity_tab as sanity_tab

    tab = window.tab("Sanity")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    tick(tab, "Walt Brennan")
    horror(tab, "Type the loss")
    tab.ui.lossEdit.setText("0/1D4")
    read = []
    real = sanity_tab.sanity_history
    monkeypatch.setattr(sanity_tab, "sanity_history", lambda *args: read.append(args[0]) or real(*args))
    tab.scene.dice = ScriptedDice([*d100(90), 3])
    click(qtbot, tab.ui.rollButton)
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    assert read == [walt]
    assert tab.selected_id() == walt


def test_an_investigator_at_0_san_reads_permanently_insane_here_as_on_the_roster(window, qtbot):
    """Before: Walt Brennan set to SAN 0 on the Roster read "Permanently insane" there and "Sane" in the Sanity tab's
    minds. The rules: Sanity 0 = permanently insane, whatever is ticked."""
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    window.session.set_tracker(walt, "sanity", 0)
    tab = window.tab("Sanity")
    row = tab.minds.row_of(walt)
    assert tab.minds.index(row, 4).data().startswith("Permanently insane")
    badges = tab.minds.index(row, 4).data(MarkRole.BADGES)
    assert badges and (badges[0].text, badges[0].tone) == ("Permanently insane", "insane")  # coloured as the Roster's
    from desktop.models.roster.roster_model import Column

    roster = window.tab("Roster").proxy
    row = next(r for r in range(roster.rowCount()) if roster.index(r, Column.NAME).data() == "Walt Brennan")
    assert roster.index(row, Column.STATE).data() == "Permanently insane"
