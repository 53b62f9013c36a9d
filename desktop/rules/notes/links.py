"""Links in a note's text, written as [[Harriet Crane]] (or [[Harriet Crane|Harriet]] to show other words), and the
kinds of note a Keeper keeps: on the campaign, on a location, on a character."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class NoteKind(StrEnum):
    CAMPAIGN = "campaign"
    LOCATION = "location"
    CHARACTER = "character"

    @property
    def label(self) -> str:
        return {"campaign": "Campaign", "location": "Locations", "character": "Characters"}[self.value]


_LINK = re.compile(r"\[\[([^\[\]|\n]+?)(?:\|([^\[\]\n]+?))?\]\]")


@dataclass(frozen=True)
class Link:
    """One link in a note: the name it points at, the words it shows, and where it sits in the text."""

    target: str
    shown: str
    start: int
    end: int


def links_in(text: str) -> list[Link]:
    """Every [[name]] and [[name|words]] in the text, in order; a name is kept as written, without its spaces around."""
    found = []
    for match in _LINK.finditer(text):
        target = " ".join(match.group(1).split())
        if target:
            shown = " ".join((match.group(2) or match.group(1)).split()) or target
            found.append(Link(target, shown, match.start(), match.end()))
    return found


def link_to(name: str) -> str:
    """The text that links to a note or a character by its name (what a picked link inserts)."""
    clean = " ".join(name.replace("[", "(").replace("]", ")").replace("|", "/").split())
    return f"[[{clean}]]"


def same_name(a: str, b: str) -> bool:
    """Whether a link's name names this note or character: case and runs of spaces do not count."""
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()
