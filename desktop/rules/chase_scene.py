"""The Chase tab's scene (its rules layer): participants on foot or in vehicles, the speed roll, who escapes or
drops out, placement on a track of locations, movement actions, hazards, pedal to the metal, and chases that split
— pure operations on a frozen state, as every scene's are. Barriers, collisions, attacks, ramming, tyres and
wrecks are in `chase_harm`."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace

from desktop.rules.catalog import skill_entry
from desktop.rules.characters import NAME_LIMIT, text_problem
from desktop.rules.chase import (
    cautious_bonus_dice,
    chase_setup,
    hazard_for_roll,
    movement_actions,
    pedal_penalty_dice,
    speed_roll_mov_change,
    vehicle_tables,
)
from desktop.rules.checks import Check, Difficulty, RollKind, make_check
from desktop.rules.codec import SceneCodec
from desktop.rules.dice import Dice, DiceExpr, roll_d100
from desktop.rules.encounter import LABELS as FIGHT_LABELS
from desktop.rules.encounter import Combatant, net_dice_capped
from desktop.rules.scene import Condition, Outcome, dead_refusal, is_dead, refuse_the_dead
from desktop.rules.words import counted

FLEEING, PURSUING = "fleeing", "pursuing"
OUT_REASONS = ("escaped", "dropped out", "caught", "out of action")
TYRE_ARMOUR, TYRE_HP = 3, 2
KEEPER, PLAYERS = "Keeper", "players"


def _s(n: int) -> str:
    return "s" * (n != 1)


@dataclass(frozen=True)
class Runner:
    """One participant: on foot (its CON for the speed roll) or in a vehicle (its driver's skill). `fighter` is the
    person (the driver of a vehicle) as the Combat rules see them: HP, skills, weapons, the roster link."""

    key: int
    name: str
    side: str
    dex: int
    mov: int
    speed_skill: int  # CON on foot; Drive Auto, Pilot or Ride in a vehicle
    move_skill: int  # the skill rolled to get through a hazard (DEX, Climb, Drive Auto ...)
    vehicle: str = ""
    build: float = 0  # a vehicle's Build now
    build_start: float = 0  # ... and when the chase began
    armour: int = 0  # a vehicle's armour for the people in it
    location: int = 0
    actions: int = 0
    out: str = ""  # one of OUT_REASONS when the chase is over for them
    speed_rolled: bool = False
    fighter: Combatant | None = None
    navigated: bool = False  # a navigator's success: the next acceleration takes one penalty die fewer
    tyres_lost: int = 0
    condition: str = ""  # a vehicle's: "impaired", "wrecked", "undrivable"
    aboard: int = 0  # a passenger: the key of the vehicle they ride in (it moves them; they roll no speed)
    delay: int = 0  # movement actions a failed hazard still takes from the next round (more lost than were left)
    in_fight: int = 0  # away in a fight (the Combat tab): their key there, until the fight ends and they come back
    attacks: int = 0  # attacks made this round (shots at tyres too), against the fighter's attacks a round
    shots: int = 0  # shots fired this round, against the weapon's rate of fire (next_round clears both)

    @property
    def in_vehicle(self) -> bool:
        return bool(self.vehicle)

    @property
    def impaired(self) -> bool:
        """At half its starting Build or less a vehicle is impaired: a penalty die on its driving rolls."""
        return self.in_vehicle and self.build <= self.build_start // 2

    @property
    def label(self) -> str:
        return f"{self.name} ({self.vehicle})" if self.vehicle else self.name

    @property
    def dead(self) -> bool:
        """The person (a vehicle's driver) is dead: on the Roster, or killed in the chase."""
        return self.fighter is not None and is_dead(self.fighter.conditions)


VERBS = {"Ride": "rides", "Pilot": "pilots"}  # by the skill that drives it; "drives" otherwise


def vehicle_noun(vehicle: str) -> str:
    """A vehicle from the charts as one says it: "Car, standard" is a car, "Horse (with rider)" a horse."""
    noun = vehicle.split(",")[0].split(" (")[0].strip() or "vehicle"
    return noun[0].lower() + noun[1:] if noun[1:2].islower() or len(noun) == 1 else noun


def driven_by(vehicle: Runner) -> str:
    """A vehicle and who has it in hand, in plain words: "the car Walt Brennan drives", "the horse Amy rides"."""
    skill = next((v.skill for v in vehicle_tables()[0] if v.name == vehicle.vehicle), "")
    return f"the {vehicle_noun(vehicle.vehicle)} {vehicle.name} {VERBS.get(skill, 'drives')}"


def whose_vehicle(vehicle: Runner) -> str:
    """The short form, for a narrow column or a token: "Walt Brennan's car"."""
    return f"{vehicle.name}'s {vehicle_noun(vehicle.vehicle)}"


def speed_skill_name(runner: Runner) -> str:
    """What a speed roll is made with: CON on foot, the vehicle's skill (Drive Auto, Pilot, Ride) in one."""
    if not runner.in_vehicle:
        return "CON"
    return next((v.skill for v in vehicle_tables()[0] if v.name == runner.vehicle), "the driving skill")


CHARACTERISTICS = {"DEX": "dex", "STR": "strength", "CON": "con", "SIZ": "size", "POW": "power"}


@dataclass(frozen=True)
class Location:
    hazard: Difficulty | None = None
    barrier_hp: int = 0  # 0: no barrier
    note: str = ""  # the Keeper's own: never on the players' window
    hidden: bool = False  # the players' window shows it as open ground until someone meets it
    name: str = ""  # what the obstacle is ("fence"), for both windows
    skill: str = ""  # the skill (or characteristic) it calls for on foot ("Climb"); "" the usual, DEX
    broken: bool = False  # the barrier here was broken down: open ground now, its name kept for the story

    @property
    def called(self) -> str:
        """The obstacle by its name when it has one ("the fence", "a flooded cellar" as typed; a barrier from the
        table in lower case), else "the barrier"."""
        name = self.name.strip()
        if not name:
            return "the barrier"
        if name in {b.name for b in vehicle_tables()[2]}:
            name = name[0].lower() + name[1:]
        return name if name.lower().startswith(("a ", "an ", "the ")) else f"the {name}"

    @property
    def kind(self) -> str:
        if self.barrier_hp:
            return f"barrier ({self.barrier_hp} HP)"
        if self.broken:
            return "broken down"
        return f"{self.hazard.label} hazard" if self.hazard else "open"

    @property
    def obstacle(self) -> str:
        """The obstacle as the players may see it: "fence: Climb", "fence", "Climb" or ""."""
        return ": ".join(part for part in (self.name, self.skill) if part)

    @property
    def describe(self) -> str:
        return f"{self.obstacle} ({self.kind})" if self.obstacle else self.kind


def skill_at(runner: Runner, place: Location) -> tuple[int, str]:
    """The value a participant rolls to get through a location, and its name: the obstacle's own skill for someone
    on foot ("fence: Climb" — their Climb, or its base), a monster's stand-in for a skill its sheet lacks (its
    aptitude, seed 000); a vehicle always rolls its driving skill."""
    fighter = runner.fighter
    if not place.skill or runner.in_vehicle or fighter is None:
        return runner.move_skill, ""
    if place.skill in CHARACTERISTICS:
        return getattr(fighter, CHARACTERISTICS[place.skill]), place.skill
    if fighter.listed_attacks and place.skill not in dict(fighter.skills):
        return runner.move_skill, f"{place.skill} (its aptitude)"
    return fighter.skill(place.skill), place.skill


def _met(index: int, place: Location) -> str:
    """A location as the log tells it, the Keeper's note with it."""
    return f"location {index}, {place.describe}" + (f" (note: {place.note})" if place.note else "")


@dataclass(frozen=True)
class ChaseState:
    name: str = "Chase"
    round: int = 0  # 0 until the chase is cut to: set-up
    runners: tuple[Runner, ...] = ()
    locations: tuple[Location, ...] = ()
    next_key: int = 1
    sudden_round: int = 0  # the round a sudden hazard was last called
    sudden_caller: str = ""  # who called it: the other side calls the next
    id: int = 1  # which chase of the scene this is (a group that splits off becomes another)
    others: tuple[ChaseState, ...] = ()  # the other chases under way, that the Keeper may turn to

    @property
    def every_chase(self) -> list[ChaseState]:
        """This chase and the others, by id."""
        return sorted([self, *self.others], key=lambda c: c.id)

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

    @property
    def whose_move(self) -> Runner | None:
        """Whose move it is in DEX order: the first who moves themselves, is free to, and has movement actions
        left (None before the chase, or once everyone has moved)."""
        if not self.round:
            return None
        return next(
            (
                r
                for r in self.dex_order()
                if not r.aboard
                and not r.in_fight
                and r.actions > 0
                and not r.dead
                and r.condition not in ("wrecked", "undrivable")
            ),
            None,
        )

    @property
    def movers(self) -> list[Runner]:
        """Those in the chase who move themselves: not passengers."""
        return [r for r in self.in_chase if not r.aboard]

    @property
    def slowest(self) -> int:
        return min((r.mov for r in self.movers), default=0)

    def passengers(self, key: int) -> list[Runner]:
        return [r for r in self.runners if r.aboard == key and not r.out]

    def with_location(self, key: int, location: int) -> ChaseState:
        """A vehicle (or runner) at a location, its passengers with it."""
        return replace(
            self, runners=tuple(replace(r, location=location) if key in (r.key, r.aboard) else r for r in self.runners)
        )


def _went(reason: str, many: bool) -> str:
    return {
        "escaped": "got away",
        "dropped out": "dropped out",
        "caught": f"{'were' if many else 'was'} caught",
        "out of action": f"{'are' if many else 'is'} out of action",
    }[reason]


def chase_over(state: ChaseState) -> str:
    """Once the chase runs, it is over when one side has nobody left in it: "The chase is over: Walt Brennan got
    away; Sheriff Amos Pike dropped out" (passengers go with their vehicle and are not named apart); "" while it goes
    on."""
    if not state.round or {FLEEING, PURSUING} <= {r.side for r in state.in_chase}:
        return ""
    parts = []
    for reason in OUT_REASONS:
        names = [r.name for r in state.runners if r.out == reason and not r.aboard]
        if names:
            parts.append(f"{', '.join(names)} {_went(reason, len(names) > 1)}")
    left = [r for r in state.movers]
    if left:
        names = ", ".join(r.name for r in left)
        parts.append(
            f"{names} {'have' if len(left) > 1 else 'has'} nobody left to chase"
            if left[0].side == PURSUING
            else f"nobody is after {names} any more"
        )
    return "The chase is over" + (": " + "; ".join(parts) if parts else "")


def _able(runner: Runner) -> None:
    if runner.out:
        raise ValueError(f"{runner.name} is out of the chase ({runner.out})")
    if runner.dead:
        refuse_the_dead(runner.name, runner.fighter.conditions, "the dead go no further: mark them out of action")
    _not_fighting(runner)
    if runner.condition in ("wrecked", "undrivable"):
        raise ValueError(f"{runner.label} is {runner.condition}: it goes no further")


def _not_fighting(runner: Runner) -> None:
    if runner.in_fight:
        raise ValueError(f"{runner.name} is in a fight at location {runner.location}: end it in the Combat tab first")


def _driving(state: ChaseState, runner: Runner) -> None:
    """Only those who move themselves move, break barriers and ram: a passenger's vehicle does it for them."""
    _able(runner)
    if runner.aboard:
        ride = state.get(runner.aboard)
        raise ValueError(
            f"{runner.name} is a passenger in {driven_by(ride)}: move the {vehicle_noun(ride.vehicle)} instead"
        )


def held_up(runner: Runner, delay: int) -> tuple[Runner, str]:
    """A delay of `delay` movement actions (a hazard or barrier failed, control lost): what is left this round goes
    first, the rest comes off the rounds to come (`next_round` takes it). Returns the runner and the words that say
    so: "held up for 2 movement actions: none left this round: 2 come off the rounds to come"."""
    now = min(delay, runner.actions)
    later = delay - now
    said = f"held up for {delay} movement action{_s(delay)}"
    comes = f"{later} come{'s' * (later == 1)} off the rounds to come"
    if later and not now:
        said += f": none left this round: {comes}"
    elif later:
        said += f": {now} this round, all that was left; {comes}"
    return replace(runner, actions=runner.actions - now, delay=runner.delay + later), said


def _spend(runner: Runner, n: int) -> Runner:
    if runner.actions < n:
        raise ValueError(f"{runner.name} has {runner.actions} movement action{_s(runner.actions)} left")
    return replace(runner, actions=runner.actions - n)


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
    check = make_check(dice, runner.speed_skill, penalty=int(runner.impaired), kind=RollKind.SKILL)
    change = speed_roll_mov_change(check.level)
    line = (
        f"{runner.name}: speed roll, {speed_skill_name(runner)} {check.result} vs {runner.speed_skill}, "
        f"{check.level.label}: MOV {runner.mov} → {runner.mov + change}"
    )
    return replace(runner, mov=max(1, runner.mov + change), speed_rolled=True), check, line


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
        checks.append(check)
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
        lines.append(
            f"{runner.name} at location {runner.location}, {runner.actions} movement action{_s(runner.actions)}"
        )
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


def _with_location(state: ChaseState, index: int, place: Location, what: str) -> Outcome[ChaseState]:
    locations = list(state.locations)
    locations[index] = place
    return Outcome(replace(state, locations=tuple(locations)), what)


def _revealed(state: ChaseState, index: int) -> ChaseState:
    place = state.locations[index]
    return _with_location(state, index, replace(place, hidden=False), "").state if place.hidden else state


# --- moving ---------------------------------------------------------------------------------------------------


def move(
    state: ChaseState, key: int, dice: Dice, cautious: int = 0, locations: int = 1, skill: int | None = None
) -> Outcome[ChaseState]:
    """One movement action: forward one location, or 2-5 for a vehicle with the pedal to the metal (one penalty
    die on hazards for 2-3, two for 4-5; a navigator's success removes one). A hazard needs a skill roll at its
    difficulty — 1 or 2 actions spent first as a cautious approach buy as many bonus dice — and a failure stops the
    move there and costs 1D3 movement actions (damage is the Keeper's call). A barrier stops the move before it."""
    runner = state.get(key)
    _driving(state, runner)
    if locations > 1 and not runner.in_vehicle:
        raise ValueError(f"{runner.name} is on foot: one location per movement action")
    pedal = pedal_penalty_dice(locations)
    navigated = runner.navigated and pedal > 0
    pedal -= int(navigated)
    bonus = cautious_bonus_dice(cautious)
    runner = _spend(runner, 1 + cautious)
    way_ahead(state, runner)
    lines, checks = [], []
    if locations > 1:
        dice_text = counted(pedal, "penalty die", "penalty dice")
        lines.append(
            f"pedal to the metal: up to {locations} locations, {dice_text} on hazards"
            + (" (one fewer for the navigator)" if navigated else "")
        )
    runner = replace(runner, navigated=runner.navigated and not navigated)
    current = state
    for _ in range(locations):
        target = runner.location + 1
        if target >= len(current.locations):
            lines.append("the track ends here")
            break
        current = _revealed(current, target)
        place = current.locations[target]
        if place.barrier_hp:
            lines.append(f"stops before {_met(target, place)}")
            break
        if place.hazard is not None:
            penalty = pedal + int(runner.impaired)
            value, named = skill_at(runner, place) if skill is None else (skill, "")
            check = make_check(dice, value, place.hazard, *net_dice_capped(bonus, penalty))
            checks.append(check)
            extra = [f"{counted(bonus, 'bonus die', 'bonus dice')} for care"] if bonus else []
            extra += ["a penalty die: impaired"] if runner.impaired else []
            bonus = 0  # care is for the first hazard met
            lines.append(
                _met(target, place)
                + (f" [{', '.join(extra)}]" if extra else "")
                + (f": {named} {value}" if named else "")
                + f": {check.describe()}"
            )
            if not check.succeeded:
                runner, said = held_up(runner, DiceExpr.parse("1D3").roll(dice))
                lines.append(
                    f"{runner.name} stays at location {runner.location}, {said}; the Keeper may add damage "
                    "(other-damage or collision table)"
                )
                stopped = current.with_runner(runner).with_location(key, runner.location)  # passengers stop too
                return Outcome(stopped, f"{runner.name} meets a hazard", tuple(lines), (), tuple(checks))
        elif place.note or place.name:
            lines.append(_met(target, place))
        runner = replace(runner, location=target)
    left = runner.actions
    lines.append(f"{runner.name} reaches location {runner.location} ({left} action{_s(left)} left)")
    caught = [r.name for r in current.in_chase if r.side != runner.side and r.location == runner.location]
    if caught:
        lines.append(f"{runner.name} is level with {', '.join(caught)}")
    carried = current.with_runner(runner).with_location(key, runner.location)
    return Outcome(carried, f"{runner.name} moves", tuple(lines), (), tuple(checks))


def way_ahead(state: ChaseState, runner: Runner) -> None:
    """A ValueError when the next location cannot be moved onto: the end of the track, or a barrier standing there."""
    target = runner.location + 1
    if target >= len(state.locations):
        raise ValueError("the track ends there: add locations first")
    place = state.locations[target]
    if place.barrier_hp:
        raise ValueError(f"{place.called} ({place.barrier_hp} HP) bars location {target}: break it down or get past it")


def steps_for(runner: Runner, distance: int) -> list[int]:
    """How a drag of `distance` locations is spent: one location per action on foot; in a vehicle as few locations
    per action as the actions left allow (the fewest penalty dice), at most 5."""
    if distance < 1:
        raise ValueError("move forward at least one location")
    if not runner.in_vehicle:
        if distance > runner.actions:
            raise ValueError(
                f"{runner.name} has {runner.actions} movement action{_s(runner.actions)}: "
                f"{distance} locations is too far this round"
            )
        return [1] * distance
    if runner.actions < 1:
        raise ValueError(f"{runner.name} has no movement actions left")
    per = math.ceil(distance / runner.actions)
    if per > 5:
        raise ValueError(f"{runner.label} covers at most {5 * runner.actions} locations this round")
    steps, left = [], distance
    while left:
        steps.append(min(per, left))
        left -= steps[-1]
    return steps


def advance(state: ChaseState, key: int, distance: int, dice: Dice) -> Outcome[ChaseState]:
    """Move `distance` locations forward in as many movement actions as `steps_for` says, stopping at the first
    hazard failed or barrier met — one step of the scene."""
    runner = state.get(key)
    _able(runner)
    lines: list[str] = []
    checks: list[Check] = []
    current = state
    for locations in steps_for(runner, distance):
        before = current.get(key).location
        outcome = move(current, key, dice, locations=locations)
        current = outcome.state
        lines += outcome.lines
        checks += outcome.checks
        if current.get(key).location - before < locations:
            break
    return Outcome(current, f"{runner.name} moves", tuple(lines), (), tuple(checks))


def navigate(state: ChaseState, key: int, skill: int, dice: Dice, who: str = "the navigator") -> Outcome[ChaseState]:
    """A passenger's Spot Hidden or Navigate: on a success the vehicle's next acceleration takes one penalty die
    fewer."""
    runner = state.get(key)
    _able(runner)
    if not runner.in_vehicle:
        raise ValueError(f"{runner.name} is on foot: there is nobody to navigate for")
    check = make_check(dice, skill)
    line = f"{who}: {check.result} vs {skill}, {check.level.label}"
    if check.succeeded:
        line += ": the next acceleration takes one penalty die fewer"
    return Outcome(
        state.with_runner(replace(runner, navigated=runner.navigated or check.succeeded)),
        f"Navigating for {runner.name}",
        (line,),
        (),
        (check,),
    )


def next_round(state: ChaseState) -> Outcome[ChaseState]:
    """A new round: movement actions afresh (1 + MOV above the slowest), in DEX order."""
    if not state.round:
        raise ValueError("cut to the chase first")
    if over := chase_over(state):
        raise ValueError(f"{over}: there is no next round — End Chase")
    fresh = replace(state, round=state.round + 1, runners=tuple(replace(r, attacks=0, shots=0) for r in state.runners))
    after = _allot_actions(fresh)
    lost = {r.key: r.delay - after.get(r.key).delay for r in state.runners}

    def said(r: Runner) -> str:
        held = f", {lost[r.key]} lost to the hazard" if lost[r.key] else ""
        return f"{r.name} ({r.actions}{held}" + (f", {r.delay} more to come" if r.delay else "") + ")"

    order = ", ".join(said(r) for r in after.dex_order() if not r.aboard)
    return Outcome(after, f"Chase round {after.round}", (f"DEX order, movement actions: {order}",))


def end_move(state: ChaseState, key: int) -> Outcome[ChaseState]:
    """A participant is done moving this round: the movement actions left go unused and the move passes to the next
    in DEX order."""
    runner = state.get(key)
    _driving(state, runner)
    if not state.round:
        raise ValueError("cut to the chase first")
    left = runner.actions
    after = state.with_runner(replace(runner, actions=0))
    following = after.whose_move
    lines = [f"{runner.name} ends their move" + (f", {left} movement action{_s(left)} unused" if left else "")]
    lines.append(f"next in DEX order: {following.name}" if following else "everyone has moved: next round")
    return Outcome(after, f"{runner.name} ends their move", tuple(lines))


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
    fighter = replace(runner.fighter, attacks_made=0, responses=0, acted=False)
    cover = state.get(runner.aboard) if runner.aboard else runner
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


def set_out(state: ChaseState, key: int, reason: str) -> Outcome[ChaseState]:
    """Someone escapes, is caught, drops out or is put out of action; "" brings them back in."""
    runner = state.get(key)
    if reason and reason not in OUT_REASONS:
        raise ValueError(f"out of the chase as one of {', '.join(OUT_REASONS)}, not {reason!r}")
    if reason == runner.out:
        raise ValueError(f"{runner.name} is {reason or 'in the chase'} already")
    what = f"{runner.name}: {reason}" if reason else f"{runner.name} is back in the chase"
    riders = [replace(r, out=reason) for r in state.runners if r.aboard == key and r.out == runner.out]
    current = state.with_runner(replace(runner, out=reason))
    for rider in riders:  # the passengers share their vehicle's fate
        current = current.with_runner(rider)
    what += "".join(f"; {r.name} with it" for r in riders)
    over = chase_over(current)
    return Outcome(current, what, (what, f"{over}. End Chase when you are done with it.") if over else ())


def switch(
    state: ChaseState,
    key: int,
    vehicle: str,
    mov: int,
    speed_skill: int,
    move_skill: int,
    build: float = 0,
    armour: int = 0,
    dice: Dice | None = None,
) -> Outcome[ChaseState]:
    """Switching between running and driving (or riding): a fresh speed roll, and movement actions recalculated."""
    runner = state.get(key)
    _able(runner)
    if not state.round:
        raise ValueError("before the chase, change the participant instead")
    changed = replace(
        runner,
        vehicle=vehicle,
        mov=mov,
        speed_skill=speed_skill,
        move_skill=move_skill,
        build=build,
        build_start=build,
        armour=armour,
        condition="",
        tyres_lost=0,
        navigated=False,
    )
    rolled, check, line = speed_check(changed, dice or Dice())
    slowest = min([r.mov for r in state.movers if r.key != key] + [rolled.mov])
    rolled = replace(rolled, actions=movement_actions(rolled.mov, slowest))
    how = f"takes to a {vehicle}" if vehicle else "goes on foot"
    count = f"{rolled.actions} movement action{_s(rolled.actions)} this round"
    return Outcome(state.with_runner(rolled), f"{runner.name} {how}", (line, count), (), (check,))


def sudden_hazard(state: ChaseState, caller: str, luck: int, dice: Dice) -> Outcome[ChaseState]:
    """Once a round either side may call for a sudden hazard, Keeper and players taking turns: a group Luck roll
    (the lowest Luck among the investigators); the winner places a Regular hazard where they wish."""
    if not state.round:
        raise ValueError("cut to the chase first")
    if caller not in (KEEPER, PLAYERS):
        raise ValueError(f"a sudden hazard is called by the Keeper or the players, not {caller!r}")
    if over := chase_over(state):
        raise ValueError(f"{over}: no sudden hazard now")
    if state.sudden_round == state.round:
        raise ValueError("a sudden hazard has been called this round already")
    if state.sudden_caller == caller:
        raise ValueError(f"the {caller} called the last one: it is the other side's turn")
    check = make_check(dice, luck, kind=RollKind.LUCK)
    winner = PLAYERS if check.succeeded else KEEPER
    line = (
        f"group Luck {check.result} vs {luck}, {check.level.label}: the {winner} place a Regular hazard where they wish"
    )
    after = replace(state, sudden_round=state.round, sudden_caller=caller)
    return Outcome(after, f"Sudden hazard called by the {caller}", (line,), (), (check,))


# --- chases that split ------------------------------------------------------------------------------------------


def split(state: ChaseState, keys: Iterable[int], name: str) -> Outcome[ChaseState]:
    """A group goes its own way: the participants in `keys` (with their passengers) become a chase of their own,
    with a copy of the track, which the Keeper can turn to; the chase in front stays as it is without them."""
    if not state.round:
        raise ValueError("cut to the chase first: before it, simply add them to another chase")
    if not name.strip():
        raise ValueError("Name: the new chase needs a name")
    if problem := text_problem(name, "The new chase's name"):
        raise ValueError(problem)
    leaving = set(keys)
    leaving |= {r.key for r in state.runners if r.aboard in leaving}
    unknown = leaving - {r.key for r in state.runners}
    if not leaving or unknown:
        raise ValueError("pick participants of this chase to split off")
    if leaving >= {r.key for r in state.runners}:
        raise ValueError("that is everyone: rename the chase instead")
    new_id = max(c.id for c in state.every_chase) + 1
    group = tuple(r for r in state.runners if r.key in leaving)
    split_off = replace(state, name=name.strip(), id=new_id, runners=group, others=(), sudden_round=0, sudden_caller="")
    kept = replace(
        state, runners=tuple(r for r in state.runners if r.key not in leaving), others=(*state.others, split_off)
    )
    who = ", ".join(r.name for r in group)
    return Outcome(kept, f"{name.strip()} splits off", (f"{who} go their own way: a chase of their own",))


def turn_to(state: ChaseState, chase_id: int) -> Outcome[ChaseState]:
    """Put another chase of the scene in front (the one the map shows and the buttons act on)."""
    chosen = next((c for c in state.others if c.id == chase_id), None)
    if chosen is None:
        raise ValueError("there is no other chase by that number")
    others = tuple(
        sorted([*(c for c in state.others if c.id != chase_id), replace(state, others=())], key=lambda c: c.id)
    )
    return Outcome(replace(chosen, others=others), f"Turning to {chosen.name}")


def close_chase(state: ChaseState) -> Outcome[ChaseState]:
    """The chase in front is over while others go on: it closes and the next one comes to the front."""
    if not state.others:
        raise ValueError("this is the only chase: end it instead")
    following, *rest = state.others
    return Outcome(
        replace(following, others=tuple(rest)), f"{state.name} is over", (f"{following.name} comes to the front",)
    )


def _version_2(data: dict) -> dict:
    """Version 2: a barrier may be broken down (`broken`), a fighter's armour may be a vehicle's (`armour_from`)."""
    for chase in (data, *data.get("others", ())):
        if not isinstance(chase, dict):
            continue
        for place in chase.get("locations", ()):
            if isinstance(place, dict):
                place.setdefault("broken", False)
        for runner in chase.get("runners", ()):
            if isinstance(runner, dict) and isinstance(runner.get("fighter"), dict):
                runner["fighter"].setdefault("armour_from", "")
    return data


CODEC = SceneCodec(
    "chase",
    ChaseState,
    "the chase",
    version=2,
    upgrades={1: _version_2},
    labels={**FIGHT_LABELS, Runner: "participant", Location: "chase location", ChaseState: "chase"},
)
