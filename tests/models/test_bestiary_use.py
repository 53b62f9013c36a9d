"""The bestiary where the Keeper needs it: "3 × Deep One" in a fight, a ghoul in a chase at its own MOV and
aptitude, a creature card."""

from desktop.cards import from_campaign
from desktop.models.campaign import CampaignSession
from desktop.models.chase import ChaseScene
from desktop.models.encounter import Encounter
from desktop.rules import ScriptedDice
from desktop.rules.chase_scene import PURSUING


def test_a_fight_a_chase_and_a_card_from_the_bestiary(campaign, qapp):
    session = CampaignSession()
    fight = session.scene(Encounter)
    fight.start("The reef")
    fight.add_from_bestiary("Deep One", copies=3)
    names = [c.name for c in fight.state.combatants]
    assert sorted(names) == ["Deep One 1", "Deep One 2", "Deep One 3"]
    deep_one = fight.state.combatants[0]
    assert deep_one.hp == 13 and deep_one.armour == 1 and not deep_one.linked
    fight.dice = ScriptedDice([6] * 6 + [1] * 40)
    fight.add_from_bestiary("Deep One", rolled=True)
    assert any(c.name == "Deep One 4" and c.hp == 22 for c in fight.state.combatants)
    session.undo_stack.undo()
    assert len(fight.state.combatants) == 3
    chase = session.scene(ChaseScene)
    ghoul = chase.runner_from_creature("Ghoul", PURSUING)
    assert ghoul.mov == 9 and ghoul.move_skill == ghoul.dex  # apt: its DEX for the chase's skills
    chase.add(ghoul)
    assert chase.runner_from_creature("Ghoul", PURSUING).name == "Ghoul 2"
    card = from_campaign.make(session, "bestiary:Shoggoth")
    assert card.deck == "Bestiary" and any("SAN loss</b> 1D6/1D20" in getattr(b, "html", "") for b in card.blocks)
