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
