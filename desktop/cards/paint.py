"""Cards laid out by render.py painted: a card, its cut marks, a page, a preview image, the printer and the PDF."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPainter,
    QPalette,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from desktop.cards.card import Card, Chart
from desktop.cards.layout import GUTTER, SHEET, Layout
from desktop.cards.render import _TITLE_FLAGS, PAD, Piece, _text, _title_room, deck_px, font, laid_out, plan
from desktop.cards.sanity_chart import paint_history


def ink(doc: QTextDocument, painter: QPainter, clip: QRectF) -> None:
    """Draw a laid-out text in black, as paper takes it: QTextDocument.drawContents takes the application's text
    colour, which a dark desktop makes light grey (the preview and the PDF then printed grey on white)."""
    context = QAbstractTextDocumentLayout.PaintContext()
    context.palette.setColor(QPalette.ColorRole.Text, QColor(0, 0, 0))
    context.clip = clip
    painter.save()
    painter.setClipRect(clip)
    doc.documentLayout().draw(painter, context)
    painter.restore()


def paint_piece(painter: QPainter, rect: QRectF, piece: Piece) -> None:
    """One card in `rect` (points): its border, the title band, the body, and a chart at the foot."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0), 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 6, 6)
    title_band = QRectF(rect.left(), rect.top(), rect.width(), piece.band.height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(232, 232, 232))
    painter.drawRoundedRect(title_band.adjusted(0.8, 0.8, -0.8, 0), 5, 5)
    painter.setPen(QColor(0, 0, 0))
    painter.setFont(font(deck_px(rect.size())))
    painter.drawText(
        title_band.adjusted(PAD, 0, -PAD, 0),
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        piece.card.deck,
    )
    room = _title_room(rect.size(), piece.card.deck)
    painter.setFont(font(piece.band.px, bold=True))
    painter.drawText(
        QRectF(title_band.left() + PAD, title_band.top(), room, title_band.height()), _TITLE_FLAGS, piece.title
    )
    body = QRectF(rect.left() + PAD, title_band.bottom() + PAD, piece.box.width(), piece.box.height())
    text = _text(piece.blocks)
    top = body.top()
    if text:
        doc = laid_out(text, piece.font_px, body.width(), piece.anywhere)
        painter.translate(body.topLeft())
        ink(doc, painter, QRectF(0, 0, body.width(), body.height()))
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
        for corner, dx, dy in (
            (rect.topLeft(), -1, -1),
            (rect.topRight(), 1, -1),
            (rect.bottomLeft(), -1, 1),
            (rect.bottomRight(), 1, 1),
        ):
            painter.drawLine(corner + QPointF(dx * 2, 0), corner + QPointF(dx * (2 + reach), 0))
            painter.drawLine(corner + QPointF(0, dy * 2), corner + QPointF(0, dy * (2 + reach)))
    painter.restore()


def paged(pieces: list[Piece], layout: Layout) -> list[list[Piece]]:
    """The pieces page by page, as many a page as the layout holds, a sheet alone on its page (the cards after it
    fill the page left open before it); no pieces make one blank page."""
    pages: list[list[Piece]] = []
    open_page: list[Piece] | None = None
    for piece in pieces:
        if piece.whole_page:
            pages.append([piece])
            continue
        if open_page is None or len(open_page) == layout.per_page:
            open_page = []
            pages.append(open_page)
        open_page.append(piece)
    return pages or [[]]


def paint_page(painter: QPainter, page: list[Piece], layout: Layout, area: QSizeF) -> None:
    """One page's cards, and a sheet's cut marks, in points from the top left of the printable `area`."""
    if len(page) == 1 and page[0].whole_page:
        paint_piece(painter, QRectF(0, 0, area.width(), area.height()), page[0])
        return
    rects = layout.card_rects(area)
    for rect, piece in zip(rects, page):
        paint_piece(painter, rect, piece)
    if layout.kind == SHEET:
        paint_cut_marks(painter, rects[: len(page)])


def render(
    device: QPagedPaintDevice, pieces: list[Piece], layout: Layout, progress: Callable[[int, int], bool] | None = None
) -> int:
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


def paint_cards(
    device: QPagedPaintDevice,
    cards: Iterable[Card],
    count: int,
    layout: Layout,
    progress: Callable[[int, int], bool] | None = None,
) -> int:
    """Fit the cards one after another as they come (`cards` may make each as it is asked for), then paint them on
    `device`; returns the pages painted. `progress(done, 2 * count)` follows both halves, fitting then painting;
    False stops it (stopped while fitting: nothing is painted, 0)."""
    pieces: list[Piece] = []
    for done, card in enumerate(cards, 1):
        pieces += plan([card], layout)
        if progress is not None and progress(done, 2 * count) is False:
            return 0

    def painted(done: int, total: int) -> bool:
        return progress is None or progress(count + done * count // max(1, total), 2 * count) is not False

    return render(device, pieces, layout, painted)


def to_pdf(
    target: str | QIODevice,
    cards: Iterable[Card],
    layout: Layout,
    progress: Callable[[int, int], bool] | None = None,
    count: int | None = None,
) -> int:
    """Cards to a PDF file (or device); returns its page count. `count`: how many `cards` will give (when it makes
    them as it goes, so has no length)."""
    if count is None:
        cards = list(cards)
        count = len(cards)
    return paint_cards(pdf_writer(target, layout), cards, count, layout, progress)


def pdf_bytes(cards: Iterable[Card], layout: Layout) -> tuple[bytes, int]:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    pages = to_pdf(buffer, cards, layout)
    buffer.close()
    return bytes(buffer.data()), pages
