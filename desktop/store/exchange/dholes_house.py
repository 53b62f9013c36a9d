"""Investigators to and from Dhole's House JSON: an export read as its sheet shows it (what is left out, and why, listed
by name), and a sheet written in the shape Dhole's House exports, for the tools that import its files.

The format, as Dhole's House writes it (tests/fixtures/exchange/real/dholes_house/donald_oconnell.json) and as
FoundryVTT CoC7's importer (coc7/apps/dholehouse-importer.js) reads it: every number is text ("45", "040", "-" for
none); a skill's `value` is the whole skill as the sheet shows it, not points added to a base, with its `half` and
`fifth` beside it; a skill family's entry names its specialisation in `subskill` ("Art/Craft" + "Photography"), where
"None" marks a slot left empty; "Misc" entries are skills of the investigator's own, named in `subskill`; a weapon
names its skill by the specialisation alone (`skillname` "Brawl", "Handgun") and writes the damage bonus into its
damage ("1D3+DB"); HP, MP, SAN and Luck are current values, with their maximums beside them; MOV, Build and the damage
bonus are written out. The file is XML turned into JSON, so a list of one is a single object and an empty group null.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import Any

from desktop.rules.catalog import skill_entry, specialisation_base
from desktop.rules.roster.creation import split_skill
from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill, Weapon, starting_sanity
from desktop.rules.words import counted, listed
from desktop.store.exchange.dholes_house_format import (
    EXPORTED,
    EXTENSION,
    KNOWN,
    RENAMED,
    STATS,
    STORY,
    Found,
    Ours,
    bonus_text,
    fields_of,
    first_number,
    plain,
    plain_line,
    read_ours,
    texts_in,
)
from desktop.store.exchange.foreign import (
    ABBREVIATIONS,
    DHOLES_HOUSE,
    FAMILIES,
    HALF_BONUS,
    Imported,
    ImportProblem,
    bounded,
    brief,
    checked_weapon,
    finished,
    items,
    kept_half_bonus,
    limited,
    number,
    one_line,
    pick,
    weapon_skill,
)

_BONUS = re.compile(r"\s*\+\s*(half\s*)?(db|damage\s*bonus)\s*$", re.IGNORECASE)
_BURN = re.compile(r"\s*\+\s*burn\s*$", re.IGNORECASE)


def is_dholes_house(data: Any) -> bool:
    return isinstance(data, dict) and isinstance(pick(data, "Investigator"), dict)


# --- the investigator -----------------------------------------------------------------------------------------


def from_dholes_house(data: Any) -> list[Imported]:
    """One investigator from a Dhole's House JSON export, every number as its sheet shows it; what the sheet has no
    place for kept in the notes, and every field not taken listed by name with the reason."""
    root = pick(data, "Investigator")
    if not isinstance(root, dict):
        raise ImportProblem("Investigator: missing — this is not a Dhole's House export")
    found = Found()
    found.check_keys(root, "Investigator", "Investigator")
    ours = read_ours(pick(root, EXTENSION), found)
    _header(fields_of(pick(root, "Header"), "Investigator.Header"), found)
    details = fields_of(pick(root, "PersonalDetails", "Personal Details"), "Investigator.PersonalDetails")
    stats = fields_of(pick(root, "Characteristics"), "Investigator.Characteristics", required=True)
    sheet = _characteristics(details, stats, ours.kind, found)
    sheet = replace(sheet, conditions=ours.conditions, skills=_skills(pick(root, "Skills"), ours, found))
    _derived(stats, fields_of(pick(root, "Combat"), "Investigator.Combat"), sheet, found)
    sheet = replace(sheet, weapons=_weapons(pick(root, "Weapons"), sheet, ours, found))
    _notes(root, details, found)
    if found.moved:
        found.skipped.append(f"{_grouped(found.moved)}: kept in the notes — the sheet has no place for them")
    if found.unknown:
        more = f" and {counted(len(found.unknown) - 6, 'more')}" if len(found.unknown) > 6 else ""
        names = ", ".join(found.unknown[:6]) + more
        found.skipped.append(f"{names}: not kept — not a part of a Dhole's House sheet that Keeper Desk reads")
    sheet = replace(sheet, notes="\n".join(found.notes))
    return [finished(Imported(bounded(limited(sheet, found.skipped), found.skipped), DHOLES_HOUSE, found.skipped))]


def _grouped(places: list[str]) -> str:
    """Places named once by their group: "PersonalDetails (Gender, Residence), Possessions and Cash"."""
    groups: dict[str, list[str]] = {}
    for place in places:
        head, _, key = place.partition(".")
        groups.setdefault(head, []).append(key)
    return listed([f"{head} ({', '.join(keys)})" if any(keys) else head for head, keys in groups.items()])


def _header(header: dict, found: Found) -> None:
    said = [str(key) for key, value in header.items() if value not in (None, "")]
    if said:
        found.skipped.append(
            f"Header ({', '.join(brief(key) for key in said[:8])}): not kept — who wrote the file, when and for which "
            "era, not a part of the investigator"
        )


def _characteristics(details: dict, stats: dict, kind: Kind, found: Found) -> CharacterSheet:
    where, at = "Investigator.Characteristics", "Investigator.PersonalDetails"
    found.check_keys(details, "PersonalDetails", at)
    found.check_keys(stats, "Characteristics", where)
    name = plain_line(pick(details, "Name"), f"{at}.Name")
    if not name:
        raise ImportProblem(f"{at}.Name: missing or empty")
    values = {}
    for attr, abbreviation in ABBREVIATIONS.items():
        value = number(pick(stats, abbreviation), f"{where}.{abbreviation}")
        if value is None:
            raise ImportProblem(f"{where}.{abbreviation}: missing")
        values[attr] = value
    age = number(pick(details, "Age"), f"{at}.Age")
    if age is None:
        found.skipped.append("PersonalDetails.Age: none given, taken as 30")
    luck = number(pick(stats, "Luck"), f"{where}.Luck")
    if luck is None:
        found.skipped.append("Characteristics.Luck: none given, taken as 50")
    if plain(pick(details, "Portrait"), f"{at}.Portrait").strip():
        found.skipped.append("PersonalDetails.Portrait: not kept — a sheet holds no picture")
    return CharacterSheet(
        name=name,
        kind=kind,
        occupation=plain_line(pick(details, "Occupation"), f"{at}.Occupation"),
        age=30 if age is None else age,
        **values,
        hp=number(pick(stats, "HitPts", "HP"), f"{where}.HitPts"),
        mp=number(pick(stats, "MagicPts", "MP"), f"{where}.MagicPts"),
        sanity=number(pick(stats, "Sanity", "SAN"), f"{where}.Sanity"),
        luck=50 if luck is None else luck,
    )


def _skill_name(raw: str, sub: str) -> tuple[str, str] | None:
    """Our name and specialisation for a Dhole's House skill; None for a slot left empty (specialisation "None")."""
    if sub.casefold() == "none":
        return None
    if raw == "Misc" and sub:  # a skill of the investigator's own, named in the specialisation
        return _skill_name(sub, "")
    raw = RENAMED.get(raw, raw)
    if sub:
        return ("Language (Other)" if raw == "Language" else raw), sub
    family, specialization = split_skill(raw)  # "Science (Biology)" written whole
    if specialization and (family in FAMILIES or family == "Language (Own)"):
        return family, specialization
    if specialization and family == "Language":
        return "Language (Other)", specialization
    return raw, ""


def _skills(group: Any, ours: Ours, found: Found) -> tuple[Skill, ...]:
    skills, slots, marked, ticked = [], Counter(), [], set(ours.ticked)
    for i, entry in enumerate(items(pick(fields_of(group, "Investigator.Skills"), "Skill"))):
        at = f"Investigator.Skills.Skill[{i}]"
        entry = fields_of(entry, at, required=True)
        raw = plain_line(pick(entry, "name"), f"{at}.name")
        sub = plain_line(pick(entry, "subskill", "sub_skill"), f"{at}.subskill")
        value = number(pick(entry, "value"), f"{at}.value")
        named = _skill_name(raw, sub) if raw else ("", "")
        if named is None:
            slots[(raw, value)] += 1
            continue
        found.check_keys(entry, "Skill", at)
        if not raw:
            found.skipped.append(f"{at}: a skill without a name")
            continue
        if value is None:
            found.skipped.append(f"{brief(raw)}: no value")
            continue
        skill = Skill(named[0], value, named[1])
        skill = replace(skill, ticked=skill.full_name in ticked)
        ticked.discard(skill.full_name)
        _check_parts(entry, at, skill, found)
        if str(pick(entry, "occupation")).casefold() == "true":
            marked.append(skill.full_name)
        skills.append(skill)
    if slots:
        shown_slots = [
            (name if value is None else f"{name} {value}%") + (f" ×{n}" if n > 1 else "")
            for (name, value), n in slots.items()
        ]
        found.skipped.append(f"slots left empty (no specialisation): {', '.join(shown_slots)} — not kept")
    if marked:
        names = ", ".join(brief(name) for name in marked[:6]) + (" …" if len(marked) > 6 else "")
        found.skipped.append(
            f"occupation marks on {counted(len(marked), 'skill')} ({names}): not kept — the sheet marks no occupation "
            "skills"
        )
    if ticked:
        found.skipped.append(f"{EXTENSION}.ticked: {listed(sorted(ticked))} not among the skills — not kept")
    return tuple(skills)


def _check_parts(entry: dict, at: str, skill: Skill, found: Found) -> None:
    """A skill's half and fifth are worked out from its value; a file that says otherwise is told so."""
    wrong = []
    for key, want in (("half", skill.value // 2), ("fifth", skill.value // 5)):
        got = number(pick(entry, key), f"{at}.{key}")
        if got is not None and got != want:
            wrong.append(f"{key} {got}")
    if wrong:
        found.skipped.append(
            f"skill {brief(skill.full_name)}: its {' and '.join(wrong)} not kept — worked out from {skill.value}"
        )


def _derived(stats: dict, combat: dict, sheet: CharacterSheet, found: Found) -> None:
    """What the sheet works out for itself (MOV, Build, the damage bonus, the maximums) is taken from its
    characteristics; a file that says otherwise is told so by name."""
    found.check_keys(combat, "Combat", "Investigator.Combat")
    sheet = sheet.filled()
    age = "" if sheet.kind is Kind.MONSTER else ", less for age"  # a monster's age does not slow it
    for place, group in (("Characteristics", stats), ("Combat", combat)):
        for key, want, why in (
            ("Move", sheet.mov, f"MOV is worked out from DEX, STR and SIZ{age}"),
            ("Build", sheet.build, "Build is worked out from STR and SIZ"),
            ("HitPtsMax", sheet.max_hp, "maximum HP is worked out from CON and SIZ"),
            ("MagicPtsMax", sheet.max_mp, "maximum MP is worked out from POW"),
            ("SanityMax", sheet.max_sanity, "maximum SAN is 99 less Cthulhu Mythos"),
            ("SanityStart", starting_sanity(sheet.power), "starting SAN is POW"),
            ("LuckMax", sheet.luck, "the sheet holds current Luck only"),
        ):
            got = number(pick(group, key), f"Investigator.{place}.{key}") if key in KNOWN[place] else None
            if got is not None and got != want:
                found.skipped.append(f"{place}.{key} {got}: not kept — {why} ({want} for this sheet)")
        said = plain_line(pick(group, "DamageBonus"), f"Investigator.{place}.DamageBonus")
        if said and bonus_text(said) != sheet.damage_bonus:
            found.skipped.append(
                f"{place}.DamageBonus {brief(said)}: not kept — the damage bonus is worked out from STR and SIZ "
                f"({sheet.damage_bonus} for this sheet)"
            )
    points = [
        f"{key} {said}"
        for key in ("OccupationSkillPoints", "PersonalInterestSkillPoints")
        if (said := plain_line(pick(stats, key), f"Investigator.Characteristics.{key}"))
    ]
    if points:
        found.skipped.append(
            f"Characteristics.{' and '.join(points)}: not kept — points for building the investigator, spent on the "
            "skills"
        )
    dodge = pick(combat, "Dodge")
    got = number(pick(dodge, "value") if isinstance(dodge, dict) else dodge, "Investigator.Combat.Dodge.value")
    skill = sheet.skill_value("Dodge")
    want = sheet.dexterity // 2 if skill is None else skill
    if got is not None and got != want:
        where = "the Dodge skill" if skill is not None else "half DEX, with no Dodge among the skills"
        found.skipped.append(f"Combat.Dodge {got}: not kept — Dodge is {where} ({want})")


# --- weapons --------------------------------------------------------------------------------------------------


def _weapon_skill(given: str, skills: tuple[Skill, ...]) -> str:
    """The sheet's skill a weapon names: by full name, by its specialisation alone ("Brawl", "(Handgun)"), by the
    usual short names ("Rifle", "SMG"), or as written."""
    bare = given[1:-1].strip() if given.startswith("(") and given.endswith(")") else given
    if not bare:
        return ""
    if any(s.full_name == bare for s in skills):
        return bare
    by_specialization = [s.full_name for s in skills if s.specialization == bare]
    if len(by_specialization) == 1 and skill_entry(bare) is None:  # "Throw" is a skill of its own
        return by_specialization[0]
    usual = weapon_skill(bare)
    return usual if usual != one_line(bare) else bare


def _skill_base(full: str, sheet: CharacterSheet) -> int:
    """What a sheet without the skill rolls: its base (Dodge half DEX, Fighting (Axe) 15, an unknown skill 0)."""
    name, specialization = split_skill(full)
    entry = skill_entry(name)
    if entry is not None and not isinstance(entry.base, int):
        return entry.base_value(sheet.dexterity, sheet.education)
    return specialisation_base(name, specialization)


def _damage(said: str, label: str, found: Found) -> tuple[str, bool]:
    """The damage without its "+DB" (which becomes the adds-damage-bonus mark) or "+burn"."""
    if burn := _BURN.search(said):
        said = said[: burn.start()]
        found.skipped.append(f"{label}: its +burn not kept — the sheet has no burning damage")
    bonus = _BONUS.search(said)
    if bonus is None:
        return said.strip(), False
    if bonus.group(1):
        found.skipped.append(f"{label}: {HALF_BONUS}")
    return said[: bonus.start()].strip(), True


def _weapons(group: Any, sheet: CharacterSheet, ours: Ours, found: Found) -> tuple[Weapon, ...]:
    weapons = []
    for i, entry in enumerate(items(pick(fields_of(group, "Investigator.Weapons"), "weapon", "Weapon"))):
        at = f"Investigator.Weapons.weapon[{i}]"
        entry = fields_of(entry, at, required=True)
        found.check_keys(entry, "weapon", at)
        name = plain_line(pick(entry, "name"), f"{at}.name")
        label = brief(name) or at
        damage, bonus = _damage(plain_line(pick(entry, "damage"), f"{at}.damage"), label, found)
        attacks = pick(entry, "attacks")
        mark = ours.weapons[i] if i < len(ours.weapons) else {}
        weapon = Weapon(
            name,
            _weapon_skill(plain_line(pick(entry, "skillname", "skill"), f"{at}.skillname"), sheet.skills),
            damage,
            impaling=mark.get("impaling", False),
            range="" if (rng := plain_line(pick(entry, "range"), f"{at}.range")) == "-" else rng,
            attacks="1" if attacks is None else plain_line(attacks, f"{at}.attacks"),
            ammo=first_number(pick(entry, "ammo"), f"{at}.ammo", label, found),
            malfunction=first_number(pick(entry, "malf", "malfunction"), f"{at}.malf", label, found),
            adds_damage_bonus=bonus,
            drains=mark.get("drains", ""),
        )
        kept_half_bonus(weapon, label, found.skipped)
        _check_rolls(entry, at, weapon, sheet, found)
        if (kept := checked_weapon(weapon, label, found.skipped)) is not None:
            weapons.append(kept)
    return tuple(weapons)


def _check_rolls(entry: dict, at: str, weapon: Weapon, sheet: CharacterSheet, found: Found) -> None:
    """A weapon's regular, hard and extreme are its skill's, as the sheet holds it."""
    value = sheet.skill_value(weapon.skill)
    want = _skill_base(weapon.skill, sheet) if value is None else value
    wrong = [
        f"{key} {got}"
        for key, expected in (("regular", want), ("hard", want // 2), ("extreme", want // 5))
        if (got := number(pick(entry, key), f"{at}.{key}")) is not None and got != expected
    ]
    if wrong:
        skill = brief(weapon.skill) or "its skill"
        found.skipped.append(
            f"{brief(weapon.name) or at}: {listed(wrong)} not kept — the sheet rolls {skill} at {want}"
        )


# --- what goes into the notes ---------------------------------------------------------------------------------


def _notes(root: dict, details: dict, found: Found) -> None:
    """The backstory, the personal details and possessions the sheet has no place for, kept in the notes, each
    labelled; a description with nothing beside it is the notes as it stands (as Keeper Desk writes its notes)."""
    story = fields_of(pick(root, "Backstory"), "Investigator.Backstory")
    found.check_keys(story, "Backstory", "Investigator.Backstory")
    description = plain(pick(story, "description"), "Investigator.Backstory.description")
    for key in ("Archetype", "Gender", "Birthplace", "Residence"):
        found.keep(f"PersonalDetails.{key}", key, plain_line(pick(details, key), f"Investigator.PersonalDetails.{key}"))
    for key, label in STORY[1:]:  # the description is the first
        keys = (key, "injuries") if key == "injurues" else (key,)
        said = plain(pick(story, *keys), f"Investigator.Backstory.{key}").strip()
        found.keep(f"Backstory.{key}", label, said)
    found.keep("Talents", "Talents", ", ".join(texts_in(pick(root, "Talents"), "Investigator.Talents")))
    things = []
    for i, item in enumerate(items(pick(fields_of(pick(root, "Possessions"), "Investigator.Possessions"), "item"))):
        described = pick(item, "description") if isinstance(item, dict) else item
        things.append(plain_line(described, f"Investigator.Possessions.item[{i}].description"))
    found.keep("Possessions", "Possessions", ", ".join(thing for thing in things if thing))
    cash = fields_of(pick(root, "Cash"), "Investigator.Cash")
    found.check_keys(cash, "Cash", "Investigator.Cash")
    money = [
        f"{label} {said}"
        for key, label in (("spending", "spending level"), ("cash", "cash"), ("assets", "assets"))
        if (said := plain_line(pick(cash, key), f"Investigator.Cash.{key}"))
    ]
    found.keep("Cash", "Cash", ", ".join(money))
    found.keep("Assets", "Assets", ", ".join(texts_in(pick(root, "Assets"), "Investigator.Assets")))
    if found.notes and description.strip():
        found.notes.insert(0, f"Description: {description.strip()}")
    elif description:
        found.notes.append(description)


# --- writing -------------------------------------------------------------------------------------------------


def _rolls(value: int) -> dict[str, str]:
    return {"value": str(value), "half": str(value // 2), "fifth": str(value // 5)}


def _skill_row(skill: Skill) -> dict[str, str]:
    row = {"name": EXPORTED.get(skill.name, skill.name)}
    if skill.specialization:
        row["subskill"] = skill.specialization
    return row | _rolls(skill.value)


def _weapon_row(weapon: Weapon, sheet: CharacterSheet) -> dict[str, str]:
    value = sheet.skill_value(weapon.skill)
    value = _skill_base(weapon.skill, sheet) if value is None else value
    skill = next((s for s in sheet.skills if s.full_name == weapon.skill), None)
    short = bool(skill and skill.specialization) and _weapon_skill(skill.specialization, sheet.skills) == weapon.skill
    return {
        "name": weapon.name,
        "skillname": skill.specialization if short else weapon.skill,  # as Dhole's House writes it: "Brawl"
        "regular": str(value),
        "hard": str(value // 2),
        "extreme": str(value // 5),
        "damage": weapon.damage + ("+DB" if weapon.adds_damage_bonus else ""),
        "range": weapon.range or "-",
        "attacks": weapon.attacks,
        "ammo": "-" if weapon.ammo is None else str(weapon.ammo),
        "malf": "-" if weapon.malfunction is None else str(weapon.malfunction),
    }


def to_dholes_house(sheet: CharacterSheet, *, game_type: str = "Classic (1920's)", created: str = "") -> dict[str, Any]:
    """The sheet as a Dhole's House JSON export: the keys, the text-for-numbers and the lists its own exports have,
    as FoundryVTT CoC7's Dhole's House importer and the other tools that take its files read them. The notes go into
    the backstory's description. What Dhole's House has no place for (an NPC or a monster, conditions, ticked
    skills, impaling and draining attacks) goes into a group of Keeper Desk's own, which those readers pass over and
    `from_dholes_house` reads back: the sheet comes back as it was."""
    sheet = sheet.filled()
    bonus = "None" if sheet.damage_bonus == "0" else sheet.damage_bonus  # as Dhole's House writes no bonus
    dodge = sheet.skill_value("Dodge")
    stats = {abbreviation: str(getattr(sheet, attr)) for attr, abbreviation in ABBREVIATIONS.items()}
    investigator: dict[str, Any] = {
        "Header": {
            "Title": "Investigator Export: Character Sheet",
            "Creator": "Keeper Desk",
            "CreateDate": created,
            "GameName": "Call of Cthulhu TM",
            "GameVersion": "7th Edition",
            "GameType": game_type,
            "Discalimer": "Written by Keeper Desk in the shape of a Dhole's House export.",  # Dhole's House's spelling
            "Version": "0.5.0",
        },
        "PersonalDetails": {
            "Name": sheet.name,
            "Occupation": sheet.occupation,
            "Archetype": None,
            "Gender": "",
            "Age": str(sheet.age),
            "Birthplace": "",
            "Residence": "",
            "Portrait": "",
        },
        "Characteristics": {key: stats[key] for key in STATS}
        | {
            "Move": str(sheet.mov),
            "Luck": str(sheet.luck),
            "LuckMax": str(sheet.luck),
            "Sanity": str(sheet.sanity),
            "SanityStart": str(starting_sanity(sheet.power)),
            "SanityMax": str(sheet.max_sanity),
            "MagicPts": str(sheet.mp),
            "MagicPtsMax": str(sheet.max_mp),
            "HitPts": str(sheet.hp),
            "HitPtsMax": str(sheet.max_hp),
            "DamageBonus": bonus,
            "Build": str(sheet.build),
            "OccupationSkillPoints": "",
            "PersonalInterestSkillPoints": "",
        },
        "Skills": {"Skill": [_skill_row(skill) for skill in sheet.skills]},
        "Talents": None,
        "Weapons": {"weapon": [_weapon_row(weapon, sheet) for weapon in sheet.weapons]},
        "Combat": {
            "DamageBonus": bonus,
            "Build": str(sheet.build),
            "Dodge": _rolls(sheet.dexterity // 2 if dodge is None else dodge),
        },
        "Backstory": {key: None for key, _ in STORY} | {"description": sheet.notes or None},
        "Possessions": {"item": []},
        "Cash": {"spending": "", "cash": "", "assets": ""},
        "Assets": None,
    }
    ours: dict[str, Any] = {}
    if sheet.kind is not Kind.INVESTIGATOR:
        ours["kind"] = sheet.kind.value
    if sheet.conditions:
        ours["conditions"] = [str(condition) for condition in sheet.conditions]
    if ticked := [skill.full_name for skill in sheet.skills if skill.ticked]:
        ours["ticked"] = ticked
    marks = [
        {key: value for key, value in (("impaling", w.impaling), ("drains", w.drains)) if value} for w in sheet.weapons
    ]
    if any(marks):
        ours["weapons"] = marks
    if ours:
        investigator[EXTENSION] = ours
    return {"Investigator": investigator}
