"""A melee attack's less travelled ways: refusals before any roll, a target that cannot respond, the Keeper's dice,
a held attacker or defender, a drain dealt by fighting back, and the defender's own maneuver."""

from dataclasses import replace

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.combat.actions import Defence, Goal, Maneuver, melee_attack
from desktop.rules.combat.fight import HELD, Combatant, EncounterState, Side
from desktop.rules.combat.wounds import DEAD, PRONE, UNCONSCIOUS
from desktop.rules.roster.sheet import Weapon

CLAW = Weapon("Claw", "Fighting (Claw)", "1D6", attacks="3", adds_damage_bonus=True)
FIST = Weapon("Unarmed", "Fighting (Brawl)", "1D3", adds_damage_bonus=True)
REVOLVER = Weapon("Revolver", "Firearms (Handgun)", "1D10", True, "15 yards", "1 (3)", 6, 100)


def d100(value: int, *tens: int) -> list[int]:
    """Faces for a percentile roll reading `value` (extra tens digits for bonus/penalty dice)."""
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def ghoul(**kw) -> Combatant:
    skills = (("Fighting (Claw)", 40), ("Dodge", 32))
    ghoul = Combatant(1, "Ghoul", Side.OPPONENTS, con=65, max_hp=13, hp=13, build=1, damage_bonus="+1D4")
    return replace(replace(ghoul, skills=skills, weapons=(CLAW,), attacks_per_round=3), **kw)


def susan(**kw) -> Combatant:
    skills = (("Fighting (Brawl)", 50), ("Dodge", 50))
    return replace(
        Combatant(2, "Susan", Side.INVESTIGATORS, con=60, max_hp=12, hp=12, skills=skills, weapons=(FIST,)), **kw
    )


def fight(*combatants: Combatant) -> EncounterState:
    return EncounterState(combatants=combatants, next_key=3)


@pytest.mark.parametrize(
    ("attacker", "target", "kw", "said"),
    [
        (ghoul(), susan(conditions=frozenset({DEAD})), {"weapon": "Claw"}, "Susan is not there to attack"),
        (ghoul(weapons=(REVOLVER,)), susan(), {"weapon": "Revolver"}, "Revolver is a ranged weapon"),
        (ghoul(), susan(), {"maneuver": Maneuver(Goal.BREAK_FREE)}, "Ghoul is not held"),
    ],
)
def test_an_attack_that_cannot_be_made_is_refused_before_any_roll(attacker, target, kw, said):
    dice = ScriptedDice([])
    with pytest.raises(ValueError, match=said):
        melee_attack(fight(attacker, target), 1, 2, dice, **kw)


def test_a_target_that_cannot_respond_does_nothing_whatever_was_declared():
    out = melee_attack(
        fight(ghoul(), susan(hp=0, conditions=frozenset({UNCONSCIOUS}))),
        1,
        2,
        ScriptedDice([*d100(30), 3, 2]),
        weapon="Claw",
        defence=Defence.DODGE,
    )
    assert "Susan does nothing; Regular 30 vs 40: hit" in out.text
    assert out.state.get(2).responses == 0


def test_the_keepers_bonus_and_penalty_dice_are_said_and_cancel_one_for_one():
    # Two bonus dice and one penalty die: one bonus die, so one extra tens digit (5) and 30 is kept.
    dice = ScriptedDice([*d100(30, 5), *d100(80), 3, 2])
    out = melee_attack(fight(ghoul(), susan()), 1, 2, dice, weapon="Claw", bonus=2, penalty=1)
    assert "[the Keeper's 2 bonus dice and 1 penalty die for Ghoul]" in out.text
    assert "Regular 30 vs Failure 80" in out.text and out.state.get(2).hp == 12 - 5 and dice.remaining == 0


def test_a_maneuver_between_equal_builds_takes_no_penalty_die():
    cultist = Combatant(1, "Cultist", Side.OPPONENTS, skills=(("Fighting (Brawl)", 50),))
    dice = ScriptedDice([*d100(30), *d100(80)])
    out = melee_attack(fight(cultist, susan()), 1, 2, dice, maneuver=Maneuver(Goal.KNOCK_DOWN))
    assert "for Build" not in out.text and "Susan is knocked down" in out.text
    assert PRONE in out.state.get(2).conditions and dice.remaining == 0


def test_a_held_attacker_takes_a_penalty_die():
    dice = ScriptedDice([*d100(30, 8), *d100(80)])
    out = melee_attack(fight(ghoul(conditions=frozenset({HELD})), susan()), 1, 2, dice, weapon="Claw")
    assert "[penalty die for Ghoul: held]" in out.text and "Failure 80 vs Failure 80" in out.text
    assert dice.remaining == 0


def test_a_held_defender_dodges_with_a_penalty_die():
    dice = ScriptedDice([*d100(35), *d100(10, 6), 3, 2])
    out = melee_attack(
        fight(ghoul(), susan(conditions=frozenset({HELD}))), 1, 2, dice, weapon="Claw", defence=Defence.DODGE
    )
    assert "Regular 35 vs Failure 60 (Dodge 50): attacker wins" in out.text and out.state.get(2).hp == 12 - 5


def test_fighting_back_with_a_draining_weapon_drains_the_attacker():
    touch = Weapon("Withering touch", "Fighting (Brawl)", "1D6", drains="CON")
    wraith = Combatant(2, "Wraith", Side.INVESTIGATORS, skills=(("Fighting (Brawl)", 80),), weapons=(touch,))
    dice = ScriptedDice([*d100(35), *d100(10), 4])
    out = melee_attack(fight(ghoul(), wraith), 1, 2, dice, weapon="Claw", defence=Defence.FIGHT_BACK)
    assert "Wraith fights back with Withering touch" in out.text and "CON drained by 4, CON 65 → 61" in out.text
    drained = out.state.get(1)
    assert (drained.con, drained.max_hp, drained.hp) == (61, 11, 11)  # no HP lost but what max HP now allows


def test_the_defenders_maneuver_wins_and_is_applied_to_the_attacker():
    # Susan (Build 0) answers the ghoul (Build 1) with a knock-down: one penalty die, 10 kept over 00.
    dice = ScriptedDice([*d100(35), *d100(10, 1)])
    out = melee_attack(
        fight(ghoul(), susan()),
        1,
        2,
        dice,
        weapon="Claw",
        defence=Defence.MANEUVER,
        defender_maneuver=Maneuver(Goal.KNOCK_DOWN),
    )
    assert "Regular 35 vs Extreme 10 (Fighting (Brawl) 50): defender wins; Ghoul is knocked down" in out.text
    assert PRONE in out.state.get(1).conditions and out.state.get(1).hp == 13 and dice.remaining == 0


def test_a_defenders_maneuver_must_be_named_and_possible():
    with pytest.raises(ValueError, match="say which maneuver the target answers with"):
        melee_attack(fight(ghoul(), susan()), 1, 2, ScriptedDice(d100(35)), weapon="Claw", defence=Defence.MANEUVER)
    shoggoth = Combatant(1, "Shoggoth", Side.OPPONENTS, build=3, skills=(("Fighting (Brawl)", 50),))
    with pytest.raises(ValueError, match="Shoggoth is far too big for Susan's maneuver"):
        melee_attack(
            fight(shoggoth, susan()),
            1,
            2,
            ScriptedDice(d100(35)),
            defence=Defence.MANEUVER,
            defender_maneuver=Maneuver(Goal.PUSH),
        )
