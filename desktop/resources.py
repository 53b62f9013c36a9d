"""The one locator for files shipped beside the code: rules data, icons and style sheets."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resource_root() -> Path:
    """The resources folder: in a PyInstaller bundle, the source tree, or an installed wheel."""
    frozen = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen:
        candidates.append(Path(frozen) / "resources")
    candidates.append(Path(__file__).resolve().parent.parent / "resources")
    try:
        import keeper_desk_data

        candidates.extend(Path(p) for p in keeper_desk_data.__path__)
    except ImportError:
        pass
    for candidate in candidates:
        if (candidate / "data").is_dir():
            return candidate
    raise FileNotFoundError("Keeper Desk's resources folder is missing from this installation")


def resource_path(*parts: str) -> Path:
    """The path of one shipped file, e.g. resource_path('data', 'weapons.toml')."""
    path = resource_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing resource file: {'/'.join(parts)}")
    return path
