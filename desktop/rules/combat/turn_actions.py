"""The turn's other actions: diving for cover, aiming, reloading, clearing a jam, fleeing, other deeds, First Aid
and Medicine. Each is a pure function returning an Outcome, like the attacks in rules/actions.py."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.checks import RollKind, SuccessLevel, make_check
from desktop.rules.combat.fight import (
    AIMING,
    FLED,
    HELD,
    IN_COVER,
    JAMMED,
    EncounterState,
    Outcome,
    Resolution,
    attack_refusal,
    refuse,
    short,
)
from desktop.rules.combat.firearms import reload_amount
from desktop.rules.combat.wounds import first_aid, medicine, medicine_difficulty, medicine_refusal
from desktop.rules.dice import Dice
from desktop.rules.roster.sheet import text_problem

# --- other actions ----------------------------------------------------------------------------------------------


def dive_for_cover(state: EncounterState, key: int, dice: Dice) -> Outcome:
    """A Dodge roll: on a success shots at the diver take a penalty die this round. Either way the diver loses
    its next attack (this round's, or next round's when it has attacked already)."""
    diver = state.get(key)
    if not diver.able:
        raise ValueError(f"{diver.name} cannot move")
    check = make_check(dice, diver.skill("Dodge"), kind=RollKind.COMBAT)
    lost = state.round + 1 if diver.attacks_made else state.round
    conditions = diver.conditions | {IN_COVER} if check.succeeded else diver.conditions
    result = replace(diver, conditions=conditions - {AIMING}, lost_attack_round=lost)
    verdict = f"in cover: shots at {diver.them} take a penalty die" if check.succeeded else "no cover"
    when = "this round" if lost == state.round else "next round"
    line = f"Dodge {check.result} vs {check.value}, {short(check.level)}: {verdict}; loses {diver.their} attack {when}"
    return Outcome(state.with_combatant(result), f"{diver.name} dives for cover", (line,), (key,), (check,))


def aim(state: EncounterState, key: int) -> Outcome:
    """Aiming takes the turn: the next shot gets a bonus die, unless the aimer is hurt or moves first."""
    who = state.get(key)
    refuse(attack_refusal(state, who))
    after = replace(who, conditions=who.conditions | {AIMING}, attacks_made=who.attacks_per_round)
    return Outcome(state.with_combatant(after), f"{who.name} takes aim", ("next shot: one bonus die",), (key,))


def reload(state: EncounterState, key: int, weapon: str) -> Outcome:
    """A round of loading: two shells or cartridges, or a fresh magazine for an automatic weapon."""
    who = state.get(key)
    arm = who.weapon(weapon)
    loaded = who.rounds_loaded(arm)
    if loaded is None:
        raise ValueError(f"{arm.name} takes no ammunition")
    if loaded >= (arm.ammo or 0):
        raise ValueError(f"{arm.name} is fully loaded")
    new = min(arm.ammo or 0, loaded + reload_amount(arm))
    after = replace(who.with_loaded(arm, new), attacks_made=who.attacks_per_round)
    return Outcome(state.with_combatant(after), f"{who.name} reloads {arm.name}", (f"{loaded} → {new} rounds",), ())


def clear_jam(state: EncounterState, key: int) -> Outcome:
    who = state.get(key)
    if JAMMED not in who.conditions:
        raise ValueError(f"{who.name}'s weapon is not jammed")
    after = replace(who, conditions=who.conditions - {JAMMED}, attacks_made=who.attacks_per_round)
    return Outcome(state.with_combatant(after), f"{who.name} clears a jam", (), (key,))


def flee(state: EncounterState, key: int, escape_route: bool) -> Outcome:
    """Leaving a fight takes the turn and needs an escape route; the held cannot flee."""
    who = state.get(key)
    if not who.able:
        raise ValueError(f"{who.name} cannot move")
    if HELD in who.conditions:
        raise ValueError(f"{who.name} is held and must break free first")
    if not escape_route:
        raise ValueError(f"{who.name} has no way out")
    after = replace(who, conditions=who.conditions | {FLED})
    return Outcome(state.with_combatant(after), f"{who.name} flees the fight", (), (key,))


def other_action(state: EncounterState, key: int, text: str) -> Outcome:
    who = state.get(key)
    if not text.strip():
        raise ValueError("describe the action")
    refuse(text_problem(text, "The action"))
    after = replace(who, attacks_made=who.attacks_per_round)
    return Outcome(state.with_combatant(after), f"{who.name}: {text.strip()}", (), ())


FIRST_AID_DONE = 2  # first_aid_tries once this wound has had its First Aid (a success, or the push)


def give_first_aid(state: EncounterState, healer_key: int, patient_key: int, dice: Dice) -> Outcome:
    """First Aid: +1 HP on a success, stabilising the dying. It helps once per wound: a failed attempt may be pushed
    once (the second try; a skill roll, not a combat roll), a fumble may not, and after a success, a fumble or the
    push only a new wound can be treated again."""
    scene = Resolution(state, dice)
    healer, patient = scene.get(healer_key), scene.get(patient_key)
    if not healer.able:
        raise ValueError(f"{healer.name} cannot help anyone now")
    if patient.first_aid_tries >= FIRST_AID_DONE:
        raise ValueError(
            f"{patient.name}'s wound has had its First Aid: it helps once per wound (a fumble or a "
            "failed push ends it too)"
        )
    check = make_check(dice, healer.skill("First Aid"), kind=RollKind.SKILL)
    pushed = patient.first_aid_tries == 1
    if pushed:
        check = replace(check, pushed=True)
    scene.record(check)
    healing = first_aid(patient.hp, patient.max_hp, patient.conditions, check.succeeded)
    fumbled = check.level is SuccessLevel.FUMBLE
    tries = FIRST_AID_DONE if check.succeeded or pushed or fumbled else 1
    scene.put(replace(patient, hp=healing.hp, conditions=healing.conditions, first_aid_tries=tries), changed=True)
    helper = scene.get(healer_key)
    scene.put(replace(helper, attacks_made=helper.attacks_per_round))
    kind = "pushed First Aid" if pushed else "First Aid"
    after = ""
    if not check.succeeded and not pushed:
        after = "; a fumble cannot be pushed" if fumbled else "; it may be pushed once"
    scene.say(f"{kind} {check.result} vs {check.value}, {short(check.level)}: {healing.summary}{after}")
    return scene.outcome(f"{healer.name} gives {patient.name} First Aid")


def give_medicine(
    state: EncounterState, healer_key: int, patient_key: int, dice: Dice, same_day: bool = True
) -> Outcome:
    """Medicine: 1D3 HP on a success; Hard when not the day of the injury; not for the dying until stabilised."""
    scene = Resolution(state, dice)
    healer, patient = scene.get(healer_key), scene.get(patient_key)
    refuse(medicine_refusal(patient.conditions))
    difficulty = medicine_difficulty(same_day)
    check = scene.roll(healer.skill("Medicine"), difficulty, kind=RollKind.SKILL)
    healing = medicine(patient.hp, patient.max_hp, patient.conditions, check.succeeded, dice)
    scene.put(replace(patient, hp=healing.hp, conditions=healing.conditions), changed=True)
    helper = scene.get(healer_key)
    scene.put(replace(helper, attacks_made=helper.attacks_per_round))
    scene.say(f"Medicine ({difficulty.label}) {check.result} vs {check.value}, {short(check.level)}: {healing.summary}")
    return scene.outcome(f"{healer.name} treats {patient.name} with Medicine")
