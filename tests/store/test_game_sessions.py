"""Game sessions in the campaign file: numbered, dated, one open at a time; every journal entry stamped with the session
it was made in (none between sessions); bad titles refused by name with nothing written; the campaign JSON carries
them, and a version 1 file's journal becomes one session on import."""

import copy
import datetime as dt
import json

import pytest

from desktop.store import game_sessions, journal
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.campaign_json import ExchangeError, dumps, export_campaign, import_campaign
from desktop.store.schema import GameSessionRow, JournalEntryRow


def test_a_session_is_numbered_dated_and_holds_the_entries_made_while_it_is_open(campaign):
    before = journal.append("roll", "Luck (Regular)")  # between sessions: kept, in no session
    first = game_sessions.start("The boathouse", "Bring the map", "2026-11-29")
    assert (first.number, first.date, first.name, first.is_open) == (1, "2026-11-29", "Session 1: The boathouse", True)
    inside = journal.append("roll", "Spot Hidden (Regular)")
    ended = game_sessions.end("Walt fell through the jetty")
    assert not ended.is_open and ended.notes == "Walt fell through the jetty"
    after = journal.append("roll", "Library Use (Hard)")
    second = game_sessions.start()
    assert (second.number, second.name) == (2, "Session 2")  # an empty title is fine
    whats = [e.what for e in game_sessions.entries_of(first.id)]
    assert whats == ["Session 1: The boathouse begins", "Spot Hidden (Regular)", "Session 1: The boathouse ends"]
    assert [e.id for e in game_sessions.entries_after(None)][-1] == before
    assert [e.id for e in game_sessions.entries_after(first.id)] == [after]
    stamped = dict(JournalEntryRow.select(JournalEntryRow.id, JournalEntryRow.session_id).tuples())
    assert (stamped[before], stamped[inside], stamped[after]) == (None, first.id, None)


def test_only_one_session_is_open_and_ending_none_is_refused(campaign):
    game_sessions.start("One")
    with pytest.raises(ValueError, match="Session 1: One is still open"):
        game_sessions.start("Two")
    game_sessions.end()
    with pytest.raises(ValueError, match="No session is open"):
        game_sessions.end()
    assert [s.number for s in game_sessions.all_sessions()] == [1]


@pytest.mark.parametrize(
    ("title", "notes", "date", "said"),
    [
        ("x" * 10_000, "", None, "Session title must be at most 200 characters, not 10,000"),
        ("Two\nlines", "", None, "Session title must be one line of text"),
        ("Night", "a\x00b", None, "Session notes must be text, without control characters"),
        ("Night", "", "yesterday", "Session date must be a date such as 2026-11-29, not 'yesterday'"),
    ],
)
def test_a_title_notes_or_date_the_file_cannot_keep_is_refused_by_name_and_nothing_is_written(
    campaign, title, notes, date, said
):
    entries = JournalEntryRow.select().count()
    with pytest.raises(ValueError, match=f"^{said}"):
        game_sessions.start(title, notes, date)
    assert GameSessionRow.select().count() == 0 and JournalEntryRow.select().count() == entries
    game_sessions.start("Fine")
    with pytest.raises(ValueError, match=f"^{said}"):
        game_sessions.edit(1, title, notes, date)
    assert game_sessions.session(1).title == "Fine"


def test_a_date_range_takes_every_entry_of_those_days(campaign):
    today = dt.date.today()
    made = journal.append("roll", "Luck (Regular)")
    assert made in [e.id for e in game_sessions.entries_dated(today, today)]
    assert game_sessions.entries_dated(today + dt.timedelta(days=1), today + dt.timedelta(days=2)) == []
    with pytest.raises(ValueError, match="run backwards"):
        game_sessions.entries_dated(today, today - dt.timedelta(days=1))


def test_sessions_go_out_in_the_campaign_json_and_come_back_the_same(campaign, tmp_path):
    game_sessions.start("The boathouse", "Notes for me", "2026-11-29")
    journal.append("roll", "Spot Hidden (Regular)")
    game_sessions.end()
    game_sessions.start("The Marsh house")
    data = export_campaign()
    assert data["version"] == 4 and [s["title"] for s in data["sessions"]] == ["The boathouse", "The Marsh house"]
    close_campaign()
    open_campaign(tmp_path / "copy.kdesk", create_name="Copy")
    import_campaign(json.loads(dumps(data)))
    assert dumps(export_campaign()) == dumps(data)
    assert game_sessions.open_session().title == "The Marsh house"


def test_a_version_1_file_has_its_journal_grouped_into_one_session_on_import(campaign, tmp_path):
    journal.append("roll", "Spot Hidden (Regular)")
    data = export_campaign()
    old = copy.deepcopy(data) | {"version": 1, "schema": 9}  # as version 1 wrote it: no sessions
    del old["sessions"], old["handouts"], old["notes"]  # nor handouts nor notes, which versions 3 and 4 added
    for entry in old["journal"]:
        del entry["session_id"]
    close_campaign()
    open_campaign(tmp_path / "old.kdesk", create_name="Old")
    import_campaign(old)
    (only,) = game_sessions.all_sessions()
    assert only.title == "Before sessions were kept" and not only.is_open
    assert len(game_sessions.entries_of(only.id)) == len(old["journal"])


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda d: d["sessions"][0].update(title="x" * 10_000), r"sessions\[0\]\.title: Session title must be at most"),
        (lambda d: d["sessions"].append(dict(d["sessions"][0], id=9)), r"sessions\[1\]\.number: 1 is already used"),
        (lambda d: d["journal"][0].update(session_id=77), r"journal\[0\]\.session_id: no session has the id 77"),
        # version 1 had no sessions (nor handouts nor notes, which came later)
        (lambda d: (d.pop("handouts"), d.pop("notes"), d.update(version=1)), r"^unknown field 'sessions' in the file$"),
        (lambda d: d.update(version=5), r"campaign file version 5: this Keeper Desk reads versions 1 to 4"),
    ],
)
def test_sessions_the_import_cannot_keep_are_refused_by_name_and_nothing_is_written(campaign, tmp_path, change, said):
    game_sessions.start("The boathouse")
    journal.append("roll", "Spot Hidden (Regular)")
    bad = export_campaign()
    change(bad)
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    with pytest.raises(ExchangeError, match=said):
        import_campaign(bad)
    assert GameSessionRow.select().count() == 0 and JournalEntryRow.select().count() == 0
