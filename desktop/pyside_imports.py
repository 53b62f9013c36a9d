"""PySide6, once imported, reads the whole source of every module imported after it.

It does so to learn whether the module names PySide6, for its optional `from __feature__ import snake_case` switch
(shibokensupport.feature._mod_uses_pyside: `inspect.getsource`, then a search for "PySide6"). Keeper Desk never
selects a feature, so the answer changes nothing for it, but the reading cost start-up about 40 ms: 146 files read
whole, one per module imported after PySide6.

`answer_without_reading()` gives PySide6 the same answers without reading: our own modules as ones that use PySide6
(what its scan says of those that name it; for the others the difference only matters once a module selects a
feature, which none does: tests/test_pyside_imports.py holds both), the standard library's as ones that do not. Any
other module is still read as before."""

from __future__ import annotations

import os
import sys
from types import ModuleType

_STDLIB = os.path.dirname(os.__file__) + os.sep
_OURS = __name__.partition(".")[0]


def answer_without_reading() -> bool:
    """Install the answers into PySide6's import hook; False when this PySide6 has no such scan (a newer one may
    not, a bundle's modules have no source to read). Safe to call more than once."""
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if scan is None:
        return False
    if hasattr(scan, "__wrapped__"):
        return True  # installed already
    feature._mod_uses_pyside = _answer(scan)
    return True


def _answer(scan):
    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", "")
        if name == _OURS or name.startswith(_OURS + "."):
            return True
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(_STDLIB) and "site-packages" not in origin:
            return False
        return scan(module)

    uses_pyside.__wrapped__ = scan
    return uses_pyside
