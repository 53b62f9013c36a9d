"""The layers of DESIGN.md: rules and store import no Qt, models no QtWidgets, only app.py imports views."""

import ast
from pathlib import Path

from source_trees import nodes_of

PACKAGE = Path(__file__).resolve().parents[1] / "desktop"

FORBIDDEN = {
    "rules": ("PySide6", "shiboken6", "peewee", "playhouse", "desktop.store", "desktop.models", "desktop.views"),
    "store": ("PySide6", "shiboken6", "desktop.models", "desktop.views"),
    "models": ("PySide6.QtWidgets", "desktop.views"),
    "cards": ("PySide6.QtWidgets", "desktop.views"),  # painted on any device, so widgets stay in views
}


def imports_of(path: Path) -> set[str]:
    found = set()
    for node in nodes_of(path):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            if node.level:  # relative: resolve against the file's package
                parts = path.relative_to(PACKAGE.parent).with_suffix("").parts[: -node.level]
                base = ".".join((*parts, node.module))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def violations(package: Path = PACKAGE) -> list[str]:
    problems = []
    for path in package.rglob("*.py"):
        relative = path.relative_to(package)
        layer = relative.parts[0] if len(relative.parts) > 1 else ""
        for name in imports_of(path):
            for banned in FORBIDDEN.get(layer, ()):
                if name == banned or name.startswith(banned + "."):
                    problems.append(f"{relative}: {layer}/ imports {name}")
            imports_views = name == "desktop.views" or name.startswith("desktop.views.")
            if imports_views and layer != "views" and relative.as_posix() != "app.py":
                problems.append(f"{relative}: only app.py may import views ({name})")
    return sorted(set(problems))


def test_no_layer_is_crossed():
    assert violations() == []


def test_the_checker_catches_a_crossing(tmp_path):
    fake = tmp_path / "desktop"
    (fake / "rules").mkdir(parents=True)
    (fake / "models").mkdir()
    (fake / "rules" / "bad.py").write_text("from PySide6.QtCore import QObject\n")
    (fake / "models" / "bad.py").write_text("from PySide6 import QtWidgets\nimport desktop.views.window.main_window\n")
    found = violations(fake)
    assert "rules/bad.py: rules/ imports PySide6.QtCore" in found
    assert "models/bad.py: models/ imports PySide6.QtWidgets" in found
    assert any("only app.py may import views" in problem for problem in found)
