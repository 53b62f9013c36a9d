"""An investigator's story: the timeline of a scripted evening read from the journal (qtmodeltester), what Undo took
back left out, a filter by kind, and the SAN chart's points beside it."""

import pytest

from desktop.models.roster.story_model import StoryFilter, StoryModel, StoryRole
from desktop.models.session import CampaignSession
from desktop.rules.roster.story import story_of
from desktop.store.game_sessions import RecapEntry
from tests.models.scripted_evening import play_evening


@pytest.fixture
def evening(campaign, qapp):
    session = CampaignSession()
    return session, play_evening(session)["ids"]


def rows(model) -> list[tuple[str, str]]:
    return [(model.index(r, 2).data(), model.index(r, 3).data()) for r in range(model.rowCount())]


def test_harriets_story_of_the_evening(evening, qtmodeltester):
    _, played = evening
    model = StoryModel()
    model.show(played["Harriet Crane"])
    qtmodeltester.check(model)
    told = rows(model)
    assert told[0] == ("Session", "Played in Session 1: The boathouse")
    assert ("Insanity", "Became temporary insanity") in told
    assert any(kind == "SAN" and what.startswith("SAN ") for kind, what in told)
    assert any(kind == "Skill" and " → " in what for kind, what in told)  # the development phase after it
    assert model.index(0, 1).data() == "Session 1: The boathouse"
    assert model.sanity[0].what == "start" and len(model.sanity) >= 2


def test_maes_story_tells_the_tome_she_read_and_the_spell_she_began(evening):
    _, played = evening
    model = StoryModel()
    model.show(played["Dr. Mae Okafor"])
    told = rows(model)
    assert ("Tome", "Read Necronomicon (Latin, Wormius)") in told
    assert any(kind == "Spell" and what.startswith("Began to learn") for kind, what in told)
    assert any(kind == "Mythos" for kind, _ in told)


def test_a_step_taken_back_is_not_in_the_story(evening):
    session, played = evening
    walt = played["Walt Brennan"]
    model = StoryModel()
    model.show(walt)
    before = rows(model)
    session.set_tracker(walt, "hp", 2, "fell through the jetty")
    model.show(walt)
    assert rows(model)[-1][0] == "HP" and rows(model)[-1][1].startswith("HP ") and " → 2 (−" in rows(model)[-1][1]
    session.undo_stack.undo()
    model.show(walt)
    assert rows(model) == before


def test_the_filter_keeps_one_kind_and_nobody_shows_an_empty_story(evening, qtmodeltester):
    _, played = evening
    model = StoryModel()
    model.show(played["Harriet Crane"])
    proxy = StoryFilter()
    proxy.setSourceModel(model)
    proxy.set_kind("SAN")
    qtmodeltester.check(proxy)
    assert proxy.rowCount() >= 1
    assert {proxy.index(r, 0).data(StoryRole.KIND) for r in range(proxy.rowCount())} == {"SAN"}
    model.show(None)
    assert model.rowCount() == 0 and model.sanity == [] and model.kinds() == []


def test_the_story_reads_detail_never_trusting_its_shape():
    entries = [
        RecapEntry(
            1,
            "2026-11-29T20:00:00+00:00",
            "sanity",
            None,
            "",
            "Sanity roll: the Ghoul",
            "",
            {
                "effects": [
                    {"effect": "sanity", "character_id": 4, "name": "H", "before": 60, "after": 55},
                    {"effect": "sanity", "character_id": 4, "before": "a lot", "after": None},
                    "not an effect",
                    {"effect": "conditions", "character_id": 4, "added": ["temporary insanity", 7]},
                ],
                "harm": "broken",
            },
            3,
        ),
        RecapEntry(
            2,
            "2026-11-29T20:05:00+00:00",
            "change",
            4,
            "H",
            "H: HP 9 → 7",
            "",
            {
                "tracker": "hp",
                "from": 9,
                "to": 7,
                "improved": [{"skill": "Spot Hidden", "from": 40, "to": 46}, 5],
            },
            None,
        ),
    ]
    story = story_of(entries, 4, "H", {3: "Session 3"})
    assert [(e.kind, e.what, e.session) for e in story] == [
        ("Session", "Played in Session 3", "Session 3"),
        ("SAN", "SAN 60 → 55 (−5)", "Session 3"),
        ("Insanity", "Became temporary insanity", "Session 3"),
        ("HP", "HP 9 → 7 (−2)", ""),
        ("Skill", "Spot Hidden 40 → 46", ""),
    ]
