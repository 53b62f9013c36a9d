"""What goes into the PyInstaller bundle: data files, and the Qt parts a Keeper Desk window never uses.

Read by keeper-desk.spec and by the tests; it imports neither PyInstaller nor Qt.
"""

from __future__ import annotations

import ast
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "keeper-desk"
BUNDLE_ID = "org.keeperdesk.KeeperDesk"

# (source folder in the repository, destination inside the bundle): found at run time by desktop/resources.py.
DATA_DIRS = (
    ("resources/data", "resources/data"),
    ("resources/icons", "resources/icons"),
    ("resources/fonts", "resources/fonts"),
)

# Python modules the app never imports, and Qt modules that would otherwise come along.
EXCLUDED_MODULES = (
    "tkinter",
    "pydoc",
    "doctest",
    "lib2to3",
    "pytest",
    "hypothesis",
    "_pytest",
    "setuptools",
    "pip",
    "ssl",
    "_ssl",
    "_hashlib",  # no network; hashlib falls back to its built-in digests
    "PySide6.QtNetwork",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtOpenGL",
    "PySide6.QtDBus",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtXml",
    "PySide6.QtConcurrent",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtHelp",
)

# Strip symbols from shared libraries where the platform's strip tool can (Linux and macOS).
STRIP = True

# Parts of Qt that are dropped from the bundle, matched against each file's destination path.
PRUNED = (
    "PySide6/Qt/translations/",  # Qt's own UI translations: the app ships its own words
    "PySide6/Qt/qml/",
    "PySide6/Qt/plugins/tls/",  # no network, ever
    "PySide6/Qt/plugins/networkinformation/",
    "PySide6/Qt/plugins/qmltooling/",
    "PySide6/Qt/plugins/sqldrivers/",
    "PySide6/Qt/plugins/designer/",
    "PySide6/Qt/plugins/vectorimageformats/",
    "PySide6/Qt/plugins/wayland-graphics-integration-server/",
    "PySide6/Qt/plugins/platforms/libqvnc",
    "PySide6/Qt/plugins/platforms/libqlinuxfb",
    "PySide6/Qt/plugins/platforms/libqvkkhrdisplay",
    "PySide6/Qt/plugins/platforms/libqeglfs",
    "PySide6/Qt/plugins/platforms/libqminimalegl",
    "PySide6/Qt/plugins/egldeviceintegrations/",
    "PySide6/Qt/plugins/imageformats/libqtiff",  # the app reads SVG, PNG, ICO and JPEG only
    "PySide6/Qt/plugins/imageformats/libqwebp",
    "PySide6/Qt/plugins/imageformats/libqtga",
    "PySide6/Qt/plugins/imageformats/libqwbmp",
    "PySide6/Qt/plugins/imageformats/libqpdf",
    "PySide6/Qt/lib/libQt6Network",
    "PySide6/Qt/lib/libQt6Qml",
    "PySide6/Qt/lib/libQt6Quick",
    "PySide6/Qt/lib/libQt6Pdf",
    "PySide6/Qt/lib/libQt6EglFSDeviceIntegration",
    "PySide6/Qt/lib/libQt6VirtualKeyboard",
)


# The modules the app imports by name at run time, where PyInstaller cannot follow them: each tab's class is named
# as text in the window's list of tabs ("module:Class"), and the stable rules names in desktop.rules are loaded
# from their modules on first use.
LOADED_BY_NAME = ("desktop/views/window/tabs.py", "desktop/rules/__init__.py")


def hidden_imports() -> list[str]:
    """Every module named as text in LOADED_BY_NAME's files: "desktop.x.y:Class" strings and the values of the
    rules' _HOME table (read as source, importing nothing)."""
    found = set()
    for relative in LOADED_BY_NAME:
        tree = ast.parse((ROOT / relative).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                continue
            text = node.value
            if text.startswith("desktop.") and ":" in text:
                found.add(text.partition(":")[0])
            elif relative.endswith("rules/__init__.py") and text.replace(".", "").replace("_", "").isalpha():
                found.add(f"desktop.rules.{text}")
    return sorted(m for m in found if (ROOT / (m.replace(".", "/") + ".py")).is_file())


def data_files() -> list[tuple[str, str]]:
    """PyInstaller `datas`: (absolute source folder, destination folder)."""
    return [(str(ROOT / source), destination) for source, destination in DATA_DIRS]


def is_pruned(destination: str) -> bool:
    path = PurePosixPath(destination.replace("\\", "/")).as_posix()
    return any(path.startswith(prefix) or f"/{prefix}" in f"/{path}" for prefix in PRUNED)


def prune(entries: list[tuple]) -> list[tuple]:
    """Drop the TOC entries (destination, source, kind) of the parts of Qt listed in PRUNED."""
    return [entry for entry in entries if not is_pruned(entry[0])]


def covered(relative: str) -> bool:
    """Whether a file of the repository (path relative to ROOT) is bundled as data."""
    return any(relative.startswith(source + "/") for source, _ in DATA_DIRS)
