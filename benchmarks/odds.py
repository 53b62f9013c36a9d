"""Exact odds of a check, computed afresh (cache cleared) for every value, dice and difficulty; budget < 1 ms."""

from __future__ import annotations

import statistics
import sys
import time

from desktop.rules.checks import Difficulty
from desktop.rules.odds import check_odds, d100_counts

BUDGET_MS = 1.0


def main() -> int:
    times = []
    for value in range(0, 100):
        for bonus, penalty in ((0, 0), (1, 0), (2, 0), (0, 1), (0, 2)):
            for difficulty in Difficulty:
                check_odds.cache_clear()
                d100_counts.cache_clear()
                start = time.perf_counter()
                check_odds(value, bonus, penalty, difficulty)
                times.append((time.perf_counter() - start) * 1000)
    worst, median = max(times), statistics.median(times)
    print(f"exact odds, {len(times)} checks, caches cleared each time")
    print(
        f"  median {median:.3f} ms, worst {worst:.3f} ms; ratio {worst / BUDGET_MS:.2f} of the {BUDGET_MS:g} ms budget"
    )
    print(f"-> {'OK' if worst < BUDGET_MS else 'OVER BUDGET'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
