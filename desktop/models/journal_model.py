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
# The most entries a log holds once new ones keep coming in a long session: past KEPT and a page more, its oldest are
# let go, to be read again if the Keeper scrolls back to them (twenty pages: as far as `row_of_entry` reads).
KEPT = 20 * PAGE


class JournalRole(IntEnum):
    ACTOR_ID = Qt.ItemDataRole.UserRole + 1
    KIND = Qt.ItemDataRole.UserRole + 2
    ENTRY = Qt.ItemDataRole.UserRole + 3  # the whole entry as plain text (the tooltip is that, shown as typed)
    SUPERSEDED = Qt.ItemDataRole.UserRole + 4  # a later entry stands for this one now (a roll bought with Luck)
    ABOUT = Qt.ItemDataRole.UserRole + 5  # the characters the entry is about: its actor, and whom its effects touch


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
        self._rows: list[JournalRow] = []
        self._superseded: set[int] = set()  # entries a later one stands for (always newer, so read first)
        self._about: dict[int, frozenset[int]] = {}  # entry id → the characters it is about, read with its page
        self._cards: dict[int, OutcomeCard | None] = {}  # entry id → its outcome card, once shown
        self._exhausted = False  # nothing is read until a view asks (fetchMore), so start-up stays quick
        self._started = False
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
        if role == JournalRole.ABOUT:
            return self._about.get(row.id, frozenset())
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
        return not parent.isValid() and not self._exhausted

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or self._exhausted:
            return
        seen = journal.last_id() if not self._started else self._seen  # read first: nothing written after is missed
        self._started = True
        before = self._rows[-1].id if self._rows else None
        page = journal.entries(self._kinds, limit=PAGE, before_id=before)
        self._seen = max(seen, page[0].id if page and before is None else 0)
        if len(page) < PAGE:
            self._exhausted = True
        if page:
            self._superseded.update(row.supersedes for row in page if row.supersedes)
            self._about.update(journal.characters_about(page[-1].id, page[0].id))
            self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(page) - 1)
            self._rows.extend(page)
            self.endInsertRows()

    def reload(self) -> None:
        """Forget what was read; the first page is read again when a view asks for it."""
        self.beginResetModel()
        self._rows = []
        self._superseded = set()
        self._about = {}
        self._cards = {}
        self._exhausted = False
        self._started = False
        self._seen = 0
        self.endResetModel()

    def pull_new(self) -> None:
        """Show entries written since the newest one shown (nothing to do before the first page is read)."""
        if not self._started:
            return
        seen = journal.last_id()  # read first: an entry written after it is read as new next time
        fresh = journal.entries(self._kinds, after_id=max(self._seen, self._rows[0].id if self._rows else 0))
        self._seen = max(seen, fresh[0].id if fresh else 0)
        if fresh:
            self._about.update(journal.characters_about(fresh[-1].id, fresh[0].id))
            self.beginInsertRows(QModelIndex(), 0, len(fresh) - 1)
            self._rows[:0] = fresh
            self.endInsertRows()
            self._mark_superseded({row.supersedes for row in fresh if row.supersedes})
        if len(self._rows) > KEPT + PAGE:
            self._let_go_after(KEPT)

    def _let_go_after(self, kept: int) -> None:
        """Drop every row after the first `kept` and what was read with them (but not which were superseded: the
        newer entries that say so are not read again); scrolling down reads them again."""
        self.beginRemoveRows(QModelIndex(), kept, len(self._rows) - 1)
        gone = {row.id for row in self._rows[kept:]}
        del self._rows[kept:]
        self._exhausted = False
        for held in (self._about, self._cards):
            for entry in gone & held.keys():
                del held[entry]
        self.endRemoveRows()

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
    """Shows one character's entries (those they made, and those whose effects touched them: a group's Sanity roll
    is in each investigator's history), or all."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rolls_only = False
        self._character: int | None = None

    def set_rolls_only(self, rolls_only: bool) -> None:
        """Only the dice rolled (the Dice tab's history by default), each roll once as it stands now (a roll bought
        with Luck, not also the failure it was; its undo, not also the purchase), or every change."""
        self.beginFilterChange()
        self._rolls_only = rolls_only
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802 - Qt override
        if not self._rolls_only and self._character is None:
            return True
        entry = self.sourceModel().index(source_row, 0, source_parent)  # once: each row of a page comes through here
        if self._rolls_only and (entry.data(JournalRole.KIND) != "roll" or entry.data(JournalRole.SUPERSEDED)):
            return False
        return self._character is None or self._character in entry.data(JournalRole.ABOUT)

    def set_character(self, character_id: int | None) -> None:
        """Show only the entries about this character (None: everyone's)."""
        self.beginFilterChange()
        self._character = character_id
        self.endFilterChange()
