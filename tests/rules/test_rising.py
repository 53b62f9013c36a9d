"""Cthulhu Rising (seed 004): every table as parametrized tests, the values the damaged source lost reported as
missing rather than guessed, and a scripted strike-rank round with a burst, a knockback and a limb maimed."""

import pytest

from desktop.rules import ScriptedDice
from desktop.rules.rising import (
    CombatantSR,
    Missing,
    RisingResult,
    area_effect_damage,
    attack_chance,
    burst_chance,
    burst_hits,
    death_countdown,
    firing_schedule,
    hit_location,
    knockback_metres,
    location_result,
    malfunction,
    missile_fumble,
    range_multiplier,
    resistance_chance,
    rising_tables,
    skill_result,
    strike_rank_order,
)
from desktop.rules.rising.rising_rules import movement, old_scale, size_modifier

C, S, OK, F, X = (
    RisingResult.CRITICAL,
    RisingResult.SPECIAL,
    RisingResult.SUCCESS,
    RisingResult.FAILURE,
    RisingResult.FUMBLE,
)


@pytest.mark.parametrize(
    ("roll", "skill", "result"),
    [
        (2, 40, C),
        (3, 40, S),
        (8, 40, S),
        (9, 40, OK),
        (40, 40, OK),
        (41, 40, F),
        (97, 40, F),
        (98, 40, X),
        (1, 30, C),
        (6, 30, S),
        (97, 30, X),
        (3, 50, C),
        (10, 50, S),
        (98, 50, X),
        (99, 52, X),
        (98, 52, F),
        (4, 70, C),
        (14, 70, S),
        (99, 65, X),
        (5, 100, C),
        (20, 100, S),
        (60, 100, OK),
    ],
)
def test_the_skill_results_table(roll, skill, result):
    assert skill_result(roll, skill)[0] is result


@pytest.mark.parametrize(("roll", "skill", "result"), [(1, 5, OK), (2, 20, S), (99, 80, F), (97, 100, OK)])
def test_lost_ranges_are_reported_not_guessed(roll, skill, result):
    # Up to 07 the critical and special ranges are lost; 08-29 keep one range (read as the special); from 71 the
    # fumble column is gone: 99 against 80 is a failure, and the result says what was missing.
    found, missing = skill_result(roll, skill)
    assert found is result and isinstance(missing, Missing) and missing.what


@pytest.mark.parametrize(
    ("roll", "melee", "missile"),
    [
        (1, "Right leg", "Right leg"),
        (3, "Right leg", "Right leg"),
        (4, "Right leg", "Left leg"),
        (5, "Left leg", "Left leg"),
        (7, "Left leg", "Abdomen"),
        (9, "Abdomen", "Abdomen"),
        (11, "Abdomen", "Chest"),
        (12, "Chest", "Chest"),
        (13, "Right arm", "Chest"),
        (16, "Left arm", "Right arm"),
        (18, "Left arm", "Left arm"),
        (19, "Head", "Left arm"),
        (20, "Head", "Head"),
    ],
)
def test_hit_location_tables(roll, melee, missile):
    assert hit_location(roll, missile=False) == melee and hit_location(roll, missile=True) == missile


def test_attack_modifiers_never_below_five_and_size():
    values = {m.name: m.value for m in rising_tables().attack_modifiers}
    assert values["Target helpless"] == 25 and values["Target cannot be seen or sensed at all"] == -75
    assert attack_chance(50, [10, 10]) == 70 and attack_chance(30, [-75]) == 5 and attack_chance(3) == 5
    assert size_modifier(35) == 5 and size_modifier(40) == 10 and size_modifier(3) == -10 and size_modifier(12) == 0
    assert all(m.value is None for m in rising_tables().sr_modifiers)  # the source kept the names, lost the numbers


@pytest.mark.parametrize(
    ("dex_sr", "shots", "ranks"), [(3, 3, [3, 6, 10]), (2, 3, [2, 5, 9]), (5, 3, [5, 8]), (1, 1, [1]), (4, 2, [4, 7])]
)
def test_the_firing_schedule(dex_sr, shots, ranks):
    assert firing_schedule(dex_sr, shots) == ranks


def test_bursts_range_bands_and_movement():
    assert burst_chance(40, 5, 1.0) == 55 and burst_chance(40, 20, 2.0) == 80 and burst_chance(40, 5, 0.5) == 40
    assert [range_multiplier("Rifle", m)[0] for m in (10, 50, 100, 300, 301)] == [2.0, 1.0, 0.5, 0.25, None]
    assert [range_multiplier("SMG", m)[0] for m in (10, 20, 40, 100)] == [2.0, 1.0, 0.5, 0.25]
    assert range_multiplier("Heavy weapons", 450)[0] == 0.25
    multiplier, missing = range_multiplier("Handgun", 8)
    assert multiplier == 1.0 and "handgun" in missing.what
    assert movement(4) == 12 and movement(4, running=True) == 24
    hits, note = burst_hits(6, ScriptedDice([4]))
    assert hits == 4 and "lost" in note.what
    bases = {b.name.split(" (")[0]: b.value for b in rising_tables().base_skills}
    assert bases == {
        "Handgun": 20,
        "Machine gun": 15,
        "Rifle": 10,
        "Heavy weapons": 10,
        "High-energy weapons": 10,
        "Shotgun": 30,
        "Blade": 15,
        "Sword": 10,
        "Gunnery": 10,
    }


@pytest.mark.parametrize(
    ("roll", "start"),
    [
        (1, "Loses the next attack"),
        (10, "Loses the next attack"),
        (11, "Loses the next 1D4"),
        (41, "Falls down"),
        (61, "Blinded"),
        (71, "The weapon jams for good"),
        (74, "The shooter is hit: impaling"),
        (86, "Hits the nearest friend: normal"),
        (95, "The ammunition explodes"),
        (100, "Everything goes wrong"),
    ],
)
def test_missile_fumbles_and_malfunctions(roll, start):
    assert missile_fumble(roll).startswith(start)
    assert malfunction(roll) == ("jam" if roll <= 50 else "fumble")


@pytest.mark.parametrize(
    ("location", "damage", "hp", "level", "falls", "unconscious"),
    [
        ("Right arm", 3, 4, "none", False, False),
        ("Right arm", 4, 4, "disabled", False, False),
        ("Left leg", 5, 4, "disabled", True, False),
        ("Head", 4, 4, "disabled", False, True),
        ("Chest", 6, 6, "disabled", True, False),
        ("Abdomen", 5, 5, "disabled", True, False),
        ("Right leg", 8, 4, "maimed", True, True),
        ("Chest", 12, 6, "maimed", True, True),
    ],
)
def test_damage_against_location_hit_points(location, damage, hp, level, falls, unconscious):
    found = location_result(location, damage, hp)
    assert (found.level, found.falls, found.unconscious) == (level, falls, unconscious)


def test_a_maimed_limb_passes_at_most_double_its_hp_and_is_lost_after_ten_rounds():
    maimed = location_result("Left arm", 15, 4)
    assert maimed.total_damage == 8 and maimed.lost_within == 10 and maimed.bleeding
    assert location_result("Chest", 15, 6).total_damage == 15  # the body passes it all
    with pytest.raises(ValueError, match="set this location's hit points"):
        location_result("Head", 5, None)


def test_knockback_area_effect_resistance_and_the_death_countdown():
    assert knockback_metres(18, 12) == 1 and knockback_metres(22, 12) == 2 and knockback_metres(10, 12) == 0
    assert knockback_metres(3, 12, special=True) == 1
    assert area_effect_damage(10, 5) == 7 and area_effect_damage(4, 5) == 0 and area_effect_damage(10, 5, True) == 1
    assert resistance_chance(12, 10) == 60 and resistance_chance(20, 10) == 100 and resistance_chance(5, 15) == 0
    assert death_countdown(3, 12) == "fighting" and death_countdown(2, 12).startswith("unconscious")
    assert death_countdown(0, 12) == "dying: dead in 12 rounds without emergency care"
    assert death_countdown(-12, 12).startswith("dying, losing 1 HP") and death_countdown(-13, 12) == "dead"
    assert old_scale(60) == 12


def test_a_scripted_strike_rank_round_with_a_burst_a_knockback_and_a_limb_maimed():
    # Vega (DEX SR 2) with an SMG, Okafor (DEX SR 3, drawing her blade: the Keeper sets +2 since the source lost
    # the number), and a cultist (DEX SR 4).
    order = strike_rank_order([CombatantSR("Okafor", 3, (2,)), CombatantSR("Vega", 2), CombatantSR("Cultist", 4)])
    assert order == [(2, "Vega"), (4, "Cultist"), (5, "Okafor")]
    # Vega fires a 6-shot burst at the cultist 15 m away: SMG band x1 (to 20 m), chance 45 + 18 = 63.
    multiplier, _ = range_multiplier("SMG", 15)
    chance = burst_chance(45, 6, multiplier)
    assert multiplier == 1.0 and chance == 63
    result, _ = skill_result(9, chance)  # 9 against 63: a special
    assert result is RisingResult.SPECIAL
    hits, _ = burst_hits(6, ScriptedDice([3]))
    # The first hit impales (double rolled damage: 1D10 = 7 → 14), the others deal their roll (5, 4).
    first, others = 7 * 2, [5, 4]
    assert hits == 3 and first + sum(others) == 23
    # The impaling hit lands on the chest (missile 12); 14 against the cultist's old-scale SIZ 12: knocked back 1 m
    # (a special knocks back at least 1 m).
    assert hit_location(12, missile=True) == "Chest" and knockback_metres(first, old_scale(60), special=True) == 1
    # Okafor's blade on SR 5: melee location 14, the right arm (4 HP); 9 damage is double: maimed.
    arm = location_result(hit_location(14, missile=False), 9, 4)
    assert arm.location == "Right arm" and arm.level == "maimed" and arm.lost_within == 10
