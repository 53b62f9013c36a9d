"""A Cthulhu Rising attack: the skill-results table against the defence, damage by hit location, bursts and
areas."""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop.rules.combat.firearms import is_ranged, shots_per_round
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.rising.fighters import (
    BLEEDING,
    DEAD,
    DEFENCES,
    FALLEN,
    LOCATIONS,
    RANK,
    UNCONSCIOUS,
    Fighter,
    RisingState,
    attack_modifier,
    helpless_state,
    maimed,
    stays_conscious,
)
from desktop.rules.rising.rising_rules import (
    LIMBS,
    RisingResult,
    area_effect_damage,
    attack_chance,
    burst_chance,
    burst_hits,
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
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Outcome, refuse_the_dead
from desktop.rules.words import listed, signed


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


@dataclass(frozen=True)
class _Declared:
    """What the Keeper declared for one attack, as `attack` takes it."""

    weapon: str
    modifiers: int
    shots: int
    metres: float | None
    weapon_class: str
    defence: str
    aimed_at: str
    sniper: bool
    panic: bool
    area: bool


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
    plan = _Declared(weapon, modifiers, shots, metres, weapon_class, defence, aimed_at, sniper, panic, area)
    attacker, target = state.get(key), state.get(target_key)
    _refuse_to_act(attacker, target, defence)
    arm = attacker.weapon(weapon)
    missile = is_ranged(arm)
    skill, base_note = attacker.weapon_skill(arm)
    _refuse_the_weapon(attacker, arm, skill, plan)
    lines = [base_note] if base_note else []
    chance = _chance(target, skill, missile, plan, lines)
    roll = DiceExpr.parse("1D100").roll(dice)
    result, missing = skill_result(roll, chance)
    state = state.put(
        replace(
            attacker,
            attacks=attacker.attacks + (0 if missile and attacker.shots else 1),
            shots=attacker.shots + int(missile),
        ).firing(arm, shots if missile else 0)
    )
    head = f"{attacker.name} {'fires' if missile else 'strikes'} at {target.name} with {arm.name}" + (
        f", a burst of {shots}" if shots > 1 else ""
    )
    lines.insert(0, head)
    lines.append(f"{roll} against {chance}%: {result.value}" + (f" ({missing.what})" if missing else ""))
    if missile and _malfunctions(arm, roll, plan, dice, lines):
        return Outcome(state, f"{attacker.name}'s {arm.name} malfunctions", tuple(lines))
    if result is RisingResult.FUMBLE:
        lines.append(_fumble(missile, dice))
        return Outcome(state, f"{attacker.name} fumbles", tuple(lines))
    if RANK[result] < RANK[RisingResult.SUCCESS]:
        return Outcome(state, f"{attacker.name} misses {target.name}", tuple(lines))
    defended = None
    if defence != "none" and UNCONSCIOUS not in target.states:
        state, target, defended = _defend(state, target, defence, dice, lines)
    if area:
        return _area_hit(state, attacker, target, arm, result, defended is RisingResult.CRITICAL, dice, lines)
    if defended is not None and RANK[defended] >= RANK[result]:
        lines.append("the defence matches the attack: no harm (a reading: the source does not say)")
        return Outcome(state, f"{target.name} stops {attacker.name}'s attack", tuple(lines))
    return _hits(state, attacker, target, arm, result, plan, dice, lines)


def _refuse_to_act(attacker: Fighter, target: Fighter, defence: str) -> None:
    """Refuse an attack by one who cannot act yet or at all, on the dead, or met with a defence the rules lack."""
    refuse_the_dead(attacker.name, attacker.states, "the dead do not act")
    if UNCONSCIOUS in attacker.states:
        raise ValueError(f"{attacker.name} cannot act (unconscious)")
    if attacker.strike_rank is None:  # seed 004: one acting starts on the strike rank equal to their DEX SR
        raise ValueError(
            f"{attacker.name} has no strike rank yet: type their DEX strike rank in "
            "DEX strike rank, then press Set Strike Rank, as they act from it"
        )
    if DEAD in target.states:
        raise ValueError(f"{target.name} is dead: pick another target")
    if defence not in DEFENCES:
        raise ValueError(f"Defence: none, parry or dodge, not {defence!r}")


def _refuse_the_weapon(attacker: Fighter, arm: Weapon, skill: int, plan: _Declared) -> None:
    """Refuse a shot past the weapon's rate, an attack this round has no room for, and aimed shots, sniping or panic
    fire that the weapon or the declaration does not allow."""
    missile = is_ranged(arm)
    rate = min(3, shots_per_round(arm)) if missile else 0
    if missile and attacker.shots:  # a further shot of the round: the weapon's rate, not another action
        if attacker.shots >= rate:
            times = {1: "once", 2: "twice"}.get(rate, f"{rate} times")
            ranks = listed(["the DEX strike rank", "+3", "+7"][:rate])
            raise ValueError(f"{arm.name} fires {times} a round (on {ranks})")
    elif refusal := attacker.may("attack", skill):
        raise ValueError(refusal)
    if plan.aimed_at and plan.aimed_at not in LOCATIONS:
        raise ValueError(f"Aimed shot: no location {plan.aimed_at!r}")
    if (plan.aimed_at or plan.panic or plan.sniper) and not missile:
        raise ValueError("aimed shots, sniping and panic fire are for missile weapons")
    if plan.sniper and not plan.aimed_at:
        raise ValueError("Sniper: a sniper's shot is aimed: pick the location it is aimed at")


def _chance(target: Fighter, skill: int, missile: bool, plan: _Declared, lines: list[str]) -> int:
    """The attack's chance: the skill aimed or sniped, +25% on a helpless target, the Keeper's modifiers (never below
    05%), halved for panic fire, the range band's multiplier and a burst's +3% a shot. Each step is said in `lines`."""
    weapon_skill = skill
    if plan.aimed_at and plan.sniper:  # aimed for a round first, fired on the usual strike rank: +10% before halving
        lines.append(f"a sniper's shot at the {plan.aimed_at.lower()}: ({skill} + 10) ÷ 2 = {(skill + 10) // 2}%")
        skill = (skill + 10) // 2
    elif plan.aimed_at:  # declared in the fight: fired on strike rank 10 at half the skill
        lines.append(f"aimed at the {plan.aimed_at.lower()} on strike rank 10: {skill} ÷ 2 = {skill // 2}%")
        skill //= 2
    helpless = helpless_state(target)
    bonus = attack_modifier("Target helpless") if helpless else 0
    if helpless:
        lines.append(f"{target.name} is helpless ({helpless}): {signed(bonus)}%, {skill} → {skill + bonus}%")
    chance = attack_chance(skill, [plan.modifiers, bonus])
    if plan.panic:
        chance = max(5, chance // 2)
        lines.append("panic fire: half the chance, twice the malfunction range")
    multiplier = 1.0
    if missile and plan.metres is not None and plan.weapon_class:
        multiplier, missing = range_multiplier(plan.weapon_class, plan.metres)
        if multiplier is None:
            raise ValueError(f"{target.name} at {plan.metres:g} m is beyond the {plan.weapon_class}'s range")
        chance = max(5, int(chance * multiplier))
        lines.append(f"{plan.metres:g} m: x{multiplier:g}" + (f" ({missing.what})" if missing else ""))
    if plan.shots > 1:
        burst = burst_chance(chance, plan.shots, multiplier, weapon_skill)
        if multiplier >= 1.0:
            capped = " (no more than double the skill)" if burst < chance + 3 * plan.shots else ""
            lines.append(f"a burst of {plan.shots}: +3% a shot, {chance} → {burst}%{capped}")
        chance = burst
    return chance


def _malfunctions(arm: Weapon, roll: int, plan: _Declared, dice: Dice, lines: list[str]) -> bool:
    """Whether a missile weapon's roll falls in its malfunction range (doubled for panic fire, +3 for a burst); when
    it does, the kind of malfunction rolled is said in `lines`."""
    if arm.malfunction is None:
        return False
    span = (101 - arm.malfunction) * (2 if plan.panic else 1) + (3 if plan.shots > 1 else 0)
    if roll < 101 - span:
        return False
    kind = malfunction(DiceExpr.parse("1D100").roll(dice))
    lines.append(
        f"malfunction ({101 - span}+): "
        + (
            "the weapon jams; a skill roll fixes it in 1D6 rounds"
            if kind == "jam"
            else "roll on the missile fumble table"
        )
    )
    return True


def _fumble(missile: bool, dice: Dice) -> str:
    """A fumbled attack in words: a missile weapon's from the missile fumble table, a blow's left to the Keeper."""
    if missile:
        return f"fumble (D100 {(f := DiceExpr.parse('1D100').roll(dice))}): {missile_fumble(f)}"
    return "fumble: the Keeper applies the melee fumble"


def _defend(
    state: RisingState, target: Fighter, defence: str, dice: Dice, lines: list[str]
) -> tuple[RisingState, Fighter, RisingResult | None]:
    """The target's parry (its best melee weapon) or dodge against a hit: the state and target with the defence
    spent, and the defence's result; None when this round has no room for it."""
    defend = (
        target.skill("Dodge")
        if defence == "dodge"
        else max([target.weapon_skill(w)[0] for w in target.weapons if not is_ranged(w)] or [0])
    )
    if refusal := target.may(defence, defend):
        lines.append(f"{refusal}: no {defence}")
        return state, target, None
    used = {"parry": "parries", "dodge": "dodges"}[defence]
    target = replace(target, **{used: getattr(target, used) + 1})
    state = state.put(target)
    with dice.about(target.name, defence.capitalize(), investigator=target.side == "investigators"):
        droll = DiceExpr.parse("1D100").roll(dice)
    dresult, _ = skill_result(droll, defend)
    lines.append(f"{target.name} {used}: {droll} against {defend}%, {dresult.value}")
    if dresult is RisingResult.FUMBLE:  # the source's fumble table is for missile attacks only
        lines.append(
            f"a fumbled {defence}: it fails and the blow comes on; the source gives fumble results "
            "for attacks only, so any worse mishap (a fall, a dropped weapon) is the Keeper's call"
        )
    return state, target, dresult


def _hits(
    state: RisingState,
    attacker: Fighter,
    target: Fighter,
    arm: Weapon,
    result: RisingResult,
    plan: _Declared,
    dice: Dice,
    lines: list[str],
) -> Outcome[RisingState]:
    """The hits of an attack that landed: one, or a burst's 1D6-odd share; each said in `lines`."""
    hits = 1
    if plan.shots > 1:
        hits, note = burst_hits(plan.shots, dice)
        lines.append(f"{hits} of {plan.shots} hit ({note.what})")
    current = target
    for number in range(hits):
        current, text = _hit(current, attacker, arm, result, number, plan.aimed_at, dice)
        lines.append(text)
    return Outcome(state.put(current), f"{attacker.name} hits {target.name}", tuple(lines))


def _hit(
    current: Fighter, attacker: Fighter, arm: Weapon, result: RisingResult, number: int, aimed_at: str, dice: Dice
) -> tuple[Fighter, str]:
    """Hit `number` (0 for the first) of an attack on `current`: its location (aimed, or from the melee or missile
    table), damage through armour (a critical's first hit ignores it), the location's effect, knockback and the
    death countdown. The target after the hit, and the hit in words."""
    first = number == 0
    location = aimed_at or hit_location(DiceExpr.parse("1D20").roll(dice), is_ranged(arm))
    damage, said = _damage(arm, attacker, result, first, dice)
    through = damage if result is RisingResult.CRITICAL and first else max(0, damage - current.armour)
    armour = "" if through == damage else f", armour {current.armour} → {through}"
    index = LOCATIONS.index(location)
    states = set(current.states)
    taken, effect = _location_effect(current, location, through, states)
    text = f"hit {number + 1}: {location}, {said}{armour}{effect}"
    damages = list(current.location_damage)
    damages[index] += through
    hp_after = current.hp - taken
    special = result in (RisingResult.SPECIAL, RisingResult.CRITICAL) and first
    text += _knockback(current, through, special, hp_after, states, dice)
    status = death_countdown(hp_after, old_scale(current.con))
    if status == "fighting" and UNCONSCIOUS in states:
        status = "unconscious from the wound"
    if status == DEAD:
        states.add(DEAD)
    elif hp_after <= 0:
        states.add(UNCONSCIOUS)
    text += f"; HP {current.hp} → {hp_after} ({status})"
    text += stays_conscious(current, current.hp, hp_after, states, dice)
    return replace(current, hp=hp_after, location_damage=tuple(damages), states=tuple(sorted(states))), text


def _location_effect(current: Fighter, location: str, through: int, states: set[str]) -> tuple[int, str]:
    """What `through` damage at `location` does against its hit points: the HP it takes from the total (a limb
    passes at most double its HP) and the effect in words; the states it brings are added to `states`."""
    index = LOCATIONS.index(location)
    hp = current.location_hp[index]
    if hp is None:
        return through, "; this location's HP are not set, so its effect is the Keeper's"
    effect = location_result(location, current.location_damage[index] + through, hp)
    taken = min(through, max(0, 2 * hp - current.location_damage[index])) if location in LIMBS else through
    if effect.level == "none":
        return taken, ""
    states |= {
        s for s, on in ((UNCONSCIOUS, effect.unconscious), (FALLEN, effect.falls), (BLEEDING, effect.bleeding)) if on
    }
    if effect.level == "maimed" and location in LIMBS:
        states.add(maimed(location))
    return taken, f"; {effect.effect[0].lower()}{effect.effect[1:].rstrip('.')}"


def _knockback(current: Fighter, through: int, special: bool, hp_after: int, states: set[str], dice: Dice) -> str:
    """A hit's knockback in words: one out cold goes down; anyone else rolls DEX×5% to stay up. A fall is added to
    `states`; "" when the hit pushes no one back."""
    pushed = knockback_metres(through, old_scale(current.siz), special=special) if through else 0
    if not pushed:
        return ""
    if UNCONSCIOUS in states or hp_after <= 0:  # nobody out cold stays on their feet
        states.add(FALLEN)
        return f"; knocked back {pushed} m; unconscious, they go down"
    stay = DiceExpr.parse("1D100").roll(dice)
    kept = stay <= current.dex
    if not kept:
        states.add(FALLEN)
    return f"; knocked back {pushed} m, DEX×5% {stay} against {current.dex}: " + ("stays up" if kept else "falls")


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
    if status == DEAD:
        states.add(DEAD)
    elif hp <= 0:
        states.add(UNCONSCIOUS)
    faint = stays_conscious(target, target.hp, hp, states, dice)
    lines.append(
        f"area effect: {said} against armour {target.armour}{shield}: {taken} to total HP, {target.hp} → "
        f"{hp} ({status}){faint}"
    )
    return Outcome(
        state.put(replace(target, hp=hp, states=tuple(sorted(states)))),
        f"{attacker.name}'s {arm.name} catches {target.name}",
        tuple(lines),
    )
