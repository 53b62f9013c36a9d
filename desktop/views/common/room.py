"""Room on screen: splitters remembered across runs, table columns as wide as their content, and a fixed place for
results, so a tab reads at 1024×700 and uses the space at 1920×1080 and nothing jumps when a result appears."""

from __future__ import annotations

import weakref
from collections.abc import Mapping

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QFrame, QHeaderView, QLabel, QScrollArea, QSplitter, QTableView, QWidget

SPLITTER_KEY = "layout/{tab}/{splitter}"
CELL_PADDING = 12  # a cell's margins and the grid line, beside its text
SORT_ARROW = 14  # the room a header's sort indicator takes beside its title, in a table that sorts


def splitter_key(tab: str, splitter: QSplitter) -> str:
    return SPLITTER_KEY.format(tab=tab, splitter=splitter.objectName())


def remember_splitters(root: QWidget, tab: str, settings: QSettings | None) -> list[QSplitter]:
    """Every named splitter under `root` takes the divide the Keeper last left it at (kept under `tab`'s name in
    `settings`) and keeps each move. A saved state that does not fit the splitter (another version's) is ignored."""
    splitters = [s for s in root.findChildren(QSplitter) if s.objectName()]
    if settings is None:
        return splitters
    for splitter in splitters:
        key = splitter_key(tab, splitter)
        state = settings.value(key)
        if isinstance(state, QByteArray) and not splitter.restoreState(state):
            settings.remove(key)
        splitter.splitterMoved.connect(lambda *_args, s=splitter, k=key: settings.setValue(k, s.saveState()))
    return splitters


def share(splitter: QSplitter, *stretch: int) -> None:
    """How `splitter` gives out room the window gains or loses: to each pane in proportion to its `stretch` (0: the
    pane keeps its size)."""
    for index, factor in enumerate(stretch):
        splitter.setStretchFactor(index, factor)


def text_width(widget: QWidget, text: str) -> int:
    return widget.fontMetrics().horizontalAdvance(text)


class _Spread(QObject):
    """Gives a table's spare width to its stretched columns, by weight, whenever the table or a column is resized."""

    def __init__(self, view: QTableView, stretched: Mapping[int, int], least: Mapping[int, int]) -> None:
        super().__init__(view)
        self.view, self.stretched, self.least = view, dict(stretched), dict(least)
        self._busy = False
        header = view.horizontalHeader()  # as wide as the view's viewport, whose resizes it follows
        header.installEventFilter(self)  # (asking Python for the viewport itself cost 8 ms at start-up)
        header.sectionResized.connect(self._resized)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize:
            self.spread()
        return False

    def _resized(self, column: int, old: int, new: int) -> None:
        if not (old and new):  # hidden or shown again: Qt tells of the size around marking it so, spread after
            QTimer.singleShot(0, self.spread)
        elif column not in self.stretched or self.view.horizontalHeader().isSectionHidden(column):
            self.spread()

    def spread(self) -> None:
        if self._busy:
            return
        header = self.view.horizontalHeader()
        shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        stretched = [c for c in shown if c in self.stretched]
        if not stretched:
            return
        fixed = sum(header.sectionSize(c) for c in shown if c not in self.stretched)
        spare = header.width() - fixed
        widths = shares(spare, {c: self.stretched[c] for c in stretched}, {c: self.least[c] for c in stretched})
        self._busy = True
        try:
            for column, width in widths.items():
                header.resizeSection(column, width)
        finally:
            self._busy = False


def shares(room: int, weights: Mapping[int, int], least: Mapping[int, int]) -> dict[int, int]:
    """`room` given out by weight, none below its least: those whose share would be less get their least and the
    rest share what is left; the odd pixels go to the last, so the whole room is used."""
    widths: dict[int, int] = {}
    left = dict(weights)
    while left:
        rest = room - sum(widths.values())
        total = sum(left.values()) or 1
        short = {c for c, w in left.items() if rest * w // total < least[c]}
        if not short:
            widths |= {c: rest * w // total for c, w in left.items()}
            break
        widths |= {c: least[c] for c in short}
        left = {c: w for c, w in left.items() if c not in short}
    last = list(weights)[-1]
    widths[last] += max(0, room - sum(widths.values()))
    return {c: widths[c] for c in weights}


_SPREADS: weakref.WeakKeyDictionary[QTableView, _Spread] = weakref.WeakKeyDictionary()


def fit_columns(view: QTableView, samples: Mapping[int, str], stretched: Mapping[int, int] | None = None) -> None:
    """Columns as wide as their content: each column in `samples` as wide as the wider of its title and its sample
    text (the widest value it shows, such as "888 / 888"), the `stretched` ones (column: weight) sharing whatever
    width the table has left by weight (the names, the notes), never narrower than their titles. Every column can
    still be dragged. Sized from the font, not the rows, so a table of 10,000 rows sizes at once."""
    header = view.horizontalHeader()
    model = view.model()
    header.setStretchLastSection(False)
    least = {}
    for column in range(model.columnCount()):
        title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        title_width = header_text_width(header, title, sorts=view.isSortingEnabled())
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        if column in samples:
            header.resizeSection(column, max(title_width, sample_width(view, samples[column])))
        least[column] = title_width
    old = _SPREADS.pop(view, None)  # not findChild: PySide makes a Python object of every child it passes
    if old is not None:
        old.view.horizontalHeader().removeEventFilter(old)
        old.setParent(None)
        old.deleteLater()
    if stretched:
        _SPREADS[view] = spread = _Spread(view, stretched, least)
        spread.spread()


def sample_width(view: QTableView, text: str) -> int:
    """The width a cell needs to show `text` whole, in bold (the row whose turn it is may be bold)."""
    bold = QFont(view.font())
    bold.setBold(True)
    return QFontMetrics(bold).horizontalAdvance(text) + CELL_PADDING


def header_text_width(header: QHeaderView, title: str, sorts: bool = False) -> int:
    """The width a header section needs to show `title` whole, in bold (as the style may draw it), with room for the
    sort arrow when the table `sorts`."""
    bold = QFont(header.font())
    bold.setBold(True)
    return QFontMetrics(bold).horizontalAdvance(title) + CELL_PADDING + (SORT_ARROW if sorts else 0)


def reserve_lines(label: QLabel, lines: int) -> None:
    """Keep room for `lines` lines of `label`'s text whether it shows any or not, so the widgets below it stay put
    when a result appears (a longer text still shows whole)."""
    metrics = label.fontMetrics()
    margins = label.contentsMargins()
    label.setMinimumHeight(metrics.lineSpacing() * lines + margins.top() + margins.bottom() + 2 * label.margin())


def story_room(label: QLabel, lines: int) -> QScrollArea:
    """`label` (a step's story) in a place `lines` lines high, whatever it holds: a longer story scrolls within it
    (the log below has every line), a short one leaves the room blank, so what is below never moves."""
    layout = label.parentWidget().layout()
    area = QScrollArea(label.parentWidget())
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setAccessibleName(label.accessibleName() or "The last step")
    layout.replaceWidget(label, area)
    area.setWidget(label)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    margins = label.contentsMargins()
    area.setFixedHeight(label.fontMetrics().lineSpacing() * lines + margins.top() + margins.bottom() + 2)
    return area
