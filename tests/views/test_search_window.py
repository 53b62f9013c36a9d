"""Edit > Search the Campaign… (Ctrl+Shift+F) in the real window: results grouped by kind as the words are typed, the
arrow keys passing over the headings, and Enter opening the thing in its tab."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from desktop.models.handouts.handout_book import HandoutBook
from desktop.store import character_rows, journal, notes
from desktop.store.notes import NoteDraft


def search(window, qtbot, text: str):
    box = window.search.show_search()
    box.box.clear()
    qtbot.keyClicks(box.box, text)
    return box


def shown(box) -> list[str]:
    return [box.model.index(r, 0).data() for r in range(box.model.rowCount())]


def test_the_search_key_is_ctrl_shift_f_and_ctrl_k_stays_the_attack(window):
    assert window.search.action.shortcuts() == [QKeySequence("Ctrl+Shift+F")]
    assert window.search.action in window.ui.menuEdit.actions()


def test_enter_opens_a_character_selected_on_the_roster(window, qtbot):
    window.tab("Notes")
    box = search(window, qtbot, "harr cra")
    assert shown(box)[:2] == ["Characters", "Harriet Crane — Antiquarian"]
    qtbot.keyClick(box.box, Qt.Key.Key_Return)
    assert not box.isVisible() and window.ui.tabs.tabText(window.ui.tabs.currentIndex()) == "Roster"
    assert window.tab("Roster").ui.nameLabel.text() == "Harriet Crane"


def test_the_arrows_pass_over_headings_to_a_skill_and_enter_opens_its_owner(window, qtbot):
    window.tab("Roster").ui.filterEdit.setText("Walt")  # the filter hides Harriet: the search shows her anyway
    box = search(window, qtbot, "library")
    rows = shown(box)
    assert rows[0] == "Skills"
    target = next(r for r, text in enumerate(rows) if text.startswith("Library Use — Harriet Crane"))
    while box.results.currentIndex().row() < target:
        qtbot.keyClick(box.box, Qt.Key.Key_Down)
    qtbot.keyClick(box.box, Qt.Key.Key_Return)
    assert window.tab("Roster").ui.nameLabel.text() == "Harriet Crane"


@pytest.mark.parametrize(
    ("typed", "tab", "check"),
    [
        ("necro", "Tomes", lambda t: t.ui.tomeCombo.currentText() == "Necronomicon (Latin, Wormius)"),
        ("contact ghoul", "Tomes", lambda t: True),
        ("ghou", "Sanity", lambda t: t.ui.horrorCombo.currentText().startswith("Ghoul (")),
        ("shamb", "Combat", lambda t: t.ui.rosterCombo.currentText() == "Bestiary: Dimensional Shambler"),
    ],
)
def test_enter_opens_tomes_spells_horrors_and_creatures_in_their_tabs(window, qtbot, typed, tab, check):
    box = search(window, qtbot, typed)
    kind = {"Tomes": ("Tomes", "Spells"), "Sanity": ("Horrors",), "Combat": ("Bestiary",)}[tab]
    rows = shown(box)
    first = next(r for r, text in enumerate(rows) if text in kind) + 1
    box.open_row(first)
    assert window.ui.tabs.tabText(window.ui.tabs.currentIndex()) == tab
    assert check(window.tab(tab))


def test_enter_opens_a_note_in_notes_and_a_journal_entry_in_the_dice_history(window, qtbot):
    kept = notes.save(None, NoteDraft("location", "The boathouse", "Rotten jetty"))
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    entry = journal.append("change", "Harriet lights the lantern", actor_id=harriet, actor="Harriet Crane")
    window.session.journal.pull_new()
    box = search(window, qtbot, "jetty")
    qtbot.keyClick(box.box, Qt.Key.Key_Return)
    assert window.tab("Notes").note_id == kept
    box = search(window, qtbot, "lantern")
    assert shown(box)[0] == "Journal"
    qtbot.keyClick(box.box, Qt.Key.Key_Return)
    dice = window.tab("Dice")
    assert dice.everyChangeCheck.isChecked()  # not a roll: shown with every change
    (picked,) = dice.ui.historyView.selectionModel().selectedRows()
    assert dice.history.mapToSource(picked).row() == window.session.journal.row_of_entry(entry)


def test_nothing_found_says_so(window, qtbot):
    box = search(window, qtbot, "zzzq")
    assert box.model.rowCount() == 0 and box.hint.text() == "Nothing in the campaign is called that."
    qtbot.keyClick(box.box, Qt.Key.Key_Return)
    assert box.isVisible()


def test_enter_opens_a_handout_picked_in_the_handouts_window(window, qtbot):
    handouts = window.handout_menu.show_handouts()
    handouts.add_text("Map of the marsh", "Three paths; one of them dry.")
    letter = handouts.add_text("Letter from Uncle Silas", "Do not open the cellar door.")
    handouts.select(next(h.id for h in window.session.scene(HandoutBook).all() if h.title == "Map of the marsh"))
    handouts.close()
    box = search(window, qtbot, "uncle sil")
    assert shown(box)[:2] == ["Handouts", "Letter from Uncle Silas — a text"]
    qtbot.keyClick(box.box, Qt.Key.Key_Return)
    assert not box.isVisible() and handouts.isVisible() and handouts._selected() == letter
