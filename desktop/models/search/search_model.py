"""The search box's results as one list model: a heading row for each kind found ("Characters", "Journal"), then its
hits, and "more…" when a kind found more than it shows. A hit's roles say what to open: its kind, its id or name,
and whose it is. The tomes, spells, horrors and creatures (shipped and the campaign's own) are read once and again
only when an operation changes them."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont

from desktop.models.changes import BESTIARY, Changes
from desktop.models.table_base import Index
from desktop.store import search
from desktop.store.search import KINDS, Hit


class SearchRole(IntEnum):
    KIND = Qt.ItemDataRole.UserRole + 1
    KEY = Qt.ItemDataRole.UserRole + 2
    CHARACTER = Qt.ItemDataRole.UserRole + 3
    HEADING = Qt.ItemDataRole.UserRole + 4  # True on a kind's heading row (and its "more…" row): nothing to open
    DETAIL = Qt.ItemDataRole.UserRole + 5


class _Row:
    __slots__ = ("hit", "text")

    def __init__(self, text: str, hit: Hit | None = None) -> None:
        self.text, self.hit = text, hit


class SearchModel(QAbstractListModel):
    """What the text typed finds, grouped by kind in one order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._names: dict | None = None  # the in-memory kinds, read when first needed
        self.text = ""

    def set_text(self, text: str) -> None:
        """Search afresh for the text typed (every keystroke)."""
        self.text = text
        if self._names is None and text.strip():
            self._names = search.reference_names()
        rows: list[_Row] = []
        for group in search.search(text, self._names or {}):
            rows.append(_Row(KINDS[group.kind]))
            rows += [_Row(hit.title, hit) for hit in group.hits]
            if group.more:
                rows.append(_Row(f"more {KINDS[group.kind].lower()}… (type more of the name)"))
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def forget(self, changes: Changes) -> None:
        """An operation changed the campaign: the tomes, horrors or creatures it may have changed are read again when
        next searched."""
        if changes.everything or changes.scenes & {"tomes", "sanity"} or changes.touches_setting(BESTIARY):
            self._names = None

    def follow(self, changes: Changes) -> None:
        """An operation changed the campaign: search again."""
        self.forget(changes)
        if self.text.strip():
            self.set_text(self.text)

    def hit_at(self, row: int) -> Hit | None:
        return self._rows[row].hit if 0 <= row < len(self._rows) else None

    def first_hit(self) -> int:
        """The row of the first thing found (-1 when none): where Enter goes without a pick."""
        return next((i for i, r in enumerate(self._rows) if r.hit is not None), -1)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        hit = row.hit
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{row.text} — {hit.detail}" if hit is not None and hit.detail else row.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.text if hit is None else "\n".join(p for p in (hit.title, hit.detail) if p)
        if role == SearchRole.HEADING:
            return hit is None
        if role == Qt.ItemDataRole.FontRole and hit is None and not row.text.startswith("more "):
            font = QFont()
            font.setBold(True)  # a kind's heading
            return font
        if hit is None:
            return None
        return {
            SearchRole.KIND: hit.kind,
            SearchRole.KEY: hit.key,
            SearchRole.CHARACTER: hit.character_id,
            SearchRole.DETAIL: hit.detail,
        }.get(role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._rows[index.row()].hit is None:
            return Qt.ItemFlag.ItemIsEnabled  # a heading: not picked
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
