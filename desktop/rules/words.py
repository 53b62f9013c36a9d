"""How counts, lists and signed numbers are written for the Keeper: "1 die", "2 dice", "Ada, Bo and Cy", "+5"."""

from __future__ import annotations

from collections.abc import Sequence

MINUS = "\u2212"  # the minus sign of print, never a hyphen


def noun_for(count: int, one: str, many: str | None = None) -> str:
    """The noun for this many: `one` for 1 (or -1), `many` (or `one` + "s") otherwise: "die" or "dice"."""
    return one if abs(count) == 1 else many if many is not None else one + "s"


def counted(count: int, one: str, many: str | None = None) -> str:
    """A count with its noun: "1 character", "3 characters", "2 bonus dice" (`counted(2, "bonus die", "bonus
    dice")`)."""
    return f"{count:,} {noun_for(count, one, many)}"  # "10,049 cards": the thousands marked, as everywhere


def listed(names: Sequence[str]) -> str:
    """Names as a sentence lists them: "Ada", "Ada and Bo", "Ada, Bo and Cy" ("" for none)."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def signed(number: int) -> str:
    """A modifier with its sign, one way everywhere: "+5", "−5" (a true minus sign), "0"."""
    if number > 0:
        return f"+{number}"
    if number < 0:
        return f"{MINUS}{-number}"
    return "0"
