"""Reference tables loaded once from resources/data and validated on load (through the one codec): skills, weapons
and armour, and the reader every other table goes through."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, is_dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from desktop.resources import resource_path
from desktop.rules.codec import NO_NULL, CodecError, from_data
from desktop.rules.dice import DiceExpr
from desktop.rules.roster.sheet import Skill, Weapon, damage_bands


@dataclass(frozen=True)
class SkillEntry:
    name: str
    base: int | Literal["half DEX", "EDU"]
    specialization: bool = False
    default: str = ""
    # a specialisation's own base, where it differs by specialisation; the file writes a table {"Axe": 15}
    bases: tuple[tuple[str, int], ...] = field(default=(), metadata={"by_key": True})

    def __post_init__(self) -> None:
        strange = next((f"{name} {base}" for name, base in self.bases if not 0 <= base <= 99), None)
        if strange is not None:
            raise ValueError(f"bases: a specialisation's base is 0 to 99, not {strange}")

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


_KEY = r"[A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*"
_HEADER = rf"\[\[\s*(?P<list>{_KEY})\s*\]\]\s*(?:#.*)?|\[\s*(?P<table>{_KEY})\s*\]\s*(?:#.*)?"  # [[a.b]], [a]


def entry_names(name: str, table: str) -> tuple[str, ...] | None:
    """The `name` of each entry of a data file's list (`[[creature]]`), in the file's order, read from its lines
    without parsing the file (what a picker lists before the entries are read). None when the file is written in a
    way this quick read does not follow (a string over several lines, an escape, a name not written `name = "…"`):
    then the full read answers, and refuses a malformed file by name."""
    found = entry_fields(name, table, ("name",))
    return None if found is None else tuple(entry[0] for entry in found)


def entry_fields(name: str, table: str, keys: tuple[str, ...]) -> tuple[tuple[str, ...], ...] | None:
    """The text of `keys` of each entry of a data file's list (`[[creature]]`), `keys[0]` naming the entry, in the
    file's order, read from its lines as `entry_names` reads them: a key an entry does not give is "" (the default of
    each text field read so). None when the file is written in a way this quick read does not follow (see
    `entry_names`; one of `keys` not written `key = "…"`, or an entry with no `keys[0]`)."""
    text = resource_path("data", name).read_text(encoding="utf-8")
    if '"""' in text or "'''" in text or "\\" in text:
        return None
    wanted = re.compile(rf"(?P<key>{'|'.join(map(re.escape, keys))})\s*=")
    entries: list[dict[str, str]] = []
    entry: dict[str, str] | None = None  # the keys read of an entry of `table` whose own lines these are
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("["):
            header = re.fullmatch(_HEADER, line)
            if header is None or (entry is not None and keys[0] not in entry):  # not a header, or an unnamed entry
                return None
            entry = {} if header["list"] is not None and header["list"] == table else None
            if entry is not None:
                entries.append(entry)
        elif entry is not None and (key := wanted.match(line)):
            value = re.fullmatch(rf'{re.escape(key["key"])}\s*=\s*"(?P<value>[^"]*)"\s*(?:#.*)?', line)
            if value is None or key["key"] in entry:  # written some other way (a number, a literal), or twice
                return None
            entry[key["key"]] = value["value"]
    if not entries or any(keys[0] not in e for e in entries):
        return None
    return tuple(tuple(e.get(key, "") for key in keys) for e in entries)


def read_tables(
    name: str,
    tables: Mapping[str, Any],
    labels: Mapping[type, str] | None = None,
    keys: Mapping[type, Mapping[str, str]] | None = None,
    null: Mapping[str, Any] | None = None,
) -> dict[str, tuple]:
    """The lists of one shipped data file, each `table` read as a tuple of its class by the one codec: an unknown or
    missing table, an unknown or missing key, a value of the wrong type is refused by a CatalogError naming the file,
    the table's entry and the key ("weapons.toml: weapon 'Machete': damage: expected text, not 8"). An entry is
    named by its table; `labels` names nested ones, `keys` gives the file's own names for fields (see codec) and
    `null` what stands for None in a table ({"range_band": -1})."""
    data = load_table(name)
    unknown = sorted(set(data) - set(tables))
    if unknown:
        raise CatalogError(f"{name}: unknown table {unknown[0]!r}")
    read = {}
    for table, tp in tables.items():
        if table not in data:
            raise CatalogError(f"{name}: missing table {table!r}")
        where = name if is_dataclass(tp) else f"{name}: {table}"
        try:
            read[table] = from_data(
                tuple[tp, ...],
                data[table],
                where,
                {tp: table, **(labels or {})},
                keys,
                (null or {}).get(table, NO_NULL),
            )
        except CodecError as exc:
            raise CatalogError(str(exc)) from None
    return read


def read_entries(
    name: str,
    table: str,
    tp: type,
    labels: Mapping[type, str] | None = None,
    keys: Mapping[type, Mapping[str, str]] | None = None,
) -> tuple:
    """The entries of a data file holding one list (`[[weapon]]`), read as `read_tables` reads them."""
    return read_tables(name, {table: tp}, labels, keys)[table]


@cache
def skill_catalog() -> tuple[SkillEntry, ...]:
    return read_entries("skills.toml", "skill", SkillEntry)


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
    weapons = read_entries("weapons.toml", "weapon", Weapon, keys={Weapon: {"db": "adds_damage_bonus"}})
    for weapon in weapons:
        try:
            for part in damage_bands(weapon.damage):
                DiceExpr.parse(part)
        except ValueError as exc:
            raise CatalogError(f"weapons.toml: weapon {weapon.name!r}: damage: {exc}") from exc
    return weapons


@dataclass(frozen=True)
class Armour:
    name: str
    points: int

    def __post_init__(self) -> None:
        if self.points < 0:
            raise ValueError(f"points: whole and not negative, not {self.points}")


@cache
def armour_catalog() -> tuple[Armour, ...]:
    """The armour table: points taken off each hit."""
    return read_entries("armour.toml", "armour", Armour)
