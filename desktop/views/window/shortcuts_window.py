"""Help > Keyboard Shortcuts: every key of the window, read from its menus' actions when the window opens (so the
list is never out of date), grouped by menu."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMainWindow, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from desktop.views.window.tab_menus import WHERE_PROPERTY
from desktop.views.window.undo_keys import StepAction

_MNEMONIC = re.compile(r"&(&?)")


@dataclass(frozen=True)
class KeyRow:
    """One line of the list: the menu it is in, what it does, its keys, and where they work when not everywhere."""

    group: str
    what: str
    keys: str
    where: str = ""


def plain(text: str) -> str:
    """A menu text without its mnemonic ampersands ('&&' is a shown '&')."""
    return _MNEMONIC.sub(lambda m: m.group(1), text).replace("\t", " ")


_NAMED_KEYS = 0x01000060  # Qt's keys past F35 and the Menu key: a keyboard's own Zoom In, Redo, Back … keys


def key_text(key: QKeySequence) -> str:
    """One shortcut as the Keeper reads it: "Ctrl+=", "F8", or a keyboard's own named key as "the Zoom In key" (said
    bare, "Zoom In: Ctrl+=, Zoom In" read as the action named twice)."""
    text = key.toString(QKeySequence.SequenceFormat.NativeText)
    if key.count() == 1:
        combination = key[0]
        if combination.keyboardModifiers() == Qt.KeyboardModifier.NoModifier and combination.key() >= _NAMED_KEYS:
            return f"the {text} key"
    return text


def keys_of(action: QAction) -> str:
    return ", ".join(key_text(key) for key in action.shortcuts())


def _menu_rows(group: str, actions: list[QAction], path: str = "") -> list[KeyRow]:
    rows = []
    for action in actions:
        if action.isSeparator():
            continue
        if action.menu() is not None:
            rows += _menu_rows(group, action.menu().actions(), f"{path}{plain(action.text())} › ")
        elif action.shortcuts():
            where = action.property(WHERE_PROPERTY) or ""
            label = action.label if isinstance(action, StepAction) else action.text()  # Undo, not Undo <the step>
            rows.append(KeyRow(group, path + plain(label), keys_of(action), where))
    return rows


def shortcut_rows(window: QMainWindow) -> list[KeyRow]:
    """Every key the window answers: its menus' actions, menu by menu, then any shortcut of its own outside them."""
    rows: list[KeyRow] = []
    for top in window.menuBar().actions():
        if top.menu() is not None:
            rows += _menu_rows(plain(top.text()), top.menu().actions())
    for shortcut in window.findChildren(QShortcut):
        if shortcut.whatsThis() and shortcut.isEnabled():
            keys = ", ".join(key_text(k) for k in shortcut.keys())  # noqa: SIM118 - a QShortcut
            rows.append(KeyRow(window.tr("Other"), shortcut.whatsThis(), keys))
    return rows


class ShortcutsWindow(QDialog):
    """The list of keys, beside the main window (not modal)."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self._window = window
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.setModal(False)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("What"), self.tr("Keys"), self.tr("Where")])
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setRootIsDecorated(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        self.resize(640, 680)
        self.fill()

    def fill(self) -> None:
        """Read the keys afresh from the window's actions."""
        self.tree.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        for row in shortcut_rows(self._window):
            group = groups.get(row.group)
            if group is None:
                group = groups[row.group] = QTreeWidgetItem(self.tree, [row.group])
                font = group.font(0)
                font.setBold(True)
                group.setFont(0, font)
                group.setFirstColumnSpanned(True)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            QTreeWidgetItem(group, [row.what, row.keys, row.where])
        self.tree.expandAll()
        for column in range(3):
            self.tree.resizeColumnToContents(column)

    def rows(self) -> list[tuple[str, str, str]]:
        """What the list shows, group by group: (group or what, keys, where)."""
        shown = []
        for index in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(index)
            for child in range(group.childCount()):
                item = group.child(child)
                shown.append((group.text(0), item.text(0), item.text(1)))
        return shown
