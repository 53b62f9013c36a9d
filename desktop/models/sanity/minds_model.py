"""The Sanity tab's table of investigators: who saw it (ticked), SAN of max, today's loss, and their state."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from desktop.models.marks import MUTED, Badge, MarkRole, condition_badges, tone_of
from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.sanity.minds import Mind, SanityState
from desktop.rules.scene import Condition, dead_refusal, is_dead

DEAD_WHY = "the dead make no Sanity rolls"

HEADERS = ("Saw it", "Investigator", "SAN", "Lost today", "State")
SAW, NAME, SAN, TODAY, STATE = range(5)
ID_ROLE = Qt.ItemDataRole.UserRole + 1
TREATED_WHERE = {"home": "at home", "institution": "in an institution"}  # a month of treatment's setting, in words


def mind_state(mind: Mind) -> str:
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
    dead stay listed, muted and marked Dead, with a box that does not tick (its tooltip says why)."""

    HEADERS = HEADERS

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Mind] = []
        self._state = SanityState()
        self._ticked: set[int] = set()

    def show(self, minds: list[Mind], state: SanityState | None) -> None:
        self.beginResetModel()
        self._rows = list(minds)
        self._state = state or SanityState()
        self._ticked &= {m.character_id for m in minds if not is_dead(m.conditions)}
        self.endResetModel()

    def ticked(self) -> list[int]:
        return [m.character_id for m in self._rows if m.character_id in self._ticked]

    def tick_all(self, on: bool) -> None:
        self._ticked = {m.character_id for m in self._rows if not is_dead(m.conditions)} if on else set()
        if self._rows:
            self.dataChanged.emit(self.index(0, SAW), self.index(len(self._rows) - 1, SAW))

    def toggle(self, row: int) -> None:
        """Tick or untick one investigator (the view calls this for a click in the box's cell, or Space)."""
        index = self.index(row, SAW)
        ticked = self.data(index, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
        self.setData(
            index, Qt.CheckState.Unchecked if ticked else Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole
        )

    def mind_at(self, row: int) -> Mind:
        return self._rows[row]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        # The box is drawn from CheckStateRole; the view toggles it (a click anywhere in the cell, or Space), so
        # the delegate must not toggle it a second time.
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        mind = self._rows[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return mind.character_id
        if role == Qt.ItemDataRole.CheckStateRole and column == SAW:
            return Qt.CheckState.Checked if mind.character_id in self._ticked else Qt.CheckState.Unchecked
        if role == MarkRole.BADGES and column == STATE:
            if not condition_badges(mind.conditions):
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
        mind = self._rows[index.row()]
        character_id = mind.character_id
        if is_dead(mind.conditions):
            return False  # the dead see nothing more: never ticked
        checked = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
        (self._ticked.add if checked else self._ticked.discard)(character_id)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        return True
