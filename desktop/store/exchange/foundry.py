"""FoundryVTT CoC7 actors (character, npc, creature), old (`data`) and new (`system`) files alike, read into our
sheets with the numbers Foundry shows: a skill at the sum of its adjustments (or its value, in older files), each
weapon on the skill item it names, a MOV set by hand kept, characteristics given only as rolls rolled or averaged,
a creature's SAN loss kept in the campaign's bestiary; what has no place on a sheet goes into its notes (possessions,
spells) or is listed by name with why (foundry_fields.py)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from desktop.rules.bestiary import Creature, creature_from_sheet
from desktop.rules.conditions import Condition
from desktop.rules.dice import Dice, formula_average, roll_formula
from desktop.rules.roster.sheet import MAX_MOV, CharacterSheet, Kind, Skill, Weapon
from desktop.rules.sanity.insanity import sanity_loss
from desktop.store.exchange.foreign import (
    ABBREVIATIONS,
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
    kept_half_bonus,
    limited,
    number,
    one_line,
    pick,
    shown,
    text,
    weapon_skill,
)
from desktop.store.exchange.foundry_fields import (
    double_barrelled,
    filled,
    skill_description,
    unkept_fields,
    unkept_weapon_fields,
)

FOUNDRY_TYPES = {"character": Kind.INVESTIGATOR, "npc": Kind.NPC, "creature": Kind.MONSTER}
OWN_LANGUAGE = "i.skill.language-own"  # the CoC ID Foundry marks an investigator's own language with
NOTED = "from the FoundryVTT file"


def is_foundry(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and str(data.get("type", "")).lower() in FOUNDRY_TYPES
        and (isinstance(data.get("system"), dict) or isinstance(data.get("data"), dict))
    )


def _camel_words(key: str) -> str:
    """'personalDescription' → 'Personal Description'."""
    return " ".join(word.capitalize() for word in re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key).split())


# Foundry's item types a sheet has no place for but its notes: in a Keeper's words.
NOTED_ITEMS = {
    "item": "Possessions",
    "spell": "Spells",
    "book": "Tomes",
    "talent": "Talents",
    "status": "Phobias, manias and other statuses",
    "armor": "Armour",
}
# Item types not kept at all, in a Keeper's words.
_UNKEPT_ITEMS = {
    "occupation": "occupations",
    "archetype": "archetypes",
    "setup": "set-ups",
    "experiencepackage": "experience packages",
    "chase": "chases",
}
# Foundry's condition flags and ours; prone belongs to a fight, not to a sheet.
CONDITIONS = {
    "criticalWounds": Condition.MAJOR_WOUND,
    "unconscious": Condition.UNCONSCIOUS,
    "dying": Condition.DYING,
    "dead": Condition.DEAD,
    "tempoInsane": Condition.TEMPORARY_INSANITY,
    "indefInsane": Condition.INDEFINITE_INSANITY,
}
_FAMILIES = {"language": "Language (Other)"}  # Foundry's specialisation families under another name on our sheets


def from_foundry(data: Any, dice: Dice | None = None) -> list[Imported]:
    """One actor from a FoundryVTT CoC7 export, with the numbers Foundry shows. Characteristics the file gives only
    as rolls ('5*3d6') are rolled with `dice`, or, without, taken at their average as Foundry's average button takes
    them; the list of what was left out or changed says which."""
    if not is_foundry(data):
        raise ImportProblem("type: not a FoundryVTT CoC7 character, npc or creature")
    kind = FOUNDRY_TYPES[data["type"].lower()]
    body_key = "system" if isinstance(pick(data, "system"), dict) else "data"
    body = data[body_key]
    name = one_line(pick(data, "name"))
    if not name:
        raise ImportProblem("name: missing or empty")
    skipped: list[str] = []
    values, rolls = _characteristics(body, body_key, kind, dice, skipped)
    attribs = pick(body, "attribs") if isinstance(pick(body, "attribs"), dict) else {}

    def attrib(key: str, default: int | None = None) -> int | None:
        return number(pick(pick(attribs, key), "value"), f"{body_key}.attribs.{key}.value", default)

    skills, weapons, noted, occupation = _items(items(pick(data, "items")), values, skipped)
    infos = pick(body, "infos") if isinstance(pick(body, "infos"), dict) else {}
    said = one_line(pick(infos, "occupation"))
    if said and occupation and occupation != said:
        skipped.append(
            f"the occupation item {brief(occupation)}: the sheet's occupation is {brief(said)}, as the file says"
        )
    sheet = CharacterSheet(
        name=name,
        kind=kind,
        occupation=said or occupation,
        age=_age(infos, body_key, skipped),
        **values,
        hp=attrib("hp"),
        mp=attrib("mp"),
        sanity=attrib("san") if kind is not Kind.MONSTER else None,
        luck=attrib("lck", 50) or 0,
        conditions=_conditions(body, skipped),
        notes="\n".join(_notes(body) + noted),
        skills=tuple(skills),
        weapons=tuple(weapons),
        mov_override=_kept_mov(attribs, body_key, skipped),
    )
    san_loss = _san_loss(body, body_key, kind, skipped)
    armour = _armour(attribs, body_key, kind, skipped)
    _hand_set(sheet, attribs, body_key, skipped)
    skipped.extend(unkept_fields(data, body_key))
    imported = finished(Imported(bounded(limited(sheet, skipped), skipped), FOUNDRY, skipped, rolls=rolls))
    imported.creature = _creature(imported.sheet, san_loss, armour, imported.kept)
    return [imported]


# --- characteristics and attributes ----------------------------------------------------------------------------


def _characteristics(
    body: dict, body_key: str, kind: Kind, dice: Dice | None, notes: list[str]
) -> tuple[dict[str, int], dict[str, str]]:
    """The eight characteristics by our field names, and those given only as rolls (abbreviation: formula). A roll
    is rolled with `dice`, or taken at Foundry's average; an NPC's or creature's missing one is set to 1 (creatures
    often have no POW or EDU), an investigator's is refused. Each is said in `notes`."""
    stats = pick(body, "characteristics")
    values: dict[str, int] = {}
    formulas: dict[str, str] = {}
    for attr, abbreviation in ABBREVIATIONS.items():
        key = abbreviation.lower()
        value = number(pick(pick(stats, key), "value"), f"{body_key}.characteristics.{key}.value")
        formula = one_line(pick(pick(stats, key), "formula"))
        if value is not None and value > 0:
            values[attr] = value
        elif formula.strip("0 ") and not re.fullmatch(r"[+-]?\d+", formula):
            formulas[abbreviation] = formula  # worked out below, once the values it may name are known
        elif kind is Kind.INVESTIGATOR:
            raise ImportProblem(f"{body_key}.characteristics.{key}.value: missing")
        else:
            said = f"{value} in the file" if value is not None else "no value in the file"
            if formula.strip():
                said += f" and the roll {shown(formula)}"
            notes.append(f"{abbreviation}: {said}; set to 1, the least a sheet holds")
            values[attr] = 1
    known = {ABBREVIATIONS[attr]: v for attr, v in values.items()}
    for abbreviation, formula in formulas.items():
        attr = next(a for a, abbr in ABBREVIATIONS.items() if abbr == abbreviation)
        try:
            value = roll_formula(formula, dice, known) if dice is not None else formula_average(formula, known)
        except ValueError:
            value = 0
        said = f"{abbreviation}: the file gives only the roll {shown(formula)}"
        if value > 0:
            how = (
                f"rolled {value}"
                if dice is not None
                else f"taken at FoundryVTT's average, {value} (each die at its middle, rounded down)"
            )
            notes.append(f"{said}; {how}")
            if value > kind.value_limit:
                notes.append(f"{abbreviation}: {value} is past the {kind.value_limit} {kind.label}s go to; set to it")
                value = kind.value_limit
        elif kind is Kind.INVESTIGATOR:
            where = f"{body_key}.characteristics.{abbreviation.lower()}"
            raise ImportProblem(f"{where}.value: missing, and the roll {shown(formula)} cannot be worked out")
        else:
            notes.append(f"{said}, which Keeper Desk cannot work out; set to 1")
            value = 1
        values[attr] = value
    return {attr: values[attr] for attr in ABBREVIATIONS}, formulas


def _age(infos: dict, body_key: str, skipped: list[str]) -> int:
    """The age, a text in Foundry ('26', or 'Average'); 30 when it is no number, said so."""
    raw = pick(infos, "age")
    if isinstance(raw, str) and raw.strip() and not re.fullmatch(r"\s*[+-]?\d+\s*", raw):
        skipped.append(f"{body_key}.infos.age {shown(raw)}: not a number of years; age 30 kept")
        return 30
    return number(raw, f"{body_key}.infos.age", 30) or 30


def _kept_mov(attribs: dict, body_key: str, skipped: list[str]) -> int | None:
    """The MOV the Keeper set by hand in Foundry (`mov.auto` false), kept whatever the age; None when Foundry works
    it out (as Keeper Desk does then)."""
    mov = pick(attribs, "mov")
    value = number(pick(mov, "value"), f"{body_key}.attribs.mov.value")
    if pick(mov, "auto") is not False or value is None:
        return None
    if not 1 <= value <= MAX_MOV:
        skipped.append(f"MOV {value} set by hand: a MOV is 1 to {MAX_MOV}; worked out from the characteristics")
        return None
    return value


def _hand_set(sheet: CharacterSheet, attribs: dict, body_key: str, skipped: list[str]) -> None:
    """Maximum HP and MP, damage bonus and Build that the Keeper set by hand in Foundry (`auto` false) and that
    differ from what a Keeper Desk sheet works out: listed, since the sheet always works them out."""
    worked_out = {"hp": (sheet.max_hp, "max"), "mp": (sheet.max_mp, "max"), "build": (sheet.build, "value")}
    for key, (ours, field) in worked_out.items():
        if pick(pick(attribs, key), "auto") is False:
            theirs = number(pick(pick(attribs, key), field), f"{body_key}.attribs.{key}.{field}")
            if theirs is not None and theirs != ours:
                said = {"hp": "maximum HP", "mp": "maximum MP", "build": "Build"}[key]
                skipped.append(f"{body_key}.attribs.{key}.{field}: {said} {theirs} set by hand; worked out as {ours}")
    db = pick(attribs, "db")
    theirs = one_line(pick(db, "value")).upper().replace(" ", "")
    if pick(db, "auto") is False and theirs and theirs.lstrip("+") != sheet.damage_bonus.lstrip("+"):
        skipped.append(
            f"{body_key}.attribs.db.value: damage bonus {shown(theirs)} set by hand; worked out as {sheet.damage_bonus}"
        )


def _san_loss(body: dict, body_key: str, kind: Kind, skipped: list[str]) -> str:
    """The SAN lost on seeing a creature or NPC ('1D2/1D6'), or "" when the file gives none or one that cannot be
    read (listed)."""
    loss = pick(pick(body, "special"), "sanLoss")
    passed, failed = one_line(pick(loss, "checkPassed")), one_line(pick(loss, "checkFailled", "checkFailed"))
    if not (passed or failed):
        return ""
    said = f"{passed or '0'}/{failed or '0'}".upper().replace(" ", "")
    if kind is Kind.INVESTIGATOR:
        skipped.append(f"{body_key}.special.sanLoss {shown(said)}: an investigator's sight costs no one SAN")
        return ""
    try:
        sanity_loss(said)
    except ValueError as exc:
        skipped.append(f"{body_key}.special.sanLoss {shown(said)}: {exc}; left out")
        return ""
    return said


def _armour(attribs: dict, body_key: str, kind: Kind, skipped: list[str]) -> int:
    """A creature's or NPC's armour, which the bestiary keeps (0 for none); an investigator's is listed."""
    raw = pick(pick(attribs, "armor"), "value")
    if not filled(raw):
        return 0
    if (
        isinstance(raw, int | float | str)
        and re.fullmatch(r"\s*\d{1,3}(\.0)?\s*", str(raw))
        and kind is not Kind.INVESTIGATOR
    ):
        return int(float(raw))
    why = "a sheet holds no armour" if kind is Kind.INVESTIGATOR else "the bestiary keeps armour as a number of points"
    skipped.append(f"{body_key}.attribs.armor.value {shown(raw)}: {why}; left out")
    return 0


def _conditions(body: dict, skipped: list[str]) -> tuple[Condition, ...]:
    flags = pick(body, "conditions")
    found = tuple(ours for key, ours in CONDITIONS.items() if pick(pick(flags, key), "value") is True)
    if pick(pick(flags, "prone"), "value") is True:
        skipped.append("conditions.prone: prone belongs to a fight; not kept on the sheet")
    return found


def _creature(sheet: CharacterSheet, san_loss: str, armour: int, kept: list[str]) -> Creature | None:
    """The bestiary entry for a creature or NPC whose file gives a SAN loss or armour, which the campaign's
    bestiary keeps (the Sanity tab offers the creature with its loss, fights give it its armour)."""
    if not san_loss and not armour:
        return None
    creature = replace(creature_from_sheet(sheet.filled(), san_loss), armour=armour)
    said = [f"SAN loss {san_loss}"] * bool(san_loss) + [f"armour {armour}"] * bool(armour)
    kept.append(
        f"{' and '.join(said)}: kept in the campaign's bestiary as {creature.name}, where the Sanity and Combat tabs "
        f"offer it (a sheet has no place for {'them' if len(said) > 1 else 'it'})"
    )
    return creature


# --- items: skills, weapons, what goes into the notes ----------------------------------------------------------


def _items(found: list, values: dict[str, int], skipped: list[str]) -> tuple[list[Skill], list[Weapon], list[str], str]:
    """The skills and weapons of the actor's items (each weapon on the sheet's own name of its skill), the lines
    for the notes (possessions, spells ...), and the name of an occupation item; what is left out is listed."""
    skills, weapons, noted = [], [], {}
    skill_ids: dict[str, str] = {}  # a skill item's id: its full name on our sheet
    links: list[tuple[str, str, str, bool]] = []  # each weapon's skill as the file names it: (id, name, place, melee)
    occupation = ""
    for i, item in enumerate(found):
        if not isinstance(item, dict):
            skipped.append(f"items[{i}]: not an object")
            continue
        item_type = str(pick(item, "type") or "").lower()
        inner = pick(item, "system") if isinstance(pick(item, "system"), dict) else pick(item, "data")
        inner = inner if isinstance(inner, dict) else {}
        item_name = one_line(pick(item, "name"))
        at = f"items[{i}] ({brief(item_name)})" if item_name else f"items[{i}]"
        if item_type == "skill":
            if (skill := _skill_item(item, inner, at, values, skipped)) is not None:
                skills.append(skill)
                if item_id := one_line(pick(item, "_id")):
                    skill_ids[item_id] = skill.full_name
                if cocid := one_line(pick(pick(pick(pick(item, "flags"), "CoC7"), "cocidFlag"), "id")).casefold():
                    skill_ids.setdefault(cocid, skill.full_name)
        elif item_type == "weapon":
            weapon, link = _weapon_item(item_name, inner, at, skipped)
            if weapon is not None:
                weapons.append(weapon)
                links.append(link)
        elif item_type in NOTED_ITEMS and not item_name:
            skipped.append(f"{at}: no name to note it by; left out")
        elif item_type in NOTED_ITEMS:
            quantity = number(pick(inner, "quantity"), f"{at}.quantity") if item_type == "item" else None
            noted.setdefault(NOTED_ITEMS[item_type], []).append(
                f"{item_name} ×{quantity}" if quantity and quantity > 1 else item_name
            )
        elif item_type == "occupation" and not occupation:
            occupation = item_name
        elif item_type:
            skipped.append(f"{at}: {_UNKEPT_ITEMS.get(item_type, f'{item_type} items')} are not kept")
    weapons = [replace(w, skill=_linked_skill(link, skill_ids, skills, skipped)) for w, link in zip(weapons, links)]
    for weapon, link in zip(weapons, links):
        kept_half_bonus(weapon, link[2], skipped)
    lines = [f"{what} ({NOTED}): {', '.join(names)}" for what, names in noted.items()]
    return skills, weapons, lines, occupation


def _skill_value(inner: dict, at: str, values: dict[str, int]) -> int:
    """A skill item's value as Foundry shows it. Since its data models: the sum of `adjustments` (base, personal,
    occupation, archetype, experiencePackage, experience; a missing base is 0), the `base` beside them being only
    the formula it came from. Older files: the `value` itself (a formula such as '@EDU' worked out), or, with none,
    the base (a number or a formula on the characteristics) plus the adjustments."""
    adjustments = pick(inner, "adjustments") if isinstance(pick(inner, "adjustments"), dict) else {}
    added = sum(number(v, f"{at}.adjustments.{k}", 0) or 0 for k, v in adjustments.items())
    has_value = any(str(k).casefold() == "value" for k in inner)
    if pick(adjustments, "base") is not None or "base" in adjustments or not has_value:
        return added
    raw = pick(inner, "value")
    if raw is None or (isinstance(raw, str) and raw.strip() in ("", "-1")) or raw == -1:
        return _worked_out(pick(inner, "base"), values, f"{at}.base") + added
    if isinstance(raw, str) and not re.fullmatch(r"\s*[+-]?\d+\s*%?\s*", raw):
        return _worked_out(raw, values, f"{at}.value")
    return number(raw, f"{at}.value", 0) or 0


def _worked_out(value: Any, values: dict[str, int], where: str) -> int:
    """A number, or a formula on the characteristics ('@DEX/2', '1/2*@DEX', '@EDU') worked out as Foundry does."""
    if isinstance(value, str) and "@" in value or isinstance(value, str) and re.search(r"[*/()]", value):
        names = {abbr: values[attr] for attr, abbr in ABBREVIATIONS.items()}
        try:
            return formula_average(value, names)
        except ValueError as exc:
            raise ImportProblem(f"{where}: a base Keeper Desk cannot work out ({shown(value)})") from exc
    return number(value, where, 0) or 0


def _is_own_language(item: dict, inner: dict, skill_name: str) -> bool:
    flag = pick(pick(pick(pick(item, "flags"), "CoC7"), "cocidFlag"), "id")
    return flag == OWN_LANGUAGE or pick(pick(inner, "properties"), "own") is True or skill_name.casefold() == "own"


def _skill_item(item: dict, inner: dict, at: str, values: dict[str, int], skipped: list[str]) -> Skill | None:
    """A skill item on our sheet's terms: Foundry's specialisation is our skill's family ('Fighting'), its skill
    name our specialisation ('Brawl'); a language is the investigator's own when Foundry marks it so, another
    otherwise. None for an unused specialisation slot ('Any'), listed."""
    value = _skill_value(inner, at, values)
    ticked = pick(pick(inner, "flags"), "developement") is True  # Foundry's tick for an improvement check
    skipped.extend(skill_description(inner, at))
    raw = one_line(pick(item, "name"))
    family, skill_name = one_line(pick(inner, "specialization")), one_line(pick(inner, "skillName"))
    if not family and not skill_name and (m := re.fullmatch(r"(.+?)\s*\((.+)\)", raw)):
        family, skill_name = m.group(1).strip(), m.group(2).strip()  # 'Fighting (Brawl)' as the only name
    elif family and not skill_name:  # the name alone: 'Fighting (Brawl)' or 'Brawl', as Foundry splits it
        m = re.fullmatch(rf"{re.escape(family)}\s*\((.+)\)", raw, re.IGNORECASE)
        skill_name = m.group(1).strip() if m else raw
    skill_name = skill_name or raw
    if family.casefold() == "language" and _is_own_language(item, inner, skill_name):
        own = "" if skill_name.casefold() in ("own", "any", "") else skill_name
        return Skill("Language (Own)", value, own, ticked)
    if family and skill_name.casefold() in ("any", "other", "none", ""):
        skipped.append(f"{brief(raw or family)}: an unused slot (no specialisation)")
        return None
    if not family:
        return Skill(skill_name, value, ticked=ticked)
    return Skill(_FAMILIES.get(family.casefold(), family), value, skill_name, ticked)


def _slug(name: str) -> str:
    """A name as a CoC ID writes it: 'Fighting (Brawl)' → 'fighting-brawl'."""
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")


def _linked_skill(
    link: tuple[str, str, str, bool], skill_ids: dict[str, str], skills: list[Skill], skipped: list[str]
) -> str:
    """The sheet's name of the skill a weapon uses: the skill item of its id (today's CoC7), else the skill its name
    names ('Brawl', 'Fighting (Brawl)', 'Shotgun', or a CoC ID such as 'i.skill.brawl'), else a Fighting or Firearms
    skill it names that the sheet lacks; else Fighting (Brawl) or Firearms (Handgun), said so."""
    item_id, name, at, melee = link
    if item_id in skill_ids:
        return skill_ids[item_id]
    wanted = name.casefold()
    if wanted.startswith("i.skill."):
        if wanted in skill_ids:
            return skill_ids[wanted]
        tail = wanted.removeprefix("i.skill.")
        for cocid, full_name in skill_ids.items():
            if cocid.startswith("i.skill.") and cocid.endswith(f"-{tail}"):
                return full_name
        wanted = tail
    for skill in skills:
        names = (skill.full_name.casefold(), skill.specialization.casefold(), skill.name.casefold())
        if wanted and (wanted in names or wanted in (_slug(skill.full_name), _slug(skill.specialization))):
            return skill.full_name
    mapped = weapon_skill(name) if name else ""
    if re.fullmatch(r"(Fighting|Firearms) \(.+\)|Throw", mapped):
        return mapped  # a skill the sheet lacks: the Combat tab takes its base
    default = "Fighting (Brawl)" if melee else "Firearms (Handgun)"
    named = f" {shown(name or item_id)}" if name or item_id else ""
    skipped.append(f"{at}.skill.main{named}: no skill of this sheet; {default} used")
    return default


def _weapon_item(
    item_name: str, inner: dict, at: str, skipped: list[str]
) -> tuple[Weapon | None, tuple[str, str, str, bool]]:
    """A weapon item, or None when it would not save (the reason listed); and its skill as the file names it (the
    skill item's id, its name), where, and whether it is a melee weapon. Burst and full auto go into its attacks
    ("1, burst or full auto"), as the weapon table writes them; a shotgun's three ranges into its range and damage
    bands."""
    props = pick(inner, "properties") if isinstance(pick(inner, "properties"), dict) else {}
    ranges = pick(inner, "range") if isinstance(pick(inner, "range"), dict) else {}
    normal = pick(ranges, "normal") or {}
    damage, bonus = damage_and_bonus(str(pick(normal, "damage") or ""), at, skipped)
    if pick(props, "ahdb") and not bonus:
        skipped.append(f"{at}: {HALF_BONUS}")
    shotgun = pick(props, "shotgun") is True and all(
        filled(pick(pick(ranges, b), "damage")) for b in ("long", "extreme")
    )
    if shotgun:
        bands = [damage] + [
            damage_and_bonus(str(pick(pick(ranges, b), "damage")), at, [])[0] for b in ("long", "extreme")
        ]
        damage = "/".join(bands)
    melee = (pick(props, "melee") is True or pick(props, "rngd") is False) and pick(props, "rngd") is not True
    main = pick(pick(inner, "skill"), "main")
    main_name = one_line(pick(main, "name"))
    weapon = Weapon(
        item_name,
        "Fighting (Brawl)",  # the skill it names is found among the sheet's once every skill is read
        damage,
        impaling=pick(props, "impl") is True,
        range=_range(ranges, shotgun, at),
        attacks=_attacks(inner, props),
        ammo=None if melee else _magazine(inner, at, skipped),
        malfunction=number(pick(inner, "malfunction"), f"{at}.malfunction"),
        adds_damage_bonus=bonus or pick(props, "addb") is True or pick(props, "ahdb") is True,
        drains=_drains(inner),
    )
    skipped.extend(unkept_weapon_fields(inner, at, main))
    return checked_weapon(weapon, at, skipped), (one_line(pick(main, "id")), main_name, at, melee)


def _drains(inner: dict) -> str:
    """What a weapon harms instead of HP, as Keeper Desk's export says it in the weapon's special text."""
    special = text(pick(pick(inner, "description"), "special"))
    m = re.fullmatch(r"Drains (STR|CON|DEX|POW|SAN|MP) instead of hit points\.", special)
    return m.group(1) if m else ""


def _magazine(inner: dict, at: str, skipped: list[str]) -> int | None:
    """A firearm's magazine (`bullets`), which a sheet's ammunition is; without one, the rounds loaded (`ammo`)
    stand for it; with neither, its rounds are not counted (None), said so."""
    bullets = number(pick(inner, "bullets"), f"{at}.bullets")
    loaded = number(pick(inner, "ammo"), f"{at}.ammo")
    if bullets:
        if loaded is not None and loaded != bullets:
            skipped.append(f"{at}.ammo {loaded}: the rounds loaded now are not kept; the magazine of {bullets} is")
        return bullets
    if loaded:
        skipped.append(f"{at}.bullets: no magazine given; the {loaded} loaded taken as the magazine")
        return loaded
    skipped.append(f"{at}.bullets: no magazine given; its rounds are not counted")
    return None


def _range(ranges: dict, shotgun: bool, at: str) -> str:
    """'15 yards', '15ft' as written, or a shotgun's '10/20/50 yards'."""
    parts = []
    for band in ("normal", "long", "extreme") if shotgun else ("normal",):
        raw = pick(pick(ranges, band), "value")
        if isinstance(raw, str) and not re.fullmatch(r"\s*[+-]?\d*\s*", raw):
            return one_line(raw)  # 'STR in feet', '15ft': kept as written
        reach = number(raw, f"{at}.range.{band}.value", 0) or 0
        if reach:
            parts.append(str(reach))
    if not parts:
        return ""
    units = one_line(pick(pick(ranges, "normal"), "units")) or "yards"
    return f"{'/'.join(parts)} {units}"


def _attacks(inner: dict, props: dict) -> str:
    """Uses per round as the weapon table writes them: '1', '1 (3)', '1, burst or full auto'."""
    uses = pick(inner, "usesPerRound")
    attacks, most = one_line(pick(uses, "normal")) or "1", one_line(pick(uses, "max"))
    if double_barrelled(inner):
        attacks = "1 or 2"  # both barrels at once, as the weapon table writes a double-barrelled shotgun
    elif most and most != attacks:
        attacks = f"{attacks} ({most})"
    fire = ["burst"] * (pick(props, "brst") is True) + ["full auto"] * (pick(props, "auto") is True)
    return f"{attacks}, {' or '.join(fire)}" if fire else attacks


# --- notes ---------------------------------------------------------------------------------------------------


_INFOS = ("type", "sex", "residence", "birthplace", "archetype", "organization", "playername")


def _notes(body: dict) -> list[str]:
    """The sheet's notes: what the file says of who this is (a creature's type, an investigator's residence ...),
    the biography's sections (a creature's by their keys), the backstory, the Keeper's description and notes."""
    infos = pick(body, "infos")
    parts = [
        f"{'Player' if key == 'playername' else _camel_words(key)}: {said}"
        for key in _INFOS
        if (said := one_line(pick(infos, key)))
    ]
    story = pick(body, "biography")
    if isinstance(story, dict) and "value" not in story:  # npcs and creatures: {"personalDescription": {"value"}}
        story = [{"title": _camel_words(str(k)), "value": pick(v, "value")} for k, v in story.items()]
    old = pick(pick(body, "personalDescription"), "value")  # npcs of older files kept it beside the biography
    story = [*items(story), *([{"title": "Personal Description", "value": old}] if text(old) else [])]
    parts += [
        f"{one_line(pick(b, 'title'))}: {text(pick(b, 'value'))}"
        if one_line(pick(b, "title"))
        else text(pick(b, "value"))
        for b in story
        if isinstance(b, dict) and text(pick(b, "value"))
    ]
    for key in ("backstory", "description", "notes"):
        value = pick(body, key)
        if isinstance(value, dict):
            value = pick(value, "keeper") or pick(value, "value")
        if said := text(value):
            parts.append(said)
    return parts
