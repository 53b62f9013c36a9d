"""Exact odds of a check: the probability of each success level, enumerated over the dice, not simulated."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from desktop.rules.checks import Difficulty, SuccessLevel, check_level, passes
from desktop.rules.dice import net_dice


def _reading(tens: int, units: int) -> int:
    return 100 if tens == 0 and units == 0 else tens * 10 + units


@lru_cache(maxsize=16)
def d100_distribution(net: int) -> tuple[Fraction, ...]:
    """P(result = r) for r = 1..100 (index r - 1) with `net` bonus (>0) or penalty (<0) tens dice.

    For each units face the ten possible readings are ranked; the kept reading is the minimum (bonus) or the
    maximum (penalty) of 1 + |net| independent tens dice, whose law is exact:
    P(min = k-th lowest) = ((10-k)/10)^n - ((9-k)/10)^n.
    """
    n = 1 + abs(net)
    probs = [Fraction(0)] * 100
    for units in range(10):
        readings = sorted(_reading(t, units) for t in range(10))
        if net < 0:
            readings.reverse()
        for k, reading in enumerate(readings):
            p = Fraction(10 - k, 10) ** n - Fraction(9 - k, 10) ** n
            probs[reading - 1] += p / 10
    return tuple(probs)


@lru_cache(maxsize=4096)
def check_odds(
    value: int, bonus: int = 0, penalty: int = 0, difficulty: Difficulty = Difficulty.REGULAR
) -> dict[SuccessLevel, Fraction]:
    """The exact chance of each success level for a value, bonus/penalty dice and difficulty."""
    dist = d100_distribution(net_dice(bonus, penalty))
    odds = dict.fromkeys(SuccessLevel, Fraction(0))
    for roll, p in enumerate(dist, start=1):
        odds[check_level(roll, value, difficulty)] += p
    return odds


def pass_chance(value: int, bonus: int = 0, penalty: int = 0, difficulty: Difficulty = Difficulty.REGULAR) -> Fraction:
    """The exact chance that a check meets its difficulty."""
    odds = check_odds(value, bonus, penalty, difficulty)
    return sum((p for level, p in odds.items() if passes(level, difficulty)), Fraction(0))
