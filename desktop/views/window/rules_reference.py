"""Help > Rules Reference: the Keeper reference deck's cards in a window beside the table (not modal), found by a
filter over their titles and texts, the selected card shown in full."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QModelIndex, QSettings, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from desktop.cards.card import blocks_html, escape
from desktop.models.cards.reference_list import CardFilter, ReferenceCards

FONT_PX = 14


class RulesReference(QWidget):
    """A window of its own: the filter and the list of cards on the left, the card on the right."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from desktop.cards.reference import reference_deck

        self.settings = settings
        self.setWindowTitle(self.tr("Rules Reference"))
        self.cards = ReferenceCards(reference_deck(), self)
        self.shown = CardFilter(self)
        self.shown.setSourceModel(self.cards)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Find in the cards' titles and texts"))
        self.filter.setAccessibleName(self.tr("Find a card"))
        self.filter.setClearButtonEnabled(True)
        self.list = QListView(self)
        self.list.setModel(self.shown)
        self.list.setAccessibleName(self.tr("Reference cards"))
        self.list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.count = QLabel(self)
        self.count.setTextFormat(Qt.TextFormat.PlainText)
        self.page = QTextBrowser(self)
        self.page.setAccessibleName(self.tr("The card"))
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        for widget in (self.filter, self.list, self.count):
            column.addWidget(widget)
        self.splitter = QSplitter(self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.page)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([320, 580])
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        self.filter.textChanged.connect(self.find)
        self.filter.returnPressed.connect(lambda: self.list.setFocus())
        self.list.selectionModel().selectionChanged.connect(self._selection_changed)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.filter.setFocus)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.close)
        self.resize(920, 660)
        geometry = settings.value("reference/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        self.find("")

    def find(self, text: str) -> None:
        """Only the cards holding every word typed; the first of them is shown when the one shown is gone."""
        self.shown.set_text(text)
        count = self.shown.rowCount()
        self.count.setText(
            self.tr("No card holds “{}”.").format(text.strip())
            if not count
            else self.tr("{} of {} cards").format(count, self.cards.rowCount())
        )
        if not count:
            self.page.clear()
            return
        if not self.list.selectionModel().hasSelection():
            self.list.setCurrentIndex(self.shown.index(0, 0))

    def _selection_changed(self, _selected: QItemSelection | None = None, _deselected=None) -> None:
        rows = self.list.selectionModel().selectedRows()
        if rows:
            self.show_card(rows[0])
        else:
            self.page.clear()

    def show_card(self, index: QModelIndex) -> None:
        card = self.cards.card(self.shown.mapToSource(index).row())
        note = f"<p><i>{escape(card.note)}</i></p>" if card.note else ""
        self.page.setHtml(
            f"<h2>{escape(card.title)}</h2><p><small>{escape(card.deck)}</small></p>{note}"
            + blocks_html(card.blocks, FONT_PX)
        )

    def shown_title(self) -> str:
        rows = self.list.selectionModel().selectedRows()
        return self.cards.card(self.shown.mapToSource(rows[0]).row()).title if rows else ""

    def beside(self, window: QWidget) -> None:
        """Put the window to the right of the main window when the screen has room, over its right edge when not."""
        if self.settings.value("reference/geometry") is not None:
            return
        frame = window.frameGeometry()
        screen = window.screen().availableGeometry() if window.screen() else frame
        x = min(frame.right() + 1, screen.right() - self.width())
        self.move(max(screen.left(), x), max(screen.top(), frame.top()))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.settings.setValue("reference/geometry", self.saveGeometry())
        super().closeEvent(event)
