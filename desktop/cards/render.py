"""One renderer for the screen, the printer and PDF: cards are fitted to the layout's card size (the largest type
that fits, the whole card at one type and never below the floor; lines break between words, so a table's columns
are as wide as their words; a table too wide goes on in column groups; a card too long for its box continues on
further cards, evenly, a table split between rows), a sheet given a page of its own, then painted on any
paged device — QPdfWriter or QPrinter — in points, so every device gets the same card; the preview paints the same
pages onto images, so no printer is made until the Keeper prints."""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QTextCursor,
    QTextDocument,
    QTextOption,
)

from desktop.cards.card import Block, Card, Chart, Table, Text, blocks_html, escape
from desktop.cards.layout import SHEET, Layout

FONT_SIZES = (11, 10, 9, 8, 7)  # body type in points, largest first: a card shrinks whole, never one cell
FLOOR = FONT_SIZES[-1]  # the smallest type a card prints in
SPLIT_SIZE = 8  # the type of a card that continues on another (the floor if its tables need it)
TITLE_FLOOR = 9  # a title shrinks to this, then takes a second line
PAD = 7.0  # points inside a card's border
FAMILY_FALLBACK = "DejaVu Sans"
BORDERS = 2  # points a table 100% wide may reach past the text's width, its borders rounded up
PART_MARK = " (10 of 10)"  # room kept in the title for the part number of a card that continues
LEAST_ROWS = 2  # rows of a table that go together when it is split between cards


@cache
def family() -> str:
    """The cards' type: DejaVu Sans, shipped with the app (so every platform prints the same and PDFs embed it)."""
    from desktop.resources import resource_path

    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
    return FAMILY_FALLBACK


def font(px: int, bold: bool = False) -> QFont:
    chosen = QFont(family())
    chosen.setPixelSize(px)  # pixels of the card's own coordinates, which are points on paper
    chosen.setBold(bold)
    chosen.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    for ligature in ("liga", "clig"):  # "ﬁ" would make the PDF's text unsearchable for "fi"
        chosen.setFeature(QFont.Tag(ligature), 0)
    return chosen


def title_px(card_size: QSizeF) -> int:
    return 13 if card_size.width() > 200 else 11


def deck_px(card_size: QSizeF) -> int:
    return max(FLOOR, title_px(card_size) - 4)


@dataclass(frozen=True)
class Band:
    """A card's title band: the title's type, its lines (one, or two for a long title) and the band's height."""

    px: int
    lines: int
    height: float


_TITLE_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


def _title_room(card_size: QSizeF, deck: str) -> float:
    metrics = QFontMetricsF(font(deck_px(card_size)))
    return card_size.width() - 3 * PAD - metrics.horizontalAdvance(deck)


@lru_cache(maxsize=1024)
def _band(title: str, deck: str, width: float, height: float) -> Band:
    card_size = QSizeF(width, height)
    room = _title_room(card_size, deck)
    largest = title_px(card_size)
    for px in range(largest, TITLE_FLOOR - 1, -1):  # smaller type before a second line
        if QFontMetricsF(font(px, bold=True)).horizontalAdvance(title) <= room:
            return Band(px, 1, largest * 1.9)
    metrics = QFontMetricsF(font(TITLE_FLOOR, bold=True))
    lines = max(
        2, round(metrics.boundingRect(QRectF(0, 0, room, 1000), _TITLE_FLAGS, title).height() / metrics.lineSpacing())
    )
    return Band(TITLE_FLOOR, lines, max(largest * 1.9, lines * metrics.lineSpacing() + TITLE_FLOOR))


def band(title: str, deck: str, card_size: QSizeF) -> Band:
    """How a title sits in its band: never cut short; smaller type, then wrapped between words."""
    return _band(title, deck, card_size.width(), card_size.height())


class _OutOfTime(Exception):
    """A card's fitting has had its time (see `fitted_by`)."""


class _Allowance:
    """The time a card's fitting may still take: when it is over, the next text to lay out stops the fitting, one
    text at least a try. Every measure that lays out a text lays out one and is remembered (`_measure`,
    `_least_width`, `_unit`), so fitting the card again goes on from where it stopped."""

    deadline: float | None = None  # time.perf_counter(); None: no limit (printing, the PDF)
    laid_out = 0

    @classmethod
    def spend(cls) -> None:
        if cls.deadline is None:
            return
        if cls.laid_out and time.perf_counter() > cls.deadline:
            raise _OutOfTime
        cls.laid_out += 1


def document(blocks: Iterable[Block], font_px: int, width: float, anywhere: bool = False) -> QTextDocument:
    """The blocks laid out by Qt at a type and width: lines break between words only (`anywhere`: as a last resort,
    inside a word too), so a table's columns are at least as wide as their longest word."""
    _Allowance.spend()
    doc = QTextDocument()
    doc.setUndoRedoEnabled(False)
    doc.setDocumentMargin(0)
    doc.setUseDesignMetrics(True)
    doc.setIndentWidth(font_px * 1.2)
    doc.setDefaultFont(font(font_px))
    option = doc.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere if anywhere else QTextOption.WrapMode.WordWrap)
    doc.setDefaultTextOption(option)
    doc.setHtml(blocks_html(tuple(blocks), font_px))
    doc.setTextWidth(math.floor(width) - BORDERS)
    return doc


LAID_OUT_KEPT = 32  # the texts last laid out, kept to be painted: a preview's cards are painted just after fitting
_laid_out: OrderedDict[tuple, QTextDocument] = OrderedDict()


def laid_out(blocks: tuple[Block, ...], font_px: int, width: float, anywhere: bool = False) -> QTextDocument:
    """`document`, but the same text at the same type and width as one of the last laid out is that one again (its
    measure at fitting is the body painted: the preview paints it without laying it out twice)."""
    key = (blocks, font_px, width, anywhere)
    doc = _laid_out.get(key)
    if doc is None:
        doc = _laid_out[key] = document(blocks, font_px, width, anywhere)
        doc.size()  # laid out now, once
        while len(_laid_out) > LAID_OUT_KEPT:
            _laid_out.popitem(last=False)
    else:
        _laid_out.move_to_end(key)
    return doc


@dataclass(frozen=True)
class Piece:
    """One card as printed: its blocks (all, or a part of a long card), the type that fits, and the measures."""

    card: Card
    blocks: tuple[Block, ...]
    part: int
    parts: int
    font_px: int
    height: float  # the body's height at that type, chart included
    box: QSizeF  # the room the body has
    band: Band = Band(13, 1, 13 * 1.9)
    anywhere: bool = False  # a word too long for the card even at the floor may break (never in our own texts)
    whole_page: bool = False  # a sheet, alone on its page

    @property
    def title(self) -> str:
        return self.card.title if self.parts == 1 else f"{self.card.title} ({self.part} of {self.parts})"

    @property
    def width(self) -> float:
        """The widest line of the body (a table too wide would show here)."""
        return _measure(_text(self.blocks), self.font_px, self.box.width(), self.anywhere)[0]


def body_box(card_size: QSizeF, title_band: Band | None = None) -> QSizeF:
    height = title_band.height if title_band is not None else title_px(card_size) * 1.9
    return QSizeF(card_size.width() - 2 * PAD, card_size.height() - height - 2 * PAD)


def _text(blocks: tuple[Block, ...]) -> tuple[Block, ...]:
    return tuple(b for b in blocks if not isinstance(b, Chart))


@lru_cache(maxsize=8192)
def _measure(blocks: tuple[Block, ...], font_px: int, width: float, anywhere: bool = False) -> tuple[float, float]:
    """The body's width and height at a type: its text laid out by Qt, and any chart below."""
    charts = sum(b.height for b in blocks if isinstance(b, Chart))
    text = _text(blocks)
    size = laid_out(text, font_px, width, anywhere).size() if text else QSizeF(0, 0)
    return size.width(), size.height() + charts


def _fits(blocks: tuple[Block, ...], font_px: int, box: QSizeF, anywhere: bool = False) -> bool:
    width, height = _measure(blocks, font_px, box.width(), anywhere)
    return height <= box.height() and width <= box.width()


@lru_cache(maxsize=4096)
def _least_width(blocks: tuple[Block, ...], font_px: int) -> float:
    """The narrowest the blocks go at this type with every word whole (Qt's layout at a width of one point: each
    table column as wide as its longest word)."""
    text = _text(blocks)
    return document(text, font_px, BORDERS + 1).size().width() if text else 0.0


def _narrow_enough(blocks: tuple[Block, ...], font_px: int, width: float) -> bool:
    return _least_width(blocks, font_px) <= math.floor(width) - BORDERS


def _largest(fits_at: Callable[[int], bool]) -> int | None:
    """The largest type of FONT_SIZES at which `fits_at` holds (a smaller type never takes more room), or None when
    not even the floor does: the largest tried first, then the floor, then halving between."""
    if fits_at(FONT_SIZES[0]):
        return FONT_SIZES[0]
    if not fits_at(FLOOR):
        return None
    fits, fails = len(FONT_SIZES) - 1, 0  # indexes into FONT_SIZES, largest type first
    while fails + 1 < fits:
        middle = (fits + fails) // 2
        if fits_at(FONT_SIZES[middle]):
            fits = middle
        else:
            fails = middle
    return FONT_SIZES[fits]


def _height(blocks: tuple[Block, ...], font_px: int, width: float, anywhere: bool = False) -> float:
    return _measure(blocks, font_px, width, anywhere)[1]


def _least_charts(blocks: tuple[Block, ...]) -> tuple[Block, ...]:
    return tuple(replace(b, height=min(b.height, b.least)) if isinstance(b, Chart) else b for b in blocks)


def _charts_grown(wanted: tuple[Block, ...], lowered: tuple[Block, ...], room: float) -> tuple[Block, ...]:
    """Charts lowered to keep their card whole take back the room left, up to the height they wanted."""
    out = []
    for want, low in zip(wanted, lowered, strict=True):
        if isinstance(low, Chart) and room > 0:
            grown = min(want.height, low.height + room)
            room -= grown - low.height
            low = replace(low, height=grown)
        out.append(low)
    return tuple(out)


def _narrowed(blocks: tuple[Block, ...], font_px: int, width: float) -> tuple[Block, ...]:
    """Each table too wide for the card at this type goes on in column groups, every group led by the first column
    (what the row is about), the fewest groups that fit."""
    out: list[Block] = []
    for block in blocks:
        if not (
            isinstance(block, Table)
            and len(block.headers) > 2
            and not block.pairs
            and not _narrow_enough((block,), font_px, width)
        ):
            out.append(block)
            continue
        groups: list[tuple[int, ...]] = []
        current: tuple[int, ...] = (0,)
        for column in range(1, len(block.headers)):
            trial = (*current, column)
            if len(current) == 1 or _narrow_enough((block.columns(trial),), font_px, width):
                current = trial
            else:
                groups.append(current)
                current = (0, column)
        groups.append(current)
        # As many columns in each group as the others, when that fits too (not the last one with a column alone).
        count, others = len(groups), len(block.headers) - 1
        bounds = [1 + others * n // count for n in range(count + 1)]
        even = [(0, *range(bounds[n], bounds[n + 1])) for n in range(count)]
        if all(_narrow_enough((block.columns(group),), font_px, width) for group in even):
            groups = even
        out += [block.columns(group, block.caption if number == 0 else "") for number, group in enumerate(groups)]
    return tuple(out)


def _split(blocks: tuple[Block, ...], font_px: int, box: QSizeF, anywhere: bool) -> list[tuple[Block, ...]]:
    """Greedy: as many blocks a part as fit `box`; a table too long for a part is cut between rows."""
    parts: list[tuple[Block, ...]] = []
    current: tuple[Block, ...] = ()
    queue = list(blocks)
    while queue:
        block = queue.pop(0)
        trial = (*current, block)
        if _fits(trial, font_px, box, anywhere):
            current = trial
            continue
        if isinstance(block, Table) and len(block.rows) > 1:
            low, high = 0, len(block.rows) - 1  # the most rows that fit: `low` fits, more than `high` do not
            while low < high:
                middle = (low + high + 1) // 2
                if _fits((*current, block.with_rows(block.rows[:middle])), font_px, box, anywhere):
                    low = middle
                else:
                    high = middle - 1
            if low:
                parts.append((*current, block.with_rows(block.rows[:low])))
                current = ()
                queue.insert(0, block.with_rows(block.rows[low:]))
                continue
        if current:
            parts.append(current)
            current = ()
            queue.insert(0, block)
            continue
        parts.append((block,))  # alone and still too big: the smallest type is the last resort (see fit)
    if current:
        parts.append(current)
    return parts


def _table_rows(doc: QTextDocument, headed: bool) -> tuple[float, ...]:
    """The height of each body row of the one table in `doc`, read from Qt's layout of it."""
    cursor = QTextCursor(doc)
    block = doc.begin()
    table = None
    while block.isValid() and table is None:
        cursor.setPosition(block.position())
        table = cursor.currentTable()
        block = block.next()
    if table is None:
        return ()
    layout = doc.documentLayout()

    def edge(row: int, last: bool) -> float:
        rects = []
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            position = cell.lastCursorPosition() if last else cell.firstCursorPosition()
            rects.append(layout.blockBoundingRect(position.block()))
        return max(r.bottom() for r in rects) if last else min(r.top() for r in rects)

    count = table.rows()
    tops = [edge(row, False) for row in range(count)]
    if count < 2:
        return ()
    gap = tops[-1] - edge(count - 2, True)  # padding and border between one row's words and the next row's
    bottoms = [*tops[1:], edge(count - 1, True) + gap]
    return tuple(bottom - top for top, bottom in zip(tops, bottoms, strict=True))[1 if headed else 0 :]


def _units(blocks: tuple[Block, ...], font_px: int, width: float, anywhere: bool) -> tuple[tuple[float, tuple], ...]:
    """Each block's height that goes wherever it goes (a paragraph, a chart; a table's caption, header and borders),
    and a table's rows one by one: what a card can be cut into, measured once."""
    return tuple(_unit(block, font_px, width, anywhere) for block in blocks)


@lru_cache(maxsize=1024)
def _unit(block: Block, font_px: int, width: float, anywhere: bool) -> tuple[float, tuple]:
    """One block's part of `_units`: one text laid out (so a fitting stopped for time keeps each block measured)."""
    if isinstance(block, Chart):
        return block.height, ()
    doc = document((block,), font_px, width, anywhere)
    rows = _table_rows(doc, bool(block.headers)) if isinstance(block, Table) and len(block.rows) > 1 else ()
    return doc.size().height() - sum(rows), rows


def _cut(units: tuple[tuple[float, tuple], ...], capacity: float) -> list[list[tuple[int, int, int]]]:
    """Greedy by the measures: as much a part as `capacity` holds; each part a list of (block, first row, end row)."""
    parts: list[list[tuple[int, int, int]]] = []
    current: list[tuple[int, int, int]] = []
    used = 0.0
    for index, (fixed, rows) in enumerate(units):
        if not rows:
            if current and used + fixed > capacity:
                parts.append(current)
                current, used = [], 0.0
            current.append((index, 0, 0))
            used += fixed
            continue
        start = 0
        while start < len(rows):
            room, take = capacity - used - fixed, 0
            while start + take < len(rows) and rows[start + take] <= room:
                room -= rows[start + take]
                take += 1
            left = len(rows) - start - take
            if 0 < left < LEAST_ROWS and take > LEAST_ROWS:  # never one row alone on the next card...
                take -= LEAST_ROWS - left
            if left and take < LEAST_ROWS:  # ... nor on this one: the table starts on the next
                take = 0
            if not take and current:
                parts.append(current)
                current, used = [], 0.0
                continue
            take = max(take, 1)  # a row too tall for a whole card goes alone (the type is the last resort)
            current.append((index, start, start + take))
            used += fixed + sum(rows[start : start + take])
            start += take
            if start < len(rows):
                parts.append(current)
                current, used = [], 0.0
    if current:
        parts.append(current)
    return parts


def _balanced(blocks: tuple[Block, ...], font_px: int, box: QSizeF, anywhere: bool) -> list[tuple[Block, ...]]:
    """As few parts as filling each card needs, but evened out: the lowest fill that still needs no more parts, so no
    part is left with a line or two (an investigator's SAN chart alone on a second card). Cut by the measures of
    each block and row, then every part checked in Qt's layout (filled card by card, by layout, when one fails)."""
    units = _units(blocks, font_px, box.width(), anywhere)
    count = len(_cut(units, box.height()))
    low, high = sum(f + sum(rows) for f, rows in units) / count, box.height()
    for _ in range(24):
        middle = (low + high) / 2
        if len(_cut(units, middle)) <= count:
            high = middle
        else:
            low = middle
    parts = [
        tuple(
            b if not isinstance(b, Table) or len(b.rows) < 2 else b.with_rows(b.rows[first:end])
            for b, first, end in ((blocks[i], first, end) for i, first, end in part)
        )
        for part in _cut(units, high)
    ]
    if all(_fits(part, font_px, box, anywhere) for part in parts):
        return parts
    return _split(blocks, font_px, box, anywhere)


def fit(card: Card, card_size: QSizeF, whole_page: bool = False) -> list[Piece]:
    """The card at the largest type that fits its box, whole: as written or with its chart lower, else with a wide
    table in column groups; else continued over as many cards as it needs, evenly, at one type."""
    return list(_fit(card, card_size.width(), card_size.height(), whole_page))


@lru_cache(maxsize=1024)
def _fit(card: Card, width: float, height: float, whole_page: bool) -> tuple[Piece, ...]:
    card_size = QSizeF(width, height)
    blocks = ((Text(f"<p><i>{escape(card.note)}</i></p>"),) if card.note else ()) + card.blocks
    whole = band(card.title, card.deck, card_size)
    box = body_box(card_size, whole)

    def piece(
        shape: tuple[Block, ...],
        px: int,
        part: int = 1,
        parts: int = 1,
        title: Band = whole,
        room: QSizeF = box,
        anywhere: bool = False,
    ) -> Piece:
        return Piece(
            card, shape, part, parts, px, _height(shape, px, room.width(), anywhere), room, title, anywhere, whole_page
        )

    lower = _least_charts(blocks)
    shapes = (blocks, lower) if lower != blocks else (blocks,)
    px = _largest(lambda size: any(_fits(shape, size, box) for shape in shapes))  # a larger type than a taller chart
    if px is not None:
        shape = next(shape for shape in shapes if _fits(shape, px, box))
        return (piece(_charts_grown(blocks, shape, box.height() - _height(shape, px, box.width())), px),)
    px = _largest(lambda size: _fits(_narrowed(lower, size, box.width()), size, box))
    if px is not None:
        return (piece(_narrowed(lower, px, box.width()), px),)
    title = band(card.title + PART_MARK, card.deck, card_size)
    room = body_box(card_size, title)
    anywhere = True
    for px in (SPLIT_SIZE, FLOOR):
        shape = _narrowed(blocks, px, room.width())
        if _narrow_enough(shape, px, room.width()):
            anywhere = False
            break
    parts = _balanced(shape, px, room, anywhere)
    # One type for every part of a card, the largest they all take (the floor when words must break: fewest breaks).
    size = FLOOR if anywhere else min(_largest(lambda s, part=part: _fits(part, s, room)) or px for part in parts)
    return tuple(piece(part, size, number, len(parts), title, room, anywhere) for number, part in enumerate(parts, 1))


def forget() -> None:
    """Drop every remembered measure and fitted card (a benchmark starts cold with it)."""
    for remembered in (_band, _measure, _least_width, _unit, _fit):
        remembered.cache_clear()
    _laid_out.clear()


def fitted_by(card: Card, layout: Layout, deadline: float) -> list[Piece] | None:
    """The card fitted as `plan` fits it, or None when the `deadline` (time.perf_counter) passes first: the fitting
    stops before its next text layout, and each measure it took is remembered, so asking again goes on from there
    (a card of wide tables, some 25 layouts, is fitted a few layouts at a time between the window's events)."""
    _Allowance.deadline, _Allowance.laid_out = deadline, 0
    try:
        return plan([card], layout)
    except _OutOfTime:
        return None
    finally:
        _Allowance.deadline = None


def plan(cards: Iterable[Card], layout: Layout) -> list[Piece]:
    """The cards fitted to the layout: a quarter of a sheet each (a sheet card a page of its own), or a page each."""
    size, page = layout.card_size(), layout.printable()
    pieces = []
    for card in cards:
        pieces += fit(card, page, True) if card.page and layout.kind == SHEET else fit(card, size)
    return pieces
