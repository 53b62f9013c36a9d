"""Vehicles and barriers in a chase: barriers broken or passed, collisions, harm to vehicles and riders, wrecks."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.chase.chase_state import (
    CAUGHT,
    STOPPED,
    THROWN_CLEAR,
    ChaseState,
    Location,
    Runner,
    _driving,
    _met,
    _not_fighting,
    _spend,
    held_up,
    skill_at,
    vehicle_noun,
    whose_vehicle,
)
from desktop.rules.chase.movement import break_barrier as vehicle_breaks_barrier
from desktop.rules.chase.movement import (
    vehicle_build_loss,
    vehicle_tables,
)
from desktop.rules.chase.setup import _revealed, _with_location
from desktop.rules.checks import Check, Difficulty, RollKind, make_check
from desktop.rules.combat.fight import EncounterState, Resolution
from desktop.rules.combat.wounds import DamageRoll
from desktop.rules.dice import Dice, DiceExpr
from desktop.rules.scene import Condition, Outcome, dead_refusal

HARM_WHY = "the dead take no more harm"

# --- barriers -------------------------------------------------------------------------------------------------


def _barrier_ahead(state: ChaseState, runner: Runner) -> tuple[int, Location]:
    index = runner.location + 1
    if index >= len(state.locations) or not state.locations[index].barrier_hp:
        raise ValueError(f"there is no barrier just ahead of {runner.name}")
    return index, state.locations[index]


def break_barrier(state: ChaseState, key: int, dice: Dice, damage: str = "") -> Outcome[ChaseState]:
    """Break down the barrier just ahead (one movement action). A vehicle deals 1D10 per point of Build: if the
    barrier holds the vehicle is wrecked, if it breaks the vehicle takes half the barrier's hit points. On foot,
    the damage rolled (a weapon or a shoulder, typed) wears the barrier down."""
    runner = state.get(key)
    _driving(state, runner)
    runner = _spend(runner, 1)
    index, place = _barrier_ahead(state, runner)
    current = _revealed(state, index)
    if runner.in_vehicle:
        broken, dealt, taken = vehicle_breaks_barrier(runner.build, place.barrier_hp, dice)
        dice_text = f"{int(max(1, runner.build))}D10 = {dealt}"
        lines = [f"{runner.label} rams {place.called}: {dice_text} against {place.barrier_hp} HP"]
        if not broken:
            lines.append(f"{place.called} holds")
            runner, more = _vehicle_damage(runner, runner.build * 10, wreck=True)
            return Outcome(current.with_runner(runner), f"{runner.name} hits a barrier", tuple(lines + more))
        lines.append(
            f"{place.called} gives way; {whose_vehicle(runner)} takes {taken} damage, half the barrier's "
            f"{place.barrier_hp} hit points (rounded down)"
        )
        runner, more = _vehicle_damage(runner, taken)
        current = _with_location(current, index, replace(place, barrier_hp=0, hidden=False, broken=True), "").state
        return Outcome(current.with_runner(runner), f"{runner.name} breaks through", tuple(lines + more))
    rolled = DiceExpr.parse_field(damage or "1D3", "Damage").roll(dice)
    left = max(0, place.barrier_hp - rolled)
    line = f"{runner.name} strikes {place.called}: {damage or '1D3'} = {rolled}, " + (
        "it gives way" if not left else f"{left} HP left"
    )
    current = _with_location(current, index, replace(place, barrier_hp=left, hidden=False, broken=not left), "").state
    return Outcome(current.with_runner(runner), f"{runner.name} attacks a barrier", (line,))


def pass_barrier(state: ChaseState, key: int, dice: Dice, skill: int | None = None) -> Outcome[ChaseState]:
    """Get past the barrier just ahead with a skill roll (climbing, jumping, a driving trick): one movement action;
    a failure costs 1D3 more."""
    runner = state.get(key)
    _driving(state, runner)
    runner = _spend(runner, 1)
    index, place = _barrier_ahead(state, runner)
    current = _revealed(state, index)
    value, named = skill_at(runner, place) if skill is None else (skill, "")
    check = make_check(dice, value, penalty=int(runner.impaired))
    line = (
        f"{runner.name} tries to get past {_met(index, place)}: "
        + (f"{named} " if named else "")
        + f"{check.result} vs {check.value}, {check.level.label}"
    )
    if check.succeeded:
        return Outcome(
            current.with_runner(runner).with_location(key, index),
            f"{runner.name} gets past a barrier",
            (line, f"{runner.name} is at location {index}"),
            (),
            (check,),
        )
    runner, said = held_up(runner, DiceExpr.parse("1D3").roll(dice))
    return Outcome(current.with_runner(runner), f"{runner.name} is stopped by a barrier", (line, said), (), (check,))


# --- vehicles -------------------------------------------------------------------------------------------------


def _vehicle_damage(runner: Runner, damage: float, wreck: bool = False) -> tuple[Runner, list[str]]:
    """Damage to a vehicle in hit points: each full 10 costs a point of Build. A full Build's worth in one incident
    wrecks it; down to 0 otherwise it is undrivable; at half its starting Build or less it is impaired."""
    loss = vehicle_build_loss(int(damage))
    lines = []
    if wreck or (loss and loss >= runner.build_start):
        lines.append(
            f"{runner.vehicle} is wrecked: the Keeper decides the occupants' fate (Luck rolls; those thrown "
            "clear take at least 2D10)"
        )
        return replace(runner, build=0, condition=Condition.WRECKED, actions=0), lines
    if not loss:
        return runner, [f"{int(damage)} damage: under 10, the {runner.vehicle} shrugs it off"]
    build = max(0.0, runner.build - loss)
    lines.append(f"{runner.vehicle} loses {loss} Build: {runner.build:g} → {build:g}")
    changed = replace(runner, build=build)
    if build <= 0:
        lines.append(
            f"{runner.vehicle} is undrivable and grinds to a halt (an accident may mean 1D10 damage to each occupant)"
        )
        return replace(changed, condition=Condition.UNDRIVABLE, actions=0), lines
    if changed.impaired:
        lines.append(f"{runner.vehicle} is impaired: a penalty die on its driving rolls")
        changed = replace(changed, condition=Condition.IMPAIRED)
    return changed, lines


def collide(state: ChaseState, key: int, severity: str, dice: Dice) -> Outcome[ChaseState]:
    """A vehicle's collision from the table (Minor 1D3-1 Build ... Road kill 5D10)."""
    runner = state.get(key)
    if not runner.in_vehicle:
        raise ValueError(f"{runner.name} is on foot: hurt them instead")
    collisions = {c.severity: c for c in vehicle_tables()[1]}
    if severity not in collisions:
        raise ValueError(f"Collision: no row called {severity!r}")
    row = collisions[severity]
    lost = max(0, DiceExpr.parse(row.damage).roll(dice))
    line = f"{severity}: {row.damage} = {lost} Build"
    runner, more = _vehicle_damage(runner, lost * 10)
    return Outcome(state.with_runner(runner), f"{runner.name}: {severity.lower()}", (line, *more))


def hurt_refusal(state: ChaseState, key: int) -> str:
    """Why a participant may not be hurt now ("" when they may): away in a fight, no hit points, or dead (the dead
    take no more harm and gain no conditions)."""
    runner = state.get(key)
    try:
        _not_fighting(runner)
    except ValueError as exc:
        return str(exc)
    if runner.fighter is None:
        return f"{runner.name} has no hit points to lose here"
    return dead_refusal(runner.name, runner.fighter.conditions, HARM_WHY) or ""


def hurt(state: ChaseState, key: int, damage: str, dice: Dice, why: str = "") -> Outcome[ChaseState]:
    """Damage to a person (a hazard failed, a fall): the dice typed or from the other-damage table; the wound rules
    of a fight apply (a vehicle's armour is against attacks, not this)."""
    if refused := hurt_refusal(state, key):
        raise ValueError(refused)
    runner = state.get(key)
    rolled = DiceExpr.parse_field(damage, "Damage").roll(dice)
    scene = Resolution(EncounterState((runner.fighter,)), dice)
    scene.hurt(runner.fighter.key, DamageRoll(rolled, f"{damage} = {rolled}" + (f" ({why})" if why else "")))
    after = replace(runner, fighter=scene.get(runner.fighter.key))
    return Outcome(state.with_runner(after), f"{runner.name} is hurt", tuple(scene.lines), (), tuple(scene.checks))


def _driver_loses_control(runner: Runner, dice: Dice, lines: list[str], checks: list[Check]) -> Runner:
    """A driver who takes a major wound rolls at once as for a Hard hazard; a failure costs 1D3 movement actions."""
    check = make_check(dice, runner.move_skill, Difficulty.HARD, penalty=int(runner.impaired))
    checks.append(check)
    line = (
        f"{runner.name}'s driver has a major wound: Hard roll to keep control, {check.result} vs "
        f"{runner.move_skill}, {check.level.label}"
    )
    if check.succeeded:
        lines.append(line + ": still in control")
        return runner
    runner, said = held_up(runner, DiceExpr.parse("1D3").roll(dice))
    lines.append(line + f": loses control, {said}; the Keeper may call a collision")
    return runner


def crash_refusal(state: ChaseState, key: int) -> str:
    """Why a vehicle may not crash now ("" when it may): only an undrivable or wrecked one has the accident."""
    runner = state.get(key)
    if not runner.in_vehicle:
        return f"{runner.name} is on foot"
    return "" if runner.condition in STOPPED else f"{runner.label} is still drivable"


def wreck_refusal(state: ChaseState, key: int) -> str:
    """Why there is no wreck's fate to roll for now ("" when there is): the vehicle is not wrecked, or its fate was
    rolled already (those caught in it are the Keeper's to decide; the thrown clear are on foot)."""
    runner = state.get(key)
    rolled = "the wreck's fate was rolled"
    if runner.in_vehicle and runner.condition == Condition.WRECKED:
        if not runner.wreck:
            return ""
        caught = [r.name for r in (runner, *state.passengers(key))]
        are = "is" if len(caught) == 1 else "are"
        return f"{rolled}: {', '.join(caught)} {are} caught in it, for the Keeper to decide"
    if runner.wreck == THROWN_CLEAR:
        return f"{rolled}: {runner.name} was thrown clear of it"
    return f"{runner.label} is not wrecked"


def newly_wrecked(before: ChaseState | None, after: ChaseState) -> list[Runner]:
    """The vehicles one step wrecked, whose occupants' fate the Keeper is asked about at once: wrecked in the chase
    in front after it and not before. Only a step of the chase in front wrecks anything: turning to another chase,
    or closing this one, wrecks nothing, whatever wrecks that chase already holds."""
    if before is None or before.id != after.id:
        return []
    wrecked = {r.key for r in before.runners if r.condition == Condition.WRECKED}
    return [r for r in after.runners if r.condition == Condition.WRECKED and r.in_vehicle and r.key not in wrecked]


def crash(state: ChaseState, key: int, dice: Dice) -> Outcome[ChaseState]:
    """An undrivable or wrecked vehicle's accident: 1D10 damage to the driver and to each passenger."""
    if refused := crash_refusal(state, key):
        raise ValueError(refused)
    runner = state.get(key)
    lines: list[str] = []
    checks: list[Check] = []
    current = state
    for occupant in [runner, *state.passengers(key)]:
        if occupant.fighter is None:
            continue
        if occupant.dead:
            lines.append(dead_refusal(occupant.name, occupant.fighter.conditions, HARM_WHY))
            continue
        hurt_one = hurt(current, occupant.key, "1D10", dice, "the accident")
        current = hurt_one.state
        lines += hurt_one.lines
        checks += hurt_one.checks
    return Outcome(current, f"{runner.name} crashes", tuple(lines), (), tuple(checks))


def wreck_fate(state: ChaseState, key: int, dice: Dice) -> Outcome[ChaseState]:
    """A wrecked vehicle's occupants, once: each living one rolls Luck; the lucky are thrown clear with 2D10 damage and
    are on foot where the wreck lies; the others are caught in the wreck and the Keeper decides what becomes of them.
    A driver thrown clear leaves the wreck to the first one caught in it."""
    if refused := wreck_refusal(state, key):
        raise ValueError(refused)
    runner = state.get(key)
    lines: list[str] = []
    checks: list[Check] = []
    current = state
    thrown: list[int] = []
    for occupant in [runner, *state.passengers(key)]:
        if occupant.fighter is None:
            continue
        if occupant.dead:
            lines.append(dead_refusal(occupant.name, occupant.fighter.conditions, "no Luck roll for the dead"))
            continue
        luck = make_check(dice, occupant.fighter.luck, kind=RollKind.LUCK)
        checks.append(luck.by(occupant.name))
        said = f"{occupant.name}: Luck {luck.result} vs {occupant.fighter.luck}, {luck.level.label}"
        if not luck.succeeded:
            lines.append(f"{said}: caught in the wreck — the Keeper decides their fate")
            continue
        lines.append(f"{said}: thrown clear")
        hurt_one = hurt(current, occupant.key, "2D10", dice, "thrown clear of the wreck")
        current = hurt_one.state
        lines += hurt_one.lines
        checks += hurt_one.checks
        thrown.append(occupant.key)
    current, said = _after_the_wreck(current, key, thrown)
    return Outcome(current, f"The wreck of {runner.label}", tuple(lines + said), (), tuple(checks))


def _after_the_wreck(state: ChaseState, key: int, thrown: list[int]) -> tuple[ChaseState, list[str]]:
    """The thrown clear out of the vehicle, on foot where it lies; the caught left in it. When the driver is thrown
    clear, the wreck (Build, condition, tyres) passes to the first one caught in it, the other caught with it."""
    wreck = state.get(key)
    noun = vehicle_noun(wreck.vehicle)
    caught = [r for r in state.passengers(key) if r.key not in thrown]
    lines = []
    holder = wreck
    if key in thrown:
        fighter = wreck.fighter
        on_foot = replace(
            wreck,
            vehicle="",
            mov=fighter.mov,
            speed_skill=fighter.con,
            move_skill=fighter.dex,
            build=0,
            build_start=0,
            armour=0,
            condition=None,
            tyres_lost=0,
            navigated=False,
            actions=0,
            delay=0,
            wreck=THROWN_CLEAR,
        )
        state = state.with_runner(on_foot)
        if caught:
            first, caught = caught[0], caught[1:]
            holder = replace(
                first,
                vehicle=wreck.vehicle,
                build=wreck.build,
                build_start=wreck.build_start,
                armour=wreck.armour,
                condition=wreck.condition,
                tyres_lost=wreck.tyres_lost,
                aboard=0,
                actions=0,
                delay=0,
                wreck=CAUGHT,
            )
            state = state.with_runner(holder)
            lines.append(f"{first.name} is left in the wreck of the {noun}")
    else:
        state = state.with_runner(replace(wreck, wreck=CAUGHT))
    for rider in caught:
        state = state.with_runner(replace(rider, aboard=holder.key, wreck=CAUGHT))
    for one in thrown:
        person = state.get(one)
        if one != key:
            state = state.with_runner(replace(person, aboard=0, actions=0, delay=0, wreck=THROWN_CLEAR))
        lines.append(f"{person.name} is out of the {noun}, on foot at location {person.location}")
    return state, lines
