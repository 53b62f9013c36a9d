"""The fight forecast's less travelled ways: a firearm emptied spends the turn reloading, and a creature that
regenerates stands longer for it."""

from desktop.rules.combat.fight import Combatant, EncounterState, Side
from desktop.rules.combat.forecast import simulate
from desktop.rules.roster.sheet import Weapon
from desktop.rules.specials import Specials

DERRINGER = Weapon("Derringer", "Firearms (Handgun)", "1", range="3 yards", attacks="1 (2)", ammo=1, malfunction=100)


def test_an_emptied_firearm_is_reloaded_with_the_rest_of_the_turn():
    # Two attacks a round but one round in the gun: each turn is one shot, then the reload. One shot of 1 damage
    # cannot drop a clerk at 2 HP, so after round 1 every clerk stands; by round 3 two shots have mostly landed.
    gunman = Combatant(
        1,
        "Gunman",
        Side.OPPONENTS,
        dex=70,
        skills=(("Firearms (Handgun)", 90),),
        weapons=(DERRINGER,),
        attacks_per_round=2,
    )
    clerk = Combatant(2, "Clerk", Side.INVESTIGATORS, dex=40, max_hp=100, hp=2)
    standing = simulate(EncounterState(combatants=(gunman, clerk), next_key=3), 2000, seed=1).standing
    assert standing[Side.INVESTIGATORS][0] == 1.0 and standing[Side.INVESTIGATORS][1] < 0.2


def test_a_creature_that_regenerates_stands_longer():
    claw = Weapon("Claw", "Fighting (Claw)", "1D3")
    fist = Weapon("Fist", "Fighting (Brawl)", "1D3")
    brawler = Combatant(
        2,
        "Brawler",
        Side.INVESTIGATORS,
        dex=70,
        max_hp=12,
        hp=12,
        skills=(("Fighting (Brawl)", 90),),
        weapons=(fist,),
        attacks_per_round=2,
    )

    def beast_standing(regenerates: int) -> float:
        beast = Combatant(
            1,
            "Beast",
            Side.OPPONENTS,
            dex=30,
            max_hp=12,
            hp=12,
            skills=(("Fighting (Claw)", 5), ("Dodge", 5)),
            weapons=(claw,),
            specials=Specials(regenerates=regenerates),
        )
        result = simulate(EncounterState(combatants=(beast, brawler), next_key=3), 2000, seed=1)
        return result.standing[Side.OPPONENTS][-1]

    assert beast_standing(0) < 0.05 and beast_standing(6) > 0.8
