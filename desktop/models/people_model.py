"""Every character of the campaign by name, as the pickers of every tab list them: one list per session, counted when
a picker is first shown, read in one query when a name is first looked at (the list opened, a name found) and again
only when a change renames, adds, removes or kills someone."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer

from desktop.models.changes import Changes
from desktop.models.marks import MUTED, MarkRole
from desktop.models.roster.roster_model import collation_key
from desktop.store.character_rows import PickerRow, character_count, picker_rows

ID_ROLE = Qt.ItemDataRole.UserRole  # what QComboBox.currentData() gives: the character's id
KIND_ROLE = Qt.ItemDataRole.UserRole + 1  # "investigator", "npc" or "monster"

Index = QModelIndex | QPersistentModelIndex


def _shown(model: QAbstractListModel, rows: list[PickerRow], index: Index, role: int) -> object:
    """What a picker shows of one row: the name (the dead marked so, and muted), the id and the kind."""
    if not index.isValid() or not 0 <= index.row() < len(rows):
        return None
    row = rows[index.row()]
    if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
        return model.tr("{} (dead)").format(row.name) if row.dead else row.name
    if role == ID_ROLE:
        return row.id
    if role == KIND_ROLE:
        return row.kind
    if role == MarkRole.TONE and row.dead:
        return MUTED
    return None


def _ordered(rows: list[PickerRow]) -> list[PickerRow]:
    return sorted(rows, key=lambda row: collation_key(row.name))  # read in order of id: a tie stays in that order


class PeopleModel(QAbstractListModel):
    """The characters by name as a person sorts them; the dead read "Walt Brennan (dead)", muted, listed still (a
    scene refuses them with the reason). Shared by every picker, so a campaign of 10,000 is listed once, not once a
    combo box."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[PickerRow] | None = None  # read when a view first asks for a name
        self._count: int | None = None  # how many the views were told: counted before the names are read
        self._by_id: dict[int, PickerRow] = {}
        self._kinds: dict[str, PeopleOfKind] = {}

    def _read(self) -> list[PickerRow]:
        if self._rows is None:
            self._keep(_ordered(picker_rows()))
            if self._count is not None and self._count != len(self._rows):  # type: ignore[arg-type]
                QTimer.singleShot(0, self._recount)  # not from inside a view's read: told once it is over
        return self._rows  # type: ignore[return-value]

    def _keep(self, rows: list[PickerRow]) -> None:
        self._rows = rows
        self._by_id = {row.id: row for row in rows}

    def _recount(self) -> None:
        """The names read are not as many as the views were told (the file written without a change record): the
        views are told afresh."""
        if self._rows is not None and self._count != len(self._rows):
            self.beginResetModel()
            self._count = len(self._rows)
            self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        if parent.isValid():
            return 0
        if self._count is None:
            self._count = len(self._rows) if self._rows is not None else character_count()
        return self._count

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        return _shown(self, self._read(), index, role)

    def of_kind(self, kind: str) -> PeopleOfKind:
        """The characters of one kind ("investigator"), as a list of its own that follows this one."""
        if kind not in self._kinds:
            self._kinds[kind] = PeopleOfKind(self, kind)
        return self._kinds[kind]

    def ids(self) -> list[int]:
        return [row.id for row in self._read()]

    def rows(self) -> list[PickerRow]:
        """Every character as listed, by name (read now if not yet shown)."""
        return list(self._read())

    def follow(self, changes: Changes) -> None:
        """After an operation: the characters it wrote are read again (one small query); the list is read whole
        and reset only when one of them was added, removed, renamed, or died or came back. Counted but not yet read,
        only the count is taken again (and the views told when it changed)."""
        if not changes.roster or self._count is None and self._rows is None:
            return
        if self._rows is None:
            count = character_count()
            if count != self._count:
                self.beginResetModel()
                self._count = count
                self.endResetModel()
            return
        if not changes.everything:
            written = picker_rows(changes.characters)
            if len(written) == len(changes.characters) and all(self._by_id.get(row.id) == row for row in written):
                return  # a tracker moved, a skill ticked: nothing a picker shows
        rows = _ordered(picker_rows())
        if rows != self._rows or len(rows) != self._count:
            self.beginResetModel()
            self._keep(rows)
            self._count = len(rows)
            self.endResetModel()

    def reload(self) -> None:
        """A campaign opened afresh: counted and read again when next shown."""
        self.beginResetModel()
        self._rows, self._by_id, self._count = None, {}, None
        self.endResetModel()


class PeopleOfKind(QAbstractListModel):
    """The characters of one kind from the shared list, in its order: read again when it is (one pass over the
    list, no call per row from a filter)."""

    def __init__(self, people: PeopleModel, kind: str) -> None:
        super().__init__(people)
        self._people, self._kind = people, kind
        self._rows: list[PickerRow] | None = None
        people.modelAboutToBeReset.connect(self.beginResetModel)
        people.modelReset.connect(self._reset)

    def _reset(self) -> None:
        self._rows = None
        self.endResetModel()

    def _read(self) -> list[PickerRow]:
        if self._rows is None:
            self._rows = [row for row in self._people.rows() if row.kind == self._kind]
        return self._rows

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        return 0 if parent.isValid() else len(self._read())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        return _shown(self, self._read(), index, role)
