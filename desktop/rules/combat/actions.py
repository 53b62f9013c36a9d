"""What a combatant does on its turn: melee with responses and maneuvers, shots and full-auto fire, diving for
cover, aiming, reloading, fleeing, First Aid and Medicine. Each is a pure function returning an Outcome."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from desktop.rules.checks import Check, Difficulty, RollKind, SuccessLevel, Winner
from desktop.rules.combat.fight import (
    AIMING,
    DISARMED,
    FLED,
    HELD,
    IN_COVER,
    JAMMED,
    SURPRISED,
    Combatant,
    EncounterState,
    Outcome,
    Resolution,
    attack_refusal,
    best_melee_weapon,
    net_dice_capped,
    refuse,
    short,
)
from desktop.rules.combat.firearms import (
    FirearmModifiers,
    impales,
    is_handgun,
    is_ranged,
    is_shotgun,
    malfunctions,
    shot_difficulty,
    shotgun_damage,
    shots_per_round,
    volley_roll,
    volleys,
)
from desktop.rules.combat.resolution import Response, maneuver_penalty_dice, melee_winner, volley_hits, volley_size
from desktop.rules.combat.wounds import (
    DEAD,
    PRONE,
    DamageRoll,
    bonus_for,
    roll_damage,
)
from desktop.rules.dice import Dice
from desktop.rules.roster.sheet import Weapon
from desktop.rules.words import counted


class Defence(Enum):
    """What the target of a melee attack declares before the dice are rolled."""

    FIGHT_BACK = "fights back"
    DODGE = "dodges"
    MANEUVER = "answers with a maneuver"
    NONE = "does nothing"


def defences_against(arm: Weapon) -> frozenset[Defence]:
    """How a target may meet an attack with `arm`: a blow in any way; a thrown weapon only by dodging (or not at
    all); bullets not at all (diving for cover is an action of its own)."""
    if not is_ranged(arm):
        return frozenset(Defence)
    return frozenset({Defence.NONE, Defence.DODGE}) if arm.skill.startswith("Throw") else frozenset({Defence.NONE})


class Goal(Enum):
    """What a fighting maneuver is for."""

    DISARM = "disarm"
    KNOCK_DOWN = "knock down"
    HOLD = "seize and hold"
    BREAK_FREE = "break free"
    PUSH = "push"
    OTHER = "other"


class Surprise(Enum):
    """How an attack on a surprised target is resolved."""

    BONUS_DIE = "bonus die"
    AUTOMATIC_HIT = "automatic hit"


@dataclass(frozen=True)
class Maneuver:
    goal: Goal
    note: str = ""  # the Keeper's words for the effect, e.g. "through the window"


# --- melee ------------------------------------------------------------------------------------------------------


def melee_attack(
    state: EncounterState,
    attacker_key: int,
    target_key: int,
    dice: Dice,
    *,
    weapon: str | None = None,
    defence: Defence = Defence.DODGE,
    maneuver: Maneuver | None = None,
    defender_maneuver: Maneuver | None = None,
    defender_weapon: str | None = None,
    bonus: int = 0,
    penalty: int = 0,
    surprise: Surprise = Surprise.BONUS_DIE,
) -> Outcome:
    """A melee attack, or a fighting maneuver when `maneuver` is given. The target's response is declared first.

    Fighting back: the better level wins and deals damage, a tie goes to the attacker. Dodging: the attacker must
    beat the dodger's level. Once the target has dodged or fought back as often as it has attacks this round,
    further attacks on it get a bonus die. A maneuver compares Build first: one penalty die per point smaller, at
    most two, impossible at three or more. Combat rolls are never pushed nor bought with Luck.
    """
    scene = Resolution(state, dice)
    attacker, target = scene.get(attacker_key), scene.get(target_key)
    arm = _melee_weapon(state, attacker, target, weapon, maneuver)
    if not target.able or SURPRISED in target.conditions:
        defence = Defence.NONE  # the unconscious, the dying and the surprised cannot respond
    auto_hit = SURPRISED in target.conditions and surprise is Surprise.AUTOMATIC_HIT
    att_bonus, att_penalty, notes = _attack_dice(attacker, target, maneuver, bonus, penalty, auto_hit)

    with scene.by(attacker, maneuver.goal.value if maneuver else arm.skill):
        attack = scene.combat(attacker.skill(arm.skill), att_bonus, att_penalty)
    purpose = f"{maneuver.goal.value}" if maneuver else f"with {arm.name}"
    head = f"{attacker.name} attacks {target.name} ({purpose}); {target.name} {defence.value}"
    if defence is Defence.FIGHT_BACK:
        head += f" with {(target.weapon(defender_weapon) if defender_weapon else best_melee_weapon(target)).name}"
    if notes:
        head += f" [{', '.join(notes)}]"
    scene.say(head)

    winner = _exchange(scene, attacker, target, attack, defence, defender_maneuver, defender_weapon, auto_hit)
    scene.put(replace(scene.get(attacker_key), attacks_made=scene.get(attacker_key).attacks_made + 1))
    if winner is Winner.ATTACKER and maneuver is not None:
        _apply_maneuver(scene, attacker_key, target_key, maneuver)
    elif winner is Winner.ATTACKER:
        _melee_damage(scene, attacker, target_key, arm, arm.impaling, attack.level >= SuccessLevel.EXTREME)
    elif winner is Winner.DEFENDER and defence is Defence.FIGHT_BACK:
        arm_back = target.weapon(defender_weapon) if defender_weapon else best_melee_weapon(target)
        _melee_damage(scene, target, attacker_key, arm_back, False, False)  # fighting back: never extreme
    elif winner is Winner.DEFENDER and defence is Defence.MANEUVER and defender_maneuver is not None:
        _apply_maneuver(scene, target_key, attacker_key, defender_maneuver)
    title = f"{attacker.name} attacks {target.name}"
    return scene.outcome(title if maneuver is None else f"{attacker.name}: {maneuver.goal.value} {target.name}")


def _melee_weapon(
    state: EncounterState, attacker: Combatant, target: Combatant, weapon: str | None, maneuver: Maneuver | None
) -> Weapon:
    """The weapon of a blow (a maneuver's is the attacker's first); refused when the attacker cannot act, the target
    is gone, the weapon is a ranged one, or one not held would break free."""
    refuse(attack_refusal(state, attacker))
    if DEAD in target.conditions or FLED in target.conditions:
        raise ValueError(f"{target.name} is not there to attack")
    arm = attacker.weapon(weapon) if maneuver is None else attacker.weapon(None)
    if is_ranged(arm):
        raise ValueError(f"{arm.name} is a ranged weapon: shoot or throw it instead")
    if maneuver and maneuver.goal is Goal.BREAK_FREE and HELD not in attacker.conditions:
        raise ValueError(f"{attacker.name} is not held")
    return arm


def _exchange(
    scene: Resolution,
    attacker: Combatant,
    target: Combatant,
    attack: Check,
    defence: Defence,
    defender_maneuver: Maneuver | None,
    defender_weapon: str | None,
    auto_hit: bool,
) -> Winner:
    """Who wins the blow: a surprised target is hit outright, one who does nothing is hit on a success, otherwise
    the target's dodge, fighting back or maneuver (a response spent) against the attack."""
    if auto_hit:
        scene.say(f"surprised: the attack hits automatically ({attack.roll.describe()} decides an extreme hit)")
        return Winner.ATTACKER
    if defence is Defence.NONE:
        scene.say(f"{short(attack.level)} {attack.result} vs {attack.value}: {'hit' if attack.succeeded else 'miss'}")
        return Winner.ATTACKER if attack.succeeded else Winner.NEITHER
    winner, _ = _defend(scene, attacker, target, defence, defender_maneuver, defender_weapon, attack)
    scene.put(replace(scene.get(target.key), responses=scene.get(target.key).responses + 1))
    return winner


def _attack_dice(
    attacker: Combatant, target: Combatant, maneuver: Maneuver | None, bonus: int, penalty: int, auto_hit: bool
) -> tuple[int, int, list[str]]:
    """The attacker's bonus and penalty dice — the Keeper's, Build against a maneuver, an outnumbered or surprised
    target, being held — and the notes that say why."""
    notes, att_bonus, att_penalty = [], bonus, penalty
    if bonus or penalty:
        extra = [counted(n, f"{kind} die", f"{kind} dice") for n, kind in ((bonus, "bonus"), (penalty, "penalty")) if n]
        notes.append(f"the Keeper's {' and '.join(extra)} for {attacker.name}")
    if maneuver is not None:
        dice_for_build = maneuver_penalty_dice(attacker.build, target.build)
        if dice_for_build is None:
            raise ValueError(
                f"{target.name}'s Build {target.build} is 3 or more above {attacker.name}'s "
                f"{attacker.build}: the maneuver cannot work"
            )
        if dice_for_build:
            att_penalty += dice_for_build
            notes.append(f"{counted(dice_for_build, 'penalty die', 'penalty dice')} for Build")
    if target.outnumbered:
        att_bonus += 1
        notes.append(f"bonus die for {attacker.name}: {target.name} is outnumbered")
    if SURPRISED in target.conditions and not auto_hit:
        att_bonus += 1
        notes.append(f"bonus die for {attacker.name}: {target.name} is surprised")
    if HELD in attacker.conditions:
        att_penalty += 1
        notes.append(f"penalty die for {attacker.name}: held")
    return att_bonus, att_penalty, notes


def _melee_damage(
    scene: Resolution, striker: Combatant, victim_key: int, arm: Weapon, impaling: bool, extreme: bool
) -> None:
    """A blow's damage (with the striker's damage bonus as the weapon allows) dealt to `victim_key`, or drained
    from it when the weapon drains."""
    with scene.by(striker, f"damage with {arm.name}"):
        damage = roll_damage(arm.close_damage, bonus_for(arm, striker.damage_bonus), impaling, extreme, scene.dice)
    if arm.drains:
        scene.drain(victim_key, arm.drains, damage)
    else:
        scene.hurt(victim_key, damage, arm)


def _defend(scene, attacker, target, defence, defender_maneuver, defender_weapon, attack) -> tuple[Winner, Check]:
    bonus = penalty = 0
    if HELD in target.conditions:
        penalty += 1
    if defence is Defence.DODGE:
        value, label = target.skill("Dodge"), "Dodge"
    else:
        arm = target.weapon(defender_weapon) if defender_weapon else best_melee_weapon(target)
        value, label = target.skill(arm.skill), arm.skill
        if defence is Defence.MANEUVER:
            if defender_maneuver is None:
                raise ValueError("say which maneuver the target answers with")
            extra = maneuver_penalty_dice(target.build, attacker.build)
            if extra is None:
                raise ValueError(f"{attacker.name} is far too big for {target.name}'s maneuver")
            penalty += extra
    with scene.by(target, label if defence is Defence.DODGE else f"{label}, fighting back"):
        defend = scene.combat(value, bonus, penalty)
    response = Response.DODGE if defence is Defence.DODGE else Response.FIGHT_BACK
    winner = melee_winner(attack.level, defend.level, response)
    verdict = {Winner.ATTACKER: "attacker wins", Winner.DEFENDER: "defender wins", Winner.NEITHER: "both fail"}
    if winner is Winner.DEFENDER and defence is Defence.DODGE:
        verdict[Winner.DEFENDER] = "dodged"
    scene.say(
        f"{short(attack.level)} {attack.result} vs {short(defend.level)} {defend.result} ({label} "
        f"{defend.value}): {verdict[winner]}"
    )
    return winner, defend


def _apply_maneuver(scene: Resolution, doer_key: int, victim_key: int, maneuver: Maneuver) -> None:
    doer, victim = scene.get(doer_key), scene.get(victim_key)
    note = f" {maneuver.note}" if maneuver.note else ""
    match maneuver.goal:
        case Goal.DISARM:
            scene.put(replace(victim, conditions=victim.conditions | {DISARMED}), changed=True)
            scene.say(f"{victim.name} is disarmed{note}")
        case Goal.KNOCK_DOWN:
            scene.put(replace(victim, conditions=victim.conditions | {PRONE}), changed=True)
            scene.say(f"{victim.name} is knocked down{note}")
        case Goal.HOLD:
            scene.put(replace(victim, conditions=victim.conditions | {HELD}, held_by=doer.key), changed=True)
            breaks = "it breaks" if victim.listed_attacks else "they break"
            scene.say(f"{victim.name} is held: one penalty die on {victim.their} actions until {breaks} free")
        case Goal.BREAK_FREE:
            scene.put(replace(doer, conditions=doer.conditions - {HELD}, held_by=None), changed=True)
            scene.say(f"{doer.name} breaks free")
        case Goal.PUSH:
            scene.say(f"{victim.name} is pushed{note}")
        case _:
            scene.say(f"the maneuver against {victim.name} succeeds{note}")


# --- firearms ---------------------------------------------------------------------------------------------------


def _shot_modifiers(
    shooter: Combatant, target: Combatant, arm: Weapon, given: FirearmModifiers, shots: int
) -> FirearmModifiers:
    """The Keeper's checklist completed from the fight: the target's cover, the shooter's aim, and the penalty die
    for several shots from a handgun (a shotgun's second barrel or a rifle takes none)."""
    return replace(
        given,
        diving_for_cover=given.diving_for_cover or IN_COVER in target.conditions,
        aiming=given.aiming or AIMING in shooter.conditions,
        several_handgun_shots=given.several_handgun_shots or (shots > 1 and is_handgun(arm)),
    )


def _shot_damage(
    arm: Weapon, shooter: Combatant, level: SuccessLevel, difficulty: Difficulty, distance: float, dice: Dice
) -> DamageRoll:
    if is_shotgun(arm):
        # A shotgun never impales; an extreme hit deals the band's maximum.
        return roll_damage(shotgun_damage(arm, distance) or "0", "0", False, level >= SuccessLevel.EXTREME, dice)
    extreme = impales(level, difficulty) if arm.impaling else level >= SuccessLevel.EXTREME
    return roll_damage(arm.damage, bonus_for(arm, shooter.damage_bonus), arm.impaling, extreme, dice)


def shot_within_reach(shooter: Combatant, arm: Weapon, shots: int, distance: float, target: str) -> Difficulty:
    """The difficulty of `shots` from `arm` at `distance` yards, once the weapon may fire them: its rate of fire (1
    to the most a round), the rounds loaded, and its range; a ValueError naming what stops it otherwise."""
    most = shots_per_round(arm)
    if not 1 <= shots <= most:
        raise ValueError(
            f"Shots: {arm.name} fires 1 to {most} shot{'s' * (most != 1)} a round (attacks {arm.attacks}), not {shots}"
        )
    loaded = shooter.rounds_loaded(arm)
    if loaded is not None and loaded < shots:
        raise ValueError(f"{arm.name} has {loaded} round{'s' * (loaded != 1)} loaded: reload first")
    difficulty = shot_difficulty(arm, distance)
    if difficulty is None:
        raise ValueError(f"{target} at {distance:g} yards is out of {arm.name}'s range ({arm.range})")
    return difficulty


def shoot(
    state: EncounterState,
    shooter_key: int,
    target_key: int,
    dice: Dice,
    *,
    weapon: str,
    distance: float,
    modifiers: FirearmModifiers = FirearmModifiers(),  # noqa: B008 - frozen
    shots: int = 1,
    surprise: Surprise = Surprise.BONUS_DIE,
    defence: Defence = Defence.NONE,
) -> Outcome:
    """Fire (or throw) at a target: difficulty from range, the modifier checklist as dice, malfunctions, impales.
    A fumble while firing into melee hits the shooter's ally with the lowest Luck. A thrown weapon may be dodged
    (`defence` DODGE) as a fighting attack is: the thrower must beat the Dodge's level; bullets cannot be dodged."""
    scene = Resolution(state, dice)
    shooter, target = scene.get(shooter_key), scene.get(target_key)
    refuse(attack_refusal(state, shooter))
    arm = shooter.weapon(weapon)
    if not is_ranged(arm):
        raise ValueError(f"{arm.name} is not a ranged weapon")
    if JAMMED in shooter.conditions:
        raise ValueError(f"{shooter.name}'s weapon has jammed: clear it first")
    allowed = defences_against(arm)
    if defence not in allowed and defence is not Defence.DODGE:
        raise ValueError(f"{target.name} cannot {defence.value.split()[0]} against {arm.name}: dodge or dive for cover")
    if defence not in allowed:
        raise ValueError(f"{arm.name} cannot be dodged: the target may dive for cover instead")
    dodging = defence is Defence.DODGE and target.able and SURPRISED not in target.conditions
    difficulty = shot_within_reach(shooter, arm, shots, distance, target.name)
    loaded = shooter.rounds_loaded(arm)
    mods = _shot_modifiers(shooter, target, arm, modifiers, shots)
    auto_hit = SURPRISED in target.conditions and surprise is Surprise.AUTOMATIC_HIT
    held = HELD in shooter.conditions

    def shot_dice(shot: int) -> tuple[int, int]:
        """The dice of one shot: the aim helps the first only."""
        bonus, penalty = (mods if shot == 0 else replace(mods, aiming=False)).dice()
        if SURPRISED in target.conditions and not auto_hit:
            bonus, penalty = net_dice_capped(bonus + 1, penalty)
        if held:  # the held take a penalty die on everything they do
            bonus, penalty = net_dice_capped(bonus, penalty + 1)
        return bonus, penalty

    labels = [("aiming (first shot)" if label == "aiming" and shots > 1 else label) for label in mods.labels()]
    listed = ", ".join(labels + (["held"] if held else []))
    scene.say(
        f"{shooter.name} fires {arm.name} at {target.name}, {distance:g} yards: {difficulty.label}"
        + (f" [{listed}]" if listed else "")
    )
    fired = 0
    for shot in range(shots):
        label = f"shot {shot + 1}: " if shots > 1 else ""
        with scene.by(shooter, f"{arm.skill}, {label}at {target.name} ({difficulty.label})".replace(": at", " at")):
            check = scene.combat(shooter.skill(arm.skill), *shot_dice(shot), difficulty)
        if malfunctions(check.rolled, arm.malfunction):
            scene.say(f"{label}{check.rolled}: malfunction ({arm.malfunction}+), the weapon does not fire")
            scene.put(replace(scene.get(shooter_key), conditions=scene.get(shooter_key).conditions | {JAMMED}))
            break
        fired += 1
        hit = auto_hit or check.succeeded
        if dodging and not auto_hit:
            with scene.by(scene.get(target_key), "Dodge"):
                dodge = scene.combat(
                    scene.get(target_key).skill("Dodge"), 0, int(HELD in scene.get(target_key).conditions)
                )
            hit = melee_winner(check.level, dodge.level, Response.DODGE) is Winner.ATTACKER
            scene.put(replace(scene.get(target_key), responses=scene.get(target_key).responses + 1))
            scene.say(
                f"{label}{short(check.level)} {check.result} vs {short(dodge.level)} {dodge.result} (Dodge "
                f"{dodge.value}): {'hit' if hit else 'dodged'}"
            )
        else:
            scene.say(f"{label}{short(check.level)} {check.result} vs {check.value}: {'hit' if hit else 'miss'}")
        if hit:
            with scene.by(shooter, f"damage with {arm.name}"):
                damage = _shot_damage(arm, shooter, check.level, difficulty, distance, dice)
            scene.hurt(target_key, damage, arm)
        elif check.level is SuccessLevel.FUMBLE and mods.into_melee:
            allies = [c for c in scene.state.standing(shooter.side) if c.key != shooter_key]
            if allies:
                ally = min(allies, key=lambda c: c.luck)
                scene.say(f"fumble into melee: the shot hits {ally.name} (lowest Luck, {ally.luck})")
                scene.hurt(ally.key, _shot_damage(arm, shooter, SuccessLevel.REGULAR, difficulty, distance, dice), arm)
    after = scene.get(shooter_key)
    after = replace(after, attacks_made=after.attacks_made + 1, conditions=after.conditions - {AIMING})
    if loaded is not None:
        after = after.with_loaded(arm, loaded - fired)
    scene.put(after)
    return scene.outcome(f"{shooter.name} shoots at {target.name}")


@dataclass(frozen=True)
class Burst:
    """Bullets declared at one target of a full-auto attack, and its distance."""

    target: int
    bullets: int
    distance: float
    yards_from_previous: float = 0  # bullets are spent sweeping from the last target, one per yard


def full_auto(
    state: EncounterState,
    shooter_key: int,
    dice: Dice,
    *,
    weapon: str,
    bursts: list[Burst],
    modifiers: FirearmModifiers = FirearmModifiers(),  # noqa: B008 - frozen
    single_volley: bool = False,
) -> Outcome:
    """Full-automatic fire: volleys of max(3, skill / 10) bullets, a fresh roll per volley and per target, each
    roll after the first with one more penalty die (a third becomes a step of difficulty). A success hits with
    half the volley (at least one), an extreme success with all of it, the first half impaling; armour counts
    against each bullet."""
    scene = Resolution(state, dice)
    shooter = scene.get(shooter_key)
    refuse(attack_refusal(state, shooter))
    arm = shooter.weapon(weapon)
    if "auto" not in arm.attacks.lower():
        raise ValueError(f"{arm.name} cannot fire full auto")
    if JAMMED in shooter.conditions:
        raise ValueError(f"{shooter.name}'s weapon has jammed: clear it first")
    needed = sum(b.bullets for b in bursts) + sum(int(b.yards_from_previous) for b in bursts[1:])
    loaded = shooter.rounds_loaded(arm) or 0
    if not bursts or any(b.bullets < 1 for b in bursts):
        raise ValueError("declare at least one bullet for each target")
    if needed > loaded:
        raise ValueError(f"that needs {needed} rounds and {arm.name} has {loaded}")
    skill = shooter.skill(arm.skill)
    size = volley_size(skill)
    if single_volley:  # burst fire: one roll, one volley, one target
        if "burst" not in arm.attacks.lower():
            raise ValueError(f"{arm.name} cannot fire a burst")
        if len(bursts) != 1 or bursts[0].bullets > size:
            raise ValueError(
                f"a burst is one volley of at most {size} bullets at one target (skill {skill} ÷ 10, at least 3)"
            )
        scene.say(f"{shooter.name} fires a burst of {needed} from {arm.name}")
    else:
        scene.say(f"{shooter.name} fires {arm.name} on full auto: {needed} rounds, volleys of {size}")
    out_of_reach = False
    spent, index, stopped = 0, 0, False
    for number, burst in enumerate(bursts):
        if stopped:
            break
        if number:
            spent += int(burst.yards_from_previous)
        target = scene.get(burst.target)
        base = shot_difficulty(arm, burst.distance)
        if base is None:
            scene.say(f"{target.name} at {burst.distance:g} yards is out of range")
            continue
        b0, p0 = _shot_modifiers(shooter, target, arm, modifiers, 1).dice()
        for bullets in volleys(burst.bullets, size):
            roll = volley_roll(index, b0, p0, base)
            index += 1
            if roll is None:
                # Past Extreme the seed gives no further step: no volley can hit. The bullets were declared and
                # fired, so they are spent all the same, but nothing more is rolled.
                scene.say("no further volley can hit: the rest of the bullets fly wide")
                stopped = out_of_reach = True
                break
            bonus, penalty, difficulty = roll
            with scene.by(shooter, f"{arm.skill}, a volley at {target.name} ({difficulty.label})"):
                check = scene.roll(skill, difficulty, bonus, penalty, RollKind.COMBAT)
            if malfunctions(check.rolled, arm.malfunction):
                scene.say(f"{check.rolled}: malfunction, the weapon jams")
                scene.put(replace(scene.get(shooter_key), conditions=scene.get(shooter_key).conditions | {JAMMED}))
                stopped = True
                break
            spent += bullets
            hits, impaling = volley_hits(bullets, check.level, difficulty)
            scene.say(
                f"volley of {bullets} at {target.name} ({difficulty.label}, {bonus} bonus/{penalty} penalty): "
                f"{short(check.level)} {check.result} vs {skill}: {hits} hit{'s' * (hits != 1)}"
                + (f", {impaling} impaling" if impaling else "")
            )
            for bullet in range(hits):
                with scene.by(shooter, f"damage of bullet {bullet + 1} of {hits}"):
                    damage = (
                        roll_damage(arm.damage, "0", True, bullet < impaling, dice)
                        if arm.impaling
                        else roll_damage(arm.damage, "0", False, False, dice)
                    )
                scene.hurt(burst.target, damage, arm)
    if out_of_reach:
        spent = needed
    after = scene.get(shooter_key)
    scene.put(
        replace(after, attacks_made=after.attacks_made + 1, conditions=after.conditions - {AIMING}).with_loaded(
            arm, loaded - spent
        )
    )
    return scene.outcome(f"{shooter.name} fires {'a burst' if single_volley else 'full auto'}")
