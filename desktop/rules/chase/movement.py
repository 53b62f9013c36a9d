"""Chase rules: movement actions, speed rolls, random locations and vehicle Build loss."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from desktop.rules.checks import Difficulty, SuccessLevel
from desktop.rules.dice import Dice, DiceExpr


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


MPH_BY_MOV = {
    5: 3,
    6: 4,
    7: 6,
    8: 8,
    9: 12,
    10: 18,
    11: 27,
    12: 40,
    13: 60,
    14: 90,
    15: 135,
    16: 200,
    17: 300,
    18: 450,
    19: 675,
    20: 1000,
}
CHASE_APTITUDES = ("apt", "neither", "inept")


def mph(mov: int) -> int:
    """Miles per hour for MOV 5 to 20, from the chase table."""
    try:
        return MPH_BY_MOV[mov]
    except KeyError:
        raise ValueError(f"the chase table runs from MOV 5 to 20, not {mov}") from None


def pedal_penalty_dice(locations: int) -> int:
    """Pedal to the metal: one movement action may cover 2-3 locations with a penalty die on hazards there, or 4-5
    with two; one location takes none."""
    if locations < 1 or locations > 5:
        raise ValueError(f"one movement action covers 1 to 5 locations, not {locations}")
    return 0 if locations == 1 else 1 if locations <= 3 else 2


def chase_skill(dex: int, aptitude: str) -> int:
    """A monster's stand-in for a chase skill: apt, its DEX; neither, half DEX; inept, a fifth."""
    if aptitude == "apt":
        return dex
    if aptitude == "neither":
        return dex // 2
    if aptitude == "inept":
        return dex // 5
    raise ValueError(f"a chase aptitude is apt, neither or inept, not {aptitude!r}")


@dataclass(frozen=True)
class ChaseStart:
    """Who has escaped or dropped out before the chase begins, and where everyone else stands."""

    escaped: tuple[str, ...]
    dropped: tuple[str, ...]
    positions: dict[str, int]


def chase_setup(fleers: dict[str, int], pursuers: dict[str, int]) -> ChaseStart:
    """Cut to the chase (MOV after the speed rolls): a fleer faster than every pursuer escapes; a pursuer slower
    than the slowest fleer drops out. The slowest pursuer stands at location 0, the other pursuers ahead of it by
    their MOV difference; the slowest fleer 2 ahead of the lead pursuer, the other fleers ahead of it by theirs."""
    if not fleers or not pursuers:
        raise ValueError("a chase needs someone fleeing and someone pursuing")
    fastest_pursuer, slowest_fleer = max(pursuers.values()), min(fleers.values())
    escaped = tuple(sorted(name for name, mov in fleers.items() if mov > fastest_pursuer))
    dropped = tuple(sorted(name for name, mov in pursuers.items() if mov < slowest_fleer))
    staying_pursuers = {n: m for n, m in pursuers.items() if n not in dropped}
    staying_fleers = {n: m for n, m in fleers.items() if n not in escaped}
    positions: dict[str, int] = {}
    if staying_pursuers:
        slowest = min(staying_pursuers.values())
        positions |= {name: mov - slowest for name, mov in staying_pursuers.items()}
    if staying_fleers:
        lead = max(positions.values(), default=0)
        slowest = min(staying_fleers.values())
        positions |= {name: lead + 2 + mov - slowest for name, mov in staying_fleers.items()}
    return ChaseStart(escaped, dropped, positions)


# --- vehicles, collisions, barriers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Vehicle:
    name: str
    chart: str
    skill: str
    mov: int
    build: float
    armour: int
    passengers: str
    missing: str = ""  # what the damaged source lost for this row, for the Keeper to check

    def mov_in(self, twenties: bool) -> int:
        """MOV as listed (modern), or some 20% less for a 1920s vehicle (rounded to the nearest)."""
        return round(self.mov * 0.8) if twenties else self.mov


@dataclass(frozen=True)
class Collision:
    severity: str
    damage: str
    examples: str


@dataclass(frozen=True)
class Barrier:
    name: str
    hp: int


@cache
def vehicle_tables() -> tuple[tuple[Vehicle, ...], tuple[Collision, ...], tuple[Barrier, ...]]:
    from desktop.rules.catalog import CatalogError, read_tables

    read = read_tables("vehicles.toml", {"vehicle": Vehicle, "collision": Collision, "barrier": Barrier})
    for collision in read["collision"]:
        try:
            DiceExpr.parse(collision.damage)
        except ValueError as exc:
            raise CatalogError(f"vehicles.toml: collision {collision.severity!r}: damage: {exc}") from exc
    return read["vehicle"], read["collision"], read["barrier"]


def vehicle_condition(build_start: float, build_now: float, last_damage: int = 0) -> str:
    """'wrecked' when one incident did its full Build in damage, 'out of action' at 0 Build, 'impaired' (a penalty
    die on its driving rolls) at half its Build or less, else 'sound'."""
    if last_damage >= build_start * 10 and last_damage > 0:
        return "wrecked"
    if build_now <= 0:
        return "out of action"
    if build_now <= build_start // 2:
        return "impaired"
    return "sound"


def ram(build: float, target_build: float, dice: Dice) -> tuple[int, int]:
    """A vehicle used as a weapon: 1D10 damage per point of its Build; it takes half what it deals (rounded down),
    but never enough to lose more Build than the thing it hit had. Returns (dealt, taken)."""
    dealt = sum(dice.roll(10) for _ in range(max(1, int(build))))
    taken = min(dealt // 2, int(target_build) * 10 + 9)
    return dealt, taken


def break_barrier(build: float, barrier_hp: int, dice: Dice) -> tuple[bool, int, int]:
    """A vehicle driven at a barrier: 1D10 per point of Build. If the barrier holds, the vehicle is wrecked; if it
    breaks, the vehicle takes half the barrier's hit points as damage. Returns (broken, dealt, damage taken)."""
    dealt = sum(dice.roll(10) for _ in range(max(1, int(build))))
    if dealt < barrier_hp:
        return False, dealt, -1  # -1: wrecked
    return True, dealt, barrier_hp // 2


def cautious_bonus_dice(actions_spent: int) -> int:
    """A cautious approach to a hazard: 1 or 2 movement actions buy as many bonus dice."""
    if not 0 <= actions_spent <= 2:
        raise ValueError(f"a cautious approach spends 0 to 2 movement actions, not {actions_spent}")
    return actions_spent
