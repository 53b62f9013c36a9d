"""Regenerates the form modules in this folder from ui/*.ui with pyside6-uic: `python -m desktop.views.forms.build`."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

UI_DIR = Path(__file__).resolve().parents[3] / "ui"
FORMS_DIR = Path(__file__).resolve().parent


def module_for(ui_file: Path) -> Path:
    return FORMS_DIR / f"ui_{ui_file.stem}.py"


def find_uic() -> str:
    """pyside6-uic of the running Python: beside its executable (a venv need not be activated), else on PATH."""
    here = Path(sys.executable).parent
    for name in ("pyside6-uic", "pyside6-uic.exe", "Scripts/pyside6-uic.exe"):
        if (here / name).exists():
            return str(here / name)
    found = shutil.which("pyside6-uic")
    if found is None:
        raise RuntimeError(f"pyside6-uic is neither beside {sys.executable} nor on PATH; install PySide6-Essentials")
    return found


def generate(ui_file: Path) -> str:
    """The module pyside6-uic makes from one form."""
    uic = find_uic()
    result = subprocess.run([uic, "--no-autoconnection", str(ui_file)], capture_output=True, text=True, check=True)
    return result.stdout


def main() -> int:
    for ui_file in sorted(UI_DIR.glob("*.ui")):
        module_for(ui_file).write_text(generate(ui_file), encoding="utf-8")
        print(f"{ui_file.name} -> {module_for(ui_file).relative_to(FORMS_DIR.parents[2])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
