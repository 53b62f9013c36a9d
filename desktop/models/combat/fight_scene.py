"""The Combat tab's scene: the fight on the scene kernel (operations only: undo, saving and effects are the
kernel's), the initiative table, and the fight forecast on the scene's own worker thread."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QFont

from desktop.models.changes import Changes
from desktop.models.live_scene import Scene
from desktop.models.marks import BADGED, MarkRole, condition_badges
from desktop.models.typed_text import as_typed
from desktop.rules.combat import actions, fight, turn_actions, turn_order
from desktop.rules.combat.fight import Combatant, EncounterState, Side, combatant_from_sheet
from desktop.rules.roster.sheet import Kind, text_problem
from desktop.rules.scene import Outcome, refuse_the_dead
from desktop.store.campaign_bestiary import specials_of

if TYPE_CHECKING:
    from desktop.rules.combat.forecast import ForecastResult

Index = QModelIndex | QPersistentModelIndex


class CombatRole(IntEnum):
    KEY = Qt.ItemDataRole.UserRole + 1


HEADERS = ("", "Name", "Side", "Init.", "HP", "State", "Notes")
STATE_COLUMN = 5
_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        CombatRole.KEY,
        MarkRole.BADGES,
    }
)
_QUIET = {fight.SURPRISED, fight.IN_COVER}


def _notes(c: Combatant) -> str:
    shown = sorted(c.conditions - BADGED)  # those the State column shows as badges are not said again
    extra = []
    if c.armour:
        extra.append(f"armour {c.armour}" + (f" ({c.armour_from})" if c.armour_from else ""))
    if c.readied_firearm:
        extra.append("firearm readied")
    if c.spell:
        extra.append(f"casting {c.spell}" + (f" (round {c.spell_round})" if c.spell_round > 0 else " (DEX + 50)"))
    if c.attacks_per_round > 1:
        extra.append(f"{c.attacks_made}/{c.attacks_per_round} attacks")
    return ", ".join([*shown, *extra])


class InitiativeModel(QAbstractTableModel):
    """The combatants in turn order; the one whose turn it is shown in bold with a marker."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = EncounterState()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._state.combatants)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < 7:
            return HEADERS[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in _ANSWERED or not index.isValid():
            return None
        c = self._state.combatants[index.row()]
        column = index.column()
        current = index.row() == self._state.turn
        if role == CombatRole.KEY:
            return c.key
        if role == MarkRole.BADGES:
            return condition_badges(c.conditions) if column == STATE_COLUMN else None
        if role == Qt.ItemDataRole.FontRole:
            if current:
                font = QFont()
                font.setBold(True)
                return font
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter) if column in (0, 3, 4) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if column != 1:
                return None
            return as_typed(f"{c.name}: DEX {c.dex}, Build {c.build}, MOV {c.mov}, Luck {c.luck}")
        match column:
            case 0:
                return "▶" if current else ("✓" if c.acted else "")
            case 1:
                return c.name
            case 2:
                return c.side.label
            case 3:
                return str(c.initiative) if c.initiative_level is None else f"{c.initiative} ({c.initiative_level})"
            case 4:
                return f"{c.hp} / {c.max_hp}"
            case 5:
                return c.state
            case _:
                return _notes(c)

    def set_state(self, state: EncounterState) -> None:
        same_rows = [c.key for c in state.combatants] == [c.key for c in self._state.combatants]
        self._state = state
        if same_rows and state.combatants:
            self.dataChanged.emit(self.index(0, 0), self.index(len(state.combatants) - 1, len(HEADERS) - 1))
        elif not same_rows:
            self.beginResetModel()
            self.endResetModel()

    def row_of(self, key: int) -> int:
        return next((i for i, c in enumerate(self._state.combatants) if c.key == key), -1)


def _told(outcome: Outcome, lines: tuple[str, ...]) -> Outcome:
    """The fight's step, told with the casting's own story after it (its rolls, its cost, a POW contest)."""
    return replace(outcome, lines=(*(outcome.lines or (outcome.what,)), *lines))


class Encounter(Scene[EncounterState]):
    """The active fight of the open campaign: its operations on the scene kernel, and the fight forecast."""

    codec = fight.CODEC

    forecast_progress = Signal(int)
    forecast_done = Signal(object)
    forecast_cleared = Signal()  # the fight changed: a forecast shown is out of date
    forecast_failed = Signal(str)  # the simulation raised: what to tell the Keeper (the traceback is in the log)

    def ready(self) -> None:
        self.model = InitiativeModel(self)
        self.model.set_state(self.state or EncounterState())
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _ForecastBridge()
        self._bridge.progress.connect(self._forecast_progress)
        self._bridge.done.connect(self._forecast_finished)
        self._bridge.failed.connect(self._forecast_broke)
        self._run_id = 0
        self._cancel: _Cancel | None = None
        self._result_shown = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # --- the kernel's hooks ---------------------------------------------------------------------------------------

    def participants(self, state: EncounterState) -> tuple[Combatant, ...]:
        return state.combatants

    def with_participants(self, state: EncounterState, fresh: Callable) -> EncounterState:
        return replace(state, combatants=tuple(fresh(c) for c in state.combatants))

    def shown(self, state: EncounterState | None) -> None:
        self.model.set_state(state or EncounterState())

    def follow(self, changes: Changes) -> None:
        """A roster edit to a linked investigator shows in the fight at once (the kernel's); any change to the fight
        or to those in it makes a forecast out of date."""
        before = self.state
        super().follow(changes)
        if self.state is not before or changes.touches_scene(self.kind):
            self._fight_changed()

    def _act(self, operation: Callable[[EncounterState], Outcome], actor_key: int | None = None) -> Outcome:
        actor = None
        if actor_key is not None and self.state is not None:
            who = self.state.get(actor_key)
            actor = (who.character_id, who.name)
        return self.step(operation, actor)

    # --- the encounter ------------------------------------------------------------------------------------------

    def start(self, name: str) -> Outcome:
        """Begin a new fight."""
        problem = text_problem(name, "Encounter name", required=True)
        if problem:
            raise ValueError(problem)
        return self.begin(EncounterState(name=name.strip()), f"{name.strip()} begins")

    def add_from_roster(self, character_id: int, copies: int = 1, side: Side | None = None) -> Outcome:
        """Add a roster character; NPCs and monsters can come as several numbered copies, each with its own HP."""
        if not 1 <= copies <= 20:
            raise ValueError("Copies must be between 1 and 20")
        sheet = self.session.sheet(character_id)
        refuse_the_dead(sheet.name, sheet.conditions, "the dead do not join a fight")
        existing = sum(1 for c in self.state.combatants if c.character_id == character_id) if self.state else 0
        if sheet.kind is Kind.INVESTIGATOR and (copies > 1 or existing):
            raise ValueError(f"{sheet.name} is in the fight already: an investigator comes once")

        specials = specials_of(sheet)

        def add(state: EncounterState) -> Outcome:
            lines, checks, current = [], [], state
            numbered = copies > 1 or existing
            if specials:
                lines.append(f"{sheet.name}: as the bestiary's {sheet.name}, {specials.describe()}")
            for n in range(copies):
                name = f"{sheet.name} {existing + n + 1}" if numbered else sheet.name
                fighter = combatant_from_sheet(0, sheet, character_id, name=name, side=side, copy=bool(numbered))
                fighter = replace(fighter, specials=specials)
                step = turn_order.add_combatant(current, fighter, self.dice)
                current, lines, checks = step.state, [*lines, *step.lines], [*checks, *step.checks]
            title = f"{sheet.name} joins the fight" if copies == 1 else f"{copies} × {sheet.name} join the fight"
            return Outcome(current, title, tuple(lines), checks=tuple(checks))

        return self._act(add)

    def add_from_bestiary(self, name: str, copies: int = 1, side: Side | None = None, rolled: bool = False) -> Outcome:
        """Creatures straight from the bestiary: "3 × Deep One", each copy with average or rolled hit points, its
        armour, MOV and specials (a ghoul's hide halving bullets) as listed."""
        from desktop.store.campaign_bestiary import creature_named

        creature = creature_named(name)
        if not 1 <= copies <= 20:
            raise ValueError("Copies must be between 1 and 20")
        existing = sum(1 for c in self.state.combatants if c.name.rstrip("0123456789 ") == name) if self.state else 0

        def add(state: EncounterState) -> Outcome:
            lines, checks, current = [], [], state
            numbered = copies > 1 or existing
            for n in range(copies):
                label = f"{name} {existing + n + 1}" if numbered else name
                fighter = creature.combatant(
                    0, label, side or Side.OPPONENTS, creature.rolled(self.dice) if rolled else None
                )
                step = turn_order.add_combatant(current, fighter, self.dice)
                lines.append(f"{label}: {fighter.hp} HP" + (" (rolled)" if rolled else " (average)"))
                current, lines, checks = step.state, [*lines, *step.lines], [*checks, *step.checks]
            title = f"{name} joins the fight" if copies == 1 else f"{copies} × {name} join the fight"
            return Outcome(current, title, tuple(lines), checks=tuple(checks))

        return self._act(add)

    def remove(self, key: int) -> Outcome:
        return self._act(lambda s: turn_order.remove_combatant(s, key))

    def move(self, key: int, delta: int) -> Outcome:
        return self._act(lambda s: turn_order.move_combatant(s, key, delta))

    def set_readied(self, key: int, readied: bool) -> Outcome:
        return self._act(lambda s: turn_order.set_readied_firearm(s, key, readied))

    def update_combatant(self, key: int, what: str, **changes) -> Outcome:
        """The Keeper's settings for one combatant: armour, side, never outnumbered."""

        def change(state: EncounterState) -> Outcome:
            return Outcome(state.with_combatant(replace(state.get(key), **changes)), what)

        return self._act(change)

    def roll_initiative(self) -> Outcome:
        return self._act(lambda s: turn_order.roll_initiative(s, self.dice))

    def surprise(self, key: int, skill: str) -> Outcome:
        return self._act(lambda s: turn_order.surprise_check(s, key, skill, self.dice), key)

    def next_turn(self) -> Outcome:
        return self._act(turn_order.next_turn)

    def next_round(self) -> Outcome:
        return self._act(lambda s: turn_order.next_round(s, self.dice))

    # --- actions ------------------------------------------------------------------------------------------------

    def melee(self, attacker: int, target: int, **options) -> Outcome:
        return self._act(lambda s: actions.melee_attack(s, attacker, target, self.dice, **options), attacker)

    def shoot(self, shooter: int, target: int, **options) -> Outcome:
        return self._act(lambda s: actions.shoot(s, shooter, target, self.dice, **options), shooter)

    def full_auto(self, shooter: int, **options) -> Outcome:
        return self._act(lambda s: actions.full_auto(s, shooter, self.dice, **options), shooter)

    def dive_for_cover(self, key: int) -> Outcome:
        return self._act(lambda s: turn_actions.dive_for_cover(s, key, self.dice), key)

    def aim(self, key: int) -> Outcome:
        return self._act(lambda s: turn_actions.aim(s, key), key)

    def reload(self, key: int, weapon: str) -> Outcome:
        return self._act(lambda s: turn_actions.reload(s, key, weapon), key)

    def clear_jam(self, key: int) -> Outcome:
        return self._act(lambda s: turn_actions.clear_jam(s, key), key)

    def flee(self, key: int, escape_route: bool) -> Outcome:
        return self._act(lambda s: turn_actions.flee(s, key, escape_route), key)

    def other(self, key: int, text: str) -> Outcome:
        return self._act(lambda s: turn_actions.other_action(s, key, text), key)

    def known_spells(self, key: int) -> list[str]:
        """The spells a linked investigator knows (learned in the Tomes tab)."""
        from desktop.models.tomes.tomes_scene import TomesScene

        who = self.state.get(key) if self.state else None
        if who is None or not who.linked or who.character_id is None:
            return []
        tomes = self.session.scene(TomesScene).state
        return [k.spell for k in tomes.known if k.character_id == who.character_id] if tomes else []

    def cast_spell(self, key: int, spell: str, target: int | None = None) -> Outcome:
        """A spell as the combatant's action, one undo step: its cost and first-casting roll through the Tomes
        rules (MP, SAN, HP on the roster), then its place in the order: instant on DEX + 50, else on DEX later.
        After a failed first casting, casting again pushes it. A spell that calls for an opposed POW roll is cast
        on `target` (a combatant's key) and the roll is made here."""
        from desktop.models.tomes.tomes_scene import TomesScene

        who = self.state.get(key) if self.state else None
        if who is None:
            raise ValueError("select who casts")
        if refusal := self.cast_refusal(key, spell):
            raise ValueError(refusal)
        if spell not in self.known_spells(key):
            raise ValueError(f"{who.name} does not know {spell}")
        tomes = self.session.scene(TomesScene)
        known = tomes.spells()[spell]
        rounds = known.rounds()
        if rounds is None:
            raise ValueError(f"{spell} takes {known.casting_time}: too long to cast in a fight")
        victim = self.state.get(target) if target is not None else None
        if known.opposed_pow and (victim is None or victim.key == key):
            raise ValueError(f"{spell} is cast on someone else in the fight: pick its target")
        push = self.first_casting_failed(key, spell)
        with self.session.one_step(self.tr("{} casts {}").format(who.name, spell)):
            aim = (victim.name, victim.power) if known.opposed_pow else None
            # The fight's dice roll the casting too.
            said = tuple(tomes.cast(who.character_id, spell, push_failed=push, target=aim, dice=self.dice).lines)
            known_now = tomes.known(who.character_id, spell)
            if known_now is not None and known_now.failed_first:  # it failed: nothing spent, nothing cast
                return self._act(
                    lambda s: _told(turn_actions.other_action(s, key, f"fails to cast {spell}"), said), key
                )
            return self._act(lambda s: _told(turn_order.cast_spell(s, key, spell, rounds), said), key)

    def cast_refusal(self, key: int, spell: str = "") -> str | None:
        """Why this combatant cannot cast (or push the casting of) `spell` now, or None: a casting is the round's
        action, so a push after a failed first casting waits for the next round."""
        who = self.state.get(key) if self.state else None
        if who is None:
            return "select who casts"
        refusal = fight.action_refusal(self.state, who)
        if refusal and spell and self.first_casting_failed(key, spell):
            return f"{refusal}, when {who.their} push of the casting of {spell} can be made"
        return refusal

    def first_casting_failed(self, key: int, spell: str) -> bool:
        """Whether this combatant's first casting of `spell` failed and may be pushed (casting again pushes it)."""
        from desktop.models.tomes.tomes_scene import TomesScene

        who = self.state.get(key) if self.state else None
        if who is None or who.character_id is None:
            return False
        known = self.session.scene(TomesScene).known(who.character_id, spell)
        return bool(known and known.failed_first and known.may_push)

    def first_aid(self, healer: int, patient: int) -> Outcome:
        return self._act(lambda s: turn_actions.give_first_aid(s, healer, patient, self.dice), healer)

    def medicine(self, healer: int, patient: int, same_day: bool = True) -> Outcome:
        return self._act(lambda s: turn_actions.give_medicine(s, healer, patient, self.dice, same_day), healer)

    # --- forecast -----------------------------------------------------------------------------------------------

    def start_forecast(self, fights: int) -> None:
        """Simulate `fights` fights of the encounter as it stands, on the scene's own worker thread; progress and
        the result come back by signal. A newer run replaces an older one, whose results are then dropped."""
        if self.state is None or len({c.side for c in self.state.combatants if c.able}) < 2:
            raise ValueError("the forecast needs someone able to fight on each side")
        if not 100 <= fights <= 100_000:
            raise ValueError("Fights must be between 100 and 100,000")
        from desktop.rules.combat.forecast import simulate  # here, not in the worker: only a forecast needs it

        self.cancel_forecast()
        self._run_id += 1
        run_id, cancel, bridge, state = self._run_id, _Cancel(), self._bridge, self.state
        self._cancel = cancel

        def run() -> None:
            def report(done: int) -> bool:
                if not cancel.is_set():
                    bridge.progress.emit(run_id, done)
                return not cancel.is_set()

            try:
                result = simulate(state, fights, progress=report, chunk=500)
            except Exception as exc:  # a rule the simulation could not play: stop, log it, and say so
                from desktop.crashlog import logger

                logger().exception("The fight forecast failed")
                bridge.failed.emit(run_id, f"{type(exc).__name__}: {exc}")
                return
            if not cancel.is_set() or cancel.user:
                bridge.done.emit(run_id, result)

        self._pool.start(run)

    @property
    def forecasting(self) -> bool:
        return self._cancel is not None

    def cancel_forecast(self, *, by_user: bool = True) -> None:
        """Stop the running forecast. Stopped by the Keeper, it still reports the fights done so far."""
        if self._cancel is not None:
            self._cancel.user = by_user
            self._cancel.set()

    def _forecast_progress(self, run_id: int, done: int) -> None:
        if run_id == self._run_id and self._cancel is not None:
            self.forecast_progress.emit(done)

    def _forecast_finished(self, run_id: int, result: ForecastResult) -> None:
        if run_id != self._run_id or self._cancel is None:
            return  # a replaced run: its result is out of date
        self._cancel = None
        self._result_shown = True
        self.forecast_done.emit(result)

    def _forecast_broke(self, run_id: int, what: str) -> None:
        if run_id != self._run_id or self._cancel is None:
            return
        self._cancel = None
        self.forecast_failed.emit(
            self.tr(
                "The forecast stopped: the simulation met something it cannot play ({}). The fight itself is "
                "unchanged; the details are in the log."
            ).format(what)
        )

    def _fight_changed(self) -> None:
        """Any change to the fight makes a forecast out of date: stop it, and clear what is shown."""
        if self._cancel is None and not self._result_shown:
            return
        self._result_shown = False
        if self._cancel is not None:
            self.cancel_forecast(by_user=False)
            self._run_id += 1
            self._cancel = None
        self.forecast_cleared.emit()

    def shutdown(self) -> None:
        """Stop the forecast and wait for its thread (at quit, or when the campaign closes)."""
        if self._cancel is not None:
            self.cancel_forecast(by_user=False)
        self._run_id += 1
        self._cancel = None
        self._pool.waitForDone()

    def wait_for_forecast(self) -> None:
        """Block until a running forecast has finished (used when closing)."""
        self._pool.waitForDone()


class _Cancel(threading.Event):
    """A run's cancel flag; `user` says whether the Keeper stopped it (then the partial result is shown)."""

    user = False


class _ForecastBridge(QObject):
    """Carries a run's progress and result from the worker to the GUI thread (queued), tagged with the run's id.

    Not a child of the scene: the worker's closure holds it too, so it outlives a scene deleted while a run ends."""

    progress = Signal(int, int)
    done = Signal(int, object)
    failed = Signal(int, str)
