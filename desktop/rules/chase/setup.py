"""Setting a chase up: participants added and placed, speed rolls, cutting to the chase, the track's locations."""

from __future__ import annotations

from dataclasses import replace

from desktop.rules.catalog import skill_entry
from desktop.rules.chase.chase_state import (
    CHARACTERISTICS,
    FLEEING,
    PURSUING,
    ChaseState,
    Location,
    Runner,
    _s,
    chase_over,
    movement_actions_said,
    speed_skill_name,
)
from desktop.rules.chase.movement import (
    chase_setup,
    hazard_for_roll,
    movement_actions,
    speed_roll_mov_change,
)
from desktop.rules.checks import Check, Difficulty, RollKind, make_check
from desktop.rules.combat.fight import Side
from desktop.rules.dice import Dice, roll_d100
from desktop.rules.roster.sheet import NAME_LIMIT, text_problem
from desktop.rules.scene import Outcome, dead_refusal

# --- set-up ---------------------------------------------------------------------------------------------------


def add_runner(state: ChaseState, runner: Runner) -> Outcome[ChaseState]:
    """A participant joins before the chase is cut to."""
    if state.round:
        raise ValueError("the chase has begun: have them join mid-chase instead")
    return _placed(state, runner, f" (MOV {runner.mov})")


def runner_problem(runner: Runner) -> str | None:
    """Why a participant cannot join a chase (its name and numbers, however they were made), or None."""
    if runner.side not in (FLEEING, PURSUING):
        return f"a participant is fleeing or pursuing, not {runner.side!r}"
    if problem := text_problem(runner.name, "Name", required=True, limit=NAME_LIMIT):
        return problem
    fighter = runner.fighter
    if fighter is not None and (dead := dead_refusal(runner.name, fighter.conditions, "the dead do not join a chase")):
        return dead
    numbers = [
        ("MOV", runner.mov, 1, 99),
        ("DEX", runner.dex, 1, 999),
        ("CON" if not runner.vehicle else "The driving skill", runner.speed_skill, 0, 999),
        ("The skill for hazards", runner.move_skill, 0, 999),
        ("The vehicle's Build", runner.build, 0, 1000),
    ]
    if fighter is not None:
        numbers += [
            ("HP", fighter.max_hp, 1, 999),
            ("HP now", fighter.hp, 0, fighter.max_hp),
            ("Build", fighter.build, -2, 99),
        ]
    for what, value, low, high in numbers:
        if not low <= value <= high:
            return f"{what} must be between {low} and {high}, not {value:g}"
    return None


def _placed(state: ChaseState, runner: Runner, how: str) -> Outcome[ChaseState]:
    if problem := runner_problem(runner):
        raise ValueError(problem)
    placed = replace(runner, key=state.next_key, build_start=runner.build_start or runner.build)
    vehicle = f" in a {runner.vehicle}" if runner.vehicle else " on foot"
    return Outcome(
        replace(state, runners=(*state.runners, placed), next_key=state.next_key + 1),
        f"{runner.name} joins the chase, {runner.side}{vehicle}{how}",
    )


def remove_runner(state: ChaseState, key: int) -> Outcome[ChaseState]:
    runner = state.get(key)
    if state.round:
        raise ValueError("the chase has begun: mark them out of it instead")
    return Outcome(
        replace(state, runners=tuple(r for r in state.runners if r.key != key)), f"{runner.name} leaves the chase"
    )


def speed_check(runner: Runner, dice: Dice) -> tuple[Runner, Check, str]:
    """One speed roll (an impaired vehicle's with a penalty die): Extreme +1 MOV, a failure -1."""
    investigator = runner.fighter.side is Side.INVESTIGATORS if runner.fighter else None
    with dice.about(runner.name, f"speed roll ({speed_skill_name(runner)})", investigator=investigator):
        check = make_check(dice, runner.speed_skill, penalty=int(runner.impaired), kind=RollKind.SKILL)
    after = max(1, runner.mov + speed_roll_mov_change(check.level))
    mov = f"MOV {runner.mov} → {after}" if after != runner.mov else f"MOV stays {after}"
    line = (
        f"{runner.name}: speed roll, {speed_skill_name(runner)} {check.result} vs {runner.speed_skill}, "
        f"{check.level.label}: {mov}"
    )
    return replace(runner, mov=after, speed_rolled=True), check, line


def speed_rolls(state: ChaseState, dice: Dice) -> Outcome[ChaseState]:
    """Everyone who has not yet rolled for speed does (CON on foot, the driving skill in a vehicle)."""
    if state.round:
        raise ValueError("the speed rolls come before the chase")
    lines, checks, current = [], [], state
    for runner in state.runners:
        if runner.speed_rolled or runner.aboard:
            continue
        if runner.dead:
            lines.append(dead_refusal(runner.name, runner.fighter.conditions, "no speed roll"))
            continue
        rolled, check, line = speed_check(runner, dice)
        current = current.with_runner(rolled)
        checks.append(check.by(runner.name))  # one speed roll of several: whose it was
        lines.append(line)
    if not lines:
        raise ValueError("everyone has rolled for speed already")
    return Outcome(current, "Speed rolls", tuple(lines), (), tuple(checks))


def cut_to_the_chase(state: ChaseState, locations: int = 10) -> Outcome[ChaseState]:
    """Escapes and drop-outs, placement, a track of open locations long enough for everyone, and the first round's
    movement actions."""
    if state.round:
        raise ValueError("the chase is under way already")
    fleers = {r.name: r.mov for r in state.runners if r.side == FLEEING and not r.aboard}
    pursuers = {r.name: r.mov for r in state.runners if r.side == PURSUING and not r.aboard}
    if len({r.name for r in state.runners}) != len(state.runners):
        raise ValueError("two participants share a name: rename one first")
    start = chase_setup(fleers, pursuers)
    lines = []
    runners = []
    names = {r.key: r.name for r in state.runners}
    for runner in state.runners:
        if runner.aboard:
            runner = replace(runner, side=state.get(runner.aboard).side)
            driver = names[runner.aboard]
            if driver in start.escaped or driver in start.dropped:
                runners.append(replace(runner, out="escaped" if driver in start.escaped else "dropped out"))
            else:
                runners.append(replace(runner, location=start.positions[driver]))
        elif runner.name in start.escaped:
            runners.append(replace(runner, out="escaped"))
            lines.append(f"{runner.name} is faster than every pursuer and gets away at once")
        elif runner.name in start.dropped:
            runners.append(replace(runner, out="dropped out"))
            lines.append(f"{runner.name} is slower than the slowest quarry and drops out")
        else:
            runners.append(replace(runner, location=start.positions[runner.name]))
    have = list(state.locations)
    length = max(locations, max(start.positions.values(), default=0) + 3, len(have))
    track = tuple(have + [Location() for _ in range(length - len(have))])
    begun = _allot_actions(replace(state, runners=tuple(runners), locations=track, round=1))
    for runner in begun.movers:
        lines.append(f"{runner.name} at location {runner.location}, {movement_actions_said(runner.actions)}")
    if over := chase_over(begun):
        lines.append(f"{over}. End Chase when you are done with it.")
    else:
        lines.append("DEX order: " + ", ".join(r.name for r in begun.dex_order()))
    return Outcome(begun, "Cut to the chase", tuple(lines))


def _allot_actions(state: ChaseState) -> ChaseState:
    """Each mover's actions for the round (1 + MOV above the slowest), less any a hazard still holds them up for."""
    slowest = state.slowest

    def allotted(runner: Runner) -> Runner:
        actions = movement_actions(runner.mov, slowest)
        lost = min(actions, runner.delay)
        return replace(runner, actions=actions - lost, delay=runner.delay - lost)

    return replace(state, runners=tuple(allotted(r) if not r.out and not r.aboard else r for r in state.runners))


def join_place(state: ChaseState, side: str) -> tuple[int, int]:
    """Where a latecomer on `side` joins the running chase unless the Keeper says otherwise, and the track's last
    location (the furthest they may join at): a pursuer where the lead pursuer is; someone fleeing two locations
    ahead of the lead pursuer, as the set-up places the slowest fleeing (never past the end of the track)."""
    last = max(0, len(state.locations) - 1)
    lead = max((r.location for r in state.in_chase if r.side == PURSUING), default=0)
    return min(lead if side == PURSUING else lead + 2, last), last


def join(state: ChaseState, runner: Runner, location: int, dice: Dice) -> Outcome[ChaseState]:
    """Someone joins mid-chase at a location: a speed roll, then this round's movement actions."""
    if not state.round:
        raise ValueError("the chase has not begun: add them to the set-up")
    if not 0 <= location < len(state.locations):
        raise ValueError(f"there is no location {location} on the track")
    rolled, check, line = speed_check(runner, dice)
    added = _placed(state, replace(rolled, location=location), f" at location {location}")
    newcomer = added.state.runners[-1]
    newcomer = replace(newcomer, actions=movement_actions(newcomer.mov, added.state.slowest))
    return Outcome(added.state.with_runner(newcomer), added.what, (line,), (), (check,))


# --- the track --------------------------------------------------------------------------------------------------


def random_locations(
    state: ChaseState, count: int, dice: Dice, bonus: int = 0, penalty: int = 0, hidden: bool = False
) -> Outcome[ChaseState]:
    """Add `count` locations to the track from the random table (01-59 open, 60+ Regular, 85+ Hard, 96+ Extreme
    hazard); a bonus die for a kind environment, a penalty die for a hazardous one."""
    if not 1 <= count <= 100:
        raise ValueError(f"add 1 to 100 locations at a time, not {count}")
    lines, locations = [], list(state.locations)
    for _ in range(count):
        roll = roll_d100(dice, bonus, penalty).result
        hazard = hazard_for_roll(roll)
        locations.append(Location(hazard, hidden=hidden and hazard is not None))
        lines.append(f"location {len(locations) - 1}: {roll}, " + (f"{hazard.label} hazard" if hazard else "open"))
    return Outcome(replace(state, locations=tuple(locations)), f"{count} location{_s(count)} added", tuple(lines))


OBSTACLE_KINDS: tuple[tuple[str, Difficulty | None], ...] = (  # what a named obstacle drawn by hand may be
    ("Regular hazard", Difficulty.REGULAR),
    ("Hard hazard", Difficulty.HARD),
    ("Extreme hazard", Difficulty.EXTREME),
    ("Barrier", None),
    ("Open ground", None),
)


def obstacle_kind(place: Location) -> str:
    """Which of OBSTACLE_KINDS a location is, for drawing an obstacle over it: its barrier or its hazard; a named
    location with neither is open ground; a bare one a regular hazard (the obstacle about to be drawn there)."""
    if place.barrier_hp:
        return "Barrier"
    if place.hazard:
        return f"{place.hazard.label} hazard"
    return "Open ground" if place.name else "Regular hazard"


def drawn_obstacle(place: Location, kind: str, hp: int, name: str, skill: str) -> Location:
    """The location with a named obstacle drawn over it: a hazard of the kind's difficulty, or a barrier of `hp` hit
    points (only a barrier keeps hit points), or open ground; its name and the skill it calls for on foot; its note
    and whether it is hidden kept. `set_location` checks what was typed."""
    hazard = dict(OBSTACLE_KINDS)[kind]
    return replace(place, hazard=hazard, barrier_hp=hp if kind == "Barrier" else 0, name=name, skill=skill)


def set_location(state: ChaseState, index: int, location: Location) -> Outcome[ChaseState]:
    """The Keeper draws a location by hand: open, a hazard of some difficulty, or a barrier of some hit points."""
    if not 0 <= index < len(state.locations):
        raise ValueError(f"there is no location {index} on the track")
    if location.hazard is not None and not isinstance(location.hazard, Difficulty):
        raise ValueError(f"Hazard: Regular, Hard or Extreme (or none), not {location.hazard!r}")
    if not isinstance(location.barrier_hp, int) or not 0 <= location.barrier_hp <= 10000:
        raise ValueError(f"A barrier's hit points must be between 0 and 10000, not {location.barrier_hp!r}")
    for text, what in (
        (location.note, "The location's note"),
        (location.name, "The obstacle's name"),
        (location.skill, "The obstacle's skill"),
    ):
        if problem := text_problem(text, what, limit=None if what.endswith("note") else NAME_LIMIT):
            raise ValueError(problem)
    if location.barrier_hp and location.hazard:
        raise ValueError("a location holds a hazard or a barrier, not both")
    skill = location.skill.strip()
    if skill and skill not in CHARACTERISTICS and skill_entry(skill.split(" (")[0]) is None:
        raise ValueError(
            f"The obstacle's skill: there is no skill called {skill!r} (a skill such as Climb or Jump, "
            f"or one of {', '.join(CHARACTERISTICS)})"
        )
    locations = list(state.locations)
    location = replace(
        location,
        name=location.name.strip(),
        skill=location.skill.strip(),
        note=location.note.strip(),
        broken=location.broken and not location.barrier_hp and location.hazard is None,
    )
    locations[index] = location
    hidden = " (hidden from the players)" if location.hidden else ""
    note = (f"note: {location.note}",) if location.note else ()
    return Outcome(replace(state, locations=tuple(locations)), f"location {index}: {location.describe}{hidden}", note)


def reveal(state: ChaseState, index: int) -> Outcome[ChaseState]:
    place = state.locations[index]
    if not place.hidden:
        raise ValueError(f"location {index} is not hidden")
    return _with_location(state, index, replace(place, hidden=False), f"location {index} revealed: {place.describe}")


def seen_by_players(state: ChaseState, runner: Runner) -> bool:
    """Whether the players' window shows a participant: not hidden, and not riding in a hidden vehicle."""
    if runner.hidden:
        return False
    ride = next((r for r in state.runners if r.key == runner.aboard), None) if runner.aboard else None
    return ride is None or not ride.hidden


def set_runner_hidden(state: ChaseState, key: int, hidden: bool) -> Outcome[ChaseState]:
    """Keep a participant's token off the players' window (a pursuer not yet seen), or show it again. Hiding one
    already hidden (or revealing one seen) is refused by name."""
    runner = state.get(key)
    if runner.hidden == hidden:
        raise ValueError(f"{runner.name} is {'hidden from' if hidden else 'shown on'} the players' window already")
    words = "hidden from the players" if hidden else "revealed to the players"
    return Outcome(state.with_runner(replace(runner, hidden=hidden)), f"{runner.name} {words}")


def _with_location(state: ChaseState, index: int, place: Location, what: str) -> Outcome[ChaseState]:
    locations = list(state.locations)
    locations[index] = place
    return Outcome(replace(state, locations=tuple(locations)), what)


def _revealed(state: ChaseState, index: int) -> ChaseState:
    place = state.locations[index]
    return _with_location(state, index, replace(place, hidden=False), "").state if place.hidden else state
