"""Cthulhu Rising fighters: the hit locations, a fighter and the fight's state, what their state reads as, and the
wound rules every blow and fall share (the CON roll to stay up, who falls)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from desktop.rules.combat.firearms import is_ranged, shots_per_round
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.rising.rising_rules import (
    LIMBS,
    RisingResult,
    class_base,
    death_countdown,
    old_scale,
)
from desktop.rules.rising.tables import rising_tables
from desktop.rules.roster.sheet import CharacterSheet, Weapon
from desktop.rules.scene import Condition, conditions_from

LOCATIONS = ("Right leg", "Left leg", "Abdomen", "Chest", "Right arm", "Left arm", "Head")
SHORT = {
    "Right leg": "RL",
    "Left leg": "LL",
    "Abdomen": "Ab",
    "Chest": "Ch",
    "Right arm": "RA",
    "Left arm": "LA",
    "Head": "H",
}
RANK = {
    RisingResult.FUMBLE: 0,
    RisingResult.FAILURE: 1,
    RisingResult.SUCCESS: 2,
    RisingResult.SPECIAL: 3,
    RisingResult.CRITICAL: 4,
}
DEFENCES = ("none", "parry", "dodge")
FALLEN = Condition.PRONE  # knocked down: the shared Prone
UNCONSCIOUS = Condition.UNCONSCIOUS
BLEEDING = Condition.BLEEDING
DEAD = Condition.DEAD
SUPPRESSING = Condition.SUPPRESSING
ROSTER_STATES = frozenset({DEAD, UNCONSCIOUS})  # a fighter's states that are the Roster's too (and Dying, by HP)


def maimed(limb: str) -> Condition:
    """A limb's maimed state: "Right arm" → Condition.RIGHT_ARM_MAIMED."""
    return Condition(f"{limb.lower()} maimed")


STATES = frozenset({FALLEN, UNCONSCIOUS, BLEEDING, DEAD, SUPPRESSING} | {maimed(limb) for limb in LIMBS})


@dataclass(frozen=True)
class Fighter:
    key: int
    name: str
    side: str  # "investigators" or "opponents"
    hp: int
    max_hp: int
    con: int  # 7th-edition values: CON×5% is CON itself
    siz: int
    dex: int
    character_id: int | None = None
    linked: bool = False
    dex_sr: int = 0  # 0: not set yet (the source's DEX strike-rank table is lost)
    sr_delay: int = 0  # this round's strike-rank modifiers, the Keeper's numbers
    damage_bonus: str = "0"
    armour: int = 0
    skills: tuple[tuple[str, int], ...] = ()
    weapons: tuple[Weapon, ...] = ()
    strength: int = 50
    location_hp: tuple[int | None, ...] = (None,) * 7  # in LOCATIONS order
    location_damage: tuple[int, ...] = (0,) * 7
    states: tuple[Condition, ...] = ()  # prone (fallen), unconscious, bleeding, a maimed limb ...
    attacks: int = 0  # this round's attacks, parries and dodges: two of the three, each once (twice above 100%)
    parries: int = 0
    dodges: int = 0
    shots: int = 0  # missile shots or bursts this round: the weapon's rate, on the firing schedule
    rounds_fired: tuple[tuple[str, int], ...] = ()  # rounds fired in this fight from each firearm, by its name

    def rounds_left(self, weapon: Weapon) -> int | None:
        """Rounds left in a firearm of this fight (as loaded at its start, less what it fired), or None when the
        weapon takes no ammunition."""
        if weapon.ammo is None:
            return None
        return max(0, weapon.ammo - dict(self.rounds_fired).get(weapon.name, 0))

    def firing(self, weapon: Weapon, rounds: int) -> Fighter:
        """The fighter once `rounds` more are fired from `weapon` (a firearm: one that takes ammunition)."""
        if weapon.ammo is None:
            return self
        fired = dict(self.rounds_fired)
        fired[weapon.name] = fired.get(weapon.name, 0) + rounds
        return replace(self, rounds_fired=tuple(sorted(fired.items())))

    @property
    def conditions(self) -> frozenset[Condition]:
        """Its states, and Dying at 0 total HP or below when not dead (as the Roster keeps it)."""
        return frozenset(self.states) | ({Condition.DYING} if is_dying(self) else set())

    def following(self, sheet: CharacterSheet) -> Fighter:
        """The fighter as its roster sheet stands now: characteristics, skills, weapons, HP, dead or unconscious.
        Below 0 total HP (the death countdown) the Roster holds 0, so a fighter it still has at 0 keeps the fight's
        own count. What the fight holds of them (strike rank, hit locations, fallen, bleeding) is kept."""
        s = sheet.filled()
        lasting = conditions_from(s.conditions) & ROSTER_STATES
        return replace(
            self,
            hp=self.hp if self.hp < 0 and s.hp == 0 else s.hp,
            max_hp=s.max_hp,
            con=s.constitution,
            siz=s.size,
            dex=s.dexterity,
            strength=s.strength,
            damage_bonus=s.damage_bonus,
            skills=tuple((k.full_name, k.value) for k in s.skills),
            weapons=s.weapons,
            states=tuple(sorted({*(c for c in self.states if c not in ROSTER_STATES), *lasting})),
        )

    def trackers(self) -> dict[str, int | None]:
        return {}

    def may(self, action: str, skill: int) -> str | None:
        """Why this round's `action` ("attack", "parry", "dodge") is not open to them, or None."""
        used = {"attack": self.attacks, "parry": self.parries, "dodge": self.dodges}
        if sum(used.values()) >= 2 + (1 if skill > 100 else 0):
            return f"{self.name} has used their actions this round (two of attack, parry and dodge)"
        if used[action] >= (2 if skill > 100 else 1):
            return f"{self.name} has already {'attacked' if action == 'attack' else action + 'd'} this round"
        return None

    def skill(self, name: str) -> int:
        exact = dict(self.skills)
        if name in exact:
            return exact[name]
        family = name.split(" (")[0]
        return max(
            [v for n, v in self.skills if n.split(" (")[0] == family], default=self.dex // 2 if family == "Dodge" else 0
        )

    def weapon_skill(self, weapon: Weapon) -> tuple[int, str]:
        """The skill this fighter uses with `weapon`, and a note when it is not the sheet's own: a fighter who lacks
        the weapon's skill uses the variant's base for its class (a Thompson: Machine gun 15), never another skill
        of the family (a Handgun 20 does not fire a Thompson)."""
        exact = dict(self.skills)
        if weapon.skill in exact:
            return exact[weapon.skill], ""
        base = class_base(weapon)
        if base is None:
            return self.skill(weapon.skill), ""
        return base.value, f"no {weapon.skill} skill: the {base.cls} base, {base.value}%"

    @property
    def strike_rank(self) -> int | None:
        return self.dex_sr + self.sr_delay if self.dex_sr else None

    def weapon(self, name: str) -> Weapon:
        found = next((w for w in self.weapons if w.name == name), None)
        if found is None:
            raise ValueError(f"{self.name} has no weapon called {name}")
        return found


@dataclass(frozen=True)
class RisingState:
    name: str = "Fight"
    round: int = 1
    strike_rank: int = 1
    fighters: tuple[Fighter, ...] = ()
    next_key: int = 1

    def get(self, key: int) -> Fighter:
        found = next((f for f in self.fighters if f.key == key), None)
        if found is None:
            raise ValueError(f"no fighter {key}")
        return found

    def put(self, fighter: Fighter) -> RisingState:
        return replace(self, fighters=tuple(fighter if f.key == fighter.key else f for f in self.fighters))

    def acting_now(self) -> list[Fighter]:
        return [f for f in self.fighters if f.strike_rank == self.strike_rank]

    def track(self, in_hand: Mapping[int, str] | None = None) -> dict[int, list[str]]:
        """Who acts on each strike rank: each fighter able to act on theirs (not the dead or unconscious), and a
        shooter's further shots 3 and 7 later — only with a firearm of more than one shot a round in hand: the weapon
        named for them in `in_hand` (by key), else their first, or any of theirs once they have fired this round."""
        from desktop.rules.rising.rising_rules import firing_schedule

        ranks: dict[int, list[str]] = {}
        for f in self.fighters:
            if f.strike_rank is None or f.strike_rank > 10 or {DEAD, UNCONSCIOUS} & set(f.states):
                continue
            held = next((w for w in f.weapons if w.name == (in_hand or {}).get(f.key)), None)
            held = held or (f.weapons[0] if f.weapons else None)
            shooting = [w for w in f.weapons if is_ranged(w)] if f.shots else [held] if held and is_ranged(held) else []
            rate = max([min(3, shots_per_round(w)) for w in shooting], default=1)
            for number, rank in enumerate(firing_schedule(f.strike_rank, rate)):
                ranks.setdefault(rank, []).append(f.name if number == 0 else f"{f.name} (shot {number + 1})")
        return ranks


def attack_modifier(name: str) -> int:
    """An attack modifier of seed 004's table (resources/data/rising.toml) by its name."""
    found = next((m.value for m in rising_tables().attack_modifiers if m.name == name), None)
    if found is None:
        raise ValueError(f"the attack modifiers have no {name!r}")
    return found


def is_dying(fighter: Fighter) -> bool:
    """At 0 total HP or below and not dead: dying (the Roster keeps it as Dying)."""
    return fighter.hp <= 0 and DEAD not in fighter.states


def condition_words(fighter: Fighter) -> str:
    """A fighter's states in words for the table, the gravest first: "dead", else "dying" for one at 0 total HP or
    below, then unconscious and the rest ("dying, unconscious, prone"), or "fighting" when there are none."""
    words = ["dying"] if is_dying(fighter) else []
    gravest = (DEAD, UNCONSCIOUS)
    states = [s for s in gravest if s in fighter.states] + [s for s in fighter.states if s not in gravest]
    return ", ".join([*words, *states]) or "fighting"


def helpless_state(fighter: Fighter) -> str:
    """Why an attack on `fighter` takes seed 004's "target helpless" modifier ("unconscious", "dying"), or ""."""
    if UNCONSCIOUS in fighter.states:
        return UNCONSCIOUS
    return "dying" if is_dying(fighter) else ""


def stays_conscious(fighter: Fighter, hp_before: int, hp_after: int, states: set[str], dice: Dice) -> str:
    """At 1 or 2 total HP a fighter falls unconscious unless CON×5% (the sheet's CON) succeeds each round: rolled
    on coming down to 1-2 (once a round; the round's start rolls for the rest). Adds Unconscious to `states` on
    a failure; returns what happened, for the log ("" when no roll was called for)."""
    if not 1 <= hp_after <= 2 or hp_before <= 2 or states & {UNCONSCIOUS, DEAD}:
        return ""
    roll = DiceExpr.parse("1D100").roll(dice)
    if roll <= fighter.con:
        return f"; at {hp_after} HP, CON×5% {roll} against {fighter.con}: stays conscious this round"
    states.add(UNCONSCIOUS)
    return f"; at {hp_after} HP, CON×5% {roll} against {fighter.con}: falls unconscious"


def fallen_states(fighter: Fighter, hp: int) -> set[str]:
    """A fighter's states once down to `hp` total: dead beyond the countdown, unconscious at 0 or below."""
    states = set(fighter.states)
    if death_countdown(hp, old_scale(fighter.con)) == DEAD:
        states.add(DEAD)
    elif hp <= 0:
        states.add(UNCONSCIOUS)
    return states
