"""The recap writer on journal entries as plain data: who died or went mad first, undone and superseded steps left
out, hidden rolls and the Keeper's notes kept from the players, and details of any shape never a crash."""

from typing import NamedTuple

import pytest

from desktop.rules.sessions.recap import kept, write_recap


class E(NamedTuple):
    id: int
    kind: str
    actor: str
    what: str
    result: str = ""
    detail: dict | None = None
    actor_id: int | None = None


def hp(cid, name, before, after):
    return {"effect": "hp", "character_id": cid, "name": name, "before": before, "after": after}


def test_deaths_and_madness_come_first_and_each_person_is_told_in_sentences():
    entries = [
        E(1, "combat", "", "The cellar begins", detail={"scene": 4, "scene_kind": "combat"}),
        E(
            2,
            "combat",
            "Cultist",
            "Cultist attacks Walt Brennan",
            detail={
                "scene": 4,
                "scene_kind": "combat",
                "effects": [hp(7, "Walt Brennan", 3, 0)],
                "harm": [{"name": "Walt Brennan", "hp": [3, 0], "max_hp": 15, "gained": ["dead"]}],
            },
        ),
        E(3, "combat", "", "The cellar ends", detail={"scene": 4, "scene_kind": "combat"}),
        E(
            4,
            "sanity",
            "Harriet Crane",
            "Sanity roll: Shoggoth (1D6/1D20)",
            detail={
                "effects": [
                    {"effect": "sanity", "character_id": 1, "name": "Harriet Crane", "before": 40, "after": 22},
                    {
                        "effect": "conditions",
                        "character_id": 1,
                        "name": "Harriet Crane",
                        "added": ["indefinite insanity"],
                    },
                ]
            },
        ),
    ]
    recap = write_recap(entries, "Session 4", kinds={1: "investigator", 7: "investigator"}, notes="Walt's will")
    sections = dict(recap.sections())
    assert sections["In short"] == ["Walt Brennan died.", "Harriet Crane went indefinitely insane."]
    assert sections["The cellar (fight)"] == [
        "The Cultist struck Walt Brennan for 3 damage (HP 3 → 0): Walt Brennan was killed. When it was over: "
        "Walt Brennan was dead."
    ]
    assert sections["Harriet Crane"] == [
        "Harriet Crane lost 18 SAN to the Shoggoth (SAN 40 → 22). They went indefinitely insane."
    ]
    assert sections["Walt Brennan"] == ["Walt Brennan took 3 damage (HP 3 → 0 of 15). They were killed."]
    assert sections["Keeper's notes"] == ["Walt's will"]


def test_an_undone_step_and_a_roll_bought_again_with_luck_are_left_out():
    walt = {"actor": "Walt Brennan", "actor_id": 7}
    entries = [
        E(1, "change", what="Walt Brennan: HP 15 → 10", detail={"tracker": "hp", "from": 15, "to": 10}, **walt),
        E(2, "change", what="Walt Brennan: HP 10 → 5", detail={"tracker": "hp", "from": 10, "to": 5}, **walt),
        E(3, "undo", what="Undo: Walt Brennan: HP 10 → 5", detail={"tracker": "hp", "from": 5, "to": 10}, **walt),
        E(4, "roll", what="Spot Hidden (Failure)", **walt),
        E(5, "change", what="Walt Brennan: Luck 50 → 40", detail={"supersedes": 4}, **walt),
    ]
    assert [e.id for e in kept(entries)] == [1, 5]
    recap = write_recap(entries, "Session 2", kinds={7: "investigator"})
    assert "took 5 damage" in recap.text() and "took 10" not in recap.text()


def test_the_players_version_leaves_out_hidden_rolls_and_the_keepers_notes():
    hidden = E(
        1,
        "sanity",
        "Mae",
        "Sanity roll: Ghoul (0/1D6)",
        detail={
            "hidden": True,
            "effects": [{"effect": "sanity", "character_id": 3, "name": "Mae", "before": 60, "after": 57}],
        },
    )
    keeper = write_recap([hidden], "Session 3", notes="The ghoul is her uncle")
    players = write_recap([hidden], "Session 3", notes="The ghoul is her uncle", for_players=True)
    assert "lost 3 SAN to the Ghoul" in keeper.text() and "her uncle" in keeper.text()
    assert "SAN" not in players.text() and "her uncle" not in players.text()
    assert players.text().startswith("Previously on… Session 3") and "Nothing was journalled." in players.text()


@pytest.mark.parametrize(
    "detail",
    [
        None,
        "not an object",
        {"effects": "lots", "harm": 7},
        {"effects": [None, 3, {"name": 5}, {"name": "X", "effect": "hp", "before": "a", "after": None}]},
        {"harm": [{"name": "X", "hp": [1], "gained": "dead"}, {"hp": [3, 1]}], "scene": "one", "scene_kind": 4},
        {"improved": [{"skill": 3}, "x", {"skill": "Dodge", "from": 50, "to": 40}], "tracker": "hp", "from": "x"},
        {"supersedes": "all", "scene": 2, "scene_kind": "chase"},
    ],
)
def test_a_detail_of_any_shape_is_read_as_far_as_it_goes_and_never_crashes(detail):
    entries = [E(1, "combat", "Someone", "Someone attacks X", "x; y. z", detail), E(2, "roll", "", "Undo: nothing")]
    text = write_recap(entries, "Session 9").text()
    assert text.startswith("Session 9")
