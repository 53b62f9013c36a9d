"""The roster's first screenful, read straight from a campaign file with the standard library's sqlite3 before the
database layer has loaded: the window draws it the moment after its first paint, and the campaign opens into it
(app.main). It only reads, and only a file it can read without leaving a trace: a campaign of the schema it knows,
closed cleanly (no -wal beside it). Anything else is left to the campaign's own opening, which says why it refuses."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import NamedTuple

from desktop.store.roster_rows import ROSTER_SELECT, RosterRow, row_from

COMBAT_RULES = {"7e": "7th edition", "rising": "Cthulhu Rising"}  # a campaign's choices (campaign.variant)
EVERY_UP_TO = 2_000  # a roster sorted by another column than the name is read whole only up to this many
READS_VERSION = 14  # the schema read here (a test holds it to migrations.SCHEMA_VERSION)
APPLICATION_ID = 0x4B44534B  # "KDSK": as migrations.APPLICATION_ID, which loads the database layer


def rules_of(variant: str) -> str:
    """The combat rules a campaign's stored choice names: "7e" unless it names another."""
    return variant if variant in COMBAT_RULES else "7e"


class Screenful(NamedTuple):
    """What the window shows of a campaign before it opens."""

    name: str  # the campaign's
    rules: str  # its combat rules (the Combat tab's menu is theirs)
    count: int  # its characters
    rows: list[RosterRow]  # the first in the order asked for, or every row when `every` (the caller orders them)
    every: bool


def read_first_screenful(path: Path, limit: int, *, by_name: bool = True, descending: bool = False) -> Screenful | None:
    """The first `limit` roster rows in name order (going down with `descending`), or with `by_name` False every
    row (for a roster of up to EVERY_UP_TO: reading more would delay the campaign's own opening more than it shows
    it sooner); None when the file is not one this reads, or cannot be read."""
    real = Path(path).resolve()
    if not real.is_file() or real.with_name(real.name + "-wal").exists():
        return None  # missing, or not closed cleanly (its opening recovers the -wal): not read from here
    try:
        connection = sqlite3.connect(f"{real.as_uri()}?mode=ro&immutable=1", uri=True)
    except sqlite3.Error:
        return None
    try:
        return _read(connection, limit, by_name, descending)
    except (sqlite3.Error, KeyError, ValueError, TypeError):  # damaged, foreign, or a value no roster row holds
        return None
    finally:
        connection.close()


def _read(connection: sqlite3.Connection, limit: int, by_name: bool, descending: bool) -> Screenful | None:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    mark = connection.execute("PRAGMA application_id").fetchone()[0]
    if version != READS_VERSION or mark != APPLICATION_ID:
        return None
    campaign = connection.execute('SELECT "name", "variant" FROM "campaign" ORDER BY "id" LIMIT 1').fetchone()
    if campaign is None:
        return None
    count = connection.execute('SELECT COUNT(*) FROM "character"').fetchone()[0]
    if not by_name and count > EVERY_UP_TO:
        return None
    if by_name:
        way = "DESC" if descending else "ASC"
        query = f'{ROSTER_SELECT} ORDER BY c."sort_key" {way}, c."id" {way} LIMIT ?'
        rows = [row_from(values) for values in connection.execute(query, (limit,))]
    else:
        rows = [row_from(values) for values in connection.execute(ROSTER_SELECT)]
    return Screenful(str(campaign[0]), rules_of(campaign[1]), count, rows, every=not by_name)
