"""The journal: an append-only record of every roll and every change made in play."""

from __future__ import annotations

from typing import NamedTuple

from desktop.store.campaign_file import now, verify_before_writing
from desktop.store.models import JournalEntry, database


class JournalRow(NamedTuple):
    id: int
    at: str
    kind: str
    actor_id: int | None
    actor: str
    what: str
    dice: str
    result: str


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
    verify_before_writing()
    with database.atomic():
        return JournalEntry.insert(
            at=now(), kind=kind, actor_id=actor_id, actor=actor, what=what, dice=dice, result=result,
            detail=detail or {},
        ).execute()  # fmt: skip


_COLUMNS = (
    JournalEntry.id, JournalEntry.at, JournalEntry.kind, JournalEntry.actor_id, JournalEntry.actor,
    JournalEntry.what, JournalEntry.dice, JournalEntry.result,
)  # fmt: skip


def entries(
    kinds: tuple[str, ...] | None = None,
    limit: int | None = None,
    after_id: int = 0,
    before_id: int | None = None,
) -> list[JournalRow]:
    """Entries newest first; optionally of some kinds, after one id or before another."""
    query = JournalEntry.select(*_COLUMNS).where(JournalEntry.id > after_id).order_by(JournalEntry.id.desc())
    if before_id is not None:
        query = query.where(JournalEntry.id < before_id)
    if kinds:
        query = query.where(JournalEntry.kind.in_(kinds))
    if limit:
        query = query.limit(limit)
    return [JournalRow(*values) for values in query.tuples()]
