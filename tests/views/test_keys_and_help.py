"""Keys and help: Ctrl+1…7 and Ctrl+Tab / Ctrl+Page Down switch tabs; each tab's keyed actions are in its menu,
pressing exactly what the button presses; Help > Keyboard Shortcuts is read from the actions; Help > Rules Reference
is the reference deck, searchable, in a window of its own."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QInputDialog

from desktop.models.cards.reference_list import SEARCH_ROLE, CardFilter, ReferenceCards
from desktop.views.window.tab_menus import TAB_MENUS
from desktop.views.window.tabs import TABS

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def active(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts work in the active window
    return window


def current_title(window) -> str:
    return window.ui.tabs.tabText(window.ui.tabs.currentIndex())


def test_ctrl_1_to_7_bring_the_tabs_forward_in_order(active, qtbot):
    for number, entry in reversed(list(enumerate(TABS, start=1))):
        qtbot.keyClick(active, getattr(Qt.Key, f"Key_{number}"), CTRL)
        assert current_title(active) == entry.title


def test_ctrl_tab_and_page_down_go_on_and_wrap_round_ctrl_shift_tab_and_page_up_go_back(active, qtbot):
    focus = lambda: QApplication.focusWidget() or active  # noqa: E731 - the key goes where the Keeper is
    active.ui.tabs.setCurrentIndex(0)
    qtbot.keyClick(focus(), Qt.Key.Key_Tab, CTRL)
    assert current_title(active) == "Dice"
    qtbot.keyClick(focus(), Qt.Key.Key_PageDown, CTRL)
    assert current_title(active) == "Combat"
    qtbot.keyClick(focus(), Qt.Key.Key_PageUp, CTRL)
    qtbot.keyClick(focus(), Qt.Key.Key_Backtab, CTRL | SHIFT)
    assert current_title(active) == "Roster"
    qtbot.keyClick(focus(), Qt.Key.Key_PageUp, CTRL)  # from the first to the last
    assert current_title(active) == TABS[-1].title


@pytest.mark.parametrize("rules", ["7e", "rising"])
def test_every_tab_menu_entry_names_a_button_or_method_of_its_tab(window, rules):
    """A button renamed in a form would leave its menu entry greyed for good: each entry finds what it presses."""
    window.set_combat_rules(rules)
    window.build_all_tabs()
    missing = []
    for title, kinds in TAB_MENUS.items():
        tab = window.tab(title)
        entries = kinds.get(rules, kinds.get("", ()))
        for entry in filter(None, entries):
            found = getattr(tab.ui, entry.button, None) if entry.button else getattr(tab, entry.method, None)
            if (entry.button and not isinstance(found, QAbstractButton)) or found is None:
                missing.append((title, entry.text))
    assert missing == []
    assert [a.text() for a in window.tab_menus.menus["Combat"].actions()][1] == (
        "Next Strike &Rank" if rules == "rising" else "Roll &Initiative"
    )


def test_every_key_of_the_window_is_in_a_menu_not_only_in_a_tooltip(window):
    """Before: Ctrl+Right, Ctrl+Shift+Right, Ctrl+R, Ctrl+F, Delete, Space and Ctrl+Shift+N were shortcuts of the tabs
    and their buttons, told only in tooltips."""
    window.build_all_tabs()
    shortcuts = [s for s in window.findChildren(QShortcut) if s.parentWidget().window() is window]
    buttons = [
        b.text()
        for b in window.findChildren(QAbstractButton)
        if not b.shortcut().isEmpty() and b.shortcut() != QKeySequence.mnemonic(b.text())
    ]
    assert [s.key().toString() for s in shortcuts] == [] and buttons == []
    in_menus = {row.keys for row in _rows(window)}
    for keys in ("Ctrl+Right", "Ctrl+Shift+Right", "Ctrl+R", "Ctrl+F", "Del", "Space", "Ctrl+Shift+N", "Ctrl+1"):
        assert keys in in_menus


def _rows(window):
    from desktop.views.window.shortcuts_window import shortcut_rows

    return shortcut_rows(window)


def test_the_combat_menu_presses_the_buttons_greyed_until_they_can_be_pressed(active, qtbot, monkeypatch):
    menu = active.tab_menus.menus["Combat"]
    actions = {action.text(): action for action in menu.actions()}
    assert actions["Next &Turn"].shortcut().toString() == "Ctrl+Right"
    assert not any(action.isEnabled() for action in menu.actions())  # the Roster is in front
    tab = active.tab("Combat")
    assert actions["&New Fight…"].isEnabled() and not actions["Next &Turn"].isEnabled()  # no fight yet
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Chapel ambush", True))
    actions["&New Fight…"].trigger()
    assert tab.scene.active and not actions["&New Fight…"].isEnabled() and actions["Next &Turn"].isEnabled()
    for name in ("Walt Brennan", "Harriet Crane"):
        index = next(i for i in range(tab.ui.rosterCombo.count()) if tab.ui.rosterCombo.itemText(i).startswith(name))
        tab.ui.rosterCombo.setCurrentIndex(index)
        tab.ui.addButton.click()
    pressed = []
    tab.ui.nextTurnButton.clicked.connect(lambda: pressed.append("next turn"))
    qtbot.keyClick(tab, Qt.Key.Key_Right, CTRL)
    assert pressed == ["next turn"] and "Walt Brennan's turn" in tab.ui.titleLabel.text()
    actions["Next &Turn"].trigger()  # the menu entry: the same click
    assert pressed == ["next turn", "next turn"]
    tab.ui.actionTabs.setCurrentIndex(1)  # the shooting page in front: Attack brings the melee page forward first
    actions["Attac&k"].trigger()
    assert tab.ui.actionTabs.currentWidget() is tab.ui.attackButton.parentWidget().parentWidget() or (
        tab.ui.actionTabs.currentWidget().isAncestorOf(tab.ui.attackButton)
    )
    active.tab("Dice")
    assert not any(action.isEnabled() for action in menu.actions())  # greyed with its tab not shown
    qtbot.keyClick(active, Qt.Key.Key_Right, CTRL)
    assert pressed == ["next turn", "next turn"]


def test_a_key_two_tabs_share_works_on_the_tab_in_front(active, qtbot):
    """Ctrl+R rolls on the Dice tab and on the Sanity tab: only the greyed menu of the tab behind lets it go."""
    dice = active.tab("Dice")
    rolled = []
    dice.ui.rollButton.clicked.connect(lambda: rolled.append("dice"))
    sanity = active.tab("Sanity")
    sanity.ui.rollButton.clicked.connect(lambda: rolled.append("sanity"))
    qtbot.keyClick(active, Qt.Key.Key_R, CTRL)
    active.tab("Dice")
    qtbot.keyClick(active, Qt.Key.Key_R, CTRL)
    assert rolled == ["sanity", "dice"]


def test_roster_find_and_delete_are_the_roster_menus(active, qtbot, dialogs):
    roster = active.tab("Roster")
    actions = {action.text(): action for action in active.tab_menus.menus["Roster"].actions()}
    roster.ui.table.setFocus()
    qtbot.keyClick(roster.ui.table, Qt.Key.Key_F, CTRL)
    assert QApplication.focusWidget() is roster.ui.filterEdit
    assert actions["&Delete Character…"].shortcut().toString() == "Del"
    roster.ui.table.setFocus()
    qtbot.keyClick(roster.ui.table, Qt.Key.Key_Delete)
    assert dialogs.shown and "Delete" in dialogs.shown[-1][0]  # the same question the button asks


def test_the_keyboard_shortcuts_window_is_read_from_the_actions(window, qtbot):
    window.shortcuts_action.trigger()
    shown = window.shortcuts_window
    assert shown.isVisible() and not shown.isModal()
    rows = shown.rows()
    assert ("Combat", "Next Turn", "Ctrl+Right") in rows
    assert ("View", "Tabs › Next Tab", "Ctrl+Tab, Ctrl+PgDown") in rows
    assert ("File", "Open Campaign…", QKeySequence(QKeySequence.StandardKey.Open).toString()) in rows
    assert ("Help", "Keyboard Shortcuts", "Ctrl+/") in rows
    assert ("Edit", "Undo", "Ctrl+Z") in rows  # its name, not the step it would take back
    # every key of every menu, and nothing else
    assert len(rows) == len(_rows(window)) == sum(1 for row in _rows(window) if row.keys)
    # never stale: Cthulhu Rising's Combat menu once the campaign plays by it
    shown.close()
    window.set_combat_rules("rising")
    window.shortcuts_action.trigger()
    rows = shown.rows()
    assert ("Combat", "Next Strike Rank", "Ctrl+Right") in rows and ("Combat", "Next Turn", "Ctrl+Right") not in rows
    space = next(row for row in _rows(window) if row.keys == "Space")
    assert space.group == "Sanity" and space.where == "in the table of minds"


def test_the_rules_reference_is_searchable_beside_the_table(window, qtbot):
    window.reference_action.trigger()
    reference = window.reference_window
    qtbot.waitUntil(reference.isVisible)
    assert not reference.isModal() and reference.isWindow() and window.isEnabled()
    everything = reference.shown.rowCount()
    assert everything == reference.cards.rowCount() > 10 and reference.shown_title()
    qtbot.keyClicks(reference.filter, "volley")
    titles = [reference.shown.index(r, 0).data() for r in range(reference.shown.rowCount())]
    words = [reference.shown.index(r, 0).data(SEARCH_ROLE) for r in range(len(titles))]
    assert titles and len(titles) < everything and all("volley" in w for w in words)
    assert "volley" in reference.page.toPlainText().lower()  # the first card found is shown
    reference.filter.clear()
    qtbot.keyClicks(reference.filter, "Sanity")  # a title
    assert any("Sanity" in t for t in (reference.shown.index(r, 0).data() for r in range(reference.shown.rowCount())))
    reference.list.setCurrentIndex(reference.shown.index(reference.shown.rowCount() - 1, 0))
    shown = reference.shown_title()
    assert shown and shown in reference.page.toPlainText()
    reference.filter.setText("no such rule anywhere")
    assert reference.shown.rowCount() == 0 and reference.page.toPlainText() == ""
    assert "No card holds" in reference.count.text()


def test_the_reference_models_pass_the_model_tester(qtmodeltester):
    from desktop.cards.reference import reference_deck

    cards = ReferenceCards(reference_deck())
    qtmodeltester.check(cards)
    shown = CardFilter()
    shown.setSourceModel(cards)
    shown.set_text("damage bonus")
    qtmodeltester.check(shown)
    assert 0 < shown.rowCount() < cards.rowCount()
