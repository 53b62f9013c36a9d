"""The cards' fixtures: every card the sample campaign makes, with a fight and a chase (a car, its passenger and a
wreck) under way."""

import pytest

from desktop.rules.chase_scene import FLEEING, PURSUING
from desktop.store import roster


@pytest.fixture
def every_card(campaign, qapp):
    """The reference deck and every card the sample campaign makes, with a fight and a chase under way: Harriet on
    foot, Walt driving with Mae aboard, the Ghoul after them on foot and the Sheriff's car wrecked."""
    from desktop.cards import from_campaign
    from desktop.models.campaign import CampaignSession
    from desktop.models.chase import ChaseScene
    from desktop.models.encounter import Encounter

    session = CampaignSession()
    ids = {r.name: r.id for r in roster.roster_rows()}
    fight = session.scene(Encounter)
    fight.start("The boathouse")
    for name in ("Walt Brennan", "Harriet Crane", "Ghoul", "Cultist of the Marsh"):
        fight.add_from_roster(ids[name])
    chase = session.scene(ChaseScene)
    for name, side, vehicle in (("Harriet Crane", FLEEING, ""), ("Walt Brennan", FLEEING, "Car, standard"),
                                ("Dr. Mae Okafor", FLEEING, ""), ("Ghoul", PURSUING, ""),
                                ("Sheriff Amos Pike", PURSUING, "Car, standard")):  # fmt: skip
        chase.add(chase.runner_from_sheet(ids[name], session.sheet(ids[name]), side, vehicle))
    keys = {r.name: r.key for r in chase.state.runners}
    chase.board(keys["Dr. Mae Okafor"], keys["Walt Brennan"])
    chase.cut_to_the_chase(30)
    chase.collide(keys["Sheriff Amos Pike"], "Road kill")
    cards = [from_campaign.make(session, e.key) for e in from_campaign.entries(session)]
    return session, cards
