"""The journal as a table model, newest first, fetched in pages; and a proxy that filters it by character."""

from __future__ import annotations

import datetime as dt
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from desktop.models.marks import MarkRole, OutcomeCard, card_of
from desktop.models.typed_text import as_typed
from desktop.store import journal
from desktop.store.journal import JournalRow

Index = QModelIndex | QPersistentModelIndex
PAGE = 100  # a log's first read: a few screenfuls, the older pages as the Keeper scrolls (a page of 500 took 20 ms)
# The most entries a log holds once new ones keep coming in a long session: past KEPT (or as far back as the Keeper
# has scrolled, if further) and a page more, its oldest are let go, to be read again if the Keeper scrolls back to
# them (twenty pages: as far as `row_of_entry` reads).
KEPT = 20 * PAGE
# The most pages a filtered history reads at once looking for one entry it shows (the rolls among a long fight's
# steps): past them it waits for the Keeper to scroll again.
MOST_PAGES = 20


class JournalRole(IntEnum):
    ACTOR_ID = Qt.ItemDataRole.UserRole + 1
    KIND = Qt.ItemDataRole.UserRole + 2
    ENTRY = Qt.ItemDataRole.UserRole + 3  # the whole entry as plain text (the tooltip is that, shown as typed)
    SUPERSEDED = Qt.ItemDataRole.UserRole + 4  # a later entry stands for this one now (a roll bought with Luck)


HEADERS = ("When", "Who", "What", "Dice", "Result")
_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.AccessibleTextRole,
        *JournalRole,
        MarkRole.LEVELS,
        MarkRole.CARD,
    }
)


def local_time(iso: str) -> str:
    """A stored UTC stamp as local date and time, e.g. '29 Nov 14:05'."""
    try:
        moment = dt.datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso
    return moment.strftime("%d %b %H:%M")


def local_moment(iso: str) -> str:
    """A stored UTC stamp as a full local date and time to read, e.g. 'Tuesday 1 December 2026, 10:37'."""
    try:
        moment = dt.datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso
    return f"{moment:%A} {moment.day} {moment:%B %Y, %H:%M}"


def entry_text(row: JournalRow) -> str:
    """One entry whole, to read: when, who (once: not again when the text names them already), what, the dice and
    the result."""
    who = "" if not row.actor or row.actor in row.what else f"{row.actor}: "
    return "\n".join(part for part in (f"{local_moment(row.at)} — {who}{row.what}", row.dice, row.result) if part)


class JournalModel(QAbstractTableModel):
    """Newest entries first; older pages arrive through fetchMore as the view scrolls."""

    def __init__(self, kinds: tuple[str, ...] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._kinds = kinds
        self._character: int | None = None  # only the entries about this character are read (None: everyone's)
        self._rows: list[JournalRow] = []
        self._superseded: set[int] = set()  # entries a later one stands for (always newer, so read first)
        self._cards: dict[int, OutcomeCard | None] = {}  # entry id → its outcome card, once shown
        self._exhausted = False  # nothing is read until a view asks (fetchMore), so start-up stays quick
        self._started = False
        self._reach = 0  # how many rows the Keeper's scrolling has read: never let go of in a long session
        # Rows being let go: no page is read until they have gone (one who hears of it, such as a proxy's model
        # tester, may ask for more at once).
        self._letting_go = False
        # The newest entry of the whole journal looked at so far (of any kind): new entries of this model's kinds
        # can only come after it, so a log of a kind the journal holds few of never walks the whole journal again.
        self._seen = 0

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in _ANSWERED or not index.isValid():  # a view asks each cell for a dozen roles: most, no
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:  # the column asked for only (a view asks cell by cell)
            column = index.column()
            return local_time(row.at) if column == 0 else (row.actor, row.what, row.dice, row.result)[column - 1]
        if role in (JournalRole.ENTRY, Qt.ItemDataRole.ToolTipRole):
            entry = entry_text(row)
            return entry if role == JournalRole.ENTRY else as_typed(entry)
        if role == JournalRole.ACTOR_ID:
            return "" if row.actor_id is None else str(row.actor_id)
        if role == JournalRole.KIND:
            return row.kind
        if role == JournalRole.SUPERSEDED:
            return row.id in self._superseded
        if role == MarkRole.LEVELS:
            card = self._card(row)
            return card.levels if card else ()
        if role == MarkRole.CARD:
            return self._card(row)
        if role == Qt.ItemDataRole.AccessibleTextRole and index.column() == len(HEADERS) - 1:
            card = self._card(row)  # what the card shows, in words, before the result's own
            return f"{card.words()}. {row.result}" if card else row.result
        return None

    def _card(self, row: JournalRow) -> OutcomeCard | None:
        """The entry's outcome card, read from its detail the first time a view asks for it."""
        if row.id not in self._cards:
            self._cards[row.id] = card_of(row)
        return self._cards[row.id]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < 5:
            return HEADERS[section]
        return None

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and not self._exhausted and not self._letting_go

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if not self.canFetchMore(parent):
            return
        seen = journal.last_id() if not self._started else self._seen  # read first: nothing written after is missed
        self._started = True
        before = self._rows[-1].id if self._rows else None
        page = journal.entries(self._kinds, limit=PAGE, before_id=before, about=self._character)
        self._seen = max(seen, page[0].id if page and before is None else 0)
        if len(page) < PAGE:
            self._exhausted = True
        if page:
            self._superseded.update(row.supersedes for row in page if row.supersedes)
            self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(page) - 1)
            self._rows.extend(page)
            self.endInsertRows()
        self._reach = len(self._rows)

    def reload(self) -> None:
        """Forget what was read; the first page is read again when a view asks for it."""
        self.beginResetModel()
        self._forget()
        self.endResetModel()

    def _forget(self) -> None:
        self._rows = []
        self._superseded = set()
        self._cards = {}
        self._exhausted = False
        self._started = False
        self._reach = 0
        self._seen = 0

    def read_about(self, character_id: int | None) -> None:
        """Read only the entries about one character (None: everyone's), by the journal's index of characters, so
        that one whose entries lie far back shows them at once; a log already shown reads its first page again (its
        rows go and come as rows, not as a reset: a view keeps its place and its columns)."""
        if character_id == self._character:
            return
        started = self._started
        self._let_go_after(0)
        self._forget()
        self._character = character_id
        if started:
            self.fetchMore()

    def pull_new(self) -> None:
        """Show entries written since the newest one shown (nothing to do before the first page is read)."""
        if not self._started:
            return
        seen = journal.last_id()  # read first: an entry written after it is read as new next time
        newest = max(self._seen, self._rows[0].id if self._rows else 0)
        fresh = journal.entries(self._kinds, after_id=newest, about=self._character)
        self._seen = max(seen, fresh[0].id if fresh else 0)
        if fresh:
            self.beginInsertRows(QModelIndex(), 0, len(fresh) - 1)
            self._rows[:0] = fresh
            self.endInsertRows()
            self._mark_superseded({row.supersedes for row in fresh if row.supersedes})
        if len(self._rows) > max(KEPT, self._reach) + PAGE:
            self._let_go_after(max(KEPT, self._reach))

    def _let_go_after(self, kept: int) -> None:
        """Drop every row after the first `kept` and what was read with them (but not which were superseded: the
        newer entries that say so are not read again); scrolling down reads them again."""
        if len(self._rows) <= kept:
            return
        self.beginRemoveRows(QModelIndex(), kept, len(self._rows) - 1)
        self._letting_go = True
        try:
            gone = {row.id for row in self._rows[kept:]}
            del self._rows[kept:]
            self._exhausted = False
            for entry in gone & self._cards.keys():
                del self._cards[entry]
            self.endRemoveRows()
        finally:
            self._letting_go = False

    def _mark_superseded(self, ids: set[int]) -> None:
        """Entries shown before a newer one took their place: their rows say so (the rolls-only view drops them)."""
        waiting = ids - self._superseded
        self._superseded |= waiting
        for at, row in enumerate(self._rows):
            if not waiting:
                break
            if row.id in waiting:
                waiting.discard(row.id)
                self.dataChanged.emit(self.index(at, 0), self.index(at, len(HEADERS) - 1), [JournalRole.SUPERSEDED])

    def row_at(self, row: int) -> JournalRow:
        return self._rows[row]

    def row_of_entry(self, entry_id: int, most_pages: int = 20) -> int:
        """The row of one entry, reading pages back to it (at most `most_pages` more); -1 when it lies further back
        or is not of this log's kinds."""
        for _ in range(most_pages + 1):
            if self._rows and self._rows[-1].id <= entry_id:
                break
            if not self.canFetchMore():
                break
            self.fetchMore()
        return next((at for at, row in enumerate(self._rows) if row.id == entry_id), -1)


class JournalFilterProxy(QSortFilterProxyModel):
    """A JournalModel's entries, only the rolls (each once, as it stands now) or every change; one character's (those
    they made, and those whose effects touched them: a group's Sanity roll is in each investigator's history) or
    everyone's, which the source reads by the journal's index."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rolls_only = False

    def set_rolls_only(self, rolls_only: bool) -> None:
        """Only the dice rolled (the Dice tab's history by default), each roll once as it stands now (a roll bought
        with Luck, not also the failure it was; its undo, not also the purchase), or every change."""
        self.beginFilterChange()
        self._rolls_only = rolls_only
        self.endFilterChange()
        self._fill()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802 - Qt override
        if not self._rolls_only:
            return True
        entry = self.sourceModel().index(source_row, 0, source_parent)  # once: each row of a page comes through here
        return entry.data(JournalRole.KIND) == "roll" and not entry.data(JournalRole.SUPERSEDED)

    def set_character(self, character_id: int | None) -> None:
        """Show only the entries about this character (None: everyone's)."""
        self.sourceModel().read_about(character_id)
        self._fill()

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008, N802 - Qt override
        """Read older pages until one holds an entry shown (at most MOST_PAGES): a view asks again only when a page
        shows it something, and a page of a long fight's steps shows no roll."""
        shown = self.rowCount(parent)
        for _ in range(MOST_PAGES):
            if not self.canFetchMore(parent):
                return
            super().fetchMore(parent)
            if self.rowCount(parent) > shown:
                return

    def _fill(self) -> None:
        """A history shown already, filtered afresh to nothing: its older pages are read for what it shows."""
        source = self.sourceModel()
        if source is not None and self.rowCount() == 0 and source.rowCount() > 0:
            self.fetchMore()
