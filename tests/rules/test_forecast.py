"""The fight forecast: repeatable, sensible on lopsided fights, cancellable, and true to the wound rules."""

import random

from hypothesis import given
from hypothesis import strategies as st

from desktop.rules.combat.fight import Combatant, EncounterState, Side
from desktop.rules.combat.forecast import ROUNDS, _Fighter, simulate
from desktop.rules.combat.wounds import DYING, UNCONSCIOUS, take_hit
from desktop.rules.roster.sheet import Weapon

AXE = Weapon("Axe", "Fighting (Axe)", "1D8+2", adds_damage_bonus=True)


def duel(strong_skill: int, weak_skill: int) -> EncounterState:
    strong = Combatant(
        1,
        "Brute",
        Side.OPPONENTS,
        dex=70,
        max_hp=30,
        hp=30,
        damage_bonus="+1D6",
        skills=(("Fighting (Axe)", strong_skill), ("Dodge", 40)),
        weapons=(AXE,),
    )
    weak = Combatant(
        2, "Clerk", Side.INVESTIGATORS, dex=40, max_hp=9, hp=9, skills=(("Fighting (Brawl)", weak_skill), ("Dodge", 20))
    )
    return EncounterState(combatants=(strong, weak), next_key=3)


def test_a_lopsided_fight_goes_the_expected_way():
    result = simulate(duel(90, 10), 2000, seed=3)
    assert result.fights == 2000 and result.rounds == ROUNDS
    inv, opp = result.standing[Side.INVESTIGATORS], result.standing[Side.OPPONENTS]
    assert inv[-1] < 0.2 and opp[-1] > 0.95
    assert list(inv) == sorted(inv, reverse=True)  # standing never grows with rounds
    assert 0 <= result.investigator_deaths <= 1


def test_seeded_forecasts_repeat():
    assert simulate(duel(60, 40), 500, seed=9) == simulate(duel(60, 40), 500, seed=9)


def test_a_forecast_can_be_cancelled():
    calls = []
    result = simulate(duel(60, 40), 10_000, seed=1, progress=lambda done: calls.append(done) or done < 1000, chunk=500)
    assert result.fights == 1000 and calls == [500, 1000]


@given(st.integers(1, 20), st.integers(1, 20), st.integers(0, 25), st.booleans())
def test_the_simulated_wound_matches_the_wound_rules(max_hp, hp_left, damage, major_before):
    hp = min(hp_left, max_hp)
    c = Combatant(
        1,
        "X",
        Side.INVESTIGATORS,
        max_hp=max_hp,
        hp=hp,
        conditions=frozenset({"major wound"}) if major_before else frozenset(),
    )
    fighter = _Fighter(c)
    fighter.hit(damage, con_pass=1.0, rng=random.Random(0))  # CON always passes: only the wound rules decide
    rule = take_hit(hp, max_hp, c.conditions, damage)
    assert fighter.hp == rule.hp
    assert fighter.dead == ("dead" in rule.conditions)
    assert fighter.dying == (DYING in rule.conditions)
    assert fighter.down == bool(rule.conditions & {UNCONSCIOUS, DYING, "dead"})
    # A CON roll that always fails: one left standing by a major wound (the rule asks for the roll) falls
    # unconscious; nobody else's fate changes.
    failing = _Fighter(c)
    failing.hit(damage, con_pass=0.0, rng=random.Random(0))
    assert (failing.hp, failing.dead, failing.dying) == (fighter.hp, fighter.dead, fighter.dying)
    assert failing.down == (fighter.down or rule.con_roll_needed)
