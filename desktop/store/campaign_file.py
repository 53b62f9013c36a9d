"""Opening, creating, checking and backing up campaign files (.kdesk: one SQLite database each)."""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
from pathlib import Path

from desktop.store.migrations import SCHEMA_VERSION, migrate
from desktop.store.models import Campaign, database

SQLITE_HEADER = b"SQLite format 3\x00"
SUFFIX = ".kdesk"
PRAGMAS = {
    "journal_mode": "wal",
    "foreign_keys": 1,
    "synchronous": 2,  # FULL: a committed change is on disk before the call returns
    "busy_timeout": 5000,
}
KEEP_BACKUPS = 5


class CampaignError(Exception):
    """A campaign file cannot be opened; the message says why in words a Keeper understands."""


def now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def inspect(path: Path, *, full_check: bool = True) -> int:
    """Check a file before it is opened for writing; returns its schema version. Never writes to it.

    With full_check, every page is read (`PRAGMA quick_check`); otherwise only the header, the schema and the
    version, and the full check is left to verify_before_writing().
    """
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise CampaignError(f"Cannot read {path.name}: {exc.strerror or exc}") from exc
    if header != SQLITE_HEADER:
        raise CampaignError(f"{path.name} is not a Keeper Desk campaign file (it is not an SQLite database)")
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as exc:
        raise CampaignError(f"{path.name} cannot be opened: {exc}") from exc
    try:
        if full_check:
            _quick_check(connection, path)
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    except sqlite3.DatabaseError as exc:
        raise CampaignError(f"{path.name} is damaged or not a campaign ({exc}); it was left untouched.") from exc
    finally:
        connection.close()
    if version > SCHEMA_VERSION:
        raise CampaignError(
            f"{path.name} was written by a newer Keeper Desk (file version {version}, this one reads up to "
            f"{SCHEMA_VERSION}). Update Keeper Desk to open it; the file was left untouched."
        )
    if version == 0 and tables:
        raise CampaignError(f"{path.name} is an SQLite database but not a Keeper Desk campaign")
    if version > 0 and "campaign" not in tables:
        raise CampaignError(f"{path.name} is not a Keeper Desk campaign (no campaign table)")
    return version


def _quick_check(connection: sqlite3.Connection, path: Path) -> None:
    check = connection.execute("PRAGMA quick_check").fetchone()[0]
    if check != "ok":
        raise CampaignError(f"{path.name} is damaged ({check}); it was left untouched. Restore a backup.")


_unverified: Path | None = None  # an open campaign whose full check is still to run


def verify_before_writing() -> None:
    """Run the open campaign's deferred full check, once; raises CampaignError (and closes it) when damaged.

    Every write path calls this first, so a damaged file is never written even when its check was deferred
    to keep start-up quick.
    """
    global _unverified
    path = _unverified
    if path is None:
        return
    try:
        with sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True) as connection:
            _quick_check(connection, path)
    except CampaignError:
        close_campaign()
        raise
    except sqlite3.DatabaseError as exc:
        close_campaign()
        raise CampaignError(f"{path.name} is damaged ({exc}); it was left untouched. Restore a backup.") from exc
    _unverified = None


def backup_copy(destination: Path) -> Path:
    """A consistent copy of the open campaign, taken with SQLite's backup API (safe while in WAL mode)."""
    destination.parent.mkdir(parents=True, exist_ok=True)
    target = sqlite3.connect(destination)
    try:
        database.connection().backup(target)
    finally:
        target.close()
    return destination


def rolling_backup(backups_dir: Path, keep: int = KEEP_BACKUPS) -> Path:
    """Copy the open campaign into backups_dir and keep only the newest `keep` copies of it."""
    verify_before_writing()  # never let a damaged copy push a good backup out of the rotation
    path = Path(database.database)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    copy = backup_copy(backups_dir / f"{path.stem}-{stamp}{SUFFIX}")
    copies = sorted(backups_dir.glob(f"{path.stem}-*{SUFFIX}"))
    for old in copies[:-keep]:
        old.unlink(missing_ok=True)
    return copy


def open_campaign(path: Path, *, create_name: str | None = None, defer_check: bool = False) -> Campaign:
    """Open a campaign file for use, creating it when `create_name` is given and it does not exist.

    An older file is backed up beside itself and migrated; a newer, damaged or foreign file is refused
    with CampaignError and never written. With defer_check, the page-by-page check of a current file waits
    until verify_before_writing() (called by every write, or right after the window is painted).
    """
    global _unverified
    path = Path(path)
    exists = path.exists() and path.stat().st_size > 0
    if not exists and create_name is None:
        raise CampaignError(f"{path.name} does not exist")
    version = inspect(path, full_check=False) if exists else 0
    if exists and (version < SCHEMA_VERSION or not defer_check):
        inspect(path)  # a migration writes at once: check every page first
    close_campaign()
    if not exists:
        path.parent.mkdir(parents=True, exist_ok=True)
    database.init(str(path), pragmas=PRAGMAS)
    try:
        database.connect()
        if exists and version < SCHEMA_VERSION:
            backup_copy(path.with_name(f"{path.stem}.v{version}.backup{SUFFIX}"))
        migrate(database)
        _unverified = path if exists and defer_check and version == SCHEMA_VERSION else None
        campaign = Campaign.get_or_none()
        if campaign is None:
            if exists:
                raise CampaignError(f"{path.name} holds no campaign")
            campaign = Campaign.create(name=create_name or path.stem, created=now())
    except Exception:
        close_campaign()
        raise
    return campaign


def close_campaign() -> None:
    global _unverified
    _unverified = None
    if not database.is_closed():
        database.close()


def current_path() -> Path | None:
    return None if database.database is None or database.is_closed() else Path(database.database)


def rename_campaign(name: str) -> None:
    if not name.strip():
        raise ValueError("Campaign name must not be empty")
    verify_before_writing()
    with database.atomic():
        Campaign.update(name=name.strip()).execute()


def campaign_name() -> str:
    return Campaign.get().name


def default_campaign_name(path: Path) -> str:
    return os.path.splitext(path.name)[0].replace("_", " ").replace("-", " ").strip() or "Campaign"
