"""The roster as a table model (plain rows, sorted in Python) and its filter proxy (filtering through one role)."""

from __future__ import annotations

import unicodedata
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)

from desktop.models.marks import MarkRole, state_badges
from desktop.rules.roster.sheet import Kind, hit_points, magic_points, max_sanity
from desktop.store import character_rows
from desktop.store.character_rows import RosterRow, StoreReadError

Index = QModelIndex | QPersistentModelIndex


class RosterRole(IntEnum):
    ID = Qt.ItemDataRole.UserRole + 1
    KIND = Qt.ItemDataRole.UserRole + 2
    FILTER = Qt.ItemDataRole.UserRole + 3
    SORT = Qt.ItemDataRole.UserRole + 4


class Column(IntEnum):
    NAME = 0
    KIND = 1
    OCCUPATION = 2
    HP = 3
    MP = 4
    SAN = 5
    LUCK = 6
    STATE = 7


HEADERS = {
    Column.NAME: "Name",
    Column.KIND: "Kind",
    Column.OCCUPATION: "Occupation",
    Column.HP: "HP",
    Column.MP: "MP",
    Column.SAN: "SAN",
    Column.LUCK: "Luck",
    Column.STATE: "State",
}
NUMERIC = (Column.HP, Column.MP, Column.SAN, Column.LUCK)
COLUMN_COUNT = len(Column)


def _display(row: RosterRow, column: int) -> str:
    match column:
        case Column.NAME:
            return row.name
        case Column.KIND:
            return row.kind.label
        case Column.OCCUPATION:
            return row.occupation
        case Column.HP:
            return f"{row.hp} / {row.max_hp}"
        case Column.MP:
            return f"{row.mp} / {row.max_mp}"
        case Column.SAN:
            return "—" if row.kind is Kind.MONSTER else f"{row.sanity} / {row.max_sanity}"
        case Column.LUCK:
            return str(row.luck)
        case _:
            return row.state


def collation_key(text: str) -> tuple[str, str]:
    """How a person sorts names: case and accents set aside first ("émile" with "Emile", between "Edgar" and
    "Frank"), then the accented after the plain as a tie-break. Computed once per row and kept."""
    folded = text.casefold()
    if folded.isascii():  # most names: nothing to take off (and ten times quicker)
        return (folded, folded)
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return (plain, folded)


def _sort_key(row: RosterRow, column: int) -> tuple:
    """The key one row sorts by; the same order _column_keys gives from raw columns."""
    name = collation_key(row.name)
    match column:
        case Column.NAME:
            return (name, row.id)
        case Column.KIND:
            return (_KIND_ORDER[row.kind.value], name, row.id)
        case Column.OCCUPATION:
            return (collation_key(row.occupation), name, row.id)
        case Column.HP:
            return (row.hp, row.max_hp, name, row.id)
        case Column.MP:
            return (row.mp, row.max_mp, name, row.id)
        case Column.SAN:  # a monster's SAN is not shown ("—"): monsters come together, after the rest going up
            return (row.kind is Kind.MONSTER, row.sanity, row.max_sanity, name, row.id)
        case Column.LUCK:
            return (row.luck, name, row.id)
        case _:
            return (row.state, name, row.id)


_KIND_ORDER = {kind.value: i for i, kind in enumerate(Kind)}


def _column_keys(column: int, folded: dict[int, tuple[str, str]]) -> dict[int, tuple]:
    """Every character's sort key for a column, read from only the columns it needs (no whole rows); `folded`
    holds every name's collation key, read once."""
    match column:
        case Column.NAME:
            return {cid: (name, cid) for cid, name in folded.items()}
        case Column.KIND:
            return {
                cid: (_KIND_ORDER[kind], folded[cid], cid) for cid, kind in character_rows.character_columns("kind")
            }
        case Column.OCCUPATION:
            return {
                cid: (collation_key(occupation), folded[cid], cid)
                for cid, occupation in character_rows.character_columns("occupation")
            }
        case Column.HP:
            return {
                cid: (hp, hit_points(con, size), folded[cid], cid)
                for cid, hp, con, size in character_rows.character_columns("hp", "constitution", "size")
            }
        case Column.MP:
            return {
                cid: (mp, magic_points(power), folded[cid], cid)
                for cid, mp, power in character_rows.character_columns("mp", "power")
            }
        case Column.SAN:
            mythos, monster = character_rows.mythos_values(), Kind.MONSTER.value  # read once, not once a row
            return {
                cid: (kind == monster, sanity, max_sanity(mythos.get(cid) or 0), folded[cid], cid)
                for cid, sanity, kind in character_rows.character_columns("sanity", "kind")
            }
        case Column.LUCK:
            return {cid: (luck, folded[cid], cid) for cid, luck in character_rows.character_columns("luck")}
        case _:
            return {
                cid: (character_rows.state_from_columns(kind, hp, sanity, conditions), folded[cid], cid)
                for cid, kind, hp, sanity, conditions in character_rows.character_columns(
                    "kind", "hp", "sanity", "conditions"
                )
            }


def _filter_text(kind: str, name: str, occupation: str, state: str) -> str:
    return collation_key(f"{kind}\t{name} {occupation} {state}")[0]


_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ToolTipRole,
        *RosterRole,
        MarkRole.BADGES,
    }
)


class RosterModel(QAbstractTableModel):
    """One row per character, for a roster of any size: it holds the ids in order and builds rows lazily, a page
    at a time, for the rows a view shows (as Anki's browser table does). Sorting reads only the column it needs."""

    PAGE = 100
    read_failed = Signal(str)  # a page could not be read (a damaged file): the message, once

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids: list[int] = []
        self._cache: dict[int, RosterRow] = {}
        self._filters: dict[int, str] | None = None  # id → filter text, read on the first filtering
        self._keys: dict[int, dict[int, tuple]] = {}  # column → id → sort key, read on the first sort by it
        self._folded: dict[int, tuple[str, str]] | None = None  # id → name collation key: every sort's tie-breaker
        self._in_order = False  # the rows are in self._sort's order (no change since the last sort)
        self._sort: tuple[int, Qt.SortOrder] = (Column.NAME, Qt.SortOrder.AscendingOrder)
        self._failed = False

    # --- Qt interface -------------------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMN_COUNT

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in _ANSWERED or not index.isValid():  # most roles a view asks for are never answered
            return None
        column = index.column()
        if role == RosterRole.ID:
            return self._ids[index.row()]
        if role == RosterRole.FILTER:
            return self.filter_text(index.row())
        row = self._shown_row(index.row())
        if row is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _display(row, column)
        if role == RosterRole.KIND:
            return row.kind.value
        if role == MarkRole.BADGES:
            return state_badges(row.state) if column == Column.STATE else None
        if role == RosterRole.SORT:
            return _sort_key(row, column)[0]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and column == Column.SAN:
            if row.kind is Kind.MONSTER:
                return "Monsters have no Sanity"
            return f"Sanity {row.sanity}; maximum {row.max_sanity} (99 − Cthulhu Mythos)"
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(Column)
        ):
            return HEADERS[Column(section)]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by a key read from only the columns it needs: far faster than building every row."""
        if not 0 <= column < len(Column) or ((column, order) == self._sort and self._in_order):
            return  # the view asks twice for one click (its header, then itself): the second is free
        self._sort = (column, order)
        self._in_order = True
        self.layoutAboutToBeChanged.emit()
        old_ids = list(self._ids)
        self._ids = self._sorted(self._ids)
        self._remap_persistent(old_ids)
        self.layoutChanged.emit()

    # --- our interface ------------------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the roster afresh: only the ids and the current sort's column; rows come when shown."""
        self.beginResetModel()
        self._cache.clear()
        self._filters = None
        self._keys.clear()
        self._folded = None
        self._ids = self._sorted(None)
        self._in_order = True
        self.endResetModel()

    def reset_rows(self, rows: list[RosterRow]) -> None:
        """Show these rows (already read whole)."""
        self.beginResetModel()
        self._cache = {row.id: row for row in rows}
        self._filters = None
        self._keys.clear()
        self._folded = {row.id: collation_key(row.name) for row in rows}
        column, order = self._sort
        ordered = sorted(rows, key=lambda row: _sort_key(row, column), reverse=order == Qt.SortOrder.DescendingOrder)
        self._ids = [row.id for row in ordered]
        self._in_order = True
        self.endResetModel()

    def row_of(self, character_id: int) -> int:
        try:
            return self._ids.index(character_id)
        except ValueError:
            return -1

    def row_at(self, row: int) -> RosterRow:
        """One row, read with its page of neighbours the first time it is asked for."""
        character_id = self._ids[row]
        found = self._cache.get(character_id)
        if found is None:
            start = max(0, row - self.PAGE // 2)
            page = [cid for cid in self._ids[start : start + self.PAGE] if cid not in self._cache]
            self._cache.update((r.id, r) for r in character_rows.roster_rows_for(page))
            found = self._cache[character_id]
        return found

    def _shown_row(self, row: int) -> RosterRow | None:
        """row_at for painting: a file that fails a read is reported once (read_failed), never raised into Qt."""
        if self._failed:
            return None
        try:
            return self.row_at(row)
        except StoreReadError as exc:
            self._failed = True
            self.read_failed.emit(str(exc))
            return None

    def filter_text(self, row: int) -> str:
        """What the filter matches for one row: kind, then name, occupation and state, folded."""
        if self._filters is None:
            self._filters = {
                cid: _filter_text(
                    kind, name, occupation, character_rows.state_from_columns(kind, hp, sanity, conditions)
                )
                for cid, kind, name, occupation, hp, sanity, conditions in character_rows.character_columns(
                    "kind", "name", "occupation", "hp", "sanity", "conditions"
                )
            }
        return self._filters[self._ids[row]]

    def upsert(self, new: RosterRow) -> None:
        """Show one changed or new character, where the current sort puts it (a new row, a rename, a new HP)."""
        self._cache[new.id] = new
        if self._folded is not None:
            self._folded[new.id] = collation_key(new.name)
        self._keys_for(self._sort[0])  # the current sort's keys, to place the row by
        for column, keys in self._keys.items():
            keys[new.id] = _sort_key(new, column)
        if self._filters is not None:
            self._filters[new.id] = _filter_text(new.kind.value, new.name, new.occupation, new.state)
        at = self.row_of(new.id)
        if at < 0:
            at = self._place_of(new.id)
            self.beginInsertRows(QModelIndex(), at, at)
            self._ids.insert(at, new.id)
            self.endInsertRows()
            return
        self.dataChanged.emit(self.index(at, 0), self.index(at, len(Column) - 1))
        to = self._place_of(new.id)
        if to != at and self.beginMoveRows(QModelIndex(), at, at, QModelIndex(), to if to < at else to + 1):
            self._ids.insert(to, self._ids.pop(at))
            self.endMoveRows()

    def _place_of(self, character_id: int) -> int:
        """The row a character belongs at in the current sort, counted among the other rows."""
        column, order = self._sort
        keys = self._keys_for(column)
        key = keys[character_id]
        others = [cid for cid in self._ids if cid != character_id]
        after = (lambda other: other < key) if order == Qt.SortOrder.DescendingOrder else (lambda other: other > key)
        return next((i for i, cid in enumerate(others) if after(keys[cid])), len(others))

    def remove(self, character_id: int) -> None:
        at = self.row_of(character_id)
        if at >= 0:
            self.beginRemoveRows(QModelIndex(), at, at)
            del self._ids[at]
            self._cache.pop(character_id, None)
            for keys in (*self._keys.values(), self._folded or {}):
                keys.pop(character_id, None)
            if self._filters is not None:
                self._filters.pop(character_id, None)
            self.endRemoveRows()

    def _keys_for(self, column: int) -> dict[int, tuple]:
        """Every character's sort key for a column, read the first time it is needed."""
        keys = self._keys.get(column)
        if keys is None:
            if self._folded is None:
                self._folded = {cid: collation_key(name) for cid, name in character_rows.character_columns("name")}
            keys = self._keys[column] = _column_keys(column, self._folded)
            for cid, row in self._cache.items():  # rows changed since they were read keep their newest values
                keys[cid] = _sort_key(row, column)
        return keys

    def _sorted(self, ids: list[int] | None) -> list[int]:
        column, order = self._sort
        keys = self._keys_for(column)
        return sorted(keys if ids is None else ids, key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    def _remap_persistent(self, old_ids: list[int]) -> None:
        persistent = self.persistentIndexList()
        if not persistent:
            return
        new_rows = {cid: i for i, cid in enumerate(self._ids)}
        self.changePersistentIndexList(
            persistent, [self.index(new_rows[old_ids[index.row()]], index.column()) for index in persistent]
        )


class RosterFilterProxy(QSortFilterProxyModel):
    """Filters by kind and text, reading the source's folded filter text of each row (no per-row data() calls);
    sorting is handed to the source model."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._kind: str = ""
        self._text: str = ""

    def set_kind(self, kind: str) -> None:
        """'' for every kind, else a Kind value."""
        self.beginFilterChange()
        self._kind = kind
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = collation_key(text.strip())[0]  # "emile" finds Émile, as "ÉMILE" does
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802 - Qt override
        if not (self._kind or self._text):
            return True
        kind, _, rest = self.sourceModel().filter_text(source_row).partition("\t")
        return (not self._kind or kind == self._kind) and self._text in rest

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)
