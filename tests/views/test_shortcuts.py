"""Keys: a key two actions claim does nothing in Qt, so no key may be claimed twice where both could fire — every
action, shortcut and button of the main window, and every Alt+letter mnemonic among the widgets shown together. A
tab's menu is greyed while another tab is in front, so two tabs may share a key (Ctrl+R rolls on Dice and on Sanity);
one tab may not, nor a tab and the window."""

import re
from collections import defaultdict

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabWidget, QWidget

from desktop.views.window.tab_menus import TAB_PROPERTY

MNEMONIC = re.compile(r"&([^&\s])")


def key_owners(window) -> dict[str, list[str]]:
    """Every key sequence claimed in the window, with who claims it (one entry per claim)."""
    owners = defaultdict(list)
    claims = []
    for action in window.findChildren(QAction):
        tab = action.property(TAB_PROPERTY)
        who = f"{tab} menu's action {action.text()!r}" if tab else f"action {action.text()!r}"
        claims += [(key, who) for key in action.shortcuts()]
    for shortcut in window.findChildren(QShortcut):
        claims += [(key, f"shortcut of {shortcut.parent().objectName()}") for key in shortcut.keys()]  # noqa: SIM118 - a QShortcut, not a dict
    for button in window.findChildren(QAbstractButton):
        mnemonic = QKeySequence.mnemonic(button.text())
        if not button.shortcut().isEmpty() and button.shortcut() != mnemonic:  # mnemonics: the test below
            claims.append((button.shortcut(), f"button {button.text()!r}"))
    for key, who in claims:
        if not key.isEmpty():
            owners[key.toString(QKeySequence.SequenceFormat.PortableText)].append(who)
    return owners


def clashing(who: list[str]) -> bool:
    """Whether claims of one key can fire together: two outside the tabs' menus, one outside and one in, or two in
    one tab's menu."""
    tabs = [claim.partition(" menu's action")[0] for claim in who if " menu's action" in claim]
    return len(who) > 1 and (len(tabs) < len(who) or len(set(tabs)) < len(tabs))


def test_no_key_is_claimed_twice(window):
    window.build_all_tabs()
    clashes = {key: who for key, who in key_owners(window).items() if clashing(who)}
    assert clashes == {}


def test_the_clash_rule_tells_a_shared_tab_key_from_a_clash():
    assert not clashing(["Dice menu's action 'Roll'", "Sanity menu's action 'Roll'"])
    assert clashing(["Dice menu's action 'Roll'", "Dice menu's action 'Push'"])
    assert clashing(["action 'Quit'", "Dice menu's action 'Roll'"])
    assert clashing(["action 'Quit'", "shortcut of table"])


def test_redo_answers_ctrl_y_and_ctrl_shift_z(window):
    redo = window.ui.menuEdit.actions()[1]
    keys = {key.toString() for key in redo.shortcuts()}
    assert {"Ctrl+Y", "Ctrl+Shift+Z"} <= keys and len(keys) == len(redo.shortcuts())


def _shown_mnemonics(window) -> dict[str, list[str]]:
    letters = defaultdict(list)
    for menu in window.menuBar().actions():
        if match := MNEMONIC.search(menu.text()):
            letters[match.group(1).lower()].append(f"menu {menu.text()!r}")
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton | QGroupBox | QLabel):
            text = widget.title() if isinstance(widget, QGroupBox) else widget.text()
            if isinstance(widget, QLabel) and widget.buddy() is None:
                continue
            if isinstance(widget, QLabel) and widget.textFormat() == Qt.TextFormat.PlainText:
                continue
            if match := MNEMONIC.search(text):
                letters[match.group(1).lower()].append(f"{type(widget).__name__} {text!r}")
        if isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                if match := MNEMONIC.search(widget.tabText(index)):
                    letters[match.group(1).lower()].append(f"tab {widget.tabText(index)!r}")
    return letters


def test_no_alt_letter_is_shared_among_the_widgets_shown_together(window, qtbot):
    window.build_all_tabs()
    clashes = []
    for index in range(window.ui.tabs.count()):
        window.ui.tabs.setCurrentIndex(index)
        content = window.ui.tabs.widget(index).ensure_built()
        inner = [t for t in content.findChildren(QTabWidget)] or [None]
        for tabs in inner:
            for page in range(tabs.count()) if tabs else [None]:
                if tabs is not None:
                    tabs.setCurrentIndex(page)
                qtbot.wait(1)
                for letter, who in _shown_mnemonics(window).items():
                    if len(who) > 1:
                        clashes.append((window.ui.tabs.tabText(index), letter, sorted(who)))
    assert clashes == [], "\n".join(map(str, clashes))
