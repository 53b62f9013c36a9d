"""What every read-mostly table model of the tabs shares: a list of rows and a header row of titles."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class RowsTableModel(QAbstractTableModel):
    """A flat table over `self._rows`; a subclass names its `HEADERS` and answers `data`."""

    HEADERS: ClassVar[tuple[str, ...]] = ()
    _rows: list | tuple = ()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section] if 0 <= section < len(self.HEADERS) else None
        return None
