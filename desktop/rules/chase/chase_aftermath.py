"""What a chase leaves behind, for the Keeper to read before ending it: who got away or was caught, who is hurt or
dying, the vehicles' harm, and what was spent, from the chase's state as it stands."""

from __future__ import annotations

from desktop.rules.chase.chase_state import ChaseState, Runner, whose_vehicle
from desktop.rules.combat.fight_aftermath import people_summary
from desktop.rules.words import counted, listed


def _vehicle_harm(runner: Runner) -> str:
    state = f", {runner.condition}" if runner.condition else ""
    return f"{whose_vehicle(runner)} (Build {runner.build:g} of {runner.build_start:g}{state})"


def chase_summary(state: ChaseState) -> list[str]:
    """Every chase under way in a few lines: where each one stands, who is out and why, the harm and what was spent
    ("Nobody is hurt" when so)."""
    lines = []
    for chase in state.every_chase:
        lines.append(f"{chase.name}, round {chase.round}: {counted(len(chase.runners), 'participant')}")
        for reason in ("escaped", "caught", "dropped out", "out of action"):
            these = [r.label for r in chase.runners if r.out == reason]
            if these:
                lines.append(f"  {reason.capitalize()}: {listed(these)}")
        still = [r.label for r in chase.runners if not r.out and not r.aboard]
        if still:
            lines.append(f"  Still in the chase: {listed(still)}")
    runners = [r for chase in state.every_chase for r in chase.runners]
    said = people_summary(r.fighter for r in runners if r.fighter is not None)
    harm = [line for line in said if not line.startswith("Spent")]
    damaged = [_vehicle_harm(r) for r in runners if r.in_vehicle and (r.build < r.build_start or r.condition)]
    if damaged:
        harm.append(f"Vehicles: {listed(damaged)}")
    return lines + (harm or ["Nobody is hurt."]) + [line for line in said if line.startswith("Spent")]
