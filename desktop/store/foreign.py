"""Investigators from other tools' exports — Dhole's House JSON and FoundryVTT CoC7 actors (character, npc,
creature) — read into our sheets with every quirk of those formats handled: numbers as strings (with leading zeros,
"-" for none), a single object where a list belongs, unused skill slots, languages in the subskill field, damage
written with "+DB", misspelled keys. Each sheet comes with what was skipped and why; a file that cannot be read
raises ImportProblem naming the place in the file. Pure Python: nothing is written here."""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass, field, fields, replace
from typing import Any

from desktop.rules.characters import (
    CHARACTERISTICS,
    LINE_LIMIT,
    MAX_SKILL,
    NAME_LIMIT,
    TEXT_LIMIT,
    CharacterSheet,
    Kind,
    Skill,
    Weapon,
    sheet_errors,
    weapon_errors,
)
from desktop.store.strict_json import LARGEST

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
    """One sheet read from another tool, with what was left out and why."""

    sheet: CharacterSheet
    source: str
    skipped: list[str] = field(default_factory=list)


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
HALF_BONUS = "its half damage bonus is changed to the full bonus (Keeper Desk has no half bonus)"


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


def _weapon_skill(name: str) -> str:
    cleaned = one_line(name)
    return _WEAPON_SKILLS.get(cleaned.casefold(), cleaned)


def _checked_weapon(weapon: Weapon, where: str, skipped: list[str]) -> Weapon | None:
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


def _finish(imported: Imported) -> Imported:
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


def is_dholes_house(data: Any) -> bool:
    return isinstance(data, dict) and isinstance(pick(data, "Investigator"), dict)


def from_dholes_house(data: Any) -> list[Imported]:
    """One investigator from a Dhole's House JSON export."""
    root = pick(data, "Investigator")
    if not isinstance(root, dict):
        raise ImportProblem("Investigator: missing — this is not a Dhole's House export")
    details = pick(root, "PersonalDetails", "Personal Details") or {}
    stats = pick(root, "Characteristics")
    if not isinstance(stats, dict):
        raise ImportProblem("Investigator.Characteristics: missing")
    name = one_line(pick(details, "Name"))
    if not name:
        raise ImportProblem("Investigator.PersonalDetails.Name: missing or empty")
    where = "Investigator.Characteristics"
    values = {}
    for attr, abbreviation in ABBREVIATIONS.items():
        value = number(pick(stats, abbreviation), f"{where}.{abbreviation}")
        if value is None:
            raise ImportProblem(f"{where}.{abbreviation}: missing")
        values[attr] = value
    skipped: list[str] = []
    skills = []
    for i, entry in enumerate(items(pick(pick(root, "Skills"), "Skill"))):
        at = f"Investigator.Skills.Skill[{i}]"
        raw = one_line(pick(entry, "name"))
        sub = one_line(pick(entry, "subskill", "sub_skill"))
        value = number(pick(entry, "value"), f"{at}.value")
        if not raw:
            skipped.append(f"{at}: a skill without a name")
            continue
        if value is None:
            skipped.append(f"{brief(raw)}: no value")
            continue
        skill_name, specialization = skill_named(raw, sub)
        if skill_name in FAMILIES and not specialization:
            skipped.append(f"{brief(raw)}: an unused slot (no specialisation)")
            continue
        skills.append(Skill(skill_name, value, specialization))
    weapons = []
    for i, entry in enumerate(items(pick(pick(root, "Weapons"), "weapon", "Weapon"))):
        at = f"Investigator.Weapons.weapon[{i}]"
        weapon_name = one_line(pick(entry, "name"))
        damage, bonus = damage_and_bonus(str(pick(entry, "damage") or ""), brief(weapon_name) or at, skipped)
        rng = one_line(pick(entry, "range"))
        weapon = Weapon(
            weapon_name,
            _weapon_skill(str(pick(entry, "skillname", "skill") or "")),
            damage,
            impaling=False,
            range="" if rng in ("-", "Touch") else rng,
            attacks=one_line(pick(entry, "attacks")) or "1",
            ammo=number(pick(entry, "ammo"), f"{at}.ammo"),
            malfunction=number(pick(entry, "malf", "malfunction"), f"{at}.malf"),
            adds_damage_bonus=bonus,
        )
        if (kept := _checked_weapon(weapon, brief(weapon_name) or at, skipped)) is not None:
            weapons.append(kept)
    story = pick(root, "Backstory") or {}
    parts = []
    for label, keys in (
        ("Description", ("description",)),
        ("Ideology", ("ideology",)),
        ("Significant people", ("people",)),
        ("Meaningful locations", ("locations",)),
        ("Treasured possessions", ("possessions",)),
        ("Traits", ("traits",)),
        ("Injuries and scars", ("injurues", "injuries")),
        ("Phobias and manias", ("phobias",)),
        ("Arcane tomes and spells", ("tomes",)),
        ("Encounters", ("encounters",)),
    ):
        if said := text(pick(story, *keys)):
            parts.append(f"{label}: {said}")
    gear = [one_line(pick(item, "description")) for item in items(pick(pick(root, "Possessions"), "item"))]
    if any(gear):
        parts.append("Possessions: " + ", ".join(g for g in gear if g))
    sheet = CharacterSheet(
        name=name,
        kind=Kind.INVESTIGATOR,
        occupation=one_line(pick(details, "Occupation")),
        age=number(pick(details, "Age"), "Investigator.PersonalDetails.Age", 30) or 30,
        **values,
        hp=number(pick(stats, "HitPts", "HP"), f"{where}.HitPts"),
        mp=number(pick(stats, "MagicPts", "MP"), f"{where}.MagicPts"),
        sanity=number(pick(stats, "Sanity", "SAN"), f"{where}.Sanity"),
        luck=number(pick(stats, "Luck"), f"{where}.Luck", 50) or 0,
        notes="\n".join(parts),
        skills=tuple(skills),
        weapons=tuple(weapons),
    )
    return [_finish(Imported(_bounded(_limited(sheet, skipped), skipped), DHOLES_HOUSE, skipped))]


def _limited(sheet: CharacterSheet, skipped: list[str]) -> CharacterSheet:
    """Texts kept within what the roster's rules let a sheet hold, the rest listed as left out: the name at most
    NAME_LIMIT characters, the occupation LINE_LIMIT, the notes TEXT_LIMIT (100,000). A skill with a name or
    specialisation past LINE_LIMIT is left out whole: cut short, it would be another skill (weapons: see
    _checked_weapon)."""
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


def _bounded(sheet: CharacterSheet, skipped: list[str]) -> CharacterSheet:
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


def is_foundry(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and str(data.get("type", "")).lower() in ("character", "npc", "creature")
        and (isinstance(data.get("system"), dict) or isinstance(data.get("data"), dict))
    )


_BASES = {
    "@str": "strength",
    "@con": "constitution",
    "@siz": "size",
    "@dex": "dexterity",
    "@app": "appearance",
    "@int": "intelligence",
    "@pow": "power",
    "@edu": "education",
}


def _base(value: Any, values: dict[str, int], where: str) -> int:
    """A skill item's base: a number, or a formula on a characteristic ('@DEX/2', '@EDU')."""
    if isinstance(value, str) and "@" in value:
        m = re.fullmatch(r"\s*(@[a-z]+)\s*(?:/\s*([1-9]\d{0,2}))?\s*", value.lower())
        if m and m.group(1) in _BASES:
            return values[_BASES[m.group(1)]] // int(m.group(2) or 1)
        raise ImportProblem(f"{where}: a base Keeper Desk cannot work out ({shown(value)})")
    return number(value, where, 0) or 0


_FORMULA = re.compile(r"\s*(\d{1,3}\s*[dD]\s*\d{1,3}|\d{1,4}|[-+*/()])")


def _formula_bounds(formula: str) -> tuple[int, int] | None:
    """The lowest and highest a characteristic's roll as FoundryVTT writes it ('5*3d6', '5*2d6+6', '(2d6+6)*5')
    can give, with the usual precedence; None when it is not such a roll."""
    if not isinstance(formula, str) or not formula.strip() or len(formula) > 60:
        return None
    tokens, pos = [], 0
    while pos < len(formula.rstrip()):
        m = _FORMULA.match(formula, pos)
        if not m:
            return None
        tokens.append(m.group(1).replace(" ", "").lower())
        pos = m.end()

    def atom(i: int) -> tuple[tuple[int, int], int]:
        if i >= len(tokens):
            raise ValueError
        if tokens[i] == "(":
            value, i = total(i + 1)
            if i >= len(tokens) or tokens[i] != ")":
                raise ValueError
            return value, i + 1
        if "d" in tokens[i]:
            count, sides = (int(x) for x in tokens[i].split("d"))
            if count < 1 or sides < 1:
                raise ValueError
            return (count, count * sides), i + 1
        if tokens[i].isdigit():
            return (int(tokens[i]), int(tokens[i])), i + 1
        raise ValueError

    def product(i: int) -> tuple[tuple[int, int], int]:
        (low, high), i = atom(i)
        while i < len(tokens) and tokens[i] in "*/":
            op = tokens[i]
            (b_low, b_high), i = atom(i + 1)
            if op == "*":
                low, high = low * b_low, high * b_high
            elif b_low <= 0:
                raise ValueError
            else:
                low, high = low // b_high, high // b_low
        return (low, high), i

    def total(i: int) -> tuple[tuple[int, int], int]:
        (low, high), i = product(i)
        while i < len(tokens) and tokens[i] in "+-":
            op = tokens[i]
            (b_low, b_high), i = product(i + 1)
            low, high = (low + b_low, high + b_high) if op == "+" else (low - b_high, high - b_low)
        return (low, high), i

    try:
        value, end = total(0)
    except ValueError:
        return None
    return value if end == len(tokens) else None


def _camel_words(key: str) -> str:
    """'personalDescription' → 'Personal Description'."""
    return " ".join(word.capitalize() for word in re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).split())


def from_foundry(data: Any) -> list[Imported]:
    """One actor from a FoundryVTT CoC7 export: its characteristics and attributes, skills from skill items (their
    value, or base plus adjustments), weapons from weapon items, and the biography."""
    if not is_foundry(data):
        raise ImportProblem("type: not a FoundryVTT CoC7 character, npc or creature")
    kind = {"character": Kind.INVESTIGATOR, "npc": Kind.NPC, "creature": Kind.MONSTER}[data["type"].lower()]
    body_key = "system" if isinstance(pick(data, "system"), dict) else "data"
    body = data[body_key]
    name = one_line(pick(data, "name"))
    if not name:
        raise ImportProblem("name: missing or empty")
    stats = pick(body, "characteristics") or {}
    values = {}
    stat_notes: list[str] = []  # listed after the items' reasons
    for attr, abbreviation in ABBREVIATIONS.items():
        key = abbreviation.lower()
        raw = pick(pick(stats, key), "value")
        value = number(raw, f"{body_key}.characteristics.{key}.value")
        formula = one_line(pick(pick(stats, key), "formula"))
        if value is None and (bounds := _formula_bounds(formula)) and bounds[1] > 0:
            value = max(1, sum(bounds) // 2)  # an NPC or creature written as its roll: the average stands
            stat_notes.append(f"{abbreviation}: the file gives only the roll {formula}; set to its average, {value}")
        if value is None or value <= 0:
            if kind is Kind.INVESTIGATOR:
                raise ImportProblem(f"{body_key}.characteristics.{key}.value: missing")
            if value is not None or formula.strip("0 ") == "":
                said = f"{value or 0} in the file" if value is not None or formula else "none in the file"
            else:
                said = f"the file gives only the roll {shown(formula)}, which Keeper Desk cannot work out"
            stat_notes.append(f"{abbreviation}: {said}; set to 1")  # creatures often have no POW or EDU
            value = 1
        values[attr] = value
    attribs = pick(body, "attribs") or {}
    skipped: list[str] = []

    def attrib(key: str, default: int | None = None) -> int | None:
        return number(pick(pick(attribs, key), "value"), f"{body_key}.attribs.{key}.value", default)

    skills, weapons = [], []
    skill_ids: dict[str, str] = {}  # a skill item's id: its full name on our sheet
    linked_skills: dict[int, str] = {}  # a weapon's place in `weapons`: the id of the skill item it uses
    for i, item in enumerate(items(pick(data, "items"))):
        if not isinstance(item, dict):
            skipped.append(f"items[{i}]: not an object")
            continue
        item_type = str(pick(item, "type", "")).lower()
        inner = pick(item, "system") if isinstance(pick(item, "system"), dict) else pick(item, "data") or {}
        at = f"items[{i}] ({brief(one_line(pick(item, 'name')))})"
        if item_type == "skill":
            value = number(pick(inner, "value"), f"{at}.value")
            if value is None:
                adjustments = pick(inner, "adjustments")
                adjustments = adjustments if isinstance(adjustments, dict) else {}
                # CoC7 since its data models keeps the base among the adjustments ("base": 25) and the value is
                # their sum; the base field beside it is then only where that number came from ('@DEX/2').
                base = 0 if "base" in adjustments else _base(pick(inner, "base"), values, f"{at}.base")
                value = base + sum(number(v, f"{at}.adjustments.{k}", 0) or 0 for k, v in adjustments.items())
            raw, specialization = one_line(pick(item, "name")), one_line(pick(inner, "specialization"))
            if specialization and raw.casefold() in ("any", "other", "none", ""):
                skipped.append(f"{brief(raw or specialization)}: an unused slot (no specialisation)")
                continue
            if specialization and not raw.startswith(specialization):
                skill_name, spec = skill_named(specialization, raw)
            else:
                skill_name, spec = skill_named(raw)
            if skill_name in FAMILIES and not spec:
                skipped.append(f"{brief(raw)}: an unused slot (no specialisation)")
                continue
            skills.append(Skill(skill_name, value, spec))
            if item_id := one_line(pick(item, "_id")):
                skill_ids[item_id] = skills[-1].full_name
        elif item_type == "weapon":
            props = pick(inner, "properties") or {}
            normal = pick(pick(inner, "range"), "normal") or {}
            damage, bonus = damage_and_bonus(str(pick(normal, "damage") or ""), at, skipped)
            if pick(props, "ahdb") and not bonus:
                skipped.append(f"{at}: {HALF_BONUS}")
            reach_raw = pick(normal, "value")
            if isinstance(reach_raw, str) and not re.fullmatch(r"\s*[+-]?\d*\s*", reach_raw):
                reach: int | str = one_line(reach_raw)  # '15ft', 'STR in feet': kept as written
                units = ""
            else:
                reach = number(reach_raw, f"{at}.range.normal.value", 0) or 0
                units = one_line(pick(normal, "units")) or "yards"
            melee = bool(pick(props, "melee")) and not pick(props, "rngd")
            uses = pick(inner, "usesPerRound") or {}
            attacks = one_line(pick(uses, "normal")) or "1"
            if (most := one_line(pick(uses, "max"))) and most != attacks:
                attacks = f"{attacks} ({most})"
            main = pick(pick(inner, "skill"), "main")
            skill = pick(main, "name")
            linked = "" if one_line(skill) else one_line(pick(main, "id"))  # today's CoC7: the skill item's id only
            weapon = Weapon(
                one_line(pick(item, "name")),
                _weapon_skill(str(skill or "Fighting (Brawl)")),
                damage,
                impaling=bool(pick(props, "impl")),
                range=f"{reach} {units}".strip() if reach else "",
                attacks=attacks,
                ammo=None if melee else number(pick(inner, "bullets") or pick(inner, "ammo"), f"{at}.ammo"),
                malfunction=number(pick(inner, "malfunction"), f"{at}.malfunction"),
                adds_damage_bonus=bonus or bool(pick(props, "addb") or pick(props, "ahdb")),
            )
            if (kept := _checked_weapon(weapon, at, skipped)) is not None:
                weapons.append(kept)
                if linked:
                    linked_skills[len(weapons) - 1] = linked
        elif item_type:
            skipped.append(f"{at}: {item_type} items are not kept on Keeper Desk sheets")
    infos = pick(body, "infos") or {}
    story = pick(body, "biography")
    if isinstance(story, dict) and "value" not in story:  # creatures: {"personalDescription": {"value": ...}}
        story = [{"title": _camel_words(str(k)), "value": pick(v, "value")} for k, v in story.items()]
    parts = [
        f"{one_line(pick(b, 'title'))}: {text(pick(b, 'value'))}"
        for b in items(story)
        if isinstance(b, dict) and text(pick(b, "value"))
    ]
    if said := one_line(pick(infos, "type")):
        parts.insert(0, f"Type: {said}")
    loss = pick(pick(body, "special"), "sanLoss")
    passed, failed = one_line(pick(loss, "checkPassed")), one_line(pick(loss, "checkFailled", "checkFailed"))
    if passed or failed:
        parts.append(f"Sanity loss: {passed or '0'}/{failed or '0'}")
    known = {s.full_name.casefold(): s.full_name for s in skills}
    for s in skills:  # a weapon names its skill by the specialisation alone ('Brawl', 'Slice PCs in small cubes')
        if s.specialization:
            known.setdefault(s.specialization.casefold(), s.full_name)
    weapons = [
        replace(w, skill=skill_ids[linked_skills[i]]) if linked_skills.get(i) in skill_ids else w
        for i, w in enumerate(weapons)
    ]
    weapons = [replace(w, skill=known[w.skill.casefold()]) if w.skill.casefold() in known else w for w in weapons]
    for key in ("backstory", "description"):
        value = pick(body, key)
        if isinstance(value, dict):
            value = pick(value, "keeper") or pick(value, "value")
        if said := text(value):
            parts.append(said)
    sheet = CharacterSheet(
        name=name,
        kind=kind,
        occupation=one_line(pick(infos, "occupation")),
        age=number(pick(infos, "age"), f"{body_key}.infos.age", 30) or 30,
        **values,
        hp=attrib("hp"),
        mp=attrib("mp"),
        sanity=attrib("san") if kind is not Kind.MONSTER else None,
        luck=attrib("lck", 50) or 0,
        notes="\n".join(parts),
        skills=tuple(skills),
        weapons=tuple(weapons),
    )
    skipped.extend(stat_notes)
    mov = pick(attribs, "mov") or {}
    hand_set = number(pick(mov, "value"), f"{body_key}.attribs.mov.value")
    if hand_set is not None and pick(mov, "auto") is False and hand_set != sheet.mov:
        skipped.append(
            f"MOV {hand_set} set by hand: Keeper Desk works MOV out from DEX, STR, SIZ and age ({sheet.mov})"
        )
    return [_finish(Imported(_bounded(_limited(sheet, skipped), skipped), FOUNDRY, skipped))]


def read_foreign(data: Any) -> list[Imported]:
    """Sheets from a Dhole's House export, a FoundryVTT actor, or a list of FoundryVTT actors."""
    if is_dholes_house(data):
        return from_dholes_house(data)
    if is_foundry(data):
        return from_foundry(data)
    if isinstance(data, list) and data and all(is_foundry(actor) for actor in data):
        return [imported for actor in data for imported in from_foundry(actor)]
    raise ImportProblem(
        "the file is neither a Keeper Desk campaign, a Dhole's House export nor a FoundryVTT CoC7 actor"
    )


__all__ = ["CHARACTERISTICS", "ImportProblem", "Imported", "from_dholes_house", "from_foundry", "read_foreign"]
