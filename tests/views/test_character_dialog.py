"""The character editor with bad input: every refusal names its field, keeps the dialog open and the file as it
was; skill bases follow DEX and EDU until edited; Enter never adds a second blank skill."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLineEdit

from desktop.rules.roster.sheet import Weapon
from desktop.store.character_rows import roster_rows
from desktop.views.roster.character_dialog import CharacterDialog


def ids():
    return {r.name: r.id for r in roster_rows()}


@pytest.fixture
def editor(window, qtbot):
    """The editor open on Tomás Vega, with what his sheet and the undo stack were."""
    character = ids()["Tomás Vega"]
    dialog = CharacterDialog(window.session, character, window)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, character, window.session.sheet(character), window.session.undo_stack.count()


def refused(dialog, window, character, before, steps, *words):
    dialog.save()
    text = dialog.ui.errorLabel.text()
    assert all(word in text for word in words), text
    assert dialog.isVisible() and dialog.result() == 0
    assert window.session.sheet(character) == before and window.session.undo_stack.count() == steps


def test_ammo_beyond_any_magazine_is_refused_by_name(editor, window):
    dialog, character, before, steps = editor
    dialog.ui.weaponsTable.item(0, 7).setText("99999999999999999999")  # an uncaught OverflowError once
    refused(dialog, window, character, before, steps, "ammunition", "far too large")
    dialog.ui.weaponsTable.item(0, 7).setText("5000")
    refused(dialog, window, character, before, steps, "ammunition must be 0 to 1000, not 5000")
    dialog.ui.weaponsTable.item(0, 7).setText("-5")
    refused(dialog, window, character, before, steps, "ammunition must be 0 to 1000, not -5")
    dialog.ui.weaponsTable.item(0, 7).setText("")
    dialog.ui.weaponsTable.item(0, 8).setText("500")
    refused(dialog, window, character, before, steps, "malfunction must be 1 to 100, not 500")


def test_the_catalog_refuses_what_a_sheet_refuses(window):
    for weapon, words in (
        (Weapon("Odd gun", "Firearms (Handgun)", "1D10", malfunction=500), "malfunction"),
        (Weapon("Odd gun", "Firearms (Handgun)", "1D10", ammo=-5), "ammunition"),
        (Weapon("Odd\\ngun", "Firearms (Handgun)", "1D10"), "one line"),
    ):
        weapon = weapon if "\\n" not in weapon.name else Weapon("Odd\ngun", weapon.skill, weapon.damage)
        with pytest.raises(ValueError, match=words):
            window.session.save_catalog_weapon(weapon)
    assert all(w.name != "Odd gun" for w in window.session.weapons())


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("\x00", "one line of text"),
        ("\u200b", "Name must not be empty"),
        ("Ada\nLorne", "one line of text"),
        ("   ", "Name must not be empty"),
        ("Ada\x07", "one line of text"),
        ("A" * 300, "Name must be at most 120 characters, not 300"),
    ],
)
def test_names_that_are_not_a_line_of_visible_text_are_refused(editor, window, name, words):
    """A name too long is refused by name (before: the field cut a pasted 300 characters to 120 without a word)."""
    dialog, character, before, steps = editor
    dialog.ui.nameEdit.setText(name)
    refused(dialog, window, character, before, steps, words)


def test_a_skill_with_no_value_is_refused_not_saved_as_zero(editor, window):
    dialog, character, before, steps = editor
    dialog.ui.skillsTable.item(0, 2).setText("")
    refused(dialog, window, character, before, steps, "needs a value from 0 to 99")


@pytest.mark.parametrize("value", ["100", "-1", "5000", "9" * 5000, "twelve"])
def test_skill_values_are_0_to_99(editor, window, value):
    dialog, character, before, steps = editor
    dialog.ui.skillsTable.item(0, 2).setText(value)
    refused(dialog, window, character, before, steps, "Skill")
    assert "4300" not in dialog.ui.errorLabel.text()


def test_cthulhu_mythos_is_capped_too(editor, window):
    dialog, character, before, steps = editor
    dialog.ui.skillCombo.setCurrentIndex(dialog.ui.skillCombo.findData("Cthulhu Mythos"))
    dialog.add_skill()
    dialog.ui.skillsTable.item(dialog.ui.skillsTable.rowCount() - 1, 2).setText("100")
    refused(dialog, window, character, before, steps, "Cthulhu Mythos must be between 0 and 99, not 100")


def test_minus_five_typed_in_a_box_is_refused_not_read_as_five(editor, window, qtbot):
    dialog, character, before, steps = editor
    box = dialog.spins["strength"]
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "-5")
    assert box.typed() == -5 and box.text() == "-5"
    refused(dialog, window, character, before, steps, "STR must be between 1 and 99", "not -5")


def test_enter_after_add_skill_edits_the_new_skill_and_adds_no_other(editor, qtbot):
    dialog, *_ = editor
    table = dialog.ui.skillsTable
    rows = table.rowCount()
    dialog.ui.skillCombo.setCurrentIndex(dialog.ui.skillCombo.findData("Pilot"))
    qtbot.mouseClick(dialog.ui.addSkillButton, Qt.MouseButton.LeftButton)
    assert table.state() == QAbstractItemView.State.EditingState  # the new skill's value is open for typing
    typing = table.viewport().findChild(QLineEdit)
    typing.selectAll()
    qtbot.keyClicks(typing, "40")
    qtbot.keyClick(typing, Qt.Key.Key_Return)
    qtbot.wait_until(lambda: table.state() != QAbstractItemView.State.EditingState)  # Qt commits a moment later
    assert table.rowCount() == rows + 1 and dialog.isVisible()
    assert table.item(rows, 0).text() == "Pilot" and table.item(rows, 2).text() == "40"


def skill_value(dialog, name):
    table = dialog.ui.skillsTable
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == name)
    return int(table.item(row, 2).text()), int(table.item(row, 3).text())


def test_dodge_and_own_language_follow_dex_and_edu_until_edited(window, qtbot):
    dialog = CharacterDialog(window.session, None, window)
    qtbot.addWidget(dialog)
    dialog.spins["dexterity"].setValue(60)
    dialog.spins["education"].setValue(70)
    assert skill_value(dialog, "Dodge") == (30, 15) and skill_value(dialog, "Language (Own)")[0] == 70
    table = dialog.ui.skillsTable
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "Dodge")
    table.item(row, 2).setText("45")  # the Keeper sets Dodge: it no longer follows DEX
    dialog.spins["dexterity"].setValue(80)
    dialog.spins["education"].setValue(75)
    assert skill_value(dialog, "Dodge") == (45, 22) and skill_value(dialog, "Language (Own)")[0] == 75


FIELDS = (
    "name",
    "occupation",
    "skill value",
    "skill name",
    "specialisation",
    "weapon name",
    "damage",
    "ammo",
    "malfunction",
    "attacks",
    "range",
)


def put(dialog, field, text):
    ui = dialog.ui
    skills, weapons = ui.skillsTable, ui.weaponsTable
    cells = {
        "skill value": (skills, 2),
        "skill name": (skills, 0),
        "specialisation": (skills, 1),
        "weapon name": (weapons, 0),
        "damage": (weapons, 2),
        "range": (weapons, 5),
        "attacks": (weapons, 6),
        "ammo": (weapons, 7),
        "malfunction": (weapons, 8),
    }
    if field == "name":
        ui.nameEdit.setText(text)
    elif field == "occupation":
        ui.occupationEdit.setText(text)
    else:
        table, column = cells[field]
        table.item(0, column).setText(text)


@pytest.mark.slow
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(FIELDS), text=st.text(max_size=40) | st.from_regex(r"-?\d{1,40}", fullmatch=True))
def test_any_text_in_any_field_is_saved_valid_or_refused_with_a_message(window, qtbot, field, text):
    character = ids()["Tomás Vega"]
    before = window.session.sheet(character)
    steps = window.session.undo_stack.count()
    dialog = CharacterDialog(window.session, character, window)
    qtbot.addWidget(dialog)
    put(dialog, field, text)
    dialog.save()  # never raises
    if dialog.result():
        saved = window.session.sheet(character)
        from desktop.rules.roster.sheet import sheet_errors

        assert sheet_errors(saved) == []
        window.session.undo_stack.undo()
    else:
        assert dialog.ui.errorLabel.text().strip()
        assert window.session.sheet(character) == before and window.session.undo_stack.count() == steps
    assert window.session.sheet(character) == before


def test_derived_values_are_never_shown_from_a_characteristic_out_of_range(editor, qtbot):
    """Before: CON 999 (refused by name) showed HP 106 beside the refusal, as if it were the investigator's."""
    dialog, _character, sheet, _steps = editor
    ui = dialog.ui
    shown = ui.derivedLabel.text()
    assert f"<b>HP</b> {sheet.max_hp} " in shown
    spin = ui.constitutionSpin
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "999")
    assert "CON" in ui.errorLabel.text() or "Constitution" in ui.errorLabel.text(), ui.errorLabel.text()
    hp = (999 + sheet.size) // 10
    assert f"<b>HP</b> {hp} " not in ui.derivedLabel.text() and "<b>HP</b>" not in ui.derivedLabel.text()
    assert ui.derivedLabel.text() and "characteristics" in ui.derivedLabel.text()
    spin.selectAll()
    qtbot.keyClicks(spin, str(sheet.constitution))
    assert ui.derivedLabel.text() == shown and ui.errorLabel.text() == ""


def test_a_mov_set_by_hand_is_shown_kept_and_taken_back_by_one_undo(editor, window, qtbot):
    """The Roster's sheet editor shows MOV worked out until the Keeper sets it; set, it is saved, shown as set by
    hand and kept whatever the age; at its lowest ("Worked out") it is worked out again."""
    dialog, character, before, steps = editor
    ui = dialog.ui
    assert ui.movSpin.text() == "Worked out" and f"<b>MOV</b> {before.mov}" in ui.derivedLabel.text()
    ui.movSpin.setFocus()
    ui.movSpin.selectAll()
    qtbot.keyClicks(ui.movSpin, "12")
    assert "<b>MOV</b> 12 (set by hand)" in ui.derivedLabel.text()
    ui.ageSpin.setValue(80)
    assert "<b>MOV</b> 12 (set by hand)" in ui.derivedLabel.text()
    dialog.save()
    after = window.session.sheet(character)
    assert (after.mov_override, after.mov, after.age) == (12, 12, 80)
    assert window.session.undo_stack.count() == steps + 1
    again = CharacterDialog(window.session, character, window)
    qtbot.addWidget(again)
    assert again.ui.movSpin.value() == 12
    again.ui.movSpin.setValue(0)
    again.save()
    assert window.session.sheet(character).mov_override is None
    window.session.undo_stack.undo()
    window.session.undo_stack.undo()
    assert window.session.sheet(character) == before


def test_a_mov_past_99_is_refused_by_name(editor, window, qtbot):
    dialog, character, before, steps = editor
    dialog.ui.movSpin.setFocus()
    dialog.ui.movSpin.selectAll()
    qtbot.keyClicks(dialog.ui.movSpin, "150")
    refused(dialog, window, character, before, steps, "MOV set by hand must be between")
