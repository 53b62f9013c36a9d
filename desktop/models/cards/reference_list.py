"""The Keeper reference deck as a list for Help > Rules Reference: one row a card, titled by deck, with the words of
its title and text for the filter box to find."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

from desktop.cards.card import Card, Chart, Table, Text

SEARCH_ROLE = Qt.ItemDataRole.UserRole + 1  # the card's title and text in lower case, what the filter reads
KEY_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex
_TAG = re.compile(r"<[^>]+>")


def card_words(card: Card) -> str:
    """A card's title and text as plain words (table headers and cells included), for a search."""
    parts = [card.title, card.note]
    for block in card.blocks:
        if isinstance(block, Text):
            parts.append(html.unescape(_TAG.sub(" ", block.html)))
        elif isinstance(block, Table):
            parts += [block.caption, *block.headers, *(cell for row in block.rows for cell in row)]
        elif isinstance(block, Chart):
            parts.append(block.title)
    return " ".join(" ".join(part.split()) for part in parts if part)


def card_label(card: Card) -> str:
    """A card in the list: "Combat: Melee combat", or its title alone when it names its deck first ("Chase set-up
    and movement", never "Chase: Chase set-up and movement")."""
    first = card.title.split(" ", 1)[0].casefold()
    return card.title if first == card.deck.casefold() else f"{card.deck}: {card.title}"


class ReferenceCards(QAbstractListModel):
    """The cards, in the deck's order; the display is 'Deck: Title' (`card_label`)."""

    def __init__(self, cards: list[Card], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards = list(cards)
        self._words = [card_words(card).casefold() for card in self._cards]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt override
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return card_label(card)
        if role == SEARCH_ROLE:
            return self._words[index.row()]
        if role == KEY_ROLE:
            return card.key
        return None

    def card(self, row: int) -> Card:
        return self._cards[row]


class CardFilter(QSortFilterProxyModel):
    """The cards whose title or text holds every word typed (in any order, any case)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._words = text.casefold().split()
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802 - Qt override
        if not self._words:
            return True
        words = self.sourceModel().index(source_row, 0, source_parent).data(SEARCH_ROLE) or ""
        return all(word in words for word in self._words)
