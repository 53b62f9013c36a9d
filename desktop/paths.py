"""Where Keeper Desk keeps its files: KEEPER_DESK_HOME, a portable folder, or the user data directory."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from platformdirs import user_data_dir

PORTABLE_MARKER = "keeper-desk.portable"
DEFAULT_CAMPAIGN = "Default.kdesk"
LOCK_SUFFIX = ".lock"


def lock_path(path: Path) -> Path:
    """The lock beside a campaign's real file (models/opening takes it): a campaign opened through a symlink, or by
    another spelling, has one lock."""
    real = Path(path).resolve()
    return real.with_name(real.name + LOCK_SUFFIX)


def data_home() -> Path:
    """KEEPER_DESK_HOME when set; the executable's folder when a portable marker sits beside it; else the
    platform's user data directory."""
    override = os.environ.get("KEEPER_DESK_HOME")
    if override:
        home = Path(override)
    else:
        exe_dir = Path(sys.executable).resolve().parent
        if getattr(sys, "frozen", False) and (exe_dir / PORTABLE_MARKER).exists():
            home = exe_dir / "data"
        else:
            home = Path(user_data_dir("Keeper Desk", "Keeper Desk"))
    home.mkdir(parents=True, exist_ok=True)
    return home


def default_campaign_path() -> Path:
    return data_home() / DEFAULT_CAMPAIGN


def backups_dir() -> Path:
    return data_home() / "backups"


def settings_path() -> Path:
    return data_home() / "settings.ini"
