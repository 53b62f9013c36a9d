"""An investigator's story: their part of the journal as a timeline of what happened to them — SAN and HP moving and
why, skills improved, tomes read, spells learned, insanities, Cthulhu Mythos gained, the sessions they played.

It reads each entry's detail (the effects on roster characters, the harm a scene's step recorded, a tracker edited
by hand, a development phase's improvements) as the session recap does, never its prose alone; the entries given
are those that still stand (the store leaves out what Undo took back)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

SANITY, HP, SKILL, TOME, SPELL, INSANITY, MYTHOS, CONDITION, SESSION = (
    "SAN",
    "HP",
    "Skill",
    "Tome",
    "Spell",
    "Insanity",
    "Mythos",
    "Condition",
    "Session",
)
_INSANE = {"temporary insanity", "indefinite insanity", "permanent insanity"}


class Entry(Protocol):
    """A journal entry as the story reads it (the store's RecapEntry)."""

    id: int
    at: str
    kind: str
    actor_id: int | None
    actor: str
    what: str
    result: str
    detail: Mapping[str, Any]
    session_id: int | None


@dataclass(frozen=True)
class StoryEvent:
    """One moment of the story: when, in which session, what kind of thing, what happened, and why (the step)."""

    entry_id: int
    at: str
    session: str
    kind: str
    what: str
    why: str


def _pair(value: object) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value):
        return value[0], value[1]
    return None


def _moved(label: str, change: tuple[int, int]) -> str:
    before, after = change
    sign = "+" if after > before else "−"
    return f"{label} {before} → {after} ({sign}{abs(after - before)})"


def _events_of(entry: Entry, character_id: int, name: str) -> list[tuple[str, str]]:
    """(kind, what) for each thing one entry did to this character, in the order it tells them."""
    detail = entry.detail if isinstance(entry.detail, Mapping) else {}
    harm, harmed = _harm(detail, name)
    found = harm + _effects(detail, character_id, harmed)
    own = entry.actor_id == character_id
    if own:
        found += _by_hand(detail)
    if own or entry.actor == name:
        found += _tomes(entry, entry.what.removeprefix("Redo: "), name)
    return found


def _harm(detail: Mapping[str, Any], name: str) -> tuple[list[tuple[str, str]], bool]:
    """HP and SAN as a scene's step recorded them for this person, and whether it named them."""
    found, harmed = [], False
    for record in detail.get("harm") if isinstance(detail.get("harm"), list) else ():
        if isinstance(record, dict) and record.get("name") == name:
            harmed = True
            if hp := _pair(record.get("hp")):
                found.append((HP, _moved("HP", hp)))
            if sanity := _pair(record.get("sanity")):
                found.append((SANITY, _moved("SAN", sanity)))
    return found, harmed


def _effects(detail: Mapping[str, Any], character_id: int, harmed: bool) -> list[tuple[str, str]]:
    """The effects on this roster character (HP and SAN only when the step's harm did not tell them already)."""
    found = []
    for data in detail.get("effects") if isinstance(detail.get("effects"), list) else ():
        if not isinstance(data, dict) or data.get("character_id") != character_id:
            continue
        effect, change = data.get("effect"), _pair([data.get("before"), data.get("after")])
        if effect in ("sanity", "hp") and change and not harmed:
            found.append((SANITY, _moved("SAN", change)) if effect == "sanity" else (HP, _moved("HP", change)))
        elif effect == "mythos" and change:
            found.append((MYTHOS, _moved("Cthulhu Mythos", change)))
        elif effect == "conditions":
            for word, key in (("Became", "added"), ("No longer", "removed")):
                found += [
                    (INSANITY if c in _INSANE else CONDITION, f"{word} {c}")
                    for c in data.get(key) or ()
                    if isinstance(c, str)
                ]
    return found


_TRACKERS = {"sanity": (SANITY, "SAN"), "hp": (HP, "HP"), "mp": (CONDITION, "MP"), "luck": (CONDITION, "Luck")}


def _by_hand(detail: Mapping[str, Any]) -> list[tuple[str, str]]:
    """A tracker the Keeper set on the Roster, SAN from skill mastery, the skills a development phase improved."""
    found = []
    tracker, change = detail.get("tracker"), _pair([detail.get("from"), detail.get("to")])
    if tracker in _TRACKERS and change:
        kind, label = _TRACKERS[tracker]
        found.append((kind, _moved(label, change)))
    moved = detail.get("sanity")
    if isinstance(moved, dict) and (change := _pair([moved.get("from"), moved.get("to")])):
        found.append((SANITY, _moved("SAN", change)))
    for item in detail.get("improved") if isinstance(detail.get("improved"), list) else ():
        change = _pair([item.get("from"), item.get("to")]) if isinstance(item, dict) else None
        if change and isinstance(item.get("skill"), str):
            found.append((SKILL, f"{item['skill']} {change[0]} → {change[1]}"))
    return found


def _tomes(entry: Entry, what: str, name: str) -> list[tuple[str, str]]:
    found = []
    if match := re.match(rf"{re.escape(name)} (reads|studies|consults) (.+)$", what):
        failed = "cannot make sense" in entry.result or "Failure" in entry.result.split(";")[0]
        verb = {"reads": "Read", "studies": "Studied", "consults": "Consulted"}[match.group(1)]
        found.append((TOME, f"Could not make sense of {match.group(2)}" if failed else f"{verb} {match.group(2)}"))
    if match := re.match(rf"{re.escape(name)} begins to learn (.+)$", what):
        found.append((SPELL, f"Began to learn {match.group(1)}"))
    for learned in re.finditer(r"(?:^|; |: )([^;:]+?) has learned ([^;]+)", entry.result):
        if learned.group(1).strip().endswith(name):
            found.append((SPELL, f"Learned {learned.group(2).strip()}"))
    if match := re.match(rf"{re.escape(name)} casts (.+?)(?: \(|$)", what):
        found.append((SPELL, f"Cast {match.group(1)}"))
    return found


def story_of(
    entries: Iterable[Entry], character_id: int, name: str, sessions: Mapping[int, str] | None = None
) -> list[StoryEvent]:
    """The character's story from their journal entries still standing (oldest first): one event for each thing an
    entry did to them, and one for each session they first appear in (`sessions` names sessions by id)."""
    names = dict(sessions or {})
    story: list[StoryEvent] = []
    seen_sessions: set[int] = set()
    for entry in entries:
        session = names.get(entry.session_id, "") if entry.session_id is not None else ""
        if entry.session_id is not None and entry.session_id not in seen_sessions:
            seen_sessions.add(entry.session_id)
            story.append(StoryEvent(entry.id, entry.at, session, SESSION, f"Played in {session or 'a session'}", ""))
        why = entry.what.removeprefix("Redo: ")
        for kind, what in _events_of(entry, character_id, name):
            story.append(StoryEvent(entry.id, entry.at, session, kind, what, why))
    return story
