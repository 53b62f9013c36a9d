"""The campaign's handouts: texts and images (PNG, JPEG, SVG) kept in the campaign file, each checked to be what it
claims and at most 5 MB; and the journal's record of which handout was shown to whom, and when."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from desktop.rules.roster.sheet import NAME_LIMIT, text_problem
from desktop.store import journal
from desktop.store.campaign_file import now, transaction
from desktop.store.errors import StoreError
from desktop.store.schema import HandoutRow, JournalEntryRow

MAX_BYTES = 5 * 1024 * 1024  # each handout's image, or its text in UTF-8
TEXT, PNG, JPEG, SVG = "text", "png", "jpeg", "svg"
IMAGE_KINDS = (PNG, JPEG, SVG)
KINDS = (TEXT, *IMAGE_KINDS)
SUFFIXES = {".png": PNG, ".jpg": JPEG, ".jpeg": JPEG, ".svg": SVG}
KIND_NAMES = {TEXT: "text", PNG: "PNG image", JPEG: "JPEG image", SVG: "SVG image"}
JOURNAL_KIND = "handout"
EVERYONE = "everyone at the table"


@dataclass(frozen=True)
class Handout:
    """One handout: its title, its kind, and its text or its image's bytes."""

    id: int | None
    title: str
    kind: str
    text: str = ""
    image: bytes = b""
    position: int = 0

    @property
    def is_image(self) -> bool:
        return self.kind in IMAGE_KINDS


def image_problem(data: bytes, kind: str, name: str) -> str | None:
    """Why `data` cannot be a handout image of `kind` ("png", "jpeg", "svg"), naming the file `name`; None when it
    is one: too large, empty, or not the image its name says (a text file called .png, an SVG that is no SVG)."""
    if kind not in IMAGE_KINDS:
        return f"{name}: a handout image is PNG, JPEG or SVG, not {kind!r}"
    if not data:
        return f"{name}: the file is empty"
    if len(data) > MAX_BYTES:
        return f"{name}: {len(data) / 1024 / 1024:.1f} MB is larger than a handout may be (5 MB)"
    if kind == PNG and not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return f"{name}: this is not a PNG image (its first bytes are not a PNG's)"
    if kind == JPEG and not data.startswith(b"\xff\xd8\xff"):
        return f"{name}: this is not a JPEG image (its first bytes are not a JPEG's)"
    if kind == SVG:
        return _svg_problem(data, name)
    return None


def _svg_problem(data: bytes, name: str) -> str | None:
    head = data[:4096].lower()
    if b"<!doctype" in head or b"<!entity" in data.lower():
        return f"{name}: an SVG handout may not declare a document type or entities"
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        return f"{name}: this is not an SVG image (it is not readable XML: {exc})"
    if root.tag.rsplit("}", 1)[-1] != "svg":
        return f"{name}: this is not an SVG image (its outer element is not <svg>)"
    return None


def title_problem(title: str) -> str | None:
    return text_problem(title, "Handout title", required=True, limit=NAME_LIMIT)


def checked(handout: Handout, name: str = "") -> Handout:
    """The handout with its title trimmed; ValueError naming the field (or the file) when it cannot be kept."""
    if problem := title_problem(handout.title):
        raise ValueError(problem)
    if handout.kind not in KINDS:
        raise ValueError(f"Handout kind: one of {', '.join(KINDS)}, not {handout.kind!r}")
    if handout.kind == TEXT:
        if handout.image:
            raise ValueError("Handout: a text handout holds no image")
        if not handout.text.strip():
            raise ValueError("Handout text: write what the players are handed")
        if len(handout.text.encode("utf-8")) > MAX_BYTES:
            raise ValueError("Handout text: longer than a handout may be (5 MB)")
    else:
        if handout.text:
            raise ValueError("Handout: an image handout holds no text")
        if problem := image_problem(handout.image, handout.kind, name or handout.title):
            raise ValueError(problem)
    return Handout(handout.id, handout.title.strip(), handout.kind, handout.text, handout.image, handout.position)


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
