"""The main window: title, lazy tabs, undo/redo actions, File > Open of bad files, recent files."""

from desktop.views.main_window import LazyTab


def test_title_and_tabs(window):
    assert window.windowTitle() == "Keeper Desk — Test Campaign"
    titles = [window.ui.tabs.tabText(i) for i in range(window.ui.tabs.count())]
    assert titles == ["Roster", "Dice", "Combat"]
    dice_page = window.ui.tabs.widget(1)
    assert isinstance(dice_page, LazyTab) and dice_page.content is None  # built only when first shown
    window.ui.tabs.setCurrentIndex(1)
    assert dice_page.content is not None


def test_edit_menu_undo_redo_shortcuts(window):
    actions = window.ui.menuEdit.actions()
    assert [a.shortcut().toString() for a in actions] == ["Ctrl+Z", "Ctrl+Shift+Z"]
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
