"""The session's one list of characters for every picker (issue 22: long lists stay lazy, a tab refreshes only what
changed): read once in one query, sorted as a person sorts names, read again whole only when a name, a character or
a death changed."""

from dataclasses import replace

import pytest

from desktop.models import people_model
from desktop.models.people_model import ID_ROLE, KIND_ROLE
from desktop.models.roster.roster_model import collation_key
from desktop.models.session import CampaignSession
from desktop.rules.conditions import Condition
from desktop.rules.roster.sheet import Kind
from desktop.store import character_rows


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


def ids() -> dict[str, int]:
    return {r.name: r.id for r in character_rows.roster_rows()}


def names(model) -> list[str]:
    return [model.index(row, 0).data() for row in range(model.rowCount())]


@pytest.fixture
def whole_reads(monkeypatch):
    """How often the list is read in name order, whole or a page of it (a read of some ids is not counted): the
    sample roster is one page, which is then the whole list."""
    reads = []
    real = people_model.sorted_picker_rows

    def counted(offset=0, limit=-1, kind=None):
        reads.append((offset, limit) if kind is None else (offset, limit, kind))
        return real(offset, limit, kind)

    monkeypatch.setattr(people_model, "sorted_picker_rows", counted)
    return reads


def test_the_list_passes_qtmodeltester(session, qtmodeltester):
    qtmodeltester.check(session.people)


def test_it_is_read_when_first_shown_and_sorted_as_a_person_sorts_names(session, whole_reads):
    assert whole_reads == []  # nothing read until a picker asks
    session.add_character(replace(session.sheet(ids()["Walt Brennan"]), name="émile Zola"))
    session.add_character(replace(session.sheet(ids()["Walt Brennan"]), name="Edgar Poe"))
    listed = names(session.people)
    assert len(whole_reads) == 1
    assert listed.index("Edgar Poe") < listed.index("émile Zola") < listed.index("Ghoul")  # not after "Walt"
    first = session.people.index(0, 0)
    assert first.data(ID_ROLE) == ids()[first.data()] and first.data(KIND_ROLE) in {"investigator", "npc", "monster"}


def test_a_tracker_edit_reads_one_character_and_resets_nothing(session, whole_reads, qtbot):
    names(session.people)
    resets = []
    session.people.modelReset.connect(lambda: resets.append(1))
    session.set_tracker(ids()["Harriet Crane"], "hp", 5)
    session.undo_stack.undo()
    assert resets == [] and len(whole_reads) == 1


def test_a_rename_an_addition_a_deletion_and_a_death_are_listed_at_once_and_undone(session):
    names(session.people)
    walt = ids()["Walt Brennan"]
    session.update_character(walt, replace(session.sheet(walt), name="Walter Brennan"))
    assert "Walter Brennan" in names(session.people) and "Walt Brennan" not in names(session.people)
    session.undo_stack.undo()
    assert "Walt Brennan" in names(session.people)
    double = session.add_character(replace(session.sheet(walt), name="Walt's Double"))
    assert "Walt's Double" in names(session.people)
    session.delete_character(double)
    assert "Walt's Double" not in names(session.people)
    session.set_condition(walt, Condition.DEAD, True)
    assert "Walt Brennan (dead)" in names(session.people)
    session.undo_stack.undo()
    assert "Walt Brennan" in names(session.people)


def test_a_campaign_opened_afresh_is_read_again(session, whole_reads):
    names(session.people)
    session.reload()
    assert len(whole_reads) == 1  # not at once
    names(session.people)
    assert len(whole_reads) == 2


def test_the_investigators_list_follows_the_whole_list_and_passes_qtmodeltester(session, qtmodeltester):
    investigators = session.people.of_kind("investigator")
    qtmodeltester.check(investigators)
    assert "Ghoul" not in names(investigators) and "Harriet Crane" in names(investigators)
    walt = ids()["Walt Brennan"]
    session.update_character(walt, replace(session.sheet(walt), name="Walter Brennan"))
    assert "Walter Brennan" in names(investigators) and session.people.of_kind("investigator") is investigators


def test_counted_before_any_name_is_read_and_the_count_follows_additions_and_undo(session, whole_reads, qtbot):
    """Issue 22: a tab showing a picker whose list is still closed (the Dice tab's "— Typed value —") only needs to
    know how many there are; the names are read, in one query, when one is first looked at."""
    people = session.people
    assert people.rowCount() == len(ids()) and whole_reads == []
    walt = ids()["Walt Brennan"]
    with qtbot.wait_signal(people.modelReset):
        double = session.add_character(replace(session.sheet(walt), name="Walt's Double"))
    assert people.rowCount() == len(ids()) and whole_reads == []
    session.set_tracker(walt, "hp", 5)  # the count unchanged: nothing said
    session.undo_stack.undo()
    session.undo_stack.undo()  # the double
    assert people.rowCount() == len(ids()) and whole_reads == []
    assert "Walt's Double" not in names(people) and len(whole_reads) == 1
    assert double not in people.ids()


def test_a_count_gone_stale_behind_the_sessions_back_is_put_right_at_once(session, qtmodeltester, qtbot):
    """A character written to the file without a change record (never in play, but the list must not lie to a view):
    the names read say how many there really are, and the list is reset to them on the next pass of the event
    loop."""
    people = session.people
    counted = people.rowCount()
    with character_rows.database.atomic():
        character_rows.write_character(None, replace(session.sheet(ids()["Walt Brennan"]), name="Stray Walt"))
    with qtbot.wait_signal(people.modelReset):
        listed = names(people)
    assert len(listed) == counted  # what the views were told, until the reset
    assert people.rowCount() == counted + 1 and "Stray Walt" in names(people)
    qtmodeltester.check(people)


@pytest.fixture
def long_roster(session):
    """300 more characters, written behind the session's back, then the campaign read afresh."""
    walt = session.sheet(ids()["Walt Brennan"])
    with character_rows.database.atomic():
        for number in range(300):
            character_rows.write_character(None, replace(walt, name=f"Zed {number:03d}"))
    session.people.reload()
    return session.people


@pytest.fixture
def statements():
    """The SQL run on the campaign file while a test looks."""
    seen: list[str] = []
    connection = character_rows.database.connection()
    connection.set_trace_callback(seen.append)
    yield seen
    connection.set_trace_callback(None)


def whole_list_reads(statements: list[str]) -> list[str]:
    return [s for s in statements if 'FROM "character"' in s and "count(" not in s and "LIMIT" not in s]


def test_a_picker_showing_the_first_of_a_long_roster_reads_a_page_of_names_not_the_roster(long_roster, statements):
    """Issue 22: the Combat and Chase pickers show their first person when the tab is first shown; on a roster of
    10,000 that read and sorted every name. Now a page is read from the file's index, in name order."""
    assert long_roster.rowCount() == 308
    assert long_roster.index(0, 0).data() == "Cultist of the Marsh"
    assert long_roster.index(307, 0).data() == "Zed 299"  # the last page too
    assert whole_list_reads(statements) == []
    listed = names(long_roster)  # a few pages, then the whole list in one query
    assert listed == sorted(listed, key=collation_key) and len(whole_list_reads(statements)) == 1


def test_the_investigators_of_a_long_roster_are_counted_and_read_a_page_at_a_time(session, long_roster, statements):
    """Issue 22, on this machine: the Tomes tab's reader picker read all 10,000 names (40 ms of its first showing)
    to list the 5,000 investigators. Its list is counted and paged from the file's index now, as the whole list is,
    and follows a change of kind."""
    investigators = long_roster.of_kind("investigator")
    assert investigators.rowCount() == character_rows.character_count("investigator") == 304
    assert investigators.index(0, 0).data() == "Dr. Mae Okafor" and investigators.index(303, 0).data() == "Zed 299"
    assert whole_list_reads(statements) == []
    listed = names(investigators)
    whole = [long_roster.index(row, 0) for row in range(long_roster.rowCount())]
    assert listed == [index.data() for index in whole if index.data(KIND_ROLE) == "investigator"]
    mae = ids()["Dr. Mae Okafor"]
    session.update_character(mae, replace(session.sheet(mae), kind=Kind.NPC))
    assert investigators.rowCount() == 303 and "Dr. Mae Okafor" not in names(investigators)
    session.undo_stack.undo()
    assert investigators.index(0, 0).data() == "Dr. Mae Okafor"


def test_a_long_roster_read_a_page_at_a_time_passes_qtmodeltester(long_roster, qtmodeltester):
    assert long_roster.index(0, 0).data() == "Cultist of the Marsh"
    qtmodeltester.check(long_roster)


def test_read_a_page_at_a_time_the_list_follows_a_rename_into_its_page_and_ignores_a_tracker(session, long_roster):
    people = long_roster
    assert people.index(0, 0).data() == "Cultist of the Marsh"
    last = ids()["Zed 299"]
    resets = []
    people.modelReset.connect(lambda: resets.append(1))
    session.set_tracker(last, "hp", 3)  # someone past the page read: nothing a picker shows
    assert resets == []
    session.update_character(last, replace(session.sheet(last), name="Aaron Abbot"))
    assert resets == [1] and people.index(0, 0).data() == "Aaron Abbot" and people.rowCount() == 308
    session.undo_stack.undo()
    assert people.index(0, 0).data() == "Cultist of the Marsh" and people.index(307, 0).data() == "Zed 299"
