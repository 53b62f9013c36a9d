"""Backups of campaign files: the rolling copies in each campaign's own folder, finding them, restoring one."""

from __future__ import annotations

import datetime as dt
import os
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from desktop.store import campaign_file
from desktop.store.campaign_file import (
    SUFFIX,
    backup_copy,
    current_path,
    finish_checks,
    is_read_only,
    leave_no_trace,
    read_only_connection,
    transaction,
    verify,
)
from desktop.store.errors import CampaignError, Refusal
from desktop.store.schema import CampaignRow

KEEP_BACKUPS = 5
ORIGIN = "origin.txt"  # in each backup folder: the path (one a line, the owner first) of the file it backs up


def campaign_uid() -> str:
    return CampaignRow.get().uid


def _folder_for(backups_root: Path, uid: str) -> Path:
    return backups_root / uid


def _recorded(folder: Path) -> list[str]:
    """The paths a backup folder has backed up, the first (its owner) first."""
    origin = folder / ORIGIN
    try:
        return [line for line in origin.read_text(encoding="utf-8").splitlines() if line.strip()]
    except (OSError, UnicodeDecodeError):
        return []


def _is_file(recorded: str, path: Path) -> bool:
    """Whether a recorded path names this file (through a symlink or another spelling too)."""
    try:
        return Path(recorded).samefile(path)
    except OSError:
        return recorded == str(path.resolve())


def _belongs_to(folder: Path, uid: str, path: Path) -> bool:
    """Whether a campaign's backup folder is this file's: it recorded this file before any other file that still
    holds the same campaign id. A file copied keeps the id, but the folder stays the original's; a file moved or
    renamed finds no other file holding its id, and keeps its backups."""
    for recorded in _recorded(folder):
        if _is_file(recorded, path):
            return True
        if Path(recorded).exists() and _uid_of(Path(recorded)) == uid:
            return False  # recorded first, still there, the same campaign id: this file is a copy of that one
    return True


def _record_origin(folder: Path, path: Path) -> None:
    known = _recorded(folder)
    if not any(_is_file(recorded, path) for recorded in known):
        (folder / ORIGIN).write_text("\n".join([*known, str(path.resolve())]) + "\n", encoding="utf-8")


def _forget_origin(folder: Path, path: Path) -> None:
    known = _recorded(folder)
    kept = [recorded for recorded in known if not _is_file(recorded, path)]
    if kept != known:
        (folder / ORIGIN).write_text("".join(f"{line}\n" for line in kept), encoding="utf-8")


def _own_backup_folder(backups_root: Path) -> Path:
    """The open campaign's backup folder. A copy of another campaign file (which kept its id) gets an id of its
    own first, in its own transaction, so that it never rotates the original's backups away."""
    path = current_path()
    uid = campaign_uid()
    folder = _folder_for(backups_root, uid)
    if folder.exists() and not _belongs_to(folder, uid, path):
        _forget_origin(folder, path)  # recorded there by a Keeper Desk that could not tell a copy apart
        uid = os.urandom(8).hex()
        with transaction():
            CampaignRow.update(uid=uid).execute()
        folder = _folder_for(backups_root, uid)
    folder.mkdir(parents=True, exist_ok=True)
    _record_origin(folder, path)
    return folder


def rolling_backup(backups_root: Path, keep: int = KEEP_BACKUPS) -> Path | None:
    """Copy the open campaign into its own backup folder and keep that folder's newest `keep` copies.

    Never for a file that failed its full check, every page and every row (that raises first, so no good backup is
    rotated away), and not for a read-only campaign, which cannot change. A copy of another campaign file gets a
    campaign id of its own first: a copy is another campaign.
    """
    finish_checks()
    path = current_path()
    if path is None or is_read_only():
        return None
    folder = _own_backup_folder(backups_root)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    copy = backup_copy(folder / f"{path.stem}-{stamp}{SUFFIX}")
    for old in sorted(folder.glob(f"*{SUFFIX}"), key=_taken)[:-keep]:
        old.unlink(missing_ok=True)
    return copy


def _taken(copy: Path) -> dt.datetime:
    """When a backup was taken: the stamp in its name (its mtime changes if anything touches it)."""
    try:
        return dt.datetime.strptime(copy.stem[-22:], "%Y%m%d-%H%M%S-%f")
    except ValueError:
        return dt.datetime.fromtimestamp(copy.stat().st_mtime)


@dataclass(frozen=True)
class Backup:
    """One backup copy of a campaign: where it is, when it was taken, and whether it reads back whole."""

    path: Path
    taken: dt.datetime
    problem: str | None

    @property
    def ok(self) -> bool:
        return self.problem is None


def _uid_of(path: Path) -> str | None:
    """The campaign id stored in a file, read without writing; None when it cannot be read."""
    try:
        with leave_no_trace(path):
            connection = read_only_connection(path)
            try:
                return connection.execute('SELECT "uid" FROM "campaign" LIMIT 1').fetchone()[0] or None
            finally:
                connection.close()
    except (sqlite3.Error, TypeError, OSError):
        return None


def backups_of(path: Path, backups_root: Path) -> list[Backup]:
    """Every backup of the campaign at `path`, newest first, each verified in full.

    Found by the campaign's id when the file can still be read (a copy not yet given an id of its own has none),
    else by the folders that recorded this path."""
    path = Path(path)
    folders: list[Path] = []
    uid = _uid_of(path) if path.exists() else None
    if uid:
        folder = _folder_for(backups_root, uid)
        if _belongs_to(folder, uid, path):
            folders.append(folder)
    else:
        for origin in backups_root.glob(f"*/{ORIGIN}") if backups_root.exists() else ():
            if any(_is_file(recorded, path) for recorded in _recorded(origin.parent)):
                folders.append(origin.parent)
    found = [copy for folder in folders if folder.exists() for copy in folder.glob(f"*{SUFFIX}")]
    found.sort(key=_taken, reverse=True)
    return [Backup(copy, _taken(copy), verify(copy)) for copy in found]


def restore_backup(backup: Path, original: Path) -> Path:
    """Copy a verified backup beside the original as a new campaign file; the original is not touched.

    Returns the new file's path, "<name> (restored <date>).kdesk". The copy is another campaign, and its name says
    so: "<name> (restored from <date>)", so that the window's title, Open Recent and the cards tell it from the
    original."""
    problem = verify(backup)
    if problem:
        raise CampaignError(f"That backup cannot be used: {problem}")
    stamp = _taken(backup).strftime("%Y-%m-%d %H%M%S")
    target = original.with_name(f"{original.stem} (restored {stamp}){SUFFIX}")
    n = 2
    while target.exists():
        target = original.with_name(f"{original.stem} (restored {stamp}, {n}){SUFFIX}")
        n += 1
    if not campaign_file.can_write(target):  # through the module, as opening does
        raise CampaignError(f"Cannot write {target.name}: its folder is read-only", Refusal.READ_ONLY)
    with leave_no_trace(backup):
        source = read_only_connection(backup)
        try:
            copy = sqlite3.connect(target)
            try:
                source.backup(copy)
                _name_restored(copy, _taken(backup))
            finally:
                copy.close()
        finally:
            source.close()
    return target


_RESTORED = re.compile(r" \(restored from \d{4}-\d\d-\d\d \d\d:\d\d\)$")


def _name_restored(copy: sqlite3.Connection, taken: dt.datetime) -> None:
    """Name a restored copy after the backup it came from (once: a copy of a copy says only its own backup)."""
    from desktop.rules.roster.sheet import LINE_LIMIT

    row = copy.execute("SELECT id, name FROM campaign ORDER BY id LIMIT 1").fetchone()
    if row is None:
        return
    suffix = f" (restored from {taken:%Y-%m-%d %H:%M})"
    name = _RESTORED.sub("", row[1] or "").strip() or "Campaign"
    if len(name) + len(suffix) > LINE_LIMIT:  # the name stays one a Keeper could type
        name = name[: LINE_LIMIT - len(suffix) - 1].rstrip() + "…"
    with copy:
        copy.execute("UPDATE campaign SET name = ? WHERE id = ?", (name + suffix, row[0]))


RESTORABLE = frozenset({Refusal.DAMAGED, Refusal.NOT_A_CAMPAIGN, Refusal.UNREADABLE})  # what a backup can mend


def backup_to_offer(path: Path, reason: Refusal, backups_root: Path) -> Backup | None:
    """The backup to offer when `path` was refused for `reason`: its newest good one, when the refusal is one a
    backup mends (damaged, not a campaign any more, unreadable); None for the rest (missing, newer, read-only, in
    use: the file itself is fine, or the backup would be no newer) or when no backup is good."""
    if reason not in RESTORABLE:
        return None
    return next((b for b in backups_of(path, backups_root) if b.ok), None)
