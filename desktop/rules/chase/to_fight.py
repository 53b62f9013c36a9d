"""A fight at a chase location: those there go to the Combat rules as combatants, and come back after it."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.chase.chase_state import ChaseState, Runner, driven_by, vehicle_noun, whose_vehicle
from desktop.rules.combat.fight import Combatant
from desktop.rules.scene import Condition, Outcome

# --- a fight at a location --------------------------------------------------------------------------------------

FIGHT_ONLY = frozenset({Condition.SURPRISED, Condition.IN_COVER, Condition.AIMING, Condition.HELD, Condition.FLED})


def fighters_at(state: ChaseState, location: int) -> list[Runner]:
    """Who a fight at a location takes in: the people there still in the chase (drivers and passengers alike). A
    fight needs both sides of the chase."""
    if not state.round:
        raise ValueError("cut to the chase first")
    if not 0 <= location < len(state.locations):
        raise ValueError(f"there is no location {location} on the track")
    there = [r for r in state.in_chase if r.location == location and r.fighter is not None]
    if busy := [r.name for r in there if r.in_fight]:
        raise ValueError(
            f"{', '.join(busy)} {'is' if len(busy) == 1 else 'are'} in a fight already: end it in the Combat tab first"
        )
    if len({r.side for r in there}) < 2:
        who = ", ".join(r.name for r in there) or "nobody"
        raise ValueError(
            f"A fight at location {location} needs someone fleeing and someone pursuing there, not only {who}"
        )
    return there


def into_fight(state: ChaseState, runner: Runner) -> tuple[Combatant, str]:
    """One of those at a location as they enter a fight: fresh for its first round, and in a vehicle with its
    armour for people when it is more than their own. Seed 000: that armour is "against external attacks", so it
    stands between them and the other side at the location, who fight from outside it (from another vehicle or on
    foot) — but not against an opponent riding in the same vehicle, who strikes from inside it. The armour carried
    is named by its vehicle (`armour_from`). Returns the fighter and the line that says so ("" when nothing is
    carried)."""
    if runner.fighter is None:
        raise ValueError(f"{runner.name} has nobody to fight")
    cover = state.get(runner.aboard) if runner.aboard else runner
    hidden = runner.hidden or cover.hidden  # kept from the players in the chase: kept from them in the fight too
    fighter = replace(runner.fighter, attacks_made=0, responses=0, acted=False, hidden=hidden)
    if not cover.in_vehicle or cover.armour <= fighter.armour:
        return fighter, ""
    where = driven_by(cover) if runner.aboard else f"the wheel of the {vehicle_noun(cover.vehicle)}"
    inside = [r.name for r in state.in_chase if r.side != runner.side and cover.key in (r.key, r.aboard)]
    if inside:
        return fighter, (
            f"{runner.name} fights from {where} with {', '.join(inside)} inside it: its armour "
            f"{cover.armour} does not stand between them"
        )
    line = (
        f"{runner.name} fights from {where}: its armour {cover.armour} stands against attacks from outside it "
        f"(armour {cover.armour} in this fight, {fighter.armour} again back in the chase)"
    )
    return replace(fighter, armour=cover.armour, armour_from=whose_vehicle(cover)), line


def send_to_fight(state: ChaseState, location: int, keys: dict[int, int]) -> Outcome[ChaseState]:
    """Those at a location go into a fight (`keys`: each one's key in the fight, by their key here). They stay at
    the location and neither move nor are attacked in the chase until the fight ends and `back_from_fight` takes
    them back."""
    there = fighters_at(state, location)
    if set(keys) != {r.key for r in there}:
        raise ValueError(f"the fight at location {location} takes in everyone there")
    current = state
    for runner in there:
        current = current.with_runner(replace(runner, in_fight=keys[runner.key]))
    who = ", ".join(r.name for r in there)
    return Outcome(current, f"A fight at location {location}", (f"{who} fight it out in the Combat tab",))


def back_from_fight(state: ChaseState, fought: dict[int, Combatant | None]) -> Outcome[ChaseState]:
    """The fight is over: those it took in are back in the chase where they were, with the HP, wounds and
    conditions the fight left them (`fought`: each one as the fight ended, by their key here; None for one taken
    out of the fight, who comes back as the chase had them). What lasts only a round of a fight (aiming, cover,
    being held, having fled it) stays behind."""
    away = [r for r in state.runners if r.in_fight]
    if not away:
        raise ValueError("nobody in this chase is away in a fight")
    lines, current = [], state
    for runner in away:
        fighter = fought.get(runner.key)
        if fighter is None or runner.fighter is None:
            current = current.with_runner(replace(runner, in_fight=0))
            lines.append(f"{runner.name} is back in the chase as they were")
            continue
        carried = into_fight(state, runner)[0].armour  # the vehicle's, taken into the fight: the chase adds it itself
        back = replace(
            fighter,
            key=runner.fighter.key,
            conditions=fighter.conditions - FIGHT_ONLY,
            held_by=None,
            armour=runner.fighter.armour if fighter.armour == carried else fighter.armour,
            armour_from=runner.fighter.armour_from,
            hidden=runner.fighter.hidden,  # the chase keeps its own Hide/Reveal on the participant
            attacks_made=0,
            responses=0,
            acted=False,
            readied_firearm=False,
            spell="",
            spell_round=0,
            initiative_level=None,
            lost_attack_round=0,
        )
        current = current.with_runner(replace(runner, in_fight=0, fighter=back))
        state_words = "" if back.state == "Fighting" else f", {back.state.lower()}"
        lines.append(
            f"{runner.name} is back in the chase at location {runner.location}: HP {back.hp} / "
            f"{back.max_hp}{state_words}"
        )
    where = sorted({r.location for r in away})
    return Outcome(current, f"Back from the fight at location {', '.join(map(str, where))}", tuple(lines))
