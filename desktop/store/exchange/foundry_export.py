"""A sheet written as a FoundryVTT CoC7 actor (`character`, `npc` or `creature`) that its "Import Data" accepts:
the keys, types and value shapes its data models define (models/actor/*-system.js, models/item/skill-system.js,
weapon-system.js), each skill an item whose `adjustments` add up to our value, each weapon linked to its skill item
by `_id`. foundry.py reads it back to the same sheet."""

from __future__ import annotations

import hashlib
import html
import re
from typing import Any

from desktop.rules.catalog import skill_entry
from desktop.rules.roster.sheet import NO_IMPROVEMENT_SKILLS, CharacterSheet, Kind, Skill, Weapon, is_combat_skill
from desktop.rules.sanity.insanity import success_and_failure
from desktop.store.exchange.foreign import ABBREVIATIONS
from desktop.store.exchange.foundry import CONDITIONS, FOUNDRY_TYPES, OWN_LANGUAGE

_TYPES = {kind: name for name, kind in FOUNDRY_TYPES.items()}
_ATTACKS = re.compile(
    r"(?P<normal>\d+)(?: \((?P<most>\d+)\)| or (?P<barrels>2))?(?:, (?P<fire>burst or full auto|burst|full auto))?"
)
_BASES = {"half DEX": "1/2*@DEX", "EDU": "@EDU"}  # our skill table's bases as Foundry writes them
DRAINS = "Drains {} instead of hit points."  # a weapon's special text for what a Keeper Desk weapon drains
# The versions the actor is written for: FoundryVTT's import takes a document without `_stats` for one from before
# its version 10 and migrates it as such; this names the oldest Foundry (12, its first stable release) and the CoC7
# system (8.15) whose data models these are, which CoC7 8.15 supports up to Foundry 14.
STATS = {"coreVersion": "12.331", "systemId": "CoC7", "systemVersion": "8.15"}


def _id(*parts: object) -> str:
    """A Foundry document id (16 letters and digits) made from what it names, the same on every export."""
    return hashlib.sha256("\x1f".join(map(str, parts)).encode("utf-8")).hexdigest()[:16]


def _html(text: str) -> str:
    """Plain text as Foundry's HTML fields hold it: each line a paragraph, nothing in it read as markup."""
    return "".join(f"<p>{html.escape(line)}</p>" for line in text.splitlines() if line.strip())


def _foundry_db(damage_bonus: str) -> str:
    """'+1D4' → '1D4', as Foundry writes a damage bonus ('-2', '0', '1D4', '2D6')."""
    return damage_bonus.lstrip("+")


def to_foundry(sheet: CharacterSheet, san_loss: str = "") -> dict[str, Any]:
    """The sheet as one FoundryVTT CoC7 actor; `san_loss` ('1D2/1D6', kept in the campaign's bestiary) is the
    creature's or NPC's SAN loss."""
    filled = sheet.filled()
    skills = [_skill_item(sheet, skill) for skill in sheet.skills]
    ids = {skill.full_name: item for skill, item in zip(sheet.skills, skills)}
    system: dict[str, Any] = {
        "characteristics": {
            abbreviation.lower(): {"value": getattr(sheet, attr), "formula": ""}
            for attr, abbreviation in ABBREVIATIONS.items()
        },
        "attribs": {
            "hp": {"value": filled.hp, "max": filled.max_hp, "auto": True},
            "mp": {"value": filled.mp, "max": filled.max_mp, "auto": True},
            "lck": {"value": sheet.luck},
            "san": {
                "value": filled.sanity if sheet.kind is not Kind.MONSTER else None,
                "max": filled.max_sanity,
                "auto": True,
            },
            "mov": {"value": sheet.mov, "auto": sheet.mov_override is None, "type": "walk"},
            "db": {"value": _foundry_db(sheet.damage_bonus), "auto": True},
            "build": {"value": sheet.build, "auto": True},
        },
        "conditions": {key: {"value": ours in sheet.conditions} for key, ours in CONDITIONS.items()},
        "infos": {"occupation": sheet.occupation, "age": str(sheet.age)},
        "description": {"keeper": _html(sheet.notes)},
    }
    if sheet.kind is Kind.INVESTIGATOR:
        system["biography"] = []
    else:
        passed, failed = success_and_failure(san_loss) or ("", "") if san_loss else ("", "")
        system["special"] = {"sanLoss": {"checkPassed": passed or None, "checkFailled": failed or None}}
        system["biography"] = {"personalDescription": {"value": ""}}
    return {
        "name": sheet.name,
        "type": _TYPES[sheet.kind],
        "system": system,
        "items": skills
        + [_weapon_item(sheet, i, weapon, ids.get(weapon.skill)) for i, weapon in enumerate(sheet.weapons)],
        "effects": [],
        "flags": {},
        "_stats": dict(STATS),
    }


def foundry_skill_name(skill: Skill) -> tuple[str, str, str, bool]:
    """Foundry's (name, specialization, skillName, own language) for one of our skills: our 'Language (Other)
    (French)' is its 'Language (French)', our 'Language (Own) (English)' its 'Language (English)' marked as one's
    own, our 'Fighting (Brawl)' its specialization 'Fighting' with the skill name 'Brawl'."""
    if skill.name in ("Language (Own)", "Language (Other)"):
        own = skill.name == "Language (Own)"
        spoken = skill.specialization or ("Own" if own else "Other")
        return f"Language ({spoken})", "Language", spoken, own
    if skill.specialization:
        return skill.full_name, skill.name, skill.specialization, False
    return skill.name, "", skill.name, False


def _skill_item(sheet: CharacterSheet, skill: Skill) -> dict[str, Any]:
    """One skill item: its value split as Foundry keeps it, the base of our skill table (Foundry's formula for half
    DEX and EDU) and the rest as personal points, so that Foundry's sum of the adjustments is our value."""
    name, family, skill_name, own = foundry_skill_name(skill)
    entry = skill_entry(skill.name)
    table_base = entry.base_value(sheet.dexterity, sheet.education) if entry is not None else 0
    base = min(table_base, skill.value)
    formula = _BASES.get(entry.base, str(base)) if entry is not None and base == table_base else str(base)
    combat = is_combat_skill(skill.full_name)
    properties = {
        "special": bool(family),
        "push": not combat,
        "fighting": family == "Fighting",
        "firearm": family == "Firearms",
        "noxpgain": skill.name in NO_IMPROVEMENT_SKILLS,
    }
    if family == "Language":
        properties |= {"requiresname": True, "keepbasevalue": own, "own": own}
    flags = {"CoC7": {"cocidFlag": {"id": OWN_LANGUAGE, "lang": "en", "priority": 0}}} if own else {}
    return {
        "_id": _id(sheet.name, "skill", skill.full_name),
        "name": name,
        "type": "skill",
        "system": {
            "skillName": skill_name,
            "specialization": family,
            "base": formula,
            "adjustments": {
                "base": base,
                "personal": skill.value - base,
                "occupation": 0,
                "archetype": 0,
                "experiencePackage": 0,
                "experience": 0,
            },
            "properties": properties,
            "flags": {"developement": skill.ticked},
            "description": {"value": "", "keeper": ""},
        },
        "flags": flags,
    }


def _uses(attacks: str) -> tuple[dict[str, Any], dict[str, bool]]:
    """Our attacks ('1', '1 (3)', '1 or 2', '1, burst or full auto') as Foundry's uses per round and properties; any
    other text stands as the uses per round."""
    m = _ATTACKS.fullmatch(attacks.strip())
    if m is None:
        return {"normal": attacks, "max": None, "burst": None}, {}
    fire = m.group("fire") or ""
    most = m.group("most") or m.group("barrels")
    properties = {"dbrl": bool(m.group("barrels")), "brst": "burst" in fire, "auto": "full auto" in fire}
    return {"normal": m.group("normal"), "max": most, "burst": None}, properties


def _ranges(weapon: Weapon) -> tuple[dict[str, Any], bool]:
    """Foundry's normal, long and extreme ranges with their damage; a shotgun's three bands ('10/20/50 yards',
    '4D6/2D6/1D6') as its three ranges. True when it is such a shotgun."""
    bands = weapon.damage_bands
    reach = re.fullmatch(r"(\d+(?:/\d+){2}) yards", weapon.range)
    if len(bands) == 3 and reach:
        values = reach.group(1).split("/")
        keys = ("normal", "long", "extreme")
        return {key: {"value": value, "damage": band} for key, value, band in zip(keys, values, bands)}, True
    single = re.fullmatch(r"(\d+) yards", weapon.range)
    normal = {"value": single.group(1) if single else weapon.range, "damage": weapon.damage}
    return {"normal": normal, "long": {"value": "", "damage": ""}, "extreme": {"value": "", "damage": ""}}, False


def _weapon_item(sheet: CharacterSheet, index: int, weapon: Weapon, skill: dict[str, Any] | None) -> dict[str, Any]:
    """One weapon item, its skill the skill item it names (by `_id`; by name when the sheet lacks that skill)."""
    ranges, shotgun = _ranges(weapon)
    uses, fire = _uses(weapon.attacks)
    ranged = bool(weapon.range) or weapon.ammo is not None or weapon.skill.startswith("Firearms")
    main = {"id": skill["_id"], "name": skill["name"]} if skill else {"id": "", "name": weapon.skill}
    return {
        "_id": _id(sheet.name, "weapon", index, weapon.name),
        "name": weapon.name,
        "type": "weapon",
        "system": {
            "skill": {"main": main, "alternativ": {"id": "", "name": ""}},
            "range": ranges,
            "usesPerRound": uses,
            "bullets": weapon.ammo,
            "ammo": weapon.ammo or 0,
            "malfunction": weapon.malfunction,
            "properties": {
                "rngd": ranged,
                "shotgun": shotgun,
                "impl": weapon.impaling,
                "addb": weapon.adds_damage_bonus,
                "dbrl": False,
                "brst": False,
                "auto": False,
            }
            | fire,
            "description": {
                "value": "",
                "special": _html(DRAINS.format(weapon.drains)) if weapon.drains else "",
                "keeper": "",
            },
            "price": {},
        },
    }
