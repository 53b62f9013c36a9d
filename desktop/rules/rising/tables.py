"""Cthulhu Rising's tables from resources/data/rising.toml, read by the one codec and checked; a lost value is None."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True)
class SkillRow:
    top: int
    critical: int | None  # the highest roll that is a critical
    special: int | None  # the highest roll that is a special success
    fumble: int | None  # the lowest roll that is a fumble (100 is 00)
    missing: str = ""


@dataclass(frozen=True)
class LocationRow:
    low: int
    high: int
    name: str


@dataclass(frozen=True)
class LocationHp:
    """A location's hit points for total HP 1-3, 4-6, ... 19-21 (RuneQuest 3's table; +1 each three above)."""

    location: str
    hp: tuple[int, ...]


@dataclass(frozen=True)
class Modifier:
    name: str
    value: int | None


@dataclass(frozen=True)
class RangeBand:
    weapon: str
    bands: tuple[int | None, ...]  # farthest metres at x2, x1, x1/2, x1/4
    missing: str = ""


@dataclass(frozen=True)
class BaseSkill:
    """The base skill of a weapon class (`cls`, e.g. "machine gun"), with what the source lists in it."""

    cls: str
    weapon: str
    value: int

    @property
    def name(self) -> str:
        return self.weapon


@dataclass(frozen=True)
class Fumble:
    high: int
    effect: str


@dataclass(frozen=True)
class RisingTables:
    skill_results: tuple[SkillRow, ...]
    melee_locations: tuple[LocationRow, ...]
    missile_locations: tuple[LocationRow, ...]
    location_hp: tuple[LocationHp, ...]
    sr_modifiers: tuple[Modifier, ...]
    attack_modifiers: tuple[Modifier, ...]
    range_bands: tuple[RangeBand, ...]
    base_skills: tuple[BaseSkill, ...]
    missile_fumbles: tuple[Fumble, ...]


# The file's tables, in the order of RisingTables' fields; -1 stands for a lost value where one may be lost.
_TABLES = {
    "skill_result": SkillRow,
    "melee_location": LocationRow,
    "missile_location": LocationRow,
    "location_hp": LocationHp,
    "sr_modifier": Modifier,
    "attack_modifier": Modifier,
    "range_band": RangeBand,
    "base_skill": BaseSkill,
    "missile_fumble": Fumble,
}
_LOST = {"skill_result": -1, "sr_modifier": -1, "range_band": -1}


@cache
def rising_tables() -> RisingTables:
    from desktop.rules.catalog import CatalogError, read_tables

    read = read_tables("rising.toml", _TABLES, keys={BaseSkill: {"class": "cls"}}, null=_LOST)
    tables = RisingTables(*read.values())
    for table in (tables.melee_locations, tables.missile_locations):
        covered = [n for row in table for n in range(row.low, row.high + 1)]
        if sorted(covered) != list(range(1, 21)):
            raise CatalogError("rising.toml: a hit-location table must cover 1 to 20 once each")
    names = {row.name for row in tables.melee_locations}
    if sorted(row.location for row in tables.location_hp) != sorted(names) or any(
        len(row.hp) != 7 or min(row.hp) < 1 for row in tables.location_hp
    ):
        raise CatalogError("rising.toml: location hit points: each location once, seven bands of 1 or more")
    tops = [row.top for row in tables.skill_results]
    if tops != sorted(tops) or tops[-1] < 100:
        raise CatalogError("rising.toml: skill results must rise to 100")
    return tables
