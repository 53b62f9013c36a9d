"""Regenerates the form modules in this folder from ui/*.ui with pyside6-uic: `python -m desktop.views.forms.build`.
Each form is first written as Qt Designer writes it (one element a line, indented by one space), so a change to a
form reads as a change in review."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
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
    """The module pyside6-uic makes from one form, importing only the Qt classes it uses."""
    uic = find_uic()
    result = subprocess.run([uic, "--no-autoconnection", str(ui_file)], capture_output=True, text=True, check=True)
    return only_what_is_used(result.stdout)


def only_what_is_used(source: str) -> str:
    """`source` with its `from PySide6.… import (…)` lists cut to the names the module uses.

    pyside6-uic imports the same 40 classes into every form (QGradient, QTransform, QUrl…), and PySide6 makes each
    imported class's Python enums on import: about 2 ms for a class like QGradient, paid before the window paints."""
    tree = ast.parse(source)
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    lines = source.splitlines(keepends=True)
    for node in reversed(tree.body):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("PySide6"):
            names = [alias.name for alias in node.names if alias.name in used]
            kept = f"from {node.module} import {', '.join(names)}\n" if names else ""
            lines[node.lineno - 1 : node.end_lineno] = [kept]
    return "".join(lines)


def as_designer_writes(text: str) -> str:
    """A form's XML as Qt Designer lays it out: one element a line, each level one space in; text kept as it is."""
    root = ET.fromstring(text)
    ET.indent(root, space=" ")
    body = ET.tostring(root, encoding="unicode").replace(" />", "/>")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{body}\n'


def main() -> int:
    for ui_file in sorted(UI_DIR.glob("*.ui")):
        text = ui_file.read_text(encoding="utf-8")
        if (laid_out := as_designer_writes(text)) != text:
            ui_file.write_text(laid_out, encoding="utf-8")
        module_for(ui_file).write_text(generate(ui_file), encoding="utf-8")
        print(f"{ui_file.name} -> {module_for(ui_file).relative_to(FORMS_DIR.parents[2])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
