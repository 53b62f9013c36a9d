"""A Cthulhu Rising fight as a scene: fighters on the strike-rank track, attacks resolved with the skill-results
table, hit locations and their hit points, knockback and the death countdown. Pure operations on a frozen state,
as every scene's; the Keeper sets what the damaged source lost (DEX strike ranks, location hit points, strike-rank
modifiers).

Readings where the source is silent (each says so in the fight's log): a parry or dodge that does as well as the
attack (or better) stops it; the number of burst hits is 1D(shots)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from desktop.rules.characters import Weapon
from desktop.rules.codec import SceneCodec
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.firearms import is_ranged, shots_per_round
from desktop.rules.rising.combat import (
    BODY,
    LIMBS,
    RisingResult,
    area_effect_damage,
    attack_chance,
    burst_chance,
    burst_hits,
    class_base,
    death_countdown,
    hit_location,
    knockback_metres,
    location_result,
    malfunction,
    missile_fumble,
    old_scale,
    range_multiplier,
    skill_result,
)
from desktop.rules.rising.tables import rising_tables
from desktop.rules.scene import Outcome, refuse_the_dead
from desktop.rules.words import signed

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
STATES = frozenset(
    {"fallen", "unconscious", "bleeding", "dead", "suppressing"} | {f"{limb.lower()} maimed" for limb in LIMBS}
)


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
    states: tuple[str, ...] = ()  # "fallen", "unconscious", "bleeding", a maimed limb ...
    attacks: int = 0  # this round's attacks, parries and dodges: two of the three, each once (twice above 100%)
    parries: int = 0
    dodges: int = 0
    shots: int = 0  # missile shots or bursts this round: the weapon's rate, on the firing schedule

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
        from desktop.rules.rising.combat import firing_schedule

        ranks: dict[int, list[str]] = {}
        for f in self.fighters:
            if f.strike_rank is None or f.strike_rank > 10 or {"dead", "unconscious"} & set(f.states):
                continue
            held = next((w for w in f.weapons if w.name == (in_hand or {}).get(f.key)), None)
            held = held or (f.weapons[0] if f.weapons else None)
            shooting = [w for w in f.weapons if is_ranged(w)] if f.shots else [held] if held and is_ranged(held) else []
            rate = max([min(3, shots_per_round(w)) for w in shooting], default=1)
            for number, rank in enumerate(firing_schedule(f.strike_rank, rate)):
                ranks.setdefault(rank, []).append(f.name if number == 0 else f"{f.name} (shot {number + 1})")
        return ranks


def add_fighter(state: RisingState, fighter: Fighter) -> Outcome[RisingState]:
    """A fighter joins; a roster character who fights as themself (linked) is in the fight once; the dead do not."""
    refuse_the_dead(fighter.name, fighter.states, "the dead do not join a fight")
    if fighter.linked and any(f.linked and f.character_id == fighter.character_id for f in state.fighters):
        raise ValueError(f"{fighter.name} is in the fight already: a character from the Roster fights once")
    placed = replace(fighter, key=state.next_key)
    return Outcome(
        replace(state, fighters=(*state.fighters, placed), next_key=state.next_key + 1),
        f"{fighter.name} joins the fight",
    )


def remove_fighter(state: RisingState, key: int) -> Outcome[RisingState]:
    """A fighter leaves the fight (added by mistake, or gone); the Roster keeps what the fight did to them."""
    fighter = state.get(key)
    return Outcome(
        replace(state, fighters=tuple(f for f in state.fighters if f.key != key)), f"{fighter.name} leaves the fight"
    )


def set_dex_sr(state: RisingState, key: int, dex_sr: int, delay: int = 0) -> Outcome[RisingState]:
    """The Keeper's DEX strike rank for a fighter (1-10) and this round's strike-rank modifiers."""
    fighter = state.get(key)
    if not 1 <= dex_sr <= 10:
        raise ValueError(f"DEX strike rank: 1 to 10, not {dex_sr}")
    if not 0 <= delay <= 9:
        raise ValueError(f"Strike-rank modifiers: 0 to 9, not {delay}")
    changed = replace(fighter, dex_sr=dex_sr, sr_delay=delay)
    extra = f" +{delay}" if delay else ""
    return Outcome(state.put(changed), f"{fighter.name} acts on strike rank {dex_sr + delay} (DEX SR {dex_sr}{extra})")


def set_location_hp(state: RisingState, key: int, location: str, hp: int) -> Outcome[RisingState]:
    fighter = state.get(key)
    if location not in LOCATIONS:
        raise ValueError(f"no location {location!r}")
    if not 1 <= hp <= 99:
        raise ValueError(f"Location hit points: 1 to 99, not {hp}")
    values = list(fighter.location_hp)
    values[LOCATIONS.index(location)] = hp
    return Outcome(state.put(replace(fighter, location_hp=tuple(values))), f"{fighter.name}: {location} {hp} HP")


def next_strike_rank(state: RisingState, dice: Dice | None = None) -> Outcome[RisingState]:
    """On to the next strike rank; after the tenth, a new round (strike-rank modifiers end with it): each fighter
    still conscious at 1 or 2 total HP rolls CON×5% or falls unconscious (`dice` is needed then), and each one dying
    below 0 total HP loses 1 HP (seed 004: "The dying PC will continue to lose 1 HP each combat round, until it
    either exceeds their CON, at which point they expire, or until they are restored to positive hit points")."""
    if state.strike_rank < 10:
        after = replace(state, strike_rank=state.strike_rank + 1)
        acting = ", ".join(f.name for f in after.acting_now()) or "nobody"
        return Outcome(after, f"Strike rank {after.strike_rank}", (f"acting now: {acting}",))
    lines = ["strike rank 1; strike-rank modifiers cleared"]
    fighters = []
    for f in state.fighters:
        states = {s for s in f.states if s != "suppressing"}
        if 1 <= f.hp <= 2 and not states & {"unconscious", "dead"}:
            if dice is None:
                raise ValueError(f"{f.name} at {f.hp} HP rolls CON×5% this round: the round needs dice")
            lines.append(f"{f.name}" + _stays_conscious(f, 3, f.hp, states, dice)[1:])
        if f.hp < 0 and "dead" not in states:
            f = replace(f, hp=f.hp - 1)
            states = _fallen_states(replace(f, states=tuple(states)), f.hp)
            lines.append(
                f"{f.name} is dying: loses 1 HP, {f.hp + 1} → {f.hp} ({death_countdown(f.hp, old_scale(f.con))})"
            )
        fighters.append(replace(f, sr_delay=0, attacks=0, parries=0, dodges=0, shots=0, states=tuple(sorted(states))))
    after = replace(state, round=state.round + 1, strike_rank=1, fighters=tuple(fighters))
    return Outcome(after, f"Round {after.round} begins", tuple(lines))


def attack_modifier(name: str) -> int:
    """An attack modifier of seed 004's table (resources/data/rising.toml) by its name."""
    found = next((m.value for m in rising_tables().attack_modifiers if m.name == name), None)
    if found is None:
        raise ValueError(f"the attack modifiers have no {name!r}")
    return found


def is_dying(fighter: Fighter) -> bool:
    """At 0 total HP or below and not dead: dying (the Roster keeps it as Dying)."""
    return fighter.hp <= 0 and "dead" not in fighter.states


def condition_words(fighter: Fighter) -> str:
    """A fighter's states in words for the table: "dying" first for one at 0 total HP or below (not dead), then
    the lasting states ("dying, fallen, unconscious"), or "fighting" when there are none."""
    words = ["dying"] if is_dying(fighter) else []
    return ", ".join([*words, *fighter.states]) or "fighting"


def helpless_state(fighter: Fighter) -> str:
    """Why an attack on `fighter` takes seed 004's "target helpless" modifier ("unconscious", "dying"), or ""."""
    if "unconscious" in fighter.states:
        return "unconscious"
    return "dying" if is_dying(fighter) else ""


def _damage(weapon: Weapon, attacker: Fighter, result: RisingResult, first: bool, dice: Dice) -> tuple[int, str]:
    """One hit's damage: a critical the weapon's maximum (plus bonus), a special impale doubles the rolled dice."""
    base = DiceExpr.parse(weapon.close_damage)
    bonus = DiceExpr.parse(attacker.damage_bonus) if weapon.adds_damage_bonus else DiceExpr.parse("0")
    if result is RisingResult.CRITICAL and first:
        extra = bonus.roll(dice)
        total = base.maximum + extra
        said = f"critical: maximum {base.maximum}"
        if weapon.adds_damage_bonus:
            shown = attacker.damage_bonus.strip().lstrip("+")
            said += f" + bonus {shown}" + ("" if bonus.minimum == bonus.maximum else f" = {extra}") + f": {total}"
        return total, said
    rolled = base.roll(dice)
    impale = result is RisingResult.SPECIAL and first and weapon.impaling
    extra = bonus.roll(dice)
    total = rolled * (2 if impale else 1) + extra
    said = f"{weapon.damage} = {rolled}" + (" doubled (impale)" if impale else "")
    return total, said + (f" + bonus {extra}" if weapon.adds_damage_bonus else "") + f" = {total}"


def attack(
    state: RisingState,
    key: int,
    target_key: int,
    dice: Dice,
    *,
    weapon: str,
    modifiers: int = 0,
    shots: int = 1,
    metres: float | None = None,
    weapon_class: str = "",
    defence: str = "none",
    aimed_at: str = "",
    sniper: bool = False,
    panic: bool = False,
    area: bool = False,
) -> Outcome[RisingState]:
    """An attack on the strike-rank track: the chance with modifiers (never below 05%), range band and burst; the
    skill-results table; the defender's parry or dodge; for each hit a location (the melee or missile table),
    damage (critical maximum and through armour, special impale doubled, on the first hit only for a burst),
    the location's effect against its hit points, knockback and the death countdown. An aimed shot is made at half
    the skill; a sniper's (`sniper`: a round spent aiming first) adds its +10% before halving: 60 → 35."""
    attacker, target = state.get(key), state.get(target_key)
    refuse_the_dead(attacker.name, attacker.states, "the dead do not act")
    if "unconscious" in attacker.states:
        raise ValueError(f"{attacker.name} cannot act (unconscious)")
    if attacker.strike_rank is None:  # seed 004: one acting starts on the strike rank equal to their DEX SR
        raise ValueError(
            f"{attacker.name} has no strike rank yet: type their DEX strike rank in "
            "DEX strike rank, then press Set Strike Rank, as they act from it"
        )
    if "dead" in target.states:
        raise ValueError(f"{target.name} is dead: pick another target")
    if defence not in DEFENCES:
        raise ValueError(f"Defence: none, parry or dodge, not {defence!r}")
    arm = attacker.weapon(weapon)
    missile = is_ranged(arm)
    skill, base_note = attacker.weapon_skill(arm)
    rate = min(3, shots_per_round(arm)) if missile else 0
    if missile and attacker.shots:  # a further shot of the round: the weapon's rate, not another action
        if attacker.shots >= rate:
            raise ValueError(
                f"{arm.name} fires {rate} time{'s' * (rate != 1)} a round (on the DEX strike rank, +3 and +7)"
            )
    elif refusal := attacker.may("attack", skill):
        raise ValueError(refusal)
    if aimed_at and aimed_at not in LOCATIONS:
        raise ValueError(f"Aimed shot: no location {aimed_at!r}")
    if (aimed_at or panic or sniper) and not missile:
        raise ValueError("aimed shots, sniping and panic fire are for missile weapons")
    if sniper and not aimed_at:
        raise ValueError("Sniper: a sniper's shot is aimed: pick the location it is aimed at")
    lines = [base_note] if base_note else []
    weapon_skill = skill
    if aimed_at and sniper:  # aimed for a round first, fired on the usual strike rank: +10% before halving
        lines.append(f"a sniper's shot at the {aimed_at.lower()}: ({skill} + 10) ÷ 2 = {(skill + 10) // 2}%")
        skill = (skill + 10) // 2
    elif aimed_at:  # declared in the fight: fired on strike rank 10 at half the skill
        lines.append(f"aimed at the {aimed_at.lower()} on strike rank 10: {skill} ÷ 2 = {skill // 2}%")
        skill //= 2
    helpless = helpless_state(target)
    bonus = attack_modifier("Target helpless") if helpless else 0
    if helpless:
        lines.append(f"{target.name} is helpless ({helpless}): {signed(bonus)}%, {skill} → {skill + bonus}%")
    chance = attack_chance(skill, [modifiers, bonus])
    if panic:
        chance = max(5, chance // 2)
        lines.append("panic fire: half the chance, twice the malfunction range")
    if missile and metres is not None and weapon_class:
        multiplier, missing = range_multiplier(weapon_class, metres)
        if multiplier is None:
            raise ValueError(f"{target.name} at {metres:g} m is beyond the {weapon_class}'s range")
        chance = max(5, int(chance * multiplier))
        lines.append(f"{metres:g} m: x{multiplier:g}" + (f" ({missing.what})" if missing else ""))
    else:
        multiplier = 1.0
    if shots > 1:
        burst = burst_chance(chance, shots, multiplier, weapon_skill)
        if multiplier >= 1.0:
            capped = " (no more than double the skill)" if burst < chance + 3 * shots else ""
            lines.append(f"a burst of {shots}: +3% a shot, {chance} → {burst}%{capped}")
        chance = burst
    roll = DiceExpr.parse("1D100").roll(dice)
    result, missing = skill_result(roll, chance)
    state = state.put(
        replace(
            attacker,
            attacks=attacker.attacks + (0 if missile and attacker.shots else 1),
            shots=attacker.shots + int(missile),
        )
    )
    head = f"{attacker.name} {'fires' if missile else 'strikes'} at {target.name} with {arm.name}" + (
        f", a burst of {shots}" if shots > 1 else ""
    )
    lines.insert(0, head)
    lines.append(f"{roll} against {chance}%: {result.value}" + (f" ({missing.what})" if missing else ""))
    if missile and arm.malfunction is not None:
        span = (101 - arm.malfunction) * (2 if panic else 1) + (3 if shots > 1 else 0)
        if roll >= 101 - span:
            kind = malfunction(DiceExpr.parse("1D100").roll(dice))
            lines.append(
                f"malfunction ({101 - span}+): "
                + (
                    "the weapon jams; a skill roll fixes it in 1D6 rounds"
                    if kind == "jam"
                    else "roll on the missile fumble table"
                )
            )
            return Outcome(state, f"{attacker.name}'s {arm.name} malfunctions", tuple(lines))
    if result is RisingResult.FUMBLE:
        if missile:
            lines.append(f"fumble (D100 {(f := DiceExpr.parse('1D100').roll(dice))}): {missile_fumble(f)}")
        else:
            lines.append("fumble: the Keeper applies the melee fumble")
        return Outcome(state, f"{attacker.name} fumbles", tuple(lines))
    if RANK[result] < RANK[RisingResult.SUCCESS]:
        return Outcome(state, f"{attacker.name} misses {target.name}", tuple(lines))
    if defence != "none" and "unconscious" not in target.states:
        defend = (
            target.skill("Dodge")
            if defence == "dodge"
            else max([target.weapon_skill(w)[0] for w in target.weapons if not is_ranged(w)] or [0])
        )
        if refusal := target.may(defence, defend):
            lines.append(f"{refusal}: no {defence}")
        else:
            used = {"parry": "parries", "dodge": "dodges"}[defence]
            target = replace(target, **{used: getattr(target, used) + 1})
            state = state.put(target)
            droll = DiceExpr.parse("1D100").roll(dice)
            dresult, _ = skill_result(droll, defend)
            lines.append(f"{target.name} {used}: {droll} against {defend}%, {dresult.value}")
            if dresult is RisingResult.FUMBLE:  # the source's fumble table is for missile attacks only
                lines.append(
                    f"a fumbled {defence}: it fails and the blow comes on; the source gives fumble results "
                    "for attacks only, so any worse mishap (a fall, a dropped weapon) is the Keeper's call"
                )
            if area:
                return _area_hit(state, attacker, target, arm, result, dresult is RisingResult.CRITICAL, dice, lines)
            if RANK[dresult] >= RANK[result]:
                lines.append("the defence matches the attack: no harm (a reading: the source does not say)")
                return Outcome(state, f"{target.name} stops {attacker.name}'s attack", tuple(lines))
    if area:
        return _area_hit(state, attacker, target, arm, result, False, dice, lines)
    hits = 1
    if shots > 1:
        hits, note = burst_hits(shots, dice)
        lines.append(f"{hits} of {shots} hit ({note.what})")
    current = target
    for number in range(hits):
        location = aimed_at or hit_location(DiceExpr.parse("1D20").roll(dice), missile)
        damage, said = _damage(arm, attacker, result, number == 0, dice)
        through = damage if result is RisingResult.CRITICAL and number == 0 else max(0, damage - current.armour)
        armour = "" if through == damage else f", armour {current.armour} → {through}"
        index = LOCATIONS.index(location)
        hp = current.location_hp[index]
        text = f"hit {number + 1}: {location}, {said}{armour}"
        states = set(current.states)
        taken = through
        if hp is None:
            text += "; this location's HP are not set, so its effect is the Keeper's"
        else:
            effect = location_result(location, current.location_damage[index] + through, hp)
            taken = min(through, max(0, 2 * hp - current.location_damage[index])) if location in LIMBS else through
            if effect.level != "none":
                text += f"; {effect.effect[0].lower()}{effect.effect[1:].rstrip('.')}"
                states |= {
                    s
                    for s, on in (
                        ("unconscious", effect.unconscious),
                        ("fallen", effect.falls),
                        ("bleeding", effect.bleeding),
                    )
                    if on
                }
                if effect.level == "maimed" and location in LIMBS:
                    states.add(f"{location.lower()} maimed")
        damages = list(current.location_damage)
        damages[index] += through
        hp_after = current.hp - taken
        siz = old_scale(current.siz)
        pushed = (
            knockback_metres(
                through, siz, special=result in (RisingResult.SPECIAL, RisingResult.CRITICAL) and number == 0
            )
            if through
            else 0
        )
        if pushed and ("unconscious" in states or hp_after <= 0):  # nobody out cold stays on their feet
            text += f"; knocked back {pushed} m; unconscious, they go down"
            states.add("fallen")
        elif pushed:
            stay = DiceExpr.parse("1D100").roll(dice)
            kept = stay <= current.dex
            text += f"; knocked back {pushed} m, DEX×5% {stay} against {current.dex}: " + (
                "stays up" if kept else "falls"
            )
            if not kept:
                states.add("fallen")
        status = death_countdown(hp_after, old_scale(current.con))
        if status == "fighting" and "unconscious" in states:
            status = "unconscious from the wound"
        if status == "dead":
            states.add("dead")
        elif hp_after <= 0:
            states.add("unconscious")
        text += f"; HP {current.hp} → {hp_after} ({status})"
        text += _stays_conscious(current, current.hp, hp_after, states, dice)
        lines.append(text)
        current = replace(current, hp=hp_after, location_damage=tuple(damages), states=tuple(sorted(states)))
    return Outcome(state.put(current), f"{attacker.name} hits {target.name}", tuple(lines))


def _stays_conscious(fighter: Fighter, hp_before: int, hp_after: int, states: set[str], dice: Dice) -> str:
    """At 1 or 2 total HP a fighter falls unconscious unless CON×5% (the sheet's CON) succeeds each round: rolled
    on coming down to 1-2 (once a round; the round's start rolls for the rest). Adds "unconscious" to `states` on
    a failure; returns what happened, for the log ("" when no roll was called for)."""
    if not 1 <= hp_after <= 2 or hp_before <= 2 or states & {"unconscious", "dead"}:
        return ""
    roll = DiceExpr.parse("1D100").roll(dice)
    if roll <= fighter.con:
        return f"; at {hp_after} HP, CON×5% {roll} against {fighter.con}: stays conscious this round"
    states.add("unconscious")
    return f"; at {hp_after} HP, CON×5% {roll} against {fighter.con}: falls unconscious"


def _area_hit(
    state: RisingState,
    attacker: Fighter,
    target: Fighter,
    arm: Weapon,
    result: RisingResult,
    shielded: bool,
    dice: Dice,
    lines: list[str],
) -> Outcome[RisingState]:
    """An explosion or fire: all to total HP, against armour (through it, less half the armour; stopped by it,
    nothing); a critical defence lets only 1 HP through."""
    damage, said = _damage(arm, attacker, result, True, dice)
    taken = area_effect_damage(damage, target.armour, critical=shielded)
    hp = target.hp - taken
    shield = ", a critical defence" if shielded else ""
    status = death_countdown(hp, old_scale(target.con))
    states = set(target.states)
    if status == "dead":
        states.add("dead")
    elif hp <= 0:
        states.add("unconscious")
    faint = _stays_conscious(target, target.hp, hp, states, dice)
    lines.append(
        f"area effect: {said} against armour {target.armour}{shield}: {taken} to total HP, {target.hp} → "
        f"{hp} ({status}){faint}"
    )
    return Outcome(
        state.put(replace(target, hp=hp, states=tuple(sorted(states)))),
        f"{attacker.name}'s {arm.name} catches {target.name}",
        tuple(lines),
    )


def suppress(state: RisingState, key: int) -> Outcome[RisingState]:
    """Suppressing fire: the round spent firing a full-automatic weapon into a zone; anyone leaving cover there is
    hit by a burst (the Keeper rolls it as an attack)."""
    fighter = state.get(key)
    refuse_the_dead(fighter.name, fighter.states, "the dead do not act")
    if not any(is_ranged(w) for w in fighter.weapons):
        raise ValueError(f"{fighter.name} has no firearm to lay down suppressing fire")
    if refusal := fighter.may("attack", 0):
        raise ValueError(refusal)
    changed = replace(fighter, attacks=2, states=tuple(sorted({*fighter.states, "suppressing"})))
    return Outcome(
        state.put(changed),
        f"{fighter.name} lays down suppressing fire",
        ("the zone is covered this round: whoever leaves cover there takes a burst",),
    )


def bleed(state: RisingState, key: int, dice: Dice) -> Outcome[RisingState]:
    """A bleeding fighter's roll this round: CON×5% (the sheet's CON) or lose 1 HP; CON×1% (a fifth of it) stops
    the bleeding, or lets them act heroically."""
    fighter = state.get(key)
    refuse_the_dead(fighter.name, fighter.states, "the dead do not bleed")
    if "bleeding" not in fighter.states:
        raise ValueError(f"{fighter.name} is not bleeding")
    roll = DiceExpr.parse("1D100").roll(dice)
    heroic = old_scale(fighter.con)
    if roll <= heroic:
        states = tuple(s for s in fighter.states if s != "bleeding")
        line = f"{roll} against CON×1% {heroic}: the bleeding stops (or a heroic action)"
        return Outcome(state.put(replace(fighter, states=states)), f"{fighter.name} stops bleeding", (line,))
    if roll <= fighter.con:
        return Outcome(state, f"{fighter.name} holds on", (f"{roll} against CON×5% {fighter.con}: no blood lost",))
    hp = fighter.hp - 1
    states = _fallen_states(fighter, hp)
    line = f"{roll} against CON×5% {fighter.con}: loses 1 HP, {fighter.hp} → {hp} ({death_countdown(hp, heroic)})"
    line += _stays_conscious(fighter, fighter.hp, hp, states, dice)
    return Outcome(state.put(replace(fighter, hp=hp, states=tuple(sorted(states)))), f"{fighter.name} bleeds", (line,))


def _fallen_states(fighter: Fighter, hp: int) -> set[str]:
    """A fighter's states once down to `hp` total: dead beyond the countdown, unconscious at 0 or below."""
    states = set(fighter.states)
    if death_countdown(hp, old_scale(fighter.con)) == "dead":
        states.add("dead")
    elif hp <= 0:
        states.add("unconscious")
    return states


def knocked_into(state: RisingState, key: int, metres: int, solid: bool, dice: Dice) -> Outcome[RisingState]:
    """Knocked back into something: a solid object deals 1D6 a metre; into a small object or person, both roll
    DEX×5% or both take 1D6 per 5 m (the Keeper hurts the other one)."""
    fighter = state.get(key)
    if metres < 1:
        raise ValueError("Knockback: at least 1 metre")
    if solid:
        damage = DiceExpr.parse(f"{metres}D6").roll(dice)
        line = f"into something solid: {metres}D6 = {damage}"
    else:
        roll = DiceExpr.parse("1D100").roll(dice)
        if roll <= fighter.dex:
            return Outcome(state, f"{fighter.name} keeps their feet", (f"DEX×5% {roll} against {fighter.dex}",))
        damage = DiceExpr.parse(f"{max(1, metres // 5)}D6").roll(dice) if metres >= 5 else 0
        line = f"DEX×5% {roll} against {fighter.dex}: both go down, {damage} damage"
    hp = fighter.hp - damage
    states = _fallen_states(fighter, hp)
    line += f"; HP {fighter.hp} → {hp} ({death_countdown(hp, old_scale(fighter.con))})"
    line += _stays_conscious(fighter, fighter.hp, hp, states, dice)
    return Outcome(
        state.put(replace(fighter, hp=hp, states=tuple(sorted(states)))),
        f"{fighter.name} is knocked into something",
        (line,),
    )


def resist(state: RisingState, key: int, target_key: int, action: str, dice: Dice) -> Outcome[RisingState]:
    """Grappling and intentional knockback on the resistance table (old-scale characteristics): `action` is
    "grapple" (STR+DEX against STR+DEX), "immobilise" (STR against STR), "throw" (STR+DEX against SIZ+DEX) or
    "knockback" (STR+SIZ against SIZ+DEX; on a success the attacker's STR+SIZ counts as damage for knockback)."""
    from desktop.rules.rising.combat import resistance_chance

    doer, target = state.get(key), state.get(target_key)
    refuse_the_dead(doer.name, doer.states, "the dead do not act")
    refuse_the_dead(target.name, target.states, "pick another target")

    def old(f: Fighter, *names: str) -> int:
        return sum(old_scale(getattr(f, n)) for n in names)

    pairs = {
        "grapple": (("strength", "dex"), ("strength", "dex")),
        "immobilise": (("strength",), ("strength",)),
        "throw": (("strength", "dex"), ("siz", "dex")),
        "knockback": (("strength", "siz"), ("siz", "dex")),
    }
    if action not in pairs:
        raise ValueError(f"Resistance: grapple, immobilise, throw or knockback, not {action!r}")
    mine, theirs = pairs[action]
    active, passive = old(doer, *mine), old(target, *theirs)
    chance = resistance_chance(active, passive)
    roll = DiceExpr.parse("1D100").roll(dice)
    won = roll <= chance
    lines = [
        f"{doer.name} tries to {action} {target.name}: {active} against {passive}, {chance}%; {roll}: "
        + ("succeeds" if won else "fails")
    ]
    if action == "knockback":
        if won:
            pushed = knockback_metres(active, old_scale(target.siz))
            lines.append(f"{target.name} is knocked back {pushed} m (DEX×5% or falls)")
        else:
            lines.append(f"{doer.name} is knocked back as if {target.name}'s STR+SIZ were the damage")
    return Outcome(state, f"{doer.name}: {action} {target.name}", tuple(lines))


def treat(state: RisingState, key: int, states: tuple[str, ...]) -> Outcome[RisingState]:
    """The Keeper sets a fighter's states (a bleed stopped, back on their feet); only the states a fight knows."""
    fighter = state.get(key)
    unknown = [s for s in states if s not in STATES]
    if unknown:
        raise ValueError(f"States: {unknown[0]!r} is not one a fighter can be in ({', '.join(sorted(STATES))})")
    return Outcome(
        state.put(replace(fighter, states=tuple(sorted(states)))),
        f"{fighter.name}: " + (", ".join(states) or "no lasting state"),
    )


__all__ = [
    "BODY",
    "DEFENCES",
    "LOCATIONS",
    "SHORT",
    "Fighter",
    "RisingState",
    "add_fighter",
    "attack",
    "attack_modifier",
    "bleed",
    "condition_words",
    "helpless_state",
    "knocked_into",
    "next_strike_rank",
    "remove_fighter",
    "resist",
    "suppress",
    "set_dex_sr",
    "set_location_hp",
    "treat",
]


CODEC = SceneCodec(
    "rising", RisingState, "the Cthulhu Rising fight", version=1, labels={Fighter: "fighter", Weapon: "weapon"}
)
