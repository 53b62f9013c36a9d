"""Paper and the places of the cards on it: four cards a sheet of A4 or Letter with cut marks between them, or one
card per 3×5 in index card or A6 page, portrait or landscape. Everything is measured in points (1/72 in)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QMarginsF, QRectF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize

SHEET, INDEX, A6 = "sheet", "index", "a6"
LAYOUTS = {
    SHEET: "Four cards a sheet, with cut marks",
    INDEX: "One card per 3×5 in index card",
    A6: "One card per A6 page",
}
PAPERS = ("A4", "Letter")
GUTTER = 18.0  # points between the cards of a sheet: room for the cut marks


@dataclass(frozen=True)
class Layout:
    kind: str = SHEET
    paper: str = "A4"  # for a sheet; index cards and A6 are their own paper
    landscape: bool = False

    def __post_init__(self) -> None:
        if self.kind not in LAYOUTS:
            raise ValueError(f"Layout: one of {', '.join(LAYOUTS)}, not {self.kind!r}")
        if self.paper not in PAPERS:
            raise ValueError(f"Paper: A4 or Letter, not {self.paper!r}")

    @property
    def label(self) -> str:
        paper = f" on {self.paper}" if self.kind == SHEET else ""
        return f"{LAYOUTS[self.kind]}{paper}, {'landscape' if self.landscape else 'portrait'}"

    def page_size(self) -> QPageSize:
        if self.kind == INDEX:
            return QPageSize(QSizeF(3, 5), QPageSize.Unit.Inch, "Index card 3x5 in")
        if self.kind == A6:
            return QPageSize(QPageSize.PageSizeId.A6)
        return QPageSize(QPageSize.PageSizeId.A4 if self.paper == "A4" else QPageSize.PageSizeId.Letter)

    def margins(self) -> QMarginsF:
        """Millimetres kept clear at the page's edges: most printers cannot print to them."""
        edge = 10.0 if self.kind == SHEET else 4.0
        return QMarginsF(edge, edge, edge, edge)

    def page_layout(self) -> QPageLayout:
        orientation = QPageLayout.Orientation.Landscape if self.landscape else QPageLayout.Orientation.Portrait
        return QPageLayout(self.page_size(), orientation, self.margins(), QPageLayout.Unit.Millimeter)

    def printable(self) -> QSizeF:
        """The printable area in points."""
        return self.page_layout().paintRect(QPageLayout.Unit.Point).size()

    @property
    def per_page(self) -> int:
        return 4 if self.kind == SHEET else 1

    def card_rects(self, area: QSizeF | None = None) -> list[QRectF]:
        """Where the cards of one page go, in points from the printable area's top left."""
        size = area or self.printable()
        if self.kind != SHEET:
            return [QRectF(0, 0, size.width(), size.height())]
        width = (size.width() - GUTTER) / 2
        height = (size.height() - GUTTER) / 2
        return [
            QRectF(col * (width + GUTTER), row * (height + GUTTER), width, height)
            for row in range(2)
            for col in range(2)
        ]

    def card_size(self) -> QSizeF:
        return self.card_rects()[0].size()

    def for_sheets(self) -> Layout:
        """Where a sheet (the chase sheet, the combat tracker) prints alone: a whole page of this paper, never an
        index card or an A6 page."""
        return self if self.kind == SHEET else Layout(SHEET, self.paper, self.landscape)


def every_layout() -> list[Layout]:
    """Every paper, layout and orientation the Cards tab offers (what the overflow test measures)."""
    layouts = [Layout(SHEET, paper, landscape) for paper in PAPERS for landscape in (False, True)]
    return layouts + [Layout(kind, "A4", landscape) for kind in (INDEX, A6) for landscape in (False, True)]
