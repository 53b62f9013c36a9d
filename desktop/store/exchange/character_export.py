"""One character written for another tool: the table of formats (name → writer) and the export of a roster
character by name to a file, which the command line and File > Export Character… share."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.rules.roster.sheet import CharacterSheet, Kind
from desktop.store import character_rows
from desktop.store.exchange.campaign_json import dumps
from desktop.store.exchange.dholes_house import to_dholes_house
from desktop.store.exchange.foundry_export import to_foundry


@dataclass(frozen=True)
class CharacterFormat:
    """A tool a character can be exported for: its name in words and its writer, `write(sheet, san_loss)` → the
    tool's JSON (`san_loss`, '0/1D6' or "", is the campaign bestiary's SAN loss for a creature or NPC of that
    name; a format with no place for it leaves it out)."""

    label: str
    write: Callable[[CharacterSheet, str], dict[str, Any]]


# `--as NAME` and File > Export Character…'s choices, in this order.
CHARACTER_FORMATS: dict[str, CharacterFormat] = {
    "foundry": CharacterFormat("FoundryVTT CoC7 actor", to_foundry),
    "dholes": CharacterFormat("Dhole's House JSON", lambda sheet, _san_loss: to_dholes_house(sheet)),
}


class ExportRefused(ValueError):
    """The character cannot be exported as asked: the message says why (a name no character has, a format this
    Keeper Desk does not write); nothing was written."""


def format_named(name: str) -> CharacterFormat:
    if name in CHARACTER_FORMATS:
        return CHARACTER_FORMATS[name]
    known = " or ".join(CHARACTER_FORMATS)
    raise ExportRefused(f"{name!r} is not a format Keeper Desk exports characters in ({known})")


def character_named(name: str) -> int:
    """The id of the one character called `name` (as typed, spaces around it aside); ExportRefused when no one or
    more than one has that name."""
    wanted = name.strip()
    found = [cid for cid, called in character_rows.character_choices() if called == wanted]
    if not found:
        near = [called for _, called in character_rows.character_choices() if called.casefold() == wanted.casefold()]
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise ExportRefused(f"no character called {wanted!r} in this campaign{hint}")
    if len(found) > 1:
        raise ExportRefused(f"{len(found)} characters are called {wanted!r}: rename one to export the other")
    return found[0]


def san_loss_of(sheet: CharacterSheet) -> str:
    """The SAN loss the campaign's bestiary gives a creature or NPC of this sheet's name ("" for none)."""
    from desktop.store.campaign_bestiary import all_creatures

    if sheet.kind is Kind.INVESTIGATOR:
        return ""
    wanted = sheet.name.strip().casefold()
    return next((c.san_loss for c in all_creatures() if c.name.casefold() == wanted), "")


def exported_character(character_id: int, format_name: str) -> dict[str, Any]:
    """One roster character in the format named, as plain data."""
    chosen = format_named(format_name)
    sheet = character_rows.load_sheet(character_id)
    return chosen.write(sheet, san_loss_of(sheet))


def export_character(character_id: int, format_name: str, path: Path) -> None:
    """Write one character to `path` in the format named: the whole file or none of it (written beside, then put in
    its place)."""
    text = dumps(exported_character(character_id, format_name))
    partial = path.with_name(path.name + ".part")
    try:
        partial.write_text(text, encoding="utf-8")
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)
