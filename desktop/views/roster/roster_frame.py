"""How the Roster tab is laid out: its table's columns, widths and sort as the Keeper left them, and the panel beside
it. The tab itself (roster_tab) and its first screenful (shown before the campaign opens, so with neither the
session nor the database layer loaded) are laid out by the same code here, so the one gives way to the other
without a pixel moving."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QHeaderView, QLineEdit, QSplitter, QTableView, QWidget

from desktop.models.roster.roster_model import Column, FirstScreenful, RosterRole
from desktop.rules.roster.derived import Kind
from desktop.rules.words import counted
from desktop.views.common.chips import marked_columns
from desktop.views.common.look import read_only_table, row_height, scrolling
from desktop.views.common.room import fit_columns, share
from desktop.views.forms.ui_roster_tab import Ui_RosterTab

HEADER_KEY = "roster/header"
PANEL_KEY = "roster/panel"  # the panel's width once filled, for the first screenful's empty one to take
# Each column as wide as its widest value; the name, occupation and state share what is left (the name most).
COLUMN_SAMPLES = {
    Column.KIND: "Investigator",
    Column.HP: "188 / 188",
    Column.MP: "88 / 88",
    Column.SAN: "99 / 99",
    Column.LUCK: "99",
}
STRETCHED = {Column.NAME: 3, Column.OCCUPATION: 2, Column.STATE: 2}


def lay_out_table(table: QTableView, model, settings: QSettings | None) -> tuple[int, Qt.SortOrder]:
    """The table as the Keeper left it (the columns hidden, their widths, the sort picked); returns that sort, which
    its header shows and the caller puts the rows in."""
    read_only_table(table, model, {})
    fit_columns(table, COLUMN_SAMPLES, STRETCHED)
    marked_columns(table, Column.STATE)
    header = table.horizontalHeader()
    column, order = Column.NAME, Qt.SortOrder.AscendingOrder  # the model holds the rows sorted by name
    state = settings.value(HEADER_KEY) if settings is not None else None
    if state is not None and header.restoreState(state):
        column, order = header.sortIndicatorSection(), header.sortIndicatorOrder()
        header.setStretchLastSection(False)  # an older version's state stretched the state column alone
        for section in range(header.count()):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Interactive)
    if not 0 <= column < len(Column):  # a state from another version of the table
        column, order = Column.NAME, Qt.SortOrder.AscendingOrder
    header.blockSignals(True)
    header.setSortIndicator(column, order)
    header.blockSignals(False)
    return column, order


def lay_out_panel(ui: Ui_RosterTab, width: int | None = None) -> None:
    """The panel beside the table, in a scroll area (it never makes the window taller) as wide as its contents need,
    `width` (what they needed last time, for a panel still empty) and the form asks; room the window gains goes to
    the table."""
    splitter: QSplitter = ui.rosterSplitter
    at = splitter.indexOf(ui.trackerPanel)
    area = scrolling(ui.trackerPanel)
    splitter.insertWidget(at, area)
    least = ui.trackerPanel.minimumWidth() + area.verticalScrollBar().sizeHint().width()
    area.setMinimumWidth(max(area.minimumWidth(), width or 0, least))
    share(splitter, 1, 0)
    splitter.setSizes([10000, splitter.widget(at).minimumWidth()])  # the table first, at 1024 wide


def enable_actions(ui: Ui_RosterTab, kind: Kind | None) -> None:
    """The buttons for the one selected (of that kind; None: nobody selected): the development phase is an
    investigator's only."""
    for button in (ui.editButton, ui.duplicateButton, ui.deleteButton, ui.storyButton):
        button.setEnabled(kind is not None)
    ui.developmentButton.setEnabled(kind is Kind.INVESTIGATOR)


def handover(page: QWidget) -> tuple[int | None, str, int] | None:
    """What the Keeper did to a first screenful before the campaign opened into it, for the Roster to take up: who
    they picked in the table (None: nobody), the filter typed, the kind chosen; None when they did nothing to it."""
    table = page.findChild(QTableView, "table")
    rows = table.selectionModel().selectedRows() if table is not None else []
    chosen = (rows[0].data(RosterRole.ID) or None) if rows else None  # 0: a row past those read
    text, kind = page.findChild(QLineEdit, "filterEdit").text(), page.findChild(QComboBox, "kindCombo").currentIndex()
    first = table.model().index(0, 0).data(RosterRole.ID) if table is not None and table.model().rowCount() else None
    return None if (chosen == first and not text and kind == 0) else (chosen, text, kind)


def fill_kinds(combo: QComboBox, tr: Callable[[str], str]) -> None:
    """The kinds the table can be narrowed to, every kind first."""
    combo.addItem(tr("All kinds"), "")
    for kind in Kind:
        combo.addItem(tr(kind.label + "s"), kind.value)


def count_text(shown: int, total: int, tr: Callable[[str], str]) -> str:
    """The line under the table: how many characters, and how many the filter shows."""
    text = counted(total, tr("character"), tr("characters"))
    return text if shown == total else tr("{shown:,} of {total} shown").format(shown=shown, total=text)


def first_screenful(path: Path, settings: QSettings | None) -> tuple[QWidget, str, str] | None:
    """The Roster as it will look once the campaign has opened, its table holding the first screenful of rows read
    straight from the file, the campaign's name and its combat rules; None when the file cannot be read that way
    (its opening then decides what the window shows). Nothing on it does anything yet: what the Keeper picks,
    types or brings forward on it before the campaign opens, the campaign's own tabs take up (handover)."""
    from desktop.store.first_screenful import read_first_screenful

    def tr(text: str) -> str:
        return QCoreApplication.translate("RosterTab", text)  # the words the tab's own tr() gives

    page = QWidget()
    ui = Ui_RosterTab()
    ui.setupUi(page)
    model = FirstScreenful(page)
    column, order = lay_out_table(ui.table, model, settings)
    by_name = column == Column.NAME
    screen = QGuiApplication.primaryScreen()
    tallest = screen.availableVirtualGeometry().height() if screen is not None else 2160
    rows = tallest // row_height(ui.table) + 1  # as many as a window as tall as the screens can show
    read = read_first_screenful(
        path, rows, by_name=by_name, descending=by_name and order == Qt.SortOrder.DescendingOrder
    )
    if read is None:
        page.deleteLater()
        return None
    model.show(read.rows, read.count, column, order, every=read.every)
    fill_kinds(ui.kindCombo, tr)
    ui.countLabel.setText(count_text(read.count, read.count, tr))
    ui.storyButton.hide()  # comes with the panel's contents
    from desktop.views.common.icons import decorate
    from desktop.views.common.look import never_widen

    never_widen(page)  # as the tab's own page is (tabs.LazyTab)
    decorate(page, kept=True)
    width = settings.value(PANEL_KEY) if settings is not None else None
    lay_out_panel(ui, int(width) if str(width or "").isdigit() else None)
    if read.count:
        ui.table.selectRow(0)
    first = model.index(0, 0).data(RosterRole.KIND) if read.count else None
    enable_actions(ui, Kind(first) if first else None)  # as the Roster will for the one it selects
    return page, read.name, read.rules
