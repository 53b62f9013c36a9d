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


def generate(ui_file: Path) -> str:
    """The module pyside6-uic makes from one form."""
    uic = shutil.which("pyside6-uic")
    if uic is None:
        raise RuntimeError("pyside6-uic is not on PATH; install PySide6-Essentials")
    result = subprocess.run([uic, "--no-autoconnection", str(ui_file)], capture_output=True, text=True, check=True)
    return result.stdout


def main() -> int:
    for ui_file in sorted(UI_DIR.glob("*.ui")):
        module_for(ui_file).write_text(generate(ui_file), encoding="utf-8")
        print(f"{ui_file.name} -> {module_for(ui_file).relative_to(FORMS_DIR.parents[2])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
