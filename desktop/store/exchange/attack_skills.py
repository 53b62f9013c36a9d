"""Which skill a stat block's attack uses, known by its name as scenarios write it (a .38 revolver is a handgun, a
Thompson a submachine gun, a bite a creature's own Fighting), and the 6th-edition skills under their 7th-edition
names (Hide and Sneak became Stealth, Conceal Sleight of Hand, Fist/Punch Fighting (Brawl))."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import Enum

from desktop.rules.catalog import weapon_catalog
from desktop.rules.roster.sheet import Weapon


class Reach(Enum):
    MELEE = "melee"  # a hand weapon or a fist
    NATURAL = "natural"  # a creature's claw, bite or tentacle
    THROWN = "thrown"
    FIREARM = "firearm"


@dataclass(frozen=True)
class AttackSkill:
    """The skill an attack rolls, how it reaches, and whether the name says it impales."""

    skill: str
    reach: Reach
    impaling: bool = False
    told: bool = True  # the name said which skill; False when it is the sheet's guess


BRAWL = "Fighting (Brawl)"
_HANDGUN, _RIFLE, _SMG, _MG = (
    "Firearms (Handgun)",
    "Firearms (Rifle/Shotgun)",
    "Firearms (Submachine Gun)",
    "Firearms (Machine Gun)",
)
# Looked for in this order, by words in the attack's name
_KINDS: tuple[tuple[str, AttackSkill], ...] = (
    (
        r"\bthrown\b|\bthrow(n|ing)?\b|\bdarts?\b|grenade|dynamite|molotov|\brocks?\b|\bstones?\b",
        AttackSkill("Throw", Reach.THROWN),
    ),
    (r"flame\s*thrower", AttackSkill("Firearms (Flamethrower)", Reach.FIREARM)),
    (
        r"bazooka|mortar|\bcannon\b|rocket\s*launcher|heavy\s+weapon",
        AttackSkill("Firearms (Heavy Weapons)", Reach.FIREARM),
    ),
    (r"sub-?\s*machine|thompson|tommy|\bsmg\b|\bmp\s*\d+|\bsten\b|\buzi\b", AttackSkill(_SMG, Reach.FIREARM, True)),
    (
        r"machine\s*-?gun|browning|vickers|lewis\s+gun|maxim|\bbren\b|\bm\.?g\.?\b",
        AttackSkill(_MG, Reach.FIREARM, True),
    ),
    (r"shotgun|gauge|double-?barrel|sawn|sawed", AttackSkill(_RIFLE, Reach.FIREARM)),
    (
        r"rifle|carbine|musket|lee-?enfield|winchester|springfield|garand|elephant\s+gun",
        AttackSkill(_RIFLE, Reach.FIREARM, True),
    ),
    (
        r"revolver|pistol|derringer|handgun|automatic|\.\d{2,3}\b|\d+\s*mm\b|luger|beretta|colt|webley|mauser|"
        r"glock|magnum|\bgun\b",
        AttackSkill(_HANDGUN, Reach.FIREARM, True),
    ),
    (r"cross-?bow|\bbows?\b|arrows?", AttackSkill("Firearms (Bow)", Reach.FIREARM, True)),
    (
        r"\bswords?\b|sabre|saber|rapier|katana|cutlass|scimitar|\bfoil\b",
        AttackSkill("Fighting (Sword)", Reach.MELEE, True),
    ),
    (r"\baxe\b|hatchet|tomahawk", AttackSkill("Fighting (Axe)", Reach.MELEE)),
    (r"spear|trident|lance|pike|javelin|bayonet", AttackSkill("Fighting (Spear)", Reach.MELEE, True)),
    (r"\bwhip\b|lash", AttackSkill("Fighting (Whip)", Reach.MELEE)),
    (r"\bflail\b|morning\s*star", AttackSkill("Fighting (Flail)", Reach.MELEE)),
    (r"chain\s*saw", AttackSkill("Fighting (Chainsaw)", Reach.MELEE)),
    (r"garrott?e", AttackSkill("Fighting (Garrote)", Reach.MELEE)),
    (
        r"knife|dagger|stiletto|razor|machete|switchblade|ice\s*pick|scalpel|sickle",
        AttackSkill(BRAWL, Reach.MELEE, True),
    ),
    (
        r"brawl|fist|punch|kick|head\s*-?butt|grapple|unarmed|club|cudgel|blackjack|\bsap\b|\bbat\b|knuckle|stick|"
        r"bottle|crowbar|hammer|wrench|truncheon|baton|cane|poker|shovel|\bchair\b|fighting",
        AttackSkill(BRAWL, Reach.MELEE),
    ),
)
_NATURAL = re.compile(
    r"bite|claw|tentacle|gore|horn|sting|talon|trample|crush|tail|beak|pseudopod|tongue|butt|rake|hoo[fv]|wing|"
    r"touch|grasp|grab|swallow|engulf|slam|stomp|fang|pincer|nipper|tusk|spit|squeeze|smother|lash|paw",
    re.IGNORECASE,
)
_SPELLED = re.compile(r"^(?P<family>Fighting|Firearms)\s*\((?P<spec>[^)]+)\)$", re.IGNORECASE)


def attack_skill(name: str, creature: bool) -> AttackSkill:
    """The skill an attack called `name` uses. A name that says its skill ('Fighting (Sword)') keeps it; a weapon
    known by its name goes on its 7th-edition skill; a creature's claw or bite, and any attack of a creature the
    list does not know, on its own specialisation of Fighting ('Fighting (Bite)'), as the bestiary's creatures
    have theirs; anything else of a person's on Fighting (Brawl), which covers improvised weapons."""
    cleaned = " ".join(name.split())
    if spelled := _SPELLED.match(cleaned):
        family, spec = spelled.group("family").capitalize(), spelled.group("spec").strip()
        reach = Reach.FIREARM if family == "Firearms" else Reach.MELEE
        return AttackSkill(f"{family} ({spec})", reach)
    lowered = cleaned.casefold()
    if creature and lowered in ("fighting", "brawl"):
        return AttackSkill(BRAWL, Reach.NATURAL)
    for pattern, found in _KINDS:
        if re.search(pattern, lowered) and not (creature and _NATURAL.search(lowered) and found.reach is Reach.MELEE):
            return found
    if _NATURAL.search(lowered) or creature:
        own = re.sub(r"\s*\((?:mnvr|maneuver|manoeuvre)\.?\)", "", cleaned).strip() or "Attack"
        return AttackSkill(f"Fighting ({own})", Reach.NATURAL)
    return AttackSkill(BRAWL, Reach.MELEE, told=False)


def _catalog_firearm(skill: str, lowered: str) -> Weapon | None:
    """The weapon table's entry a firearm of this skill takes its range, rate and magazine from."""
    shotgun = bool(re.search(r"shotgun|gauge|double-?barrel|sawn|sawed", lowered))
    for weapon in weapon_catalog():
        if weapon.skill == skill and ("shotgun" in weapon.name.casefold()) == shotgun:
            return weapon
    return next((w for w in weapon_catalog() if w.skill == skill), None)


def with_firearm_table(weapon: Weapon) -> tuple[Weapon, str]:
    """A firearm the stat block gives no range for, with its range, shots a round, magazine and malfunction from
    the weapon table's entry of its kind (without them it could not be fired in the Combat tab); and the name of
    that entry ('' when there is none)."""
    entry = _catalog_firearm(weapon.skill, weapon.name.casefold())
    if entry is None:
        return weapon, ""
    return (
        replace(
            weapon,
            range=weapon.range or entry.range,
            attacks=entry.attacks if weapon.attacks == "1" else weapon.attacks,
            ammo=entry.ammo if weapon.ammo is None else weapon.ammo,
            malfunction=entry.malfunction if weapon.malfunction is None else weapon.malfunction,
        ),
        entry.name,
    )


# --- 6th edition ------------------------------------------------------------------------------------------------

_SCIENCES = ("astronomy", "biology", "botany", "chemistry", "cryptography", "forensics", "geology", "mathematics")
_SCIENCES += ("meteorology", "pharmacy", "physics", "zoology")
_SIXTH: dict[str, str] = {
    "hide": "Stealth",
    "sneak": "Stealth",
    "conceal": "Sleight of Hand",
    "fist/punch": BRAWL,
    "fist": BRAWL,
    "punch": BRAWL,
    "head butt": BRAWL,
    "headbutt": BRAWL,
    "kick": BRAWL,
    "grapple": BRAWL,
    "handgun": _HANDGUN,
    "rifle": _RIFLE,
    "shotgun": _RIFLE,
    "rifle/shotgun": _RIFLE,
    "machine gun": _MG,
    "submachine gun": _SMG,
    "bow": "Firearms (Bow)",
    "natural history": "Natural World",
    "electr. repair": "Electrical Repair",
    "elec. repair": "Electrical Repair",
    "mech. repair": "Mechanical Repair",
    "opr. hvy. mch.": "Operate Heavy Machinery",
    "operate hvy. machine": "Operate Heavy Machinery",
    "photography": "Art/Craft (Photography)",
    "own language": "Language (Own)",
    **{science: f"Science ({science.capitalize()})" for science in _SCIENCES},
}
_FAMILY_RENAMES = {"other language": "Language", "craft": "Art/Craft", "art": "Art/Craft"}


def seventh_edition_name(name: str) -> str:
    """A 6th-edition skill's 7th-edition name ('Hide' → 'Stealth', 'Other Language (French)' → 'Language
    (French)', 'Craft (Carpentry)' → 'Art/Craft (Carpentry)'); a name 7th edition kept stays as it is."""
    cleaned = " ".join(name.split())
    lowered = cleaned.casefold()
    if lowered in _SIXTH:
        return _SIXTH[lowered]
    m = re.fullmatch(r"(?P<family>[^(:]+?)\s*(?:\((?P<spec>[^)]+)\)|:\s*(?P<after>.+))", cleaned)
    if m and (family := _FAMILY_RENAMES.get(m.group("family").casefold())):
        return f"{family} ({(m.group('spec') or m.group('after')).strip()})"
    return cleaned
