"""A Cthulhu Rising fight on the scene kernel: its state as JSON, fighters from roster sheets (investigators and
NPCs who come as themselves keep their HP on the Roster), and one undo step per operation."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from desktop.models.live_scene import Scene
from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.rising import attacks
from desktop.rules.rising import rising_fight as rules
from desktop.rules.rising.fighters import LOCATIONS, SHORT, Fighter, RisingState, condition_words
from desktop.rules.roster.sheet import CharacterSheet, Kind, text_problem
from desktop.rules.scene import (
    Condition,
    Effect,
    NoteAdded,
    Outcome,
    is_dead,
)

KEY_ROLE = Qt.ItemDataRole.UserRole + 1  # a row's fighter key, the same whatever its row
FIGHTER_HEADERS = ("Name", "Side", "SR", "HP", *(SHORT[loc] for loc in LOCATIONS), "State")
FIRST_LOCATION = 4  # the column of the first hit location
HEADER_TIPS = {
    2: "Strike rank this round (DEX SR plus modifiers)",
    3: "Total hit points",
    **{FIRST_LOCATION + i: f"{loc}: damage taken / hit points" for i, loc in enumerate(LOCATIONS)},
}


def location_at(column: int) -> str | None:
    """The hit location a column of the fighters table shows, or None for the other columns."""
    return LOCATIONS[column - FIRST_LOCATION] if FIRST_LOCATION <= column < FIRST_LOCATION + len(LOCATIONS) else None


class FightersModel(RowsTableModel):
    """The fighters in the order they joined: strike rank, total HP, each location's damage against its hit points
    ("?" until the Keeper sets them), and their state in words."""

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
        if role == Qt.ItemDataRole.ToolTipRole:
            location = location_at(column)
            return f"{location}: double-click to set its hit points" if location else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if location := location_at(column):
            i = LOCATIONS.index(location)
            hp = f.location_hp[i]
            return f"{f.location_damage[i]}/{'?' if hp is None else hp}"
        match column:
            case 0:
                return f.name
            case 1:
                return f.side
            case 2:
                return "set" if f.strike_rank is None else str(f.strike_rank)
            case 3:
                return f"{f.hp}/{f.max_hp}"
            case _:
                return condition_words(f)


class StrikeRanksModel(RowsTableModel):
    """The round's strike ranks 1-10 as one row: who acts on each, a name a line; the strike rank now marked."""

    HEADERS = tuple(f"SR {n}" for n in range(1, 11))
    NOW = QColor(255, 226, 140)  # the strike rank the fight is on

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
        if role == Qt.ItemDataRole.BackgroundRole and now:
            return QBrush(self.NOW)
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

    def set_dex_sr(self, key: int, dex_sr: int, delay: int = 0) -> Outcome[RisingState]:
        return self.step(lambda s: rules.set_dex_sr(s, key, dex_sr, delay))

    def set_location_hp(self, key: int, location: str, hp: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.set_location_hp(s, key, location, hp))

    def fill_location_hp(self, key: int) -> Outcome[RisingState]:
        """Every location's hit points of a fighter from their full total HP again (one undo step)."""
        return self.step(lambda s: rules.fill_location_hp(s, key))

    def next_strike_rank(self) -> Outcome[RisingState]:
        """On to the next strike rank; strike ranks passed one after another with nothing done between are one undo
        step, so one undo goes back to the last thing done in the fight."""
        return self.step(lambda s: rules.next_strike_rank(s, self.dice), merge="strike rank")

    def merged_what(self, before: RisingState, after: RisingState, last: str) -> str:
        return (
            f"Strike ranks on: round {before.round}, strike rank {before.strike_rank} → round {after.round}, "
            f"strike rank {after.strike_rank}"
        )

    def attack(self, key: int, target: int, **options: Any) -> Outcome[RisingState]:
        return self.step(lambda s: attacks.attack(s, key, target, self.dice, **options))

    def suppress(self, key: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.suppress(s, key))

    def bleed(self, key: int) -> Outcome[RisingState]:
        return self.step(lambda s: rules.bleed(s, key, self.dice))

    def knocked_into(self, key: int, metres: int, solid: bool) -> Outcome[RisingState]:
        return self.step(lambda s: rules.knocked_into(s, key, metres, solid, self.dice))

    def resist(self, key: int, target: int, action: str) -> Outcome[RisingState]:
        return self.step(lambda s: rules.resist(s, key, target, action, self.dice))

    def treat(self, key: int, states: tuple[str, ...]) -> Outcome[RisingState]:
        return self.step(lambda s: rules.treat(s, key, states))
