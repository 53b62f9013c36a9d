"""Opening a campaign for this window: one campaign, one window (a lock beside the file), and the sample roster
for a new one. The views' one open-or-fall-back path calls `open_for_window`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile

from desktop.store.campaign_file import CampaignError, Refusal, can_write, close_campaign, open_campaign

LOCK_SUFFIX = ".lock"

_held: QLockFile | None = None  # the lock of the campaign this process has open


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


def _lock(path: Path) -> QLockFile | None:
    """Take the campaign's lock; None for a file this process cannot write (read-only copies may be shared).

    A lock left by a process that has died is recovered; one held by a running Keeper Desk refuses the file."""
    if not can_write(path) or not can_write(lock_path(path)):
        return None
    lock = QLockFile(str(lock_path(path)))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however old
    if lock.tryLock(0):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        pid, host, _app = lock.getLockInfo()
        where = f" (process {pid} on {host})" if pid else ""
        raise CampaignError(
            f"{path.name} is open in another Keeper Desk window{where}. Close it there first: two windows on one "
            "campaign would overwrite each other's changes.",
            Refusal.IN_USE,
        )
    return None  # the lock cannot be written (a read-only folder): the store refuses such a file on its own


def open_for_window(path: Path, create_name: str | None = None, *, defer_check: bool = False,
                    sample: bool = True) -> None:  # fmt: skip
    """Open (or create, with the sample roster unless `sample` is False) a campaign for this window, holding its
    lock; raises CampaignError and leaves nothing open when refused."""
    global _held
    path = Path(path)
    same = _held is not None and _held.fileName() == str(lock_path(path))
    lock = None if same else _lock(path)
    try:
        open_campaign(path, create_name=create_name, defer_check=defer_check)
        if create_name is not None and sample:
            from desktop.store import roster
            from desktop.store.sample import write_sample_roster

            if roster.character_count() == 0:
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
