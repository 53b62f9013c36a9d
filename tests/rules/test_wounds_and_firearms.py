"""Damage, wounds and the firearms tables, with the rules' numbers."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules import Difficulty, SuccessLevel
from desktop.rules.catalog import armour_catalog, weapon_catalog
from desktop.rules.combat.firearms import (
    FirearmModifiers,
    impales,
    is_full_auto,
    malfunctions,
    point_blank,
    reload_amount,
    shot_difficulty,
    shotgun_damage,
    volley_roll,
    volleys,
)
from desktop.rules.combat.wounds import (
    DEAD,
    DYING,
    MAJOR_WOUND,
    PRONE,
    UNCONSCIOUS,
    BonusShare,
    after_armour,
    bonus_for,
    bonus_share,
    half_bonus,
    is_major_wound,
    take_hit,
)
from desktop.rules.roster.sheet import Weapon

WEAPONS = {w.name: w for w in weapon_catalog()}


@pytest.mark.parametrize(
    ("name", "share"),
    [
        ("Small club", BonusShare.FULL),  # melee: the full bonus
        ("Unarmed (human)", BonusShare.FULL),
        ("Throwing knife", BonusShare.HALF),  # thrown: half
        ("Bow", BonusShare.HALF),  # strength-driven missile: half
        ("Handgun (.38 revolver)", BonusShare.NONE),  # firearms: none
    ],
)
def test_damage_bonus_share(name, share):
    assert bonus_share(WEAPONS[name]) is share


@pytest.mark.parametrize(
    ("bonus", "half"),
    [("+1D4", "+1D2"), ("+1D6", "+1D3"), ("+2D6", "+1D6"), ("+3D6", "+1D6+1D3"), ("-2", "-1"), ("-1", "0"), ("0", "0")],
)
def test_half_damage_bonus(bonus, half):
    assert half_bonus(bonus) == half
    assert bonus_for(WEAPONS["Throwing knife"], bonus) == half


@pytest.mark.parametrize(
    ("name", "points"),
    [
        ("Heavy leather jacket", 1),
        ("WWI helmet", 2),
        ('1" hardwood', 3),
        ("Present-day US helmet", 5),
        ("Heavy Kevlar vest", 8),
        ("Military body armour", 12),
        ('1.5" bulletproof glass', 15),
        ('1" steel plate', 19),
        ("Large sandbag", 20),
    ],
)
def test_armour_table(name, points):
    assert {a.name: a.points for a in armour_catalog()}[name] == points


@given(st.integers(-5, 200), st.integers(0, 30))
def test_damage_after_armour_is_never_negative(damage, armour):
    assert 0 <= after_armour(damage, armour) <= max(0, damage)


@pytest.mark.parametrize(
    ("hp", "max_hp", "conditions", "damage", "expected_hp", "expected"),
    [
        (12, 12, set(), 5, 7, set()),  # under half: a plain wound
        (12, 12, set(), 6, 6, {MAJOR_WOUND, PRONE}),  # half of 12: a major wound
        (11, 11, set(), 6, 5, {MAJOR_WOUND, PRONE}),  # 6 is at least half of 11
        (11, 11, set(), 5, 6, set()),
        (4, 12, set(), 4, 0, {UNCONSCIOUS}),  # 0 HP without a major wound
        (4, 12, {MAJOR_WOUND}, 4, 0, {MAJOR_WOUND, DYING, UNCONSCIOUS}),  # 0 HP with one: dying
        (12, 12, set(), 12, 0, {MAJOR_WOUND, PRONE, DYING, UNCONSCIOUS}),
        (12, 12, set(), 13, 0, {DEAD}),  # more than max HP in one hit
    ],
)
def test_wound_table(hp, max_hp, conditions, damage, expected_hp, expected):
    outcome = take_hit(hp, max_hp, frozenset(conditions), damage)
    assert outcome.hp == expected_hp and outcome.conditions == frozenset(expected)
    assert outcome.con_roll_needed == (is_major_wound(damage, max_hp) and expected_hp > 0)


@pytest.mark.parametrize(
    ("distance", "difficulty"),
    [(15, Difficulty.REGULAR), (30, Difficulty.HARD), (60, Difficulty.EXTREME), (61, None)],
)
def test_revolver_range_bands(distance, difficulty):
    assert shot_difficulty(WEAPONS["Handgun (.38 revolver)"], distance) == difficulty


@pytest.mark.parametrize(("distance", "damage"), [(5, "4D6"), (10, "4D6"), (15, "2D6"), (50, "1D6"), (51, None)])
def test_shotgun_damage_by_range(distance, damage):
    shotgun = WEAPONS["Shotgun (12-gauge)"]
    assert shotgun_damage(shotgun, distance) == damage
    assert shot_difficulty(shotgun, distance) == (Difficulty.REGULAR if damage else None)


def test_point_blank_is_a_fifth_of_dex_in_feet():
    assert point_blank(3, 50)  # 9 feet <= 10
    assert not point_blank(4, 50)  # 12 feet


@pytest.mark.parametrize(
    ("mods", "dice"),
    [
        (FirearmModifiers(), (0, 0)),
        (FirearmModifiers(aiming=True, point_blank=True), (2, 0)),
        (FirearmModifiers(aiming=True, point_blank=True, large_target=True), (2, 0)),  # capped at two
        (FirearmModifiers(aiming=True, diving_for_cover=True), (0, 0)),  # cancel one for one
        (FirearmModifiers(concealed=True, fast_target=True, small_target=True, into_melee=True), (0, 2)),
    ],
)
def test_modifier_checklist(mods, dice):
    assert mods.dice() == dice


@pytest.mark.parametrize(
    ("index", "expected"),
    [
        (0, (0, 0, Difficulty.REGULAR)),
        (1, (0, 1, Difficulty.REGULAR)),
        (2, (0, 2, Difficulty.REGULAR)),
        (3, (0, 2, Difficulty.HARD)),  # a third penalty die becomes a step of difficulty
        (4, (0, 2, Difficulty.EXTREME)),
        (5, None),
    ],
)
def test_full_auto_escalation(index, expected):
    assert volley_roll(index, 0, 0, Difficulty.REGULAR) == expected


def test_escalation_removes_a_bonus_die_first():
    assert volley_roll(1, 1, 0, Difficulty.REGULAR) == (0, 0, Difficulty.REGULAR)


def test_volleys_split_the_declared_bullets():
    assert volleys(20, 6) == [6, 6, 6, 2]


def test_impales_and_malfunctions():
    assert impales(SuccessLevel.EXTREME, Difficulty.REGULAR)
    assert not impales(SuccessLevel.EXTREME, Difficulty.EXTREME)  # very long range: only a 01
    assert impales(SuccessLevel.CRITICAL, Difficulty.EXTREME)
    assert malfunctions(96, 96) and not malfunctions(95, 96) and not malfunctions(100, None)


def test_reloading_amounts():
    assert reload_amount(WEAPONS["Handgun (.38 revolver)"]) == 2  # two rounds a combat round
    assert reload_amount(WEAPONS["Submachine gun (Thompson)"]) == 30  # a fresh magazine
    assert is_full_auto(WEAPONS["Submachine gun (Thompson)"])
    assert reload_amount(Weapon("Club", "Fighting (Brawl)", "1D6")) == 0


def test_healing_someone_at_full_hp_says_there_is_none_to_give_back():
    """Played: First Aid on the unhurt read "+1 HP, 11 → 11", and Medicine "1D3 = 2, HP 11 → 11"."""
    from desktop.rules import ScriptedDice
    from desktop.rules.combat.wounds import first_aid, medicine

    aided = first_aid(11, 11, frozenset(), True)
    assert aided.hp == 11 and aided.summary == "no HP to give back: 11 is the maximum"
    assert first_aid(10, 11, frozenset(), True).summary == "+1 HP, 10 → 11"
    treated = medicine(11, 11, frozenset(), True, ScriptedDice([2]))
    assert treated.hp == 11 and treated.summary == "1D3 = 2, no HP to give back: 11 is the maximum"
    assert medicine(8, 11, frozenset(), True, ScriptedDice([2])).summary == "1D3 = 2, HP 8 → 10"
