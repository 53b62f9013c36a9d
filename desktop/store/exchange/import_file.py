"""Which reader takes a file to import: a whole Keeper Desk campaign, or characters from other tools' exports."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.rules.dice import Dice
from desktop.store.campaign_bestiary import save_creature
from desktop.store.campaign_file import transaction
from desktop.store.exchange.campaign_json import (
    ExchangeError,
    check_campaign,
    import_sheets,
    is_campaign_file,
    read_json,
)
from desktop.store.exchange.foreign import Imported, ImportProblem
from desktop.store.exchange.foreign_files import read_foreign

IMPORT_ERRORS = (ExchangeError, ImportProblem)  # a file no reader takes: the message names the file and the place


@dataclass(frozen=True)
class ImportFile:
    """A file read for import: a whole campaign (checked through, ready for a new campaign file), or characters
    (and the file's data, to read them again with their rolls rolled: `characters_rolled`)."""

    campaign: dict[str, Any] | None = None
    characters: list[Imported] = field(default_factory=list)
    data: Any = None

    @property
    def has_rolls(self) -> bool:
        """Whether some characteristic is given only as a roll, which the Keeper may roll or take at its average."""
        return any(imported.rolls for imported in self.characters)

    def characters_rolled(self, dice: Dice | None) -> list[Imported]:
        """The characters read again, their characteristics given only as rolls rolled with `dice` (None: taken
        at their average, as `characters` holds them)."""
        return beside_the_bestiary(read_foreign(self.data, dice)) if dice is not None else self.characters


def read_import(path: Path) -> ImportFile:
    """The file read by the reader that takes it: our own campaign JSON (checked whole, every scene through the
    codec) or another tool's export of characters; one of IMPORT_ERRORS when none does."""
    data = read_json(path)
    if is_campaign_file(data):
        check_campaign(data)
        return ImportFile(campaign=data)
    return ImportFile(characters=beside_the_bestiary(read_foreign(data)), data=data)


def beside_the_bestiary(found: list[Imported]) -> list[Imported]:
    """The characters, a bestiary entry coming with one dropped when the open campaign's bestiary (shipped or its
    own) has a creature of that name already, or an earlier one of the file does: that entry stays as it is (a
    shipped Ghoul keeps its hide), and this one's SAN loss goes into the sheet's notes instead, said so."""
    from dataclasses import replace

    from desktop.rules.bestiary import bestiary
    from desktop.store.campaign_bestiary import all_creatures
    from desktop.store.campaign_file import current_path

    shown = all_creatures() if current_path() is not None else bestiary()  # no campaign open: the shipped one's
    names = {c.name.casefold() for c in shown}
    for imported in found:
        creature = imported.creature
        if creature is None:
            continue
        if creature.name.casefold() not in names:
            names.add(creature.name.casefold())
            continue
        imported.creature, imported.kept = None, []
        line = f"SAN loss ({imported.source}): {creature.san_loss}" if creature.san_loss else ""
        if line:
            notes = imported.sheet.notes
            imported.sheet = replace(imported.sheet, notes=f"{notes}\n{line}" if notes else line)
        imported.skipped.append(
            f"the bestiary has a {creature.name} already, which stays as it is"
            + (f"; this one's SAN loss {creature.san_loss} is in the notes" if line else "")
        )
    return found


def import_characters(found: list[Imported]) -> list[int]:
    """Characters from another tool and the bestiary entries that come with them (a creature's SAN loss), all in one
    transaction; their new ids. Refused (one that would not save), nothing is written."""
    with transaction():
        ids = import_sheets([imported.sheet for imported in found])
        for imported in found:
            if imported.creature is not None:
                save_creature(imported.creature, imported.creature.name)
    return ids
