"""A handout for the players' screen as the rules see it: a text, or an image (PNG, JPEG, SVG) checked to be what it
claims and at most 5 MB. Pure Python: the campaign file keeps them (store/handouts.py)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

from desktop.rules.roster.sheet import NAME_LIMIT, text_problem

MAX_BYTES = 5 * 1024 * 1024  # each handout's image (a text holds at most TEXT_LIMIT characters, as notes do)
TEXT, PNG, JPEG, SVG = "text", "png", "jpeg", "svg"
IMAGE_KINDS = (PNG, JPEG, SVG)
KINDS = (TEXT, *IMAGE_KINDS)
SUFFIXES = {".png": PNG, ".jpg": JPEG, ".jpeg": JPEG, ".svg": SVG}
KIND_NAMES = {TEXT: "text", PNG: "PNG image", JPEG: "JPEG image", SVG: "SVG image"}


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
        if problem := text_problem(handout.text, "Handout text", required=True, lines=True):
            raise ValueError(problem)
    else:
        if handout.text:
            raise ValueError("Handout: an image handout holds no text")
        if problem := image_problem(handout.image, handout.kind, name or handout.title):
            raise ValueError(problem)
    return Handout(handout.id, handout.title.strip(), handout.kind, handout.text, handout.image, handout.position)
