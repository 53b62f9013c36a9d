"""FoundryVTT CoC7 actors (character, npc, creature), old and new files alike, read into our sheets."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from desktop.rules.dice import formula_bounds
from desktop.rules.roster.sheet import (
    CharacterSheet,
    Kind,
    Skill,
    Weapon,
)
from desktop.store.exchange.foreign import (
    ABBREVIATIONS,
    FAMILIES,
    FOUNDRY,
    HALF_BONUS,
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
    shown,
    skill_named,
    text,
    weapon_skill,
)


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


def _camel_words(key: str) -> str:
    """'personalDescription' → 'Personal Description'."""
    return " ".join(word.capitalize() for word in re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).split())


# What Foundry's item types are, in a Keeper's words ("item" is a possession: "item items" said nothing).
_KINDS_OF_ITEM = {
    "item": "possessions",
    "book": "tomes",
    "spell": "spells",
    "talent": "talents",
    "status": "phobias, manias and other statuses",
    "occupation": "occupations",
    "archetype": "archetypes",
    "setup": "set-ups",
    "experiencepackage": "experience packages",
    "armor": "armour",
    "chase": "chases",
}


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
    values, stat_notes = _characteristics(body, body_key, kind)  # the notes are listed after the items' reasons
    attribs = pick(body, "attribs") or {}
    skipped: list[str] = []

    def attrib(key: str, default: int | None = None) -> int | None:
        return number(pick(pick(attribs, key), "value"), f"{body_key}.attribs.{key}.value", default)

    skills, weapons = _skills_and_weapons(items(pick(data, "items")), values, skipped)
    infos = pick(body, "infos") or {}
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
        notes="\n".join(_notes(body)),
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
    return [finished(Imported(bounded(limited(sheet, skipped), skipped), FOUNDRY, skipped))]


def _characteristics(body: dict, body_key: str, kind: Kind) -> tuple[dict[str, int], list[str]]:
    """The eight characteristics by our field names, and a note for each one the file does not give as a number:
    a roll stands at its average; an NPC's or creature's missing one is set to 1, an investigator's is refused."""
    stats = pick(body, "characteristics") or {}
    values = {}
    notes: list[str] = []
    for attr, abbreviation in ABBREVIATIONS.items():
        key = abbreviation.lower()
        value = number(pick(pick(stats, key), "value"), f"{body_key}.characteristics.{key}.value")
        formula = one_line(pick(pick(stats, key), "formula"))
        if value is None and (bounds := formula_bounds(formula)) and bounds[1] > 0:
            value = max(1, sum(bounds) // 2)  # an NPC or creature written as its roll: the average stands
            notes.append(f"{abbreviation}: the file gives only the roll {formula}; set to its average, {value}")
        if value is None or value <= 0:
            if kind is Kind.INVESTIGATOR:
                raise ImportProblem(f"{body_key}.characteristics.{key}.value: missing")
            if value is not None or formula.strip("0 ") == "":
                said = f"{value or 0} in the file" if value is not None or formula else "none in the file"
            else:
                said = f"the file gives only the roll {shown(formula)}, which Keeper Desk cannot work out"
            notes.append(f"{abbreviation}: {said}; set to 1")  # creatures often have no POW or EDU
            value = 1
        values[attr] = value
    return values, notes


def _skills_and_weapons(found: list, values: dict[str, int], skipped: list[str]) -> tuple[list[Skill], list[Weapon]]:
    """The skills and weapons of the actor's items, each weapon on the sheet's own name of its skill; what is left
    out is listed in `skipped` with the reason."""
    skills, weapons = [], []
    skill_ids: dict[str, str] = {}  # a skill item's id: its full name on our sheet
    linked_skills: dict[int, str] = {}  # a weapon's place in `weapons`: the id of the skill item it uses
    for i, item in enumerate(found):
        if not isinstance(item, dict):
            skipped.append(f"items[{i}]: not an object")
            continue
        item_type = str(pick(item, "type", "")).lower()
        inner = pick(item, "system") if isinstance(pick(item, "system"), dict) else pick(item, "data") or {}
        at = f"items[{i}] ({brief(one_line(pick(item, 'name')))})"
        if item_type == "skill":
            if (skill := _skill_item(item, inner, at, values, skipped)) is not None:
                skills.append(skill)
                if item_id := one_line(pick(item, "_id")):
                    skill_ids[item_id] = skill.full_name
        elif item_type == "weapon":
            weapon, linked = _weapon_item(item, inner, at, skipped)
            if weapon is not None:
                weapons.append(weapon)
                if linked:
                    linked_skills[len(weapons) - 1] = linked
        elif item_type:
            skipped.append(
                f"{at}: {_KINDS_OF_ITEM.get(item_type, f'{item_type} items')} are not kept on Keeper Desk sheets"
            )
    known = {s.full_name.casefold(): s.full_name for s in skills}
    for s in skills:  # a weapon names its skill by the specialisation alone ('Brawl', 'Slice PCs in small cubes')
        if s.specialization:
            known.setdefault(s.specialization.casefold(), s.full_name)
    weapons = [
        replace(w, skill=skill_ids[linked_skills[i]]) if linked_skills.get(i) in skill_ids else w
        for i, w in enumerate(weapons)
    ]
    weapons = [replace(w, skill=known[w.skill.casefold()]) if w.skill.casefold() in known else w for w in weapons]
    return skills, weapons


def _skill_item(item: dict, inner: Any, at: str, values: dict[str, int], skipped: list[str]) -> Skill | None:
    """A skill item at its value (or base plus adjustments); None for an unused specialisation slot, listed."""
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
        return None
    if specialization and not raw.startswith(specialization):
        skill_name, spec = skill_named(specialization, raw)
    else:
        skill_name, spec = skill_named(raw)
    if skill_name in FAMILIES and not spec:
        skipped.append(f"{brief(raw)}: an unused slot (no specialisation)")
        return None
    return Skill(skill_name, value, spec)


def _weapon_item(item: dict, inner: Any, at: str, skipped: list[str]) -> tuple[Weapon | None, str]:
    """A weapon item, or None when it would not save (the reason listed); and the id of the skill item it uses when
    the file names its skill by id only (today's CoC7), else ""."""
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
        weapon_skill(str(skill or "Fighting (Brawl)")),
        damage,
        impaling=bool(pick(props, "impl")),
        range=f"{reach} {units}".strip() if reach else "",
        attacks=attacks,
        ammo=None if melee else number(pick(inner, "bullets") or pick(inner, "ammo"), f"{at}.ammo"),
        malfunction=number(pick(inner, "malfunction"), f"{at}.malfunction"),
        adds_damage_bonus=bonus or bool(pick(props, "addb") or pick(props, "ahdb")),
    )
    return checked_weapon(weapon, at, skipped), linked


def _notes(body: dict) -> list[str]:
    """The sheet's notes: the creature's type, the biography's sections (a creature's by their keys), its Sanity
    loss, and the backstory and description."""
    story = pick(body, "biography")
    if isinstance(story, dict) and "value" not in story:  # creatures: {"personalDescription": {"value": ...}}
        story = [{"title": _camel_words(str(k)), "value": pick(v, "value")} for k, v in story.items()]
    parts = [
        f"{one_line(pick(b, 'title'))}: {text(pick(b, 'value'))}"
        for b in items(story)
        if isinstance(b, dict) and text(pick(b, "value"))
    ]
    if said := one_line(pick(pick(body, "infos") or {}, "type")):
        parts.insert(0, f"Type: {said}")
    loss = pick(pick(body, "special"), "sanLoss")
    passed, failed = one_line(pick(loss, "checkPassed")), one_line(pick(loss, "checkFailled", "checkFailed"))
    if passed or failed:
        parts.append(f"Sanity loss: {passed or '0'}/{failed or '0'}")
    for key in ("backstory", "description"):
        value = pick(body, key)
        if isinstance(value, dict):
            value = pick(value, "keeper") or pick(value, "value")
        if said := text(value):
            parts.append(said)
    return parts
