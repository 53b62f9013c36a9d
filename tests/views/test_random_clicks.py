"""Random clicks, keys, typing and menu choices through every tab of the real main window, as a Keeper in a hurry
might: no step may raise, and the campaign file stays sound. Seeded, so a failure replays; the failure shows the
last steps taken. Longer runs of the same walk found four defects, each now a test of its own: Attack with nobody
to target raised; undoing the character picked in the Dice tab raised; a new fight offered the last fight's
targets (the Combat walk with seed 7 finds that one); deleting the character of the Dice tab's roll in hand
raised."""

import random
import sqlite3
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMenu,
    QMessageBox,
    QWizard,
)

from desktop.store.campaign_file import current_path

TEXTS = [
    "",
    "0",
    "-5",
    "1D6",
    "0/1D6",
    "1D6/1D20",
    "2D10+3",
    "abc",
    "9" * 25,
    "1" + "0" * 400,
    "\x00",
    "\u200b",
    "<b>bold</b>",
    "5%",
    "1/",
    "/1",
    "1D0",
    "0D6",
    "100D100",
    "  7 ",
    "D",
    "Ω",
    "a\nb",
    "-0",
    "1e9",
    "12.5",
    "1D6+DB",
    "1D3/1D10",
    "1/1D4+1",
]
NEVER = ("Quit", "Exit", "Close")  # leaving the window ends the run, not a defect
KEYS = [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"] + [
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Delete,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_F2,
    Qt.Key.Key_F5,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Space,
    Qt.Key.Key_PageDown,
    Qt.Key.Key_Home,
    Qt.Key.Key_Plus,
    Qt.Key.Key_Minus,
]
MODIFIERS = [
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.AltModifier,
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
]
MENU_HOOKS = ("token_menu", "location_menu", "fighter_menu", "row_menu")


class Monkey:
    def __init__(self, window, seed: int, favourite: str | None = None) -> None:
        self.window, self.rng, self.log = window, random.Random(seed), []
        self.favourite = favourite  # the title of a tab to stay on nine steps in ten

    # --- what dialogs answer --------------------------------------------------------------------------------

    def answer_dialog(self, dialog: QDialog) -> int:
        if isinstance(dialog, QWizard):
            return QDialog.DialogCode.Rejected
        for edit in dialog.findChildren(QLineEdit):
            if self.rng.random() < 0.3:
                edit.setText(self.rng.choice(TEXTS))
        self.log.append(f"  dialog {type(dialog).__name__}")
        if self.rng.random() < 0.5:
            dialog.accept()
            return dialog.result()
        return QDialog.DialogCode.Rejected

    def answer_box(self, box: QMessageBox) -> int:
        buttons = [b for b in QMessageBox.StandardButton if b.value and box.standardButtons() & b]
        self.log.append(f"  message {box.text()[:60]!r}")
        return self.rng.choice(buttons) if buttons else QMessageBox.StandardButton.Ok

    def choose(self, menu: QMenu):
        actions = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
        if not actions:
            return None
        action = self.rng.choice(actions)
        if action.menu() is not None:
            return self.choose(action.menu())
        self.log.append(f"  menu {action.text()!r}")
        action.trigger()
        return action

    def patch(self, monkeypatch) -> None:
        rng = self.rng
        monkeypatch.setattr(QDialog, "exec", lambda dialog: self.answer_dialog(dialog))
        monkeypatch.setattr(QMessageBox, "exec", lambda box: self.answer_box(box))
        monkeypatch.setattr(QMessageBox, "about", lambda *a, **k: None)
        monkeypatch.setattr(QMenu, "exec", lambda menu, *a, **k: self.choose(menu))
        monkeypatch.setattr(QPrintDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
        monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (rng.choice(TEXTS), rng.random() < 0.7))
        monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (rng.randint(-5, 120), rng.random() < 0.7))
        monkeypatch.setattr(QInputDialog, "getDouble", lambda *a, **k: (rng.uniform(-5, 120), rng.random() < 0.7))
        monkeypatch.setattr(
            QInputDialog,
            "getItem",
            lambda parent, title, label, items, *a, **k: (rng.choice(list(items) or [""]), rng.random() < 0.7),
        )
        for name in ("getOpenFileName", "getSaveFileName"):
            monkeypatch.setattr(QFileDialog, name, lambda *a, **k: ("", ""))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: "")

    # --- one step -------------------------------------------------------------------------------------------

    def step(self, number: int) -> None:
        window, rng = self.window, self.rng
        tabs = window.ui.tabs
        if self.favourite and rng.random() < 0.9:
            tabs.setCurrentWidget(window.tab(self.favourite).parentWidget())
        elif rng.random() < 0.1:
            tabs.setCurrentIndex(rng.randrange(tabs.count()))
        page = tabs.currentWidget()
        content = getattr(page, "content", None) or page
        where, roll = f"{number} {tabs.tabText(tabs.currentIndex())}", rng.random()
        if roll < 0.1:
            self.key(where)
        elif roll < 0.13:
            self.main_menu(where)
        elif roll < 0.16:
            self.log.append(f"{where} undo/redo")
            stack = window.session.undo_stack
            (stack.undo if rng.random() < 0.7 else stack.redo)()
        elif roll < 0.26:
            self.context_menu(where, content)
        else:
            self.widget(where, content)

    def key(self, where: str) -> None:
        """A key, alone or with Ctrl, Ctrl+Shift or Alt, to whatever has the focus: shortcuts and mnemonics."""
        key = self.rng.choice(KEYS)
        modifiers = self.rng.choice(MODIFIERS)
        if modifiers & Qt.KeyboardModifier.ControlModifier and key in (Qt.Key.Key_Q, Qt.Key.Key_W):
            return  # quit or close: the end of the walk, not a defect
        target = QApplication.focusWidget() or self.window
        self.log.append(f"{where} key {key.name} {modifiers.name} on {type(target).__name__}")
        QTest.keyClick(target, key, modifiers)

    def main_menu(self, where: str) -> None:
        actions = [
            a
            for menu in self.window.menuBar().actions()
            if menu.menu()
            for a in menu.menu().actions()
            if a.isEnabled()
            and not a.isSeparator()
            and a.menu() is None
            and not any(word in a.text() for word in NEVER)
        ]
        action = self.rng.choice(actions)
        self.log.append(f"{where} main menu {action.text()!r}")
        action.trigger()

    def context_menu(self, where: str, content) -> None:
        hooks = [name for name in MENU_HOOKS if hasattr(content, name)]
        if not hooks:
            return
        name = self.rng.choice(hooks)
        state = content.state() if callable(getattr(content, "state", None)) else None
        if name == "row_menu":
            menu = content.row_menu()
        elif name == "location_menu":
            count = len(getattr(state, "locations", ()) or ())
            menu = content.location_menu(self.rng.randrange(count)) if count else None
        else:
            keys = [p.key for p in getattr(state, "runners", None) or getattr(state, "fighters", None) or ()]
            menu = getattr(content, name)(self.rng.choice(keys)) if keys else None
        if menu is not None:
            self.log.append(f"{where} {name}")
            self.choose(menu)

    def widget(self, where: str, content) -> None:
        kind = self.rng.choice(
            [QAbstractButton] * 5 + [QLineEdit] * 3 + [QComboBox] * 2 + [QAbstractSpinBox] + [QAbstractItemView] * 2
        )
        found = [w for w in content.findChildren(kind) if w.isVisible() and w.isEnabled()]
        if kind is QLineEdit:
            found = [
                w for w in found if not isinstance(w.parent(), (QAbstractSpinBox, QComboBox)) and not w.isReadOnly()
            ]
        if not found:
            return
        target = self.rng.choice(found)
        name = target.objectName() or type(target).__name__
        if isinstance(target, QAbstractButton):
            self.log.append(f"{where} click {name} {target.text()!r}")
            menu = target.menu() if hasattr(target, "menu") else None
            self.choose(menu) if menu is not None else target.click()
        elif isinstance(target, QLineEdit):
            text = self.rng.choice(TEXTS)
            self.log.append(f"{where} type {name} {text[:20]!r}")
            target.setText(text)
            QTest.keyClick(target, Qt.Key.Key_Return)
        elif isinstance(target, QComboBox):
            if target.count():
                index = self.rng.randrange(target.count())
                self.log.append(f"{where} pick {name} {target.itemText(index)!r}")
                target.setCurrentIndex(index)
        elif isinstance(target, QAbstractSpinBox):
            text = self.rng.choice(["-1", "0", "1", "5", "99", "1000", "abc"])
            self.log.append(f"{where} spin {name} {text}")
            target.lineEdit().setText(text)
            QTest.keyClick(target, Qt.Key.Key_Return)
        elif target.model() is not None and target.model().rowCount() > 0:
            row = self.rng.randrange(target.model().rowCount())
            self.log.append(f"{where} select {name} row {row}")
            target.setCurrentIndex(target.model().index(row, 0))


@pytest.mark.slow
@pytest.mark.qt_log_ignore("This plugin does not support")  # popups opened by keys, on the offscreen platform
@pytest.mark.parametrize(
    ("seed", "rules", "favourite"),
    [(4, "7e", None), (17, "7e", None), (29, "7e", None), (7, "7e", "Combat"), (3, "rising", "Combat")],
)
def test_random_use_of_every_tab_never_raises_and_keeps_the_file_sound(
    window, qtbot, monkeypatch, seed, rules, favourite
):
    """Walks over every tab, and walks that stay mostly on one (with Cthulhu Rising chosen, on its Combat tab;
    undo cannot switch the rules back)."""
    if rules != "7e":
        window.session.set_combat_rules(rules)
        window.session.undo_stack.clear()
        assert type(window.tab("Combat")).__name__ == "RisingTab"
    monkey = Monkey(window, seed, favourite)
    monkey.patch(monkeypatch)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts work in the active window
    raised = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: raised.append(f"{kind.__name__}: {value}"))
    path = current_path()
    for number in range(700 if favourite else 300):
        try:
            monkey.step(number)
        except Exception as exc:  # noqa: BLE001 - any exception is the defect being looked for
            raised.append(f"{type(exc).__name__}: {exc}")
        QApplication.processEvents()  # what a wait of 1 ms did, without the sleep
        assert not raised, "\n".join(["after:", *monkey.log[-12:], *raised])
    with sqlite3.connect(path) as db:
        assert db.execute("pragma integrity_check").fetchone() == ("ok",)
