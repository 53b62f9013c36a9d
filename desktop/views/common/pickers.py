"""Character pickers: combo boxes over the session's one list of characters (`PeopleModel`), with a few entries of
their own before or after it ("— Typed value —", "Everyone", the bestiary), keeping their choice when the list
changes."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QConcatenateTablesProxyModel, QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QListView

from desktop.models.people_model import ID_ROLE, PeopleModel
from desktop.views.common.chips import toned
from desktop.views.common.look import compact

SEPARATOR = object()  # an entry that is a line between parts of the list


def _items(model: QStandardItemModel, entries: Iterable[tuple[str, object] | object]) -> None:
    model.removeRows(0, model.rowCount())  # not clear(): a part with no column would hide every part
    for entry in entries:
        item = QStandardItem()
        if entry is SEPARATOR:
            item.setData("separator", Qt.ItemDataRole.AccessibleDescriptionRole)  # what QComboBox draws as a line
            item.setFlags(Qt.ItemFlag.NoItemFlags)
        else:
            text, data = entry  # type: ignore[misc]
            item.setText(text)
            item.setData(data, ID_ROLE)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        model.appendRow(item)


class PeoplePicker(QObject):
    """One combo box listing every character from the shared list (no item is added to it one by one), sized by a
    count of characters rather than by measuring every name; whoever was picked stays picked when the list is read
    again (the first entry when they are gone)."""

    def __init__(
        self,
        combo: QComboBox,
        people: PeopleModel,
        before: Iterable = (),
        after: Iterable = (),
        width: int = 16,
        kind: str | None = None,
    ) -> None:
        super().__init__(combo)
        self.combo = combo
        self._before, self._after = QStandardItemModel(0, 1, self), QStandardItemModel(0, 1, self)
        _items(self._before, before)
        _items(self._after, after)
        listed = people if kind is None else people.of_kind(kind)  # only investigators (the Tomes' readers), say
        joined = QConcatenateTablesProxyModel(self)
        for part in (self._before, listed, self._after):
            joined.addSourceModel(part)
        self._kept: list = []  # whom the combo showed, while the list is read again
        self._was_blocked = False
        compact(combo, width)
        view = QListView(combo)
        view.setUniformItemSizes(True)  # the open list lays out 10,000 names without measuring each
        combo.setView(view)
        toned(view)  # the dead muted, in the scheme in effect
        combo.setModel(joined)
        combo.setCurrentIndex(self._first_choice())
        joined.modelAboutToBeReset.connect(self._keep)  # rows moved in or out keep their place by themselves
        joined.modelReset.connect(self._restore)
        # The shared list goes with its session, which may be before this combo box goes: from then on the combo box
        # reads an empty list of its own, never the list that is gone (a change of colour scheme or type size at
        # that moment made it read the names again, and crashed).
        listed.destroyed.connect(self._lost)

    def _lost(self, *_args) -> None:
        self.combo.blockSignals(True)  # the tab is going: nobody is told of a choice
        self.combo.setModel(QStandardItemModel(0, 1, self.combo))

    def set_before(self, entries: Iterable) -> None:
        """The picker's own entries before the characters, replaced."""
        self._keep()
        _items(self._before, entries)
        self._restore()

    def set_after(self, entries: Iterable) -> None:
        """The picker's own entries after the characters (the bestiary), replaced."""
        self._keep()
        _items(self._after, entries)
        self._restore()

    def _first_choice(self) -> int:
        """The first entry that can be picked (never a line between parts), or -1 when there is none."""
        model = self.combo.model()
        rows = (
            row for row in range(self.combo.count()) if model.flags(model.index(row, 0)) & Qt.ItemFlag.ItemIsSelectable
        )
        return next(rows, -1)

    def _keep(self) -> None:
        if not self._kept:
            self._was_blocked = self.combo.blockSignals(True)  # no passing choice of the first entry is told
        self._kept.append(self.combo.currentData(ID_ROLE) if self.combo.currentIndex() >= 0 else None)

    def _restore(self) -> None:
        kept = self._kept.pop() if self._kept else None
        if self._kept:
            return  # still inside an outer change
        at = self.combo.findData(kept, ID_ROLE) if kept is not None else -1
        self.combo.setCurrentIndex(at if at >= 0 else self._first_choice())
        self.combo.blockSignals(self._was_blocked)
        if self.combo.currentData(ID_ROLE) != kept:  # the one picked is gone: told once, as a new choice
            self.combo.currentIndexChanged.emit(self.combo.currentIndex())
