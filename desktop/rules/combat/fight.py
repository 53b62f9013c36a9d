"""A fight's frozen state: its combatants, the checks and refusals of an action, the roster's side, the codec.

Initiative, turns and rounds are in rules/turn_order.py; the actions a combatant takes (attacks, shots, healing) in
rules/actions.py and rules/turn_actions.py. Every operation returns an Outcome: the new state and the sentences
that explain it, for the journal.
"""

from __future__ import annotations

import re
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from enum import Enum

from desktop.rules.catalog import specialisation_base
from desktop.rules.checks import Check, Difficulty, RollKind, SuccessLevel, make_check
from desktop.rules.codec import SceneCodec
from desktop.rules.combat.firearms import is_ranged
from desktop.rules.combat.wounds import (
    DEAD,
    DYING,
    MAJOR_WOUND,
    UNCONSCIOUS,
    DamageRoll,
    after_armour,
    out_of_the_fight,
    take_hit,
)
from desktop.rules.dice import MAX_NET_DICE, Dice, DiceExpr
from desktop.rules.roster.sheet import CharacterSheet, Kind, Weapon, half
from desktop.rules.scene import LASTING_CONDITIONS, Condition, Effect, Outcome, conditions_from, participant_effects
from desktop.rules.specials import Specials, damage_taken

FLED = Condition.FLED
SURPRISED = Condition.SURPRISED
IN_COVER = Condition.IN_COVER
AIMING = Condition.AIMING
HELD = Condition.HELD
DISARMED = Condition.DISARMED
JAMMED = Condition.JAMMED

UNARMED = Weapon("Unarmed", "Fighting (Brawl)", "1D3", adds_damage_bonus=True)
_LEADING_NUMBER = re.compile(r"\d+")


class Side(Enum):
    INVESTIGATORS = "investigators"
    OPPONENTS = "opponents"

    @property
    def label(self) -> str:
        return self.value.capitalize()

    @property
    def other(self) -> Side:
        return Side.OPPONENTS if self is Side.INVESTIGATORS else Side.INVESTIGATORS


@dataclass(frozen=True)
class Combatant:
    """One fighter in an encounter. A linked one (an investigator, or an NPC who is not a numbered copy) has the
    roster's HP and conditions. A monster's attacks are its listed ones (`listed_attacks`)."""

    key: int
    name: str
    side: Side
    character_id: int | None = None
    linked: bool = False
    listed_attacks: bool = False
    dex: int = 50
    con: int = 50
    strength: int = 50
    size: int = 50
    power: int = 50
    sanity: int | None = None
    mp: int = 10
    max_hp: int = 10
    hp: int = 10
    build: int = 0
    damage_bonus: str = "0"
    mov: int = 8
    luck: int = 50
    skills: tuple[tuple[str, int], ...] = ()
    weapons: tuple[Weapon, ...] = ()
    armour: int = 0
    armour_from: str = ""  # armour that is not worn, by what gives it ("Walt Brennan's car"); "" for worn armour
    attacks_per_round: int = 1
    never_outnumbered: bool = False
    conditions: frozenset[Condition] = frozenset()
    readied_firearm: bool = False
    spell: str = ""  # a spell being cast: instantly (DEX + 50 this round) or taking effect on `spell_round`
    spell_round: int = 0
    initiative_level: int | None = None
    loaded: tuple[tuple[str, int], ...] = ()
    attacks_made: int = 0
    responses: int = 0
    acted: bool = False
    lost_attack_round: int = 0
    held_by: int | None = None
    first_aid_tries: int = 0
    specials: Specials = Specials()  # a creature's nature: half damage from firearms, regeneration ...
    hidden: bool = False  # kept from the players' window by the Keeper (a lurker not yet seen) until revealed

    def skill(self, name: str) -> int:
        """A skill by full name ('Fighting (Brawl)'). One the sheet lacks is worth its base from the skills table
        (Firearms (Rifle/Shotgun) 25, Dodge half DEX), not the best of the family: a Handgun 45 does not fire a
        shotgun at 45. A family asked for by itself ('Fighting') is the best of it; so is a monster's missing
        specialisation, since its listed attacks stand as listed ('Fighting (Claw)' for a ghoul's bite)."""
        exact = dict(self.skills)
        if name in exact:
            return exact[name]
        family, _, specialisation = name.partition(" (")
        if not specialisation or self.listed_attacks:
            best = [value for full, value in self.skills if full.split(" (")[0] == family]
            if best:
                return max(best)
        if family == "Dodge":
            return half(self.dex)
        return specialisation_base(family, specialisation.rstrip(")"))

    @property
    def their(self) -> str:
        """The possessive for this combatant: "its" for a monster (one with listed attacks), "their" for a person."""
        return "its" if self.listed_attacks else "their"

    @property
    def them(self) -> str:
        return "it" if self.listed_attacks else "them"

    @property
    def initiative(self) -> int:
        """DEX, or DEX + 50 with a readied firearm or an instant spell being cast."""
        return self.dex + 50 if self.readied_firearm or self.spell_round == -1 else self.dex

    @property
    def combat_skill(self) -> int:
        return max([self.skill("Fighting"), self.skill("Firearms")])

    @property
    def able(self) -> bool:
        return not out_of_the_fight(self.conditions) and FLED not in self.conditions

    def weapon(self, name: str | None) -> Weapon:
        if name in (None, "", UNARMED.name) or DISARMED in self.conditions:
            return next((w for w in self.weapons if w.name.startswith("Unarmed")), UNARMED)
        for weapon in self.weapons:
            if weapon.name == name:
                return weapon
        raise ValueError(f"{self.name} has no weapon called {name}")

    def rounds_loaded(self, weapon: Weapon) -> int | None:
        """Rounds in a firearm, or None when the weapon needs no ammunition."""
        if weapon.ammo is None:
            return None
        return dict(self.loaded).get(weapon.name, weapon.ammo)

    def with_loaded(self, weapon: Weapon, rounds: int) -> Combatant:
        loaded = dict(self.loaded)
        loaded[weapon.name] = rounds
        return replace(self, loaded=tuple(sorted(loaded.items())))

    @property
    def outnumbered(self) -> bool:
        """Once it has dodged or fought back as often as it has attacks, later melee attacks get a bonus die."""
        return not self.never_outnumbered and self.responses >= self.attacks_per_round

    def following(self, sheet: CharacterSheet) -> Combatant:
        """The combatant as its roster sheet stands now: its characteristics, trackers, skills, weapons and lasting
        conditions; what the fight holds of it (its name here, side, initiative, rounds loaded, prone, armour) is
        kept. A weapon taken off the sheet takes its loaded rounds with it."""
        s = sheet.filled()
        names = {w.name for w in s.weapons}
        return replace(
            self,
            dex=s.dexterity,
            con=s.constitution,
            strength=s.strength,
            size=s.size,
            power=s.power,
            sanity=s.sanity,
            mp=s.mp,
            max_hp=s.max_hp,
            hp=s.hp,
            build=s.build,
            damage_bonus=s.damage_bonus,
            mov=s.mov,
            luck=s.luck,
            skills=tuple((k.full_name, k.value) for k in s.skills),
            weapons=s.weapons,
            attacks_per_round=attacks_per_round(s.weapons),
            loaded=tuple((name, rounds) for name, rounds in self.loaded if name in names),
            conditions=(self.conditions - LASTING_CONDITIONS) | (conditions_from(s.conditions) & LASTING_CONDITIONS),
        )

    def trackers(self) -> dict[str, int | None]:
        return {
            "STR": self.strength,
            "CON": self.con,
            "DEX": self.dex,
            "POW": self.power,
            "SAN": self.sanity,
            "MP": self.mp,
        }

    @property
    def state(self) -> str:
        for condition, label in ((DEAD, "Dead"), (DYING, "Dying"), (UNCONSCIOUS, "Unconscious"), (FLED, "Fled")):
            if condition in self.conditions:
                return label
        if MAJOR_WOUND in self.conditions:
            return "Major wound"
        return "Fighting"


def attacks_per_round(weapons: tuple[Weapon, ...]) -> int:
    """The most attacks a round any of its weapons lists (a ghoul's '3'), at least one."""
    counts = [int(m.group()) for w in weapons if not is_ranged(w) and (m := _LEADING_NUMBER.match(w.attacks))]
    return max([1, *counts])


def combatant_from_sheet(
    key: int,
    sheet: CharacterSheet,
    character_id: int | None,
    *,
    name: str | None = None,
    side: Side | None = None,
    copy: bool = False,
) -> Combatant:
    """A combatant made from a roster sheet. Investigators, and an NPC who comes as itself, stay linked to the
    sheet's HP and conditions; monsters and numbered copies of an NPC fight with their own copy of the sheet."""
    filled = sheet.filled()
    linked = filled.kind is Kind.INVESTIGATOR or (filled.kind is Kind.NPC and not copy)
    return Combatant(
        key=key,
        name=name or filled.name,
        side=side or (Side.INVESTIGATORS if filled.kind is Kind.INVESTIGATOR else Side.OPPONENTS),
        character_id=character_id,
        linked=linked,
        listed_attacks=filled.kind is Kind.MONSTER,
        dex=filled.dexterity,
        con=filled.constitution,
        strength=filled.strength,
        size=filled.size,
        power=filled.power,
        sanity=filled.sanity,
        mp=filled.mp,
        max_hp=filled.max_hp,
        hp=filled.hp,
        build=filled.build,
        damage_bonus=filled.damage_bonus,
        mov=filled.mov,
        luck=filled.luck,
        skills=tuple((s.full_name, s.value) for s in filled.skills),
        weapons=filled.weapons,
        attacks_per_round=attacks_per_round(filled.weapons),
        conditions=conditions_from(filled.conditions),
    )


@dataclass(frozen=True)
class EncounterState:
    """The whole fight: combatants in turn order, the round, and whose turn it is."""

    combatants: tuple[Combatant, ...] = ()
    round: int = 1
    turn: int = 0
    initiative_roll: bool = False
    next_key: int = 1
    name: str = "Encounter"
    left_after_acting: tuple[str, ...] = ()  # who left the fight this round after acting (`identity`): back, they wait

    def get(self, key: int) -> Combatant:
        """The combatant with this key; a refusal (ValueError) when the target picked is nobody, or has gone."""
        if key is None:
            raise ValueError("Target: pick whom the action is aimed at (there is nobody else in the fight)")
        for combatant in self.combatants:
            if combatant.key == key:
                return combatant
        raise ValueError(f"no combatant {key} in this encounter")

    @property
    def current(self) -> Combatant | None:
        return self.combatants[self.turn] if 0 <= self.turn < len(self.combatants) else None

    def with_combatant(self, combatant: Combatant) -> EncounterState:
        return replace(self, combatants=tuple(combatant if c.key == combatant.key else c for c in self.combatants))

    def standing(self, side: Side) -> list[Combatant]:
        return [c for c in self.combatants if c.side is side and c.able]


def short(level: SuccessLevel) -> str:
    return level.label.split()[0]


def net_dice_capped(bonus: int, penalty: int) -> tuple[int, int]:
    net = max(-MAX_NET_DICE, min(MAX_NET_DICE, bonus - penalty))
    return max(net, 0), max(-net, 0)


def combat_check(dice: Dice, value: int, bonus: int, penalty: int, difficulty=Difficulty.REGULAR) -> Check:
    b, p = net_dice_capped(bonus, penalty)
    return make_check(dice, value, difficulty, b, p, kind=RollKind.COMBAT)


def attack_refusal(state: EncounterState, attacker: Combatant) -> str | None:
    if not attacker.able:
        return f"{attacker.name} cannot act ({attacker.state.lower()})"
    if attacker.lost_attack_round == state.round:
        return f"{attacker.name} dived for cover and loses this attack"
    if attacker.attacks_made >= attacker.attacks_per_round:
        n = attacker.attacks_per_round
        # In words that fit anyone: a person whose attacks are listed (a bestiary cultist) was "its" attack.
        return f"{attacker.name} has {'already attacked' if n == 1 else f'made all {n} attacks'} this round"
    return None


def action_refusal(state: EncounterState, who: Combatant) -> str | None:
    """Why `who` cannot take an action other than an attack this round (a spell, its pushed casting), or None.
    Seed 000: each character gets one action a round, and casting a spell is one; a failed casting took it, so the
    push (another try at the casting) is the next round's action."""
    if not who.able:
        return f"{who.name} cannot act ({who.state.lower()})"
    if who.lost_attack_round == state.round:
        return f"{who.name} dived for cover and loses this round's action"
    if who.attacks_made >= who.attacks_per_round:
        return f"{who.name} has used this round's action: the next comes in round {state.round + 1}"
    return None


def refuse(message: str | None) -> None:
    if message:
        raise ValueError(message)


def melee_weapons(combatant: Combatant) -> list[Weapon]:
    """The combatant's melee weapons, best first: the highest skill, then the most damage (a cultist with Brawl
    fights with the machete, not the fists the same skill would swing). Bare hands when it has none or is
    disarmed."""
    melee = [w for w in combatant.weapons if not is_ranged(w)]
    if not melee or DISARMED in combatant.conditions:
        return [combatant.weapon(None)]
    return sorted(melee, key=lambda w: (-combatant.skill(w.skill), -DiceExpr.parse(w.close_damage).maximum))


def best_melee_weapon(combatant: Combatant) -> Weapon:
    return melee_weapons(combatant)[0]


class Resolution:
    """A working copy of the state while one action resolves: combatants change, sentences and checks accumulate."""

    def __init__(self, state: EncounterState, dice: Dice) -> None:
        self.state = state
        self.dice = dice
        self.lines: list[str] = []
        self.changed: list[int] = []
        self.checks: list[Check] = []

    def record(self, check: Check) -> Check:
        self.checks.append(check)
        return check

    def roll(
        self,
        value: int,
        difficulty: Difficulty = Difficulty.REGULAR,
        bonus: int = 0,
        penalty: int = 0,
        kind: RollKind = RollKind.SKILL,
    ) -> Check:
        """Roll a check and keep it for the journal."""
        return self.record(make_check(self.dice, value, difficulty, bonus, penalty, kind=kind))

    def by(self, combatant: Combatant, what: str) -> AbstractContextManager[None]:
        """The rolls made inside are `combatant`'s, for `what` (dice that ask the table say so)."""
        return self.dice.about(combatant.name, what, investigator=combatant.side is Side.INVESTIGATORS)

    def combat(self, value: int, bonus: int, penalty: int, difficulty: Difficulty = Difficulty.REGULAR) -> Check:
        """A combat roll (net bonus or penalty dice capped), kept for the journal."""
        return self.record(combat_check(self.dice, value, bonus, penalty, difficulty))

    def get(self, key: int) -> Combatant:
        return self.state.get(key)

    def put(self, combatant: Combatant, changed: bool = False) -> None:
        self.state = self.state.with_combatant(combatant)
        if changed and combatant.key not in self.changed:
            self.changed.append(combatant.key)

    def say(self, line: str) -> None:
        self.lines.append(line)

    def hurt(self, key: int, damage: DamageRoll, weapon: Weapon | None = None) -> None:
        """One hit: what the victim's nature lets through from this weapon (a ghoul's hide halves bullets), armour
        off, the wound applied, and the CON roll a major wound calls for."""
        victim = self.get(key)
        total, special = damage_taken(victim.specials, weapon, damage.total, damage.minimum)
        dealt = after_armour(total, victim.armour)
        wound = take_hit(victim.hp, victim.max_hp, victim.conditions, dealt)
        nature = f"; {victim.name}'s nature: {special}" if special else ""
        armour = f", armour {victim.armour} → {dealt}" if victim.armour else ""
        text = f"{victim.name}: {damage.detail}{nature}{armour}; {wound.summary}"
        conditions = wound.conditions - {AIMING} if dealt else wound.conditions
        if wound.con_roll_needed:
            with self.by(victim, "CON roll against a major wound"):
                check = self.roll(victim.con, kind=RollKind.CHARACTERISTIC)
            kept = "stays conscious" if check.succeeded else "falls unconscious"
            text += f"; CON {check.result} vs {victim.con}, {short(check.level)}: {kept}"
            if not check.succeeded:
                conditions |= {UNCONSCIOUS}
        self.say(text)
        tries = 0 if dealt else victim.first_aid_tries  # a new wound may have First Aid of its own
        self.put(replace(victim, hp=wound.hp, conditions=conditions, first_aid_tries=tries), changed=True)

    def drain(self, key: int, what: str, damage: DamageRoll) -> None:
        """An attack that harms a characteristic, SAN or MP instead of HP (armour does not stop it). Maximum HP follow
        CON, maximum MP follow POW; CON drained to 0 kills."""
        victim = self.get(key)
        amount = max(0, damage.total)
        text = f"{victim.name}: {damage.detail}; {what} drained by {amount}"
        match what:
            case "STR":
                changed = replace(victim, strength=max(0, victim.strength - amount))
                text += f", STR {victim.strength} → {changed.strength}"
            case "DEX":
                changed = replace(victim, dex=max(0, victim.dex - amount))
                text += f", DEX {victim.dex} → {changed.dex}"
            case "CON":
                con = max(0, victim.con - amount)
                max_hp = (con + victim.size) // 10
                changed = replace(victim, con=con, max_hp=max_hp, hp=min(victim.hp, max_hp))
                text += f", CON {victim.con} → {con}, max HP {victim.max_hp} → {max_hp}"
                if con == 0:
                    changed = replace(changed, hp=0, conditions=changed.conditions | {DEAD})
                    text += ": dead"
            case "POW":
                power = max(0, victim.power - amount)
                changed = replace(victim, power=power, mp=min(victim.mp, power // 5))
                text += f", POW {victim.power} → {power}"
            case "MP":
                changed = replace(victim, mp=max(0, victim.mp - amount))
                text += f", MP {victim.mp} → {changed.mp}"
            case "SAN":
                if victim.sanity is None:
                    self.say(f"{victim.name} has no Sanity to lose")
                    return
                changed = replace(victim, sanity=max(0, victim.sanity - amount))
                text += f", SAN {victim.sanity} → {changed.sanity}"
            case _:
                raise ValueError(f"an attack cannot drain {what!r}")
        self.say(text)
        self.put(changed, changed=True)

    def outcome(self, what: str) -> Outcome:
        return Outcome(self.state, what, tuple(self.lines), tuple(self.changed), tuple(self.checks))


# --- the roster's side of a fight ---------------------------------------------------------------------------------


def roster_effects(before: EncounterState, after: EncounterState) -> tuple[Effect, ...]:
    """What a step did to linked characters' sheets: characteristics drained, HP, SAN, MP and lasting conditions,
    as effects (the kernel's one diff of participants)."""
    return participant_effects(before.combatants, after.combatants)


# --- the fight as versioned JSON ----------------------------------------------------------------------------------

LABELS = {Combatant: "combatant", Weapon: "weapon"}


def _version_2(data: dict) -> dict:
    """Version 2: a combatant's armour may be a vehicle's, brought from a chase (`armour_from`)."""
    for combatant in data.get("combatants", ()):
        if isinstance(combatant, dict):
            combatant.setdefault("armour_from", "")
    return data


def _version_3(data: dict) -> dict:
    """Version 3: a combatant may be hidden from the players' window until the Keeper reveals them (`hidden`)."""
    for combatant in data.get("combatants", ()):
        if isinstance(combatant, dict):
            combatant.setdefault("hidden", False)
    return data


CODEC = SceneCodec(
    "combat", EncounterState, "the fight", version=3, upgrades={1: _version_2, 2: _version_3}, labels=LABELS
)
