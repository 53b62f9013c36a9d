"""The Notes tab's model: the table of notes (qtmodeltester), each save one transaction and one undo step, saves of
one note in quick succession merged into one step (as repeated tracker changes are), a refused one writing nothing."""

import pytest

from desktop.models.notes import notes_book
from desktop.models.notes.notes_book import NoteRole, NotesBook
from desktop.models.session import CampaignSession
from desktop.store import character_rows, journal, notes
from desktop.store.notes import NoteDraft
from desktop.store.schema import NoteRow


@pytest.fixture
def book(campaign, qapp):
    session = CampaignSession()
    return session, session.scene(NotesBook)


def test_the_notes_table_passes_qtmodeltester_and_follows_each_save(book, qtmodeltester, qtbot):
    session, notes_of = book
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    with qtbot.wait_signal(session.changed):
        notes_of.save(None, NoteDraft("character", "Harriet's secrets", "Reads Latin.", harriet))
    notes_of.save(None, NoteDraft("location", "The boathouse", ""))
    qtmodeltester.check(notes_of.model)
    model = notes_of.model
    assert [[model.index(r, c).data() for c in range(3)] for r in range(model.rowCount())] == [
        ["Harriet's secrets", "Character", "Harriet Crane"],
        ["The boathouse", "Location", ""],
    ]
    assert model.index(1, 0).data(NoteRole.KIND) == "location"


def test_a_burst_of_typing_is_one_undo_step_and_undo_takes_back_the_new_note_whole(book):
    session, notes_of = book
    entries = journal.last_id()
    note_id = notes_of.save(None, NoteDraft("location", "The boathouse", "R"))
    for text in ("Ro", "Rot", "Rotten jetty"):
        notes_of.save(note_id, NoteDraft("location", "The boathouse", text))
    assert session.undo_stack.count() == 1 and notes.note(note_id).body == "Rotten jetty"
    assert session.undo_stack.undoText() == "Wrote the note The boathouse"
    assert journal.last_id() == entries  # a note is no play at the table: kept out of the journal
    session.undo_stack.undo()
    assert notes.note(note_id) is None and notes_of.model.rowCount() == 0
    session.undo_stack.redo()
    assert notes.note(note_id).body == "Rotten jetty" and notes_of.model.rowCount() == 1


def test_saves_apart_in_time_are_steps_of_their_own(book, monkeypatch):
    session, notes_of = book
    note_id = notes_of.save(None, NoteDraft("location", "The boathouse", "Rotten"))
    clock = [1000.0]
    monkeypatch.setattr(notes_book.time, "monotonic", lambda: clock[0])
    notes_of.save(note_id, NoteDraft("location", "The boathouse", "Rotten jetty"))
    clock[0] += notes_book.MERGE_SECONDS + 1
    notes_of.save(note_id, NoteDraft("location", "The old boathouse", "Rotten jetty; a lantern"))
    assert session.undo_stack.count() == 3
    session.undo_stack.undo()
    assert notes.note(note_id) == notes.note(note_id)._replace(title="The boathouse", body="Rotten jetty")


def test_a_refused_save_writes_nothing_and_adds_no_step(book):
    session, notes_of = book
    note_id = notes_of.save(None, NoteDraft("location", "The boathouse", "Rotten"))
    with pytest.raises(ValueError, match="Note title must not be empty"):
        notes_of.save(note_id, NoteDraft("location", "  ", "Rotten jetty"))
    assert notes.note(note_id).body == "Rotten" and session.undo_stack.count() == 1


def test_removing_a_note_is_a_step_of_its_own_and_undo_brings_it_back_under_its_id(book):
    session, notes_of = book
    note_id = notes_of.save(None, NoteDraft("location", "The boathouse", "Rotten"))
    notes_of.remove(note_id)
    assert NoteRow.select().count() == 0 and session.undo_stack.count() == 2
    session.undo_stack.undo()
    assert notes.note(note_id).body == "Rotten"


def test_a_link_opens_a_note_or_a_character_and_a_note_knows_who_links_to_it(book):
    _, notes_of = book
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    boathouse = notes_of.save(None, NoteDraft("location", "The boathouse", "Where [[Harriet Crane]] saw it."))
    on_her = notes_of.save(None, NoteDraft("character", "Harriet's secrets", "Owes [[the boathouse]].", harriet))
    assert notes_of.resolve("The Boathouse").note_id == boathouse
    assert notes_of.resolve("Harriet Crane").character_id == harriet
    assert [n.id for n in notes_of.linking_here(notes.note(boathouse))] == [on_her]
    assert [n.id for n in notes_of.linking_here(notes.note(on_her))] == [boathouse]  # through her name


def test_the_list_of_one_kind_passes_qtmodeltester(book, qtmodeltester):
    from desktop.models.notes.notes_book import NoteKindFilter

    _, notes_of = book
    notes_of.save(None, NoteDraft("location", "The boathouse", ""))
    notes_of.save(None, NoteDraft("campaign", "Threads", ""))
    proxy = NoteKindFilter()
    proxy.setSourceModel(notes_of.model)
    proxy.set_kind("location")
    qtmodeltester.check(proxy)
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["The boathouse"]
    proxy.set_kind("")
    assert proxy.rowCount() == 2


def test_the_notes_table_reads_the_names_of_the_characters_noted_on_only(book):
    """Issue 22: the Notes tab shown the first time read every character's name (10,000 of them) to show the two a
    note is about; it reads those two by their key."""
    session, notes_of = book
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    notes_of.save(None, NoteDraft("character", "Harriet's secrets", "Reads Latin.", harriet))
    statements: list[str] = []
    connection = character_rows.database.connection()
    connection.set_trace_callback(statements.append)
    try:
        notes_of.model.reload()
        linking = notes_of.linking_here(notes_of.model.note_at(0))
    finally:
        connection.set_trace_callback(None)
    assert notes_of.model.index(0, 2).data() == "Harriet Crane" and linking == []
    assert [s for s in statements if 'FROM "character"' in s and "WHERE" not in s] == []
