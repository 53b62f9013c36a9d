"""The fight forecast: 10,000 simulated fights of a typical encounter (four investigators against three cultists
and a ghoul, from the sample roster); budget < 2 s."""

from __future__ import annotations

import statistics
import sys
import time

from desktop.rules.combat.fight import EncounterState, combatant_from_sheet
from desktop.rules.combat.forecast import simulate
from desktop.rules.combat.turn_order import add_combatant
from desktop.rules.dice import Dice
from desktop.store.sample import sample_roster

BUDGET_S = 2.0


def typical_encounter() -> EncounterState:
    roster = {sheet.name: sheet for sheet in sample_roster()}
    state = EncounterState()
    names = ["Harriet Crane", "Tomás Vega", "Dr. Mae Okafor", "Walt Brennan"]
    fighters = [combatant_from_sheet(0, roster[n], None) for n in names]
    fighters += [combatant_from_sheet(0, roster["Cultist of the Marsh"], None, name=f"Cultist {i}") for i in (1, 2, 3)]
    fighters.append(combatant_from_sheet(0, roster["Ghoul"], None))
    for fighter in fighters:
        state = add_combatant(state, fighter, Dice(1)).state
    return state


def main(runs: int = 3) -> int:
    state = typical_encounter()
    times, result = [], None
    for run in range(runs):
        start = time.perf_counter()
        result = simulate(state, 10_000, seed=run)
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    print(f"fight forecast: 10,000 fights of {len(state.combatants)} combatants, median of {runs}")
    print(
        f"  {median:.2f} s; ratio {median / BUDGET_S:.2f} of the {BUDGET_S:g} s budget -> "
        f"{'OK' if median < BUDGET_S else 'OVER BUDGET'}"
    )
    print(f"  {result.describe()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
