"""The Roster's first screenful at start-up: the campaign's rows drawn the moment after the window's first paint,
read before the database layer loads, then the campaign opened into the window without a pixel of the table
moving; and no first screenful where it could not be right (another tab in front, a locked, old or unreadable
file), so the campaign's own opening decides what the window shows."""

import os
import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton, QSplitter, QTableView, QWidget

from desktop import app
from desktop.models.opening import lock_path, release
from desktop.models.roster.roster_model import Column, RosterRole
from desktop.paths import backups_dir
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.views.window.main_window import MainWindow
from tests.views.test_opening import _loaded_after

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _settings(data_home: Path) -> QSettings:
    return QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat)


def _left_as(qtbot, data_home, column=None, order=Qt.SortOrder.AscendingOrder, hidden=()):
    """A session before this one, on the open campaign: the Roster sorted and its columns hidden as given, then the
    window closed (its campaign with it)."""
    before = MainWindow(_settings(data_home))
    qtbot.addWidget(before)
    before.show_campaign()
    roster = before.tab("Roster")
    if column is not None:
        roster.ui.table.horizontalHeader().setSortIndicator(column, order)
    for hidden_column in hidden:
        roster.show_column(hidden_column, False)
    before.close()
    release()
    close_campaign()


def _opening_window(qtbot, data_home, path):
    window = MainWindow(_settings(data_home))
    qtbot.addWidget(window)
    window.resize(1200, 760)
    window.show()
    qtbot.waitExposed(window)
    window.show_opening(path)
    return window


def _table_of(window) -> QTableView:
    return window.ui.tabs.widget(0).findChild(QTableView, "table")


def _looks(window):
    """What the Roster's table shows: its picture, its columns' places and its rows."""
    QApplication.processEvents()
    table = _table_of(window)
    header = table.horizontalHeader()
    columns = [(header.sectionPosition(c), header.sectionSize(c), header.isSectionHidden(c)) for c in Column]
    rows = [[table.model().index(r, c).data() for c in Column] for r in range(12)]
    splitter = window.ui.tabs.widget(0).findChild(QSplitter, "rosterSplitter")
    above = window.ui.tabs.widget(0).findChild(QWidget, "listPane").findChildren(QPushButton)  # the panel fills in
    buttons = [(b.text(), b.isEnabled()) for b in above if b.isVisible()]
    menus = [action.text() for action in window.menuBar().actions() if action.isVisible()]
    shown = (columns, rows, table.verticalScrollBar().maximum(), splitter.sizes(), buttons, menus)
    return (table.grab().toImage(), *shown)


@pytest.mark.parametrize(
    "left",
    [{}, {"column": Column.SAN, "order": Qt.SortOrder.DescendingOrder, "hidden": (Column.OCCUPATION,)}],
    ids=["as-new", "sorted-by-san-down-occupation-hidden"],
)
def test_the_first_screenful_gives_way_to_the_roster_without_a_pixel_of_the_table_moving(
    qtbot, campaign, campaign_path, data_home, left
):
    _left_as(qtbot, data_home, **left)
    window = _opening_window(qtbot, data_home, campaign_path)
    assert window.show_first_screenful(campaign_path)
    assert window.windowTitle() == "Keeper Desk — Test Campaign" and window.session is None
    assert [window.ui.tabs.tabText(i) for i in range(window.ui.tabs.count())][:3] == ["Roster", "Dice", "Combat"]
    first = _looks(window)
    assert window.open_path(campaign_path, defer_check=True)
    window.tab("Roster")
    live = _looks(window)
    assert first[1:] == live[1:]  # the columns, the rows, the scroll range, the panel's width, buttons, menus
    assert first[0] == live[0]  # and every pixel of the table


def _locked(tmp_path, path):
    lock_path(path).write_text("4242\nkeeper-desk\nelsewhere\n")


def _dice_in_front(data_home, path):
    _settings(data_home).setValue("window/tab", 1)


def _older(tmp_path, path):
    shutil.copyfile(FIXTURES / "campaign-v13.kdesk", path)


def _garbage(tmp_path, path):
    path.write_bytes(b"\x00" * 5000)


@pytest.mark.parametrize("make", [_locked, _dice_in_front, _older, _garbage])
def test_no_first_screenful_where_it_could_not_be_right(qtbot, campaign, campaign_path, data_home, tmp_path, make):
    close_campaign()
    make(data_home if make is _dice_in_front else tmp_path, campaign_path)
    window = _opening_window(qtbot, data_home, campaign_path)
    assert not window.show_first_screenful(campaign_path)
    assert [window.ui.tabs.tabText(i) for i in range(window.ui.tabs.count())] == ["Opening"] and window.opening


def test_the_first_screenful_loads_neither_the_database_layer_nor_the_session(tmp_path):
    """Its point: about 150 ms of imports (peewee, the store, the session, the dice) come after it. Drawn, with a
    badge among its rows, it makes no Python enums of QStyle's either (PySide6 takes 15 ms to)."""
    campaign = tmp_path / "campaign.kdesk"
    shutil.copy(FIXTURES / "campaign-v14.kdesk", campaign)
    with closing(sqlite3.connect(campaign)) as connection, connection:
        connection.execute("""UPDATE character SET hp = 0, conditions = '["dying"]' WHERE id = (
            SELECT id FROM character ORDER BY sort_key, id LIMIT 1)""")
    steps = (
        "import PySide6.QtWidgets\n"
        f"window.show_opening({str(campaign)!r})\n"
        f"assert window.show_first_screenful({str(campaign)!r})\n"
        "table = window.ui.tabs.widget(0).findChild(PySide6.QtWidgets.QTableView, 'table')\n"
        "assert table.model().index(0, 7).data() == 'Dying'\n"
        "window.ui.tabs.widget(0).grab()\n"
        "assert 'QStyle' not in vars(PySide6.QtWidgets), 'QStyle was made'\n"
    )
    heavy = ("peewee", "desktop.store.schema", "desktop.store.campaign_file", "desktop.models.session")
    rules = ("desktop.rules.dice", "desktop.store.journal", "desktop.store.character_rows")
    assert _loaded_after(tmp_path, steps, (*heavy, *rules)) == []


def test_at_start_the_campaign_opens_into_its_first_screenful(qtbot, monkeypatch, campaign, campaign_path, data_home):
    close_campaign()
    seen = []
    first_screenful = MainWindow.show_first_screenful

    def shown(window, path):
        drawn = first_screenful(window, path)
        seen.append((drawn, window.session, window.ui.tabs.tabText(0), _table_of(window).model().rowCount()))
        return drawn

    monkeypatch.setattr(MainWindow, "show_first_screenful", shown)
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    before = set(QApplication.topLevelWidgets())
    assert app.main([str(campaign_path)]) == 0
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
    qtbot.addWidget(window)
    qtbot.wait_until(lambda: not window.opening)
    rows = window.tab("Roster").proxy.rowCount()
    assert seen == [(True, None, "Roster", rows)] and rows > 0  # the rows first, with no campaign open yet
    assert window.session.path == campaign_path.resolve()


def test_a_campaign_opened_from_the_menu_while_the_first_screenful_shows_is_kept(
    qtbot, campaign, campaign_path, data_home, tmp_path
):
    close_campaign()
    other = tmp_path / "Other.kdesk"
    open_campaign(other, create_name="Other")
    close_campaign()
    window = _opening_window(qtbot, data_home, campaign_path)
    app._open_campaign(window, campaign_path, None)
    assert window.ui.tabs.tabText(0) == "Roster" and window.session is None  # the first screenful, drawn next
    window.open_path(other)  # File > Recent, before the start-up campaign has opened
    qtbot.wait(100)
    assert window.windowTitle() == "Keeper Desk — Other" and window.session.path == other


def test_the_tabs_code_is_imported_ahead_for_the_campaigns_combat_rules(tmp_path):
    """After start-up, while the Keeper reads the roster (a fresh process: this one has imported every tab already)."""
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from desktop.views.window.tabs import TABS, warm_up\n"
        "done = []\n"
        "warm_up('rising', lambda: done.append(True))\n"
        "while not done:\n"
        "    app.processEvents()\n"
        "every = {entry.module(rules) for entry in TABS for rules in ('7e', 'rising')}\n"
        "print(sorted(name.rsplit('.', 1)[1] for name in every if name in sys.modules))\n"
    )
    root = Path(__file__).resolve().parents[2]
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root), "KEEPER_DESK_HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    imported = result.stdout.strip().splitlines()[-1]
    assert imported == str(
        sorted(
            ["roster_tab", "dice_tab", "rising_tab", "chase_tab", "sanity_tab", "tomes_tab", "cards_tab", "notes_tab"]
        )
    )  # Cthulhu Rising's fight, not 7th edition's


def test_start_up_imports_the_tabs_code_once_the_campaign_is_backed_up(qtbot, monkeypatch, campaign, campaign_path):
    from desktop.models.people_model import PeopleModel
    from desktop.views.window import tabs

    close_campaign()
    asked, listed = [], []
    real_warm_up, real_rows = tabs.warm_up, PeopleModel.rows
    monkeypatch.setattr(tabs, "warm_up", lambda rules, *rest: asked.append(rules) or real_warm_up(rules, *rest))
    monkeypatch.setattr(PeopleModel, "rows", lambda people: listed.append(people) or real_rows(people))
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    before = set(QApplication.topLevelWidgets())
    assert app.main([str(campaign_path)]) == 0
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before)
    qtbot.addWidget(window)
    qtbot.wait_until(lambda: asked == ["7e"])
    assert list(backups_dir().glob("*/*.kdesk"))  # after the backup
    qtbot.wait_until(lambda: listed == [window.session.people])  # the list of characters read ahead too


def _first_screenful_shown(qtbot, data_home, campaign_path):
    close_campaign()
    window = _opening_window(qtbot, data_home, campaign_path)
    assert window.show_first_screenful(campaign_path)
    return window


def test_a_tab_picked_while_the_first_screenful_shows_is_the_one_shown_once_the_campaign_opens(
    qtbot, campaign, campaign_path, data_home
):
    """Found playing: a click on Dice in that moment showed an empty page, then the Roster came back over it."""
    window = _first_screenful_shown(qtbot, data_home, campaign_path)
    bar = window.ui.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert window.open_path(campaign_path, defer_check=True)
    assert window.ui.tabs.currentIndex() == 1 and window.ui.tabs.currentWidget().content is not None
    assert int(window.settings.value("window/tab")) == 1


def test_whom_the_keeper_picked_and_what_they_typed_on_the_first_screenful_the_roster_takes_up(
    qtbot, campaign, campaign_path, data_home
):
    window = _first_screenful_shown(qtbot, data_home, campaign_path)
    page = window.ui.tabs.widget(0)
    table = page.findChild(QTableView, "table")
    picked = table.model().index(2, 0)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(picked).center())
    assert window.open_path(campaign_path, defer_check=True)
    roster = window.tab("Roster")
    assert roster.selected_id() == picked.data(RosterRole.ID)
    assert window.show_first_screenful(campaign_path) is False  # the campaign holds its lock now
    release()
    window = _first_screenful_shown(qtbot, data_home, campaign_path)
    qtbot.keyClicks(window.ui.tabs.widget(0).findChild(QLineEdit, "filterEdit"), "walt")
    assert window.open_path(campaign_path, defer_check=True)
    roster = window.tab("Roster")
    assert roster.ui.filterEdit.text() == "walt"
    assert [roster.proxy.index(r, 0).data() for r in range(roster.proxy.rowCount())] == ["Walt Brennan"]


def test_every_row_a_window_as_tall_as_the_screen_shows_is_read(qtbot, campaign, campaign_path, data_home):
    from desktop.rules.roster.sheet import CharacterSheet
    from desktop.store import character_rows

    for number in range(120):
        character_rows.apply_change(None, CharacterSheet(name=f"Extra {number:03d}"), "Added")
    window = _first_screenful_shown(qtbot, data_home, campaign_path)
    window.resize(1200, window.screen().availableVirtualGeometry().height())
    QApplication.processEvents()
    table = _table_of(window)
    last = table.rowAt(table.viewport().height() - 1)
    last = table.model().rowCount() - 1 if last < 0 else last
    assert last > 20 and all(table.model().index(row, 0).data() for row in range(last + 1))
    assert table.model().index(table.model().rowCount() - 1, 0).data() is None  # the rest are read with the campaign


def test_with_no_width_kept_from_a_session_before_the_empty_panel_is_as_wide_as_the_form_asks(
    qtbot, campaign, campaign_path, data_home
):
    """Found playing: a campaign opened in a new data folder drew its first screenful with a panel 45 px wide, and
    the table narrowed by 300 px when the campaign opened into it."""
    window = _first_screenful_shown(qtbot, data_home, campaign_path)
    panel = window.ui.tabs.widget(0).findChild(QWidget, "trackerPanel")
    splitter = window.ui.tabs.widget(0).findChild(QSplitter, "rosterSplitter")
    assert splitter.sizes()[1] >= panel.minimumWidth() >= 300


def test_what_fails_ahead_of_its_tab_is_logged_and_the_rest_still_made(qtbot, caplog):
    """The warm-up only prefetches: a step that fails is left to the tab's own showing, which says so."""
    from desktop.views.window.tabs import warm_up

    made, done = [], []

    def broken() -> None:
        raise OSError("the disk went away")

    warm_up("7e", lambda: done.append(True), broken, lambda: made.append(True))
    qtbot.wait_until(lambda: done == [True])
    assert made == [True] and "the disk went away" in caplog.text
