"""A Cthulhu Rising attack: the skill-results table against the defence, damage by hit location, bursts and
areas."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.combat.firearms import is_ranged, shots_per_round
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.rising.fighters import (
    DEFENCES,
    LOCATIONS,
    RANK,
    Fighter,
    RisingState,
    attack_modifier,
    helpless_state,
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
from desktop.rules.words import signed


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
        text += stays_conscious(current, current.hp, hp_after, states, dice)
        lines.append(text)
        current = replace(current, hp=hp_after, location_damage=tuple(damages), states=tuple(sorted(states)))
    return Outcome(state.put(current), f"{attacker.name} hits {target.name}", tuple(lines))


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
