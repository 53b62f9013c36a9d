"""Every character of the campaign by name, as the pickers of every tab list them: one list per session, counted when
a picker is first shown, read a page at a time from the file's index in name order while only a few names are looked
at (a picker showing its first person), whole in one query when more are (the list opened, a name found), and again
only when a change renames, adds, removes or kills someone."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer

from desktop.models.changes import Changes
from desktop.models.marks import MUTED, MarkRole
from desktop.store.character_rows import PickerRow, character_count, picker_rows, sorted_picker_rows

ID_ROLE = Qt.ItemDataRole.UserRole  # what QComboBox.currentData() gives: the character's id
KIND_ROLE = Qt.ItemDataRole.UserRole + 1  # "investigator", "npc" or "monster"

Index = QModelIndex | QPersistentModelIndex


PAGE = 64  # names read at a time before the whole list is
PAGES = 3  # pages read before the whole list is, in one query


def _shown_row(model: QAbstractListModel, row: PickerRow, role: int) -> object:
    if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
        return model.tr("{} (dead)").format(row.name) if row.dead else row.name
    if role == ID_ROLE:
        return row.id
    if role == KIND_ROLE:
        return row.kind
    if role == MarkRole.TONE and row.dead:
        return MUTED
    return None


class PeopleModel(QAbstractListModel):
    """The characters by name as a person sorts them; the dead read "Walt Brennan (dead)", muted, listed still (a
    scene refuses them with the reason). Shared by every picker, so a campaign of 10,000 is listed once, not once a
    combo box."""

    def __init__(self, parent: QObject | None = None, kind: str | None = None) -> None:
        super().__init__(parent)
        self._kind = kind  # this list's kind ("investigator": the Tomes' readers), or None for every character
        self._rows: list[PickerRow] | None = None  # read when a view first asks for a name
        self._count: int | None = None  # how many the views were told: counted before the names are read
        self._by_id: dict[int, PickerRow] = {}
        self._pages: dict[int, list[PickerRow]] = {}  # read before the whole list is: page number -> its rows
        self._kinds: dict[str, PeopleModel] = {}

    def _read(self, rows: list[PickerRow] | None = None) -> list[PickerRow]:
        """The whole list: read now in one query (or the `rows` just read, when they are all of it)."""
        if self._rows is None:
            self._keep(sorted_picker_rows(kind=self._kind) if rows is None else rows)
            if self._count is not None and self._count != len(self._rows):  # type: ignore[arg-type]
                QTimer.singleShot(0, self._recount)  # not from inside a view's read: told once it is over
        return self._rows  # type: ignore[return-value]

    def _keep(self, rows: list[PickerRow]) -> None:
        self._rows = rows
        self._by_id = {row.id: row for row in rows}
        self._pages = {}

    def _row(self, at: int) -> PickerRow | None:
        """One row by its place: from its page while only a few pages were looked at (a picker showing its first
        person reads the first), else from the whole list, then read in one query."""
        if self._rows is None:
            number = at // PAGE
            page = self._pages.get(number)
            if page is None and len(self._pages) < PAGES:
                page = self._pages[number] = sorted_picker_rows(number * PAGE, PAGE, self._kind)
                if number == 0 and len(page) < PAGE:  # a small campaign: its first page is the whole list
                    self._read(page)
            if self._rows is None and page is not None and at % PAGE < len(page):
                return page[at % PAGE]
        rows = self._read()  # past the end of a page read (the file written behind our back): the views are told
        return rows[at] if 0 <= at < len(rows) else None

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
            self._count = len(self._rows) if self._rows is not None else character_count(self._kind)
        return self._count

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        row = self._row(index.row())
        return None if row is None else _shown_row(self, row, role)

    def of_kind(self, kind: str) -> PeopleModel:
        """The characters of one kind ("investigator"), as a list of its own, counted and read a page at a time as
        this one is, that follows every change this one is told of."""
        if kind not in self._kinds:
            self._kinds[kind] = PeopleModel(self, kind)
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
        for of_kind in self._kinds.values():
            of_kind.follow(changes)
        if not changes.roster or self._count is None and self._rows is None:
            return
        if self._rows is None:
            count = character_count(self._kind)
            if count == self._count and self._unchanged_in_pages(changes):
                return
            pages = {number: sorted_picker_rows(number * PAGE, PAGE, self._kind) for number in self._pages}
            if count != self._count or pages != self._pages:
                self.beginResetModel()
                self._count, self._pages = count, {}
                self.endResetModel()
            return
        if not changes.everything:
            written = picker_rows(changes.characters)
            if len(written) == len(changes.characters) and self._as_listed(written, self._by_id):
                return  # a tracker moved, a skill ticked: nothing a picker shows
        rows = sorted_picker_rows(kind=self._kind)
        if rows != self._rows or len(rows) != self._count:
            self.beginResetModel()
            self._keep(rows)
            self._count = len(rows)
            self.endResetModel()

    def _unchanged_in_pages(self, changes: Changes) -> bool:
        """Whether the characters a change wrote are all in the pages read, as they were (a tracker moved): else the
        pages are read again, since one renamed may have moved into them."""
        if changes.everything or not self._pages:
            return not self._pages
        listed = {row.id: row for page in self._pages.values() for row in page}
        written = picker_rows(changes.characters)
        return len(written) == len(changes.characters) and self._as_listed(written, listed)

    def _as_listed(self, written: list[PickerRow], listed: dict[int, PickerRow]) -> bool:
        """Whether characters just written are listed as they stand: each as it is, or, not of this list's kind,
        not listed at all (one whose kind changed comes or goes)."""
        return all(listed.get(row.id) == (row if self._kind in (None, row.kind) else None) for row in written)

    def reload(self) -> None:
        """A campaign opened afresh: counted and read again when next shown."""
        for of_kind in self._kinds.values():
            of_kind.reload()
        self.beginResetModel()
        self._rows, self._by_id, self._count, self._pages = None, {}, None, {}
        self.endResetModel()
