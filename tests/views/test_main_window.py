"""The main window: title, lazy tabs, undo/redo actions, File > Open of bad files, recent files."""

from desktop.views.window.tabs import LazyTab


def test_title_and_tabs(window):
    assert window.windowTitle() == "Keeper Desk — Test Campaign"
    titles = [window.ui.tabs.tabText(i) for i in range(window.ui.tabs.count())]
    assert titles == ["Roster", "Dice", "Combat", "Chase", "Sanity", "Tomes", "Cards", "Notes"]
    dice_page = window.ui.tabs.widget(1)
    assert isinstance(dice_page, LazyTab) and dice_page.content is None  # built only when first shown
    window.ui.tabs.setCurrentIndex(1)
    assert dice_page.content is not None


def test_edit_menu_undo_redo_shortcuts(window):
    actions = window.ui.menuEdit.actions()
    assert [a.shortcut().toString() for a in actions] == ["Ctrl+Z", "Ctrl+Shift+Z", "", "Ctrl+Shift+F"]  # then Search
    roster = window.tab("Roster")
    row = roster.selected_id()
    luck = window.session.sheet(row).luck
    roster.adjust("luck", -1)
    assert "Luck" in actions[0].text()
    actions[0].trigger()
    assert window.session.sheet(row).luck == luck
    actions[1].trigger()
    assert window.session.sheet(row).luck == luck - 1


def test_opening_a_bad_file_keeps_the_current_campaign(window, tmp_path, dialogs):
    junk = tmp_path / "junk.kdesk"
    junk.write_text("not a campaign")
    assert not window.open_path(junk)
    assert "not a Keeper Desk campaign" in dialogs.texts()[0]
    assert window.windowTitle() == "Keeper Desk — Test Campaign"
    assert window.session.roster.rowCount() == 8
    assert junk.read_text() == "not a campaign"


def test_new_campaign_and_recent_files(window, tmp_path):
    path = tmp_path / "second.kdesk"
    assert window.open_path(path, create_name="second")
    assert window.windowTitle() == "Keeper Desk — second"
    assert window.recent()[0] == str(path)
    recent = window.ui.menuRecent.actions()
    assert recent[0].text() == "second.kdesk" and len(recent) == 2
    recent[1].trigger()
    assert window.windowTitle() == "Keeper Desk — Test Campaign"


def test_the_window_never_grows_by_itself_and_works_at_1024_by_700(window, qtbot, monkeypatch):
    """Opening any tab, starting a fight with long names, and picking a character keep a 1024×700 window as it
    is (Combat once widened it to 1,337 px, and the Roster's panel made it taller)."""
    from PySide6.QtWidgets import QInputDialog

    window.resize(1024, 700)
    qtbot.wait(10)
    for index in range(window.ui.tabs.count()):
        window.ui.tabs.setCurrentIndex(index)
        qtbot.wait(10)
        assert (window.width(), window.height()) == (1024, 700), window.ui.tabs.tabText(index)
    combat = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("The very long ambush at the old mill " * 4, True))
    combat.new_fight()
    for name in ("Sheriff Amos Pike", "Cultist of the Marsh", "Harriet Crane"):
        combat.ui.rosterCombo.setCurrentIndex(combat.ui.rosterCombo.findText(name))
        combat.add_combatant()
    qtbot.wait(10)
    assert (window.width(), window.height()) == (1024, 700)


def test_the_longest_names_the_rules_allow_never_widen_the_window(window, qtbot):
    """Before: a 500-character encounter name widened the window to 6,886 px, and a long name in the Dice tab's
    opposed-roll lists to 1,925 px. Now every text has a limit, and titles and lists wrap or stop at the edge."""
    from dataclasses import replace

    from desktop.rules.roster.sheet import LINE_LIMIT, NAME_LIMIT, CharacterSheet

    window.resize(1024, 700)
    window.build_all_tabs()
    long = "E" * LINE_LIMIT
    window.session.add_character(CharacterSheet(name="W" * NAME_LIMIT))
    window.tab("Combat").scene.start(long)
    window.tab("Chase").scene.rename(long)
    window.tab("Sanity").scene.new_encounter(long)
    tomes = window.tab("Tomes").scene
    tomes.add_tome(replace(next(iter(tomes.tomes().values())), title="T" * LINE_LIMIT, spells=()))
    for index in range(window.ui.tabs.count()):
        window.ui.tabs.setCurrentIndex(index)
        qtbot.wait(10)
        assert window.width() == 1024, window.ui.tabs.tabText(index)
    window.set_combat_rules("rising")
    window.tab("Combat").scene.start(long)
    window.ui.tabs.setCurrentWidget(window.tab("Combat").parentWidget())
    qtbot.wait(10)
    assert window.width() == 1024 and window.minimumSizeHint().width() <= 1024


def test_a_closed_tab_leaves_no_slot_behind_on_the_session(window, qtbot):
    """Tabs go (a campaign reopened, the window closed) while the session's signals still fire: nothing may then
    call into a deleted widget."""
    from PySide6.QtWidgets import QApplication
    from shiboken6 import delete

    from desktop.views.combat.combat_tab import CombatTab
    from desktop.views.dice.dice_tab import DiceTab
    from desktop.views.sanity.sanity_tab import SanityTab

    for tab in (SanityTab(window.session), DiceTab(window.session), CombatTab(window.session)):
        delete(tab)  # the C++ widget is gone; the Python object lives on
    QApplication.processEvents()
    roster = window.tab("Roster")
    roster.adjust("luck", -1)  # character_changed and indexChanged fire
    window.session.undo_stack.undo()


def test_ctrl_z_reaches_the_undo_stack_whatever_has_focus(window, qtbot):
    """Before: after Cut to the Chase the focus landed in the track's number field, whose own text undo ate Ctrl+Z,
    so the chase step could not be taken back from the keyboard. A field with typing of its own to undo still keeps
    Ctrl+Z for that."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    tab = window.tab("Chase")
    window.ui.tabs.setCurrentWidget(tab.parentWidget())
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ui = tab.ui
    for who, side in (("Walt Brennan", "Pursuing"), ("Cultist of the Marsh", "Fleeing")):
        ui.whoCombo.setCurrentIndex(ui.whoCombo.findText(who))
        ui.sideCombo.setCurrentIndex(ui.sideCombo.findText(side))
        qtbot.mouseClick(ui.addButton, Qt.MouseButton.LeftButton)
    ui.cutButton.setFocus()
    qtbot.mouseClick(ui.cutButton, Qt.MouseButton.LeftButton)
    assert tab.scene.state.round == 1
    ui.countSpin.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is ui.countSpin)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.scene.state.round == 0  # the cut is taken back
    qtbot.keyClick(
        QApplication.focusWidget(),
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | (Qt.KeyboardModifier.ShiftModifier),
    )
    assert tab.scene.state.round == 1  # ... and done again
    # Typing in the field: its own Ctrl+Z takes the typing back first, then the next one reaches the stack.
    ui.countSpin.selectAll()
    qtbot.keyClicks(ui.countSpin, "7")
    assert ui.countSpin.text() == "7"
    qtbot.keyClick(ui.countSpin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ui.countSpin.text() == "5" and tab.scene.state.round == 1
    qtbot.keyClick(ui.countSpin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.scene.state.round == 0
