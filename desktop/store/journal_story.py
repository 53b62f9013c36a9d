"""One character's part of the journal, as their story reads it: the entries about them that still stand (Undo's
pairs left out), with each entry's detail and session — indexed reads by character however long the journal."""

from __future__ import annotations

from desktop.store.game_sessions import ENTRY_FIELDS, RecapEntry, all_sessions
from desktop.store.sanity_history import standing_about
from desktop.store.schema import JournalEntryRow

_CHUNK = 500


def story_entries(character_id: int) -> list[RecapEntry]:
    """The entries about this character still standing, oldest first."""
    kept = standing_about(character_id)
    found: list[RecapEntry] = []
    for start in range(0, len(kept), _CHUNK):
        query = JournalEntryRow.select(*ENTRY_FIELDS).where(JournalEntryRow.id.in_(kept[start : start + _CHUNK]))
        for values in query.order_by(JournalEntryRow.id).tuples():
            detail = values[7] if isinstance(values[7], dict) else {}
            found.append(RecapEntry(*values[:7], detail, values[8]))
    return found


def session_names() -> dict[int, str]:
    """Each game session's name by id ("Session 2: The boathouse")."""
    return {played.id: played.name for played in all_sessions()}
