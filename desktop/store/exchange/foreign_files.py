"""Which other tool wrote a file, and its sheets read by that tool's reader."""

from __future__ import annotations

from typing import Any

from desktop.rules.dice import Dice
from desktop.store.exchange.dholes_house import from_dholes_house, is_dholes_house
from desktop.store.exchange.foreign import Imported, ImportProblem
from desktop.store.exchange.foundry import from_foundry, is_foundry


def read_foreign(data: Any, dice: Dice | None = None) -> list[Imported]:
    """Sheets from a Dhole's House export, a FoundryVTT actor, or a list of FoundryVTT actors; characteristics a
    file gives only as rolls are rolled with `dice`, or without it taken at their average."""
    if is_dholes_house(data):
        return from_dholes_house(data)
    if is_foundry(data):
        return from_foundry(data, dice)
    if isinstance(data, list) and data and all(is_foundry(actor) for actor in data):
        return [imported for actor in data for imported in from_foundry(actor, dice)]
    raise ImportProblem(
        "the file is neither a Keeper Desk campaign, a Dhole's House export nor a FoundryVTT CoC7 actor"
    )
