"""What reading other tools' exports shares; the readers are dholes_house.py (Dhole's House JSON) and foundry.py
(FoundryVTT CoC7 actors: character, npc, creature), and foreign_files.py says which wrote a file. Every quirk of
those formats is handled: numbers as strings (with leading zeros, "-" for none), a single object where a list
belongs, unused skill slots, languages in the subskill field, damage written with "+DB", misspelled keys. Each sheet
comes with what was skipped and why; a file that cannot be read raises ImportProblem naming the place in the file.
Pure Python: nothing is written here."""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass, field, fields, replace
from typing import Any

from desktop.rules.bestiary import Creature
from desktop.rules.combat.wounds import BonusShare, bonus_share
from desktop.rules.roster.sheet import (
    LINE_LIMIT,
    MAX_SKILL,
    NAME_LIMIT,
    TEXT_LIMIT,
    CharacterSheet,
    Weapon,
    sheet_errors,
    weapon_errors,
)
from desktop.store.exchange.strict_json import LARGEST

DHOLES_HOUSE, FOUNDRY = "Dhole's House", "FoundryVTT CoC7"
ABBREVIATIONS = {
    "strength": "STR",
    "constitution": "CON",
    "size": "SIZ",
    "dexterity": "DEX",
    "appearance": "APP",
    "intelligence": "INT",
    "power": "POW",
    "education": "EDU",
}
# Skill families whose entries need a specialisation; one without it is an unused slot on a sheet.
FAMILIES = ("Art/Craft", "Science", "Fighting", "Firearms", "Language (Other)", "Pilot", "Survival", "Lore")
_RIFLE = "Firearms (Rifle/Shotgun)"
_WEAPON_SKILLS = {
    "brawl": "Fighting (Brawl)",
    "handgun": "Firearms (Handgun)",
    "rifle/shotgun": _RIFLE,
    "rifle": _RIFLE,
    "shotgun": _RIFLE,
    "submachine gun": "Firearms (Submachine Gun)",
    "smg": "Firearms (Submachine Gun)",
    "machine gun": "Firearms (Machine Gun)",
    "bow": "Firearms (Bow)",
    "throw": "Throw",
}
_DB = re.compile(r"\s*\+\s*(half\s+)?(db|damage bonus)\s*$", re.IGNORECASE)
_DIGITS = len(str(LARGEST))


class ImportProblem(ValueError):
    """The file cannot be imported; the message says where in it and why."""


@dataclass
class Imported:
    """One sheet read from another tool, with what was left out and why; `creature`, when the file gives what only
    the campaign's bestiary keeps (a monster's SAN loss), is the bestiary entry the import adds beside the sheet,
    and `kept` says so; `rolls` names the characteristics the file gives only as rolls (abbreviation: formula)."""

    sheet: CharacterSheet
    source: str
    skipped: list[str] = field(default_factory=list)
    creature: Creature | None = None
    kept: list[str] = field(default_factory=list)
    rolls: dict[str, str] = field(default_factory=dict)


# --- reading values whatever their shape ------------------------------------------------------------------------


def shown(value: Any) -> str:
    """A value as a message shows it: short whatever its size (a 50 MB text, a number of 5,000 digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > LARGEST:
        return "a number too large to keep"
    if isinstance(value, dict | list):
        return f"a {'list' if isinstance(value, list) else 'group of fields'}"
    said = repr(value[:60] if isinstance(value, str) else value)
    return said if len(said) <= 50 else said[:48] + "…"


def brief(value: str) -> str:
    """A name as a message shows it: at most 40 characters."""
    return value if len(value) <= 40 else value[:39] + "…"


def number(value: Any, where: str, default: int | None = None) -> int | None:
    """A whole number from a number or text ("050", " 45 ", "45%"); "-", "" and None are missing (`default`).
    Infinity, NaN and numbers beyond what a campaign file holds are refused by name."""
    if value is None or (isinstance(value, str) and value.strip() in ("", "-", "—", "None", "null")):
        return default
    if isinstance(value, bool):
        raise ImportProblem(f"{where}: expected a number, not {value!r}")
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ImportProblem(f"{where}: expected a number, not {value!r}")
        if value != int(value):
            raise ImportProblem(f"{where}: expected a whole number, not {value!r}")
        value = int(value)
    if isinstance(value, str):
        digits = value.strip().rstrip("%").strip()
        if not re.fullmatch(r"[+-]?\d+", digits):
            raise ImportProblem(f"{where}: expected a number, not {shown(value)}")
        if len(digits.lstrip("+-")) > _DIGITS:  # before converting: Python will not convert 4,300 digits or more
            raise ImportProblem(f"{where}: a whole number of {len(digits.lstrip('+-')):,} digits is too large to keep")
        value = int(digits)
    if isinstance(value, int):
        if not -LARGEST <= value <= LARGEST:
            raise ImportProblem(f"{where}: a whole number too large to keep (at most {LARGEST:,})")
        return value
    raise ImportProblem(f"{where}: expected a number, not {shown(value)}")


def items(value: Any) -> list:
    """A list however it came: missing is none, a single object is a list of one."""
    if value is None or value == "":
        return []
    return value if isinstance(value, list) else [value]


def pick(data: Any, *names: str) -> Any:
    """The first of `names` present in `data`, matching case-insensitively (exports misspell and recase keys)."""
    if not isinstance(data, dict):
        return None
    lowered = {str(k).casefold(): v for k, v in data.items()}
    for name in names:
        if name.casefold() in lowered:
            return lowered[name.casefold()]
    return None


def text(value: Any) -> str:
    """Plain text: HTML tags and entities dropped, runs of blank lines closed up."""
    if value is None:
        return ""
    if not isinstance(value, str):
        value = str(value)
    value = re.sub(r"<br\s*/?>|</p>", "\n", value, flags=re.IGNORECASE)
    value = html.unescape(re.sub(r"<[^>]+>", "", value))
    lines = [line.strip() for line in value.replace("\r", "").splitlines()]
    return "\n".join(line for line in lines if line).strip()


def one_line(value: Any) -> str:
    return " ".join(text(value).split())


def skill_named(name: str, specialization: str = "") -> tuple[str, str]:
    """Our name and specialisation for a skill: 'Fighting (Brawl)' → ('Fighting', 'Brawl'); a language in the
    specialisation is a Language (Other); 'Language (Own)' stays whole."""
    name, specialization = one_line(name), one_line(specialization)
    if specialization.casefold() in ("", "none", "-"):
        specialization = ""
    whole = name in ("Language (Own)", "Language (Other)")
    if not specialization and not whole and (m := re.fullmatch(r"(.+?) \((.+)\)", name)):
        family = m.group(1)
        if family in ("Language", "Language (Other)") or family in FAMILIES:
            name, specialization = family, m.group(2)
    if name == "Language" and specialization and specialization.casefold() != "own":
        name = "Language (Other)"
    if name.casefold() == "language (own)" or (name == "Language" and specialization.casefold() in ("", "own")):
        return "Language (Own)", ""  # the one own language, whichever it is
    return name, specialization


# A change made on the way in, said in the list of what is left out or changed.
HALF_BONUS = (
    "its half damage bonus is changed to the full bonus (Keeper Desk halves it only for thrown weapons and bows)"
)


def kept_half_bonus(weapon: Weapon | None, where: str, skipped: list[str]) -> None:
    """A weapon the file gives half the damage bonus that Keeper Desk halves as well (a thrown weapon, a bow): its half
    bonus is kept, so the note that it was changed goes."""
    note = f"{where}: {HALF_BONUS}"
    if weapon is not None and bonus_share(weapon) is BonusShare.HALF and note in skipped:
        skipped.remove(note)


def damage_and_bonus(damage: str, where: str, skipped: list[str]) -> tuple[str, bool]:
    """Damage text without its '+DB' (which becomes the adds-damage-bonus flag)."""
    damage = one_line(damage).replace(" ", "")
    match = _DB.search(damage.replace("+", " + ")) if damage else None
    if match is None:
        found = re.search(r"\+(half)?db$", damage, re.IGNORECASE)
        if not found:
            return damage, False
        half = bool(found.group(1))
        damage = damage[: found.start()]
    else:
        half = bool(match.group(1))
        damage = damage.replace(" ", "")
        damage = re.sub(r"\+(half)?(db|damagebonus)$", "", damage, flags=re.IGNORECASE)
    if half:
        skipped.append(f"{where}: {HALF_BONUS}")
    return damage, True


def weapon_skill(name: str) -> str:
    cleaned = one_line(name)
    return _WEAPON_SKILLS.get(cleaned.casefold(), cleaned)


def checked_weapon(weapon: Weapon, where: str, skipped: list[str]) -> Weapon | None:
    """The weapon, or None with the reason listed: a text longer than the rules keep (LINE_LIMIT: cut short, it
    would be another weapon), or a problem that would stop the sheet saving."""
    too_long = [
        f.name
        for f in fields(weapon)
        if isinstance(getattr(weapon, f.name), str) and len(getattr(weapon, f.name)) > LINE_LIMIT
    ]
    if too_long:
        skipped.append(f"{where}: left out — its {too_long[0]} is longer than {LINE_LIMIT} characters")
        return None
    problems = weapon_errors(weapon)
    if problems:
        skipped.append(f"{where}: left out — {problems[0]}")
        return None
    return weapon


def finished(imported: Imported) -> Imported:
    """Drop a repeated skill (the first stands) and refuse a sheet that still would not save."""
    seen: set[str] = set()
    skills = []
    for skill in imported.sheet.skills:
        if skill.full_name in seen:
            imported.skipped.append(f"skill {skill.full_name}: listed twice, the first value kept")
            continue
        seen.add(skill.full_name)
        kept = max(0, min(MAX_SKILL, skill.value))
        if kept != skill.value:
            imported.skipped.append(
                f"skill {skill.full_name}: {skill.value:,} is beyond 0 to {MAX_SKILL}, kept as {kept}"
            )
        skills.append(replace(skill, value=kept))
    imported.sheet = replace(imported.sheet, skills=tuple(skills))
    errors = sheet_errors(imported.sheet.filled())
    if errors:
        raise ImportProblem(f"{imported.sheet.name or 'the character'}: {errors[0][1]}")
    return imported


# --- Dhole's House ------------------------------------------------------------------------------------------------


def limited(sheet: CharacterSheet, skipped: list[str]) -> CharacterSheet:
    """Texts kept within what the roster's rules let a sheet hold, the rest listed as left out: the name at most
    NAME_LIMIT characters, the occupation LINE_LIMIT, the notes TEXT_LIMIT (100,000). A skill with a name or
    specialisation past LINE_LIMIT is left out whole: cut short, it would be another skill (weapons: see
    checked_weapon)."""
    changes: dict[str, Any] = {}
    for attr, what, limit in (
        ("name", "Name", NAME_LIMIT),
        ("occupation", "Occupation", LINE_LIMIT),
        ("notes", "Notes", TEXT_LIMIT),
    ):
        value = getattr(sheet, attr)
        if len(value) > limit:
            changes[attr] = value[:limit] if attr == "notes" else value[:limit].strip()
            skipped.append(
                f"{what}: only the first {limit:,} characters are kept, the other {len(value) - limit:,} are left out"
            )
    skills = [s for s in sheet.skills if len(s.name) <= LINE_LIMIT and len(s.specialization) <= LINE_LIMIT]
    if len(skills) < len(sheet.skills):
        for skill in sheet.skills:
            if skill not in skills:
                skipped.append(
                    f"skill {brief(skill.full_name)}: left out — its name is longer than {LINE_LIMIT} characters"
                )
        changes["skills"] = tuple(skills)
    return replace(sheet, **changes) if changes else sheet


def bounded(sheet: CharacterSheet, skipped: list[str]) -> CharacterSheet:
    """Trackers above their maximum come down to it (another tool may count them differently)."""
    filled = sheet.filled()
    changes = {}
    for tracker in ("hp", "mp", "sanity"):
        value = getattr(sheet, tracker)
        top = filled.tracker_max(tracker)
        if value is not None and value > top:
            skipped.append(f"{tracker.upper()} {value} is above the maximum {top}: set to {top}")
            changes[tracker] = top
        elif value is not None and value < 0:
            changes[tracker] = 0
    return replace(sheet, **changes) if changes else sheet


# --- FoundryVTT CoC7 ------------------------------------------------------------------------------------------------
