"""The Chase tab's scene (its rules layer): participants on foot or in vehicles, the speed roll, who escapes or
drops out, placement on a track of locations, movement actions, and moving through hazards and barriers — pure
operations on a frozen state, as every scene's are."""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop.rules.chase import (
    cautious_bonus_dice,
    chase_setup,
    hazard_for_roll,
    movement_actions,
    speed_roll_mov_change,
)
from desktop.rules.checks import Difficulty, RollKind, make_check
from desktop.rules.dice import Dice, DiceExpr, roll_d100
from desktop.rules.scene import Outcome

FLEEING, PURSUING = "fleeing", "pursuing"


@dataclass(frozen=True)
class Runner:
    """One participant: on foot (its CON for the speed roll) or in a vehicle (its driver's skill)."""

    key: int
    name: str
    side: str
    dex: int
    mov: int
    speed_skill: int  # CON on foot; Drive Auto, Pilot or Ride in a vehicle
    move_skill: int  # the skill rolled to get through a hazard (DEX, Climb, Drive Auto ...)
    vehicle: str = ""
    build: float = 0
    location: int = 0
    actions: int = 0
    out: str = ""  # "escaped" or "dropped out" when the chase is over for them
    speed_rolled: bool = False


@dataclass(frozen=True)
class Location:
    hazard: Difficulty | None = None
    barrier_hp: int = 0  # 0: no barrier
    note: str = ""


@dataclass(frozen=True)
class ChaseState:
    name: str = "Chase"
    round: int = 0  # 0 until the chase is cut to: set-up
    runners: tuple[Runner, ...] = ()
    locations: tuple[Location, ...] = ()
    next_key: int = 1

    def get(self, key: int) -> Runner:
        found = next((r for r in self.runners if r.key == key), None)
        if found is None:
            raise ValueError(f"no participant {key}")
        return found

    def with_runner(self, runner: Runner) -> ChaseState:
        return replace(self, runners=tuple(runner if r.key == runner.key else r for r in self.runners))

    @property
    def in_chase(self) -> list[Runner]:
        return [r for r in self.runners if not r.out]

    def dex_order(self) -> list[Runner]:
        return sorted(self.in_chase, key=lambda r: -r.dex)


def add_runner(state: ChaseState, runner: Runner) -> Outcome[ChaseState]:
    if state.round:
        raise ValueError("the chase has begun: add participants before cutting to it")
    if runner.side not in (FLEEING, PURSUING):
        raise ValueError(f"a participant is fleeing or pursuing, not {runner.side!r}")
    placed = replace(runner, key=state.next_key)
    how = f" in a {runner.vehicle}" if runner.vehicle else " on foot"
    return Outcome(replace(state, runners=(*state.runners, placed), next_key=state.next_key + 1),
                   f"{runner.name} joins the chase, {runner.side}{how} (MOV {runner.mov})")  # fmt: skip


def speed_rolls(state: ChaseState, dice: Dice) -> Outcome[ChaseState]:
    """Everyone rolls for speed (CON on foot, the driving skill in a vehicle): an Extreme success +1 MOV, a
    failure −1."""
    if state.round:
        raise ValueError("the speed rolls come before the chase")
    lines, checks, current = [], [], state
    for runner in state.runners:
        if runner.speed_rolled:
            continue
        check = make_check(dice, runner.speed_skill, kind=RollKind.SKILL)
        checks.append(check)
        change = speed_roll_mov_change(check.level)
        current = current.with_runner(replace(runner, mov=runner.mov + change, speed_rolled=True))
        lines.append(f"{runner.name}: speed {check.result} vs {runner.speed_skill}, {check.level.label}: MOV "
                     f"{runner.mov} → {runner.mov + change}")  # fmt: skip
    return Outcome(current, "Speed rolls", tuple(lines), (), tuple(checks))


def cut_to_the_chase(state: ChaseState, locations: int = 10) -> Outcome[ChaseState]:
    """Escapes and drop-outs, placement, a track of open locations long enough for everyone, and the first round's
    movement actions."""
    if state.round:
        raise ValueError("the chase is under way already")
    fleers = {r.name: r.mov for r in state.runners if r.side == FLEEING}
    pursuers = {r.name: r.mov for r in state.runners if r.side == PURSUING}
    start = chase_setup(fleers, pursuers)
    lines = []
    runners = []
    for runner in state.runners:
        if runner.name in start.escaped:
            runners.append(replace(runner, out="escaped"))
            lines.append(f"{runner.name} is faster than every pursuer and gets away at once")
        elif runner.name in start.dropped:
            runners.append(replace(runner, out="dropped out"))
            lines.append(f"{runner.name} is slower than the slowest quarry and drops out")
        else:
            runners.append(replace(runner, location=start.positions[runner.name]))
    length = max(locations, max(start.positions.values(), default=0) + 3)
    begun = replace(state, runners=tuple(runners), locations=tuple(Location() for _ in range(length)), round=1)
    begun = _allot_actions(begun)
    for runner in begun.in_chase:
        lines.append(f"{runner.name} at location {runner.location}, {runner.actions} movement "
                     f"action{'s' * (runner.actions != 1)}")  # fmt: skip
    return Outcome(begun, "Cut to the chase", tuple(lines))


def _allot_actions(state: ChaseState) -> ChaseState:
    slowest = min((r.mov for r in state.in_chase), default=0)
    return replace(state, runners=tuple(replace(r, actions=movement_actions(r.mov, slowest)) if not r.out else r
                                        for r in state.runners))  # fmt: skip


def random_locations(state: ChaseState, count: int, dice: Dice, bonus: int = 0,
                     penalty: int = 0) -> Outcome[ChaseState]:  # fmt: skip
    """Fill the track's next `count` locations from the random table (01-59 open, 60+ Regular, 85+ Hard, 96+
    Extreme hazard); a bonus die for a kind environment, a penalty die for a hazardous one."""
    lines, locations = [], list(state.locations)
    for _ in range(count):
        roll = roll_d100(dice, bonus, penalty).result
        hazard = hazard_for_roll(roll)
        locations.append(Location(hazard))
        lines.append(f"location {len(locations) - 1}: {roll}, " + (f"{hazard.label} hazard" if hazard else "open"))
    return Outcome(replace(state, locations=tuple(locations)), f"{count} locations added", tuple(lines))


def set_location(state: ChaseState, index: int, location: Location) -> Outcome[ChaseState]:
    """The Keeper draws a location by hand: open, a hazard of some difficulty, or a barrier of some hit points."""
    if not 0 <= index < len(state.locations):
        raise ValueError(f"there is no location {index} on the track")
    if location.barrier_hp < 0:
        raise ValueError("a barrier's hit points cannot be negative")
    locations = list(state.locations)
    locations[index] = location
    what = f"location {index}: " + (
        f"{location.hazard.label} hazard"
        if location.hazard
        else f"barrier of {location.barrier_hp} HP"
        if location.barrier_hp
        else "open"
    )
    return Outcome(replace(state, locations=tuple(locations)), what)


def move(state: ChaseState, key: int, dice: Dice, cautious: int = 0) -> Outcome[ChaseState]:
    """One movement action: forward one location (fleers and pursuers alike run the same way). A hazard there
    needs a skill roll at its difficulty — 1 or 2 actions spent first as a cautious approach buy as many bonus dice
    — and a failure costs 1D3 movement actions (the Keeper adds any damage). A barrier stops the move until it is
    broken or passed."""
    runner = state.get(key)
    if runner.out:
        raise ValueError(f"{runner.name} is out of the chase")
    bonus = cautious_bonus_dice(cautious)
    if runner.actions < 1 + cautious:
        raise ValueError(f"{runner.name} has {runner.actions} movement action{'s' * (runner.actions != 1)} left")
    target = runner.location + 1
    if target >= len(state.locations):
        raise ValueError("the track ends there: add locations first")
    place = state.locations[target]
    if place.barrier_hp:
        raise ValueError(f"a barrier ({place.barrier_hp} HP) bars location {target}: break it down or get past it")
    actions = runner.actions - 1 - cautious
    lines, checks = [], []
    if place.hazard is not None:
        check = make_check(dice, runner.move_skill, place.hazard, bonus=bonus, kind=RollKind.SKILL)
        checks.append(check)
        care = f", {bonus} bonus {'die' if bonus == 1 else 'dice'} for care" if bonus else ""
        lines.append(f"{place.hazard.label} hazard: {check.result} vs {runner.move_skill}{care}: {check.level.label}")
        if not check.succeeded:
            delay = DiceExpr.parse("1D3").roll(dice)
            actions = max(0, actions - delay)
            lines.append(f"fails: held up for {delay} movement action{'s' * (delay != 1)} (the Keeper says what it "
                         "costs besides)")  # fmt: skip
            moved = replace(runner, actions=actions)
            return Outcome(state.with_runner(moved), f"{runner.name} meets a hazard", tuple(lines), (), tuple(checks))
    moved = replace(runner, location=target, actions=actions)
    lines.append(f"{runner.name} moves to location {target} ({actions} action{'s' * (actions != 1)} left)")
    caught = [r.name for r in state.in_chase if r.side != runner.side and r.location == target]
    if caught:
        lines.append(f"{runner.name} reaches {', '.join(caught)}")
    return Outcome(state.with_runner(moved), f"{runner.name} moves", tuple(lines), (), tuple(checks))


def next_round(state: ChaseState) -> Outcome[ChaseState]:
    """A new round: movement actions afresh (1 + MOV above the slowest), in DEX order."""
    if not state.round:
        raise ValueError("cut to the chase first")
    after = _allot_actions(replace(state, round=state.round + 1))
    order = ", ".join(r.name for r in after.dex_order())
    return Outcome(after, f"Chase round {after.round}", (f"DEX order: {order}",))
