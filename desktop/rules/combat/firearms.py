"""Firearms: range bands, the modifier checklist, shotguns, malfunctions, impales, full-auto volleys, reloading."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields

from desktop.rules.checks import Difficulty, SuccessLevel
from desktop.rules.combat.resolution import firearm_difficulty
from desktop.rules.dice import MAX_NET_DICE
from desktop.rules.roster.sheet import Weapon

_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def is_ranged(weapon: Weapon) -> bool:
    """Firearms, bows and thrown weapons are resolved like firearm shots (the target may dive for cover)."""
    return weapon.skill.startswith(("Firearms", "Throw"))


def is_shotgun(weapon: Weapon) -> bool:
    """Damage written by range band, as a shotgun's is ("4D6/2D6/1D6"); a slash in brackets only divides."""
    return len(weapon.damage_bands) > 1


def is_full_auto(weapon: Weapon) -> bool:
    return "auto" in weapon.attacks.lower()


def is_handgun(weapon: Weapon) -> bool:
    return weapon.skill == "Firearms (Handgun)"


def shots_per_round(weapon: Weapon) -> int:
    """The most single shots a round, read from the weapon table's attacks: '1 (3)' for a revolver is 3, '1 or 2'
    for a double-barrelled shotgun 2, a bolt-action rifle's '1' one. Bursts and full auto are fired otherwise."""
    return max([1, *(int(n) for n in re.findall(r"\d+", weapon.attacks))])


def range_bands(weapon: Weapon) -> tuple[float, ...]:
    """The yard figures written in a weapon's range: (15,) for '15 yards', (10, 20, 50) for a shotgun."""
    return tuple(float(n) for n in _NUMBER.findall(weapon.range))


def shot_difficulty(weapon: Weapon, distance: float) -> Difficulty | None:
    """Regular within base range, Hard to twice it, Extreme to four times; None when out of range.

    A shotgun's bands set its damage, not the difficulty: within its last band the shot is Regular.
    """
    bands = range_bands(weapon)
    if not bands:
        return Difficulty.REGULAR  # no range written: the Keeper judges, at Regular
    if is_shotgun(weapon):
        return Difficulty.REGULAR if distance <= bands[-1] else None
    return firearm_difficulty(distance, bands[0])


def shotgun_damage(weapon: Weapon, distance: float) -> str | None:
    """The damage of a shotgun at a distance from its bands (4D6/2D6/1D6 at 10/20/50 yards), or None beyond."""
    damages, bands = weapon.damage_bands, range_bands(weapon)
    for damage, band in zip(damages, bands):
        if distance <= band:
            return damage
    return None


def point_blank(distance_yards: float, dex: int) -> bool:
    """Point-blank range is within a fifth of the shooter's DEX in feet."""
    return distance_yards * 3 <= dex / 5


def malfunctions(roll: int, malfunction: int | None) -> bool:
    """A roll at or above the weapon's malfunction number jams it: the shot does not fire."""
    return malfunction is not None and roll >= malfunction


def impales(level: SuccessLevel, difficulty: Difficulty) -> bool:
    """An extreme success impales; when the shot already needed an Extreme success, only a 01 does."""
    if difficulty >= Difficulty.EXTREME:
        return level == SuccessLevel.CRITICAL
    return level >= SuccessLevel.EXTREME


@dataclass(frozen=True)
class FirearmModifiers:
    """The Keeper's checklist for one shot; each item is one bonus or one penalty die."""

    aiming: bool = False  # bonus
    point_blank: bool = False  # bonus
    large_target: bool = False  # bonus: Build 4 or more
    diving_for_cover: bool = False  # penalty: the target dived for cover successfully
    concealed: bool = False  # penalty: half or more of the target hidden
    fast_target: bool = False  # penalty: moving at MOV 8 or more
    small_target: bool = False  # penalty: Build -2 or less
    loading_and_firing: bool = False  # penalty: loaded one round and fired in the same round
    several_handgun_shots: bool = False  # penalty on every shot
    into_melee: bool = False  # penalty; a fumble hits the ally with the lowest Luck
    from_moving_vehicle: bool = False  # penalty: a chase, unless the shooter spends an action holding still

    BONUSES = ("aiming", "point_blank", "large_target")

    def dice(self) -> tuple[int, int]:
        """(bonus, penalty) dice after cancelling one for one, at most two either way."""
        bonus = sum(getattr(self, f.name) for f in fields(self) if f.name in self.BONUSES)
        penalty = sum(getattr(self, f.name) for f in fields(self) if f.name not in self.BONUSES)
        net = max(-MAX_NET_DICE, min(MAX_NET_DICE, bonus - penalty))
        return max(net, 0), max(-net, 0)

    def labels(self) -> list[str]:
        return [f.name.replace("_", " ") for f in fields(self) if getattr(self, f.name)]


def small_or_large(build: int) -> tuple[bool, bool]:
    """(small target, large target) from the target's Build."""
    return build <= -2, build >= 4


def volley_roll(index: int, bonus: int, penalty: int, difficulty: Difficulty) -> tuple[int, int, Difficulty] | None:
    """Dice and difficulty of the index-th attack roll (0 first) of a full-auto burst.

    Each roll after the first adds a penalty die (or removes a bonus die). Where that would make three penalty
    dice, it stays at two and the difficulty rises one step instead. None when no roll could hit any more.
    """
    net = bonus - penalty - index
    steps = 0
    if net < -MAX_NET_DICE:
        steps = -MAX_NET_DICE - net
        net = -MAX_NET_DICE
    level = int(difficulty) + steps
    if level > Difficulty.EXTREME:
        return None
    return max(net, 0), max(-net, 0), Difficulty(level)


def volleys(bullets: int, size: int) -> list[int]:
    """Split the bullets fired at one target into volleys of `size` (the last may be smaller)."""
    return [min(size, bullets - start) for start in range(0, bullets, size)]


def reload_amount(weapon: Weapon) -> int:
    """Rounds loaded in one combat round: two shells or cartridges, or a whole magazine for automatic weapons."""
    if weapon.ammo is None:
        return 0
    return weapon.ammo if is_full_auto(weapon) else min(2, weapon.ammo)
