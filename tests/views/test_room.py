"""Every tab at 1024×700: it fits, its named columns read whole, its divides are kept across runs, and a result
appearing never moves what is below it."""

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QSplitter

from desktop.models.combat.fight_scene import HEADERS as FIGHT_HEADERS
from desktop.models.roster.roster_model import HEADERS as ROSTER_HEADERS
from desktop.models.roster.roster_model import Column
from desktop.models.tomes.shelf_model import HEADERS as SHELF_HEADERS
from desktop.rules import ScriptedDice
from desktop.views.common.room import shares
from desktop.views.window.main_window import MainWindow
from desktop.views.window.tabs import TABS

SMALL = (1024, 700)
TITLES = [entry.title for entry in TABS]


def settle(qtbot, window):
    """Let the layouts and the lazy tabs finish (a shown tab lays out on the next turns of the event loop)."""
    QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def at_small_size(window, qtbot):
    window.resize(*SMALL)
    settle(qtbot, window)
    assert (window.width(), window.height()) == SMALL  # the window can be that small at all


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def pick(combo, text):
    index = combo.findText(text, Qt.MatchFlag.MatchStartsWith)
    assert index >= 0, text
    combo.setCurrentIndex(index)


def a_fight(window, qtbot, monkeypatch):
    tab = window.tab("Combat")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Chapel ambush", True))
    click(qtbot, tab.ui.newButton)
    for name in ("Walt Brennan", "Harriet Crane", "Cultist of the Marsh", "Cultist of the Marsh"):
        pick(tab.ui.rosterCombo, name)
        click(qtbot, tab.ui.addButton)
    return tab


def a_tome_given(window, qtbot):
    tab = window.tab("Tomes")
    pick(tab.ui.readerCombo, "Dr. Mae Okafor")
    pick(tab.ui.tomeCombo, "Cultes des Goules")
    click(qtbot, tab.ui.giveButton)
    assert tab.shelf.rowCount() == 1
    return tab


@pytest.mark.parametrize("rules", ["7e", "rising"])
def test_no_tab_needs_more_than_1024_by_700(window, qtbot, rules):
    window.session.set_combat_rules(rules)
    at_small_size(window, qtbot)
    for title in TITLES:
        tab = window.tab(title)
        settle(qtbot, window)
        for what, hint in (("the window", window.minimumSizeHint()), (f"the {title} tab", tab.minimumSizeHint())):
            assert hint.width() <= SMALL[0] and hint.height() <= SMALL[1], f"{what} with {title} shown: {hint}"
        assert (window.width(), window.height()) == SMALL, f"showing {title} grew the window"


def assert_readable(view, columns, headers):
    """Each column shown, wholly inside the table's viewport (not scrolled out) and as wide as its header text."""
    header = view.horizontalHeader()
    metrics = header.fontMetrics()
    assert view.horizontalScrollBar().value() == 0
    for column in columns:
        title = headers[column]
        assert not header.isSectionHidden(column), title
        left = header.sectionViewportPosition(column)
        assert left >= 0 and left + header.sectionSize(column) <= view.viewport().width(), title
        assert header.sectionSize(column) >= metrics.horizontalAdvance(title), title


def test_the_named_columns_read_whole_at_1024_by_700(window, qtbot, monkeypatch):
    at_small_size(window, qtbot)
    roster = window.tab("Roster")
    settle(qtbot, window)
    assert_readable(roster.ui.table, (Column.SAN, Column.LUCK, Column.STATE), ROSTER_HEADERS)
    fight = a_fight(window, qtbot, monkeypatch)
    settle(qtbot, window)
    assert_readable(
        fight.ui.initiativeView, (FIGHT_HEADERS.index("State"), FIGHT_HEADERS.index("Notes")), FIGHT_HEADERS
    )
    tomes = a_tome_given(window, qtbot)
    settle(qtbot, window)
    assert_readable(tomes.ui.shelfView, range(len(SHELF_HEADERS)), SHELF_HEADERS)


def test_a_column_dragged_wider_gives_its_room_from_the_stretched_ones(window, qtbot):
    at_small_size(window, qtbot)
    table = window.tab("Roster").ui.table
    settle(qtbot, window)
    header = table.horizontalHeader()
    header.resizeSection(Column.HP, header.sectionSize(Column.HP) + 12)
    settle(qtbot, window)
    assert header.length() == table.viewport().width()  # still no scrolling: the name, occupation, state gave it
    assert_readable(table, (Column.SAN, Column.LUCK, Column.STATE), ROSTER_HEADERS)


def test_shares_by_weight_never_below_the_least():
    assert shares(300, {0: 1, 1: 2}, {0: 10, 1: 10}) == {0: 100, 1: 200}
    assert shares(300, {0: 3, 1: 2, 2: 2}, {0: 10, 1: 200, 2: 10}) == {0: 60, 1: 200, 2: 40}
    assert shares(100, {0: 1, 1: 1}, {0: 80, 1: 80}) == {0: 80, 1: 80}  # too little room: each its least


def test_the_divides_are_where_the_keeper_left_them_next_run(window, qtbot, data_home):
    window.resize(1600, 1000)
    settle(qtbot, window)
    moved = {}
    for title in TITLES:
        tab = window.tab(title)
        settle(qtbot, window)
        splitters = [s for s in tab.findChildren(QSplitter) if s.objectName()]
        assert splitters, f"the {title} tab has no divide to move"
        for splitter in splitters:
            before = splitter.sizes()
            for distance in (40, -40):  # one way or the other: a pane may be at its least already
                drag(qtbot, splitter, distance)
                if splitter.sizes() != before:
                    break
            assert splitter.sizes() != before, f"{title}: {splitter.objectName()} did not move"
            moved[(title, splitter.objectName())] = splitter.sizes()
    window.close()
    settings = QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat)
    again = MainWindow(settings)
    qtbot.addWidget(again)
    again.show_campaign()
    again.resize(1600, 1000)
    again.show()
    settle(qtbot, again)
    for (title, name), sizes in moved.items():
        tab = again.tab(title)
        settle(qtbot, again)
        assert tab.findChild(QSplitter, name).sizes() == sizes, (title, name)


def drag(qtbot, splitter, distance):
    """Drag the splitter's divide by `distance` pixels with the mouse."""
    handle = splitter.handle(1)
    horizontal = splitter.orientation() == Qt.Orientation.Horizontal
    start = handle.rect().center()
    end = start + (QPoint(distance, 0) if horizontal else QPoint(0, distance))
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=start)
    drag_to(handle, end)
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=end)


def drag_to(handle, at):
    """A mouse move with the left button held (qtbot's mouseMove carries no buttons)."""
    event = QMouseEvent(
        QMouseEvent.Type.MouseMove,
        QPointF(at),
        QPointF(handle.mapToGlobal(at)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(handle, event)


def where(widget, tab):
    """The widget's place and size in the tab."""
    return widget.mapTo(tab, QPoint(0, 0)), widget.size()


def test_the_dice_result_has_its_room_before_a_roll(window, qtbot):
    at_small_size(window, qtbot)
    tab = window.tab("Dice")
    settle(qtbot, window)
    below = (tab.ui.expressionGroup, tab.side_pages, tab.ui.resultFrame, tab.ui.pushButton)
    before = [where(w, tab) for w in below]
    # 80 fails Library Use 70: a failure with its notes (push, Luck); then a fumble; then any dice.
    tab.dice.dice = ScriptedDice([1, 9, 1, 1, 5, 4])
    pick(tab.ui.characterCombo, "Harriet Crane")
    pick(tab.ui.targetCombo, "Library Use (70)")
    settle(qtbot, window)
    before = [where(w, tab) for w in below]
    click(qtbot, tab.ui.rollButton)
    settle(qtbot, window)
    assert tab.ui.resultLevel.text() == "Failure"
    assert [where(w, tab) for w in below] == before
    click(qtbot, tab.ui.pushButton)
    settle(qtbot, window)
    assert [where(w, tab) for w in below] == before
    tab.ui.expressionEdit.setText("1D6+1D4")
    click(qtbot, tab.ui.expressionButton)
    settle(qtbot, window)
    assert tab.ui.expressionResult.text()
    assert [where(w, tab) for w in below] == before


def test_the_forecast_result_has_its_room_before_it_comes(window, qtbot, monkeypatch):
    at_small_size(window, qtbot)
    tab = a_fight(window, qtbot, monkeypatch)
    settle(qtbot, window)
    watched = (tab.ui.initiativeView, tab.ui.addGroup, tab.ui.forecastButton)
    before = [where(w, tab) for w in watched]
    tab.ui.fightsSpin.setValue(100)
    with qtbot.waitSignal(tab.scene.forecast_done, timeout=20_000):
        click(qtbot, tab.ui.forecastButton)
    settle(qtbot, window)
    assert "Expected investigator deaths" in tab.ui.forecastLabel.text()
    assert [where(w, tab) for w in watched] == before


def test_a_roster_header_kept_by_an_older_version_still_reads_whole(window, qtbot, data_home):
    """A Keeper's settings from before: the old widths (name 200, occupation 160, ...) with the state column alone
    stretched. At 1024×700 the SAN, Luck and State columns still show."""
    header = window.tab("Roster").ui.table.horizontalHeader()
    header.setStretchLastSection(True)
    for column, width in enumerate((200, 100, 160, 70, 70, 80, 60)):
        header.setSectionResizeMode(column, header.ResizeMode.Interactive)
        header.resizeSection(column, width)
    window.settings.setValue("roster/header", header.saveState())
    window.close()
    again = MainWindow(QSettings(str(data_home / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    again.show_campaign()
    again.show()
    at_small_size(again, qtbot)
    roster = again.tab("Roster")
    settle(qtbot, again)
    assert_readable(roster.ui.table, (Column.SAN, Column.LUCK, Column.STATE), ROSTER_HEADERS)


def test_a_sanity_roll_for_everyone_moves_nothing_below_its_story(window, qtbot):
    """Before: the story of a roll for four pushed the investigator's actions and the log down by its lines."""
    at_small_size(window, qtbot)
    tab = window.tab("Sanity")
    settle(qtbot, window)
    click(qtbot, tab.ui.everyoneButton)
    tab.ui.lossEdit.setText("1/1D4")
    watched = (tab.ui.mindGroup, tab.ui.logView, tab.ui.rollButton)
    before = [where(w, tab) for w in watched]
    tab.scene.dice = ScriptedDice([1, 9] * 4 + [2] * 4)  # four fail (80), each loses 1D4 = 2
    click(qtbot, tab.ui.rollButton)
    settle(qtbot, window)
    assert tab.ui.storyLabel.text().count("\n") >= 3, tab.ui.storyLabel.text()
    assert [where(w, tab) for w in watched] == before
