"""The Sanity tab's table of investigators: who saw it (ticked), SAN of max, today's loss, and their state."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QObject, Qt

from desktop.models.marks import MUTED, Badge, MarkRole, condition_badges, tone_of
from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.sanity.insanity import permanent_insanity
from desktop.rules.sanity.minds import Mind, SanityState
from desktop.rules.scene import Condition, dead_refusal, is_dead

DEAD_WHY = "the dead make no Sanity rolls"

HEADERS = ("Saw it", "Investigator", "SAN", "Lost today", "State")
SAW, NAME, SAN, TODAY, STATE = range(5)
ID_ROLE = Qt.ItemDataRole.UserRole + 1
_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        MarkRole.BADGES,
        MarkRole.TONE,
    }
)
TREATED_WHERE = {"home": "at home", "institution": "in an institution"}  # a month of treatment's setting, in words


def mind_state(mind: Mind) -> str:
    """A mind's state in words: the Roster's for SAN 0 (permanently insane, the rules say, whatever is ticked)."""
    if permanent_insanity(mind.sanity) and Condition.DEAD not in mind.conditions:
        return "Permanently insane"
    for condition, label in (
        (Condition.DEAD, "Dead"),
        (Condition.PERMANENT_INSANITY, "Permanently insane"),
        (Condition.INDEFINITE_INSANITY, "Indefinitely insane"),
        (Condition.TEMPORARY_INSANITY, "Temporarily insane"),
    ):
        if condition in mind.conditions:
            return label
    return "Sane"


class MindsModel(RowsTableModel):
    """One row per investigator; the first column is a box the Keeper ticks for everyone who saw the horror. The
    dead stay listed, muted and marked Dead, with a box that does not tick (its tooltip says why).

    For a roster of any size it holds the ids in order (and who is dead, for the boxes) and reads the minds a page at
    a time, for the rows a view shows (`show`); `show_minds` takes minds already read whole."""

    HEADERS = HEADERS
    PAGE = 100

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids: list[int] = []
        self._dead: set[int] = set()
        self._cache: dict[int, Mind] = {}  # the minds read, by id: the pages shown since the last show
        self._read: Callable[[list[int]], list[Mind]] | None = None
        self._state = SanityState()
        self._ticked: set[int] = set()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        return 0 if parent.isValid() else len(self._ids)

    def show_minds(self, minds: list[Mind], state: SanityState | None) -> None:
        """Show these minds, read whole."""
        self._show([(m.character_id, is_dead(m.conditions)) for m in minds], state, {m.character_id: m for m in minds})

    def show(
        self, order: list[tuple[int, bool]], state: SanityState | None, read: Callable[[list[int]], list[Mind]]
    ) -> None:
        """Show the investigators of `order` ((id, dead), in order); `read` gives the minds of some ids, called for
        a page of them when one of its rows is first shown."""
        self._show(order, state, {}, read)

    def _show(
        self,
        order: list[tuple[int, bool]],
        state: SanityState | None,
        cache: dict[int, Mind],
        read: Callable[[list[int]], list[Mind]] | None = None,
    ) -> None:
        self.beginResetModel()
        self._ids = [cid for cid, _ in order]
        self._dead = {cid for cid, dead in order if dead}
        self._cache, self._read = cache, read
        self._state = state or SanityState()
        self._ticked &= set(self._ids) - self._dead
        self.endResetModel()

    def ids(self) -> list[int]:
        """The investigators shown, in order."""
        return list(self._ids)

    def row_of(self, character_id: int | None) -> int:
        """The row of one investigator, -1 when not shown."""
        try:
            return self._ids.index(character_id)
        except ValueError:
            return -1

    def ticked(self) -> list[int]:
        return [cid for cid in self._ids if cid in self._ticked]

    def tick_all(self, on: bool) -> None:
        self._ticked = set(self._ids) - self._dead if on else set()
        if self._ids:
            self.dataChanged.emit(self.index(0, SAW), self.index(len(self._ids) - 1, SAW))

    def toggle(self, row: int) -> None:
        """Tick or untick one investigator (the view calls this for a click in the box's cell, or Space)."""
        index = self.index(row, SAW)
        ticked = self.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
        self.setData(
            index, Qt.CheckState.Unchecked if ticked else Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole
        )

    def mind_at(self, row: int) -> Mind:
        """One row's mind, read with its page of neighbours the first time it is asked for."""
        found = self._mind(row)
        if found is None:
            raise LookupError(f"investigator {self._ids[row]} is no longer on the roster")
        return found

    def _mind(self, row: int) -> Mind | None:
        """mind_at, or None for one who is no longer an investigator since the order was read (an empty row till
        the tab refreshes, never an error raised into Qt)."""
        character_id = self._ids[row]
        found = self._cache.get(character_id)
        if found is None and self._read is not None:
            start = max(0, row - self.PAGE // 2)
            page = [cid for cid in self._ids[start : start + self.PAGE] if cid not in self._cache]
            self._cache.update((m.character_id, m) for m in self._read(page))
            found = self._cache.get(character_id)
        return found

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        # The box is drawn from CheckStateRole; the view toggles it (a click anywhere in the cell, or Space), so
        # the delegate must not toggle it a second time.
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        character_id = self._ids[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return character_id
        if role == Qt.ItemDataRole.CheckStateRole and column == SAW:
            return Qt.CheckState.Checked if character_id in self._ticked else Qt.CheckState.Unchecked
        if role not in _ANSWERED:  # most roles a view asks for are never answered: no mind read for them
            return None
        mind = self._mind(index.row())
        if mind is None:
            return None
        if role == MarkRole.BADGES and column == STATE:
            if not condition_badges(mind.conditions) and mind_state(mind) == "Sane":
                return ()  # sane and whole: the words as they are
            state, *rest = self.data(index).split(" · ")
            wounds = [b for b in condition_badges(mind.conditions) if b.tone not in ("insane", "dead")]
            return (Badge(state, tone_of(state)), *wounds, *(Badge(part) for part in rest))
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:
                return mind.name
            if column == SAN:
                return f"{mind.sanity} / {mind.max_sanity}"
            if column == TODAY:
                lost = self._state.lost_today(mind.character_id)
                return str(lost) if lost else "—"
            if column == STATE:
                believes = mind.character_id in self._state.believers
                treating = self._state.in_treatment(mind.character_id)
                return (
                    mind_state(mind)
                    + (" · believer" if believes else "")
                    + (
                        f" · in treatment {TREATED_WHERE.get(treating[0], treating[0])} till week {treating[2]}"
                        if treating
                        else ""
                    )
                )
        if role == Qt.ItemDataRole.ToolTipRole and is_dead(mind.conditions):
            return dead_refusal(mind.name, mind.conditions, DEAD_WHY)
        if role == MarkRole.TONE and is_dead(mind.conditions):
            return MUTED
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (SAN, TODAY):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def setData(self, index: Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or index.column() != SAW or role != Qt.ItemDataRole.CheckStateRole:
            return False
        character_id = self._ids[index.row()]
        if character_id in self._dead:
            return False  # the dead see nothing more: never ticked
        checked = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
        (self._ticked.add if checked else self._ticked.discard)(character_id)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        return True
