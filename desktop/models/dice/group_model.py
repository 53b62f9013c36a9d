"""Rolls for the group in the Dice tab: the table of investigators (who rolls, their value, their dice, their result)
and the one undoable step a group roll is (its journal entry and the improvement ticks it earned)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt

from desktop.models.changes import Changes
from desktop.models.commands import StoreCommand
from desktop.models.marks import Badge, MarkRole
from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.checks import verdict
from desktop.rules.dice import MAX_NET_DICE
from desktop.rules.group_rolls import GroupLine, GroupRoll
from desktop.store import character_rows, journal
from desktop.store.campaign_file import transaction

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.models.session import CampaignSession

HEADERS = ("Rolls", "Investigator", "Value", "Dice", "Result")
ROLLS, NAME, VALUE, DICE, RESULT = range(5)
ID_ROLE = Qt.ItemDataRole.UserRole + 1
BEST, WORST = Badge("▲ Best", "now"), Badge("▼ Worst", "unconscious")


def net_words(net: int) -> str:
    """A row's dice in words: '—', '1 bonus', '2 penalty'."""
    if not net:
        return "—"
    return f"{abs(net)} {'bonus' if net > 0 else 'penalty'}"


class RollTarget(Protocol):
    """What a group roll reads of each thing rolled against (the Dice session's `RollTarget`)."""

    label: str
    value: int
    character_id: int | None
    character: str


@dataclass(frozen=True)
class GroupPick:
    """One character of a group roll: what they roll against (one target, or two for a combined roll) and their own
    bonus or penalty dice."""

    targets: tuple[RollTarget, ...]
    bonus: int = 0
    penalty: int = 0


@dataclass
class Member:
    """One investigator of the group table as the Keeper set it up."""

    character_id: int
    name: str
    ticked: bool = True
    net: int = 0  # bonus dice (positive) or penalty dice (negative), cancelled one for one
    values: tuple[int, ...] = ()  # what they roll against, for the skills picked
    missing: str = ""  # why they cannot roll the skills picked (empty when they can)


class GroupRollModel(RowsTableModel):
    """One row per living investigator: a box to tick who rolls, their value for the skills picked, their own
    bonus or penalty dice (edited in place), and after a roll their result as chips, the best and worst marked."""

    HEADERS = HEADERS

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Member] = []
        self._results: dict[int, GroupLine] = {}
        self._best: set[int] = set()
        self._worst: set[int] = set()
        self._for_all: tuple[int, str] | None = None  # a group Luck roll: who rolled it, and their words
        self._labels: tuple[str, ...] = ()
        self._targets: dict[int, tuple[RollTarget, ...]] = {}

    # --- who is in the table --------------------------------------------------------------------------------------

    def show(self, members: Sequence[tuple[int, str]]) -> None:
        """The investigators to list (id, name), keeping the ticks and dice of those listed before; a newcomer is
        ticked."""
        kept = {m.character_id: m for m in self._rows}
        self.beginResetModel()
        self._rows = [
            Member(cid, name, kept[cid].ticked, kept[cid].net, kept[cid].values, kept[cid].missing)
            if cid in kept
            else Member(cid, name)
            for cid, name in members
        ]
        self.endResetModel()

    def members(self) -> list[Member]:
        return list(self._rows)

    def ticked(self) -> list[Member]:
        return [m for m in self._rows if m.ticked]

    def tick_all(self, on: bool) -> None:
        for member in self._rows:
            member.ticked = on
        if self._rows:
            self.dataChanged.emit(self.index(0, ROLLS), self.index(len(self._rows) - 1, ROLLS))

    def pick(self, labels: Sequence[str], lookup: Callable[[list[int], str], dict[int, RollTarget | str]]) -> None:
        """The skills (one, or two for a combined roll) everyone rolls against: each one's values read afresh by
        `lookup` (the Dice session's `targets_named`: a few reads for the whole table), or why they cannot roll."""
        self._labels = tuple(label for label in labels if label)
        ids = [m.character_id for m in self._rows]
        found = [lookup(ids, label) for label in self._labels]
        self._targets = {}
        for member in self._rows:
            mine = [f.get(member.character_id, f"{member.name} is no longer on the roster") for f in found]
            missing = next((m for m in mine if isinstance(m, str)), "")
            member.values = () if missing else tuple(t.value for t in mine)
            member.missing = missing
            if not missing:
                self._targets[member.character_id] = tuple(mine)
        if self._rows:
            self.dataChanged.emit(self.index(0, VALUE), self.index(len(self._rows) - 1, VALUE))

    @property
    def labels(self) -> tuple[str, ...]:
        return self._labels

    def picks(self) -> list[GroupPick]:
        """What each investigator ticked rolls against, with their dice; refused (ValueError, naming who and why)
        when nobody is ticked or one ticked cannot roll what was picked."""
        ticked = self.ticked()
        if not ticked:
            raise ValueError("Rolls: tick at least one investigator")
        if not self._labels:
            raise ValueError("Skill: pick what everyone rolls")
        lacking = next((m for m in ticked if m.missing or m.character_id not in self._targets), None)
        if lacking is not None:
            raise ValueError(f"{lacking.missing or lacking.name + ' cannot roll that'}: untick them or pick another")
        return [GroupPick(self._targets[m.character_id], max(0, m.net), max(0, -m.net)) for m in ticked]

    def luck_targets(self, lookup: Callable[[list[int], str], dict[int, RollTarget | str]]) -> list[RollTarget]:
        """The Luck of each investigator ticked, for the group's Luck roll."""
        ticked = self.ticked()
        if not ticked:
            raise ValueError("Rolls: tick at least one investigator")
        found = lookup([m.character_id for m in ticked], "Luck")
        return [t for m in ticked if not isinstance(t := found.get(m.character_id, ""), str)]

    # --- results ----------------------------------------------------------------------------------------------------

    def show_roll(self, rolled: GroupRoll | None, for_all: str = "") -> None:
        """A group roll's results by character; `for_all` when one rolled for everyone (the group's Luck)."""
        self._results, self._best, self._worst, self._for_all = {}, set(), set(), None
        if rolled is not None:
            ids = [line.roller.character_id for line in rolled.lines]
            self._results = dict(zip(ids, rolled.lines))
            self._best = {ids[i] for i in rolled.best}
            self._worst = {ids[i] for i in rolled.worst}
            if for_all and ids:
                self._for_all = (ids[0], for_all)
        if self._rows:
            self.dataChanged.emit(self.index(0, RESULT), self.index(len(self._rows) - 1, RESULT))

    def result_words(self, member: Member) -> str:
        line = self._results.get(member.character_id)
        if line is None:
            if self._for_all and self._for_all[0] != member.character_id and member.ticked:
                return self._for_all[1]
            return ""
        rolled = line.rolled
        values = " and ".join(str(c.value) for c in rolled.checks)
        if len(rolled.checks) == 1:
            said = verdict(rolled.level, rolled.checks[0].difficulty)
        else:
            said = f"{'Passes' if rolled.succeeded else 'Fails'}: {', '.join(c.level.label for c in rolled.checks)}"
        marks = [b.text for b in self._marks(member.character_id)]
        return " · ".join([f"{said} ({rolled.result} vs {values})", *marks])

    def _marks(self, character_id: int) -> tuple[Badge, ...]:
        return ((BEST,) if character_id in self._best else ()) + ((WORST,) if character_id in self._worst else ())

    # --- Qt ---------------------------------------------------------------------------------------------------------

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == ROLLS:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        if index.column() == DICE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        member = self._rows[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return member.character_id
        if role == Qt.ItemDataRole.CheckStateRole and column == ROLLS:
            return Qt.CheckState.Checked if member.ticked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.EditRole and column == DICE:
            return member.net
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:
                return member.name
            if column == VALUE:
                return "/".join(str(v) for v in member.values) if member.values else "—"
            if column == DICE:
                return net_words(member.net)
            if column == RESULT:
                return self.result_words(member)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == VALUE and member.missing:
                return member.missing
            if column == DICE:
                return "Bonus dice above 0, penalty dice below: −2 to +2"
            if column == RESULT and member.character_id in self._results:
                line = self._results[member.character_id]
                return line.rolled.roll.describe()
            if column == RESULT and self.result_words(member) and self._for_all:
                roller = next((m.name for m in self._rows if m.character_id == self._for_all[0]), "")
                return f"{roller} rolled the group's Luck for everyone, with the lowest Luck"
            return None
        if column == RESULT and member.character_id in self._results:
            line = self._results[member.character_id]
            if role == MarkRole.LEVELS:
                return tuple(c.level for c in line.rolled.checks)
            if role == MarkRole.BADGES:
                values = " and ".join(str(c.value) for c in line.rolled.checks)
                # drawn as the marks, the chips, then the numbers: where a narrow cell is cut, the numbers go first
                return (*self._marks(member.character_id), Badge(f"{line.rolled.result} vs {values}"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (VALUE, DICE):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid():
            return False
        member = self._rows[index.row()]
        if index.column() == ROLLS and role == Qt.ItemDataRole.CheckStateRole:
            checked = value if isinstance(value, bool) else Qt.CheckState(value) == Qt.CheckState.Checked
            member.ticked = checked
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
            return True
        if index.column() == DICE and role == Qt.ItemDataRole.EditRole:
            if not isinstance(value, int) or isinstance(value, bool) or abs(value) > MAX_NET_DICE:
                return False  # the editor keeps to −2..+2; anything else leaves the dice as they were
            member.net = value
            self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])
            return True
        return False


class GroupRolled(StoreCommand):
    """A group roll as one undo step: its one journal entry and the improvement ticks it earned (only those not
    already there). Undone, the ticks come off and the journal says the roll was taken back; the rolls-only history
    then shows it no more (the undo's entry stands for it)."""

    def __init__(
        self,
        session: CampaignSession,
        text: str,
        entry: dict,
        ticks: Sequence[tuple[int, str, str]],
        characters: Sequence[int],
    ) -> None:
        super().__init__(session, text)
        self._entry = entry
        self._ticks = tuple(ticks)
        self._characters = tuple(characters)
        self.entry_id: int | None = None
        self._undone: int | None = None  # the entry of the last undo, which a redo's entry stands for

    def _tell(self) -> None:
        self._session.journal.pull_new()
        self._session.note(Changes.of(characters={c for c, _s, _p in self._ticks}, journal=True))

    def apply(self, what: str, kind: str) -> None:
        entry = self._entry
        detail = {**entry["detail"], **({"supersedes": self._undone} if self._undone else {})}
        with transaction():
            self.entry_id = journal.append(
                "roll",
                what if kind != "change" else entry["what"],
                actor_id=entry.get("actor_id"),
                actor=entry.get("actor", ""),
                dice=entry.get("dice", ""),
                result=entry.get("result", ""),
                detail=detail,
            )
            for character_id, skill, specialization in self._ticks:
                character_rows.tick_skill(character_id, skill, specialization)
        self._tell()

    def revert(self, what: str, kind: str) -> None:
        with transaction():
            self._undone = journal.append(
                "change",
                what,
                result="taken back: the roll no longer counts, and the improvement ticks it gave are off",
                detail={"supersedes": self.entry_id, "characters": list(self._characters)},
            )
            for character_id, skill, specialization in self._ticks:
                character_rows.tick_skill(character_id, skill, specialization, ticked=False)
        self._tell()

    def touched(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(c for c, _s, _p in self._ticks))
