"""The Tomes tab's table: every tome in an investigator's hands and how far they are with it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.tomes.mythos import Tome, study_weeks
from desktop.rules.tomes.shelf import Holding, TomesState
from desktop.rules.words import counted

HEADERS = ("Investigator", "Tome", "Reading", "Full study", "Studies done")
HOLDING_ROLE = Qt.ItemDataRole.UserRole + 1


class ShelfModel(RowsTableModel):
    """One row per tome held: who, which, how far read and studied."""

    HEADERS = HEADERS

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, Holding, Tome]] = []

    def show(self, state: TomesState | None, names: dict[int, str], tomes: dict[str, Tome]) -> None:
        self.beginResetModel()
        holdings = state.holdings if state else ()
        self._rows = sorted(
            ((names.get(h.character_id, "?"), h, tomes[h.title]) for h in holdings if h.title in tomes),
            key=lambda row: (row[0], row[1].title),
        )
        self.endResetModel()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        name, holding, tome = self._rows[index.row()]
        if role == HOLDING_ROLE:
            return holding
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        match index.column():
            case 0:
                return name
            case 1:
                return tome.title
            case 2:
                if holding.initial_done:
                    return "read through"
                if holding.reading_failed:
                    return "reading failed (may push)"
                return "reading failed (try again after time passes)" if holding.waiting else "not yet read"
            case 3:
                if not holding.studying:  # a study finished says so here, where the Keeper looks for it
                    done = holding.full_studies
                    return "—" if not done else "finished" if done == 1 else f"finished {counted(done, 'time')}"
                weeks = study_weeks(tome.study_weeks, holding.full_studies)
                return f"{holding.weeks_done} of {counted(weeks, 'week')}" + (" (put aside)" if holding.paused else "")
            case 4:
                return str(holding.full_studies)
        return None
