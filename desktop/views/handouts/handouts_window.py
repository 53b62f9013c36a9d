"""View > Handouts…: the campaign's handouts (letters, maps, photographs) with a preview; add an image (PNG, JPEG,
SVG) or a text, remove one, and show one on the players' window — double-click or Enter for everyone at the table,
Show To… for named investigators — and put it away again. Each line says when it was last shown, and to whom."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.models.handouts.handout_book import HandoutBook
from desktop.models.session import CampaignSession
from desktop.store.errors import StoreError
from desktop.views.handouts.handout_view import HandoutView

IMAGE_FILTER = "Handout images (*.png *.jpg *.jpeg *.svg)"


class TextHandoutDialog(QDialog):
    """A text handout's title and words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Text Handout"))
        self.title = QLineEdit(self)
        self.title.setAccessibleName(self.tr("Handout title"))
        self.title.setPlaceholderText(self.tr("Title (the players see it)"))
        self.text = QPlainTextEdit(self)
        self.text.setAccessibleName(self.tr("Handout text"))
        self.text.setPlaceholderText(self.tr("What the players are handed, as they will read it"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.resize(520, 420)


class InvestigatorsDialog(QDialog):
    """Whom a handout is shown to: one or more investigators, ticked."""

    def __init__(self, people: list[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Show the Handout To"))
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Investigators"))
        for character_id, name in people:
            item = QListWidgetItem(name, self.list)
            item.setData(Qt.ItemDataRole.UserRole, character_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tick who is shown it; the journal says so."), self))
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)

    def chosen(self) -> tuple[tuple[int, str], ...]:
        items = (self.list.item(i) for i in range(self.list.count()))
        return tuple(
            (item.data(Qt.ItemDataRole.UserRole), item.text())
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )


class HandoutsWindow(QDialog):
    """The Keeper's handouts, kept open beside the main window while playing."""

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Handouts"))
        self.session = session
        self.book = session.scene(HandoutBook)
        self.table = QTableView(self)
        self.table.setAccessibleName(self.tr("Handouts"))
        self.table.setModel(self.book.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setColumnWidth(0, 220)
        self.table.doubleClicked.connect(lambda _index: self.show_to_everyone())
        self.preview = HandoutView(self)
        self.preview.setMinimumSize(260, 200)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.add_image_button = QPushButton(self.tr("Add &Image…"), self)
        self.add_text_button = QPushButton(self.tr("Add &Text…"), self)
        self.remove_button = QPushButton(self.tr("&Remove"), self)
        self.show_button = QPushButton(self.tr("&Show to Everyone"), self)
        self.show_button.setToolTip(self.tr("On the players' window for the whole table (Enter, or double-click)"))
        self.show_to_button = QPushButton(self.tr("Show &To…"), self)
        self.show_to_button.setToolTip(self.tr("On the players' window, journalled as shown to those you pick"))
        self.put_away_button = QPushButton(self.tr("&Put Away"), self)
        self.put_away_button.setToolTip(self.tr("Take the handout off the players' window"))
        self.add_image_button.clicked.connect(lambda: self.add_image())
        self.add_text_button.clicked.connect(lambda: self.add_text())
        self.remove_button.clicked.connect(lambda: self._do(lambda: self.book.remove(self._selected())))
        self.show_button.clicked.connect(lambda: self.show_to_everyone())
        self.show_to_button.clicked.connect(lambda: self.show_to())
        self.put_away_button.clicked.connect(lambda: self._do(self.book.put_away))
        self.table.installEventFilter(self)  # Enter on a handout shows it to everyone
        buttons = QVBoxLayout()
        for button in (self.add_image_button, self.add_text_button, self.remove_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addSpacing(16)
        for button in (self.show_button, self.show_to_button, self.put_away_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.table, 2)
        top.addWidget(self.preview, 2)
        top.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.message)
        self.table.selectionModel().currentRowChanged.connect(self._picked)
        self._kept: int | None = None  # the handout selected while the table is read again (shown, added, removed)
        self.book.model.modelAboutToBeReset.connect(lambda: setattr(self, "_kept", self._selected()))
        self.book.model.modelReset.connect(self._reselect)
        self.book.showing.connect(lambda _shown: self._enable())
        self._picked()
        self.resize(980, 460)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.show_to_everyone()
            return True
        return super().eventFilter(watched, event)

    def _selected(self) -> int | None:
        index = self.table.currentIndex()
        return self.book.model.handout_at(index.row()).id if index.isValid() else None

    def select(self, handout_id: int) -> None:
        row = self.book.model.row_of(handout_id)
        if row >= 0:
            self.table.setCurrentIndex(self.book.model.index(row, 0))

    def _reselect(self) -> None:
        """The table read again: the handout that was selected stays selected (it was just shown, say)."""
        if self._kept is not None:
            self.select(self._kept)
        self._picked()

    def _picked(self, *_args: QModelIndex) -> None:
        chosen = self._selected()
        try:
            self.preview.show_handout(self.book.load(chosen) if chosen is not None else None)
        except StoreError as exc:
            self.message.setText(str(exc))
        self._enable()

    def _enable(self) -> None:
        chosen = self._selected() is not None
        for button in (self.remove_button, self.show_button, self.show_to_button):
            button.setEnabled(chosen)
        self.put_away_button.setEnabled(self.book.current is not None)

    def _do(self, action) -> object:
        """Run one action; a refusal is said below the table, in its own words, and nothing is changed."""
        try:
            result = action()
        except (ValueError, StoreError) as exc:
            self.message.setText(str(exc))
            return None
        self.message.clear()
        self._enable()
        return result

    # --- the actions ------------------------------------------------------------------------------------------

    def add_image(self, path: Path | None = None) -> int | None:
        if path is None:
            name, _ = QFileDialog.getOpenFileName(self, self.tr("Add an Image Handout"), "", self.tr(IMAGE_FILTER))
            if not name:
                return None
            path = Path(name)
        added = self._do(lambda: self.book.add_image(path))
        if added is not None:
            self.select(added)
        return added

    def add_text(self, title: str | None = None, text: str | None = None) -> int | None:
        if title is None or text is None:
            dialog = TextHandoutDialog(self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            title, text = dialog.title.text(), dialog.text.toPlainText()
        added = self._do(lambda: self.book.add_text(title, text))
        if added is not None:
            self.select(added)
        return added

    def show_to_everyone(self) -> None:
        chosen = self._selected()
        if chosen is not None:
            self._do(lambda: self.book.show(chosen))

    def show_to(self, to: tuple[tuple[int, str], ...] | None = None) -> None:
        chosen = self._selected()
        if chosen is None:
            return
        if to is None:
            people = [(row.id, row.name) for row in self.session.people.rows() if row.kind == "investigator"]
            dialog = InvestigatorsDialog(people, self)
            if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.chosen():
                return
            to = dialog.chosen()
        self._do(lambda: self.book.show(chosen, to))
