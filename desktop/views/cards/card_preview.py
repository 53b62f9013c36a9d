"""The Cards tab's preview: the pages as they will print, one under another and as wide as the view, painted by the
cards' own renderer onto images, so that no printer, and no print system, is touched until the Keeper prints."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPageLayout, QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from desktop.cards.layout import Layout
from desktop.cards.paint import page_image, paged
from desktop.cards.render import Piece
from desktop.views.common.theme import line

GAP = 12  # pixels around and between the pages


class _Sheets(QWidget):
    """The pages themselves, each drawn when first seen at the width shown, then kept until the cards change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages: list[list[Piece]] = []
        self.layout_: Layout = Layout()
        self._drawn: dict[tuple[int, int, float], QImage] = {}

    def show_pages(self, pages: list[list[Piece]], layout: Layout) -> None:
        """Show these pages; a page drawn before and the same now is kept as drawn (a preview that fills a page at a
        time draws each page once it is whole, not every page again each time)."""
        same = layout == self.layout_
        kept = {n for n, page in enumerate(pages) if same and n < len(self.pages) and self.pages[n] == page}
        self.pages, self.layout_ = pages, layout
        self._drawn = {key: image for key, image in self._drawn.items() if key[0] in kept}
        self._fit()
        self.update()

    def page_size(self) -> tuple[int, int]:
        """A whole page in view: as wide as the view, or less when the view is not tall enough for that."""
        full = self.layout_.page_layout().fullRect(QPageLayout.Unit.Point)
        view = self.parentWidget()
        tall = (view.height() if view is not None else self.height()) - 2 * GAP
        width = max(60, min(self.width() - 2 * GAP, round(tall * full.width() / full.height())))
        return width, round(width * full.height() / full.width())

    def page_rect(self, number: int) -> QRect:
        width, height = self.page_size()
        return QRect((self.width() - width) // 2, GAP + number * (height + GAP), width, height)

    def _fit(self) -> None:
        """As tall as the pages at this width: the scroll area scrolls through them."""
        self.setMinimumHeight(GAP + len(self.pages) * (self.page_size()[1] + GAP))

    def refit(self) -> None:
        """The view changed size: pages as big as fits now, drawn afresh as they are seen."""
        self._fit()
        if self.page_size()[0] not in {key[1] for key in self._drawn}:
            self._drawn.clear()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.refit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        ratio = self.devicePixelRatioF()
        shadow, edge = line("page shadow"), line("page edge")  # the paper itself is white, as it prints
        for number, page in enumerate(self.pages):
            rect = self.page_rect(number)
            if not rect.intersects(event.rect()):
                continue
            key = (number, rect.width(), ratio)
            if key not in self._drawn:
                self._drawn[key] = page_image(page, self.layout_, rect.width(), ratio)
            painter.fillRect(rect.translated(2, 2), shadow)  # as paper lies on a desk
            painter.drawImage(rect.topLeft(), self._drawn[key])
            painter.setPen(edge)
            painter.drawRect(rect.adjusted(0, 0, -1, -1))
        painter.end()


class CardPreview(QScrollArea):
    """Every page of the cards picked, as it will print, each whole in view; scrolls up and down."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheets = _Sheets(self)
        self.setWidget(self.sheets)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundRole(QPalette.ColorRole.Dark)
        self.viewport().setAutoFillBackground(True)
        self.setAccessibleName(self.tr("Print preview"))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.sheets.refit()  # a taller view makes the pages bigger, though the pages' widget keeps its size

    def show_cards(self, pieces: list[Piece], layout: Layout) -> int:
        """Show the pieces on the layout's pages; returns the number of pages."""
        pages = paged(pieces, layout)
        self.sheets.show_pages(pages, layout)
        return len(pages)

    def clear(self) -> None:
        self.sheets.show_pages([], Layout())
