"""Game sessions in the campaign file: one open at a time, each journal entry stamped with the session it was made in.

An entry made while no session is open belongs to none (its `session_id` is NULL): it is "between sessions" — the
development phase, weeks of study, a roll made at home — and is kept and recapped as such, never lost.
"""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

from peewee import fn

from desktop.rules.roster.sheet import text_problem
from desktop.store import journal
from desktop.store.campaign_file import now, transaction
from desktop.store.journal import open_session_id as open_session_id  # where the sessions' readers find it
from desktop.store.schema import CharacterRow, GameSessionRow, JournalEntryRow

TITLE_LIMIT = 200  # characters in a session's title
SESSION_KIND = "session"  # the journal kind of a session's start and end


class GameSession(NamedTuple):
    id: int
    number: int
    date: str  # YYYY-MM-DD, the real date it was played
    title: str
    notes: str
    started: str
    ended: str | None  # None while it is open

    @property
    def name(self) -> str:
        """ "Session 3: The boathouse", or "Session 3" without a title."""
        title = self.title.strip()
        return f"Session {self.number}: {title}" if title else f"Session {self.number}"

    @property
    def is_open(self) -> bool:
        return self.ended is None


class RecapEntry(NamedTuple):
    """One journal entry as a recap reads it: what it says and its detail (checks, effects, harm)."""

    id: int
    at: str
    kind: str
    actor_id: int | None
    actor: str
    what: str
    result: str
    detail: dict
    session_id: int | None


_FIELDS = (
    GameSessionRow.id,
    GameSessionRow.number,
    GameSessionRow.date,
    GameSessionRow.title,
    GameSessionRow.notes,
    GameSessionRow.started,
    GameSessionRow.ended,
)


def problems(title: str, notes: str, date: str | None = None) -> list[tuple[str, str]]:
    """(field, message) for each part of a session the file cannot keep; an empty title is fine."""
    found = []
    if problem := text_problem(title, "Session title", limit=TITLE_LIMIT):
        found.append(("title", problem))
    if problem := text_problem(notes, "Session notes", lines=True):
        found.append(("notes", problem))
    if date is not None:
        try:
            dt.date.fromisoformat(date)
        except (TypeError, ValueError):
            found.append(("date", f"Session date must be a date such as 2026-11-29, not {date[:40]!r}"))
    return found


def _checked(title: str, notes: str, date: str | None = None) -> None:
    if found := problems(title, notes, date):
        raise ValueError(found[0][1])


def all_sessions() -> list[GameSession]:
    """Every session, first to last."""
    return [GameSession(*row) for row in GameSessionRow.select(*_FIELDS).order_by(GameSessionRow.number).tuples()]


def session(session_id: int) -> GameSession | None:
    row = GameSessionRow.select(*_FIELDS).where(GameSessionRow.id == session_id).tuples().first()
    return GameSession(*row) if row else None


def open_session() -> GameSession | None:
    """The session under way, or None between sessions."""
    row = GameSessionRow.select(*_FIELDS).where(GameSessionRow.ended.is_null()).tuples().first()
    return GameSession(*row) if row else None


def next_number() -> int:
    return (GameSessionRow.select(fn.max(GameSessionRow.number)).scalar() or 0) + 1


def start(title: str = "", notes: str = "", date: str | None = None) -> GameSession:
    """A new session begins (numbered after the last), journalled in it: one transaction. ValueError when one is
    still open or a part cannot be kept."""
    date = date if date is not None else dt.date.today().isoformat()
    _checked(title, notes, date)
    with transaction():
        if (under_way := open_session()) is not None:
            raise ValueError(f"{under_way.name} is still open: end it before starting another")
        number = next_number()
        session_id = GameSessionRow.insert(
            number=number, date=date, title=title.strip(), notes=notes, started=now(), ended=None
        ).execute()
        begun = session(session_id)
        journal.append(SESSION_KIND, f"{begun.name} begins", result=f"Played on {date}")
    return begun


def end(notes: str | None = None) -> GameSession:
    """The open session ends (with the Keeper's notes, when given), journalled as its last entry: one transaction."""
    under_way = open_session()
    if under_way is None:
        raise ValueError("No session is open")
    if notes is not None:
        _checked(under_way.title, notes)
    with transaction():
        journal.append(SESSION_KIND, f"{under_way.name} ends")
        changes = {"ended": now()} | ({"notes": notes} if notes is not None else {})
        GameSessionRow.update(**changes).where(GameSessionRow.id == under_way.id).execute()
    return session(under_way.id)


def edit(session_id: int, title: str, notes: str, date: str | None = None) -> GameSession:
    """A session's title, notes (and date) as the Keeper writes them afterwards: one transaction."""
    _checked(title, notes, date)
    with transaction():
        if session(session_id) is None:
            raise ValueError(f"There is no session {session_id}")
        changes = {"title": title.strip(), "notes": notes} | ({"date": date} if date is not None else {})
        GameSessionRow.update(**changes).where(GameSessionRow.id == session_id).execute()
    return session(session_id)


ENTRY_FIELDS = (  # a journal entry as the recap and an investigator's story read it
    JournalEntryRow.id,
    JournalEntryRow.at,
    JournalEntryRow.kind,
    JournalEntryRow.actor_id,
    JournalEntryRow.actor,
    JournalEntryRow.what,
    JournalEntryRow.result,
    JournalEntryRow.detail,
    JournalEntryRow.session_id,
)


def _read(query) -> list[RecapEntry]:
    found = []
    for values in query.order_by(JournalEntryRow.id).tuples():
        detail = values[7] if isinstance(values[7], dict) else {}
        found.append(RecapEntry(*values[:7], detail, values[8]))
    return found


def entries_of(session_id: int) -> list[RecapEntry]:
    """A session's journal, oldest first (an indexed read)."""
    return _read(JournalEntryRow.select(*ENTRY_FIELDS).where(JournalEntryRow.session_id == session_id))


def entries_after(session_id: int | None) -> list[RecapEntry]:
    """What was journalled between sessions after this one (None: before the first), up to the next session."""
    after = 0
    if session_id is not None:
        after = (
            JournalEntryRow.select(fn.max(JournalEntryRow.id)).where(JournalEntryRow.session_id == session_id).scalar()
            or 0
        )
    later = JournalEntryRow.select(fn.min(JournalEntryRow.id)).where(
        JournalEntryRow.session_id.is_null(False) & (JournalEntryRow.id > after)
    )
    upto = later.scalar()
    query = JournalEntryRow.select(*ENTRY_FIELDS).where(
        JournalEntryRow.session_id.is_null() & (JournalEntryRow.id > after)
    )
    if upto is not None:
        query = query.where(JournalEntryRow.id < upto)
    return _read(query)


def _utc_start(day: dt.date) -> str:
    """The start of a day on this computer's clock, as the journal's times are written (UTC)."""
    return dt.datetime.combine(day, dt.time.min).astimezone().astimezone(dt.UTC).isoformat(timespec="seconds")


def local_day(at: str) -> dt.date | None:
    """The day on this computer's clock of a time the journal wrote (UTC ISO text); None when it is no time."""
    try:
        return dt.datetime.fromisoformat(at).astimezone().date()
    except (TypeError, ValueError):
        return None


def entries_dated(first: dt.date, last: dt.date) -> list[RecapEntry]:
    """Everything journalled from one date to another, both included (the days on this computer's clock)."""
    if last < first:
        raise ValueError(f"The recap's dates run backwards: {first.isoformat()} is after {last.isoformat()}")
    start, stop = _utc_start(first), _utc_start(last + dt.timedelta(days=1))
    return _read(
        JournalEntryRow.select(*ENTRY_FIELDS).where((JournalEntryRow.at >= start) & (JournalEntryRow.at < stop))
    )


def between_sessions() -> bool:
    """Whether anything was journalled since the last session ended (or ever, before the first)."""
    last = GameSessionRow.select(GameSessionRow.id).order_by(GameSessionRow.number.desc()).scalar()
    return bool(entries_after(last)) if last is not None else JournalEntryRow.select().exists()


def last_played() -> str | None:
    """The time of the newest journal entry (UTC ISO text), or None for an empty journal."""
    return JournalEntryRow.select(fn.max(JournalEntryRow.at)).scalar()


def character_kinds() -> dict[int, tuple[str, str]]:
    """Each character's (name, kind) — one plain read, for a recap to tell investigators from monsters."""
    query = CharacterRow.select(CharacterRow.id, CharacterRow.name, CharacterRow.kind)
    return {cid: (name, kind) for cid, name, kind in query.tuples()}
