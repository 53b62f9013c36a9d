"""Who may take which step of a chase (the refusals a menu greys), and getting into and out of vehicles."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.chase.chase_state import DEAD_WHY, ChaseState, Runner, _able, _driving, _spend, driven_by
from desktop.rules.chase.movement import movement_actions
from desktop.rules.chase.moves import way_ahead
from desktop.rules.chase.setup import _placed, speed_check
from desktop.rules.chase.vehicles import _barrier_ahead
from desktop.rules.dice import Dice
from desktop.rules.scene import Outcome, refuse_the_dead

# --- who may do what ------------------------------------------------------------------------------------------

MOVE, BREAK_BARRIER, PASS_BARRIER, END_MOVE = "move", "break the barrier", "get past the barrier", "end the move"


def refusal(state: ChaseState, key: int, action: str, actions: int = 1) -> str:
    """Why one participant may not take a step of the chase now, in the words the operation itself would refuse it
    with ("" when they may): `action` one of MOVE (spending `actions` movement actions, care included),
    BREAK_BARRIER, PASS_BARRIER or END_MOVE. A menu greys what the rules would refuse, with this as its reason."""
    runner = state.get(key)
    try:
        if not state.round:
            raise ValueError("cut to the chase first")
        _driving(state, runner)
        if action == END_MOVE:
            return ""
        _spend(runner, actions)
        if action == MOVE:
            way_ahead(state, runner)
        elif action in (BREAK_BARRIER, PASS_BARRIER):
            _barrier_ahead(state, runner)
        else:
            raise ValueError(f"no step of the chase called {action!r}")
    except ValueError as exc:
        return str(exc)
    return ""


def _may_board(state: ChaseState, runner: Runner, vehicle: Runner) -> None:
    """ValueError saying why `runner` may not get into `vehicle` now."""
    _able(runner)
    _able(vehicle)
    if runner.in_vehicle or state.passengers(runner.key):
        raise ValueError(f"{runner.name} drives a vehicle: switch to on foot first")
    if not vehicle.in_vehicle or vehicle.aboard:
        raise ValueError(f"{vehicle.name} is not driving a vehicle")
    if state.round and runner.location != vehicle.location:
        raise ValueError(f"{vehicle.label} is not at {runner.name}'s location")
    if runner.side != vehicle.side:  # a captive is caught: out of the chase, not a passenger who changes sides
        raise ValueError(
            f"{runner.name} is {runner.side} and {driven_by(vehicle)} is {vehicle.side}: a passenger "
            "rides with their own side (a captive carried off is out of the chase: caught)"
        )


def rides_for(state: ChaseState, key: int) -> list[Runner]:
    """The vehicles one may get into now (`board` takes each): their own side's, at their location once the chase
    runs."""
    runner = state.get(key)
    found = []
    for vehicle in state.in_chase:
        if vehicle.key != key and vehicle.in_vehicle and not vehicle.aboard:
            try:
                _may_board(state, runner, vehicle)
            except ValueError:
                continue
            found.append(vehicle)
    return found


def seats(state: ChaseState) -> list[Runner]:
    """The vehicles a newcomer may come into the chase as a passenger of (on that vehicle's side): those in the chase
    still driven, not a wreck, an undrivable one, or one whose driver is dead or away in a fight."""
    found = []
    for vehicle in state.in_chase:
        if vehicle.in_vehicle and not vehicle.aboard:
            try:
                _able(vehicle)
            except ValueError:
                continue
            found.append(vehicle)
    return found


def navigators(state: ChaseState, key: int) -> list[tuple[Runner, int]]:
    """The passengers who may navigate for a vehicle, each with the better of Spot Hidden and Navigate."""
    return [
        (rider, max(rider.fighter.skill("Spot Hidden"), rider.fighter.skill("Navigate")))
        for rider in state.passengers(key)
        if rider.fighter is not None
    ]


def board(state: ChaseState, key: int, vehicle_key: int) -> Outcome[ChaseState]:
    """A passenger gets into a vehicle at the same location (or before the chase): it carries them from now on."""
    runner, vehicle = state.get(key), state.get(vehicle_key)
    _may_board(state, runner, vehicle)
    aboard = replace(runner, aboard=vehicle_key, location=vehicle.location, actions=0, delay=0, wreck="")
    return Outcome(state.with_runner(aboard), f"{runner.name} gets into {driven_by(vehicle)}")


def add_passenger(state: ChaseState, runner: Runner, vehicle_key: int, copies: int = 1) -> Outcome[ChaseState]:
    """Someone new comes into the chase as a passenger of a vehicle already in it, on its side: into the set-up, or
    mid-chase where the vehicle is (a passenger rolls no speed: the vehicle carries them). One at a time: `copies`
    other than 1 is refused."""
    if copies != 1:
        raise ValueError("Copies: a passenger gets into a vehicle one at a time")
    vehicle = state.get(vehicle_key)
    if not vehicle.in_vehicle or vehicle.aboard:
        raise ValueError(f"Passenger of: {vehicle.name} is not driving a vehicle")
    placed = _placed(
        state,
        replace(runner, side=vehicle.side, location=vehicle.location, vehicle="", build=0, build_start=0, armour=0),
        f" as a passenger in {driven_by(vehicle)}",
    )
    boarded = board(placed.state, placed.state.runners[-1].key, vehicle_key)
    return Outcome(boarded.state, placed.what.replace(" on foot", ""), ())


def alight(state: ChaseState, key: int, dice: Dice) -> Outcome[ChaseState]:
    """A passenger gets out: on foot from here, with a fresh speed roll (once the chase runs)."""
    runner = state.get(key)
    if not runner.aboard:
        raise ValueError(f"{runner.name} is not riding in anything")
    if runner.dead:
        refuse_the_dead(runner.name, runner.fighter.conditions, DEAD_WHY)
    out = replace(runner, aboard=0)
    if not state.round:
        return Outcome(state.with_runner(out), f"{runner.name} goes on foot")
    rolled, check, line = speed_check(out, dice)
    slowest = min([r.mov for r in state.movers] + [rolled.mov])
    rolled = replace(rolled, actions=movement_actions(rolled.mov, slowest))
    return Outcome(state.with_runner(rolled), f"{runner.name} gets out", (line,), (), (check,))
