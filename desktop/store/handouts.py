"""The campaign's handouts: texts and images (PNG, JPEG, SVG) kept in the campaign file, each checked to be what it
claims and at most 5 MB (rules/handouts); and the journal's record of which handout was shown to whom, and when."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from desktop.rules.handouts.handout import (
    IMAGE_KINDS,
    JPEG,
    KIND_NAMES,
    KINDS,
    MAX_BYTES,
    PNG,
    SUFFIXES,
    SVG,
    TEXT,
    Handout,
    checked,
    image_problem,
    title_problem,
)
from desktop.store import journal
from desktop.store.campaign_file import now, transaction
from desktop.store.errors import StoreError
from desktop.store.schema import HandoutRow, JournalEntryRow

__all__ = [
    "IMAGE_KINDS",
    "JPEG",
    "KIND_NAMES",
    "KINDS",
    "MAX_BYTES",
    "PNG",
    "SUFFIXES",
    "SVG",
    "TEXT",
    "Handout",
    "checked",
    "image_problem",
    "title_problem",
]
JOURNAL_KIND = "handout"
EVERYONE = "everyone at the table"


def read_image_file(path: Path, title: str = "") -> Handout:
    """A handout from an image file, its kind from the file's ending and checked against its bytes; ValueError
    naming the file when it is not a PNG, JPEG or SVG that it claims to be, or is larger than 5 MB."""
    kind = SUFFIXES.get(path.suffix.lower())
    if kind is None:
        raise ValueError(f"{path.name}: a handout image is a .png, .jpg, .jpeg or .svg file")
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise ValueError(f"{path.name}: {size / 1024 / 1024:.1f} MB is larger than a handout may be (5 MB)")
        data = path.read_bytes()
    except OSError as exc:
        raise ValueError(f"{path.name}: cannot be read ({exc.strerror or exc})") from exc
    return checked(Handout(None, title.strip() or path.stem, kind, image=data), path.name)


def _handout(row: HandoutRow, with_data: bool = True) -> Handout:
    image = bytes(row.image) if with_data else b""
    return Handout(row.id, row.title, row.kind, row.text if with_data else "", image, row.position)


def all_handouts() -> list[Handout]:
    """Every handout in the Keeper's order, without the images' bytes (read one with `load`)."""
    query = HandoutRow.select(HandoutRow.id, HandoutRow.title, HandoutRow.kind, HandoutRow.position)
    return [_handout(row, with_data=False) for row in query.order_by(HandoutRow.position, HandoutRow.id)]


def load(handout_id: int) -> Handout:
    row = HandoutRow.get_or_none(HandoutRow.id == handout_id)
    if row is None:
        raise StoreError(f"There is no handout {handout_id} in this campaign (it may have been removed).")
    return _handout(row)


def write(handout: Handout, what: str) -> int:
    """Keep a handout (a new one when its id is None, or put back one removed, with its id), journalled as `what`:
    one transaction. Returns its id."""
    handout = checked(handout)
    with transaction():
        position = handout.position
        if handout.id is None or not position:
            position = (HandoutRow.select(HandoutRow.position).order_by(HandoutRow.position.desc()).scalar() or 0) + 1
        values = {
            "title": handout.title,
            "kind": handout.kind,
            "text": handout.text,
            "image": handout.image,
            "position": position,
            "created": now(),
        }
        if handout.id is None:
            handout_id = HandoutRow.insert(**values).execute()
        else:
            HandoutRow.insert(id=handout.id, **values).on_conflict_replace().execute()
            handout_id = handout.id
        journal.append(JOURNAL_KIND, what, detail={"handout": handout_id})
    return handout_id


def remove(handout_id: int, what: str) -> Handout:
    """Take a handout out of the campaign, journalled as `what`; returns it whole, for an undo to put back."""
    gone = load(handout_id)
    with transaction():
        HandoutRow.delete().where(HandoutRow.id == handout_id).execute()
        journal.append(JOURNAL_KIND, what, detail={"handout": handout_id})
    return gone


def record_shown(handout: Handout, to: tuple[tuple[int, str], ...] = ()) -> None:
    """The journal's record that a handout went up on the players' screen: to everyone at the table (`to` empty) or
    to the named investigators (character id, name)."""
    whom = ", ".join(name for _, name in to) if to else EVERYONE
    journal.append(
        JOURNAL_KIND,
        f"Handout shown to {whom}: {handout.title}",
        result=f"shown to {whom}",
        detail={"handout": handout.id, "shown": True, "to": [cid for cid, _ in to]},
    )


def record_hidden(handout: Handout) -> None:
    journal.append(JOURNAL_KIND, f"Handout put away: {handout.title}", detail={"handout": handout.id})


@dataclass(frozen=True)
class Showing:
    """One time a handout was shown: when (the journal's time) and to whom (its words)."""

    at: str
    to: str


def showings(handout_id: int) -> list[Showing]:
    """When the handout was shown and to whom, oldest first, read from the journal."""
    found = []
    query = JournalEntryRow.select(JournalEntryRow.at, JournalEntryRow.result, JournalEntryRow.detail).where(
        JournalEntryRow.kind == JOURNAL_KIND
    )
    for row in query.order_by(JournalEntryRow.id):
        detail = row.detail if isinstance(row.detail, dict) else {}
        if detail.get("handout") == handout_id and detail.get("shown") is True:
            found.append(Showing(row.at, row.result.removeprefix("shown to ")))
    return found
