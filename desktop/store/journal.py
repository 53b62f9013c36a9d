"""The journal: an append-only record of every roll and every change made in play."""

from __future__ import annotations

import json
from typing import NamedTuple

from peewee import fn

from desktop.store.campaign_file import now, transaction
from desktop.store.schema import GameSessionRow, JournalCharacterRow, JournalEntryRow, SceneRow

DETAIL_VERSION = 1  # the version every journal entry's detail object carries


class Harm(NamedTuple):
    """What one entry did to one person, for the log's outcome card."""

    name: str
    hp: tuple[int, int] | None = None  # before, after
    max_hp: int | None = None  # None when the entry did not say (one written before the card was kept)
    sanity: tuple[int, int] | None = None  # before, after
    gained: tuple[str, ...] = ()  # the conditions gained, as the file stores them ("major wound", "dying")


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
    card: str | None = None  # the detail's parts the outcome card reads, as JSON text: read when asked (`outcome`)

    @property
    def outcome(self) -> RowOutcome:
        """What the entry rolled and did, read from its detail (each time: a model keeps what it shows)."""
        return outcome_of(self.card)

    @property
    def levels(self) -> tuple[int, ...]:
        return self.outcome.levels

    @property
    def harm(self) -> tuple[Harm, ...]:
        return self.outcome.harm

    @property
    def hidden(self) -> bool:
        return self.outcome.hidden

    @property
    def opposed(self) -> bool:
        return self.outcome.opposed


class RowOutcome(NamedTuple):
    """What an entry rolled and did, as its log's outcome card shows it."""

    levels: tuple[int, ...] = ()  # the success level of each check it rolled, in order (SuccessLevel values)
    harm: tuple[Harm, ...] = ()  # what it did to each person: HP, SAN, conditions gained
    hidden: bool = False  # rolled behind the Keeper's screen
    opposed: bool = False  # its two levels are one against the other (an opposed roll, a fight's exchange)
    owners: tuple[str, ...] = ()  # whose roll each level was, beside `levels` ("" where the entry does not say)


def open_session_id() -> int | None:
    """The game session under way (its entries are stamped with it), or None between sessions."""
    return GameSessionRow.select(GameSessionRow.id).where(GameSessionRow.ended.is_null()).scalar()


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
    """Add one entry (inside the caller's transaction when there is one), in the game session under way (none between
    sessions); returns its id. The session is asked inside the transaction, which a refused file never opens."""
    with transaction():
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
                "session_id": open_session_id(),
            }
        )


def insert_entry(entry: dict) -> int:
    """Write one whole entry (a new one, or one a campaign file brought in) with the characters it is about."""
    with transaction():
        entry_id = JournalEntryRow.insert(**entry).execute()
        _link(entry_id, entry.get("actor_id"), entry.get("detail"))
        return entry_id


def characters_of(actor_id: int | None, detail: object) -> set[int]:
    """The characters an entry is about: its actor, each character its effects touch (as step 8 reads them), and
    those it names as rolling with the actor (`characters`: a group roll)."""
    found = {actor_id} if isinstance(actor_id, int) else set()
    named = detail.get("characters") if isinstance(detail, dict) else None
    for character in named if isinstance(named, list) else ():
        if isinstance(character, int) and not isinstance(character, bool):
            found.add(character)
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
    # what the outcome card reads, as one JSON array: a roll's level, a scene's checks, an opposed roll's two checks,
    # the harm a scene's step did (every participant), the effects on roster characters, the hidden flag, and who
    # rolled in a group roll (its checks are each one's, never one against another)
    fn.json_extract(
        JournalEntryRow.detail, "$.level", "$.checks", "$.opposed", "$.harm", "$.effects", "$.hidden", "$.group"
    ).coerce(False),  # kept as text, read only for the rows a log shows
)


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _pair(value: object) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(_int(v) is not None for v in value):
        return (value[0], value[1])
    return None


def _levels(level: object, checks: object, opposed: object) -> tuple[tuple[int, str], ...]:
    """Each level rolled and whose roll it was ("" when the check does not say: a roll of the entry's actor, or an
    entry from before checks named their owner)."""
    if _int(level) is not None:
        return ((level, ""),) if 1 <= level <= 6 else ()
    rolled = checks if isinstance(checks, list) and checks else opposed
    found = (
        (_int(c.get("level")), c.get("who") if isinstance(c.get("who"), str) else "")
        for c in (rolled if isinstance(rolled, list) else ())
        if isinstance(c, dict)
    )
    return tuple((level, who) for level, who in found if level is not None and 1 <= level <= 6)


def _harm(harm: object, effects: object) -> tuple[Harm, ...]:
    """Each person's harm: as the step recorded it (every participant, with maximum HP), then what the effects on
    roster characters say of anyone it did not name (an entry from before the harm was kept, a Sanity roll)."""
    found: dict[str, Harm] = {}
    for data in harm if isinstance(harm, list) else ():
        if isinstance(data, dict) and isinstance(data.get("name"), str):
            gained = data.get("gained")
            found[data["name"]] = Harm(
                data["name"],
                _pair(data.get("hp")),
                _int(data.get("max_hp")),
                _pair(data.get("sanity")),
                tuple(c for c in gained if isinstance(c, str)) if isinstance(gained, list) else (),
            )
    told: dict[str, Harm] = {}
    for data in effects if isinstance(effects, list) else ():
        if not isinstance(data, dict) or not isinstance(name := data.get("name"), str) or name in found:
            continue
        person = told.get(name, Harm(name))
        kind, change = data.get("effect"), _pair([data.get("before"), data.get("after")])
        if kind == "hp" and change:
            person = person._replace(hp=change)
        elif kind == "sanity" and change:
            person = person._replace(sanity=change)
        elif kind == "conditions" and isinstance(data.get("added"), list):
            person = person._replace(gained=(*person.gained, *(c for c in data["added"] if isinstance(c, str))))
        told[name] = person
    return (*found.values(), *(p for p in told.values() if p != Harm(p.name)))


def outcome_of(card: str | None) -> RowOutcome:
    """An entry's outcome from the parts of its detail (`JournalRow.card`), never trusted: a part of the wrong shape
    is left out, as the file may have come from elsewhere."""
    try:
        parts = json.loads(card) if isinstance(card, str) else None
    except ValueError:
        parts = None
    level, checks, opposed, harm, effects, hidden, group = (
        parts if isinstance(parts, list) and len(parts) == 7 else (None,) * 7
    )
    exchange = (
        group is None and isinstance(checks, list) and len(checks) == 2 and all(_kind(c) == "combat" for c in checks)
    )
    against = exchange or (isinstance(opposed, list) and len(opposed) == 2)
    rolled = _levels(level, checks, opposed)
    owners = tuple(who for _level, who in rolled) if any(who for _level, who in rolled) else ()
    return RowOutcome(tuple(level for level, _who in rolled), _harm(harm, effects), hidden is True, against, owners)


def _kind(check: object) -> object:
    return check.get("kind") if isinstance(check, dict) else None


def entries(
    kinds: tuple[str, ...] | None = None,
    limit: int | None = None,
    after_id: int = 0,
    before_id: int | None = None,
    about: int | None = None,
) -> list[JournalRow]:
    """Entries newest first; optionally of some kinds, after one id or before another, about one character (read
    by the key of the characters' index, however far back their entries lie)."""
    query = JournalEntryRow.select(*_COLUMNS).where(JournalEntryRow.id > after_id).order_by(JournalEntryRow.id.desc())
    if about is not None:  # walked in the index's own order (character, entry), newest first, with no sort
        query = (
            query.join(JournalCharacterRow, on=JournalCharacterRow.entry == JournalEntryRow.id)
            .where((JournalCharacterRow.character_id == about) & (JournalCharacterRow.entry > after_id))
            .order_by(JournalCharacterRow.entry.desc())
        )
        if before_id is not None:
            query = query.where(JournalCharacterRow.entry < before_id)
    if before_id is not None:
        query = query.where(JournalEntryRow.id < before_id)
    if kinds:
        query = query.where(JournalEntryRow.kind.in_(kinds))
    if limit:
        query = query.limit(limit)
    return [JournalRow(*values) for values in query.tuples()]


def first_entry_of_scene(scene_id: int) -> int | None:
    """The id of the first journal entry a scene wrote (its beginning), or None: where its own entries start. Only
    the entries since the scene was made are read (by the journal's index of times), never the whole journal."""
    created = SceneRow.select(SceneRow.created).where(SceneRow.id == scene_id).scalar()
    if created is None:
        return None
    return (
        JournalEntryRow.select(fn.min(JournalEntryRow.id))
        .where((JournalEntryRow.at >= created) & (fn.json_extract(JournalEntryRow.detail, "$.scene") == scene_id))
        .scalar()
    )
