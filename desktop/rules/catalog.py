"""Reference tables loaded once from resources/data and validated on load: skills and weapons."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from desktop.resources import resource_path
from desktop.rules.dice import DiceExpr
from desktop.rules.roster.sheet import Skill, Weapon, damage_bands


@dataclass(frozen=True)
class SkillEntry:
    name: str
    base: int | str
    specialization: bool = False
    default: str = ""
    bases: tuple[tuple[str, int], ...] = ()  # a specialisation's own base, where it differs by specialisation

    def base_value(self, dexterity: int, education: int) -> int:
        if self.base == "half DEX":
            return dexterity // 2
        if self.base == "EDU":
            return education
        return int(self.base)


class CatalogError(ValueError):
    """A shipped data table is malformed."""


def _load(path: Path) -> dict:
    import tomllib  # only when a table is first read: start-up needs none of them

    with path.open("rb") as handle:
        try:
            return tomllib.load(handle)
        except tomllib.TOMLDecodeError as exc:
            raise CatalogError(f"{path.name}: {exc}") from exc


def load_table(name: str) -> dict:
    """One of the shipped data tables in resources/data, read as TOML."""
    return _load(resource_path("data", name))


@cache
def skill_catalog() -> tuple[SkillEntry, ...]:
    entries = []
    for row in _load(resource_path("data", "skills.toml"))["skill"]:
        bases = row.get("bases", {})
        if not all(isinstance(v, int) and 0 <= v <= 99 for v in bases.values()):
            raise CatalogError(f"skills.toml: {row['name']} has a specialisation base that is not 0 to 99")
        entry = SkillEntry(
            row["name"],
            row["base"],
            row.get("specialization", False),
            row.get("default", ""),
            tuple(sorted(bases.items())),
        )
        if not isinstance(entry.base, int) and entry.base not in ("half DEX", "EDU"):
            raise CatalogError(f"skills.toml: {entry.name} has an unknown base {entry.base!r}")
        entries.append(entry)
    return tuple(entries)


def skill_entry(name: str) -> SkillEntry | None:
    return next((e for e in skill_catalog() if e.name == name), None)


def specialisation_base(family: str, specialisation: str = "") -> int:
    """The base of a skill nobody has trained: Firearms (Rifle/Shotgun) 25, Fighting (Whip) 5; a specialisation
    the table does not list has its family's base; an unknown skill, or one based on a characteristic, 0."""
    entry = skill_entry(family)
    if entry is None:
        return 0
    own = dict(entry.bases)
    if specialisation in own:
        return own[specialisation]
    return entry.base if isinstance(entry.base, int) else 0


def standard_skills(dexterity: int, education: int) -> tuple[Skill, ...]:
    """Every skill of the list at its base value, with the usual specialisation where there is one."""
    return tuple(
        Skill(e.name, e.base_value(dexterity, education), e.default)
        for e in skill_catalog()
        if not e.specialization or e.default
    )


@cache
def weapon_catalog() -> tuple[Weapon, ...]:
    weapons = []
    for row in _load(resource_path("data", "weapons.toml"))["weapon"]:
        try:
            for part in damage_bands(row["damage"]):
                DiceExpr.parse(part)
        except ValueError as exc:
            raise CatalogError(f"weapons.toml: {row.get('name')}: {exc}") from exc
        weapons.append(
            Weapon(
                name=row["name"],
                skill=row["skill"],
                damage=row["damage"],
                impaling=row.get("impaling", False),
                range=row.get("range", ""),
                attacks=row.get("attacks", "1"),
                ammo=row.get("ammo"),
                malfunction=row.get("malfunction"),
                adds_damage_bonus=row.get("db", False),
            )
        )
    return tuple(weapons)


@dataclass(frozen=True)
class Armour:
    name: str
    points: int


@cache
def armour_catalog() -> tuple[Armour, ...]:
    """The armour table: points taken off each hit."""
    entries = []
    for row in _load(resource_path("data", "armour.toml"))["armour"]:
        if not isinstance(row.get("points"), int) or row["points"] < 0:
            raise CatalogError(f"armour.toml: {row.get('name')} needs whole, non-negative points")
        entries.append(Armour(row["name"], row["points"]))
    return tuple(entries)
