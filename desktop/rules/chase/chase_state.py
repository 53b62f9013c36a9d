"""A chase's frozen state: participants on foot or in vehicles, the track's locations, the words, the codec.

Its operations are in `chase_start` (set-up, speed rolls, the track), `chase_moves` (moves, hazards, rounds, splits),
`chase_to_fight` (a fight at a location); barriers and vehicles in `chase_vehicles`, refusals and boarding in
`chase_boarding`, attacks, ramming and tyres in `chase_harm`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop.rules.chase.movement import vehicle_tables
from desktop.rules.checks import Difficulty
from desktop.rules.codec import SceneCodec
from desktop.rules.combat.fight import LABELS as FIGHT_LABELS
from desktop.rules.combat.fight import Combatant
from desktop.rules.scene import Condition, is_dead, refuse_the_dead

FLEEING, PURSUING = "fleeing", "pursuing"
STOPPED = frozenset({Condition.WRECKED, Condition.UNDRIVABLE})  # a vehicle that goes no further
OUT_REASONS = ("escaped", "dropped out", "caught", "out of action")
TYRE_ARMOUR, TYRE_HP = 3, 2
KEEPER, PLAYERS = "Keeper", "players"
DEAD_WHY = "the dead go no further: mark them out of action"
THROWN_CLEAR, CAUGHT = "thrown clear", "caught in the wreck"  # a wreck's fate for each one in it


def _s(n: int) -> str:
    return "s" * (n != 1)


def movement_actions_said(count: int, noun: str = "movement action") -> str:
    """A count of movement actions as a sentence says it: "no movement actions", "1 movement action", "2 …"."""
    return f"no {noun}s" if count == 0 else f"{count} {noun}{_s(count)}"


def their(runner: Runner) -> str:
    """The possessive for a participant: "its" for a monster, "their" for a person (a vehicle's driver)."""
    return runner.fighter.their if runner.fighter is not None else "their"


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
    condition: Condition | None = None  # a vehicle's: IMPAIRED, WRECKED, UNDRIVABLE
    aboard: int = 0  # a passenger: the key of the vehicle they ride in (it moves them; they roll no speed)
    delay: int = 0  # movement actions a failed hazard still takes from the next round (more lost than were left)
    in_fight: int = 0  # away in a fight (the Combat tab): their key there, until the fight ends and they come back
    attacks: int = 0  # attacks made this round (shots at tyres too), against the fighter's attacks a round
    shots: int = 0  # shots fired this round, against the weapon's rate of fire (next_round clears both)
    wreck: str = ""  # a wreck's fate, once rolled for them: THROWN_CLEAR or CAUGHT (getting into a vehicle clears it)

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
                if not r.aboard and not r.in_fight and r.actions > 0 and not r.dead and r.condition not in STOPPED
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
        refuse_the_dead(runner.name, runner.fighter.conditions, DEAD_WHY)
    _not_fighting(runner)
    if runner.condition in STOPPED:
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
        raise ValueError(f"{runner.name} has {movement_actions_said(runner.actions)} left")
    return replace(runner, actions=runner.actions - n)


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


def _version_3(data: dict) -> dict:
    """Version 3: a vehicle's condition is one of the shared conditions, or null for none (it was "")."""
    for chase in (data, *data.get("others", ())):
        if not isinstance(chase, dict):
            continue
        for runner in chase.get("runners", ()):
            if isinstance(runner, dict) and runner.get("condition") == "":
                runner["condition"] = None
    return data


def _version_4(data: dict) -> dict:
    """Version 4: a participant remembers a wreck's fate rolled for them (`wreck`, "" for none)."""
    for chase in (data, *data.get("others", ())):
        if not isinstance(chase, dict):
            continue
        for runner in chase.get("runners", ()):
            if isinstance(runner, dict):
                runner.setdefault("wreck", "")
    return data


CODEC = SceneCodec(
    "chase",
    ChaseState,
    "the chase",
    version=4,
    upgrades={1: _version_2, 2: _version_3, 3: _version_4},
    labels={**FIGHT_LABELS, Runner: "participant", Location: "chase location", ChaseState: "chase"},
)
