"""The cards' fixtures: every card the sample campaign makes, with a fight and a chase (a car, its passenger and a
wreck) under way and the Mythos on an investigator."""

from dataclasses import replace

import pytest

from desktop.rules.chase.chase_state import FLEEING, PURSUING
from desktop.store import character_rows


@pytest.fixture
def every_card(campaign, qapp):
    """The reference deck and every card the sample campaign makes, with a fight and a chase under way (Harriet on
    foot, Walt driving with Mae aboard, the Ghoul after them on foot and the Sheriff's car wrecked), and Harriet
    holding a tome, knowing a spell and with a phobia and a mania."""
    from desktop.cards import from_campaign
    from desktop.models.chase.chase_scene import ChaseScene
    from desktop.models.combat.fight_scene import Encounter
    from desktop.models.session import CampaignSession
    from desktop.models.tomes.tomes_scene import TomesScene
    from desktop.rules import ScriptedDice

    session = CampaignSession()
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    fight = session.scene(Encounter)
    fight.start("The boathouse")
    for name in ("Walt Brennan", "Harriet Crane", "Ghoul", "Cultist of the Marsh"):
        fight.add_from_roster(ids[name])
    chase = session.scene(ChaseScene)
    for name, side, vehicle in (
        ("Harriet Crane", FLEEING, ""),
        ("Walt Brennan", FLEEING, "Car, standard"),
        ("Dr. Mae Okafor", FLEEING, ""),
        ("Ghoul", PURSUING, ""),
        ("Sheriff Amos Pike", PURSUING, "Car, standard"),
    ):
        chase.add(chase.runner_from_sheet(ids[name], session.sheet(ids[name]), side, vehicle))
    keys = {r.name: r.key for r in chase.state.runners}
    chase.board(keys["Dr. Mae Okafor"], keys["Walt Brennan"])
    chase.cut_to_the_chase(30)
    chase.collide(keys["Sheriff Amos Pike"], "Road kill")
    tomes = session.scene(TomesScene)
    tomes.give(ids["Harriet Crane"], "Cultes des Goules")
    tomes.dice = ScriptedDice([1, 2])  # INT roll 11: the spell is kept
    tomes.learn(ids["Harriet Crane"], None, "Dominate", source="entity")
    sheet = session.sheet(ids["Harriet Crane"])
    notes = f"{sheet.notes}\nPhobia: Nyctophobia: fear of the dark\nMania: Bibliomania: hoarding books"
    session.update_character(ids["Harriet Crane"], replace(sheet, notes=notes), sheet)
    cards = [from_campaign.make(session, e.key) for e in from_campaign.entries(session)]
    return session, cards
