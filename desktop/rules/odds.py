"""Exact odds of a check: the probability of each success level, enumerated over the dice, not simulated."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from desktop.rules.checks import Difficulty, SuccessLevel, check_level, passes
from desktop.rules.dice import net_dice


def _reading(tens: int, units: int) -> int:
    return 100 if tens == 0 and units == 0 else tens * 10 + units


@lru_cache(maxsize=16)
def d100_counts(net: int) -> tuple[tuple[int, ...], int]:
    """How many of the equally likely faces give each result r = 1..100 (index r - 1), and how many faces.

    With `net` bonus (>0) or penalty (<0) dice, 1 + |net| tens dice are rolled. For each units face the ten
    possible readings are ranked; the kept reading is the lowest (bonus) or highest (penalty) of the n tens
    dice, and the k-th ranked reading is kept on exactly (10 - k)^n - (9 - k)^n of the 10^n tens faces.
    """
    n = 1 + abs(net)
    counts = [0] * 100
    for units in range(10):
        readings = sorted(_reading(t, units) for t in range(10))
        if net < 0:
            readings.reverse()
        for k, reading in enumerate(readings):
            counts[reading - 1] += (10 - k) ** n - (9 - k) ** n
    return tuple(counts), 10 ** (n + 1)


@lru_cache(maxsize=4096)
def check_odds(
    value: int, bonus: int = 0, penalty: int = 0, difficulty: Difficulty = Difficulty.REGULAR
) -> dict[SuccessLevel, Fraction]:
    """The exact chance of each success level for a value, bonus/penalty dice and difficulty."""
    counts, faces = d100_counts(net_dice(bonus, penalty))
    per_level = dict.fromkeys(SuccessLevel, 0)
    for roll, count in enumerate(counts, start=1):
        per_level[check_level(roll, value, difficulty)] += count
    return {level: Fraction(count, faces) for level, count in per_level.items()}


def pass_chance(value: int, bonus: int = 0, penalty: int = 0, difficulty: Difficulty = Difficulty.REGULAR) -> Fraction:
    """The exact chance that a check meets its difficulty."""
    odds = check_odds(value, bonus, penalty, difficulty)
    return sum((p for level, p in odds.items() if passes(level, difficulty)), Fraction(0))
