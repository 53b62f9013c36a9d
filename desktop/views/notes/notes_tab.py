"""The Notes tab: the notes listed by kind beside the one being written; what is typed is kept a moment after each
pause (one undo step for a burst of typing), and the note as read below it, its [[links]] to follow to a note or to a
character on the Roster, and the notes that link to it."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QItemSelection, QSettings, Qt, QTimer, QUrl
from PySide6.QtWidgets import QInputDialog, QWidget

from desktop.models.notes.notes_book import NoteKindFilter, NoteRole, NotesBook
from desktop.models.session import CampaignSession
from desktop.rules.notes.links import NoteKind, link_to, links_in
from desktop.store.notes import Note, NoteDraft
from desktop.views.common.confirm import confirm_step
from desktop.views.common.look import read_only_table, set_tone
from desktop.views.common.pickers import PeoplePicker
from desktop.views.common.room import share
from desktop.views.common.tab import Tab
from desktop.views.forms.ui_notes_tab import Ui_NotesTab

SAVE_AFTER_MS = 700  # a pause in typing this long keeps what was typed
LINK_SCHEME = "note-link"
_KIND_WORDS = {NoteKind.CAMPAIGN: "On the campaign", NoteKind.LOCATION: "A location", NoteKind.CHARACTER: "A character"}


class NotesTab(Tab):
    """Write notes on the campaign, its locations and its characters, linked to each other by name."""

    title = "Notes"

    @classmethod
    def build(cls, session: CampaignSession, settings: QSettings) -> NotesTab:
        return cls(session)

    def __init__(self, session: CampaignSession, parent: QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.book = session.scene(NotesBook)
        self.ui = ui = Ui_NotesTab()
        ui.setupUi(self)
        self.note_id: int | None = None  # the note in the editor (None: a new one, kept once it has a title)
        self._loading = False  # the editor is being filled from the file: nothing typed
        self.proxy = NoteKindFilter(self)
        self.proxy.setSourceModel(self.book.model)
        read_only_table(ui.notesView, self.proxy, {0: 190, 1: 80})
        ui.showCombo.addItem(self.tr("All notes"), "")
        for kind in NoteKind:
            ui.showCombo.addItem(self.tr(kind.label), kind.value)
            ui.kindCombo.addItem(self.tr(_KIND_WORDS[kind]), kind.value)
        self.people = PeoplePicker(
            ui.characterCombo, session.people, before=[(self.tr("— pick whom it is about —"), None)]
        )
        ui.messageLabel.setTextFormat(Qt.TextFormat.PlainText)
        set_tone(ui.messageLabel, "bad")
        share(ui.notesSplitter, 0, 1)
        ui.listPane.setMinimumWidth(300)
        ui.notesSplitter.setSizes([440, 660])
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(SAVE_AFTER_MS)
        self.timer.timeout.connect(self.save_now)
        ui.showCombo.currentIndexChanged.connect(lambda: self.proxy.set_kind(ui.showCombo.currentData()))
        ui.notesView.selectionModel().selectionChanged.connect(self._picked)
        ui.titleEdit.textEdited.connect(self._typed)
        ui.bodyEdit.textChanged.connect(self._typed)
        ui.kindCombo.currentIndexChanged.connect(self._kind_picked)
        ui.characterCombo.currentIndexChanged.connect(self._typed)
        ui.newButton.clicked.connect(lambda: self.new_note())
        ui.removeButton.clicked.connect(self.remove_note)
        ui.linkButton.clicked.connect(self.pick_link)
        ui.linksView.anchorClicked.connect(self._link_clicked)
        self.proxy.modelReset.connect(self._reselect)
        if session.read_only:  # a read-only campaign's notes are read, never typed into
            ui.titleEdit.setReadOnly(True)
            ui.bodyEdit.setReadOnly(True)
            for widget in (ui.kindCombo, ui.characterCombo, ui.newButton, ui.removeButton, ui.linkButton):
                widget.setEnabled(False)
        self.book.reloaded.connect(self._notes_read)
        if self.proxy.rowCount():
            ui.notesView.selectRow(0)
        else:
            self.new_note()

    # --- the editor ------------------------------------------------------------------------------------------

    def draft(self) -> NoteDraft:
        """The note as the form holds it."""
        ui = self.ui
        kind = ui.kindCombo.currentData()
        about = ui.characterCombo.currentData() if kind == NoteKind.CHARACTER else None
        return NoteDraft(kind, ui.titleEdit.text(), ui.bodyEdit.toPlainText(), about)

    def show_note(self, note: Note | None, kind: str = NoteKind.CAMPAIGN, title: str = "") -> None:
        """Fill the editor with a note (None: a new one of that kind and title, not kept until it has a title)."""
        ui = self.ui
        self.timer.stop()
        self._loading = True
        try:
            self.note_id = note.id if note is not None else None
            ui.titleEdit.setText(note.title if note is not None else title)
            ui.bodyEdit.setPlainText(note.body if note is not None else "")
            ui.kindCombo.setCurrentIndex(max(0, ui.kindCombo.findData(note.kind if note is not None else kind)))
            about = ui.characterCombo.findData(note.character_id) if note is not None and note.character_id else -1
            ui.characterCombo.setCurrentIndex(max(0, about))  # never another character in place of one gone
        finally:
            self._loading = False
        ui.characterCombo.setVisible(ui.kindCombo.currentData() == NoteKind.CHARACTER)
        ui.removeButton.setEnabled(self.note_id is not None and not self.session.read_only)
        ui.messageLabel.clear()
        if note is not None and note.character_id is not None and ui.characterCombo.currentData() is None:
            ui.messageLabel.setText(self.tr("The character this note was about is no longer on the roster"))
        self._show_read()

    def new_note(self, title: str = "", kind: str | None = None) -> None:
        """A new note in the editor: of the kind the list shows (on the campaign when it shows all)."""
        self.save_now()
        self.ui.notesView.clearSelection()
        self.show_note(None, kind or self.ui.showCombo.currentData() or NoteKind.CAMPAIGN, title)
        self.ui.titleEdit.setFocus()

    def _typed(self, *_args) -> None:
        if not self._loading:
            self.timer.start()
            self._show_read()

    def _kind_picked(self, *_args) -> None:
        self.ui.characterCombo.setVisible(self.ui.kindCombo.currentData() == NoteKind.CHARACTER)
        self._typed()

    def save_now(self) -> bool:
        """Keep what the editor holds (one undo step, merged with the saves just before it); a part the file cannot
        keep is said by name and nothing is written. True when the file holds the editor's note."""
        self.timer.stop()
        if self.session.read_only:
            return False
        draft = self.draft()
        if self.note_id is None and not draft.title.strip() and not draft.body.strip():
            return True  # an untouched new note: nothing to keep
        problems = self.book.problems(draft)
        if problems:
            self.ui.messageLabel.setText(problems[0][1])
            return False
        try:
            self.note_id = self.book.save(self.note_id, draft)
        except ValueError as exc:
            self.ui.messageLabel.setText(str(exc))
            return False
        self.ui.messageLabel.clear()
        self.ui.removeButton.setEnabled(True)
        return True

    def remove_note(self) -> None:
        if self.note_id is None:
            return
        note = self.book.note(self.note_id)
        if note is None or not confirm_step(
            self,
            self.tr("Remove Note"),
            self.tr("Remove the note {}?").format(note.title),
            [self.tr("Edit > Undo brings it back.")],
            self.tr("Remove"),
        ):
            return
        self.timer.stop()
        self.book.remove(note.id)
        self.note_id = None

    # --- the list --------------------------------------------------------------------------------------------

    def select_note(self, note_id: int) -> None:
        """Show one note (from a link or the search), the list showing all kinds if it has to."""
        self.save_now()
        index = self.proxy.mapFromSource(self.book.model.index_of(note_id))
        if not index.isValid():
            self.ui.showCombo.setCurrentIndex(0)
            index = self.proxy.mapFromSource(self.book.model.index_of(note_id))
        if index.isValid():
            self.ui.notesView.selectRow(index.row())
            self.ui.notesView.scrollTo(index)

    def show_found(self, kind: str, key: int | str, character_id: int | None) -> str:
        if kind == "note" and isinstance(key, int):
            self.select_note(key)
        return ""

    def _picked(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = self.ui.notesView.selectionModel().selectedRows()
        if not rows:
            return
        note_id = rows[0].data(NoteRole.ID)
        if note_id == self.note_id:
            return
        self.save_now()
        self.show_note(self.book.note(note_id))

    def _reselect(self) -> None:
        """After the list is read again (a save, an undo): the note in the editor stays the one picked."""
        if self.note_id is None:
            return
        index = self.proxy.mapFromSource(self.book.model.index_of(self.note_id))
        if index.isValid():
            selection = self.ui.notesView.selectionModel()
            selection.blockSignals(True)
            self.ui.notesView.selectRow(index.row())
            selection.blockSignals(False)

    def _notes_read(self) -> None:
        """A note written, taken back or redone: the editor shows what the file holds now, unless the Keeper is
        typing (the table of notes is read again first, by the book)."""
        if self.timer.isActive():
            return
        note = self.book.note(self.note_id) if self.note_id is not None else None
        if note is None and self.note_id is not None:
            self.note_id = None
            if self.proxy.rowCount():
                self.ui.notesView.selectRow(0)
                return
            self.show_note(None)
        elif note is not None and self.draft() != NoteDraft(note.kind, note.title, note.body, note.character_id):
            self.show_note(note)
        else:
            self._show_read()

    # --- links ----------------------------------------------------------------------------------------------

    def _show_read(self) -> None:
        """The note as read: its text with each [[link]] one to follow, then the notes that link to it."""
        text = self.ui.bodyEdit.toPlainText()
        parts, at = [], 0
        for link in links_in(text):
            parts.append(escape(text[at : link.start]))
            parts.append(f'<a href="{_href(link.target)}">{escape(link.shown)}</a>')
            at = link.end
        parts.append(escape(text[at:]))
        body = "".join(parts).replace("\n", "<br>")
        note = self.book.note(self.note_id) if self.note_id is not None else None
        here = self.book.linking_here(note) if note is not None else []
        if here:
            listed = ", ".join(f'<a href="{_href(n.title)}">{escape(n.title)}</a>' for n in here)
            body += f"<hr><p>{escape(self.tr('Linked from:'))} {listed}</p>"
        self.ui.linksView.setHtml(body)

    def _link_clicked(self, url: QUrl) -> None:
        name = url.path() if url.scheme() == LINK_SCHEME else ""
        if not name:
            return
        self.follow_link(name)

    def follow_link(self, name: str) -> None:
        """A link's note in this tab, or its character on the Roster; to nothing yet: a new note of that title."""
        target = self.book.resolve(name)
        if target.note_id is not None:
            self.select_note(target.note_id)
        elif target.character_id is not None:
            self.session.open_wanted.emit("character", target.character_id)
        else:
            self.new_note(target.name, NoteKind.LOCATION)
            self.ui.messageLabel.setText(self.tr("Nothing is called {} yet: write its note here").format(target.name))
            self.ui.bodyEdit.setFocus()

    def pick_link(self) -> None:
        """Link To…: a note's title or a character's name, put in as [[name]] where the cursor is."""
        names = self.book.model.titles() + [row.name for row in self.session.people.rows()]
        name, ok = QInputDialog.getItem(self, self.tr("Link To"), self.tr("A note or a character:"), names, 0, True)
        if ok and name.strip():
            self.ui.bodyEdit.insertPlainText(link_to(name))
            self.ui.bodyEdit.setFocus()

    def shutdown(self) -> None:
        self.save_now()
        super().shutdown()


def _href(name: str) -> str:
    url = QUrl()
    url.setScheme(LINK_SCHEME)
    url.setPath(name)
    return escape(url.toString(QUrl.ComponentFormattingOption.FullyEncoded), quote=True)
