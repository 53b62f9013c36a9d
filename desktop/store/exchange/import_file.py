"""Which reader takes a file to import: a whole Keeper Desk campaign, characters from other tools' exports, or a
stat block pasted from a scenario and saved as text (.txt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.rules.bestiary import Creature
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
from desktop.store.exchange.stat_block import read_stat_block

IMPORT_ERRORS = (ExchangeError, ImportProblem)  # a file no reader takes: the message names the file and the place
STAT_BLOCK_SUFFIX = ".txt"


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
        return _beside_what_is_there(read_foreign(self.data, dice)) if dice is not None else self.characters


def read_import(path: Path) -> ImportFile:
    """The file read by the reader that takes it: our own campaign JSON (checked whole, every scene through the
    codec), another tool's export of characters, or (a .txt file) one stat block as scenarios print it; one of
    IMPORT_ERRORS when none does."""
    if path.suffix.casefold() == STAT_BLOCK_SUFFIX:
        return ImportFile(characters=_beside_what_is_there([read_stat_block(read_text(path))]))
    data = read_json(path)
    if is_campaign_file(data):
        check_campaign(data)
        return ImportFile(campaign=data)
    return ImportFile(characters=_beside_what_is_there(read_foreign(data)), data=data)


def read_text(path: Path) -> str:
    """A text file's text (UTF-8, with or without its byte-order mark); ExchangeError saying why not."""
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ExchangeError(f"{path.name} is not UTF-8 text (byte {exc.start})") from exc
    except OSError as exc:
        raise ExchangeError(f"{path.name} cannot be read: {exc.strerror}") from exc


def _beside_what_is_there(found: list[Imported]) -> list[Imported]:
    return beside_the_roster(beside_the_bestiary(found))


def beside_the_roster(found: list[Imported]) -> list[Imported]:
    """The characters, each whose name the open campaign's roster (or an earlier one of the file) has already said
    so: it comes in beside the one there, under the same name, which the pickers cannot tell apart."""
    from desktop.store.campaign_file import current_path
    from desktop.store.character_rows import character_choices

    taken = {name.casefold() for _, name in character_choices()} if current_path() is not None else set()
    for imported in found:
        name = imported.sheet.name
        if name.casefold() in taken:
            imported.skipped.insert(
                0, f"the roster has a {name} already: this one comes in beside it (rename one to tell them apart)"
            )
        taken.add(name.casefold())
    return found


def beside_the_bestiary(found: list[Imported], names: set[str] | None = None) -> list[Imported]:
    """The characters, a bestiary entry coming with one dropped when the campaign's bestiary has a creature of
    that name already (`names`, casefolded: the open campaign's, shipped or its own, when None; the shipped one's
    with no campaign open), or an earlier one of the file does: that entry stays as it is (a shipped Ghoul keeps its
    hide), and this one's SAN loss goes into the sheet's notes instead, said so."""
    from dataclasses import replace

    if names is None:
        from desktop.rules.bestiary import bestiary
        from desktop.store.campaign_bestiary import all_creatures
        from desktop.store.campaign_file import current_path

        shown = all_creatures() if current_path() is not None else bestiary()
        names = {c.name.casefold() for c in shown}
    names = set(names)
    for imported in found:
        creature = imported.creature
        if creature is None:
            continue
        if creature.name.casefold() not in names:
            names.add(creature.name.casefold())
            continue
        imported.creature, imported.kept = None, []
        line = f"SAN loss ({imported.source}): {creature.san_loss}" if creature.san_loss else ""
        if line and line not in imported.sheet.notes:
            notes = imported.sheet.notes
            imported.sheet = replace(imported.sheet, notes=f"{notes}\n{line}" if notes else line)
        imported.skipped.append(
            f"the bestiary has a {creature.name} already, which stays as it is"
            + (f"; this one's SAN loss {creature.san_loss} is in the notes" if line else "")
        )
    return found


def creatures_to_keep(found: list[Imported], names: set[str] | None = None) -> list[Creature]:
    """The bestiary entries that come with these sheets and that the campaign's bestiary has no creature of that
    name for (`beside_the_bestiary`: each of the others stays as the bestiary has it, said so)."""
    return [i.creature for i in beside_the_bestiary(found, names) if i.creature is not None]


def import_characters(found: list[Imported]) -> list[int]:
    """Characters from another tool and the bestiary entries that come with them (a creature's SAN loss), all in one
    transaction; their new ids. Refused (one that would not save), nothing is written."""
    with transaction():
        ids = import_sheets([imported.sheet for imported in found])
        for imported in found:
            if imported.creature is not None:
                save_creature(imported.creature, imported.creature.name)
    return ids
