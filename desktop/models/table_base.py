"""What every read-mostly table model of the tabs shares: a list of rows and a header row of titles; and the filter
that shows the rows of one kind."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

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


class KindFilter(QSortFilterProxyModel):
    """The rows of one kind ("" for all), read through the source's `role` in its first column."""

    def __init__(self, role: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.role = role
        self.kind = ""

    def set_kind(self, kind: str) -> None:
        self.beginFilterChange()
        self.kind = kind
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802 - Qt override
        if not self.kind:
            return True
        return self.sourceModel().index(source_row, 0, source_parent).data(self.role) == self.kind
