"""Tomes and spells with seed 000's numbers."""

import pytest

from desktop.rules import Difficulty, power_improves, reading_difficulty
from desktop.rules.tomes.mythos import (
    believer_shock,
    casting_cost,
    full_study_mythos_gain,
    mp_recovered,
    reference_use,
    spell_catalog,
    study_weeks,
    tome_catalog,
)


def test_reading_roll_difficulty_by_condition():
    assert reading_difficulty("printed") is Difficulty.REGULAR
    assert reading_difficulty("handwritten") is Difficulty.HARD
    assert reading_difficulty("ancient") is Difficulty.EXTREME
    with pytest.raises(ValueError, match="printed, handwritten or ancient"):
        reading_difficulty("scroll")


def test_full_study_doubles_each_time_and_gains_half_past_the_rating():
    assert [study_weeks(68, n) for n in range(3)] == [68, 136, 272]
    assert full_study_mythos_gain(16, 48, 10) == 16 and full_study_mythos_gain(16, 48, 48) == 8


def test_reference_use_rolls_under_the_mythos_rating():
    assert reference_use(48, 48) and not reference_use(48, 49)


def test_believer_shock():
    # A non-believer with Cthulhu Mythos 12, at their first SAN loss to the Mythos itself, loses 12 more.
    assert believer_shock(False, 12) == 12 and believer_shock(True, 12) == 0


@pytest.mark.parametrize(("roll", "power", "grows"), [(61, 60, True), (60, 60, False), (96, 99, True), (1, 5, False)])
def test_power_improves_above_pow_or_on_96_and_over(roll, power, grows):
    assert power_improves(roll, power) is grows


def test_magic_points_come_back_an_hour_each_more_above_pow_100():
    assert mp_recovered(5, 60) == 5 and mp_recovered(5, 100) == 5
    assert mp_recovered(5, 150) == 10 and mp_recovered(2, 210) == 6  # our reading: +1 an hour per 100 above


def test_casting_costs_overspend_from_hp_and_a_failed_push_multiplies():
    assert casting_cost(8, 3, mp_held=10) == casting_cost(8, 3, 10)
    assert casting_cost(8, 3, mp_held=5).hp == 3 and casting_cost(8, 3, mp_held=5).mp == 5
    pushed = casting_cost(5, 2, mp_held=12, multiplier=4)  # a failed push: 1D6 = 4 times the cost
    assert (pushed.mp, pushed.hp, pushed.san) == (12, 8, 8)


def test_the_catalogs_load_and_name_their_spells():
    tomes = {t.title: t for t in tome_catalog()}
    spells = {s.name: s for s in spell_catalog()}
    assert tomes["Necronomicon (Latin, Wormius)"].difficulty is Difficulty.EXTREME
    assert all(name in spells for tome in tomes.values() for name in tome.spells)
    assert spells["Shrivelling"].rounds() == 0 and spells["Elder Sign"].rounds() == 2
    assert spells["Contact Ghoul"].rounds() is None
