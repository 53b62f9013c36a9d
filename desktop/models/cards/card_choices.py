"""The cards a Keeper may tick on the Cards tab, deck by deck: a two-level tree model over plain lists (a campaign
of 10,000 characters lists 10,000 cards without making an item for each), with the ticks kept as a set of keys."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal

from desktop.cards.from_campaign import Entry, PeopleDeck

KEY_ROLE = Qt.ItemDataRole.UserRole + 1  # a card's key (`from_campaign.make` makes it again)
Index = QModelIndex | QPersistentModelIndex
_DECK = 0  # a deck's internal id; a card's is its deck's row + 1
_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable


class CardChoices(QAbstractItemModel):
    """Decks as the top rows, their cards beneath, each with a tick box; a deck's box ticks or clears all of its
    cards and shows partly ticked when some are. `ticked_changed` is emitted once per tick the Keeper makes."""

    ticked_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._decks: list[str] = []
        self._cards: list[Sequence[Entry]] = []
        self._ticked: set[str] = set()
        self._counts: list[int] = []  # cards ticked in each deck
        self._where: dict[str, tuple[int, int]] = {}  # key → (deck, row), but for a deck of characters:
        self._people: list[tuple[int, PeopleDeck]] = []  # ... those find their own, by key, when asked

    # --- our interface ------------------------------------------------------------------------------------

    def set_entries(self, entries: Iterable[Entry], ticked: set[str]) -> None:
        """List these cards, in their order, grouped by deck in the order the decks first appear."""
        rows: dict[str, list[Entry]] = {}
        for entry in entries:
            rows.setdefault(entry.deck, []).append(entry)
        self.set_decks(list(rows.items()), ticked)

    def set_decks(self, decks: list[tuple[str, Sequence[Entry]]], ticked: set[str]) -> None:
        """List these decks of cards, in their order (a deck of characters a `PeopleDeck`, read as it is shown)."""
        self.beginResetModel()
        self._decks, self._cards = [deck for deck, _cards in decks], [cards for _deck, cards in decks]
        self._people = [(n, cards) for n, cards in enumerate(self._cards) if isinstance(cards, PeopleDeck)]
        self._where = {
            entry.key: (deck, row)
            for deck, cards in enumerate(self._cards)
            if not isinstance(cards, PeopleDeck)
            for row, entry in enumerate(cards)
        }
        places = {key: self._place(key) for key in ticked}
        self._ticked = {key for key, place in places.items() if place is not None}
        self._counts = [0] * len(self._cards)
        for place in places.values():
            if place is not None:
                self._counts[place[0]] += 1
        self.endResetModel()

    def _place(self, key: str) -> tuple[int, int] | None:
        """(deck, row) of the card of this key; None when it is not listed."""
        place = self._where.get(key)
        if place is None and key.startswith("character:"):
            for deck, cards in self._people:
                row = cards.row_of(key)
                if row is not None:
                    return deck, row
        return place

    def _keys(self, deck: int) -> list[str]:
        cards = self._cards[deck]
        return cards.keys() if isinstance(cards, PeopleDeck) else [entry.key for entry in cards]

    def decks(self) -> list[tuple[str, Sequence[Entry]]]:
        return list(zip(self._decks, self._cards, strict=True))

    def deck_sizes(self) -> list[int]:
        return [len(cards) for cards in self._cards]

    def entries(self) -> list[Entry]:
        return [entry for cards in self._cards for entry in cards]

    def ticked(self) -> set[str]:
        return set(self._ticked)

    def in_order(self, keys: Iterable[str]) -> list[Entry]:
        """The entries of these keys (those listed) in the tree's order, found by key (not a pass over 10,000)."""
        places = (self._place(key) for key in keys)
        return [self._cards[deck][row] for deck, row in sorted(place for place in places if place is not None)]

    def tick(self, key: str, on: bool) -> None:
        """Tick or clear one card by its key, as a click on its box does (KeyError when it is not listed)."""
        place = self._place(key)
        if place is None:
            raise KeyError(key)
        deck, row = place
        self.setData(self.index(row, 0, self.index(deck, 0)), _state(on), Qt.ItemDataRole.CheckStateRole)

    def find(self, title: str) -> str:
        """The key of the first card with this title (KeyError when there is none)."""
        return next(entry.key for cards in self._cards for entry in cards if entry.title == title)

    def tick_all(self, on: bool) -> None:
        """Every card ticked or none (told once)."""
        self._ticked = {key for deck in range(len(self._cards)) for key in self._keys(deck)} if on else set()
        self._counts = [len(cards) if on else 0 for cards in self._cards]
        if self._decks:
            self._changed_deck(0, len(self._decks) - 1)
        self.ticked_changed.emit()

    def _changed_deck(self, first: int, last: int) -> None:
        roles = [Qt.ItemDataRole.CheckStateRole]
        self.dataChanged.emit(self.index(first, 0), self.index(last, 0), roles)
        for deck in range(first, last + 1):
            if self._cards[deck]:
                parent = self.index(deck, 0)
                self.dataChanged.emit(
                    self.index(0, 0, parent), self.index(len(self._cards[deck]) - 1, 0, parent), roles
                )

    # --- Qt interface -------------------------------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, _DECK) if row < len(self._decks) else QModelIndex()
        if parent.internalId() != _DECK or row >= len(self._cards[parent.row()]):
            return QModelIndex()
        return self.createIndex(row, 0, parent.row() + 1)

    def parent(self, child: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not child.isValid() or child.internalId() == _DECK:
            return QModelIndex()
        return self.createIndex(child.internalId() - 1, 0, _DECK)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        if not parent.isValid():
            return len(self._decks)
        if parent.column() != 0 or parent.internalId() != _DECK:
            return 0
        return len(self._cards[parent.row()])

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        return 1

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008, N802 - Qt override
        if not parent.isValid():
            return bool(self._decks)
        return parent.internalId() == _DECK and bool(self._cards[parent.row()])  # a card has none

    def flags(self, index: Index) -> Qt.ItemFlag:
        return _FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        deck = index.internalId() - 1
        if deck < 0:  # a deck
            row = index.row()
            if role == Qt.ItemDataRole.DisplayRole:
                return self._decks[row]
            if role == Qt.ItemDataRole.CheckStateRole:
                ticked, cards = self._counts[row], len(self._cards[row])
                if ticked == 0:
                    return Qt.CheckState.Unchecked
                return Qt.CheckState.Checked if ticked == cards else Qt.CheckState.PartiallyChecked
            return None
        entry = self._cards[deck][index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return entry.title
        if role == KEY_ROLE:
            return entry.key
        if role == Qt.ItemDataRole.CheckStateRole:
            return _state(entry.key in self._ticked)
        return None

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.CheckStateRole:
            return False
        on = Qt.CheckState(value) != Qt.CheckState.Unchecked
        deck = index.internalId() - 1
        if deck < 0:  # a deck's box: all of its cards
            deck = index.row()
            keys = set(self._keys(deck))
            self._ticked = self._ticked | keys if on else self._ticked - keys
            self._counts[deck] = len(keys) if on else 0
            self._changed_deck(deck, deck)
        else:
            key = self._cards[deck][index.row()].key
            if (key in self._ticked) == on:
                return True
            self._ticked.add(key) if on else self._ticked.discard(key)
            self._counts[deck] += 1 if on else -1
            roles = [Qt.ItemDataRole.CheckStateRole]
            self.dataChanged.emit(index, index, roles)
            self.dataChanged.emit(self.index(deck, 0), self.index(deck, 0), roles)
        self.ticked_changed.emit()
        return True


def _state(on: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
