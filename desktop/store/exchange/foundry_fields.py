"""What of a FoundryVTT CoC7 actor no Keeper Desk sheet takes, listed by the field's name with why: every field
that holds something, save those Foundry works out for itself or keeps for its own screens (labels, sheet locks,
tokens)."""

from __future__ import annotations

import re
from typing import Any

from desktop.store.exchange.foreign import one_line, pick, shown, text

# Actor fields Foundry keeps for its own screens and bookkeeping, never a character's: not listed.
_FOUNDRY_OWN = {"_id", "_stats", "token", "prototypeToken", "folder", "sort", "ownership", "permission", "flags"}
_OWN_PICTURES = ("icons/", "systems/CoC7/")  # Foundry's and CoC7's own icons, which every new actor gets
# The body's fields the reader takes whole (characteristics, the notes' sources), or Foundry's own display state.
_TAKEN = {
    "characteristics",
    "infos",
    "biography",
    "backstory",
    "description",
    "notes",
    "personalDescription",
    "conditions",
    "flags",
    "pannel",
    "config",
    "encounteredCreatures",
}
# Sub-fields of attribs the reader takes or Foundry works out (maximums, damage bonus, Build, labels).
_ATTRIBS_TAKEN = {
    "hp": {"value", "max", "auto", "short", "label"},
    "mp": {"value", "max", "auto", "short", "label"},
    "lck": {"value", "max", "short", "label"},
    "san": {"value", "max", "auto", "short", "label", "oneFifthSanity"},
    "mov": {"value", "max", "auto", "short", "label", "type"},
    "db": {"value", "auto", "short", "label"},
    "build": {"value", "current", "auto", "short", "label"},
    "armor": {"value", "auto", "localized", "locations"},
}
_SPECIAL_TAKEN = {"sanLoss": {"checkPassed", "checkFailled", "checkFailed"}}  # the bestiary keeps the SAN loss
# Fields a sheet has no place for, and why (listed when they hold something).
_WHY = {
    "attribs.san.dailyLoss": "the Sanity tab counts the day's losses itself",
    "attribs.san.dailyLimit": "the Sanity tab works the day's limit out from SAN (a fifth)",
    "attribs.armor.notes": "armour notes",
    "special.attacksPerRound": "a sheet gives each weapon its attacks, not the round a number",
    "attacksPerRound": "a sheet gives each weapon its attacks, not the round a number",
    "special.movement": "a sheet keeps one MOV, not other ways of moving (swimming, flying)",
    "special.attribs": "a sheet keeps one MOV, not other ways of moving (swimming, flying)",
    "special.macros": "macros belong to Foundry",
    "books": "the Tomes tab keeps its own reading of tomes",
    "sanityLossEvents": "the Sanity tab keeps its own record of SAN lost",
    "development": "points spent on skills when the investigator was made",
    "credit": "a sheet keeps no money",
    "monetary": "a sheet keeps no money",
    "indefiniteInsanityLevel": "the Sanity tab works indefinite insanity out itself",
}
# Parts of a field that are Foundry's defaults or tables, not this character's (monetary.values is the era's table).
_DEFAULTS = {"monetary": {"format", "symbol", "values"}, "indefiniteInsanityLevel": {"max"}}
_BOILERPLATE = "See the Call of Cthulhu - 7th Ed Core Rulebook"


def filled(value: Any) -> bool:
    """Whether a value holds something: not missing, empty, false or zero, nor a group of such."""
    if isinstance(value, dict):
        return any(filled(v) for v in value.values())
    if isinstance(value, list):
        return any(filled(v) for v in value)
    if isinstance(value, str):
        return bool(text(value))
    return value not in (None, False, 0)


def _said(path: str, value: Any, why: str) -> str:
    held = "" if isinstance(value, dict | list) else f" {shown(value)}"
    return f"{path}{held}: {why}; left out"


def unkept_fields(data: dict, body_key: str) -> list[str]:
    """Every field of the actor that holds something and that no sheet takes, by name with why."""
    found = []
    body = data[body_key]
    for key, value in data.items():
        if key in _FOUNDRY_OWN or key in ("name", "type", "system", "data", "items"):
            continue
        if key == "img":
            if isinstance(value, str) and value.strip() and not value.startswith(_OWN_PICTURES):
                found.append(_said("img", value, "a sheet keeps no portrait"))
            continue
        if key == "effects":
            if filled(value):
                count = f" ({len(value)})" if isinstance(value, dict | list) else ""
                found.append(f"effects: Foundry's active effects{count} are not kept; left out")
            continue
        if filled(value):
            found.append(_said(key, value, "Keeper Desk has no place for it"))
    for key, value in body.items():
        if (
            key in _TAKEN
            or key == "attribs"
            and isinstance(value, dict)
            or key == "special"
            and isinstance(value, dict)
        ):
            continue
        value = (
            {k: v for k, v in value.items() if k not in _DEFAULTS.get(key, ())} if isinstance(value, dict) else value
        )
        if filled(value):
            found.append(_said(f"{body_key}.{key}", value, _WHY.get(key, "Keeper Desk has no place for it")))
    for group, taken in (("attribs", _ATTRIBS_TAKEN), ("special", _SPECIAL_TAKEN)):
        for key, value in (pick(body, group) or {}).items() if isinstance(pick(body, group), dict) else ():
            path = f"{group}.{key}"
            if key in taken and isinstance(value, dict):
                for sub, held in value.items():
                    if sub not in taken[key] and filled(held):
                        why = _WHY.get(f"{path}.{sub}", "Keeper Desk has no place for it")
                        found.append(_said(f"{body_key}.{path}.{sub}", held, why))
            elif key not in taken and filled(value) and not (key == "attacksPerRound" and one_line(value) == "1"):
                found.append(_said(f"{body_key}.{path}", value, _WHY.get(path, "Keeper Desk has no place for it")))
    if filled(pick(body, "attacksPerRound")) and one_line(pick(body, "attacksPerRound")) != "1":
        found.append(_said(f"{body_key}.attacksPerRound", pick(body, "attacksPerRound"), _WHY["attacksPerRound"]))
    return found


# A weapon's properties a sheet has no place for, in a Keeper's words.
_WEAPON_PROPERTIES = {
    "mnvr": "used for maneuvers",
    "thrown": "thrown",
    "dbrl": "double-barrelled",
    "slnt": "silent",
    "spcl": "special",
    "mont": "mounted",
    "blst": "blast",
    "stun": "stuns",
    "rare": "rare",
    "burn": "burns",
}


def double_barrelled(inner: dict) -> bool:
    """A double-barrelled weapon (`dbrl`) firing one barrel or both: '1 or 2' on our sheets."""
    uses = pick(inner, "usesPerRound")
    firing = (one_line(pick(uses, "normal")) or "1", one_line(pick(uses, "max")) or "2")
    return pick(pick(inner, "properties"), "dbrl") is True and firing == ("1", "2")


def unkept_weapon_fields(inner: dict, at: str, main: Any) -> list[str]:
    """What of a weapon item no sheet's weapon takes: its descriptions, price, blast radius, bullets per burst, a
    second skill for burst and full auto, and the properties a weapon has no place for."""
    found = []
    description = pick(inner, "description")
    for part in ("value", "special", "keeper", "chat"):
        said = text(pick(description, part)) if isinstance(description, dict) else text(description) * (part == "value")
        if said and not (part == "special" and re.fullmatch(r"Drains [A-Z]{2,3} instead of hit points\.", said)):
            found.append(f"{at}.description.{part}: a weapon's description is not kept; left out")
    if filled(pick(inner, "price")):
        found.append(f"{at}.price: a weapon's price is not kept; left out")
    if filled(pick(inner, "blastRadius")):
        found.append(_said(f"{at}.blastRadius", pick(inner, "blastRadius"), "the Combat tab has no blast radius"))
    burst = pick(pick(inner, "usesPerRound"), "burst")
    if filled(burst):
        found.append(
            _said(f"{at}.usesPerRound.burst", burst, "the Combat tab asks for a burst's bullets as it is fired")
        )
    other = pick(pick(inner, "skill"), "alternativ")
    ids = (one_line(pick(other, "id")), one_line(pick(main, "id")))
    names = (one_line(pick(other, "name")), one_line(pick(main, "name")))
    if (ids[0] or names[0]) and (ids[0] != ids[1] if ids[0] else names[0].casefold() != names[1].casefold()):
        found.append(
            f"{at}.skill.alternativ {shown(names[0] or ids[0])}: a weapon keeps one skill, for burst and full "
            "auto too; left out"
        )
    props = pick(inner, "properties")
    held = [words for key, words in _WEAPON_PROPERTIES.items() if pick(props, key) is True]
    if double_barrelled(inner):  # kept: its attacks read '1 or 2'
        held.remove(_WEAPON_PROPERTIES["dbrl"])
    if held:
        found.append(f"{at}.properties: {', '.join(held)}: a sheet's weapon has no place for it; left out")
    return found


def skill_description(inner: dict, at: str) -> list[str]:
    """A skill's own description (not Foundry's pointer to the rulebook), which no sheet keeps."""
    description = pick(inner, "description")
    said = text(pick(description, "value") if isinstance(description, dict) else description)
    keeper = text(pick(description, "keeper")) if isinstance(description, dict) else ""
    if (said and said != _BOILERPLATE) or keeper:
        return [f"{at}.description: a skill's description is not kept; left out"]
    return []
