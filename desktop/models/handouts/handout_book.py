"""The campaign's handouts as a QObject: add an image or a text (one undo step), remove one (one undo step), show one
on the players' screen to everyone or to named investigators and put it away again (journalled, not undone: what
was seen at the table was seen), and the table of them with when each was last shown."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from desktop.models.changes import Changes
from desktop.models.commands import StoreCommand
from desktop.models.table_base import Index, RowsTableModel
from desktop.store import handouts
from desktop.store.campaign_file import transaction
from desktop.store.handouts import KIND_NAMES, Handout

if TYPE_CHECKING:
    from desktop.models.session import CampaignSession

HANDOUTS = "handouts"  # the setting a Changes names when a handout is added, removed, shown or put away


class HandoutsModel(RowsTableModel):
    """Every handout: its title, what it is, and when it was last shown and to whom."""

    HEADERS = ("Handout", "Kind", "Last shown")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Handout, str]] = []

    def reload(self) -> None:
        self.beginResetModel()
        rows = []
        for handout in handouts.all_handouts():
            shown = handouts.showings(handout.id)
            last = f"{shown[-1].at[:16].replace('T', ' ')}, to {shown[-1].to}" if shown else "never"
            rows.append((handout, last))
        self._rows = rows
        self.endResetModel()

    def handout_at(self, row: int) -> Handout:
        return self._rows[row][0]

    def row_of(self, handout_id: int) -> int:
        return next((i for i, (h, _) in enumerate(self._rows) if h.id == handout_id), -1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        handout, last = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (handout.title, KIND_NAMES[handout.kind], last)[index.column()]
        if role == Qt.ItemDataRole.UserRole:
            return handout.id
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class HandoutChange(StoreCommand):
    """A handout added (`before` None) or removed (`after` None): undo takes it back, redo does it again, with the
    same id each time."""

    def __init__(self, book: HandoutBook, before: Handout | None, after: Handout | None, text: str) -> None:
        super().__init__(book.session, text)
        self._book = book
        self._before, self._after = before, after
        self.handout_id: int | None = before.id if before else None

    def _put(self, handout: Handout | None, what: str) -> None:
        if handout is None:
            handouts.remove(self.handout_id, what)
            if self._book.current is not None and self._book.current.id == self.handout_id:
                self._book.put_away(record=False)
        else:
            kept = Handout(self.handout_id, handout.title, handout.kind, handout.text, handout.image, handout.position)
            self.handout_id = handouts.write(kept, what)
        self._book.written()

    def apply(self, what: str, kind: str) -> None:
        self._put(self._after, what)

    def revert(self, what: str, kind: str) -> None:
        self._put(self._before, what)


class HandoutBook(QObject):
    """The handouts of the open campaign (one per campaign: `session.scene(HandoutBook)`), and the one on the players'
    screen now (`current`, told by `showing`)."""

    showing = Signal(object)  # the Handout now on the players' screen, or None when it was put away

    def __init__(self, session: CampaignSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = HandoutsModel(self)
        self.model.reload()
        self.current: Handout | None = None
        session.changed.connect(self._follow)

    def read_again(self) -> None:
        """After a write was rolled back: the handouts as the file holds them."""
        self.model.reload()

    def _follow(self, changes: Changes) -> None:
        if changes.touches_setting(HANDOUTS):
            self.model.reload()

    def written(self) -> None:
        self.session.journal.pull_new()
        self.session.note(Changes.of(journal=True, settings=(HANDOUTS,)))

    # --- keeping handouts ------------------------------------------------------------------------------------------

    def all(self) -> list[Handout]:
        return handouts.all_handouts()

    def load(self, handout_id: int) -> Handout:
        return handouts.load(handout_id)

    def _add(self, handout: Handout) -> int:
        handout = handouts.checked(handout)
        change = HandoutChange(self, None, handout, f"Handout added: {handout.title}")
        self.session.push(change)
        return change.handout_id

    def add_image(self, path: Path, title: str = "") -> int:
        """An image file as a handout, one undo step; ValueError naming the file when it is not the PNG, JPEG or
        SVG its name says, or larger than 5 MB (nothing written)."""
        return self._add(handouts.read_image_file(path, title))

    def add_text(self, title: str, text: str) -> int:
        """A text handout (a letter, a diary page), one undo step; ValueError naming the field when refused."""
        return self._add(Handout(None, title, handouts.TEXT, text=text))

    def remove(self, handout_id: int) -> None:
        """Take a handout out of the campaign (off the players' screen too), one undo step."""
        gone = handouts.load(handout_id)
        self.session.push(HandoutChange(self, gone, None, f"Handout removed: {gone.title}"))

    # --- the players' screen ------------------------------------------------------------------------------------

    def show(self, handout_id: int, to: tuple[tuple[int, str], ...] = ()) -> Handout:
        """Put a handout up on the players' screen, for everyone at the table (`to` empty) or for the named
        investigators (character id, name); the journal says which, to whom and when."""
        handout = handouts.load(handout_id)
        with self.session.operation():
            with transaction():
                handouts.record_shown(handout, to)
            self.written()
        self.current = handout
        self.showing.emit(handout)
        return handout

    def put_away(self, record: bool = True) -> None:
        """Take the handout off the players' screen (journalled when `record`)."""
        if self.current is None:
            return
        shown, self.current = self.current, None
        if record:
            with self.session.operation():
                with transaction():
                    handouts.record_hidden(shown)
                self.written()
        self.showing.emit(None)
