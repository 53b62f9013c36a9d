"""One renderer for the screen, the printer and PDF: cards are fitted to the layout's card size (the largest type
that fits; a card too long for its box continues on a second card, a table split between rows), then painted on any
paged device — QPdfWriter or QPrinter — in points, so every device gets the same card; the preview paints the same
pages onto images, so no printer is made until the Keeper prints."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from desktop.cards.card import Block, Card, Chart, Table, Text, blocks_html, escape
from desktop.cards.layout import GUTTER, SHEET, Layout
from desktop.cards.sanity_chart import paint_history

FONT_SIZES = (11, 10, 9, 8, 7)  # body type in points, largest first
SPLIT_SIZE = 8  # the type of a card that continues on another
PAD = 7.0  # points inside a card's border
FAMILY_FALLBACK = "DejaVu Sans"


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


def document(blocks: Iterable[Block], font_px: int, width: float) -> QTextDocument:
    doc = QTextDocument()
    doc.setUndoRedoEnabled(False)
    doc.setDocumentMargin(0)
    doc.setUseDesignMetrics(True)
    doc.setIndentWidth(font_px * 1.2)
    doc.setDefaultFont(font(font_px))
    doc.setHtml(blocks_html(tuple(blocks), font_px))
    doc.setTextWidth(math.floor(width) - 1)  # a table 100% wide, borders and all, rounds up: keep it inside
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

    @property
    def title(self) -> str:
        return self.card.title if self.parts == 1 else f"{self.card.title} ({self.part} of {self.parts})"

    @property
    def width(self) -> float:
        """The widest line of the body (a table too wide would show here)."""
        return document(self.blocks, self.font_px, self.box.width()).size().width()


def body_box(card_size: QSizeF) -> QSizeF:
    band = title_px(card_size) * 1.9
    return QSizeF(card_size.width() - 2 * PAD, card_size.height() - band - 2 * PAD)


def _measure(blocks: tuple[Block, ...], font_px: int, width: float) -> QSizeF:
    """The body's size at a type: its text laid out, and any chart below."""
    charts = sum(b.height for b in blocks if isinstance(b, Chart))
    text = [b for b in blocks if not isinstance(b, Chart)]
    size = document(text, font_px, width).size() if text else QSizeF(0, 0)
    return QSizeF(size.width(), size.height() + charts)


def _fits(blocks: tuple[Block, ...], font_px: int, box: QSizeF) -> bool:
    size = _measure(blocks, font_px, box.width())
    return size.height() <= box.height() and size.width() <= box.width()


def _height(blocks: tuple[Block, ...], font_px: int, width: float) -> float:
    return _measure(blocks, font_px, width).height()


def _split(blocks: tuple[Block, ...], box: QSizeF) -> list[tuple[Block, ...]]:
    """Greedy: as many blocks a part as fit at SPLIT_SIZE; a table too long for a part is cut between rows."""
    parts: list[tuple[Block, ...]] = []
    current: tuple[Block, ...] = ()
    queue = list(blocks)
    while queue:
        block = queue.pop(0)
        trial = (*current, block)
        if _fits(trial, SPLIT_SIZE, box):
            current = trial
            continue
        if isinstance(block, Table) and len(block.rows) > 1:
            rows = block.rows
            fit = 0
            while fit < len(rows) and _fits((*current, block.with_rows(rows[: fit + 1])), SPLIT_SIZE, box):
                fit += 1
            if fit:
                parts.append((*current, block.with_rows(rows[:fit])))
                current = ()
                queue.insert(0, block.with_rows(rows[fit:]))
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


def fit(card: Card, card_size: QSizeF) -> list[Piece]:
    """The card at the largest type that fits its box, or continued over as many cards as it needs."""
    box = body_box(card_size)
    for size in FONT_SIZES:
        if _fits(card.blocks, size, box):
            return [Piece(card, card.blocks, 1, 1, size, _height(card.blocks, size, box.width()), box)]
    parts = _split(card.blocks, box)
    # One type for every part of a card, the largest they all take.
    size = min(next((s for s in FONT_SIZES if _fits(blocks, s, box)), FONT_SIZES[-1]) for blocks in parts)
    return [Piece(card, blocks, number, len(parts), size, _height(blocks, size, box.width()), box)
            for number, blocks in enumerate(parts, 1)]  # fmt: skip


def plan(cards: Iterable[Card], layout: Layout) -> list[Piece]:
    size = layout.card_size()
    return [piece for card in cards for piece in fit(card, size)]


def paint_piece(painter: QPainter, rect: QRectF, piece: Piece) -> None:
    """One card in `rect` (points): its border, the title band, the body, and a chart at the foot."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0), 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 6, 6)
    size_px = title_px(rect.size())
    band = QRectF(rect.left(), rect.top(), rect.width(), size_px * 1.9)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(232, 232, 232))
    painter.drawRoundedRect(band.adjusted(0.8, 0.8, -0.8, 0), 5, 5)
    painter.setPen(QColor(0, 0, 0))
    painter.setFont(font(max(7, size_px - 4)))
    deck = painter.fontMetrics().horizontalAdvance(piece.card.deck) + PAD
    painter.drawText(band.adjusted(PAD, 0, -PAD, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     piece.card.deck)  # fmt: skip
    room = int(band.width() - 2 * PAD - deck)
    for px in range(size_px, 8, -1):  # the title's own type, smaller before it is cut short
        painter.setFont(font(px, bold=True))
        if painter.fontMetrics().horizontalAdvance(piece.title) <= room:
            break
    title = painter.fontMetrics().elidedText(piece.title, Qt.TextElideMode.ElideRight, room)
    painter.drawText(band.adjusted(PAD, 0, -PAD - deck, 0), Qt.AlignmentFlag.AlignVCenter, title)
    body = QRectF(rect.left() + PAD, band.bottom() + PAD, piece.box.width(), piece.box.height())
    text = [b for b in piece.blocks if not isinstance(b, Chart)]
    top = body.top()
    if text:
        doc = document(text, piece.font_px, body.width())
        painter.translate(body.topLeft())
        doc.drawContents(painter, QRectF(0, 0, body.width(), body.height()))
        painter.translate(-body.topLeft())
        top += doc.size().height()
    for chart in (b for b in piece.blocks if isinstance(b, Chart)):
        painter.setFont(font(piece.font_px))
        paint_history(painter, QRectF(body.left(), top, body.width(), chart.height), list(chart.points), chart.title)
        top += chart.height
    painter.restore()


def paint_cut_marks(painter: QPainter, rects: list[QRectF]) -> None:
    """Short lines in the gutters at each card's corners, where the knife goes."""
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0), 0.4))
    reach = GUTTER / 2 - 2
    for rect in rects:
        for corner, dx, dy in ((rect.topLeft(), -1, -1), (rect.topRight(), 1, -1), (rect.bottomLeft(), -1, 1),
                               (rect.bottomRight(), 1, 1)):  # fmt: skip
            painter.drawLine(corner + QPointF(dx * 2, 0), corner + QPointF(dx * (2 + reach), 0))
            painter.drawLine(corner + QPointF(0, dy * 2), corner + QPointF(0, dy * (2 + reach)))
    painter.restore()


def paged(pieces: list[Piece], layout: Layout) -> list[list[Piece]]:
    """The pieces page by page, as many a page as the layout holds; no pieces make one blank page."""
    per_page = layout.per_page
    return [pieces[start : start + per_page] for start in range(0, max(1, len(pieces)), per_page)]


def paint_page(painter: QPainter, page: list[Piece], layout: Layout, area: QSizeF) -> None:
    """One page's cards, and a sheet's cut marks, in points from the top left of the printable `area`."""
    rects = layout.card_rects(area)
    for rect, piece in zip(rects, page):
        paint_piece(painter, rect, piece)
    if layout.kind == SHEET:
        paint_cut_marks(painter, rects[: len(page)])


def render(device: QPagedPaintDevice, pieces: list[Piece], layout: Layout,
           progress: Callable[[int, int], bool] | None = None) -> int:  # fmt: skip
    """Paint the pieces on `device` (its page layout already set), page after page; returns the pages painted.
    `progress(done, total)` may return False to stop (the device then holds the pages so far)."""
    painter = QPainter(device)
    if not painter.isActive():
        raise OSError("the printer or file could not be opened for drawing")
    scale = device.logicalDpiX() / 72.0
    area = device.pageLayout().paintRect(QPageLayout.Unit.Point).size()
    pages = done = 0
    try:
        for page in paged(pieces, layout):
            if pages:
                device.newPage()
            painter.save()
            painter.scale(scale, scale)
            paint_page(painter, page, layout, area)
            painter.restore()
            pages += 1
            done += len(page)
            if progress is not None and progress(done, len(pieces)) is False:
                break
    finally:
        painter.end()
    return pages


def page_image(page: list[Piece], layout: Layout, width: int, ratio: float = 1.0) -> QImage:
    """One page as it prints — the paper, its margins and the cards on it — drawn `width` pixels wide (by `ratio`
    for a high-density screen), for the preview: the same painting as the printer's, and no printer needed."""
    paper = layout.page_layout()
    full = paper.fullRect(QPageLayout.Unit.Point)
    printable = paper.paintRect(QPageLayout.Unit.Point)
    scale = width / full.width()
    image = QImage(round(width * ratio), round(full.height() * scale * ratio), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(printable.topLeft())
    paint_page(painter, page, layout, printable.size())
    painter.end()
    return image


def pdf_writer(target: str | QIODevice, layout: Layout, title: str = "Keeper Desk cards") -> QPdfWriter:
    writer = QPdfWriter(target)
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("Keeper Desk")
    writer.setPageLayout(layout.page_layout())
    return writer


def to_pdf(target: str | QIODevice, cards: Iterable[Card], layout: Layout,
           progress: Callable[[int, int], bool] | None = None) -> int:  # fmt: skip
    """Cards to a PDF file (or device); returns its page count."""
    writer = pdf_writer(target, layout)
    return render(writer, plan(cards, layout), layout, progress)


def pdf_bytes(cards: Iterable[Card], layout: Layout) -> tuple[bytes, int]:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pages = to_pdf(buffer, cards, layout)
    buffer.close()
    return bytes(buffer.data()), pages


__all__ = ["Card", "Chart", "Piece", "Table", "Text", "escape", "fit", "page_image", "plan", "render", "to_pdf"]
