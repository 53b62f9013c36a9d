"""Which reader takes a file to import: a whole Keeper Desk campaign, characters from other tools' exports, or a
stat block pasted from a scenario and saved as text (.txt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.rules.bestiary import Creature
from desktop.store.exchange.campaign_json import ExchangeError, check_campaign, is_campaign_file, read_json
from desktop.store.exchange.foreign import Imported, ImportProblem
from desktop.store.exchange.foreign_files import read_foreign
from desktop.store.exchange.stat_block import read_stat_block

IMPORT_ERRORS = (ExchangeError, ImportProblem)  # a file no reader takes: the message names the file and the place
STAT_BLOCK_SUFFIX = ".txt"


@dataclass(frozen=True)
class ImportFile:
    """A file read for import: a whole campaign (checked through, ready for a new campaign file), or characters."""

    campaign: dict[str, Any] | None = None
    characters: list[Imported] = field(default_factory=list)


def read_import(path: Path) -> ImportFile:
    """The file read by the reader that takes it: our own campaign JSON (checked whole, every scene through the
    codec), another tool's export of characters, or (a .txt file) one stat block as scenarios print it; one of
    IMPORT_ERRORS when none does."""
    if path.suffix.casefold() == STAT_BLOCK_SUFFIX:
        return ImportFile(characters=[read_stat_block(read_text(path))])
    data = read_json(path)
    if is_campaign_file(data):
        check_campaign(data)
        return ImportFile(campaign=data)
    return ImportFile(characters=read_foreign(data))


def read_text(path: Path) -> str:
    """A text file's text (UTF-8, with or without its byte-order mark); ExchangeError saying why not."""
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ExchangeError(f"{path.name} is not UTF-8 text (byte {exc.start})") from exc
    except OSError as exc:
        raise ExchangeError(f"{path.name} cannot be read: {exc.strerror}") from exc


def creatures_to_keep(found: list[Imported], names: set[str] | None = None) -> list[Creature]:
    """The bestiary entries that come with these sheets (a monster's SAN loss, MOV and armour) and that the
    campaign's bestiary has no creature of that name for (`names`, casefolded: read from the open campaign when
    None). Each of the others stays as the bestiary has it, said in its sheet's list of what was left out."""
    if names is None:
        from desktop.store.campaign_bestiary import all_creatures

        names = {c.name.casefold() for c in all_creatures()}
    names = set(names)
    kept = []
    for imported in found:
        creature = imported.creature
        if creature is None:
            continue
        if creature.name.casefold() in names:
            imported.skipped.append(
                f"the bestiary has a {creature.name} already: that entry stays as it is (this one's SAN loss, "
                f"{creature.san_loss}, is in the notes)"
            )
            imported.creature = None
            continue
        names.add(creature.name.casefold())
        kept.append(creature)
        imported.skipped.append(
            f"SAN loss {creature.san_loss}: goes into the campaign's bestiary with MOV {creature.mov} and armour "
            f"{creature.armour} (the Sanity, Combat and Chase tabs offer it there), and stays in the notes"
        )
    return kept
