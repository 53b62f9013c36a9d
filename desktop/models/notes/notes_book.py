"""The Keeper's notes of the open campaign as a QObject: the table of notes, and writing one as an undo step.

A note written as the Keeper types is saved a moment after each pause (by the tab): each save is one transaction and
one undo step, and saves of the same note in quick succession merge into one step, as the roster's repeated tracker
changes do — so Undo takes back a burst of typing, not a letter. Notes are no play at the table: they are kept out of
the journal (as the weapon catalog and the bestiary are).
"""

from __future__ import annotations

import time
from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QUndoCommand

from desktop.models.changes import Changes
from desktop.models.commands import StoreCommand
from desktop.models.table_base import Index, KindFilter, RowsTableModel
from desktop.rules.notes.links import NoteKind
from desktop.store import character_rows, notes
from desktop.store.notes import Note, NoteDraft, Target

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession

NOTES = "notes"  # the setting a Changes names when a note is written, taken back or removed
MERGE_SECONDS = 5.0  # saves of one note within this many seconds of the last are one undo step


class NoteRole(IntEnum):
    ID = Qt.ItemDataRole.UserRole + 1
    KIND = Qt.ItemDataRole.UserRole + 2


class NotesModel(RowsTableModel):
    """Every note: its title, its kind and whom it is about, by kind then title."""

    HEADERS = ("Title", "Kind", "About")
    _KIND_WORDS = {NoteKind.CAMPAIGN: "Campaign", NoteKind.LOCATION: "Location", NoteKind.CHARACTER: "Character"}

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Note] = []
        self._names: dict[int, str] = {}

    def reload(self) -> None:
        self.beginResetModel()
        self._rows = notes.all_notes()
        about = {n.character_id for n in self._rows if n.character_id is not None}
        self._names = character_rows.names_of(about)  # only the characters noted on, not a roster of thousands
        self.endResetModel()

    def titles(self) -> list[str]:
        return [note.title for note in self._rows]

    def note_at(self, row: int) -> Note:
        return self._rows[row]

    def about(self, note: Note) -> str:
        if note.character_id is None:
            return ""
        return self._names.get(note.character_id, "a character no longer on the roster")

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        note = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (note.title, self._KIND_WORDS.get(note.kind, note.kind), self.about(note))[index.column()]
        if role == NoteRole.ID:
            return note.id
        if role == NoteRole.KIND:
            return note.kind
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def row_of(self, note_id: int) -> int:
        return next((i for i, n in enumerate(self._rows) if n.id == note_id), -1)

    def index_of(self, note_id: int) -> QModelIndex:
        row = self.row_of(note_id)
        return self.index(row, 0) if row >= 0 else QModelIndex()


class NoteKindFilter(KindFilter):
    """The notes of one kind ("" for all)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(NoteRole.KIND, parent)


class NoteChange(StoreCommand):
    """One note written (before None: a new one), or removed (after None)."""

    MERGE_ID = 0x4E4F5445  # "NOTE": Qt merges a command only into one of the same id

    def __init__(self, book: NotesBook, note_id: int | None, before: Note | None, after: NoteDraft | None) -> None:
        title = (after or before).title.strip() or "a note"
        verb = "Wrote" if before is None else "Removed" if after is None else "Edited"
        super().__init__(book.session, f"{verb} the note {title}")
        self._book = book
        self.note_id = note_id
        self._before = NoteDraft(before.kind, before.title, before.body, before.character_id) if before else None
        self._after = after
        self._at = time.monotonic()

    def _write(self, draft: NoteDraft | None) -> None:
        if draft is None:
            notes.delete(self.note_id)
        elif self.note_id is not None and notes.note(self.note_id) is not None:
            notes.save(self.note_id, draft)
        else:
            self.note_id = notes.save(None, draft, keep_id=self.note_id)
        self._book.written()

    def apply(self, what: str, kind: str) -> None:
        self._write(self._after)

    def revert(self, what: str, kind: str) -> None:
        self._write(self._before)

    def id(self) -> int:  # noqa: A003 - Qt override
        return self.MERGE_ID if self._after is not None else -1  # a removal stands alone

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt override
        """A save of the same note seconds after this one: one step from this one's before to that one's after."""
        if not isinstance(other, NoteChange) or other.note_id != self.note_id or other._before is None:
            return False
        if other._after is None or not 0 <= other._at - self._at <= MERGE_SECONDS:
            return False
        self._after, self._at = other._after, other._at
        title = other._after.title.strip() or "a note"
        self.setText(f"Wrote the note {title}" if self._before is None else f"Edited the note {title}")
        return True


class NotesBook(QObject):
    """The notes of the open campaign (one per campaign: `session.scene(NotesBook)`)."""

    reloaded = Signal()  # the table of notes was read again after an operation: what shows a note follows

    def __init__(self, session: CampaignSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = NotesModel(self)
        self.model.reload()
        session.changed.connect(self._follow)

    def read_again(self) -> None:
        """After a write was rolled back: the notes as the file holds them."""
        self.model.reload()
        self.reloaded.emit()

    def _follow(self, changes: Changes) -> None:
        if changes.touches_setting(NOTES) or changes.roster:  # a character renamed or removed: "About" follows
            self.read_again()

    def written(self) -> None:
        self.session.note(Changes.of(settings=(NOTES,)))

    def note(self, note_id: int) -> Note | None:
        return notes.note(note_id)

    def problems(self, draft: NoteDraft) -> list[tuple[str, str]]:
        return notes.problems(draft)

    def save(self, note_id: int | None, draft: NoteDraft) -> int:
        """Write a note (a new one with `note_id` None) as one undo step; ValueError naming the field when refused
        (nothing written). Returns its id."""
        before = notes.note(note_id) if note_id is not None else None
        if note_id is not None and before is None:
            raise ValueError(f"There is no note {note_id} to write")
        if before is not None and (before.kind, before.title, before.body, before.character_id) == tuple(draft):
            return note_id
        command = NoteChange(self, note_id, before, draft)
        self.session.push(command)
        return command.note_id

    def remove(self, note_id: int) -> None:
        before = notes.note(note_id)
        if before is not None:
            self.session.push(NoteChange(self, note_id, before, None))

    def resolve(self, name: str) -> Target:
        """What a link's name opens: a note, a character, or nothing yet."""
        return notes.resolve(name)

    def linking_here(self, note: Note) -> list[Note]:
        """The other notes that link to this one (by its title, or by its character's name)."""
        names = [note.title]
        if note.character_id is not None:
            names += character_rows.names_of([note.character_id]).values()
        return [n for n in notes.linking_to(names) if n.id != note.id]
