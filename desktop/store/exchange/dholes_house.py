"""Investigators from a Dhole's House JSON export, read into our sheets (what is skipped, and why, with each)."""

from __future__ import annotations

from typing import Any

from desktop.rules.roster.sheet import (
    CharacterSheet,
    Kind,
    Skill,
    Weapon,
)
from desktop.store.exchange.foreign import (
    ABBREVIATIONS,
    DHOLES_HOUSE,
    FAMILIES,
    Imported,
    ImportProblem,
    bounded,
    brief,
    checked_weapon,
    damage_and_bonus,
    finished,
    items,
    limited,
    number,
    one_line,
    pick,
    skill_named,
    text,
    weapon_skill,
)


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
            weapon_skill(str(pick(entry, "skillname", "skill") or "")),
            damage,
            impaling=False,
            range="" if rng in ("-", "Touch") else rng,
            attacks=one_line(pick(entry, "attacks")) or "1",
            ammo=number(pick(entry, "ammo"), f"{at}.ammo"),
            malfunction=number(pick(entry, "malf", "malfunction"), f"{at}.malf"),
            adds_damage_bonus=bonus,
        )
        if (kept := checked_weapon(weapon, brief(weapon_name) or at, skipped)) is not None:
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
    return [finished(Imported(bounded(limited(sheet, skipped), skipped), DHOLES_HOUSE, skipped))]
