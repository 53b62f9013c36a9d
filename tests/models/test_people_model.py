"""The session's one list of characters for every picker (issue 22: long lists stay lazy, a tab refreshes only what
changed): read once in one query, sorted as a person sorts names, read again whole only when a name, a character or
a death changed."""

from dataclasses import replace

import pytest

from desktop.models import people_model
from desktop.models.people_model import ID_ROLE, KIND_ROLE
from desktop.models.session import CampaignSession
from desktop.rules.conditions import Condition
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
    """How often the whole roster is read for the list (a read of some ids is not counted)."""
    reads = []
    real = people_model.picker_rows

    def counted(wanted=None):
        if wanted is None:
            reads.append(1)
        return real(wanted)

    monkeypatch.setattr(people_model, "picker_rows", counted)
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
