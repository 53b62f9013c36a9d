"""The rolls of one operation at the table: whose they are, and the journal's words for the faces typed."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager, nullcontext

from desktop.rules.dice import Dice
from desktop.rules.roster.sheet import Kind
from desktop.rules.table_dice import TYPED_AT_THE_TABLE, TableDice, typed_dice
from desktop.store import character_rows


@contextmanager
def rolls_of(dice: Dice, actor: tuple[int | None, str] | None) -> Iterator[None]:
    """The rolls of one operation: made by `actor` (a roster character's id, if any, and name) unless a rule says
    whose they are. An operation refused or called off leaves no typed faces behind for the next one's entry."""
    investigator = None
    if actor and actor[0] is not None and isinstance(dice, TableDice) and dice.asks_investigators:
        try:
            investigator = character_rows.load_sheet(actor[0]).kind is Kind.INVESTIGATOR
        except LookupError:
            investigator = None
    with dice.about(actor[1], investigator=investigator) if actor and actor[1] else nullcontext():
        try:
            yield
        except BaseException:
            typed_dice(dice)
            raise


def with_typed(text: str, dice: Dice) -> tuple[str, tuple[str, ...]]:
    """`text` with the rolls typed at the table said after it, and those rolls."""
    typed = typed_dice(dice)
    if not typed:
        return text, ()
    if len(typed) == 1 and text and typed[0].endswith(text):  # the one roll the entry shows: said once
        return f"{text} — {TYPED_AT_THE_TABLE}", typed
    said = f"Dice {TYPED_AT_THE_TABLE}: " + "; ".join(typed)
    return (f"{text}; {said}" if text else said), typed


def typed_detail(detail: dict | None, typed: Sequence[str]) -> dict | None:
    """A journal entry's detail flagged with the rolls typed at the table (none: as it was)."""
    return {**(detail or {}), "typed": list(typed)} if typed else detail
