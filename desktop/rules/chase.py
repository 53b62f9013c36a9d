"""Chase rules: movement actions, speed rolls, random locations and vehicle Build loss."""

from __future__ import annotations

from desktop.rules.checks import Difficulty, SuccessLevel


def movement_actions(mov: int, slowest_mov: int) -> int:
    """One movement action, plus one for each point of MOV above the slowest participant."""
    return 1 + max(0, mov - slowest_mov)


def speed_roll_mov_change(level: SuccessLevel) -> int:
    """A speed roll: Extreme success (or better) +1 MOV, a pass no change, a failure -1."""
    if level >= SuccessLevel.EXTREME:
        return 1
    return 0 if level.is_success else -1


def hazard_for_roll(roll: int) -> Difficulty | None:
    """A random location from 1D100: 01-59 open (None), 60+ Regular, 85+ Hard, 96+ Extreme hazard."""
    if not 1 <= roll <= 100:
        raise ValueError(f"a percentile roll is 1 to 100, not {roll}")
    if roll >= 96:
        return Difficulty.EXTREME
    if roll >= 85:
        return Difficulty.HARD
    if roll >= 60:
        return Difficulty.REGULAR
    return None


def vehicle_build_loss(damage: int) -> int:
    """Each full 10 points of damage costs a vehicle one point of Build; less than 10 is ignored."""
    return max(0, damage) // 10
