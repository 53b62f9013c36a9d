"""The Keeper's notes in the campaign file: written in one transaction each, refused by field when they cannot be
kept, linked by name, found by search, and carried by the campaign JSON (version 4; a version 3 file has none)."""

import copy

import pytest

from desktop.store import character_rows, notes, search
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.campaign_json import ExchangeError, export_campaign, import_campaign
from desktop.store.notes import NoteDraft
from desktop.store.schema import NoteRow


def _id(name: str) -> int:
    return next(r.id for r in character_rows.roster_rows() if r.name == name)


def test_a_note_on_a_character_a_location_and_the_campaign_are_kept_and_listed_by_kind(campaign):
    harriet = _id("Harriet Crane")
    notes.save(None, NoteDraft("location", "  The   Marsh house ", "Shutters nailed shut."))
    notes.save(None, NoteDraft("character", "Harriet Crane", "Reads Latin.", harriet))
    notes.save(None, NoteDraft("campaign", "Threads", "Who sent the letter?"))
    assert [(n.kind, n.title) for n in notes.all_notes()] == [
        ("campaign", "Threads"),
        ("character", "Harriet Crane"),
        ("location", "The Marsh house"),  # spaces tidied as a title is kept
    ]
    assert [n.body for n in notes.notes_on(harriet)] == ["Reads Latin."]


@pytest.mark.parametrize(
    ("draft", "field", "said"),
    [
        (NoteDraft("location", "   "), "title", "Note title must not be empty"),
        (NoteDraft("location", "x" * 201), "title", "Note title must be at most 200"),
        (NoteDraft("location", "Cellar", "a\x00b"), "body", "Note text must be text"),
        (NoteDraft("diary", "Cellar"), "kind", "Note kind must be campaign, location or character"),
        (NoteDraft("character", "Nobody"), "character_id", "must say which character"),
        (NoteDraft("character", "Nobody", "", 9999), "character_id", "There is no character 9999"),
        (NoteDraft("location", "Cellar", "", 1), "character_id", "Only a note on a character"),
    ],
)
def test_a_note_the_file_cannot_keep_is_refused_by_field_and_nothing_is_written(campaign, draft, field, said):
    assert [f for f, _ in notes.problems(draft)] == [field]
    with pytest.raises(ValueError, match=said):
        notes.save(None, draft)
    assert NoteRow.select().count() == 0


def test_an_edit_rewrites_the_note_and_its_index_and_a_removed_one_comes_back_under_its_id(campaign):
    kept = notes.save(None, NoteDraft("location", "The boathouse", "Rotten jetty."))
    notes.save(kept, NoteDraft("location", "The old boathouse", "Rotten jetty; a lantern."))
    assert [h.title for f in search.search("lantern") for h in f.hits] == ["The old boathouse"]
    notes.delete(kept)
    assert search.search("lantern") == [] and notes.note(kept) is None
    notes.save(None, NoteDraft("location", "The old boathouse", "Rotten jetty; a lantern."), keep_id=kept)
    assert notes.note(kept).title == "The old boathouse" and search.search("lant")[0].hits[0].key == kept


def test_a_link_opens_the_note_of_that_name_first_then_the_character_else_nothing_yet(campaign):
    marsh = notes.save(None, NoteDraft("location", "The Marsh house", "See [[harriet  crane]]."))
    assert notes.resolve("the marsh HOUSE") == notes.Target("the marsh HOUSE", note_id=marsh)
    assert notes.resolve("harriet crane").character_id == _id("Harriet Crane")
    assert notes.resolve("Dunwich") == notes.Target("Dunwich")
    on_her = notes.save(None, NoteDraft("character", "Harriet Crane", "", _id("Harriet Crane")))
    assert notes.resolve("Harriet Crane").note_id == on_her  # her own note before the Roster
    assert [n.id for n in notes.linking_to(["Harriet Crane"])] == [marsh]


def test_notes_go_out_in_the_campaign_json_and_come_back_the_same(campaign, tmp_path):
    notes.save(None, NoteDraft("character", "Harriet Crane", "Owes [[The boathouse]].", _id("Harriet Crane")))
    notes.save(None, NoteDraft("location", "The boathouse", ""))
    data = export_campaign()
    assert data["version"] == 4 and [n["title"] for n in data["notes"]] == ["Harriet Crane", "The boathouse"]
    close_campaign()
    open_campaign(tmp_path / "again.kdesk", create_name="Again")
    import_campaign(copy.deepcopy(data))
    assert export_campaign()["notes"] == data["notes"]
    assert [h.title for f in search.search("boathouse") if f.kind == "note" for h in f.hits][0] == "The boathouse"


def test_a_version_3_file_imports_with_no_notes_and_one_holding_notes_is_refused(campaign, tmp_path):
    data = export_campaign()
    old = copy.deepcopy(data) | {"version": 3}
    del old["notes"]
    close_campaign()
    open_campaign(tmp_path / "old.kdesk", create_name="Old")
    import_campaign(copy.deepcopy(old))
    assert notes.all_notes() == []
    close_campaign()
    open_campaign(tmp_path / "older.kdesk", create_name="Older")
    with pytest.raises(ExchangeError, match=r"^unknown field 'notes' in the file$"):
        import_campaign(old | {"notes": []})


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda d: d["notes"][0].update(title=""), r"notes\[0\]\.title \(''\): Note title must not be empty"),
        (lambda d: d["notes"][0].update(character_id=777), r"notes\[0\]\.character_id .*no character has the id 777"),
        (lambda d: d["notes"][0].update(kind="diary"), r"notes\[0\]\.kind .*Note kind must be"),
        (lambda d: d["notes"].append(dict(d["notes"][0])), r"notes\[1\]\.id: 1 is already used by notes\[0\]"),
        (lambda d: d["notes"][0].pop("body"), r"notes\[0\]"),
    ],
)
def test_notes_the_import_cannot_keep_are_refused_by_name_and_nothing_is_written(campaign, tmp_path, change, said):
    notes.save(None, NoteDraft("character", "Harriet Crane", "", _id("Harriet Crane")))
    bad = export_campaign()
    change(bad)
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    with pytest.raises(ExchangeError, match=said):
        import_campaign(bad)
    assert NoteRow.select().count() == 0 and character_rows.character_count() == 0
