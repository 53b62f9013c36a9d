"""Opening, creating and checking campaign files (.kdesk: one SQLite database each); backups are in backups.py.

A file is checked before anything writes to it; a file that fails is refused and left byte-identical, with no
-wal or -shm files left beside it. A read-only file opens read-only and refuses every change. Every write goes
through `transaction()`, which runs a deferred check first and turns the database's own errors into StoreError.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path

import peewee

from desktop.store.errors import CampaignError, ReadOnlyError, Refusal, StoreError
from desktop.store.first_screenful import COMBAT_RULES, rules_of
from desktop.store.migrations import APPLICATION_ID, SCHEMA_VERSION, migrate
from desktop.store.schema import CampaignRow, database

SQLITE_HEADER = b"SQLite format 3\x00"
SUFFIX = ".kdesk"
PRAGMAS = {
    "journal_mode": "wal",
    "foreign_keys": 1,
    "synchronous": 2,  # FULL: a committed change is on disk before the call returns
    "busy_timeout": 5000,
}
READ_ONLY_PRAGMAS = {"foreign_keys": 1, "query_only": 1}
SIDECARS = ("-wal", "-shm", "-journal")


def new_campaign_path(name: str | Path) -> Path:
    """The campaign file a name typed in a save dialog makes: the name with the campaign suffix added when it lacks
    it (a dialog on some systems adds none)."""
    text = str(name)
    return Path(text if text.endswith(SUFFIX) else text + SUFFIX)


def new_campaign_refusal(path: Path) -> str:
    """Why a new campaign (or a whole campaign imported) may not be made at `path` ("" when it may): a file there
    already, which is never overwritten."""
    return f"{path.name} already exists: pick a new name." if path.exists() else ""


def remove_campaign_file(path: Path) -> None:
    """A campaign file made for something that did not happen (an import refused), gone with its sidecars. The
    caller has closed and released it."""
    for leftover in (path, *(path.with_name(path.name + s) for s in SIDECARS)):
        leftover.unlink(missing_ok=True)


def now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


@dataclass
class _Open:
    """The open campaign: its path, whether it is read-only, whether its full check is still to run, and the -wal
    and -shm files that were beside it before it was opened (a refusal removes only the ones SQLite made since)."""

    path: Path
    read_only: bool
    unverified: bool
    sidecars_before: frozenset[Path] = frozenset()


_current: _Open | None = None


# --- checking a file without writing to it -----------------------------------------------------------------------


def _sidecars(path: Path) -> set[Path]:
    """The -wal, -shm and -journal files beside a campaign (beside the real file, for a campaign opened through a
    symlink: SQLite keeps them there)."""
    real = path.resolve()
    return {p for p in (real.with_name(real.name + s) for s in SIDECARS) if p.exists()}


def _remove_new_sidecars(path: Path, before: set[Path] | frozenset[Path]) -> None:
    """Remove the -wal/-shm files SQLite made beside a refused file since `before`. Nothing was written to it, so a
    new -wal is empty; one that is not (it would hold changes) is kept."""
    for extra in _sidecars(path) - before:
        if extra.name.endswith("-wal") and extra.stat().st_size > 0:
            continue
        extra.unlink(missing_ok=True)


@contextmanager
def leave_no_trace(path: Path) -> Iterator[None]:
    """On a refusal, remove the -wal/-shm files that were not beside the file before (SQLite makes them)."""
    before = _sidecars(path)
    try:
        yield
    except CampaignError:
        _remove_new_sidecars(path, before)
        raise


def damaged_message(name: str, error: BaseException | None = None) -> str:
    """A damaged file in plain words: what cannot be read, never the database's own error text."""
    column = _undecodable_column(error)
    what = f"a stored {column} is not readable text" if column else "part of it can no longer be read"
    return f"{name} is damaged: {what}. It was left untouched. Restore a backup."


def _undecodable_column(error: BaseException | None) -> str | None:
    """The column named by sqlite3's "Could not decode to UTF-8 column 'x'" error, or None for another error."""
    found = re.search(r"decode to UTF-8 column '([^']*)'", str(error)) if error is not None else None
    return found.group(1) if found else None


def read_only_connection(path: Path) -> sqlite3.Connection:
    """A connection that cannot write and, with no -wal file to read, creates none (immutable)."""
    return sqlite3.connect(_read_only_uri(path), uri=True)


def inspect(path: Path, *, full_check: bool = True) -> int:
    """Check a file before it is opened for writing; returns its schema version. Never writes to it.

    With full_check, every page is read (`PRAGMA quick_check`); otherwise only the header, the mark, the schema and
    the version, and the full check is left to the first write (or the moment after the window is painted).
    """
    with leave_no_trace(path):
        return _inspect(path, full_check)


def _inspect(path: Path, full_check: bool) -> int:
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except FileNotFoundError as exc:
        raise CampaignError(f"{path.name} does not exist", Refusal.MISSING) from exc
    except OSError as exc:
        raise CampaignError(f"Cannot read {path.name}: {exc.strerror or exc}", Refusal.UNREADABLE) from exc
    if not header:
        raise CampaignError(f"{path.name} is empty: it holds no campaign. Restore a backup.", Refusal.DAMAGED)
    if header != SQLITE_HEADER:
        raise CampaignError(
            f"{path.name} is not a Keeper Desk campaign file (it is not an SQLite database)", Refusal.NOT_A_CAMPAIGN
        )
    try:
        connection = read_only_connection(path)
    except sqlite3.Error as exc:
        raise CampaignError(f"{path.name} cannot be opened: {exc}", Refusal.UNREADABLE) from exc
    try:
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        mark = connection.execute("PRAGMA application_id").fetchone()[0]
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    except sqlite3.DatabaseError as exc:
        connection.close()
        raise CampaignError(
            f"{path.name} is damaged or is not a campaign file: it cannot be read. It was left untouched."
        ) from exc
    try:
        if full_check:
            _full_check(connection, path)
    except sqlite3.DatabaseError as exc:
        raise CampaignError(damaged_message(path.name, exc)) from exc
    finally:
        connection.close()
    not_ours = CampaignError(
        f"{path.name} is an SQLite database but not a Keeper Desk campaign", Refusal.NOT_A_CAMPAIGN
    )
    if mark not in (0, APPLICATION_ID) or (mark == 0 and (version > 3 or (version == 0 and tables))):
        raise not_ours  # marked by another program, or unmarked where every campaign since version 4 is marked
    if version > 0 and "campaign" not in tables:
        raise not_ours
    if version > SCHEMA_VERSION:
        raise CampaignError(
            f"{path.name} was written by a newer Keeper Desk (file version {version}, this one reads up to "
            f"{SCHEMA_VERSION}). Update Keeper Desk to open it; the file was left untouched.",
            Refusal.NEWER,
        )
    return version


def _full_check(connection: sqlite3.Connection, path: Path) -> None:
    """Every page (`PRAGMA quick_check`), then every row read back as the app reads it: text that is not UTF-8
    passes quick_check, yet no screen could show it. Raises CampaignError naming what cannot be read."""
    check = connection.execute("PRAGMA quick_check").fetchone()[0]
    if check != "ok":
        raise CampaignError(damaged_message(path.name), Refusal.DAMAGED)
    tables = [name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for table in tables:
        cursor = connection.execute(f'SELECT * FROM "{table}"')
        try:
            while cursor.fetchmany(2000):
                pass
        except sqlite3.OperationalError as exc:
            cursor.close()  # a statement left open would keep the connection, and the -wal beside the file, alive
            column = _undecodable_column(exc)
            if column is None:
                raise
            raise CampaignError(_not_text_message(connection, path, table, column)) from exc


_ROW_NAMES = {"journalentry": "journal entry", "catalogweapon": "weapon of the campaign's own"}


def _not_text_message(connection: sqlite3.Connection, path: Path, table: str, column: str) -> str:
    """Where text that is not UTF-8 sits, as a Keeper knows it: "the occupation of the character Walt Brennan"."""
    connection.text_factory = bytes
    try:
        rows = connection.execute(f'SELECT rowid, "{column}" FROM "{table}" WHERE typeof("{column}") = \'text\'')
        row_id = next((rid for rid, raw in rows if not _is_utf8(raw)), None)
        where = _row_label(connection, table, column, row_id)
    finally:
        connection.text_factory = str
    return (
        f"{path.name} is damaged: the {column} of {where} is not readable text. It was left untouched. Restore a "
        "backup."
    )


def _row_label(connection: sqlite3.Connection, table: str, column: str, row_id: int | None) -> str:
    """A row named by its character where it has one ("the character Walt Brennan", "a skill of Walt Brennan"),
    else by its number ("journal entry 12")."""
    row = _ROW_NAMES.get(table, table)
    if row_id is None:
        return f"a {row}"
    owner = None
    try:
        if table == "character" and column != "name":
            owner = connection.execute('SELECT "name" FROM "character" WHERE rowid = ?', (row_id,)).fetchone()
        elif table in ("skill", "weapon"):
            owner = connection.execute(
                f'SELECT c."name" FROM "character" c JOIN "{table}" t ON t."character_id" = c."id" WHERE t.rowid = ?',
                (row_id,),
            ).fetchone()
    except sqlite3.Error:
        owner = None
    name = owner[0] if owner and isinstance(owner[0], bytes) and _is_utf8(owner[0]) else None
    if name is None:
        return f"{row} {row_id}"
    return f"the character {name.decode()}" if table == "character" else f"a {row} of {name.decode()}"


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def verify(path: Path) -> str | None:
    """Why a file could not be opened as a campaign (read fully, never written), or None when it is sound."""
    try:
        inspect(path)
    except CampaignError as exc:
        return str(exc)
    return None


# --- opening and closing -----------------------------------------------------------------------------------------


def can_write(path: Path) -> bool:
    """Whether this process may write the file (or create it, and any missing folders, for a missing file)."""
    if path.exists():
        return os.access(path, os.W_OK)
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return os.access(folder, os.W_OK)


def folder_writable(path: Path) -> bool:
    """SQLite keeps its -wal and -shm files beside the campaign: the folder must be writable too."""
    return os.access(path.parent, os.W_OK)


def open_campaign(
    path: Path, *, create_name: str | None = None, defer_check: bool = False, read_only: bool = False
) -> CampaignRow:
    """Open a campaign file for use, creating it when `create_name` is given and it does not exist.

    An older file is backed up beside itself and migrated; a newer, damaged or foreign file is refused with
    CampaignError and left untouched. A file this process may not write opens read-only, and so does any file with
    `read_only`. With defer_check, the full check of a current file waits until the first write or
    `finish_checks()`.
    """
    path = Path(path)
    close_campaign()
    before = frozenset(_sidecars(path))
    with leave_no_trace(path):
        return _open(path, create_name, defer_check, read_only, before)


def _open(
    path: Path, create_name: str | None, defer_check: bool, asked_read_only: bool, before: frozenset[Path]
) -> CampaignRow:
    global _current
    exists = path.exists()
    if not exists and create_name is None:
        raise CampaignError(f"{path.name} does not exist", Refusal.MISSING)
    if not exists and not can_write(path):
        raise CampaignError(f"Cannot create {path.name}: its folder is read-only", Refusal.READ_ONLY)
    version = _inspect(path, full_check=False) if exists else 0
    read_only = exists and (asked_read_only or not can_write(path))
    if exists and not read_only and not folder_writable(path):
        raise CampaignError(
            f"{path.name} is in a read-only folder: Keeper Desk cannot save changes there. Copy it to a folder you "
            "can write to, or make the file itself read-only to open it for reading.",
            Refusal.READ_ONLY,
        )
    if read_only and version < SCHEMA_VERSION:
        raise CampaignError(
            f"{path.name} is read-only and was made by an older Keeper Desk: it must be upgraded before it can be "
            "opened. Copy it to a folder you can write to.",
            Refusal.READ_ONLY,
        )
    if exists and (version < SCHEMA_VERSION or not defer_check or read_only):
        _inspect(path, full_check=True)  # a migration writes at once: check every page first
    if not exists:
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        if read_only:
            database.init(_read_only_uri(path), uri=True, pragmas=READ_ONLY_PRAGMAS)
        else:
            database.init(str(path), pragmas=PRAGMAS)
        database.connect()
        if exists and version < SCHEMA_VERSION:
            backup_copy(path.with_name(f"{path.stem}.v{version}.backup{SUFFIX}"))
        if not read_only:
            migrate(database)
        campaign = CampaignRow.get_or_none()
        if campaign is None:
            if exists:
                raise CampaignError(f"{path.name} holds no campaign")
            campaign = CampaignRow.create(
                name=create_name or path.stem, created=now(), uid=os.urandom(8).hex(), settings={"version": 1}
            )
    except CampaignError:
        close_campaign()
        raise
    except (peewee.DatabaseError, sqlite3.DatabaseError) as exc:
        close_campaign()
        raise CampaignError(f"{path.name} could not be opened ({exc}); it was left untouched.") from exc
    except Exception:
        close_campaign()
        raise
    _current = _Open(path, read_only, exists and defer_check and version == SCHEMA_VERSION and not read_only, before)
    return campaign


def _read_only_uri(path: Path) -> str:
    real = path.resolve()
    immutable = "&immutable=1" if not real.with_name(real.name + "-wal").exists() else ""
    return f"{real.as_uri()}?mode=ro{immutable}"


def close_campaign() -> None:
    global _current
    _current = None
    if not database.is_closed():
        database.close()


def current_path() -> Path | None:
    return _current.path if _current is not None else None


def is_read_only() -> bool:
    return _current is not None and _current.read_only


def finish_checks() -> None:
    """Run the open campaign's deferred full check, once; raises CampaignError (and closes it) when damaged."""
    if _current is None:
        raise CampaignError("No campaign is open", Refusal.MISSING)
    if not _current.unverified:
        return
    path, before = _current.path, _current.sidecars_before
    try:
        with closing(read_only_connection(path)) as connection:
            _full_check(connection, path)
    except CampaignError:
        _close_refused(path, before)
        raise
    except sqlite3.DatabaseError as exc:
        _close_refused(path, before)
        raise CampaignError(damaged_message(path.name, exc)) from exc
    _current.unverified = False


def _close_refused(path: Path, before: frozenset[Path]) -> None:
    """Close a campaign that failed its check and leave it as it was found: no -wal or -shm that were not there."""
    close_campaign()
    _remove_new_sidecars(path, before)


def before_write() -> None:
    """Called by every write: refuses when nothing is open or the campaign is read-only; runs a deferred check."""
    if _current is None:
        raise CampaignError("No campaign is open: nothing can be saved", Refusal.MISSING)
    if _current.read_only:
        raise ReadOnlyError(f"{_current.path.name} is open read-only: changes cannot be saved")
    finish_checks()


@contextmanager
def transaction() -> Iterator[None]:
    """One change: checked first, written whole or not at all. The database's own errors become StoreError."""
    before_write()
    try:
        with database.atomic():
            yield
    except (peewee.DatabaseError, sqlite3.DatabaseError) as exc:
        if "readonly" in str(exc).replace("-", "").replace(" ", ""):
            raise ReadOnlyError(
                f"{_current.path.name if _current else 'The campaign'} cannot be written "
                f"(read-only): the change was not saved"
            ) from exc
        raise StoreError(f"The change could not be saved ({exc}); nothing was written.") from exc
    except peewee.InterfaceError as exc:
        raise CampaignError("No campaign is open: nothing can be saved", Refusal.MISSING) from exc


# --- a consistent copy -------------------------------------------------------------------------------------------


def backup_copy(destination: Path) -> Path:
    """A consistent copy of the open campaign, taken with SQLite's backup API (safe while in WAL mode)."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    target = sqlite3.connect(destination)
    try:
        database.connection().backup(target)
    finally:
        target.close()
    return destination


# --- the campaign row --------------------------------------------------------------------------------------------


def campaign_name() -> str:
    return CampaignRow.get().name


def combat_rules() -> str:
    """The campaign's combat rules: "7e" or "rising" (Cthulhu Rising's strike ranks and hit locations)."""
    return rules_of(CampaignRow.get().variant)


def set_combat_rules(value: str) -> None:
    """Choose the campaign's combat rules, in the caller's transaction (which journals the change)."""
    if value not in COMBAT_RULES:
        raise ValueError(f"Combat rules: {' or '.join(COMBAT_RULES.values())}, not {value!r}")
    CampaignRow.update(variant=value).execute()


# The campaign's calendar, kept in the campaign's settings: {"calendar": {"day": 3, "week": 2}}. A campaign that
# has never seen time pass has none, and stands at day 1, week 0.
FIRST_DAY, FIRST_WEEK = 1, 0


def calendar_problem(data: object) -> str | None:
    """Why settings' "calendar" data is not a calendar (None when it is): day a whole number from 1, week from 0."""
    if not isinstance(data, dict) or set(data) != {"day", "week"}:
        return "expected exactly day and week"
    for key, least in (("day", FIRST_DAY), ("week", FIRST_WEEK)):
        value = data[key]
        if type(value) is not int or value < least:
            return f"{key}: expected a whole number from {least}, not {value!r}"
    return None


def campaign_calendar() -> tuple[int, int]:
    """The game day and the week the campaign stands at; StoreError when the file holds what is no calendar."""
    settings = CampaignRow.get().settings
    data = settings.get("calendar") if isinstance(settings, dict) else None
    if data is None:
        return FIRST_DAY, FIRST_WEEK
    if problem := calendar_problem(data):
        raise StoreError(f"The campaign's calendar cannot be read: {problem}. It was left as it is in the file.")
    return data["day"], data["week"]


def set_campaign_calendar(day: int, week: int) -> None:
    """Move the campaign's calendar, in the caller's transaction (the step that moves it journals what passed)."""
    if problem := calendar_problem({"day": day, "week": week}):
        raise ValueError(f"The campaign's calendar: {problem}")
    settings = CampaignRow.get().settings
    kept = settings if isinstance(settings, dict) else {}
    CampaignRow.update(settings={**kept, "calendar": {"day": day, "week": week}}).execute()
