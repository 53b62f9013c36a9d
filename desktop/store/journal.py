"""The journal: an append-only record of every roll and every change made in play."""

from __future__ import annotations

from typing import NamedTuple

from peewee import fn

from desktop.store.campaign_file import now, transaction
from desktop.store.schema import JournalCharacterRow, JournalEntryRow

DETAIL_VERSION = 1  # the version every journal entry's detail object carries


class JournalRow(NamedTuple):
    id: int
    at: str
    kind: str
    actor_id: int | None
    actor: str
    what: str
    dice: str
    result: str
    supersedes: int | None = None  # the entry this one stands for now (a roll bought with Luck, its undo, its redo)


def append(
    kind: str,
    what: str,
    *,
    actor_id: int | None = None,
    actor: str = "",
    dice: str = "",
    result: str = "",
    detail: dict | None = None,
) -> int:
    """Add one entry (inside the caller's transaction when there is one); returns its id."""
    return insert_entry(
        {
            "at": now(),
            "kind": kind,
            "actor_id": actor_id,
            "actor": actor,
            "what": what,
            "dice": dice,
            "result": result,
            "detail": {"version": DETAIL_VERSION, **(detail or {})},
        }
    )


def insert_entry(entry: dict) -> int:
    """Write one whole entry (a new one, or one a campaign file brought in) with the characters it is about."""
    with transaction():
        entry_id = JournalEntryRow.insert(**entry).execute()
        _link(entry_id, entry.get("actor_id"), entry.get("detail"))
        return entry_id


def characters_of(actor_id: int | None, detail: object) -> set[int]:
    """The characters an entry is about: its actor, and each character its effects touch (as step 8 reads them)."""
    found = {actor_id} if isinstance(actor_id, int) else set()
    effects = detail.get("effects") if isinstance(detail, dict) else None
    for data in effects if isinstance(effects, list) else ():
        character = data.get("character_id") if isinstance(data, dict) else None
        if isinstance(character, int) and not isinstance(character, bool):
            found.add(character)
    return found


def _link(entry_id: int, actor_id: int | None, detail: object) -> None:
    rows = [{"character_id": c, "entry": entry_id} for c in sorted(characters_of(actor_id, detail))]
    if rows:
        JournalCharacterRow.insert_many(rows).on_conflict_ignore().execute()


def characters_about(first_id: int, last_id: int) -> dict[int, frozenset[int]]:
    """The characters each entry from `first_id` to `last_id` is about (one read for a page of the journal)."""
    found: dict[int, set[int]] = {}
    query = JournalCharacterRow.select(JournalCharacterRow.entry, JournalCharacterRow.character_id).where(
        JournalCharacterRow.entry.between(first_id, last_id)
    )
    for entry_id, character_id in query.tuples():
        found.setdefault(entry_id, set()).add(character_id)
    return {entry_id: frozenset(ids) for entry_id, ids in found.items()}


def about(character_id: int) -> list[tuple[int, str]]:
    """(id, what) of every entry about one character, oldest first: an indexed read however long the journal."""
    query = (
        JournalEntryRow.select(JournalEntryRow.id, JournalEntryRow.what)
        .join(JournalCharacterRow, on=JournalCharacterRow.entry == JournalEntryRow.id)
        .where(JournalCharacterRow.character_id == character_id)
        .order_by(JournalEntryRow.id)
    )
    return list(query.tuples())


def amend(entry_id: int, what: str, *, result: str = "", detail: dict | None = None) -> None:
    """Rewrite the newest entry while a run of small changes is still being merged into one step (ten clicks on
    HP + become one entry); the only update the journal allows, and only to its last entry."""
    with transaction():
        last = JournalEntryRow.select(JournalEntryRow.id).order_by(JournalEntryRow.id.desc()).limit(1).scalar()
        if last != entry_id:
            raise ValueError("only the newest journal entry can be amended")
        detail = {"version": DETAIL_VERSION, **(detail or {})}
        JournalEntryRow.update(at=now(), what=what, result=result, detail=detail).where(
            JournalEntryRow.id == entry_id
        ).execute()
        actor_id = JournalEntryRow.select(JournalEntryRow.actor_id).where(JournalEntryRow.id == entry_id).scalar()
        JournalCharacterRow.delete().where(JournalCharacterRow.entry == entry_id).execute()
        _link(entry_id, actor_id, detail)


def last_id() -> int:
    return JournalEntryRow.select(JournalEntryRow.id).order_by(JournalEntryRow.id.desc()).limit(1).scalar() or 0


def details(kinds: tuple[str, ...] | None = None, actor_id: int | None = None) -> list[dict]:
    """The detail objects of entries, oldest first (checks and effects, for questions asked without parsing)."""
    query = JournalEntryRow.select(JournalEntryRow.detail).order_by(JournalEntryRow.id)
    if kinds:
        query = query.where(JournalEntryRow.kind.in_(kinds))
    if actor_id is not None:
        query = query.where(JournalEntryRow.actor_id == actor_id)
    return [row.detail for row in query]


_COLUMNS = (
    JournalEntryRow.id,
    JournalEntryRow.at,
    JournalEntryRow.kind,
    JournalEntryRow.actor_id,
    JournalEntryRow.actor,
    JournalEntryRow.what,
    JournalEntryRow.dice,
    JournalEntryRow.result,
    fn.json_extract(JournalEntryRow.detail, "$.supersedes"),
)


def entries(
    kinds: tuple[str, ...] | None = None,
    limit: int | None = None,
    after_id: int = 0,
    before_id: int | None = None,
) -> list[JournalRow]:
    """Entries newest first; optionally of some kinds, after one id or before another."""
    query = JournalEntryRow.select(*_COLUMNS).where(JournalEntryRow.id > after_id).order_by(JournalEntryRow.id.desc())
    if before_id is not None:
        query = query.where(JournalEntryRow.id < before_id)
    if kinds:
        query = query.where(JournalEntryRow.kind.in_(kinds))
    if limit:
        query = query.limit(limit)
    return [JournalRow(*values) for values in query.tuples()]
