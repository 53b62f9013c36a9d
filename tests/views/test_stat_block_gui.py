"""File > Paste Stat Block… in the main window: a paste box with a live preview, the choice of NPC or monster and of
6th edition, Import as one undo step (the character and its bestiary entry together), and bad text refused by its
line with nothing written. File > Import reads a .txt file as a stat block too."""

from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox

from desktop.rules.roster.sheet import Kind
from desktop.store import character_rows
from desktop.store.campaign_bestiary import campaign_creatures

BLOCKS = Path(__file__).resolve().parents[1] / "fixtures" / "exchange" / "stat_blocks"


def text_of(name: str) -> str:
    return (BLOCKS / name).read_text(encoding="utf-8")


def listed(dialog) -> list[str]:
    return [dialog.ui.skippedList.item(i).text() for i in range(dialog.ui.skippedList.count())]


def own_creatures() -> list[str]:
    return [c.name for c in campaign_creatures()]


def pasting(window, monkeypatch, *steps):
    """File > Paste Stat Block… with the dialog driven by `steps` (each given the dialog); True presses Import."""
    shown = []

    def drive(dialog):
        shown.append(dialog)
        answer = True
        for step in steps:
            answer = step(dialog)
        return answer

    monkeypatch.setattr(window, "ask_import", drive)
    return window.paste_stat_block(), shown


def test_the_file_menu_has_paste_stat_block_after_import(window):
    actions = [a for a in window.ui.menuFile.actions() if not a.isSeparator()]
    names = [a.text() for a in actions]
    assert names.index("Paste Stat &Block…") == names.index("&Import…") + 1
    assert window.paste_action.toolTip().startswith("An NPC or creature as a scenario prints it")


def test_a_pasted_monster_is_previewed_then_added_with_its_bestiary_entry_in_one_undo_step(window, monkeypatch):
    before = character_rows.character_count()

    def paste(dialog):
        dialog.set_text(text_of("cthugha.txt"))
        assert dialog.ui.monsterRadio.isChecked() and not dialog.ui.sixthCheck.isChecked()
        assert "line 13 gives a SAN loss" in dialog.ui.guessLabel.text()
        assert "STR 400 CON 600 SIZ 700 DEX 105" in dialog.ui.previewText.toPlainText()
        assert "Notes:\nThe Living Flame" in dialog.ui.previewText.toPlainText()
        assert any("goes into the campaign's bestiary with MOV 1 and armour 14" in s for s in listed(dialog))
        assert dialog.ok.isEnabled() and dialog.ok.text() == "&Import"
        return True

    added, _ = pasting(window, monkeypatch, paste)
    assert added == 1 and character_rows.character_count() == before + 1
    assert own_creatures() == ["Cthugha"]
    assert window.statusBar().currentMessage() == "Imported 1 character from the pasted stat block"
    stack = window.session.undo_stack
    assert stack.undoText() == "Imported Cthugha from the pasted stat block"
    stack.undo()
    assert character_rows.character_count() == before and own_creatures() == []
    stack.redo()
    assert character_rows.character_count() == before + 1 and own_creatures() == ["Cthugha"]


def test_the_keepers_choices_stand_over_the_texts_and_the_preview_follows(window, monkeypatch, qtbot):
    def paste(dialog):
        dialog.ui.textEdit.setPlainText(text_of("foundry_coc7_example.txt"))  # as a paste: the preview follows
        qtbot.waitUntil(lambda: dialog.ok.isEnabled())
        assert dialog.ui.monsterRadio.isChecked() and "SAN 55" not in dialog.ui.previewText.toPlainText()
        dialog.ui.npcRadio.click()
        assert "SAN 55 HP 14" in dialog.ui.previewText.toPlainText()
        assert dialog.ui.guessLabel.text().startswith("You chose NPC.")
        dialog.ui.sixthCheck.click()  # 75 ×5 is no NPC's STR: refused by its line, Import off
        assert "line 2: STR 75 (×5 = 375)" in dialog.ui.messageLabel.text() and not dialog.ok.isEnabled()
        assert dialog.ui.npcRadio.isChecked() and dialog.ui.sixthCheck.isChecked()
        dialog.ui.sixthCheck.click()
        assert dialog.ok.isEnabled() and dialog.ui.messageLabel.text() == ""
        return True

    added, _ = pasting(window, monkeypatch, paste)
    assert added == 1
    newest = max(character_id for character_id, _ in character_rows.character_choices())
    sheet = character_rows.load_sheet(newest)
    assert (sheet.name, sheet.kind, sheet.sanity, sheet.strength) == ("Example Character", Kind.NPC, 55, 75)


def test_a_sixth_edition_block_is_ticked_and_what_changed_is_listed(window, monkeypatch):
    def paste(dialog):
        dialog.set_text(text_of("bootlegger_6e.txt"))
        assert dialog.ui.sixthCheck.isChecked() and dialog.ui.npcRadio.isChecked()
        assert "Read as 6th edition: every characteristic is 18 or less" in dialog.ui.guessLabel.text()
        assert "STR 80 CON 70 SIZ 75" in dialog.ui.previewText.toPlainText()
        assert "6th edition: Hide 40 is Stealth in 7th edition" in listed(dialog)
        return False  # Cancel

    before = character_rows.character_count()
    added, _ = pasting(window, monkeypatch, paste)
    assert added == 0 and character_rows.character_count() == before


def test_bad_text_names_its_line_and_nothing_is_written(window, monkeypatch):
    before, steps = character_rows.character_count(), window.session.undo_stack.count()

    def paste(dialog):
        assert dialog.ui.guessLabel.text() == "Paste a stat block to see it here." and not dialog.ok.isEnabled()
        dialog.set_text("Dear Keeper,\nthe house on Benefit Street is haunted.")
        assert dialog.ui.messageLabel.text().startswith("Cannot import: no line reads as a stat block's")
        assert "line 1 reads 'Dear Keeper,'" in dialog.ui.messageLabel.text() and not dialog.ok.isEnabled()
        return True  # even pressed, there is nothing to add

    added, _ = pasting(window, monkeypatch, paste)
    assert added == 0 and character_rows.character_count() == before
    assert window.session.undo_stack.count() == steps


def test_a_creature_the_bestiary_has_stays_as_it_is_and_says_so(window, monkeypatch):
    def paste(dialog):
        dialog.set_text(text_of("ghoul_bestiary.txt"))
        assert any("the bestiary has a Ghoul already, which stays as it is" in s for s in listed(dialog))
        return True

    added, _ = pasting(window, monkeypatch, paste)
    assert added == 1 and own_creatures() == []


def test_file_import_reads_a_txt_file_as_a_stat_block(window, monkeypatch):
    shown = []
    monkeypatch.setattr(window, "ask_import", lambda dialog: shown.append(dialog) or True)
    before = character_rows.character_count()
    assert window.import_file(BLOCKS / "human_skeleton.txt") == 1
    (dialog,) = shown
    assert dialog.ui.sheetsTable.item(0, 0).text() == "Human Skeleton"
    assert dialog.ui.sheetsTable.item(0, 2).text() == "Stat block"
    assert character_rows.character_count() == before + 1 and own_creatures() == ["Human Skeleton"]
    window.session.undo_stack.undo()
    assert character_rows.character_count() == before and own_creatures() == []


def test_the_dialog_buttons_are_import_and_cancel(window, monkeypatch):
    def look(dialog):
        buttons = dialog.ui.buttons
        assert buttons.button(QDialogButtonBox.StandardButton.Cancel) is not None
        assert dialog.ui.textEdit.accessibleName() == "Stat block text"
        return False

    assert pasting(window, monkeypatch, look)[0] == 0


def test_ctrl_enter_in_the_paste_box_imports_and_enter_starts_a_new_line(window, qtbot):
    """Found playing: a Keeper who pastes, then presses Ctrl+Enter as in other dialogs with a text box, got nothing."""
    from PySide6.QtCore import Qt

    from desktop.views.window.stat_block_dialog import StatBlockDialog

    dialog = StatBlockDialog(set(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.ui.textEdit.setFocus()
    dialog.ui.textEdit.setPlainText(text_of("cult_recruiter_7e.txt"))
    before = dialog.ui.textEdit.toPlainText()
    qtbot.keyClick(dialog.ui.textEdit, Qt.Key.Key_Return)
    assert dialog.isVisible() and len(dialog.ui.textEdit.toPlainText()) == len(before) + 1  # a new line, no import
    qtbot.keyClick(dialog.ui.textEdit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.imported.sheet.name.startswith("Brother Ezra")
