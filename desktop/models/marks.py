"""What the visual language reads from a model: the roles that carry success levels, badges and outcome cards.

A model says what a cell means (a Hard success, someone dying); a delegate in views/common draws it as a chip, a
badge or a card. The tone of a badge is a chip role of the theme ("dying", "insane"), never a colour."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from desktop.rules.checks import SuccessLevel
from desktop.rules.conditions import Condition

if TYPE_CHECKING:  # the journal's store loads with the journal, not with the first badge drawn
    from desktop.store.journal import Harm, JournalRow


class MarkRole(IntEnum):
    """Roles every model may answer, far above each model's own (UserRole + 1 …)."""

    LEVELS = Qt.ItemDataRole.UserRole + 100  # tuple[SuccessLevel, ...]: the levels rolled, in order
    BADGES = Qt.ItemDataRole.UserRole + 101  # tuple[Badge, ...]: the cell drawn as badges and words
    CARD = Qt.ItemDataRole.UserRole + 102  # OutcomeCard | None: a log entry's outcome
    TONE = Qt.ItemDataRole.UserRole + 103  # str | None: the theme's text role a cell's words are drawn in ("muted")


MUTED = "muted"  # the tone of a row whose person is out of the scene or dead: listed still, drawn in the muted text


@dataclass(frozen=True)
class Badge:
    """One part of a cell: a word drawn as a badge in a tone, or (tone None) as plain words beside the badges."""

    text: str
    tone: str | None = None


# The tone of each condition, and of each state the tables say in words: what needs the Keeper's eye is coloured.
# The conditions stand gravest first: their badges are drawn in this order.
_TONES = {
    Condition.DEAD: "dead",
    Condition.DYING: "dying",
    Condition.UNCONSCIOUS: "unconscious",
    Condition.MAJOR_WOUND: "major wound",
    Condition.STABILISED: "wounded",
    Condition.TEMPORARY_INSANITY: "insane",
    Condition.INDEFINITE_INSANITY: "insane",
    Condition.PERMANENT_INSANITY: "insane",
    Condition.BLEEDING: "major wound",
    Condition.RIGHT_LEG_MAIMED: "major wound",
    Condition.LEFT_LEG_MAIMED: "major wound",
    Condition.RIGHT_ARM_MAIMED: "major wound",
    Condition.LEFT_ARM_MAIMED: "major wound",
    Condition.IMPAIRED: "wounded",
    Condition.UNDRIVABLE: "major wound",
    Condition.WRECKED: "dead",
    Condition.FLED: "hidden",
}
BADGED = frozenset(_TONES)  # the conditions drawn as badges (a table says them there, not again in its notes)
_STATE_TONES = {
    **{c.value: tone for c, tone in _TONES.items()},
    "insane": "insane",
    "temporarily insane": "insane",
    "indefinitely insane": "insane",
    "permanently insane": "insane",
    "wounded": "wounded",
    "badly hurt": "major wound",  # the players' window's words for an opponent (rules/combat/seen.py)
    "down": "dying",
}


def tone_of(word: str) -> str | None:
    """The badge tone of a condition or a state word ("Dying", "Permanently insane", "wrecked"); None for one that
    needs no colour ("Well", "Fighting", "prone")."""
    return _STATE_TONES.get(word.strip().casefold())


def state_badges(state: str) -> tuple[Badge, ...]:
    """A table's state in words as badges: () for a state that needs no colour, so the cell reads as it did."""
    tone = tone_of(state)
    return (Badge(state, tone),) if tone else ()


def condition_badges(conditions: Iterable[Condition | str]) -> tuple[Badge, ...]:
    """The conditions that need the Keeper's eye, as badges, the gravest first (dead, dying, unconscious, then a major
    wound…): a cell too narrow for all of them keeps the one that matters most."""
    held = {str(c) for c in conditions}
    return tuple(Badge(c.label, tone) for c, tone in _TONES.items() if c.value in held)


@dataclass(frozen=True)
class OutcomeCard:
    """A log entry's outcome at a glance: who acted, the levels rolled (two side by side for an opposed roll or a
    fight's exchange), and what it did to each person."""

    actor: str
    levels: tuple[SuccessLevel, ...]
    harm: tuple[Harm, ...]
    opposed: bool = False  # its two levels are one against the other
    hidden: bool = False  # rolled behind the Keeper's screen: the card says "Secret" first
    owners: tuple[str, ...] = ()  # whose roll each level was, beside `levels`, when the entry rolled for several

    def people(self) -> list[tuple[str, tuple[SuccessLevel, ...], Harm | None]]:
        """Each person the card names, with the levels they rolled and what it did to them: those who rolled in the
        order they rolled, then anyone else it touched. The levels nobody owns are not in it (`unowned`)."""
        harm = {person.name: person for person in self.harm}
        rolled: dict[str, list[SuccessLevel]] = {}
        for level, who in zip(self.levels, self.owners, strict=False):
            if who:
                rolled.setdefault(who, []).append(level)
        named = [*rolled, *(name for name in harm if name not in rolled)]
        return [(name, tuple(rolled.get(name, ())), harm.get(name)) for name in named]

    def unowned(self) -> tuple[SuccessLevel, ...]:
        """The levels whose roll the entry does not give to anyone (all of them in an entry that names no owner)."""
        if not any(self.owners):
            return self.levels
        owners = (*self.owners, *("",) * (len(self.levels) - len(self.owners)))
        return tuple(level for level, who in zip(self.levels, owners, strict=False) if not who)

    def words(self) -> str:
        """The card in plain words (for screen readers, and the card's tooltip)."""
        parts = ["Secret"] if self.hidden else []
        parts += [self.actor] if self.actor else []
        if self.unowned():
            parts.append((" vs " if self.opposed else ", ").join(level.label for level in self.unowned()))
        for name, levels, person in self.people():
            said = [name, *(level.label for level in levels)]
            if person is not None and person.hp:
                of = f" of {person.max_hp}" if person.max_hp is not None else ""
                said.append(f"HP {person.hp[0]} → {person.hp[1]}{of}")
            if person is not None and person.sanity:
                said.append(f"SAN {person.sanity[0]} → {person.sanity[1]}")
            said.extend(person.gained if person is not None else ())
            parts.append(" ".join(said[:1]) + ": " + ", ".join(said[1:]) if len(said) > 1 else said[0])
        return "; ".join(parts)


def card_of(row: JournalRow) -> OutcomeCard | None:
    """The outcome card of a journal entry, or None when it rolled nothing, touched nobody and was rolled in the
    open."""
    outcome = row.outcome
    if not outcome.levels and not outcome.harm and not outcome.hidden:
        return None
    levels = tuple(SuccessLevel(level) for level in outcome.levels)
    return OutcomeCard(row.actor, levels, outcome.harm, outcome.opposed, hidden=outcome.hidden, owners=outcome.owners)
