"""The Keeper's notes in the campaign file: on the campaign, a location or a character, each written in one
transaction (the search index follows by the file's own triggers), and the links between them resolved by name."""

from __future__ import annotations

from typing import NamedTuple

from peewee import fn

from desktop.rules.notes.links import NoteKind, links_in, same_name
from desktop.rules.roster.sheet import text_problem
from desktop.store.campaign_file import now, transaction
from desktop.store.schema import CharacterRow, NoteRow

TITLE_LIMIT = 200  # characters in a note's title


class Note(NamedTuple):
    id: int
    kind: str
    title: str
    body: str
    character_id: int | None
    created: str
    updated: str


class NoteDraft(NamedTuple):
    """A note as the Keeper writes it (no id or times yet)."""

    kind: str
    title: str
    body: str = ""
    character_id: int | None = None


_FIELDS = (
    NoteRow.id,
    NoteRow.kind,
    NoteRow.title,
    NoteRow.body,
    NoteRow.character_id,
    NoteRow.created,
    NoteRow.updated,
)


def problems(draft: NoteDraft) -> list[tuple[str, str]]:
    """(field, message) for each part of a note the file cannot keep."""
    found = []
    if draft.kind not in {k.value for k in NoteKind}:
        found.append(("kind", f"Note kind must be campaign, location or character, not {str(draft.kind)[:40]!r}"))
    if problem := text_problem(draft.title, "Note title", required=True, limit=TITLE_LIMIT):
        found.append(("title", problem))
    if problem := text_problem(draft.body, "Note text", lines=True):
        found.append(("body", problem))
    if draft.kind == NoteKind.CHARACTER:
        if not isinstance(draft.character_id, int) or isinstance(draft.character_id, bool):
            found.append(("character_id", "A note on a character must say which character it is about"))
        elif not CharacterRow.select().where(CharacterRow.id == draft.character_id).exists():
            found.append(("character_id", f"There is no character {draft.character_id} for this note to be about"))
    elif draft.character_id is not None:
        found.append(("character_id", "Only a note on a character is about a character"))
    return found


def _checked(draft: NoteDraft) -> NoteDraft:
    if found := problems(draft):
        raise ValueError(found[0][1])
    return draft._replace(title=" ".join(draft.title.split()))


def all_notes() -> list[Note]:
    """Every note, by kind then title."""
    query = NoteRow.select(*_FIELDS).order_by(NoteRow.kind, NoteRow.title.collate("NOCASE"), NoteRow.id)
    return [Note(*row) for row in query.tuples()]


def note(note_id: int) -> Note | None:
    row = NoteRow.select(*_FIELDS).where(NoteRow.id == note_id).tuples().first()
    return Note(*row) if row else None


def notes_on(character_id: int) -> list[Note]:
    """The notes about one character (an indexed read)."""
    query = NoteRow.select(*_FIELDS).where(NoteRow.character_id == character_id).order_by(NoteRow.id)
    return [Note(*row) for row in query.tuples()]


def save(note_id: int | None, draft: NoteDraft, *, keep_id: int | None = None) -> int:
    """Write a note (a new one with `note_id` None; `keep_id` brings a removed one back under its own id), in one
    transaction; returns its id. ValueError naming the field when a part cannot be kept (nothing written)."""
    draft = _checked(draft)
    stamp = now()
    fields = {"kind": draft.kind, "title": draft.title, "body": draft.body, "character_id": draft.character_id}
    with transaction():
        if note_id is None:
            extra = {"id": keep_id} if keep_id is not None else {}
            return NoteRow.insert(**extra, **fields, created=stamp, updated=stamp).execute()
        if not NoteRow.update(**fields, updated=stamp).where(NoteRow.id == note_id).execute():
            raise ValueError(f"There is no note {note_id} to write")
        return note_id


def delete(note_id: int) -> None:
    with transaction():
        NoteRow.delete().where(NoteRow.id == note_id).execute()


class Target(NamedTuple):
    """What a link's name names: a note (`note_id`), a character (`character_id`), or nothing yet (both None)."""

    name: str
    note_id: int | None = None
    character_id: int | None = None


def resolve(name: str) -> Target:
    """A link's name: the note of that title first (a character's own note included), else the character of that
    name; neither, nothing yet. Case and runs of spaces do not count."""
    wanted = " ".join(name.split())
    for note_id, title in NoteRow.select(NoteRow.id, NoteRow.title).order_by(NoteRow.id).tuples():
        if same_name(title, wanted):
            return Target(wanted, note_id=note_id)
    exact = CharacterRow.select(CharacterRow.id).where(CharacterRow.name == wanted).order_by(CharacterRow.id).scalar()
    if exact is not None:
        return Target(wanted, character_id=exact)
    query = CharacterRow.select(CharacterRow.id, CharacterRow.name).where(fn.lower(CharacterRow.name) == wanted.lower())
    for character_id, character_name in query.order_by(CharacterRow.id).tuples():
        if same_name(character_name, wanted):
            return Target(wanted, character_id=character_id)
    return Target(wanted)


def linking_to(names: list[str]) -> list[Note]:
    """The notes whose text links to any of these names (what links here), by title."""
    found = []
    for each in all_notes():
        if any(same_name(link.target, name) for link in links_in(each.body) for name in names):
            found.append(each)
    return found
