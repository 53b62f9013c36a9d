"""Cthulhu Rising's tables from resources/data/rising.toml, each checked when read; a lost value is None."""

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
    sr_modifiers: tuple[Modifier, ...]
    attack_modifiers: tuple[Modifier, ...]
    range_bands: tuple[RangeBand, ...]
    base_skills: tuple[BaseSkill, ...]
    missile_fumbles: tuple[Fumble, ...]


def _lost(value: int) -> int | None:
    return None if value == -1 else value


@cache
def rising_tables() -> RisingTables:
    from desktop.rules.catalog import CatalogError, load_table

    data = load_table("rising.toml")
    try:
        tables = RisingTables(
            tuple(
                SkillRow(r["top"], _lost(r["critical"]), _lost(r["special"]), _lost(r["fumble"]), r.get("missing", ""))
                for r in data["skill_result"]
            ),
            tuple(LocationRow(**r) for r in data["melee_location"]),
            tuple(LocationRow(**r) for r in data["missile_location"]),
            tuple(Modifier(r["name"], _lost(r["value"])) for r in data["sr_modifier"]),
            tuple(Modifier(r["name"], r["value"]) for r in data["attack_modifier"]),
            tuple(
                RangeBand(r["weapon"], tuple(_lost(b) for b in r["bands"]), r.get("missing", ""))
                for r in data["range_band"]
            ),
            tuple(BaseSkill(r["class"], r["weapon"], r["value"]) for r in data["base_skill"]),
            tuple(Fumble(**r) for r in data["missile_fumble"]),
        )
    except (KeyError, TypeError) as exc:
        raise CatalogError(f"rising.toml: {exc}") from exc
    for table in (tables.melee_locations, tables.missile_locations):
        covered = [n for row in table for n in range(row.low, row.high + 1)]
        if sorted(covered) != list(range(1, 21)):
            raise CatalogError("rising.toml: a hit-location table must cover 1 to 20 once each")
    tops = [row.top for row in tables.skill_results]
    if tops != sorted(tops) or tops[-1] < 100:
        raise CatalogError("rising.toml: skill results must rise to 100")
    return tables
