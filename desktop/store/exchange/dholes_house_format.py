"""Dhole's House's JSON fields: their names, how their values are written (numbers as text, an empty group null),
and reading one by name; beside them, the group of Keeper Desk's own for what Dhole's House has no place for."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from desktop.rules.conditions import Condition
from desktop.rules.roster.sheet import DRAINS, Kind
from desktop.store.exchange.foreign import ImportProblem, brief, number, pick, shown

EXTENSION = "KeeperDesk"  # what Dhole's House has no place for; the other tools' readers pass over it
STATS = ("STR", "DEX", "INT", "CON", "APP", "POW", "SIZ", "EDU")  # in Dhole's House's order
RENAMED = {"Operate Heavy Machine": "Operate Heavy Machinery"}  # Dhole's House's name: ours
EXPORTED = {ours: theirs for theirs, ours in RENAMED.items()}
STORY = (  # Backstory's keys (Dhole's House spells injuries "injurues") and how the notes label each
    ("description", "Description"),
    ("ideology", "Ideology"),
    ("people", "Significant people"),
    ("locations", "Meaningful locations"),
    ("possessions", "Treasured possessions"),
    ("traits", "Traits"),
    ("injurues", "Injuries and scars"),
    ("phobias", "Phobias and manias"),
    ("tomes", "Arcane tomes and spells"),
    ("encounters", "Encounters"),
)
KNOWN = {
    "Investigator": (
        "Header",
        "PersonalDetails",
        "Personal Details",
        "Characteristics",
        "Skills",
        "Talents",
        "Weapons",
        "Combat",
        "Backstory",
        "Possessions",
        "Cash",
        "Assets",
        EXTENSION,
    ),
    "PersonalDetails": ("Name", "Occupation", "Archetype", "Gender", "Age", "Birthplace", "Residence", "Portrait"),
    "Characteristics": (
        *STATS,
        *("Move", "Luck", "LuckMax", "Sanity", "SanityStart", "SanityMax", "MagicPts", "MagicPtsMax", "HitPts"),
        *("HitPtsMax", "DamageBonus", "Build", "OccupationSkillPoints", "PersonalInterestSkillPoints", "HP", "MP"),
        "SAN",
    ),
    "Skill": ("name", "subskill", "sub_skill", "value", "half", "fifth", "occupation"),
    "weapon": (
        *("name", "skillname", "skill", "regular", "hard", "extreme", "damage", "range", "attacks", "ammo"),
        *("malf", "malfunction"),
    ),
    "Combat": ("DamageBonus", "Build", "Dodge"),
    "Backstory": (*(key for key, _ in STORY), "injuries"),
    "Cash": ("spending", "cash", "assets"),
    EXTENSION: ("kind", "conditions", "ticked", "weapons"),
}
_FIRST_NUMBER = re.compile(r"\s*(\d+)\s*[/(,\-–]")

# --- reading values as Dhole's House writes them ----------------------------------------------------------------


def fields_of(value: Any, where: str, *, required: bool = False) -> dict:
    """A group of fields; an empty one is written null, and a missing one that must be there is refused by name."""
    if value is None or value == "":
        if required:
            raise ImportProblem(f"{where}: missing")
        return {}
    if not isinstance(value, dict):
        raise ImportProblem(f"{where}: expected a group of fields, not {shown(value)}")
    return value


def plain(value: Any, where: str) -> str:
    """Text as the file holds it: plain (Dhole's House writes no markup), its line ends made \\n."""
    if value is None:
        return ""
    if isinstance(value, bool | dict | list):
        raise ImportProblem(f"{where}: expected text, not {shown(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        raise ImportProblem(f"{where}: expected text, not {value!r}")
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, int):
        return str(number(value, where))  # refused by name past what a campaign holds, before str() is asked
    return value.replace("\r\n", "\n").replace("\r", "\n")


def plain_line(value: Any, where: str) -> str:
    """One line of text: line breaks and tabs become spaces, the spaces around it go."""
    return re.sub(r"[\n\t]+", " ", plain(value, where)).strip()


def texts_in(value: Any, where: str) -> list[str]:
    """Every piece of text in a value whatever its shape (Talents and Assets have no fixed one)."""
    if isinstance(value, dict):
        return [word for key, inner in value.items() for word in texts_in(inner, f"{where}.{brief(str(key))}")]
    if isinstance(value, list):
        return [word for i, inner in enumerate(value) for word in texts_in(inner, f"{where}[{i}]")]
    said = "" if isinstance(value, bool) else plain_line(value, where)
    return [said] if said else []


def first_number(value: Any, where: str, label: str, found: Found) -> int | None:
    """A whole number, or the first of several ("30/20" rounds for a magazine and a drum, a "99-100" malfunction)."""
    if isinstance(value, str) and (match := _FIRST_NUMBER.match(value)):
        kept = number(match.group(1), where)
        found.skipped.append(
            f"{label}: {where.rsplit('.', 1)[-1]} {value.strip()!r} kept as {kept} (a sheet holds one)"
        )
        return kept
    return number(value, where)


def bonus_text(value: str) -> str:
    """A damage bonus in the rules' notation: "None", "0" and "+0" are 0, "1D4" is "+1D4"."""
    said = value.strip().upper().replace(" ", "")
    if said in ("", "NONE", "0", "+0", "-"):
        return "0"
    return "+" + said if re.fullmatch(r"\d*D\d+", said) else said


@dataclass
class Found:
    """What reading one file finds beside the sheet: what is left out, what goes into the notes."""

    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)  # fields kept in the notes
    unknown: list[str] = field(default_factory=list)

    def check_keys(self, group: dict, kind: str, where: str) -> None:
        known = {key.casefold() for key in KNOWN[kind]}
        self.unknown += [
            f"{where}.{brief(str(key))}"
            for key, value in group.items()
            if str(key).casefold() not in known and value not in (None, "", [], {})
        ]

    def keep(self, where: str, label: str, said: str) -> None:
        if said:
            self.notes.append(f"{label}: {said}" if label else said)
            self.moved.append(where)


@dataclass(frozen=True)
class Ours:
    """Keeper Desk's own group in a file it wrote: what Dhole's House has no place for."""

    kind: Kind = Kind.INVESTIGATOR
    conditions: tuple[Condition, ...] = ()
    ticked: frozenset[str] = frozenset()
    weapons: tuple[dict, ...] = ()


def read_ours(value: Any, found: Found) -> Ours:
    where = f"Investigator.{EXTENSION}"
    group = fields_of(value, where)
    found.check_keys(group, EXTENSION, where)
    kind = pick(group, "kind") or Kind.INVESTIGATOR.value
    if kind not in [k.value for k in Kind]:  # a list, not a set: the value may be anything, a list too
        raise ImportProblem(f"{where}.kind: expected investigator, npc or monster, not {shown(kind)}")
    conditions = []
    for i, condition in enumerate(listed_value(pick(group, "conditions"), f"{where}.conditions")):
        if condition not in [c.value for c in Condition]:
            raise ImportProblem(f"{where}.conditions[{i}]: not a condition Keeper Desk knows, {shown(condition)}")
        conditions.append(Condition(condition))
    ticked = [
        plain_line(name, f"{where}.ticked[{i}]")
        for i, name in enumerate(listed_value(pick(group, "ticked"), f"{where}.ticked"))
    ]
    marks = []
    for i, mark in enumerate(listed_value(pick(group, "weapons"), f"{where}.weapons")):
        mark = fields_of(mark, f"{where}.weapons[{i}]")
        impaling, drains = pick(mark, "impaling") or False, pick(mark, "drains") or ""
        if not isinstance(impaling, bool):
            raise ImportProblem(f"{where}.weapons[{i}].impaling: expected true or false, not {shown(impaling)}")
        if drains not in DRAINS:
            raise ImportProblem(
                f"{where}.weapons[{i}].drains: expected one of {', '.join(DRAINS[1:])}, not {shown(drains)}"
            )
        marks.append({"impaling": impaling, "drains": drains})
    return Ours(Kind(kind), tuple(conditions), frozenset(ticked), tuple(marks))


def listed_value(value: Any, where: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        raise ImportProblem(f"{where}: expected a list, not {shown(value)}")
    return value
