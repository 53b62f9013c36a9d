"""An investigator's story as a table: each moment of their journal (when, the session, what happened, and the step
that did it), newest last, with a filter by kind of thing (SAN, HP, skills, tomes, spells, insanities, sessions)."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QObject, Qt

from desktop.models.table_base import Index, KindFilter, RowsTableModel
from desktop.rules.roster.story import StoryEvent, story_of
from desktop.store import character_rows
from desktop.store.game_sessions import local_day
from desktop.store.journal_story import session_names, story_entries
from desktop.store.sanity_history import SanityPoint, sanity_history


class StoryRole(IntEnum):
    KIND = Qt.ItemDataRole.UserRole + 1
    ENTRY = Qt.ItemDataRole.UserRole + 2


class StoryModel(RowsTableModel):
    """One character's story (`show(character_id)`), and their SAN over time for the chart beside it."""

    HEADERS = ("Date", "Session", "Kind", "What happened", "Why")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[StoryEvent] = []
        self.character_id: int | None = None
        self.name = ""
        self.sanity: list[SanityPoint] = []

    def show(self, character_id: int | None) -> None:
        """Read the story of this character afresh (None: nobody)."""
        sheet = character_rows.load_sheet_or_none(character_id)
        self.beginResetModel()
        self.character_id = character_id if sheet is not None else None
        self.name = sheet.name if sheet is not None else ""
        if sheet is None:
            self._rows, self.sanity = [], []
        else:
            entries = story_entries(character_id)
            self._rows = story_of(entries, character_id, sheet.name, session_names())
            self.sanity = sanity_history(character_id, sheet.sanity or 0, sheet.cthulhu_mythos)
        self.endResetModel()

    def event_at(self, row: int) -> StoryEvent:
        return self._rows[row]

    def kinds(self) -> list[str]:
        """The kinds of thing this story holds, in the order they first happen."""
        return list(dict.fromkeys(event.kind for event in self._rows))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        event = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            day = local_day(event.at)
            return (day.isoformat() if day else "", event.session, event.kind, event.what, event.why)[index.column()]
        if role == StoryRole.KIND:
            return event.kind
        if role == StoryRole.ENTRY:
            return event.entry_id
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class StoryFilter(KindFilter):
    """The story's moments of one kind ("" for all)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(StoryRole.KIND, parent)
