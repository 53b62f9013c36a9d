"""The journal: an append-only record of every roll and every change made in play."""

from __future__ import annotations

from typing import NamedTuple

from peewee import fn

from desktop.store.campaign_file import now, transaction
from desktop.store.schema import JournalEntryRow

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
    with transaction():
        return JournalEntryRow.insert(
            at=now(),
            kind=kind,
            actor_id=actor_id,
            actor=actor,
            what=what,
            dice=dice,
            result=result,
            detail={"version": DETAIL_VERSION, **(detail or {})},
        ).execute()


def amend(entry_id: int, what: str, *, result: str = "", detail: dict | None = None) -> None:
    """Rewrite the newest entry while a run of small changes is still being merged into one step (ten clicks on
    HP + become one entry); the only update the journal allows, and only to its last entry."""
    with transaction():
        last = JournalEntryRow.select(JournalEntryRow.id).order_by(JournalEntryRow.id.desc()).limit(1).scalar()
        if last != entry_id:
            raise ValueError("only the newest journal entry can be amended")
        JournalEntryRow.update(
            at=now(), what=what, result=result, detail={"version": DETAIL_VERSION, **(detail or {})}
        ).where(JournalEntryRow.id == entry_id).execute()


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
