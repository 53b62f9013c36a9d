"""A Cthulhu Rising fight's summary before End Fight: each side's dead, dying, out cold and hurt, the gravest first,
with the hit locations disabled, maimed or severed."""

from desktop.rules.rising.fighters import Fighter, RisingState
from desktop.rules.rising.rising_aftermath import locations_hit, rising_summary
from desktop.rules.scene import Condition

HP = (4, 4, 4, 5, 3, 3, 4)  # right leg, left leg, abdomen, chest, right arm, left arm, head


def fighter(key, name, side, hp, max_hp=12, damage=(0,) * 7, states=()):
    return Fighter(key, name, side, hp, max_hp, 50, 50, 50, location_hp=HP, location_damage=damage, states=states)


def test_each_side_is_told_gravest_first_with_its_locations():
    state = RisingState(
        "Alley",
        round=3,
        strike_rank=6,
        fighters=(
            fighter(1, "Walt Brennan", "investigators", -2, damage=(0, 0, 0, 0, 6, 0, 0)),
            fighter(2, "Harriet Crane", "investigators", 9, damage=(0, 0, 0, 5, 0, 0, 0), states=(Condition.BLEEDING,)),
            fighter(3, "Ghoul", "opponents", -10, 13, states=(Condition.DEAD,)),
            fighter(4, "Brute", "opponents", 3, 15, damage=(0, 0, 0, 10, 0, 0, 0), states=(Condition.UNCONSCIOUS,)),
            fighter(5, "Cultist", "opponents", 11, 11),
        ),
    )
    assert rising_summary(state) == [
        "Alley, round 3, strike rank 6: 5 fighters",
        "Investigators:",
        "  Dying: Walt Brennan (\u22122 of 12 HP; right arm maimed or severed)",
        "  Hurt: Harriet Crane (9 of 12 HP; bleeding; chest disabled)",
        "Opponents:",
        "  Dead: Ghoul (\u221210 of 13 HP)",
        "  Out cold: Brute (3 of 15 HP; chest hit to double its HP)",
    ]


def test_locations_are_said_the_gravest_first_and_a_location_only_hurt_is_left_to_the_hp():
    brute = fighter(1, "Brute", "opponents", 4, damage=(9, 1, 0, 5, 3, 0, 0))
    assert locations_hit(brute) == ["right leg maimed or severed", "chest disabled", "right arm disabled"]
    assert locations_hit(fighter(2, "Walt", "investigators", 12)) == []


def test_a_fight_with_nobody_hurt_says_so_and_a_fighter_said_once():
    state = RisingState("Dock", fighters=(fighter(1, "Walt Brennan", "investigators", 12),))
    assert rising_summary(state) == ["Dock, round 1, strike rank 1: 1 fighter", "Nobody is hurt."]
    both = fighter(1, "Walt Brennan", "investigators", 0, states=(Condition.UNCONSCIOUS,))
    lines = rising_summary(RisingState("Dock", fighters=(both,)))
    assert lines[1:] == ["Investigators:", "  Dying: Walt Brennan (0 of 12 HP)"]  # dying and out cold: said once


def test_the_rounds_fired_are_counted_and_the_summary_says_what_is_left():
    """The brief: the summary tells the rounds left in the firearms; before, a Rising fight counted no rounds at all."""
    from dataclasses import replace

    from desktop.rules import ScriptedDice
    from desktop.rules.rising.attacks import attack
    from tests.rules.test_rising_attack_branches import SMG, fight

    state = fight()
    burst = attack(state, 1, 3, ScriptedDice([30]), weapon=SMG.name, shots=6, metres=60, weapon_class="SMG")
    vega = burst.state.get(1)
    assert vega.rounds_fired == ((SMG.name, 6),) and vega.rounds_left(SMG) == 24
    okafor = burst.state.get(2)
    assert okafor.rounds_fired == () and okafor.rounds_left(okafor.weapons[0]) is None  # a machete takes none
    later = burst.state.put(replace(vega, shots=0, attacks=0))  # the next round
    again = attack(later, 1, 3, ScriptedDice([99, 5]), weapon=SMG.name, metres=10)
    assert again.state.get(1).rounds_left(SMG) == 23  # a single shot, even one that misses
    lines = rising_summary(again.state)
    assert lines[-1] == "Spent: Vega's Submachine gun: 23 of 30 rounds left"
    emptied = again.state.put(again.state.get(1).firing(SMG, 40))
    assert emptied.get(1).rounds_left(SMG) == 0  # never below none
