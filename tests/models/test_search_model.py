"""The search box's model: grouped results with a heading row per kind (qtmodeltester), roles saying what to open,
and a fresh answer after an operation changes what the campaign holds."""

import pytest

from desktop.models.notes.notes_book import NotesBook
from desktop.models.search.search_model import SearchModel, SearchRole
from desktop.models.session import CampaignSession
from desktop.store import character_rows
from desktop.store.notes import NoteDraft


@pytest.fixture
def session(campaign, qapp):
    return CampaignSession()


def shown(model: SearchModel) -> list[str]:
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def test_results_pass_qtmodeltester_grouped_by_kind_with_headings(session, qtmodeltester):
    model = SearchModel()
    model.set_text("ghoul")
    qtmodeltester.check(model)
    rows = shown(model)
    assert rows[0] == "Characters" and "Spells" in rows and "Horrors" in rows and "Bestiary" in rows
    heading = model.index(0, 0)
    assert heading.data(SearchRole.HEADING) is True and not model.flags(heading) & model.flags(heading).ItemIsSelectable
    first = model.index(model.first_hit(), 0)
    ghoul = next(r.id for r in character_rows.roster_rows() if r.name == "Ghoul")
    assert (first.data(SearchRole.KIND), first.data(SearchRole.KEY)) == ("character", ghoul)


def test_nothing_typed_finds_nothing_and_a_skill_says_whose_it_is(session):
    model = SearchModel()
    model.set_text("   ")
    assert model.rowCount() == 0 and model.first_hit() == -1
    model.set_text("library")
    skills = [model.index(r, 0) for r in range(model.rowCount()) if model.index(r, 0).data(SearchRole.KIND) == "skill"]
    harriet = next(r.id for r in character_rows.roster_rows() if r.name == "Harriet Crane")
    assert any(i.data(SearchRole.CHARACTER) == harriet and "Harriet Crane" in i.data() for i in skills)


def test_a_note_written_after_is_found_when_the_session_says_it_changed(session, qtbot):
    model = SearchModel()
    model.set_text("boathouse")
    assert model.rowCount() == 0
    session.changed.connect(model.follow)
    with qtbot.wait_signal(model.modelReset):
        session.scene(NotesBook).save(None, NoteDraft("location", "The boathouse", ""))
    assert shown(model) == ["Notes", "The boathouse — Location"]
