"""Opening a campaign for this window: one campaign, one window (a lock beside the file, its real path resolved), and
the sample roster for a new one. The views' one open-or-fall-back path calls `open_for_window`; the command line
takes the same lock.

The lock is Qt's QLockFile, kept here rather than in store/ (which imports no Qt): one implementation for the
window and the command line, with Qt's own stale-lock rules (the process and its name, the machine and its boot),
and Qt's flock on the lock file, which no other lock format written by hand would honour. What Qt cannot decide, a
lock from another computer or a lock file it cannot parse, is decided here."""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QSysInfo

from desktop.paths import lock_path
from desktop.store.campaign_file import CampaignError, Refusal, can_write, close_campaign, open_campaign

_held: QLockFile | None = None  # the lock of the campaign this process has open


@dataclass(frozen=True)
class LockHolder:
    """Whose lock a campaign's lock file is, as the file says: the process, its program, its computer, since when."""

    pid: int
    program: str
    host: str
    here: bool  # written on this computer (so Qt could tell that its process is still running)
    taken: dt.datetime | None
    user: str | None  # the lock file's owner, when the system says and it is not the user running this

    def describe(self) -> str:
        who = [
            f"program {self.program}" if self.program else "",
            f"process {self.pid}",
            f"user {self.user}" if self.user else "",
        ]
        since = f", since {self.taken:%Y-%m-%d %H:%M}" if self.taken else ""
        return f"({', '.join(part for part in who if part)}){since}"


class CampaignLocked(CampaignError):
    """A campaign another Keeper Desk has open (or had, on a computer that cannot be asked)."""

    def __init__(self, message: str, holder: LockHolder | None) -> None:
        super().__init__(message, Refusal.IN_USE)
        self.holder = holder

    @property
    def can_override(self) -> bool:
        """A lock from another computer may be overridden once the Keeper has been warned: Qt cannot tell whether
        its process still runs. One held by a running process here may not."""
        return self.holder is not None and not self.holder.here


def lock_holder(lock: Path) -> LockHolder | None:
    """Who holds a lock file (Qt's format: pid, program, host, machine id, boot id, one a line); None when the file
    is empty or cannot be read as a lock."""
    try:
        data = lock.read_bytes()
        stat = lock.stat()
    except OSError:
        return None
    lines = data.split(b"\n")
    try:
        pid = int(lines[0].decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return None
    if pid <= 0:
        return None
    text = [line.decode("utf-8", errors="replace").strip() for line in lines[1:5]] + ["", "", "", ""]
    program, host, host_id = text[0], text[1], text[2]
    ours = bytes(QSysInfo.machineUniqueId().data()).decode("ascii", errors="replace")
    here = host_id == ours if host_id and ours else host in ("", QSysInfo.machineHostName())
    return LockHolder(pid, program, host, here, dt.datetime.fromtimestamp(stat.st_mtime), _owner(stat.st_uid))


def _owner(uid: int) -> str | None:
    try:
        import pwd
    except ImportError:  # Windows: no owner to name
        return None
    if uid == os.getuid():
        return None
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return None


def _refusal(path: Path, holder: LockHolder, command: bool = False) -> CampaignLocked:
    """The words for a campaign whose lock another holds: for a window, or for a command (which has no window, and
    whose campaign may be held by a window or by another command)."""
    if holder.here and command:
        message = (
            f"{path.name} is open in Keeper Desk (or another keeper-desk command) on this computer "
            f"{holder.describe()}. Close it there, or let that command finish, and try again: writing to it "
            "from two places at once would overwrite each other's changes."
        )
    elif holder.here:
        message = (
            f"{path.name} is open in another Keeper Desk window on this computer {holder.describe()}. Close "
            "it there first: two windows on one campaign would overwrite each other's changes."
        )
    else:
        clash = "writing to it from here as well" if command else "two windows on one campaign"
        message = (
            f"{path.name} is marked as open in Keeper Desk on another computer, {holder.host or 'unnamed'} "
            f"{holder.describe()}. Keeper Desk cannot tell from here whether it is still open there: {clash} "
            "would overwrite each other's changes."
        )
    return CampaignLocked(message, holder)


def _refuse_a_second_name(path: Path) -> None:
    """A campaign file with a second name on the disk (a hard link) would have a lock beside each name, and two
    windows could write it at once, which damages it: it is refused until it has one name again."""
    try:
        links = path.resolve().stat().st_nlink
    except OSError:
        return  # a new file, or one the store will refuse by name
    if links > 1:
        raise CampaignError(
            f"{path.name} has {links} names on this disk (a hard link made with ln, not a copy): two windows could "
            "write it at once through them and damage it. Delete the other names, or copy the file instead, and "
            "open it again.",
            Refusal.IN_USE,
        )


def _lock(path: Path, override: bool = False, command: bool = False) -> QLockFile | None:
    """Take the campaign's lock; None for a file this process cannot write (read-only copies may be shared).

    A lock left by a process here that has died is recovered, and so is a lock file that is empty or unreadable;
    one held by a running Keeper Desk refuses the file, and so does one from another computer unless `override`."""
    where = lock_path(path)
    if not can_write(path) or not can_write(where):
        return None
    _refuse_a_second_name(path)
    lock = QLockFile(str(where))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however old
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None  # the lock cannot be written (a read-only folder): the store refuses such a file on its own
    holder = lock_holder(where)
    if holder is None or (override and not holder.here):
        # Stale: nothing readable in it, or the Keeper says that computer is done with it. Qt removes it only if no
        # running process here holds it (a Keeper Desk writing its lock this very moment keeps it).
        if lock.removeStaleLockFile() and lock.tryLock(0):
            return lock
        holder = lock_holder(where)
        if holder is None:
            raise CampaignLocked(
                f"{path.name} has a lock file beside it ({where.name}) that Keeper Desk can neither "
                "read nor remove. If no Keeper Desk has the campaign open, delete that file and try "
                "again.",
                None,
            )
    raise _refusal(path, holder, command)


def open_for_window(
    path: Path,
    create_name: str | None = None,
    *,
    defer_check: bool = False,
    sample: bool = True,
    override_lock: bool = False,
    read_only: bool = False,
    command: bool = False,
) -> None:
    """Open (or create, with the sample roster unless `sample` is False) a campaign for this window, holding its
    lock; raises CampaignError (CampaignLocked when another Keeper Desk has it) and leaves nothing open when refused.

    `override_lock` takes over a lock from another computer (after the Keeper was warned); `read_only` opens the
    campaign read-only, without its lock, whoever holds it; `command` words a refusal for the command line."""
    global _held
    path = Path(path)
    same = _held is not None and _held.fileName() == str(lock_path(path))
    lock = None if same or read_only else _lock(path, override_lock, command)
    try:
        open_campaign(path, create_name=create_name, defer_check=defer_check, read_only=read_only)
        if create_name is not None and sample:
            from desktop.store import character_rows
            from desktop.store.sample import write_sample_roster

            if character_rows.character_count() == 0:
                write_sample_roster()
    except Exception:
        if lock is not None:
            lock.unlock()
        raise
    if not same:
        _unlock()
        _held = lock


def _unlock() -> None:
    global _held
    if _held is not None:
        _held.unlock()
        _held = None


def release() -> None:
    """Close the campaign and give its lock back."""
    close_campaign()
    _unlock()


def fallbacks(path: Path, previous: Path | None, default: Path) -> list[tuple[Path, str | None]]:
    """What the window opens instead when `path` is refused (after its backups were offered), in order, each with
    the name to create it under when missing (None: open it only): the campaign that was open, so the Keeper is back
    where they were; then the default campaign, created with the sample roster when missing — unless it is the file
    refused or the one that was open (it failed already). When every one fails the window shows why, for `path`."""
    tried: list[tuple[Path, str | None]] = [(Path(previous), None)] if previous is not None else []
    if Path(path) != default and previous != default:
        tried.append((default, None if default.exists() else "Default Campaign"))
    return tried
