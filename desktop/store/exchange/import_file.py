"""Which reader takes a file to import: a whole Keeper Desk campaign, or characters from other tools' exports."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.store.exchange.campaign_json import ExchangeError, check_campaign, is_campaign_file, read_json
from desktop.store.exchange.foreign import Imported, ImportProblem
from desktop.store.exchange.foreign_files import read_foreign

IMPORT_ERRORS = (ExchangeError, ImportProblem)  # a file no reader takes: the message names the file and the place


@dataclass(frozen=True)
class ImportFile:
    """A file read for import: a whole campaign (checked through, ready for a new campaign file), or characters."""

    campaign: dict[str, Any] | None = None
    characters: list[Imported] = field(default_factory=list)


def read_import(path: Path) -> ImportFile:
    """The file read by the reader that takes it: our own campaign JSON (checked whole, every scene through the
    codec) or another tool's export of characters; one of IMPORT_ERRORS when none does."""
    data = read_json(path)
    if is_campaign_file(data):
        check_campaign(data)
        return ImportFile(campaign=data)
    return ImportFile(characters=read_foreign(data))
