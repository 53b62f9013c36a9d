"""Exact odds: enumerated over the dice, checked against a brute-force count of every face."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.rules import Difficulty, SuccessLevel, check_level, check_odds, d100, pass_chance


def brute_force(value, bonus, penalty, difficulty):
    net = abs(bonus - penalty)
    counts = dict.fromkeys(SuccessLevel, 0)
    faces = 0
    for units in range(10):
        for tens in itertools.product(range(10), repeat=1 + net):
            counts[check_level(d100(tens, units, bonus, penalty), value, difficulty)] += 1
            faces += 1
    return {level: Fraction(n, faces) for level, n in counts.items()}


@pytest.mark.parametrize("value", [0, 1, 5, 49, 50, 55, 99, 120])
@pytest.mark.parametrize(("bonus", "penalty"), [(0, 0), (1, 0), (2, 0), (0, 1), (0, 2)])
@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_odds_match_every_face(value, bonus, penalty, difficulty):
    assert check_odds(value, bonus, penalty, difficulty) == brute_force(value, bonus, penalty, difficulty)


def test_plain_regular_odds_of_55():
    odds = check_odds(55)
    assert pass_chance(55) == Fraction(55, 100)
    assert odds[SuccessLevel.CRITICAL] == Fraction(1, 100)
    assert odds[SuccessLevel.EXTREME] == Fraction(10, 100)  # 02-11
    assert odds[SuccessLevel.FUMBLE] == Fraction(1, 100)


@settings(max_examples=60)
@given(st.integers(0, 150), st.integers(0, 2), st.integers(0, 2), st.sampled_from(list(Difficulty)))
def test_odds_sum_to_one_and_bonus_never_hurts(value, bonus, penalty, difficulty):
    odds = check_odds(value, bonus, penalty, difficulty)
    assert sum(odds.values()) == 1
    if bonus - penalty < 2:
        assert pass_chance(value, bonus + 1, penalty, difficulty) >= pass_chance(value, bonus, penalty, difficulty)


def test_odds_read_fumbles_from_the_value_needed():
    # Skill 98 at Hard needs 49: 96-100 fumble (5 in 100), and the Regular successes 50-95 do not pass.
    odds = check_odds(98, difficulty=Difficulty.HARD)
    assert odds[SuccessLevel.FUMBLE] == Fraction(5, 100)
    assert odds[SuccessLevel.REGULAR] == Fraction(95 - 49, 100)
    assert pass_chance(98, difficulty=Difficulty.HARD) == Fraction(49, 100)
    assert check_odds(98)[SuccessLevel.FUMBLE] == Fraction(1, 100)  # at Regular only 100
