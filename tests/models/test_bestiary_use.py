"""The bestiary where the Keeper needs it: "3 × Deep One" in a fight, a ghoul in a chase at its own MOV and
aptitude, a creature card."""

from desktop.cards import from_campaign
from desktop.models.chase.chase_scene import ChaseScene
from desktop.models.combat.fight_scene import Encounter
from desktop.models.session import CampaignSession
from desktop.rules import ScriptedDice
from desktop.rules.chase.chase_state import PURSUING


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


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def test_a_ghoul_shot_in_a_fight_or_a_chase_takes_half_from_its_hide(campaign, qapp):
    # Harriet's .38 (Handgun 35): 05 is an Extreme success at 5 yards and impales, 10 + 1D10 (1) = 11; the ghoul's
    # hide halves it to 5, whether it came from the bestiary or is the roster's own Ghoul.
    from desktop.store import character_rows

    session = CampaignSession()
    ids = {r.name: r.id for r in character_rows.roster_rows()}
    fight = session.scene(Encounter)
    fight.start("The cellar")
    fight.add_from_roster(ids["Harriet Crane"])
    fight.add_from_bestiary("Ghoul")
    joined = fight.add_from_roster(ids["Ghoul"])
    assert "Ghoul: as the bestiary's Ghoul, half damage from firearms and projectiles" in joined.text
    harriet = next(c.key for c in fight.state.combatants if c.name == "Harriet Crane")
    for ghoul in [c.key for c in fight.state.combatants if c.name == "Ghoul"]:
        before = fight.state.get(ghoul).hp
        fight.dice = ScriptedDice([*d100(5), 1])
        out = fight.shoot(harriet, ghoul, weapon="Handgun (.38 revolver)", distance=5)
        assert fight.state.get(ghoul).hp == before - 5, out.text
        assert "half damage from firearms, 11 → 5" in out.text
        fight.next_round()
    chase = session.scene(ChaseScene)
    chase.add(chase.runner_from_sheet(ids["Harriet Crane"], session.sheet(ids["Harriet Crane"]), "fleeing"))
    chase.add(chase.runner_from_creature("Ghoul", PURSUING))
    chase.cut_to_the_chase()
    harriet, ghoul = (r.key for r in chase.state.runners)
    chase.dice = ScriptedDice([*d100(5), 1])
    out = chase.attack(harriet, ghoul, "Handgun (.38 revolver)", distance=5)
    assert "half damage from firearms, 11 → 5" in out.text
    assert chase.state.get(ghoul).fighter.hp == 13 - 5
