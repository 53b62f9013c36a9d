"""A character's kind and what the roster shows derived from its numbers: maximum HP, MP and SAN, and its state in
a word. A module of its own (rules/roster/sheet has them too) so that the roster's first screenful at start-up is
drawn without the sheet's rules: Python takes a while to make their dataclasses."""

from __future__ import annotations

from enum import Enum

from desktop.rules.conditions import Condition


class Kind(Enum):
    INVESTIGATOR = "investigator"
    NPC = "npc"
    MONSTER = "monster"

    @property
    def label(self) -> str:
        return {"investigator": "Investigator", "npc": "NPC", "monster": "Monster"}[self.value]

    @property
    def is_human(self) -> bool:
        return self is not Kind.MONSTER

    @property
    def value_limit(self) -> int:
        """The highest characteristic a sheet of this kind may hold (a guard against typing slips)."""
        return 99 if self.is_human else 999


def hit_points(con: int, size: int) -> int:
    """(CON + SIZ) / 10, rounded down."""
    return (con + size) // 10


def magic_points(power: int) -> int:
    """POW / 5, rounded down."""
    return power // 5


def max_sanity(cthulhu_mythos: int) -> int:
    """99 less the Cthulhu Mythos skill."""
    return max(0, 99 - cthulhu_mythos)


def state_of(kind: Kind, hp: int, sanity: int | None, conditions: tuple[str, ...] | list[str]) -> str:
    """The one-word state shown on the roster, from current HP, Sanity and conditions."""
    found = set(conditions)
    if Condition.DEAD in found:
        return "Dead"
    if Condition.DYING in found:
        return "Dying"
    if hp <= 0 or Condition.UNCONSCIOUS in found:
        return "Unconscious"
    if (sanity is not None and sanity <= 0 and kind is Kind.INVESTIGATOR) or Condition.PERMANENT_INSANITY in found:
        return "Permanently insane"
    if Condition.MAJOR_WOUND in found:
        return "Major wound"
    if found & {Condition.TEMPORARY_INSANITY, Condition.INDEFINITE_INSANITY}:
        return "Insane"
    return "Well"
