"""What one participant of a chase may do or suffer now: the answers the Chase tab's menus offer and grey."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.rules.chase.boarding import MOVE, PASS_BARRIER, refusal
from desktop.rules.chase.chase_state import DEAD_WHY, OUT_REASONS, ChaseState, Runner
from desktop.rules.chase.fighting import tyre_targets, yards_between
from desktop.rules.chase.movement import pedal_penalty_dice, vehicle_tables
from desktop.rules.combat.fight import JAMMED
from desktop.rules.combat.firearms import shots_per_round
from desktop.rules.roster.sheet import Weapon
from desktop.rules.scene import dead_refusal

HAZARD_SKILLS = ("Climb", "Jump", "Swim", "Dodge", "Stealth", "Spot Hidden")  # what a Keeper may call for on foot
CARE_ACTIONS = (1, 2)  # movement actions spent on care, a bonus die each
PEDAL_LOCATIONS = (2, 3, 4, 5)  # pedal to the metal: one movement action covering this many locations


@dataclass(frozen=True)
class Standing:
    """Where one participant stands in the chase: whether it runs for them, and whether they are free to act."""

    running: bool  # the chase is cut to and they are still in it
    free: bool  # ... and not away in a fight
    fight_at: int | None  # the location of the fight they are away in


def standing(state: ChaseState, key: int) -> Standing:
    runner = state.get(key)
    running = bool(state.round) and not runner.out
    return Standing(running, running and not runner.in_fight, runner.location if runner.in_fight else None)


def dead_refusal_for(state: ChaseState, key: int) -> str:
    """Why the dead may not act (get out, switch, reload, shoot, start a fight): the one wording every scene refuses
    the dead with ("" for the living). Hurting them is refused by `hurt_refusal`."""
    runner = state.get(key)
    if runner.fighter is None:
        return ""
    return dead_refusal(runner.name, runner.fighter.conditions, DEAD_WHY) or ""


def targets(state: ChaseState, key: int) -> list[Runner]:
    """Whom one may attack or ram, in the order to offer them: the other side first, the nearest first."""
    runner = state.get(key)
    others = (r for r in state.in_chase if r.key != key)
    return sorted(others, key=lambda r: (r.side == runner.side, abs(r.location - runner.location)))


def may_hold_still(runner: Runner) -> bool:
    """Whether a shooter may hold still for a steadier shot: the seed's "Firearms: Penalty die while moving. No
    penalty die if remaining stationary and spending 1 movement action" is about shooting from a vehicle, so a driver
    or a passenger."""
    return runner.in_vehicle or bool(runner.aboard)


def pedal_choices(state: ChaseState, key: int) -> list[tuple[int, int]]:
    """Pedal to the metal, for a vehicle only: (locations covered by one movement action, penalty dice on the hazards
    there)."""
    if not state.get(key).in_vehicle:
        return []
    return [(n, pedal_penalty_dice(n)) for n in PEDAL_LOCATIONS]


def care_choices(state: ChaseState, key: int) -> list[tuple[int, str]]:
    """Moving with care: (actions of care, the rules' refusal) — a move with care spends one action more each."""
    return [(n, refusal(state, key, MOVE, 1 + n)) for n in CARE_ACTIONS]


def hazard_skills(runner: Runner) -> list[tuple[str, int]]:
    """The skills a Keeper may call for at a hazard, on foot only (a vehicle meets it with its driving skill), with
    the participant's values (or the skills' bases)."""
    if runner.fighter is None or runner.in_vehicle:
        return []
    return [(name, runner.fighter.skill(name)) for name in HAZARD_SKILLS]


def other_skill_refusal(state: ChaseState, key: int) -> str:
    """Another skill rolled at a hazard moves them on or gets them past a barrier: refused as a whole only when both
    are (the move's reason said)."""
    moving = refusal(state, key, MOVE)
    return moving if moving and refusal(state, key, PASS_BARRIER) else ""


@dataclass(frozen=True)
class TyreShot:
    """One shot at a vehicle's tyres to offer: whose, with what, how far (the locations between), and the most shots
    the weapon still fires this round."""

    target: Runner
    weapon: Weapon
    yards: int
    most: int


def tyre_shots(state: ChaseState, key: int) -> list[TyreShot]:
    """The shots at tyres one may take now: free to act, an impaling firearm, a vehicle in the chase but their own."""
    runner = state.get(key)
    if runner.fighter is None or not standing(state, key).free:
        return []
    targets, weapons = tyre_targets(state, key)
    return [
        TyreShot(target, weapon, yards_between(state, key, target.key), max(1, shots_per_round(weapon) - runner.shots))
        for target in targets
        for weapon in weapons
    ]


def reloads(runner: Runner) -> list[tuple[Weapon, int, bool]]:
    """Each firearm one carries: (weapon, rounds loaded, whether it may be reloaded — fewer loaded than it holds)."""
    if runner.fighter is None:
        return []
    found = []
    for weapon in runner.fighter.weapons:
        if weapon.ammo is not None:
            held = runner.fighter.rounds_loaded(weapon) or 0
            found.append((weapon, held, held < weapon.ammo))
    return found


def jammed(runner: Runner) -> bool:
    """A jammed weapon to clear."""
    return runner.fighter is not None and JAMMED in runner.fighter.conditions


def switches(runner: Runner) -> list[str]:
    """What one may switch to (a fresh speed roll): on foot ("") from a vehicle, and every vehicle of the charts but
    the one they are in."""
    return [*([""] if runner.in_vehicle else []), *(v.name for v in vehicle_tables()[0] if v.name != runner.vehicle)]


def out_choices(runner: Runner) -> list[tuple[str, bool]]:
    """The reasons one may leave the chase by, each with whether it applies (not the one they are out for already);
    back in the chase is the reason "" and applies once they are out."""
    return [*((reason, runner.out != reason) for reason in OUT_REASONS), ("", bool(runner.out))]
