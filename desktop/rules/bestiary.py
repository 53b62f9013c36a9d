"""The bestiary: Mythos creatures and common opponents as data (resources/data/bestiary.toml, and a campaign's
own), made into ordinary sheets for the Combat, Chase and Sanity tabs and the Cards."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Literal

from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.roster.sheet import CharacterSheet, Kind, Skill, Weapon, weapon_errors
from desktop.rules.specials import Specials

if TYPE_CHECKING:
    from desktop.rules.combat.fight import Combatant, Side


@dataclass(frozen=True)
class Attack:
    name: str
    skill: int
    damage: str
    per_round: str = "1"
    impaling: bool = False
    drains: str = ""
    skill_name: str = ""  # the skill it rolls, when not Fighting (its name) — a roster NPC's firearm
    range: str = ""
    ammo: int | None = None
    malfunction: int | None = None


@dataclass(frozen=True)
class Creature:
    name: str
    kind: Literal["monster", "npc"]
    strength: int
    constitution: int
    size: int
    dexterity: int
    intelligence: int
    power: int
    hp: int
    mov: int
    armour: int
    dodge: int
    attacks: tuple[Attack, ...] = ()
    special: str = ""  # what is special, in words
    san_loss: str = ""  # "0/1D6"; empty for ordinary people
    horror: str = ""  # the kind of horror for getting used to it, as the SAN-loss table names it
    aptitude: Literal["apt", "neither", "inept"] = "neither"  # for chases
    spells: str = ""
    specials: Specials = Specials()  # what of `special` changes numbers, applied by the fight rules

    def sheet(self, name: str | None = None, rolled: tuple[int, int] | None = None) -> CharacterSheet:
        """An ordinary sheet of this creature: average characteristics (or CON and SIZ as rolled for one copy, its
        hit points following), its attacks as weapons and skills."""
        human = self.kind == "npc"
        skills, seen = [Skill("Dodge", self.dodge)], {"Dodge"}
        for attack in self.attacks:
            full = self.weapon(attack).skill
            if full not in seen:
                family, _, spec = full.partition(" (")
                skills.append(Skill(family, attack.skill, spec.rstrip(")")))
                seen.add(full)
        weapons = tuple(self.weapon(a) for a in self.attacks)
        notes = self.special + (f" Spells: {self.spells}." if self.spells else "")
        sheet = CharacterSheet(
            name=name or self.name,
            kind=Kind.NPC if human else Kind.MONSTER,
            occupation="Bestiary",
            strength=self.strength,
            constitution=rolled[0] if rolled else self.constitution,
            size=rolled[1] if rolled else self.size,
            dexterity=self.dexterity,
            appearance=50 if human else 1,
            intelligence=self.intelligence,
            power=self.power,
            education=50 if human else 1,
            luck=50,
            notes=notes,
            skills=tuple(skills),
            weapons=weapons,
        )
        return _with_hp(sheet, sheet.filled().max_hp if rolled else self.hp)

    @staticmethod
    def weapon(attack: Attack) -> Weapon:
        if attack.skill_name:
            bonus = not attack.range and attack.damage != "0"
            return Weapon(
                attack.name,
                attack.skill_name,
                attack.damage,
                attack.impaling,
                attack.range,
                attack.per_round,
                attack.ammo,
                attack.malfunction,
                bonus,
                attack.drains,
            )
        firearm = attack.name in ("Revolver", "Rifle")
        skill = (
            ("Firearms (Handgun)" if attack.name == "Revolver" else "Firearms (Rifle/Shotgun)")
            if firearm
            else (f"Fighting ({attack.name})")
        )
        return Weapon(
            attack.name,
            skill,
            attack.damage,
            attack.impaling,
            "15 yards" if attack.name == "Revolver" else "110 yards" if firearm else "",
            attack.per_round,
            6 if firearm else None,
            100 if firearm else None,
            adds_damage_bonus=not firearm and attack.damage != "0",
            drains=attack.drains,
        )

    def combatant(self, key: int, label: str, side: Side, rolled: tuple[int, int] | None = None) -> Combatant:
        """One copy in a fight or a chase: its sheet's numbers, and its armour, MOV and specials as listed."""
        from desktop.rules.combat.fight import combatant_from_sheet

        fighter = combatant_from_sheet(key, self.sheet(label, rolled), None, name=label, side=side, copy=True)
        return replace(fighter, armour=self.armour, mov=self.mov, specials=self.specials)

    def rolled(self, dice: Dice) -> tuple[int, int]:
        """CON and SIZ for one copy, each spread like a 3D6 roll around the average (× 3D6 ÷ 10.5); its hit points
        follow from them."""
        con = self.constitution * DiceExpr.parse("3D6").roll(dice) / 10.5
        size = self.size * DiceExpr.parse("3D6").roll(dice) / 10.5
        return max(1, min(999, round(con))), max(1, min(999, round(size)))

    def rolled_hp(self, dice: Dice) -> int:
        con, size = self.rolled(dice)
        return max(1, (con + size) // 10)


def _with_hp(sheet: CharacterSheet, hp: int) -> CharacterSheet:
    return replace(sheet, hp=max(0, min(hp, sheet.filled().max_hp)))


@cache
def bestiary_names() -> tuple[str, ...]:
    """The shipped creatures' names in the file's order, as `bestiary()` lists them, without making and checking
    every creature (what a picker lists; the creatures are made when one is picked)."""
    from desktop.rules.catalog import entry_names

    if not bestiary.cache_info().currsize and (names := entry_names("bestiary.toml", "creature")) is not None:
        return names
    return tuple(c.name for c in bestiary())  # made already, or a file the quick read does not follow


@cache
def bestiary_horrors() -> tuple[tuple[str, str, str], ...]:
    """(name, SAN loss, horror) of each shipped creature in the file's order, as `bestiary()` has them, without making
    and checking every creature (what the Sanity tab's picker of horrors lists; "" for a creature that costs none)."""
    from desktop.rules.catalog import entry_fields

    if not bestiary.cache_info().currsize:
        found = entry_fields("bestiary.toml", "creature", ("name", "san_loss", "horror"))
        if found is not None:
            return found
    return tuple((c.name, c.san_loss, c.horror) for c in bestiary())  # made already, or a file not followed


@cache
def bestiary() -> tuple[Creature, ...]:
    """The shipped bestiary, each creature checked (its sheet must be one the editor accepts)."""
    from desktop.rules.catalog import CatalogError, read_entries
    from desktop.rules.roster.sheet import sheet_errors
    from desktop.rules.sanity.insanity import horror_table

    kinds = {entry.kind for entry in horror_table()}
    creatures = read_entries(
        "bestiary.toml", "creature", Creature, labels={Attack: "attack"}, keys={Creature: {"attack": "attacks"}}
    )
    for creature in creatures:
        where = f"bestiary.toml: creature {creature.name!r}"
        if creature.san_loss and creature.horror not in kinds:
            raise CatalogError(
                f"{where}: horror: {creature.horror!r} is not a kind of the SAN-loss table (sanity_losses.toml), so "
                "a sight of it would count apart"
            )
        for attack in creature.attacks:
            problems = weapon_errors(Creature.weapon(attack))
            if problems:
                raise CatalogError(f"{where}: attack {attack.name!r}: {problems[0]}")
        errors = sheet_errors(creature.sheet().filled())
        if errors:
            raise CatalogError(f"{where}: {errors[0][1]}")
    return creatures


def creature_named(name: str) -> Creature:
    found = next((c for c in bestiary() if c.name == name), None)
    if found is None:
        raise ValueError(f"no {name!r} in the bestiary")
    return found


def creature_from_sheet(sheet: CharacterSheet, san_loss: str = "", aptitude: str = "neither") -> Creature:
    """A roster NPC or monster as a bestiary entry: its characteristics, HP and MOV, Dodge, and each weapon as an
    attack at its skill."""
    from desktop.rules.combat.fight import combatant_from_sheet
    from desktop.rules.sanity.insanity import sanity_loss

    s = sheet.filled()
    if s.kind is Kind.INVESTIGATOR:
        raise ValueError("only NPCs and monsters go in the bestiary")
    if san_loss:
        try:
            sanity_loss(san_loss)
        except ValueError as exc:
            raise ValueError(f"SAN loss: {exc}") from exc
    if aptitude not in ("apt", "neither", "inept"):
        raise ValueError(f"Chase aptitude: apt, neither or inept, not {aptitude!r}")
    fighter = combatant_from_sheet(0, s, None, copy=True)
    attacks = tuple(
        Attack(
            w.name,
            min(99, fighter.skill(w.skill)),
            w.damage,
            w.attacks,
            w.impaling,
            w.drains,
            w.skill,
            w.range,
            w.ammo,
            w.malfunction,
        )
        for w in s.weapons
    )
    horror = horror_kind(s.name) if san_loss else ""
    return Creature(
        s.name,
        "npc" if s.kind is Kind.NPC else "monster",
        s.strength,
        s.constitution,
        s.size,
        s.dexterity,
        s.intelligence,
        s.power,
        s.max_hp,
        s.mov,
        0,
        fighter.skill("Dodge"),
        attacks,
        s.notes.replace("\n", " "),
        san_loss,
        horror,
        aptitude,
    )


def horror_kind(name: str) -> str:
    """The kind of horror a creature called `name` counts as: the SAN-loss table's own when the table names it (by
    name or kind, in any case: a roster "ghoul" is the table's Ghoul), else the name itself."""
    from desktop.rules.sanity.insanity import horror_table

    wanted = name.strip().casefold()
    found = next((h.kind for h in horror_table() if wanted in (h.name.casefold(), h.kind.casefold())), None)
    return found or name.strip()
