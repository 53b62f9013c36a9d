"""The bundle's spec covers everything the app loads at run time, and excludes nothing it imports."""

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT / "tests"))

import bundle  # noqa: E402
import icons  # noqa: E402
from source_trees import nodes_of  # noqa: E402
from test_layers import PACKAGE, imports_of  # noqa: E402


def resource_calls() -> set[str]:
    """Every file named literally in a resource_path(...) call in the app, and every data table named to the
    table readers (read_entries, read_tables, load_table), as a path from the repository root."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        for node in nodes_of(path):
            if not isinstance(node, ast.Call):
                continue
            called = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if called == "resource_path":
                parts = [arg.value for arg in node.args if isinstance(arg, ast.Constant)]
                if len(parts) == len(node.args):
                    found.add("/".join(("resources", *parts)))
            elif called in {"read_entries", "read_tables", "load_table"} and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and str(first.value).endswith(".toml"):
                    found.add(f"resources/data/{first.value}")
    return found


def test_every_file_the_app_loads_is_bundled():
    loaded = resource_calls()
    assert {"resources/data/skills.toml", "resources/data/weapons.toml", "resources/icons/keeper-desk.svg"} <= loaded
    assert [name for name in loaded if not bundle.covered(name) or not (ROOT / name).exists()] == []


def test_every_shipped_resource_is_bundled():
    shipped = [p.relative_to(ROOT).as_posix() for p in (ROOT / "resources").rglob("*") if p.is_file()]
    assert shipped and [name for name in shipped if not bundle.covered(name)] == []


def test_the_spec_uses_the_bundle_configuration():
    spec = (ROOT / "packaging" / "keeper-desk.spec").read_text(encoding="utf-8")
    for needle in (
        "bundle.data_files()",
        "bundle.EXCLUDED_MODULES",
        "bundle.prune(a.binaries)",
        "upx=False",
        "hiddenimports=bundle.hidden_imports()",
    ):
        assert needle in spec


def test_every_module_the_app_imports_by_name_is_a_hidden_import_of_the_bundle():
    """Before: the bundle's self-check failed with "No module named 'desktop.views.roster.roster_tab'": the tabs
    are named as text in the window's list, which PyInstaller cannot follow."""
    from desktop import rules
    from desktop.views.window.tabs import TABS

    hidden = set(bundle.hidden_imports())
    named = {cls.partition(":")[0] for entry in TABS for cls in entry.classes.values()}
    assert named and named <= hidden
    assert {f"desktop.rules.{module}" for module in rules._HOME.values()} <= hidden


def test_no_excluded_module_is_imported_by_the_app():
    imported = {name for path in PACKAGE.rglob("*.py") for name in imports_of(path)}
    clashes = [m for m in bundle.EXCLUDED_MODULES if any(n == m or n.startswith(m + ".") for n in imported)]
    assert clashes == []


@pytest.mark.parametrize(
    ("destination", "pruned"),
    [
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", True),
        ("PySide6/Qt/lib/libQt6Network.so.6", True),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),  # the self-check needs it
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),  # the window icon
        ("PySide6/Qt/lib/libQt6Widgets.so.6", False),
        ("resources/data/skills.toml", False),
    ],
)
def test_pruning(destination, pruned):
    assert bundle.is_pruned(destination) is pruned


def test_icons_are_made_from_the_svg(tmp_path, qapp):
    made = icons.build(tmp_path)
    assert made["png"].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert made["ico"].read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert made["icns"].read_bytes()[:4] == b"icns"
    from PySide6.QtGui import QImage

    assert QImage(str(made["ico"])).width() == 16 and QImage(str(made["png"])).width() == 256


def test_every_package_of_the_app_is_in_the_wheel():
    """Before: desktop.rules.rising was missing from pyproject's list, so an installed wheel could not load a Cthulhu
    Rising campaign."""
    import tomllib

    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in PACKAGE.rglob("__init__.py")}
    assert found <= listed, sorted(found - listed)
