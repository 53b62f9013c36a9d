"""Edit > Search the Campaign… (Ctrl+Shift+F; Ctrl+K is the Combat and Chase tabs' Attack): one box, the results
grouped by kind as the words are typed, and Enter (or a click) opening the thing picked in its tab — a character
selected on the Roster, a note in Notes, a tome in Tomes, a horror in Sanity, a creature in Combat's list to add
from, a journal entry in the Dice tab's history."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QListView, QMainWindow, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession

SEARCH_KEYS = ("Ctrl+Shift+F",)
# The tab each kind of thing opens in.
KIND_TABS = {
    "character": "Roster",
    "skill": "Roster",
    "note": "Notes",
    "tome": "Tomes",
    "spell": "Tomes",
    "horror": "Sanity",
    "creature": "Combat",
    "journal": "Dice",
}
# What opens in a window of its own, not a tab: a handout in View > Handouts….
KIND_WINDOWS = {"handout"}


class SearchWindow(QDialog):
    """The search box and its results; the arrow keys move through the results while typing."""

    def __init__(self, session: CampaignSession, opener: SearchActions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Search the Campaign"))
        self.opener = opener
        from desktop.models.search.search_model import SearchModel  # when first asked, not before the first paint

        self.model = SearchModel(self)
        session.changed.connect(self._changed)
        self.box = QLineEdit(self)
        self.box.setPlaceholderText(self.tr("Part of a name: a character, skill, note, tome, spell, horror, creature…"))
        self.box.setAccessibleName(self.tr("Search"))
        self.box.setClearButtonEnabled(True)
        self.results = QListView(self)
        self.results.setAccessibleName(self.tr("What the search found"))
        self.results.setModel(self.model)
        self.results.setUniformItemSizes(True)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # a long line is cut with …
        self.hint = QLabel(self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.box)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.hint)
        self.resize(560, 460)
        self.box.textChanged.connect(self._typed)
        self.box.returnPressed.connect(self.open_current)
        self.box.installEventFilter(self)
        self.results.activated.connect(lambda index: self.open_row(index.row()))
        self.results.clicked.connect(lambda index: self.open_row(index.row()))
        self._typed("")

    def _typed(self, text: str) -> None:
        self.model.set_text(text)
        first = self.model.first_hit()
        if first >= 0:
            self.results.setCurrentIndex(self.model.index(first, 0))
        if not text.strip():
            self.hint.setText(self.tr("Type the start of any word of a name: “crane”, “necro”, “spot hid”."))
        elif first < 0:
            self.hint.setText(self.tr("Nothing in the campaign is called that."))
        else:
            self.hint.setText(self.tr("Enter opens the one picked in its tab; ↑ and ↓ pick another."))

    def _changed(self, changes) -> None:
        """Shown, the results follow each operation at once; hidden, when next asked for."""
        self.model.forget(changes)
        if self.isVisible():
            self._typed(self.box.text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        moving = (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp)
        if watched is self.box and isinstance(event, QKeyEvent) and event.key() in moving:
            if event.type() == QEvent.Type.KeyPress:
                self._step(event.key())
            return True
        return super().eventFilter(watched, event)

    def _step(self, key: Qt.Key) -> None:
        """The next (or the one before) result that can be opened, the headings passed over."""
        by = 1 if key in (Qt.Key.Key_Down, Qt.Key.Key_PageDown) else -1
        row = self.results.currentIndex().row()
        for _ in range(self.model.rowCount()):
            row += by
            if not 0 <= row < self.model.rowCount():
                return
            if self.model.hit_at(row) is not None:
                self.results.setCurrentIndex(self.model.index(row, 0))
                return

    def open_current(self) -> None:
        index: QModelIndex = self.results.currentIndex()
        self.open_row(index.row() if index.isValid() else self.model.first_hit())

    def open_row(self, row: int) -> None:
        hit = self.model.hit_at(row)
        if hit is None:
            return
        self.hide()
        self.opener.open(hit.kind, hit.key, hit.character_id)

    def ask(self) -> None:
        """Shown (or brought back), its text picked, ready to type over."""
        if self.isVisible():
            self.raise_()
            self.activateWindow()
        else:
            self.show()
        self.box.setFocus()
        self.box.selectAll()
        self._typed(self.box.text())


class SearchActions(QObject):
    """The search action of the main window's Edit menu, following the open campaign, and the one way a found thing
    (or a link of a note) is opened in its tab."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.session: CampaignSession | None = None
        self.search_window: SearchWindow | None = None
        self.action = QAction(self.tr("&Search the Campaign…"), window)
        self.action.setObjectName("actionSearch")
        self.action.setShortcuts([QKeySequence(k) for k in SEARCH_KEYS])
        self.action.setToolTip(self.tr("Find a character, skill, note, tome, spell, horror, creature or journal entry"))
        self.action.triggered.connect(lambda: self.show_search())
        window.ui.menuEdit.addSeparator()
        window.ui.menuEdit.addAction(self.action)
        window.addAction(self.action)  # its keys work whatever has the focus
        self.follow(None)

    def follow(self, session: CampaignSession | None) -> None:
        if self.session is not None:
            self.session.open_wanted.disconnect(self._wanted)
        if self.search_window is not None:
            self.search_window.close()
            self.search_window.deleteLater()
            self.search_window = None
        self.session = session
        if session is not None:
            session.open_wanted.connect(self._wanted)
        self.action.setEnabled(session is not None)

    def show_search(self) -> SearchWindow | None:
        if self.session is None:
            return None
        if self.search_window is None:
            self.search_window = SearchWindow(self.session, self, parent=self.window)
        self.search_window.ask()
        return self.search_window

    def _open_handout(self, title: str) -> None:
        """The Handouts window, with the handout of that title picked (the first, should two share one)."""
        from desktop.store import handouts

        found = next((h.id for h in handouts.all_handouts() if h.title == title), None)
        window = self.window.handout_menu.show_handouts()
        if window is not None and found is not None:
            window.select(found)

    def _wanted(self, kind: str, key: object) -> None:
        self.open(kind, key, key if kind == "character" else None)

    def open(self, kind: str, key: int | str, character_id: int | None) -> None:
        """Bring the thing's tab forward and the thing in it; where it cannot be shown, the status bar says where."""
        if kind in KIND_WINDOWS and self.session is not None:
            self._open_handout(str(key))
            return
        title = KIND_TABS.get(kind)
        if title is None or self.session is None:
            return
        tab = self.window.tab(title)
        said = tab.show_found(kind, key, character_id)
        if said:
            self.window.statusBar().showMessage(said, 8000)
