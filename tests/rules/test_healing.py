"""Harm and healing on the Roster, with the seed's numbers: the other-damage table, 1 HP a day, the weekly
major-wound roll (CON: 1D3, Extreme 2D3 and the wound over), half HP ending a major wound."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules import ScriptedDice
from desktop.rules.roster.healing import (
    Patient,
    heal,
    natural_healing,
    other_damage_table,
    take_damage,
    weekly_recovery,
    with_condition,
)
from desktop.rules.scene import Condition, ConditionsChanged, HpChanged

MAJOR, UNCONSCIOUS, DYING, DEAD = (Condition.MAJOR_WOUND, Condition.UNCONSCIOUS, Condition.DYING, Condition.DEAD)


def d100(value, *tens):
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def walt(hp=15, *conditions):
    return Patient(7, "Walt", hp, 15, 75, frozenset(conditions))


def test_seed_003_other_damage_table():
    table = {row.severity: row.dice for row in other_damage_table()}
    assert table == {
        "Minor": "1D3",
        "Moderate": "1D6",
        "Severe": "1D10",
        "Deadly": "2D10",
        "Terminal": "4D10",
        "Splat": "8D10",
    }


def test_a_fall_onto_concrete_with_armour_and_a_major_wound():
    # Severe: 1D10 = 9, less 1 armour = 8 on 15 HP: a major wound (8 >= 7.5), CON 80 vs 75 fails: unconscious.
    out = take_damage(walt(), "1D10", ScriptedDice([9, *d100(80)]), armour=1, why="fall onto concrete")
    assert out.state.hp == 7 and out.state.conditions == {MAJOR, UNCONSCIOUS}
    assert out.what == "Walt takes 8 damage (fall onto concrete)" and len(out.checks) == 1
    assert HpChanged(7, "Walt", 15, 7) in out.effects
    assert ConditionsChanged(7, "Walt", frozenset({MAJOR, UNCONSCIOUS})) in out.effects


def test_more_than_max_hp_at_once_kills_and_zero_hp_without_a_major_wound_knocks_out():
    assert DEAD in take_damage(walt(), "2D10", ScriptedDice([10, 6])).state.conditions  # 16 > 15
    out = take_damage(walt(3), "1D6", ScriptedDice([5]))  # 5 < 7.5: no major wound; 0 HP: unconscious
    assert out.state.hp == 0 and out.state.conditions == {UNCONSCIOUS}


def test_natural_healing_is_1_hp_a_day_without_a_major_wound():
    rested = natural_healing(walt(0, UNCONSCIOUS), days=3)
    assert rested.state.hp == 3 and UNCONSCIOUS not in rested.state.conditions  # heals, and wakes
    assert natural_healing(walt(13), days=5).state.hp == 15  # never past the maximum
    with pytest.raises(ValueError, match="weekly recovery roll"):
        natural_healing(walt(5, MAJOR))
    with pytest.raises(ValueError, match="between 1 and 365"):
        natural_healing(walt(5), days=0)


def test_weekly_recovery_roll_for_a_major_wound():
    # CON 75. A Regular success (60): 1D3 = 2, from 3 to 5, still under half: the wound stays.
    out = weekly_recovery(walt(3, MAJOR), ScriptedDice([*d100(60), 2]))
    assert out.state.hp == 5 and MAJOR in out.state.conditions
    # An Extreme success (10): 2D3 = 1 + 2, from 3 to 6, and the wound is over although under half.
    out = weekly_recovery(walt(3, MAJOR), ScriptedDice([*d100(10), 1, 2]))
    assert out.state.hp == 6 and MAJOR not in out.state.conditions and "the major wound is over" in out.text
    # A Regular success that reaches half (6 + 2 = 8 >= 7.5): the wound is over too.
    assert MAJOR not in weekly_recovery(walt(6, MAJOR), ScriptedDice([*d100(60), 2])).state.conditions
    # A failure: nothing changes. Rest under medical care gives a bonus die (tens 9 and 1: 14).
    assert weekly_recovery(walt(3, MAJOR), ScriptedDice(d100(90))).state == walt(3, MAJOR)
    cared = weekly_recovery(walt(3, MAJOR), ScriptedDice([5, 10, 2, 1, 2]), rest_and_care=True)  # 14: Extreme
    assert cared.checks[0].roll.bonus == 1 and cared.checks[0].result == 14 and cared.state.hp == 6
    with pytest.raises(ValueError, match="no major wound"):
        weekly_recovery(walt(5), ScriptedDice([]))


def test_healing_by_dice_refuses_the_dying_and_the_dead():
    assert heal(walt(5), "1D3", ScriptedDice([3])).state.hp == 8
    with pytest.raises(ValueError, match="First Aid"):
        heal(walt(0, MAJOR, DYING, UNCONSCIOUS), "1D3", ScriptedDice([3]))
    with pytest.raises(ValueError, match="dead"):
        take_damage(walt(0, DEAD), "1D3", ScriptedDice([3]))


@given(st.integers(0, 15), st.integers(1, 10), st.integers(0, 12))
def test_damage_after_armour_is_never_negative_and_hp_stay_in_range(hp, face, armour):
    out = take_damage(walt(hp), "1D10", ScriptedDice([face, 1, 1, 1]), armour=armour)
    assert 0 <= out.state.hp <= hp and out.state.hp >= hp - max(0, face - armour)
    healed = heal(walt(hp), "1D10", ScriptedDice([face]))
    assert hp <= healed.state.hp <= 15


def test_the_cause_is_one_line():
    with pytest.raises(ValueError, match="one line"):
        take_damage(walt(), "1D3", ScriptedDice([2]), why="fell\x00")


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("-3", "Damage: -3 can never come to more than -3"),
        ("1D3-5", "Damage: 1D3-5 can never come to more than -2"),
        ("1D0", "Damage: a die has between 2 and"),
    ],
)
def test_damage_typed_that_can_never_harm_is_refused_by_name(typed, said):
    """Found playing: "-3" in the care panel's dice logged "takes 0 damage" as a step of its own."""
    with pytest.raises(ValueError, match=said):
        take_damage(walt(), typed, ScriptedDice([]))
    assert take_damage(walt(), "1D3-2", ScriptedDice([1])).state.hp == walt().hp  # may come to nothing: no harm


def test_a_condition_ticked_brings_what_goes_with_it():
    stabilised = Condition.STABILISED
    dying = frozenset({MAJOR, UNCONSCIOUS, DYING})
    assert with_condition(dying, stabilised, True) == {MAJOR, UNCONSCIOUS, stabilised}  # no longer dying
    assert with_condition(frozenset({MAJOR, stabilised}), DYING, True) == {MAJOR, UNCONSCIOUS, DYING}
    assert with_condition(dying, DEAD, True) == {MAJOR, UNCONSCIOUS, DEAD}
    assert with_condition(dying, DYING, False) == {MAJOR, UNCONSCIOUS}


def test_healing_says_how_many_hp_from_what_to_what():
    """Before: "Harriet Crane heals: 11 = 11 = 11"."""
    typed = heal(walt(0, MAJOR, UNCONSCIOUS), "11", ScriptedDice([]))
    assert (typed.what, typed.text) == ("Walt heals 11 HP", "0 → 11; the major wound is over")
    rolled = heal(walt(12), "1D6+2", ScriptedDice([4]))
    assert (rolled.what, rolled.text) == (
        "Walt heals 3 HP",
        "12 → 15 (1D6+2 = [4] + 2 = 6; capped at the 15 HP maximum)",
    )
