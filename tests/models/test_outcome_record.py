"""The journal keeps what a log's outcome card shows: each check's success level, and what a step did to each person
(HP before and after of how many, SAN, conditions gained), read back with the entry, whatever shape its detail has."""

import pytest

from desktop.models.combat.fight_scene import Encounter
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice, SuccessLevel
from desktop.rules.combat.actions import Defence
from desktop.store import character_rows, journal
from desktop.store.journal import Harm


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


@pytest.fixture
def fight(campaign, qapp):
    session = CampaignSession()
    scene = Encounter(session, ScriptedDice([]))
    scene.start("Marsh ambush")
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    scene.add_from_roster(ids["Walt Brennan"])
    scene.add_from_roster(ids["Cultist of the Marsh"], copies=2)
    return session, scene, {c.name: c.key for c in scene.state.combatants}


def test_a_blow_keeps_both_levels_and_the_harm_to_an_unlinked_opponent(fight):
    _, scene, k = fight
    # Walt: 10 vs 70 with the bat, Extreme; the cultist's dodge 99 fumbles; the bat's extreme damage is its maximum.
    scene.dice = ScriptedDice([*d100(10), *d100(99), 5, 3, *d100(80)])
    scene.melee(k["Walt Brennan"], k["Cultist of the Marsh 1"], weapon="Baseball bat", defence=Defence.DODGE)
    cultist = next(c for c in scene.state.combatants if c.name == "Cultist of the Marsh 1")
    row = journal.entries(limit=1)[0]
    assert row.levels == (SuccessLevel.EXTREME, SuccessLevel.FUMBLE) and row.opposed  # the attack against the dodge
    (harm,) = row.harm
    assert harm.name == "Cultist of the Marsh 1" and harm.hp == (11, cultist.hp) and harm.max_hp == 11
    assert set(harm.gained) == {c.value for c in cultist.conditions}


def test_a_hurt_investigator_is_read_from_the_step_with_maximum_hp(fight):
    _, scene, k = fight
    scene.dice = ScriptedDice([*d100(20), *d100(99), 6])  # the cultist's machete: 1D8 = 6 on Walt's 15 HP
    scene.melee(k["Cultist of the Marsh 1"], k["Walt Brennan"], weapon="Machete", defence=Defence.DODGE)
    row = journal.entries(limit=1)[0]
    assert row.levels == (SuccessLevel.HARD, SuccessLevel.FUMBLE)  # 20 vs Fighting 45
    assert [(h.name, h.hp, h.max_hp) for h in row.harm] == [("Walt Brennan", (15, 9), 15)]


def test_a_dice_roll_keeps_its_level(campaign):
    journal.append("roll", "Spot Hidden (Regular)", detail={"level": 5})
    assert journal.entries(limit=1)[0].levels == (SuccessLevel.EXTREME,)


def test_an_opposed_roll_keeps_both_levels(campaign):
    journal.append("roll", "Opposed", detail={"opposed": [{"level": 4}, {"level": 1}], "winner": "first"})
    row = journal.entries(limit=1)[0]
    assert row.levels == (SuccessLevel.HARD, SuccessLevel.FUMBLE) and row.opposed


def test_an_older_entry_tells_its_harm_from_its_effects(campaign):
    effects = [
        {"effect": "sanity", "character_id": 1, "name": "Harriet Crane", "before": 60, "after": 52},
        {"effect": "conditions", "character_id": 1, "name": "Harriet Crane", "added": ["temporary insanity"]},
        {"effect": "hp", "character_id": 2, "name": "Walt Brennan", "before": 12, "after": 9},
    ]
    journal.append("sanity", "Sanity roll", detail={"checks": [{"level": 2}], "effects": effects})
    row = journal.entries(limit=1)[0]
    assert row.levels == (SuccessLevel.FAILURE,) and not row.opposed
    assert row.harm == (
        Harm("Harriet Crane", sanity=(60, 52), gained=("temporary insanity",)),
        Harm("Walt Brennan", hp=(12, 9)),
    )


@pytest.mark.parametrize(
    "detail",
    [
        {"level": "hard"},
        {"level": 9},
        {"checks": "none", "opposed": [1, None]},
        {"harm": [{"name": 3}, "x", {"name": "A", "hp": [1]}], "effects": {"a": 1}},
        {"effects": [{"effect": "hp", "name": "B", "before": "x", "after": 2}, 7]},
    ],
)
def test_a_detail_of_the_wrong_shape_leaves_the_card_out_never_a_crash(campaign, detail):
    journal.append("combat", "Imported entry", detail=detail)
    row = journal.entries(limit=1)[0]
    assert row.levels == ()
    assert all(h.hp is None for h in row.harm)


def test_a_group_sanity_roll_gives_each_level_to_whoever_rolled_it(campaign, qapp):
    """Before: the entry kept the levels alone ("✗ Failure ✓✓ Hard"), which no card could tie to a person."""
    from desktop.models.marks import card_of
    from desktop.models.sanity.sanity_scene import SanityScene
    from desktop.rules.sanity.minds import Horror

    session = CampaignSession()
    scene = session.scene(SanityScene)
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    walt, harriet = ids["Walt Brennan"], ids["Harriet Crane"]  # SAN 50, and Harriet's own
    harriet_san = character_rows.load_sheet(harriet).sanity
    scene.dice = ScriptedDice([*d100(80), 4, *d100(1)])  # Walt fails and loses 1D6 = 4; Harriet rolls a critical
    scene.roll([walt, harriet], Horror("Ghoul", "0/1D6"))
    row = journal.entries(kinds=("sanity",), limit=1)[0]
    assert row.levels == (SuccessLevel.FAILURE, SuccessLevel.CRITICAL)
    assert row.outcome.owners == ("Walt Brennan", "Harriet Crane")
    card = card_of(row)
    assert card.unowned() == ()
    people = card.people()
    assert [(name, levels) for name, levels, _harm in people] == [
        ("Walt Brennan", (SuccessLevel.FAILURE,)),
        ("Harriet Crane", (SuccessLevel.CRITICAL,)),
    ]
    assert people[0][2].sanity == (50, 46) and people[1][2] is None  # Harriet lost nothing
    assert card.words() == (
        "Walt Brennan and Harriet Crane; Walt Brennan: Failure, SAN 50 → 46; Harriet Crane: Critical success"
    )
    assert character_rows.load_sheet(harriet).sanity == harriet_san


def test_a_chase_s_speed_rolls_name_each_runner(campaign, qapp):
    from desktop.models.chase.chase_scene import ChaseScene
    from desktop.rules.chase.chase_state import FLEEING, PURSUING

    session = CampaignSession()
    scene = ChaseScene(session, ScriptedDice([]))
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    for name, side in (("Tomás Vega", FLEEING), ("Marsh Hound", PURSUING)):
        scene.add(scene.runner_from_sheet(ids[name], session.sheet(ids[name]), side))
    scene.dice = ScriptedDice([*d100(1), *d100(99)])
    scene.speed_rolls()
    row = journal.entries(limit=1)[0]
    assert row.what == "Speed rolls" and len(row.levels) == 2
    assert row.levels[0] == SuccessLevel.CRITICAL
    assert row.outcome.owners == ("Tomás Vega", "Marsh Hound")


def test_an_entry_from_before_checks_had_owners_reads_as_it_did(campaign):
    from desktop.models.marks import card_of

    effects = [{"effect": "sanity", "character_id": 1, "name": "Harriet Crane", "before": 60, "after": 52}]
    journal.append("sanity", "Sanity roll", detail={"checks": [{"level": 2}, {"level": 4}], "effects": effects})
    row = journal.entries(limit=1)[0]
    assert row.outcome.owners == ()
    card = card_of(row)
    assert card.unowned() == (SuccessLevel.FAILURE, SuccessLevel.HARD)
    assert [(name, levels) for name, levels, _harm in card.people()] == [("Harriet Crane", ())]
    assert card.words() == "Failure, Hard success; Harriet Crane: SAN 60 → 52"  # as before


def test_an_owner_of_the_wrong_shape_is_left_out_and_a_roll_of_one_names_nobody(campaign):
    from desktop.rules import make_check
    from desktop.rules.scene import check_to_data

    check = make_check(ScriptedDice(d100(30)), 50)
    assert "who" not in check_to_data(check)  # a roll of one: its entry's actor says whose it is
    assert check_to_data(check.by("Walt Brennan"))["who"] == "Walt Brennan"
    journal.append("sanity", "Odd", detail={"checks": [{"level": 3, "who": 7}, {"level": 2, "who": "Walt Brennan"}]})
    row = journal.entries(limit=1)[0]
    assert row.levels == (SuccessLevel.REGULAR, SuccessLevel.FAILURE)
    assert row.outcome.owners == ("", "Walt Brennan")
