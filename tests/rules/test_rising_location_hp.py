"""Cthulhu Rising's location hit points come from the fighter's total, by RuneQuest 3's humanoid table (seed 004
takes its hit locations from RuneQuest 3 and lost their hit points): nothing to set before round one, and the
Keeper's own numbers kept."""

import pytest

from desktop.rules.rising import location_hit_points, location_level
from desktop.rules.rising.fighters import LOCATIONS, Fighter, RisingState
from desktop.rules.rising.rising_fight import add_fighter, fill_location_hp, set_location_hp


def in_order(total: int) -> list[int]:
    table = location_hit_points(total)
    return [table[loc] for loc in LOCATIONS]


@pytest.mark.parametrize(
    ("total", "legs_abdomen_head", "chest", "arms"),
    [
        # RuneQuest 3, hit points per location: total 1-3, 4-6, 7-9, 10-12, 13-15, 16-18, 19-21 read across; each
        # leg, the abdomen and the head 1 2 3 4 5 6 7, the chest 2 3 4 5 6 7 8, each arm 1 1 2 3 4 5 6.
        (1, 1, 2, 1),
        (3, 1, 2, 1),
        (4, 2, 3, 1),
        (6, 2, 3, 1),
        (9, 3, 4, 2),
        (10, 4, 5, 3),
        (12, 4, 5, 3),
        (13, 5, 6, 4),
        (18, 6, 7, 5),
        (21, 7, 8, 6),
        # Above 21: +1 to every location for each 3 more total HP.
        (22, 8, 9, 7),
        (24, 8, 9, 7),
        (25, 9, 10, 8),
        # A fighter at no total HP at all reads as 1.
        (0, 1, 2, 1),
    ],
)
def test_location_hp_follow_the_total_by_runequest_3s_table(total, legs_abdomen_head, chest, arms):
    # Order: right leg, left leg, abdomen, chest, right arm, left arm, head.
    assert in_order(total) == [legs_abdomen_head] * 3 + [chest, arms, arms, legs_abdomen_head]


def test_a_fighter_joins_with_every_location_filled_from_their_full_total_and_the_keeper_may_change_them():
    state = RisingState("Warehouse")
    # Vega is hurt (7 of 12 HP): her locations are from her full total, 12.
    joined = add_fighter(state, Fighter(0, "Vega", "investigators", 7, 12, 65, 60, 70))
    vega = joined.state.get(1)
    assert vega.location_hp == (4, 4, 4, 5, 3, 3, 4)
    assert "location HP (total 12): right leg 4, left leg 4, abdomen 4, chest 5, right arm 3, left arm 3, head 4" in (
        joined.lines
    )
    # Numbers the Keeper brings (a fighter's own) are kept as they join.
    brute = Fighter(0, "Brute", "opponents", 20, 20, 80, 90, 40, location_hp=(9,) + (None,) * 6)
    own = add_fighter(joined.state, brute)
    assert own.state.get(2).location_hp == (9, 7, 7, 8, 6, 6, 7)
    changed = set_location_hp(joined.state, 1, "Chest", 8).state
    assert changed.get(1).location_hp[3] == 8
    back = fill_location_hp(changed, 1)
    assert back.state.get(1).location_hp == (4, 4, 4, 5, 3, 3, 4) and "from total HP 12" in back.what


@pytest.mark.parametrize(
    ("location", "damage", "hp", "level"),
    [
        ("Chest", 0, None, "not set"),
        ("Chest", 0, 5, "unhurt"),
        ("Chest", 4, 5, "hurt"),
        ("Chest", 5, 5, "disabled"),
        ("Chest", 9, 5, "disabled"),
        ("Chest", 10, 5, "out"),
        ("Right arm", 6, 3, "maimed"),
        ("Left leg", 3, 3, "disabled"),
    ],
)
def test_a_locations_level_follows_seed_004_damage_at_its_hp_and_at_double(location, damage, hp, level):
    assert location_level(location, damage, hp) == level
