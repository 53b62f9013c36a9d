"""The skill quick-reference table as a model: common values with half, fifth and fumble ranges."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from desktop.rules.checks import ReferenceRow, reference_table

Index = QModelIndex | QPersistentModelIndex
HEADERS = ("Value", "Hard (½)", "Extreme (⅕)", "Fumbles", "Fumbles at Hard")


class QuickReferenceModel(QAbstractTableModel):
    """Read-only: one row per value, 5 to 95."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[ReferenceRow, ...] = reference_table()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (str(row.value), str(row.half), str(row.fifth), row.fumble_range(row.fumble_regular),
                    row.fumble_range(row.fumble_hard))[index.column()]  # fmt: skip
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < 5:
            return HEADERS[section]
        return None
