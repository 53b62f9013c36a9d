"""What a fight or a chase leaves behind, as End Fight and End Chase tell it before they end the scene."""

from dataclasses import replace

from desktop.rules.chase.chase_aftermath import chase_summary
from desktop.rules.chase.chase_state import FLEEING, PURSUING, ChaseState, Runner
from desktop.rules.combat.fight import Combatant, EncounterState, Side
from desktop.rules.combat.fight_aftermath import fight_summary
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Condition

REVOLVER = Weapon(".38 Revolver", "Firearms (Handgun)", "1D10", ammo=6)


def test_a_fight_is_told_side_by_side_worst_first_with_what_was_spent():
    walt = Combatant(
        1,
        "Walt Brennan",
        Side.INVESTIGATORS,
        hp=5,
        max_hp=12,
        conditions=frozenset({Condition.MAJOR_WOUND}),
        weapons=(REVOLVER,),
        loaded=((".38 Revolver", 2),),
    )
    harriet = Combatant(2, "Harriet Crane", Side.INVESTIGATORS, hp=10, max_hp=10, power=60, mp=7)
    dying = Combatant(3, "Cultist 1", Side.OPPONENTS, hp=0, max_hp=11, conditions=frozenset({Condition.DYING}))
    dead = Combatant(4, "Cultist 2", Side.OPPONENTS, hp=0, max_hp=11, conditions=frozenset({Condition.DEAD}))
    state = EncounterState(combatants=(walt, harriet, dying, dead), round=3, name="Chapel ambush")
    assert fight_summary(state) == [
        "Chapel ambush, round 3: 4 fighters",
        "Investigators:",
        "  Hurt: Walt Brennan (5 of 12 HP, major wound)",
        "Opponents:",
        "  Dead: Cultist 2 (0 of 11 HP)",
        "  Dying: Cultist 1 (0 of 11 HP)",
        "Spent: Walt Brennan's .38 Revolver: 2 of 6 rounds loaded; Harriet Crane: 7 of 12 MP left",
    ]


def test_a_fight_with_nobody_hurt_says_so():
    state = EncounterState(combatants=(Combatant(1, "Walt Brennan", Side.INVESTIGATORS),), name="Brawl")
    assert fight_summary(state) == ["Brawl, round 1: 1 fighter", "Nobody is hurt."]


def test_a_chase_tells_who_got_away_the_harm_to_people_and_vehicles_and_the_rounds_fired():
    driver = Combatant(1, "Walt Brennan", Side.INVESTIGATORS, weapons=(REVOLVER,), loaded=((".38 Revolver", 5),))
    car = Runner(1, "Walt Brennan", FLEEING, 60, 14, 50, 50, vehicle="Car, standard", build=2, build_start=5)
    car = replace(car, fighter=driver, out="escaped")
    hurt = Combatant(2, "Harriet Crane", Side.INVESTIGATORS, hp=4, max_hp=10)
    harriet = Runner(2, "Harriet Crane", FLEEING, 70, 9, 60, 60, fighter=hurt, location=4)
    pike = Runner(3, "Sheriff Amos Pike", PURSUING, 50, 8, 50, 50, out="dropped out")
    state = ChaseState(name="Night run", round=2, runners=(car, harriet, pike))
    assert chase_summary(state) == [
        "Night run, round 2: 3 participants",
        "  Escaped: Walt Brennan (Car, standard)",
        "  Dropped out: Sheriff Amos Pike",
        "  Still in the chase: Harriet Crane",
        "Hurt: Harriet Crane (4 of 10 HP)",
        "Vehicles: Walt Brennan's car (Build 2 of 5)",
        "Spent: Walt Brennan's .38 Revolver: 5 of 6 rounds loaded",
    ]
