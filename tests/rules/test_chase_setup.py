"""Chase set-up rules with seed 000's numbers (the rules layer of the coming Chase tab)."""

import pytest

from desktop.rules import chase_setup, chase_skill, mph, pedal_penalty_dice


def test_cut_to_the_chase_escapes_drop_outs_and_placement():
    # Fleers Ann (MOV 9) and Bob (8); pursuers a ghoul (9), a cultist (8) and a dog (7, slower than Bob: out).
    start = chase_setup({"Ann": 9, "Bob": 8}, {"Ghoul": 9, "Cultist": 8, "Dog": 7})
    assert start.escaped == () and start.dropped == ("Dog",)
    # Pursuers: the cultist (slowest left) at 0, the ghoul 1 ahead; fleers: Bob 2 ahead of the ghoul, Ann 1 more.
    assert start.positions == {"Cultist": 0, "Ghoul": 1, "Bob": 3, "Ann": 4}
    fast = chase_setup({"Car": 14}, {"Runner": 9})  # faster than every pursuer: escapes at once
    assert fast.escaped == ("Car",) and "Car" not in fast.positions
    with pytest.raises(ValueError, match="fleeing and someone pursuing"):
        chase_setup({}, {"Ghoul": 9})


@pytest.mark.parametrize(("locations", "dice"), [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)])
def test_pedal_to_the_metal(locations, dice):
    assert pedal_penalty_dice(locations) == dice


def test_pedal_beyond_five_locations_is_refused():
    with pytest.raises(ValueError, match="1 to 5 locations"):
        pedal_penalty_dice(6)


def test_mph_and_monster_chase_skills():
    assert (mph(5), mph(8), mph(12), mph(13), mph(20)) == (3, 8, 40, 60, 1000)
    with pytest.raises(ValueError, match="MOV 5 to 20"):
        mph(4)
    assert (chase_skill(60, "apt"), chase_skill(60, "neither"), chase_skill(60, "inept")) == (60, 30, 12)
    with pytest.raises(ValueError, match="apt, neither or inept"):
        chase_skill(60, "swift")


def test_the_vehicle_charts_collisions_and_barriers_are_data():
    from desktop.rules.chase.movement import vehicle_tables

    vehicles, collisions, barriers = vehicle_tables()
    by_name = {v.name: v for v in vehicles}
    assert (by_name["Car, standard"].mov, by_name["Car, standard"].build, by_name["Car, standard"].armour) == (14, 5, 2)
    assert by_name["Bicycle"].build == 0.5 and by_name["Tank"].armour == 24 and by_name["Row boat"].mov == 4
    assert {v.chart for v in vehicles} == {"land", "air", "heavy", "other", "water"} and len(vehicles) == 27
    assert [v for v in vehicles if v.missing] and by_name["Sports car"].mov_in(twenties=True) == 13  # 16 less 20%
    assert [c.damage for c in collisions] == ["1D3-1", "1D6", "1D10", "2D10", "5D10"]
    assert {b.name: b.hp for b in barriers}["9-inch brick wall"] == 25
    # The water chart's row the seed misprints as "Bicycle" (MOV 14, Build 3, 6 aboard) has a plain name a Keeper
    # reads in a list (the report saw "Water vehicle (name lost in the source)"), the name marked as ours.
    boat = by_name["Motorboat"]
    assert (boat.chart, boat.mov, boat.build, boat.passengers, boat.missing) == ("water", 14, 3, "6", "name")
    assert not [v.name for v in vehicles if "lost" in v.name or "source" in v.name]


def test_vehicle_condition_ramming_and_barriers():
    from desktop.rules import ScriptedDice
    from desktop.rules.chase.movement import break_barrier, cautious_bonus_dice, ram, vehicle_condition

    assert vehicle_condition(5, 5) == "sound" and vehicle_condition(5, 2) == "impaired"
    assert vehicle_condition(5, 0) == "out of action" and vehicle_condition(5, 0, last_damage=50) == "wrecked"
    # A standard car (Build 5) rams a cultist: 5D10 = 30; it takes half, 15.
    assert ram(5, 0, ScriptedDice([6, 6, 6, 6, 6])) == (30, 9)  # capped: a person (Build 0) costs it at most 0 Build
    assert ram(5, 5, ScriptedDice([6, 6, 6, 6, 6])) == (30, 15)
    # Into a brick wall (25 HP): 5D10 = 20 does not break it (the car is wrecked); 30 does, and the car takes 12.
    assert break_barrier(5, 25, ScriptedDice([4, 4, 4, 4, 4])) == (False, 20, -1)
    assert break_barrier(5, 25, ScriptedDice([6, 6, 6, 6, 6])) == (True, 30, 12)
    assert cautious_bonus_dice(2) == 2
    with pytest.raises(ValueError, match="0 to 2"):
        cautious_bonus_dice(3)


def test_a_speed_roll_that_changes_nothing_says_the_mov_stays():
    """Before: a Regular speed roll read "MOV 8 → 8", and a failure at MOV 1 "MOV 1 → 0" though MOV stayed 1."""
    from desktop.rules import ScriptedDice
    from desktop.rules.chase.chase_state import FLEEING, Runner
    from desktop.rules.chase.setup import speed_check

    def rolled(mov, roll):
        runner = Runner(1, "Tomás Vega", FLEEING, 60, mov, 65, 60)
        return speed_check(runner, ScriptedDice([roll % 10 + 1, roll // 10 % 10 + 1]))

    runner, _check, line = rolled(8, 44)  # Regular: no change
    assert runner.mov == 8 and line.endswith("Regular success: MOV stays 8") and "→" not in line
    runner, _check, line = rolled(8, 5)  # Extreme: +1
    assert runner.mov == 9 and line.endswith("MOV 8 → 9")
    runner, _check, line = rolled(1, 90)  # a failure at MOV 1: MOV is never below 1
    assert runner.mov == 1 and line.endswith("Failure: MOV stays 1")
