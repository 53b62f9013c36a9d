"""Characters: the eight characteristics, derived values, skills, and the checks that keep a sheet valid."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field, replace

from desktop.rules.conditions import Condition
from desktop.rules.roster.derived import Kind, hit_points, magic_points, max_sanity, state_of  # the sheet's too

CHARACTERISTICS = ("strength", "constitution", "size", "dexterity", "appearance", "intelligence", "power", "education")
CHARACTERISTIC_ABBREVIATIONS = dict(zip(CHARACTERISTICS, ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")))
TRACKERS = ("hp", "mp", "sanity", "luck")
TRACKER_LABELS = {"hp": "HP", "mp": "MP", "sanity": "SAN", "luck": "Luck"}


# --- derived values (maximum HP, MP and SAN are rules/roster/derived's) -------------------------------------


def starting_sanity(power: int) -> int:
    """Starting Sanity equals POW (7th edition; older editions multiplied a 3-18 POW by five)."""
    return power


def damage_bonus_and_build(strength: int, size: int) -> tuple[str, int]:
    """Damage bonus (as dice text) and Build from STR + SIZ.

    2-64: -2/-2; 65-84: -1/-1; 85-124: 0/0; 125-164: +1D4/1; 165-204: +1D6/2; 205-284: +2D6/3;
    then +1D6 and +1 Build for each further 80 points.
    """
    total = strength + size
    if total < 65:
        return "-2", -2
    if total < 85:
        return "-1", -1
    if total < 125:
        return "0", 0
    if total < 165:
        return "+1D4", 1
    if total < 205:
        return "+1D6", 2
    steps = (total - 205) // 80
    return f"+{2 + steps}D6", 3 + steps


def move_rate(dex: int, strength: int, size: int, age: int) -> int:
    """MOV: 7 when both DEX and STR are below SIZ, 9 when both exceed it, else 8; less 1 per decade from 40."""
    if dex > size and strength > size:
        base = 9
    elif dex < size and strength < size:
        base = 7
    else:
        base = 8
    if age >= 40:
        base -= min(5, (age - 30) // 10)
    return max(1, base)


def half(value: int) -> int:
    return value // 2


def fifth(value: int) -> int:
    return value // 5


# --- skills -----------------------------------------------------------------------------------------------

NO_IMPROVEMENT_SKILLS = ("Cthulhu Mythos", "Credit Rating")
MAX_SKILL = 99  # every skill, Cthulhu Mythos too; development never takes one past it
MAX_AMMO = 1000  # the largest magazine or belt a sheet may carry
MAX_MOV = 99  # the highest MOV a Keeper may set by hand (a chase takes 1 to 99)
DRAINS = ("", "STR", "CON", "DEX", "POW", "SAN", "MP")  # what an attack may harm instead of HP
COMBAT_SKILL_PREFIXES = ("Fighting", "Firearms", "Dodge", "Throw")


@dataclass(frozen=True)
class Skill:
    name: str
    value: int
    specialization: str = ""
    ticked: bool = False

    @property
    def full_name(self) -> str:
        return f"{self.name} ({self.specialization})" if self.specialization else self.name

    @property
    def improvable(self) -> bool:
        return self.name not in NO_IMPROVEMENT_SKILLS


def is_combat_skill(name: str) -> bool:
    """Fighting, Firearms, Dodge and Throw rolls are combat rolls: never pushed, never bought with Luck."""
    return name.startswith(COMBAT_SKILL_PREFIXES)


@dataclass(frozen=True)
class Weapon:
    name: str
    skill: str
    damage: str
    impaling: bool = False
    range: str = ""
    attacks: str = "1"
    ammo: int | None = None
    malfunction: int | None = None
    adds_damage_bonus: bool = False
    drains: str = ""  # an attack that harms STR, CON, DEX, POW, SAN or MP instead of HP (a monster's, mostly)

    @property
    def damage_bands(self) -> tuple[str, ...]:
        """The damage by range band, nearest first: a shotgun's "4D6/2D6/1D6" is three, most weapons' one."""
        return damage_bands(self.damage)

    @property
    def close_damage(self) -> str:
        """The damage at close quarters (a shotgun's nearest band)."""
        return self.damage_bands[0]


def damage_bands(damage: str) -> tuple[str, ...]:
    """Damage written by range band ("4D6/2D6/1D6"), nearest first; one band for most weapons. A slash inside brackets
    divides, rounding down ("1D6+(1D4/2)" is one band); one outside parts two bands."""
    parts, depth, start = [], 0, 0
    for at, char in enumerate(damage):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "/" and depth <= 0:
            parts.append(damage[start:at])
            start = at + 1
    parts.append(damage[start:])
    return tuple(part.strip() for part in parts)


@dataclass(frozen=True)
class CharacterSheet:
    """Everything a Keeper writes on a sheet, with the current trackers; derived values are computed."""

    name: str
    kind: Kind = Kind.INVESTIGATOR
    occupation: str = ""
    age: int = 30
    strength: int = 50
    constitution: int = 50
    size: int = 50
    dexterity: int = 50
    appearance: int = 50
    intelligence: int = 50
    power: int = 50
    education: int = 50
    hp: int | None = None
    mp: int | None = None
    sanity: int | None = None
    luck: int = 50
    conditions: tuple[Condition, ...] = ()
    notes: str = ""
    skills: tuple[Skill, ...] = ()
    weapons: tuple[Weapon, ...] = field(default_factory=tuple)
    mov_override: int | None = None  # MOV set by hand, kept whatever DEX, STR, SIZ and age; None: worked out

    @property
    def cthulhu_mythos(self) -> int:
        return next((s.value for s in self.skills if s.name == "Cthulhu Mythos"), 0)

    @property
    def max_hp(self) -> int:
        return hit_points(self.constitution, self.size)

    @property
    def max_mp(self) -> int:
        return magic_points(self.power)

    @property
    def max_sanity(self) -> int:
        return max_sanity(self.cthulhu_mythos)

    @property
    def damage_bonus(self) -> str:
        return damage_bonus_and_build(self.strength, self.size)[0]

    @property
    def build(self) -> int:
        return damage_bonus_and_build(self.strength, self.size)[1]

    @property
    def mov(self) -> int:
        """MOV as the Keeper set it by hand, else from DEX, STR and SIZ; age slows people, not monsters (a
        centuries-old ghoul still runs at 9)."""
        if self.mov_override is not None:
            return self.mov_override
        return move_rate(self.dexterity, self.strength, self.size, 0 if self.kind is Kind.MONSTER else self.age)

    def tracker_max(self, tracker: str) -> int:
        return {"hp": self.max_hp, "mp": self.max_mp, "sanity": self.max_sanity, "luck": 99}[tracker]

    def filled(self) -> CharacterSheet:
        """The sheet with unset trackers at their starting values and set ones within their new maximums."""
        values = {
            "hp": self.max_hp if self.hp is None else min(self.hp, self.max_hp),
            "mp": self.max_mp if self.mp is None else min(self.mp, self.max_mp),
            "sanity": min(starting_sanity(self.power), self.max_sanity)
            if self.sanity is None
            else min(self.sanity, self.max_sanity),
        }
        return replace(self, **values)

    def skill_value(self, full_name: str) -> int | None:
        return next((s.value for s in self.skills if s.full_name == full_name), None)


def tracker_error(sheet: CharacterSheet, tracker: str, value: int) -> str | None:
    """Why a tracker may not take this value, naming the field; None when it may."""
    label = TRACKER_LABELS[tracker]
    top = sheet.tracker_max(tracker)
    if value < 0 or value > top:
        why = f" (99 − Cthulhu Mythos {sheet.cthulhu_mythos})" if tracker == "sanity" and sheet.cthulhu_mythos else ""
        return f"{label} must be between 0 and {top}{why}; {value} is out of range"
    return None


LINE_LIMIT = 200  # characters in one line of text the Keeper types (a name has its own, NAME_LIMIT)
NAME_LIMIT = 120
TEXT_LIMIT = 100_000  # characters in a text of several lines (notes, a backstory)


def _unwritable(ch: str) -> bool:
    """A character no text should hold: a lone surrogate (cannot be saved) or one of Unicode's noncharacters."""
    code = ord(ch)
    return 0xD800 <= code <= 0xDFFF or 0xFDD0 <= code <= 0xFDEF or code & 0xFFFE == 0xFFFE


def text_problem(
    text: str, what: str, *, required: bool = False, lines: bool = False, limit: int | None = None
) -> str | None:
    """Why a typed text cannot be kept, or None: control characters (a NUL byte; a line break where one line is
    expected) or characters that cannot be saved, more than `limit` characters (LINE_LIMIT for one line,
    TEXT_LIMIT for several, unless given), or nothing visible at all (only spaces or zero-width characters) where
    something is required."""
    allowed = "\n\t" if lines else ""
    if any((unicodedata.category(ch) == "Cc" and ch not in allowed) or _unwritable(ch) for ch in text):
        return f"{what} must be {'text' if lines else 'one line of text'}, without control characters"
    limit = limit if limit is not None else TEXT_LIMIT if lines else LINE_LIMIT
    if len(text) > limit:
        return f"{what} must be at most {limit:,} characters, not {len(text):,}"
    if required and not any(not unicodedata.category(ch).startswith(("Z", "C")) for ch in text):
        return f"{what} must not be empty"
    return None


def weapon_errors(weapon: Weapon) -> list[str]:
    """Every problem with one weapon, for a sheet and for the campaign's weapon catalog alike."""
    label = f"Weapon {weapon.name.strip()}"
    problem = text_problem(weapon.name, "Weapon name", required=True)
    if problem:
        return [problem if problem.endswith("empty") else f"{problem} ({weapon.name!r})"]
    errors = [
        p
        for text, what in ((weapon.skill, "skill"), (weapon.range, "range"), (weapon.attacks, "attacks"))
        if (p := text_problem(text, f"{label}: {what}"))
    ]
    from desktop.rules.dice import DiceExpr  # the dice rules load with the first weapon checked, not the roster

    try:
        for part in weapon.damage_bands:  # a shotgun's damage is written by range band
            DiceExpr.parse(part)
    except ValueError as exc:
        errors.append(f"{label}: damage {exc}")
    if weapon.malfunction is not None and not 1 <= weapon.malfunction <= 100:
        errors.append(f"{label}: malfunction must be 1 to 100, not {weapon.malfunction}")
    if weapon.drains not in DRAINS:
        errors.append(
            f"{label}: drains must be one of {', '.join(d for d in DRAINS if d)} or nothing, not {weapon.drains!r}"
        )
    if weapon.ammo is not None and not 0 <= weapon.ammo <= MAX_AMMO:
        errors.append(f"{label}: ammunition must be 0 to {MAX_AMMO}, not {weapon.ammo}")
    return errors


def sheet_errors(sheet: CharacterSheet) -> list[tuple[str, str]]:
    """Every problem with a sheet as (field, message); empty when it may be saved."""
    errors: list[tuple[str, str]] = []
    known = {c.value for c in Condition}
    for condition in sheet.conditions:
        if condition not in known:
            errors.append(("conditions", f"Unknown condition {condition!r}"))
    if problem := text_problem(sheet.name, "Name", required=True, limit=NAME_LIMIT):
        errors.append(("name", problem))
    if problem := text_problem(sheet.occupation, "Occupation"):
        errors.append(("occupation", problem))
    if problem := text_problem(sheet.notes, "Notes", lines=True):
        errors.append(("notes", problem))
    if not 1 <= sheet.age <= 999:
        errors.append(("age", f"Age must be between 1 and 999, not {sheet.age}"))
    if sheet.mov_override is not None and not 1 <= sheet.mov_override <= MAX_MOV:
        errors.append(("mov_override", f"MOV set by hand must be between 1 and {MAX_MOV}, not {sheet.mov_override}"))
    limit = sheet.kind.value_limit
    for name in CHARACTERISTICS:
        value = getattr(sheet, name)
        if not 1 <= value <= limit:
            label = CHARACTERISTIC_ABBREVIATIONS[name]
            errors.append((name, f"{label} must be between 1 and {limit} for {sheet.kind.label.lower()}s, not {value}"))
    seen: set[str] = set()
    for skill in sheet.skills:
        if problem := text_problem(skill.name, "Every skill's name", required=True):
            errors.append(("skills", problem if problem.endswith("empty") else f"{problem} ({skill.name!r})"))
            continue
        if problem := text_problem(skill.specialization, f"Skill {skill.name.strip()}: specialisation"):
            errors.append(("skills", problem))
        elif skill.full_name in seen:
            errors.append(("skills", f"Skill {skill.full_name} is listed twice"))
        seen.add(skill.full_name)
        if not 0 <= skill.value <= MAX_SKILL:
            errors.append(("skills", f"Skill {skill.full_name} must be between 0 and {MAX_SKILL}, not {skill.value}"))
    for weapon in sheet.weapons:
        errors += [("weapons", message) for message in weapon_errors(weapon)]
    if not errors:
        for tracker in TRACKERS:
            value = getattr(sheet, tracker)
            if value is not None and (message := tracker_error(sheet, tracker, value)):
                errors.append((tracker, message))
    return errors


def character_state(sheet: CharacterSheet) -> str:
    """The roster state of a sheet."""
    return state_of(sheet.kind, sheet.max_hp if sheet.hp is None else sheet.hp, sheet.sanity, sheet.conditions)


def merged(current: CharacterSheet, frm: CharacterSheet, to: CharacterSheet) -> CharacterSheet:
    """`current` with the change from `frm` to `to` applied, and nothing else: fields the change did not touch keep
    their current values, so a write made meanwhile (a skill ticked by a roll) survives an undo or redo.

    Skills merge one by one (by name and specialisation: value and tick apart); weapons as one list."""
    values = {}
    for name in CharacterSheet.__dataclass_fields__:
        if name in ("skills", "weapons"):
            continue
        values[name] = getattr(to, name) if getattr(frm, name) != getattr(to, name) else getattr(current, name)
    values["weapons"] = to.weapons if frm.weapons != to.weapons else current.weapons
    values["skills"] = _merged_skills(current.skills, frm.skills, to.skills)
    return CharacterSheet(**values)


def _merged_skills(current: tuple[Skill, ...], frm: tuple[Skill, ...], to: tuple[Skill, ...]) -> tuple[Skill, ...]:
    def keyed(skills: tuple[Skill, ...]) -> dict[tuple[str, str], Skill]:
        return {(s.name, s.specialization): s for s in skills}

    now, old, new = keyed(current), keyed(frm), keyed(to)
    result: dict[tuple[str, str], Skill] = {}
    order = [*now, *(k for k in new if k not in now)]
    for key in order:
        was, will, has = old.get(key), new.get(key), now.get(key)
        if was is not None and will is None:
            continue  # the change removed it
        if was is None and will is not None:
            result[key] = will  # the change added it
            continue
        if has is None:
            continue  # removed meanwhile, untouched by the change
        if was is None:
            result[key] = has
            continue
        value = will.value if was.value != will.value else has.value
        ticked = will.ticked if was.ticked != will.ticked else has.ticked
        result[key] = replace(has, value=value, ticked=ticked)
    position = {key: i for i, key in enumerate(new)}
    ranked = sorted(result, key=lambda k: (position.get(k, len(position)), order.index(k)))
    return tuple(result[k] for k in ranked)
