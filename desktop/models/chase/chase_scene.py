"""The Chase tab's scene on the kernel: its state as JSON, participants made from roster sheets or typed in, the
people in it linked to the roster as a fight's are (wounds reach the Roster as effects), and the participants table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont

from desktop.models.live_scene import Scene
from desktop.models.marks import MUTED, Badge, MarkRole, condition_badges
from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.chase import boarding as boarding
from desktop.rules.chase import chase_state as rules
from desktop.rules.chase import fighting as harm
from desktop.rules.chase import moves as moves
from desktop.rules.chase import setup as setup
from desktop.rules.chase import to_fight as to_fight
from desktop.rules.chase import vehicles as vehicle_rules
from desktop.rules.chase.chase_state import ChaseState, Location, Runner
from desktop.rules.chase.movement import Vehicle, chase_skill, mph, vehicle_tables
from desktop.rules.combat.actions import Defence
from desktop.rules.combat.fight import Combatant, EncounterState, Side, combatant_from_sheet
from desktop.rules.roster.sheet import CharacterSheet, Kind, text_problem
from desktop.rules.scene import Outcome, participant_effects
from desktop.store.campaign_bestiary import specials_of


def vehicles() -> dict[str, Vehicle]:
    return {v.name: v for v in vehicle_tables()[0]}


def _people(chase: ChaseState) -> list[Combatant]:
    return [r.fighter for r in chase.runners if r.fighter is not None]


class ChaseScene(Scene[ChaseState]):
    """The campaign's chase under way: set-up, the track, and every move, attack and mishap as one undo step."""

    codec = rules.CODEC

    # --- the people in it are the roster's --------------------------------------------------------------------------

    def participants(self, state: ChaseState) -> list[Combatant]:
        """The people of every chase of the scene (a vehicle is not one: its driver and passengers are)."""
        return [person for chase in state.every_chase for person in _people(chase)]

    def settle(self, before: ChaseState, outcome: Outcome[ChaseState]) -> Outcome[ChaseState]:
        """The one diff of participants, chase by chase (matched by their id: a chase split off counts its keys on
        from the one it left)."""
        was = {c.id: c for c in before.every_chase}
        effects = [
            effect
            for chase in outcome.state.every_chase
            if chase.id in was
            for effect in participant_effects(_people(was[chase.id]), _people(chase))
        ]
        return outcome.with_effects(effects)

    def with_participants(self, state: ChaseState, fresh: Callable) -> ChaseState:
        def each(chase: ChaseState) -> ChaseState:
            runners = tuple(replace(r, fighter=fresh(r.fighter)) if r.fighter else r for r in chase.runners)
            return replace(chase, runners=runners)

        return replace(each(state), others=tuple(each(other) for other in state.others))

    # --- participants -----------------------------------------------------------------------------------------

    def runner_from_sheet(
        self,
        character_id: int | None,
        sheet: CharacterSheet,
        side: str,
        vehicle: str = "",
        twenties: bool = False,
        aptitude: str = "",
    ) -> Runner:
        """A participant from a roster sheet (or a typed one, `character_id` None): on foot, CON for speed and DEX
        for hazards; in a vehicle, its driving skill for both. A monster's aptitude sets its hazard skill from DEX
        (apt DEX, neither half, inept a fifth)."""
        state = self.state or ChaseState()
        taken = (
            [r for r in state.runners if r.fighter and r.fighter.character_id == character_id]
            if (character_id is not None)
            else []
        )
        copy = character_id is None or bool(taken) or sheet.filled().kind is Kind.MONSTER
        name = sheet.name.strip() + (f" {len(taken) + 1}" if taken else "")
        fighter = combatant_from_sheet(state.next_key, sheet, character_id, name=name, copy=copy)
        fighter = replace(fighter, specials=specials_of(sheet))  # a roster Ghoul has the bestiary ghoul's hide
        move_skill = chase_skill(fighter.dex, aptitude) if aptitude else fighter.dex
        if not vehicle:
            return Runner(0, name, side, fighter.dex, fighter.mov, fighter.con, move_skill, fighter=fighter)
        in_it = self.in_vehicle(
            Runner(0, name, side, fighter.dex, fighter.mov, fighter.con, move_skill, fighter=fighter), vehicle, twenties
        )
        return replace(in_it, speed_skill=move_skill, move_skill=move_skill) if aptitude else in_it

    def runner_from_creature(
        self, name: str, side: str, vehicle: str = "", twenties: bool = False, aptitude: str = ""
    ) -> Runner:
        """A bestiary creature: its listed MOV, and its chase aptitude unless the Keeper picks another."""
        from desktop.store.campaign_bestiary import creature_named

        creature = creature_named(name)
        state = self.state or ChaseState()
        taken = sum(1 for r in state.runners if r.name.rstrip("0123456789 ") == name)
        label = f"{name} {taken + 1}" if taken else name
        runner = self.runner_from_sheet(
            None, creature.sheet(label), side, vehicle, twenties, aptitude or creature.aptitude
        )
        # Its armour and specials go with it: a ghoul's hide halves the bullets fired at it in a chase too.
        fighter = replace(runner.fighter, armour=creature.armour, specials=creature.specials)
        runner = replace(runner, fighter=fighter)
        return runner if vehicle else replace(runner, mov=creature.mov)

    @staticmethod
    def in_vehicle(runner: Runner, vehicle: str, twenties: bool = False) -> Runner:
        """The participant at the wheel of a vehicle from the charts, driving with its skill (Drive Auto, Pilot,
        Ride; the skills table's base when the sheet lacks it)."""
        found = vehicles().get(vehicle)
        if found is None:
            raise ValueError(f"Vehicle: there is no {vehicle!r} in the vehicle charts")
        skill = runner.fighter.skill(found.skill) if runner.fighter else 20
        return replace(
            runner,
            vehicle=found.name,
            mov=found.mov_in(twenties),
            speed_skill=skill,
            move_skill=skill,
            build=found.build,
            build_start=found.build,
            armour=found.armour,
        )

    def _as(self, key: int) -> tuple[int | None, str] | None:
        """The journal's "who" for a step about one participant: the roster character, if any, and the name."""
        if self.state is None:
            return None
        try:
            runner = self.state.get(key)
        except ValueError:
            return None
        return (runner.fighter.character_id if runner.fighter else None, runner.name)

    def _do(self, operation: Callable[[ChaseState], Outcome[ChaseState]]) -> Outcome[ChaseState]:
        if self.state is None:
            return self.begin_with(ChaseState(), operation)
        return self.step(operation)

    def add(self, runner: Runner, location: int | None = None) -> Outcome[ChaseState]:
        """Before the chase: into the set-up. Once it runs: joining mid-chase at `location` (a speed roll)."""

        def keyed(state: ChaseState) -> Runner:
            return replace(runner, fighter=replace(runner.fighter, key=state.next_key) if runner.fighter else None)

        if self.state is not None and self.state.round:
            return self.step(lambda s: setup.join(s, keyed(s), location or 0, self.dice))
        return self._do(lambda s: setup.add_runner(s, keyed(s)))

    def add_copies(self, runner: Runner, copies: int, location: int | None = None) -> Outcome[ChaseState]:
        """ "3 × Cultist" in one step, as Combat adds them: numbered copies of a participant (each its own HP, linked to
        nobody), into the set-up or joining mid-chase at `location`, each with a speed roll. An investigator comes
        once."""
        if not 1 <= copies <= 20:
            raise ValueError("Copies must be between 1 and 20")
        if copies == 1:
            return self.add(runner, location)
        fighter = runner.fighter
        if fighter is not None and fighter.linked and fighter.side is Side.INVESTIGATORS:
            raise ValueError(f"Copies: {runner.name} is an investigator, who comes once")
        base = runner.name.rstrip("0123456789 ") if fighter is None or not fighter.linked else runner.name
        state = self.state or ChaseState()
        taken = sum(1 for r in state.runners if r.name == base or r.name.rstrip("0123456789 ") == base)
        made = []
        for n in range(copies):
            name = f"{base} {taken + n + 1}"
            copy = replace(fighter, name=name, linked=False) if fighter is not None else None
            made.append(replace(runner, name=name, fighter=copy))

        def operation(state: ChaseState) -> Outcome[ChaseState]:
            lines, checks, current = [], [], state
            for one in made:
                keyed = replace(one, fighter=replace(one.fighter, key=current.next_key) if one.fighter else None)
                step = (
                    setup.join(current, keyed, location or 0, self.dice)
                    if current.round
                    else setup.add_runner(current, keyed)
                )
                current, lines, checks = step.state, [*lines, step.what, *step.lines], [*checks, *step.checks]
            return Outcome(current, f"{copies} × {base} join the chase", tuple(lines), (), tuple(checks))

        return self._do(operation)

    def add_passenger(self, runner: Runner, vehicle_key: int, copies: int = 1) -> Outcome[ChaseState]:
        """Someone new as a passenger of a vehicle already in the chase, on its side (set-up or mid-chase); one at a
        time (`copies` other than 1 refused)."""

        def keyed(state: ChaseState) -> Runner:
            return replace(runner, fighter=replace(runner.fighter, key=state.next_key) if runner.fighter else None)

        return self.step(lambda s: boarding.add_passenger(s, keyed(s), vehicle_key, copies))

    @staticmethod
    def typed_runner(name: str, side: str, dex: int, con: int, mov: int, hp: int, aptitude: str = "") -> Runner:
        """A participant typed in (a dog, a stranger): its own hit points, linked to nobody."""
        fighter = Combatant(0, name.strip(), Side.OPPONENTS, dex=dex, con=con, max_hp=hp, hp=hp, mov=mov)
        move_skill = chase_skill(dex, aptitude) if aptitude else dex
        return Runner(0, name.strip(), side, dex, mov, con, move_skill, fighter=fighter)

    @staticmethod
    def checked(runner: Runner) -> Runner:
        """The participant as it may join a chase, or ValueError saying why not (its name and numbers)."""
        if problem := setup.runner_problem(runner):
            raise ValueError(problem)
        return runner

    def start(self, name: str) -> Outcome[ChaseState]:
        """Begin a new chase (a blank name is "Chase")."""
        if problem := text_problem(name, "The chase's name"):
            raise ValueError(problem)
        name = name.strip() or "Chase"
        return self.begin(ChaseState(name), f"Chase begins: {name}")

    def remove(self, key: int) -> Outcome[ChaseState]:
        return self.step(lambda s: setup.remove_runner(s, key))

    def rename(self, name: str) -> Outcome[ChaseState]:
        if problem := text_problem(name, "The chase's name", required=True):
            raise ValueError(problem)
        return self._do(lambda s: Outcome(replace(s, name=name.strip()), f"The chase is called {name.strip()}"))

    def speed_rolls(self) -> Outcome[ChaseState]:
        return self.step(lambda s: setup.speed_rolls(s, self.dice))

    def cut_to_the_chase(self, locations: int = 10) -> Outcome[ChaseState]:
        return self.step(lambda s: setup.cut_to_the_chase(s, locations))

    def random_locations(self, count: int, bonus: int = 0, penalty: int = 0, hidden: bool = False) -> Outcome:
        return self._do(lambda s: setup.random_locations(s, count, self.dice, bonus, penalty, hidden))

    def set_location(self, index: int, location: Location) -> Outcome[ChaseState]:
        return self.step(lambda s: setup.set_location(s, index, location))

    def reveal(self, index: int) -> Outcome[ChaseState]:
        return self.step(lambda s: setup.reveal(s, index))

    def move(self, key: int, cautious: int = 0, locations: int = 1, skill: int | None = None) -> Outcome[ChaseState]:
        return self.step(lambda s: moves.move(s, key, self.dice, cautious, locations, skill), self._as(key))

    def advance(self, key: int, distance: int) -> Outcome[ChaseState]:
        return self.step(lambda s: moves.advance(s, key, distance, self.dice), self._as(key))

    def navigate(self, key: int, skill: int, who: str = "the navigator") -> Outcome[ChaseState]:
        return self.step(lambda s: moves.navigate(s, key, skill, self.dice, who), self._as(key))

    def split(self, keys: list[int], name: str) -> Outcome[ChaseState]:
        return self.step(lambda s: moves.split(s, keys, name))

    def turn_to(self, chase_id: int) -> Outcome[ChaseState]:
        return self.step(lambda s: moves.turn_to(s, chase_id))

    def close_chase(self) -> Outcome[ChaseState]:
        return self.step(moves.close_chase)

    def board(self, key: int, vehicle_key: int) -> Outcome[ChaseState]:
        return self.step(lambda s: boarding.board(s, key, vehicle_key), self._as(key))

    def alight(self, key: int) -> Outcome[ChaseState]:
        return self.step(lambda s: boarding.alight(s, key, self.dice), self._as(key))

    def next_round(self) -> Outcome[ChaseState]:
        return self.step(moves.next_round)

    def set_out(self, key: int, reason: str) -> Outcome[ChaseState]:
        return self.step(lambda s: moves.set_out(s, key, reason), self._as(key))

    def switch(self, key: int, vehicle: str, twenties: bool = False) -> Outcome[ChaseState]:
        """Into a vehicle from the charts, or out of one ("" for on foot): a fresh speed roll."""

        def operation(state: ChaseState) -> Outcome[ChaseState]:
            runner = state.get(key)
            fighter = runner.fighter or Combatant(key, runner.name, Side.OPPONENTS)
            if not vehicle:
                return moves.switch(state, key, "", fighter.mov, fighter.con, fighter.dex, dice=self.dice)
            car = self.in_vehicle(runner, vehicle, twenties)
            return moves.switch(
                state, key, car.vehicle, car.mov, car.speed_skill, car.move_skill, car.build, car.armour, self.dice
            )

        return self.step(operation)

    def lowest_luck(self) -> int:
        """The group Luck roll is the lowest Luck among the investigators in the chase."""
        state = self.refreshed(self.state) if self.state else ChaseState()
        lucks = [r.fighter.luck for r in state.in_chase if r.fighter and r.fighter.side is Side.INVESTIGATORS]
        return min(lucks, default=50)

    def sudden_hazard(self, caller: str) -> Outcome[ChaseState]:
        luck = self.lowest_luck()
        return self.step(lambda s: moves.sudden_hazard(s, caller, luck, self.dice))

    def break_barrier(self, key: int, damage: str = "") -> Outcome[ChaseState]:
        return self.step(lambda s: vehicle_rules.break_barrier(s, key, self.dice, damage), self._as(key))

    def pass_barrier(self, key: int, skill: int | None = None) -> Outcome[ChaseState]:
        return self.step(lambda s: vehicle_rules.pass_barrier(s, key, self.dice, skill), self._as(key))

    def collide(self, key: int, severity: str) -> Outcome[ChaseState]:
        return self.step(lambda s: vehicle_rules.collide(s, key, severity, self.dice), self._as(key))

    def hurt(self, key: int, damage: str, why: str = "") -> Outcome[ChaseState]:
        return self.step(lambda s: vehicle_rules.hurt(s, key, damage, self.dice, why), self._as(key))

    def crash(self, key: int) -> Outcome[ChaseState]:
        return self.step(lambda s: vehicle_rules.crash(s, key, self.dice), self._as(key))

    def wreck_fate(self, key: int) -> Outcome[ChaseState]:
        return self.step(lambda s: vehicle_rules.wreck_fate(s, key, self.dice), self._as(key))

    def attack(
        self,
        key: int,
        target: int,
        weapon: str | None,
        distance: float | None = None,
        steady: bool = False,
        defence: Defence | None = None,
        defender_weapon: str | None = None,
        shots: int = 1,
    ) -> Outcome[ChaseState]:
        """An attack as regular combat: the target dodges, fights back (with `defender_weapon`) or does nothing."""
        return self.step(
            lambda s: harm.attack(
                s,
                key,
                target,
                self.dice,
                weapon=weapon,
                distance=distance,
                steady=steady,
                defence=defence,
                defender_weapon=defender_weapon,
                shots=shots,
            ),
            self._as(key),
        )

    def reload(self, key: int, weapon: str) -> Outcome[ChaseState]:
        return self.step(lambda s: harm.reload(s, key, weapon), self._as(key))

    def clear_jam(self, key: int) -> Outcome[ChaseState]:
        return self.step(lambda s: harm.clear_jam(s, key), self._as(key))

    def end_move(self, key: int) -> Outcome[ChaseState]:
        return self.step(lambda s: moves.end_move(s, key), self._as(key))

    def send_to_fight(self, location: int, keys: dict[int, int]) -> Outcome[ChaseState]:
        """Those at a location go into the fight the session has begun for them (their keys there, by their keys
        here)."""
        return self.step(lambda s: to_fight.send_to_fight(s, location, keys))

    def back_from_fight(self, fight: EncounterState) -> Outcome[ChaseState]:
        """The fight they went into is over: those it took, in whichever chase of the scene, are back as it left
        them (matched by their key there and their name)."""
        by_key = {c.key: c for c in fight.combatants}

        def operation(state: ChaseState) -> Outcome[ChaseState]:
            lines: list[str] = []
            what = ""

            def back(chase: ChaseState) -> ChaseState:
                nonlocal what
                if not any(r.in_fight for r in chase.runners):
                    return chase
                fought = {}
                for r in chase.runners:
                    found = by_key.get(r.in_fight) if r.in_fight else None
                    fought[r.key] = found if found and r.fighter and found.name == r.fighter.name else None
                done = to_fight.back_from_fight(chase, fought)
                lines.extend(done.lines)
                what = what or done.what
                return done.state

            front = back(replace(state, others=()))
            others = tuple(back(other) for other in state.others)
            if not what:
                raise ValueError("nobody in the chase is away in a fight")
            return Outcome(replace(front, others=others), what, tuple(lines))

        return self.step(operation)

    @property
    def away_in_fight(self) -> list[Runner]:
        """Those of every chase of the scene who are away in a fight."""
        return [r for c in self.state.every_chase for r in c.runners if r.in_fight] if self.state else []

    def ram(self, key: int, target: int) -> Outcome[ChaseState]:
        return self.step(lambda s: harm.ram(s, key, target, self.dice), self._as(key))

    def shoot_tyre(
        self, key: int, target: int, weapon: str, distance: float | None = None, shots: int = 1, steady: bool = False
    ) -> Outcome[ChaseState]:
        return self.step(
            lambda s: harm.shoot_tyre(
                s, key, target, self.dice, weapon=weapon, distance=distance, shots=shots, steady=steady
            ),
            self._as(key),
        )


# --- the participants table -----------------------------------------------------------------------------------

RUNNER_HEADERS = ("Name", "Side", "On", "MOV", "Place", "Actions", "HP", "Build", "Status")
KEY_ROLE = Qt.ItemDataRole.UserRole + 1


def runner_status(runner: Runner) -> str:
    if runner.out:
        return runner.out
    parts = [runner.condition] if runner.condition else []
    if runner.delay:
        parts.append(f"held up: {runner.delay} movement action{'s' * (runner.delay != 1)} still to lose")
    if runner.attacks and runner.fighter is not None:
        most = runner.fighter.attacks_per_round
        parts.append("has attacked this round" if most == 1 else f"{runner.attacks} of {most} attacks made")
    if runner.in_fight:
        parts.append("in a fight (the Combat tab)")
    if runner.fighter is not None and runner.fighter.state != "Fighting":
        parts.append(runner.fighter.state.lower())
    if runner.navigated:
        parts.append("navigator's help ready")
    return ", ".join(parts) or "in the chase"


def runner_badges(runner: Runner) -> tuple[Badge, ...]:
    """The status column as badges: the vehicle's state, the person's wounds (dead, dying, unconscious, major wound)
    and being out of the chase, then the rest of the status in words; () when nothing needs colour."""
    held = set(runner.fighter.conditions) if runner.fighter is not None else set()
    if runner.condition:
        held.add(runner.condition)
    badges = condition_badges(held)
    if not badges:
        return ()
    said = {b.text.casefold() for b in badges}
    rest = [part for part in runner_status(runner).split(", ") if part.casefold() not in said]
    return (*badges, *(Badge(part) for part in rest if part))


def ride_of(state: ChaseState | None, runner: Runner) -> Runner | None:
    """The vehicle a passenger rides in, or None."""
    if not runner.aboard or state is None:
        return None
    return next((r for r in state.runners if r.key == runner.aboard), None)


def shown_mov(state: ChaseState | None, runner: Runner) -> int:
    """The MOV a participant goes at: a passenger's is their vehicle's."""
    ride = ride_of(state, runner)
    return ride.mov if ride is not None else runner.mov


def theirs(state: ChaseState | None, runner: Runner) -> bool:
    """Whether the players may see a participant's numbers: an investigator, or a vehicle carrying one."""
    people = [runner, *(state.passengers(runner.key) if state else ())]
    return any(p.fighter is not None and p.fighter.side is Side.INVESTIGATORS for p in people)


def runner_tip(state: ChaseState | None, runner: Runner, keeper: bool = True) -> str:
    """What hovering a participant tells: on foot, driving or riding in which vehicle, its speed and actions, and
    its HP and Build — on the players' window only for the investigators' own, as the fight's page does."""
    ride = ride_of(state, runner)
    if ride is not None:
        how = f", a passenger in {rules.driven_by(ride)}"
    else:
        how = f", in a {runner.vehicle}" if runner.vehicle else ", on foot"
    lines = [f"{runner.name} — {runner.side}{how}"]
    mov = shown_mov(state, runner)
    speed = f"MOV {mov}" + (f" (about {mph(mov)} mph)" if 5 <= mov <= 20 else "")
    left = runner.actions
    lines.append(
        f"{speed}; " + ("moves with the vehicle" if ride else f"{left} movement action{'s' * (left != 1)} left")
    )
    shown = keeper or theirs(state, runner)
    if runner.fighter is not None and (keeper or runner.fighter.side is Side.INVESTIGATORS):
        lines.append(f"HP {runner.fighter.hp} / {runner.fighter.max_hp}")
    if runner.vehicle and shown:
        lines.append(f"Build {runner.build:g} / {runner.build_start:g}, armour {runner.armour} for the people in it")
    lines.append(runner_status(runner))
    return "\n".join(lines)


class RunnersModel(RowsTableModel):
    """Everyone in the chase in DEX order (those out of it last): where they are and what they have left; the one
    whose move it is marked ▶ and in bold."""

    HEADERS = RUNNER_HEADERS

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Runner] = []
        self._running = False
        self._state: ChaseState | None = None
        self._moving: int | None = None

    def show(self, state: ChaseState | None) -> None:
        self.beginResetModel()
        self._state = state
        self._running = bool(state and state.round)
        runners = state.runners if state else ()
        self._rows = sorted(runners, key=lambda r: (bool(r.out), -r.dex, r.key))
        mover = state.whose_move if state else None
        self._moving = mover.key if mover else None
        self.endResetModel()

    def runner_at(self, row: int) -> Runner:
        return self._rows[row]

    def row_of(self, key: int) -> int:
        return next((i for i, r in enumerate(self._rows) if r.key == key), -1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        if role == KEY_ROLE:
            return r.key
        if role == MarkRole.BADGES:
            return runner_badges(r) if index.column() == 8 else None
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 3:
            mov = shown_mov(self._state, r)
            return f"MOV {mov}: about {mph(mov)} mph" if 5 <= mov <= 20 else f"MOV {mov}"
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 0 and r.key == self._moving:
            return "Their move, in DEX order"
        if role == Qt.ItemDataRole.FontRole and r.key == self._moving:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (3, 4, 5, 6, 7):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == MarkRole.TONE and (r.out or r.dead):  # out of the chase, or dead: drawn muted, in either scheme
            return MUTED
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        match index.column():
            case 0:
                return f"▶ {r.name}" if r.key == self._moving else r.name
            case 1:
                return r.side
            case 2:
                if r.aboard:
                    ride = ride_of(self._state, r)
                    return f"in {rules.whose_vehicle(ride) if ride else 'a vehicle'}"
                return r.vehicle or "foot"
            case 3:
                return str(shown_mov(self._state, r))
            case 4:
                return str(r.location) if self._running and not r.out else "—"
            case 5:
                return str(r.actions) if self._running and not r.out and not r.aboard else "—"
            case 6:
                return f"{r.fighter.hp} / {r.fighter.max_hp}" if r.fighter else "—"
            case 7:
                return f"{r.build:g} / {r.build_start:g}" if r.vehicle else "—"
            case 8:
                return runner_status(r)
        return None
