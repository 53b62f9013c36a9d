"""A session's recap, written from its journal: what happened to whom, by scene and by person, in plain sentences.

It reads each entry's detail, never its prose alone: the effects on roster characters (HP, SAN, Cthulhu Mythos,
conditions), the harm a scene's step did to everyone in it (`harm`: HP and SAN before and after, conditions gained),
the skills a development phase improved. A step taken back by Undo is left out (an "Undo: X" cancels the latest X
before it; "Redo: X" brings it back), and so is a roll bought again with Luck (the entry it supersedes). The players'
version leaves out rolls made behind the Keeper's screen and the Keeper's notes.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from desktop.rules.words import listed

_INSANE = ("temporary insanity", "indefinite insanity", "permanent insanity")
_DOWN = ("dead", "dying", "unconscious", "major wound", "stabilised")
_SAID = {  # a condition gained, as a sentence ends with it
    "dead": "was killed",
    "dying": "was left dying",
    "unconscious": "fell unconscious",
    "major wound": "took a major wound",
    "stabilised": "was stabilised",
    "temporary insanity": "went temporarily insane",
    "indefinite insanity": "went indefinitely insane",
    "permanent insanity": "went permanently insane",
    "bleeding": "was left bleeding",
}
_STATE = {  # how someone was left at a scene's end
    "dead": "was dead",
    "dying": "was dying",
    "unconscious": "was unconscious",
    "major wound": "had a major wound",
    "stabilised": "was stabilised",
}
_KINDS = {"combat": "fight", "rising": "fight", "chase": "chase", "sanity": "Sanity scene", "tomes": "study"}


class Entry(Protocol):
    """A journal entry as the recap reads it (the store's RecapEntry)."""

    id: int
    kind: str
    actor: str
    what: str
    result: str
    detail: Mapping[str, Any]


@dataclass
class _Person:
    name: str
    character_id: int | None = None
    first_hp: int | None = None
    last_hp: int | None = None
    max_hp: int | None = None
    hurt: int = 0
    healed: int = 0
    first_san: int | None = None
    last_san: int | None = None
    san_losses: list[tuple[int, str]] = field(default_factory=list)
    san_gained: int = 0
    mythos: int = 0
    gained: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    read: list[str] = field(default_factory=list)
    could_not_read: list[str] = field(default_factory=list)
    learned: list[str] = field(default_factory=list)
    learning: list[str] = field(default_factory=list)
    improved: list[tuple[str, int, int]] = field(default_factory=list)

    def said(self) -> list[str]:
        """What happened to this person, in sentences."""
        lines = []
        if self.hurt or self.healed:
            parts = []
            if self.hurt:
                parts.append(f"took {self.hurt} damage")
            if self.healed:
                parts.append(f"had {self.healed} HP back")
            end = f" (HP {self.first_hp} → {self.last_hp}" if self.first_hp is not None else " ("
            end += f" of {self.max_hp})" if self.max_hp is not None else ")"
            lines.append(f"{self.name} {' and '.join(parts)}{end if end != ' ()' else ''}.")
        if self.san_losses:
            lost = sum(amount for amount, _ in self.san_losses)
            causes: dict[str, int] = {}
            for amount, cause in self.san_losses:
                causes[cause] = causes.get(cause, 0) + amount
            told = listed([f"{amount} to {cause}" for cause, amount in causes.items()])
            span = f" (SAN {self.first_san} → {self.last_san})" if self.first_san is not None else ""
            lines.append(f"{self.name} lost {lost} SAN{span}: {told}." if len(causes) > 1 else "")
            if len(causes) == 1:
                lines[-1] = f"{self.name} lost {lost} SAN to {next(iter(causes))}{span}."
        if self.san_gained:
            lines.append(f"{self.name} regained {self.san_gained} SAN.")
        if self.mythos:
            lines.append(f"{self.name} gained {self.mythos} Cthulhu Mythos.")
        for title in self.read:
            lines.append(f"{self.name} read {title}.")
        for title in self.could_not_read:
            lines.append(f"{self.name} tried to read {title} but could not make sense of it.")
        if self.learning:
            lines.append(f"{self.name} began to learn {listed(self.learning)}.")
        if self.learned:
            lines.append(f"{self.name} learned {listed(self.learned)}.")
        if self.improved:
            said = listed([f"{skill} ({before} → {after})" for skill, before, after in self.improved])
            lines.append(f"{self.name} improved {said}.")
        told = [_SAID.get(c, f"was left {c}") for c in self.gained if c in _SAID]
        if told:
            lines.append(f"{self.name} {listed(told)}.")
        cured = [c for c in self.lost if c in _SAID and c not in self.gained]
        if cured:
            lines.append(f"{self.name} recovered from {listed(cured)}.")
        lines = [line for line in lines if line]
        # the name once, then "They": the heading above says whose these lines are
        return lines[:1] + [_they(line.removeprefix(self.name)) for line in lines[1:]]


def _they(rest: str) -> str:
    """A person's next sentence, led by "They" (with its verb agreeing: "They were killed")."""
    for one, many in ((" was ", " were "), (" is ", " are "), (" has ", " have ")):
        if rest.startswith(one):
            return f"They{many}{rest.removeprefix(one)}"
    return f"They{rest}"


@dataclass(frozen=True)
class SceneRecap:
    """One scene's part of the recap: its name, what kind it was, and what happened in it."""

    name: str
    kind: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class PersonRecap:
    name: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Recap:
    """A recap: its title and date, who died or went mad, each scene, each person, and the Keeper's notes."""

    title: str
    when: str = ""
    headlines: tuple[str, ...] = ()
    scenes: tuple[SceneRecap, ...] = ()
    people: tuple[PersonRecap, ...] = ()
    notes: str = ""
    for_players: bool = False

    @property
    def empty(self) -> bool:
        return not (self.headlines or self.scenes or self.people)

    def sections(self) -> list[tuple[str, list[str]]]:
        """(heading, paragraphs) in reading order, for the screen, the printed page and the players' window."""
        parts: list[tuple[str, list[str]]] = []
        if self.headlines:
            parts.append(("In short", list(self.headlines)))
        for scene in self.scenes:
            named = scene.kind.casefold() in scene.name.casefold()
            parts.append((scene.name if named else f"{scene.name} ({scene.kind})", [" ".join(scene.lines)]))
        for person in self.people:
            parts.append((person.name, [" ".join(person.lines)]))
        if self.empty:
            parts.append(("", ["Nothing was journalled."]))
        if self.notes.strip() and not self.for_players:
            parts.append(("Keeper's notes", [self.notes.strip()]))
        return parts

    def text(self) -> str:
        """The recap as plain text."""
        lead = "Previously on… " if self.for_players else ""
        out = [f"{lead}{self.title}"] + ([self.when] if self.when else [])
        for heading, paragraphs in self.sections():
            out.append("")
            if heading:
                out.append(heading)
            out.extend(paragraphs)
        return "\n".join(out) + "\n"


def kept(entries: Iterable[Entry]) -> list[Entry]:
    """The entries that still stand: each "Undo: X" takes out the latest X standing before it, "Redo: X" stands
    for X again, and an entry that another supersedes (a roll bought again with Luck) is left out."""
    standing: list[Entry] = []
    superseded: set[int] = set()
    for entry in entries:
        detail = entry.detail if isinstance(entry.detail, Mapping) else {}
        if isinstance(replaced := detail.get("supersedes"), int):
            superseded.add(replaced)
        if entry.what.startswith("Undo: "):
            taken = entry.what.removeprefix("Undo: ")
            for index in range(len(standing) - 1, -1, -1):
                if _plain_what(standing[index]) == taken:
                    del standing[index]
                    break
            continue
        standing.append(entry)
    return [e for e in standing if e.id not in superseded]


def _plain_what(entry: Entry) -> str:
    return entry.what.removeprefix("Redo: ")


def _pair(value: object) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value):
        return value[0], value[1]
    return None


def _int(value: object) -> int | None:
    return value if type(value) is int else None


def _cause(entry: Entry, scene_name: str) -> str:
    """What a loss of SAN was to: the horror of a Sanity roll, the tome read, or the scene."""
    what = _plain_what(entry)
    if match := re.match(r"Sanity roll: (.+?)(?: \([^()]*\))?$", what):
        return the(match.group(1))
    if match := re.search(r" (?:reads|studies|consults) (.+)$", what):
        return the(match.group(1))
    return scene_name or what


def the(name: str) -> str:
    """A horror's or a tome's name as a sentence says it: "the Ghoul", "the Necronomicon", "The King in Yellow"."""
    if not name[:1].isupper() or re.match(r"(?i)(the|a|an) ", name):
        return name
    return f"the {name}"


def write_recap(
    entries: Sequence[Entry],
    title: str,
    *,
    when: str = "",
    notes: str = "",
    scene_names: Mapping[int, str] | None = None,
    kinds: Mapping[int, str] | None = None,
    creatures: Collection[str] = (),
    for_players: bool = False,
) -> Recap:
    """The recap of these journal entries (oldest first). `scene_names` names scenes by id; `kinds` gives each
    roster character's kind ("investigator", "npc", "monster"): investigators are told first, monsters only in their
    scenes; `creatures`: the names a sentence gives an article ("the Marsh Hound"). For the players, hidden rolls and
    the Keeper's notes are left out."""
    names = dict(scene_names or {})
    kinds = dict(kinds or {})
    people: dict[str, _Person] = {}
    scenes: dict[int, dict[str, Any]] = {}
    headlines: list[str] = []
    for entry in kept(entries):
        detail = entry.detail if isinstance(entry.detail, Mapping) else {}
        if for_players and detail.get("hidden") is True:
            continue
        scene_id = _int(detail.get("scene"))
        kind = detail.get("scene_kind") if isinstance(detail.get("scene_kind"), str) else entry.kind
        scene = None
        if scene_id is not None and kind in ("combat", "rising", "chase"):
            scene = scenes.setdefault(
                scene_id, {"kind": kind, "lines": [], "who": {}, "end": {}, "over": "", "creatures": creatures}
            )
            scene.setdefault("name", names.get(scene_id, ""))
        scene_name = (scene or {}).get("name") or names.get(scene_id or -1, "")
        _read_entry(entry, detail, people, scene, scene_name, kinds)
    for person in people.values():
        if "dead" in person.gained:
            headlines.append(f"{person.name} died.")
        elif mad := [c for c in person.gained if c in _INSANE]:
            headlines.append(f"{person.name} {listed([_SAID[c] for c in mad])}.")
    ordered = sorted(
        people.values(),
        key=lambda p: (kinds.get(p.character_id, "") != "investigator", p.character_id is None, p.name),
    )
    shown_people = [
        PersonRecap(p.name, tuple(p.said()))
        for p in ordered
        if p.said() and (p.character_id is not None and kinds.get(p.character_id) != "monster")
    ]
    return Recap(
        title,
        when,
        tuple(headlines),
        tuple(_scene_recap(scene_id, scene) for scene_id, scene in scenes.items() if _scene_recap(scene_id, scene)),
        tuple(shown_people),
        "" if for_players else notes,
        for_players,
    )


def _person(people: dict[str, _Person], name: str, character_id: int | None) -> _Person:
    person = people.setdefault(name, _Person(name))
    if character_id is not None:
        person.character_id = character_id
    return person


def _read_entry(
    entry: Entry,
    detail: Mapping[str, Any],
    people: dict[str, _Person],
    scene: dict[str, Any] | None,
    scene_name: str,
    kinds: Mapping[int, str],
) -> None:
    what = _plain_what(entry)
    harmed: set[str] = set()
    harm = detail.get("harm") if isinstance(detail.get("harm"), list) else []
    effects = detail.get("effects") if isinstance(detail.get("effects"), list) else []
    ids = {
        e["name"]: e["character_id"]
        for e in effects
        if isinstance(e, dict) and isinstance(e.get("name"), str) and type(e.get("character_id")) is int
    }
    if entry.actor and (actor_id := _int(getattr(entry, "actor_id", None))) is not None:
        ids.setdefault(entry.actor, actor_id)  # harm names people; the entry's actor is a roster character
    for record in harm:
        if not isinstance(record, dict) or not isinstance(record.get("name"), str):
            continue
        name = record["name"]
        harmed.add(name)
        person = _person(people, name, ids.get(name))
        gained = [c for c in record.get("gained") or () if isinstance(c, str)]
        hp = _pair(record.get("hp"))
        if hp:
            _hp(person, hp, _int(record.get("max_hp")))
        sanity = _pair(record.get("sanity"))
        if sanity:
            _sanity(person, sanity, _cause(entry, scene_name))
        person.gained.extend(c for c in gained if c not in person.gained)
        if scene is not None:
            _scene_step(scene, entry, name, hp, gained)
    for data in effects:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            continue
        person = _person(people, data["name"], _int(data.get("character_id")))
        effect, change = data.get("effect"), _pair([data.get("before"), data.get("after")])
        if effect == "hp" and change and person.name not in harmed:
            _hp(person, change, None)
        elif effect == "sanity" and change and person.name not in harmed:
            _sanity(person, change, _cause(entry, scene_name))
        elif effect == "mythos" and change:
            person.mythos += change[1] - change[0]
        elif effect == "conditions":
            added = [c for c in data.get("added") or () if isinstance(c, str)]
            removed = [c for c in data.get("removed") or () if isinstance(c, str)]
            person.gained.extend(c for c in added if c not in person.gained)
            person.lost.extend(c for c in removed if c not in person.lost)
    tracker, moved = detail.get("tracker"), _pair([detail.get("from"), detail.get("to")])
    if tracker in ("hp", "sanity") and moved and entry.actor and entry.actor not in harmed:
        person = _person(people, entry.actor, _int(getattr(entry, "actor_id", None)))
        why = re.search(r"\(([^()]+)\)$", what)
        (
            _hp(person, moved, None)
            if tracker == "hp"
            else _sanity(person, moved, why.group(1) if why else "a change by hand")
        )
    improved = detail.get("improved")
    if isinstance(improved, list) and entry.actor:
        person = _person(people, entry.actor, _int(getattr(entry, "actor_id", None)))
        for item in improved:
            if isinstance(item, dict) and isinstance(item.get("skill"), str):
                before, after = _int(item.get("from")), _int(item.get("to"))
                if before is not None and after is not None and after > before:
                    person.improved.append((item["skill"], before, after))
    if entry.kind == "tomes" or detail.get("scene_kind") == "tomes":
        _tomes(entry, what, people)
    if scene is not None:
        _scene_text(scene, entry, what)


def _hp(person: _Person, change: tuple[int, int], max_hp: int | None) -> None:
    before, after = change
    if person.first_hp is None:
        person.first_hp = before
    person.last_hp = after
    if max_hp is not None:
        person.max_hp = max_hp
    if after < before:
        person.hurt += before - after
    else:
        person.healed += after - before


def _sanity(person: _Person, change: tuple[int, int], cause: str) -> None:
    before, after = change
    if person.first_san is None:
        person.first_san = before
    person.last_san = after
    if after < before:
        person.san_losses.append((before - after, cause))
    else:
        person.san_gained += after - before


def _tomes(entry: Entry, what: str, people: dict[str, _Person]) -> None:
    actor = entry.actor
    if not actor:
        return
    person = _person(people, actor, _int(getattr(entry, "actor_id", None)))
    if match := re.match(rf"{re.escape(actor)} reads (.+)$", what):
        failed = "cannot make sense" in entry.result or "Failure" in entry.result.split(";")[0]
        (person.could_not_read if failed else person.read).append(the(match.group(1)))
    if match := re.match(rf"{re.escape(actor)} begins to learn (.+)$", what):
        person.learning.append(match.group(1))
    for found in re.finditer(r"(?:^|; |: )([^;:]+?) has learned ([^;]+)", entry.result):
        if found.group(1).strip() == actor or found.group(1).strip().endswith(actor):
            person.learned.append(found.group(2).strip())


def _called(name: str, creatures: Collection[str] = ()) -> str:
    """A creature as a sentence names it ("the Ghoul", "the Marsh Hound": one of one word, or a roster monster's);
    anyone else by their name."""
    return the(name) if name in creatures or re.fullmatch(r"[A-Z][a-z]+", name) else name


def _scene_step(scene: dict[str, Any], entry: Entry, name: str, hp: tuple[int, int] | None, gained: list) -> None:
    """One person's harm in a fight or chase step, as the scene's story tells it."""
    scene["end"][name] = (hp[1] if hp else scene["end"].get(name, (None, []))[0], gained)
    who = scene["who"].setdefault(name, {"down": []})
    who["down"] = [*who["down"], *(c for c in gained if c in _DOWN and c not in who["down"])]
    creatures = scene.get("creatures", ())
    by = _called(entry.actor, creatures) if entry.actor and entry.actor != name else ""
    what = _plain_what(entry)
    name = _called(name, creatures)
    if hp and hp[1] < hp[0]:
        verb = "shot" if " shoots" in what or " fires" in what else "struck" if " attacks" in what else "hurt"
        lead = f"{by} {verb} {name}" if by else f"{name} was hurt"
        said = [_SAID[c] for c in gained if c in _SAID]
        end = f": {name} {listed(said)}" if said else ""
        scene["lines"].append(_sentence(f"{lead} for {hp[0] - hp[1]} damage (HP {hp[0]} → {hp[1]}){end}."))
    elif hp and hp[1] > hp[0]:
        how = " with First Aid" if "First Aid" in what else " with Medicine" if "Medicine" in what else ""
        lead = f"{by} healed {name}" if by else f"{name} was healed"
        scene["lines"].append(_sentence(f"{lead}{how}: {hp[1] - hp[0]} HP back (HP {hp[1]})."))
    elif gained and any(c in _SAID for c in gained):
        scene["lines"].append(_sentence(f"{name} {listed([_SAID[c] for c in gained if c in _SAID])}."))


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _scene_text(scene: dict[str, Any], entry: Entry, what: str) -> None:
    """The scene's name, who took part (and on which side), and its outcome, from the entries' words."""
    if match := re.match(r"(.+) begins$", what):
        scene["name"] = scene.get("name") or match.group(1)
    if match := re.match(r"(.+) joins the fight$", what):
        side = "opponents" if "joins the opponents" in entry.result else "investigators"
        scene.setdefault("sides", {}).setdefault(side, []).append(match.group(1))
    if match := re.match(r"(.+) joins the chase, (fleeing|pursuing)", what):
        scene.setdefault("sides", {}).setdefault(match.group(2), []).append(match.group(1))
    for sentence in re.split(r"; |\. ", entry.result):
        if sentence.startswith("The chase is over"):
            scene["over"] = sentence.rstrip(".")
        elif re.search(r" (escapes|got away|is caught|was caught|drops out|dropped out)\b", sentence):
            scene.setdefault("outs", []).append(sentence.rstrip("."))
    if re.match(r".+ ends$", what) or what in ("Chase ends",):
        scene["ended"] = True


def _scene_recap(scene_id: int, scene: dict[str, Any]) -> SceneRecap | None:
    kind = _KINDS.get(scene["kind"], scene["kind"])
    name = scene.get("name") or f"The {kind}"
    sides = scene.get("sides", {})
    lines = []
    creatures = scene.get("creatures", ())

    def called(names: list[str]) -> list[str]:
        return [_called(n, creatures) for n in names]

    if scene["kind"] == "chase":
        if sides.get("fleeing") or sides.get("pursuing"):
            fled, chasing = listed(called(sides.get("fleeing", []))), listed(called(sides.get("pursuing", [])))
            lines.append(_sentence(f"{fled or 'Nobody'} fled; {chasing or 'nobody'} gave chase."))
    elif sides:
        us, them = sides.get("investigators", []), sides.get("opponents", [])
        lines.append(_sentence(f"{listed(called(us)) or 'Nobody'} against {listed(called(them)) or 'nobody'}."))
    lines.extend(scene["lines"])
    if scene["kind"] == "chase":
        if scene["over"]:
            lines.append(f"{scene['over']}.")
        elif scene.get("outs"):
            lines.append(f"{'; '.join(scene['outs'])}.")
        elif scene.get("ended"):
            lines.append("It was broken off with nobody caught and nobody away.")
    else:
        down = [f"{_called(n, creatures)} {_STATE[who['down'][-1]]}" for n, who in scene["who"].items() if who["down"]]
        if down:
            lines.append(f"When it was over: {listed(down)}." if scene.get("ended") else f"So far: {listed(down)}.")
        elif scene.get("ended"):
            lines.append("It ended with nobody down.")
    if not lines:
        return None
    return SceneRecap(name, kind, tuple(lines))
