"""The Combat tab's scene: an Encounter QObject that owns the initiative table and runs every action as one undo
step and one transaction, plus the fight forecast on a worker thread."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QFont

from desktop.models.campaign import CampaignSession, StoreCommand
from desktop.rules import actions, encounter, turn_actions
from desktop.rules.characters import Kind
from desktop.rules.dice import Dice
from desktop.rules.encounter import Combatant, EncounterState, Outcome, Side, combatant_from_sheet
from desktop.rules.forecast import ForecastResult, simulate
from desktop.store import encounters

Index = QModelIndex | QPersistentModelIndex


class CombatRole(IntEnum):
    KEY = Qt.ItemDataRole.UserRole + 1


HEADERS = ("", "Name", "Side", "Init.", "HP", "State", "Notes")
_ANSWERED = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole,
                       Qt.ItemDataRole.TextAlignmentRole, CombatRole.KEY})  # fmt: skip
_QUIET = {encounter.SURPRISED, encounter.IN_COVER}


def _notes(c: Combatant) -> str:
    shown = sorted(c.conditions - {"dead", "dying", "unconscious", "fled"})
    extra = []
    if c.armour:
        extra.append(f"armour {c.armour}")
    if c.readied_firearm:
        extra.append("firearm readied")
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
        if role == Qt.ItemDataRole.FontRole:
            if current:
                font = QFont()
                font.setBold(True)
                return font
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter) if column in (0, 3, 4) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{c.name}: DEX {c.dex}, Build {c.build}, MOV {c.mov}, Luck {c.luck}" if column == 1 else None
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

    def key_at(self, row: int) -> int:
        return self._state.combatants[row].key

    def row_of(self, key: int) -> int:
        return next((i for i, c in enumerate(self._state.combatants) if c.key == key), -1)


class EncounterChange(StoreCommand):
    """One step of the fight: the encounter before and after, each written whole with its journal entry."""

    def __init__(self, scene: Encounter, before: EncounterState | None, outcome: Outcome, actor: Combatant | None):
        super().__init__(outcome.what)
        self._scene = scene
        self._before = before
        self._outcome = outcome
        self._actor = actor

    def apply(self, what: str, kind: str) -> None:
        text = self._outcome.text
        self._scene.written(encounters.save(self._scene.encounter_id, self._outcome.state, what, text,
                                            actor=self._actor), self._outcome.state)  # fmt: skip

    def revert(self, what: str, kind: str) -> None:
        if self._before is None:  # undoing the first step of a new fight ends it
            encounters.end(self._scene.encounter_id, self._outcome.state.name)
            self._scene.written(self._scene.encounter_id, None)
            return
        self._scene.written(encounters.save(self._scene.encounter_id, self._before, what, actor=self._actor),
                            self._before)  # fmt: skip


class EncounterEnded(StoreCommand):
    """Closing a fight: undo reopens it where it stood."""

    def __init__(self, scene: Encounter) -> None:
        super().__init__(f"{scene.state.name} ends")
        self._scene = scene
        self._id = scene.encounter_id
        self._state = scene.state

    def apply(self, what: str, kind: str) -> None:
        encounters.end(self._id, self._state.name)
        self._scene.written(None, None)

    def revert(self, what: str, kind: str) -> None:
        encounters.reopen(self._id, self._state.name)
        self._scene.written(self._id, encounters.refresh_linked(self._state))


class Encounter(QObject):
    """The active fight of the open campaign. Every operation is one undoable, journalled step."""

    changed = Signal()
    forecast_progress = Signal(int)
    forecast_done = Signal(object)

    def __init__(self, session: CampaignSession, dice: Dice | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dice = dice or Dice()
        self.model = InitiativeModel(self)
        found = encounters.active_encounter()
        self.encounter_id: int | None = found[0] if found else None
        self.state: EncounterState | None = found[1] if found else None
        self.model.set_state(self.state or EncounterState())
        self._forecast: _ForecastRun | None = None
        session.character_changed.connect(self._roster_changed)

    @property
    def active(self) -> bool:
        return self.state is not None

    def written(self, encounter_id: int | None, state: EncounterState | None) -> None:
        """Show a state just written (or, with None, that the fight has ended)."""
        self.encounter_id = encounter_id
        self.state = state
        self.model.set_state(state or EncounterState())
        for c in state.combatants if state else ():
            if c.linked and c.character_id is not None:
                self.session.character_written(c.character_id)
        self.session.journal.pull_new()
        self.changed.emit()

    def _roster_changed(self, character_id: int) -> None:
        """A roster edit to a linked investigator shows in the fight at once."""
        if self.state is not None and any(c.character_id == character_id and c.linked for c in self.state.combatants):
            self.state = encounters.refresh_linked(self.state)
            self.model.set_state(self.state)
            self.changed.emit()

    def _step(self, operation: Callable[[EncounterState], Outcome], actor_key: int | None = None) -> Outcome:
        """Run one pure operation and push it as an undo step; raises ValueError (nothing written) when refused."""
        if self.state is None:
            raise ValueError("start an encounter first")
        before = encounters.refresh_linked(self.state)
        outcome = operation(before)
        actor = before.get(actor_key) if actor_key is not None else None
        self.session.push(EncounterChange(self, before, outcome, actor))
        return outcome

    # --- the encounter ------------------------------------------------------------------------------------------

    def start(self, name: str) -> Outcome:
        """Begin a new fight."""
        if not name.strip():
            raise ValueError("Encounter name must not be empty")
        if self.state is not None:
            raise ValueError(f"{self.state.name} is still going: end it first")
        self.encounter_id = None
        outcome = Outcome(EncounterState(name=name.strip()), f"{name.strip()} begins")
        self.session.push(EncounterChange(self, None, outcome, None))
        return outcome

    def end(self) -> None:
        """Close the fight (undoable: Edit > Undo reopens it)."""
        if self.state is None or self.encounter_id is None:
            return
        self.session.push(EncounterEnded(self))

    def add_from_roster(self, character_id: int, copies: int = 1, side: Side | None = None) -> Outcome:
        """Add a roster character; NPCs and monsters can come as several numbered copies, each with its own HP."""
        if not 1 <= copies <= 20:
            raise ValueError("Copies must be between 1 and 20")
        sheet = self.session.sheet(character_id)
        existing = sum(1 for c in self.state.combatants if c.character_id == character_id) if self.state else 0
        if sheet.kind is Kind.INVESTIGATOR and (copies > 1 or existing):
            raise ValueError(f"{sheet.name} is in the fight already: an investigator comes once")

        def add(state: EncounterState) -> Outcome:
            lines, current = [], state
            numbered = copies > 1 or existing
            for n in range(copies):
                name = f"{sheet.name} {existing + n + 1}" if numbered else sheet.name
                fighter = combatant_from_sheet(0, sheet, character_id, name=name, side=side)
                step = encounter.add_combatant(current, fighter, self.dice)
                current, lines = step.state, [*lines, *step.lines]
            title = f"{sheet.name} joins the fight" if copies == 1 else f"{copies} × {sheet.name} join the fight"
            return Outcome(current, title, tuple(lines))

        return self._step(add)

    def remove(self, key: int) -> Outcome:
        return self._step(lambda s: encounter.remove_combatant(s, key))

    def move(self, key: int, delta: int) -> Outcome:
        return self._step(lambda s: encounter.move_combatant(s, key, delta))

    def set_readied(self, key: int, readied: bool) -> Outcome:
        return self._step(lambda s: encounter.set_readied_firearm(s, key, readied))

    def update_combatant(self, key: int, what: str, **changes) -> Outcome:
        """The Keeper's settings for one combatant: armour, side, never outnumbered."""

        def change(state: EncounterState) -> Outcome:
            return Outcome(state.with_combatant(replace(state.get(key), **changes)), what)

        return self._step(change)

    def roll_initiative(self) -> Outcome:
        return self._step(lambda s: encounter.roll_initiative(s, self.dice))

    def surprise(self, key: int, skill: str) -> Outcome:
        return self._step(lambda s: encounter.surprise_check(s, key, skill, self.dice), key)

    def next_turn(self) -> Outcome:
        return self._step(encounter.next_turn)

    def next_round(self) -> Outcome:
        return self._step(lambda s: encounter.next_round(s, self.dice))

    # --- actions ------------------------------------------------------------------------------------------------

    def melee(self, attacker: int, target: int, **options) -> Outcome:
        return self._step(lambda s: actions.melee_attack(s, attacker, target, self.dice, **options), attacker)

    def shoot(self, shooter: int, target: int, **options) -> Outcome:
        return self._step(lambda s: actions.shoot(s, shooter, target, self.dice, **options), shooter)

    def full_auto(self, shooter: int, **options) -> Outcome:
        return self._step(lambda s: actions.full_auto(s, shooter, self.dice, **options), shooter)

    def dive_for_cover(self, key: int) -> Outcome:
        return self._step(lambda s: turn_actions.dive_for_cover(s, key, self.dice), key)

    def aim(self, key: int) -> Outcome:
        return self._step(lambda s: turn_actions.aim(s, key), key)

    def reload(self, key: int, weapon: str) -> Outcome:
        return self._step(lambda s: turn_actions.reload(s, key, weapon), key)

    def clear_jam(self, key: int) -> Outcome:
        return self._step(lambda s: turn_actions.clear_jam(s, key), key)

    def flee(self, key: int, escape_route: bool) -> Outcome:
        return self._step(lambda s: turn_actions.flee(s, key, escape_route), key)

    def other(self, key: int, text: str) -> Outcome:
        return self._step(lambda s: turn_actions.other_action(s, key, text), key)

    def first_aid(self, healer: int, patient: int) -> Outcome:
        return self._step(lambda s: turn_actions.give_first_aid(s, healer, patient, self.dice), healer)

    def medicine(self, healer: int, patient: int, same_day: bool = True) -> Outcome:
        return self._step(lambda s: turn_actions.give_medicine(s, healer, patient, self.dice, same_day), healer)

    # --- forecast -----------------------------------------------------------------------------------------------

    def start_forecast(self, fights: int) -> None:
        """Simulate `fights` fights of the encounter as it stands, on a worker thread; progress and the result
        come back by signal."""
        if self.state is None or len({c.side for c in self.state.combatants if c.able}) < 2:
            raise ValueError("the forecast needs someone able to fight on each side")
        if not 100 <= fights <= 100_000:
            raise ValueError("Fights must be between 100 and 100,000")
        self.cancel_forecast()
        run = _ForecastRun(self.state, fights)
        run.progress.connect(self.forecast_progress)
        run.done.connect(self._forecast_finished)
        self._forecast = run
        QThreadPool.globalInstance().start(run.run)

    def cancel_forecast(self) -> None:
        if self._forecast is not None:
            self._forecast.cancelled = True

    def _forecast_finished(self, result: ForecastResult) -> None:
        self._forecast = None
        self.forecast_done.emit(result)

    def wait_for_forecast(self) -> None:
        """Block until a running forecast has finished (used when closing)."""
        QThreadPool.globalInstance().waitForDone()


class _ForecastRun(QObject):
    """One forecast: `run` works on a pool thread; its signals reach the GUI thread queued. It can be cancelled.

    The pool is given a plain callable rather than a QRunnable subclass, whose C++ side Qt would delete
    while Python still holds it.
    """

    progress = Signal(int)
    done = Signal(object)

    def __init__(self, state: EncounterState, fights: int) -> None:
        super().__init__()
        self.state = state
        self.fights = fights
        self.cancelled = False

    def run(self) -> None:
        def report(done: int) -> bool:
            self.progress.emit(done)
            return not self.cancelled

        self.done.emit(simulate(self.state, self.fights, progress=report, chunk=500))
