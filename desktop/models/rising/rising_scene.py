"""A Cthulhu Rising fight on the scene kernel: its state as JSON, fighters from roster sheets (investigators and
NPCs who come as themselves keep their HP on the Roster), and one undo step per operation."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont

from desktop.models.live_scene import Scene
from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.rising import attacks
from desktop.rules.rising import rising_fight as rules
from desktop.rules.rising.fighters import LOCATIONS, Fighter, RisingState, condition_words, is_dying
from desktop.rules.rising.rising_rules import location_level
from desktop.rules.roster.sheet import CharacterSheet, Kind, text_problem
from desktop.rules.scene import (
    Condition,
    Effect,
    NoteAdded,
    Outcome,
    is_dead,
)

KEY_ROLE = Qt.ItemDataRole.UserRole + 1  # a row's fighter key, the same whatever its row
CHIP_ROLE = Qt.ItemDataRole.UserRole + 2  # the visual language's chip for a cell ("disabled", "dying"), or None
FIGHTER_HEADERS = ("Name", "Side", "SR", "HP", "State", "Locations")
SIDE_WORDS = {"investigators": "Investigators", "opponents": "Opponents"}  # a side as the 7th-edition table says it
STATE_COLUMN, LOCATIONS_COLUMN = 4, 5  # the locations last: the widest words, cut at the table's edge
HEADER_TIPS = {
    2: "Strike rank this round (DEX SR plus modifiers)",
    3: "Total hit points",
    5: "Each hit location hurt, disabled (damage at its hit points) or maimed (at double), with damage / hit points",
}

# A location's level (rules: location_level) in the Keeper's words, and the chip it is shown in.
LEVEL_WORDS = {
    "not set": "HP not set",
    "unhurt": "unhurt",
    "hurt": "hurt",
    "disabled": "disabled",
    "maimed": "maimed or severed",
    "out": "out cold",  # the head, chest or abdomen at double its hit points
}
LEVEL_CHIPS = {"not set": "hidden", "hurt": "wounded", "disabled": "disabled", "maimed": "severed", "out": "severed"}
_SEVERITY = ("unhurt", "not set", "hurt", "disabled", "maimed", "out")


@dataclass(frozen=True)
class LocationView:
    """One hit location of a fighter as the tab shows it."""

    location: str
    damage: int
    hp: int | None
    level: str

    @property
    def words(self) -> str:
        """ "Chest disabled 5/5", "Head unhurt 0/4", "Left arm HP not set"."""
        shown = f" {self.damage}/{self.hp}" if self.hp is not None else ""
        return f"{self.location} {LEVEL_WORDS[self.level]}{shown}"

    @property
    def chip(self) -> str | None:
        return LEVEL_CHIPS.get(self.level)


def location_views(fighter: Fighter) -> tuple[LocationView, ...]:
    """The fighter's seven locations in LOCATIONS order, each with how it stands."""
    return tuple(
        LocationView(loc, damage, hp, location_level(loc, damage, hp))
        for loc, damage, hp in zip(LOCATIONS, fighter.location_damage, fighter.location_hp, strict=True)
    )


def locations_summary(fighter: Fighter) -> tuple[str, str | None]:
    """The Locations cell: the locations not unhurt, worst first ("Chest disabled 5/5, Right arm hurt 1/3"), or
    "all unhurt"; and the chip of the worst one."""
    views = sorted(location_views(fighter), key=lambda v: -_SEVERITY.index(v.level))
    shown = [v for v in views if v.level != "unhurt"]
    if not shown:
        return "all unhurt", None
    return ", ".join(v.words for v in shown), shown[0].chip


def state_chip(fighter: Fighter) -> str | None:
    """The State cell's chip: dead, dying, unconscious, a limb maimed, bleeding; None while fighting."""
    states = set(fighter.states)
    if Condition.DEAD in states:
        return "dead"
    if is_dying(fighter):
        return "dying"
    if Condition.UNCONSCIOUS in states:
        return "unconscious"
    if any(s.endswith(" maimed") for s in states):
        return "severed"
    if Condition.BLEEDING in states:
        return "major wound"
    return None


class FightersModel(RowsTableModel):
    """The fighters in the order they joined: strike rank, total HP, the hit locations hurt (in words, worst first)
    and their state in words; the Locations and State cells carry the chip they are shown in (CHIP_ROLE)."""

    HEADERS = FIGHTER_HEADERS

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[Fighter, ...] = ()

    def show(self, state: RisingState | None) -> None:
        """The fight's fighters; the same fighters as before are changed in place, so a selection stays."""
        fighters = state.fighters if state else ()
        if [f.key for f in fighters] != [f.key for f in self._rows]:
            self.beginResetModel()
            self._rows = fighters
            self.endResetModel()
            return
        self._rows = fighters
        if fighters:
            self.dataChanged.emit(self.index(0, 0), self.index(len(fighters) - 1, len(self.HEADERS) - 1))

    def fighter_at(self, row: int) -> Fighter:
        return self._rows[row]

    def row_of(self, key: int) -> int:
        return next((i for i, f in enumerate(self._rows) if f.key == key), -1)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return HEADER_TIPS.get(section)
        return super().headerData(section, orientation, role)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        f, column = self._rows[index.row()], index.column()
        if role == KEY_ROLE:
            return f.key
        if role == CHIP_ROLE:
            if column == LOCATIONS_COLUMN:
                return locations_summary(f)[1]
            return state_chip(f) if column == STATE_COLUMN else None
        if role == Qt.ItemDataRole.ToolTipRole and column == LOCATIONS_COLUMN:
            return "\n".join(v.words for v in location_views(f))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        match column:
            case 0:
                return f"{f.name} (hidden from the players)" if f.hidden else f.name
            case 1:
                return SIDE_WORDS.get(f.side, f.side)
            case 2:
                return "set" if f.strike_rank is None else str(f.strike_rank)
            case 3:
                return f"{f.hp}/{f.max_hp}"
            case 4:
                return condition_words(f)
            case _:
                return locations_summary(f)[0]


class StrikeRanksModel(RowsTableModel):
    """The round's strike ranks 1-10 as one row: who acts on each, a name a line; the strike rank now marked."""

    HEADERS = tuple(f"SR {n}" for n in range(1, 11))

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows = [("",) * 10]  # one row: the names on each strike rank, a line each
        self._now: int | None = None

    def show(self, state: RisingState | None, in_hand: dict[int, str] | None = None) -> None:
        """The track of `state`; `in_hand`: the weapon a fighter (by key) has in hand, which says whether further
        shots are planned for them (RisingState.track)."""
        track = state.track(in_hand) if state else {}
        self._rows = [tuple("\n".join(track.get(n, [])) for n in range(1, 11))]
        self._now = state.strike_rank if state else None
        self.dataChanged.emit(self.index(0, 0), self.index(0, len(self.HEADERS) - 1))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        now = index.column() + 1 == self._now
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[0][index.column()]
        if role == CHIP_ROLE and now:
            return "now"  # the strike rank the fight is on
        if role == Qt.ItemDataRole.FontRole and now:
            font = QFont()
            font.setBold(True)
            return font
        return None


class RisingScene(Scene[RisingState]):
    """The campaign's Cthulhu Rising fight under way."""

    codec = rules.CODEC

    def participants(self, state: RisingState) -> tuple[Fighter, ...]:
        return state.fighters

    def with_participants(self, state: RisingState, fresh: Callable) -> RisingState:
        return replace(state, fighters=tuple(fresh(f) for f in state.fighters))

    def settle(self, before: RisingState, outcome: Outcome[RisingState]) -> Outcome[RisingState]:
        """The kernel's effects (HP, never below 0 on the Roster; dead, unconscious or dying), and a limb maimed
        noted on the sheet (each undone with the step)."""
        settled = super().settle(before, outcome)
        was = {f.key: f for f in before.fighters}
        notes: list[Effect] = []
        for f in outcome.state.fighters:
            old = was.get(f.key)
            if old is None or not f.linked or f.character_id is None:
                continue
            for limb in sorted(s for s in set(f.states) ^ set(old.states) if s.endswith(" maimed")):
                text = f"{limb[0].upper()}{limb[1:]} (Cthulhu Rising, {outcome.state.name})"
                notes.append(NoteAdded(f.character_id, f.name, text, removed=limb not in f.states))
        return settled.with_effects(notes)

    # --- operations ---------------------------------------------------------------------------------------------

    def start(self, name: str) -> Outcome[RisingState]:
        if problem := text_problem(name, "Fight name"):
            raise ValueError(problem)
        return self.begin(RisingState(name.strip() or "Fight"), f"{name.strip() or 'Fight'} begins")

    @staticmethod
    def fighter_from_sheet(character_id: int | None, sheet: CharacterSheet, copy: bool = False) -> Fighter:
        s = sheet.filled()
        linked = character_id is not None and not copy and s.kind is not Kind.MONSTER
        states = (Condition.DEAD,) if linked and is_dead(s.conditions) else ()  # refused by the rules when they join
        return Fighter(
            0,
            s.name,
            "investigators" if s.kind is Kind.INVESTIGATOR else "opponents",
            s.hp,
            s.max_hp,
            s.constitution,
            s.size,
            s.dexterity,
            character_id,
            linked,
            strength=s.strength,
            damage_bonus=s.damage_bonus,
            states=states,
            skills=tuple((k.full_name, k.value) for k in s.skills),
            weapons=s.weapons,
        )

    def add(self, fighter: Fighter) -> Outcome[RisingState]:
        return self.step(lambda s: rules.add_fighter(s, fighter))

    def add_from_roster(self, character_id: int) -> Outcome[RisingState]:
        """A roster character joins. An investigator fights once, as themself (their HP stay on the Roster); as in
        the 7e Combat tab, an NPC or a monster added again comes as a numbered copy with HP of its own ("Cultist of
        the Marsh 2"), the first one still themself."""
        sheet = self.session.sheet(character_id)
        taken = sum(1 for f in self.state.fighters if f.character_id == character_id) if self.state else 0
        if taken and sheet.kind is Kind.INVESTIGATOR:
            raise ValueError(f"{sheet.name} is in the fight already: an investigator fights once")
        fighter = self.fighter_from_sheet(character_id, sheet, copy=bool(taken))
        if taken:
            fighter = replace(fighter, name=f"{fighter.name} {taken + 1}")
        return self.add(fighter)

    def remove(self, key: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.remove_fighter(s, key))

    def set_hidden(self, key: int, hidden: bool) -> Outcome[RisingState]:
        """Hide a fighter from the players' window, or reveal them: one undo step."""
        return self.step(lambda s: rules.set_hidden(s, key, hidden))

    def set_dex_sr(self, key: int, dex_sr: int, delay: int = 0) -> Outcome[RisingState]:
        return self.step(lambda s: rules.set_dex_sr(s, key, dex_sr, delay))

    def set_location_hp(self, key: int, location: str, hp: int) -> Outcome[RisingState]:
        """One location's hit points, the Keeper's; changes to the same location one after another (its field's
        arrows clicked up to the number) are one undo step."""
        return self.step(lambda s: rules.set_location_hp(s, key, location, hp), merge=f"location hp {key} {location}")

    def fill_location_hp(self, key: int) -> Outcome[RisingState]:
        """Every location's hit points of a fighter from their full total HP again (one undo step)."""
        return self.step(lambda s: rules.fill_location_hp(s, key))

    def next_strike_rank(self) -> Outcome[RisingState]:
        """On to the next strike rank; strike ranks passed one after another with nothing done between are one undo
        step, so one undo goes back to the last thing done in the fight."""
        return self.step(lambda s: rules.next_strike_rank(s, self.dice), merge="strike rank")

    def merged_what(self, before: RisingState, after: RisingState, last: str) -> str:
        if (before.round, before.strike_rank) == (after.round, after.strike_rank):
            return last  # one location's hit points changed a few times: the last number
        return (
            f"Strike ranks on: round {before.round}, strike rank {before.strike_rank} → round {after.round}, "
            f"strike rank {after.strike_rank}"
        )

    def _rolling_as(self, state: RisingState, key: int, what: str) -> AbstractContextManager[None]:
        """The rolls made inside are this fighter's, for `what` (dice that ask the table say so)."""
        fighter = state.get(key)
        return self.dice.about(fighter.name, what, investigator=fighter.side == "investigators")

    def _as(self, key: int, what: str, operation: Callable[[RisingState], Outcome[RisingState]]):
        def rolled(state: RisingState) -> Outcome[RisingState]:
            with self._rolling_as(state, key, what):
                return operation(state)

        return rolled

    def attack(self, key: int, target: int, **options: Any) -> Outcome[RisingState]:
        return self.step(self._as(key, "attack", lambda s: attacks.attack(s, key, target, self.dice, **options)))

    def suppress(self, key: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.suppress(s, key))

    def bleed(self, key: int) -> Outcome[RisingState]:
        return self.step(self._as(key, "bleeding", lambda s: rules.bleed(s, key, self.dice)))

    def knocked_into(self, key: int, metres: int, solid: bool) -> Outcome[RisingState]:
        return self.step(self._as(key, "knocked back", lambda s: rules.knocked_into(s, key, metres, solid, self.dice)))

    def resist(self, key: int, target: int, action: str) -> Outcome[RisingState]:
        return self.step(self._as(key, "resistance roll", lambda s: rules.resist(s, key, target, action, self.dice)))

    def treat(self, key: int, states: tuple[str, ...]) -> Outcome[RisingState]:
        return self.step(lambda s: rules.treat(s, key, states))
