"""Fighting in a chase: attacks (resolved by the Combat rules), ramming, shots at tyres, reloads and jams, and
how far apart two participants are — pure operations on the chase's frozen state, as every scene's are."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.chase.chase_state import (
    TYRE_ARMOUR,
    TYRE_HP,
    ChaseState,
    Runner,
    _able,
    _driving,
    _not_fighting,
    _s,
    _spend,
    driven_by,
    speed_skill_name,
    vehicle_noun,
)
from desktop.rules.chase.movement import ram as ram_damage
from desktop.rules.chase.vehicles import _driver_loses_control, _vehicle_damage
from desktop.rules.checks import Check, Winner
from desktop.rules.combat import actions, turn_actions
from desktop.rules.combat.fight import JAMMED, EncounterState, Resolution, combat_check, net_dice_capped, short
from desktop.rules.combat.firearms import (
    FirearmModifiers,
    impales,
    is_handgun,
    is_ranged,
    malfunctions,
    shots_per_round,
)
from desktop.rules.combat.resolution import Response, melee_winner
from desktop.rules.combat.wounds import DamageRoll, after_armour, bonus_for, roll_damage
from desktop.rules.dice import Dice
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import Condition, Outcome
from desktop.rules.words import counted as counted_words


def _round_allows(runner: Runner, arm: Weapon, shots: int) -> bool:
    """Whether one more attack (or shot at a tyre) fits the round, as in a fight: the fighter's attacks a round (one
    for a person, a ghoul's three) and the weapon's rate of fire over all the round's shots; a ValueError that says
    what stops it otherwise. Returns whether a handgun fires more than once this round (a penalty die on every
    shot, seed 000)."""
    fighter = runner.fighter
    most = fighter.attacks_per_round
    ranged = is_ranged(arm)
    rate = shots_per_round(arm) if ranged else 1
    if runner.attacks >= most:
        fired = f" ({runner.shots} shot{_s(runner.shots)} fired)" if runner.shots else ""
        hint = (
            f": the round's shots go in one attack (Shots: up to {rate} for {arm.name})" if ranged and rate > 1 else ""
        )
        raise ValueError(
            f"{runner.name} has {'already attacked' if most == 1 else f'made all {most} attacks'} this "
            f"round{fired}{hint}; attacking again waits for the next round"
        )
    if ranged and runner.shots and runner.shots + shots > rate:
        raise ValueError(
            f"Shots: {runner.name} has fired {runner.shots} this round and {arm.name} fires at most {rate} a round"
        )
    return ranged and is_handgun(arm) and runner.shots + shots > 1


def _counted(runner: Runner, shots: int) -> tuple[Runner, str]:
    """One more attack this round (and its shots), and the words for it once it is one of several."""
    fighter = runner.fighter
    counted = replace(runner, attacks=runner.attacks + 1, shots=runner.shots + shots)
    most = fighter.attacks_per_round if fighter else 1
    return counted, (f"attack {counted.attacks} of {most} this round" if most > 1 else "")


def attack(
    state: ChaseState,
    key: int,
    target_key: int,
    dice: Dice,
    *,
    weapon: str | None = None,
    distance: float | None = None,
    steady: bool = False,
    defence: actions.Defence | None = None,
    defender_weapon: str | None = None,
    shots: int = 1,
) -> Outcome[ChaseState]:
    """An attack, resolved as regular combat by the Combat rules (seed 000). Melee needs the target at the same
    location and costs a movement action; the target dodges (by default), fights back with the weapon it picks
    (its best melee weapon otherwise) or does nothing, as in a fight. A ranged attack costs none, with the Combat
    rules' range, rate of fire, ammunition and malfunctions, but firing from a moving vehicle takes a penalty die
    unless the shooter spends a movement action holding still (`steady`); a thrown weapon may be dodged. The
    people in a vehicle have its armour. A shot's distance is the locations between them (`yards_between`) unless
    one is given."""
    attacker, target = state.get(key), state.get(target_key)
    distance = yards_between(state, key, target_key) if distance is None else distance
    _able(attacker)
    _not_fighting(attacker)
    if target.out:
        raise ValueError(f"{target.name} is out of the chase")
    _not_fighting(target)
    if attacker.fighter is None or target.fighter is None:
        raise ValueError("only people attack and are attacked here; ram a vehicle instead")
    if target.key == attacker.key:
        raise ValueError(f"{attacker.name} cannot attack themselves")
    arm = attacker.fighter.weapon(weapon)
    ranged = is_ranged(arm)
    if not ranged and attacker.location != target.location:
        raise ValueError(f"{target.name} is not at {attacker.name}'s location: melee needs them side by side")
    if defender_weapon and is_ranged(target.fighter.weapon(defender_weapon)):
        raise ValueError(f"{target.name} cannot fight back with {defender_weapon}: pick a melee weapon")
    several = _round_allows(attacker, arm, shots if ranged else 0)
    ride = state.get(attacker.aboard) if attacker.aboard else attacker  # who spends the action holding still
    cost: list[str] = []
    if not ranged and not attacker.aboard:
        attacker = ride = _spend(attacker, 1)
        cost.append(f"{attacker.name} spends a movement action on the blow ({attacker.actions} left)")
    elif steady:
        ride = _spend(ride, 1)
        attacker = ride if ride.key == attacker.key else attacker
    if attacker.aboard:  # seed 000: a passenger's attack is their own action for the round; the vehicle goes on
        cost.append(
            f"{attacker.name} is a passenger in {driven_by(ride)}: the attack is their action for the round"
            + ("" if ranged else f"; the {vehicle_noun(ride.vehicle)}'s movement actions stay its driver's")
        )
    cover = state.get(target.aboard) if target.aboard else target  # the vehicle whose armour covers the target
    own_cover = state.get(attacker.aboard) if attacker.aboard else attacker  # ... and the attacker (fought back)
    shooter = replace(
        attacker.fighter, attacks_made=0, acted=False, armour=max(attacker.fighter.armour, own_cover.armour)
    )
    victim = replace(target.fighter, armour=max(target.fighter.armour, cover.armour), responses=0)
    if target.in_vehicle and not target.aboard:  # seed 000: the driver dodges with Drive Auto, a passenger with
        # her own Dodge; only for this attack: the driver's own Dodge is back once it is resolved
        victim = replace(
            victim, skills=(*[sk for sk in victim.skills if sk[0] != "Dodge"], ("Dodge", target.speed_skill))
        )
        if (defence or (actions.Defence.NONE if ranged else actions.Defence.DODGE)) is actions.Defence.DODGE:
            cost.append(
                f"{target.name} dodges at the wheel: {speed_skill_name(target)} {target.speed_skill} in place of Dodge"
            )
    if victim.key == shooter.key:
        victim = replace(victim, key=shooter.key + 1)
    fight = EncounterState((shooter, victim))
    if ranged:
        moving = ride.in_vehicle and not steady
        outcome = actions.shoot(
            fight,
            shooter.key,
            victim.key,
            dice,
            weapon=arm.name,
            distance=distance,
            modifiers=FirearmModifiers(from_moving_vehicle=moving, several_handgun_shots=several),
            shots=shots,
            defence=defence or actions.Defence.NONE,
        )
    else:
        outcome = actions.melee_attack(
            fight,
            shooter.key,
            victim.key,
            dice,
            weapon=arm.name,
            defence=defence or actions.Defence.DODGE,
            defender_weapon=defender_weapon or None,
        )
    hit, struck = outcome.state.get(victim.key), outcome.state.get(shooter.key)
    after_target = replace(
        target, fighter=replace(hit, key=target.fighter.key, armour=target.fighter.armour, skills=target.fighter.skills)
    )
    after_attacker, counted = _counted(
        replace(attacker, fighter=replace(struck, armour=attacker.fighter.armour)), shots if ranged else 0
    )
    lines, checks = [*cost, *([counted] if counted else []), *outcome.lines], list(outcome.checks)
    wounded = Condition.MAJOR_WOUND in hit.conditions - target.fighter.conditions
    if wounded and target.in_vehicle and not target.aboard:
        after_target = _driver_loses_control(after_target, dice, lines, checks)
    current = state.with_runner(ride).with_runner(after_attacker).with_runner(after_target)
    return Outcome(current, outcome.what, tuple(lines), (), tuple(checks))


def ram(state: ChaseState, key: int, target_key: int, dice: Dice) -> Outcome[ChaseState]:
    """A vehicle used as a weapon (one movement action, the target at the same location): Drive Auto for Fighting
    against the target's Dodge (Drive Auto if it drives). A hit deals 1D10 per point of Build; the rammer takes
    half of it, never losing more Build than the target had."""
    rammer, target = state.get(key), state.get(target_key)
    _driving(state, rammer)
    rammer = _spend(rammer, 1)
    if not rammer.in_vehicle:
        raise ValueError(f"{rammer.name} is on foot: attack instead")
    if target.out or target.location != rammer.location:
        raise ValueError(f"{target.name} is not at {rammer.name}'s location")
    _not_fighting(target)
    scene = Resolution(EncounterState(), dice)
    drive = scene.combat(rammer.speed_skill, 0, int(rammer.impaired))
    dodge_value = target.speed_skill if target.in_vehicle else (target.fighter.skill("Dodge") if target.fighter else 0)
    dodge = scene.combat(dodge_value, 0, int(target.impaired))
    hit = melee_winner(drive.level, dodge.level, Response.DODGE) is Winner.ATTACKER
    lines = [
        f"{rammer.label} rams {target.label}: {short(drive.level)} {drive.result} vs {short(dodge.level)} "
        f"{dodge.result} ({'Drive Auto' if target.in_vehicle else 'Dodge'} {dodge_value}): "
        + ("hit" if hit else "avoided")
    ]
    checks = [drive, dodge]
    if not hit:
        return Outcome(state.with_runner(rammer), f"{rammer.name} rams {target.name}", tuple(lines), (), tuple(checks))
    target_build = target.build if target.in_vehicle else (target.fighter.build if target.fighter else 0)
    dealt, taken = ram_damage(rammer.build, target_build, dice)
    lines.append(f"{int(max(1, rammer.build))}D10 = {dealt} damage; the rammer takes {taken}")
    if target.in_vehicle:
        target, more = _vehicle_damage(target, dealt)
        lines += more
    elif target.fighter is not None:
        wound = Resolution(EncounterState((target.fighter,)), dice)
        wound.hurt(target.fighter.key, DamageRoll(dealt, f"{dealt} from the vehicle"))
        lines += wound.lines
        checks += wound.checks
        target = replace(target, fighter=wound.get(target.fighter.key))
    rammer, more = _vehicle_damage(rammer, taken)
    lines += more
    current = state.with_runner(rammer).with_runner(target)
    return Outcome(current, f"{rammer.name} rams {target.name}", tuple(lines), (), tuple(checks))


def shoot_tyre(
    state: ChaseState,
    key: int,
    target_key: int,
    dice: Dice,
    *,
    weapon: str,
    distance: float | None = None,
    shots: int = 1,
    steady: bool = False,
) -> Outcome[ChaseState]:
    """Shooting at a vehicle's tyres, by the firearms rules: the range sets the difficulty, the weapon's rate of fire
    and the rounds loaded limit the shots, a roll at its malfunction number jams it; a penalty die for the tyre,
    another from a moving vehicle unless the shooter spends a movement action holding still (`steady`), and one on
    every shot when a handgun fires more than once. A tyre has armour 3 and 2 hit points, only impaling weapons
    harm it, and each tyre lost costs the vehicle a point of Build. One's own vehicle is not a target. The distance
    is the locations between them (`yards_between`) unless one is given."""
    shooter, target = state.get(key), state.get(target_key)
    where = f" ({_apart(state, key, target_key)})" if distance is None else ""
    distance = yards_between(state, key, target_key) if distance is None else distance
    _able(shooter)
    if target.out:
        raise ValueError(f"{target.name} is out of the chase")
    if not target.in_vehicle:
        raise ValueError(f"{target.name} has no tyres")
    if target_key in (shooter.key, shooter.aboard):
        raise ValueError(f"{target.label} is {shooter.name}'s own vehicle: pick another to shoot at")
    if shooter.fighter is None:
        raise ValueError(f"{shooter.name} cannot shoot")
    fighter = shooter.fighter
    arm = fighter.weapon(weapon)
    if not is_ranged(arm) or not arm.impaling:
        raise ValueError(f"only an impaling weapon harms a tyre, not {arm.name}")
    if JAMMED in fighter.conditions:
        raise ValueError(f"{shooter.name}'s weapon has jammed: clear it first")
    difficulty = actions.shot_within_reach(fighter, arm, shots, distance, target.label)
    several = _round_allows(shooter, arm, shots)
    loaded = fighter.rounds_loaded(arm)
    ride = state.get(shooter.aboard) if shooter.aboard else shooter  # who spends the action holding still
    if steady:
        ride = _spend(ride, 1)
    mods = FirearmModifiers(from_moving_vehicle=ride.in_vehicle and not steady, several_handgun_shots=several)
    bonus, penalty = net_dice_capped(mods.dice()[0], mods.dice()[1] + 1)  # the tyre's own penalty die
    listed = ", ".join(["a tyre", *mods.labels()])
    dice_text = counted_words(penalty, "penalty die", "penalty dice") + (f", {bonus} bonus" if bonus else "")
    lines = [
        f"{shooter.name} fires {arm.name} at {target.label}'s tyres, {distance:g} yards{where}: "
        f"{difficulty.label}, {dice_text} [{listed}]"
    ]
    checks: list[Check] = []
    hit, fired = target, 0
    for shot in range(shots):
        check = combat_check(dice, fighter.skill(arm.skill), bonus, penalty, difficulty)
        checks.append(check)
        label = f"shot {shot + 1}: " if shots > 1 else ""
        if malfunctions(check.rolled, arm.malfunction):
            lines.append(f"{label}{check.rolled}: malfunction ({arm.malfunction}+), the weapon does not fire")
            fighter = replace(fighter, conditions=fighter.conditions | {JAMMED})
            break
        fired += 1
        said = f"{label}{short(check.level)} {check.result} vs {check.value}"
        if not check.succeeded:
            lines.append(f"{said}: miss")
            continue
        damage = roll_damage(
            arm.damage, bonus_for(arm, fighter.damage_bonus), True, impales(check.level, difficulty), dice
        )
        through = after_armour(damage.total, TYRE_ARMOUR)
        if through < TYRE_HP:
            lines.append(f"{said}: {damage.detail}, armour {TYRE_ARMOUR} → {through}: the tyre holds")
            continue
        build = max(0.0, hit.build - 1)
        lines.append(
            f"{said}: {damage.detail}, armour {TYRE_ARMOUR} → {through}: a tyre bursts, {hit.vehicle} "
            f"Build {hit.build:g} → {build:g}"
        )
        hit = replace(hit, build=build, tyres_lost=hit.tyres_lost + 1)
        if build <= 0 and hit.condition != Condition.UNDRIVABLE:
            hit = replace(hit, condition=Condition.UNDRIVABLE, actions=0)
            lines.append(f"{hit.vehicle} is undrivable")
        elif build > 0 and hit.impaired and hit.condition != Condition.IMPAIRED:
            hit = replace(hit, condition=Condition.IMPAIRED)
            lines.append(f"{hit.vehicle} is impaired: a penalty die on its driving rolls")
    if loaded is not None:
        fighter = fighter.with_loaded(arm, loaded - fired)
    current = state.with_runner(ride)
    fired_off, counted = _counted(replace(current.get(key), fighter=fighter), shots)
    if counted:
        lines.insert(1, counted)
    current = current.with_runner(fired_off).with_runner(hit)
    what = f"{shooter.name} bursts a tyre" if hit.tyres_lost > target.tyres_lost else f"{shooter.name} shoots at a tyre"
    return Outcome(current, what, tuple(lines), (), tuple(checks))


def _with_hands(state: ChaseState, key: int, operation) -> Outcome[ChaseState]:
    """A turn's work with a weapon (reloading, clearing a jam) by the Combat rules: a movement action for one who
    moves themselves; a passenger's hands are free while the vehicle carries them."""
    runner = state.get(key)
    _able(runner)
    if runner.fighter is None:
        raise ValueError(f"{runner.name} has no weapons")
    done = operation(EncounterState((runner.fighter,)), runner.fighter.key)
    fighter = replace(done.state.get(runner.fighter.key), attacks_made=0)
    after = replace(runner if runner.aboard else _spend(runner, 1), fighter=fighter)
    return Outcome(state.with_runner(after), done.what, done.lines)


def reload(state: ChaseState, key: int, weapon: str) -> Outcome[ChaseState]:
    """Loading a firearm (two rounds, or a fresh magazine for an automatic one)."""
    return _with_hands(state, key, lambda fight, k: turn_actions.reload(fight, k, weapon))


def clear_jam(state: ChaseState, key: int) -> Outcome[ChaseState]:
    """Clearing a weapon that jammed on a malfunction."""
    return _with_hands(state, key, turn_actions.clear_jam)


def tyre_targets(state: ChaseState, key: int) -> tuple[list[Runner], list[Weapon]]:
    """Whose tyres one may shoot at (the vehicles in the chase but their own) and with what (their impaling
    firearms: only those harm a tyre) — what `shoot_tyre` takes."""
    shooter = state.get(key)
    if shooter.fighter is None:
        return [], []
    weapons = [w for w in shooter.fighter.weapons if is_ranged(w) and w.impaling]
    targets = [r for r in state.in_chase if r.in_vehicle and r.key not in (key, shooter.aboard)]
    return targets, weapons


# --- distance ---------------------------------------------------------------------------------------------------

LOCATION_YARDS = 10  # the seed gives no yards for a location: about ten a location, which the Keeper may overrule
CLOSE_YARDS = 5  # two at the same location: side by side, but not at arm's length


def yards_between(state: ChaseState, key: int, other: int) -> int:
    """How far apart two participants are for a shot: the locations between them at about ten yards each, five at
    the same location (a figure of the app's, not the seed's; type another for the scene in hand)."""
    apart = abs(state.get(key).location - state.get(other).location)
    return apart * LOCATION_YARDS if apart else CLOSE_YARDS


def _apart(state: ChaseState, key: int, other: int) -> str:
    apart = abs(state.get(key).location - state.get(other).location)
    return f"{counted_words(apart, 'location', 'locations')} apart" if apart else "at the same location"
