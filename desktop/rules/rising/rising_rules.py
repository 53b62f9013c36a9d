"""Cthulhu Rising combat: strike ranks, the skill-results table, attack modifiers, hit locations and what damage
does to them, knockback, bursts and the firing schedule, range bands, malfunctions and the missile fumble table,
area-effect damage, the resistance table, and the death countdown.

Characteristics: the variant counts on the old 3-18 scale (CON×5%, SIZ over 20...). Keeper Desk sheets hold
7th-edition values, five times those, so CON×5% is the sheet's CON itself and the old SIZ is a fifth of the sheet's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from desktop.rules.dice import Dice
from desktop.rules.rising.tables import BaseSkill, rising_tables
from desktop.rules.roster.sheet import Weapon

MIN_ATTACK = 5
SCHEDULE = (0, 3, 7)  # several shots: on the DEX strike rank, then 3 and 7 later
LIMBS = ("Right leg", "Left leg", "Right arm", "Left arm")
BODY = ("Head", "Chest", "Abdomen")


class RisingResult(StrEnum):
    CRITICAL = "critical"
    SPECIAL = "special"
    SUCCESS = "success"
    FAILURE = "failure"
    FUMBLE = "fumble"


@dataclass(frozen=True)
class Missing:
    """A value the damaged source lost: what it is, for the Keeper to decide."""

    what: str


def old_scale(value: int) -> int:
    """A 7th-edition characteristic on the old 3-18 scale."""
    return value // 5


# --- skill results and attack chances ----------------------------------------------------------------------------


def skill_result(roll: int, skill: int) -> tuple[RisingResult, Missing | None]:
    """The result of a 1D100 roll (1-100, 100 is 00) against a skill, from the skill-results table. Where the row
    lost a range, the result is read without it and the lost range is returned too."""
    if not 1 <= roll <= 100:
        raise ValueError(f"a percentile roll is 1 to 100, not {roll}")
    rows = rising_tables().skill_results
    row = next(r for r in rows if r.top >= min(max(skill, 1), 100))
    missing = Missing(row.missing) if row.missing else None
    if row.fumble is not None and roll >= row.fumble:
        return RisingResult.FUMBLE, None
    if row.critical is not None and roll <= row.critical:
        return RisingResult.CRITICAL, None
    if row.special is not None and roll <= row.special:
        return RisingResult.SPECIAL, missing if row.critical is None else None
    if roll <= skill:
        lost_fumble = row.fumble is None and roll >= 96
        return RisingResult.SUCCESS, missing if lost_fumble or (row.special is None and roll <= 2) else None
    return RisingResult.FAILURE, missing if row.fumble is None and roll >= 96 else None


def attack_chance(skill: int, modifiers: Iterable[int] = ()) -> int:
    """The skill with every attack modifier added; however many penalties, never below 05%."""
    return max(MIN_ATTACK, skill + sum(modifiers))


def size_modifier(target_siz: int) -> int:
    """+5% per 10 points of (old-scale) SIZ over 20; -10% per point under 4."""
    if target_siz > 20:
        return 5 * ((target_siz - 20) // 10)
    if target_siz < 4:
        return -10 * (4 - target_siz)
    return 0


# --- strike ranks ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CombatantSR:
    """One combatant's strike rank this round: the Keeper sets the DEX strike rank (the source's DEX table is lost)
    and any strike-rank modifiers (whose numbers the source also lost)."""

    name: str
    dex_sr: int
    modifiers: tuple[int, ...] = ()

    @property
    def strike_rank(self) -> int:
        return self.dex_sr + sum(self.modifiers)


def strike_rank_order(combatants: Iterable[CombatantSR]) -> list[tuple[int, str]]:
    """Who acts on which of the round's ten strike ranks, earliest first (ties in the order given); beyond 10, next
    round."""
    listed = [(c.strike_rank, i, c.name) for i, c in enumerate(combatants)]
    for strike_rank, _i, name in listed:
        if strike_rank < 1:
            raise ValueError(f"{name}: a strike rank is 1 to 10, not {strike_rank}")
    return [(sr, name) for sr, _i, name in sorted(listed)]


def firing_schedule(dex_sr: int, shots: int) -> list[int]:
    """The strike ranks of several single shots or bursts in a round: DEX SR, then +3, then +7 (e.g. DEX SR 3 fires
    on 3, 6 and 10). Shots that would fall after strike rank 10 do not happen this round."""
    if not 1 <= dex_sr <= 10:
        raise ValueError(f"a DEX strike rank is 1 to 10, not {dex_sr}")
    if not 1 <= shots <= len(SCHEDULE):
        raise ValueError(f"the schedule covers 1 to {len(SCHEDULE)} shots a round, not {shots}")
    return [dex_sr + offset for offset in SCHEDULE[:shots] if dex_sr + offset <= 10]


def movement(strike_ranks: int, running: bool = False) -> int:
    """Metres covered: 3 a strike rank, 6 running (doing nothing else)."""
    return strike_ranks * (6 if running else 3)


# --- firearms ---------------------------------------------------------------------------------------------------

MULTIPLIERS = (2.0, 1.0, 0.5, 0.25)


def range_multiplier(weapon: str, metres: float) -> tuple[float | None, Missing | None]:
    """The hit chance's multiplier at a range for a weapon class (x2, x1, x1/2, x1/4); None beyond the last band.
    A lost band is skipped and returned as Missing."""
    band = next((b for b in rising_tables().range_bands if b.weapon.casefold() == weapon.casefold()), None)
    if band is None:
        raise ValueError(f"no range bands for {weapon!r}")
    missing = Missing(band.missing) if band.missing else None
    for multiplier, farthest in zip(MULTIPLIERS, band.bands, strict=True):
        if farthest is not None and metres <= farthest:
            return multiplier, missing if band.bands[0] is None and multiplier == 1.0 else None
    return None, None


def burst_chance(chance: int, shots: int, multiplier: float, skill: int | None = None) -> int:
    """A burst: +3% per shot on the attack chance, only in the x2 and x1 bands; the shots never raise it above double
    the weapon skill (`skill`, the chance itself when not given). A chance already above that (the x2 band) stays."""
    if shots < 1:
        raise ValueError("a burst fires at least one shot")
    if multiplier < 1.0:
        return chance
    ceiling = 2 * (chance if skill is None else skill)
    return max(chance, min(ceiling, chance + 3 * shots))


def burst_hits(shots: int, dice: Dice) -> tuple[int, Missing]:
    """How many shots of a burst that hit land: the source says to roll but its die is lost; Keeper Desk rolls
    1D(shots) and says so."""
    return dice.roll(shots), Missing("the die for the number of hits is lost: rolled 1D(shots)")


def malfunction(roll: int) -> str:
    """A malfunction's 1D100: 01-50 the weapon jams (fixed with a skill roll in 1D6 rounds), 51+ the missile
    fumble table."""
    if not 1 <= roll <= 100:
        raise ValueError(f"a percentile roll is 1 to 100, not {roll}")
    return "jam" if roll <= 50 else "fumble"


def missile_fumble(roll: int) -> str:
    if not 1 <= roll <= 100:
        raise ValueError(f"a percentile roll is 1 to 100, not {roll}")
    return next(f.effect for f in rising_tables().missile_fumbles if roll <= f.high)


def area_effect_damage(damage: int, armour: int, critical: bool = False) -> int:
    """Explosive or burning damage against armour, all to total HP: damage above the armour comes through less half
    the armour (rounded up); armour at least the damage stops it; a critical (defence) lets only 1 HP through."""
    if critical:
        return min(1, max(0, damage))
    if damage > armour:
        return damage - (armour + 1) // 2
    return 0


# --- weapon classes and their base skills --------------------------------------------------------------------

_CLASSES = (  # (class, words in the weapon's name or skill), the first that fits
    ("high-energy", r"plasma|fusion"),
    ("heavy weapons", r"heavy weapons|artillery|rail ?gun|particle|missile|grenade launcher|rocket|bazooka|mortar"),
    ("gunnery", r"gunnery|mounted"),
    ("shotgun", r"shotgun"),
    ("machine gun", r"submachine|machine gun|smg|ssw|mini ?gun|smart ?gun|flamethrower|thompson|tommy"),
    ("rifle", r"rifle|carbine|musket"),
    ("handgun", r"handgun|pistol|revolver|taser|derringer|\.38|\.45"),
    ("sword", r"sword|vibro|sabre|saber|rapier|katana|cutlass"),
    ("blade", r"blade|knife|dagger|machete|bayonet|razor|stiletto"),
)


def weapon_class(weapon: Weapon) -> str | None:
    """The variant's class of a weapon from its name and skill (a Thompson is a machine gun, a 12-gauge under
    Rifle/Shotgun a shotgun), or None for a class the source gives no base for (brawling, claws, thrown things)."""
    if weapon.skill.startswith("Throw"):
        return None
    name, skill = weapon.name.casefold(), weapon.skill.casefold()
    if skill == "firearms (rifle/shotgun)" and len(weapon.damage_bands) > 1:
        return "shotgun"
    for cls, words in _CLASSES:
        if re.search(words, name) or (cls != "shotgun" and re.search(words, skill)):
            return cls
    return None


def class_base(weapon: Weapon) -> BaseSkill | None:
    """The base skill of the weapon's class, for a fighter who lacks the weapon's own skill."""
    cls = weapon_class(weapon)
    return next((b for b in rising_tables().base_skills if b.cls == cls), None) if cls else None


# --- hit locations and what damage does there --------------------------------------------------------------------


def hit_location(roll: int, missile: bool) -> str:
    """The humanoid hit location of a 1D20 roll, on the melee or the missile table."""
    if not 1 <= roll <= 20:
        raise ValueError(f"a hit-location roll is 1 to 20, not {roll}")
    table = rising_tables().missile_locations if missile else rising_tables().melee_locations
    return next(row.name for row in table if row.low <= roll <= row.high)


@dataclass(frozen=True)
class LocationResult:
    """What one blow does to a location: `level` 'none', 'disabled' (damage reached its HP) or 'maimed' (double);
    the effect in words, and what follows (a bleeding roll each round, unconsciousness, a fall)."""

    location: str
    level: str
    effect: str
    bleeding: bool = False  # CON×5% each round or lose 1 HP; CON×1% stops it (or allows a heroic action)
    unconscious: bool = False
    falls: bool = False
    lost_within: int | None = None  # a maimed limb is lost for good unless healed within this many rounds
    total_damage: int = 0  # what reaches total HP (a limb takes at most double its HP)


_DISABLED = {
    "Head": (
        "Unconscious. Bleeding: CON×5% each round or lose 1 HP; CON×1% stops it, or allows a heroic action.",
        True,
        True,
        False,
    ),
    "Chest": (
        "Falls and cannot fight; can crawl, and give First Aid even to self. Bleeding: CON×5% each round or lose "
        "1 HP; CON×1% stops it, or allows a heroic action.",
        True,
        False,
        True,
    ),
    "Abdomen": (
        "Both legs useless: falls, may fight from the ground and give First Aid, even to self. Bleeding: CON×5% "
        "each round or lose 1 HP; CON×1% stops it, or allows a heroic action.",
        True,
        False,
        True,
    ),
    "arm": (
        "The arm is useless and drops what it held; stays standing unless knocked back; may still give First Aid.",
        False,
        False,
        False,
    ),
    "leg": ("The leg is useless: falls, may fight from the ground and give First Aid.", False, False, True),
}


def location_hit_points(total_hp: int) -> dict[str, int]:
    """Each location's hit points for a fighter of `total_hp` (their full total), by RuneQuest 3's humanoid table
    (rising.toml: seed 004 lost its own): total 1-3, 4-6, ... 19-21 read across, and each three above 21 add 1 to
    every location. Total 12: legs, abdomen and head 4, chest 5, arms 3. A total below 1 reads as 1."""
    band = (max(1, total_hp) - 1) // 3
    extra = max(0, band - 6)
    return {row.location: row.hp[min(band, 6)] + extra for row in rising_tables().location_hp}


LOCATION_LEVELS = ("not set", "unhurt", "hurt", "disabled", "maimed", "out")


def location_level(location: str, damage: int, location_hp: int | None) -> str:
    """How a location stands, for the Keeper's eye: "not set" (no HP yet), "unhurt", "hurt" (below its HP),
    "disabled" (damage at its HP), and at double: "maimed" for a limb (maimed or severed), "out" for the head, chest
    or abdomen (out cold, losing 1 HP a round)."""
    if location_hp is None or location_hp < 1:
        return "not set"
    if damage <= 0:
        return "unhurt"
    if damage < location_hp:
        return "hurt"
    if damage < 2 * location_hp:
        return "disabled"
    return "maimed" if location in LIMBS else "out"


def location_result(location: str, damage: int, location_hp: int | None) -> LocationResult:
    """Damage (after armour) to a location with `location_hp`: nothing more when below it; at it, the location is
    disabled; at double, the body is knocked out and a limb maimed or severed (lost unless healed to positive HP
    within 10 rounds; it passes at most double its HP to total HP). A location's HP the Keeper has not set cannot
    be judged: ValueError asks for it."""
    if location_hp is None or location_hp < 1:
        raise ValueError(f"{location}: set this location's hit points first (the source does not give them)")
    limb = location in LIMBS
    total = min(damage, 2 * location_hp) if limb else damage
    if damage < location_hp:
        return LocationResult(location, "none", "No further effect.", total_damage=max(0, damage))
    if damage >= 2 * location_hp:
        if limb:
            effect = (
                "The limb is maimed or severed; unconscious, losing 1 HP a round; CON×1% allows a heroic "
                "action but does not stop the bleeding. Lost for good unless healed to positive HP within 10 "
                "rounds."
            )
            return LocationResult(location, "maimed", effect, True, True, True, 10, total)
        return LocationResult(
            location,
            "maimed",
            "Unconscious, losing 1 HP a round; no CON roll or heroic action helps.",
            True,
            True,
            True,
            None,
            total,
        )
    key = location if location in BODY else location.split()[-1]
    effect, bleeding, unconscious, falls = _DISABLED[key]
    return LocationResult(location, "disabled", effect, bleeding, unconscious, falls, None, total)


def knockback_metres(damage: int, siz: int, special: bool = False) -> int:
    """Metres knocked back: one for every full 5 points of damage beyond the target's (old-scale) SIZ; a special or
    critical hit knocks back at least 1 m. The target falls unless DEX×5% succeeds."""
    metres = max(0, (damage - siz) // 5)
    return max(metres, 1) if special else metres


def resistance_chance(active: int, passive: int) -> int:
    """The resistance table (old-scale characteristics): 50% plus 5% for each point the active side exceeds the
    passive, from 0 to 100 (a difference of ten or more decides it)."""
    return max(0, min(100, 50 + 5 * (active - passive)))


def death_countdown(total_hp: int, con: int) -> str:
    """Where total hit points leave a combatant (CON on the old scale): 3+ fighting; 1-2 unconscious unless CON×5%
    each round; 0 dying in CON rounds without emergency care; below 0 but no lower than -CON, losing 1 HP a round,
    savable by heroic measures; below -CON dead."""
    if total_hp >= 3:
        return "fighting"
    if total_hp >= 1:
        return "unconscious unless CON×5% each round"
    if total_hp == 0:
        return f"dying: dead in {con} rounds without emergency care"
    if total_hp >= -con:
        return "dying, losing 1 HP a round: heroic measures may still save them"
    return "dead"
