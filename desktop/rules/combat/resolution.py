"""Combat rules used across the app: melee resolution, maneuvers, firearms difficulty, volleys, extreme damage."""

from __future__ import annotations

from enum import Enum

from desktop.rules.checks import Difficulty, SuccessLevel, Winner
from desktop.rules.dice import Dice, DiceExpr


class Response(Enum):
    FIGHT_BACK = "fight back"
    DODGE = "dodge"


def melee_winner(attack: SuccessLevel, defence: SuccessLevel, response: Response) -> Winner:
    """Who wins a melee exchange.

    Fighting back: the better level wins and a tie goes to the attacker. Dodging: the attacker must beat the
    dodger's level; a tie goes to the dodger. When both fail nobody is harmed.
    """
    attack_ok, defence_ok = attack.is_success, defence.is_success
    if not attack_ok and not defence_ok:
        return Winner.NEITHER
    if response is Response.FIGHT_BACK:
        return Winner.ATTACKER if attack_ok and attack >= defence else Winner.DEFENDER
    return Winner.ATTACKER if attack_ok and attack > defence else Winner.DEFENDER


def maneuver_penalty_dice(attacker_build: int, target_build: int) -> int | None:
    """One penalty die per point of Build the attacker is smaller, at most two; None when 3 or more smaller."""
    gap = target_build - attacker_build
    if gap >= 3:
        return None
    return max(0, gap)


def firearm_difficulty(distance: float, base_range: float) -> Difficulty | None:
    """Regular within base range, Hard to twice it, Extreme to four times it; None beyond."""
    if base_range <= 0:
        raise ValueError("a firearm's base range must be positive")
    if distance <= base_range:
        return Difficulty.REGULAR
    if distance <= 2 * base_range:
        return Difficulty.HARD
    if distance <= 4 * base_range:
        return Difficulty.EXTREME
    return None


def volley_size(skill: int) -> int:
    """Bullets per full-auto volley: the skill divided by ten, never fewer than three."""
    return max(3, skill // 10)


def volley_hits(bullets: int, level: SuccessLevel, difficulty: Difficulty = Difficulty.REGULAR) -> tuple[int, int]:
    """(hits, impaling hits) of one volley.

    A success hits with half the bullets (at least one); an Extreme success with all of them, the first half
    (at least one) impaling. When the shot needed an Extreme success anyway, a success is a plain hit and only
    a critical (01) counts as extreme.
    """
    if bullets < 1:
        raise ValueError("a volley fires at least one bullet")
    if level < difficulty:
        return 0, 0
    half = max(1, bullets // 2)
    extreme = level >= SuccessLevel.EXTREME if difficulty < Difficulty.EXTREME else level == SuccessLevel.CRITICAL
    return (bullets, half) if extreme else (half, 0)


def extreme_damage(weapon: str, damage_bonus: str, impaling: bool, dice: Dice) -> int:
    """Extreme-success damage: weapon maximum plus bonus maximum, plus one more weapon roll when impaling."""
    weapon_expr = DiceExpr.parse(weapon)
    bonus_expr = DiceExpr.parse(damage_bonus)
    total = weapon_expr.maximum + bonus_expr.maximum
    if impaling:
        total += weapon_expr.roll(dice)
    return max(0, total)
