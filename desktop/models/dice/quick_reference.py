"""The skill quick-reference table as a model: common values with half, fifth and fumble ranges."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from desktop.models.table_base import Index, RowsTableModel
from desktop.rules.checks import ReferenceRow, reference_table

HEADERS = ("Value", "Hard (½)", "Extreme (⅕)", "Fumbles", "Fumbles at Hard")


class QuickReferenceModel(RowsTableModel):
    """Read-only: one row per value, 5 to 95."""

    HEADERS = HEADERS

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[ReferenceRow, ...] = reference_table()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                str(row.value),
                str(row.half),
                str(row.fifth),
                row.fumble_range(row.fumble_regular),
                row.fumble_range(row.fumble_hard),
            )[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
