"""The Notes tab in the real window: notes listed by kind beside the editor, what is typed kept after a pause as one
undo step (a burst of typing one step), a title the file cannot keep said by name with nothing written, links that
open the linked note, the character on the Roster, or a new note for a name nothing has yet."""

import pytest
from PySide6.QtCore import Qt, QUrl

from desktop.store import character_rows, notes
from desktop.store.notes import NoteDraft
from desktop.store.schema import NoteRow
from desktop.views.notes.notes_tab import LINK_SCHEME


@pytest.fixture
def tab(window):
    return window.tab("Notes")


def type_note(qtbot, tab, title: str, body: str) -> None:
    tab.ui.titleEdit.clear()
    qtbot.keyClicks(tab.ui.titleEdit, title)
    tab.ui.bodyEdit.clear()
    qtbot.keyClicks(tab.ui.bodyEdit, body)


def test_a_new_note_typed_is_kept_after_a_pause_as_one_undo_step(window, tab, qtbot):
    tab.ui.showCombo.setCurrentIndex(tab.ui.showCombo.findData("location"))
    qtbot.mouseClick(tab.ui.newButton, Qt.MouseButton.LeftButton)
    assert tab.ui.kindCombo.currentData() == "location" and not tab.ui.characterCombo.isVisible()
    type_note(qtbot, tab, "The boathouse", "Rotten jetty")
    qtbot.waitUntil(lambda: NoteRow.select().count() == 1 and not tab.timer.isActive())
    (kept,) = notes.all_notes()
    assert (kept.kind, kept.title, kept.body) == ("location", "The boathouse", "Rotten jetty")
    assert tab.proxy.rowCount() == 1 and tab.proxy.index(0, 0).data() == "The boathouse"
    stack = window.session.undo_stack
    assert stack.count() == 1 and stack.undoText() == "Wrote the note The boathouse"
    stack.undo()
    assert NoteRow.select().count() == 0 and tab.ui.titleEdit.text() == ""


def test_a_title_the_file_cannot_keep_is_said_and_nothing_is_written(tab, qtbot):
    qtbot.mouseClick(tab.ui.newButton, Qt.MouseButton.LeftButton)
    tab.ui.bodyEdit.setPlainText("No title yet")
    assert tab.save_now() is False
    assert tab.ui.messageLabel.text() == "Note title must not be empty" and NoteRow.select().count() == 0
    tab.ui.titleEdit.setText("x" * 201)
    assert tab.save_now() is False and "at most 200" in tab.ui.messageLabel.text()
    assert NoteRow.select().count() == 0


def test_a_note_on_a_character_names_them_and_the_list_shows_one_kind(tab, qtbot):
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    qtbot.mouseClick(tab.ui.newButton, Qt.MouseButton.LeftButton)
    tab.ui.kindCombo.setCurrentIndex(tab.ui.kindCombo.findData("character"))
    assert tab.ui.characterCombo.isVisible()
    tab.ui.characterCombo.setCurrentIndex(tab.ui.characterCombo.findData(harriet))
    type_note(qtbot, tab, "Harriet's secrets", "Reads Latin")
    assert tab.save_now()
    notes.save(None, NoteDraft("campaign", "Threads", ""))
    tab.book.model.reload()
    tab.ui.showCombo.setCurrentIndex(tab.ui.showCombo.findData("character"))
    assert [tab.proxy.index(r, 2).data() for r in range(tab.proxy.rowCount())] == ["Harriet Crane"]


def follow(tab, name: str) -> None:
    url = QUrl()
    url.setScheme(LINK_SCHEME)
    url.setPath(name)
    tab.ui.linksView.anchorClicked.emit(url)


def test_links_open_the_note_the_character_or_a_new_note(window, tab):
    boathouse = notes.save(None, NoteDraft("location", "The boathouse", "Where [[Walt Brennan]] fell."))
    notes.save(None, NoteDraft("campaign", "Threads", "Start at [[the boathouse|the jetty]]. Then [[Dunwich]]."))
    tab.book.model.reload()
    tab.select_note(tab.book.model.note_at(0).id)  # Threads, by kind then title
    html = tab.ui.linksView.toHtml()
    assert "the jetty" in html and "[[" not in html
    follow(tab, "the boathouse")
    assert tab.note_id == boathouse and tab.ui.titleEdit.text() == "The boathouse"
    assert "Linked from:" in tab.ui.linksView.toPlainText() and "Threads" in tab.ui.linksView.toPlainText()
    follow(tab, "Walt Brennan")
    roster = window.tab("Roster")
    assert window.ui.tabs.tabText(window.ui.tabs.currentIndex()) == "Roster"
    assert roster.ui.nameLabel.text() == "Walt Brennan"
    notes_tab = window.tab("Notes")
    follow(notes_tab, "Dunwich")
    assert notes_tab.note_id is None and notes_tab.ui.titleEdit.text() == "Dunwich"
    assert notes_tab.ui.kindCombo.currentData() == "location"
    assert "Nothing is called Dunwich yet" in notes_tab.ui.messageLabel.text()


def test_link_to_puts_a_picked_name_in_double_brackets(tab, monkeypatch):
    from desktop.views.notes import notes_tab

    monkeypatch.setattr(notes_tab.QInputDialog, "getItem", lambda *a, **k: ("Harriet Crane", True))
    tab.ui.bodyEdit.setPlainText("See ")
    tab.ui.bodyEdit.moveCursor(tab.ui.bodyEdit.textCursor().MoveOperation.End)
    tab.pick_link()
    assert tab.ui.bodyEdit.toPlainText() == "See [[Harriet Crane]]"


def test_undo_of_an_edit_shows_the_note_as_it_was(window, tab, qtbot):
    kept = notes.save(None, NoteDraft("location", "The boathouse", "Rotten"))
    tab.book.model.reload()
    tab.select_note(kept)
    tab.ui.bodyEdit.setPlainText("Rotten jetty")
    assert tab.save_now()
    window.session.undo_stack.undo()
    assert tab.ui.bodyEdit.toPlainText() == "Rotten"


def test_a_note_whose_character_is_gone_is_never_given_to_another(window, tab):
    walt = next(r.id for r in character_rows.roster_rows() if r.name == "Walt Brennan")
    kept = notes.save(None, NoteDraft("character", "Walt's debts", "Owes the sheriff", walt))
    window.session.delete_character(walt)
    tab.select_note(kept)
    assert tab.ui.characterCombo.currentData() is None
    assert tab.ui.messageLabel.text() == "The character this note was about is no longer on the roster"
    tab.ui.bodyEdit.setPlainText("Owes the sheriff $40")
    assert tab.save_now() is False and "must say which character" in tab.ui.messageLabel.text()
    assert notes.note(kept).character_id == walt and notes.note(kept).body == "Owes the sheriff"
    assert tab.book.model.about(notes.note(kept)) == "a character no longer on the roster"
